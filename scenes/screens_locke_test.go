package scenes

import (
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"

	"zashiki/bots/heuristic"
	"zashiki/rules/engine"
	"zashiki/rules/locke"
	"zashiki/scenes/i18n"
	lktable "zashiki/scenes/locke"
	"zashiki/scenes/ui"
	"zashiki/scenes/ui/uitest"
)

// lockeFound is a position found by findLocke: the state with seat 0 asked, and the steps to it.
type lockeFound struct {
	seed  uint64
	st    engine.State
	steps []engine.Step
}

// lockeFinds caches the positions found, by seats and moment: the screens test looks for the
// same ones in both languages.
var lockeFinds = map[string]lockeFound{}

// findLocke plays games of 超人ロック with heuristic players at every seat (the human's too)
// until want holds with seat 0 asked, and returns a table there with the board at rest and the
// human's buttons up. key names the moment for the cache ("" for none).
func findLocke(t *testing.T, a *App, seats, key string, want func(v *locke.View) bool) *Table {
	t.Helper()
	f, ok := lockeFinds[seats+"/"+key]
	if !ok || key == "" {
		f = searchLocke(t, a, seats, want)
		if key != "" {
			lockeFinds[seats+"/"+key] = f
		}
	}
	tb := tableFor(t, a, "locke", seats, f.seed)
	tb.sess.State, tb.sess.Steps = f.st.Clone(), append([]engine.Step(nil), f.steps...)
	a.Push(tb)
	for range 2000 {
		step(t, a, 1)
		// In a window the CPUs answer first; the human's buttons come when they have.
		if len(tb.humanLegal()) > 0 && len(tb.board.(*lktable.Board).Targets()) > 0 {
			return tb
		}
	}
	t.Fatal("the found position never reached the human")
	return nil
}

func searchLocke(t *testing.T, a *App, seats string, want func(v *locke.View) bool) lockeFound {
	t.Helper()
	bot := heuristic.Locke{}
	for seed := uint64(1); seed < 60; seed++ {
		st := tableFor(t, a, "locke", seats, seed).sess.State
		rng := engine.NewRNG(seed)
		var steps []engine.Step
		for st.Outcome() == nil && len(steps) < 3000 {
			if engine.IsActor(st, 0) && want(st.View(0).(*locke.View)) {
				return lockeFound{seed, st, steps}
			}
			seat := engine.Next(st, &rng)
			act := bot.Choose(st.View(seat), st.Legal(seat), &rng)
			if _, err := st.Apply(seat, act); err != nil {
				t.Fatal(err)
			}
			steps = append(steps, engine.Step{Seat: seat, Action: act.String()})
		}
	}
	t.Fatal("no such position in 60 games")
	return lockeFound{}
}

func TestLockeIsOnTheMenu(t *testing.T) {
	e, ok := Lookup("locke")
	if !ok {
		t.Fatal("超人ロック is not playable from the menu")
	}
	if lo, hi := e.Rules.Seats(); lo != 5 || hi != 11 || e.Seats != 7 {
		t.Errorf("locke seats %d–%d, default %d", lo, hi, e.Seats)
	}
}

// lockeMoments are the moments of a game the screen tests visit, each found with the human
// asked: the set-up, the planet phase, the base phase, a combat turn, an objection.
var lockeMoments = []struct {
	name string
	want func(v *locke.View) bool
}{
	{"setup", func(v *locke.View) bool { return v.Board.Part == locke.PartSetup && v.Ask.Kind == locke.AskSetup }},
	{"planet", func(v *locke.View) bool {
		return v.Board.Part == locke.PartPlanet && v.Ask.Kind == locke.AskMain && !v.Fight.On && v.Board.Turns > 8
	}},
	{"base", func(v *locke.View) bool {
		return v.Board.Part == locke.PartBase && v.Ask.Kind == locke.AskMain && !v.Fight.On
	}},
	{"combat", func(v *locke.View) bool {
		return v.Fight.On && v.Ask.Kind == locke.AskTurn && v.Chars[v.Seat].Fighter >= 0
	}},
	{"objection", func(v *locke.View) bool { return v.Ask.Kind == locke.AskObject }},
}

