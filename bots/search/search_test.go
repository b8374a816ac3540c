package search_test

import (
	"testing"
	"time"

	"zashiki/bots/heuristic"
	"zashiki/bots/search"
	"zashiki/rules/engine"
	"zashiki/rules/freeeight"
	"zashiki/rules/games"
)

// scaled shortens the playing tests under -short (and so under WebAssembly in make test).
func scaled(n int) int {
	if testing.Short() {
		return max(1, n/4)
	}
	return n
}

func random(_ engine.View, legal []engine.Action, rng *engine.RNG) engine.Action {
	return legal[rng.IntN(len(legal))]
}

// TestSearchPlaysEveryGame: the search player knows nothing of any game but the contract. In
// every game it plays whole games at every seat, each choice legal and no playout refused.
func TestSearchPlaysEveryGame(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.ID(), func(t *testing.T) {
			cfg, games := search.Config{Iterations: 24, Playout: random}, scaled(4)
			if g.ID() == "locke" {
				// A whole game of 超人ロック is a thousand decisions: one game, short playouts.
				cfg, games = search.Config{Iterations: 8, Playout: random, MaxPlayout: 60}, 1
			}
			b := search.New(g, "test", cfg)
			lo, _ := g.Seats()
			for k := range games {
				s, err := g.New(engine.Config{Seats: max(lo, 3), Seed: uint64(k + 1), Options: engine.Options{}})
				if err != nil {
					t.Fatal(err)
				}
				s.SetQuiet(true)
				rng := engine.NewRNG(uint64(k))
				for step := 0; s.Outcome() == nil; step++ {
					if step > 5000 {
						t.Fatalf("game %d: no end", k)
					}
					seat := engine.Next(s, &rng)
					legal := s.Legal(seat)
					d := b.Begin(s.View(seat), legal, &rng)
					for !d.Step(time.Hour) {
					}
					if d.Failed() > 0 {
						t.Fatalf("game %d step %d: %d playouts refused a move", k, step, d.Failed())
					}
					a := d.Choice()
					if _, ok := engine.FindLegal(s, seat, a.String()); !ok {
						t.Fatalf("game %d step %d: %q is not legal for seat %d", k, step, a, seat)
					}
					if _, err := s.Apply(seat, a); err != nil {
						t.Fatal(err)
					}
				}
			}
		})
	}
}

