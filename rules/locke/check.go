package locke

import (
	"fmt"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// Check is the game's invariants, for tests and the sim: the combat's (every Cカード in one
// place, hands as the table counts them, the dead out of the fight), and in the whole game: every planet, base and
// ability card is in one place; the counts the table shows match the piles; stats stay within
// bounds; every living character has one piece where its part of the game puts it.
func Check(st engine.State) error {
	if err := combatInvariants(st); err != nil {
		return err
	}
	s := st.(*State)
	p := &s.Public
	b := &p.Board
	if b.Part == PartSetup || b.Part == 0 {
		return nil
	}
	// Planet cards: on the board (face down or up), in the deck, at 惑星ラフノール, or seen
	// and gone (taken, or turned over at the phase's end).
	if b.Cells != nil {
		count := make([]int, len(book.PlanetCards()))
		for i, code := range s.Hidden.PlanetAt {
			c := b.Cells[i]
			switch {
			case c.Down && code < 0:
				return fmt.Errorf("planet cell %d is face down with no card", i)
			case !c.Down && c.Card != code:
				return fmt.Errorf("planet cell %d shows %d but holds %d", i, c.Card, code)
			}
			if code >= 0 && code < ambushCard {
				count[code]++
			}
		}
		for _, pile := range [][]int{s.Hidden.PlanetDeck, s.Hidden.Raphnor} {
			for _, c := range pile {
				count[c]++
			}
		}
		for c, n := range count {
			if n > 1 {
				return fmt.Errorf("planet card %d is in %d places", c, n)
			}
		}
		if len(s.Hidden.PlanetDeck) != b.PlanetDeck || len(s.Hidden.Raphnor) != b.Raphnor {
			return fmt.Errorf("planet deck %d, ラフノール %d; the table says %d, %d", len(s.Hidden.PlanetDeck), len(s.Hidden.Raphnor), b.PlanetDeck, b.Raphnor)
		}
	}
	if b.Grid != nil {
		count := make([]int, len(book.BaseCards()))
		keys := 0
		for i, code := range s.Hidden.GridAt {
			c := b.Grid[i]
			switch {
			case c.Down && code < 0:
				return fmt.Errorf("base cell %d is face down with no card", i)
			case !c.Down && c.Card != code:
				return fmt.Errorf("base cell %d shows %d but holds %d", i, c.Card, code)
			}
			if code >= keyCard {
				if !c.Gone {
					keys++
				}
			} else if code >= 0 {
				count[code]++
			}
		}
		for _, c := range s.Hidden.BaseDeck {
			count[c]++
		}
		for c, n := range count {
			if n > 1 {
				return fmt.Errorf("base card %d is in %d places", c, n)
			}
		}
		if b.Part == PartBase && keys != b.Keys {
			return fmt.Errorf("%d 重要拠点 stand, the table says %d", keys, b.Keys)
		}
	}
	items := 0
	for seat, m := range s.Private {
		items += len(m.Items)
		if len(m.Items) != p.Chars[seat].Items {
			return fmt.Errorf("seat %d holds %d ability cards, the table says %d", seat, len(m.Items), p.Chars[seat].Items)
		}
	}
	if len(s.Hidden.ItemDeck) != b.ItemDeck || items+len(s.Hidden.ItemDeck) > len(itemDeck()) {
		return fmt.Errorf("ability cards: deck %d (table %d), held %d, of %d", len(s.Hidden.ItemDeck), b.ItemDeck, items, len(itemDeck()))
	}
	for seat, c := range p.Chars {
		body := s.bodyOf(seat)
		if c.Alive && (body.Dur <= 0 || body.Mind <= 0) {
			return fmt.Errorf("seat %d lives with 耐久力 %d 精神力 %d", seat, body.Dur, body.Mind)
		}
		if body.Dur > body.MaxDur || body.Mind > body.MaxMind || body.Pw > body.MaxPw || body.Pw < 0 {
			return fmt.Errorf("seat %d's stats are out of bounds: %+v", seat, body)
		}
		at := b.Pos[seat]
		switch {
		case !c.Alive && at != OffBoard:
			return fmt.Errorf("dead seat %d still has a piece at %d", seat, at)
		case !c.Alive, p.Fight.On, b.Part == PartOver, settingUp(s):
		case b.Part == PartPlanet && b.Role[seat] == Searcher && !OnPlanet(at):
			return fmt.Errorf("searcher %d is off the planets (%d)", seat, at)
		case b.Part == PartPlanet && b.Role[seat] == BasePlayer && at != OffBoard:
			return fmt.Errorf("base player %d is on the planets (%d) outside a fight", seat, at)
		case b.Part == PartBase && !InBase(at) && at != Outside:
			return fmt.Errorf("seat %d is neither in the base nor outside it (%d)", seat, at)
		}
	}
	return nil
}

// settingUp reports whether a part's set-up is under way (pieces are being placed).
func settingUp(s *State) bool {
	if s.Public.Ask.Kind == AskPlace || s.Public.Board.Turn < 0 {
		return true
	}
	for _, st := range s.Public.Board.Steps.Items {
		switch st.Kind {
		case sSetup, sPlanetStart, sBaseStart, sPlanetEnd, sPeek, sReward:
			return true
		}
	}
	return false
}

// combatInvariants: every Cカード is in exactly one place and the public counts match the
// piles and hands; a fighter's hand is its seat's; the dead are out of the fight.
func combatInvariants(st engine.State) error {
	s := st.(*State)
	p := &s.Public
	count := make([]int, len(book.CCards))
	piles := [][]int{s.Hidden.Deck, s.Hidden.Down, p.Fight.Discard}
	for _, h := range s.Hidden.Espers {
		piles = append(piles, h)
	}
	for _, m := range s.Private {
		piles = append(piles, m.Hand)
	}
	for _, pile := range piles {
		for _, c := range pile {
			count[c]++
		}
	}
	for c, n := range count {
		if n != 1 {
			return fmt.Errorf("card %d (%s) is in %d places", c, book.CCards[c].Name, n)
		}
	}
	if len(s.Hidden.Deck) != p.Fight.DeckSize || len(s.Hidden.Down) != p.Fight.Downs {
		return fmt.Errorf("deck %d and face-down %d, the table says %d and %d", len(s.Hidden.Deck), len(s.Hidden.Down), p.Fight.DeckSize, p.Fight.Downs)
	}
	for i, f := range p.Fight.Fighters {
		switch f.Kind {
		case PC:
			if !f.Out && len(s.Private[f.Seat].Hand) != f.HandCount {
				return fmt.Errorf("fighter %d (seat %d) holds %d cards, the table says %d", i, f.Seat, len(s.Private[f.Seat].Hand), f.HandCount)
			}
			if !f.Out && f.JoinAt == 0 && !p.Chars[f.Seat].Alive {
				return fmt.Errorf("seat %d is dead but fights", f.Seat)
			}
		case Esper:
			if !f.Out && len(s.Hidden.Espers[i]) != f.HandCount {
				return fmt.Errorf("esper %d holds %d cards, the table says %d", i, len(s.Hidden.Espers[i]), f.HandCount)
			}
		}
	}
	for seat, c := range p.Chars {
		if c.Fighter < 0 && len(s.Private[seat].Hand) > 0 {
			return fmt.Errorf("seat %d is out of the fight with %d cards", seat, len(s.Private[seat].Hand))
		}
		// What a seat showed never rules out its own sheet (Determinize relies on it).
		if c.Sheet == "" && !s.fits(seat, s.Private[seat].Sheet) {
			return fmt.Errorf("seat %d's own sheet %s does not fit what it showed: %+v", seat, s.Private[seat].Sheet, c)
		}
	}
	return nil
}

// Check is the game's invariants on this state (the sim runs it after every step).
func (s *State) Check() error { return Check(s) }
