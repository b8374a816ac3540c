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

// playableFaces is playable as a set of faces (bit c for card c), worked out once for a
// whole hand: an 8, and when attacked a card of the attack's kind, otherwise the top card's
// rank or the suit to follow.
func (s *State) playableFaces() uint64 {
	can := rankFaces[8]
	if s.Public.Phase == PhaseAttacked {
		switch s.Public.Attack {
		case AttackTwo:
			return can | rankFaces[2]
		case AttackQueen:
			return can | 1<<queenOfSpades
		}
		return can | allFaces&^(rankFaces[2]|1<<queenOfSpades) // answers: isAttack gives NoAttack
	}
	suit := s.top().Suit()
	if s.Public.HasNamed {
		suit = s.Public.Named
	}
	return can | rankFaces[s.top().Rank()] | (1<<13-1)<<(13*uint64(suit))
}

// rankFaces[r] is the set of the four faces of rank r; allFaces is the whole deck.
var rankFaces = func() (out [deck.King + 1]uint64) {
	for c := range deck.Card(deck.NumFaces) {
		out[c.Rank()] |= 1 << c
	}
	return out
}()

const allFaces = 1<<deck.NumFaces - 1

// Legal lists each distinct action once (two decks hold every card twice), an 8 once per
// suit it may name, and the draw last. In a ロン window a seat whose hand does not sum to the
// card's number may only pass.
func (s *State) Legal(seat int) []engine.Action {
	if !s.isActor(seat) {
		return nil
	}
	// Room for every card and the draw; only a hand of several 8s needs more.
	return s.AppendLegal(make([]engine.Action, 0, len(s.hand(seat))+1), seat)
}

// AppendLegal is append(dst, Legal(seat)...) (engine.Lister), for playouts that reuse dst.
func (s *State) AppendLegal(dst []engine.Action, seat int) []engine.Action {
	if !s.isActor(seat) {
		return dst
	}
	if s.Public.Phase == PhaseRon {
		if s.Private[seat].RonAsked {
			return append(dst, boxedRon, boxedPass)
		}
		return append(dst, boxedPass)
	}
	// can loses each face as it is listed, so the second copy of a card is skipped. Every
	// card but an 8 is written and kept only when playable, without a branch: whether a card
	// of a random hand is playable is a coin the processor cannot foresee. An 8 is always
	// playable and names four suits.
	can := s.playableFaces()
	hand := s.hand(seat)
	dst = slices.Grow(dst, len(hand)+1)
	for i, c := range hand {
		bit := uint64(1) << c
		if bit&rankFaces[8] != 0 {
			if can&bit != 0 {
				can &^= bit
				dst = slices.Grow(append(dst, boxedPlay[c][:]...), len(hand)-i)
			}
			continue
		}
		n := len(dst)
		dst = dst[:n+1]
		dst[n] = boxedPlay[c][0]
		dst = dst[:n+int(can>>c&1)]
		can &^= bit
	}
	return append(dst, boxedDraw)
}

// boxedPlay holds every play already wrapped in an engine.Action (by card, then by the suit
// an 8 names), so Legal, asked at every step of a playout, boxes nothing.
var boxedPlay = func() (out [deck.NumFaces][len(deck.Suits)]engine.Action) {
	for c := range deck.Card(deck.NumFaces) {
		for _, suit := range deck.Suits {
			if c.Rank() == 8 || suit == 0 {
				out[c][suit] = Action{Kind: Play, Card: c, Suit: suit}
			}
		}
	}
	return out
}()

var (
	boxedDraw engine.Action = Action{Kind: Draw}
	boxedRon  engine.Action = Action{Kind: Ron}
	boxedPass engine.Action = Action{Kind: Pass}
)

// check says why seat may not take a now, or nil when it may. Legal lists exactly the
// actions check accepts.
func (s *State) check(seat int, a Action) error {
	_, err := s.checkAt(seat, a)
	return err
}

// checkAt is check, with the index in seat's hand of the card a plays (so Apply need not
// look for it again).
func (s *State) checkAt(seat int, a Action) (int, error) {
	if s.Public.Phase == PhaseOver {
		return -1, engine.ErrGameOver
	}
	if !s.isActor(seat) {
		return -1, fmt.Errorf("%w: seat %d may not act now", engine.ErrNotYourTurn, seat)
	}
	if s.Public.Phase == PhaseRon {
		switch {
		case a.Kind == Ron && !s.Private[seat].RonAsked:
			return -1, engine.Illegal("your hand does not sum to %d: pass", int(s.Public.RonCard.Rank()))
		case a.Kind != Ron && a.Kind != Pass:
			return -1, engine.Illegal("answer the ロン question first: ron or pass")
		}
		return -1, nil
	}
	switch a.Kind {
	case Draw:
		return -1, nil
	case Ron:
		return -1, engine.Illegal("ロン is only declared right after another seat plays a card your hand sums to")
	case Pass:
		return -1, engine.Illegal("there is no ロン question to pass on")
	case Play:
		return s.checkPlay(seat, a)
	}
	return -1, engine.Illegal("unknown action kind %d", a.Kind)
}

// checkPlay checks a play, and finds the card in the hand.
func (s *State) checkPlay(seat int, a Action) (int, error) {
	c := a.Card
	if c >= deck.NumFaces {
		return -1, engine.Illegal("%d is not a card", c)
	}
	i := slices.Index(s.hand(seat), c)
	switch {
	case i < 0:
		return -1, engine.Illegal("you do not hold %s", c)
	case c.Rank() == 8 && a.Suit > deck.Clubs:
		return -1, engine.Illegal("an 8 must name ♠, ♥, ♦ or ♣")
	case c.Rank() != 8 && a.Suit != 0:
		return -1, engine.Illegal("only an 8 names a suit")
	case s.Public.Phase == PhaseAttacked && !s.answers(c):
		if s.Public.Attack == AttackTwo {
			return -1, engine.Illegal("a 2 attack is answered only with a 2 or an 8 (or draw %d)", s.Public.AttackTotal)
		}
		return -1, engine.Illegal("a Q♠ attack is answered only with Q♠ or an 8 (or draw %d)", s.Public.AttackTotal)
	case s.Public.Phase != PhaseAttacked && !s.follows(c):
		suit := s.top().Suit()
		if s.Public.HasNamed {
			suit = s.Public.Named
		}
		return -1, engine.Illegal("%s matches neither the rank of %s nor the suit %s", c, s.top(), suit.Symbol())
	}
	return i, nil
}
