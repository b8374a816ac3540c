package freeeight

import (
	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// openRon asks every other seat whose hand sums to the played card's number whether it
// declares ロン, and reports whether anyone was asked. Opening the window emits nothing, and
// neither does a pass, so the log never shows who could have declared.
func (s *State) openRon(discarder int, c deck.Card, answering bool) bool {
	if answering && c.Rank() == 8 && !s.v.ronOnAnswer8 {
		return false
	}
	var asked []int
	for seat := s.next(discarder); seat != discarder; seat = s.next(seat) {
		if handSum(s.hands[seat]) == int(c.Rank()) {
			asked = append(asked, seat)
		}
	}
	if len(asked) == 0 {
		return false
	}
	s.ron = ronWindow{card: c, discarder: discarder, asked: asked, answers: make([]answer, len(asked))}
	s.turn, s.phase = discarder, PhaseRon
	return true
}

// answerRon records seat's answer; the last answer closes the window.
func (s *State) answerRon(seat int, ron bool) {
	w := &s.ron
	for i, a := range w.asked {
		if a == seat {
			w.answers[i] = passed
			if ron {
				w.answers[i] = declared
			}
		}
	}
	var winners []int
	for i, a := range w.answers {
		if a == unanswered {
			return
		}
		if a == declared && (s.v.ronAll || len(winners) == 0) {
			winners = append(winners, w.asked[i])
		}
	}
	card, discarder := w.card, w.discarder
	s.ron = ronWindow{}
	if len(winners) == 0 {
		s.resolve(discarder, card)
		return
	}
	s.settleRon(discarder, card, winners)
}

// settleRon ends the game on a ロン. When the discarder's own hand sums to the same number
// as the ロン hands (that is, to the card's number), it is ロン返し and the payment reverses.
func (s *State) settleRon(discarder int, c deck.Card, winners []int) {
	for _, w := range winners {
		s.emit(message(MsgRon, engine.SeatRef(w), engine.SeatRef(discarder), engine.CardRef(c)))
	}
	kaeshi := handSum(s.hands[discarder]) == int(c.Rank())
	if kaeshi {
		s.emit(message(MsgRonKaeshi, engine.SeatRef(discarder), int(c.Rank())))
	}
	points := make([]int, len(s.hands))
	var pays []payment
	base := handPoints(s.hands[discarder]) + cardPoints(c)
	for _, w := range winners {
		stake := base + handPoints(s.hands[w])
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
	reveal := append([]int{discarder}, winners...)
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
