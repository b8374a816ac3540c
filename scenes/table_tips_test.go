package scenes

import (
	"slices"
	"testing"

	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// A board's hover tips are asked for as the table updates, on top only: under the score table
// (or the results) the last ones asked stood drawn, for another window size and language, over
// the log beside the dialog. They are drawn while the table is on top, and not under a scene.
func TestTableTipsNotDrawnUnderAScene(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	tb := tableFor(t, a, "locke", "hcccccc", 11)
	a.Push(tb)
	step(t, a, 2)
	const text = "a tip asked for on the table"
	tipped := func() bool {
		tr := dryTrace(a, a.W, a.H)
		return slices.ContainsFunc(tr.Texts, func(tx ui.TracedText) bool { return tx.S == text })
	}
	tb.addTip(ui.Rect{X: 600, Y: 300, W: 60, H: 80}, text)
	if !tipped() {
		t.Fatal("the tip is not drawn on the table")
	}
	a.Push(NewHistory(tb))
	if tipped() {
		t.Error("the table's last tip is drawn under the score table")
	}
}
