package freeeight

import (
	"slices"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// Determinize builds a state from what the views know: their public part, and each view's
// own hand and answer. The cards none of them sees (the shoe less those hands, the discards
// and any revealed hand) are shuffled into the other hands and the draw pile. Other seats
// asked in a ロン window have not answered yet, as far as the views can tell.
func (game) Determinize(rng *engine.RNG, views ...engine.View) engine.State {
	v := asView(views[0])
	s := newState(v.Seats, nil, rng.Uint64())
	s.Public = v.Public.copy()
	s.Result = v.Outcome.Clone()

	fixed := make([]bool, v.Seats)
	for _, ev := range views {
		w := asView(ev)
		if w.Seat >= 0 && w.Seat < v.Seats {
			s.Private[w.Seat], fixed[w.Seat] = w.Private.copy(), true
		}
	}
	for seat, h := range v.Revealed {
		if h != nil && !fixed[seat] {
			s.Private[seat].Hand, fixed[seat] = slices.Clone(h), true
		}
	}
	known := slices.Clone(v.Discards)
	for seat := range s.Private {
		if fixed[seat] {
			known = append(known, s.Private[seat].Hand...)
		}
	}
	s.Hidden.Draw = s.dealUnseen(rng, unseen(known), fixed)
	return s
}

// Redeal implements engine.State: the hands of the seats outside keep are shuffled among
// themselves (a hand revealed at the end stays), and the draw pile keeps its order.
func (s *State) Redeal(rng *engine.RNG, keep ...int) engine.State {
	c := s.Clone().(*State)
	c.dealt = nil
	fixed := make([]bool, c.Public.Seats)
	for _, seat := range keep {
		if seat >= 0 && seat < len(fixed) {
			fixed[seat] = true
		}
	}
	for seat, h := range c.Public.Revealed {
		fixed[seat] = fixed[seat] || h != nil
	}
	var pool []deck.Card
	for seat := range c.Private {
		if !fixed[seat] {
			pool = append(pool, c.Private[seat].Hand...)
		}
	}
	c.dealUnseen(rng, pool, fixed)
	return c
}

// dealUnseen shuffles pool and deals each seat not fixed as many cards as it holds, then
// returns what is left (the draw pile, for Determinize). It is the one redeal behind both
// Determinize and Redeal. A re-dealt seat in a ロン window may declare only if its new hand
// sums to the card, so a declaration its new hand cannot make becomes a pass.
func (s *State) dealUnseen(rng *engine.RNG, pool []deck.Card, fixed []bool) []deck.Card {
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	p := &s.Public
	for seat := range s.Private {
		if fixed[seat] {
			continue
		}
		m := &s.Private[seat]
		k := min(p.HandCounts[seat], len(pool))
		m.Hand, pool = slices.Clone(pool[:k]), pool[k:]
		if p.Phase == PhaseRon {
			m.RonAsked = seat != p.Discarder && handSum(m.Hand) == int(p.RonCard.Rank())
			m.RonDeclared = m.RonDeclared && m.RonAsked
		}
	}
	return pool
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
