package locke

import (
	"fmt"

	"zashiki/rules/locke/book"
)

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

// RefName is what a card reference of a message or event names (a Cカード, a sheet, an
// ability, a planet or base card, an ability card), in both languages, for the table's log and
// pictures; ok is false for a reference outside them.
func RefName(ref int) (name book.Name, ok bool) {
	switch {
	case ref >= 0 && ref < len(book.CCards()):
		c := &book.CCards()[ref]
		if c.Level > 0 {
			return book.Name{Name: fmt.Sprintf("%s LV%d", c.Name, c.Level), NameEN: fmt.Sprintf("%s LV%d", c.NameEN, c.Level)}, true
		}
		return book.Name{Name: c.Name, NameEN: c.NameEN}, true
	case ref >= SheetBase && ref < SheetBase+len(book.Characters()):
		c := book.Characters()[ref-SheetBase]
		return book.Name{Name: c.Name, NameEN: c.NameEN}, true
	case ref >= AbilityBase && ref < PlanetBase:
		if ab := AbilityOfRef(ref); ab != nil {
			return book.Name{Name: ab.Name, NameEN: ab.NameEN}, true
		}
	case ref >= PlanetBase && ref < BaseBase:
		if c, ok := PlanetCardOf(ref - PlanetBase); ok {
			return book.Name{Name: c.Name, NameEN: c.NameEN}, true
		}
	case ref >= BaseBase && ref < ItemBase:
		if c, ok := BaseCardOf(ref - BaseBase); ok {
			return book.Name{Name: c.Name, NameEN: c.NameEN}, true
		}
	case ref >= ItemBase && ref < ItemBase+len(book.AbilityCards()):
		c := book.AbilityCards()[ref-ItemBase]
		return book.Name{Name: c.Name, NameEN: c.NameEN}, true
	}
	return book.Name{}, false
}

// AbilityOfRef is the ability an AbilityRef names, nil for none.
func AbilityOfRef(ref int) *book.Ability {
	n := ref - AbilityBase
	for _, c := range book.Characters() {
		if n < len(c.Abilities) {
			return &c.Abilities[n]
		}
		n -= len(c.Abilities)
	}
	if items := book.AbilityCards(); n >= 0 && n < len(items) {
		return &items[n].Ability
	}
	return nil
}

// PlanetCardOf is the planet card a cell's code stands for: a deck card or a 待ち伏せ.
func PlanetCardOf(code int) (book.PlanetCard, bool) {
	switch cards := book.PlanetCards(); {
	case code >= 0 && code < len(cards):
		return cards[code], true
	case code >= ambushCard && code < ambushCard+4:
		return book.AmbushCard(), true
	}
	return book.PlanetCard{}, false
}

// BaseCardOf is the base card a cell's code stands for: a deck card or a 重要拠点.
func BaseCardOf(code int) (book.BaseCard, bool) {
	switch cards, keys := book.BaseCards(), book.KeyCards(); {
	case code >= 0 && code < len(cards):
		return cards[code], true
	case code >= keyCard && code < keyCard+len(keys):
		return keys[code-keyCard], true
	}
	return book.BaseCard{}, false
}
