// Package heuristic holds fast rule-of-thumb players, one file per game. They satisfy
// bots.Bot structurally (this package does not import bots, so bots can list them).
package heuristic

import (
	"math"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
	"zashiki/rules/freeeight"
)

// FreeEight plays Free Eight like a sensible person: it always declares ロン, stacks attacks
// rather than spend an 8, keeps 8s for defence, sheds its expensive cards, plays a 5 or 7 when
// it can follow it, attacks and switches suit when the next seat is about to go out, and
// draws only when every play looks worse than a card more in hand.
//
// It scores each legal action by the hand it leaves (keepValue) plus the risks and gains of
// the card itself (cardRisk), looking ahead through its own 5/7 extra actions (playValue).
type FreeEight struct{}

// Name implements bots.Bot.
func (FreeEight) Name() string { return "heuristic" }

// Weights, in "cards in hand" units: a plain card kept costs 1. They were tuned by sim
// against a bot that plays a random playable card (see docs/PERFORMANCE.md).
const (
	wCard   = 1.0  // each card still to shed
	wSum    = 1.0  // the hand's rank sum, per 13: most games end in ロン, on hands summing to 13 or less
	wPoint  = 0.05 // each table point the hand would pay if someone else goes out
	wEight  = 1.2  // each 8 kept (up to two): the answer to any attack, the way out of a bad suit
	wFollow = 0.3  // each card that can follow the top (up to three): a likely play next turn
	wLone   = 0.6  // a last card that cannot go out (5, 7, 8 draw one instead)
	wRon    = 0.3  // the hand sums to a rank others may still play (scaled by how many remain)
	wRisk   = 6.0  // being ロン'd on the card played: the game lost, and paid for twice
	wDeny   = 5.0  // the next seat, holding one card, goes out on what we leave on top
	wAttack = 0.5  // each card the next seat must draw from an attack (per two cards)

	maxDepth = 2 // 5/7 chains looked through
)

// points is the table's payment per card, in tenths (A is 0.1), Q♠ apart.
var points = [14]int{0, 1, 40, 3, 4, 20, 6, 20, 40, 9, 10, 10, 10, 10}

const pointsQS = 50

var queenOfSpades = deck.New(deck.Spades, deck.Queen)

func cardPoints(c deck.Card) int {
	if c == queenOfSpades {
		return pointsQS
	}
	return points[c.Rank()]
}

// Choose implements bots.Bot. It reads only the View; any other view type gets a random move.
func (FreeEight) Choose(v engine.View, legal []engine.Action, rng *engine.RNG) engine.Action {
	fv, ok := v.(*freeeight.View)
	if !ok {
		return legal[rng.IntN(len(legal))]
	}
	t := newTable(fv)
	best, bestVal := -1, math.Inf(-1)
	for i, la := range legal {
		a, ok := asAction(la)
		if !ok {
			return legal[rng.IntN(len(legal))]
		}
		if val := t.actionValue(a); val > bestVal {
			best, bestVal = i, val
		}
	}
	return legal[best]
}

func asAction(a engine.Action) (freeeight.Action, bool) {
	switch x := a.(type) {
	case freeeight.Action:
		return x, true
	case *freeeight.Action:
		return *x, true
	}
	return freeeight.Action{}, false
}

// hand is a hand as counts, cheap to copy while looking ahead.
type hand struct {
	n, pts, sum int
	face        [deck.NumFaces]uint8
	suit        [4]int // cards of the suit other than 8s
	rank        [14]int
}

func (h *hand) add(c deck.Card, k int) {
	h.n += k
	h.pts += k * cardPoints(c)
	h.sum += k * int(c.Rank())
	h.face[c] = uint8(int(h.face[c]) + k)
	h.rank[c.Rank()] += k
	if c.Rank() != 8 {
		h.suit[c.Suit()] += k
	}
}

// follows counts the cards that can be played on a top of suit s and rank r, 8s aside.
func (h *hand) follows(s deck.Suit, r deck.Rank) int {
	if r == 8 {
		return h.suit[s]
	}
	return h.suit[s] + h.rank[r] - int(h.face[deck.New(s, r)])
}

