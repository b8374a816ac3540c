package boss

import (
	rb "zashiki/rules/boss"
	"zashiki/scenes/ui"
)

// TipAnchor says where a part of the table named by the first-game tips is now, from what the
// viewer sees: "boss" the boss's plate, "vote" the 独裁カード while the subordinates vote on
// it, "turn" the plate of the seat whose turn it is, "hand" the viewer's cards while they may
// use one, "die" the die after a roll. False when the part is not on the table.
func (b *Board) TipAnchor(name string) (ui.Rect, bool) {
	if b.v == nil || b.shown == nil || b.Busy() || b.shown.Phase == rb.PhaseOver {
		return ui.Rect{}, false
	}
	v, l, u := b.shown, b.lay, b.lay.u
	switch name {
	case "boss":
		return l.bossPlate, true
	case "vote":
		if v.Phase != rb.PhaseVote || b.m.dict < 0 {
			return ui.Rect{}, false
		}
		return cardRect(l.dictPose), true
	case "turn":
		if v.Phase != rb.PhaseSubTurn && v.Phase != rb.PhaseBossTurn || v.Turn < 0 || v.Turn >= v.Table.Seats {
			return ui.Rect{}, false
		}
		return l.plate(v.Turn, v.Boss), true
	case "hand":
		hand := b.own()
		if v.Phase != rb.PhaseSubTurn && v.Phase != rb.PhaseBossTurn || len(b.legal) == 0 || len(hand) == 0 {
			return ui.Rect{}, false
		}
		r := cardRect(b.hand[0])
		for i := 1; i < len(hand) && i < len(b.hand); i++ {
			p := b.hand[i]
			r = tipSpan(r, cardRect(p))
		}
		r.Y -= 26 * u // the usable cards stand raised
		r.H += 26 * u
		return r, true
	case "die":
		if b.m.roll <= 0 {
			return ui.Rect{}, false
		}
		return ui.CenteredAt(l.dieX, l.dieY, 64*u, 64*u), true
	}
	return ui.Rect{}, false
}

// tipSpan is the smallest rect holding a and b.
func tipSpan(a, b ui.Rect) ui.Rect {
	x, y := min(a.X, b.X), min(a.Y, b.Y)
	return ui.Rect{X: x, Y: y, W: max(a.Right(), b.Right()) - x, H: max(a.Bottom(), b.Bottom()) - y}
}
