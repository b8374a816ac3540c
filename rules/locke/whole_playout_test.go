package locke

import (
	"fmt"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
	"zashiki/rules/locke/book"
)

// checkWhole is the whole game's invariants on top of the combat's: every planet, base and
// ability card is in one place; the counts the table shows match the piles; stats stay within
// bounds; every living character has one piece where its part of the game puts it.
func checkWhole(st engine.State) error {
	if err := checkInvariants(st); err != nil {
		return err
	}
	s := st.(*State)
	p := &s.Public
	b := &p.Board
	if b.Part == PartSetup {
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

// Random whole games at every table size end, with the invariants after every step.
func TestRandomWholeGamesEnd(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 30
	}
	ends := map[string]int{}
	steps := 0
	for i, cfg := range enginetest.Configs(Game, games) {
		pick := engine.NewRNG(cfg.Seed ^ 0x10c)
		st, err := Game.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		s.SetQuiet(true)
		for n := 0; s.Outcome() == nil; n++ {
			if n > 200000 {
				t.Fatalf("game %d (%+v) does not end: part %d turns %d", i, cfg, s.Public.Board.Part, s.Public.Board.Turns)
			}
			seat := engine.Next(s, &pick)
			legal := s.Legal(seat)
			if len(legal) == 0 {
				t.Fatalf("game %d (%+v) step %d: seat %d has no legal action (ask %+v)", i, cfg, n, seat, s.Public.Ask)
			}
			if _, err := s.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatalf("game %d (%+v) step %d: %v", i, cfg, n, err)
			}
			if err := checkWhole(s); err != nil {
				t.Fatalf("game %d (%+v) step %d: %v", i, cfg, n, err)
			}
			steps++
		}
		ends[s.Public.Board.EndReason]++
	}
	t.Logf("%d games, %d steps, ends %v", games, steps, ends)
}

// Random whole games meet the whole contract: legal lists, round trips, refusals, quiet apply,
// Determinize, replays and the stepwise secrecy check for every seat.
func TestRandomWholeGamesMeetTheContract(t *testing.T) {
	enginetest.Run(t, Game, enginetest.Spec{Games: 60, MaxSteps: 200000, Check: checkWhole})
}
