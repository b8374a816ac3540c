package chaos

import (
	rc "zashiki/rules/chaos"
	"zashiki/scenes/ui"
)

// TipAnchor says where a part of the table named by the first-game tips is now, from what the
// viewer sees: "goal" the goal's banner, "turn" the plate of the seat whose turn it is, "hand"
// the viewer's cards while they may choose one, "work" the three workplaces, "die" the chaos
// die. False when the part is not on the table.
func (b *Board) TipAnchor(name string) (ui.Rect, bool) {
	if b.v == nil || b.shown == nil || b.Busy() || b.shown.Phase == rc.PhaseOver {
		return ui.Rect{}, false
	}
	v, l := b.shown, b.lay
	switch name {
	case "goal":
		return l.banner, true
	case "turn":
		if v.Phase != rc.PhaseAction || v.Turn < 0 || v.Turn >= len(l.plates) {
			return ui.Rect{}, false
		}
		return l.plates[v.Turn], true
	case "hand":
		hand := b.own()
		if v.Phase != rc.PhaseAction || len(b.legal) == 0 || len(hand) == 0 || len(b.hand) == 0 {
			return ui.Rect{}, false
		}
		r := cardRect(b.hand[0])
		for i := 1; i < len(hand) && i < len(b.hand); i++ {
			r = tipSpan(r, cardRect(b.hand[i]))
		}
		r.Y -= 22 * l.u // the chosen card stands raised
		r.H += 22 * l.u
		return r, true
	case "work":
		return tipSpan(l.work[0], l.work[2]), true
	case "die":
		return l.die, true
	}
	return ui.Rect{}, false
}

// tipSpan is the smallest rect holding a and b.
func tipSpan(a, b ui.Rect) ui.Rect {
	x, y := min(a.X, b.X), min(a.Y, b.Y)
	return ui.Rect{X: x, Y: y, W: max(a.Right(), b.Right()) - x, H: max(a.Bottom(), b.Bottom()) - y}
}
