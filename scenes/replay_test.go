package scenes

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/bots"
	"zashiki/rules/engine"
	"zashiki/save"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
	"zashiki/store"
)

// botGame is a game of id played to its end by bots (heuristic at even seats, random at odd
// ones; seat 0 is marked human), with what it showed: views[k][seat+1] is seat's View after
// k steps (nobody's first), events[k-1] what step k caused, unredacted.
type botGame struct {
	replay save.Replay
	views  [][]engine.View
	events [][]engine.Event
}

func playBotGame(t testing.TB, id string, seats int, seed uint64) botGame {
	t.Helper()
	e, ok := Lookup(id)
	if !ok {
		t.Fatalf("no game %s", id)
	}
	m, err := engine.NewMatch(e.Rules, seats, seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg := m.Config()
	st, err := e.Rules.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	g := botGame{replay: save.Replay{Game: id, Options: cfg.Options, Seed: cfg.Seed, First: cfg.First, GameNo: 1, Games: 1, When: 1_750_000_000}}
	var players []bots.Bot
	for i := range seats {
		kind := bots.KindHeuristic
		if i%2 == 1 {
			kind = "random"
		}
		b, err := bots.New(id, kind)
		if err != nil {
			t.Fatal(err)
		}
		players = append(players, b)
		g.replay.Seats = append(g.replay.Seats, save.Seat{Human: i == 0, Bot: kind})
	}
	rng := engine.NewRNG(seed ^ 0x5eed)
	g.views = append(g.views, seatViews(st))
	for st.Outcome() == nil {
		if len(g.replay.Steps) > 4000 {
			t.Fatalf("%s: no end after 4000 steps", id)
		}
		seat := engine.Next(st, &rng)
		act := bots.Decide(players[seat], st, seat, &rng)
		evs, err := st.Apply(seat, act)
		if err != nil {
			t.Fatal(err)
		}
		g.replay.Steps = append(g.replay.Steps, engine.Step{Seat: seat, Action: act.String()})
		g.events = append(g.events, evs)
		g.views = append(g.views, seatViews(st))
	}
	g.replay.Winners, g.replay.Points = st.Outcome().Winners, st.Outcome().Points
	return g
}

func seatViews(st engine.State) []engine.View {
	out := []engine.View{st.View(-1)}
	for seat := range st.Seats() {
		out = append(out, st.View(seat))
	}
	return out
}

// watched is a board that keeps what the replay hands it, then draws as the game's own.
type watched struct {
	Board
	view   engine.View
	events []engine.Event
	resets int
	shows  int
}

func (w *watched) Reset(ctx *ui.Ctx, v engine.View, deal []engine.Event) {
	w.view, w.events = v, nil
	w.resets++
	w.Board.Reset(ctx, v, deal)
}

func (w *watched) Show(ctx *ui.Ctx, evs []engine.Event, v engine.View) {
	w.view, w.events = v, evs
	w.shows++
	w.Board.Show(ctx, evs, v)
}

func openReplay(t testing.TB, a *App, r save.Replay) (*Replay, *watched) {
	t.Helper()
	tape, err := save.Open(r)
	if err != nil {
		t.Fatal(err)
	}
	e, _ := Lookup(r.Game)
	w := &watched{Board: e.NewBoard()}
	return newReplay(a, tape, e, w), w
}

func press(t *testing.T, a *App, s Scene, k ebiten.Key) {
	t.Helper()
	a.In.PressKey(k)
	if err := s.Update(a); err != nil {
		t.Fatal(err)
	}
}

// TestReplayShowsEachSeatWhatItSaw: for every game played by bots, the replay stepped forward
// from the deal (→) and back (←), from every seat's viewpoint and with all revealed, hands
// the board at every step k exactly the View the game showed that seat after k steps, and
// forwards exactly the step's events redacted for it (engine.Redact, as the table does).
// All revealed hands the board the View of the seat the replay opened with (seat 0 here, no
// seat being human), and its list reads each seat's own View.
func TestReplayShowsEachSeatWhatItSaw(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	for _, c := range []struct {
		id    string
		seats int
	}{{"freeeight", 3}, {"napoleon", 4}, {"boss", 4}, {"chaos", 3}, {"locke", 5}} {
		g := playBotGame(t, c.id, c.seats, 21)
		r, w := openReplay(t, a, g.replay)
		n := len(g.replay.Steps)
		for viewer := -1; viewer < c.seats; viewer++ {
			r.setViewer(viewer)
			eyes := max(viewer, 0) // all revealed: through seat 0's eyes
			press(t, a, r, ebiten.KeyHome)
			if !reflect.DeepEqual(w.view, g.views[0][eyes+1]) {
				t.Fatalf("%s seat %d: the deal shows another position", c.id, viewer)
			}
			for k := 1; k <= n; k++ {
				shows := w.shows
				press(t, a, r, ebiten.KeyArrowRight)
				if w.shows != shows+1 || r.k != k {
					t.Fatalf("%s seat %d: → at step %d did not animate step %d", c.id, viewer, k-1, k)
				}
				if !reflect.DeepEqual(w.view, g.views[k][eyes+1]) {
					t.Fatalf("%s seat %d: forward to step %d shows another View than the game did", c.id, viewer, k)
				}
				if want := engine.Redact(g.events[k-1], eyes); !reflect.DeepEqual(w.events, want) {
					t.Fatalf("%s seat %d: step %d hands the board other events than the table would", c.id, viewer, k)
				}
			}
			for k := n - 1; k >= 0; k-- {
				press(t, a, r, ebiten.KeyArrowLeft)
				if r.k != k || !reflect.DeepEqual(w.view, g.views[k][eyes+1]) {
					t.Fatalf("%s seat %d: back to step %d shows another View than the game did", c.id, viewer, k)
				}
			}
			press(t, a, r, ebiten.KeyEnd)
			if r.k != n || !reflect.DeepEqual(w.view, g.views[n][eyes+1]) {
				t.Fatalf("%s seat %d: End shows another position than the game's last", c.id, viewer)
			}
		}
	}
}

// Playing (Space) goes through the game to its end on its own and stops there.
func TestReplayPlaysToTheEnd(t *testing.T) {
	a := newTestApp(t, i18n.En)
	g := playBotGame(t, "freeeight", 4, 3)
	r, _ := openReplay(t, a, g.replay)
	press(t, a, r, ebiten.KeySpace)
	for tick := 0; tick < 100000 && r.playing; tick++ {
		if err := r.Update(a); err != nil {
			t.Fatal(err)
		}
	}
	if r.playing || r.k != len(g.replay.Steps) {
		t.Errorf("playing stopped at step %d of %d (still playing: %v)", r.k, len(g.replay.Steps), r.playing)
	}
}

// A finished game is kept twice over: with its match's save (each result's steps, which
// File.Replay opens at the game's own deal) and in the replay library, which survives a
// restart; a resumed match keeps its earlier games' steps in the next save; the results
// screen's button opens the game just finished.
func TestFinishedGamesAreKeptForReplay(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := appOn(t, st)
	tb, err := NewTable(a, freeEightSetup(a, "hccc", 11))
	if err != nil {
		t.Fatal(err)
	}
	a.Push(tb)
	playGames(t, a, tb, 2)
	last := len(tb.sess.Steps)

	res := a.Top().(*Results)
	res.place(a)
	a.In.Press(res.replay.Rect.X+4, res.replay.Rect.Y+4)
	if err := res.Update(a); err != nil {
		t.Fatal(err)
	}
	rs, ok := a.Top().(*Replay)
	if !ok || rs.tape.Len() != last || rs.tape.Replay.GameNo != 2 {
		t.Fatalf("the results' replay button opened %T", a.Top())
	}
	a.Pop()
	a.Pop()
	if err := tb.newGame(); err != nil {
		t.Fatal(err)
	}
	a.Close()

	b := appOn(t, st)
	if len(b.replays.Games) != 2 || b.replays.Games[0].GameNo != 2 || len(b.replays.Games[0].Steps) != last {
		t.Fatalf("the library after a restart holds %d games", len(b.replays.Games))
	}
	data, _, _ := st.Load(matchBlob("freeeight"))
	l, err := save.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 2 {
		r, ok := l.File.Replay(i)
		if !ok {
			t.Fatalf("the save kept no steps of game %d", i+1)
		}
		tape, err := save.Open(r)
		if err != nil {
			t.Fatalf("game %d from the save: %v", i+1, err)
		}
		if o := tape.At(tape.Len()).Outcome(); !reflect.DeepEqual(o.Points, tb.sess.Match.Results[i].Points) {
			t.Errorf("game %d replays to %v, the match recorded %v", i+1, o.Points, tb.sess.Match.Results[i].Points)
		}
		if !reflect.DeepEqual(r, withoutWhen(b.replays.Games[1-i])) {
			t.Errorf("game %d: the save and the library keep different replays", i+1)
		}
	}

	again, err := b.resumeTable("freeeight")
	if err != nil {
		t.Fatal(err)
	}
	b.Push(again)
	playGames(t, b, again, 1)
	b.Close()
	data, _, _ = st.Load(matchBlob("freeeight"))
	if l, err = save.Decode(data); err != nil || len(l.File.Results) != 3 {
		t.Fatalf("after the third game: %v", err)
	}
	for i := range 3 {
		if _, ok := l.File.Replay(i); !ok {
			t.Errorf("the resumed match's save lost the steps of game %d", i+1)
		}
	}
}

func withoutWhen(r save.Replay) save.Replay {
	r.When = 0
	return r
}

// A demo (-autoplay) keeps no replay, as it saves nothing.
func TestAutoplayKeepsNoReplay(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	a.Flags.Autoplay = true
	tb, err := NewTable(a, freeEightSetup(a, "hccc", 11))
	if err != nil {
		t.Fatal(err)
	}
	a.Push(tb)
	playGames(t, a, tb, 1)
	if len(a.replays.Games) != 0 {
		t.Errorf("a demo kept %d replays", len(a.replays.Games))
	}
}

// Screens: the library on the menu's button, a replay mid-game from one seat and with all
// revealed (a card game and 超人ロック's words), in both languages.
func TestReplayScreens(t *testing.T) {
	games := []botGame{playBotGame(t, "napoleon", 4, 5), playBotGame(t, "freeeight", 4, 8), playBotGame(t, "boss", 5, 2),
		playBotGame(t, "locke", 5, 4)}
	for _, lang := range langs {
		a := newTestApp(t, lang)
		for _, g := range games {
			a.replays.Add(g.replay)
		}
		step(t, a, 1)
		m := a.Top().(*Menu)
		m.place(a)
		a.In.Press(m.replays.Rect.X+4, m.replays.Rect.Y+4)
		if err := m.Update(a); err != nil {
			t.Fatal(err)
		}
		list, ok := a.Top().(*ReplayList)
		if !ok {
			t.Fatalf("the menu's replay button opened %T", a.Top())
		}
		shot(t, a, "replay-list")
		list.place(a)
		fe := slices.IndexFunc(a.replays.Games, func(r save.Replay) bool { return r.Game == "freeeight" })
		a.In.Press(list.rows[fe].Rect.X+4, list.rows[fe].Rect.Y+4)
		if err := list.Update(a); err != nil {
			t.Fatal(err)
		}
		r, ok := a.Top().(*Replay)
		if !ok || r.tape.Replay.Game != "freeeight" {
			t.Fatalf("choosing Free Eight's replay opened %T (%s)", a.Top(), list.notice)
		}
		a.In.X, a.In.Y = float64(a.W)-4, float64(a.H)-4 // no hover tip over the board
		for k := r.tape.Len() / 2; k == r.tape.Len()/2 || len(r.line) == 0; k++ {
			r.seek(k, false) // mid-game, at a step that wrote the seat a line
		}
		settle(t, a, r)
		shot(t, a, "replay-seat")
		r.setViewer(-1)
		settle(t, a, r)
		shot(t, a, "replay-all")
		a.Pop()
		for _, g := range []botGame{games[0], games[3]} {
			rr, _ := openReplay(t, a, g.replay)
			a.Push(rr)
			rr.seek(len(g.replay.Steps)*2/3, false)
			rr.setViewer(-1)
			settle(t, a, rr)
			shot(t, a, "replay-all-"+g.replay.Game)
			a.Pop()
		}
	}
}

// The library lists its games a page at a time; a game the rules no longer accept is not
// opened, and the list says why.
func TestReplayListPagesAndRefusesABrokenReplay(t *testing.T) {
	a := newTestApp(t, i18n.En)
	g := playBotGame(t, "freeeight", 3, 4)
	broken := g.replay
	broken.Steps = append([]engine.Step{}, broken.Steps...)
	broken.Steps[2].Action = "play ZZ"
	for range store.KeepReplays - 1 {
		a.replays.Add(g.replay)
	}
	a.replays.Add(broken) // newest: first on the first page
	l := NewReplayList()
	a.Push(l)
	l.place(a)
	per := l.perPage(a)
	if per >= store.KeepReplays || l.pages(a) != (store.KeepReplays+per-1)/per || len(l.rows) != per {
		t.Fatalf("%d rows a page, %d pages, %d rows shown", per, l.pages(a), len(l.rows))
	}
	a.In.Press(l.rows[0].Rect.X+4, l.rows[0].Rect.Y+4)
	if err := l.Update(a); err != nil {
		t.Fatal(err)
	}
	if a.Top() != Scene(l) || !strings.Contains(l.notice, "step 3") {
		t.Fatalf("a broken replay: top %T, notice %q", a.Top(), l.notice)
	}
	for range l.pages(a) - 1 {
		a.In.Press(l.next.Rect.X+4, l.next.Rect.Y+4)
		if err := l.Update(a); err != nil {
			t.Fatal(err)
		}
		l.place(a)
	}
	if want := store.KeepReplays - (l.pages(a)-1)*per; len(l.rows) != want || !l.next.Disabled {
		t.Errorf("the last page shows %d rows, want %d", len(l.rows), want)
	}
	a.In.Press(l.rows[0].Rect.X+4, l.rows[0].Rect.Y+4)
	if err := l.Update(a); err != nil {
		t.Fatal(err)
	}
	if _, ok := a.Top().(*Replay); !ok {
		t.Errorf("a good replay on the last page opened %T (%s)", a.Top(), l.notice)
	}
}

// settle runs the replay's board until its animations are over.
func settle(t *testing.T, a *App, r *Replay) {
	t.Helper()
	for tick := 0; tick < 600 && (tick < 2 || r.board.Busy()); tick++ {
		if err := r.Update(a); err != nil {
			t.Fatal(err)
		}
	}
}
