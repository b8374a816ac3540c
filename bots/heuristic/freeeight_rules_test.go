package heuristic

import (
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/freeeight"
)

// TestFreeEightRulesPlaysLegallyToTheEnd: Free Eight's cheap playout policy plays only legal
// moves at every table size, and every game it plays ends; and it is worth something: it
// takes more of the wins than random players at the same tables.
func TestFreeEightRulesPlaysLegallyToTheEnd(t *testing.T) {
	wins, games := 0.0, 0
	for seats := 2; seats <= 6; seats++ {
		for seed := uint64(1); seed <= 20; seed++ {
			st, err := freeeight.Game.New(engine.Config{Seats: seats, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			st.SetQuiet(true)
			rng := engine.NewRNG(seed)
			for n := 0; st.Outcome() == nil; n++ {
				if n > 20000 {
					t.Fatalf("%d seats, seed %d: no end after %d moves", seats, seed, n)
				}
				seat := engine.Next(st, &rng)
				legal := st.Legal(seat)
				a := legal[rng.IntN(len(legal))]
				if seat == 0 { // seat 0 plays the rules, the others at random
					a = FreeEightRules{}.Choose(st.(interface{ SharedView(int) engine.View }).SharedView(seat), legal, &rng)
				}
				if !slices.ContainsFunc(legal, func(l engine.Action) bool { return l.String() == a.String() }) {
					t.Fatalf("%d seats, seed %d: %s is not among %v", seats, seed, a, legal)
				}
				if _, err := st.Apply(seat, a); err != nil {
					t.Fatalf("%s refused: %v", a, err)
				}
			}
			games++
			if o := st.Outcome(); slices.Contains(o.Winners, 0) {
				wins += 1 / float64(len(o.Winners))
			}
		}
	}
	t.Logf("seat 0 with the rules among random players: %.1f wins of %d games", wins, games)
	if wins <= float64(games)/3 {
		t.Errorf("the rules won %.1f of %d games against random players", wins, games)
	}
}
