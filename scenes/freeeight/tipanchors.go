package freeeight

import (
	fe "zashiki/rules/freeeight"
	"zashiki/scenes/ui"
)

// TipAnchor says where a part of the table named by the first-game tips is now, from what the
// viewer sees: "turn" the plate of the seat to act with its tag, "hand" the viewer's cards
// while they may play, "attack.two" and "attack.queen" the attack under way over the pile,
// "named" the suit an 8 named. False when the part is not on the table.
func (b *Board) TipAnchor(name string) (ui.Rect, bool) {
	if b.v == nil || b.shown == nil || b.Busy() {
		return ui.Rect{}, false
	}
	v, l, u := b.shown, b.lay, b.lay.u
	switch name {
	case "turn":
		if v.Phase == fe.PhaseOver || v.Turn < 0 || v.Turn >= len(l.seats) {
			return ui.Rect{}, false
		}
		r := l.seats[v.Turn].plate
		return ui.Rect{X: r.X, Y: r.Y - 22*u, W: r.W, H: r.H + 22*u}, true
	case "hand":
		if len(b.legal) == 0 || v.RonAsked || b.picking >= 0 || b.spectating() || len(b.hand) == 0 {
			return ui.Rect{}, false
		}
		r := b.hitRect(0)
		for i := 1; i < len(b.hand) && i < len(b.m.hands[b.bottom]); i++ {
			r = tipSpan(r, b.hitRect(i))
		}
		return r, true
	case "attack.two", "attack.queen":
		want := fe.AttackTwo
		if name == "attack.queen" {
			want = fe.AttackQueen
		}
		if v.Phase != fe.PhaseAttacked || v.Attack != want {
			return ui.Rect{}, false
		}
		pile := ui.CenteredAt(l.discardX, l.discardY, l.cardW, l.cardW*ui.CardAspect)
		pill := ui.CenteredAt(l.discardX-5*u, l.discardY-l.cardW*ui.CardAspect/2-40*u, 160*u, 46*u)
		return tipSpan(pile, pill), true
	case "named":
		if !v.HasNamed || v.Phase == fe.PhaseOver {
			return ui.Rect{}, false
		}
		pile := ui.CenteredAt(l.discardX, l.discardY, l.cardW, l.cardW*ui.CardAspect)
		badge := ui.Rect{X: l.discardX + l.cardW*0.5 + 16*u, Y: l.discardY - 60*u, W: 72 * u, H: 96 * u}
		return tipSpan(pile, badge), true
	}
	return ui.Rect{}, false
}

// tipSpan is the smallest rect holding a and b.
func tipSpan(a, b ui.Rect) ui.Rect {
	x, y := min(a.X, b.X), min(a.Y, b.Y)
	return ui.Rect{X: x, Y: y, W: max(a.Right(), b.Right()) - x, H: max(a.Bottom(), b.Bottom()) - y}
}
