package napoleon

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
	a, err := engine.As[Action](act, "Napoleon")
	if err != nil {
		return nil, err
	}
	if err = s.check(seat, a); err != nil {
		return nil, err
	}
	switch a.Kind {
	case Declare, Pass:
		s.call(seat, a)
	case Name:
		s.name(a.Card)
	case Discard:
		s.pick(a.Card)
	case Undo:
		s.undo()
	case Play:
		s.play(seat, a.Card)
	}
	return s.TakeEvents(), nil
}

// call records a declaration or a pass and moves the round on.
func (s *State) call(seat int, a Action) {
	p := &s.Public
	c := Call{Seat: seat, Pass: a.Kind == Pass, N: a.N, Suit: a.Suit}
	p.Calls = append(p.Calls, c)
	if c.Pass {
		p.Passed[seat] = true
		if s.Loud() {
			s.Say(MsgPass, engine.SeatRef(seat))
		}
	} else {
		p.High, p.HasHigh = Bid{Seat: seat, N: a.N, Trump: a.Suit}, true
		if s.Loud() {
			s.Say(MsgBid, engine.SeatRef(seat), a.N, a.Suit.Symbol())
		}
	}
	next, over := s.nextCaller(seat)
	switch {
	case over && p.HasHigh:
		s.crown()
	case over:
		s.throwIn()
	default:
		p.Turn = next
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvPhase, Seat: next, Msg: engine.M(MsgBidTurn, engine.SeatRef(next))})
		}
	}
}

// nextCaller is the seat to call after seat, or over when the round has ended: with
// bidding=once after four calls; in an auction when all but the best declarer have passed
// (or all four have).
func (s *State) nextCaller(seat int) (next int, over bool) {
	p := &s.Public
	if s.v.once {
		return s.next(seat), len(p.Calls) == seats
	}
	in := 0
	for _, passed := range p.Passed {
		if !passed {
			in++
		}
	}
	if in == 0 || in == 1 && p.HasHigh {
		return 0, true
	}
	next = s.next(seat)
	for p.Passed[next] {
		next = s.next(next)
	}
	return next, false
}

// crown makes the best declarer Napoleon, who names the adjutant card next.
func (s *State) crown() {
	p := &s.Public
	p.Napoleon = p.High.Seat
	p.Phase, p.Turn = PhaseAdjutant, p.Napoleon
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvPhase, Seat: p.Napoleon,
			Msg: engine.M(MsgNapoleon, engine.SeatRef(p.Napoleon), p.High.N, p.High.Trump.Symbol())})
	}
}

// throwIn gathers every card and deals again, the same seat declaring first.
func (s *State) throwIn() {
	p := &s.Public
	p.Redeals++
	s.Say(MsgRedeal)
	if p.Redeals >= maxRedeals {
		s.finishVoid()
		return
	}
	loud := s.Loud()
	for seat := range s.Private {
		if loud {
			for _, c := range s.Private[seat].Hand {
				s.Emit(moveEvent(seat, c, handZone(seat), deckZone, engine.Only(seat)))
			}
		}
		s.Private[seat].Hand = nil
		p.HandCounts[seat] = 0
	}
	if loud {
		for _, c := range s.Hidden.Middle {
			s.Emit(moveEvent(-1, c, hiddenZone, deckZone, engine.Nobody()))
		}
	}
	s.Hidden.Middle, p.HiddenCount = nil, 0
	p.Calls, p.HasHigh, p.High = nil, false, Bid{}
	p.Passed = [seats]bool{}
	s.dealFresh()
}

// name fixes the adjutant card, then Napoleon takes the four hidden cards.
func (s *State) name(c deck.Card) {
	p := &s.Public
	n := p.Napoleon
	p.AdjutantCard, p.HasAdjutantCard = c, true
	if s.Loud() {
		s.Say(MsgAdjutant, engine.SeatRef(n), engine.CardRef(c))
		s.Say(MsgTakeHidden, engine.SeatRef(n))
		for _, h := range s.Hidden.Middle {
			s.Emit(moveEvent(n, h, hiddenZone, handZone(n), engine.Only(n)))
		}
	}
	me := &s.Private[n]
	me.FromHidden = s.Hidden.Middle
	me.Hand = append(me.Hand, s.Hidden.Middle...)
	p.HandCounts[n] += len(s.Hidden.Middle)
	s.Hidden.Middle, p.HiddenCount = nil, 0
	p.Phase = PhaseExchange
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvPhase, Seat: n})
	}
}

// pick marks c, still in Napoleon's hand, for discarding; the fourth pick discards all four.
// Everyone may know how many cards are picked, only Napoleon which.
func (s *State) pick(c deck.Card) {
	p := &s.Public
	n := p.Napoleon
	me := &s.Private[n]
	me.Picked = append(me.Picked, c)
	p.Picks++
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvCounter, Seat: n, Card: int(c), To: pickedZone(n), N: 1, Face: engine.Only(n)})
	}
	if len(me.Picked) == hiddenN {
		s.discard()
	}
}

