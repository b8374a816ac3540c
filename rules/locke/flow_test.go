package locke

import (
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// 5.1 the combat's flow and 5.7 the escape's aftermath.

// outside lays out seats 0 and 1 fighting (ライザ, ライオット, a レイガン each on top of their
// hands) with seat 2 outside, alive or dead, and the dice given.
func outside(t *testing.T, dead bool, dice ...int) (*State, [2]int) {
	t.Helper()
	p := newPicker(t)
	r0, r1 := p.c("レイガン", 1, 1), p.c("レイガン", 1, 2)
	set := Setup{Seats: 3, Sheets: []string{"raiza", "riot", "lag"}, In: []int{0, 1},
		Hands: map[int][]int{0: p.fill([]int{r0}, 7, guards...), 1: p.fill([]int{r1}, 7, guards...)}, Dice: dice}
	if dead {
		set.Dead = []int{2}
	}
	return NewCombat(set), [2]int{r0, r1}
}

func TestParticipation_WasThereChart(t *testing.T) {
	for _, c := range []struct {
		dice   [2]int
		joinAt int // 1 now, 0 not at all
	}{
		{[2]int{1, 1}, 1}, {[2]int{1, 3}, 1}, {[2]int{2, 3}, 2}, {[2]int{3, 3}, 3},
		{[2]int{3, 4}, 4}, {[2]int{4, 4}, 0}, {[2]int{6, 6}, 0},
	} {
		s, _ := outside(t, false, c.dice[0], c.dice[1])
		expectAsk(t, s, AskJoin, 2)
		do(t, s, 2, "there")
		f := s.Public.Chars[2].Fighter
		roll := c.dice[0] + c.dice[1]
		switch {
		case c.joinAt == 0:
			if f >= 0 {
				t.Errorf("roll %d: seat 2 came in, want it absent", roll)
			}
		case c.joinAt == 1:
			if f < 0 || !s.Public.Fight.Fighters[f].In() {
				t.Errorf("roll %d: seat 2 is not fighting now", roll)
				continue
			}
			for s.Public.Ask.Kind == AskPre && s.Public.Ask.Seat != 2 {
				act(t, s, "ready")
			}
			expectAsk(t, s, AskPre, 2)
		default:
			if f < 0 || s.Public.Fight.Fighters[f].JoinAt != c.joinAt || s.Public.Fight.Fighters[f].In() {
				t.Errorf("roll %d: seat 2 joins at %+v, want round %d", roll, s.Public.Fight.Fighters, c.joinAt)
			}
		}
	}
}

// 5.1 (1): the participation checks go in the rules' order, ① every 実はそこにいた, then ②
// every 実は生きていた: the dead are asked once every living character outside has answered.
func TestParticipation_WasThereChecksComeBeforeWasAlive(t *testing.T) {
	p := newPicker(t)
	s := NewCombat(Setup{Seats: 4, Sheets: []string{"raiza", "riot", "lag", "nagato"}, In: []int{0, 1}, Dead: []int{3},
		Hands: map[int][]int{0: p.fill(nil, 7, guards...), 1: p.fill(nil, 7, guards...)}, Dice: []int{6, 6, 6, 6}})
	if got := s.Actors(); !slices.Equal(got, []int{2}) {
		t.Fatalf("① asks %v, want the living seat 2 alone", got)
	}
	refused(t, s, 3, "alive")
	do(t, s, 2, "there")
	if got := s.Actors(); s.Public.Ask.Kind != AskJoin || !slices.Equal(got, []int{3}) {
		t.Fatalf("② asks %v (%+v), want the dead seat 3", got, s.Public.Ask)
	}
	refused(t, s, 2, "there")
	do(t, s, 3, "alive")
	if s.Public.Ask.Kind == AskJoin || remaining(s) != 0 {
		t.Fatalf("after ②: asked %+v, %d dice left", s.Public.Ask, remaining(s))
	}
}

func TestParticipation_JoinsAtRoundTwoAndGetsAHand(t *testing.T) {
	s, ray := outside(t, false, 2, 3)
	do(t, s, 2, "there")
	flow(t, s)
	f := fighterOf(t, s, 2)
	if s.Public.Fight.Fighters[f].In() {
		t.Fatal("seat 2 fights in round 1")
	}
	// Round 1: a failed attack keeps the combat going; nobody acts for seat 2.
	for s.Public.Fight.Round == 1 && s.Result == nil {
		seat := s.Public.Ask.Seat
		switch s.Public.Ask.Kind {
		case AskTurn:
			if seat == 2 {
				t.Fatal("seat 2 has a turn in round 1")
			}
			misfire(t, s, seat, ray[seat], fighterOf(t, s, 1-seat))
		case AskWilling:
			act(t, s, "fight")
		case AskDiscard:
			act(t, s, "keepall")
		default:
			t.Fatalf("unexpected ask %+v", s.Public.Ask)
		}
	}
	if s.Public.Fight.Round != 2 || !s.Public.Fight.Fighters[f].In() {
		t.Fatalf("round %d: seat 2 in the fight %v, want it in at round 2", s.Public.Fight.Round, s.Public.Fight.Fighters[f].In())
	}
	expectAsk(t, s, AskPre, 2)
	flow(t, s)
	if got := len(s.Private[2].Hand); got != 7 {
		t.Fatalf("seat 2 holds %d cards at round 2, want 7", got)
	}
}

func TestParticipation_WasAliveChart(t *testing.T) {
	// 2 revives; 3 to 5 comes back as a 残留思念 with the 残留思念 chart's 火力; 6 and up stays dead.
	for _, c := range []struct {
		dice     []int
		alive    bool
		residual int // the 残留思念's 火力, -1 for none
	}{
		{[]int{1, 1}, true, -1},
		{[]int{1, 2, 1, 1}, false, 100},
		{[]int{2, 2, 2, 2}, false, 30},
		{[]int{2, 3, 3, 3}, false, 10},
		{[]int{1, 2, 4, 4}, false, 0},
		{[]int{3, 3}, false, -1},
		{[]int{6, 6}, false, -1},
	} {
		s, _ := outside(t, true, c.dice...)
		do(t, s, 2, "alive")
		if s.Public.Chars[2].Alive != c.alive {
			t.Errorf("dice %v: alive %v, want %v", c.dice, s.Public.Chars[2].Alive, c.alive)
		}
		if c.alive && s.Public.Chars[2].Fighter < 0 {
			t.Errorf("dice %v: revived but not fighting", c.dice)
		}
		res := -1
		for _, f := range s.Public.Fight.Fighters {
			if f.Kind == Residual && f.Seat == 2 {
				res = f.Fire
			}
		}
		if res != c.residual {
			t.Errorf("dice %v: 残留思念 火力 %d, want %d", c.dice, res, c.residual)
		}
		if remaining(s) != 0 {
			t.Errorf("dice %v: %d dice unused", c.dice, remaining(s))
		}
	}
}

func TestPreCombat_MysteryAbilityRollsOneDie(t *testing.T) {
	s := NewCombat(Setup{Seats: 2, Sheets: []string{"raiza", "riot"}, In: []int{0, 1}, Dice: []int{4, 6, 6}})
	seat := s.Public.Ask.Seat
	expectAsk(t, s, AskPre, seat)
	evs := do(t, s, seat, "mystery")
	if remaining(s) != 2 {
		t.Fatalf("「謎の特殊能力」 used %d dice, want 1", 3-remaining(s))
	}
	m := msgs(evs, MsgMystery)
	if len(m) != 1 || m[0].Args[1] != 4 {
		t.Fatalf("the log says %v, want the roll 4", m)
	}
	if isLegal(s, seat, "mystery") {
		t.Fatal("「謎の特殊能力」 may be declared twice")
	}
	expectAsk(t, s, AskPre, seat)
}

func TestPreCombat_MinionsDeclaredRaiseTheHandLimit(t *testing.T) {
	guardsRef := ref(t, "marian", "marian.guards")
	for _, n := range []int{0, 1, 2} {
		s := NewCombat(Setup{Seats: 2, Sheets: []string{"marian", "riot"}, In: []int{0, 1}})
		for s.Public.Ask.Seat != 0 {
			act(t, s, "ready")
		}
		expectAsk(t, s, AskPre, 0)
		if got, want := legalVerb(s, 0, VerbPre), []string{cmd("pre", guardsRef, 1), cmd("pre", guardsRef, 2)}; !slices.Equal(got, want) {
			t.Fatalf("マリアン may declare %v, want %v", got, want)
		}
		if n > 0 {
			do(t, s, 0, cmd("pre", guardsRef, n))
		}
		flow(t, s)
		f := fighterOf(t, s, 0)
		if fi := s.Public.Fight.Fighters[f]; fi.Minions != n || fi.Limit != 7+n || len(s.Private[0].Hand) != 7+n {
			t.Errorf("%d minions declared: minions %d, limit %d, hand %d; want %d, %d, %d",
				n, fi.Minions, fi.Limit, len(s.Private[0].Hand), n, 7+n, 7+n)
		}
	}
}

func TestHands_DealtToSevenFromTheTopOfTheDeck(t *testing.T) {
	p := newPicker(t)
	given := []int{p.c("レイガン", 1, 1), p.c("ブラスター", 2, 4)}
	top := []int{p.c("バズーカ", 3, 7), p.c("G弾", 5, 35), p.c("ESPバリア", 4, 0), p.c("テレポート", 3, 0), p.c("幻覚", 2, 0)}
	s := start(t, Setup{Seats: 2, Sheets: []string{"raiza", "locke1"}, In: []int{0, 1}, Hands: map[int][]int{0: given}, Deck: top})
	if got, want := s.Private[0].Hand, append(slices.Clone(given), top...); !slices.Equal(got, want) {
		t.Fatalf("ライザ holds %v, want the given cards then the deck's top %v", got, want)
	}
	// ロック1's 超人の集中 [常動] makes his limit 8.
	if got := len(s.Private[1].Hand); got != 8 {
		t.Fatalf("ロック1 holds %d cards, want 8", got)
	}
	if s.Public.Fight.DeckSize != len(book.CCards())-15 {
		t.Fatalf("deck %d, want %d", s.Public.Fight.DeckSize, len(book.CCards())-15)
	}
}

func TestInitiative_BlackOneToTenThenRedOneToTen(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		s := start(t, Setup{Seed: seed, Seats: 4, Sheets: []string{"raiza", "riot", "lag", "nia"}, In: []int{0, 1, 2, 3}})
		fs := s.Public.Fight.Fighters
		order := s.Public.Fight.Order
		if len(order) != 4 {
			t.Fatalf("seed %d: order %v, want every fighter once", seed, order)
		}
		seen := map[int]bool{}
		for i, f := range order {
			tr := fs[f].Trump
			if tr < 0 || tr >= 20 || seen[tr] {
				t.Fatalf("seed %d: trump %d (black 1..10 are 0..9, red 1..10 are 10..19)", seed, tr)
			}
			seen[tr] = true
			if i > 0 && fs[order[i-1]].Trump > tr {
				t.Fatalf("seed %d: trumps %d before %d", seed, fs[order[i-1]].Trump, tr)
			}
		}
		expectAsk(t, s, AskTurn, fs[order[0]].Seat)
	}
}

