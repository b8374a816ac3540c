package scenes

import (
	"testing"

	"zashiki/rules/engine"
	np "zashiki/rules/napoleon"
	nptable "zashiki/scenes/napoleon"
	"zashiki/scenes/ui"
	"zashiki/scenes/ui/uitest"
)

// Issue 27: at 960×540 the badges on the plates (the 手番, the roles) were drawn at the floor,
// 11 px, whose Japanese glyphs are 10 px tall; they stand a pixel above it at both sizes. The
// screens show the bottom seat's call on its plate's edge (the layout test measures it).
func TestNapoleonBadgesStandAboveTheFloor(t *testing.T) {
	screens := map[string]func(v *np.View) bool{
		"bid": func(v *np.View) bool {
			mine := false
			for _, c := range v.Calls {
				mine = mine || c.Seat == 0 && !c.Pass
			}
			return v.Phase == np.PhaseBid && mine && v.Turn == 2
		},
		"play": func(v *np.View) bool {
			return v.Phase == np.PhasePlay && v.Turn == 2 && v.Napoleon >= 0 && len(v.Tricks) >= 2
		},
	}
	for _, lang := range langs {
		for name, want := range screens {
			a := newTestApp(t, lang)
			tb, _ := findNapoleon(t, a, func(s engine.State) engine.Action {
				if want(s.View(0).(*np.View)) {
					return np.Action{Kind: np.Pass}
				}
				return nil
			})
			board := tb.board.(*nptable.Board)
			check := func(size string) {
				floor := ui.MinSize(tb.ctx.U)
				if got := board.SmallestBadge(); got < floor+1 || got > 100 {
					t.Errorf("%s %s %s: a badge's text is %.1f px, want %.0f", lang.Code(), name, size, got, floor+1)
				}
			}
			shot(t, a, "napoleon-fix-"+name)
			check("1280×720")
			// The board alone is ticked, so the hand settles into the small window's
			// layout while the CPU to call has not yet taken the 手番 badge away.
			a.Layout(960, 540)
			tb.refreshCtx(a)
			for range 60 {
				tb.board.Update(&tb.ctx, &ui.Input{}, nil)
			}
			uitest.Save(t, "napoleon-fix-"+name+"-960-"+lang.Code(), uitest.Snapshot(960, 540, a.Draw))
			check("960×540")
			a.Pop()
		}
	}
}
