package session

import (
	"reflect"
	"slices"
	"testing"
	"time"

	"zashiki/bots"
	"zashiki/rules/engine"
	"zashiki/rules/games"
)

// countSaver counts the saves and notes the steps each one saw.
type countSaver struct {
	n     int
	steps []int
}

func (c *countSaver) Save(s *Session) {
	c.n++
	c.steps = append(c.steps, len(s.Steps))
}

// newSession seats a match of game: seats[i] is 'h' for a human, 'c' for a random CPU.
func newSession(t testing.TB, game, seats string, seed uint64) *Session {
	t.Helper()
	g, ok := games.Lookup(game)
	if !ok {
		t.Fatalf("no game %s", game)
	}
	m, err := engine.NewMatch(g, len(seats), seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	var ss []Seat
	for _, c := range seats {
		if c == 'h' {
			ss = append(ss, Seat{Human: true})
		} else {
			ss = append(ss, Seat{Bot: bots.Random{}})
		}
	}
	s := New(m, ss, seed)
	if err := s.NextGame(); err != nil {
		t.Fatal(err)
	}
	return s
}

// redactedBy is seat's account of evs worked out from the audiences directly: the events
// outside its audience dropped, and in those whose face it may not see, no card and no data.
func redactedBy(t *testing.T, evs []engine.Event, seat int) []engine.Event {
	var out []engine.Event
	for _, e := range evs {
		if !e.Audience.Has(seat) {
			continue
		}
		r, ok := e.For(seat)
		if !ok {
			t.Fatalf("seat %d is in the audience of %v but is not told of it", seat, e)
		}
		if !e.Face.Has(seat) && (r.Card != engine.Unseen && e.Card != engine.Unseen || r.Data != nil) {
			t.Fatalf("seat %d is told the face of %v: %v", seat, e, r)
		}
		out = append(out, r)
	}
	return out
}

// TestEverySeatGetsOnlyItsRedactedEvents plays whole games of every game through the session
// with random legal actions, and checks after every step that each seat's account of it
// (Played.For) is the events as that seat may know them, no more, and that the log redacted
// for a seat is its accounts of every step in order. The Saver sees every step before it is
// shown, and the finished game is recorded once.
func TestEverySeatGetsOnlyItsRedactedEvents(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.ID(), func(t *testing.T) {
			lo, hi := g.Seats()
			kept := 0 // events, each counted per seat, whose face a seat may not see
			for n := lo; n <= min(hi, lo+2); n++ {
				seats := "h" + string(slices.Repeat([]byte{'c'}, n-1))
				s := newSession(t, g.ID(), seats, uint64(7+n))
				saves := &countSaver{}
				s.Saver = saves
				rng := engine.NewRNG(uint64(n))
				accounts := make([][]engine.Event, n)
				for seat := range n {
					accounts[seat] = s.Redacted(seat)
				}
				for k := 0; s.State.Outcome() == nil; k++ {
					if k > 50000 {
						t.Fatalf("%d seats: no end after %d steps", n, k)
					}
					seat := s.Next()
					legal := s.Legal(seat)
					p, err := s.Apply(seat, legal[rng.IntN(len(legal))])
					if err != nil {
						t.Fatal(err)
					}
					if saves.n != k+1 || saves.steps[k] != len(s.Steps) {
						t.Fatalf("step %d: %d saves, the last of %d steps", k+1, saves.n, saves.steps[len(saves.steps)-1])
					}
					for _, e := range p.Events {
						for viewer := range n {
							if !e.SeenBy(viewer) {
								kept++
							}
						}
					}
					for viewer := -1; viewer < n; viewer++ {
						got := p.For(viewer)
						if want := redactedBy(t, p.Events, viewer); !reflect.DeepEqual(got, want) && len(got)+len(want) > 0 {
							t.Fatalf("step %d: seat %d is told\n%v\nnot\n%v", k+1, viewer, got, want)
						}
						if viewer >= 0 {
							accounts[viewer] = append(accounts[viewer], got...)
						}
					}
				}
				t.Logf("%d seats: %d steps, %d events kept from a seat", n, len(s.Steps), kept)
				for seat := range n {
					if got := s.Redacted(seat); !reflect.DeepEqual(got, accounts[seat]) {
						t.Fatalf("seat %d's log (%d events) is not its accounts of the steps (%d)", seat, len(got), len(accounts[seat]))
					}
				}
				if s.GameNo() != 1 {
					t.Fatalf("game %d before it is recorded", s.GameNo())
				}
				o, ok := s.Finish()
				if !ok || !reflect.DeepEqual(o, *s.State.Outcome()) || s.GameNo() != 1 || len(s.Match.Results) != 1 {
					t.Fatalf("finish: %v %v, game %d, %d results", o, ok, s.GameNo(), len(s.Match.Results))
				}
				if _, again := s.Finish(); again {
					t.Fatal("a game was recorded twice")
				}
				if err := s.NextGame(); err != nil || s.GameNo() != 2 || len(s.Steps) != 0 || s.State.Outcome() != nil {
					t.Fatalf("next game: %v, game %d, %d steps", err, s.GameNo(), len(s.Steps))
				}
			}
			if kept == 0 {
				t.Fatal("no event was kept from any seat: nothing was checked")
			}
		})
	}
}