func TestRoundEnd_NoAttackEndsTheCombat(t *testing.T) {
	s := start(t, Setup{Seats: 2, Sheets: []string{"raiza", "riot"}, In: []int{0, 1}})
	act(t, s, "pass")
	flow(t, s)
	act(t, s, "pass")
	flow(t, s)
	if s.Result == nil || s.Public.Fight.Result.Reason != ReasonNoAttack {
		t.Fatalf("after a round without an attack: result %+v", s.Public.Fight.Result)
	}
	if len(s.Result.Winners) != 2 {
		t.Fatalf("winners %v, want both living seats", s.Result.Winners)
	}
}

func TestRoundEnd_OneParticipantLeftEndsTheCombat(t *testing.T) {
	p := newPicker(t)
	g := p.c("G弾", 5, 35)
	s := duel(t, "raiza", "riot", p.fill([]int{g}, 7, guards...), p.fill(nil, 7, weapons...), 2, 2)
	attackWith(t, s, 0, g, 1, 6)
	do(t, s, 1, "take")
	do(t, s, 1, "dur 1")
	flow(t, s)
	if s.Public.Chars[1].Alive {
		t.Fatal("ライオット survived 4 damage on a declared 耐久力 of 1")
	}
	if s.Result == nil || s.Public.Fight.Result.Reason != ReasonAlone {
		t.Fatalf("one fighter left: result %+v, ask %+v", s.Public.Fight.Result, s.Public.Ask)
	}
	if !slices.Equal(s.Result.Winners, []int{0}) {
		t.Fatalf("winners %v, want seat 0", s.Result.Winners)
	}
}

