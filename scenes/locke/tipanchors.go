package locke

import (
	rl "zashiki/rules/locke"
	"zashiki/scenes/ui"
)

// TipAnchor says where a part of the table named by the first-game tips is now, from what the
// viewer sees: "turn" the plate of the seat whose turn it is on the board, "self" the viewer's
// own sheet and hand, "map" the planets or the base while no combat is on, "actions" the
// buttons while the viewer may act, "prompt" the words over them, "combat" the combat view;
// the guided game's moments are named in guided.go. False when the part is not on the table.
func (b *Board) TipAnchor(name string) (ui.Rect, bool) {
	if b.v == nil || b.shown == nil || b.Busy() || b.shown.Board.Part == rl.PartOver {
		return ui.Rect{}, false
	}
	v, l := b.shown, b.lay
	switch name {
	case "turn":
		if b.fighting() || v.Board.Turn < 0 || v.Board.Turn >= len(l.seats) {
			return ui.Rect{}, false
		}
		return l.seats[v.Board.Turn], true
	case "self":
		return l.self, b.viewer() >= 0
	case "map":
		if b.fighting() || !b.mapShown() {
			return ui.Rect{}, false
		}
		return l.view, true
	case "actions":
		return l.actions, len(b.legal) > 0 && len(b.choices) > 0
	case "prompt":
		return l.prompt, true
	case "combat":
		return l.view, b.fighting()
	}
	return b.guideAnchor(name)
}
