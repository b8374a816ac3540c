package locke

import (
	"slices"
	"testing"

	"zashiki/rules/locke/book"
)

// Abilities of the sheets and ability cards (3.1, the data's effects), the ワイルドカード
// against an attack (6.1) and the support phase after an escape (5.7).

// struck makes ライオット (seat 0, first) attack target's seat 1 with card at ESP level 6 and
// returns at the target's answer.
func struck(t *testing.T, target string, card func(p *picker) int, hand1 []string, items []int, dice ...int) (*State, *picker) {
	t.Helper()
	p := newPicker(t)
	c := card(p)
	set := Setup{Seats: 2, Sheets: []string{"riot", target}, In: []int{0, 1}, Dice: dice, Items: map[int][]int{1: items},
		Hands: map[int][]int{0: p.fill([]int{c}, 7, spare...), 1: p.fill(nil, 7, hand1...)}}
	s := ordered(t, set, first(0, 1), nil)
	attackWith(t, s, 0, c, 1, 6)
	return s, p
}

func bazooka8(p *picker) int { return p.c("バズーカ", 3, 8) }

// --- [スーツ:X] ---

func TestSuit_DeclarationDamagesTheSuitNeverTheBody(t *testing.T) {
	// オクタヴィアス (耐久力 2, Eスーツ 6): 8 against the suit's 6 is 1:1, a 4 deals 1.
	s, _ := struck(t, "octavius", bazooka8, weapons, nil, 2, 2)
	do(t, s, 1, "take")
	expectDecl(t, s, 1, ForDamage)
	want := []string{"dur 1", "dur 2", "dur 1 suit", "dur 2 suit", "dur 3 suit", "dur 4 suit", "dur 5 suit", "dur 6 suit"}
	if got := legalOf(s, 1); !slices.Equal(got, want) {
		t.Fatalf("declarations %v, want %v", got, want)
	}
	do(t, s, 1, "dur 6 suit")
	m := s.Private[1]
	if m.Suits[0] != 1 || m.Body != 0 || s.Public.Chars[1].Taken != 1 || !s.Public.Chars[1].Alive {
		t.Fatalf("suit %v body %d taken %d alive %v, want the suit to take 1", m.Suits, m.Body, s.Public.Chars[1].Taken, s.Public.Chars[1].Alive)
	}
	if got := s.suitLeft(1); got != 5 {
		t.Fatalf("the suit has %d left, want 5", got)
	}
}

func TestSuit_DamageAtLeastTheDeclarationBreaksItAndTheCharacterLives(t *testing.T) {
	// 8 against a declared 2 is 4:1: a 4 deals 2, the declaration: the suit breaks.
	s, _ := struck(t, "octavius", bazooka8, weapons, nil, 2, 2)
	do(t, s, 1, "take")
	do(t, s, 1, "dur 2 suit")
	if !s.Public.Chars[1].Alive || s.Private[1].Body != 0 {
		t.Fatalf("alive %v body %d: the wearer must live unhurt", s.Public.Chars[1].Alive, s.Private[1].Body)
	}
	if s.suitLeft(1) != 0 || s.suitIndex(1) != -1 {
		t.Fatalf("the suit was not broken: %v", s.Private[1].Suits)
	}
	// A broken suit is declared no more.
	s.Public.Fight.Hit = Attack{On: true, Kind: ByCard, By: 0, Target: 1, Level: 1, Fire: 1, Stage: StDamage}
	s.ask(Ask{Kind: AskDeclare, Seat: 1, Fighter: 1, Stat: book.Dur, For: ForDamage})
	if got := legalOf(s, 1); !slices.Equal(got, []string{"dur 1", "dur 2"}) {
		t.Fatalf("after the break: %v, want the body only", got)
	}
}

