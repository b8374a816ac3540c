package freeeight

import (
	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// Apply checks the action in full before it changes anything, so a refusal leaves the
// state as it was.
func (s *State) Apply(seat int, act engine.Action) ([]engine.Event, error) {
	if s.Public.Phase == PhaseOver {
		return nil, engine.ErrGameOver
	}
	a, err := engine.As[Action](act, "Free Eight")
	if err != nil {
		return nil, err
	}
	at, err := s.checkAt(seat, a)
	if err != nil {
		return nil, err
	}
	switch a.Kind {
	case Play:
		s.play(seat, a, at)
	case Draw:
		s.drawAction(seat)
	default:
		s.answerRon(seat, a.Kind == Ron)
	}
	return s.TakeEvents(), nil
}

// play puts the card down (at index at of the hand), then settles, in order: ツモ, a ロン
// window, the card's effect.
func (s *State) play(seat int, a Action, at int) {
	p := &s.Public
	answering := p.Phase == PhaseAttacked
	s.record(seat, a)
	s.take(seat, at)
	p.Discards = append(p.Discards, a.Card)
	p.Top = a.Card
	p.Moves++
	p.Named, p.HasNamed = a.Suit, a.Card.Rank() == 8 // Suit is 0 unless an 8 named it
	if s.Loud() {
		msg := engine.M(MsgPlay, engine.SeatRef(seat), engine.CardRef(a.Card))
		if p.HasNamed {
			msg = engine.M(MsgPlayEight, engine.SeatRef(seat), engine.CardRef(a.Card), a.Suit.Symbol())
		}
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: int(a.Card), From: handZone(seat), To: discardZone, Msg: msg})
	}

	if p.HandCounts[seat] == 0 && goesOut(a.Card, answering) {
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
	p := &s.Public
	answering := p.Attack != NoAttack
	empty := p.HandCounts[seat] == 0
	kind, n := isAttack(c)
	switch {
	case c.Rank() == 8 && answering && s.Public.Variant.EightPasses:
		s.attackNext(seat, p.Attack, p.AttackTotal)
	case c.Rank() == 8 && answering:
		p.Attack, p.AttackTotal = NoAttack, 0
		if s.Loud() {
			s.Say(MsgEvade, engine.SeatRef(seat))
		}
		s.passTurn(seat)
	case kind != NoAttack: // a first attack or a stacking answer (the total is 0 without an attack)
		s.attackNext(seat, kind, p.AttackTotal+n)
	case empty: // a last 5, 7 or 8
		if s.Loud() {
			s.Say(MsgLastDraw, engine.SeatRef(seat), engine.CardRef(c))
		}
		if !s.drawCards(seat, 1) {
			s.passTurn(seat)
		}
	case forcesExtra(c):
		p.Turn, p.Phase = seat, PhaseExtra
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvPhase, Seat: seat, Msg: engine.M(MsgExtra, engine.SeatRef(seat))})
		}
	default:
		s.passTurn(seat)
	}
}

// drawAction draws one card, or the attack total when attacked; either way the turn ends.
func (s *State) drawAction(seat int) {
	p := &s.Public
	s.record(seat, Action{Kind: Draw})
	p.Moves++
	n := 1
	if p.Phase == PhaseAttacked {
		n = p.AttackTotal
		p.Attack, p.AttackTotal = NoAttack, 0
	}
	if !s.drawCards(seat, n) {
		s.passTurn(seat)
	}
}

// drawCards deals n cards from the draw pile to seat and reports whether that ended the
// game: with deck_out=end the moment the pile empties, with reshuffle when the discards
// under the top card cannot make up what is missing.
func (s *State) drawCards(seat, n int) (over bool) {
	p := &s.Public
	k := min(n, p.DrawCount)
	if s.Public.Variant.Reshuffle {
		k = min(n, p.DrawCount+len(p.Discards)-1)
	}
	if k > 0 && s.Loud() {
		s.Say(MsgDraw, engine.SeatRef(seat), k)
	}
	for range k {
		if p.DrawCount == 0 {
			s.reshuffle()
		}
		c := s.pop()
		s.give(seat, c)
		if s.Loud() {
			s.Emit(drawEvent(seat, c))
		}
	}
	if k < n || !s.Public.Variant.Reshuffle && p.DrawCount == 0 {
		s.exhausted()
		return true
	}
	return false
}

// reshuffle turns the discard pile, all but its top card, into a new draw pile.
func (s *State) reshuffle() {
	p := &s.Public
	top := len(p.Discards) - 1
	for _, c := range p.Discards[:top] {
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: int(c), From: discardZone, To: drawZone})
		}
	}
	draw := append(s.Hidden.Draw, p.Discards[:top]...)
	p.Discards = append(p.Discards[:0], p.Discards[top])
	s.RNG.Shuffle(len(draw), func(i, j int) { draw[i], draw[j] = draw[j], draw[i] })
	s.Hidden.Draw, p.DrawCount = draw, len(draw)
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvShuffle, Seat: -1, To: drawZone, N: len(draw),
			Msg: engine.M(MsgReshuffle, len(draw))})
	}
}

// passTurn gives the next seat a plain turn, unless the game has run too long.
func (s *State) passTurn(from int) {
	p := &s.Public
	if p.Moves >= moveCap {
		s.finish(nil, make([]int, p.Seats), engine.M(MsgEndLimit, moveCap), allSeats(p.Seats))
		return
	}
	p.Turn, p.Phase = s.next(from), PhaseTurn
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvPhase, Seat: p.Turn, Msg: engine.M(MsgTurn, engine.SeatRef(p.Turn))})
	}
}

// attackNext puts the next seat under an attack of total cards.
func (s *State) attackNext(from int, kind Attack, total int) {
	p := &s.Public
	p.Attack, p.AttackTotal = kind, total
	p.Turn, p.Phase = s.next(from), PhaseAttacked
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvPhase, Seat: p.Turn, N: total,
			Msg: engine.M(MsgAttack, engine.SeatRef(p.Turn), total)})
	}
}
