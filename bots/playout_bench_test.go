package bots_test

import (
	"slices"
	"testing"
	"time"

	"zashiki/bots/heuristic"
	"zashiki/bots/search"
	"zashiki/rules/engine"
	"zashiki/rules/games"
)

// BenchmarkPlayoutPolicy plays the games a search's playouts play, with each playout policy
// in the same run (docs/PERFORMANCE.md, "CPU opponents II"): every seat of a quiet four-seat
// game played by the policy, reading SharedView, from the deals of seeds 1, 2, … (one game
// an iteration). It reports the cost of a game and how good the policy is: in プロジェクト・
// カオス the games its team won, in Free Eight the games seat 0 won playing it against three
// heuristic seats.
//
//	go test -run XXX -bench PlayoutPolicy -benchtime 200x ./bots/
func BenchmarkPlayoutPolicy(b *testing.B) {
	random := func(_ engine.View, legal []engine.Action, rng *engine.RNG) engine.Action {
		return legal[rng.IntN(len(legal))]
	}
	for _, t := range []struct {
		id       string
		policies map[string]search.Policy
		others   search.Policy // the other seats' policy, nil: the same
	}{
		{"chaos", map[string]search.Policy{"random": random, "rules": heuristic.ChaosRules{}.Choose, "heuristic": heuristic.Chaos{}.Choose}, nil},
		{"freeeight", map[string]search.Policy{"random": random, "rules": heuristic.FreeEightRules{}.Choose, "heuristic": heuristic.FreeEight{}.Choose}, heuristic.FreeEight{}.Choose},
	} {
		g, _ := games.Lookup(t.id)
		for _, name := range []string{"random", "rules", "heuristic"} {
			pol := t.policies[name]
			b.Run(t.id+"/"+name, func(b *testing.B) {
				wins, moves := 0, 0
				var spent time.Duration
				for i := range b.N {
					s, err := g.New(engine.Config{Seats: 4, Seed: uint64(i + 1)})
					if err != nil {
						b.Fatal(err)
					}
					s.SetQuiet(true)
					rng := engine.NewRNG(uint64(i + 1))
					var buf []engine.Action
					t0 := time.Now()
					for n := 0; s.Outcome() == nil && n < search.DefaultMaxPlayout; n++ {
						seat := engine.Next(s, &rng)
						buf = engine.AppendLegal(s, buf[:0], seat)
						a := buf[0]
						if len(buf) > 1 {
							p := pol
							if seat != 0 && t.others != nil {
								p = t.others
							}
							a = p(s.(interface{ SharedView(int) engine.View }).SharedView(seat), buf, &rng)
						}
						if _, err := s.Apply(seat, a); err != nil {
							b.Fatal(err)
						}
						engine.ApplyForced(s)
						moves++
					}
					spent += time.Since(t0)
					if o := s.Outcome(); o != nil && slices.Contains(o.Winners, 0) {
						wins++ // a cooperative game's winners are the whole team
					}
				}
				b.ReportMetric(float64(spent)/float64(b.N)/float64(time.Millisecond), "ms/game")
				b.ReportMetric(float64(spent)/float64(moves)/float64(time.Microsecond), "µs/move")
				b.ReportMetric(100*float64(wins)/float64(b.N), "seat0-wins%")
			})
		}
	}
}
