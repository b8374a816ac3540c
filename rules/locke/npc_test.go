package locke

import (
	"slices"
	"testing"

	"zashiki/rules/locke/book"
)

// 6.2: NPCs and obstacles.

// untilNPCAttacks passes every character's turn until an NPC's attack asks its target.
func untilNPCAttacks(t *testing.T, s *State) {
	t.Helper()
	for guard := 0; s.Result == nil; guard++ {
		if guard > 100 {
			t.Fatal("no NPC attack")
		}
		if h := s.Public.Fight.Hit; h.On && s.Public.Fight.Fighters[h.By].Kind != PC {
			return
		}
		switch s.Public.Ask.Kind {
		case AskTurn:
			act(t, s, "pass")
		default:
			t.Fatalf("unexpected ask %+v", s.Public.Ask)
		}
		flow(t, s)
	}
}

func TestNPCTargets_RandomInThePlanetPhaseSearchersOnlyInTheBase(t *testing.T) {
	// Seat 0 wears a Good silhouette (a searcher), seat 1 an Evil one.
	hit := map[bool]map[int]int{false: {}, true: {}}
	for _, base := range []bool{false, true} {
		for seed := uint64(1); seed <= 40; seed++ {
			s := start(t, Setup{Seed: seed, Seats: 2, Sheets: []string{"raiza", "riot"}, In: []int{0, 1}, NPCs: []string{"police"}, Base: base})
			untilNPCAttacks(t, s)
			hit[base][s.Public.Fight.Hit.Target]++
		}
	}
	if hit[true][1] != 0 || hit[true][0] == 0 {
		t.Fatalf("in the base the police hit %v, want the searcher (fighter 0) alone", hit[true])
	}
	if hit[false][0] == 0 || hit[false][1] == 0 {
		t.Fatalf("on a planet the police hit %v, want both at random", hit[false])
	}
}

// esperFight lays out ライザ (0) and ライオット (1) with full hands against an Lv 3 esper
// whose hand is the deck's top 7.
func esperFight(t *testing.T, p *picker, top []int, want func([]int) bool, dice ...int) *State {
	t.Helper()
	set := Setup{Seats: 2, Sheets: []string{"raiza", "riot"}, In: []int{0, 1}, NPCs: []string{"esper-3-3"},
		Hands: map[int][]int{0: p.fill(nil, 7, guards...), 1: p.fill(nil, 7, guards...)}, Deck: top, Dice: dice}
	return ordered(t, set, want, nil)
}

func TestEsper_PlaysTheHighestLVThenHighestFireAttack(t *testing.T) {
	p := newPicker(t)
	bz9 := p.c("バズーカ", 3, 9)
	top := []int{p.c("ブラスター", 2, 6), p.c("バズーカ", 3, 7), bz9, p.c("ビームキャノン", 4, 12),
		p.c("レイガン", 1, 3), p.c("ESPシールド", 3, 0), p.c("ESPスクリーン", 1, 0)}
	s := esperFight(t, p, top, first(2))
	h := s.Public.Fight.Hit
	if !h.On || h.Card != bz9 || h.Level != 3 || h.Fire != 9 {
		t.Fatalf("the esper (Lv 3) attacks with %+v, want its バズーカ 9 (LV 3; the LV 4 beam is beyond it)", h)
	}
	if got, want := s.Hidden.Espers[2], slices.DeleteFunc(slices.Clone(top), func(c int) bool { return c == bz9 }); !slices.Equal(got, want) {
		t.Fatalf("the esper holds %v, want the deck's top but the バズーカ: %v", got, want)
	}
}

func TestEsper_DefendsWithTheHighestDefenceItCanUseAndKeepsIt(t *testing.T) {
	p := newPicker(t)
	bl := p.c("ブラスター", 2, 4)
	shield := p.c("ESPシールド", 3, 0)
	top := []int{p.c("ESPスクリーン", 1, 0), p.c("ESPブロック", 2, 0), shield, p.c("ESPバリア", 4, 0),
		p.c("レイガン", 1, 3), p.c("テレポート", 2, 0), p.c("幻覚", 1, 0)}
	set := Setup{Seats: 2, Sheets: []string{"raiza", "riot"}, In: []int{0, 1}, NPCs: []string{"esper-3-3"},
		Hands: map[int][]int{0: p.fill([]int{bl}, 7, guards...), 1: p.fill(nil, 7, guards...)}, Deck: top}
	s := ordered(t, set, first(0), nil)
	evs := attackWith(t, s, 0, bl, 2, 6)
	if len(msgs(evs, MsgStopped)) != 1 || !slices.Contains(s.Public.Fight.Discard, shield) {
		t.Fatalf("the esper did not stop the LV 2 attack with its ESPシールド (discard %v)", s.Public.Fight.Discard)
	}
	if got := s.Public.Fight.Fighters[2].Keep; got != 3 {
		t.Fatalf("the esper maintains LV %d, want 3 (it holds an attack card)", got)
	}
}

