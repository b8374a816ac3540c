package scenes

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"zashiki/scenes/i18n"
	"zashiki/store"
)

// readProbe reads the probe file as a scripted test does.
func readProbe(t *testing.T, path string) probeSnapshot {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var s probeSnapshot
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatalf("the probe is no JSON: %v", err)
	}
	return s
}

// The probe (-probe FILE) says what the scripted click tests need at the 超人ロック table: the
// scene, the game, whether the human may act, where each legal action is on the screen and
// what the board says of the game; it is written whole, and only when it changes.
func TestProbeShowsTheTableAndIsWrittenOnlyOnChange(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "probe.json")
	a := openApp(t, store.Dir{Path: filepath.Join(dir, "store")},
		Flags{Lang: i18n.Ja, LangSet: true, Game: "locke", Seats: "hcccccc", Seed: 1, SeedSet: true, Probe: path})
	writes := 0
	sink := a.probe.sink
	a.probe.sink = func(data []byte) { writes++; sink(data) }
	tb := a.Top().(*Table)
	// The human's prompt once the CPUs have answered the same question: then nothing moves
	// until the human acts.
	alone := func() bool { return slices.Equal(tb.sess.State.Actors(), []int{0}) && !tb.board.Busy() }
	for i := 0; i < 3000 && !(tb.yourTurn && alone() && len(readProbe(t, path).Targets) > 0); i++ {
		step(t, a, 1)
	}
	s := readProbe(t, path)
	if s.Scene != "*scenes.Table" || s.Game != "locke" || !s.YourTurn || s.ResumedSteps != -1 {
		t.Fatalf("probe %+v, want the human's turn at a fresh 超人ロック table", s)
	}
	legal := []string{"page:prev", "page:next"}
	for _, act := range tb.sess.State.Legal(0) {
		legal = append(legal, act.String())
	}
	for _, tg := range s.Targets {
		if !slices.Contains(legal, tg.Action) {
			t.Errorf("target %q is no legal action of the human (%v)", tg.Action, legal)
		}
		if tg.W <= 0 || tg.H <= 0 || tg.X < 0 || tg.Y < 0 || tg.X+tg.W > shotW || tg.Y+tg.H > shotH {
			t.Errorf("target %q at %v,%v %vx%v is not on the 1280×720 screen", tg.Action, tg.X, tg.Y, tg.W, tg.H)
		}
	}
	if s.Board["part"] == nil || s.Board["ask"] == nil || s.Board["fight"] != false {
		t.Errorf("board %v, want the part, the question and no fight", s.Board)
	}
	if s.Steps != len(tb.sess.Steps) || len(s.Own) != 0 {
		t.Errorf("steps %d own %v, want %d and none", s.Steps, s.Own, len(tb.sess.Steps))
	}
	// Nothing changes while the human thinks: nothing is written.
	before := writes
	step(t, a, 30)
	if writes != before {
		t.Errorf("%d writes in 30 idle ticks, want none", writes-before)
	}
	// The human's choice joins its own actions.
	act := tb.sess.State.Legal(0)[0]
	tb.apply(0, act)
	step(t, a, 1)
	if s := readProbe(t, path); len(s.Own) != 1 || s.Own[0] != act.String() || s.Steps != len(tb.sess.Steps) {
		t.Errorf("after %q: own %v, steps %d, want [%q] at %d", act, s.Own, s.Steps, act, len(tb.sess.Steps))
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "probe.json.tmp-*")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// The menu's rows are targets too: 続きから for a saved match, and every playable game.
func TestProbeListsTheMenusRows(t *testing.T) {
	dir := t.TempDir()
	st := store.Dir{Path: filepath.Join(dir, "store")}
	a := openApp(t, st, Flags{Lang: i18n.Ja, LangSet: true, Game: "locke", Seats: "hcccccc", Seed: 1, SeedSet: true})
	a.Close() // the new match's save is on disk
	path := filepath.Join(dir, "probe.json")
	a = openApp(t, st, Flags{Lang: i18n.Ja, LangSet: true, Probe: path})
	step(t, a, 1)
	s := readProbe(t, path)
	if s.Scene != "*scenes.Menu" || s.Game != "" {
		t.Fatalf("scene %q game %q, want the menu", s.Scene, s.Game)
	}
	var acts []string
	for _, tg := range s.Targets {
		acts = append(acts, tg.Action)
	}
	for _, want := range []string{"resume:locke", "discard:locke", "game:locke", "game:freeeight"} {
		if !slices.Contains(acts, want) {
			t.Errorf("menu targets %v lack %q", acts, want)
		}
	}
	row := menuRow(t, a, "locke")
	i := slices.Index(acts, "resume:locke")
	if tg := s.Targets[i]; tg.X != row.open.Rect.X || tg.Y != row.open.Rect.Y || !strings.Contains(tg.Label, a.T("game.locke")) {
		t.Errorf("resume target %+v, want the row at %+v", tg, row.open.Rect)
	}
	// Pressing it resumes the match, and the probe says at which step.
	tb := resumeFromMenu(t, a, "locke")
	step(t, a, 1)
	if s := readProbe(t, path); s.Scene != "*scenes.Table" || s.ResumedSteps != len(tb.sess.Steps) {
		t.Errorf("after 続きから: scene %q resumed at %d, want the table at %d", s.Scene, s.ResumedSteps, len(tb.sess.Steps))
	}
}

