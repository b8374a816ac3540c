package boss

import (
	"slices"

	"zashiki/rules/engine"
)

// Determinize deals what the views' seats cannot see at random: the other hands (first the
// kinds everyone saw in them, Known) and the order of both draw piles.
func (game) Determinize(rng *engine.RNG, views ...engine.View) engine.State {
	if len(views) == 0 {
		panic("boss: Determinize needs a view")
	}
	var keep []int
	var vs []*View
	for _, ev := range views {
		v, ok := ev.(*View)
		if !ok {
			panic("boss: Determinize needs *boss.View values")
		}
		vs = append(vs, v)
		if v.Seat >= 0 && v.Seat < v.Table.Seats {
			keep = append(keep, v.Seat)
		}
	}
	v := vs[0]
	opts, err := engine.ResolveOptions(optionDefs, v.Options)
	if err != nil {
		opts, _ = engine.ResolveOptions(optionDefs, nil)
	}
	s := &State{Core: engine.NewCore(rng.Uint64()), Secrets: engine.NewSecrets[Table, Private, Hidden](v.Table.Seats),
		v: readVariant(opts)}
	s.Public = v.Table.copy()
	s.Result = v.Outcome.Clone()
	for _, kv := range vs {
		if kv.Seat >= 0 && kv.Seat < v.Table.Seats {
			s.Private[kv.Seat] = kv.Private.copy()
		}
	}

	// Every 勤務カード nobody among the views can place lies in the hands of the other seats
	// or in the draw pile; every 独裁カード not yet turned up is in its pile.
	seen := make([]bool, NumCards)
	mark := func(cs ...int) {
		for _, c := range cs {
			if c >= 0 {
				seen[c] = true
			}
		}
	}
	for _, seat := range keep {
		mark(s.hand(seat)...)
	}
	mark(v.Discard...)
	mark(v.Field...)
	mark(v.Chief, v.Dict)
	mark(v.DictDiscard...)
	for _, h := range v.Revealed {
		mark(h...)
	}
	for c := range NumCards {
		switch {
		case seen[c]:
		case IsWork(c):
			s.Hidden.Draw = append(s.Hidden.Draw, c)
		default:
			s.Hidden.DictDraw = append(s.Hidden.DictDraw, c)
		}
	}
	for seat, h := range v.Revealed {
		s.Private[seat].Hand = slices.Clone(h)
	}
	dict := s.Hidden.DictDraw
	rng.Shuffle(len(dict), func(i, j int) { dict[i], dict[j] = dict[j], dict[i] })
	s.redeal(rng, keep, true)
	return s
}

// Redeal implements engine.State: the hands of the seats outside keep are dealt afresh among
// themselves, keeping their sizes and the kinds everyone saw in them; both draw piles keep
// their order.
func (s *State) Redeal(rng *engine.RNG, keep ...int) engine.State {
	c := s.Clone().(*State)
	c.redeal(rng, keep, false)
	return c
}

// redeal deals the cards of the hands outside keep (and, with piles, of the draw pile) back
// out at random: each such hand gets as many cards as it holds, first the kinds everyone saw
// in it (Known), and with piles the rest makes a freshly shuffled draw pile. Once the game is
// over every hand is public and stays where it is.
func (s *State) redeal(rng *engine.RNG, keep []int, piles bool) {
	var others []int
	var pool []int
	for seat := range s.Private {
		if s.Public.Revealed == nil && !slices.Contains(keep, seat) {
			others = append(others, seat)
			pool = append(pool, s.hand(seat)...)
		}
	}
	if piles {
		pool = append(pool, s.Hidden.Draw...)
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	hands := make([][]int, len(s.Private))
	for _, seat := range others {
		for k, n := range s.Public.Known[seat] {
			for range n {
				i := slices.IndexFunc(pool, func(c int) bool { return KindOf(c) == Kind(k) })
				if i < 0 {
					break
				}
				hands[seat] = append(hands[seat], pool[i])
				pool = slices.Delete(pool, i, i+1)
			}
		}
	}
	for _, seat := range others {
		n := min(s.Public.HandCount[seat]-len(hands[seat]), len(pool))
		hands[seat], pool = append(hands[seat], pool[:n]...), pool[n:]
		s.Private[seat].Hand = hands[seat]
	}
	if piles {
		s.Hidden.Draw = pool
	}
	s.syncCounts()
}
