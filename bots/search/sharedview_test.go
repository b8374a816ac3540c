package search_test

import (
	"reflect"
	"testing"

	"zashiki/bots/heuristic"
	"zashiki/bots/search"
	"zashiki/rules/engine"
	"zashiki/rules/games"
)

// TestSharedViewIsTheView: a playout policy reads SharedView in place of View, so at every
// step of random games it must show each seat exactly what View shows, and the game's
// heuristic, reading it, must leave the state as it was (it shares the state's memory).
func TestSharedViewIsTheView(t *testing.T) {
	policies := map[string]search.Policy{
		"freeeight": heuristic.FreeEight{}.Choose,
		"napoleon":  heuristic.Napoleon{}.Choose,
		"boss":      heuristic.Boss{}.Choose,
		"chaos":     heuristic.ChaosRules{}.Choose,
	}
	for _, g := range games.All {
		pol := policies[g.ID()]
		lo, hi := g.Seats()
		seats := min(max(4, lo), hi)
		s0, err := g.New(engine.Config{Seats: seats, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := s0.(interface{ SharedView(int) engine.View }); !ok {
			continue // the search copies View for this game
		}
		t.Run(g.ID(), func(t *testing.T) {
			steps := 0
			for k := range scaled(8) {
				s, _ := g.New(engine.Config{Seats: seats, Seed: uint64(k + 1)})
				s.SetQuiet(true)
				rng := engine.NewRNG(uint64(k))
				for ; s.Outcome() == nil; steps++ {
					for seat := range s.Seats() {
						want := s.View(seat)
						got := s.(interface{ SharedView(int) engine.View }).SharedView(seat)
						if !reflect.DeepEqual(got, want) {
							t.Fatalf("game %d step %d seat %d: SharedView\n%+v\nView\n%+v", k, steps, seat, got, want)
						}
						if legal := s.Legal(seat); pol != nil && len(legal) > 1 {
							pol(got, legal, &rng)
							if after := s.View(seat); !reflect.DeepEqual(after, want) {
								t.Fatalf("game %d step %d seat %d: the heuristic changed the state through SharedView", k, steps, seat)
							}
						}
					}
					seat := engine.Next(s, &rng)
					legal := s.Legal(seat)
					if _, err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
			}
			if steps == 0 {
				t.Fatal("no step played")
			}
		})
	}
}