// The probe counts the presses the app has seen, one per press however long it is held, and
// keeps the count after the button has gone up: a test waiting for its press to be seen
// cannot miss a press the app saw for a single tick (a window losing the keyboard is told
// the button went up).
func TestProbeCountsThePresses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "probe.json")
	a := openApp(t, store.Dir{Path: t.TempDir()}, Flags{Lang: i18n.Ja, LangSet: true, Probe: path})
	for i, tick := range []struct {
		clicked, down bool
		presses       int
	}{{false, false, 0}, {true, true, 1}, {false, true, 1}, {false, false, 1}, {true, false, 2}} {
		a.In.Clicked, a.In.Down = tick.clicked, tick.down
		a.publishProbe()
		if s := readProbe(t, path); s.Presses != tick.presses || s.Down != tick.down {
			t.Errorf("tick %d: presses %d down %v, want %d and %v", i, s.Presses, s.Down, tick.presses, tick.down)
		}
	}
}

// Without -probe nothing is built or written.
func TestNoProbeWithoutTheFlag(t *testing.T) {
	a := openApp(t, store.Dir{Path: t.TempDir()}, Flags{Lang: i18n.Ja, LangSet: true})
	if a.probe.sink != nil {
		t.Fatal("a probe sink without -probe")
	}
	step(t, a, 2)
	if a.probe.last != nil {
		t.Error("a probe was built without -probe")
	}
}

// BenchmarkProbeTick is the probe's cost on a tick where nothing changed, at the 超人ロック
// table on the human's turn (it is built every tick while -probe is given, written on change).
func BenchmarkProbeTick(b *testing.B) {
	dir := b.TempDir()
	a, err := NewApp(Flags{Lang: i18n.Ja, LangSet: true, Game: "locke", Seats: "hcccccc", Seed: 1, SeedSet: true,
		Probe: filepath.Join(dir, "probe.json"), Store: store.Dir{Path: dir}})
	if err != nil {
		b.Fatal(err)
	}
	defer a.Close()
	a.Layout(shotW, shotH)
	a.Settings.Speed = SpeedInstant
	tb := a.Top().(*Table)
	for i := 0; !(tb.yourTurn && slices.Equal(tb.sess.State.Actors(), []int{0})); i++ {
		if err := a.Update(); err != nil || i > 20000 {
			b.Fatalf("no turn of the human's (%v)", err)
		}
	}
	a.publishProbe()
	b.ResetTimer()
	for range b.N {
		a.publishProbe()
	}
}
