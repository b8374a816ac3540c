package boss

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/scenes/ui"
)

// floor is the smallest text a player must read: 12 pixels at 1280×720, and never under 11
// in a smaller window (11 at 960×540). Print that cannot be that large (a card lying on the
// table) is not read there: its full text shows on hover.
func floor(u float64) float64 { return min(12, max(11, 12*u)) }

// note records text drawn at size for SmallestText.
func (b *Board) note(size float64) { b.smallest = math.Min(b.smallest, size) }

// SmallestText is the smallest size, in pixels, of the text the last Draw gave a player to
// read: the table's words, the hand's cards and the round's 独裁カード (screen tests hold it
// to the floor).
func (b *Board) SmallestText() float64 { return b.smallest }

func (b *Board) text(dst *ebiten.Image, s string, size, x, y float64, align ui.Align, clr color.Color) {
	b.note(size)
	ui.Text(dst, s, size, x, y, align, clr)
}

func (b *Board) textCentered(dst *ebiten.Image, s string, size float64, r ui.Rect, clr color.Color) {
	b.note(size)
	ui.TextCentered(dst, s, size, r, clr)
}

// fit is ui.FitSize kept at the floor: text that would have to shrink further is cut short
// with an ellipsis instead (a long seat name), so what shows can still be read.
func (b *Board) fit(s string, size, width float64) (string, float64) {
	f := ui.FitSize(s, size, width)
	min := floor(b.lay.u)
	if f >= min || size < min {
		return s, f
	}
	r := []rune(s)
	for len(r) > 1 && ui.Measure(string(r)+"…", min) > width {
		r = r[:len(r)-1]
	}
	return string(r) + "…", min
}

// button draws a prompt button with its label fitted, at the floor.
func (b *Board) button(dst *ebiten.Image, btn ui.Button, u float64) {
	label, size := b.fit(btn.Label, ui.SizeBody*u, btn.Rect.W-16*u)
	btn.Label = label
	b.note(size)
	btn.Draw(dst, size, u)
}