func TestSuit_MeleeDeclarationAddsTheSuitAndItTakesTheDamage(t *testing.T) {
	// ライオット melees with 6 and [格闘:2]; オクタヴィアス answers with body 2 + suit 6 = 8.
	// ライオット: 6 against 8 is 1:2以下, shifted right 2: 2:1, a 4 deals 1. The counter: 8
	// against 6 is 1:1, shifted left 2: 1:2以下, a 6 deals nothing.
	p := newPicker(t)
	set := Setup{Seats: 2, Sheets: []string{"riot", "octavius"}, In: []int{0, 1}, Dice: []int{2, 2, 3, 3},
		Hands: map[int][]int{0: p.fill(nil, 7, spare...), 1: p.fill(nil, 7, weapons...)}}
	s := ordered(t, set, first(0, 1), nil)
	do(t, s, 0, "melee 0")
	do(t, s, 0, "aim 1")
	do(t, s, 0, "dur 6 x2")
	flow(t, s)
	do(t, s, 1, "take")
	expectDecl(t, s, 1, ForMeleeTarget)
	want := []string{"dur 1", "dur 2", "dur 3 suit", "dur 4 suit", "dur 5 suit", "dur 6 suit", "dur 7 suit", "dur 8 suit"}
	if got := legalOf(s, 1); !slices.Equal(got, want) {
		t.Fatalf("melee declarations %v, want %v", got, want)
	}
	do(t, s, 1, "dur 8 suit")
	do(t, s, 1, "counter")
	if m := s.Private[1]; m.Suits[0] != 1 || m.Body != 0 || !s.Public.Chars[1].Alive {
		t.Fatalf("suit %v body %d: the melee damage must go to the suit", m.Suits, m.Body)
	}
}

// --- [常動] ExtraCards ---

func TestExtraCards_Locke1HoldsEightAndTheLimitIsPublic(t *testing.T) {
	s := start(t, Setup{Seats: 2, Sheets: []string{"locke1", "riot"}, In: []int{0, 1}})
	f := fighterOf(t, s, 0)
	v := s.View(1).(*View)
	if v.Fight.Fighters[f].Limit != 8 || v.Fight.Fighters[f].HandCount != 8 {
		t.Fatalf("seat 1 sees ロック1's limit %d and hand %d, want 8 and 8", v.Fight.Fighters[f].Limit, v.Fight.Fighters[f].HandCount)
	}
}

// --- Guard, Absorb, Reflect ---

func TestGuard_NiaShieldsLV2AttacksTwicePerCombat(t *testing.T) {
	shield := ref(t, "nia", "nia.shield")
	p := newPicker(t)
	bz := p.c("バズーカ", 3, 8)
	rays := []int{p.c("レイガン", 1, 1), p.c("レイガン", 1, 2), p.c("レイガン", 1, 3)}
	set := Setup{Seats: 5, Sheets: []string{"riot", "lag", "nia", "raiza", "ran"}, In: []int{0, 1, 2, 3, 4}, Dice: []int{5, 5},
		Hands: map[int][]int{0: p.fill([]int{bz}, 7, spare...), 1: p.fill([]int{rays[0]}, 7, spare...), 2: p.fill(nil, 7, weapons...),
			3: p.fill([]int{rays[1]}, 7, spare...), 4: p.fill([]int{rays[2]}, 7, spare...)}}
	s := ordered(t, set, first(0, 1, 3, 4), nil)
	// LV 3 is beyond the shield: not offered. (5,5 on 2:1 deals nothing.)
	attackWith(t, s, 0, bz, 2, 6)
	expectAsk(t, s, AskDefend, 2)
	if isLegal(s, 2, cmd("guard", shield)) {
		t.Fatal("精神障壁 LV 2 offered against an LV 3 attack")
	}
	do(t, s, 2, "take")
	do(t, s, 2, "dur 4")
	for i, seat := range []int{1, 3, 4} {
		flow(t, s)
		expectAsk(t, s, AskTurn, seat)
		attackWith(t, s, seat, rays[i], 2, 1)
		expectAsk(t, s, AskDefend, 2)
		if got := isLegal(s, 2, cmd("guard", shield)); got != (i < 2) {
			t.Fatalf("attack %d: the shield offered %v, want %v (twice per combat)", i+2, got, i < 2)
		}
		if i < 2 {
			do(t, s, 2, cmd("guard", shield))
			if s.Public.Chars[2].Taken != 0 || s.Public.Fight.Hit.On {
				t.Fatal("the shield did not stop the attack")
			}
		}
	}
}

