package locke

import (
	"slices"
	"testing"

	"zashiki/rules/locke/book"
)

// 4.7 能力カード: turned face up when used, face down again after the fight, discarded when
// used up; a character who dies loses its face-up cards.

// calm answers until the combat is over, passing and stopping wherever it can.
func calm(t *testing.T, s *State) {
	t.Helper()
	prefer := []string{"pass", "end", "stop", "keepall", "let", "decline", "go", "drop", "take", "ready", "stay", "nocounter"}
	play(t, s, func(_ int, legal []string) string {
		for _, p := range prefer {
			if slices.Contains(legal, p) {
				return p
			}
		}
		return ""
	}, nil)
}

// itemJam has ラグ (seat 1) jam ライザ's バズーカ with the ability card ジャマー LV3.
func itemJam(t *testing.T) (*State, int) {
	t.Helper()
	k := abilityCard(t, "card.jammer3")
	p := newPicker(t)
	bz := p.c("バズーカ", 3, 8)
	set := Setup{Seats: 2, Sheets: []string{"raiza", "lag"}, In: []int{0, 1}, Items: map[int][]int{1: {k}},
		Hands: map[int][]int{0: p.fill([]int{bz}, 7, guards...), 1: p.fill(nil, 7, weapons...)}}
	s := ordered(t, set, first(0), nil)
	do(t, s, 0, cmd("attack", bz, 0))
	do(t, s, 0, "aim 1")
	do(t, s, 0, "lv 6")
	expectAsk(t, s, AskReact, 1)
	do(t, s, 1, cmd("jam", int(AbilityRef(&book.AbilityCards()[k].Ability))))
	return s, k
}

func TestItems_AUsedCardTurnsFaceUpForEveryone(t *testing.T) {
	s, k := itemJam(t)
	if !slices.Equal(s.Public.Chars[1].Up, []int{k}) {
		t.Fatalf("face-up cards %v, want the jammer %d", s.Public.Chars[1].Up, k)
	}
	if v := s.View(0).(*View); !slices.Equal(v.Chars[1].Up, []int{k}) {
		t.Fatalf("the other seat sees %v face up", v.Chars[1].Up)
	}
}

func TestItems_AfterTheFightTheCardGoesFaceDownAndStays(t *testing.T) {
	s, k := itemJam(t)
	calm(t, s)
	if len(s.Public.Chars[1].Up) != 0 || !slices.Equal(s.Private[1].Items, []int{k}) || s.Public.Chars[1].Items != 1 {
		t.Fatalf("after the fight: up %v, held %v (%d on the table)", s.Public.Chars[1].Up, s.Private[1].Items, s.Public.Chars[1].Items)
	}
}

func TestItems_AUsedUpCardIsDiscardedAfterTheFight(t *testing.T) {
	// ラフノールの鏡 LV5 (使い捨て) turns ライザ's バズーカ back on her.
	k := abilityCard(t, "card.mirror5")
	p := newPicker(t)
	bz := p.c("バズーカ", 3, 8)
	set := Setup{Seats: 2, Sheets: []string{"raiza", "lag"}, In: []int{0, 1}, Items: map[int][]int{1: {k}},
		Hands: map[int][]int{0: p.fill([]int{bz}, 7, weapons...), 1: p.fill(nil, 7, weapons...)}, Dice: []int{6, 6, 6, 6}}
	s := ordered(t, set, first(0), nil)
	attackWith(t, s, 0, bz, 1, 6)
	expectAsk(t, s, AskDefend, 1)
	do(t, s, 1, cmd("guard", int(AbilityRef(&book.AbilityCards()[k].Ability))))
	if !slices.Equal(s.Public.Chars[1].Up, []int{k}) {
		t.Fatalf("the mirror is not face up: %v", s.Public.Chars[1].Up)
	}
	calm(t, s)
	c := s.Public.Chars[1]
	if len(s.Private[1].Items) != 0 || c.Items != 0 || !slices.Equal(c.Gone, []int{k}) {
		t.Fatalf("after the fight: held %v (%d on the table), gone %v; want the mirror discarded", s.Private[1].Items, c.Items, c.Gone)
	}
}

func TestItems_ADeadCharactersFaceUpCardsAreDiscarded(t *testing.T) {
	s, k := itemJam(t)
	s.die(1)
	c := s.Public.Chars[1]
	if len(s.Private[1].Items) != 0 || c.Items != 0 || len(c.Up) != 0 || !slices.Equal(c.Gone, []int{k}) {
		t.Fatalf("after death: held %v (%d on the table), up %v, gone %v", s.Private[1].Items, c.Items, c.Up, c.Gone)
	}
}

func TestItems_ADeadCharacterKeepsItsFaceDownCards(t *testing.T) {
	k := abilityCard(t, "card.field3")
	set := Setup{Seats: 2, Sheets: []string{"raiza", "lag"}, In: []int{0, 1}, Items: map[int][]int{1: {k}}}
	s := start(t, set)
	s.die(1)
	if !slices.Equal(s.Private[1].Items, []int{k}) {
		t.Fatalf("a face-down card was lost at death: %v", s.Private[1].Items)
	}
}