// The moments of a game at 7 and 11 seats, in both languages: the set-up, the planet phase,
// the base phase, a combat, an objection. Each is checked for what a player must see: the
// prompt over buttons that take legal actions, the turn cue, no placeholder.
func TestLockeTableScreens(t *testing.T) {
	moments := lockeMoments
	for _, seats := range []string{"hcccccc", "hcccccccccc"} {
		for _, lang := range langs {
			for _, m := range moments {
				if len(seats) == 11 && lang == i18n.Ja && m.name != "planet" && m.name != "combat" {
					continue // eleven plates are checked in English, the longer words, and in Japanese on the busiest screens
				}
				a := newTestApp(t, lang)
				tb := findLocke(t, a, seats, m.name, m.want)
				shot(t, a, fmt.Sprintf("locke%d-%s", len(seats), m.name))
				checkLockePanel(t, tb, m.name)
			}
		}
	}
}

// checkLockePanel: every legal action of the human is a target on screen with a clean label,
// inside the board's area.
func checkLockePanel(t *testing.T, tb *Table, moment string) {
	t.Helper()
	b := tb.board.(*lktable.Board)
	targets := b.Targets()
	if len(targets) == 0 {
		t.Fatalf("%s: the human is asked but the board offers nothing to click", moment)
	}
	legal := map[string]bool{}
	for _, a := range tb.humanLegal() {
		legal[a.String()] = true
	}
	area := tb.ctx.Area
	for _, tg := range targets {
		if !strings.HasPrefix(tg.Action, "page:") && !legal[tg.Action] {
			t.Errorf("%s: target %q takes %q, not a legal action", moment, tg.Label, tg.Action)
		}
		if tg.Label == "" || strings.Contains(tg.Label, "%!") || strings.Contains(tg.Label, "locke.") {
			t.Errorf("%s: target label %q", moment, tg.Label)
		}
		r := tg.Rect
		if r.X < area.X || r.Y < area.Y || r.Right() > area.Right()+0.5 || r.Bottom() > area.Bottom()+0.5 {
			t.Errorf("%s: target %q at %v leaves the board's area %v", moment, tg.Label, r, area)
		}
	}
}

// A click on a lit cell of the map moves the piece there.
func TestLockeClickOnTheMapMoves(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	tb := findLocke(t, a, "hcccccc", "", func(v *locke.View) bool {
		return v.Board.Part == locke.PartPlanet && v.Ask.Kind == locke.AskMain && !v.Fight.On
	})
	b := tb.board.(*lktable.Board)
	var cell *ui.Target
	for _, tg := range b.Targets() {
		if strings.HasPrefix(tg.Action, "move ") {
			cell = &tg
			break
		}
	}
	if cell == nil {
		t.Fatal("no lit cell to move to")
	}
	before := len(tb.sess.Steps)
	x, y := cell.Rect.Center()
	for _, press := range []bool{true, false} {
		if press {
			a.In.Press(x, y)
		} else {
			a.In.Release(x, y)
		}
		if err := tb.Update(a); err != nil {
			t.Fatal(err)
		}
	}
	if len(tb.sess.Steps) <= before || tb.sess.Steps[before].Action != cell.Action {
		t.Fatalf("the click on %q did not take %q", cell.Label, cell.Action)
	}
}

