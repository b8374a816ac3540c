package napoleon

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/deck"
	np "zashiki/rules/napoleon"
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

// Issue 27: the face cards won (30 units wide), Napoleon's discards shown face up (0.7 of a
// trick card), the corner panel's adjutant card (34) and the trick cards (74) printed their
// index at 3.6–11.8 px. At 1280×720 and 960×540 every face the board draws is printed at the
// floor (12 px, 10 px), and the cards too small for that are named in legible tags.
func TestEveryFaceOnTheBoardCanBeRead(t *testing.T) {
	defer ui.SetUnit(1)
	for _, win := range [][2]float64{{1280, 720}, {960, 540}} {
		u := ui.Unit(int(win[0]), int(win[1]))
		ui.SetUnit(u)
		floor := 12.0
		if u < 1 {
			floor = 10
		}
		tb := newTable(t, 3, 0)
		tb.ctx.U, tb.ctx.W, tb.ctx.H = u, win[0], win[1]
		tb.ctx.Area = ui.Rect{Y: 52 * u, W: win[0] - 300*u, H: win[1] - 52*u}
		b := tb.b
		// a table in play: every seat has won face cards, the discards face up, a trick
		won := []deck.Card{deck.Card(12), deck.Card(11), deck.Card(24), deck.Card(25), deck.Card(38), deck.Card(51), deck.Card(9)}
		for s := range 4 {
			b.m.won[s] = won[:2+s]
		}
		b.m.discards = []int{0, 14, 27, 40}
		b.m.trick = []np.Played{{Seat: 1, Card: deck.Card(5)}, {Seat: 2, Card: deck.Card(18)}, {Seat: 3, Card: deck.Card(31)}}
		v := *b.shown // the corner panel names the adjutant card once there is a Napoleon
		v.HasHigh, v.High, v.Napoleon, v.Adjutant, v.Phase = true, np.Bid{Seat: 0, N: 13, Trump: deck.Spades}, 0, -1, np.PhasePlay
		v.HasAdjutantCard, v.AdjutantCard = true, deck.Card(50)
		b.shown = &v
		dst := ebiten.NewImage(int(win[0]), int(win[1]))
		tr := ui.StartTrace(dst)
		b.Draw(tb.ctx, dst)
		ui.StopTrace()
		faces := 0
		for _, c := range tr.Cards {
			if !c.Face || c.Print == 0 {
				continue
			}
			faces++
			if c.Print < floor-0.01 {
				t.Errorf("%v: a card %.0f px wide at %.0f,%.0f prints its index at %.1f px", win, c.Box.W, c.Box.X, c.Box.Y, c.Print)
			}
		}
		if faces < 3 {
			t.Errorf("%v: only %d faces drawn, want the trick's three at least", win, faces)
		}
		for _, c := range append(won[:5], deck.Card(0), deck.Card(50)) {
			if !slices.ContainsFunc(tr.Texts, func(tx ui.TracedText) bool { return tx.S == c.Label() && tx.Card < 0 && tx.Size >= floor-0.01 }) {
				t.Errorf("%v: %s is not named in legible words", win, c.Label())
			}
		}
	}
}
