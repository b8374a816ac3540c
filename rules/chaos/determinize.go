package chaos

import (
	"slices"

	"zashiki/rules/engine"
)

// Determinize deals the cards the views' seats cannot see (the other hands, the deck and the
// cards set aside at set-up) at random from those not on the table or in their hands.
func (game) Determinize(rng *engine.RNG, views ...engine.View) engine.State {
	if len(views) == 0 {
		panic("chaos: Determinize needs a view")
	}
	first, ok := views[0].(*View)
	if !ok {
		panic("chaos: Determinize needs a *chaos.View")
	}
	opts, err := engine.ResolveOptions(optionDefs, first.Options)
	if err != nil {
		opts, _ = engine.ResolveOptions(optionDefs, nil)
	}
	s := newState(first.Seats, opts, engine.NewCore(rng.Uint64()))
	s.Public = engine.Copy(first.Public)
	s.Result = first.Outcome.Clone()
	s.setGoal()
	keep := make([]bool, first.Seats)
	for _, ev := range views {
		v := ev.(*View)
		if v.Seat >= 0 && v.Seat < len(keep) {
			keep[v.Seat] = true
			s.Private[v.Seat] = engine.Copy(v.Private)
		}
	}
	s.dealUnseen(rng, keep, true)
	return s
}

// Redeal implements engine.State: the hands of the seats not in keep and the cards set aside
// at set-up are dealt afresh among themselves; the deck keeps its order.
func (s *State) Redeal(rng *engine.RNG, keep ...int) engine.State {
	c := s.Clone().(*State)
	kept := make([]bool, s.Public.Seats)
	for _, k := range keep {
		if k >= 0 && k < len(kept) {
			kept[k] = true
		}
	}
	c.dealUnseen(rng, kept, false)
	return c
}

// dealUnseen fills, at random, the hands of the seats not kept (to their public sizes) and the
// cards set aside, and, when withDraw is set, the deck, from every card that is not on the
// table, in a kept hand or (without withDraw) in the deck. A card everyone saw shuffled back
// into the deck is never set aside.
func (s *State) dealUnseen(rng *engine.RNG, keep []bool, withDraw bool) {
	p := &s.Public
	known := make([]bool, NumCards)
	mark := func(cs []int) {
		for _, c := range cs {
			if c >= 0 {
				known[c] = true
			}
		}
	}
	mark(p.Work[:])
	mark(p.Lane)
	mark(p.Discards)
	mark(p.Play)
	for seat, k := range keep {
		if k {
			mark(s.Private[seat].Hand)
		}
	}
	if !withDraw {
		mark(s.Hidden.Draw)
	}
	recycled := make([]bool, NumCards)
	for _, c := range p.Recycled {
		recycled[c] = true
	}
	var boxable, rest []int
	for c, k := range known {
		switch {
		case k:
		case recycled[c]:
			rest = append(rest, c)
		default:
			boxable = append(boxable, c)
		}
	}
	shuffle(rng, boxable)
	k := min(p.BoxedCount, len(boxable))
	s.Hidden.Boxed = slices.Clone(boxable[:k])
	pool := append(rest, boxable[k:]...)
	shuffle(rng, pool)
	for seat, kept := range keep {
		if kept {
			continue
		}
		n := min(p.HandCounts[seat], len(pool))
		s.Private[seat].Hand, pool = slices.Clone(pool[:n]), pool[n:]
	}
	if withDraw {
		s.Hidden.Draw = pool
	}
}

func shuffle(rng *engine.RNG, cs []int) {
	rng.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
}
