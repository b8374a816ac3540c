package chaos

import (
	"testing"

	rc "zashiki/rules/chaos"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// tableLayout is the board's layout in a window of w×h, as the table gives it its area.
func tableLayout(w, h float64) layout {
	u := ui.Unit(int(w), int(h))
	return newLayout(ui.Rect{Y: 52 * u, W: w - 300*u, H: h - 52*u}, u, 3)
}

// classWidth is how wide the board draws a face of class c.
func classWidth(l layout, c faceClass) float64 {
	switch c {
	case faceWork:
		return l.workW
	case faceHand:
		return l.handW
	case faceLarge:
		return l.playW
	}
	return l.laneW
}

// Issue 10: no word a player reads on a card is drawn below 12 px at 1280×720 or 11 px at
// 960×540. Every face of every card, in both languages, at the width the table draws it, is
// checked line by line; every line also fits inside the card.
func TestCardWordsKeepToTheTextFloor(t *testing.T) {
	for _, win := range [][2]float64{{1280, 720}, {960, 540}, {2560, 1440}} {
		l := tableLayout(win[0], win[1])
		floor := 12 * win[0] / 1280
		if win[0] < 1280 {
			floor = 11
		}
		if got := textFloor(l.u); got != floor {
			t.Fatalf("%v: the floor is %.1f px, want %.0f", win, got, floor)
		}
		for _, lang := range []i18n.Lang{i18n.Ja, i18n.En} {
			for _, cl := range []faceClass{faceMini, faceWork, faceHand, faceLarge} {
				drawn := classWidth(l, cl)
				spec := specFor(cl, drawn, l.u)
				for card, d := range rc.Cards {
					fl := layoutFace(d, lang, spec)
					if len(fl.texts) == 0 {
						t.Errorf("%v %s class %d: %s has no words at all", win, lang.Code(), cl, d.Key)
					}
					for _, tx := range fl.texts {
						if px := tx.size * drawn / fl.w; px < floor-0.01 {
							t.Errorf("%v %s class %d card %d %s: %q drawn at %.1f px", win, lang.Code(), cl, card, d.Key, tx.s, px)
						}
						if w := ui.Measure(tx.s, tx.size); w > tx.r.W+0.5 || tx.r.X < 0 || tx.r.Right() > fl.w {
							t.Errorf("%v %s class %d %s: %q is %.0f wide in %.0f", win, lang.Code(), cl, d.Key, tx.s, w, tx.r.W)
						}
					}
				}
			}
		}
	}
}

// The hand is where cards are read: at 1280×720 every card's name shows in full there, and
// a play effect cut short ends in "…" (its tip has the rest).
func TestHandCardsShowTheirNames(t *testing.T) {
	l := tableLayout(1280, 720)
	spec := specFor(faceHand, l.handW, l.u)
	cut := 0
	for _, lang := range []i18n.Lang{i18n.Ja, i18n.En} {
		for _, d := range rc.Cards {
			fl := layoutFace(d, lang, spec)
			if fl.cut {
				cut++
				t.Logf("%s %s: cut", lang.Code(), d.Key)
			}
			name := i18n.T(lang, "chaos.card."+d.Key)
			got := ""
			for _, tx := range fl.texts {
				got += tx.s
			}
			if !containsWords(got, name) {
				t.Errorf("%s %s: the hand face shows %q, not the whole name %q", lang.Code(), d.Key, got, name)
			}
		}
	}
	t.Logf("%d of %d hand faces cut", cut, 2*len(rc.Cards))
}

// containsWords reports whether the face's lines, joined, hold name (line breaks may drop
// the spaces between words).
func containsWords(lines, name string) bool {
	strip := func(s string) string {
		out := []rune{}
		for _, r := range s {
			if r != ' ' {
				out = append(out, r)
			}
		}
		return string(out)
	}
	return len(name) > 0 && contains(strip(lines), strip(name))
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
