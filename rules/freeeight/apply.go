package freeeight

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
	a, err := engine.As[Action](act, "Free Eight")
	if err != nil {
		return nil, err
	}
	if err = s.check(seat, a); err != nil {
		return nil, err
	}
	s.events = nil
	switch a.Kind {
	case Play:
		s.play(seat, a)
	case Draw:
		s.drawAction(seat)
	default:
		s.answerRon(seat, a.Kind == Ron)
	}
	ev := s.events
	s.events = nil
	return ev, nil
}

// play puts the card down, then settles, in order: ツモ, a ロン window, the card's effect.
func (s *State) play(seat int, a Action) {
	answering := s.phase == PhaseAttacked
	hand := s.hands[seat]
	i := slices.Index(hand, a.Card)
	s.hands[seat] = slices.Delete(hand, i, i+1)
	s.discard = append(s.discard, a.Card)
	s.moves++
	s.named, s.hasNamed = a.Suit, a.Card.Rank() == 8 // Suit is 0 unless an 8 named it
	msg := engine.M(MsgPlay, engine.SeatRef(seat), engine.CardRef(a.Card))
	if s.hasNamed {
		msg = engine.M(MsgPlayEight, engine.SeatRef(seat), engine.CardRef(a.Card), a.Suit.Symbol())
	}
	s.emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: int(a.Card), From: handZone(seat), To: discardZone, Msg: msg})

	if len(s.hands[seat]) == 0 && goesOut(a.Card, answering) {
		s.tsumo(seat)
		return
	}
	if s.openRon(seat, a.Card, answering) {
		return
	}
	s.resolve(seat, a.Card)
}

// goesOut reports whether playing c as the last card wins: a 5 or 7 demands another action
// and an 8 is followed by a draw, except an 8 that answers an attack.
func goesOut(c deck.Card, answering bool) bool {
	switch {
	case forcesExtra(c):
		return false
	case c.Rank() == 8:
		return answering
	}
	return true
}

// resolve carries out the effect of the card seat just played, once no ロン was declared.
// A pending attack at this point means the card answered it.
func (s *State) resolve(seat int, c deck.Card) {
	answering := s.attack != NoAttack
	empty := len(s.hands[seat]) == 0
	kind, n := isAttack(c)
	switch {
	case c.Rank() == 8 && answering && s.v.eightPasses:
		s.attackNext(seat, s.attack, s.total)
	case c.Rank() == 8 && answering:
		s.attack, s.total = NoAttack, 0
		s.emit(message(MsgEvade, engine.SeatRef(seat)))
		s.passTurn(seat)
	case kind != NoAttack: // a first attack or a stacking answer (total is 0 without an attack)
		s.attackNext(seat, kind, s.total+n)
	case empty: // a last 5, 7 or 8
		s.emit(message(MsgLastDraw, engine.SeatRef(seat), engine.CardRef(c)))
		if !s.drawCards(seat, 1) {
			s.passTurn(seat)
		}
	case forcesExtra(c):
		s.turn, s.phase = seat, PhaseExtra
		s.emit(engine.Event{Kind: engine.EvPhase, Seat: seat, Msg: engine.M(MsgExtra, engine.SeatRef(seat))})
	default:
		s.passTurn(seat)
	}
}

// drawAction draws one card, or the attack total when attacked; either way the turn ends.
func (s *State) drawAction(seat int) {
	s.moves++
	n := 1
	if s.phase == PhaseAttacked {
		n = s.total
		s.attack, s.total = NoAttack, 0
	}
	if !s.drawCards(seat, n) {
		s.passTurn(seat)
	}
}

// drawCards deals n cards from the draw pile to seat and reports whether that ended the
// game: with deck_out=end the moment the pile empties, with reshuffle when the discards
// under the top card cannot make up what is missing.
func (s *State) drawCards(seat, n int) (over bool) {
	k := min(n, len(s.draw))
	if s.v.reshuffle {
		k = min(n, len(s.draw)+len(s.discard)-1)
	}
	if k > 0 {
		s.emit(message(MsgDraw, engine.SeatRef(seat), k))
	}
	for range k {
		if len(s.draw) == 0 {
			s.reshuffle()
		}
		c := s.pop()
		s.hands[seat] = append(s.hands[seat], c)
		s.emit(drawEvent(seat, c))
	}
	if k < n || !s.v.reshuffle && len(s.draw) == 0 {
		s.exhausted()
		return true
	}
	return false
}

// reshuffle turns the discard pile, all but its top card, into a new draw pile.
func (s *State) reshuffle() {
	top := len(s.discard) - 1
	for _, c := range s.discard[:top] {
		s.emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: int(c), From: discardZone, To: drawZone})
	}
	s.draw = append(s.draw, s.discard[:top]...)
	s.discard = append(s.discard[:0], s.discard[top])
	s.rng.Shuffle(len(s.draw), func(i, j int) { s.draw[i], s.draw[j] = s.draw[j], s.draw[i] })
	s.emit(engine.Event{Kind: engine.EvShuffle, Seat: -1, To: drawZone, N: len(s.draw),
		Msg: engine.M(MsgReshuffle, len(s.draw))})
}

// passTurn gives the next seat a plain turn, unless the game has run too long.
func (s *State) passTurn(from int) {
	if s.moves >= moveCap {
		s.finish(nil, make([]int, len(s.hands)), engine.M(MsgEndLimit, moveCap), allSeats(len(s.hands)))
		return
	}
	s.turn, s.phase = s.next(from), PhaseTurn
	s.emit(engine.Event{Kind: engine.EvPhase, Seat: s.turn, Msg: engine.M(MsgTurn, engine.SeatRef(s.turn))})
}

// attackNext puts the next seat under an attack of total cards.
func (s *State) attackNext(from int, kind Attack, total int) {
	s.attack, s.total = kind, total
	s.turn, s.phase = s.next(from), PhaseAttacked
	s.emit(engine.Event{Kind: engine.EvPhase, Seat: s.turn, N: total,
		Msg: engine.M(MsgAttack, engine.SeatRef(s.turn), total)})
}

func message(key string, args ...any) engine.Event {
	return engine.Event{Kind: engine.EvMessage, Seat: -1, Msg: engine.M(key, args...)}
}
