package scenes

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/engine"
	"zashiki/save"
	"zashiki/scenes/i18n"
	"zashiki/store"
)

// openApp opens the app with flags f on the store st, as starting the program would.
func openApp(t *testing.T, st store.Store, f Flags) *App {
	t.Helper()
	f.Store = st
	a, err := NewApp(f)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(a.Close)
	a.Layout(shotW, shotH)
	a.Settings.Speed = SpeedInstant
	return a
}

// appOn opens the app in Japanese on an existing store, as a restart would.
func appOn(t *testing.T, st store.Store) *App {
	t.Helper()
	return openApp(t, st, Flags{Lang: i18n.Ja, LangSet: true})
}

// answer presses k on the scene on top (a dialog) and runs its update.
func answer(t *testing.T, a *App, k ebiten.Key) {
	t.Helper()
	a.In.PressKey(k)
	if err := a.Top().Update(a); err != nil {
		t.Fatal(err)
	}
}

// leave goes from the table back to the menu as a player does: Esc, then Yes.
func leave(t *testing.T, a *App) {
	t.Helper()
	if _, ok := a.Top().(*Table); !ok {
		t.Fatalf("leaving from %T, not a table", a.Top())
	}
	answer(t, a, ebiten.KeyEscape)
	if _, ok := a.Top().(*Confirm); !ok {
		t.Fatalf("Esc at the table opened %T, want the question", a.Top())
	}
	answer(t, a, ebiten.KeyEnter)
	if _, ok := a.Top().(*Menu); !ok {
		t.Fatalf("after leaving the top scene is %T, want the menu", a.Top())
	}
	step(t, a, 1)
}

// menuRow is the menu's resume row for game, or nil when the menu offers none.
func menuRow(t *testing.T, a *App, game string) *resumeRow {
	t.Helper()
	m, ok := a.Top().(*Menu)
	if !ok {
		t.Fatalf("top scene %T, want the menu", a.Top())
	}
	m.place(a)
	for i := range m.resumes {
		if m.resumes[i].game == game {
			return &m.resumes[i]
		}
	}
	return nil
}

// resumeFromMenu presses 続きから for game and returns the table it opens.
func resumeFromMenu(t *testing.T, a *App, game string) *Table {
	t.Helper()
	r := menuRow(t, a, game)
	if r == nil {
		t.Fatalf("the menu offers no 続きから for %s (notice %q)", game, a.notice)
	}
	if r.open.Disabled || !strings.Contains(r.open.Label, a.T("game."+game)) {
		t.Fatalf("the resume button is %+v", r.open)
	}
	if err := a.Top().(*Menu).press(a, &r.open); err != nil {
		t.Fatal(err)
	}
	tb, ok := a.Top().(*Table)
	if !ok {
		t.Fatalf("resume opened %T (notice %q)", a.Top(), a.notice)
	}
	return tb
}

// startFromSetup opens game's setup from the menu and presses Start.
func startFromSetup(t *testing.T, a *App, game string) *SetupScene {
	t.Helper()
	e, ok := Lookup(game)
	if !ok {
		t.Fatalf("no game %s", game)
	}
	sc := NewSetup(a, e)
	a.Push(sc)
	sc.place(a)
	if err := sc.press(a, &sc.start); err != nil {
		t.Fatal(err)
	}
	return sc
}

func TestQuitMidHandAndResumeRestoresTheExactPosition(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := appOn(t, st)
	tb := humanTurnTable(t, a, 3)
	a.Close() // quitting: every pending write lands

	b := appOn(t, st)
	step(t, b, 1)
	rt := resumeFromMenu(t, b, "freeeight")
	if !reflect.DeepEqual(rt.sess.Steps, tb.sess.Steps) {
		t.Fatalf("resumed %d steps, played %d", len(rt.sess.Steps), len(tb.sess.Steps))
	}
	for seat := range tb.sess.State.Seats() {
		if !reflect.DeepEqual(rt.sess.State.View(seat), tb.sess.State.View(seat)) {
			t.Errorf("seat %d sees another position after resuming", seat)
		}
	}
	if got, want := logKeys(rt.log.msgs), logKeys(tb.log.msgs); !reflect.DeepEqual(got, want) {
		t.Errorf("the resumed log differs:\n got %v\nwant %v", got, want)
	}
	step(t, b, 30)
	shot(t, b, "resumed")
}

