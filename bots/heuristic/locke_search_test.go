package heuristic

import (
	"math"
	"reflect"
	"slices"
	"testing"
	"time"

	"zashiki/rules/engine"
	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
)

// lockeGame plays a 7-seat game of seed by the heuristic, calling at(s, seat, v, legal) at
// every decision with more than one move (before the move is made); at may stop the game.
func lockeGame(t testing.TB, seed uint64, at func(s *locke.State, seat int, v *locke.View, legal []engine.Action) bool) {
	t.Helper()
	s := locke.NewGame(7, seed, nil, nil)
	s.SetQuiet(true)
	rng := engine.NewRNG(seed)
	for steps := 0; s.Outcome() == nil; steps++ {
		if steps > 20000 {
			t.Fatalf("seed %d: no end", seed)
		}
		seat := engine.Next(s, &rng)
		legal := s.Legal(seat)
		v := s.View(seat).(*locke.View)
		if len(legal) > 1 && !at(s, seat, v, legal) {
			return
		}
		if _, err := s.Apply(seat, Locke{}.Choose(v, legal, &rng)); err != nil {
			t.Fatal(err)
		}
	}
}

// Whole games with every seat searching its fights: every move is legal, every game ends, and
// no deal is dropped on a rules failure.
func TestLockeSearchPlaysWholeGamesToTheEnd(t *testing.T) {
	games := 2
	if testing.Short() {
		games = 1
	}
	b := LockeSearch{Deals: 4, Noise: 0.05}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		s := locke.NewGame(7, seed, nil, nil)
		s.SetQuiet(true)
		rng := engine.NewRNG(seed)
		searched, unfit := 0, 0
		for steps := 0; s.Outcome() == nil; steps++ {
			if steps > 20000 {
				t.Fatalf("seed %d: no end", seed)
			}
			seat := engine.Next(s, &rng)
			legal := s.Legal(seat)
			d := b.Begin(s.View(seat), legal, &rng)
			for !d.Step(0) {
			}
			if d.cands != nil {
				searched++
			}
			u, failed := d.Dropped()
			unfit += u
			if failed > 0 {
				t.Fatalf("seed %d step %d: %d deals failed in the rules", seed, steps, failed)
			}
			if _, err := s.Apply(seat, d.Choice()); err != nil {
				t.Fatalf("seed %d step %d: seat %d chose %v: %v", seed, steps, seat, d.Choice(), err)
			}
		}
		if searched == 0 {
			t.Fatalf("seed %d: no decision searched", seed)
		}
		t.Logf("seed %d: %d decisions searched, %d deals that did not fit dropped", seed, searched, unfit)
	}
}

// The deals the search plays fit what every seat showed (locke.Check: each hidden sheet
// agrees with its seat's declarations, damage and the abilities it used, its stand-in
// included), the deal's fallback to any sheets coming only where nothing at all fits.
func TestLockeDealsFitWhatTheSeatsShowed(t *testing.T) {
	deals, unfit := 0, 0
	for seed := uint64(1); seed <= 2; seed++ {
		rng := engine.NewRNG(seed)
		lockeGame(t, seed, func(s *locke.State, seat int, v *locke.View, legal []engine.Action) bool {
			if Searched(v) {
				deals++
				if err := locke.Check(locke.Game.Determinize(&rng, v)); err != nil {
					unfit++
					t.Logf("seed %d: %v", seed, err)
				}
			}
			return true
		})
	}
	if deals == 0 || unfit*100 > deals {
		t.Fatalf("%d of %d deals do not fit what the seats showed; want under 1 %%", unfit, deals)
	}
}

