package freeeight

import (
	"slices"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// Determinize deals the cards the view's seat cannot see at random: the shoe less its own
// hand, the discards and any revealed hand, shuffled into the other hands and the draw pile.
// During a ロン window the deal must also leave someone to ask: when the viewer is not asked,
// one other seat is dealt a hand that sums to the card's number.
func (game) Determinize(ev engine.View, rng *engine.RNG) engine.State {
	v := asView(ev)
	opts, err := engine.ResolveOptions(optionDefs, v.Options)
	if err != nil {
		opts, _ = engine.ResolveOptions(optionDefs, nil)
	}
	s := newState(v.Seats, opts, engine.NewRNG(rng.Uint64()))
	s.discard = slices.Clone(v.Discards)
	s.named, s.hasNamed = v.Named, v.HasNamed
	s.turn, s.phase, s.attack, s.total = v.Turn, v.Phase, v.Attack, v.AttackTotal
	s.moves = v.Moves
	s.outcome = v.Outcome.Clone()
	s.revealed = cloneHands(v.Revealed)

	known := slices.Concat(v.Hand, v.Discards)
	for seat, h := range v.Revealed {
		if seat != v.Seat {
			known = append(known, h...)
		}
	}
	p := unseen(known)
	rng.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })

	dealt := make([]bool, v.Seats)
	s.hands[v.Seat], dealt[v.Seat] = slices.Clone(v.Hand), true
	for seat, h := range v.Revealed {
		if h != nil && !dealt[seat] {
			s.hands[seat], dealt[seat] = slices.Clone(h), true
		}
	}
	if v.Phase == PhaseRon && !v.RonAsked {
		p = s.dealRonHand(v, p, dealt, rng)
	}
	for seat := range s.hands {
		if !dealt[seat] {
			k := min(v.HandCounts[seat], len(p))
			s.hands[seat], p = slices.Clone(p[:k]), p[k:]
		}
	}
	s.draw = p

	if v.Phase == PhaseRon {
		s.ron = ronWindow{card: v.RonCard, discarder: v.Discarder}
		for seat := s.next(v.Discarder); seat != v.Discarder; seat = s.next(seat) {
			mine := seat == v.Seat
			if mine && v.RonAsked || !mine && handSum(s.hands[seat]) == int(v.RonCard.Rank()) {
				a := unanswered
				if mine && v.RonAnswered {
					a = passed
					if v.RonDeclared {
						a = declared
					}
				}
				s.ron.asked = append(s.ron.asked, seat)
				s.ron.answers = append(s.ron.answers, a)
			}
		}
	}
	return s
}

func asView(ev engine.View) *View {
	v, ok := ev.(*View)
	if !ok {
		panic("freeeight: Determinize needs a *freeeight.View")
	}
	return v
}

// unseen is the 104-card shoe less the known cards.
func unseen(known []deck.Card) []deck.Card {
	var left [deck.NumFaces]int
	for c := range left {
		left[c] = 2
	}
	for _, c := range known {
		left[c]--
	}
	out := make([]deck.Card, 0, 2*deck.NumFaces-len(known))
	for c, n := range left {
		for range n {
			out = append(out, deck.Card(c))
		}
	}
	return out
}

// dealRonHand gives one seat that may have been asked (not the viewer, not the discarder) a
// hand summing to the ロン card's number, drawn from the shuffled pool p, and returns what
// is left of p. Some such seat exists whenever the view is true to a real game.
func (s *State) dealRonHand(v *View, p []deck.Card, dealt []bool, rng *engine.RNG) []deck.Card {
	target := int(v.RonCard.Rank())
	var byRank [14]int
	for _, c := range p {
		byRank[c.Rank()]++
	}
	seats := make([]int, 0, v.Seats)
	for seat := range v.Seats {
		if !dealt[seat] && seat != v.Discarder && v.HandCounts[seat] > 0 {
			seats = append(seats, seat)
		}
	}
	rng.Shuffle(len(seats), func(i, j int) { seats[i], seats[j] = seats[j], seats[i] })
	for _, seat := range seats {
		ways := rankSplits(target, v.HandCounts[seat], 13, byRank, nil, nil)
		if len(ways) == 0 {
			continue
		}
		var hand []deck.Card
		for _, r := range ways[rng.IntN(len(ways))] {
			i := slices.IndexFunc(p, func(c deck.Card) bool { return int(c.Rank()) == r })
			hand = append(hand, p[i])
			p = slices.Delete(p, i, i+1)
		}
		s.hands[seat], dealt[seat] = hand, true
		return p
	}
	return p
}

// rankSplits lists the ways to write sum as k ranks of at most maxRank, in non-increasing
// order, using no rank more often than avail allows.
func rankSplits(sum, k, maxRank int, avail [14]int, prefix []int, out [][]int) [][]int {
	if k == 0 {
		if sum == 0 {
			out = append(out, slices.Clone(prefix))
		}
		return out
	}
	for r := min(maxRank, sum-(k-1)); r >= 1; r-- {
		if r*k < sum {
			break
		}
		if avail[r] == 0 {
			continue
		}
		avail[r]--
		out = rankSplits(sum-r, k-1, r, avail, append(prefix, r), out)
		avail[r]++
	}
	return out
}
