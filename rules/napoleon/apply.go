package napoleon

import (
	"slices"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// Apply checks the action in full before it changes anything, so a refusal leaves the
// state as it was.
func (s *State) Apply(seat int, act engine.Action) ([]engine.Event, error) {
	if s.phase == PhaseOver {
		return nil, engine.ErrGameOver
	}
	a, err := engine.As[Action](act, "Napoleon")
	if err != nil {
		return nil, err
	}
	if err = s.check(seat, a); err != nil {
		return nil, err
	}
	s.events = nil
	switch a.Kind {
	case Declare, Pass:
		s.call(seat, a)
	case Name:
		s.name(a.Card)
	case Discard:
		s.discard(a.Cards)
	case Play:
		s.play(seat, a.Card)
	}
	ev := s.events
	s.events = nil
	return ev, nil
}

// call records a declaration or a pass and moves the round on.
func (s *State) call(seat int, a Action) {
	c := Call{Seat: seat, Pass: a.Kind == Pass, N: a.N, Suit: a.Suit}
	s.calls = append(s.calls, c)
	if c.Pass {
		s.passed[seat] = true
		s.emit(message(MsgPass, engine.SeatRef(seat)))
	} else {
		s.high, s.hasBid = Bid{Seat: seat, N: a.N, Trump: a.Suit}, true
		s.emit(message(MsgBid, engine.SeatRef(seat), a.N, a.Suit.Symbol()))
	}
	next, over := s.nextCaller(seat)
	switch {
	case over && s.hasBid:
		s.crown()
	case over:
		s.redeal()
	default:
		s.turn = next
		s.emit(engine.Event{Kind: engine.EvPhase, Seat: next, Msg: engine.M(MsgBidTurn, engine.SeatRef(next))})
	}
}

// nextCaller is the seat to call after seat, or over when the round has ended: with
// bidding=once after four calls; in an auction when all but the best declarer have passed
// (or all four have).
func (s *State) nextCaller(seat int) (next int, over bool) {
	if s.v.once {
		return s.next(seat), len(s.calls) == seats
	}
	in := 0
	for _, p := range s.passed {
		if !p {
			in++
		}
	}
	if in == 0 || in == 1 && s.hasBid {
		return 0, true
	}
	next = s.next(seat)
	for s.passed[next] {
		next = s.next(next)
	}
	return next, false
}

// crown makes the best declarer Napoleon, who names the adjutant card next.
func (s *State) crown() {
	s.napoleon = s.high.Seat
	s.phase, s.turn = PhaseAdjutant, s.napoleon
	s.emit(engine.Event{Kind: engine.EvPhase, Seat: s.napoleon,
		Msg: engine.M(MsgNapoleon, engine.SeatRef(s.napoleon), s.high.N, s.high.Trump.Symbol())})
}

// redeal gathers every card and deals again, the same seat declaring first.
func (s *State) redeal() {
	s.redeals++
	s.emit(message(MsgRedeal))
	if s.redeals >= maxRedeals {
		s.finishVoid()
		return
	}
	for seat, h := range s.hands {
		for _, c := range h {
			s.emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: int(c), From: handZone(seat), To: deckZone,
				Secret: true, Owner: seat})
		}
		s.hands[seat] = nil
	}
	for _, c := range s.hidden {
		s.emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: int(c), From: hiddenZone, To: deckZone,
			Secret: true, Owner: -1})
	}
	s.hidden = nil
	s.calls, s.hasBid, s.high = nil, false, Bid{}
	clear(s.passed)
	s.dealFresh()
}

// name fixes the adjutant card, then Napoleon takes the four hidden cards.
func (s *State) name(c deck.Card) {
	s.adjCard, s.hasAdj = c, true
	s.emit(message(MsgAdjutant, engine.SeatRef(s.napoleon), engine.CardRef(c)))
	s.emit(message(MsgTakeHidden, engine.SeatRef(s.napoleon)))
	for _, h := range s.hidden {
		s.emit(engine.Event{Kind: engine.EvMove, Seat: s.napoleon, Card: int(h), From: hiddenZone,
			To: handZone(s.napoleon), Secret: true, Owner: s.napoleon})
	}
	s.fromHidden = s.hidden
	s.hands[s.napoleon] = append(s.hands[s.napoleon], s.hidden...)
	s.hidden = nil
	s.phase = PhaseExchange
	s.emit(engine.Event{Kind: engine.EvPhase, Seat: s.napoleon})
}