// table is what the view tells about everyone else, worked out once per decision.
type table struct {
	v      *freeeight.View
	me     hand
	next   int // cards in the next seat's hand
	unseen [deck.NumFaces]int
	// unseenN counts the cards not in our hand or the discard pile; byRank and winSuit
	// split them by rank, and by suit for ranks that can go out (not 5, 7, 8).
	unseenN int
	byRank  [14]int
	winSuit [4]int
	// drawCost is what one unknown card more in hand is worth, on average.
	drawCost float64
	// ronOdds[r] is the chance that some other seat's hand sums to r.
	ronOdds [14]float64
}

func newTable(v *freeeight.View) *table {
	t := &table{v: v, next: v.HandCounts[(v.Seat+1)%v.Seats]}
	for _, c := range v.Hand {
		t.me.add(c, 1)
	}
	for c := range deck.Card(deck.NumFaces) {
		t.unseen[c] = 2 - int(t.me.face[c])
	}
	for _, c := range v.Discards {
		t.unseen[c]--
	}
	pts, ranks := 0, 0
	for c := range deck.Card(deck.NumFaces) {
		k := max(t.unseen[c], 0)
		t.unseen[c] = k
		t.unseenN += k
		t.byRank[c.Rank()] += k
		pts += k * cardPoints(c)
		ranks += k * int(c.Rank())
		if r := c.Rank(); r != 5 && r != 7 && r != 8 {
			t.winSuit[c.Suit()] += k
		}
	}
	t.drawCost = wCard
	if t.unseenN == 0 {
		return t // every card is accounted for (only the rules' test decks get here)
	}
	n := float64(t.unseenN)
	t.drawCost = wCard + wSum*float64(ranks)/n/13 + wPoint*float64(pts)/n/10
	t.ronOdds = sumOdds(t.byRank, t.unseenN, v)
	return t
}

// sumOdds estimates, per rank r, the chance that some other seat's hand sums to r, treating
// each unseen card as an independent draw. Only hands of up to three cards can sum to 13.
func sumOdds(byRank [14]int, n int, v *freeeight.View) [14]float64 {
	var one, two, three [14]float64
	for r := 1; r <= 13; r++ {
		one[r] = float64(byRank[r]) / float64(n)
	}
	for a := 1; a <= 13; a++ {
		for b := 1; a+b <= 13; b++ {
			two[a+b] += one[a] * one[b]
		}
	}
	for a := 2; a <= 13; a++ {
		for b := 1; a+b <= 13; b++ {
			three[a+b] += two[a] * one[b]
		}
	}
	var out [14]float64
	for s, cnt := range v.HandCounts {
		if s == v.Seat {
			continue
		}
		var d *[14]float64
		switch cnt {
		case 1:
			d = &one
		case 2:
			d = &two
		case 3:
			d = &three
		default:
			continue
		}
		for r := range out {
			out[r] += d[r]
		}
	}
	return out
}

func (t *table) actionValue(a freeeight.Action) float64 {
	switch a.Kind {
	case freeeight.Ron:
		// A ロン is a win paid double; ロン返し needs the discarder's hand to sum to the same
		// rank, which is rare enough never to be worth passing on a sure win.
		return math.Inf(1)
	case freeeight.Pass:
		return 0
	case freeeight.Draw:
		k := 1
		if t.v.Phase == freeeight.PhaseAttacked {
			k = max(t.v.AttackTotal, 1)
		}
		return t.drawValue(&t.me, k)
	}
	attacked := t.v.Phase == freeeight.PhaseAttacked
	return t.playValue(&t.me, a.Card, a.Suit, attacked, 0)
}

// drawValue is the hand after drawing k unknown cards; the turn ends with the top unchanged.
func (t *table) drawValue(h *hand, k int) float64 {
	return t.keepValue(h) - float64(k)*t.drawCost
}

