package scenes

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/engine"
	"zashiki/save"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
	"zashiki/scenes/ui/uitest"
	"zashiki/store"
)

// flakyStore is a store whose writes fail while fail is set, as a full disk's do.
type flakyStore struct {
	store.Store
	fail atomic.Bool
}

func (s *flakyStore) Save(name string, data []byte) error {
	if s.fail.Load() {
		return &os.PathError{Op: "write", Path: name, Err: syscall.ENOSPC}
	}
	return s.Store.Save(name, data)
}

func (s *flakyStore) Delete(name string) error {
	if s.fail.Load() {
		return &os.PathError{Op: "remove", Path: name, Err: syscall.ENOSPC}
	}
	return s.Store.Delete(name)
}

// moveOn plays on until n more steps are taken, the human at seat 0 playing its first
// legal move when it is its turn.
func moveOn(t *testing.T, a *App, tb *Table, n int) {
	t.Helper()
	want := len(tb.sess.Steps) + n
	for tick := 0; tick < 20000 && len(tb.sess.Steps) < want; tick++ {
		if tb.sess.State.Outcome() != nil {
			t.Fatal("the game ended")
		}
		step(t, a, 1)
		if legal := tb.humanLegal(); len(legal) > 0 {
			tb.apply(0, legal[0])
		}
	}
	if len(tb.sess.Steps) < want {
		t.Fatalf("no step taken in 20000 ticks (top %T)", a.Top())
	}
}

// savedSteps is the number of steps of game's match in the store, as a restart would read it.
func savedSteps(t *testing.T, st store.Store, game string) int {
	t.Helper()
	data, ok, err := st.Load(matchBlob(game))
	if err != nil || !ok {
		t.Fatalf("no saved match of %s: %v", game, err)
	}
	l, err := save.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return len(l.File.Steps)
}

// bannerText is what the save banner says now ("" when it is not shown), on the table or
// the menu, its lines joined.
func bannerText(a *App, table bool) string {
	_, lines := a.banner.place(a, table)
	return strings.Join(lines, "")
}

// bannerSays reports whether the banner says want, wrapped anywhere (a line break takes the
// space it falls on).
func bannerSays(a *App, table bool, want string) bool {
	squash := func(s string) string { return strings.ReplaceAll(s, " ", "") }
	return strings.Contains(squash(bannerText(a, table)), squash(want))
}

// TestSettingsAreWrittenBackAfterTheFirstFrame: the settings read at start are written back
// (so a store that cannot be written is found before a match is played on it), but at the
// first tick after the first frame, which does not wait for the encoding; an app closed before
// that writes them on closing.
func TestSettingsAreWrittenBackAfterTheFirstFrame(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := openApp(t, st, Flags{})
	step(t, a, 2)
	a.writes.sync()
	if _, ok, _ := st.Load(settingsBlob); ok {
		t.Fatal("the settings were written before the first frame")
	}
	uitest.Snapshot(shotW, shotH, a.Draw)
	step(t, a, 1)
	a.writes.sync()
	if _, ok, err := st.Load(settingsBlob); !ok || err != nil {
		t.Fatalf("the settings were not written back after the first frame: %v", err)
	}

	st = store.Dir{Path: t.TempDir()}
	b := openApp(t, st, Flags{})
	b.Close()
	if _, ok, err := st.Load(settingsBlob); !ok || err != nil {
		t.Fatalf("an app closed before its first frame did not write its settings: %v", err)
	}
}

