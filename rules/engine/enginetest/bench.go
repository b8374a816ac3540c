package enginetest

import (
	"reflect"
	"testing"

	"zashiki/rules/engine"
)

// Playout plays one game from cfg to its end with random legal actions from pick, quietly
// (no events, no messages) when quiet is set, and returns how many actions it took. It is
// the loop search bots run, with nothing checked.
func Playout(g engine.Game, cfg engine.Config, pick *engine.RNG, quiet bool) (int, error) {
	var legal []engine.Action
	return playout(g, cfg, pick, quiet, &legal)
}

// playout is Playout with the list of legal actions kept in *legal, one buffer for every step
// (engine.AppendLegal) and every game, as a search's playouts would keep it.
func playout(g engine.Game, cfg engine.Config, pick *engine.RNG, quiet bool, legal *[]engine.Action) (int, error) {
	s, err := g.New(cfg)
	if err != nil {
		return 0, err
	}
	s.SetQuiet(quiet)
	n := 0
	for s.Outcome() == nil {
		seat := engine.Next(s, pick)
		*legal = engine.AppendLegal(s, (*legal)[:0], seat)
		if _, err := s.Apply(seat, (*legal)[pick.IntN(len(*legal))]); err != nil {
			return n, err
		}
		n += 1 + engine.ApplyForced(s)
	}
	return n, nil
}

// Bench runs random playouts of g for a benchmark, with full or quiet apply, and reports
// games/s and actions per game. Compare BenchmarkFull and BenchmarkQuiet of one run.
func Bench(b *testing.B, g engine.Game, quiet bool) {
	lo, _ := g.Seats()
	cfgs := Configs(g, 64)
	pick := engine.NewRNG(1)
	legal := make([]engine.Action, 0, MaxLegal)
	actions := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		cfg := cfgs[i%len(cfgs)]
		cfg.Seats = max(lo, 4)
		if cfg.First >= cfg.Seats {
			cfg.First = 0
		}
		n, err := playout(g, cfg, &pick, quiet, &legal)
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
		n = max(1, n/shortShare())
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

// Dealer is a state that deals quietly in New and deals again, loud, for DealEvents.
type Dealer interface {
	engine.State
	TakeEvents() []engine.Event
	DealEvents() []engine.Event
}

// QuietDeal checks a game whose New deals quietly (a playout pays nothing for the deal's
// events) and whose DealEvents deals again, loud, from New's configuration: over n
// configurations, the quiet deal leaves exactly the state the loud one does, and the quiet
// state's DealEvents are the loud deal's events.
func QuietDeal[S Dealer](t *testing.T, g engine.Game, n int, deal func(cfg engine.Config, quiet bool) (S, error)) {
	t.Helper()
	for _, cfg := range Configs(g, n) {
		q, err := deal(cfg, true)
		if err != nil {
			t.Fatal(err)
		}
		l, err := deal(cfg, false)
		if err != nil {
			t.Fatal(err)
		}
		evs := l.TakeEvents()
		switch {
		case len(evs) == 0:
			t.Fatalf("%+v: the loud deal has no events", cfg)
		case !reflect.DeepEqual(q, l):
			t.Fatalf("%+v: the quiet deal leaves another state than the loud one", cfg)
		case !reflect.DeepEqual(q.DealEvents(), evs):
			t.Fatalf("%+v: DealEvents are not the loud deal's events", cfg)
		}
	}
}
