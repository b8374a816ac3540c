package napoleon

import (
	"fmt"
	"math"
	"testing"

	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// bounds is the upright box a card pose covers (a quarter turn swaps its sides; the small
// tilts of a fan are ignored).
func bounds(p ui.Pose) ui.Rect {
	w, h := p.W, p.W*ui.CardAspect
	if math.Abs(math.Sin(p.Angle)) > 0.7 {
		w, h = h, w
	}
	return ui.CenteredAt(p.X, p.Y, w, h)
}

func union(rs ...ui.Rect) ui.Rect {
	out := rs[0]
	for _, r := range rs[1:] {
		x, y := math.Min(out.X, r.X), math.Min(out.Y, r.Y)
		out = ui.Rect{X: x, Y: y, W: math.Max(out.Right(), r.Right()) - x, H: math.Max(out.Bottom(), r.Bottom()) - y}
	}
	return out
}

// overlap reports whether a and b share more than an edge.
func overlap(a, b ui.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// TestBadgesCoverNothing: at 1280×720 and 960×540, whoever sits where, the role and 手番
// badges on every plate stand clear of each other and of everything else on the table: the
// hidden cards and the discards, every fan (Napoleon's sixteen in the exchange too), the
// trick, the corner panel, the other plates and the rows of won face cards; and the side
// fans stand clear of the corner panel and their own plates.
func TestBadgesCoverNothing(t *testing.T) {
	type badges struct{ role, turn string }
	var pairs []badges
	for _, lang := range []i18n.Lang{i18n.Ja, i18n.En} {
		for _, k := range []string{"np.ui.role.napoleon", "np.ui.role.alone", "np.ui.role.secret", "np.ui.role.adjutant", "np.ui.role.allies"} {
			pairs = append(pairs, badges{i18n.T(lang, k), i18n.T(lang, "np.ui.turn")})
		}
	}
	defer ui.SetUnit(1)
	for _, size := range [][2]float64{{1280, 720}, {960, 540}} {
		u := ui.Unit(int(size[0]), int(size[1]))
		ui.SetUnit(u) // as the app does: the badges' text is measured at the window's floor
		area := ui.Rect{Y: 52 * u, W: size[0] - 300*u, H: size[1] - 52*u}
		for viewer := range 4 {
			l := newLayout(area, u, viewer)
			things := map[string]ui.Rect{"corner panel": l.info}
			var hidden []ui.Rect
			for i := range 4 {
				hidden = append(hidden, bounds(l.hiddenPose(i)))
			}
			things["hidden cards"] = union(hidden...)
			for s := range 4 {
				things[fmt.Sprint("trick card of ", s)] = bounds(l.trickPose(s, 0))
				things[fmt.Sprint("plate of ", s)] = l.seats[s].plate
				var won []ui.Rect
				for i := range 20 {
					won = append(won, bounds(l.wonPose(s, i, 20)))
				}
				things[fmt.Sprint("won cards of ", s)] = union(won...)
				if s == viewer {
					continue
				}
				for _, n := range []int{12, 16} {
					var fan []ui.Rect
					for _, p := range l.backPoses(s, n) {
						fan = append(fan, bounds(p))
					}
					things[fmt.Sprint(n, " cards of ", s)] = union(fan...)
				}
			}
			for s := range 4 {
				for _, p := range pairs {
					rb, tb := l.roleBadge(s, badgeW(p.role, u)), l.turnBadge(s, badgeW(p.turn, u))
					if overlap(rb, tb) {
						t.Errorf("%v viewer %d seat %d: the badges %q and %q overlap", size, viewer, s, p.role, p.turn)
					}
					for name, r := range things {
						if name == fmt.Sprint("plate of ", s) {
							continue // they stand on it
						}
						if overlap(rb, r) || overlap(tb, r) {
							t.Errorf("%v viewer %d: seat %d's badges cover the %s", size, viewer, s, name)
						}
					}
				}
				if s == viewer || (l.seats[s].side != 1 && l.seats[s].side != 3) {
					continue
				}
				fan := things[fmt.Sprint(16, " cards of ", s)]
				if overlap(fan, l.info) || overlap(fan, l.seats[s].plate) {
					t.Errorf("%v viewer %d: seat %d's fan reaches the corner panel or its plate", size, viewer, s)
				}
			}
		}
	}
}

// TestShrunkTextStaysLegible: text shrunk to fit its box stops at 12 px at 1280×720 and at
// 11 px in a 960×540 window, however long it is.
func TestShrunkTextStaysLegible(t *testing.T) {
	long := "Napoleon 12 / 20 (adjutant unknown) and a great deal more than the panel holds"
	for u, floor := range map[float64]float64{1: 12, 0.75: 11} {
		if got := fit(long, ui.SizeSmall*u, 200*u, u); got < floor {
			t.Errorf("unit %v: %v px", u, got)
		}
		if got := fit("短い", ui.SizeSmall*u, 200*u, u); got < ui.SizeSmall*u {
			t.Errorf("unit %v: a text that fits was resized to %v px", u, got)
		}
	}
}