// TestFailedSaveIsShownAndRetried: writes that fail mid-game (a full disk) are said on the
// table at once and stay said; the menu says the same, and so does the next start. Once
// writes succeed again, the next move saves every move made since, and the banner goes.
func TestFailedSaveIsShownAndRetried(t *testing.T) {
	for _, lang := range langs {
		t.Run(lang.Code(), func(t *testing.T) {
			st := &flakyStore{Store: store.Dir{Path: t.TempDir()}}
			a := openApp(t, st, Flags{Lang: lang, LangSet: true})
			tb := humanTurnTable(t, a, 2)
			a.writes.sync()
			before := savedSteps(t, st, "freeeight")
			if bannerText(a, true) != "" {
				t.Fatal("a banner while every write lands")
			}

			st.fail.Store(true)
			moveOn(t, a, tb, 3)
			a.writes.sync()
			want := a.T("save.failed", a.T("save.why.full"))
			if !bannerSays(a, true, want) {
				t.Fatalf("after failed writes the table says %q, want %q", bannerText(a, true), want)
			}
			if a.banner.copy.Rect.W == 0 {
				t.Error("the table offers no copy elsewhere")
			}
			step(t, a, 1)
			shot(t, a, "save-failed-table")
			if got := savedSteps(t, st, "freeeight"); got != before {
				t.Fatalf("the failing store changed: %d steps, had %d", got, before)
			}
			leave(t, a)
			if !bannerSays(a, false, want) {
				t.Errorf("the menu says %q, want %q", bannerText(a, false), want)
			}
			shot(t, a, "save-failed-menu")

			// The next start on the same failing store says it on the menu, before any game:
			// the settings are written back after the first frame.
			b := openApp(t, st, Flags{Lang: lang, LangSet: true})
			uitest.Snapshot(shotW, shotH, b.Draw)
			step(t, b, 1)
			b.writes.sync()
			step(t, b, 1)
			if !bannerSays(b, false, want) {
				t.Errorf("the next start says %q, want %q", bannerText(b, false), want)
			}
			b.Close()

			st.fail.Store(false)
			step(t, a, 1)
			rt := resumeFromMenu(t, a, "freeeight")
			moveOn(t, a, rt, 1)
			a.writes.sync()
			if got := bannerText(a, true); got != "" {
				t.Errorf("the banner stays after a write landed: %q", got)
			}
			if got := savedSteps(t, st, "freeeight"); got != len(rt.sess.Steps) || got <= before+3 {
				t.Errorf("the store holds %d steps after writes work again; the table has %d (%d before the failure)", got, len(rt.sess.Steps), before)
			}
		})
	}
}

// TestSaveFailsWhereAFolderIsInTheWay: on a real file system, a folder where the match's
// file goes makes every write fail; the banner says so, the copy button keeps the match in a
// spare place at every move, and once the folder is gone the next move saves it all.
func TestSaveFailsWhereAFolderIsInTheWay(t *testing.T) {
	dir, spare := t.TempDir(), t.TempDir()
	was := copyDirs
	copyDirs = func() []store.Dir { return []store.Dir{{Path: filepath.Join(spare, "missing", "\x00")}, {Path: spare}} }
	t.Cleanup(func() { copyDirs = was })
	st := store.Dir{Path: dir}
	a := openApp(t, st, Flags{Lang: i18n.En, LangSet: true})
	tb := humanTurnTable(t, a, 1)
	a.writes.sync()
	path := filepath.Join(dir, matchBlob("freeeight"))
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(path, "inside"), 0o755); err != nil {
		t.Fatal(err)
	}
	moveOn(t, a, tb, 1)
	a.writes.sync()
	if want := "Not saved: a folder is in the way"; !bannerSays(a, true, want) {
		t.Fatalf("the banner says %q, want %q", bannerText(a, true), want)
	}
	// The player asks for a copy: it is made at once and kept up at every move.
	a.In.Clicked, a.In.X, a.In.Y = true, a.banner.copy.Rect.X+5, a.banner.copy.Rect.Y+5
	if !a.banner.update(a) {
		t.Fatal("the copy button did not take the click")
	}
	a.In = ui.Input{}
	moveOn(t, a, tb, 1)
	a.writes.sync()
	copied := filepath.Join(spare, "zashiki-"+matchBlob("freeeight"))
	if !bannerSays(a, true, copied) {
		t.Errorf("the banner does not say where the copy is: %q", bannerText(a, true))
	}
	step(t, a, 1)
	shot(t, a, "save-copied-table")
	data, err := os.ReadFile(copied)
	if err != nil {
		t.Fatal(err)
	}
	l, err := save.Decode(data)
	if err != nil || len(l.File.Steps) != len(tb.sess.Steps) {
		t.Fatalf("the copy holds %v steps (%v); the table has %d", len(l.File.Steps), err, len(tb.sess.Steps))
	}

	if err := os.RemoveAll(path); err != nil {
		t.Fatal(err)
	}
	moveOn(t, a, tb, 1)
	a.writes.sync()
	if got := bannerText(a, true); got != "" {
		t.Errorf("the banner stays after the folder went: %q", got)
	}
	if got := savedSteps(t, st, "freeeight"); got != len(tb.sess.Steps) {
		t.Errorf("the store holds %d steps, the table %d", got, len(tb.sess.Steps))
	}
}

