package scenes

import (
	"encoding/json"
	"slices"
	"testing"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/engine"
	fe "zashiki/rules/freeeight"
	"zashiki/rules/locke"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
	"zashiki/store"
)

// rePrompt makes the viewer's timed prompt start afresh on the next tick, as it does when
// the window first reaches the human.
func rePrompt(tb *Table) { tb.countdown, tb.timedStep = 0, -1 }

// ronPrompt is a solo Free Eight table where the human is asked whether to declare ロン, the
// CPUs having answered (the window asks in any order, the CPUs first).
func ronPrompt(t *testing.T, a *App) *Table {
	t.Helper()
	tb := findPosition(t, a, func(v *fe.View) bool { return v.RonAsked })
	for range 60 {
		if len(tb.sess.State.Actors()) == 1 {
			return tb
		}
		step(t, a, 1)
	}
	t.Fatal("the CPUs never answered the ロン question")
	return nil
}

// objectionPrompt is a solo 超人ロック table where the human is asked to object to a 勝利宣言.
func objectionPrompt(t *testing.T, a *App) *Table {
	t.Helper()
	return findLocke(t, a, "hcccccc", "objection", func(v *locke.View) bool { return v.Ask.Kind == locke.AskObject })
}

// Answer time rule: with the standard setting a human has 超人ロック's ten seconds for every
// timed question (its rule document names none; the rules' reaction window has five), and
// the rule document's own five seconds for Free Eight's ロン (「5秒以内」). An untimed window
// stays untimed.
func TestAnswerTimeDefaultsPerGame(t *testing.T) {
	if got := DefaultSettings().Answer; got != AnswerGame {
		t.Fatalf("the default time to answer is %d, want the standard one", got)
	}
	for _, c := range []struct {
		game       string
		rules, got float64
	}{{"locke", 5, 10}, {"locke", 10, 10}, {"freeeight", fe.RonSeconds, 5}, {"locke", 0, 0}, {"boss", 0, 0}} {
		if s := AnswerGame.Seconds(c.game, c.rules); s != c.got {
			t.Errorf("%s, a window of %.0f s: a human has %.0f s, want %.0f", c.game, c.rules, s, c.got)
		}
	}
	a := newTestApp(t, i18n.Ja)
	for _, c := range []struct {
		game string
		open func(*testing.T, *App) *Table
		want float64
	}{{"freeeight", ronPrompt, 5}, {"locke", objectionPrompt, 10}} {
		tb := c.open(t, a)
		rePrompt(tb)
		step(t, a, 1)
		if tb.countdownOf != c.want || tb.countdown != c.want {
			t.Errorf("%s: the clock starts at %.2f of %.0f s, want %.0f", c.game, tb.countdown, tb.countdownOf, c.want)
		}
		a.Home()
	}
}

// Answer time rule: each choice on the settings screen reaches the clock of a timed question
// in both games; "wait for me" runs none.
func TestEveryAnswerTimeReachesTheCountdown(t *testing.T) {
	a := newTestApp(t, i18n.En)
	for _, c := range []struct {
		game   string
		open   func(*testing.T, *App) *Table
		secs   [5]float64 // per button: standard, 5, 10, 30, wait
		window string
	}{
		{"freeeight", ronPrompt, [5]float64{5, 5, 10, 30, 0}, "ron"},
		{"locke", objectionPrompt, [5]float64{10, 5, 10, 30, 0}, "object"},
	} {
		tb := c.open(t, a)
		if w := tb.sess.State.Window(); w == nil || w.Kind != c.window {
			t.Fatalf("%s: the window open is %v, want %s", c.game, w, c.window)
		}
		for i, want := range c.secs {
			s := NewSettings()
			a.Push(s)
			s.place(a)
			x, y := s.answer[i].Rect.Center()
			tapAt(t, a, x, y)
			if a.Settings.Answer != AnswerTime(i) {
				t.Fatalf("the button %q chose %d", s.answer[i].Label, a.Settings.Answer)
			}
			a.Pop()
			rePrompt(tb)
			step(t, a, 61)
			switch {
			case want == 0 && tb.countdown != 0:
				t.Errorf("%s, %q: a clock runs (%.2f s left)", c.game, s.answer[i].Label, tb.countdown)
			case want > 0 && (tb.countdownOf != want || tb.countdown < want-1.05 || tb.countdown > want-0.95):
				t.Errorf("%s, %q: after a second the clock shows %.2f of %.0f s, want %.0f", c.game, s.answer[i].Label, tb.countdown, tb.countdownOf, want-1)
			}
			if len(tb.humanLegal()) == 0 {
				t.Fatalf("%s, %q: the question was answered within a second", c.game, s.answer[i].Label)
			}
		}
		a.Home()
	}
}