// TestRestartDealsANewMatch: a new match keeps the game, seats and options, forgets the
// results and deals its first game from the new seed.
func TestRestartDealsANewMatch(t *testing.T) {
	s := newSession(t, "freeeight", "hcc", 3)
	for s.State.Outcome() == nil {
		seat := s.Next()
		if _, err := s.Apply(seat, s.Legal(seat)[0]); err != nil {
			t.Fatal(err)
		}
	}
	s.Finish()
	old := s.Match
	if err := s.Restart(99); err != nil {
		t.Fatal(err)
	}
	if s.Match == old || s.Match.Seed != 99 || len(s.Match.Results) != 0 || s.GameNo() != 1 || s.Match.Seats != 3 {
		t.Fatalf("restart: seed %d, %d results, game %d", s.Match.Seed, len(s.Match.Results), s.GameNo())
	}
}

// fakeClock is a clock the test moves.
type fakeClock struct{ now time.Time }

func (c *fakeClock) Now() time.Time { return c.now }

// TestAWindowPastItsDeadlineGetsItsForcedAnswers: Free Eight's ロン window has five seconds;
// on the clock the session is handed, nothing is answered before they run out, and once they
// have, every seat still asked is answered for: its only answer, else the window's timeout
// action (続行する). A window that stays open while others answer keeps its deadline.
func TestAWindowPastItsDeadlineGetsItsForcedAnswers(t *testing.T) {
	clock := &fakeClock{now: time.Unix(1000, 0)}
	for seed := uint64(1); seed < 40; seed++ {
		s := newSession(t, "freeeight", "hhhh", seed)
		s.Clock = clock.Now
		rng := engine.NewRNG(seed)
		for s.State.Outcome() == nil {
			w := s.State.Window()
			if w == nil {
				if _, ok := s.Deadline(); ok {
					t.Fatal("a deadline with no window open")
				}
				seat := s.Next()
				legal := s.Legal(seat)
				clock.now = clock.now.Add(time.Second)
				if _, err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				continue
			}
			at, ok := s.Deadline()
			if !ok || at != clock.now.Add(time.Duration(w.Seconds*float64(time.Second))) {
				t.Fatalf("window %v: deadline %v (%v), the clock at %v", w, at, ok, clock.now)
			}
			// One seat answers at once; the others' deadline stays.
			if asked := s.State.Actors(); len(asked) > 1 {
				clock.now = clock.now.Add(time.Second)
				if _, err := s.Apply(asked[0], s.Legal(asked[0])[0]); err != nil {
					t.Fatal(err)
				}
				if s.State.Window() == nil {
					continue // that answer closed it
				}
				if again, ok := s.Deadline(); !ok || again != at {
					t.Fatalf("an answer moved the others' deadline from %v to %v", at, again)
				}
			}
			clock.now = at.Add(-time.Millisecond)
			if _, _, due, _ := s.Due(); due {
				t.Fatal("Due names an answer before the deadline")
			}
			if played, err := s.Expire(); err != nil || len(played) > 0 {
				t.Fatalf("before the deadline: %v, %v", played, err)
			}
			asked := s.State.Actors()
			choice := map[int]bool{}
			for _, a := range asked {
				choice[a] = len(s.Legal(a)) > 1
			}
			clock.now = at
			// Due names the first answer Expire plays, and plays nothing itself.
			steps := len(s.Steps)
			dueSeat, dueAct, due, err := s.Due()
			if err != nil || !due || len(s.Steps) != steps {
				t.Fatalf("at the deadline Due said %v, %v and the steps went %d to %d", due, err, steps, len(s.Steps))
			}
			played, err := s.Expire()
			if err != nil {
				t.Fatal(err)
			}
			if len(played) < len(asked) {
				t.Fatalf("%d seats asked, %d answered for", len(asked), len(played))
			}
			if played[0].Seat != dueSeat || played[0].Action.String() != dueAct.String() {
				t.Fatalf("Due named seat %d %v; Expire played seat %d %v", dueSeat, dueAct, played[0].Seat, played[0].Action)
			}
			chose := false
			for _, p := range played[:len(asked)] {
				c, ok := choice[p.Seat]
				if !ok {
					t.Fatalf("seat %d was answered for, not asked (%v)", p.Seat, asked)
				}
				if c && p.Action.String() != w.Timeout {
					t.Fatalf("seat %d was answered %v, not the timeout %s", p.Seat, p.Action, w.Timeout)
				}
				chose = chose || c
			}
			if chose {
				return // a window where a seat had a choice and time chose for it
			}
		}
	}
	t.Fatal("no window where time had to choose for a seat with a choice")
}