// Autoplay plays a whole game to its results at 5, 7 and 11 seats; the results show every
// sheet with its class.
func TestLockeAutoplayReachesResults(t *testing.T) {
	sizes := []int{5, 7, 11}
	if testing.Short() {
		sizes = sizes[:1]
	}
	for i, n := range sizes {
		a := newTestApp(t, langs[i%2])
		a.Flags.Autoplay = true
		tb := tableFor(t, a, "locke", strings.Repeat("c", n), uint64(n))
		a.Push(tb)
		for tick := 0; tick < 400000; tick++ {
			step(t, a, 1)
			if _, ok := a.Top().(*Results); ok {
				break
			}
		}
		if _, ok := a.Top().(*Results); !ok {
			t.Fatalf("%d seats: no results after 400000 ticks (%d steps)", n, len(tb.sess.Steps))
		}
		step(t, a, 2)
		shot(t, a, fmt.Sprintf("locke%d-results", n))
		for _, sz := range lockeSizes {
			a.Layout(sz[0], sz[1])
			step(t, a, 1)
			uitest.Save(t, fmt.Sprintf("locke%d-results-%d-%s", n, sz[0], a.Lang().Code()), uitest.Snapshot(sz[0], sz[1], a.Draw))
			checkResultNotesFit(t, a, n)
			checkResultLegendFits(t, a)
		}
		for seat := range n {
			note := tb.board.(*lktable.Board).ResultNote(seat)
			if class := tb.sess.State.View(seat).(*locke.View).Board.Classes[seat]; !strings.Contains(note, class+"：") && !strings.Contains(note, class+": ") {
				t.Errorf("%d seats: seat %d's result %q does not give its class %s", n, seat, note, class)
			}
		}
	}
}

// checkResultNotesFit: every seat's "ended as" note stands whole in its row, at a legible size.
func checkResultNotesFit(t *testing.T, a *App, n int) {
	t.Helper()
	res := a.Top().(*Results)
	rows := res.rows(a, n)
	for seat := range n {
		box := res.handBox(a, rows[seat])
		note := res.table.tableBoard().(*lktable.Board).ResultNote(seat)
		if w := ui.Measure(note, noteSize(a, note, box)); w > box.W {
			t.Errorf("%d×%d: seat %d's note %q is %.0f px wide in a column of %.0f", a.W, a.H, seat, note, w, box.W)
		}
	}
}

// The setup screen at eleven seats: every row above the bottom buttons, the options listed.
func TestLockeSetupScreenAtElevenSeats(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		e, _ := Lookup("locke")
		sc := NewSetup(a, e)
		a.Push(sc)
		for range 4 {
			sc.place(a)
			a.In.Press(sc.more.Rect.Center())
			if err := sc.Update(a); err != nil {
				t.Fatal(err)
			}
		}
		if n := len(sc.s.Seats); n != 11 {
			t.Fatalf("setup has %d seats after four +, want 11", n)
		}
		sc.place(a)
		shot(t, a, "locke-setup11")
		if last := sc.bot[10].Rect; last.Bottom() > sc.start.Rect.Y {
			t.Errorf("the eleventh seat's row (%v) runs into the bottom buttons (%v)", last, sc.start.Rect)
		}
	}
}

// pressTarget clicks the board's target for action as a player would (press, release).
func pressTarget(t *testing.T, a *App, tb *Table, action string) {
	t.Helper()
	for _, tg := range tb.board.(*lktable.Board).Targets() {
		if tg.Action != action {
			continue
		}
		x, y := tg.Rect.Center()
		a.In.Press(x, y)
		if err := tb.Update(a); err != nil {
			t.Fatal(err)
		}
		a.In.Release(x, y)
		if err := tb.Update(a); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Fatalf("no target takes %q", action)
}

// A chart roll: the human outside a fight rolls 実はそこにいた; the dice tumble and the chart
// is shown with the rolled line lit.
func TestLockeChartRollScreen(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		a.Settings.Speed = 1
		tb := findLocke(t, a, "hcccccc", "join", func(v *locke.View) bool { return v.Ask.Kind == locke.AskJoin })
		roll := ""
		for _, act := range tb.humanLegal() {
			if s := act.String(); s == "there" || s == "alive" {
				roll = s
			}
		}
		if roll == "" {
			t.Fatalf("asked to join with %v: no roll", tb.humanLegal())
		}
		pressTarget(t, a, tb, roll)
		b := tb.board.(*lktable.Board)
		lit := false
		for range 120 {
			step(t, a, 1)
			if c, ok := b.Probe()["lookup"].(string); ok && c != "" {
				lit = true
				break
			}
		}
		if !lit {
			t.Fatal("the roll showed no chart")
		}
		step(t, a, 40) // the dice settle
		shot(t, a, "locke7-chart")
	}
}

