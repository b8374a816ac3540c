package locke

import (
	"fmt"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
	"zashiki/rules/locke/book"
)

// checkInvariants: every Cカード is in exactly one place and the public counts match the
// piles and hands; a fighter's hand is its seat's; the dead are out of the fight.
func checkInvariants(st engine.State) error {
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

// Random combats meet the whole contract: legal lists, round trips, refusals, quiet apply,
// Determinize, replays and the stepwise secrecy check after every step of every game.
func TestRandomCombatsMeetTheContract(t *testing.T) {
	enginetest.Run(t, CombatGame, enginetest.Spec{Games: 300, Check: checkInvariants})
}

// The figure: 10,000 random combats of random participants and random legal choices
// end without error, with every card in one place after every step.
func TestTenThousandRandomCombats(t *testing.T) {
	games := 10000
	if testing.Short() {
		games = 1000
	}
	steps := 0
	for i, cfg := range enginetest.Configs(CombatGame, games) {
		pick := engine.NewRNG(cfg.Seed ^ 0x10c)
		s, err := CombatGame.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s.SetQuiet(true)
		for n := 0; s.Outcome() == nil; n++ {
			if n > 5000 {
				t.Fatalf("game %d (%+v) does not end", i, cfg)
			}
			seat := engine.Next(s, &pick)
			legal := s.Legal(seat)
			if _, err := s.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatalf("game %d (%+v) step %d: %v", i, cfg, n, err)
			}
			if err := checkInvariants(s); err != nil {
				t.Fatalf("game %d (%+v) step %d: %v", i, cfg, n, err)
			}
			steps++
		}
	}
	t.Logf("%d combats, %d steps", games, steps)
}

func TestLargestLegalList(t *testing.T) { enginetest.LargestLegal(t, CombatGame, 2000) }

func BenchmarkPlayoutFull(b *testing.B)  { enginetest.Bench(b, CombatGame, false) }
func BenchmarkPlayoutQuiet(b *testing.B) { enginetest.Bench(b, CombatGame, true) }
