package napoleon

import (
	"fmt"
	"math/bits"
	"slices"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// strength orders declarations: more face cards first, then the suit, ♠ > ♥ > ♦ > ♣.
func strength(n int, suit deck.Suit) int { return (n-minBid)*4 + (3 - int(suit)) }

// Stronger reports whether declaring n with suit beats the best declaration so far.
func (v *View) Stronger(n int, suit deck.Suit) bool { return v.Public.stronger(n, suit) }

func (p *Public) stronger(n int, suit deck.Suit) bool {
	return !p.HasHigh || strength(n, suit) > strength(p.High.N, p.High.Trump)
}

// follows reports whether seat may play c to the trick: the suit led when it holds any.
func (s *State) follows(seat int, c deck.Card) bool {
	trick := s.Public.Trick
	if len(trick) == 0 {
		return true
	}
	lead := trick[0].Card.Suit()
	if c.Suit() == lead {
		return true
	}
	return !slices.ContainsFunc(s.Private[seat].Hand, func(h deck.Card) bool { return h.Suit() == lead })
}

// The actions every Legal list is made of, boxed once: a list then costs one allocation.
var (
	passAction  engine.Action = Action{Kind: Pass}
	undoAction  engine.Action = Action{Kind: Undo}
	declActions [maxBid - minBid + 1][4]engine.Action
	cardActions [Play + 1][deck.NumFaces]engine.Action // by kind: Name, Discard and Play
)

func init() {
	for n := range declActions {
		for _, suit := range deck.Suits {
			declActions[n][suit] = Action{Kind: Declare, N: minBid + n, Suit: suit}
		}
	}
	for _, k := range []Kind{Name, Discard, Play} {
		for c := range deck.Card(deck.NumFaces) {
			cardActions[k][c] = Action{Kind: k, Card: c}
		}
	}
}

// held is a hand as a set: bit c for card c.
func held(cards []deck.Card) uint64 {
	var m uint64
	for _, c := range cards {
		m |= 1 << c
	}
	return m
}

// acts reports whether seat is the one to act now.
func (s *State) acts(seat int) bool { return s.Public.Phase != PhaseOver && seat == s.Public.Turn }

// Legal lists: during the declaration round, pass then every stronger declaration (weakest
// first); Napoleon's every card of the deck as adjutant card; in the exchange every card of
// Napoleon's hand not picked yet, then undo when a pick can be taken back; the playable
// cards of the hand. Cards come in deck order.
func (s *State) Legal(seat int) []engine.Action {
	if !s.acts(seat) {
		return nil
	}
	return s.AppendLegal(make([]engine.Action, 0, s.room(seat)), seat)
}

// room is the longest Legal list seat may have now, so Legal allocates once.
func (s *State) room(seat int) int {
	me := &s.Private[seat]
	switch s.Public.Phase {
	case PhaseBid:
		return 1 + len(declActions)*4
	case PhaseAdjutant:
		return deck.NumFaces
	case PhaseExchange:
		return len(me.Hand) - len(me.Picked) + 1
	}
	return len(me.Hand)
}

// AppendLegal is append(dst, Legal(seat)...) (engine.Lister), for playouts that reuse dst.
func (s *State) AppendLegal(out []engine.Action, seat int) []engine.Action {
	if !s.acts(seat) {
		return out
	}
	p := &s.Public
	switch p.Phase {
	case PhaseBid:
		out = append(out, passAction)
		for n := minBid; n <= maxBid; n++ {
			for i := len(deck.Suits) - 1; i >= 0; i-- {
				if suit := deck.Suits[i]; p.stronger(n, suit) {
					out = append(out, declActions[n-minBid][suit])
				}
			}
		}
	case PhaseAdjutant:
		out = append(out, cardActions[Name][:]...)
	case PhaseExchange:
		me := &s.Private[seat]
		for free := held(me.Hand) &^ held(me.Picked); free != 0; free &= free - 1 {
			out = append(out, cardActions[Discard][bits.TrailingZeros64(free)])
		}
		if len(me.Picked) > 0 {
			out = append(out, undoAction)
		}
	case PhasePlay:
		hand := s.Private[seat].Hand
		can := held(hand)
		if len(p.Trick) > 0 {
			lead := p.Trick[0].Card.Suit()
			if suit := can & suitMask(lead); suit != 0 {
				can = suit
			}
		}
		for ; can != 0; can &= can - 1 { // the lowest card first: deck order
			out = append(out, cardActions[Play][bits.TrailingZeros64(can)])
		}
	}
	return out
}

// suitMask is the set of the thirteen cards of suit (a card is its suit times 13 plus its
// rank less one).
func suitMask(suit deck.Suit) uint64 { return (1<<13 - 1) << (13 * uint(suit)) }

// check says why seat may not take a now, or nil when it may. Legal lists exactly the
// actions check accepts.
func (s *State) check(seat int, a Action) error {
	p := &s.Public
	if p.Phase == PhaseOver {
		return engine.ErrGameOver
	}
	if !s.acts(seat) {
		return fmt.Errorf("%w: seat %d may not act now", engine.ErrNotYourTurn, seat)
	}
	switch {
	case p.Phase == PhaseBid && a.Kind == Pass, p.Phase == PhaseExchange && a.Kind == Undo:
		if a != (Action{Kind: a.Kind}) {
			return engine.Illegal("%q carries nothing", a)
		}
		if a.Kind == Undo && len(s.Private[seat].Picked) == 0 {
			return engine.Illegal("no card is picked to take back")
		}
		return nil
	case p.Phase == PhaseBid && a.Kind == Declare:
		if a.N < minBid || a.N > maxBid || a.Suit > deck.Clubs || a.Card != 0 {
			return engine.Illegal("a declaration is %d to %d face cards and a suit", minBid, maxBid)
		}
		if !p.stronger(a.N, a.Suit) {
			return engine.Illegal("%d%s is not stronger than %d%s", a.N, a.Suit, p.High.N, p.High.Trump)
		}
		return nil
	case p.Phase == PhaseAdjutant && a.Kind == Name:
		if a.Card >= deck.NumFaces || a.N != 0 || a.Suit != 0 {
			return engine.Illegal("name one card of the deck")
		}
		return nil
	case p.Phase == PhaseExchange && a.Kind == Discard:
		me := &s.Private[seat]
		switch {
		case a.N != 0 || a.Suit != 0:
			return engine.Illegal("a discard names one card")
		case !slices.Contains(me.Hand, a.Card):
			return engine.Illegal("you do not hold %s", a.Card)
		case slices.Contains(me.Picked, a.Card):
			return engine.Illegal("%s is picked already", a.Card)
		}
		return nil
	case p.Phase == PhasePlay && a.Kind == Play:
		switch {
		case a.N != 0 || a.Suit != 0:
			return engine.Illegal("a play names one card")
		case !slices.Contains(s.Private[seat].Hand, a.Card):
			return engine.Illegal("you do not hold %s", a.Card)
		case !s.follows(seat, a.Card):
			return engine.Illegal("follow suit: %s was led", p.Trick[0].Card.Suit())
		}
		return nil
	}
	return engine.Illegal("%q is not a move of this phase", a)
}
