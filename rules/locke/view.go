package locke

import "zashiki/rules/locke/book"

// What a View can tell its seat about itself and the table, for the CPU players and the table
// screen: computed from the View alone.

// Body is the seat's own four 能力値 now (3.1).
func (v *View) Body() Body { return bodyFrom(&v.Chars[v.Seat], &v.Private) }

// Side is the seat's own alignment now (its sheet's chain where 改心 moved it).
func (v *View) Side() book.Side {
	sh := book.CharacterByID(v.Sheet)
	if sh == nil || len(sh.Sides) == 0 {
		return 0
	}
	return sh.Sides[min(v.Align, len(sh.Sides)-1)]
}

// ShownSide is the alignment seat's silhouette shows (a partner's, its leader's: 6.1).
func (v *View) ShownSide(seat int) book.Side {
	if l := v.Board.Leader; seat < len(l) && l[seat] >= 0 {
		seat = l[seat]
	}
	if sil := silhouette(v.Chars[seat].Silhouette); sil != nil {
		return sil.Side
	}
	return 0
}

// SheetOf is the sheet the seat knows seat to have: its own, an open one, or one it was shown;
// "" when unknown.
func (v *View) SheetOf(seat int) string {
	switch {
	case seat == v.Seat:
		return v.Sheet
	case v.Chars[seat].Sheet != "":
		return v.Chars[seat].Sheet
	}
	return v.Known[seat]
}

// At is the board cell under a place, nil off the boards.
func (b *Board) At(place int) *Cell { return b.cellAt(place) }

// Key reports whether a placement is a 重要拠点 (else a 待ち伏せ).
func (p Plan) Key() bool { return p.Card >= keyCard }

// Neighbours are the places one normal move from place (4.5, 4.6).
func Neighbours(place int) []int { return neighbours(place) }