// TestSlicesDoNotChangeTheChoice: a decision stepped in the smallest slices (one playout
// each) chooses what it chooses in one go, after as many playouts: slicing changes when the
// work is done, never the work.
func TestSlicesDoNotChangeTheChoice(t *testing.T) {
	g := freeeight.Game
	b := search.New(g, "test", search.Config{Iterations: 60, Playout: heuristic.FreeEight{}.Choose})
	s, err := g.New(engine.Config{Seats: 4, Seed: 3, Options: engine.Options{}})
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for step := 0; s.Outcome() == nil && checked < scaled(12); step++ {
		seat := engine.Next(s, nil)
		legal := s.Legal(seat)
		v := s.View(seat)
		r1, r2 := engine.NewRNG(uint64(step)), engine.NewRNG(uint64(step))
		whole := b.Begin(v, legal, &r1)
		if !whole.Step(time.Hour) {
			t.Fatal("one long step did not finish the decision")
		}
		sliced := b.Begin(v, legal, &r2)
		steps := 0
		for !sliced.Step(0) {
			steps++
			if sliced.Iterations() != steps {
				t.Fatalf("step %d: a zero-length slice ran %d playouts in all after %d slices, want one each", step, sliced.Iterations(), steps)
			}
		}
		if whole.Iterations() != sliced.Iterations() || whole.Choice().String() != sliced.Choice().String() {
			t.Fatalf("step %d: whole %q after %d playouts, sliced %q after %d", step,
				whole.Choice(), whole.Iterations(), sliced.Choice(), sliced.Iterations())
		}
		if len(legal) > 1 {
			checked++
		}
		if _, err := s.Apply(seat, whole.Choice()); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSearchBeatsRandom: search wins two-seat Free Eight far more often than a random player.
func TestSearchBeatsRandom(t *testing.T) {
	g := freeeight.Game
	b := search.New(g, "test", search.Config{Iterations: 60, Playout: heuristic.FreeEight{}.Choose})
	games, wins := scaled(48), 0
	for k := range games {
		s, err := g.New(engine.Config{Seats: 2, Seed: uint64(100 + k), First: k % 2, Options: engine.Options{}})
		if err != nil {
			t.Fatal(err)
		}
		s.SetQuiet(true)
		rng := engine.NewRNG(uint64(k))
		me := k % 2
		for s.Outcome() == nil {
			seat := engine.Next(s, nil)
			legal := s.Legal(seat)
			a := legal[rng.IntN(len(legal))]
			if seat == me {
				a = b.Choose(s.View(seat), legal, &rng)
			}
			if _, err := s.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
		}
		for _, w := range s.Outcome().Winners {
			if w == me {
				wins++
			}
		}
	}
	t.Logf("search won %d of %d", wins, games)
	if wins*10 < games*8 {
		t.Errorf("search won %d of %d two-seat games against random play, want at least 80%%", wins, games)
	}
}

// TestSearchTakesTheWinningPlay: holding one card that goes out, against a pile the rules
// let it play on, the search goes out rather than draw.
func TestSearchTakesTheWinningPlay(t *testing.T) {
	g := freeeight.Game
	b := search.New(g, "test", search.Config{Iterations: 40, Playout: random})
	for seed := uint64(1); seed <= uint64(scaled(40)); seed++ {
		s, err := g.New(engine.Config{Seats: 3, Seed: seed, Options: engine.Options{}})
		if err != nil {
			t.Fatal(err)
		}
		s.SetQuiet(true)
		rng := engine.NewRNG(seed)
		// Heuristic play until a seat holds one card and may play it to win.
		for s.Outcome() == nil {
			seat := engine.Next(s, nil)
			legal := s.Legal(seat)
			v := s.View(seat).(*freeeight.View)
			if len(v.Hand) == 1 && v.Phase == freeeight.PhaseTurn && v.Hand[0].Rank() != 5 && v.Hand[0].Rank() != 7 && v.Hand[0].Rank() != 8 {
				if win, ok := engine.FindLegal(s, seat, freeeight.Action{Kind: freeeight.Play, Card: v.Hand[0]}.String()); ok {
					if got := b.Choose(v, legal, &rng); got.String() != win.String() {
						t.Fatalf("seed %d: seat %d holds %v only and chose %q over %q", seed, seat, v.Hand, got, win)
					}
					return
				}
			}
			if _, err := s.Apply(seat, heuristic.FreeEight{}.Choose(v, legal, &rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no game reached a winning play to test")
}

func TestRewards(t *testing.T) {
	for _, c := range []struct {
		o    *engine.Outcome
		want []float64
	}{
		{nil, []float64{0, 0, 0}},
		{&engine.Outcome{Winners: []int{1}}, []float64{0, 1, 0}},
		{&engine.Outcome{Winners: []int{0, 2}}, []float64{1, 0, 1}},
		{&engine.Outcome{}, []float64{0, 0, 0}},
	} {
		got := search.Rewards(c.o, 3)
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("Rewards(%v) = %v, want %v", c.o, got, c.want)
				break
			}
		}
	}
}

// TestARuleDecidesUnsearched: where Config.Rule gives a move (here the last legal one, which
// the prior, the heuristic, seldom plays), it is the choice, at once (no playout); where the
// rule gives none the search decides as it would without it.
func TestARuleDecidesUnsearched(t *testing.T) {
	g := freeeight.Game
	h := heuristic.FreeEight{}.Choose
	cfg := search.Config{Iterations: 60, Playout: h}
	plain := search.New(g, "test", cfg)
	cfg.Rule = func(v engine.View, legal []engine.Action, prior engine.Action) (engine.Action, bool) {
		if prior.String() != h(v, legal, ptr(engine.NewRNG(0))).String() {
			t.Errorf("the rule was told %q, not the prior's move", prior)
		}
		return legal[len(legal)-1], len(legal)%2 == 0
	}
	ruled := search.New(g, "test", cfg)
	s, err := g.New(engine.Config{Seats: 4, Seed: 5, Options: engine.Options{}})
	if err != nil {
		t.Fatal(err)
	}
	ruledOnes, left, free := 0, 0, 0
	for step := 0; s.Outcome() == nil && ruledOnes+free < scaled(24); step++ {
		seat := engine.Next(s, nil)
		legal := s.Legal(seat)
		v := s.View(seat)
		if len(legal) > 1 {
			d := ruled.Begin(v, legal, ptr(engine.NewRNG(uint64(step))))
			want := plain.Choose(v, legal, ptr(engine.NewRNG(uint64(step))))
			if len(legal)%2 == 0 {
				ruledOnes++
				if !d.Step(0) || d.Iterations() != 0 || d.Choice().String() != legal[len(legal)-1].String() {
					t.Fatalf("step %d: ruled decision %q after %d playouts, want the rule's %q at once",
						step, d.Choice(), d.Iterations(), legal[len(legal)-1])
				}
				if want.String() != legal[len(legal)-1].String() {
					left++
				}
			} else {
				free++
				for !d.Step(time.Hour) {
				}
				if d.Choice().String() != want.String() {
					t.Fatalf("step %d: %q where the rule gave nothing, %q without a rule", step, d.Choice(), want)
				}
			}
		}
		if _, err := s.Apply(seat, h(v, legal, ptr(engine.NewRNG(uint64(step))))); err != nil {
			t.Fatal(err)
		}
	}
	if left == 0 || free == 0 {
		t.Errorf("%d ruled decisions, the search alone differing in %d; %d decisions left to the search: the test shows nothing",
			ruledOnes, left, free)
	}
}

func ptr[T any](x T) *T { return &x }
