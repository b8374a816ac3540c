package boss

import (
	"slices"

	"zashiki/rules/engine"
)

// Determinize deals what the view's seat cannot see at random: the other hands (first the
// kinds everyone saw in them, Known) and the order of both draw piles.
func (game) Determinize(ev engine.View, rng *engine.RNG) engine.State {
	v, ok := ev.(*View)
	if !ok {
		panic("boss: Determinize needs a *boss.View")
	}
	opts, err := engine.ResolveOptions(optionDefs, v.Options)
	if err != nil {
		opts, _ = engine.ResolveOptions(optionDefs, nil)
	}
	s := &State{opts: opts, v: readVariant(opts), rng: engine.NewRNG(rng.Uint64()), Table: v.Table.clone(),
		outcome: v.Outcome.Clone()}
	s.hands = make([][]int, v.Table.Seats)

	seen := make([]bool, NumCards)
	mark := func(cs ...int) {
		for _, c := range cs {
			if c >= 0 {
				seen[c] = true
			}
		}
	}
	mark(v.Hand...)
	mark(v.Discard...)
	mark(v.Field...)
	mark(v.Chief, v.Dict)
	mark(v.DictDiscard...)
	for seat, h := range v.Revealed {
		if seat != v.Seat {
			mark(h...)
		}
	}
	var pool, dict []int
	for c := range NumCards {
		switch {
		case seen[c]:
		case IsWork(c):
			pool = append(pool, c)
		default:
			dict = append(dict, c)
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	rng.Shuffle(len(dict), func(i, j int) { dict[i], dict[j] = dict[j], dict[i] })
	s.dictDraw = dict

	for seat := range s.hands {
		switch {
		case seat == v.Seat:
			s.hands[seat] = slices.Clone(v.Hand)
		case v.Revealed != nil:
			s.hands[seat] = slices.Clone(v.Revealed[seat])
		default:
			var h []int
			for k, n := range v.Known[seat] {
				for range min(n, v.HandCount[seat]-len(h)) {
					if i := slices.IndexFunc(pool, func(c int) bool { return KindOf(c) == Kind(k) }); i >= 0 {
						h = append(h, pool[i])
						pool = slices.Delete(pool, i, i+1)
					}
				}
			}
			k := min(v.HandCount[seat]-len(h), len(pool))
			h, pool = append(h, pool[:k]...), pool[k:]
			s.hands[seat] = h
		}
	}
	s.draw = pool
	s.syncCounts()
	return s
}