// Answer time rule: with "wait for me" the clock answers nothing. A human's ロン question
// stays open for ten minutes of frames; in hot-seat the panel of a human who cannot declare
// waits for them too, with no seconds shown.
func TestWaitForMeNeverTimesOut(t *testing.T) {
	const frames = 10 * 60 * 60
	a := newTestApp(t, i18n.Ja)
	a.Settings.Answer = AnswerWait
	tb := ronPrompt(t, a)
	steps := len(tb.sess.Steps)
	step(t, a, frames)
	if len(tb.sess.Steps) != steps || !tb.sess.State.View(0).(*fe.View).RonAsked || len(tb.humanLegal()) == 0 || tb.countdown != 0 {
		t.Fatalf("after %d frames: %d answers given, countdown %.2f", frames, len(tb.sess.Steps)-steps, tb.countdown)
	}
	a.Home()

	tb, viewer := hotSeatRonPanel(t, a)
	steps = len(tb.sess.Steps)
	for range frames {
		if _, ok := a.Top().(*Curtain); ok {
			t.Fatal("the device was passed on: the panel closed by itself")
		}
		step(t, a, 1)
	}
	if len(tb.sess.Steps) != steps || tb.viewer != viewer || len(tb.sess.Visits) == 0 || tb.sess.Visits[0] != viewer || tb.countdown != 0 {
		t.Fatalf("after %d frames the panel of seat %d moved on: viewer %d, visits %v, %d answers, countdown %.2f",
			frames, viewer, tb.viewer, tb.sess.Visits, len(tb.sess.Steps)-steps, tb.countdown)
	}
}

// hotSeatRonPanel is a hot-seat Free Eight table (two humans) in a ロン window that exactly one
// of them can answer, with the other at the screen on the panel that looks like the prompt.
func hotSeatRonPanel(t *testing.T, a *App) (*Table, int) {
	t.Helper()
	tb, st := hotSeatRonWindow(t, a)
	bystander := 0
	if canRon(st, 0) {
		bystander = 1
	}
	tb.sess.State, tb.sess.Last, tb.dealt, tb.viewer = st, st.View(st.Actors()[0]).(*fe.View).Discarder, true, -1
	a.Push(tb)
	for range 600 {
		if _, ok := a.Top().(*Curtain); ok {
			confirmCurtain(t, a)
			continue
		}
		step(t, a, 1)
		if len(tb.humanLegal()) > 0 { // the human who may declare is visited first
			pass, _ := engine.FindLegal(tb.sess.State, tb.viewer, "pass")
			tb.apply(tb.viewer, pass)
		}
		if tb.sess.InWindow && tb.viewer == bystander && len(tb.sess.Visits) > 0 && tb.sess.Visits[0] == bystander {
			return tb, bystander
		}
	}
	t.Fatal("the window's panel never reached the human who cannot declare")
	return nil, 0
}

// clockSpy records, at every frame drawn while the viewer is offered answers, the step count
// and the clock the board was given.
type clockSpy struct {
	Board
	tb     *Table
	asked  bool
	frames []clockFrame
}

type clockFrame struct {
	step     int
	left, of float64
}

func (b *clockSpy) Update(ctx *ui.Ctx, in *ui.Input, legal []engine.Action) engine.Action {
	b.asked = len(legal) > 0
	return b.Board.Update(ctx, in, legal)
}

func (b *clockSpy) Draw(ctx *ui.Ctx, dst *ebiten.Image) {
	if b.asked {
		b.frames = append(b.frames, clockFrame{len(b.tb.sess.Steps), ctx.Countdown, ctx.CountdownOf})
	}
	b.Board.Draw(ctx, dst)
}

// Answer time rule: the answer time gives for a human comes only after the question was on
// screen with its clock for all of its seconds, a frame drawn every tick.
func TestTimeoutAnswerComesAfterItsClockIsShown(t *testing.T) {
	setThinkAside(t, false) // the CPUs think on the ticks, frames drawn or not
	a := newTestApp(t, i18n.En)
	screen := ebiten.NewImage(shotW, shotH)
	defer screen.Deallocate()
	for _, c := range []struct {
		game   string
		open   func(*testing.T, *App) *Table
		answer AnswerTime
		secs   float64
	}{{"freeeight", ronPrompt, AnswerGame, 5}, {"locke", objectionPrompt, Answer5, 5}} {
		a.Settings.Answer = c.answer
		tb := c.open(t, a)
		timeout := tb.sess.State.Window().Timeout
		spy := &clockSpy{Board: tb.board, tb: tb}
		tb.board = spy
		rePrompt(tb)
		at := len(tb.sess.Steps)
		for tick := 0; tick < int(c.secs+1)*60 && len(tb.sess.Steps) == at; tick++ {
			step(t, a, 1)
			a.Draw(screen)
		}
		if len(tb.sess.Steps) == at || tb.sess.Steps[at].Seat != tb.viewer || tb.sess.Steps[at].Action != timeout {
			t.Fatalf("%s: after %.0f s the human's answer is %v, want %s", c.game, c.secs+1, tb.sess.Steps[at:], timeout)
		}
		shown := 0
		for _, f := range spy.frames {
			if f.step == at && f.left > 0 && f.of == c.secs {
				shown++
			}
		}
		if want := int(c.secs*60) - 1; shown < want {
			t.Errorf("%s: the question was drawn with its clock in %d frames before time answered it, want %d", c.game, shown, want)
		}
		a.Home()
	}
}

