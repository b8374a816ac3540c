package bots_test

import (
	"runtime"
	"slices"
	"testing"
	"time"

	"zashiki/bots"
	"zashiki/rules/engine"
	"zashiki/rules/games"
)

// BenchmarkDecision times the decisions of each strength in each game, natively or under
// WebAssembly (docs/PERFORMANCE.md, "Search bots"), over the decisions with a choice of a few
// games played by the heuristic, and reports their p50, p95 and p99 in ms, of the wall clock
// and of the thread's CPU time (cpu-: what the decision cost on a machine shared with other
// work, where the wall clock also counts the waits for a core). Run it with
// -benchtime Nx, N at least the number of decisions, so every one is timed:
//
//	go test -run XXX -bench Decision -benchtime 300x ./bots/
func BenchmarkDecision(b *testing.B) {
	for _, t := range []struct {
		id           string
		seats, games int
	}{{"freeeight", 4, 3}, {"napoleon", 4, 3}, {"boss", 4, 3}, {"chaos", 4, 3}, {"locke", 7, 1}} {
		states := decisionStates(b, t.id, t.seats, t.games)
		for _, kind := range []string{bots.KindEasy, bots.KindNormal, bots.KindStrong} {
			id := t.id
			b.Run(id+"/"+kind, func(b *testing.B) {
				bot, err := bots.New(id, kind)
				if err != nil {
					b.Fatal(err)
				}
				times := make([]time.Duration, 0, b.N)
				cpu := make([]time.Duration, 0, b.N)
				runtime.LockOSThread() // the thread's clock counts this decision's work alone
				defer runtime.UnlockOSThread()
				b.ResetTimer()
				for i := range b.N {
					s := states[i%len(states)]
					rng := engine.NewRNG(uint64(i))
					t0, c0 := time.Now(), threadCPU()
					bots.Decide(bot, s, engine.Next(s, nil), &rng)
					times, cpu = append(times, time.Since(t0)), append(cpu, threadCPU()-c0)
				}
				for _, m := range []struct {
					d    []time.Duration
					unit string
				}{{times, ""}, {cpu, "cpu-"}} {
					slices.Sort(m.d)
					for _, q := range []struct {
						p    float64
						unit string
					}{{0.5, "p50-ms"}, {0.95, "p95-ms"}, {0.99, "p99-ms"}} {
						at := m.d[min(len(m.d)-1, int(q.p*float64(len(m.d))))]
						b.ReportMetric(float64(at)/float64(time.Millisecond), m.unit+q.unit)
					}
				}
				b.ReportMetric(float64(len(states)), "states")
			})
		}
	}
}

// decisionStates are the states of n games at the given table size played by the heuristic
// at which the seat to act has more than one legal move: the decisions an arena times.
func decisionStates(b *testing.B, id string, seats, n int) []engine.State {
	g, _ := games.Lookup(id)
	heur, err := bots.New(id, bots.KindHeuristic)
	if err != nil {
		b.Fatal(err)
	}
	var states []engine.State
	for seed := uint64(1); seed <= uint64(n); seed++ {
		s, err := g.New(engine.Config{Seats: seats, Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		s.SetQuiet(true)
		rng := engine.NewRNG(seed)
		for s.Outcome() == nil {
			seat := engine.Next(s, nil)
			if len(s.Legal(seat)) > 1 {
				states = append(states, s.Clone())
			}
			if _, err := s.Apply(seat, bots.Decide(heur, s, seat, &rng)); err != nil {
				b.Fatal(err)
			}
		}
	}
	return states
}
