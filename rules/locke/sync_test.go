package locke

import (
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// 5.5 同調 and 5.6 格闘.

// trio lays out ライザ (0), ロック1 (1) and ライオット (2) acting in that order.
func trio(t *testing.T, hands map[int][]int, dice ...int) *State {
	t.Helper()
	set := Setup{Seats: 3, Sheets: []string{"raiza", "locke1", "riot"}, In: []int{0, 1, 2}, Hands: hands, Dice: dice}
	return ordered(t, set, first(0, 1, 2), nil)
}

func TestSync_EachJoiningCardAddsOneLVAndItsFire(t *testing.T) {
	p := newPicker(t)
	bz, bl := p.c("バズーカ", 3, 8), p.c("ブラスター", 2, 5)
	shield, barrier := p.c("ESPシールド", 3, 0), p.c("ESPバリア", 4, 0)
	s := trio(t, map[int][]int{0: p.fill([]int{bz}, 7, guards...), 1: p.fill([]int{bl}, 8, guards...),
		2: p.fill([]int{shield, barrier}, 7, weapons...)})
	do(t, s, 0, cmd("attack", bz, 0))
	do(t, s, 0, "aim 2")
	do(t, s, 0, "lv 6")
	expectAsk(t, s, AskSync, 0)
	do(t, s, 0, "ask")
	expectAsk(t, s, AskSyncJoin, 1)
	do(t, s, 1, cmd("join", bl))
	do(t, s, 1, "lv 6")
	h := s.Public.Fight.Hit
	if h.Level != 4 || h.Fire != 13 {
		t.Fatalf("バズーカ 8 joined by ブラスター 5: LV %d 火力 %d, want 4 and 13", h.Level, h.Fire)
	}
	if s.Public.Chars[1].Spent != 2 {
		t.Fatalf("the joiner spent %d, want its card's LV 2", s.Public.Chars[1].Spent)
	}
	letPass(t, s)
	expectAsk(t, s, AskDefend, 2)
	// The final LV 4 is what a defence must reach: the LV 3 shield no longer does.
	if got, want := legalVerb(s, 2, VerbDefend), []string{cmd("defend", barrier)}; !slices.Equal(got, want) {
		t.Fatalf("against the joined attack: %v, want %v", got, want)
	}
}

func TestSync_JoiningCardIsASyncableAttackOfLVAtMostTheOrigins(t *testing.T) {
	p := newPicker(t)
	bz := p.c("バズーカ", 3, 8)
	ray, bl, bz2, beam := p.c("レイガン", 1, 2), p.c("ブラスター", 2, 5), p.c("バズーカ", 3, 7), p.c("ビームキャノン", 4, 12)
	sword, shield, tp := p.c("光の剣", 5, 0), p.c("ESPシールド", 3, 0), p.c("テレポート", 3, 0)
	s := trio(t, map[int][]int{0: p.fill([]int{bz}, 7, guards...),
		1: []int{ray, bl, bz2, beam, sword, shield, tp, p.c("幻覚", 1, 0)}})
	do(t, s, 0, cmd("attack", bz, 0))
	do(t, s, 0, "aim 2")
	do(t, s, 0, "lv 6")
	do(t, s, 0, "ask")
	want := []string{cmd("join", ray), cmd("join", bl), cmd("join", bz2)}
	slices.Sort(want)
	got := legalVerb(s, 1, VerbJoin)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("may join an LV 3 バズーカ with %v, want %v", got, want)
	}
	refused(t, s, 1, cmd("join", beam))
	refused(t, s, 1, cmd("join", tp))
}

