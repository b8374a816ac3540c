package scenes

import (
	"testing"

	rb "zashiki/rules/boss"
	bosstable "zashiki/scenes/boss"
	"zashiki/scenes/ui"
	"zashiki/scenes/ui/uitest"
)

func rectsMeet(a, b ui.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// bossAtBothSizes runs check on the table at 1280×720 and at 960×540, saving each screen.
func bossAtBothSizes(t *testing.T, a *App, name string, check func(size string)) {
	t.Helper()
	step(t, a, 2)
	shot(t, a, name)
	check("1280×720")
	a.Layout(960, 540)
	step(t, a, 2)
	uitest.Save(t, name+"-960-"+a.Lang().Code(), uitest.Snapshot(960, 540, a.Draw))
	check("960×540")
	a.Layout(shotW, shotH)
	step(t, a, 2)
}

// Issue 27: a 上司独裁 prompt whose context wraps put its second line on the first button,
// in both languages. In the vote and damage panels, at both sizes, no line of words meets a
// button, and the 社長's captions meet neither the panel's buttons nor any other.
func TestBossPanelWordsClearTheButtons(t *testing.T) {
	phases := map[string]func(v *rb.View) bool{
		"vote": func(v *rb.View) bool {
			return v.Phase == rb.PhaseVote && v.Votes[0] == rb.Pending && v.Round >= 2
		},
		"damage": func(v *rb.View) bool {
			return v.Phase == rb.PhaseDamage && rb.CountKinds(v.Hand)[rb.Defence] > 0
		},
	}
	for _, lang := range langs {
		for phase, want := range phases {
			a := newTestApp(t, lang)
			tb := bossPosition(t, a, map[string]string{"boss": "2"}, want)
			board := tb.board.(*bosstable.Board)
			wrapped := false
			bossAtBothSizes(t, a, "boss-fix-"+phase, func(size string) {
				words, buttons := board.PanelLayout()
				if len(words) < 2 || len(buttons) == 0 {
					t.Fatalf("%s %s %s: no panel (%d lines, %d buttons)", lang.Code(), phase, size, len(words), len(buttons))
				}
				wrapped = wrapped || len(words) > 2
				for i, w := range words {
					for j, btn := range buttons {
						if rectsMeet(w, btn) {
							t.Errorf("%s %s %s: line %d of the panel %v lies on button %d %v", lang.Code(), phase, size, i, w, j, btn)
						}
					}
				}
				for _, c := range board.ChiefCaptions() {
					for j, btn := range board.Buttons() {
						if rectsMeet(c, btn) {
							t.Errorf("%s %s %s: the 社長's caption %v lies under button %d %v", lang.Code(), phase, size, c, j, btn)
						}
					}
				}
			})
			t.Logf("%s %s: the context wraps: %v", lang.Code(), phase, wrapped)
		}
	}
}

// Issue 27: at 960×540 the badges on the plates (the votes) were drawn at the floor, 11 px,
// whose Japanese glyphs are 10 px tall. They stand a pixel above it at both sizes.
func TestBossBadgesStandAboveTheFloor(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := bossPosition(t, a, map[string]string{"boss": "2"}, func(v *rb.View) bool {
			return v.Phase == rb.PhaseVote && v.Votes[0] == rb.Pending && v.Votes[2] >= rb.Yes
		})
		board := tb.board.(*bosstable.Board)
		bossAtBothSizes(t, a, "boss-fix-badges", func(size string) {
			floor := ui.MinSize(tb.ctx.U)
			if got := board.SmallestBadge(); got < floor+1 {
				t.Errorf("%s %s: a vote badge's text is %.1f px, want %.0f", lang.Code(), size, got, floor+1)
			}
		})
	}
}
