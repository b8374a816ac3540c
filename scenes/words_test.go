package scenes

import (
	"strings"
	"testing"

	"zashiki/scenes/i18n"
	"zashiki/store"
)

// TestMenuResumeCountsMovesInWords: the menu offers a match saved before its first move as
// "before the first move", never "after 0 moves", and counts one move as "1 move".
func TestMenuResumeCountsMovesInWords(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := openApp(t, st, Flags{Lang: i18n.En, LangSet: true})
	humanTurnTable(t, a, 2)
	leave(t, a)
	s := a.saves["freeeight"]
	if s == nil {
		t.Fatal("no saved match after leaving the table")
	}
	for moves, want := range map[int]string{0: "(before the first move)", 1: "(after 1 move)", 2: "(after 2 moves)"} {
		s.moves = moves
		r := menuRow(t, a, "freeeight")
		if r == nil {
			t.Fatal("the menu offers no match to resume")
		}
		if !strings.HasSuffix(r.open.Label, want) || strings.Contains(r.open.Label, "%!") {
			t.Errorf("%d moves: the menu says %q, want it to end %q", moves, r.open.Label, want)
		}
	}
}
