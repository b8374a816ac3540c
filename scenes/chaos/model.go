package chaos

import (
	"slices"

	rc "zashiki/rules/chaos"
	"zashiki/rules/engine"
	"zashiki/scenes/ui"
)

// unknown marks a card whose face the viewer cannot see; empty an empty workplace.
const (
	unknown = -1
	empty   = -1
)

var workSlot = rc.WorkSlot

// model is what the table shows right now: it trails the rules while events animate and
// is set from the viewer's View whenever the animations have caught up.
type model struct {
	hands   [][]int
	work    [3]int
	lane    []int
	discard []int
	play    []int
	draw    int
	res     int
	chaos   int
	marker  int
}

func (m *model) settle(v *rc.View) {
	m.hands = make([][]int, v.Seats)
	for s := range m.hands {
		if s == v.Seat {
			m.hands[s] = slices.Clone(v.Hand)
		} else {
			m.hands[s] = slices.Repeat([]int{unknown}, v.HandCounts[s])
		}
	}
	m.work = v.Work
	m.lane = slices.Clone(v.Lane)
	m.discard = slices.Clone(v.Discards)
	m.play = slices.Clone(v.Play)
	m.draw, m.res, m.chaos, m.marker = v.DrawCount, v.Resources, v.Chaos, v.Marker
}

// beforeDeal is the table before the set-up events: everything still in the deck.
func (m *model) beforeDeal(v *rc.View) {
	m.hands = make([][]int, v.Seats)
	m.work = [3]int{empty, empty, empty}
	m.lane, m.discard, m.play = nil, nil, nil
	m.draw = rc.NumCards - v.BoxedCount
	m.res, m.chaos, m.marker = v.Resources, 0, -1
}

// take removes card (or an unknown one) from a zone's model and reports the index it had.
func (m *model) take(z engine.Zone, card int) int {
	remove := func(p *[]int) int {
		i := slices.Index(*p, card)
		if i < 0 {
			i = slices.Index(*p, unknown)
		}
		if i < 0 {
			i = len(*p) - 1
		}
		if i >= 0 {
			*p = slices.Delete(*p, i, i+1)
		}
		return max(i, 0)
	}
	switch {
	case z.Name == "draw":
		m.draw--
		return 0
	case z.Name == "discard":
		return remove(&m.discard)
	case z.Name == "lane":
		return remove(&m.lane)
	case z.Name == "play":
		return remove(&m.play)
	case z.Name == "hand":
		return remove(&m.hands[z.Seat])
	}
	// A card placed on top may already have landed: only the card leaving is taken away.
	if s := workSlot(z); s >= 0 && (m.work[s] == card || card == unknown) {
		m.work[s] = empty
	}
	return 0
}

// size is how many cards a zone holds in the model.
func (m *model) size(z engine.Zone) int {
	switch z.Name {
	case "discard":
		return len(m.discard)
	case "lane":
		return len(m.lane)
	case "play":
		return len(m.play)
	case "hand":
		return len(m.hands[z.Seat])
	}
	return 1
}

// give puts card into a zone's model.
func (m *model) give(z engine.Zone, card int) {
	switch {
	case z.Name == "draw":
		m.draw++
	case z.Name == "discard":
		m.discard = append(m.discard, card)
	case z.Name == "lane":
		m.lane = append(m.lane, card)
	case z.Name == "play":
		m.play = append(m.play, card)
	case z.Name == "hand":
		m.hands[z.Seat] = append(m.hands[z.Seat], card)
	default:
		if s := workSlot(z); s >= 0 {
			m.work[s] = card
		}
	}
}

// flight is one card moving between zones.
type flight = ui.CardFlight
