package scenes

import (
	"testing"

	fetable "zashiki/scenes/freeeight"
	"zashiki/scenes/ui"
	"zashiki/scenes/ui/uitest"
)

// Issue 27: at 960×540 the 手番 badge was drawn at the floor, 11 px, whose Japanese glyphs
// are 10 px tall; it stands a pixel above the floor at both sizes.
func TestFreeEightTurnBadgeStandsAboveTheFloor(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := humanTurnTable(t, a, 2)
		board := tb.board.(*fetable.Board)
		check := func(size string) {
			floor := ui.MinSize(tb.ctx.U)
			if got := board.SmallestBadge(); got < floor+1 || got > 100 {
				t.Errorf("%s %s: the 手番 badge's text is %.1f px, want %.0f", lang.Code(), size, got, floor+1)
			}
		}
		shot(t, a, "freeeight-fix-turn")
		check("1280×720")
		a.Layout(960, 540)
		tb.refreshCtx(a)
		for range 60 { // the board alone: the hand settles into the small window's layout
			tb.board.Update(&tb.ctx, &ui.Input{}, nil)
		}
		uitest.Save(t, "freeeight-fix-turn-960-"+lang.Code(), uitest.Snapshot(960, 540, a.Draw))
		check("960×540")
	}
}
