package locke

import (
	"fmt"
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// 6.1: ESPジャマー, 気絶, 残留思念, 接触テレパス.

// alarmFight lays out ライザ (0) and ロック1 (1) against 警戒装置 2-2 (jammer LV 2), acting 0, 1,
// then the device.
func alarmFight(t *testing.T, alarm string, hands map[int][]int, dice ...int) *State {
	t.Helper()
	set := Setup{Seats: 2, Sheets: []string{"raiza", "locke1"}, In: []int{0, 1}, NPCs: []string{alarm}, Hands: hands, Dice: dice}
	return ordered(t, set, first(0, 1, 2), nil)
}

func TestJammer_CancelsACardOfFinalLVUpToXAfterSync(t *testing.T) {
	for _, c := range []struct {
		alarm  string
		card   [2]int // the attack's LV and 火力
		join   bool   // seat 1 joins with a レイガン
		jammed bool
	}{
		{"alarm-2-2", [2]int{1, 1}, false, true},
		{"alarm-2-2", [2]int{2, 4}, false, true},
		{"alarm-2-2", [2]int{3, 7}, false, false},
		{"alarm-2-2", [2]int{1, 1}, true, true},  // final LV 2
		{"alarm-2-2", [2]int{2, 4}, true, false}, // final LV 3
		{"alarm-1-1", [2]int{1, 1}, true, false}, // final LV 2 over a jammer of 1
	} {
		p := newPicker(t)
		names := map[int]string{1: "レイガン", 2: "ブラスター", 3: "バズーカ"}
		card := p.c(names[c.card[0]], c.card[0], c.card[1])
		ray := p.c("レイガン", 1, 2)
		s := alarmFight(t, c.alarm, map[int][]int{0: p.fill([]int{card}, 7, guards...), 1: p.fill([]int{ray}, 8, guards...)},
			6, 6, 6, 6, 6, 6)
		do(t, s, 0, cmd("attack", card, 0))
		do(t, s, 0, "aim 2")
		evs := do(t, s, 0, "lv 6")
		expectAsk(t, s, AskSync, 0)
		if c.join {
			do(t, s, 0, "ask")
			do(t, s, 1, cmd("join", ray))
			evs = do(t, s, 1, "lv 6")
		} else {
			evs = do(t, s, 0, "go")
		}
		jammed := len(msgs(evs, MsgJammed)) == 1
		if jammed != c.jammed {
			t.Errorf("%s against LV %d (joined %v): jammed %v, want %v", c.alarm, c.card[0], c.join, jammed, c.jammed)
			continue
		}
		if !jammed {
			continue
		}
		// Back in the hands, locked, no power spent; the attacker chooses again.
		if !slices.Contains(s.Private[0].Hand, card) || !slices.Contains(s.Public.Fight.Fighters[0].Locked, card) {
			t.Errorf("the jammed card is not back in seat 0's hand, locked")
		}
		if c.join && (!slices.Contains(s.Private[1].Hand, ray) || !slices.Contains(s.Public.Fight.Fighters[1].Locked, ray)) {
			t.Errorf("the joined card is not back in seat 1's hand, locked")
		}
		if s.Public.Chars[0].Spent != 0 || s.Public.Chars[1].Spent != 0 {
			t.Errorf("spent %d and %d on jammed cards, want 0", s.Public.Chars[0].Spent, s.Public.Chars[1].Spent)
		}
		expectAsk(t, s, AskTurn, 0)
		if isLegal(s, 0, cmd("attack", card, 0)) {
			t.Errorf("the jammed card may be played again this round")
		}
	}
}

func TestJammer_AttackStillCountsAndTheCardIsUsableAgainNextRound(t *testing.T) {
	p := newPicker(t)
	bl := p.c("ブラスター", 2, 4)
	// ストロハイム大佐 carries an ESPジャマー LV 4.
	jam := ref(t, "stroheim", "stroheim.jammer")
	s := duel(t, "raiza", "stroheim", p.fill([]int{bl}, 7, guards...), p.fill(nil, 7, guards...))
	do(t, s, 0, cmd("attack", bl, 0))
	do(t, s, 0, "aim 1")
	do(t, s, 0, "lv 6")
	expectAsk(t, s, AskReact, 1)
	do(t, s, 1, cmd("jam", jam))
	expectAsk(t, s, AskTurn, 0)
	if s.Public.Chars[0].Spent != 0 {
		t.Fatalf("spent %d on the jammed card", s.Public.Chars[0].Spent)
	}
	act(t, s, "pass")
	flow(t, s)
	act(t, s, "pass")
	flow(t, s)
	// The jammed attack was made: the combat goes on to the continuation question.
	expectAsk(t, s, AskWilling, 0)
	do(t, s, 0, "fight")
	do(t, s, 1, "fight")
	play(t, s, func(seat int, legal []string) string {
		for _, a := range []string{"keepall", "pass"} {
			if slices.Contains(legal, a) {
				return a
			}
		}
		return dull[s.Public.Ask.Kind]
	}, func() bool { return s.Public.Ask.Kind == AskTurn && s.Public.Ask.Seat == 0 })
	if s.Public.Fight.Round != 2 || !isLegal(s, 0, cmd("attack", bl, 0)) {
		t.Fatalf("round %d: the jammed card is still locked (%v)", s.Public.Fight.Round, s.Public.Fight.Fighters[0].Locked)
	}
}

func TestJammer_JammedDefenderMayAnswerWithAnotherCard(t *testing.T) {
	// The device attacks (LV 2, its 火力 rolled on a 6); seat 0 answers with an ESPブロック
	// (LV 2), which the device jams. AMB-14 a: another card may answer; the jammed one may not.
	p := newPicker(t)
	block, shield := p.c("ESPブロック", 2, 0), p.c("ESPシールド", 3, 0)
	set := Setup{Seats: 1, Sheets: []string{"raiza"}, In: []int{0}, NPCs: []string{"alarm-2-2"},
		Hands: map[int][]int{0: p.fill([]int{block, shield}, 7, weapons...)}, Dice: []int{6}}
	s := ordered(t, set, first(1, 0), nil)
	expectAsk(t, s, AskDefend, 0)
	do(t, s, 0, cmd("defend", block))
	evs := do(t, s, 0, "lv 6")
	if len(msgs(evs, MsgJammed)) != 1 {
		t.Fatal("the device did not jam the defence against its own attack")
	}
	expectAsk(t, s, AskDefend, 0)
	if s.Public.Chars[0].Spent != 0 {
		t.Fatalf("spent %d on the jammed card", s.Public.Chars[0].Spent)
	}
	if isLegal(s, 0, cmd("defend", block)) {
		t.Fatal("the jammed ESPブロック may answer again")
	}
	if !isLegal(s, 0, cmd("defend", shield)) {
		t.Fatalf("the jammed defender may not answer with its ESPシールド: legal %v", legalOf(s, 0))
	}
}

func TestJammer_NPCJamsAnEscape(t *testing.T) {
	p := newPicker(t)
	tp := p.c("テレポート", 2, 0)
	s := alarmFight(t, "alarm-2-2", map[int][]int{0: p.fill([]int{tp}, 7, guards...)})
	do(t, s, 0, cmd("escape", tp))
	evs := do(t, s, 0, "lv 6")
	if len(msgs(evs, MsgJammed)) != 1 {
		t.Fatal("the device did not jam the escape")
	}
	f := s.Public.Fight.Fighters[0]
	if f.Escaped || !f.In() {
		t.Fatal("the jammed escape took seat 0 out")
	}
	expectAsk(t, s, AskTurn, 0)
	// The escape counts as made: no attack after it this turn.
	if len(legalVerb(s, 0, VerbAttack)) > 0 || isLegal(s, 0, "melee 0") {
		t.Fatalf("after a jammed escape an attack is offered: %v", legalOf(s, 0))
	}
}

func TestStun_IllusionSkipsTheVictimsTurnsForTwoRounds(t *testing.T) {
	p := newPicker(t)
	ill := p.c("幻覚", 1, 0)
	bl := p.c("ブラスター", 2, 4)
	r0 := p.c("レイガン", 1, 1)
	r2 := p.c("レイガン", 1, 2)
	// ライザ (0) casts on ジェシカ (1: Lv 1, 精神力 2); ライオット (2) then attacks her.
	set := Setup{Seats: 3, Sheets: []string{"raiza", "jessica", "riot"}, In: []int{0, 1, 2},
		Hands: map[int][]int{0: p.fill([]int{ill, r0}, 7, guards...), 2: p.fill([]int{bl, r2}, 7, guards...)},
		Dice:  []int{3, 3, 6, 5}}
	s := ordered(t, set, first(0, 1, 2), nil)
	do(t, s, 0, cmd("illusion", ill, 0))
	do(t, s, 0, "aim 1")
	do(t, s, 0, "lv 6")
	letPass(t, s)
	expectDecl(t, s, 1, ForResist)
	do(t, s, 1, "lv 1")
	do(t, s, 1, "mind 2") // 1 + 6 > 1 + 2: stunned
	if s.Public.Fight.Fighters[1].Stun != 2 {
		t.Fatalf("stun %d, want 2 rounds", s.Public.Fight.Fighters[1].Stun)
	}
	flow(t, s)
	// ジェシカ's turn passes; ライオット attacks her: she may not answer (no react, no defence).
	expectAsk(t, s, AskTurn, 2)
	do(t, s, 2, cmd("attack", bl, 0))
	do(t, s, 2, "aim 1")
	do(t, s, 2, "lv 6")
	if s.Public.Ask.Kind == AskReact && slices.Contains(s.Public.Ask.Seats, 1) {
		t.Fatal("the stunned character is asked to react")
	}
	letPass(t, s)
	expectDecl(t, s, 1, ForDamage)
	do(t, s, 1, "dur 2") // 4:2 on an 11: nothing
	flow(t, s)
	// Rounds 2 and 3: the others misfire at each other (an attack, so the combat goes on).
	turns := map[int][]int{}
	for guard := 0; s.Result == nil && s.Public.Fight.Round <= 3; guard++ {
		if guard > 200 {
			t.Fatal("no end")
		}
		seat := engine.Next(s, nil)
		switch s.Public.Ask.Kind {
		case AskTurn:
			round := s.Public.Fight.Round
			turns[round] = append(turns[round], seat)
			card := map[int]int{0: r0, 2: r2}[seat]
			if seat != 1 && isLegal(s, seat, cmd("attack", card, 0)) {
				misfire(t, s, seat, card, fighterOf(t, s, 2-seat))
				continue
			}
			act(t, s, "pass")
		case AskWilling:
			act(t, s, "fight")
		case AskDiscard:
			act(t, s, "keepall")
		default:
			act(t, s, legalOf(s, seat)[0])
		}
		flow(t, s)
		if len(turns[3]) == 3 {
			break
		}
	}
	if slices.Contains(turns[2], 1) || len(turns[2]) != 2 {
		t.Fatalf("turns by round %v: ジェシカ acted in round 2", turns)
	}
	if !slices.Contains(turns[3], 1) {
		t.Fatalf("turns by round %v: ジェシカ did not act in round 3", turns)
	}
}

// residuals lays out ライザ (0) and ライオット (1) fighting, with seats 2 and 3 dead and coming
// back as 残留思念 of 火力 100 (seat 2) and 20 (seat 3); want orders their initiative.
func residuals(t *testing.T, want func([]int) bool, dice ...int) *State {
	t.Helper()
	p := newPicker(t)
	set := Setup{Seats: 4, Sheets: []string{"raiza", "riot", "lag", "nia"}, In: []int{0, 1}, Dead: []int{2, 3},
		Hands: map[int][]int{0: p.fill(nil, 7, guards...), 1: p.fill(nil, 7, guards...)},
		Dice:  append([]int{1, 2, 1, 1, 2, 2, 2, 3}, dice...)}
	prep := func(s *State) {
		do(t, s, 2, "alive")
		do(t, s, 3, "alive")
		flow(t, s)
	}
	s := ordered(t, set, want, prep)
	for i, fire := range map[int]int{2: 100, 3: 20} {
		if f := s.Public.Fight.Fighters[i]; f.Kind != Residual || f.Fire != fire {
			t.Fatalf("fighter %d is %+v, want a 残留思念 of 火力 %d", i, f, fire)
		}
	}
	// Nobody acts before the 残留思念 but passes.
	for s.Public.Ask.Kind == AskTurn {
		act(t, s, "pass")
		flow(t, s)
	}
	return s
}

func TestResidual_AttacksWithItsFireAndNoAnswer(t *testing.T) {
	s := residuals(t, first(2), 6, 5)
	expectAsk(t, s, AskAim, 2)
	do(t, s, 2, "aim 0")
	expectAsk(t, s, AskResidual, 3)
	do(t, s, 3, "decline")
	// No defence, no reaction: ライザ declares her 耐久力, with no suit.
	expectDecl(t, s, 0, ForDamage)
	evs := do(t, s, 0, "dur 6")
	m := msgs(evs, MsgDamage)
	if len(m) != 1 || m[0].Args[1] != 100 || m[0].Args[4] != 2 {
		t.Fatalf("judged %v, want 火力 100 against 6 dealing 2 on an 11", m)
	}
}

func TestResidual_SyncAddsAndHinderSubtractsAndTheHelperHasActed(t *testing.T) {
	for _, c := range []struct {
		answer string
		fire   int
	}{{"boost", 120}, {"hinder", 80}} {
		s := residuals(t, before(2, 3), 6, 5)
		for s.Public.Ask.Kind != AskAim {
			act(t, s, "pass")
			flow(t, s)
		}
		expectAsk(t, s, AskAim, 2)
		do(t, s, 2, "aim 0")
		do(t, s, 3, c.answer)
		evs := do(t, s, 0, "dur 6")
		if m := msgs(evs, MsgDamage); len(m) != 1 || m[0].Args[1] != c.fire {
			t.Fatalf("%s: judged %v, want 火力 %d", c.answer, m, c.fire)
		}
		evs = flow(t, s)
		for s.Public.Ask.Kind == AskTurn {
			evs = append(evs, act(t, s, "pass")...)
			evs = append(evs, flow(t, s)...)
			if s.Public.Ask.Kind == AskAim && s.Public.Ask.Seat == 3 {
				t.Fatalf("%s: the helping 残留思念 attacks as well", c.answer)
			}
		}
		if s.Public.Ask.Kind == AskAim {
			t.Fatalf("%s: a 残留思念 aims again: %+v", c.answer, s.Public.Ask)
		}
	}
}

func TestResidual_HinderedToNothingCancelsTheAttack(t *testing.T) {
	s := residuals(t, before(3, 2))
	for s.Public.Ask.Kind != AskAim {
		act(t, s, "pass")
		flow(t, s)
	}
	expectAsk(t, s, AskAim, 3)
	do(t, s, 3, "aim 0")
	evs := do(t, s, 2, "hinder")
	if len(msgs(evs, MsgStopped)) != 1 || s.Public.Ask.Kind == AskDeclare {
		t.Fatalf("火力 20 - 100 was not cancelled: ask %+v", s.Public.Ask)
	}
}

func TestResidual_LeavesAfterItsRoundAndTargetsOnlyTheUnhit(t *testing.T) {
	s := residuals(t, before(2, 3), 6, 5)
	for s.Public.Ask.Kind != AskAim {
		act(t, s, "pass")
		flow(t, s)
	}
	do(t, s, 2, "aim 0")
	do(t, s, 3, "decline")
	do(t, s, 0, "dur 6")
	flow(t, s)
	for s.Public.Ask.Kind == AskTurn {
		act(t, s, "pass")
		flow(t, s)
	}
	// The other 残留思念 may not attack ライザ again this round.
	expectAsk(t, s, AskAim, 3)
	if got := legalVerb(s, 3, VerbAim); !slices.Equal(got, []string{"aim 1"}) {
		t.Fatalf("the second 残留思念 may aim at %v, want only ライオット", got)
	}
	refused(t, s, 3, "aim 0")
	do(t, s, 3, "aim 1")
	do(t, s, 1, "dur 6")
	for s.Result == nil && s.Public.Fight.Round == 1 {
		switch s.Public.Ask.Kind {
		case AskWilling:
			act(t, s, "fight")
		case AskDiscard:
			act(t, s, "keepall")
		default:
			act(t, s, legalOf(s, engine.Next(s, nil))[0])
		}
	}
	for _, i := range []int{2, 3} {
		if s.Public.Fight.Fighters[i].In() {
			t.Fatalf("残留思念 %d is still in after its round", i)
		}
	}
}

func TestTelepath_ShowsTheSheetToItsUserOnly(t *testing.T) {
	p := newPicker(t)
	tele := p.c("接触テレパス", 0, 0)
	set := Setup{Seats: 3, Sheets: []string{"raiza", "riot", "lag"}, In: []int{0, 1, 2},
		Hands: map[int][]int{0: p.fill([]int{tele}, 7, guards...)}}
	s := ordered(t, set, first(0), nil)
	var evs []engine.Event
	evs = append(evs, do(t, s, 0, cmd("telepath", tele, 0))...)
	evs = append(evs, do(t, s, 0, "aim 1")...)
	if got := s.View(0).(*View).Known[1]; got != "riot" {
		t.Fatalf("seat 0 knows %q of seat 1, want riot", got)
	}
	if s.Public.Chars[1].Sheet != "" || len(s.View(2).(*View).Known) != 0 {
		t.Fatal("the sheet became known beyond the user")
	}
	reveal := func(seat int) []engine.Event {
		var out []engine.Event
		for _, e := range engine.Redact(evs, seat) {
			if e.Kind == engine.EvReveal {
				out = append(out, e)
			}
		}
		return out
	}
	if r := reveal(0); len(r) != 1 || r[0].Card != SheetRef("riot") || r[0].Data == nil {
		t.Fatalf("seat 0 sees %+v, want ライオット's sheet", r)
	}
	for _, seat := range []int{1, 2} {
		if r := reveal(seat); len(r) != 1 || r[0].Card != engine.Unseen || r[0].Data != nil {
			t.Fatalf("seat %d sees %+v, want the reading without the sheet", seat, r)
		}
	}
}

func TestResidual_NoSuitAgainstItsAttack(t *testing.T) {
	// オクタヴィアス (耐久力 2) wears an energy suit of 6: declarable against anything else.
	p := newPicker(t)
	set := Setup{Seats: 3, Sheets: []string{"octavius", "riot", "lag"}, In: []int{0, 1}, Dead: []int{2},
		Hands: map[int][]int{0: p.fill(nil, 7, guards...), 1: p.fill(nil, 7, guards...)}, Dice: []int{1, 2, 1, 1, 6, 5}}
	s := ordered(t, set, first(2), func(s *State) {
		do(t, s, 2, "alive")
		flow(t, s)
	})
	do(t, s, 2, "aim 0")
	expectDecl(t, s, 0, ForDamage)
	if got, want := legalOf(s, 0), []string{"dur 1", "dur 2"}; !slices.Equal(got, want) {
		t.Fatalf("against a 残留思念 オクタヴィアス may declare %v, want %v (no suit)", got, want)
	}
	refused(t, s, 0, "dur 3 suit")
}

func TestWildCard_PlayedAsAnyCardOfLVUpToTheUsersLevel(t *testing.T) {
	p := newPicker(t)
	wild := p.c("ワイルドカード", 0, 0)
	// ラグ has Lv 5: no LV 6 or 7 face, no defence face in his own turn.
	s := duel(t, "lag", "riot", p.fill([]int{wild}, 7, guards...), p.fill(nil, 7, weapons...), 6, 5)
	do(t, s, 0, cmd("wild", wild, 0))
	expectAsk(t, s, AskWild, 0)
	var g35 int
	for _, a := range legalVerb(s, 0, VerbAs) {
		var c int
		if _, err := fmt.Sscanf(a, "as %d", &c); err != nil {
			t.Fatal(err)
		}
		cc := book.CCards()[c]
		if cc.Level > 5 || cc.Kind == book.CDefence {
			t.Fatalf("the wild card may be played as %s LV %d", cc.Name, cc.Level)
		}
		if cc.Name == "G弾" && cc.Fire == 35 {
			g35 = c
		}
	}
	do(t, s, 0, cmd("as", g35))
	do(t, s, 0, "aim 1")
	expectDecl(t, s, 0, ForActivate)
	do(t, s, 0, "lv 5")
	flow(t, s)
	if h := s.Public.Fight.Hit; h.Level != 5 || h.Fire != 35 {
		t.Fatalf("the wild card as G弾 35: %+v", h)
	}
	if s.Public.Chars[0].Spent != 5 || !slices.Contains(s.Public.Fight.Discard, wild) {
		t.Fatalf("spent %d, discard %v: want 5 and the wild card played", s.Public.Chars[0].Spent, s.Public.Fight.Discard)
	}
}

func TestJammer_PowerSpentBeforeStaysSpentAfterAJammedMinionJoin(t *testing.T) {
	// マリアン has spent 5 earlier; her レイガン (LV 1) joined by a minion's レイガン (final LV 2)
	// is jammed: the 1 she paid comes back, the minion paid nothing and gets nothing back.
	p := newPicker(t)
	r1, r2 := p.c("レイガン", 1, 1), p.c("レイガン", 1, 2)
	guardsRef := ref(t, "marian", "marian.guards")
	set := Setup{Seats: 1, Sheets: []string{"marian"}, In: []int{0}, NPCs: []string{"alarm-2-2"},
		Hands: map[int][]int{0: p.fill([]int{r1, r2}, 9, guards...)}}
	s := ordered(t, set, first(0), func(s *State) {
		do(t, s, 0, cmd("pre", guardsRef, 2))
		act(t, s, "ready")
		flow(t, s)
	})
	s.Public.Chars[0].Spent = 5
	do(t, s, 0, cmd("attack", r1, 0))
	do(t, s, 0, "aim 1")
	do(t, s, 0, "lv 4")
	do(t, s, 0, cmd("minion", r2))
	evs := do(t, s, 0, "go")
	if len(msgs(evs, MsgJammed)) != 1 {
		t.Fatal("the final LV 2 attack was not jammed by a jammer of LV 2")
	}
	if got := s.Public.Chars[0].Spent; got != 5 {
		t.Fatalf("spent %d after the jam, want the 5 spent before", got)
	}
}

func TestJammer_NoPowerSpentOnAJammedWildCard(t *testing.T) {
	p := newPicker(t)
	wild := p.c("ワイルドカード", 0, 0)
	g := book.CCardByName("G弾", 5)[2] // the face: G弾 35
	set := Setup{Seats: 1, Sheets: []string{"lag"}, In: []int{0}, NPCs: []string{"alarm-5-4"},
		Hands: map[int][]int{0: p.fill([]int{wild}, 7, guards...)}}
	s := ordered(t, set, first(0), nil)
	do(t, s, 0, cmd("wild", wild, 0))
	do(t, s, 0, cmd("as", g))
	do(t, s, 0, "aim 1")
	evs := do(t, s, 0, "lv 5")
	if len(msgs(evs, MsgJammed)) != 1 {
		t.Fatal("the wild card played as an LV 5 attack was not jammed by a jammer of LV 5")
	}
	if got := s.Public.Chars[0].Spent; got != 0 {
		t.Fatalf("spent %d on the jammed wild card, want 0 (AMB-14 a)", got)
	}
}

func TestJammer_CharactersJamUpToTheirLevelOnly(t *testing.T) {
	jam := ref(t, "stroheim", "stroheim.jammer") // LV 4
	for _, c := range []struct {
		name     string
		lv, fire int
		offered  bool
	}{{"ビームキャノン", 4, 12, true}, {"G弾", 5, 25, false}} {
		p := newPicker(t)
		card := p.c(c.name, c.lv, c.fire)
		s := duel(t, "raiza", "stroheim", p.fill([]int{card}, 7, guards...), p.fill(nil, 7, guards...))
		do(t, s, 0, cmd("attack", card, 0))
		do(t, s, 0, "aim 1")
		do(t, s, 0, "lv 6")
		expectAsk(t, s, AskReact, 1)
		if got := isLegal(s, 1, cmd("jam", jam)); got != c.offered {
			t.Fatalf("an LV 4 jammer against LV %d: offered %v, want %v", c.lv, got, c.offered)
		}
	}
}

func TestJammer_NPCLeavesCardsBetweenOthersAlone(t *testing.T) {
	p := newPicker(t)
	ray := p.c("レイガン", 1, 1)
	s := alarmFight(t, "alarm-2-2", map[int][]int{0: p.fill([]int{ray}, 7, guards...), 1: p.fill(nil, 8, weapons...)})
	evs := attackWith(t, s, 0, ray, 1, 6)
	if len(msgs(evs, MsgJammed)) != 0 {
		t.Fatal("the device jammed an attack between two characters")
	}
	expectAsk(t, s, AskDefend, 1)
}

func TestIllusion_ObstaclesCannotResistUnlessImmune(t *testing.T) {
	for _, c := range []struct {
		npc     string
		stunned bool
	}{{"police", true}, {"alarm-1-1", false}} {
		p := newPicker(t)
		ill := p.c("幻覚", 1, 0)
		// Two fighters besides the obstacle, so 幻覚 is always on offer.
		set := Setup{Seats: 2, Sheets: []string{"raiza", "riot"}, In: []int{0, 1}, NPCs: []string{c.npc},
			Hands: map[int][]int{0: p.fill([]int{ill}, 7, guards...), 1: p.fill(nil, 7, guards...)}, Dice: []int{6, 6}}
		s := ordered(t, set, first(0), nil)
		do(t, s, 0, cmd("illusion", ill, 0))
		do(t, s, 0, "aim 2")
		do(t, s, 0, "lv 6")
		letPass(t, s)
		if got := s.Public.Fight.Fighters[2].Stun > 0; got != c.stunned {
			t.Fatalf("幻覚 on %s: stunned %v, want %v", c.npc, got, c.stunned)
		}
		if remaining(s) != 2 {
			t.Fatalf("幻覚 on %s rolled a resistance", c.npc)
		}
		expectAsk(t, s, AskAfter, 0)
	}
}

func TestIllusion_NotUsableWhenEveryOtherFighterIsAnImmuneObstacle(t *testing.T) {
	p := newPicker(t)
	ill := p.c("幻覚", 1, 0)
	set := Setup{Seats: 1, Sheets: []string{"raiza"}, In: []int{0}, NPCs: []string{"alarm-1-1"},
		Hands: map[int][]int{0: p.fill([]int{ill}, 7, guards...)}}
	s := ordered(t, set, first(0), nil)
	if isLegal(s, 0, cmd("illusion", ill, 0)) {
		t.Fatal("幻覚 is offered against nothing but a 警戒装置 (immune to 幻覚, 6.2)")
	}
}
