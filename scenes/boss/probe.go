package boss

import (
	"slices"

	rb "zashiki/rules/boss"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// What screen tests ask a board: where to point, and what its panel says.

// HandCard is the centre of the first card of kind k in the viewer's hand.
func (b *Board) HandCard(k rb.Kind) (x, y float64, ok bool) {
	hand := b.own()
	i := slices.IndexFunc(hand, func(c int) bool { return c != unknown && rb.KindOf(c) == k })
	if i < 0 || i >= len(b.hand) {
		return 0, 0, false
	}
	return b.hand[i].X, b.hand[i].Y, true
}

// Seat is the centre of seat's name plate.
func (b *Board) Seat(seat int) (x, y float64) { return b.lay.plate(seat, b.v.Boss).Center() }

// Discard is the centre of the discard pile.
func (b *Board) Discard() (x, y float64) { return b.lay.discard.X, b.lay.discard.Y }

// Prompt is the decision panel's title and line of context.
func (b *Board) Prompt(ctx *ui.Ctx) (title, sub string) { return b.promptText(ctx) }

// FaceText is the smallest text on card id's face drawn w pixels wide.
func FaceText(id int, lang i18n.Lang, w float64) float64 { return faceText(id, lang, w) }