func logKeys(ms []engine.Msg) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Key)
	}
	return out
}

// Leaving a match for the menu keeps it offered, with no restart, for as long as it goes on:
// resumed, played on and left again, the menu offers it where it now stands.
func TestLeavingForTheMenuKeepsTheMatchOffered(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := appOn(t, st)
	tb := humanTurnTable(t, a, 2)
	played := len(tb.sess.Steps)
	leave(t, a)
	r := menuRow(t, a, "freeeight")
	if r == nil {
		t.Fatal("the menu offers no 続きから after leaving the table")
	}
	if s := a.saves["freeeight"]; s.moves != played || s.game != 1 {
		t.Errorf("the menu offers game %d after %d moves; %d were played", s.game, s.moves, played)
	}
	shot(t, a, "menu-resume")

	rt := resumeFromMenu(t, a, "freeeight")
	if len(rt.sess.Steps) != played {
		t.Fatalf("resumed at %d steps, left at %d", len(rt.sess.Steps), played)
	}
	for tick := 0; tick < 20000 && len(rt.sess.Steps) == played; tick++ {
		step(t, a, 1)
		if legal := rt.humanLegal(); len(legal) > 0 {
			rt.apply(0, legal[0])
		}
	}
	if rt.sess.State.Outcome() != nil || len(rt.sess.Steps) == played {
		t.Fatal("no move was made in the game after resuming")
	}
	moved := len(rt.sess.Steps)
	leave(t, a)
	if r := menuRow(t, a, "freeeight"); r == nil {
		t.Fatal("the match is no longer offered after being resumed and left again")
	}
	if got := a.saves["freeeight"].moves; got != moved {
		t.Errorf("the menu offers the match after %d moves, left after %d", got, moved)
	}
	again := resumeFromMenu(t, a, "freeeight")
	if !reflect.DeepEqual(again.sess.Steps, rt.sess.Steps) {
		t.Errorf("the second resume has %d steps, the table was left at %d", len(again.sess.Steps), moved)
	}
}

// Each game keeps its own match: starting another game leaves it alone, in memory and on
// disk.
func TestEachGameKeepsItsOwnSavedMatch(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := appOn(t, st)
	tb := humanTurnTable(t, a, 2)
	leave(t, a)
	startFromSetup(t, a, "napoleon")
	if _, ok := a.Top().(*Table); !ok {
		t.Fatalf("starting a game without a saved match opened %T, want the table at once", a.Top())
	}
	leave(t, a)
	for _, game := range []string{"freeeight", "napoleon"} {
		if menuRow(t, a, game) == nil {
			t.Errorf("the menu offers no 続きから for %s", game)
		}
	}
	shot(t, a, "menu-two-saves")
	a.Close()

	b := appOn(t, st)
	step(t, b, 1)
	if menuRow(t, b, "napoleon") == nil {
		t.Error("after a restart the napoleon match is not offered")
	}
	rt := resumeFromMenu(t, b, "freeeight")
	if !reflect.DeepEqual(rt.sess.Steps, tb.sess.Steps) {
		t.Errorf("the Free Eight match came back with %d steps, it had %d", len(rt.sess.Steps), len(tb.sess.Steps))
	}
}

