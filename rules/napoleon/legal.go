package napoleon

import (
	"fmt"
	"slices"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// strength orders declarations: more face cards first, then the suit, ♠ > ♥ > ♦ > ♣.
func strength(n int, suit deck.Suit) int { return (n-minBid)*4 + (3 - int(suit)) }

// Stronger reports whether declaring n with suit beats the best declaration so far.
func (v *View) Stronger(n int, suit deck.Suit) bool {
	return !v.HasHigh || strength(n, suit) > strength(v.High.N, v.High.Trump)
}

func (s *State) stronger(n int, suit deck.Suit) bool {
	return !s.hasBid || strength(n, suit) > strength(s.high.N, s.high.Trump)
}

// follows reports whether seat may play c to the trick: the suit led when it holds any.
func (s *State) follows(seat int, c deck.Card) bool {
	if len(s.trick) == 0 {
		return true
	}
	lead := s.trick[0].Card.Suit()
	if c.Suit() == lead {
		return true
	}
	return !slices.ContainsFunc(s.hands[seat], func(h deck.Card) bool { return h.Suit() == lead })
}

// Legal lists: during the declaration round, pass then every stronger declaration (weakest
// first); Napoleon's every card of the deck as adjutant card; every choice of four discards;
// the playable cards of the hand.
func (s *State) Legal(seat int) []engine.Action {
	if !engine.IsActor(s, seat) {
		return nil
	}
	var out []engine.Action
	switch s.phase {
	case PhaseBid:
		out = append(out, Action{Kind: Pass})
		for n := minBid; n <= maxBid; n++ {
			for i := len(deck.Suits) - 1; i >= 0; i-- {
				if suit := deck.Suits[i]; s.stronger(n, suit) {
					out = append(out, Action{Kind: Declare, N: n, Suit: suit})
				}
			}
		}
	case PhaseAdjutant:
		for c := range deck.Card(deck.NumFaces) {
			out = append(out, Action{Kind: Name, Card: c})
		}
	case PhaseExchange:
		h := slices.Sorted(slices.Values(s.hands[seat]))
		for a := 0; a < len(h); a++ {
			for b := a + 1; b < len(h); b++ {
				for c := b + 1; c < len(h); c++ {
					for d := c + 1; d < len(h); d++ {
						out = append(out, Action{Kind: Discard, Cards: [hiddenN]deck.Card{h[a], h[b], h[c], h[d]}})
					}
				}
			}
		}
	case PhasePlay:
		for _, c := range slices.Sorted(slices.Values(s.hands[seat])) {
			if s.follows(seat, c) {
				out = append(out, Action{Kind: Play, Card: c})
			}
		}
	}
	return out
}

// check says why seat may not take a now, or nil when it may. Legal lists exactly the
// actions check accepts.
func (s *State) check(seat int, a Action) error {
	if s.phase == PhaseOver {
		return engine.ErrGameOver
	}
	if !engine.IsActor(s, seat) {
		return fmt.Errorf("%w: seat %d may not act now", engine.ErrNotYourTurn, seat)
	}
	switch {
	case s.phase == PhaseBid && a.Kind == Pass:
		if a != (Action{Kind: Pass}) {
			return engine.Illegal("a pass carries nothing")
		}
		return nil
	case s.phase == PhaseBid && a.Kind == Declare:
		if a.N < minBid || a.N > maxBid || a.Suit > deck.Clubs || a.Card != 0 || a.Cards != [hiddenN]deck.Card{} {
			return engine.Illegal("a declaration is %d to %d face cards and a suit", minBid, maxBid)
		}
		if !s.stronger(a.N, a.Suit) {
			return engine.Illegal("%d%s is not stronger than %d%s", a.N, a.Suit, s.high.N, s.high.Trump)
		}
		return nil
	case s.phase == PhaseAdjutant && a.Kind == Name:
		if a.Card >= deck.NumFaces || a.N != 0 || a.Suit != 0 || a.Cards != [hiddenN]deck.Card{} {
			return engine.Illegal("name one card of the deck")
		}
		return nil
	case s.phase == PhaseExchange && a.Kind == Discard:
		return s.checkDiscard(seat, a)
	case s.phase == PhasePlay && a.Kind == Play:
		switch {
		case a.N != 0 || a.Suit != 0 || a.Cards != [hiddenN]deck.Card{}:
			return engine.Illegal("a play names one card")
		case !slices.Contains(s.hands[seat], a.Card):
			return engine.Illegal("you do not hold %s", a.Card)
		case !s.follows(seat, a.Card):
			return engine.Illegal("follow suit: %s was led", s.trick[0].Card.Suit())
		}
		return nil
	}
	return engine.Illegal("%q is not a move of this phase", a)
}

func (s *State) checkDiscard(seat int, a Action) error {
	if a.N != 0 || a.Suit != 0 || a.Card != 0 {
		return engine.Illegal("a discard names four cards")
	}
	for i, c := range a.Cards {
		if i > 0 && c <= a.Cards[i-1] {
			return engine.Illegal("name four different cards, in deck order")
		}
		if !slices.Contains(s.hands[seat], c) {
			return engine.Illegal("you do not hold %s", c)
		}
	}
	return nil
}