func TestRoundEnd_NobodyWillingEndsTheCombat(t *testing.T) {
	for _, answers := range [][2]string{{"stop", "stop"}, {"fight", "stop"}, {"stop", "fight"}} {
		p := newPicker(t)
		r := p.c("レイガン", 1, 1)
		s := duel(t, "raiza", "riot", p.fill([]int{r}, 7, guards...), p.fill(nil, 7, guards...))
		misfire(t, s, 0, r, 1)
		act(t, s, "pass")
		flow(t, s)
		expectAsk(t, s, AskWilling, 0)
		do(t, s, 0, answers[0])
		do(t, s, 1, answers[1])
		goesOn := answers[0] == "fight" || answers[1] == "fight"
		if goesOn != (s.Result == nil) {
			t.Fatalf("answers %v: over %v (%+v)", answers, s.Result != nil, s.Public.Fight.Result)
		}
		if !goesOn && s.Public.Fight.Result.Reason != ReasonUnwilling {
			t.Fatalf("answers %v: reason %q", answers, s.Public.Fight.Result.Reason)
		}
	}
}

// The round limit (DESIGN, the rules have no bound): the continuation check of the 100th
// round ends the combat whoever is willing, attacks made or not; the 99th asks as ever.
func TestRoundEnd_TheHundredthRoundEndsTheCombat(t *testing.T) {
	for _, round := range []int{roundLimit - 1, roundLimit} {
		p := newPicker(t)
		r := p.c("レイガン", 1, 1)
		s := duel(t, "raiza", "riot", p.fill([]int{r}, 7, guards...), p.fill(nil, 7, guards...))
		s.Public.Fight.Round = round
		misfire(t, s, 0, r, 1)
		act(t, s, "pass")
		flow(t, s)
		if round < roundLimit {
			expectAsk(t, s, AskWilling, 0)
			continue
		}
		if s.Result == nil || s.Public.Fight.Result.Reason != ReasonRounds {
			t.Fatalf("round %d: over %v (%+v), want ended by the round limit", round, s.Result != nil, s.Public.Fight.Result)
		}
	}
}

