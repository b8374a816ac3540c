package locke

import (
	"slices"
	"strconv"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// 3.1 能力値 and 6.1 checks.

// duel lays out seat 0 against seat 1 with the given sheets and hands, seat 0 acting first.
func duel(t *testing.T, a, b string, handA, handB []int, dice ...int) *State {
	t.Helper()
	set := Setup{Seats: 2, Sheets: []string{a, b}, In: []int{0, 1},
		Hands: map[int][]int{0: handA, 1: handB}, Dice: dice}
	return ordered(t, set, first(0, 1), nil)
}

func TestLevels_LevelZeroWithMaxPowerActsAsLevelOne(t *testing.T) {
	for _, c := range []struct{ lv, pw, wantLv, wantPw int }{
		{0, 5, 1, 5}, {0, 1, 1, 1}, {0, 0, 0, 0}, {2, 5, 2, 5},
	} {
		lv, pw := Levels(c.lv, c.pw)
		if lv != c.wantLv || pw != c.wantPw {
			t.Errorf("Levels(%d, %d) = %d, %d; want %d, %d", c.lv, c.pw, lv, pw, c.wantLv, c.wantPw)
		}
	}
}

func TestLevels_MaxPowerZeroWithLevelBecomesTen(t *testing.T) {
	lv, pw := Levels(3, 0)
	if lv != 3 || pw != 10 {
		t.Fatalf("Levels(3, 0) = %d, %d; want 3, 10", lv, pw)
	}
	// Through a sheet: ストロハイム大佐 (Lv 0, Pw 0) raised to Lv 1 has a maximum of 10, and
	// both go back to the sheet when the raise ends (AMB-06 a).
	p := newPicker(t)
	s := duel(t, "stroheim", "riot", p.fill(nil, 7, weapons...), p.fill(nil, 7, weapons...))
	if b := s.bodyOf(0); b.Lv != 0 || b.MaxPw != 0 {
		t.Fatalf("ストロハイム大佐 starts at Lv %d Pw %d, want 0 and 0", b.Lv, b.MaxPw)
	}
	s.Public.Chars[0].Mods.Lv = 1
	if b := s.bodyOf(0); b.Lv != 1 || b.MaxPw != 10 || b.Pw != 10 {
		t.Fatalf("at Lv 1 with Pw 0: Lv %d max %d remaining %d, want 1, 10, 10", b.Lv, b.MaxPw, b.Pw)
	}
	s.Public.Chars[0].Mods.Lv = 0
	if b := s.bodyOf(0); b.Lv != 0 || b.MaxPw != 0 {
		t.Fatalf("the raise ended: Lv %d Pw %d, want 0 and 0", b.Lv, b.MaxPw)
	}
}

func TestRemaining_PowerBelowTheLevelLowersIt(t *testing.T) {
	if got := Effective(6, 4); got != 4 {
		t.Errorf("Effective(6, 4) = %d, want 4", got)
	}
	if got := Effective(4, 9); got != 4 {
		t.Errorf("Effective(4, 9) = %d, want 4", got)
	}
	if got := Remaining(10, 14, 0); got != 0 {
		t.Errorf("Remaining(10, 14, 0) = %d, want 0 (never below 0)", got)
	}
	// オクタヴィアス (Lv 4, Pw 10) with 8 spent has 2 left: his level is 2, and 2 is the most
	// he may declare for an activation.
	p := newPicker(t)
	ray := p.c("レイガン", 1, 1)
	s := duel(t, "octavius", "riot", p.fill([]int{ray}, 7, guards...), p.fill(nil, 7, weapons...))
	s.Public.Chars[0].Spent = 8
	if b := s.bodyOf(0); b.Lv != 2 || b.Pw != 2 {
		t.Fatalf("8 of 10 spent: Lv %d remaining %d, want 2 and 2", b.Lv, b.Pw)
	}
	do(t, s, 0, "attack "+itoa(ray)+" 0")
	do(t, s, 0, "aim 1")
	expectDecl(t, s, 0, ForActivate)
	if got, want := legalOf(s, 0), []string{"lv 0", "lv 1", "lv 2"}; !slices.Equal(got, want) {
		t.Fatalf("declarations %v, want %v", got, want)
	}
	refused(t, s, 0, "lv 3")
}

func TestRaisePw_FromNothingLeftRaisesRemainingByTheRise(t *testing.T) {
	p := newPicker(t)
	s := duel(t, "octavius", "riot", p.fill(nil, 7, weapons...), p.fill(nil, 7, weapons...))
	// Overspent (AMB-04 c): 14 of 10, nothing left. A rise of 10 leaves 10, not 20-14.
	s.Public.Chars[0].Spent = 14
	s.raisePw(0, 10)
	if b := s.bodyOf(0); b.MaxPw != 20 || b.Pw != 10 {
		t.Fatalf("after +10 from nothing: max %d remaining %d, want 20 and 10", b.MaxPw, b.Pw)
	}
	// With power left, the rise simply adds to the maximum: 4 spent of 20, +10 → 26 left.
	s2 := duel(t, "octavius", "riot", nil, nil)
	s2.Public.Chars[0].Spent = 4
	s2.raisePw(0, 10)
	if b := s2.bodyOf(0); b.MaxPw != 20 || b.Pw != 16 {
		t.Fatalf("after +10 with 6 left: max %d remaining %d, want 20 and 16", b.MaxPw, b.Pw)
	}
}

func TestDeclarations_LowerThanTheTruthAllowedAndPublic(t *testing.T) {
	p := newPicker(t)
	g := p.c("G弾", 5, 35)
	s := duel(t, "raiza", "riot", p.fill([]int{g}, 7, guards...), p.fill(nil, 7, weapons...))
	do(t, s, 0, "attack "+itoa(g)+" 0")
	do(t, s, 0, "aim 1")
	expectDecl(t, s, 0, ForActivate)
	want := []string{"lv 0", "lv 1", "lv 2", "lv 3", "lv 4", "lv 5", "lv 6"}
	if got := legalOf(s, 0); !slices.Equal(got, want) {
		t.Fatalf("ライザ (Lv 6) may declare %v, want %v", got, want)
	}
	evs := do(t, s, 0, "lv 5")
	claim := Claim{Stat: book.Lv, Value: 5}
	if !slices.Contains(s.Public.Chars[0].Claims, claim) {
		t.Fatalf("claims %+v lack %+v", s.Public.Chars[0].Claims, claim)
	}
	other := s.View(1).(*View)
	if !slices.Contains(other.Chars[0].Claims, claim) {
		t.Fatalf("seat 1 does not see the declaration: %+v", other.Chars[0].Claims)
	}
	seen := false
	for _, m := range msgs(engine.Redact(evs, 1), MsgDeclare) {
		seen = seen || (m.Args[1] == StatTerm(book.Lv) && m.Args[2] == 5)
	}
	if !seen {
		t.Fatalf("seat 1's log does not say ESP level 5 was declared: %v", engine.Redact(evs, 1))
	}
}

func TestDeclarations_DurabilityAndMindAtLeastOne(t *testing.T) {
	p := newPicker(t)
	g := p.c("G弾", 5, 35)
	// ライザ declares Lv 4 for an LV 5 card: one 精神力 check, declared 1..6.
	s := duel(t, "raiza", "riot", p.fill([]int{g}, 7, guards...), p.fill(nil, 7, weapons...), 1, 1, 3, 4)
	do(t, s, 0, "attack "+itoa(g)+" 0")
	do(t, s, 0, "aim 1")
	do(t, s, 0, "lv 4")
	expectDecl(t, s, 0, ForMind)
	if got, want := legalOf(s, 0), []string{"mind 1", "mind 2", "mind 3", "mind 4", "mind 5", "mind 6"}; !slices.Equal(got, want) {
		t.Fatalf("精神力 declarations %v, want %v", got, want)
	}
	refused(t, s, 0, "mind 0")
	refused(t, s, 0, "mind 7")
	do(t, s, 0, "mind 6")
	flow(t, s)
	do(t, s, 1, "take")
	expectDecl(t, s, 1, ForDamage)
	if got, want := legalOf(s, 1), []string{"dur 1", "dur 2", "dur 3", "dur 4", "dur 5", "dur 6"}; !slices.Equal(got, want) {
		t.Fatalf("耐久力 declarations %v, want %v", got, want)
	}
	refused(t, s, 1, "dur 0")
	refused(t, s, 1, "dur 7")
}

func TestCheck_TwoDiceAtOrUnderTheDeclaredValueSucceeds(t *testing.T) {
	s := NewCombat(Setup{Seats: 2, Sheets: []string{"raiza", "riot"}, In: []int{0, 1}, Dice: []int{3, 4, 4, 4, 1, 1, 6, 6}})
	for _, c := range []struct {
		declared int
		pass     bool
		roll     int
	}{{7, true, 7}, {7, false, 8}, {2, true, 2}, {11, false, 12}} {
		pass, roll := s.check(c.declared)
		if pass != c.pass || roll != c.roll {
			t.Errorf("check against %d rolled %d (pass %v), want %d (pass %v)", c.declared, roll, pass, c.roll, c.pass)
		}
	}
}

func TestCheck_LowDeclarationFailsWhereTheTruthWouldPass(t *testing.T) {
	p := newPicker(t)
	g := p.c("G弾", 5, 35)
	// ライザ's true 精神力 is 6; she declares 3 and rolls 4: the check fails.
	s := duel(t, "raiza", "riot", p.fill([]int{g}, 7, guards...), p.fill(nil, 7, weapons...), 2, 2)
	do(t, s, 0, "attack "+itoa(g)+" 0")
	do(t, s, 0, "aim 1")
	do(t, s, 0, "lv 4")
	do(t, s, 0, "mind 3")
	if remaining(s) != 0 {
		t.Fatalf("%d fixed dice unused, want the one check's two used", remaining(s))
	}
	if s.Public.Ask.Kind == AskDefend || s.Public.Ask.Kind == AskReact {
		t.Fatalf("the failed activation still reached the target: ask %+v", s.Public.Ask)
	}
	expectAsk(t, s, AskAfter, 0)
	if got := s.Public.Chars[0].Spent; got != 5 {
		t.Fatalf("spent %d, want the card's LV 5 even on a failure", got)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestLowPowerOption_RefuseOffersNoCardAboveThePowerLeft(t *testing.T) {
	for _, opt := range []string{Allow, Refuse} {
		p := newPicker(t)
		bz, ray := p.c("バズーカ", 3, 7), p.c("レイガン", 1, 1)
		set := Setup{Seats: 2, Sheets: []string{"octavius", "riot"}, In: []int{0, 1}, Options: map[string]string{OptLowPower: opt},
			Hands: map[int][]int{0: p.fill([]int{bz, ray}, 7, guards...)}}
		s := ordered(t, set, first(0), nil)
		s.Public.Chars[0].Spent = 8 // 2 left
		if got, want := isLegal(s, 0, cmd("attack", bz, 0)), opt == Allow; got != want {
			t.Fatalf("low_power=%s: the LV 3 card with 2 left offered %v, want %v", opt, got, want)
		}
		if !isLegal(s, 0, cmd("attack", ray, 0)) {
			t.Fatalf("low_power=%s: the LV 1 card with 2 left is not offered", opt)
		}
	}
}