// playValue is playing c (naming suit named if it is an 8) from h: the card's own risks and
// gains, then either the hand it leaves or, after a 5 or 7, the best follow-up.
func (t *table) playValue(h *hand, c deck.Card, named deck.Suit, answersAttack bool, depth int) float64 {
	after := *h
	after.add(c, -1)
	r := c.Rank()
	topSuit := c.Suit()
	if r == 8 {
		topSuit = named
	}
	if after.n == 0 && (r != 5 && r != 7 && r != 8 || r == 8 && answersAttack) {
		return 1000 // ツモ
	}
	val := t.cardRisk(&after, c, topSuit, answersAttack)
	switch {
	case after.n == 0:
		// A last 5, 7 or 8 draws one card instead of going out.
		return val - t.drawCost
	case (r == 5 || r == 7) && depth < maxDepth:
		best := t.drawValue(&after, 1)
		for f := range deck.Card(deck.NumFaces) {
			if after.face[f] == 0 || f.Rank() != 8 && f.Rank() != r && f.Suit() != topSuit {
				continue
			}
			s := f.Suit()
			if f.Rank() == 8 {
				s = bestSuit(&after, f)
			}
			best = max(best, t.playValue(&after, f, s, false, depth+1))
		}
		return val + best
	}
	return val + t.keepValue(&after) + wFollow*float64(min(after.follows(topSuit, r), 3))
}

// keepValue is how good a hand is to hold at the end of the turn.
func (t *table) keepValue(h *hand) float64 {
	v := -wCard*float64(h.n) - wSum*float64(h.sum)/13 - wPoint*float64(h.pts)/10
	if h.n >= 2 {
		v += wEight * float64(min(h.rank[8], 2))
	}
	if h.n == 1 && h.rank[5]+h.rank[7]+h.rank[8] == 1 {
		v -= wLone
	}
	if h.sum <= 13 && t.unseenN > 0 {
		// Every card of that rank another seat plays is a chance to ロン.
		v += wRon * float64(t.byRank[h.sum]) * 13 / float64(t.unseenN)
	}
	return v
}

// cardRisk weighs what putting c on top does to the others: a ロン on it, the next seat going
// out on it, and the draw an attack forces.
func (t *table) cardRisk(after *hand, c deck.Card, topSuit deck.Suit, answersAttack bool) float64 {
	r := c.Rank()
	v := 0.0
	if t.unseenN == 0 {
		return v
	}
	// A ロン on c costs the game, unless our own hand then sums to the same rank (ロン返し).
	if after.sum == int(r) {
		v += wRisk * t.ronOdds[r]
	} else {
		v -= wRisk * t.ronOdds[r] * (1 + float64(after.pts)/100)
	}
	kind, total := t.passesOn(c, answersAttack)
	// The next seat's one card goes out if it can follow c (an answer to an attack included).
	if t.next == 1 {
		var outs int
		switch kind {
		case freeeight.AttackTwo:
			outs = t.byRank[2] + t.byRank[8]
		case freeeight.AttackQueen:
			outs = t.unseen[queenOfSpades] + t.byRank[8]
		default:
			outs = t.winSuit[topSuit]
			if r != 5 && r != 7 && r != 8 {
				outs += t.byRank[r] - t.unseen[deck.New(topSuit, r)]
			}
		}
		v -= wDeny * float64(outs) / float64(t.unseenN)
	}
	return v + wAttack*float64(total)/2
}

// passesOn is the attack playing c puts on the next seat, and its total: a 2 or Q♠ adds to
// any attack it answers, and an 8 passes the attack on under the eight_answer=pass rule.
func (t *table) passesOn(c deck.Card, answersAttack bool) (freeeight.Attack, int) {
	pending := 0
	if answersAttack {
		pending = t.v.AttackTotal
	}
	switch {
	case c == queenOfSpades:
		return freeeight.AttackQueen, pending + 5
	case c.Rank() == 2:
		return freeeight.AttackTwo, pending + 2
	case c.Rank() == 8 && answersAttack && t.v.Variant.EightPasses:
		return t.v.Attack, pending
	}
	return freeeight.NoAttack, 0
}

// bestSuit is the suit to name with the 8 f while looking ahead: the one we hold most of.
func bestSuit(h *hand, f deck.Card) deck.Suit {
	best, bestN := f.Suit(), -1
	for _, s := range deck.Suits {
		if n := h.suit[s]; n > bestN {
			best, bestN = s, n
		}
	}
	return best
}