func TestEsper_BlocksATeleportEscape(t *testing.T) {
	for _, base := range []bool{false, true} {
		for _, sil := range []string{"raiza", "riot"} {
			p := newPicker(t)
			tp := p.c("テレポート", 2, 0)
			block := p.c("テレポート", 3, 0)
			top := []int{p.c("テレポート", 1, 0), block, p.c("レイガン", 1, 3), p.c("ESPスクリーン", 1, 0),
				p.c("ブラスター", 2, 5), p.c("幻覚", 2, 0), p.c("接触テレパス", 0, 0)}
			set := Setup{Seats: 2, Sheets: []string{"raiza", "riot"}, Silhouettes: []string{sil, "riot"}, In: []int{0, 1},
				NPCs: []string{"esper-3-3"}, Base: base, Deck: top,
				Hands: map[int][]int{0: p.fill([]int{tp}, 7, guards...), 1: p.fill(nil, 7, guards...)}}
			s := ordered(t, set, first(0), nil)
			do(t, s, 0, cmd("escape", tp))
			do(t, s, 0, "lv 6")
			letPass(t, s)
			searcher := sil == "raiza"
			blocked := !s.Public.Fight.Fighters[0].Escaped
			// On a planet the esper blocks everyone; in the base only the searchers.
			if want := !base || searcher; blocked != want {
				t.Fatalf("base %v, silhouette %s: blocked %v, want %v", base, sil, blocked, want)
			}
			if blocked && !slices.Contains(s.Public.Fight.Discard, block) {
				t.Fatalf("the esper blocked without its テレポート LV 3 (discard %v)", s.Public.Fight.Discard)
			}
		}
	}
}

func TestNPC_DeclaresItsMostAndAlwaysCountersInMelee(t *testing.T) {
	p := newPicker(t)
	var top []int
	for _, c := range []struct {
		name     string
		lv, fire int
	}{
		{"レイガン", 1, 1}, {"レイガン", 1, 2}, {"レイガン", 1, 3}, {"ブラスター", 2, 4}, {"ブラスター", 2, 5}, {"ブラスター", 2, 6}, {"バズーカ", 3, 7},
	} {
		top = append(top, p.c(c.name, c.lv, c.fire))
	}
	set := Setup{Seats: 2, Sheets: []string{"raiza", "riot"}, In: []int{0, 1}, NPCs: []string{"esper-3-3"},
		Hands: map[int][]int{0: p.fill(nil, 7, guards...), 1: p.fill(nil, 7, guards...)}, Deck: top, Dice: []int{5, 5, 5, 6}}
	s := ordered(t, set, first(0), nil)
	do(t, s, 0, "melee 0")
	do(t, s, 0, "aim 2")
	evs := do(t, s, 0, "dur 6")
	m := msgs(evs, MsgMeleeJudge)
	if len(m) != 1 {
		t.Fatalf("the esper was asked something: ask %+v", s.Public.Ask)
	}
	// Its 火力 is its whole 耐久力 3, and it countered (its roll 11 is in the log).
	if m[0].Args[3] != 3 || m[0].Args[6] != 11 {
		t.Fatalf("judgement %v, want the esper's 火力 3 and its counter roll 11", m[0].Args)
	}
}

func TestObstacle_SeveralMembersAreOneParticipantWithOneTurn(t *testing.T) {
	s := start(t, Setup{Seats: 2, Sheets: []string{"raiza", "riot"}, In: []int{0, 1}, NPCs: []string{"police"}})
	fs := s.Public.Fight.Fighters
	if len(fs) != 3 || !slices.Equal(fs[2].Members, []int{1, 1, 1}) {
		t.Fatalf("fighters %+v, want the three police as one", fs)
	}
	if len(s.Public.Fight.Order) != 3 || s.participants() != 3 {
		t.Fatalf("order %v, participants %d: want one trump and one count for the police", s.Public.Fight.Order, s.participants())
	}
}

func TestObstacle_FireIsTheMembersSum(t *testing.T) {
	// レイガン, ブラスター, バズーカ rolled 1, 1, 1 on 武器火力: 0 + 3 + 6; LV of the バズーカ.
	for _, c := range []struct {
		dice []int
		fire int
	}{{[]int{1, 1, 1}, 9}, {[]int{6, 6, 6}, 22}} {
		set := Setup{Seats: 1, Sheets: []string{"raiza"}, In: []int{0}, NPCs: []string{"police"}, Dice: c.dice}
		s := ordered(t, set, first(1), nil)
		if h := s.Public.Fight.Hit; !h.On || h.Fire != c.fire || h.Level != 3 {
			t.Fatalf("dice %v: the police attack %+v, want 火力 %d at LV 3", c.dice, h, c.fire)
		}
		expectAsk(t, s, AskDefend, 0)
	}
}

