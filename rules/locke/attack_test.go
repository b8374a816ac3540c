package locke

import (
	"slices"
	"testing"
)

// 5.3 activation, 5.4 attack, defence and damage, 3.2 silhouettes.

func TestActivationCheck_DeclaredLevelAtLeastCardLVSucceeds(t *testing.T) {
	p := newPicker(t)
	g := p.c("G弾", 5, 35)
	s := duel(t, "raiza", "riot", p.fill([]int{g}, 7, guards...), p.fill(nil, 7, weapons...), 1, 1)
	attackWith(t, s, 0, g, 1, 5)
	if remaining(s) != 2 {
		t.Fatal("a declaration at the card's LV rolled 精神力 checks")
	}
	expectAsk(t, s, AskDefend, 1)
	if s.Public.Chars[0].Spent != 5 {
		t.Fatalf("spent %d, want the card's LV 5", s.Public.Chars[0].Spent)
	}
}

func TestActivationCheck_OneMindCheckPerLevelOfDifference(t *testing.T) {
	p := newPicker(t)
	g := p.c("G弾", 5, 35)
	// Declared 2 for LV 5: three checks against the declared 精神力 6, all passing.
	s := duel(t, "raiza", "riot", p.fill([]int{g}, 7, guards...), p.fill(nil, 7, weapons...), 1, 2, 3, 3, 2, 4, 6, 6)
	do(t, s, 0, cmd("attack", g, 0))
	do(t, s, 0, "aim 1")
	do(t, s, 0, "lv 2")
	expectDecl(t, s, 0, ForMind)
	if s.Public.Ask.Count != 3 {
		t.Fatalf("%d 精神力 checks asked, want 3", s.Public.Ask.Count)
	}
	do(t, s, 0, "mind 6")
	if remaining(s) != 2 {
		t.Fatalf("%d dice used, want 6 (three checks)", 8-remaining(s))
	}
	letPass(t, s)
	expectAsk(t, s, AskDefend, 1)
	if s.Public.Chars[0].Spent != 5 {
		t.Fatalf("spent %d, want 5", s.Public.Chars[0].Spent)
	}
}

func TestActivationCheck_OneFailedMindCheckFailsIt(t *testing.T) {
	p := newPicker(t)
	g := p.c("G弾", 5, 35)
	// Declared 3 for LV 5: the first check passes (3 ≤ 6), the second fails (7 > 6).
	s := duel(t, "raiza", "riot", p.fill([]int{g}, 7, guards...), p.fill(nil, 7, weapons...), 1, 2, 3, 4)
	do(t, s, 0, cmd("attack", g, 0))
	do(t, s, 0, "aim 1")
	do(t, s, 0, "lv 3")
	do(t, s, 0, "mind 6")
	if remaining(s) != 0 {
		t.Fatalf("%d dice unused", remaining(s))
	}
	expectAsk(t, s, AskAfter, 0)
	if s.Public.Chars[0].Spent != 5 {
		t.Fatalf("spent %d on a failed activation, want the card's LV 5", s.Public.Chars[0].Spent)
	}
	if !slices.Contains(s.Public.Fight.Discard, g) || slices.Contains(s.Private[0].Hand, g) {
		t.Fatal("the failed card is not on the discard")
	}
}

func TestAttack_FailedAttackStillCountsAsAnAttack(t *testing.T) {
	p := newPicker(t)
	r := p.c("レイガン", 1, 1)
	s := duel(t, "raiza", "riot", p.fill([]int{r}, 7, guards...), p.fill(nil, 7, guards...))
	misfire(t, s, 0, r, 1)
	act(t, s, "pass")
	flow(t, s)
	if s.Result != nil {
		t.Fatalf("the combat ended (%+v) after a round whose only attack failed", s.Public.Fight.Result)
	}
	expectAsk(t, s, AskWilling, 0)
}

// defendingHand is a target's hand of every defence and escape LV around 3.
func defendingHand(p *picker) (hand []int, screen, block, shield, barrier, tp2, tp4 int) {
	screen, block, shield, barrier = p.c("ESPスクリーン", 1, 0), p.c("ESPブロック", 2, 0), p.c("ESPシールド", 3, 0), p.c("ESPバリア", 4, 0)
	tp2, tp4 = p.c("テレポート", 2, 0), p.c("テレポート", 4, 0)
	hand = []int{screen, block, shield, barrier, tp2, tp4, p.c("レイガン", 1, 1)}
	return
}