// Starting a new match of a game with a saved match asks first; No keeps the saved match,
// Yes replaces it.
func TestStartingAGameWithASavedMatchAsks(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := appOn(t, st)
	humanTurnTable(t, a, 2)
	leave(t, a)
	kept := a.saves["freeeight"].data

	sc := startFromSetup(t, a, "freeeight")
	c, ok := a.Top().(*Confirm)
	if !ok {
		t.Fatalf("Start with a saved match opened %T, want a question", a.Top())
	}
	if want := "保存された対局があります。新しく始めると上書きされます"; !strings.Contains(c.question, want) {
		t.Errorf("the question reads %q", c.question)
	}
	shot(t, a, "replace-question")
	answer(t, a, ebiten.KeyEscape)
	if a.Top() != Scene(sc) {
		t.Fatalf("No left %T on top, want the setup", a.Top())
	}
	if got := a.saves["freeeight"]; got == nil || string(got.data) != string(kept) {
		t.Fatal("answering No changed the saved match")
	}

	sc.press(a, &sc.start)
	answer(t, a, ebiten.KeyEnter)
	tb, ok := a.Top().(*Table)
	if !ok {
		t.Fatalf("Yes opened %T, want the table", a.Top())
	}
	if got := a.saves["freeeight"]; got == nil || got.moves != len(tb.sess.Steps) || string(got.data) == string(kept) {
		t.Error("the new match did not replace the saved one")
	}
}

// -game straight to a table asks too when that game has a saved match.
func TestCommandLineGameAsksBeforeReplacing(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := appOn(t, st)
	humanTurnTable(t, a, 1)
	a.Close()
	b := openApp(t, st, Flags{Lang: i18n.Ja, LangSet: true, Game: "freeeight"})
	if _, ok := b.Top().(*Confirm); !ok {
		t.Fatalf("-game with a saved match opened %T, want a question", b.Top())
	}
	answer(t, b, ebiten.KeyEscape)
	if menuRow(t, b, "freeeight") == nil {
		t.Error("after No the menu does not offer the saved match")
	}
}

// Discarding asks; Yes removes the match from the menu and from the store.
func TestDiscardAsksAndRemovesTheSavedMatch(t *testing.T) {
	dir := t.TempDir()
	st := store.Dir{Path: dir}
	a := appOn(t, st)
	humanTurnTable(t, a, 1)
	leave(t, a)
	m := a.Top().(*Menu)
	r := menuRow(t, a, "freeeight")
	if err := m.press(a, &r.discard); err != nil {
		t.Fatal(err)
	}
	if _, ok := a.Top().(*Confirm); !ok {
		t.Fatalf("discard opened %T, want a question", a.Top())
	}
	shot(t, a, "discard-question")
	answer(t, a, ebiten.KeyEscape)
	if menuRow(t, a, "freeeight") == nil {
		t.Fatal("No discarded the match")
	}
	r = menuRow(t, a, "freeeight")
	if err := m.press(a, &r.discard); err != nil {
		t.Fatal(err)
	}
	answer(t, a, ebiten.KeyEnter)
	if menuRow(t, a, "freeeight") != nil {
		t.Fatal("the discarded match is still offered")
	}
	a.Close()
	if _, err := os.Stat(filepath.Join(dir, matchBlob("freeeight"))); !os.IsNotExist(err) {
		t.Errorf("the discarded match is still in the store (%v)", err)
	}
	b := appOn(t, st)
	if len(b.saves) != 0 {
		t.Errorf("after a restart the app offers %d matches", len(b.saves))
	}
}