// The hot-seat curtain at an eleven-seat 超人ロック table hides everything until the player
// takes the seat, at 1280×720 and 960×540.
func TestLockeCurtainScreen(t *testing.T) {
	for _, lang := range langs {
		for _, sz := range lockeSizes {
			a := newTestApp(t, lang)
			a.Layout(sz[0], sz[1])
			tb := tableFor(t, a, "locke", "hhccccccccc", 4)
			a.Push(tb)
			for i := 0; i < 2000; i++ {
				if _, ok := a.Top().(*Curtain); ok {
					break
				}
				step(t, a, 1)
			}
			if _, ok := a.Top().(*Curtain); !ok {
				t.Fatalf("top is %T, not the curtain", a.Top())
			}
			img := uitest.Snapshot(sz[0], sz[1], a.Draw)
			uitest.Save(t, fmt.Sprintf("locke11-curtain-%d-%s", sz[0], lang.Code()), img)
			if share := darkShare(img); share < 0.8 {
				t.Errorf("%d×%d: the curtain covers only %.0f%% of the screen", sz[0], sz[1], share*100)
			}
		}
	}
}

// BenchmarkLockeGameAtNormalSpeed measures how long 7-seat games of CPUs last at the table at
// normal speed, in minutes of the game's clock (60 ticks a second: the minimum thinking time and
// every animation), and in actions: the medians over the games played.
//
//	xvfb-run -a go test ./scenes/ -run '^$' -bench LockeGameAtNormalSpeed -benchtime 5x
func BenchmarkLockeGameAtNormalSpeed(b *testing.B) {
	var minutes, actions []float64
	for i := range b.N {
		a := newTestApp(b, i18n.Ja)
		a.Settings.Speed = SpeedNormal
		tb := tableFor(b, a, "locke", "ccccccc", uint64(i+1))
		a.Push(tb)
		ticks := 0
		for ; ; ticks++ {
			awaitBot(b, tb)
			if err := a.Update(); err != nil {
				b.Fatal(err)
			}
			if _, ok := a.Top().(*Results); ok {
				break
			}
		}
		minutes = append(minutes, float64(ticks)/60/60)
		actions = append(actions, float64(len(tb.sess.Steps)))
	}
	b.ReportMetric(median(minutes), "median-min/game")
	b.ReportMetric(median(actions), "median-actions/game")
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// A click on a Cカード of the hand that one action plays takes that action.
func TestLockeClickOnAHandCardPlaysIt(t *testing.T) {
	a := newTestApp(t, i18n.En)
	tb := findLocke(t, a, "hcccccc", "combat", func(v *locke.View) bool {
		return v.Fight.On && v.Ask.Kind == locke.AskTurn && v.Chars[v.Seat].Fighter >= 0
	})
	hand := tb.sess.State.View(0).(*locke.View).Private.Hand
	for _, tg := range tb.board.(*lktable.Board).Targets() {
		for _, c := range hand {
			if tg.Label != tb.board.CardLabel(c) {
				continue
			}
			before := len(tb.sess.Steps)
			pressTarget(t, a, tb, tg.Action)
			if len(tb.sess.Steps) <= before || tb.sess.Steps[before].Action != tg.Action {
				t.Fatalf("the click on %s did not take %q", tg.Label, tg.Action)
			}
			return
		}
	}
	t.Fatal("no card of the hand could be played by a click")
}

// In a window the CPUs answer first: while they think the human's buttons stay on the screen,
// dimmed and not clickable, instead of blinking off and back to their first page.
func TestLockeWindowButtonsStayWhileOthersAnswer(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	tb := findLocke(t, a, "hcccccc", "setup", func(v *locke.View) bool { return v.Board.Part == locke.PartSetup && v.Ask.Kind == locke.AskSetup })
	b := tb.board.(*lktable.Board)
	if !slices.Contains(tb.sess.State.View(0).(*locke.View).Ask.Seats, 0) {
		t.Fatal("the found set-up question is not a window the human is in")
	}
	b.Update(&tb.ctx, &a.In, nil) // a CPU is thinking: nothing for the human this tick
	if held, _ := b.Probe()["held"].(bool); !held {
		t.Error("the human's buttons went away while the window waited on a CPU")
	}
	if n := len(b.Targets()); n != 0 {
		t.Errorf("%d buttons clickable while the human may not act", n)
	}
	b.Update(&tb.ctx, &a.In, tb.humanLegal())
	if held, _ := b.Probe()["held"].(bool); held || len(b.Targets()) == 0 {
		t.Error("the buttons did not come back when the human may act")
	}
}

// A board reset for another viewer (hot-seat) holds none of the last viewer's buttons.
func TestLockeResetDropsTheLastViewersButtons(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	tb := findLocke(t, a, "hcccccc", "setup", func(v *locke.View) bool { return v.Board.Part == locke.PartSetup && v.Ask.Kind == locke.AskSetup })
	st := lockeFinds["hcccccc/setup"].st // as found: before the CPUs answered the window
	b := tb.board.(*lktable.Board)
	other := -1
	for _, s := range st.View(0).(*locke.View).Ask.Seats {
		if s != 0 {
			other = s
		}
	}
	if other < 0 {
		t.Fatal("nobody else is in the window: the check would see nothing")
	}
	b.Reset(&tb.ctx, st.View(0), nil)
	b.Update(&tb.ctx, &a.In, st.Legal(0)) // seat 1's buttons up
	b.Reset(&tb.ctx, st.View(other), nil)
	b.Update(&tb.ctx, &a.In, nil)
	if held, _ := b.Probe()["held"].(bool); held {
		t.Errorf("seat %d's board holds seat 1's buttons", other+1)
	}
}

// A timed question shows its clock: the table counts the objection's ten seconds down from the
// rules' window, and the prompt draws them beside the question, emptying, and nowhere else.
func TestLockeTimedQuestionShowsItsClock(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	tb := findLocke(t, a, "hcccccc", "objection", func(v *locke.View) bool { return v.Ask.Kind == locke.AskObject })
	step(t, a, 60)
	if tb.countdown < 8.5 || tb.countdown > 9.5 || tb.countdownOf != 10 {
		t.Fatalf("after a second the objection's clock shows %.2f of %.0f s", tb.countdown, tb.countdownOf)
	}
	buttons, ok := tb.board.(*lktable.Board).TipAnchor("actions")
	if !ok {
		t.Fatal("the objection's buttons are not up")
	}
	at := func(left float64) *image.RGBA {
		tb.countdown = left
		return uitest.Snapshot(shotW, shotH, a.Draw)
	}
	nine, three, none := at(9), at(3), at(0)
	uitest.Save(t, "locke-clock-ja", nine)
	// The prompt stands over the buttons, as wide as they are, as tall as its words.
	pr, _ := tb.board.(*lktable.Board).TipAnchor("prompt")
	prompt := image.Rect(int(buttons.X), int(pr.Y), int(buttons.Right()), int(buttons.Y))
	for _, c := range []struct {
		name string
		a, b *image.RGBA
	}{{"9 s and 3 s left", nine, three}, {"9 s left and no clock", nine, none}} {
		box, n := differing(c.a, c.b)
		if n == 0 {
			t.Errorf("%s look the same", c.name)
		} else if !box.In(prompt) {
			t.Errorf("%s differ at %v, beyond the prompt %v", c.name, box, prompt)
		}
	}
}

// differing is the box around the pixels where two pictures differ, and how many there are.
func differing(a, b *image.RGBA) (image.Rectangle, int) {
	var box image.Rectangle
	n := 0
	for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
		for x := a.Rect.Min.X; x < a.Rect.Max.X; x++ {
			if a.RGBAAt(x, y) != b.RGBAAt(x, y) {
				box = box.Union(image.Rect(x, y, x+1, y+1))
				n++
			}
		}
	}
	return box, n
}