// The search leaves the heuristic's move only for one that plays better: at the first
// decisions of games where it chose otherwise, the move it chose never scores clearly less
// than the heuristic's by Judge over fresh deals it never saw (two standard errors), and some
// score clearly more.
func TestLockeSearchLeavesTheHeuristicOnlyForABetterMove(t *testing.T) {
	b := LockeSearch{Deals: 24}
	want := 6
	if testing.Short() {
		want = 3 // the WebAssembly run: a third of a minute less there
	}
	found, better := 0, 0
	for seed := uint64(1); seed <= 3 && found < want; seed++ {
		rng := engine.NewRNG(seed + 100)
		lockeGame(t, seed, func(s *locke.State, seat int, v *locke.View, legal []engine.Action) bool {
			if !Searched(v) {
				return true
			}
			r := rng
			d := b.Begin(v, legal, &r)
			for !d.Step(0) {
			}
			if d.cands == nil || d.Choice().String() == d.cands[0].act.String() {
				return true
			}
			found++
			// Fresh deals, more of them: the chosen move against the heuristic's.
			check := LockeDecision{b: LockeSearch{Deals: 200}, v: v, rng: engine.NewRNG(seed ^ 0x5eed),
				cands: []*lockeCand{{act: d.cands[0].act}, {act: d.Choice()}}}
			for !check.Done() {
				check.deal()
			}
			c, k := check.cands[1], float64(check.paired)
			gain := c.diff / k
			se := math.Sqrt(max(0, c.diff2/k-gain*gain) / k)
			t.Logf("seed %d, ask %v: %q over the heuristic's %q gains %.3f ± %.3f on fresh deals", seed, v.Ask.Kind, d.Choice(), d.cands[0].act, gain, se)
			switch {
			case gain < -2*se:
				t.Errorf("seed %d: the search chose %q over %q, which scores %.3f less on fresh deals", seed, d.Choice(), d.cands[0].act, -gain)
			case gain > 2*se:
				better++
			}
			return found < want
		})
	}
	if better == 0 {
		t.Fatalf("the search left the heuristic's move %d times, never for a clearly better one", found)
	}
}

// No peeking: the search decides from the seat's View alone. A state and its twin with every
// hidden thing dealt afresh (Redeal keeping the seat) get the same decision on the same stream.
func TestLockeSearchReadsOnlyTheView(t *testing.T) {
	sameOnTwins(t, LockeSearch{Deals: 4}, Searched, 4, 9, 4, 40)
}

// sameOnTwins plays the heuristic game of seed game and, at one in every of the questions
// asked selects (picked with the stream seed, up to most), has b decide on the state and on its twin with every hidden thing
// dealt afresh (Redeal keeping the seat), on the same stream: the choice and the gains must
// be the same.
func sameOnTwins(t *testing.T, b LockeSearch, asked func(*locke.View) bool, game, seed uint64, every, most int) {
	t.Helper()
	n := 0
	rng := engine.NewRNG(seed)
	lockeGame(t, game, func(s *locke.State, seat int, v *locke.View, legal []engine.Action) bool {
		if !asked(v) || rng.IntN(every) != 0 {
			return true
		}
		twin := s.Redeal(&rng, seat)
		r1, r2 := engine.NewRNG(uint64(n)), engine.NewRNG(uint64(n))
		d1 := b.Begin(s.View(seat), legal, &r1)
		d2 := b.Begin(twin.View(seat), twin.Legal(seat), &r2)
		for !d1.Step(time.Hour) {
		}
		for !d2.Step(time.Hour) {
		}
		if d1.Choice().String() != d2.Choice().String() || !reflect.DeepEqual(d1.Gains(), d2.Gains()) {
			t.Fatalf("decision %d: %q (%v) on the state, %q (%v) on its twin", n, d1.Choice(), d1.Gains(), d2.Choice(), d2.Gains())
		}
		n++
		return n < most
	})
	if n == 0 {
		t.Fatal("no decision searched")
	}
}

// The playouts hand the heuristic a view sharing the state's memory: it must show exactly
// what View shows, and the heuristic, reading it, must leave the state as it was.
func TestLockeSharedViewIsTheView(t *testing.T) {
	rng := engine.NewRNG(3)
	n := 0
	lockeGame(t, 5, func(s *locke.State, seat int, v *locke.View, legal []engine.Action) bool {
		got := sharedView(s, seat)
		if !reflect.DeepEqual(got, v) {
			t.Fatalf("decision %d: sharedView differs from View", n)
		}
		Locke{}.Choose(got, legal, &rng)
		if after := s.View(seat); !reflect.DeepEqual(after, v) {
			t.Fatalf("decision %d: the heuristic changed the state through sharedView", n)
		}
		n++
		return true
	})
}

// Judge counts an enemy's death for the seat and an ally's against it, by the sheets' sides.
func TestLockeJudgeCountsAlliesAndEnemies(t *testing.T) {
	plain := func(side book.Side) string {
		for _, c := range book.Characters() {
			if !c.Extra && !c.L && len(c.Defeats) == 0 && len(c.Sides) == 1 && c.Sides[0] == side {
				return c.ID
			}
		}
		t.Fatalf("no plain %v sheet", side)
		return ""
	}
	s := locke.NewGame(7, 1, nil, nil)
	good, evil := plain(book.Good), plain(book.Evil)
	for seat := range s.Private {
		s.Private[seat].Sheet = good
	}
	s.Private[2].Sheet = evil
	base := Judge(s, 0)
	enemyDead := s.Clone().(*locke.State)
	enemyDead.Public.Chars[2].Alive = false
	allyDead := s.Clone().(*locke.State)
	allyDead.Public.Chars[1].Alive = false
	hurt := s.Clone().(*locke.State)
	hurt.Private[0].Body = 2
	if got := Judge(enemyDead, 0); got <= base {
		t.Errorf("an enemy's death scores %.2f, not above %.2f", got, base)
	}
	if got := Judge(allyDead, 0); got >= base {
		t.Errorf("an ally's death scores %.2f, not below %.2f", got, base)
	}
	if got := Judge(hurt, 0); got >= base {
		t.Errorf("its own wounds score %.2f, not below %.2f", got, base)
	}
}

