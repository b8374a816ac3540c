package boss

import (
	"slices"

	rb "zashiki/rules/boss"
	"zashiki/rules/engine"
	"zashiki/scenes/ui"
)

// unknown marks a card whose face the viewer cannot see: the engine's redacted card.
const unknown = engine.Unseen

// model is what the table shows right now: it trails the rules while events animate and
// is set from the viewer's View whenever the animations have caught up.
type model struct {
	life      []int
	hands     [][]int // the viewer's hand sorted by kind; others unknown (or shown)
	field     []int
	chief     int
	chiefSide rb.Side
	dict      int
	draw      int
	discard   []int
	dictDraw  int
	dictOut   int
	resigned  int
	roll      int
}

func (m *model) settle(v *rb.View) {
	m.life = slices.Clone(v.Life)
	m.hands = make([][]int, v.Table.Seats)
	for s := range m.hands {
		switch {
		case s == v.Seat:
			m.hands[s] = sortHand(v.Hand)
		case v.Revealed != nil:
			m.hands[s] = sortHand(v.Revealed[s])
		default:
			m.hands[s] = slices.Repeat([]int{unknown}, v.HandCount[s])
		}
	}
	m.field = slices.Clone(v.Field)
	m.chief, m.chiefSide, m.dict = v.Chief, v.ChiefSide, v.Dict
	m.draw, m.discard = v.DrawCount, slices.Clone(v.Discard)
	m.dictDraw, m.dictOut = v.DictDrawCount, len(v.DictDiscard)
	m.resigned, m.roll = v.Resigned, v.LastRoll
}

// beforeDeal is the table before the opening deal: every card in its pile.
func (m *model) beforeDeal(v *rb.View) {
	m.settle(v)
	m.hands = make([][]int, v.Table.Seats)
	m.draw, m.discard = rb.NumWork, nil
	m.dict, m.dictDraw, m.dictOut, m.chief, m.roll = -1, rb.NumDictator, 0, -1, 0
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
		return
	}
	if len(h) > 0 {
		m.hands[seat] = h[:len(h)-1]
	}
}

func (m *model) give(seat, card int) { m.hands[seat] = sortHand(append(m.hands[seat], card)) }

// sortHand orders cards by kind, unknown last.
func sortHand(h []int) []int {
	out := slices.Clone(h)
	slices.SortStableFunc(out, func(a, b int) int { return sortKey(a) - sortKey(b) })
	return out
}

func sortKey(c int) int {
	if c == unknown {
		return 1 << 10
	}
	return int(rb.KindOf(c))*100 + c
}

// flight is one card moving between zones; a 独裁カード shows its own back.
type flight struct {
	ui.CardFlight
	dict bool
}