func TestRoundEnd_DiscardDownToTheLimitThenOptionallyOneThenRefill(t *testing.T) {
	p := newPicker(t)
	r := p.c("レイガン", 1, 1)
	big := p.fill(nil, 9, guards...)
	s := duel(t, "raiza", "riot", big, p.fill([]int{r}, 7, guards...))
	if got := len(s.Private[0].Hand); got != 9 {
		t.Fatalf("seat 0 starts with %d cards, want the 9 given", got)
	}
	act(t, s, "pass")
	flow(t, s)
	misfire(t, s, 1, r, 0)
	do(t, s, 0, "fight")
	do(t, s, 1, "fight")
	// Seat 1 (6 cards) is under its limit: only seat 0 discards.
	expectAsk(t, s, AskDiscard, 0)
	if got := s.Public.Ask.Seats; !slices.Equal(got, []int{0}) {
		t.Fatalf("asked to discard: %v, want seat 0 alone", got)
	}
	deck := s.Public.Fight.DeckSize
	if isLegal(s, 0, "keepall") {
		t.Fatal("9 cards over a limit of 7 may be kept")
	}
	do(t, s, 0, cmd("discard", big[0]))
	if isLegal(s, 0, "keepall") {
		t.Fatal("8 cards over a limit of 7 may be kept")
	}
	do(t, s, 0, cmd("discard", big[1]))
	expectAsk(t, s, AskDiscard, 0)
	if !isLegal(s, 0, "keepall") {
		t.Fatal("at the limit the optional discard is forced")
	}
	do(t, s, 0, cmd("discard", big[2]))
	if s.Public.Fight.Downs != 3 {
		t.Fatalf("%d cards face down, want 3", s.Public.Fight.Downs)
	}
	flow(t, s)
	if len(s.Private[0].Hand) != 7 || len(s.Private[1].Hand) != 7 {
		t.Fatalf("after the refill: hands %d and %d, want 7 and 7", len(s.Private[0].Hand), len(s.Private[1].Hand))
	}
	if s.Public.Fight.DeckSize != deck-2 {
		t.Fatalf("deck %d after the refill, want %d", s.Public.Fight.DeckSize, deck-2)
	}
	if s.Public.Fight.Round != 2 {
		t.Fatalf("round %d, want 2", s.Public.Fight.Round)
	}
}

