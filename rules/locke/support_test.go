package locke

import (
	"reflect"
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// 4.3 改心 in combat (5.2) and [支援] abilities.

// reformFight: ラグ (G, Lv 5) at seat 0 acts first against アマゾナ (E/G) at seat 1; seat 2's
// character (third) fights too unless out.
func reformFight(t *testing.T, third string, out bool, dice ...int) *State {
	t.Helper()
	p := newPicker(t)
	in := []int{0, 1, 2}
	if out {
		in = []int{0, 1}
	}
	set := Setup{Seats: 3, Sheets: []string{"lag", "amazona", third}, In: in, Dice: dice,
		Hands: map[int][]int{0: p.fill(nil, 7, guards...), 1: p.fill(nil, 7, spare...), 2: p.fill(nil, 7, spare...)}}
	return ordered(t, set, first(0), nil)
}

func TestReform_SheetFaceUpOnlyFightersOfTheSameFightOncePerTurn(t *testing.T) {
	// ラン(改心可) stands outside the fight: only アマゾナ may be named.
	s := reformFight(t, "ran-e", true, 3, 3)
	if got := legalVerb(s, 0, VerbReform); !slices.Equal(got, []string{"reform 1"}) {
		t.Fatalf("ラグ may reform %v, want only the fighter beside him (reform 1)", got)
	}
	evs := do(t, s, 0, "reform 1")
	if s.Public.Chars[0].Sheet != "lag" || s.View(2).(*View).Chars[0].Sheet != "lag" {
		t.Fatal("the reformer's sheet did not go face up for everyone")
	}
	if r := engine.Redact(evs, 2); len(r) == 0 || !slices.ContainsFunc(r, func(e engine.Event) bool {
		return e.Kind == engine.EvReveal && e.Card == SheetRef("lag")
	}) {
		t.Fatalf("seat 2 was not shown ラグ's sheet: %+v", r)
	}
	expectDecl(t, s, 0, ForReform)
	do(t, s, 0, "lv 5")
	expectAsk(t, s, AskTurn, 0)
	if got := legalVerb(s, 0, VerbReform); len(got) != 0 {
		t.Fatalf("ラグ may reform %v again this turn", got)
	}
	refused(t, s, 0, "reform 1")
}

func TestReform_SpecialCannotReform(t *testing.T) {
	p := newPicker(t)
	set := Setup{Seats: 2, Sheets: []string{"leon", "amazona"}, In: []int{0, 1},
		Hands: map[int][]int{0: p.fill(nil, 7, guards...), 1: p.fill(nil, 7, guards...)}}
	s := ordered(t, set, first(0), nil)
	if got := legalVerb(s, 0, VerbReform); len(got) != 0 {
		t.Fatalf("ロードレオン (S) may reform: %v", got)
	}
	refused(t, s, 0, "reform 1")
}

func TestReform_ESPLevelCheckWithTheDeclaredLevel(t *testing.T) {
	for _, c := range []struct {
		decl, d1, d2 int
		changed      bool
	}{{5, 2, 3, true}, {5, 3, 3, false}, {3, 2, 2, false}, {4, 2, 2, true}} {
		s := reformFight(t, "riot", false, c.d1, c.d2)
		do(t, s, 0, "reform 1")
		if got := legalVerb(s, 0, VerbLv); len(got) != 6 {
			t.Fatalf("ラグ (Lv 5) may declare %v, want lv 0..5", got)
		}
		do(t, s, 0, cmd("lv", c.decl))
		if !slices.Contains(s.Public.Chars[0].Claims, Claim{Stat: book.Lv, Value: c.decl}) {
			t.Fatalf("the declared level %d is not on record: %+v", c.decl, s.Public.Chars[0].Claims)
		}
		m := s.Private[1]
		if (m.Align == 1) != c.changed || (c.changed && s.side(1) != book.Good) {
			t.Fatalf("declared %d, rolled %d: align %d side %v, want changed %v", c.decl, c.d1+c.d2, m.Align, s.side(1), c.changed)
		}
		if !slices.Equal(m.Flags, []book.Side{book.Good}) {
			t.Fatalf("flags %v after a %v check, want the Good flag", m.Flags, c.changed)
		}
	}
}

func TestReform_OnlyFromTheNextSideAndNotOnceFlagged(t *testing.T) {
	// ライオット (E) reforms アマゾナ (E/G): his check succeeds but Evil is not her next side;
	// she gains the Evil flag.
	p := newPicker(t)
	set := Setup{Seats: 3, Sheets: []string{"riot", "amazona", "lag"}, In: []int{0, 1, 2}, Dice: []int{1, 1, 1, 1, 1, 1},
		Hands: map[int][]int{0: p.fill(nil, 7, guards...), 1: p.fill(nil, 7, spare...), 2: p.fill(nil, 7, spare...)}}
	s := ordered(t, set, first(0, 2), nil)
	do(t, s, 0, "reform 1")
	do(t, s, 0, "lv 6")
	if m := s.Private[1]; m.Align != 0 || !slices.Equal(m.Flags, []book.Side{book.Evil}) {
		t.Fatalf("after ライオット's 改心: align %d flags %v, want 0 and [Evil]", m.Align, m.Flags)
	}
	// ラグ (G) succeeds: she moves to Good and loses the Evil flag, keeping Good's.
	do(t, s, 0, "pass")
	flow(t, s)
	expectAsk(t, s, AskTurn, 2)
	do(t, s, 2, "reform 1")
	do(t, s, 2, "lv 5")
	if m := s.Private[1]; m.Align != 1 || !slices.Equal(m.Flags, []book.Side{book.Good}) {
		t.Fatalf("after ラグ's 改心: align %d flags %v, want 1 and [Good] (a change clears the flags)", m.Align, m.Flags)
	}
	// A non-slash sheet never changes; a 改心 of it still flags it.
	do(t, s, 2, "reform 0")
	do(t, s, 2, "lv 5")
	if m := s.Private[0]; m.Align != 0 || s.side(0) != book.Evil || !slices.Equal(m.Flags, []book.Side{book.Good}) {
		t.Fatalf("ライオット (E) after a successful 改心: align %d side %v flags %v", m.Align, s.side(0), m.Flags)
	}
}

func TestReform_TheFlagBlocksThatSideEvenOnASuccess(t *testing.T) {
	// ラグ fails (12): アマゾナ gains the Good flag; ライザ (G) then succeeds, to no effect.
	p := newPicker(t)
	set := Setup{Seats: 3, Sheets: []string{"lag", "amazona", "raiza"}, In: []int{0, 1, 2}, Dice: []int{6, 6, 1, 1},
		Hands: map[int][]int{0: p.fill(nil, 7, guards...), 1: p.fill(nil, 7, spare...), 2: p.fill(nil, 7, spare...)}}
	s := ordered(t, set, first(0, 2), nil)
	do(t, s, 0, "reform 1")
	do(t, s, 0, "lv 5")
	do(t, s, 0, "pass")
	flow(t, s)
	do(t, s, 2, "reform 1")
	do(t, s, 2, "lv 6")
	if m := s.Private[1]; m.Align != 0 || !slices.Equal(m.Flags, []book.Side{book.Good}) {
		t.Fatalf("a flagged target changed: align %d flags %v", m.Align, m.Flags)
	}
	if remaining(s) != 0 {
		t.Fatal("ライザ's 改心チェック was not rolled")
	}
}

func TestReform_FlagsLostAtDeathAndRevivalResetsTheAlignment(t *testing.T) {
	s := reformFight(t, "riot", false, 1, 1)
	do(t, s, 0, "reform 1")
	do(t, s, 0, "lv 5")
	if s.Private[1].Align != 1 {
		t.Fatal("the 改心 did not take")
	}
	s.die(1)
	if len(s.Private[1].Flags) != 0 {
		t.Fatalf("a dead character keeps its flags %v", s.Private[1].Flags)
	}
	// アマゾナ dead at the start, reformed before she died: 実は生きていた 2 brings her back at
	// her sheet's leftmost side.
	set := Setup{Seats: 3, Sheets: []string{"lag", "riot", "amazona"}, In: []int{0, 1}, Dead: []int{2}, Dice: []int{1, 1}}
	s = NewCombat(set)
	s.Private[2].Align = 1
	expectAsk(t, s, AskJoin, 2)
	do(t, s, 2, "alive")
	if !s.Public.Chars[2].Alive || s.Private[2].Align != 0 || s.side(2) != book.Evil {
		t.Fatalf("revived: alive %v align %d side %v, want alive at Evil", s.Public.Chars[2].Alive, s.Private[2].Align, s.side(2))
	}
}

func TestReform_OnlyTheTargetLearnsWhetherItChanged(t *testing.T) {
	// Twins: seat 1 is アマゾナ (E/G, changes on a success) or ナガト (E, does not), behind the
	// same silhouette. The reformer and the third seat must see the same in both.
	p := newPicker(t)
	hands := map[int][]int{0: p.fill(nil, 7, guards...), 1: p.fill(nil, 7, spare...), 2: p.fill(nil, 7, spare...)}
	layout := func(target string) Setup {
		return Setup{Seats: 3, Sheets: []string{"lag", target, "riot"}, Silhouettes: []string{"", "amazona", ""},
			In: []int{0, 1, 2}, Dice: []int{2, 2}, Hands: hands}
	}
	seed := seedFor(t, layout("amazona"), first(0), nil)
	var views [2][]engine.View
	var logs [2][][]engine.Event
	var legal [2][][]string
	for i, target := range []string{"amazona", "nagato"} {
		set := layout(target)
		set.Seed = seed
		s := NewCombat(set)
		flow(t, s)
		var evs []engine.Event
		evs = append(evs, do(t, s, 0, "reform 1")...)
		evs = append(evs, do(t, s, 0, "lv 5")...)
		if (s.Private[1].Align == 1) != (target == "amazona") {
			t.Fatalf("%s: align %d", target, s.Private[1].Align)
		}
		told := msgs(engine.Redact(evs, 1), MsgReformedYou)
		if (len(told) == 1) != (target == "amazona") {
			t.Fatalf("%s is told of a change %d times", target, len(told))
		}
		for _, seat := range []int{0, 2} {
			views[i] = append(views[i], s.View(seat))
			logs[i] = append(logs[i], engine.Redact(evs, seat))
			legal[i] = append(legal[i], legalOf(s, seat))
			if n := len(msgs(engine.Redact(evs, seat), MsgReformedYou)); n != 0 {
				t.Fatalf("seat %d learns of the change", seat)
			}
		}
	}
	for k, seat := range []int{0, 2} {
		if !reflect.DeepEqual(views[0][k], views[1][k]) {
			t.Errorf("seat %d's view tells アマゾナ from ナガト:\n%+v\n%+v", seat, views[0][k], views[1][k])
		}
		if !reflect.DeepEqual(logs[0][k], logs[1][k]) {
			t.Errorf("seat %d's events tell アマゾナ from ナガト:\n%+v\n%+v", seat, logs[0][k], logs[1][k])
		}
		if !slices.Equal(legal[0][k], legal[1][k]) {
			t.Errorf("seat %d's legal actions differ: %v / %v", seat, legal[0][k], legal[1][k])
		}
	}
}

// [支援] abilities: ロック3's 若返り rolls the 変身チェック, once a turn (and once a combat).

func rejuvenate(t *testing.T, dice ...int) (*State, []engine.Event) {
	t.Helper()
	p := newPicker(t)
	set := Setup{Seats: 2, Sheets: []string{"locke3", "riot"}, In: []int{0, 1}, Dice: dice,
		Hands: map[int][]int{0: p.fill(nil, 7, guards...), 1: p.fill(nil, 7, guards...)}}
	s := ordered(t, set, first(0), nil)
	sup := ref(t, "locke3", "locke3.rejuvenate")
	if got := legalVerb(s, 0, VerbSup); !slices.Equal(got, []string{cmd("sup", sup)}) {
		t.Fatalf("ロック3 may use %v, want 若返り", got)
	}
	evs := do(t, s, 0, cmd("sup", sup))
	if got := legalVerb(s, 0, VerbSup); len(got) != 0 {
		t.Fatalf("若返り offered again in the same turn: %v", got)
	}
	refused(t, s, 0, cmd("sup", sup))
	return s, evs
}

func TestSupportAbility_RejuvenationRollsEachRowOfTheTransformChart(t *testing.T) {
	// 2-3: Lv +1, Pw +10.
	s, _ := rejuvenate(t, 1, 2)
	if m := s.Public.Chars[0].Mods; m.Lv != 1 || m.Pw != 10 {
		t.Fatalf("変身チェック 3: mods %+v, want Lv +1 Pw +10", m)
	}
	if b := s.bodyOf(0); b.Lv != 7 || b.MaxPw != 40 {
		t.Fatalf("変身チェック 3: Lv %d max Pw %d, want 7 and 40", b.Lv, b.MaxPw)
	}
	// 4-5: two more Cカード now.
	s, _ = rejuvenate(t, 2, 3)
	if n, lim := len(s.Private[0].Hand), s.Public.Fight.Fighters[fighterOf(t, s, 0)].Limit; n != 9 || lim != 7 {
		t.Fatalf("変身チェック 5: hand %d limit %d, want 9 and 7", n, lim)
	}
	// 6-8: nothing.
	s, _ = rejuvenate(t, 3, 4)
	if m := s.Public.Chars[0].Mods; m != (book.Stats{}) || len(s.Private[0].Hand) != 7 || s.Private[0].Sheet != "locke3" {
		t.Fatalf("変身チェック 7 changed something: mods %+v hand %d", m, len(s.Private[0].Hand))
	}
	// 9-10: 精神力 +1.
	s, _ = rejuvenate(t, 4, 6)
	if m := s.Public.Chars[0].Mods; m.Mind != 1 || m.Lv != 0 {
		t.Fatalf("変身チェック 10: mods %+v, want 精神力 +1", m)
	}
	// 11-12: a random sheet from those not dealt, hidden, unhurt.
	s, _ = rejuvenate(t, 5, 6)
	id := s.Private[0].Sheet
	if id == "locke3" || id == "riot" || s.Public.Chars[0].Sheet != "" || s.Public.Chars[0].Taken != 0 {
		t.Fatalf("変身チェック 11: sheet %q public %q", id, s.Public.Chars[0].Sheet)
	}
	if !slices.Contains(s.Hidden.Pool, "locke3") || slices.Contains(s.Hidden.Pool, id) {
		t.Fatal("the old sheet did not go back among those not dealt")
	}
}

func TestSupportAbility_EachOncePerTurn(t *testing.T) {
	s, _ := rejuvenate(t, 3, 4)
	do(t, s, 0, "pass")
	expectAsk(t, s, AskAfter, 0)
	if got := legalVerb(s, 0, VerbSup); len(got) != 0 {
		t.Fatalf("若返り offered again in support phase 2: %v", got)
	}
	// The 変身 ability card is another [支援] ability: usable once beside it.
	p := newPicker(t)
	card := abilityCard(t, "card.transform")
	set := Setup{Seats: 2, Sheets: []string{"locke3", "riot"}, In: []int{0, 1}, Dice: []int{3, 4, 3, 4},
		Items: map[int][]int{0: {card}}, Hands: map[int][]int{0: p.fill(nil, 7, guards...), 1: p.fill(nil, 7, guards...)}}
	s = ordered(t, set, first(0), nil)
	sups := legalVerb(s, 0, VerbSup)
	if len(sups) != 2 {
		t.Fatalf("ロック3 with the 変身 card may use %v, want two [支援] abilities", sups)
	}
	do(t, s, 0, sups[0])
	do(t, s, 0, sups[1])
	if got := legalVerb(s, 0, VerbSup); len(got) != 0 || remaining(s) != 0 {
		t.Fatalf("after both: %v offered, %d dice unused", got, remaining(s))
	}
}