// The search of the turns (LockeSearch.Turns) leaves the heuristic's move only for one that
// plays better: where it chose otherwise on a board question, the move it chose never
// scores clearly less than the heuristic's by Judge at the same horizon over fresh deals it
// never saw, and over them all it scores clearly more (one such move gains little: a step
// elsewhere shows in a round's deaths and wounds only now and then).
func TestLockeTurnSearchLeavesTheHeuristicOnlyForABetterMove(t *testing.T) {
	b := LockeSearch{Deals: 4, BoardDeals: 16, Turns: 7}
	want := 14
	if testing.Short() {
		want = 4 // the WebAssembly run: the first game's
	}
	var gains, vars []float64
	for seed := uint64(1); seed <= 12 && len(gains) < want; seed++ {
		rng := engine.NewRNG(seed + 200)
		lockeGame(t, seed, func(s *locke.State, seat int, v *locke.View, legal []engine.Action) bool {
			if !boardSearched(v) || rng.IntN(2) != 0 {
				return true
			}
			r := rng
			d := b.Begin(v, legal, &r)
			for !d.Step(0) {
			}
			if d.cands == nil || d.Choice().String() == d.cands[0].act.String() {
				return true
			}
			check := LockeDecision{b: LockeSearch{Deals: 100}, v: v, rng: engine.NewRNG(seed ^ 0x5eed), turns: b.Turns,
				cands: []*lockeCand{{act: d.cands[0].act}, {act: d.Choice()}}}
			for !check.Done() {
				check.deal()
			}
			c, k := check.cands[1], float64(check.paired)
			gain := c.diff / k
			se := math.Sqrt(max(0, c.diff2/k-gain*gain) / k)
			gains, vars = append(gains, gain), append(vars, se*se)
			t.Logf("seed %d, ask %v: %q over the heuristic's %q gains %.3f ± %.3f on fresh deals", seed, v.Ask.Kind, d.Choice(), d.cands[0].act, gain, se)
			if gain < -2*se {
				t.Errorf("seed %d: the search chose %q over %q, which scores %.3f less on fresh deals", seed, d.Choice(), d.cands[0].act, -gain)
			}
			return len(gains) < want
		})
	}
	mean, _ := meanSD(gains)
	v := 0.0
	for _, x := range vars {
		v += x
	}
	se := math.Sqrt(v) / float64(max(1, len(gains)))
	t.Logf("%d moves left: mean gain %.3f ± %.3f", len(gains), mean, se)
	if len(gains) < want || mean <= 2*se {
		t.Fatalf("the search of the turns left the heuristic's move %d times, gaining %.3f ± %.3f on fresh deals: not clearly better", len(gains), mean, se)
	}
}

// No peeking on the boards either: a board question gets the same decision on a state and
// on its twin with every hidden thing dealt afresh.
func TestLockeTurnSearchReadsOnlyTheView(t *testing.T) {
	sameOnTwins(t, LockeSearch{Deals: 2, BoardDeals: 3, Turns: 7}, boardSearched, 6, 11, 3, 25)
}