func TestDeck_RunningOutEndsTheCombatAtOnce(t *testing.T) {
	// At the deal: seat 0 holds all but 6 cards, seat 1 needs 7.
	all := make([]int, len(book.CCards()))
	for i := range all {
		all[i] = i
	}
	s := NewCombat(Setup{Seats: 2, Sheets: []string{"raiza", "riot"}, In: []int{0, 1}, Hands: map[int][]int{0: all[:len(all)-6]}})
	flow(t, s)
	if s.Result == nil || s.Public.Fight.Result.Reason != ReasonDeck {
		t.Fatalf("deal from a deck of 6: result %+v, ask %+v", s.Public.Fight.Result, s.Public.Ask)
	}
	// At the round's refill: the deck is empty and seat 1 used a card.
	p := newPicker(t)
	r := p.c("レイガン", 1, 1)
	hand1 := p.fill([]int{r}, 7, guards...)
	var rest []int
	for c := range book.CCards() {
		if !slices.Contains(hand1, c) {
			rest = append(rest, c)
		}
	}
	s = duel(t, "raiza", "riot", rest, hand1)
	act(t, s, "pass")
	flow(t, s)
	misfire(t, s, 1, r, 0)
	do(t, s, 0, "fight")
	do(t, s, 1, "fight")
	for s.Public.Ask.Kind == AskDiscard {
		do(t, s, 0, legalOf(s, 0)[0])
	}
	if s.Result == nil || s.Public.Fight.Result.Reason != ReasonDeck {
		t.Fatalf("refill from an empty deck: result %+v, ask %+v", s.Public.Fight.Result, s.Public.Ask)
	}
}

func TestAfterCombat_CardsGatheredAndPowerRestored(t *testing.T) {
	p := newPicker(t)
	g := p.c("G弾", 5, 35)
	s := duel(t, "raiza", "riot", p.fill([]int{g}, 7, guards...), p.fill(nil, 7, weapons...), 2, 2)
	attackWith(t, s, 0, g, 1, 6)
	if s.Public.Chars[0].Spent != 5 {
		t.Fatalf("spent %d, want 5", s.Public.Chars[0].Spent)
	}
	do(t, s, 1, "take")
	do(t, s, 1, "dur 1")
	flow(t, s)
	if s.Result == nil {
		t.Fatal("the combat goes on")
	}
	if s.Public.Chars[0].Spent != 0 {
		t.Fatalf("spent %d after the combat, want 0", s.Public.Chars[0].Spent)
	}
	for seat := range s.Private {
		if len(s.Private[seat].Hand) != 0 {
			t.Fatalf("seat %d still holds %v", seat, s.Private[seat].Hand)
		}
	}
	if len(s.Hidden.Deck) != len(book.CCards()) || s.Public.Fight.DeckSize != len(book.CCards()) ||
		len(s.Public.Fight.Discard) != 0 || s.Public.Fight.Downs != 0 {
		t.Fatalf("deck %d (table %d), discard %d, face down %d; want every card in the deck",
			len(s.Hidden.Deck), s.Public.Fight.DeckSize, len(s.Public.Fight.Discard), s.Public.Fight.Downs)
	}
}

