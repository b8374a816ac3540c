package napoleon

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	"zashiki/rules/deck"
	"zashiki/scenes/ui"
)

// A card drawn too small for its corner index to be read (ui.Readable) is named instead:
// the picker's cards, the corner panel's adjutant card, the face cards won and the discards
// were 3.6–8 px (Issue 27). A cell the card would fill becomes a paper tile naming it; a
// row of cards becomes a row of tags (ui.DrawTag).

// ownTile is the grey of a tile for a card the viewer holds, as a dimmed face is.
var ownTile = color.RGBA{0xa8, 0xa4, 0x9c, 0xff}

// redInk is the ink of a card naming a heart or a diamond, as its face prints it.
var redInk = color.RGBA{0xb0, 0x1e, 0x1e, 0xff}

// readable reports whether card c can be read drawn w pixels wide.
func readable(c int, w float64) bool { return ui.Readable(assets.CardFace(c), w) }

// label is the name of card c: its suit and rank (♠Q).
func label(c int) string { return deck.Card(c).Label() }

// cardTile draws card c in r as a paper tile naming it at size; dim greys it (a card the
// viewer holds, in the picker).
func cardTile(dst *ebiten.Image, c int, r ui.Rect, size, u float64, dim bool) {
	bg, edge := color.Color(ui.Paper), color.Color(ui.PaperDim)
	if dim {
		bg, edge = ownTile, ui.Muted
	}
	ui.RoundRect(dst, r, 6*u, bg)
	ui.RoundRectLine(dst, r, 6*u, 1.2*u, edge)
	s := label(c)
	ink := color.Color(ui.Ink)
	if strings.ContainsAny(s, "♥♦") {
		ink = redInk
	}
	ui.TextCentered(dst, s, ui.FitSize(s, size, r.W-6*u), r, ink)
}

// drawTagRows lays cards out as tags in rows, filling each before the next, the last ending
// with a count of those that do not fit (in clr, the ink of the ground).
func drawTagRows(dst *ebiten.Image, cards []int, rows []ui.Rect, u float64, clr color.Color) {
	labels := make([]string, len(cards))
	for i, c := range cards {
		labels[i] = label(c)
	}
	for ri, row := range rows {
		if ri == len(rows)-1 {
			ui.DrawTags(dst, labels, row, u, clr)
			return
		}
		x := row.X
		for len(labels) > 0 && x+ui.TagWidth(labels[0], u) <= row.Right() {
			x += ui.DrawTag(dst, labels[0], x, row.Y+row.H/2, u) + tagGap*u
			labels = labels[1:]
		}
	}
}

// tagGap is the space between two tags in a row (at unit 1), as ui.DrawTags leaves.
const tagGap = 4
