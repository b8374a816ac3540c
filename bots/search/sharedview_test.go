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

// TestACloneHasItsOwnSharedView: SharedView may fill one View a state keeps; a clone (a
// search's playout) must fill its own and change the state's memory in nothing, or a reader
// of the state's view would see the clone's seat or moves.
func TestACloneHasItsOwnSharedView(t *testing.T) {
	for _, g := range games.All {
		lo, hi := g.Seats()
		s, err := g.New(engine.Config{Seats: min(max(4, lo), hi), Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		sv, ok := s.(interface{ SharedView(int) engine.View })
		if !ok {
			continue
		}
		v, want := sv.SharedView(0), s.View(0)
		c := s.Clone()
		c.(interface{ SharedView(int) engine.View }).SharedView(1)
		rng := engine.NewRNG(1)
		for range 20 {
			if c.Outcome() != nil {
				break
			}
			seat := engine.Next(c, &rng)
			legal := c.Legal(seat)
			if _, err := c.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			c.(interface{ SharedView(int) engine.View }).SharedView(seat)
		}
		if !reflect.DeepEqual(v, want) {
			t.Errorf("%s: the state's SharedView(0) changed as its clone was read and played", g.ID())
		}
	}
}