// The single save of earlier versions (match.json, default names as Japanese text) is still
// offered, moved to its game's place, and its default names follow the language.
func TestOldSingleSaveIsOfferedAndMoved(t *testing.T) {
	dir := t.TempDir()
	st := store.Dir{Path: dir}
	a := appOn(t, st)
	tb := humanTurnTable(t, a, 2)
	a.Close()
	data, _, err := st.Load(matchBlob("freeeight"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := save.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	old := l.File
	for i := range old.Seats {
		old.Seats[i].Name = []string{"あなた", "さくら", "けんじ", "ゆき"}[i]
	}
	data, _ = save.Encode(old)
	if err := os.WriteFile(filepath.Join(dir, legacyMatchBlob), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := st.Delete(matchBlob("freeeight")); err != nil {
		t.Fatal(err)
	}

	b := openApp(t, st, Flags{Lang: i18n.En, LangSet: true})
	step(t, b, 1)
	rt := resumeFromMenu(t, b, "freeeight")
	if !reflect.DeepEqual(rt.sess.Steps, tb.sess.Steps) {
		t.Errorf("the old save resumed at %d steps, it had %d", len(rt.sess.Steps), len(tb.sess.Steps))
	}
	if got, want := rt.setup.Names(), []string{"You", "Sakura", "Kenji", "Yuki"}; !reflect.DeepEqual(got, want) {
		t.Errorf("an old save's default names read %q in English, want %q", got, want)
	}
	b.Close()
	if _, err := os.Stat(filepath.Join(dir, legacyMatchBlob)); !os.IsNotExist(err) {
		t.Errorf("the old save is still in its old place (%v)", err)
	}
	if _, ok, _ := st.Load(matchBlob("freeeight")); !ok {
		t.Error("the old save was not moved to its game's place")
	}
	c := appOn(t, st)
	if c.saves["freeeight"] == nil {
		t.Errorf("after the move a restart offers no match (notice %q)", c.notice)
	}
}

func TestBadSaveIsSetAsideAndExplained(t *testing.T) {
	for _, name := range []string{matchBlob("freeeight"), legacyMatchBlob} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, name), []byte(`{"version":1,"game":"freeeight","seats":[`), 0o644); err != nil {
				t.Fatal(err)
			}
			a := appOn(t, store.Dir{Path: dir})
			if len(a.saves) != 0 {
				t.Fatal("a truncated save was offered for resuming")
			}
			if !strings.Contains(a.notice, "保存データを読み込めませんでした") {
				t.Errorf("notice %q does not explain", a.notice)
			}
			kept, _ := filepath.Glob(filepath.Join(dir, name+".bad-*"))
			if len(kept) != 1 {
				t.Errorf("the bad save was not kept aside: %v", kept)
			}
			step(t, a, 1)
			if name == legacyMatchBlob {
				shot(t, a, "badsave")
			}
		})
	}
}

func TestSettingsPersist(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := openApp(t, st, Flags{})
	a.Settings.Lang, a.langChosen, a.Settings.Speed = i18n.En, true, SpeedSlow
	a.saveSettings()
	a.Close()
	b, err := NewApp(Flags{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	if b.Settings.Lang != i18n.En || b.Settings.Speed != SpeedSlow {
		t.Errorf("settings after restart: %+v", b.Settings)
	}
}

// After a game of a longer match ends, the save holds it as a result and resuming deals the
// next game.
func TestFinishedGameIsSavedAsAResult(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := appOn(t, st)
	tb, err := NewTable(a, freeEightSetup(a, "hccc", 5))
	if err != nil {
		t.Fatal(err)
	}
	a.Push(tb)
	for tick := 0; tick < 100000; tick++ {
		if _, ok := a.Top().(*Results); ok {
			break
		}
		step(t, a, 1)
		if legal := tb.humanLegal(); len(legal) > 0 {
			tb.apply(0, legal[0])
		}
	}
	if _, ok := a.Top().(*Results); !ok {
		t.Fatal("the game did not end")
	}
	a.Close()
	b := appOn(t, st)
	data, ok, err := st.Load(matchBlob("freeeight"))
	if !ok || err != nil || b.saves["freeeight"] == nil {
		t.Fatalf("no resume after the first game of five (notice %q, %v)", b.notice, err)
	}
	l, err := save.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.File.Results) != 1 || len(l.File.Steps) != 0 {
		t.Errorf("the save holds %d results and %d steps; want the finished game and a fresh deal", len(l.File.Results), len(l.File.Steps))
	}
}
