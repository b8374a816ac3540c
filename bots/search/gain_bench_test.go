package search_test

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"zashiki/bots/heuristic"
	"zashiki/bots/search"
	"zashiki/rules/engine"
	"zashiki/rules/freeeight"
)

// oracleRollouts is how many playouts value each move of a position in BenchmarkGainOverPrior.
const oracleRollouts = 400

// BenchmarkGainOverPrior measures, in Free Eight, how much each of strong's decisions gains
// over the heuristic's move it searches from, valued as no player can value it: with every
// hand known. It plays b.N four-seat games with the heuristic at every seat (seeds 1000 on),
// and at each decision with a choice of seat (game % 4), outside ロン windows, values every
// legal move by oracleRollouts playouts from the true hands (the draw pile reshuffled, the
// same random streams for every move, the heuristic at every seat, as the arena's opponents
// play), then asks a search with strong's Free Eight configuration for its move. It reports
// per decision the mean gain in the seat's chance to win of the search's move over the
// heuristic's (gain/dec), of the best move with the hands known (oracle/dec: what knowing the
// hands is worth, a little high since it is the largest of noisy values), and how often the
// search left the heuristic's move (changed/dec), and logs the same by the kind of decision (the
// phase and the heuristic's move: a play, an 8 played, a draw), which tells where knowing the
// hands is worth most and how much of it the search takes. A change to the search shows here
// in minutes, on the same positions, where the arena needs thousands of games.
//
//	go test -run XXX -bench GainOverPrior -benchtime 200x ./bots/search/
func BenchmarkGainOverPrior(b *testing.B) {
	h := heuristic.FreeEight{}.Choose
	strong := search.New(freeeight.Game, "strong", search.Config{Iterations: 800, WindowIterations: 1,
		Infer: 8, Prior: h, Playout: heuristic.FreeEightRules{}.Choose})
	var gain, oracle float64
	var decisions, changed int
	byKind := map[string]*gainTally{}
	for g := range b.N {
		s, err := freeeight.Game.New(engine.Config{Seats: 4, Seed: uint64(g + 1000), Options: engine.Options{}})
		if err != nil {
			b.Fatal(err)
		}
		s.SetQuiet(true)
		rng := engine.NewRNG(uint64(g))
		for s.Outcome() == nil {
			seat := engine.Next(s, nil)
			legal := s.Legal(seat)
			prior := h(s.View(seat), legal, &rng)
			if fs := s.(*freeeight.State); len(legal) > 1 && fs.Public.Phase != freeeight.PhaseRon && seat == g%4 {
				val := oracleValues(fs, seat, legal, h)
				r := engine.NewRNG(rng.Uint64())
				a := strong.Choose(s.View(seat), legal, &r).String()
				best := val[prior.String()]
				for _, v := range val {
					best = max(best, v)
				}
				kind := decisionKind(fs.Public.Phase, prior.String())
				k := byKind[kind]
				if k == nil {
					k = &gainTally{}
					byKind[kind] = k
				}
				k.add(val[a]-val[prior.String()], best-val[prior.String()], a != prior.String())
				gain += val[a] - val[prior.String()]
				oracle += best - val[prior.String()]
				decisions++
				if a != prior.String() {
					changed++
				}
			}
			if _, err := s.Apply(seat, prior); err != nil {
				b.Fatal(err)
			}
		}
	}
	for _, kind := range slices.Sorted(maps.Keys(byKind)) {
		k := byKind[kind]
		b.Logf("%-22s %5d decisions  gain/dec %+.4f  oracle/dec %.4f  changed %.3f", kind, k.n,
			k.gain/float64(k.n), k.oracle/float64(k.n), float64(k.changed)/float64(k.n))
	}
	n := float64(max(decisions, 1))
	b.ReportMetric(gain/n, "gain/dec")
	b.ReportMetric(oracle/n, "oracle/dec")
	b.ReportMetric(float64(changed)/n, "changed/dec")
	b.ReportMetric(float64(decisions), "decisions")
}

// gainTally sums a kind of decision's gains (gainOverPrior).
type gainTally struct {
	gain, oracle float64
	n, changed   int
}

func (t *gainTally) add(gain, oracle float64, changed bool) {
	t.gain += gain
	t.oracle += oracle
	t.n++
	if changed {
		t.changed++
	}
}

// decisionKind names a decision by its phase and the heuristic's move: "turn: play",
// "attacked: play an 8", "extra: draw".
func decisionKind(p freeeight.Phase, prior string) string {
	phase := map[freeeight.Phase]string{freeeight.PhaseTurn: "turn", freeeight.PhaseExtra: "extra",
		freeeight.PhaseAttacked: "attacked"}[p]
	switch {
	case strings.HasPrefix(prior, "play 8"):
		return phase + ": play an 8"
	case strings.HasPrefix(prior, "play"):
		return phase + ": play"
	}
	return phase + ": " + prior
}

// oracleValues is each legal move's chance of winning for seat, by String form, over
// oracleRollouts playouts of s as it truly is, its draw pile reshuffled, policy at every seat.
func oracleValues(s *freeeight.State, seat int, legal []engine.Action, policy search.Policy) map[string]float64 {
	out := map[string]float64{}
	for _, a := range legal {
		won := 0
		for i := range oracleRollouts {
			rng := engine.NewRNG(uint64(i)*7919 + 13) // the same streams for every move
			c := s.Clone().(*freeeight.State)
			c.SetQuiet(true)
			engine.ShuffleSlice(&rng, c.Hidden.Draw)
			if _, err := c.Apply(seat, a); err != nil {
				panic(err)
			}
			engine.ApplyForced(c)
			for c.Outcome() == nil {
				next := engine.Next(c, &rng)
				l := c.Legal(next)
				x := l[0]
				if len(l) > 1 {
					x = policy(c.SharedView(next), l, &rng)
				}
				if _, err := c.Apply(next, x); err != nil {
					panic(err)
				}
				engine.ApplyForced(c)
			}
			for _, w := range c.Outcome().Winners {
				if w == seat {
					won++
				}
			}
		}
		out[a.String()] = float64(won) / oracleRollouts
	}
	return out
}
