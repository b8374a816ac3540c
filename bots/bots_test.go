package bots_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"zashiki/bots"
	"zashiki/bots/heuristic"
	"zashiki/rules/engine"
	"zashiki/rules/freeeight"
	"zashiki/rules/games"
	np "zashiki/rules/napoleon"
)

func TestRegistry(t *testing.T) {
	if got := bots.Kinds("freeeight"); !slices.Equal(got, []string{"strong", "normal", "easy", "heuristic", "random"}) {
		t.Errorf("Kinds(freeeight) = %v", got)
	}
	if got := bots.Strengths("freeeight"); !slices.Equal(got, []string{"easy", "normal", "strong"}) {
		t.Errorf("Strengths(freeeight) = %v", got)
	}
	if got := bots.Default("freeeight"); got != "normal" {
		t.Errorf("Default(freeeight) = %q", got)
	}
	if got := bots.Kinds("nosuchgame"); !slices.Equal(got, []string{"random"}) {
		t.Errorf("Kinds(nosuchgame) = %v", got)
	}
	for _, k := range bots.Kinds("freeeight") {
		b, err := bots.New("freeeight", k)
		if err != nil || b.Name() != k {
			t.Errorf("New(freeeight, %s) = %v, %v", k, b, err)
		}
	}
	for _, c := range [][2]string{{"freeeight", "genius"}, {"nosuchgame", "heuristic"}, {"freeeight", ""}} {
		if _, err := bots.New(c[0], c[1]); err == nil || !strings.Contains(err.Error(), "kinds:") {
			t.Errorf("New(%q, %q) error = %v, want one listing the kinds", c[0], c[1], err)
		}
	}
}

// TestStrengthsSearchInSlices: every strength decides in slices (the table steps it a few
// milliseconds a frame), and a stronger one searches more.
func TestStrengthsSearchInSlices(t *testing.T) {
	s, err := freeeight.Game.New(engine.Config{Seats: 4, Seed: 2, Options: engine.Options{}})
	if err != nil {
		t.Fatal(err)
	}
	seat := engine.Next(s, nil)
	prev := 0
	for _, k := range bots.Strengths("freeeight") {
		b, _ := bots.New("freeeight", k)
		rng := engine.NewRNG(1)
		d := bots.Begin(b, s.View(seat), s.Legal(seat), &rng)
		n := 1
		for ; !d.Step(0); n++ {
		}
		if n <= prev {
			t.Errorf("%s decided in %d slices, no more than the strength below it (%d)", k, n, prev)
		}
		prev = n
	}
}

