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

// sumsTo reports whether h sums to n (handSum(h) == n), stopping once the sum passes n: every
// card counts at least 1, so a ロン window rules out most hands in a few cards.
func sumsTo(h []deck.Card, n int) bool {
	if len(h) > n {
		return false
	}
	for _, c := range h {
		if n -= int(c.Rank()); n < 0 {
			return false
		}
	}
	return n == 0
}

// ceilTenths rounds a payment in tenths up to whole points.
func ceilTenths(t int) int { return (t + 9) / 10 }

// payment is one seat paying another.
type payment struct{ from, to, n int }

// tsumo ends the game with seat's hand played out: every other seat pays its own hand.
func (s *State) tsumo(seat int) {
	n := s.Public.Seats
	points := make([]int, n)
	var pays []payment
	for k := 1; k < n; k++ {
		from := (seat + k) % n
		p := payment{from: from, to: seat, n: ceilTenths(handPoints(s.hand(from)))}
		points[from] -= p.n
		points[seat] += p.n
		pays = append(pays, p)
	}
	s.finish([]int{seat}, points, engine.M(MsgEndTsumo, engine.SeatRef(seat)), allSeats(n), pays...)
}

// exhausted ends the game with no winner: the draw pile ran out.
func (s *State) exhausted() {
	n := s.Public.Seats
	s.finish(nil, make([]int, n), engine.M(MsgEndExhausted), allSeats(n))
}

// finish ends the game: the reason as a log line, then the hands shown and the payments.
func (s *State) finish(winners, points []int, reason engine.Msg, reveal []int, pays ...payment) {
	p := &s.Public
	p.Phase, p.Attack, p.AttackTotal = PhaseOver, NoAttack, 0
	s.closeRon()
	s.Result = &engine.Outcome{Winners: winners, Points: points, Reason: reason}
	s.Emit(engine.Event{Kind: engine.EvMessage, Seat: -1, Msg: reason})
	p.Revealed = make([][]deck.Card, p.Seats)
	for _, seat := range reveal {
		h := s.hand(seat)
		p.Revealed[seat] = append([]deck.Card{}, h...)
		for _, c := range h {
			s.Emit(engine.Event{Kind: engine.EvReveal, Seat: seat, Card: int(c), To: handZone(seat)})
		}
	}
	if s.Loud() {
		for _, pay := range pays {
			s.Emit(engine.Event{Kind: engine.EvScore, Seat: pay.from, N: -pay.n,
				Msg: engine.M(MsgPay, engine.SeatRef(pay.from), engine.SeatRef(pay.to), pay.n)})
			s.Emit(engine.Event{Kind: engine.EvScore, Seat: pay.to, N: pay.n})
		}
	}
}

func allSeats(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}