func TestSync_OnlyThoseYetToActJoinAndThenHaveActed(t *testing.T) {
	p := newPicker(t)
	bz, bl := p.c("バズーカ", 3, 8), p.c("ブラスター", 2, 5)
	set := Setup{Seats: 4, Sheets: []string{"raiza", "locke1", "riot", "lag"}, In: []int{0, 1, 2, 3},
		Hands: map[int][]int{0: p.fill([]int{bz}, 7, guards...), 2: p.fill([]int{bl}, 7, guards...)}}
	s := ordered(t, set, first(1, 0, 2, 3), nil)
	act(t, s, "pass") // seat 1 has acted
	flow(t, s)
	do(t, s, 0, cmd("attack", bz, 0))
	do(t, s, 0, "aim 3")
	do(t, s, 0, "lv 6")
	do(t, s, 0, "ask")
	// Seat 1 acted, seat 3 is the target: seat 2 alone is asked.
	if got := s.Public.Ask.Seats; !slices.Equal(got, []int{2}) {
		t.Fatalf("asked to join: %v, want seat 2 alone", got)
	}
	do(t, s, 2, cmd("join", bl))
	do(t, s, 2, "lv 6")
	if !s.Public.Fight.Fighters[2].Acted {
		t.Fatal("the joiner has not acted")
	}
	letPass(t, s)
	do(t, s, 3, "take")
	do(t, s, 3, "dur 5")
	flow(t, s)
	// Seat 2's turn is skipped: seat 3 is next.
	expectAsk(t, s, AskTurn, 3)
}

func TestSync_MinionsJoinWithCardsUpToTheirLevelAndSpendNoPower(t *testing.T) {
	p := newPicker(t)
	bz, bz2, beam := p.c("バズーカ", 3, 8), p.c("バズーカ", 3, 7), p.c("ビームキャノン", 4, 12)
	ray, bl := p.c("レイガン", 1, 3), p.c("ブラスター", 2, 6)
	guardsRef := ref(t, "marian", "marian.guards")
	set := Setup{Seats: 2, Sheets: []string{"marian", "riot"}, In: []int{0, 1},
		Hands: map[int][]int{0: p.fill([]int{bz, bz2, beam, ray, bl}, 9, guards...)}}
	prep := func(s *State) {
		for s.Public.Ask.Kind == AskPre {
			if s.Public.Ask.Seat == 0 && isLegal(s, 0, cmd("pre", guardsRef, 2)) {
				act(t, s, cmd("pre", guardsRef, 2))
			}
			act(t, s, "ready")
		}
		flow(t, s)
	}
	s := ordered(t, set, first(0), prep)
	do(t, s, 0, cmd("attack", bz, 0))
	do(t, s, 0, "aim 1")
	do(t, s, 0, "lv 4")
	expectAsk(t, s, AskSync, 0)
	want := []string{cmd("minion", ray), cmd("minion", bl)}
	slices.Sort(want)
	got := legalVerb(s, 0, VerbMinion)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("マリアン's minions (Lv 2) may join with %v, want %v", got, want)
	}
	do(t, s, 0, cmd("minion", bl))
	do(t, s, 0, cmd("minion", ray))
	h := s.Public.Fight.Hit
	if h.Level != 5 || h.Fire != 17 {
		t.Fatalf("バズーカ 8 with two minions' 6 and 3: LV %d 火力 %d, want 5 and 17", h.Level, h.Fire)
	}
	if len(legalVerb(s, 0, VerbMinion)) != 0 {
		t.Fatal("two minions may join three times")
	}
	if s.Public.Chars[0].Spent != 3 {
		t.Fatalf("spent %d, want only the origin's 3", s.Public.Chars[0].Spent)
	}
}

// melee lays out ライザ (0) against target (1), seat 0 acting first, with the dice given.
func melee(t *testing.T, attacker, target string, dice ...int) *State {
	t.Helper()
	p := newPicker(t)
	s := duel(t, attacker, target, p.fill(nil, 7, weapons...), p.fill(nil, 7, weapons...), dice...)
	do(t, s, 0, "melee 0")
	do(t, s, 0, "aim 1")
	expectDecl(t, s, 0, ForMelee)
	return s
}

// exchange reads the melee judgement from the log: the two 火力, the two rolls, the damages.
func exchangeOf(t *testing.T, evs []engine.Event) []int {
	t.Helper()
	m := msgs(evs, MsgMeleeJudge)
	if len(m) != 1 {
		t.Fatalf("%d melee judgements, want 1", len(m))
	}
	a := m[0].Args
	return []int{a[1].(int), a[3].(int), a[4].(int), a[5].(int), a[6].(int), a[7].(int)}
}