func TestEscape_KeepsItsHandUntilItsSupportPhaseAfterTheCombat(t *testing.T) {
	p := newPicker(t)
	tp := p.c("テレポート", 2, 0)
	s := duel(t, "raiza", "riot", p.fill([]int{tp}, 7, guards...), p.fill(nil, 7, guards...))
	do(t, s, 0, cmd("escape", tp))
	do(t, s, 0, "lv 6")
	flow(t, s)
	f := fighterOf(t, s, 0)
	if fi := s.Public.Fight.Fighters[f]; !fi.Escaped || fi.In() {
		t.Fatalf("seat 0 escaped %v, in %v", fi.Escaped, fi.In())
	}
	act(t, s, "pass") // ライオット alone: no attack this round
	flow(t, s)
	if s.Public.Fight.On {
		t.Fatal("the combat did not end")
	}
	expectAsk(t, s, AskEscaped, 0)
	if got := len(s.Private[0].Hand); got != 6 {
		t.Fatalf("seat 0 holds %d cards in its support phase after the combat, want its 6", got)
	}
	if s.Public.Chars[0].Spent != 2 {
		t.Fatalf("seat 0 spent %d then, want still 2", s.Public.Chars[0].Spent)
	}
	if len(s.Private[1].Hand) != 0 || s.Public.Chars[1].Spent != 0 {
		t.Fatal("the fighter who stayed kept its hand past the combat")
	}
	if s.Public.Fight.DeckSize != len(book.CCards())-6 {
		t.Fatalf("deck %d, want every card but the escaper's 6", s.Public.Fight.DeckSize)
	}
	do(t, s, 0, "end")
	if len(s.Private[0].Hand) != 0 || s.Public.Chars[0].Spent != 0 || s.Public.Fight.DeckSize != len(book.CCards()) {
		t.Fatalf("after its support phase: hand %d, spent %d, deck %d", len(s.Private[0].Hand), s.Public.Chars[0].Spent, s.Public.Fight.DeckSize)
	}
	if s.Result == nil {
		t.Fatal("the game goes on")
	}
}

func TestPreCombat_OneParticipantOrFewerEndsTheCombatAtOnce(t *testing.T) {
	// ライオット stays outside: ライザ alone does not fight.
	s := NewCombat(Setup{Seats: 2, Sheets: []string{"raiza", "riot"}, In: []int{0}, Dice: []int{6, 6}})
	do(t, s, 1, "there") // 12: was not there
	flow(t, s)
	if s.Result == nil || s.Public.Fight.Result.Reason != ReasonAlone || s.Public.Fight.Round != 1 {
		t.Fatalf("one fighter: result %+v, ask %+v", s.Public.Fight.Result, s.Public.Ask)
	}
	if len(s.Private[0].Hand) != 0 {
		t.Fatal("a hand was dealt to the lone fighter")
	}
}

func TestDeck_RunningOutDuringAnAttackEndsTheCombatAtOnce(t *testing.T) {
	// One card is left in the deck when ライオット's 変身チェック (a 4) gives him two more.
	p := newPicker(t)
	g := p.c("G弾", 5, 35)
	hand1 := p.fill(nil, 7, weapons...)
	hand0 := []int{g}
	for c := range book.CCards() {
		if c != g && !slices.Contains(hand1, c) && len(hand0) < len(book.CCards())-8 {
			hand0 = append(hand0, c)
		}
	}
	s := duel(t, "raiza", "riot", hand0, hand1, 6, 6, 2, 2)
	attackWith(t, s, 0, g, 1, 6)
	do(t, s, 1, "take")
	do(t, s, 1, "dur 6")
	flow(t, s)
	if s.Result == nil || s.Public.Fight.Result.Reason != ReasonDeck {
		t.Fatalf("the deck ran out in the 変身チェック: result %+v, ask %+v", s.Public.Fight.Result, s.Public.Ask)
	}
	if err := combatInvariants(s); err != nil {
		t.Fatal(err)
	}
	if s.Public.Fight.Hit.On {
		t.Fatalf("an attack is left over after the end: %+v", s.Public.Fight.Hit)
	}
}

func TestMainAction_DiscardOneCardFaceDown(t *testing.T) {
	p := newPicker(t)
	g := p.c("G弾", 5, 35)
	s := duel(t, "raiza", "riot", p.fill([]int{g}, 7, guards...), p.fill(nil, 7, guards...))
	evs := do(t, s, 0, cmd("discard", g))
	if slices.Contains(s.Private[0].Hand, g) || s.Public.Fight.Downs != 1 || slices.Contains(s.Public.Fight.Discard, g) {
		t.Fatalf("hand %v, face down %d, face up %v: want the G弾 face down", s.Private[0].Hand, s.Public.Fight.Downs, s.Public.Fight.Discard)
	}
	for _, e := range engine.Redact(evs, 1) {
		if e.Card == g {
			t.Fatal("seat 1 saw the face-down card")
		}
	}
	expectAsk(t, s, AskAfter, 0)
}
