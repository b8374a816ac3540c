package chaos

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	rc "zashiki/rules/chaos"
	"zashiki/rules/engine"
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

// Issue 27: the word after chaos strikes (混沌3！) lay over the workplaces' captions. It stands
// on no other words of the table, at 1280×720 and 960×540, and the goal's words come back
// once it has faded.
func TestChaosCaptionCoversNoWords(t *testing.T) {
	defer ui.SetUnit(1)
	st, _ := rc.Game.New(engine.Config{Seats: 3, Seed: 4})
	for _, win := range [][2]float64{{1280, 720}, {960, 540}} {
		u := ui.Unit(int(win[0]), int(win[1]))
		ui.SetUnit(u)
		ctx := testCtx()
		ctx.U, ctx.W, ctx.H = u, win[0], win[1]
		ctx.Area = ui.Rect{Y: 52 * u, W: win[0] - 300*u, H: win[1] - 52*u}
		dst := ebiten.NewImage(int(win[0]), int(win[1]))
		b := NewBoard()
		b.Reset(ctx, st.View(0), nil)
		word := i18n.T(ctx.Lang, "chaos.ui.chaos3")
		b.say("chaos.ui.chaos3")
		tr := ui.StartTrace(dst)
		b.Draw(ctx, dst)
		ui.StopTrace()
		var caption *ui.TracedText
		for i, tx := range tr.Texts {
			if tx.S == word {
				caption = &tr.Texts[i]
			}
		}
		if caption == nil {
			t.Fatalf("%v: the caption %q was not drawn", win, word)
		}
		for _, tx := range tr.Texts {
			if tx.S == word || tx.Card >= 0 || strings.TrimSpace(tx.S) == "" {
				continue
			}
			a, o := caption.Box, tx.Box
			if a.X < o.Right() && o.X < a.Right() && a.Y < o.Bottom() && o.Y < a.Bottom() {
				t.Errorf("%v: the caption %v lies on %q at %v", win, a, tx.S, o)
			}
		}
		for b.captionOn() {
			b.Update(ctx, &ui.Input{}, nil)
		}
		tr = ui.StartTrace(dst)
		b.Draw(ctx, dst)
		ui.StopTrace()
		goal := i18n.T(ctx.Lang, "chaos.ui.goal")
		if !slices.ContainsFunc(tr.Texts, func(tx ui.TracedText) bool { return strings.HasPrefix(tx.S, goal) }) {
			t.Errorf("%v: the goal's words did not come back after the caption", win)
		}
	}
}

// The deck's reminder (山札は時計です…) is drawn whole or not at all: its panel held two of
// its three lines at 1280×720, and the sentence stopped at 「…戻せないとプ」.
func TestDeckReminderIsNeverCut(t *testing.T) {
	defer ui.SetUnit(1)
	st, _ := rc.Game.New(engine.Config{Seats: 4, Seed: 4})
	for _, win := range [][2]float64{{1280, 720}, {960, 540}, {1600, 900}} {
		for _, lang := range []i18n.Lang{i18n.Ja, i18n.En} {
			u := ui.Unit(int(win[0]), int(win[1]))
			ui.SetUnit(u)
			ctx := testCtx()
			ctx.U, ctx.W, ctx.H, ctx.Lang = u, win[0], win[1], lang
			ctx.Names = []string{"A", "B", "C", "D"}
			ctx.Area = ui.Rect{Y: 52 * u, W: win[0] - 300*u, H: win[1] - 52*u}
			dst := ebiten.NewImage(int(win[0]), int(win[1]))
			b := NewBoard()
			b.Reset(ctx, st.View(0), nil)
			tr := ui.StartTrace(dst)
			b.Draw(ctx, dst)
			ui.StopTrace()
			drawn := ""
			for _, tx := range tr.Texts {
				if tx.Card < 0 && strings.Contains(i18n.T(lang, "chaos.ui.clock"), tx.S) && len([]rune(tx.S)) > 3 {
					drawn += tx.S
				}
			}
			if whole := strings.ReplaceAll(i18n.T(lang, "chaos.ui.clock"), " ", ""); drawn != "" && strings.ReplaceAll(drawn, " ", "") != whole {
				t.Errorf("%v %s: the reminder reads %q, cut from %q", win, lang.Code(), drawn, whole)
			}
		}
	}
}