func TestMelee_FireIsTheDeclaredDurabilityAtLV1AndTheTargetMayDefend(t *testing.T) {
	s := melee(t, "raiza", "riot")
	do(t, s, 0, "dur 4")
	if h := s.Public.Fight.Hit; h.Fire != 4 || h.Level != 1 || h.Kind != ByMelee {
		t.Fatalf("格闘 declared 4: %+v, want 火力 4 at LV 1", h)
	}
	expectAsk(t, s, AskDefend, 1)
	do(t, s, 1, "take")
	expectDecl(t, s, 1, ForMeleeTarget)
}

func TestMelee_SeedExample5Against4(t *testing.T) {
	// 5 against 4: the attacker judges 1:1 (a 5 deals 1, a 6 nothing), the target 1:2以下
	// (a 3 deals 1 where 1:1 would deal 2, a 4 nothing where 1:1 would deal 1).
	for _, c := range []struct{ dice, want []int }{
		{[]int{2, 3, 2, 2}, []int{5, 4, 5, 1, 4, 0}},
		{[]int{3, 3, 1, 2}, []int{5, 4, 6, 0, 3, 1}},
	} {
		s := melee(t, "raiza", "locke1", c.dice...)
		do(t, s, 0, "dur 5")
		do(t, s, 1, "take")
		do(t, s, 1, "dur 4")
		expectAsk(t, s, AskCounter, 1)
		got := exchangeOf(t, do(t, s, 1, "counter"))
		if !slices.Equal(got, c.want) {
			t.Fatalf("火力, 火力, roll, damage, roll, damage = %v, want %v", got, c.want)
		}
	}
}

func TestMelee_ColumnShiftSeedExample3With2Against6(t *testing.T) {
	// ライオット [格闘:2] declares 3 against 6: he judges 2:1 (a 6 deals 1, a 7 nothing), the
	// target 1:2以下 (a 3 deals 1, a 4 nothing).
	for _, c := range []struct{ dice, want []int }{
		{[]int{3, 3, 2, 2}, []int{3, 6, 6, 1, 4, 0}},
		{[]int{3, 4, 1, 2}, []int{3, 6, 7, 0, 3, 1}},
	} {
		p := newPicker(t)
		s := duel(t, "riot", "locke1", p.fill(nil, 7, weapons...), p.fill(nil, 8, weapons...), c.dice...)
		do(t, s, 0, "melee 0")
		do(t, s, 0, "aim 1")
		do(t, s, 0, "dur 3 x2")
		do(t, s, 1, "take")
		do(t, s, 1, "dur 6")
		got := exchangeOf(t, do(t, s, 1, "counter"))
		if !slices.Equal(got, c.want) {
			t.Fatalf("火力, 火力, roll, damage, roll, damage = %v, want %v", got, c.want)
		}
	}
}

func TestMelee_CounterIsJudgedAtTheSameTime(t *testing.T) {
	// 2 against 2, both roll 3 on 1:1: 2 each, at or over both declarations: both die.
	s := melee(t, "raiza", "riot", 1, 2, 1, 2)
	do(t, s, 0, "dur 2")
	do(t, s, 1, "take")
	do(t, s, 1, "dur 2")
	do(t, s, 1, "counter")
	if s.Public.Chars[0].Alive || s.Public.Chars[1].Alive {
		t.Fatalf("alive %v and %v, want both dead", s.Public.Chars[0].Alive, s.Public.Chars[1].Alive)
	}
	// Without the counter only the target is judged.
	s = melee(t, "raiza", "riot", 1, 2, 1, 2)
	do(t, s, 0, "dur 2")
	do(t, s, 1, "take")
	do(t, s, 1, "dur 2")
	do(t, s, 1, "nocounter")
	if !s.Public.Chars[0].Alive || s.Public.Chars[1].Alive || remaining(s) != 2 {
		t.Fatalf("no counter: alive %v and %v, dice left %d", s.Public.Chars[0].Alive, s.Public.Chars[1].Alive, remaining(s))
	}
}

