package freeeight

import (
	"slices"

	"zashiki/rules/deck"
	fe "zashiki/rules/freeeight"
	"zashiki/scenes/ui"
)

// unknown marks a card whose face the viewer cannot see.
const unknown = -1

// model is what the table shows right now: it trails the rules while events animate and
// is set from the viewer's View whenever the animations have caught up.
type model struct {
	hands   [][]int // per seat; the viewer's hand sorted by suit and rank
	draw    int
	discard []deck.Card // bottom to top
}

// settle makes the model match a view exactly.
func (m *model) settle(v *fe.View) {
	m.hands = make([][]int, v.Seats)
	for s := range m.hands {
		switch {
		case s == v.Seat:
			m.hands[s] = cardsToInts(v.Hand)
		case v.Revealed != nil && v.Revealed[s] != nil:
			m.hands[s] = cardsToInts(v.Revealed[s])
		default:
			m.hands[s] = slices.Repeat([]int{unknown}, v.HandCounts[s])
		}
	}
	m.draw = v.DrawCount
	m.discard = slices.Clone(v.Discards)
}

// beforeDeal is the model of a view's table with every hand and the discard still in the pile.
func (m *model) beforeDeal(v *fe.View) {
	m.hands = make([][]int, v.Seats)
	total := v.DrawCount + len(v.Discards)
	for _, n := range v.HandCounts {
		total += n
	}
	m.draw, m.discard = total, nil
}

// take removes card (or any unknown card) from seat's hand and reports whether the
// viewer saw it there.
func (m *model) take(seat, card int) {
	h := m.hands[seat]
	if i := slices.Index(h, card); i >= 0 {
		m.hands[seat] = slices.Delete(h, i, i+1)
		return
	}
	if i := slices.Index(h, unknown); i >= 0 {
		m.hands[seat] = slices.Delete(h, i, i+1)
	}
}

// give puts card in seat's hand, keeping a known hand sorted.
func (m *model) give(seat, card int) {
	h := append(m.hands[seat], card)
	slices.SortStableFunc(h, func(a, b int) int { return sortKey(a) - sortKey(b) })
	m.hands[seat] = h
}

// sortKey orders a hand by suit, then rank; unknown cards go last.
func sortKey(c int) int {
	if c == unknown {
		return 1 << 10
	}
	return int(deck.Card(c).Suit())*16 + int(deck.Card(c).Rank())
}

func cardsToInts(cs []deck.Card) []int {
	out := make([]int, len(cs))
	for i, c := range cs {
		out[i] = int(c)
	}
	slices.SortStableFunc(out, func(a, b int) int { return sortKey(a) - sortKey(b) })
	return out
}

// flight is one card moving between zones.
type flight = ui.CardFlight
