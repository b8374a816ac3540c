package freeeight

import (
	"fmt"
	"slices"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

var queenOfSpades = deck.New(deck.Spades, deck.Queen)

// isAttack reports whether c attacks the next seat, and with how many cards.
func isAttack(c deck.Card) (Attack, int) {
	switch {
	case c.Rank() == 2:
		return AttackTwo, 2
	case c == queenOfSpades:
		return AttackQueen, 5
	}
	return NoAttack, 0
}

// forcesExtra reports whether c makes its player act again (and so cannot go out).
func forcesExtra(c deck.Card) bool { return c.Rank() == 5 || c.Rank() == 7 }

// follows reports whether c may be played on the top card in a turn or extra action. An 8
// always may; an 8 on top is matched by its named suit, or by its own suit when it was the
// opening card and named none.
func (s *State) follows(c deck.Card) bool {
	top := s.top()
	suit := top.Suit()
	if s.Public.HasNamed {
		suit = s.Public.Named
	}
	return c.Rank() == 8 || c.Rank() == top.Rank() || c.Suit() == suit
}

// answers reports whether c answers the pending attack: like for like, or any 8.
func (s *State) answers(c deck.Card) bool {
	if c.Rank() == 8 {
		return true
	}
	kind, _ := isAttack(c)
	return kind == s.Public.Attack
}

// playable reports whether c may be played now by the turn player.
func (s *State) playable(c deck.Card) bool {
	if s.Public.Phase == PhaseAttacked {
		return s.answers(c)
	}
	return s.follows(c)
}

// Legal lists each distinct action once (two decks hold every card twice), an 8 once per
// suit it may name, and the draw last. In a ロン window a seat whose hand does not sum to the
// card's number may only pass.
func (s *State) Legal(seat int) []engine.Action {
	if !s.isActor(seat) {
		return nil
	}
	if s.Public.Phase == PhaseRon {
		if s.Private[seat].RonAsked {
			return []engine.Action{Action{Kind: Ron}, Action{Kind: Pass}}
		}
		return []engine.Action{Action{Kind: Pass}}
	}
	var out []engine.Action
	var seen uint64
	for _, c := range s.hand(seat) {
		if seen&(1<<c) != 0 || !s.playable(c) {
			continue
		}
		seen |= 1 << c
		if c.Rank() != 8 {
			out = append(out, Action{Kind: Play, Card: c})
			continue
		}
		for _, suit := range deck.Suits {
			out = append(out, Action{Kind: Play, Card: c, Suit: suit})
		}
	}
	return append(out, Action{Kind: Draw})
}

// check says why seat may not take a now, or nil when it may. Legal lists exactly the
// actions check accepts.
func (s *State) check(seat int, a Action) error {
	if s.Public.Phase == PhaseOver {
		return engine.ErrGameOver
	}
	if !s.isActor(seat) {
		return fmt.Errorf("%w: seat %d may not act now", engine.ErrNotYourTurn, seat)
	}
	if s.Public.Phase == PhaseRon {
		switch {
		case a.Kind == Ron && !s.Private[seat].RonAsked:
			return engine.Illegal("your hand does not sum to %d: pass", int(s.Public.RonCard.Rank()))
		case a.Kind != Ron && a.Kind != Pass:
			return engine.Illegal("answer the ロン question first: ron or pass")
		}
		return nil
	}
	switch a.Kind {
	case Draw:
		return nil
	case Ron:
		return engine.Illegal("ロン is only declared right after another seat plays a card your hand sums to")
	case Pass:
		return engine.Illegal("there is no ロン question to pass on")
	case Play:
		return s.checkPlay(seat, a)
	}
	return engine.Illegal("unknown action kind %d", a.Kind)
}

func (s *State) checkPlay(seat int, a Action) error {
	c := a.Card
	switch {
	case c >= deck.NumFaces:
		return engine.Illegal("%d is not a card", c)
	case !slices.Contains(s.hand(seat), c):
		return engine.Illegal("you do not hold %s", c)
	case c.Rank() == 8 && a.Suit > deck.Clubs:
		return engine.Illegal("an 8 must name ♠, ♥, ♦ or ♣")
	case c.Rank() != 8 && a.Suit != 0:
		return engine.Illegal("only an 8 names a suit")
	case s.Public.Phase == PhaseAttacked && !s.answers(c):
		if s.Public.Attack == AttackTwo {
			return engine.Illegal("a 2 attack is answered only with a 2 or an 8 (or draw %d)", s.Public.AttackTotal)
		}
		return engine.Illegal("a Q♠ attack is answered only with Q♠ or an 8 (or draw %d)", s.Public.AttackTotal)
	case s.Public.Phase != PhaseAttacked && !s.follows(c):
		suit := s.top().Suit()
		if s.Public.HasNamed {
			suit = s.Public.Named
		}
		return engine.Illegal("%s matches neither the rank of %s nor the suit %s", c, s.top(), suit.Symbol())
	}
	return nil
}
