// Package searchtest holds what the games' tests of the search share.
package searchtest

import (
	"testing"

	"zashiki/bots/search"
	"zashiki/rules/engine"
)

// PlacedRight measures how well deals fit the truth: it plays games four-seat games of g
// (seeds 1 to games, pol in every seat) and, at every third decision with a choice, draws 20
// deals of what the deciding seat cannot see from its View alone and 20 as b draws them
// (b.Deal), and sums right(truth, deal, seat) over each kind of deal.
func PlacedRight(t testing.TB, g engine.Game, b *search.Searcher, pol search.Policy, games int,
	right func(truth, deal engine.State, viewer int) float64) (uniform, inferred float64) {
	t.Helper()
	for seed := uint64(1); seed <= uint64(games); seed++ {
		s, err := g.New(engine.Config{Seats: 4, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s.SetQuiet(true)
		rng := engine.NewRNG(seed)
		for step := 0; s.Outcome() == nil; step++ {
			seat := engine.Next(s, nil)
			legal := s.Legal(seat)
			if len(legal) > 1 && step%3 == 0 {
				v := s.View(seat)
				for range 20 {
					uniform += right(s, g.Determinize(&rng, v), seat)
					inferred += right(s, b.Deal(v, &rng), seat)
				}
			}
			if _, err := s.Apply(seat, pol(s.View(seat), legal, &rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
	return uniform, inferred
}