func TestAbsorb_StopsTheAttackAndGivesBackItsLVInPower(t *testing.T) {
	absorb := ref(t, "raiza", "raiza.absorb")
	s, _ := struck(t, "raiza", bazooka8, weapons, nil)
	s.Public.Chars[1].Spent = 10
	do(t, s, 1, cmd("guard", absorb))
	if s.Public.Chars[1].Spent != 7 || s.Public.Chars[1].Taken != 0 {
		t.Fatalf("spent %d taken %d, want 7 (3 back) and nothing taken", s.Public.Chars[1].Spent, s.Public.Chars[1].Taken)
	}
	// LV 5 is beyond it.
	s, _ = struck(t, "raiza", func(p *picker) int { return p.c("G弾", 5, 25) }, weapons, nil)
	if isLegal(s, 1, cmd("guard", absorb)) {
		t.Fatal("エネルギー吸収 LV 4 offered against an LV 5 attack")
	}
}

func TestReflect_TheAttackTurnsOnItsAttackerWhoMayAnswerAndSupportPhase2Follows(t *testing.T) {
	mirror := ref(t, "francis", "francis.mirror")
	p := newPicker(t)
	bz, shield := p.c("バズーカ", 3, 8), p.c("ESPシールド", 3, 0)
	set := Setup{Seats: 2, Sheets: []string{"riot", "francis"}, In: []int{0, 1}, Dice: []int{2, 2},
		Hands: map[int][]int{0: p.fill([]int{bz, shield}, 7, weapons...), 1: p.fill(nil, 7, weapons...)}}
	s := ordered(t, set, first(0, 1), nil)
	attackWith(t, s, 0, bz, 1, 6)
	expectAsk(t, s, AskDefend, 1)
	do(t, s, 1, cmd("guard", mirror))
	expectAsk(t, s, AskDefend, 0)
	if !isLegal(s, 0, cmd("defend", shield)) {
		t.Fatalf("the attacker may not answer its own turned attack: %v", legalOf(s, 0))
	}
	do(t, s, 0, "take")
	do(t, s, 0, "dur 6") // 8 against 6: 1:1, a 4 deals 1
	if s.Public.Chars[0].Taken != 1 || s.Public.Chars[1].Taken != 0 {
		t.Fatalf("taken: attacker %d, mirror %d; want 1 and 0", s.Public.Chars[0].Taken, s.Public.Chars[1].Taken)
	}
	expectAsk(t, s, AskAfter, 0)
}

// --- Weapons and chart attacks ---

func TestWeapon_BeamCannonFireRolledOnItsChart(t *testing.T) {
	beam := ref(t, "stroheim", "stroheim.beam")
	p := newPicker(t)
	set := Setup{Seats: 2, Sheets: []string{"stroheim", "riot"}, In: []int{0, 1}, Dice: []int{3},
		Hands: map[int][]int{0: p.fill(nil, 7, spare...), 1: p.fill(nil, 7, weapons...)}}
	s := ordered(t, set, first(0), nil)
	do(t, s, 0, cmd("weapon", beam, 0))
	evs := do(t, s, 0, "aim 1")
	if m := msgs(evs, MsgAttack); len(m) != 1 || m[0].Args[2] != 4 || m[0].Args[3] != 14 {
		t.Fatalf("ビームキャノン on a 3: %v, want LV 4 火力 14", m)
	}
	if s.Public.Chars[0].Spent != 0 {
		t.Fatal("a weapon spent ESPパワー")
	}
}