func TestDefence_OnlyDefenceOrEscapeOfLVAtLeastTheAttacks(t *testing.T) {
	p := newPicker(t)
	bz := p.c("バズーカ", 3, 8)
	hand, _, _, shield, barrier, _, tp4 := defendingHand(p)
	s := duel(t, "raiza", "riot", p.fill([]int{bz}, 7, weapons...), hand)
	attackWith(t, s, 0, bz, 1, 6)
	expectAsk(t, s, AskDefend, 1)
	want := []string{cmd("defend", shield), cmd("defend", barrier), cmd("defend", tp4)}
	slices.Sort(want)
	got := legalVerb(s, 1, VerbDefend)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("against an LV 3 attack: %v, want %v", got, want)
	}
	refused(t, s, 1, cmd("defend", hand[0]))
}

func TestDefence_OneCardPerAttackAndAFailedCardMeansAHit(t *testing.T) {
	p := newPicker(t)
	bz := p.c("バズーカ", 3, 8)
	hand, _, _, shield, _, _, _ := defendingHand(p)
	// ライオット declares Lv 0 for his LV 3 shield: three checks, the first fails.
	s := duel(t, "raiza", "riot", p.fill([]int{bz}, 7, weapons...), hand, 6, 6)
	attackWith(t, s, 0, bz, 1, 6)
	do(t, s, 1, cmd("defend", shield))
	do(t, s, 1, "lv 0")
	do(t, s, 1, "mind 5")
	letPass(t, s)
	expectDecl(t, s, 1, ForDamage)
	if s.Public.Chars[1].Spent != 3 {
		t.Fatalf("the failed shield cost %d, want 3", s.Public.Chars[1].Spent)
	}
	if !s.Public.Fight.Hit.Carded {
		t.Fatal("the failed card is not counted as the attack's one card")
	}
}

func TestDefence_CardStopsTheAttack(t *testing.T) {
	p := newPicker(t)
	bz := p.c("バズーカ", 3, 8)
	hand, _, _, shield, _, _, _ := defendingHand(p)
	s := duel(t, "raiza", "riot", p.fill([]int{bz}, 7, weapons...), hand)
	attackWith(t, s, 0, bz, 1, 6)
	do(t, s, 1, cmd("defend", shield))
	evs := do(t, s, 1, "lv 6")
	evs = append(evs, letPass(t, s)...)
	expectAsk(t, s, AskKeep, 1)
	do(t, s, 1, "drop")
	if s.Public.Chars[1].Taken != 0 || len(msgs(evs, MsgStopped)) != 1 {
		t.Fatal("the shield did not stop the attack")
	}
	expectAsk(t, s, AskAfter, 0)
}

// keeper lays out four characters acting 0, 1, 2, 3; seat 3 (ライオット) holds an ESPシールド.
func keeper(t *testing.T) (s *State, shield, bz0, bl1, bz2 int) {
	t.Helper()
	p := newPicker(t)
	bz0, bl1, bz2 = p.c("バズーカ", 3, 7), p.c("ブラスター", 2, 4), p.c("バズーカ", 3, 8)
	shield = p.c("ESPシールド", 3, 0)
	barrier := p.c("ESPバリア", 4, 0)
	set := Setup{Seats: 4, Sheets: []string{"raiza", "locke1", "lag", "riot"}, In: []int{0, 1, 2, 3}, Hands: map[int][]int{
		0: p.fill([]int{bz0}, 7, spare...), 1: p.fill([]int{bl1}, 8, spare...),
		2: p.fill([]int{bz2}, 7, spare...), 3: p.fill([]int{shield, barrier}, 7, weapons...),
	}}
	s = ordered(t, set, first(0, 1, 2, 3), nil)
	// Seat 0's LV 3 attack; seat 3 stops it with the shield and maintains it.
	attackWith(t, s, 0, bz0, 3, 6)
	do(t, s, 3, cmd("defend", shield))
	do(t, s, 3, "lv 6")
	letPass(t, s)
	expectAsk(t, s, AskKeep, 3)
	do(t, s, 3, "keep")
	flow(t, s)
	if s.Public.Fight.Fighters[3].Keep != 3 {
		t.Fatalf("maintained LV %d, want 3", s.Public.Fight.Fighters[3].Keep)
	}
	return
}

