package freeeight

import (
	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// openRon opens the ロン window on the card just played, unless the option says an 8
// answering an attack cannot be ロン'd, and reports whether it opened. The window asks every
// other seat: those whose hand sums to the card's number may declare, the others may only
// pass. Whether it opens, and whom it asks, depends on nothing hidden, so neither tells anyone
// who could declare; opening it emits nothing, and neither does a pass.
func (s *State) openRon(discarder int, c deck.Card, answering bool) bool {
	if answering && c.Rank() == 8 && !s.Public.Variant.RonOnAnswer8 {
		return false
	}
	p := &s.Public
	p.RonCard, p.Discarder = c, discarder
	p.Turn, p.Phase = discarder, PhaseRon
	n := int(rankOf[c])
	for seat := range s.Private {
		m := &s.Private[seat]
		m.RonAsked = seat != discarder && sumsTo(m.Hand, n)
		m.RonAnswered, m.RonDeclared = false, false
	}
	return true
}

// answerRon records seat's answer; the last answer closes the window.
func (s *State) answerRon(seat int, ron bool) {
	m := &s.Private[seat]
	m.RonAnswered, m.RonDeclared = true, ron
	s.closeIfAnswered()
}

// ApplyForced (engine.Forcer) passes, in a quiet state, for every seat the open ロン window
// asks that cannot declare, as each one's only legal answer would.
func (s *State) ApplyForced() int {
	if s.Public.Phase != PhaseRon || s.Loud() {
		return 0
	}
	n, d := 0, s.Public.Discarder
	for seat := range s.Private {
		if m := &s.Private[seat]; seat != d && !m.RonAnswered && !m.RonAsked {
			m.RonAnswered = true
			n++
		}
	}
	if n > 0 {
		s.closeIfAnswered()
	}
	return n
}

// closeIfAnswered closes the window once every seat has answered, and settles it: the card
// takes effect, or the game ends on the ロン.
func (s *State) closeIfAnswered() {
	d, card := s.Public.Discarder, s.Public.RonCard
	var winners []int
	for w := s.next(d); w != d; w = s.next(w) {
		switch a := s.Private[w]; {
		case !a.RonAnswered:
			return
		case a.RonDeclared && (s.Public.Variant.RonAll || len(winners) == 0):
			winners = append(winners, w)
		}
	}
	s.closeRon()
	if len(winners) == 0 {
		s.resolve(d, card)
		return
	}
	s.settleRon(d, card, winners)
}

// closeRon forgets the window and every seat's answer to it.
func (s *State) closeRon() {
	s.Public.RonCard, s.Public.Discarder = 0, 0
	for seat := range s.Private {
		m := &s.Private[seat]
		m.RonAsked, m.RonAnswered, m.RonDeclared = false, false, false
	}
}

// settleRon ends the game on a ロン. When the discarder's own hand sums to the same number
// as the ロン hands (that is, to the card's number), it is ロン返し and the payment reverses.
func (s *State) settleRon(discarder int, c deck.Card, winners []int) {
	if s.Loud() {
		for _, w := range winners {
			s.Say(MsgRon, engine.SeatRef(w), engine.SeatRef(discarder), engine.CardRef(c))
		}
	}
	kaeshi := handSum(s.hand(discarder)) == int(c.Rank())
	if kaeshi && s.Loud() {
		s.Say(MsgRonKaeshi, engine.SeatRef(discarder), int(c.Rank()))
	}
	points := make([]int, s.Public.Seats)
	var room [6]payment // the most a table can pay
	pays := room[:0]
	base := handPoints(s.hand(discarder)) + cardPoints(c)
	for _, w := range winners {
		stake := base + handPoints(s.hand(w))
		if kaeshi {
			pays = append(pays, payment{from: w, to: discarder, n: ceilTenths(4 * stake)})
		} else {
			pays = append(pays, payment{from: discarder, to: w, n: ceilTenths(2 * stake)})
		}
	}
	for _, p := range pays {
		points[p.from] -= p.n
		points[p.to] += p.n
	}
	var seats [6]int
	reveal := append(append(seats[:0], discarder), winners...)
	var reason engine.Msg
	switch {
	case kaeshi && len(winners) == 1:
		reason = engine.M(MsgEndRonKaeshi, engine.SeatRef(discarder), engine.SeatRef(winners[0]))
		winners = []int{discarder}
	case kaeshi:
		reason = engine.M(MsgEndRonKaeshiMulti, engine.SeatRef(discarder), len(winners))
		winners = []int{discarder}
	case len(winners) == 1:
		reason = engine.M(MsgEndRon, engine.SeatRef(winners[0]), engine.SeatRef(discarder))
	default:
		reason = engine.M(MsgEndRonMulti, len(winners), engine.SeatRef(discarder))
	}
	s.finish(winners, points, reason, reveal, pays...)
}