// TestForcedAnswerOutsideTheTurn: a seat asked outside its turn with one possible answer
// (上司独裁's damage with no defence in hand) is answered for, and the log tells that seat
// alone.
func TestForcedAnswerOutsideTheTurn(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		s := newSession(t, "boss", "hcccc", seed)
		rng := engine.NewRNG(seed)
		for k := 0; s.State.Outcome() == nil && k < 600; k++ {
			if s.State.Window() == nil && engine.IsActor(s.State, 0) && len(s.Legal(0)) == 1 && !s.OnTurn(0) {
				act, ok := s.Forced(0)
				if !ok || act.String() != s.Legal(0)[0].String() {
					t.Fatalf("the only answer %v is not forced (%v %v)", s.Legal(0)[0], act, ok)
				}
				logged := len(s.Log)
				p, err := s.ApplyForced(0)
				if err != nil || p.Seat != 0 {
					t.Fatal(err)
				}
				line := s.Log[logged]
				if line.Msg.Key != "log.forced" || !line.Audience.Has(0) || line.Audience.Has(1) {
					t.Fatalf("the log says %v to %v", line.Msg, line.Audience)
				}
				return
			}
			seat := s.Next()
			legal := s.Legal(seat)
			if _, err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no answer forced outside the turn in 200 games")
}

// TestCPUsThinkInBoundedSlices: a strong CPU's decision is made over several Think calls, each
// one slice, never more than MaxSlices; worked on aside in the same slices it chooses the same
// move.
func TestCPUsThinkInBoundedSlices(t *testing.T) {
	strong, err := bots.New("napoleon", bots.KindStrong)
	if err != nil {
		t.Fatal(err)
	}
	play := func(aside bool) (int, []engine.Step) {
		s := newSession(t, "napoleon", "cccc", 5)
		for i := range s.Seats {
			s.Seats[i].Bot = strong
		}
		var slices []time.Duration
		s.OnSlice = func(d time.Duration) { slices = append(slices, d) }
		sliced, steps := 0, 12
		if testing.Short() {
			steps = 4 // the browser's build thinks slowly
		}
		for len(s.Steps) < steps {
			th := s.Think(s.Next())
			calls := 0
			for {
				calls++
				if aside && th.ThinkAside(Slice) || !aside && th.Think(Slice) {
					break
				}
				if aside {
					time.Sleep(time.Millisecond)
				}
			}
			if !aside && (th.Slices() != calls || calls > MaxSlices) {
				t.Fatalf("%d calls, %d slices (at most %d)", calls, th.Slices(), MaxSlices)
			}
			if th.Slices() > 1 {
				sliced++
			}
			if _, err := s.Apply(th.Seat, th.Choice()); err != nil {
				t.Fatal(err)
			}
		}
		if len(slices) == 0 {
			t.Fatal("no slice was told of")
		}
		return sliced, s.Steps
	}
	sliced, steps := play(false)
	if sliced == 0 {
		t.Error("no strong decision took more than one slice")
	}
	if _, aside := play(true); !slices.Equal(steps, aside) {
		t.Errorf("aside the moves differ:\nsliced %v\naside  %v", steps, aside)
	}
}

// TestHotSeatVisitsEveryHumanButTheCause: in hot-seat, a window where some human may answer
// visits every human but its cause, in seat order from the cause, whether they may answer or
// not; one where no human has a choice is answered for them at once (ForcedHuman). The turn
// passes from the visited human to the next as each answers or is shown the window.
func TestHotSeatVisitsEveryHumanButTheCause(t *testing.T) {
	visited, forced := 0, 0
	for seed := uint64(1); seed < 30 && (visited < 3 || forced < 3); seed++ {
		s := newSession(t, "freeeight", "hchh", seed)
		if !s.HotSeat() || s.Humans() != 3 {
			t.Fatal("three humans are hot-seat")
		}
		rng := engine.NewRNG(seed)
		for k := 0; s.State.Outcome() == nil && k < 2000; k++ {
			w := s.State.Window()
			next := s.Next()
			switch {
			case w != nil && !s.Human(next):
			case w != nil && !s.InWindow:
				if seat, act, ok := s.ForcedHuman(w); ok {
					forced++
					if _, err := s.Apply(seat, act); err != nil {
						t.Fatal(err)
					}
					continue
				}
				from := w.Cause
				if from < 0 {
					from = s.Last
				}
				s.OpenWindow(w)
				var want []int
				for i := 1; i <= 4; i++ {
					if seat := (from + i) % 4; seat != w.Cause && seat != 1 {
						want = append(want, seat)
					}
				}
				if !slices.Equal(s.Visits, want) {
					t.Fatalf("window caused by %d visits %v, not %v", w.Cause, s.Visits, want)
				}
				visited++
				continue
			case s.InWindow:
				v, ok := s.Visiting()
				if !ok {
					t.Fatal("a window with nobody left to visit")
				}
				if !engine.IsActor(s.State, v) {
					s.EndVisit() // shown the window, with nothing to answer
					if w2, _ := s.Visiting(); w2 == v {
						t.Fatal("the visit did not pass on")
					}
					continue
				}
				legal := s.Legal(v)
				if _, err := s.Apply(v, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				if w2, ok := s.Visiting(); ok && w2 == v {
					t.Fatal("the visit stayed with a human who answered")
				}
				continue
			}
			legal := s.Legal(next)
			if _, err := s.Apply(next, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			if s.State.Window() == nil && s.InWindow {
				t.Fatal("the visits outlived their window")
			}
		}
	}
	if visited == 0 || forced == 0 {
		t.Fatalf("%d windows visited, %d answered for the humans at once", visited, forced)
	}
}
