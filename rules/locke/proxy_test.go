package locke

import (
	"slices"
	"strconv"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// [代理:X] stand-ins (3.1): 聖悠紀's 担当編集 ([代理:5], its attack LV 1 火力 5) and 狂人ストロハイム's
// ニケ ([代理:10], LV 4 火力 20).

// standIn lays out owner (seat 0) against ライオット (seat 1), with a third seat as given
// (fighting unless it is in dead), in the initiative want.
func standIn(t *testing.T, owner, third string, dead bool, want func([]int) bool, dice ...int) (*State, *picker) {
	t.Helper()
	p := newPicker(t)
	set := Setup{Seats: 3, Sheets: []string{owner, "riot", third}, In: []int{0, 1, 2}, Dice: dice,
		Hands: map[int][]int{0: p.fill(nil, 7, guards...), 1: p.fill(nil, 7, spare...)}}
	var prep func(*State)
	if dead {
		set.In, set.Dead = []int{0, 1}, []int{2}
		prep = func(s *State) {
			do(t, s, 2, "alive")
			flow(t, s)
		}
	} else {
		set.Hands[2] = p.fill(nil, 7, spare...)
	}
	return ordered(t, set, want, prep), p
}

func proxyRef(t *testing.T, owner string) int {
	t.Helper()
	switch owner {
	case "hijiri":
		return ref(t, owner, "hijiri.editor")
	}
	return ref(t, owner, "mad-stroheim.nike")
}

func TestProxy_SentInAsAMainActionTakesEveryAttackOnItsWholeDurability(t *testing.T) {
	px := proxyRef(t, "hijiri")
	s, p := standIn(t, "hijiri", "lag", false, first(0, 1), 2, 2)
	bz := p.c("バズーカ", 3, 8)
	s.Private[1].Hand[0] = bz // swap a spare card for the attack ライオット makes
	do(t, s, 0, cmd("proxy", px))
	f := fighterOf(t, s, 0)
	if got := s.Public.Fight.Fighters[f].Proxy; got != 5 {
		t.Fatalf("the stand-in fights with %d, want its 耐久力 5", got)
	}
	expectAsk(t, s, AskAfter, 0)
	do(t, s, 0, "end")
	flow(t, s)
	expectAsk(t, s, AskTurn, 1)
	evs := attackWith(t, s, 1, bz, f, 6)
	// No answer, no declaration: 8 against the stand-in's whole 5 is 1:1; a 4 deals 1.
	m := msgs(evs, MsgDamage)
	if len(m) != 1 || m[0].Args[1] != 8 || m[0].Args[2] != 5 || m[0].Args[3] != 4 || m[0].Args[4] != 1 {
		t.Fatalf("judged %v, want 8 against 5 rolling 4 for 1", m)
	}
	c := s.Public.Chars[0]
	if c.Taken != 0 || c.ProxyDmg[strconv.Itoa(px)] != 1 || s.Public.Fight.Fighters[f].Proxy != 4 {
		t.Fatalf("owner took %d, stand-in damage %v left %d; want 0, 1, 4", c.Taken, c.ProxyDmg, s.Public.Fight.Fighters[f].Proxy)
	}
}

func TestProxy_SentInAnswerToAnAttackTakesItAndTheOwnerMayOnlyUseItsAttack(t *testing.T) {
	px := proxyRef(t, "mad-stroheim")
	s, p := standIn(t, "mad-stroheim", "lag", false, first(1, 0), 2, 2, 1, 1)
	bz := p.c("バズーカ", 3, 8)
	s.Private[1].Hand[0] = bz
	f := fighterOf(t, s, 0)
	attackWith(t, s, 1, bz, f, 6)
	expectAsk(t, s, AskDefend, 0)
	evs := do(t, s, 0, cmd("guard", px))
	// 8 against ニケ's 10: 1:2以下, a 4 deals nothing; nobody declared.
	if m := msgs(evs, MsgDamage); len(m) != 1 || m[0].Args[2] != 10 {
		t.Fatalf("judged %v, want the attack on ニケ's 10", m)
	}
	flow(t, s)
	expectAsk(t, s, AskTurn, 0)
	want := []string{"open", "retreat", cmd("weapon", px, 0), "pass"}
	if got := legalOf(s, 0); !slices.Equal(got, want) {
		t.Fatalf("with ニケ in: %v, want %v (no Cカード, no discard, no melee)", got, want)
	}
	refused(t, s, 0, cmd("discard", s.Private[0].Hand[0]))
	do(t, s, 0, cmd("weapon", px, 0))
	evs = do(t, s, 0, cmd("aim", fighterOf(t, s, 1)))
	if m := msgs(evs, MsgAttack); len(m) != 1 || m[0].Args[2] != 4 || m[0].Args[3] != 20 {
		t.Fatalf("ニケ attacks %v, want LV 4 火力 20", m)
	}
}

func TestProxy_DamageStaysAfterItIsSentBack(t *testing.T) {
	px := proxyRef(t, "hijiri")
	s, _ := standIn(t, "hijiri", "lag", false, first(0))
	do(t, s, 0, cmd("proxy", px))
	f := fighterOf(t, s, 0)
	s.hurtProxy(f, 3)
	// Its next turn: it sends the stand-in back (still its turn), then in again.
	s.Public.Fight.Fighters[f].Acted = false
	s.ask(Ask{Kind: AskTurn, Seat: 0, Fighter: f})
	do(t, s, 0, "retreat")
	if s.Public.Fight.Fighters[f].Proxy != 0 {
		t.Fatal("the stand-in did not go back")
	}
	expectAsk(t, s, AskTurn, 0)
	if !isLegal(s, 0, cmd("proxy", px)) || !isLegal(s, 0, "discard "+strconv.Itoa(s.Private[0].Hand[0])) {
		t.Fatalf("sent back, the owner acts again as itself: %v", legalOf(s, 0))
	}
	do(t, s, 0, cmd("proxy", px))
	if got := s.Public.Fight.Fighters[f].Proxy; got != 2 {
		t.Fatalf("sent in again with %d, want 5 less the 3 it took", got)
	}
}

func TestProxy_DestroyedItIsUnusableUntilItsOwnerDies(t *testing.T) {
	px := proxyRef(t, "hijiri")
	s, p := standIn(t, "hijiri", "lag", false, first(0, 1), 2, 2)
	bz := p.c("バズーカ", 3, 8)
	s.Private[1].Hand[0] = bz
	s.Public.Chars[0].ProxyDmg = map[string]int{strconv.Itoa(px): 4} // an earlier fight's damage
	do(t, s, 0, cmd("proxy", px))
	f := fighterOf(t, s, 0)
	if s.Public.Fight.Fighters[f].Proxy != 1 {
		t.Fatalf("sent in with %d, want 1", s.Public.Fight.Fighters[f].Proxy)
	}
	do(t, s, 0, "end")
	flow(t, s)
	attackWith(t, s, 1, bz, f, 6) // 8 against 1: 8:1, a 4 deals 3
	if s.Public.Fight.Fighters[f].Proxy != 0 || !slices.Contains(s.Public.Chars[0].Broken, px) || s.Public.Chars[0].Taken != 0 {
		t.Fatalf("stand-in %d broken %v owner took %d: want destroyed, the owner unhurt",
			s.Public.Fight.Fighters[f].Proxy, s.Public.Chars[0].Broken, s.Public.Chars[0].Taken)
	}
	s.Public.Fight.Fighters[f].Acted = false
	s.ask(Ask{Kind: AskTurn, Seat: 0, Fighter: f})
	if isLegal(s, 0, cmd("proxy", px)) {
		t.Fatal("a destroyed stand-in may be sent in")
	}
	s.die(0)
	if len(s.Public.Chars[0].Broken) != 0 || len(s.Public.Chars[0].ProxyDmg) != 0 {
		t.Fatalf("after its owner's death: broken %v damage %v, want it whole again", s.Public.Chars[0].Broken, s.Public.Chars[0].ProxyDmg)
	}
}

func TestProxy_TakesAResidualsAttack(t *testing.T) {
	// ラグ comes back as a 残留思念 of 火力 100 (実は生きていた 3, 残留思念 2).
	px := proxyRef(t, "hijiri")
	s, _ := standIn(t, "hijiri", "lag", true, first(0, 2), 1, 2, 1, 1, 6, 6)
	do(t, s, 0, cmd("proxy", px))
	do(t, s, 0, "end")
	flow(t, s)
	expectAsk(t, s, AskAim, 2)
	evs := do(t, s, 2, cmd("aim", fighterOf(t, s, 0)))
	if m := msgs(evs, MsgDamage); len(m) != 1 || m[0].Args[1] != 100 || m[0].Args[2] != 5 || m[0].Args[4] != 1 {
		t.Fatalf("judged %v, want 100 against the stand-in's 5 for 1 on a 12", m)
	}
	if s.Public.Chars[0].Taken != 0 || s.Public.Chars[0].ProxyDmg[strconv.Itoa(px)] != 1 {
		t.Fatalf("owner took %d, stand-in %v", s.Public.Chars[0].Taken, s.Public.Chars[0].ProxyDmg)
	}
}

func TestProxy_NoCardsWhileItFights(t *testing.T) {
	// 狂人ストロハイム holds a ジャマー LV5 card and a テレポート: with ニケ in, he may neither jam
	// nor join an attack nor discard at the round's end.
	px := proxyRef(t, "mad-stroheim")
	p := newPicker(t)
	ray := p.c("レイガン", 1, 3)
	tp := p.c("テレポート", 1, 0)
	jam := abilityCard(t, "card.jammer5")
	set := Setup{Seats: 3, Sheets: []string{"mad-stroheim", "riot", "lag"}, In: []int{0, 1, 2}, Items: map[int][]int{0: {jam}},
		Hands: map[int][]int{0: p.fill([]int{p.c("レイガン", 1, 1), tp}, 7, guards...), 1: p.fill(nil, 7, spare...),
			2: p.fill([]int{ray}, 7, spare...)}}
	s := ordered(t, set, first(1, 2, 0), func(s *State) {
		flow(t, s)
	})
	// ニケ goes in against ライオット's 幻覚-free pass: set it in directly as an answer would.
	f := fighterOf(t, s, 0)
	s.sendIn(0, f, px)
	do(t, s, 1, "pass")
	flow(t, s)
	expectAsk(t, s, AskTurn, 2)
	do(t, s, 2, cmd("attack", ray, 0))
	do(t, s, 2, cmd("aim", fighterOf(t, s, 1)))
	do(t, s, 2, "lv 5")
	if s.Public.Ask.Kind == AskSync {
		if isLegal(s, 2, "ask") {
			t.Fatalf("the 同調 request would go to a seat whose stand-in fights: %v", s.syncSeats())
		}
		do(t, s, 2, "go")
	}
	asked := false
	for s.Public.Ask.Kind == AskReact {
		if engine.Next(s, nil) == 0 {
			asked = true
			if got := legalOf(s, 0); !slices.Equal(got, []string{"let"}) {
				t.Fatalf("with ニケ in, seat 0 may answer the card with %v, want only let", got)
			}
		}
		act(t, s, "let")
	}
	if !asked {
		t.Fatal("seat 0 was not asked after the card's use")
	}
	// Round end: seat 0's hand is at its limit, but it may not discard.
	for s.Result == nil && s.Public.Fight.Round == 1 && s.Public.Ask.Kind != AskDiscard {
		switch k := s.Public.Ask.Kind; {
		case k == AskTurn:
			act(t, s, "pass")
		case k == AskDefend:
			act(t, s, "take")
		case k == AskWilling:
			act(t, s, "fight")
		case dull[k] != "":
			act(t, s, dull[k])
		default:
			act(t, s, legalOf(s, engine.Next(s, nil))[0])
		}
	}
	fi := s.Public.Fight.Fighters[f]
	if fi.Proxy == 0 || fi.HandCount != fi.Limit {
		t.Fatalf("at the round's end: stand-in %d, hand %d of %d; want ニケ in and a full hand", fi.Proxy, fi.HandCount, fi.Limit)
	}
	if s.Public.Ask.Kind == AskDiscard && slices.Contains(s.Actors(), 0) {
		t.Fatalf("seat 0 is asked to discard with ニケ in: %v", legalOf(s, 0))
	}
}

// abilityCard is the index of the ability card with that ID.
func abilityCard(t *testing.T, id string) int {
	t.Helper()
	for i, c := range book.AbilityCards() {
		if c.ID == id {
			return i
		}
	}
	t.Fatalf("no ability card %s", id)
	return -1
}