// TestEndingMoveIsSavedAtOnce: the step that ends a game is saved with the rest as it is
// taken, not after the final pause, so a run stopped in the pause keeps it (seed 77, all
// CPUs: the game ends at step 56), and resuming shows the end and records the game.
func TestEndingMoveIsSavedAtOnce(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := appOn(t, st)
	a.Settings.Speed = SpeedNormal
	tb, err := NewTable(a, freeEightSetup(a, "cccc", 77))
	if err != nil {
		t.Fatal(err)
	}
	a.Push(tb)
	for tick := 0; tick < 100000 && tb.sess.State.Outcome() == nil; tick++ {
		step(t, a, 1)
	}
	if tb.sess.State.Outcome() == nil || tb.sess.Recorded {
		t.Fatalf("the game did not end (or was recorded at once): outcome %v", tb.sess.State.Outcome())
	}
	a.writes.sync()
	if got := savedSteps(t, st, "freeeight"); got != len(tb.sess.Steps) {
		t.Fatalf("in the final pause the save holds %d steps; the game ended at step %d", got, len(tb.sess.Steps))
	}
	a.Close() // the run is stopped in the pause

	b := appOn(t, st)
	b.Settings.Speed = SpeedInstant
	step(t, b, 1)
	rt := resumeFromMenu(t, b, "freeeight")
	for tick := 0; tick < 2000; tick++ {
		if _, ok := b.Top().(*Results); ok {
			break
		}
		step(t, b, 1)
	}
	if _, ok := b.Top().(*Results); !ok || !rt.sess.Recorded {
		t.Fatalf("the resumed ended game shows %T, recorded %v", b.Top(), rt.sess.Recorded)
	}
	if n := len(b.replays.Games); n != 1 {
		t.Errorf("the resumed ended game was kept %d times for replay, want once", n)
	}
}

// TestStaleTemporaryFilesGoAtStart: what a run killed mid-write left is removed at the next
// start.
func TestStaleTemporaryFilesGoAtStart(t *testing.T) {
	dir := t.TempDir()
	left := filepath.Join(dir, matchBlob("freeeight")+".tmp-4242")
	if err := os.WriteFile(left, []byte(`{"version":`), 0o644); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(left, old, old); err != nil {
		t.Fatal(err)
	}
	appOn(t, store.Dir{Path: dir})
	if _, err := os.Stat(left); !os.IsNotExist(err) {
		t.Errorf("the unfinished write is still there (%v)", err)
	}
}

