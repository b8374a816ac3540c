package chaos

import (
	"slices"

	"zashiki/rules/engine"
)

// Determinize deals the cards the view's seat cannot see (the other hands, the deck and the
// cards set aside at set-up) at random from those not on the table or in its own hand.
func (game) Determinize(ev engine.View, rng *engine.RNG) engine.State {
	v, ok := ev.(*View)
	if !ok {
		panic("chaos: Determinize needs a *chaos.View")
	}
	opts, err := engine.ResolveOptions(optionDefs, v.Options)
	if err != nil {
		opts, _ = engine.ResolveOptions(optionDefs, nil)
	}
	s := newState(v.Seats, opts, engine.NewRNG(rng.Uint64()))
	s.victory, s.work = v.Victory, v.Work
	s.lane, s.discard, s.play = slices.Clone(v.Lane), slices.Clone(v.Discards), slices.Clone(v.Play)
	s.resources, s.chaos, s.marker, s.touched, s.idle, s.round = v.Resources, v.Chaos, v.Marker, v.Touched, v.Idle, v.Round
	s.first, s.turn, s.phase = v.First, v.Turn, v.Phase
	s.tasks = slices.Clone(v.Tasks)
	s.choice = v.Choice
	s.choice.Options = slices.Clone(v.Choice.Options)
	s.ask = v.Ask
	s.ask.Answers = slices.Clone(v.Ask.Answers)
	s.outcome = v.Outcome.Clone()

	seen := make([]bool, NumCards)
	for _, pile := range [][]int{v.Hand, v.Lane, v.Discards, v.Play, v.Work[:]} {
		for _, c := range pile {
			if c >= 0 {
				seen[c] = true
			}
		}
	}
	var pool []int
	for c := range seen {
		if !seen[c] {
			pool = append(pool, c)
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for seat := range s.hands {
		if seat == v.Seat {
			s.hands[seat] = slices.Clone(v.Hand)
			continue
		}
		k := min(v.HandCounts[seat], len(pool))
		s.hands[seat], pool = slices.Clone(pool[:k]), pool[k:]
	}
	// A hidden chaos-2 discard is picked from the chooser's hand as dealt here.
	if s.choice.Kind == ChooseDiscard && s.choice.Seat != v.Seat {
		s.choice.Options = slices.Clone(s.hands[s.choice.Seat])
	}
	k := min(v.BoxedCount, len(pool))
	s.boxed, pool = slices.Clone(pool[:k]), pool[k:]
	s.draw = pool
	return s
}
