package locke

import (
	"slices"
	"testing"
)

// 5.7 戦闘離脱後の処理 on the board: an escaped character moves its piece, its new cell acts,
// it has a support phase as in combat, then a 戦闘発生フェイズ; its hand, spent power and the
// fight's effects stay with it until all that is over, and into a fight its new cell starts.

// escapeFrom has seat 0 (ライザ) escape a fight with seat 3 on planet cell (0, 1), holding seven
// cards and 4 power spent; the fight ends and 5.7 asks where it goes.
func escapeFrom(t *testing.T) (*State, []int) {
	t.Helper()
	s := turnTable(t, PartPlanet, turnFive)
	b := &s.Public.Board
	b.Pos[0], b.Pos[3] = PlanetPlace(0, 1), PlanetPlace(0, 1)
	b.Turn = 0
	s.openCombat(PlanetPlace(0, 1), false, -1)
	s.bringIn(0)
	s.bringIn(3)
	f := s.Public.Chars[0].Fighter
	for range 7 {
		s.toHand(f, s.Hidden.Deck[len(s.Hidden.Deck)-1])
		s.Hidden.Deck = s.Hidden.Deck[:len(s.Hidden.Deck)-1]
		s.Public.Fight.DeckSize--
	}
	s.Public.Fight.Fighters[f].Limit = 7
	s.Public.Chars[0].Spent = 4
	s.escape(f)
	hand := slices.Clone(s.Private[0].Hand)
	s.endCombat(ReasonUnwilling)
	s.run()
	expectAsk(t, s, AskDest, 0)
	return s, hand
}

func TestEscape_TheStateStaysThroughSupportAndCombatStart(t *testing.T) {
	s, hand := escapeFrom(t)
	turnCard(s, PlanetPlace(0, 2), turnPlanetCard(t, "blank"))
	do(t, s, 0, cmd("to", PlanetPlace(0, 2)))
	expectAsk(t, s, AskEscaped, 0)
	if !slices.Equal(s.Private[0].Hand, hand) || s.Public.Chars[0].Spent != 4 {
		t.Fatalf("in 5.7's support phase: hand %v spent %d, want the escaped fight's", s.Private[0].Hand, s.Public.Chars[0].Spent)
	}
	s.Public.Board.Pos[3] = PlanetPlace(0, 2) // someone to fight in the 戦闘発生フェイズ
	do(t, s, 0, "end")
	expectAsk(t, s, AskBattle, 0)
	if !slices.Equal(s.Private[0].Hand, hand) || s.Public.Chars[0].Spent != 4 {
		t.Fatalf("in 5.7's 戦闘発生フェイズ: hand %v spent %d, want the escaped fight's", s.Private[0].Hand, s.Public.Chars[0].Spent)
	}
	do(t, s, 0, "nobattle")
	if len(s.Private[0].Hand) != 0 || s.Public.Chars[0].Spent != 0 || s.Public.Chars[0].Fighter != -1 {
		t.Fatalf("after 5.7: hand %v spent %d fighter %d, want all given back", s.Private[0].Hand, s.Public.Chars[0].Spent, s.Public.Chars[0].Fighter)
	}
}

func TestEscape_AFightTheNewCellStartsCarriesTheState(t *testing.T) {
	s, hand := escapeFrom(t)
	turnCard(s, PlanetPlace(0, 2), turnPlanetCard(t, "battle"))
	s.Hidden.Rigged = []int{3, 3} // ランダム戦闘 6: three police
	do(t, s, 0, cmd("to", PlanetPlace(0, 2)))
	p := &s.Public
	if !p.Fight.On || p.Fight.Place != PlanetPlace(0, 2) {
		t.Fatalf("no fight on the new cell: %+v", p.Fight.Place)
	}
	f := p.Chars[0].Fighter
	if f < 0 || p.Chars[0].Spent != 4 {
		t.Fatalf("fighter %d, spent %d: the escaper must come in with its spent power", f, p.Chars[0].Spent)
	}
	for _, c := range hand {
		if !slices.Contains(s.Private[0].Hand, c) {
			t.Fatalf("the escaper's card %d is gone from its hand %v", c, s.Private[0].Hand)
		}
	}
	fi := &p.Fight.Fighters[f]
	if fi.Fresh || fi.Limit != 7 {
		t.Fatalf("the escaper enters as new (fresh %v, limit %d)", fi.Fresh, fi.Limit)
	}
}
