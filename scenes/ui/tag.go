package ui

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// A card drawn small (a row of the results, the look back, a replay's list of hands) keeps its
// face only while its smallest print stays at the text floor: a deck card's corner index is
// about a sixth of its width, so a card under about 75 pixels wide at 1280×720 cannot be read.
// Such a card is drawn as a tag instead: a paper label with the card's name in legible text.

// Readable reports whether img drawn w pixels wide shows its smallest print at the text floor
// of the current screen (an image with no print known always does).
func Readable(img *ebiten.Image, w float64) bool {
	lw := LegibleWidth(img)
	return lw == 0 || w >= lw-0.01
}

// tagSize is the text size of a tag at unit u.
func tagSize(u float64) float64 { return SizeSmall * u }

// TagWidth is the width of label's tag at unit u.
func TagWidth(label string, u float64) float64 { return Measure(label, tagSize(u)) + 12*u }

// TagHeight is the height of a tag at unit u.
func TagHeight(u float64) float64 { return LineHeight(tagSize(u)) + 4*u }

// redSuit is the ink of a label naming a heart or a diamond.
var redSuit = color.RGBA{0xb0, 0x1e, 0x1e, 0xff}

// DrawTag draws label as a card's tag with its left edge at x, centred on cy, and returns its
// width. A label naming a red suit is printed red, as the card is.
func DrawTag(dst *ebiten.Image, label string, x, cy, u float64) float64 {
	w, h := TagWidth(label, u), TagHeight(u)
	r := Rect{X: x, Y: cy - h/2, W: w, H: h}
	RoundRect(dst, r, 5*u, Paper)
	RoundRectLine(dst, r, 5*u, 1.2*u, PaperDim)
	ink := color.Color(Ink)
	if strings.ContainsAny(label, "♥♦") {
		ink = redSuit
	}
	TextCentered(dst, label, tagSize(u), r, ink)
	return w
}

// DrawTags lays labels out as tags side by side from box's left edge, centred on its middle,
// and ends with "+n" (in clr, the ink of the ground) for the ones that do not fit its width.
func DrawTags(dst *ebiten.Image, labels []string, box Rect, u float64, clr color.Color) {
	gap := 4 * u
	x, cy := box.X, box.Y+box.H/2
	for i, l := range labels {
		more := fmt.Sprintf("+%d", len(labels)-i)
		room := box.Right() - x
		if i < len(labels)-1 {
			room -= gap + Measure(more, tagSize(u)) // keep room for the count of the rest
		}
		if TagWidth(l, u) > room {
			TextCentered(dst, more, tagSize(u), Rect{X: x, Y: box.Y, W: Measure(more, tagSize(u)), H: box.H}, clr)
			return
		}
		x += DrawTag(dst, l, x, cy, u) + gap
	}
}
