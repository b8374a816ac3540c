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

// PanelLayout is the prompt panel as last laid out: the rects of its lines of words (the
// question first) and of its buttons; none while no panel is up.
func (b *Board) PanelLayout() (words, buttons []ui.Rect) {
	if len(b.choices) == 0 || b.compact() {
		return nil, nil
	}
	words = append([]ui.Rect{b.panel.titleRect}, b.panel.rects...)
	for _, c := range b.choices {
		buttons = append(buttons, c.btn.Rect)
	}
	return words, buttons
}

// Buttons are the rects of every button the board shows now, in the panel or beside the hand.
func (b *Board) Buttons() []ui.Rect {
	var out []ui.Rect
	for _, c := range b.choices {
		out = append(out, c.btn.Rect)
	}
	return out
}

// ChiefCaptions are where the 社長's uses left are written, on the boss's side and on the
// team's.
func (b *Board) ChiefCaptions() []ui.Rect {
	return []ui.Rect{b.lay.chiefCaption(b.lay.bossChief), b.lay.chiefCaption(b.lay.teamChief)}
}

// SmallestBadge is the smallest text size of the badges (the votes) on the plates in the
// last Draw; +Inf when none was drawn.
func (b *Board) SmallestBadge() float64 { return b.smallBadge }
