package chaos

import (
	"testing"

	rc "zashiki/rules/chaos"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// Issue 27: a card's title never breaks leaving one character on a line (着/任, 火消/し,
// 混/沌, Re-architectur/e), on any face, at 1280×720 and 960×540, in both languages.
func TestCardTitlesLeaveNoCharacterAlone(t *testing.T) {
	defer ui.SetUnit(1)
	for _, win := range [][2]float64{{1280, 720}, {960, 540}} {
		l := tableLayout(win[0], win[1])
		ui.SetUnit(l.u) // as the app does for its window
		for _, lang := range []i18n.Lang{i18n.Ja, i18n.En} {
			for _, cl := range []faceClass{faceWork, faceHand, faceLarge} {
				spec := specFor(cl, classWidth(l, cl), l.u)
				for _, d := range rc.Cards {
					name := i18n.T(lang, "chaos.card."+d.Key)
					fl := layoutFace(d, lang, spec)
					var lines []string
					for _, tx := range fl.texts {
						if tx.title {
							lines = append(lines, tx.s)
						}
					}
					if len(lines) == 0 {
						t.Errorf("%v %s class %d: %s shows no title", win, lang.Code(), cl, d.Key)
					}
					for _, line := range lines {
						if len([]rune(line)) == 1 && len([]rune(name)) > 1 {
							t.Errorf("%v %s class %d: %q breaks as %q", win, lang.Code(), cl, name, lines)
						}
					}
				}
			}
		}
	}
}

// Issue 27: the words on the cards in the workplaces stand a pixel above the text floor (13 px
// at 1280×720, 12 at 960×540): at the floor their Japanese glyphs were 11 px tall.
func TestBoardCardWordsStandAboveTheFloor(t *testing.T) {
	defer ui.SetUnit(1)
	for _, win := range [][2]float64{{1280, 720}, {960, 540}} {
		l := tableLayout(win[0], win[1])
		ui.SetUnit(l.u)
		want := textFloor(l.u) + 1
		spec := specFor(faceWork, l.workW, l.u)
		for _, lang := range []i18n.Lang{i18n.Ja, i18n.En} {
			for _, d := range rc.Cards {
				for _, tx := range layoutFace(d, lang, spec).texts {
					if px := tx.size * l.workW / spec.width(); px < want-0.01 {
						t.Errorf("%v %s: %s's %q is drawn at %.1f px on the board, want %.0f", win, lang.Code(), d.Key, tx.s, px, want)
					}
				}
			}
		}
	}
}

// Issue 27: the hand's cards, their glowing outline included, stay inside the window with a
// pixel of felt to spare: they were cut off at the bottom.
func TestHandCardsStayInsideTheWindow(t *testing.T) {
	for _, win := range [][2]float64{{1280, 720}, {960, 540}} {
		l := tableLayout(win[0], win[1])
		for n := 1; n <= 8; n++ {
			for i := range n {
				p := l.handCard(i, n)
				h := p.W * ui.CardAspect
				r := ui.CenteredAt(p.X, p.Y, p.W+10, h+2*glowH)
				if r.Bottom() > win[1]-1 || r.X < 0 || r.Right() > l.area.Right() {
					t.Errorf("%v: card %d of %d reaches %v, outside the %v window", win, i, n, r, win)
				}
			}
		}
	}
}

// Issue 27 (a sibling): with the hand raised off the window's edge, the status line over it
// stands between the lane and the hand's key labels ([1], [2]...), covering neither.
func TestStatusLineClearsTheLaneAndTheKeys(t *testing.T) {
	defer ui.SetUnit(1)
	for _, win := range [][2]float64{{1280, 720}, {960, 540}} {
		l := tableLayout(win[0], win[1])
		ui.SetUnit(l.u)
		status := ui.CenteredAt(l.handCX, l.statusY(), 10, statusH*l.u)
		p := l.handCard(0, 3)
		keys := ui.Rect{X: p.X, Y: p.Y - p.W*ui.CardAspect/2 - keyLabel*l.u, W: 1, H: ui.LineHeight(ui.SizeSmall * l.u)}
		if status.Y < l.lane.Bottom() || status.Bottom() > keys.Y {
			t.Errorf("%v: the status line %v is not between the lane (to %.1f) and the keys (from %.1f)", win, status, l.lane.Bottom(), keys.Y)
		}
	}
}
