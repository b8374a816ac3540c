package napoleon

import (
	"slices"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// Determinize deals the cards the view's seat cannot see at random: the deck less its own
// hand, every card played, and the discards when it knows them, shuffled into the other
// hands, the hidden four and the discards. A seat that has shown a suit void is dealt none of
// that suit whenever such a deal exists.
func (game) Determinize(ev engine.View, rng *engine.RNG) engine.State {
	v, ok := ev.(*View)
	if !ok {
		panic("napoleon: Determinize needs a *napoleon.View")
	}
	opts, err := engine.ResolveOptions(optionDefs, v.Options)
	if err != nil {
		opts, _ = engine.ResolveOptions(optionDefs, nil)
	}
	s := newState(opts, engine.NewRNG(rng.Uint64()), v.First)
	s.redeals, s.phase, s.turn = v.Redeals, v.Phase, v.Turn
	s.calls, s.passed = slices.Clone(v.Calls), slices.Clone(v.Passed)
	s.high, s.hasBid, s.napoleon = v.High, v.HasHigh, v.Napoleon
	s.adjCard, s.hasAdj, s.revealed = v.AdjutantCard, v.HasAdjutantCard, v.AdjutantRevealed
	s.fromHidden = slices.Clone(v.FromHidden)
	s.trick, s.tricks, s.won = slices.Clone(v.Trick), cloneTricks(v.Tricks), cloneHands(v.Won)
	s.outcome = v.Outcome.Clone()

	known := slices.Clone(v.Hand)
	known = append(known, v.Discards...)
	for _, p := range v.Trick {
		known = append(known, p.Card)
	}
	for _, t := range v.Tricks {
		for _, p := range t.Cards {
			known = append(known, p.Card)
		}
	}
	var pool []deck.Card
	for c := range deck.Card(deck.NumFaces) {
		if !slices.Contains(known, c) {
			pool = append(pool, c)
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })

	// Destinations: the other seats' hands (0-3), the middle (4) and the discards (5).
	const middle, out = seats, seats + 1
	capacity := make([]int, seats+2)
	for seat, n := range v.HandCounts {
		if seat != v.Seat {
			capacity[seat] = n
		}
	}
	capacity[middle] = v.HiddenCount
	if v.Discards == nil {
		capacity[out] = v.DiscardCount
	}
	dealt := dealRespectingVoids(pool, capacity, v.Void, rng)
	for seat := range seats {
		if seat == v.Seat {
			s.hands[seat] = slices.Clone(v.Hand)
		} else {
			s.hands[seat] = dealt[seat]
		}
	}
	s.hidden = dealt[middle]
	s.discards = dealt[out]
	if v.Discards != nil {
		s.discards = slices.Clone(v.Discards)
	}
	return s
}

// dealRespectingVoids splits pool over destinations of the given capacities, most
// constrained cards first, keeping each void seat free of its suits; after a few failed
// tries it deals ignoring the voids (the view does not depend on them).
func dealRespectingVoids(pool []deck.Card, capacity []int, void [][4]bool, rng *engine.RNG) [][]deck.Card {
	allowed := func(dest int, c deck.Card) bool { return dest >= len(void) || !void[dest][c.Suit()] }
	order := slices.Clone(pool)
	flex := func(c deck.Card) int {
		n := 0
		for d := range capacity {
			if capacity[d] > 0 && allowed(d, c) {
				n++
			}
		}
		return n
	}
	slices.SortStableFunc(order, func(a, b deck.Card) int { return flex(a) - flex(b) })
	for range 20 {
		out := make([][]deck.Card, len(capacity))
		left := slices.Clone(capacity)
		ok := true
		for _, c := range order {
			var weights []int
			total := 0
			for d := range left {
				w := 0
				if allowed(d, c) {
					w = left[d]
				}
				weights = append(weights, w)
				total += w
			}
			if total == 0 {
				ok = false
				break
			}
			d := rng.Weighted(weights)
			out[d] = append(out[d], c)
			left[d]--
		}
		if ok {
			return out
		}
	}
	out := make([][]deck.Card, len(capacity))
	rest := pool
	for d, n := range capacity {
		out[d], rest = slices.Clone(rest[:n]), rest[n:]
	}
	return out
}