// lockeSizes are the window sizes the 超人ロック table is made for.
var lockeSizes = [][2]int{{1280, 720}, {960, 540}}

// At 1280×720 and 960×540, with eleven seats, in both languages, the table lays every word out
// whole on the busiest screens: the set-up, both boards, a combat, an objection and a chart
// roll. Nothing is cut with an ellipsis (the board reports what it had to cut).
func TestLockeWordsFitAtElevenSeats(t *testing.T) {
	moments := lockeMoments
	for _, lang := range langs {
		for _, sz := range lockeSizes {
			for _, m := range moments {
				a := newTestApp(t, lang)
				a.Layout(sz[0], sz[1])
				tb := findLocke(t, a, "hcccccccccc", m.name, m.want)
				checkLockeWords(t, a, tb, fmt.Sprintf("locke11-%s-%d", m.name, sz[0]), sz)
			}
			// A chart being read in a combat: it has a band of its own under the fighters.
			a := newTestApp(t, lang)
			a.Layout(sz[0], sz[1])
			a.Settings.Speed = 1
			tb := findLocke(t, a, "hcccccccccc", "join", func(v *locke.View) bool { return v.Ask.Kind == locke.AskJoin })
			for _, act := range tb.humanLegal() {
				if s := act.String(); s == "there" || s == "alive" {
					pressTarget(t, a, tb, s)
					break
				}
			}
			for range 200 {
				step(t, a, 1)
				if c, ok := tb.board.(*lktable.Board).Probe()["lookup"].(string); ok && c != "" {
					break
				}
			}
			step(t, a, 40) // the dice settle
			checkLockeWords(t, a, tb, fmt.Sprintf("locke11-chart-%d", sz[0]), sz)
			// The damage table being read, after the human's attack in a combat.
			a = newTestApp(t, lang)
			a.Layout(sz[0], sz[1])
			a.Settings.Speed = 1
			tb = findLocke(t, a, "hcccccccccc", "combat", moments[3].want)
			for _, act := range tb.humanLegal() {
				if strings.HasPrefix(act.String(), "attack ") {
					pressTarget(t, a, tb, act.String())
					break
				}
			}
			read := false
			for range 6000 {
				step(t, a, 1)
				b := tb.board.(*lktable.Board)
				if c, ok := b.Probe()["lookup"].(string); ok && c == "" {
					read = true
					break
				}
				if tgs := b.Targets(); len(tgs) > 0 && len(tb.humanLegal()) > 0 {
					pressTarget(t, a, tb, tgs[0].Action) // the human answers what follows
				}
			}
			if !read {
				t.Fatal("the attack never read the damage table")
			}
			step(t, a, 40)
			checkLockeWords(t, a, tb, fmt.Sprintf("locke11-damage-%d", sz[0]), sz)
		}
	}
}

// checkLockeWords saves the screen at size and fails on any words the board had to cut.
func checkLockeWords(t *testing.T, a *App, tb *Table, name string, sz [2]int) {
	t.Helper()
	img := uitest.Snapshot(sz[0], sz[1], a.Draw)
	uitest.Save(t, name+"-"+a.Lang().Code(), img)
	if cut := tb.board.(*lktable.Board).Probe()["cut"]; cut != nil {
		t.Errorf("%s in %s: cut %q", name, a.Lang().Code(), cut)
	}
}