// writeBlob puts data in dir under name, as an earlier run (or a broken disk) left it.
func writeBlob(t *testing.T, dir, name, data string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestMenuNoticeShowsEveryBadSaveWhole: two saves that cannot be read are both explained,
// every word of each, in a notice over the menu that fits the screen and closes.
func TestMenuNoticeShowsEveryBadSaveWhole(t *testing.T) {
	for _, lang := range langs {
		t.Run(lang.Code(), func(t *testing.T) {
			dir := t.TempDir()
			writeBlob(t, dir, matchBlob("freeeight"), `{"version":1,"game":"freeeight","seats":[`)
			writeBlob(t, dir, matchBlob("napoleon"), `{"version":3,"game":"napoleon","seats":[{"name":"`+strings.Repeat("x", 2048)+`"}]}`)
			a := openApp(t, store.Dir{Path: dir}, Flags{Lang: lang, LangSet: true})
			notice := a.notice
			if n := strings.Count(notice, "\n") + 1; n != 2 {
				t.Fatalf("%d explanations for two bad saves: %q", n, notice)
			}
			step(t, a, 1)
			n, ok := a.Top().(*Notice)
			if !ok {
				t.Fatalf("the menu shows %T, want the notice", a.Top())
			}
			p, size, lines := n.layout(a)
			shown := strings.Join(lines, "")
			for _, para := range strings.Split(notice, "\n") {
				if !strings.Contains(strings.ReplaceAll(shown, " ", ""), strings.ReplaceAll(para, " ", "")) {
					t.Errorf("the notice leaves out part of %q", para)
				}
			}
			n.place(a)
			if bottom := p.Y + 76*a.U + float64(len(lines))*ui.LineHeight(size); bottom > n.close.Rect.Y || p.Y < 0 || p.Bottom() > float64(a.H) {
				t.Errorf("the notice's lines end at %.0f, under its button at %.0f, or the panel %+v leaves the screen", bottom, n.close.Rect.Y, p)
			}
			shot(t, a, "menu-notice")
			answer(t, a, ebiten.KeyA) // a key that does not close it
			if _, ok := a.Top().(*Notice); !ok {
				t.Fatal("the notice closed by itself")
			}
			answer(t, a, ebiten.KeyEnter)
			if _, ok := a.Top().(*Menu); !ok {
				t.Fatalf("Enter on the notice left %T on top", a.Top())
			}
		})
	}
}

// TestBadSettingsAreCalledSettings: a settings file that cannot be read is explained as the
// settings, not as a saved game, and kept aside.
func TestBadSettingsAreCalledSettings(t *testing.T) {
	for _, c := range []struct {
		lang      i18n.Lang
		want, not string
	}{{i18n.Ja, "設定を読み込めませんでした", "保存データ"}, {i18n.En, "The settings could not be loaded", "saved game"}} {
		dir := t.TempDir()
		writeBlob(t, dir, settingsBlob, `{"lang":`)
		a := openApp(t, store.Dir{Path: dir}, Flags{Lang: c.lang, LangSet: true})
		if !strings.Contains(a.notice, c.want) || strings.Contains(a.notice, c.not) {
			t.Errorf("%s: a bad settings file is explained as %q", c.lang.Code(), a.notice)
		}
		if kept, _ := filepath.Glob(filepath.Join(dir, settingsBlob+".bad-*")); len(kept) != 1 {
			t.Errorf("the bad settings were not kept aside: %v", kept)
		}
	}
}

// TestOversizedSavesAreRefusedAtStart: a save whose seat name is 2,048 characters (it once
// crashed the table) or that holds a folder in the file's place is explained, kept aside,
// and not offered; a remembered name that long is refused with the settings.
func TestOversizedSavesAreRefusedAtStart(t *testing.T) {
	dir := t.TempDir()
	a := appOn(t, store.Dir{Path: dir})
	humanTurnTable(t, a, 1)
	a.Close()
	data, _, _ := store.Dir{Path: dir}.Load(matchBlob("freeeight"))
	l, err := save.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	l.File.Seats[1].Name = strings.Repeat("長", 2048)
	data, _ = save.Encode(l.File)
	writeBlob(t, dir, matchBlob("freeeight"), string(data))
	if err := os.Mkdir(filepath.Join(dir, matchBlob("boss")), 0o755); err != nil {
		t.Fatal(err)
	}
	writeBlob(t, dir, settingsBlob, fmt.Sprintf(`{"lang":"ja","names":[%q]}`, strings.Repeat("x", 2048)))

	b := appOn(t, store.Dir{Path: dir})
	if len(b.saves) != 0 {
		t.Errorf("%d saves offered", len(b.saves))
	}
	if n := strings.Count(b.notice, "\n") + 1; n != 3 || !strings.Contains(b.notice, "2048") {
		t.Errorf("the notice explains %d of 3 (and says the name's length?): %q", n, b.notice)
	}
	for _, name := range []string{matchBlob("freeeight"), matchBlob("boss"), settingsBlob} {
		if kept, _ := filepath.Glob(filepath.Join(dir, name+".bad-*")); len(kept) != 1 {
			t.Errorf("%s was not kept aside: %v", name, kept)
		}
	}
	step(t, b, 2)
	shot(t, b, "oversized-notice")
}

// TestSeatsFlagCountsCharacters: -seats counts letters, not bytes, and names a letter that is
// neither h nor c.
func TestSeatsFlagCountsCharacters(t *testing.T) {
	a := newTestApp(t, i18n.En)
	for _, c := range []struct{ game, seats, want string }{
		{"napoleon", "hccé", `'é' is not h (human) or c (CPU)`}, // once "has 5" (bytes)
		{"freeeight", "hcccccé", `'é' is not h`},                // once "has 8"
		{"freeeight", "hcc→", `'→' is not h`},
		{"freeeight", "hccccccc", "has 8"},
		{"freeeight", "h", "has 1"},
	} {
		_, err := SetupFromFlags(a, Flags{Game: c.game, Seats: c.seats})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s -seats %q: %v, want %q", c.game, c.seats, err, c.want)
		}
	}
	s, err := SetupFromFlags(a, Flags{Game: "freeeight", Seats: "hCcH"})
	if err != nil || len(s.Seats) != 4 || !s.Seats[3].Human || s.Seats[1].Human {
		t.Errorf("-seats hCcH: %+v, %v", s.Seats, err)
	}
	if _, err := SetupFromFlags(a, Flags{Game: "freeeight", Seats: "hcccé", Autoplay: true}); err == nil {
		t.Error("-autoplay -seats hcccé: accepted")
	}
	s, err = SetupFromFlags(a, Flags{Game: "freeeight", Seats: "hcc", Autoplay: true})
	if err != nil || len(s.Seats) != 3 || s.Humans() != 0 {
		t.Errorf("-autoplay -seats hcc: %d seats, %d humans, %v; want three CPUs", len(s.Seats), s.Humans(), err)
	}
}