func TestWeapon_GeoidShellOncePerCombat(t *testing.T) {
	geoid := ref(t, "wong", "wong.geoid")
	p := newPicker(t)
	set := Setup{Seats: 2, Sheets: []string{"wong", "riot"}, In: []int{0, 1},
		Hands: map[int][]int{0: p.fill(nil, 7, spare...), 1: p.fill(nil, 7, weapons...)}}
	s := ordered(t, set, first(0), nil)
	do(t, s, 0, cmd("weapon", geoid, 0))
	evs := do(t, s, 0, "aim 1")
	if m := msgs(evs, MsgAttack); len(m) != 1 || m[0].Args[2] != 7 || m[0].Args[3] != 100 {
		t.Fatalf("ジオイド弾: %v, want LV 7 火力 100", m)
	}
	f := fighterOf(t, s, 0)
	s.Public.Fight.Hit = Attack{}
	s.Public.Fight.Fighters[f].DidAttack = false
	s.ask(Ask{Kind: AskTurn, Seat: 0, Fighter: f})
	if isLegal(s, 0, cmd("weapon", geoid, 0)) {
		t.Fatal("ジオイド弾 offered a second time in the combat")
	}
}

func TestChartAttack_CruiserEveryRow(t *testing.T) {
	cruiser := ref(t, "yamaki2", "yamaki2.cruiser")
	for _, c := range []struct {
		dice      []int
		lv, fire  int // 0: no attack
		onItsUser bool
	}{
		{[]int{1, 1}, 6, 50, false},    // 2: D弾
		{[]int{1, 2}, 5, 30, false},    // 3: G弾
		{[]int{2, 2, 5}, 4, 18, false}, // 4-6: the beam cannon, 火力 rolled
		{[]int{3, 4}, 0, 0, false},     // 7-11: nothing
		{[]int{6, 6}, 1, 0, true},      // 12: a misfire on its user
	} {
		p := newPicker(t)
		set := Setup{Seats: 2, Sheets: []string{"yamaki2", "riot"}, In: []int{0, 1}, Dice: c.dice,
			Hands: map[int][]int{0: p.fill(nil, 7, spare...), 1: p.fill(nil, 7, weapons...)}}
		s := ordered(t, set, first(0, 1), nil)
		do(t, s, 0, cmd("weapon", cruiser, 0))
		evs := do(t, s, 0, "aim 1")
		m := msgs(evs, MsgAttack)
		if !s.Public.Fight.Attacked {
			t.Fatalf("roll %v: the use is no attack for the continuation check", c.dice)
		}
		if c.lv == 0 {
			if len(m) != 0 {
				t.Fatalf("roll %v: %v, want no attack", c.dice, m)
			}
			expectAsk(t, s, AskAfter, 0)
			continue
		}
		if len(m) != 1 || m[0].Args[2] != c.lv || m[0].Args[3] != c.fire {
			t.Fatalf("roll %v: %v, want LV %d 火力 %d", c.dice, m, c.lv, c.fire)
		}
		if got, want := s.Public.Fight.Hit.Target, fighterOf(t, s, 0); (got == want) != c.onItsUser {
			t.Fatalf("roll %v: the attack aims at fighter %d", c.dice, got)
		}
		if c.onItsUser {
			expectAsk(t, s, AskDefend, 0)
		}
	}
}

// --- Jammers and the ESPコントローラー ---

