package napoleon

import (
	"fmt"
	"testing"

	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// Issue 27: the bottom seat's call in the declaration round floated 110 px above its plate.
// Every seat's call box stands within 8 px of its plate, inside the table, clear of the 手番
// badge, the corner panel, the viewer's hand and the other plates, whatever the call says.
func TestCallsStandByTheirPlates(t *testing.T) {
	var calls []string
	for _, lang := range []i18n.Lang{i18n.Ja, i18n.En} {
		calls = append(calls, i18n.T(lang, "np.ui.passed"), i18n.T(lang, "np.ui.decl", 20, "♠"), i18n.T(lang, "np.ui.decl", 13, "♦"))
	}
	defer ui.SetUnit(1)
	for _, size := range [][2]float64{{1280, 720}, {960, 540}} {
		u := ui.Unit(int(size[0]), int(size[1]))
		ui.SetUnit(u)
		area := ui.Rect{Y: 52 * u, W: size[0] - 300*u, H: size[1] - 52*u}
		for viewer := range 4 {
			l := newLayout(area, u, viewer)
			var hand []ui.Rect
			for _, p := range l.handPoses(12) {
				hand = append(hand, bounds(p))
			}
			for s := range 4 {
				plate := l.seats[s].plate
				for _, c := range calls {
					box := l.callBox(s, ui.Measure(c, ui.SizeLarge*u)+28*u)
					gap := plate.Y - box.Bottom() // above the plate
					if box.Y >= plate.Bottom() {
						gap = box.Y - plate.Bottom() // under it
					}
					if gap < 0 || gap > 8*u+0.01 {
						t.Errorf("%v viewer %d: seat %d's call %q stands %.0f px from its plate", size, viewer, s, c, gap)
					}
					if box.X < area.X || box.Right() > area.Right() || box.Y < area.Y || box.Bottom() > area.Bottom() {
						t.Errorf("%v viewer %d: seat %d's call %q at %v leaves the table", size, viewer, s, c, box)
					}
					things := map[string]ui.Rect{"corner panel": l.info, "hand": union(hand...)}
					for _, turn := range []string{i18n.T(i18n.Ja, "np.ui.turn"), i18n.T(i18n.En, "np.ui.turn")} {
						things["turn badge "+turn] = l.turnBadge(s, badgeW(turn, u))
					}
					for o := range 4 {
						if o != s {
							things[fmt.Sprint("plate of ", o)] = l.seats[o].plate
						}
					}
					for name, r := range things {
						if name == "hand" && s != viewer {
							continue
						}
						if overlap(box, r) {
							t.Errorf("%v viewer %d: seat %d's call %q covers the %s", size, viewer, s, c, name)
						}
					}
				}
			}
		}
	}
}
