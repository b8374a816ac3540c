package heuristic

import (
	"zashiki/rules/deck"
	"zashiki/rules/engine"
	"zashiki/rules/freeeight"
)

// FreeEightRules is Free Eight's cheap player, for the search's playouts: a few rules on the
// hand alone, without the heuristic's table of unseen cards and its odds of a ロン. It
// declares every ロン it can; goes out when it can; answers an attack like for like before
// spending an 8; otherwise sheds its costliest card that is not an 8, a 5 or 7 first when it
// holds a card of the same suit to follow it with; plays an 8 only when nothing else goes,
// naming the suit it holds most of; and draws only when it must.
type FreeEightRules struct{}

// Name implements bots.Bot.
func (FreeEightRules) Name() string { return "rules" }

// Choose implements bots.Bot. It reads only the View; any other view type gets a random move.
func (FreeEightRules) Choose(ev engine.View, legal []engine.Action, rng *engine.RNG) engine.Action {
	v, ok := ev.(*freeeight.View)
	if !ok || len(legal) == 1 {
		return legal[rng.IntN(len(legal))]
	}
	var suits [4]int // cards of each suit in hand, 8s aside
	for _, c := range v.Hand {
		if c.Rank() != 8 {
			suits[c.Suit()]++
		}
	}
	most := deck.Suit(0)
	for s := range deck.Suit(4) {
		if suits[s] > suits[most] {
			most = s
		}
	}
	best, bestVal := 0, -1e9
	for i, la := range legal {
		a, ok := asAction(la)
		if !ok {
			return legal[rng.IntN(len(legal))]
		}
		val := 0.0
		switch a.Kind {
		case freeeight.Ron:
			return la
		case freeeight.Pass:
			val = -1
		case freeeight.Draw:
			val = -100
		case freeeight.Play:
			c, r := a.Card, a.Card.Rank()
			val = float64(cardPoints(c)) / 10
			switch {
			case len(v.Hand) == 1 && r != 5 && r != 7 && (r != 8 || v.Phase == freeeight.PhaseAttacked):
				val = 1000 // goes out
			case r == 8 && a.Suit != most:
				val = -60 // an 8 names the suit held most
			case r == 8:
				val = -50 // the answer to any attack and the way out of a bad suit: kept
			case (r == 5 || r == 7) && suits[c.Suit()] > 1:
				val += 3 // acts again, and can follow it
			}
		}
		if val += 0.01 * float64(rng.IntN(16)); val > bestVal {
			best, bestVal = i, val
		}
	}
	return legal[best]
}
