package locke

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	rl "zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
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

// sheetCards caches the results' sheet cards by reference and language.
var sheetCards = map[[2]int]*ebiten.Image{}

// sheetCard is a sheet as a small card for the results: its name over its alignment's colour,
// and the class its seat ended with.
func (b *Board) sheetCard(id int) *ebiten.Image {
	key := [2]int{id, int(b.lang)}
	if img, ok := sheetCards[key]; ok {
		return img
	}
	const w, h = 132, 184
	img := ebiten.NewImage(w, h)
	r := ui.Rect{W: w, H: h}
	ch := (*book.Character)(nil)
	if id >= rl.SheetBase && id-rl.SheetBase < len(book.Characters()) {
		ch = book.Characters()[id-rl.SheetBase]
	}
	side := book.Side(0)
	class := ""
	if ch != nil && b.v != nil {
		for seat, c := range b.v.Chars {
			if c.Sheet == ch.ID {
				side = b.v.ShownSide(seat)
				if seat < len(b.v.Board.Classes) {
					class = b.v.Board.Classes[seat]
				}
			}
		}
	}
	ui.RoundRect(img, r, 12, ui.Paper)
	ui.RoundRect(img, ui.Rect{X: 6, Y: 6, W: w - 12, H: 40}, 8, sideColour(side))
	if ch != nil {
		name := bookName(b.lang, ch.Name, ch.NameEN)
		ui.TextCentered(img, name, ui.FitSize(name, 20, w-20), ui.Rect{X: 6, Y: 6, W: w - 12, H: 40}, ui.White)
	}
	if class != "" {
		ui.TextCentered(img, class, 64, ui.Rect{Y: 50, W: w, H: 84}, ui.Ink)
		why := i18n.T(b.lang, "locke.board.class."+class)
		ui.TextCentered(img, why, ui.FitSize(why, 18, w-12), ui.Rect{Y: 136, W: w, H: 40}, ui.Ink)
	}
	if class != "" {
		sheetCards[key] = img
	}
	return img
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
	return i18n.T(b.lang, "locke.board.result", bookName(b.lang, sh.Name, sh.NameEN), i18n.LockeSide(b.lang, side),
		class, i18n.T(b.lang, "locke.board.class."+class))
}
