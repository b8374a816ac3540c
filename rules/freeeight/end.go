package freeeight

import (
	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// pointsTenths is the seed's payment table per rank, in tenths of a point so that sums stay
// exact until each payment is rounded up. Q♠ is worth more than the other queens.
var pointsTenths = [14]int{
	deck.Ace: 1, 2: 40, 3: 3, 4: 4, 5: 20, 6: 6, 7: 20, 8: 40, 9: 9, 10: 10,
	deck.Jack: 10, deck.Queen: 10, deck.King: 10,
}

const queenOfSpadesTenths = 50

func cardPoints(c deck.Card) int {
	if c == queenOfSpades {
		return queenOfSpadesTenths
	}
	return pointsTenths[c.Rank()]
}

// handPoints is what a hand is worth in payments, in tenths.
func handPoints(h []deck.Card) int {
	t := 0
	for _, c := range h {
		t += cardPoints(c)
	}
	return t
}

// handSum is the ロン number of a hand: A counts 1, J 11, Q 12, K 13.
func handSum(h []deck.Card) int {
	n := 0
	for _, c := range h {
		n += int(c.Rank())
	}
	return n
}

// ceilTenths rounds a payment in tenths up to whole points.
func ceilTenths(t int) int { return (t + 9) / 10 }

// payment is one seat paying another.
type payment struct{ from, to, n int }

// tsumo ends the game with seat's hand played out: every other seat pays its own hand.
func (s *State) tsumo(seat int) {
	n := len(s.hands)
	points := make([]int, n)
	var pays []payment
	for k := 1; k < n; k++ {
		from := (seat + k) % n
		p := payment{from: from, to: seat, n: ceilTenths(handPoints(s.hands[from]))}
		points[from] -= p.n
		points[seat] += p.n
		pays = append(pays, p)
	}
	s.finish([]int{seat}, points, engine.M(MsgEndTsumo, engine.SeatRef(seat)), allSeats(n), pays...)
}

// exhausted ends the game with no winner: the draw pile ran out.
func (s *State) exhausted() {
	s.finish(nil, make([]int, len(s.hands)), engine.M(MsgEndExhausted), allSeats(len(s.hands)))
}

// finish ends the game: the reason as a log line, then the hands shown and the payments.
func (s *State) finish(winners, points []int, reason engine.Msg, reveal []int, pays ...payment) {
	s.phase, s.attack, s.total = PhaseOver, NoAttack, 0
	s.ron = ronWindow{}
	s.outcome = &engine.Outcome{Winners: winners, Points: points, Reason: reason}
	s.emit(engine.Event{Kind: engine.EvMessage, Seat: -1, Msg: reason})
	s.revealed = make([][]deck.Card, len(s.hands))
	for _, seat := range reveal {
		s.revealed[seat] = append([]deck.Card{}, s.hands[seat]...)
		for _, c := range s.hands[seat] {
			s.emit(engine.Event{Kind: engine.EvReveal, Seat: seat, Card: int(c), To: handZone(seat)})
		}
	}
	for _, p := range pays {
		s.emit(engine.Event{Kind: engine.EvScore, Seat: p.from, N: -p.n,
			Msg: engine.M(MsgPay, engine.SeatRef(p.from), engine.SeatRef(p.to), p.n)})
		s.emit(engine.Event{Kind: engine.EvScore, Seat: p.to, N: p.n})
	}
}

func allSeats(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}
