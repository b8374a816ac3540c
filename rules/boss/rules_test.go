package boss

import (
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// ゲームの初期設定: 上司 7 ライフ、部下 4 ライフ; 上司 7 枚、部下 2 枚; 無効化 4 人なら 1 度、3 人なら 2 度.
func TestSetupLivesHandsAndCancels(t *testing.T) {
	for _, seats := range []int{4, 5} {
		st, err := Game.New(engine.Config{Seats: seats, Seed: 9, Options: engine.Options{OptBoss: "2"}, First: 2})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		if s.Public.Boss != 1 || s.Public.Life[1] != BossLife || len(s.hand(1)) != BossHand {
			t.Fatalf("boss seat %d life %d hand %d", s.Public.Boss, s.Public.Life[1], len(s.hand(1)))
		}
		wantOrder := []int{2, 3, 0}
		wantCharges := 2
		if seats == 5 {
			wantOrder, wantCharges = []int{2, 3, 4, 0}, 1
		}
		if !slices.Equal(s.Public.Order, wantOrder) || s.Public.Charges != wantCharges {
			t.Fatalf("order %v charges %d", s.Public.Order, s.Public.Charges)
		}
		for _, sub := range s.Public.Order {
			if s.Public.Life[sub] != SubLife || len(s.hand(sub)) != SubHand {
				t.Fatalf("subordinate %d life %d hand %d", sub, s.Public.Life[sub], len(s.hand(sub)))
			}
		}
		// Round 1 opens with its 独裁カード on the boss's field and the team's vote.
		if s.Public.Round != 1 || !IsDictator(s.Public.Dict) || s.Public.Phase != PhaseVote || !slices.Equal(sorted(s.Actors()), sorted(wantOrder)) {
			t.Fatalf("round %d dict %d phase %d actors %v", s.Public.Round, s.Public.Dict, s.Public.Phase, s.Actors())
		}
	}
}

// 部下メンバーは順番を決定する: the seat the table names to start (Config.First: in a match,
// the last winner) leads the subordinates, clockwise past the boss; the boss never opens a
// round, so when First is the boss the seat after it leads.
func TestFirstSeatLeadsTheSubordinates(t *testing.T) {
	for _, tc := range []struct {
		seats, first int
		order        []int
	}{
		{4, 0, []int{0, 2, 3}}, {4, 3, []int{3, 0, 2}}, {4, 1, []int{2, 3, 0}}, {5, 4, []int{4, 0, 2, 3}},
	} {
		st, err := Game.New(engine.Config{Seats: tc.seats, Seed: 9, Options: engine.Options{OptBoss: "2"}, First: tc.first})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		if !slices.Equal(s.Public.Order, tc.order) {
			t.Errorf("%d seats, first %d: order %v, want %v", tc.seats, tc.first, s.Public.Order, tc.order)
		}
		// Round 1's first subordinate turn is the first seat's (after the vote).
		for s.Public.Phase == PhaseVote {
			enginetest.Do(t, s, s.Actors()[0], "vote no")
		}
		if s.Public.Phase == PhaseSubTurn && s.Public.Turn != tc.order[0] {
			t.Errorf("%d seats, first %d: seat %d plays first", tc.seats, tc.first, s.Public.Turn)
		}
	}
	if _, err := Game.New(engine.Config{Seats: 4, First: 4}); err == nil {
		t.Fatal("a 4-seat table accepted seat 4 as the first")
	}
}

// A boss seat the table does not have (seat 5 at four seats) leaves the boss to chance, as
// random does, so every option works at every table size.
func TestBossSeatBeyondTheTableIsRandom(t *testing.T) {
	for seed := range uint64(20) {
		a, err := Game.New(engine.Config{Seats: 4, Seed: seed, Options: engine.Options{OptBoss: "5"}})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := Game.New(engine.Config{Seats: 4, Seed: seed, Options: engine.Options{OptBoss: BossRandom}})
		if a.(*State).Public.Boss != b.(*State).Public.Boss {
			t.Fatalf("seed %d: boss %d, random gives %d", seed, a.(*State).Public.Boss, b.(*State).Public.Boss)
		}
	}
}

func sorted(x []int) []int { x = slices.Clone(x); slices.Sort(x); return x }

// 部下の攻撃: 自身のライフを-1して上司に 1 ダメージ.
func TestSubAttackCostsOneAndDealsOne(t *testing.T) {
	s := build(t, spec{hands: []string{"d", "a"}, noDict: true, from: TaskSubTurn, seat: 1, draw: "r"})
	wantPrompt(t, s, PhaseSubTurn, 1)
	enginetest.Do(t, s, 1, "attack 0")
	wantLife(t, s, 7, 3, 4, 4)
	wantPrompt(t, s, PhaseDamage, 0)
	if s.Public.Damage.Amount != 1 {
		t.Fatalf("damage %d", s.Public.Damage.Amount)
	}
	wantLegal(t, s, 0, "take", "block")
	enginetest.Do(t, s, 0, "take")
	wantLife(t, s, 6, 3, 4, 4)
	wantPrompt(t, s, PhaseSubTurn, 2)
}

// 上司の攻撃: 部下 1 人に 2 ダメージ; 防御は手札から複数枚使用できる (one at a time, never more
// than the hit is worth).
func TestBossAttackAndDefenceFromHand(t *testing.T) {
	s := build(t, spec{hands: []string{"a a r", "", "d d d"}, noDict: true, from: TaskBossStart, draw: "a"})
	wantPrompt(t, s, PhaseBossTurn, 0)
	wantLegal(t, s, 0, "attack 1", "attack 2", "attack 3", "heal 0") // no "end" before a use
	enginetest.Do(t, s, 0, "attack 2")
	wantPrompt(t, s, PhaseDamage, 2)
	wantLegal(t, s, 2, "take", "block")
	enginetest.Do(t, s, 2, "block")
	wantPrompt(t, s, PhaseDamage, 2) // 1 left: asked again
	if s.Public.Damage.Amount != 1 || s.Public.Damage.Blocked != 1 {
		t.Fatalf("damage %+v after one block", s.Public.Damage)
	}
	wantLegal(t, s, 2, "take", "block")
	enginetest.Do(t, s, 2, "block") // the hit is spent: no third 防御 is asked for
	wantLife(t, s, 7, 4, 4, 4)
	if handKinds(s, 2) != "d" {
		t.Fatalf("hand %q", handKinds(s, 2))
	}
	enginetest.Do(t, s, 0, "attack 1")
	enginetest.Do(t, s, 1, "take")
	wantLife(t, s, 7, 2, 4, 4)
	// Two uses done: the round ends (no 独裁カード, no 社長) and round 2's vote opens.
	if s.Public.Round != 2 || s.Public.Phase != PhaseVote {
		t.Fatalf("round %d phase %d", s.Public.Round, s.Public.Phase)
	}
	// The boss defends from hand the same way.
	s = build(t, spec{hands: []string{"d d", "a"}, noDict: true, from: TaskSubTurn, seat: 1, draw: "r"})
	enginetest.Do(t, s, 1, "attack 0")
	wantLegal(t, s, 0, "take", "block")
	enginetest.Do(t, s, 0, "block")
	wantLife(t, s, 7, 3, 4, 4)
}

// 防御を場に出す: このターン中に受けるダメージを 1 軽減、ターン終了時に捨札.
func TestFieldDefence(t *testing.T) {
	s := build(t, spec{hands: []string{"a", "d"}, noDict: true, from: TaskSubTurn, seat: 1, draw: "r"})
	enginetest.Do(t, s, 1, "guard")
	if s.Public.Field[1] < 0 || KindOf(s.Public.Field[1]) != Defence || handKinds(s, 1) != "r" {
		t.Fatalf("field %d hand %q", s.Public.Field[1], handKinds(s, 1))
	}
	for _, tc := range []struct {
		mode   string
		second int
	}{{FieldEach, 2}, {FieldOnce, 1}} {
		s := build(t, spec{hands: []string{"a a"}, field: []int{1}, noDict: true, from: TaskBossStart, draw: "r",
			opts: engine.Options{OptField: tc.mode}})
		enginetest.Do(t, s, 0, "attack 1")
		if s.Public.Damage.Amount != 1 {
			t.Fatalf("%s: first hit %d, want 1", tc.mode, s.Public.Damage.Amount)
		}
		enginetest.Do(t, s, 1, "take")
		enginetest.Do(t, s, 0, "attack 1")
		enginetest.Do(t, s, 1, "take")
		wantLife(t, s, 7, tc.second, 4, 4)
		// The round ended: the 防御 went to the discards.
		if s.Public.Field[1] != -1 || KindOf(s.Public.Discard[len(s.Public.Discard)-1]) != Defence {
			t.Fatalf("%s: field %d after the round", tc.mode, s.Public.Field[1])
		}
	}
}

// 部下の回復: 部下陣営 1 人を 1 回復、ライフ 0 と 4 は選べない.
func TestSubRecoveryTargets(t *testing.T) {
	s := build(t, spec{hands: []string{"", "r"}, life: []int{7, 3, 0, 4}, noDict: true, from: TaskSubTurn, seat: 1, draw: "d"})
	wantLegal(t, s, 1, "guard", "heal 1", "resign")
	enginetest.Do(t, s, 1, "heal 1")
	wantLife(t, s, 7, 4, 0, 4)
	// Nobody to heal and no other card: the hand is shown, one card discarded, one drawn.
	s = build(t, spec{hands: []string{"", "r"}, life: []int{7, 4, 0, 4}, noDict: true, from: TaskSubTurn, seat: 1, draw: "r c"})
	wantLegal(t, s, 1, "discard recovery", "resign")
	ev := enginetest.Do(t, s, 1, "discard recovery")
	if !hasMsg(ev, MsgShowHand) || handKinds(s, 1) != "c r" || s.Public.Known[1] != [NumKinds]int{Recovery: 1} {
		t.Fatalf("events %v hand %q known %v", msgKeys(ev), handKinds(s, 1), s.Public.Known[1])
	}
	reveals := 0
	for _, e := range ev {
		if e.Kind == engine.EvReveal {
			reveals++
		}
	}
	if reveals != 2 {
		t.Fatalf("%d cards shown, want the whole hand of 2", reveals)
	}
	wantPrompt(t, s, PhaseSubTurn, 2)
}

// 上司の回復: 自身を 2 回復、7 を超えない.
func TestBossRecovery(t *testing.T) {
	s := build(t, spec{hands: []string{"r r"}, life: []int{4, 4, 4, 4}, noDict: true, from: TaskBossStart, draw: "d"})
	enginetest.Do(t, s, 0, "heal 0")
	wantLife(t, s, 6, 4, 4, 4)
	enginetest.Do(t, s, 0, "heal 0")
	wantLife(t, s, 7, 4, 4, 4)
}

// ライフ 0 の部下: カードを使用しサイコロ、偶数なら効果 (コスト不要)、奇数なら捨札.
// 回復の復活効果: 自身を対象に、偶数ならライフ 1 で復活.
func TestZeroLifeDie(t *testing.T) {
	s := build(t, spec{hands: []string{"", "", "a"}, life: []int{7, 2, 0, 4}, noDict: true, from: TaskSubTurn, seat: 2, draw: "r", dice: []int{4}})
	wantLegal(t, s, 2, "attack 0", "heal 1", "heal 2")
	ev := enginetest.Do(t, s, 2, "attack 0")
	if s.Public.LastRoll != 4 || !hasMsg(ev, MsgRoll) {
		t.Fatalf("roll %d events %v", s.Public.LastRoll, msgKeys(ev))
	}
	wantPrompt(t, s, PhaseDamage, 0) // no cost paid at 0
	enginetest.Do(t, s, 0, "take")
	wantLife(t, s, 6, 2, 0, 4)

	s = build(t, spec{hands: []string{"", "", "r"}, life: []int{7, 2, 0, 4}, noDict: true, from: TaskSubTurn, seat: 2, draw: "a", dice: []int{2}})
	enginetest.Do(t, s, 2, "heal 2")
	wantLife(t, s, 7, 2, 1, 4)

	s = build(t, spec{hands: []string{"", "", "r"}, life: []int{7, 2, 0, 4}, noDict: true, from: TaskSubTurn, seat: 2, draw: "a", dice: []int{5}})
	ev = enginetest.Do(t, s, 2, "heal 2")
	wantLife(t, s, 7, 2, 0, 4)
	if !hasMsg(ev, MsgFizzle) || KindOf(s.Public.Discard[len(s.Public.Discard)-1]) != Recovery {
		t.Fatalf("odd roll: %v", msgKeys(ev))
	}
	// An odd roll on a 防御 sends it to the discards, not the field.
	s = build(t, spec{hands: []string{"", "", "d"}, life: []int{7, 2, 0, 4}, noDict: true, from: TaskSubTurn, seat: 2, draw: "d", dice: []int{1}})
	enginetest.Do(t, s, 2, "guard")
	if s.Public.Field[2] != -1 {
		t.Fatal("odd roll laid the 防御 on the field")
	}
}

// 上司: 使用できるカードがない場合、公開し 1 枚捨て 1 枚引く (使用 1 回分).
func TestBossNoUsableCard(t *testing.T) {
	s := build(t, spec{hands: []string{"d d"}, noDict: true, from: TaskBossStart, draw: "d a"})
	wantLegal(t, s, 0, "discard defence")
	enginetest.Do(t, s, 0, "discard defence")
	if handKinds(s, 0) != "a d d" || s.Public.BossUses != 1 {
		t.Fatalf("hand %q uses %d", handKinds(s, 0), s.Public.BossUses)
	}
	wantLegal(t, s, 0, "attack 1", "attack 2", "attack 3", "end")
	enginetest.Do(t, s, 0, "end")
	if s.Public.Round != 2 {
		t.Fatalf("round %d after the boss ended", s.Public.Round)
	}
}

// 上司のカード使用: 「手札から好きな勤務カード1枚を表にして使用 / この行動を2回まで行った後、自分の番を
// 終了」. Option boss_must_use (default on, the seed's reading): a boss able to use a card uses
// at least one before ending; the no-usable-card procedure counts as that use. Off: the boss may
// end at once.
func TestBossMustUseACardWhenAble(t *testing.T) {
	s := build(t, spec{hands: []string{"a r"}, noDict: true, from: TaskBossStart, draw: "d"})
	if s.Public.Options[OptMust] != On {
		t.Fatalf("boss_must_use defaults to %q", s.Public.Options[OptMust])
	}
	wantLegal(t, s, 0, "attack 1", "attack 2", "attack 3", "heal 0")
	refuse(t, s, 0, "end", engine.ErrIllegal)
	enginetest.Do(t, s, 0, "heal 0")
	wantLegal(t, s, 0, "attack 1", "attack 2", "attack 3", "end") // the second use is free to skip
	enginetest.Do(t, s, 0, "end")
	if s.Public.Round != 2 {
		t.Fatalf("round %d after the boss ended", s.Public.Round)
	}
	// Holding only 防御 the boss cannot use a card: showing the hand and discarding is its use.
	s = build(t, spec{hands: []string{"d"}, noDict: true, from: TaskBossStart, draw: "d a"})
	wantLegal(t, s, 0, "discard defence")
	enginetest.Do(t, s, 0, "discard defence")
	wantLegal(t, s, 0, "attack 1", "attack 2", "attack 3", "end")
	// Off: the boss may end its turn without using a card.
	s = build(t, spec{hands: []string{"a r"}, noDict: true, from: TaskBossStart, draw: "d", opts: engine.Options{OptMust: Off}})
	wantLegal(t, s, 0, "attack 1", "attack 2", "attack 3", "heal 0", "end")
	enginetest.Do(t, s, 0, "end")
	if s.Public.Round != 2 || handKinds(s, 0) != "a d r" {
		t.Fatalf("round %d hand %q after ending at once", s.Public.Round, handKinds(s, 0))
	}
}

// 社長: 場に 1 枚、置き換え、自陣営のターン終了時に 1 ダメージか 1 回復 (ライフ 0 は不可)、2 回で捨札.
func TestChief(t *testing.T) {
	s := build(t, spec{hands: []string{"", "c", "a", "a"}, life: []int{5, 0, 3, 4}, hasChief: true, chief: BossSide,
		noDict: true, from: TaskSubTurn, seat: 1, draw: "d a a", dice: []int{6}})
	old := s.Public.Chief
	enginetest.Do(t, s, 1, "chief") // at life 0, an even roll
	if s.Public.Chief == old || s.Public.ChiefSide != TeamSide || s.Public.ChiefOwner != 1 || s.Public.Discard[len(s.Public.Discard)-1] != old {
		t.Fatalf("chief %d side %d owner %d", s.Public.Chief, s.Public.ChiefSide, s.Public.ChiefOwner)
	}
	enginetest.Do(t, s, 2, "attack 0")
	enginetest.Do(t, s, 0, "take")
	enginetest.Do(t, s, 3, "attack 0")
	enginetest.Do(t, s, 0, "take")
	wantLife(t, s, 3, 0, 2, 3)
	wantPrompt(t, s, PhaseChief, 1)
	wantLegal(t, s, 1, "hit 0", "hit 2", "hit 3", "mend 0", "mend 2", "mend 3") // not seat 1, at 0
	enginetest.Do(t, s, 1, "mend 2")
	wantLife(t, s, 3, 0, 3, 3)
	if s.Public.ChiefUses != 1 || s.Public.Chief < 0 {
		t.Fatal("the 社長 left after one use")
	}
	// Next round the team's 社長 acts a second time and leaves.
	s = build(t, spec{hands: []string{"d"}, hasChief: true, chief: TeamSide, chiefUses: 1, noDict: true, from: TaskTeamEnd, draw: "a"})
	wantPrompt(t, s, PhaseChief, 1)
	enginetest.Do(t, s, 1, "hit 0")
	enginetest.Do(t, s, 0, "take")
	wantLife(t, s, 6, 4, 4, 4)
	if s.Public.Chief != -1 {
		t.Fatal("the 社長 stayed after two uses")
	}
}

// ノー残業デー (3 ターン経過後): 好きな枚数を捨て、上司 5 枚、部下 2 枚になるまで引く.
func TestNoOvertime(t *testing.T) {
	s := build(t, spec{hands: []string{"a a a d d d r", "a d d", "", "r"}, noDict: true, round: 3, from: TaskRoundEnd})
	wantPrompt(t, s, PhaseNoOvertime, -1)
	if got := sorted(s.Actors()); !slices.Equal(got, []int{0, 1, 3}) { // seat 2's hand is empty
		t.Fatalf("actors %v", got)
	}
	enginetest.Do(t, s, 0, "discard defence")
	enginetest.Do(t, s, 0, "discard defence")
	enginetest.Do(t, s, 1, "discard attack")
	enginetest.Do(t, s, 1, "end")
	enginetest.Do(t, s, 3, "end")
	enginetest.Do(t, s, 0, "end")
	counts := []int{len(s.hand(0)), len(s.hand(1)), len(s.hand(2)), len(s.hand(3))}
	if !slices.Equal(counts, []int{BossRefill, 2, 2, 2}) || s.Public.Round != 4 {
		t.Fatalf("hands %v round %d", counts, s.Public.Round)
	}
	// A hand larger than the target keeps its cards.
	s = build(t, spec{hands: []string{"a a a d d d r", "a d d"}, noDict: true, round: 3, from: TaskRoundEnd})
	for _, seat := range s.Actors() {
		enginetest.Do(t, s, seat, "end")
	}
	if len(s.hand(0)) != 7 || len(s.hand(1)) != 3 {
		t.Fatalf("hands %d %d", len(s.hand(0)), len(s.hand(1)))
	}
}

// 辞表: 受けていたダメージ分 (ライフ 1→3, 2→2, 3→1, 4→0) を上司に.
func TestLetterDamage(t *testing.T) {
	for life, want := range map[int]int{1: 3, 2: 2, 3: 1, 4: 0} {
		s := build(t, spec{seats: 5, hands: []string{"", "a"}, life: []int{7, life, 0, 4, 4}, noDict: true, from: TaskSubTurn, seat: 1, draw: "a"})
		enginetest.Do(t, s, 1, "resign")
		if s.Public.Resigned != 1 || len(s.hand(1)) != 0 {
			t.Fatalf("life %d: resigned %d hand %d", life, s.Public.Resigned, len(s.hand(1)))
		}
		if want > 0 {
			wantPrompt(t, s, PhaseDamage, 0)
			if s.Public.Damage.Amount != want {
				t.Fatalf("life %d: damage %d, want %d", life, s.Public.Damage.Amount, want)
			}
			enginetest.Do(t, s, 0, "take")
		}
		if s.Public.Life[0] != 7-want {
			t.Fatalf("life %d: boss at %d", life, s.Public.Life[0])
		}
		// The resigned seat no longer draws or plays.
		wantPrompt(t, s, PhaseSubTurn, 2)
		if slices.Contains(s.Public.Tasks.Items, Task{Kind: TaskSubTurn, Seat: 1}) {
			t.Fatal("resigned seat still queued")
		}
	}
}

// 辞表の条件: 自分のライフ 1 以上、ライフ 1 以上の部下が 3 人以下; 1 封のみ.
func TestLetterConditions(t *testing.T) {
	s := build(t, spec{seats: 5, hands: []string{"", "a"}, noDict: true, from: TaskSubTurn, seat: 1, draw: "a"})
	wantLegal(t, s, 1, "attack 0") // four subordinates with life
	s = build(t, spec{hands: []string{"", "a"}, noDict: true, from: TaskSubTurn, seat: 1, draw: "a"})
	wantLegal(t, s, 1, "attack 0", "resign") // three subordinates
	s = build(t, spec{hands: []string{"", "a"}, life: []int{7, 0, 4, 4}, noDict: true, from: TaskSubTurn, seat: 1, draw: "a"})
	wantLegal(t, s, 1, "attack 0") // at 0 life
	s = build(t, spec{hands: []string{"", "a", "a"}, noDict: true, from: TaskSubTurn, seat: 1, draw: "a a"})
	enginetest.Do(t, s, 1, "resign")
	wantLegal(t, s, 2, "attack 0") // one 辞表 only
}

// 特別ルール: すでに 2 人のライフが 0 なら、辞表を提出した時点で部下の敗北.
func TestLetterSpecialDefeat(t *testing.T) {
	s := build(t, spec{seats: 5, hands: []string{"", "a"}, life: []int{7, 3, 0, 0, 4}, noDict: true, from: TaskSubTurn, seat: 1, draw: "a"})
	enginetest.Do(t, s, 1, "resign")
	wantWinner(t, s, BossSide, MsgEndLetter)
	if s.Public.Life[0] != 7 {
		t.Fatal("the defeat dealt damage")
	}
}

// 勝利条件は即座に: 部下 3 人以上のライフ 0 (攻撃のコストでも)、上司のライフ 0.
func TestVictoryAtOnceMidRound(t *testing.T) {
	s := build(t, spec{hands: []string{"", "a"}, life: []int{7, 1, 0, 0}, noDict: true, from: TaskSubTurn, seat: 1, draw: "a"})
	enginetest.Do(t, s, 1, "attack 0")
	wantWinner(t, s, BossSide, MsgEndTeamDown)
	if s.Public.Life[0] != 7 {
		t.Fatal("the attack hit after the game was over")
	}
	if o := s.Outcome(); !slices.Equal(o.Points, []int{3, -1, -1, -1}) {
		t.Fatalf("points %v", o.Points)
	}
	s = build(t, spec{hands: []string{"", "a", "a", "a"}, life: []int{1, 4, 4, 4}, noDict: true, from: TaskSubTurn, seat: 1, draw: "a"})
	enginetest.Do(t, s, 1, "attack 0")
	enginetest.Do(t, s, 0, "take")
	wantWinner(t, s, TeamSide, MsgEndBossDown)
	if o := s.Outcome(); !slices.Equal(o.Points, []int{-3, 1, 1, 1}) {
		t.Fatalf("points %v", o.Points)
	}
}

// 5 ターン経過で部下の勝利.
func TestFiveRoundsSurvived(t *testing.T) {
	s := build(t, spec{hands: []string{"d"}, noDict: true, round: 5, from: TaskBossStart, draw: "d d d"})
	enginetest.Do(t, s, 0, "discard defence")
	enginetest.Do(t, s, 0, "discard defence")
	wantWinner(t, s, TeamSide, MsgEndSurvived)
}

// 独裁カード効果の無効化: 部下全員の投票 (過半数または全会一致)、回数制限.
func TestCancelVote(t *testing.T) {
	s := build(t, spec{seats: 5, hands: []string{"a a a"}, dict: JoshiDokusai, from: TaskVote, draw: "a a a a a"})
	wantPrompt(t, s, PhaseVote, -1)
	if got := sorted(s.Actors()); !slices.Equal(got, []int{1, 2, 3, 4}) {
		t.Fatalf("voters %v", got)
	}
	refuse(t, s, 0, "vote yes", engine.ErrNotYourTurn)
	enginetest.Do(t, s, 3, "vote yes")
	refuse(t, s, 3, "vote no", engine.ErrNotYourTurn)
	enginetest.Do(t, s, 1, "vote yes")
	enginetest.Do(t, s, 2, "vote no")
	ev := enginetest.Do(t, s, 4, "vote no")
	if !hasMsg(ev, MsgVoteKeep) || s.Public.Cancelled || s.Public.Charges != 1 { // 2 of 4 is no majority
		t.Fatalf("events %v cancelled %v charges %d", msgKeys(ev), s.Public.Cancelled, s.Public.Charges)
	}
	s = build(t, spec{seats: 5, hands: []string{"a a a"}, dict: JoshiDokusai, from: TaskVote, draw: "a a a a a"})
	for _, seat := range []int{1, 2, 3} {
		enginetest.Do(t, s, seat, "vote yes")
	}
	ev = enginetest.Do(t, s, 4, "vote no")
	if !hasMsg(ev, MsgVoteCancel) || !s.Public.Cancelled || s.Public.Charges != 0 {
		t.Fatalf("events %v cancelled %v charges %d", msgKeys(ev), s.Public.Cancelled, s.Public.Charges)
	}
	// Cancelled, 上司独裁 adds nothing.
	for _, seat := range []int{1, 2, 3, 4} {
		enginetest.Do(t, s, seat, "attack 0")
		enginetest.Do(t, s, 0, "take")
	}
	enginetest.Do(t, s, 0, "attack 1")
	if s.Public.Damage.Amount != 2 {
		t.Fatalf("cancelled 上司独裁 still hit for %d", s.Public.Damage.Amount)
	}
	// With no cancel left there is no vote.
	s = build(t, spec{seats: 5, hands: []string{"a"}, dict: JoshiDokusai, charges: -1, from: TaskVote, draw: "a"})
	if s.Public.Phase == PhaseVote {
		t.Fatal("a vote with no cancel left")
	}
	// Unanimity: 2 of 3 is not enough.
	s = build(t, spec{hands: []string{"a"}, dict: JoshiDokusai, from: TaskVote, draw: "a", opts: engine.Options{OptVote: VoteUnanimous}})
	enginetest.Do(t, s, 1, "vote yes")
	enginetest.Do(t, s, 2, "vote yes")
	enginetest.Do(t, s, 3, "vote no")
	if s.Public.Cancelled || s.Public.Charges != 2 {
		t.Fatal("unanimity cancelled on 2 of 3")
	}
}

// A resigned subordinate is out of the fight: with one at 0 and one resigned, a third at 0
// gives the boss the win (the reading that makes the special rule a case of the general one).
func TestResignedCountsAsDown(t *testing.T) {
	s := build(t, spec{seats: 5, hands: []string{"a"}, life: []int{7, 4, 0, 4, 2}, noDict: true, from: TaskBossStart, draw: "a"})
	s.Public.Resigned = 1
	enginetest.Do(t, s, 0, "attack 4")
	enginetest.Do(t, s, 4, "take")
	wantWinner(t, s, BossSide, MsgEndTeamDown)
}

// 上司の社長: 上司の場へ (部下の場の社長は捨札)、上司のターン終了時に 1 ダメージか 1 回復.
func TestBossChief(t *testing.T) {
	s := build(t, spec{hands: []string{"c"}, life: []int{5, 0, 2, 4}, hasChief: true, chief: TeamSide, noDict: true, from: TaskBossStart, draw: "d"})
	old := s.Public.Chief
	enginetest.Do(t, s, 0, "chief")
	if s.Public.ChiefSide != BossSide || s.Public.Chief == old || s.Public.Discard[len(s.Public.Discard)-1] != old {
		t.Fatalf("chief %d side %d", s.Public.Chief, s.Public.ChiefSide)
	}
	// Only 防御 left: the procedure takes the second use; then the 社長 acts at the turn's end.
	enginetest.Do(t, s, 0, "discard defence")
	wantPrompt(t, s, PhaseChief, 0)
	wantLegal(t, s, 0, "hit 0", "hit 2", "hit 3", "mend 0", "mend 2") // not seat 1 at 0, not full lives
	enginetest.Do(t, s, 0, "hit 2")
	enginetest.Do(t, s, 2, "take")
	wantLife(t, s, 5, 0, 1, 4)
	if s.Public.ChiefUses != 1 || s.Public.Round != 2 {
		t.Fatalf("uses %d round %d", s.Public.ChiefUses, s.Public.Round)
	}
}