// discard puts four of Napoleon's cards out of the game, face down, and opens the play.
func (s *State) discard(cards [hiddenN]deck.Card) {
	n := s.napoleon
	s.emit(message(MsgDiscard, engine.SeatRef(n)))
	for _, c := range cards {
		i := slices.Index(s.hands[n], c)
		s.hands[n] = slices.Delete(s.hands[n], i, i+1)
		s.discards = append(s.discards, c)
		s.emit(engine.Event{Kind: engine.EvMove, Seat: n, Card: int(c), From: handZone(n), To: discardZone,
			Secret: true, Owner: n})
	}
	s.fromHidden = nil
	s.phase, s.turn = PhasePlay, n
	s.emit(engine.Event{Kind: engine.EvPhase, Seat: n, Msg: engine.M(MsgLead, 1, engine.SeatRef(n))})
}

// play puts c in the trick, reveals the adjutant if c is its card, and settles a full trick.
func (s *State) play(seat int, c deck.Card) {
	i := slices.Index(s.hands[seat], c)
	s.hands[seat] = slices.Delete(s.hands[seat], i, i+1)
	s.trick = append(s.trick, Played{Seat: seat, Card: c})
	s.emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: int(c), From: handZone(seat), To: trickZone(seat),
		Msg: engine.M(MsgPlay, engine.SeatRef(seat), engine.CardRef(c))})
	if s.hasAdj && c == s.adjCard && !s.revealed {
		s.revealed = true
		msg := engine.M(MsgReveal, engine.SeatRef(seat), engine.CardRef(c))
		if seat == s.napoleon {
			msg = engine.M(MsgRevealSelf, engine.SeatRef(seat))
		}
		s.emit(engine.Event{Kind: engine.EvReveal, Seat: seat, Card: int(c), To: trickZone(seat), Msg: msg})
	}
	if len(s.trick) < seats {
		s.turn = s.next(seat)
		s.emit(engine.Event{Kind: engine.EvPhase, Seat: s.turn})
		return
	}
	s.settleTrick()
}

// settleTrick gives the trick's face cards to its winner; the rest leave the game.
func (s *State) settleTrick() {
	cards := make([]deck.Card, len(s.trick))
	for i, p := range s.trick {
		cards[i] = p.Card
	}
	idx, rule := winner(cards, s.high.Trump, len(s.tricks) == 0)
	w := s.trick[idx].Seat
	if key, ok := ruleMsgs[rule]; ok {
		s.emit(message(key))
	}
	faces := 0
	for _, p := range s.trick {
		if isFace(p.Card) {
			faces++
		}
	}
	s.emit(engine.Event{Kind: engine.EvMessage, Seat: w, N: int(rule),
		Msg: engine.M(MsgTrick, engine.SeatRef(w), engine.CardRef(cards[idx]), faces)})
	for _, p := range s.trick {
		to := outZone
		if isFace(p.Card) {
			to = wonZone(w)
			s.won[w] = append(s.won[w], p.Card)
		}
		s.emit(engine.Event{Kind: engine.EvMove, Seat: w, Card: int(p.Card), From: trickZone(p.Seat), To: to})
	}
	s.tricks = append(s.tricks, Trick{Cards: s.trick, Winner: w, Rule: rule})
	s.trick = nil
	if len(s.tricks) == numTricks {
		s.finish()
		return
	}
	s.turn = w
	s.emit(engine.Event{Kind: engine.EvPhase, Seat: w, Msg: engine.M(MsgLead, len(s.tricks)+1, engine.SeatRef(w))})
}