func TestJammer_Yamaki1JamsAndTheCardGoesBackLocked(t *testing.T) {
	jam := ref(t, "yamaki1", "yamaki1.jammer") // LV 3
	p := newPicker(t)
	bz := p.c("バズーカ", 3, 8)
	set := Setup{Seats: 2, Sheets: []string{"raiza", "yamaki1"}, In: []int{0, 1},
		Hands: map[int][]int{0: p.fill([]int{bz}, 7, guards...), 1: p.fill(nil, 7, weapons...)}}
	s := ordered(t, set, first(0), nil)
	do(t, s, 0, cmd("attack", bz, 0))
	do(t, s, 0, "aim 1")
	do(t, s, 0, "lv 6")
	expectAsk(t, s, AskReact, 1)
	do(t, s, 1, cmd("jam", jam))
	f := fighterOf(t, s, 0)
	if !slices.Contains(s.Private[0].Hand, bz) || !locked(&s.Public.Fight.Fighters[f], bz) || s.Public.Chars[0].Spent != 0 {
		t.Fatalf("jammed: in hand %v locked %v spent %d", slices.Contains(s.Private[0].Hand, bz), s.Public.Fight.Fighters[f].Locked, s.Public.Chars[0].Spent)
	}
	expectAsk(t, s, AskTurn, 0)
	if isLegal(s, 0, cmd("attack", bz, 0)) {
		t.Fatal("the jammed card is usable again this round")
	}
}

func TestControl_AJamOnAProtectedCardIsTriedAndFailsAndTheWindowGoesOn(t *testing.T) {
	// ライザ holds the ESPコントローラー (LV 4): her バズーカ (LV 3, below 4) is protected, her
	// ビームキャノン (LV 4) is not. ストロハイム大佐's jammer is LV 4.
	jam := ref(t, "stroheim", "stroheim.jammer")
	ctrl := abilityCard(t, "card.controller")
	for _, c := range []struct {
		name      string
		lv, fire  int
		protected bool
	}{{"ビームキャノン", 4, 12, false}, {"バズーカ", 3, 8, true}} {
		p := newPicker(t)
		card := p.c(c.name, c.lv, c.fire)
		set := Setup{Seats: 3, Sheets: []string{"raiza", "stroheim", "lag"}, In: []int{0, 1, 2}, Items: map[int][]int{0: {ctrl}},
			Hands: map[int][]int{0: p.fill([]int{card}, 7, guards...), 1: p.fill(nil, 7, spare...), 2: p.fill(nil, 7, spare...)}}
		s := ordered(t, set, first(0, 1, 2), nil)
		do(t, s, 0, cmd("attack", card, 0))
		do(t, s, 0, "aim 2")
		do(t, s, 0, "lv 6")
		do(t, s, 0, "go") // no 同調 asked
		expectAsk(t, s, AskReact, 1)
		if !isLegal(s, 1, cmd("jam", jam)) {
			t.Fatalf("LV %d: the jam is not offered (the controller is its holder's secret)", c.lv)
		}
		evs := do(t, s, 1, cmd("jam", jam))
		if got := len(msgs(evs, MsgJamFails)) == 1; got != c.protected {
			t.Fatalf("LV %d: the jam failed %v, want %v", c.lv, got, c.protected)
		}
		if c.protected {
			if slices.Contains(s.Private[0].Hand, card) {
				t.Fatal("the protected card went back to the hand")
			}
			expectAsk(t, s, AskReact, 2)
		} else if !slices.Contains(s.Private[0].Hand, card) {
			t.Fatal("the unprotected card was not jammed")
		}
	}
}

// --- [手下:X] of the data ---