func TestMaintainedDefence_StopsLowerAttacksWithNoCard(t *testing.T) {
	s, _, _, bl1, _ := keeper(t)
	expectAsk(t, s, AskTurn, 1)
	evs := attackWith(t, s, 1, bl1, 3, 6)
	if len(msgs(evs, MsgStopped)) != 1 {
		t.Fatal("the LV 2 attack was not stopped")
	}
	if s.Public.Chars[3].Taken != 0 {
		t.Fatal("the maintained defence let damage through")
	}
	expectAsk(t, s, AskTurn, 2) // no question to seat 3 on the way
}

func TestMaintainedDefence_PiercedByLVAtLeastItsOwnAndNoOtherDefence(t *testing.T) {
	s, _, _, _, bz2 := keeper(t)
	act(t, s, "pass")
	flow(t, s)
	expectAsk(t, s, AskTurn, 2)
	evs := attackWith(t, s, 2, bz2, 3, 5)
	if len(msgs(evs, MsgPierced)) != 1 {
		t.Fatal("the LV 3 attack did not pierce the LV 3 defence")
	}
	// No defence question (its ESPバリア would stop the attack): straight to the damage.
	expectDecl(t, s, 3, ForDamage)
}

func TestMaintainedDefence_ForbidsMelee(t *testing.T) {
	s, _, _, _, _ := keeper(t)
	for s.Public.Ask.Seat != 3 || s.Public.Ask.Kind != AskTurn {
		act(t, s, "pass")
		flow(t, s)
	}
	if isLegal(s, 3, "melee 0") {
		t.Fatal("a character maintaining a defence may 格闘")
	}
	refused(t, s, 3, "melee 0")
	do(t, s, 3, "drop")
	if !isLegal(s, 3, "melee 0") {
		t.Fatal("after dropping the defence 格闘 is still forbidden")
	}
}

func TestSwordOfLight_NoDefenceCardStopsItButAnEscapeAvoidsIt(t *testing.T) {
	p := newPicker(t)
	sword := p.c("光の剣", 5, 0)
	field, pod, tp5, tp6 := p.c("ESPフィールド", 5, 0), p.c("サイコポッド", 6, 0), p.c("テレポート", 5, 0), p.c("テレポート", 6, 0)
	// ナガト also has サイコポッド as an ability (a guard of LV 6).
	s := duel(t, "raiza", "nagato", p.fill([]int{sword}, 7, guards...), p.fill([]int{field, pod, tp5, tp6}, 7, weapons...))
	attackWith(t, s, 0, sword, 1, 6)
	expectAsk(t, s, AskDefend, 1)
	want := []string{cmd("defend", tp5), cmd("defend", tp6)}
	slices.Sort(want)
	got := legalVerb(s, 1, VerbDefend)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("against 光の剣: %v, want the escapes %v", got, want)
	}
	if g := legalVerb(s, 1, VerbGuard); len(g) > 0 {
		t.Fatalf("against 光の剣 the guard abilities %v are offered", g)
	}
	do(t, s, 1, cmd("defend", tp5))
	do(t, s, 1, "lv 5")
	flow(t, s)
	if f := s.Public.Fight.Fighters[1]; !f.Escaped || f.In() || s.Public.Chars[1].Taken != 0 {
		t.Fatalf("the escape did not avoid 光の剣: escaped %v in %v taken %d", f.Escaped, f.In(), s.Public.Chars[1].Taken)
	}
}

// hit makes ライザ's G弾 (火力 35) hit ライオット, who declares decl; dice are the attacker's.
func hit(t *testing.T, decl int, dice ...int) (*State, []string) {
	t.Helper()
	p := newPicker(t)
	g := p.c("G弾", 5, 35)
	s := duel(t, "raiza", "riot", p.fill([]int{g}, 7, guards...), p.fill(nil, 7, weapons...), dice...)
	attackWith(t, s, 0, g, 1, 6)
	do(t, s, 1, "take")
	evs := do(t, s, 1, cmd("dur", decl))
	var lines []string
	for _, m := range msgs(evs, MsgDamage) {
		lines = append(lines, cmd("damage", m.Args[1].(int), m.Args[2].(int), m.Args[3].(int), m.Args[4].(int)))
	}
	return s, lines
}