// playMatch plays n games of a match between players and returns each seat's wins.
func playMatch(t testing.TB, seed uint64, n int, players []bots.Bot) []int {
	m, err := engine.NewMatch(freeeight.Game, len(players), seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	wins := make([]int, len(players))
	rng := engine.NewRNG(seed)
	for range n {
		s, err := m.Next()
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; s.Outcome() == nil; step++ {
			if step > 10000 {
				t.Fatalf("game seed %d: no outcome after %d steps", m.Config().Seed, step)
			}
			seat := s.Actors()[0]
			a := bots.Decide(players[seat], s, seat, &rng)
			if _, err := s.Apply(seat, a); err != nil {
				t.Fatalf("game seed %d step %d: seat %d %s %q refused: %v", m.Config().Seed, step, seat, players[seat].Name(), a, err)
			}
		}
		for _, w := range s.Outcome().Winners {
			wins[w]++
		}
		m.Record(*s.Outcome())
	}
	return wins
}

func TestHeuristicBeatsRandom(t *testing.T) {
	h, _ := bots.New("freeeight", "heuristic")
	for _, seats := range []int{2, 4, 6} {
		players := []bots.Bot{h}
		for len(players) < seats {
			players = append(players, bots.Random{})
		}
		const games = 400
		wins := playMatch(t, 42, games, players)
		share := float64(games) / float64(seats)
		t.Logf("%d seats: wins %v (heuristic %.2f× its fair share)", seats, wins, float64(wins[0])/share)
		if float64(wins[0]) < 1.5*share && seats > 2 || float64(wins[0]) < 1.2*share {
			t.Errorf("%d seats: heuristic won %d of %d games, not enough over a fair share of %.0f", seats, wins[0], games, share)
		}
	}
}

// TestDecideSeesOnlyTheView plays games and, at every step, checks that the chosen action is
// legal and that states which differ only in cards the seat cannot see (determinizations of
// its view) get the same choice from the same random stream.
func TestDecideSeesOnlyTheView(t *testing.T) {
	g := freeeight.Game
	for _, kind := range bots.Kinds("freeeight") {
		b, _ := bots.New("freeeight", kind)
		steps := 500
		if slices.Contains(bots.Strengths("freeeight"), kind) {
			steps = scaled(40) // searches are slow to check, and the same code at every step
		}
		for seed := uint64(1); seed <= 5; seed++ {
			s, err := g.New(engine.Config{Seats: 4, Seed: seed, Options: engine.Options{}})
			if err != nil {
				t.Fatal(err)
			}
			for step := 0; s.Outcome() == nil && step < steps; step++ {
				seat := engine.Next(s, nil)
				v := s.View(seat)
				det := engine.NewRNG(seed*1000 + uint64(step))
				other := g.Determinize(&det, v)
				if !reflect.DeepEqual(other.View(seat), v) {
					t.Fatalf("%s seed %d step %d: a determinization changes seat %d's view", kind, seed, step, seat)
				}
				r1, r2 := engine.NewRNG(uint64(step)), engine.NewRNG(uint64(step))
				a := bots.Decide(b, s, seat, &r1)
				if a2 := bots.Decide(b, other, seat, &r2); a2 != a {
					t.Fatalf("%s seed %d step %d: %q on the real state, %q on one with the same view", kind, seed, step, a, a2)
				}
				if _, ok := engine.FindLegal(s, seat, a.String()); !ok {
					t.Fatalf("%s seed %d step %d: %q is not legal", kind, seed, step, a)
				}
				if _, err := s.Apply(seat, a); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

func TestDecideWhenNotActing(t *testing.T) {
	s, err := freeeight.Game.New(engine.Config{Seats: 3, Seed: 9, Options: engine.Options{}})
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRNG(1)
	idle := (s.Actors()[0] + 1) % 3
	if a := bots.Decide(bots.Random{}, s, idle, &rng); a != nil {
		t.Errorf("Decide for a seat that may not act = %q, want nil", a)
	}
}

// 超人ロック's strengths search its fights only (a playout of a whole game costs too much):
// outside a fight (here the set-up's first question) Strong plays the heuristic's move, and
// Normal and Easy stray from it, Easy more often.
func TestLockeStrengthsPlayTheHeuristicOutsideFights(t *testing.T) {
	g, _ := games.Lookup("locke")
	heur, _ := bots.New("locke", bots.KindHeuristic)
	off := map[string]int{}
	for seed := uint64(1); seed <= 200; seed++ {
		s, err := g.New(engine.Config{Seats: 7, Seed: seed, Options: engine.Options{}})
		if err != nil {
			t.Fatal(err)
		}
		seat := engine.Next(s, nil)
		for _, k := range bots.Strengths("locke") {
			// A noisy strength tosses its coin first, then plays the heuristic on the stream
			// left: the heuristic's move on that stream is the one it strays from.
			r := engine.NewRNG(seed)
			if k != bots.KindStrong {
				r.IntN(1 << 20)
			}
			want := bots.Decide(heur, s, seat, &r)
			b, _ := bots.New("locke", k)
			if got := bots.Decide(b, s, seat, ptr(engine.NewRNG(seed))); got.String() != want.String() {
				off[k]++
			}
		}
	}
	// Strong is the heuristic itself; Normal and Easy make mistakes, Easy more of them.
	if off[bots.KindStrong] != 0 {
		t.Errorf("Strong strayed from the heuristic in %d of 200 decisions", off[bots.KindStrong])
	}
	if off[bots.KindNormal] == 0 || off[bots.KindEasy] <= off[bots.KindNormal] {
		t.Errorf("strays from the heuristic in 200 decisions: easy %d, normal %d; want 0 < normal < easy",
			off[bots.KindEasy], off[bots.KindNormal])
	}
}

func ptr[T any](x T) *T { return &x }

// TestPlayoutKindsForTheArena: a strength may name its playouts after an "@" for the arena,
// where the game has such a policy, and setup never offers one.
func TestPlayoutKindsForTheArena(t *testing.T) {
	for _, c := range []struct {
		game, kind string
		ok         bool
	}{
		{"chaos", "strong@rules", true}, {"chaos", "normal@random", true}, {"chaos", "strong@heuristic", true},
		{"freeeight", "strong@rules", true}, {"freeeight", "easy@heuristic", true},
		{"napoleon", "strong@rules", false}, // no cheap policy
		{"locke", "strong@random", false},   // its strengths search with a search of their own
		{"chaos", "heuristic@rules", false}, {"chaos", "strong@best", false},
	} {
		if _, err := bots.New(c.game, c.kind); (err == nil) != c.ok {
			t.Errorf("New(%s, %s): error %v, want ok %v", c.game, c.kind, err, c.ok)
		}
		if slices.Contains(bots.Kinds(c.game), c.kind) {
			t.Errorf("Kinds(%s) lists %s", c.game, c.kind)
		}
	}
}

// 超人ロック's strengths are real searches of its fights, with budgets that grow from Easy to
// Strong, and answer in slices like the other games' searches.
func TestLockeStrengthsSearchTheirFights(t *testing.T) {
	deals := map[string]int{}
	for _, k := range bots.Strengths("locke") {
		b, err := bots.New("locke", k)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := b.(bots.Stepper); !ok {
			t.Fatalf("%s is not a Stepper", k)
		}
		deals[k] = bots.Budget("locke", k).Iterations
	}
	if !(0 < deals[bots.KindEasy] && deals[bots.KindEasy] < deals[bots.KindNormal] && deals[bots.KindNormal] < deals[bots.KindStrong]) {
		t.Errorf("deals a decision: %v; want 0 < easy < normal < strong", deals)
	}
}

// ナポレオン's strong declares as the heuristic does wherever the heuristic would declare,
// unsearched, and also, unsearched, wherever the heuristic would with two face cards more to its
// promise (heuristic.NapoleonBold); it searches every other decision.
func TestNapoleonStrongDeclaresBolderThanTheHeuristic(t *testing.T) {
	g, _ := games.Lookup("napoleon")
	heur, _ := bots.New("napoleon", bots.KindHeuristic)
	bolder := heuristic.Napoleon{Margin: 2}
	strong, _ := bots.New("napoleon", bots.KindStrong)
	rule := bots.Budget("napoleon", bots.KindStrong).Rule
	if rule == nil {
		t.Fatal("ナポレオン's strong has no rule")
	}
	declared, bold := 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		s, err := g.New(engine.Config{Seats: 4, Seed: seed, Options: engine.Options{}})
		if err != nil {
			t.Fatal(err)
		}
		s.SetQuiet(true)
		for step := uint64(0); s.Outcome() == nil; step++ {
			seat := engine.Next(s, nil)
			v, legal := s.View(seat), s.Legal(seat)
			want := bots.Decide(heur, s, seat, ptr(engine.NewRNG(step)))
			bidding := v.(*np.View).Phase == np.PhaseBid
			declares := bidding && want.(np.Action).Kind == np.Declare
			boldly := bolder.Choose(v, legal, ptr(engine.NewRNG(step)))
			boldDeclares := bidding && boldly.(np.Action).Kind == np.Declare
			got, ok := rule(v, legal, want)
			switch {
			case declares && boldly.String() != want.String():
				t.Fatalf("seed %d step %d: two face cards more declare %q where the heuristic declares %q", seed, step, boldly, want)
			case ok != boldDeclares || ok && got.String() != boldly.String():
				t.Fatalf("seed %d step %d: the rule answered %q (%v) where two face cards more play %q in phase %v",
					seed, step, got, ok, boldly, v.(*np.View).Phase)
			}
			if ok && len(legal) > 1 {
				if declares {
					declared++
				} else {
					bold++
				}
				if made := bots.Decide(strong, s, seat, ptr(engine.NewRNG(step))); made.String() != got.String() {
					t.Fatalf("seed %d step %d: strong called %q, its rule %q", seed, step, made, got)
				}
			}
			if _, err := s.Apply(seat, want); err != nil {
				t.Fatal(err)
			}
			engine.ApplyForced(s)
		}
	}
	if declared < 12 || bold < 3 {
		t.Errorf("in 12 games %d declarations of the heuristic's and %d bolder ones with a choice; want 12 and 3 at least", declared, bold)
	}
}

// 超人ロック's strengths play the budgets strengths.go gives them: each its deals a fight's
// decision, and Strong alone also searches its turns on the boards, on its own deals to its
// own horizon, and Strong alone plays with a seasoned player's habits (heuristic.Craft).
func TestLockeStrengthsPlayTheirBudgets(t *testing.T) {
	for _, k := range bots.Strengths("locke") {
		s, cfg := bots.LockeSearchOf(k), bots.Budget("locke", k)
		if s.Deals != cfg.Iterations || s.Noise != cfg.Noise || s.Evidence != cfg.Evidence {
			t.Errorf("%s searches %d deals, noise %v, evidence %v; its budget says %d, %v, %v", k, s.Deals, s.Noise, s.Evidence,
				cfg.Iterations, cfg.Noise, cfg.Evidence)
		}
		if board := s.Turns > 0; board != (k == bots.KindStrong) || board && s.BoardDeals <= 0 {
			t.Errorf("%s searches its turns %d turns ahead on %d deals; want Strong alone, with deals", k, s.Turns, s.BoardDeals)
		}
		want := heuristic.Craft(0)
		if k == bots.KindStrong {
			want = heuristic.Shelter | heuristic.Mend | heuristic.Spare
		}
		if s.Craft != want {
			t.Errorf("%s plays with the habits %b; want %b", k, s.Craft, want)
		}
	}
}