// A board decision plays BoardDeals deals, a fight's Deals, and a board decision's playouts run
// until Turns more normal turns have begun with no fight on (or the game is over); without
// Turns the boards are the heuristic's at once.
func TestLockeTurnSearchPlaysItsBudgetToItsHorizon(t *testing.T) {
	b := LockeSearch{Deals: 3, BoardDeals: 5, Turns: 7}
	board, fight, plain := 0, 0, 0
	rng := engine.NewRNG(5)
	lockeGame(t, 2, func(s *locke.State, seat int, v *locke.View, legal []engine.Action) bool {
		if rng.IntN(4) != 0 {
			return true
		}
		r := engine.NewRNG(uint64(board + fight))
		d := b.Begin(v, legal, &r)
		for !d.Step(time.Hour) {
		}
		switch {
		case d.cands == nil:
		case boardSearched(v):
			board++
			if d.deals != b.BoardDeals || d.turns != b.Turns {
				t.Fatalf("a board decision played %d deals to %d turns; want %d to %d", d.deals, d.turns, b.BoardDeals, b.Turns)
			}
			p := s.Clone().(*locke.State)
			p.SetQuiet(true)
			pr := engine.NewRNG(1)
			if _, ok := d.playout(p, d.cands[0].act, &pr); !ok {
				t.Fatal("a playout failed")
			}
			if p.Outcome() == nil && (p.Public.Board.Turns < s.Public.Board.Turns+b.Turns || p.Public.Fight.On) {
				t.Fatalf("a board playout stopped at turn %d (fight %v), from %d", p.Public.Board.Turns, p.Public.Fight.On, s.Public.Board.Turns)
			}
		default:
			fight++
			if d.deals != b.Deals {
				t.Fatalf("a fight's decision played %d deals; want %d", d.deals, b.Deals)
			}
		}
		if boardSearched(v) {
			plainD := LockeSearch{Deals: 3}.Begin(v, legal, &r)
			if plainD.cands != nil {
				t.Fatal("a search without Turns weighed a board question")
			}
			plain++
		}
		return board < 6 || fight < 6
	})
	if board == 0 || fight == 0 || plain == 0 {
		t.Fatalf("%d board and %d fight decisions searched, %d board questions asked without Turns", board, fight, plain)
	}
}

// BenchmarkLockeTurnSearchGain measures what the search of the turns is worth in games won,
// not in Judge: over b.N heuristic games (seeds 1 to b.N), wherever strong's search of a
// board question (its budget in bots/strengths.go: 16 deals, 7 turns) leaves the heuristic's
// move, both moves are played from the true state to the game's end 60 times, the heuristic
// at every seat, common dice; reported are the questions searched, the moves left, and the
// mean gain in the seat's chance to win a move left and a question searched.
func BenchmarkLockeTurnSearchGain(b *testing.B) {
	s := LockeSearch{Deals: 32, BoardDeals: 16, Turns: 7}
	const playouts = 60
	var gains []float64
	asked := 0
	for seed := uint64(1); seed <= uint64(b.N); seed++ {
		lockeGame(b, seed, func(st *locke.State, seat int, v *locke.View, legal []engine.Action) bool {
			if !boardSearched(v) {
				return true
			}
			r := engine.NewRNG(seed*1000 + uint64(st.Public.Board.Turns))
			d := s.Begin(v, legal, &r)
			for !d.Step(time.Hour) {
			}
			if d.cands == nil {
				return true
			}
			asked++
			if d.Choice().String() == d.cands[0].act.String() {
				return true
			}
			w0 := lockeWins(st, seat, d.cands[0].act, playouts, seed*31)
			w1 := lockeWins(st, seat, d.Choice(), playouts, seed*31)
			gains = append(gains, (w1-w0)/playouts)
			return true
		})
	}
	mean, sd := meanSD(gains)
	b.ReportMetric(float64(asked)/float64(b.N), "searched/game")
	b.ReportMetric(float64(len(gains))/float64(b.N), "left/game")
	b.ReportMetric(mean, "gain/left")
	b.ReportMetric(sd/math.Sqrt(float64(max(1, len(gains)))), "se/left")
	b.ReportMetric(mean*float64(len(gains))/float64(max(1, asked)), "gain/searched")
}

// lockeWins plays s to the end n times after seat's move a, the heuristic at every seat
// (playout i on the same dice and streams whatever a is), and counts the games seat won.
func lockeWins(s0 *locke.State, seat int, a engine.Action, n int, seed uint64) float64 {
	won := 0.0
	for i := range n {
		s := s0.Clone().(*locke.State)
		s.SetQuiet(true)
		s.RNG = engine.NewRNG(seed + uint64(i)*7919)
		rng := engine.NewRNG(seed ^ uint64(i)*104729)
		if _, err := s.Apply(seat, a); err != nil {
			panic(err)
		}
		for steps := 0; s.Outcome() == nil && steps < 20000; steps++ {
			t := engine.Next(s, &rng)
			legal := engine.AppendLegal(s, nil, t)
			act := legal[0]
			if len(legal) > 1 {
				act = Locke{}.Choose(sharedView(s, t), legal, &rng)
			}
			if _, err := s.Apply(t, act); err != nil {
				panic(err)
			}
		}
		if o := s.Outcome(); o != nil && slices.Contains(o.Winners, seat) {
			won++
		}
	}
	return won
}

func meanSD(xs []float64) (mean, sd float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	for _, x := range xs {
		sd += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(sd / float64(len(xs)))
}
