package scenes

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"zashiki/rules/engine"
	"zashiki/scenes/i18n"
	"zashiki/store"
)

// appOn opens the app on an existing store, as a restart would.
func appOn(t *testing.T, st store.Store) *App {
	t.Helper()
	a, err := NewApp(Flags{Lang: i18n.Ja, LangSet: true, Store: st})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(a.Close)
	a.Layout(shotW, shotH)
	a.Settings.Speed = SpeedInstant
	return a
}

func TestQuitMidHandAndResumeRestoresTheExactPosition(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := appOn(t, st)
	tb := humanTurnTable(t, a, 3)
	a.Close() // quitting: every pending write lands

	b := appOn(t, st)
	if b.resume == nil {
		t.Fatal("no 続きから after restarting mid-hand")
	}
	step(t, b, 1)
	if _, ok := b.Top().(*Menu); !ok {
		t.Fatalf("top scene %T, want the menu", b.Top())
	}
	m := b.Top().(*Menu)
	m.place(b)
	if m.resume.Disabled || !strings.Contains(m.resume.Label, "続きから") {
		t.Fatalf("the menu offers no resume button: %+v", m.resume)
	}
	if err := m.press(b, &m.resume); err != nil {
		t.Fatal(err)
	}
	rt, ok := b.Top().(*Table)
	if !ok {
		t.Fatalf("resume opened %T", b.Top())
	}
	if !reflect.DeepEqual(rt.steps, tb.steps) {
		t.Fatalf("resumed %d steps, played %d", len(rt.steps), len(tb.steps))
	}
	for seat := range tb.state.Seats() {
		if !reflect.DeepEqual(rt.state.View(seat), tb.state.View(seat)) {
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

func TestBadSaveIsSetAsideAndExplained(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, matchBlob), []byte(`{"version":1,"game":"freeeight","seats":[`), 0o644); err != nil {
		t.Fatal(err)
	}
	a := appOn(t, store.Dir{Path: dir})
	if a.resume != nil {
		t.Fatal("a truncated save was offered for resuming")
	}
	if !strings.Contains(a.notice, "保存データを読み込めませんでした") {
		t.Errorf("notice %q does not explain", a.notice)
	}
	kept, _ := filepath.Glob(filepath.Join(dir, matchBlob+".bad-*"))
	if len(kept) != 1 {
		t.Errorf("the bad save was not kept aside: %v", kept)
	}
	step(t, a, 1)
	shot(t, a, "badsave")
}

func TestSettingsPersist(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a, err := NewApp(Flags{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(a.Close)
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
	if b.resume == nil {
		t.Fatalf("no resume after the first game of five (notice %q)", b.notice)
	}
	if r := b.resume; len(r.File.Results) != 1 || len(r.File.Steps) != 0 {
		t.Errorf("the save holds %d results and %d steps; want the finished game and a fresh deal", len(r.File.Results), len(r.File.Steps))
	}
}
