package boss

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/scenes/ui"
)

// The floor of the board's text is ui's (ui.MinSize): ui raises every size it draws,
// measures or fits to it. Print that cannot be that large (a card face scaled down on the
// table) is beyond its reach and not read there: its full text shows on hover.

// note records text drawn at size for SmallestText. Text drawn through ui is noted at the
// size ui draws it (ui.Legible); a card face's print at its scaled size, which ui cannot raise.
func (b *Board) note(size float64) { b.smallest = math.Min(b.smallest, size) }

// SmallestText is the smallest size, in pixels, of the text the last Draw gave a player to
// read: the table's words, the hand's cards and the round's 独裁カード (screen tests hold it
// to the floor).
func (b *Board) SmallestText() float64 { return b.smallest }

func (b *Board) text(dst *ebiten.Image, s string, size, x, y float64, align ui.Align, clr color.Color) {
	b.note(ui.Legible(size))
	ui.Text(dst, s, size, x, y, align, clr)
}

func (b *Board) textCentered(dst *ebiten.Image, s string, size float64, r ui.Rect, clr color.Color) {
	b.note(ui.Legible(size))
	ui.TextCentered(dst, s, size, r, clr)
}

// fit is ui.FitSize, which stops at the floor: text that would have to shrink further is cut
// short with an ellipsis instead (a long seat name), so what shows can still be read and
// stays inside width.
func (b *Board) fit(s string, size, width float64) (string, float64) {
	f := ui.FitSize(s, size, width)
	// Faces come in whole pixels, so the fitted size may still overflow by a little: a
	// pixel less, while above the floor, keeps the whole text rather than cutting it.
	for ui.Measure(s, f) > width && f-1 >= ui.Legible(0) {
		f--
	}
	line, _ := ui.Ellipsis(s, f, width)
	return line, f
}

// button draws a prompt button with its label fitted, at the floor.
func (b *Board) button(dst *ebiten.Image, btn ui.Button, u float64) {
	label, size := b.fit(btn.Label, ui.SizeBody*u, btn.Rect.W-16*u)
	btn.Label = label
	b.note(ui.Legible(size))
	btn.Draw(dst, size, u)
}

// badgeSize is the text of a badge on a plate (a vote): a pixel above the floor at any
// window size. At the floor (11 px at 960×540) their Japanese glyphs were 10 px tall, too
// small for a word read at a glance (Issue 27).
func badgeSize(u float64) float64 { return max(ui.SizeSmall*u, ui.MinSize(u)+1) }
