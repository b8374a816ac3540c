package enginetest

import (
	"testing"

	"zashiki/rules/engine"
)

// Playout plays one game from cfg to its end with random legal actions from pick, quietly
// (no events, no messages) when quiet is set, and returns how many actions it took. It is
// the loop search bots run, with nothing checked.
func Playout(g engine.Game, cfg engine.Config, pick *engine.RNG, quiet bool) (int, error) {
	s, err := g.New(cfg)
	if err != nil {
		return 0, err
	}
	s.SetQuiet(quiet)
	n := 0
	for s.Outcome() == nil {
		seat := engine.Next(s, pick)
		legal := s.Legal(seat)
		if _, err := s.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}

// Bench runs random playouts of g for a benchmark, with full or quiet apply, and reports
// games/s and actions per game. Compare BenchmarkFull and BenchmarkQuiet of one run.
func Bench(b *testing.B, g engine.Game, quiet bool) {
	lo, _ := g.Seats()
	cfgs := Configs(g, 64)
	pick := engine.NewRNG(1)
	actions := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		cfg := cfgs[i%len(cfgs)]
		cfg.Seats = max(lo, 4)
		if cfg.First >= cfg.Seats {
			cfg.First = 0
		}
		n, err := Playout(g, cfg, &pick, quiet)
		if err != nil {
			b.Fatal(err)
		}
		actions += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// Largest is the largest legal list any seat faces over n random games (no other check:
// this is the survey behind the per-game figure in docs/PERFORMANCE.md).
func Largest(g engine.Game, n int) (int, string, error) {
	best, at := 0, ""
	for _, cfg := range Configs(g, n) {
		pick := engine.NewRNG(cfg.Seed ^ 0x1a7)
		s, err := g.New(cfg)
		if err != nil {
			return 0, "", err
		}
		s.SetQuiet(true)
		for steps := 0; s.Outcome() == nil && steps < 100_000; steps++ {
			seat := engine.Next(s, &pick)
			legal := s.Legal(seat)
			if len(legal) > best {
				best, at = len(legal), legal[0].String()
			}
			if _, err := s.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				return best, at, err
			}
		}
	}
	return best, at, nil
}

// MaxLegal is the bound on any legal list: a compound choice longer than this is made in steps.
const MaxLegal = 60

// LargestLegal is every game's test of its largest legal list: it surveys n random games
// (Largest), logs the figure for docs/PERFORMANCE.md, and fails above MaxLegal.
func LargestLegal(t *testing.T, g engine.Game, n int) {
	t.Helper()
	if testing.Short() {
		n = max(1, n/shortShare)
	}
	most, at, err := Largest(g, n)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: largest legal list over %d games: %d (%s)", g.ID(), n, most, at)
	if most > MaxLegal {
		t.Errorf("a legal list of %d actions (%s)", most, at)
	}
}
