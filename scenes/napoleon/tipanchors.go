package napoleon

import (
	np "zashiki/rules/napoleon"
	"zashiki/scenes/ui"
)

// TipAnchor says where a part of the table named by the first-game tips is now, from what the
// viewer sees: "turn" the plate of the seat to act with its badge, "bids" the declaration
// panel while the viewer may declare, "napoleon" the declaration in the corner once Napoleon
// is chosen, "adjutant" the adjutant card named there, "hand" the viewer's cards while they
// may play to a trick. False when the part is not on the table.
func (b *Board) TipAnchor(name string) (ui.Rect, bool) {
	if b.v == nil || b.shown == nil || b.Busy() {
		return ui.Rect{}, false
	}
	v, l, u := b.shown, b.lay, b.lay.u
	info := l.info
	switch name {
	case "turn":
		if v.Phase == np.PhaseOver || v.Turn < 0 || v.Turn >= len(l.seats) {
			return ui.Rect{}, false
		}
		r := l.seats[v.Turn].plate
		return ui.Rect{X: r.X, Y: r.Y - badgeH*u, W: r.W, H: r.H + badgeH*u}, true
	case "bids":
		if v.Phase != np.PhaseBid || len(b.legal) == 0 {
			return ui.Rect{}, false
		}
		return ui.CenteredAt(l.cx, l.cy-10*u, bidPanelW*u, bidPanelH*u), true
	case "napoleon":
		if v.Napoleon < 0 || !v.HasHigh || v.Phase == np.PhaseOver {
			return ui.Rect{}, false
		}
		return ui.Rect{X: info.X, Y: info.Y, W: info.W, H: 72 * u}, true
	case "adjutant":
		if !v.HasAdjutantCard || v.Phase == np.PhaseOver {
			return ui.Rect{}, false
		}
		return ui.Rect{X: info.X, Y: info.Y + 74*u, W: info.W, H: info.H - 74*u}, true
	case "hand":
		hand := b.m.hands[b.bottom]
		if v.Phase != np.PhasePlay || len(b.legal) == 0 || b.spectating() || len(hand) == 0 {
			return ui.Rect{}, false
		}
		r := cardRect(b.handPose(0))
		for i := 1; i < len(hand) && i < len(b.hand); i++ {
			r = tipSpan(r, cardRect(b.handPose(i)))
		}
		return r, true
	}
	return ui.Rect{}, false
}

// tipSpan is the smallest rect holding a and b.
func tipSpan(a, b ui.Rect) ui.Rect {
	x, y := min(a.X, b.X), min(a.Y, b.Y)
	return ui.Rect{X: x, Y: y, W: max(a.Right(), b.Right()) - x, H: max(a.Bottom(), b.Bottom()) - y}
}