func TestDamageRatio_SeedExample35Against6IsFiveToOne(t *testing.T) {
	// 5:1 gives 3 on a 3 (4:1 gives 2) and 2 on a 4 (6:1 gives 3).
	for _, c := range []struct{ d1, d2, dmg int }{{1, 2, 3}, {2, 2, 2}, {4, 5, 1}, {5, 5, 0}} {
		s, lines := hit(t, 6, c.d1, c.d2)
		want := cmd("damage", 35, 6, c.d1+c.d2, c.dmg)
		if len(lines) != 1 || lines[0] != want {
			t.Fatalf("judged %v, want %q", lines, want)
		}
		if s.Public.Chars[1].Taken != c.dmg || !s.Public.Chars[1].Alive {
			t.Fatalf("roll %d: taken %d alive %v, want %d and alive", c.d1+c.d2, s.Public.Chars[1].Taken, s.Public.Chars[1].Alive, c.dmg)
		}
	}
}

func TestDamage_AtLeastTheDeclaredValueKills(t *testing.T) {
	// 35 against a declared 2 is 10:1+: a 4 deals 4. ライオット's true 耐久力 is 6, but he
	// declared 2.
	s, _ := hit(t, 2, 2, 2)
	if s.Public.Chars[1].Alive {
		t.Fatal("4 damage on a declared 耐久力 of 2 did not kill")
	}
	// 35 against 5 is 7:1: a 4 deals 3, under the declared 5.
	s, _ = hit(t, 5, 2, 2)
	if !s.Public.Chars[1].Alive || s.Public.Chars[1].Taken != 3 {
		t.Fatalf("3 damage on a declared 5: alive %v taken %d", s.Public.Chars[1].Alive, s.Public.Chars[1].Taken)
	}
}

func TestDamage_TwoOrTwelveSendsALivingCharacterToTheTransformCheck(t *testing.T) {
	// 12 on 5:1 deals nothing; then the 変身チェック rolls 2: Lv +1, Pw +10.
	s, _ := hit(t, 6, 6, 6, 1, 1)
	if remaining(s) != 0 {
		t.Fatal("no 変身チェック after a 12")
	}
	if m := s.Public.Chars[1].Mods; m.Lv != 1 || m.Pw != 10 {
		t.Fatalf("after 変身チェック 2: mods %+v, want Lv +1 Pw +10", m)
	}
	// 2 on 5:1 deals 3 under a declared 6: the 変身チェック rolls 9, 精神力 +1.
	s, _ = hit(t, 6, 1, 1, 4, 5)
	if remaining(s) != 0 || s.Public.Chars[1].Mods.Mind != 1 {
		t.Fatalf("after a 2 and 変身チェック 9: dice left %d, mods %+v", remaining(s), s.Public.Chars[1].Mods)
	}
	// A 2 that kills sends nobody to the 変身チェック (AMB-17 a).
	s, _ = hit(t, 3, 1, 1, 4, 5)
	if s.Public.Chars[1].Alive || remaining(s) != 2 {
		t.Fatalf("a killing 2: alive %v, dice left %d (want dead, the 変身チェック's 2 unused)", s.Public.Chars[1].Alive, remaining(s))
	}
}

func TestSilhouette_AttackMustAimAtTheSameSilhouette(t *testing.T) {
	p := newPicker(t)
	r := p.c("レイガン", 1, 1)
	ill := p.c("幻覚", 1, 0)
	set := Setup{Seats: 3, Sheets: []string{"raiza", "riot", "lag"}, Silhouettes: []string{"raiza", "nagato", "raiza"},
		In: []int{0, 1, 2}, Hands: map[int][]int{0: p.fill([]int{r, ill}, 7, guards...)}}
	s := ordered(t, set, first(0), nil)
	do(t, s, 0, cmd("attack", r, 0))
	if got := legalVerb(s, 0, VerbAim); !slices.Equal(got, []string{"aim 2"}) {
		t.Fatalf("an attack may aim at %v, want only the twin silhouette (fighter 2)", got)
	}
	refused(t, s, 0, "aim 1")
	do(t, s, 0, "back")
	do(t, s, 0, "melee 0")
	if got := legalVerb(s, 0, VerbAim); !slices.Equal(got, []string{"aim 2"}) {
		t.Fatalf("格闘 may aim at %v, want only fighter 2", got)
	}
	do(t, s, 0, "back")
	// 幻覚 is no attack: anyone.
	do(t, s, 0, cmd("illusion", ill, 0))
	if got := legalVerb(s, 0, VerbAim); !slices.Equal(got, []string{"aim 1", "aim 2"}) {
		t.Fatalf("幻覚 may aim at %v, want both", got)
	}
}
