package locke

import (
	"slices"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// Ability cards (4.7): drawn at random from a shuffled deck and held face down; turned face up
// when used (everyone then knows the holder has it), face down again after the fight it took
// part in (DESIGN: always, the seed's "may"); a used-up card (使い捨て: mirrors, balls, …) is
// discarded then; the face-up cards of a character who dies are discarded.

// itemUsed turns seat's ability card with ability number ref face up, if the ability is one.
func (s *State) itemUsed(seat, ref int) {
	cards := book.AbilityCards()
	for _, k := range s.Private[seat].Items {
		if int(AbilityRef(&cards[k].Ability)) != ref {
			continue
		}
		c := &s.Public.Chars[seat]
		if !slices.Contains(c.Up, k) {
			c.Up = append(c.Up, k)
			if s.Loud() {
				s.Emit(engine.Event{Kind: engine.EvReveal, Seat: seat, Card: ItemRef(k), Audience: engine.Everyone()})
			}
		}
		return
	}
}

// itemsAfterCombat discards seat's used-up cards and turns its other face-up cards down.
func (s *State) itemsAfterCombat(seat int) {
	c := &s.Public.Chars[seat]
	for _, k := range c.Up {
		if book.AbilityCards()[k].Disposable {
			s.discardItem(seat, k)
		}
	}
	c.Up = nil
}

// itemsAtDeath discards the face-up cards of a character who died.
func (s *State) itemsAtDeath(seat int) {
	c := &s.Public.Chars[seat]
	for _, k := range c.Up {
		s.discardItem(seat, k)
	}
	c.Up = nil
}

func (s *State) discardItem(seat, k int) {
	m := &s.Private[seat]
	if i := slices.Index(m.Items, k); i >= 0 {
		m.Items = slices.Delete(slices.Clone(m.Items), i, i+1)
		s.Public.Chars[seat].Items--
		s.Public.Chars[seat].Gone = append(s.Public.Chars[seat].Gone, k)
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: ItemRef(k), Audience: engine.Everyone(), From: engine.SeatZone("items", seat)})
		}
	}
}