// Answer time rule: the choice is kept with the settings and read back at the next start;
// settings of earlier versions, and a value this version does not know, mean the standard.
func TestAnswerTimePersists(t *testing.T) {
	for v := AnswerGame; v <= AnswerWait; v++ {
		st := store.Dir{Path: t.TempDir()}
		a := openApp(t, st, Flags{})
		a.Settings.Answer = v
		a.saveSettings()
		a.Close()
		b := openApp(t, st, Flags{})
		if b.Settings.Answer != v {
			t.Errorf("saved %d, read back %d", v, b.Settings.Answer)
		}
	}
	for _, blob := range []string{`{"lang":"ja","speed":1}`, `{"lang":"ja","speed":1,"answer":9}`} {
		st := store.Dir{Path: t.TempDir()}
		if err := st.Save(settingsBlob, []byte(blob)); err != nil {
			t.Fatal(err)
		}
		if b := openApp(t, st, Flags{}); b.Settings.Answer != AnswerGame {
			t.Errorf("%s: read as %d, want the standard time", blob, b.Settings.Answer)
		}
	}
	var saved savedSettings
	st := store.Dir{Path: t.TempDir()}
	a := openApp(t, st, Flags{})
	a.Settings.Answer = Answer30
	a.saveSettings()
	a.Close()
	data, _, err := st.Load(settingsBlob)
	if err != nil || json.Unmarshal(data, &saved) != nil || saved.Answer != int(Answer30) {
		t.Fatalf("the blob holds %s", data)
	}
}

// The time-to-answer row of the settings screen fits its panel in both languages: every
// button's word at full size, the note on one line; the English words are all English.
func TestSettingsAnswerRowFits(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		s := NewSettings()
		a.Push(s)
		s.place(a)
		u := a.U
		for _, b := range s.answer {
			if w := ui.Measure(b.Label, ui.SizeBody*u); w > b.Rect.W-16*u {
				t.Errorf("%s: %q is %.0f px wide in a %.0f px button", lang.Code(), b.Label, w, b.Rect.W)
			}
			if b.Rect.Right() > s.layout.Right()-40*u {
				t.Errorf("%s: %q reaches past the panel's margin", lang.Code(), b.Label)
			}
		}
		note := answerNote(a)
		if w := ui.Measure(note, ui.SizeSmall*u); w > s.layout.W-80*u {
			t.Errorf("%s: the note %q is %.0f px wide, the panel holds %.0f", lang.Code(), note, w, s.layout.W-80*u)
		}
		if s.layout.Y < 0 || s.layout.Bottom() > float64(a.H) {
			t.Errorf("%s: the panel %v does not fit the %d px window", lang.Code(), s.layout, a.H)
		}
		if lang == i18n.En {
			for _, text := range append([]string{a.T("settings.answer"), note}, s.answer[0].Label, s.answer[4].Label) {
				for _, r := range text {
					if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) {
						t.Errorf("en: %q has Japanese in it", text)
						break
					}
				}
			}
		}
		shot(t, a, "settings-answer")
		a.Home()
	}
}

// onlyAnswer is a state whose viewer, in a window, has one answer only.
type onlyAnswer struct {
	engine.State
	only string
}

func (s onlyAnswer) Legal(seat int) []engine.Action {
	legal := s.State.Legal(seat)
	if seat != 0 || s.State.Window() == nil {
		return legal
	}
	for _, act := range legal {
		if act.String() == s.only {
			return []engine.Action{act}
		}
	}
	return legal
}

// Answer time rule: alone at the table, a window's only answer that is the one time would
// give (続行する for a hand that cannot ロン) answers no question and is given at once; any
// other only answer is shown as given for the player — a notice, a pause, a log line — first.
func TestAnOnlyWindowAnswerIsShownUnlessItIsTheTimeouts(t *testing.T) {
	a := newTestApp(t, i18n.En)
	a.Settings.Speed = SpeedNormal
	for _, c := range []struct {
		only  string
		shown bool
	}{{"pass", false}, {"ron", true}} {
		tb := ronPrompt(t, a)
		tb.sess.State = onlyAnswer{tb.sess.State, c.only}
		at := len(tb.sess.Steps)
		tb.noticeLeft = 0
		step(t, a, 2)
		if given := len(tb.sess.Steps) > at; given == c.shown {
			t.Fatalf("only %s: given within two ticks %v, want %v", c.only, given, !c.shown)
		}
		if !c.shown {
			a.Home()
			continue
		}
		if tb.notice != a.T("table.forced") || tb.noticeLeft <= 0 {
			t.Errorf("only %s: no notice says it is given for the player (%q)", c.only, tb.notice)
		}
		step(t, a, forcedPause)
		if len(tb.sess.Steps) == at || tb.sess.Steps[at].Action != c.only {
			t.Fatalf("only %s: answers given %v", c.only, tb.sess.Steps[at:])
		}
		if !slices.ContainsFunc(tb.log.msgs, func(m engine.Msg) bool { return m.Key == "log.forced" }) {
			t.Errorf("only %s: the log does not say it was given for the player", c.only)
		}
		a.Home()
	}
}