func TestMinions_CountsAndLevelsOfTheData(t *testing.T) {
	for _, c := range []struct {
		sheet, id string
		n         int
	}{{"marian", "marian.guards", 2}, {"yamaki2", "yamaki2.crew", 3}, {"cornelia", "cornelia.gang", 3}} {
		r := ref(t, c.sheet, c.id)
		s := NewCombat(Setup{Seats: 2, Sheets: []string{c.sheet, "riot"}, In: []int{0, 1}})
		for s.Public.Ask.Seat != 0 {
			act(t, s, "ready")
		}
		var want []string
		for n := 1; n <= c.n; n++ {
			want = append(want, cmd("pre", r, n))
		}
		if got := legalVerb(s, 0, VerbPre); !slices.Equal(got, want) {
			t.Errorf("%s may declare %v, want %v", c.sheet, got, want)
		}
	}
	// コーネリア's minions are [手下:1]: they join with LV 1 cards only.
	p := newPicker(t)
	bz, ray, bl := p.c("バズーカ", 3, 8), p.c("レイガン", 1, 1), p.c("ブラスター", 2, 4)
	set := Setup{Seats: 2, Sheets: []string{"cornelia", "riot"}, In: []int{0, 1}, Minions: map[int]int{0: 2},
		Hands: map[int][]int{0: p.fill([]int{bz, ray, bl}, 9, guards...), 1: p.fill(nil, 7, spare...)}}
	s := ordered(t, set, first(0), nil)
	do(t, s, 0, cmd("attack", bz, 0))
	do(t, s, 0, "aim 1")
	do(t, s, 0, "lv 4")
	expectAsk(t, s, AskSync, 0)
	if got := legalVerb(s, 0, VerbMinion); !slices.Equal(got, []string{cmd("minion", ray)}) {
		t.Fatalf("コーネリア's minions may join with %v, want the LV 1 レイガン only", got)
	}
}

// --- ワイルドカード against an attack ---

func TestWildCard_AgainstAnAttackTheLowestDefenceThatStopsItElseTheLowestEscape(t *testing.T) {
	for _, c := range []struct {
		name     string
		lv, fire int
		kind     book.CKind
		face     int // the LV of the face
	}{{"バズーカ", 3, 8, book.CDefence, 3}, {"光の剣", 5, 30, book.CEscape, 5}} {
		p := newPicker(t)
		card := p.c(c.name, c.lv, c.fire)
		wild := p.c("ワイルドカード", 0, 0)
		set := Setup{Seats: 2, Sheets: []string{"riot", "lag"}, In: []int{0, 1},
			Hands: map[int][]int{0: p.fill([]int{card}, 7, spare...), 1: p.fill([]int{wild}, 7, weapons...)}}
		s := ordered(t, set, first(0, 1), nil)
		attackWith(t, s, 0, card, 1, 6)
		expectAsk(t, s, AskDefend, 1)
		do(t, s, 1, cmd("defend", wild))
		u := s.Public.Fight.Use
		if face := book.CCards()[u.As]; u.Card != wild || face.Kind != c.kind || face.Level != c.face {
			t.Fatalf("against %s LV %d the wild card is %s LV %d, want kind %v LV %d", c.name, c.lv, face.Name, face.Level, c.kind, c.face)
		}
	}
}

// --- 5.7 ---

func TestPostEscape_SupportPhaseWithSupportActionsThenTheCardsReturn(t *testing.T) {
	p := newPicker(t)
	tp := p.c("テレポート", 2, 0)
	s := duel(t, "locke3", "riot", p.fill([]int{tp}, 7, guards...), p.fill(nil, 7, guards...), 3, 4)
	do(t, s, 0, cmd("escape", tp))
	do(t, s, 0, "lv 6")
	flow(t, s)
	act(t, s, "pass")
	flow(t, s)
	expectAsk(t, s, AskEscaped, 0)
	sup := ref(t, "locke3", "locke3.rejuvenate")
	if got, want := legalOf(s, 0), []string{"open", cmd("sup", sup), "end"}; !slices.Equal(got, want) {
		t.Fatalf("after the escape: %v, want %v", got, want)
	}
	do(t, s, 0, "open")
	do(t, s, 0, cmd("sup", sup))
	if s.Public.Chars[0].Sheet != "locke3" || remaining(s) != 0 {
		t.Fatal("the support actions after the escape did nothing")
	}
	expectAsk(t, s, AskEscaped, 0)
	do(t, s, 0, "end")
	if len(s.Private[0].Hand) != 0 || s.Public.Fight.DeckSize != len(book.CCards()) || s.Result == nil {
		t.Fatalf("after 5.7: hand %d deck %d over %v", len(s.Private[0].Hand), s.Public.Fight.DeckSize, s.Result != nil)
	}
}
