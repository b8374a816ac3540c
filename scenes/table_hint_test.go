package scenes

import (
	"strings"
	"testing"

	"zashiki/scenes/i18n"
)

// TestHintNamesTheStrongBotsMove: on the player's turn the hint thinks in slices, like a CPU,
// then names a move the player may make, worded as the log words it; in hot-seat the button
// is off unless setup enabled hints.
func TestHintNamesTheStrongBotsMove(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := tableFor(t, a, "freeeight", "hccc", 4)
		a.Push(tb)
		for i := 0; len(tb.humanLegal()) == 0; i++ {
			if i > 2000 {
				t.Fatal("the player's turn never came")
			}
			step(t, a, 1)
		}
		if !tb.hintsOn() {
			t.Fatal("a lone player has no hint button")
		}
		tb.startHint(a)
		ticks := 0
		for ; tb.hinting != nil; ticks++ {
			if ticks > 2000 {
				t.Fatal("the hint never came")
			}
			if err := a.Update(); err != nil {
				t.Fatal(err)
			}
		}
		prefix := strings.SplitN(a.T("table.hint.move", ""), "%", 2)[0]
		if !strings.HasPrefix(tb.notice, prefix) || len(tb.notice) <= len(prefix) {
			t.Fatalf("after the hint the notice reads %q, want %q and a move", tb.notice, prefix)
		}
		if ticks < 2 {
			t.Errorf("the hint was made in %d tick: not in slices", ticks)
		}
		t.Logf("%s after %d ticks", tb.notice, ticks)
	}
	a := newTestApp(t, i18n.Ja)
	hot := tableFor(t, a, "freeeight", "hhcc", 4)
	if hot.hintsOn() {
		t.Error("hot-seat offers hints without setup enabling them")
	}
	hot.setup.Hints = true
	if !hot.hintsOn() {
		t.Error("hot-seat with hints enabled offers none")
	}
}
