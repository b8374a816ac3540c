package locke

import (
	"image/color"

	rl "zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/i18n"
)

// refName names a card reference in the table's language: 「レイガン LV2」.
func refName(l i18n.Lang, id int) string {
	n, ok := rl.RefName(id)
	if !ok {
		return "?"
	}
	if l == i18n.En {
		return "“" + n.NameEN + "”"
	}
	return "「" + n.Name + "」"
}

// bookName picks a book name's language.
func bookName(l i18n.Lang, ja, en string) string {
	if l == i18n.En {
		return en
	}
	return ja
}

// sideColours are the alignments' colours: the pieces, plates and fighters wear them.
var sideColours = map[book.Side]color.RGBA{
	book.Good:    {0x4a, 0x8f, 0xd9, 0xff},
	book.Evil:    {0xc8, 0x3b, 0x3b, 0xff},
	book.Special: {0xb0, 0x7c, 0xd8, 0xff},
}

// sideColour is an alignment's colour, grey for none yet.
func sideColour(s book.Side) color.RGBA {
	if c, ok := sideColours[s]; ok {
		return c
	}
	return color.RGBA{0x80, 0x80, 0x80, 0xff}
}

// ResultNote says what seat ended as, for the results: its sheet, the side it ended on, and
// its class with what the class means (4.2).
func (b *Board) ResultNote(seat int) string {
	v := b.v
	if v == nil || seat >= len(v.Chars) || seat >= len(v.Board.Classes) {
		return ""
	}
	sh := book.CharacterByID(v.Chars[seat].Sheet)
	if sh == nil {
		return ""
	}
	side := book.Side(0)
	if seat < len(v.Board.Sides) {
		side = v.Board.Sides[seat]
	}
	class := v.Board.Classes[seat]
	return i18n.T(b.lang, "locke.board.result", bookName(b.lang, sh.Name, sh.NameEN), sideWord(b.lang, side),
		class, i18n.T(b.lang, "locke.board.class."+class))
}

// ResultLegend explains the classes the result notes give (4.2): what each letter means, and
// that the two wins, like the two losses, are alike.
func (b *Board) ResultLegend() string { return i18n.T(b.lang, "locke.board.legend") }