// undo takes back Napoleon's last pick.
func (s *State) undo() {
	p := &s.Public
	n := p.Napoleon
	me := &s.Private[n]
	c := me.Picked[len(me.Picked)-1]
	me.Picked = me.Picked[:len(me.Picked)-1]
	p.Picks--
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvCounter, Seat: n, Card: int(c), To: pickedZone(n), N: -1, Face: engine.Only(n)})
	}
}

// discard puts the four picked cards out of the game, face down, and opens the play.
func (s *State) discard() {
	p := &s.Public
	n := p.Napoleon
	me := &s.Private[n]
	loud := s.Loud()
	if loud {
		s.Say(MsgDiscard, engine.SeatRef(n))
	}
	for _, c := range me.Picked {
		me.Hand = removeCard(me.Hand, c)
		me.Discards = append(me.Discards, c)
		if loud {
			s.Emit(moveEvent(n, c, handZone(n), discardZone, engine.Only(n)))
		}
	}
	p.HandCounts[n] -= len(me.Picked)
	p.DiscardCount = len(me.Discards)
	me.Picked, me.FromHidden, p.Picks = nil, nil, 0
	p.Phase, p.Turn = PhasePlay, n
	if loud {
		s.Emit(engine.Event{Kind: engine.EvPhase, Seat: n, Msg: engine.M(MsgLead, 1, engine.SeatRef(n))})
	}
}

// play puts c in the trick, reveals the adjutant if c is its card, and settles a full trick.
func (s *State) play(seat int, c deck.Card) {
	p := &s.Public
	s.Private[seat].Hand = removeCard(s.Private[seat].Hand, c)
	p.HandCounts[seat]--
	if len(p.Trick) > 0 && c.Suit() != p.Trick[0].Card.Suit() {
		p.Void[seat][p.Trick[0].Card.Suit()] = true
	}
	p.Trick = append(p.Trick, Played{Seat: seat, Card: c})
	loud := s.Loud()
	if loud {
		e := moveEvent(seat, c, handZone(seat), trickZone(seat), engine.Everyone())
		e.Msg = engine.M(MsgPlay, engine.SeatRef(seat), engine.CardRef(c))
		s.Emit(e)
	}
	if p.HasAdjutantCard && c == p.AdjutantCard && !p.AdjutantRevealed {
		p.AdjutantRevealed = true
		if loud {
			msg := engine.M(MsgReveal, engine.SeatRef(seat), engine.CardRef(c))
			if seat == p.Napoleon {
				msg = engine.M(MsgRevealSelf, engine.SeatRef(seat))
			}
			s.Emit(engine.Event{Kind: engine.EvReveal, Seat: seat, Card: int(c), To: trickZone(seat), Msg: msg})
		}
	}
	if len(p.Trick) < seats {
		p.Turn = s.next(seat)
		if loud {
			s.Emit(engine.Event{Kind: engine.EvPhase, Seat: p.Turn})
		}
		return
	}
	s.settleTrick()
}

// settleTrick gives the trick's face cards to its winner; the rest leave the game.
func (s *State) settleTrick() {
	p := &s.Public
	var cards [seats]deck.Card
	for i, x := range p.Trick {
		cards[i] = x.Card
	}
	idx, rule := winner(cards[:], p.High.Trump, len(p.Tricks) == 0)
	w := p.Trick[idx].Seat
	loud := s.Loud()
	if loud {
		if key, ok := ruleMsgs[rule]; ok {
			s.Say(key)
		}
		faces := 0
		for _, x := range p.Trick {
			if isFace(x.Card) {
				faces++
			}
		}
		s.Emit(engine.Event{Kind: engine.EvMessage, Seat: w, N: int(rule),
			Msg: engine.M(MsgTrick, engine.SeatRef(w), engine.CardRef(cards[idx]), faces)})
	}
	for _, x := range p.Trick {
		to := outZone
		if isFace(x.Card) {
			to = wonZone(w)
			p.Won[w] = append(p.Won[w], x.Card)
		}
		if loud {
			s.Emit(moveEvent(w, x.Card, trickZone(x.Seat), to, engine.Everyone()))
		}
	}
	if p.Tricks == nil {
		p.Tricks = make([]Trick, 0, numTricks) // one array for the game's tricks
	}
	p.Tricks = append(p.Tricks, Trick{Cards: [seats]Played(p.Trick), Winner: w, Rule: rule})
	p.Trick = p.Trick[:0]
	if len(p.Tricks) == numTricks {
		s.finish()
		return
	}
	p.Turn = w
	if loud {
		s.Emit(engine.Event{Kind: engine.EvPhase, Seat: w, Msg: engine.M(MsgLead, len(p.Tricks)+1, engine.SeatRef(w))})
	}
}
