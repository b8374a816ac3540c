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

// sumsTo reports whether h sums to n (handSum(h) == n). Every card counts at least 1, so a
// hand of more than n cards is ruled out at once; the rest are summed without a branch.
func sumsTo(h []deck.Card, n int) bool {
	if len(h) > n {
		return false
	}
	t := 0
	for _, c := range h {
		t += int(rankOf[c])
	}
	return t == n
}

// rankOf[c] is c.Rank() looked up, for the loop every ロン window runs over every hand (a
// table of 256 so that no card needs a bounds check).
var rankOf = func() (out [256]uint8) {
	for c := range deck.Card(deck.NumFaces) {
		out[c] = uint8(c.Rank())
	}
	return out
}()

// ceilTenths rounds a payment in tenths up to whole points.
func ceilTenths(t int) int { return (t + 9) / 10 }

// payment is one seat paying another.
type payment struct{ from, to, n int }

// tsumo ends the game with seat's hand played out: every other seat pays its own hand.
func (s *State) tsumo(seat int) {
	n := s.Public.Seats
	points := make([]int, n)
	var room [6]payment // the most a table can pay
	pays := room[:0]
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
	n := 0
	for _, seat := range reveal {
		n += len(s.hand(seat))
	}
	shown := make([]deck.Card, 0, n) // every revealed hand in one array, each capped
	for _, seat := range reveal {
		h := s.hand(seat)
		at := len(shown)
		shown = append(shown, h...)
		p.Revealed[seat] = shown[at:len(shown):len(shown)]
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

// allSeats is the seats of a table of n, read-only.
func allSeats(n int) []int { return everySeat[:n:n] }

var everySeat = []int{0, 1, 2, 3, 4, 5}
