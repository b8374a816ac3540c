package heuristic

import (
	"slices"
	"testing"

	"zashiki/rules/chaos"
	"zashiki/rules/engine"
)

// TestChaosRulesPlaysLegallyToTheEnd: the cheap playout policy plays only legal moves, in
// every victory condition at every table size, and every game it plays ends.
func TestChaosRulesPlaysLegallyToTheEnd(t *testing.T) {
	for _, v := range chaos.Victories {
		for seats := 2; seats <= 4; seats++ {
			for seed := uint64(1); seed <= 4; seed++ {
				opts := engine.Options{chaos.OptVictory: string(v)}
				st, err := chaos.Game.New(engine.Config{Seats: seats, Seed: seed, Options: opts})
				if err != nil {
					t.Fatal(err)
				}
				st.SetQuiet(true)
				rng := engine.NewRNG(seed)
				for n := 0; st.Outcome() == nil; n++ {
					if n > 5000 {
						t.Fatalf("%s, %d seats, seed %d: no end after %d moves", v, seats, seed, n)
					}
					seat := st.Actors()[0]
					legal := st.Legal(seat)
					a := ChaosRules{}.Choose(st.(interface{ SharedView(int) engine.View }).SharedView(seat), legal, &rng)
					if !slices.ContainsFunc(legal, func(l engine.Action) bool { return l.String() == a.String() }) {
						t.Fatalf("%s, %d seats, seed %d: %s is not among %v", v, seats, seed, a, legal)
					}
					if _, err := st.Apply(seat, a); err != nil {
						t.Fatalf("%s refused: %v", a, err)
					}
				}
			}
		}
	}
}

// TestChaosRulesBeatsRandom: the few rules are worth something: over the same deals, a team
// playing them wins more games than a team playing at random.
func TestChaosRulesBeatsRandom(t *testing.T) {
	const games = 60
	wins := map[string]int{}
	for _, b := range []struct {
		name string
		bot  chooser
	}{{"rules", ChaosRules{}}, {"random", randomBot{}}} {
		for seed := uint64(1); seed <= games; seed++ {
			if o := playChaos(t, 4, seed, engine.Options{}, func() chooser { return b.bot }); len(o.Winners) > 0 {
				wins[b.name]++
			}
		}
	}
	t.Logf("team wins of %d: rules %d, random %d", games, wins["rules"], wins["random"])
	if wins["rules"] <= wins["random"] {
		t.Errorf("rules won %d games, random %d, of %d", wins["rules"], wins["random"], games)
	}
}
