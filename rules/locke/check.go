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
	if err := boardCards(s); err != nil {
		return err
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

// boardCards: every planet and base card is in one place (a cell, a deck, 惑星ラフノール, or
// gone once seen: taken or turned over at the planets' end); the public counts match; a face-up
// card is the one hidden there; the standing 重要拠点 are counted.
func boardCards(s *State) error {
	p := &s.Public
	b := &p.Board
	type deck struct {
		name       string
		n          int
		at, pile   []int
		other      []int
		seen       []int
		cells      []Cell
		lo         int
		deck, more int
	}
	decks := []deck{
		{"planet", len(book.PlanetCards()), s.Hidden.PlanetAt, s.Hidden.PlanetDeck, s.Hidden.Raphnor, b.Seen, b.Cells, ambushCard, b.PlanetDeck, b.Raphnor},
		{"base", len(book.BaseCards()), s.Hidden.GridAt, s.Hidden.BaseDeck, nil, b.SeenBase, b.Grid, keyCard, b.BaseDeck, 0},
	}
	for _, d := range decks {
		if d.cells == nil {
			continue
		}
		count := make([]int, d.n)
		on := map[int]bool{}
		for i, c := range d.at {
			if c >= 0 && c < d.lo {
				count[c]++
				on[c] = true
			}
			if cell := d.cells[i]; !cell.Down && cell.Card != c {
				return fmt.Errorf("%s cell %d shows %d, holds %d", d.name, i, cell.Card, c)
			}
		}
		for _, pile := range [][]int{d.pile, d.other} {
			for _, c := range pile {
				count[c]++
			}
		}
		for _, c := range d.seen {
			if c < d.lo && !on[c] {
				count[c]++
			}
		}
		for c, k := range count {
			if k != 1 {
				return fmt.Errorf("%s card %d is in %d places", d.name, c, k)
			}
		}
		if len(d.pile) != d.deck || len(d.other) != d.more {
			return fmt.Errorf("%s deck %d and %d aside, the table says %d and %d", d.name, len(d.pile), len(d.other), d.deck, d.more)
		}
	}
	if b.Grid != nil && b.KeysPlaced == 4 {
		standing := 4
		for _, c := range b.Grid {
			if c.Gone {
				standing--
			}
		}
		if standing != b.Keys {
			return fmt.Errorf("%d 重要拠点 standing, the table says %d", standing, b.Keys)
		}
	}
	if len(s.Hidden.ItemDeck) != b.ItemDeck {
		return fmt.Errorf("ability deck %d, the table says %d", len(s.Hidden.ItemDeck), b.ItemDeck)
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
	count := make([]int, len(book.CCards()))
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
			return fmt.Errorf("card %d (%s) is in %d places", c, book.CCards()[c].Name, n)
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
