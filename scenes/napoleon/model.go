package napoleon

import (
	"slices"

	"zashiki/rules/deck"
	np "zashiki/rules/napoleon"
	"zashiki/scenes/ui"
)

// unknown marks a card whose face the viewer cannot see.
const unknown = -1

// model is what the table shows right now: it trails the rules while events animate and is
// set from the viewer's View whenever the animations have caught up.
type model struct {
	hands    [4][]int // the viewer's sorted by suit and rank; others unknown
	deck     int      // cards still in the dealer's pile (during a deal)
	hidden   int      // cards face down in the middle
	discards []int    // Napoleon's discards: faces when the viewer may see them
	trick    []np.Played
	won      [4][]deck.Card
}

// settle makes the model match a view exactly.
func (m *model) settle(v *np.View) {
	for s := range m.hands {
		switch {
		case s == v.Seat:
			m.hands[s] = sortedInts(v.Hand)
		default:
			m.hands[s] = slices.Repeat([]int{unknown}, v.HandCounts[s])
		}
		m.won[s] = slices.Clone(v.Won[s])
	}
	m.deck, m.hidden = 0, v.HiddenCount
	m.discards = slices.Repeat([]int{unknown}, v.DiscardCount)
	if v.Discards != nil {
		m.discards = sortedInts(v.Discards)
	}
	m.trick = slices.Clone(v.Trick)
}

// beforeDeal is the table with all 52 cards still in the dealer's pile.
func (m *model) beforeDeal() {
	*m = model{deck: deck.NumFaces}
}

// take removes card (or any unknown card) from seat's hand.
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

// sortKey orders a hand by suit (♠♥♣♦, alternating colours), then rank, A high.
func sortKey(c int) int {
	if c == unknown {
		return 1 << 10
	}
	suitOrder := [4]int{0, 1, 3, 2}
	r := int(deck.Card(c).Rank())
	if r == 1 {
		r = 14
	}
	return suitOrder[deck.Card(c).Suit()]*16 + r
}

func sortedInts(cs []deck.Card) []int {
	out := make([]int, len(cs))
	for i, c := range cs {
		out[i] = int(c)
	}
	slices.SortStableFunc(out, func(a, b int) int { return sortKey(a) - sortKey(b) })
	return out
}

// flight is one card moving between zones.
type flight = ui.CardFlight

// banner is a word across the table (よろめき！, the adjutant revealed) that pops and fades.
type banner struct {
	text string
	sub  string
	card int // a card shown with it, or unknown
	tw   *ui.Tween
	gold bool
}

type floater = ui.Floater