func TestObstacle_EachMemberIsJudgedApartWithNoTransformCheck(t *testing.T) {
	p := newPicker(t)
	ray := p.c("レイガン", 1, 1)
	// レイガン 1 against each 耐久力 1 (1:1): a 2 deals 2, a 12 nothing, a 4 deals 1.
	set := Setup{Seats: 1, Sheets: []string{"raiza"}, In: []int{0}, NPCs: []string{"police"},
		Hands: map[int][]int{0: p.fill([]int{ray}, 7, guards...)}, Dice: []int{1, 1, 6, 6, 2, 2, 3, 3}}
	s := ordered(t, set, first(0), nil)
	do(t, s, 0, cmd("attack", ray, 0))
	do(t, s, 0, "aim 1")
	evs := do(t, s, 0, "lv 6")
	expectAsk(t, s, AskAfter, 0)
	if n := len(msgs(evs, MsgDamage)); n != 3 {
		t.Fatalf("%d judgements, want one per member", n)
	}
	if got := s.Public.Fight.Fighters[1].Members; got[0] > 0 || got[1] != 1 || got[2] > 0 {
		t.Fatalf("members %v, want the second alone standing", got)
	}
	if !s.Public.Fight.Fighters[1].In() {
		t.Fatal("the police left with a member standing")
	}
	if remaining(s) != 2 {
		t.Fatalf("%d dice left, want the last 2: three judgements and no 変身チェック", remaining(s))
	}
	if s.Public.Chars[0].Mods != (book.Stats{}) {
		t.Fatal("a 2 or 12 on an obstacle changed someone's stats")
	}
}

func TestObstacle_MeleeMemberByMember(t *testing.T) {
	set := Setup{Seats: 1, Sheets: []string{"raiza"}, In: []int{0}, NPCs: []string{"police"},
		Dice: []int{5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 1}}
	s := ordered(t, set, first(0), nil)
	do(t, s, 0, "melee 0")
	do(t, s, 0, "aim 1")
	evs := do(t, s, 0, "dur 6")
	m := msgs(evs, MsgMeleeJudge)
	if len(m) != 3 {
		t.Fatalf("%d melee judgements, want one per police member", len(m))
	}
	for _, j := range m {
		if j.Args[3] != 1 || j.Args[6] == 0 {
			t.Fatalf("judgement %v: want each member's 火力 1 and its counter", j.Args)
		}
	}
	if remaining(s) != 2 {
		t.Fatalf("%d dice left, want 12 used (two rolls per member) and 2 left", remaining(s))
	}
}

func TestNPC_MeleesWhenItCannotAttackAndDeclaresItsMost(t *testing.T) {
	p := newPicker(t)
	// The esper holds no attack card: it fights hand to hand with its whole 耐久力 3.
	top := p.fill(nil, 7, "テレポート")
	set := Setup{Seats: 1, Sheets: []string{"raiza"}, In: []int{0}, NPCs: []string{"esper-3-3"}, Deck: top,
		Hands: map[int][]int{0: p.fill(nil, 7, weapons...)}}
	s := ordered(t, set, first(1), nil)
	if h := s.Public.Fight.Hit; !h.On || h.Kind != ByMelee || h.Fire != 3 || h.Level != 1 {
		t.Fatalf("the esper attacks with %+v, want 格闘 at 火力 3, LV 1", h)
	}
	expectAsk(t, s, AskDefend, 0)
}

func TestObstacle_JudgedOnEachMembersWholeDurability(t *testing.T) {
	p := newPicker(t)
	bz := p.c("バズーカ", 3, 8)
	set := Setup{Seats: 1, Sheets: []string{"raiza"}, In: []int{0}, NPCs: []string{"helldivers"},
		Hands: map[int][]int{0: p.fill([]int{bz}, 7, guards...)}, Dice: []int{5, 5, 5, 5, 5, 5}}
	s := ordered(t, set, first(0), nil)
	evs := attackWith(t, s, 0, bz, 1, 6)
	m := msgs(evs, MsgDamage)
	if len(m) != 3 {
		t.Fatalf("%d judgements, want one per ヘルダイバー", len(m))
	}
	for _, j := range m {
		if j.Args[2] != 8 {
			t.Fatalf("judgement %v: want each member's whole 耐久力 8 declared", j.Args)
		}
	}
}

func TestNPC_OneFromCellEffectsPerCombat(t *testing.T) {
	s := start(t, Setup{Seats: 2, Sheets: []string{"raiza", "riot"}, In: []int{0, 1}})
	if !s.AddCellNPC("police") {
		t.Fatal("the first NPC a cell brings was refused")
	}
	if s.AddCellNPC("helldivers") {
		t.Fatal("a second NPC came by a cell's effect")
	}
	n := 0
	for _, f := range s.Public.Fight.Fighters {
		if f.Kind != PC {
			n++
			if f.NPC != "police" || f.In() || f.JoinAt != 2 {
				t.Fatalf("the cell's NPC %+v, want the police joining at round 2", f)
			}
		}
	}
	if n != 1 {
		t.Fatalf("%d NPCs, want 1", n)
	}
}