func TestMelee_MinionsAddToTheDeclarationAndTakeDamageFirst(t *testing.T) {
	guardsRef := ref(t, "marian", "marian.guards")
	set := Setup{Seats: 2, Sheets: []string{"marian", "riot"}, In: []int{0, 1}, Dice: []int{1, 2, 1, 2}}
	prep := func(s *State) {
		for s.Public.Ask.Kind == AskPre {
			if s.Public.Ask.Seat == 0 && isLegal(s, 0, cmd("pre", guardsRef, 2)) {
				act(t, s, cmd("pre", guardsRef, 2))
			}
			act(t, s, "ready")
		}
		flow(t, s)
	}
	s := ordered(t, set, first(0), prep)
	do(t, s, 0, "melee 0")
	do(t, s, 0, "aim 1")
	// マリアン's 耐久力 3 and her two minions: up to 5.
	if got := legalVerb(s, 0, VerbDur); got[len(got)-1] != "dur 5" {
		t.Fatalf("declarations %v, want up to 5", got)
	}
	refused(t, s, 0, "dur 6")
	do(t, s, 0, "dur 5")
	do(t, s, 1, "take")
	do(t, s, 1, "dur 5")
	// 5 against 5 on 1:1, a 3 each: 2 damage. マリアン's two minions take it.
	do(t, s, 1, "counter")
	f := fighterOf(t, s, 0)
	if s.Public.Fight.Fighters[f].Minions != 0 || s.Public.Chars[0].Taken != 0 || !s.Public.Chars[0].Alive {
		t.Fatalf("minions %d, taken %d: want the minions lost and マリアン unhurt",
			s.Public.Fight.Fighters[f].Minions, s.Public.Chars[0].Taken)
	}
	if s.Public.Chars[1].Taken != 2 {
		t.Fatalf("ライオット took %d, want 2", s.Public.Chars[1].Taken)
	}
}

func TestMeleeEdgeOption_ShiftPastTheLeftEdge(t *testing.T) {
	// ロック1 declares 1 against ライオット's 6 with [格闘:2]: 1:2以下 shifted two to the left.
	// clamp: it stays on 1:2以下 (a 2 deals 2); nodamage: nothing.
	for _, c := range []struct {
		opt string
		dmg int
	}{{EdgeClamp, 2}, {EdgeNoDamage, 0}} {
		p := newPicker(t)
		set := Setup{Seats: 2, Sheets: []string{"riot", "locke1"}, In: []int{0, 1}, Options: map[string]string{OptMeleeEdge: c.opt},
			Hands: map[int][]int{0: p.fill(nil, 7, weapons...), 1: p.fill(nil, 8, weapons...)}, Dice: []int{6, 5, 1, 1}}
		s := ordered(t, set, first(0, 1), nil)
		do(t, s, 0, "melee 0")
		do(t, s, 0, "aim 1")
		do(t, s, 0, "dur 6 x2")
		do(t, s, 1, "take")
		do(t, s, 1, "dur 1")
		got := exchangeOf(t, do(t, s, 1, "counter"))
		if got[5] != c.dmg {
			t.Fatalf("melee_edge=%s: the counter dealt %d (judgement %v), want %d", c.opt, got[5], got, c.dmg)
		}
	}
}

func TestSync_WildCardPlayedAsASyncableAttackMayBeJoined(t *testing.T) {
	// A ワイルドカード is played as any card (its face): as a バズーカ it is 同調可 like one.
	p := newPicker(t)
	wild, bl := p.c("ワイルドカード", 0, 0), p.c("ブラスター", 2, 5)
	bz := book.CCardByName("バズーカ", 3)[0]
	s := trio(t, map[int][]int{0: p.fill([]int{wild}, 7, guards...), 1: p.fill([]int{bl}, 8, guards...)})
	do(t, s, 0, cmd("wild", wild, 0))
	do(t, s, 0, cmd("as", bz))
	do(t, s, 0, "aim 2")
	do(t, s, 0, "lv 6")
	expectAsk(t, s, AskSync, 0)
	do(t, s, 0, "ask")
	if !isLegal(s, 1, cmd("join", bl)) {
		t.Fatalf("the ブラスター may not join the wild card played as a バズーカ: %v", legalOf(s, 1))
	}
}
