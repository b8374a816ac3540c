package boss

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	rb "zashiki/rules/boss"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// tableLayouts are the board's layouts at 1280×720 and 960×540, with the area the table
// gives it (under the header, left of the log), five seats.
func tableLayouts() map[string]layout {
	out := map[string]layout{}
	for name, win := range map[string][2]float64{"1280×720": {1280, 720}, "960×540": {960, 540}} {
		u := ui.Unit(int(win[0]), int(win[1]))
		out[name] = newLayout(ui.Rect{Y: 52 * u, W: win[0] - 300*u, H: win[1] - 52*u}, u, []int{1, 2, 3, 4})
	}
	return out
}

// box is the upright rect a card at pose p covers, tilt included.
func box(p ui.Pose) ui.Rect {
	w, h := p.W, p.W*ui.CardAspect
	c, s := math.Abs(math.Cos(p.Angle)), math.Abs(math.Sin(p.Angle))
	return ui.CenteredAt(p.X, p.Y, w*c+h*s, w*s+h*c)
}

func overlaps(a, b ui.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// Issue 27: the 社長's "uses left" hid under the vote panel. Its caption, on the boss's side
// and on the team's, is clear of the prompt panel and of the card's own glow.
func TestChiefCaptionClearsThePromptPanel(t *testing.T) {
	defer ui.SetUnit(1)
	for name, l := range tableLayouts() {
		ui.SetUnit(l.u) // as the app does for its window
		for side, p := range map[string]ui.Pose{"boss": l.bossChief, "team": l.teamChief} {
			c := l.chiefCaption(p)
			if overlaps(c, l.prompt) {
				t.Errorf("%s: the %s 社長's caption %v lies under the panel %v", name, side, c, l.prompt)
			}
			// the card glows gold while it stands there: its outline reaches glowH further
			glow := ui.CenteredAt(p.X, p.Y, p.W+10, p.W*ui.CardAspect+2*glowH)
			if overlaps(c, glow) {
				t.Errorf("%s: the %s 社長's caption %v lies under the card's glow %v", name, side, c, glow)
			}
		}
	}
}

// Issue 27: the boss's fan of backs lay over the 社長's slot. However many cards (the board
// draws up to nine), the fan stays clear of the slot, the boss's plate and the round panel.
func TestBossFanClearsTheChiefSlot(t *testing.T) {
	defer ui.SetUnit(1)
	for name, l := range tableLayouts() {
		ui.SetUnit(l.u) // as the app does for its window
		slot := box(ui.Pose{X: l.bossChief.X, Y: l.bossChief.Y, W: l.bossChief.W})
		for n := 1; n <= 9; n++ {
			for i, p := range l.bossFanPoses(n) {
				r := box(p)
				for what, o := range map[string]ui.Rect{"社長's slot": slot, "boss's plate": l.bossPlate, "round panel": l.rounds} {
					if overlaps(r, o) {
						t.Errorf("%s: card %d of a fan of %d (%v) covers the %s %v", name, i, n, r, what, o)
					}
				}
			}
		}
	}
}

// Issue 27: the discard pile's top card, 70 wide, had its words at 11 px. Every 勤務カード
// there reads at 12 px or more at 1280×720 and at 10 or more at 960×540.
func TestDiscardPileReadsAtTheFloor(t *testing.T) {
	floors := map[string]float64{"1280×720": 12, "960×540": 10}
	defer ui.SetUnit(1)
	for name, l := range tableLayouts() {
		ui.SetUnit(l.u) // as the app does for its window
		for _, lang := range []i18n.Lang{i18n.Ja, i18n.En} {
			for k := range rb.NumKinds {
				id := -1
				for c := range rb.NumWork {
					if rb.KindOf(c) == k {
						id = c
						break
					}
				}
				if got := faceText(id, lang, l.discard.W); got < floors[name] {
					t.Errorf("%s %s: a %s on the discard pile shows its words at %.1f px", name, lang.Code(), k, got)
				}
			}
		}
	}
}

// Issue 27 (a sibling): at 960×540 the ★ under the round without overtime stood in the
// "cancels left" line. The ★ keeps clear of that line, and both stay inside the panel.
func TestRoundStarClearsTheCancelsLine(t *testing.T) {
	defer ui.SetUnit(1)
	for name, l := range tableLayouts() {
		ui.SetUnit(l.u) // as the app does for its window
		c := l.charges()
		if c.Bottom() > l.rounds.Bottom() {
			t.Errorf("%s: the cancels line %v reaches out of the panel %v", name, c, l.rounds)
		}
		for i := range rb.Rounds {
			if st := l.roundStar(i); overlaps(st, c) {
				t.Errorf("%s: the ★ %v stands in the cancels line %v", name, st, c)
			}
		}
	}
}

// Issue 27 (a sibling): a hand shown to everyone lay above its plate: the boss's, at the top
// of the table, over the header, a subordinate's over the status line. Every seat's shown
// hand (up to nine cards) stays inside the board's area and off the status line.
func TestShownHandsStayOnTheTable(t *testing.T) {
	for name, l := range tableLayouts() {
		plates := map[string]ui.Rect{"boss": l.bossPlate}
		for s, r := range l.subPlates {
			plates[fmt.Sprint("subordinate ", s)] = r
		}
		for who, r := range plates {
			for n := 1; n <= 9; n++ {
				for i := range n {
					c := box(l.showPose(r, i, n))
					if c.Y < l.area.Y || c.X < l.area.X || c.Right() > l.area.Right() || c.Bottom() > l.area.Bottom() {
						t.Errorf("%s: card %d of %d shown by the %s lies at %v, outside %v", name, i, n, who, c, l.area)
					}
					if overlaps(c, l.status) {
						t.Errorf("%s: card %d of %d shown by the %s covers the status line", name, i, n, who)
					}
				}
			}
		}
	}
}

// Issue 27: a life change rose from above a plate over the status line and a vote badge
// ("-1" on 反対 and on the prompt line). Its lane lies inside the plate, right of the badge,
// the seat's name and its life count, and is tall enough for the number to rise in.
func TestLifeFloaterLaneHoldsNoWords(t *testing.T) {
	defer ui.SetUnit(1)
	const boss = 0
	for name, l := range tableLayouts() {
		ui.SetUnit(l.u)
		for _, seat := range []int{boss, 1, 2, 3, 4} {
			r := l.plate(seat, boss)
			lane := l.floatLane(seat, boss)
			if lane.X < r.X || lane.Right() > r.Right() || lane.Y < r.Y || lane.Bottom() > r.Bottom() {
				t.Errorf("%s seat %d: lane %v leaves the plate %v", name, seat, lane, r)
			}
			if overlaps(lane, l.status) || overlaps(lane, l.prompt) {
				t.Errorf("%s seat %d: lane %v on the status line or the prompt", name, seat, lane)
			}
			if rise := lane.H - ui.LineHeight(floatSize*l.u); rise < 20*l.u {
				t.Errorf("%s seat %d: the number rises only %.1f px", name, seat, rise)
			}
			// what is written on the plate's right: the vote badge ends 50 units from the
			// right edge; the life count follows the hearts
			if lane.X < r.Right()-50*l.u {
				t.Errorf("%s seat %d: lane %v under the vote badge", name, seat, lane)
			}
			x, y, size := l.heartsAt(r, seat == boss)
			maxLife := rb.SubLife
			if seat == boss {
				maxLife = rb.BossLife
			}
			cx := x + float64(maxLife)*(size+4*l.u) + 6*l.u
			count := ui.Rect{X: cx, Y: y, W: ui.Measure(fmt.Sprint(maxLife), ui.SizeLarge*l.u), H: size}
			if overlaps(lane, count) {
				t.Errorf("%s seat %d: lane %v on the life count %v", name, seat, lane, count)
			}
			if seat == boss && lane.Y < r.Y+8*l.u+ui.LineHeight(ui.SizeSmall*l.u) {
				t.Errorf("%s: lane %v on the boss's card count", name, lane)
			}
		}
	}
}

// Issue 27: "-1" rose over the status line and a vote badge. Drawn on a table in its vote
// (every plate wearing its badge), a life change of every seat, at every moment of its rise,
// lies on no other words, at 1280×720 and 960×540.
func TestLifeChangeLiesOnNoWords(t *testing.T) {
	defer ui.SetUnit(1)
	for _, win := range [][2]float64{{1280, 720}, {960, 540}} {
		u := ui.Unit(int(win[0]), int(win[1]))
		ui.SetUnit(u)
		w := newWatch(t, 5, 3, 0)
		w.ctx.U, w.ctx.W, w.ctx.H = u, win[0], win[1]
		w.ctx.Area = ui.Rect{Y: 52 * u, W: win[0] - 300*u, H: win[1] - 52*u}
		b := w.b
		v := *b.shown
		v.Phase = rb.PhaseVote
		b.shown = &v
		dst := ebiten.NewImage(int(win[0]), int(win[1]))
		for seat := range 5 {
			f := ui.NewFloater(seat, -1, 1.3)
			b.floats = []floater{f}
			for !f.Tw.Done() {
				tr := ui.StartTrace(dst)
				b.Draw(w.ctx, dst)
				ui.StopTrace()
				var mark *ui.TracedText
				for i, tx := range tr.Texts {
					if tx.S == "-1" {
						mark = &tr.Texts[i]
					}
				}
				if mark == nil {
					t.Fatalf("%v: seat %d's life change was not drawn", win, seat)
				}
				for _, tx := range tr.Texts {
					if tx.S == "-1" || tx.Card >= 0 || strings.TrimSpace(tx.S) == "" {
						continue
					}
					if overlaps(mark.Box, tx.Box) {
						t.Errorf("%v: seat %d's life change %v lies on %q %v (at %.2f of its rise)", win, seat, mark.Box, tx.S, tx.Box, f.Tw.Linear())
					}
				}
				f.Tw.Step(f.Tw.Frames / 10)
			}
		}
	}
}