// FuzzResumeTable: a save, whatever its bytes, is either refused at start with a word on the
// menu, or offered and resumed onto a real table that plays and draws. The seeds are the
// widest names setup allows, a game that has just ended, a 超人ロック table of seven, and
// names over the limit; `make fuzz` fuzzes the loader itself (save.FuzzResume).
func FuzzResumeTable(f *testing.F) {
	wide := []save.Seat{{Name: strings.Repeat("Ｗ", save.MaxName), Human: true},
		{Name: strings.Repeat("W", save.MaxName), Bot: "random"}, {Name: strings.Repeat("長", save.MaxName), Bot: "heuristic"}}
	add := func(file save.File) {
		data, err := save.Encode(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	add(save.File{Game: "freeeight", Seats: wide, Seed: 3, Games: 3})
	ended := save.File{Game: "freeeight", Seats: wide, Seed: 4, Games: 1}
	l, err := save.Decode(must(save.Encode(ended)))
	if err != nil {
		f.Fatal(err)
	}
	for st := l.State; st.Outcome() == nil; {
		seat := st.Actors()[0]
		act := st.Legal(seat)[0]
		if _, err := st.Apply(seat, act); err != nil {
			f.Fatal(err)
		}
		ended.Steps = append(ended.Steps, engine.Step{Seat: seat, Action: act.String()})
	}
	add(ended)
	locke := save.File{Game: "locke", Seats: []save.Seat{{Human: true}}, Seed: 5, Games: 1}
	for range 6 {
		locke.Seats = append(locke.Seats, save.Seat{Bot: "heuristic"})
	}
	add(locke)
	long := save.File{Game: "freeeight", Seats: slices.Clone(wide), Seed: 3, Games: 3}
	long.Seats[1].Name = strings.Repeat("x", 2048)
	add(long)
	f.Fuzz(func(t *testing.T, data []byte) {
		var head struct{ Game string }
		json.Unmarshal(data, &head) // unreadable: it goes where Free Eight's save goes
		game := "freeeight"
		if e, ok := Lookup(head.Game); ok && e.Rules != nil {
			game = e.ID
		}
		dir := t.TempDir()
		writeBlob(t, dir, matchBlob(game), string(data))
		a := openApp(t, store.Dir{Path: dir}, Flags{Lang: i18n.En, LangSet: true})
		if a.saves[game] == nil {
			if _, err := save.Decode(data); err == nil || a.notice == "" {
				t.Fatalf("the save was not offered (loads: %v), and the menu says %q", err, a.notice)
			}
			return
		}
		step(t, a, 1)
		tb := resumeFromMenu(t, a, game)
		step(t, a, 5)
		uitest.Snapshot(shotW, shotH, a.Draw)
		for i, s := range tb.setup.Seats {
			if n := utf8.RuneCountInString(s.Name); n > save.MaxName {
				t.Errorf("seat %d sits with a name of %d characters", i+1, n)
			}
		}
	})
}

func must(data []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return data
}
