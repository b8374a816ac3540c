package boss

import (
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// Each 独裁カード with its edge cases. Tables are four seats: the boss at 0, subordinates 1-3.

// 「サボり」スポット: 引かなくても良い、その場合ライフを 2 回復.
func TestSaboriSpot(t *testing.T) {
	s := build(t, spec{hands: []string{"a"}, life: []int{4, 4, 4, 4}, dict: SaboriSpot, from: TaskBossStart, draw: "a"})
	wantPrompt(t, s, PhaseBossStart, 0)
	wantLegal(t, s, 0, "draw", "skip")
	enginetest.Do(t, s, 0, "skip")
	if s.Public.Life[0] != 6 || len(s.hand(0)) != 1 {
		t.Fatalf("life %d hand %d", s.Public.Life[0], len(s.hand(0)))
	}
	s = build(t, spec{hands: []string{"a"}, life: []int{4, 4, 4, 4}, dict: SaboriSpot, from: TaskBossStart, draw: "a"})
	enginetest.Do(t, s, 0, "draw")
	if s.Public.Life[0] != 4 || len(s.hand(0)) != 2 {
		t.Fatalf("life %d hand %d", s.Public.Life[0], len(s.hand(0)))
	}
}

// 俺の手柄: サイコロ 4 以上で山札から社長を上司の場に.
func TestOreNoTegara(t *testing.T) {
	s := build(t, spec{hands: []string{"a"}, dict: OreNoTegara, charges: -1, from: TaskVote, draw: "a a a", dice: []int{4}})
	if s.Public.Chief < 0 || s.Public.ChiefSide != BossSide || slices.ContainsFunc(s.Hidden.Draw, func(c int) bool { return c == s.Public.Chief }) {
		t.Fatalf("chief %d side %d", s.Public.Chief, s.Public.ChiefSide)
	}
	s = build(t, spec{hands: []string{"a"}, dict: OreNoTegara, charges: -1, from: TaskVote, draw: "a a a", dice: []int{3}})
	if s.Public.Chief >= 0 {
		t.Fatal("a 3 brought the 社長")
	}
}

// 水も飲まずに: ライフを回復した部下に 1 ダメージ (option: 回復させた部下).
func TestMizuMoNomazu(t *testing.T) {
	s := build(t, spec{hands: []string{"", "r"}, life: []int{7, 4, 2, 4}, dict: MizuMoNomazu, from: TaskSubTurn, seat: 1, draw: "a"})
	enginetest.Do(t, s, 1, "heal 2")
	wantPrompt(t, s, PhaseDamage, 2)
	enginetest.Do(t, s, 2, "take")
	wantLife(t, s, 7, 4, 2, 4)
	s = build(t, spec{hands: []string{"", "r"}, life: []int{7, 4, 2, 4}, dict: MizuMoNomazu, from: TaskSubTurn, seat: 1, draw: "a",
		opts: engine.Options{OptMizu: MizuHealer}})
	enginetest.Do(t, s, 1, "heal 2")
	wantPrompt(t, s, PhaseDamage, 1)
	enginetest.Do(t, s, 1, "take")
	wantLife(t, s, 7, 3, 3, 4)
	// The boss healing itself is no subordinate: no damage.
	s = build(t, spec{hands: []string{"r"}, life: []int{3, 4, 4, 4}, dict: MizuMoNomazu, from: TaskBossStart, draw: "d"})
	enginetest.Do(t, s, 0, "heal 0")
	wantPrompt(t, s, PhaseBossTurn, 0)
	wantLife(t, s, 5, 4, 4, 4)
}

// 朝まで飲み会: 上司のターン終了時に、上司と部下全員に 1 ダメージ.
func TestAsaMadeNomikai(t *testing.T) {
	s := build(t, spec{hands: []string{"r"}, life: []int{7, 4, 0, 2}, dict: AsaMadeNomikai, from: TaskBossStart, draw: "a"})
	enginetest.Do(t, s, 0, "heal 0") // at 7 it heals nothing, but it is the boss's one use
	enginetest.Do(t, s, 0, "end")
	for _, seat := range []int{0, 1, 3} { // seat 2, at 0, is skipped
		wantPrompt(t, s, PhaseDamage, seat)
		enginetest.Do(t, s, seat, "take")
	}
	wantLife(t, s, 6, 3, 0, 1)
}

// 連帯責任: 上司のターン中に一度だけ、攻撃でダメージを与えた時、他の 1 人に 1 ダメージ.
func TestRentaiSekinin(t *testing.T) {
	s := build(t, spec{hands: []string{"a a"}, dict: RentaiSekinin, from: TaskBossStart, draw: "a"})
	enginetest.Do(t, s, 0, "attack 1")
	enginetest.Do(t, s, 1, "take")
	wantPrompt(t, s, PhaseRentai, 0)
	wantLegal(t, s, 0, "hit 2", "hit 3") // another player, with life
	enginetest.Do(t, s, 0, "hit 3")
	enginetest.Do(t, s, 3, "take")
	wantLife(t, s, 7, 2, 4, 3)
	enginetest.Do(t, s, 0, "attack 2")
	enginetest.Do(t, s, 2, "take")
	if s.Public.Phase == PhaseRentai {
		t.Fatal("連帯責任 twice in a turn")
	}
	wantLife(t, s, 7, 2, 2, 3)
	// A hit fully blocked dealt no damage: no 連帯責任.
	s = build(t, spec{hands: []string{"a", "", "d d"}, dict: RentaiSekinin, from: TaskBossStart, draw: "a"})
	enginetest.Do(t, s, 0, "attack 2")
	enginetest.Do(t, s, 2, "block")
	enginetest.Do(t, s, 2, "block")
	wantPrompt(t, s, PhaseBossTurn, 0)
}

// 横領: 上司のターン開始時に 1 枚多く引く.
func TestOryo(t *testing.T) {
	s := build(t, spec{hands: []string{"a"}, dict: Oryo, from: TaskBossStart, draw: "a a"})
	if len(s.hand(0)) != 3 {
		t.Fatalf("boss holds %d", len(s.hand(0)))
	}
}

// 始末書: 上司のライフを 1 回復するか、部下 1 人に 1 ダメージ.
func TestShimatsusho(t *testing.T) {
	s := build(t, spec{hands: []string{"a"}, life: []int{5, 4, 4, 4}, dict: Shimatsusho, charges: -1, from: TaskVote, draw: "a a a"})
	wantPrompt(t, s, PhaseShimatsu, 0)
	wantLegal(t, s, 0, "mend 0", "hit 1", "hit 2", "hit 3")
	enginetest.Do(t, s, 0, "mend 0")
	wantLife(t, s, 6, 4, 4, 4)
	s = build(t, spec{hands: []string{"a"}, dict: Shimatsusho, charges: -1, from: TaskVote, draw: "a a a"})
	enginetest.Do(t, s, 0, "hit 2")
	enginetest.Do(t, s, 2, "take")
	wantLife(t, s, 7, 4, 3, 4)
}

// 担当部署の消失: このターン中、部下は防御カードを使用できない.
func TestBushoShoshitsu(t *testing.T) {
	s := build(t, spec{hands: []string{"", "d a"}, dict: BushoShoshitsu, from: TaskSubTurn, seat: 1, draw: "d"})
	wantLegal(t, s, 1, "attack 0", "resign")
	s = build(t, spec{hands: []string{"a", "d d"}, dict: BushoShoshitsu, from: TaskBossStart, draw: "d"})
	enginetest.Do(t, s, 0, "attack 1")
	if s.Public.Phase == PhaseDamage { // nothing to answer with: the hit lands at once
		t.Fatal("a subordinate was asked for 防御")
	}
	wantLife(t, s, 7, 2, 4, 4)
	// The boss still may.
	s = build(t, spec{hands: []string{"d", "a"}, dict: BushoShoshitsu, from: TaskSubTurn, seat: 1, draw: "a"})
	enginetest.Do(t, s, 1, "attack 0")
	wantLegal(t, s, 0, "take", "block")
}

// 有給休暇: ライフを回復したプレイヤーは手札を 1 枚選んで捨てる.
func TestYukyuKyuka(t *testing.T) {
	s := build(t, spec{hands: []string{"", "r", "a d"}, life: []int{7, 4, 3, 4}, dict: YukyuKyuka, from: TaskSubTurn, seat: 1, draw: "a a"})
	enginetest.Do(t, s, 1, "heal 2")
	wantPrompt(t, s, PhaseDiscard, 2)
	wantLegal(t, s, 2, "discard attack", "discard defence")
	enginetest.Do(t, s, 2, "discard defence")
	if handKinds(s, 2) != "a a" { // seat 2 then drew for its own turn
		t.Fatalf("hand %q", handKinds(s, 2))
	}
	s = build(t, spec{hands: []string{"r a"}, life: []int{3, 4, 4, 4}, dict: YukyuKyuka, from: TaskBossStart, draw: "d"})
	enginetest.Do(t, s, 0, "heal 0")
	wantPrompt(t, s, PhaseDiscard, 0)
	enginetest.Do(t, s, 0, "discard defence")
	if handKinds(s, 0) != "a" {
		t.Fatalf("boss hand %q", handKinds(s, 0))
	}
}

// 現場の責任: このターン中に 1 度だけ受けるダメージを 0 にできる.
func TestGenbaSekinin(t *testing.T) {
	s := build(t, spec{hands: []string{"", "a", "a"}, dict: GenbaSekinin, from: TaskSubTurn, seat: 1, draw: "a a"})
	enginetest.Do(t, s, 1, "attack 0")
	wantLegal(t, s, 0, "take", "nullify")
	enginetest.Do(t, s, 0, "nullify")
	enginetest.Do(t, s, 2, "attack 0")
	wantLegal(t, s, 0, "take")
	enginetest.Do(t, s, 0, "take")
	wantLife(t, s, 6, 3, 3, 4)
	// Once a 防御 is thrown against a hit, 現場の責任 is no longer offered for it.
	s = build(t, spec{seats: 5, hands: []string{"d d", "a"}, life: []int{7, 2, 0, 4, 4}, dict: GenbaSekinin, from: TaskSubTurn, seat: 1, draw: "a"})
	enginetest.Do(t, s, 1, "resign")
	wantLegal(t, s, 0, "take", "block", "nullify")
	enginetest.Do(t, s, 0, "block")
	wantLegal(t, s, 0, "take", "block")
}

// あの人の失言: 場に出ている社長を捨札に.
func TestShitsugen(t *testing.T) {
	s := build(t, spec{hands: []string{"a"}, dict: Shitsugen, hasChief: true, chief: TeamSide, charges: -1, from: TaskVote, draw: "a a a"})
	if s.Public.Chief != -1 || KindOf(s.Public.Discard[len(s.Public.Discard)-1]) != Chief {
		t.Fatal("the 社長 stayed")
	}
	// With no 社長 on the field the card does nothing, so no vote is held.
	s = build(t, spec{hands: []string{"a"}, dict: Shitsugen, from: TaskVote, draw: "a a a"})
	if s.Public.Phase == PhaseVote {
		t.Fatal("a vote on a card that does nothing")
	}
}

// 交戦的な態度: 各陣営が最初に攻撃カードを使用した時、与えるダメージ+1.
func TestKosenTekina(t *testing.T) {
	s := build(t, spec{hands: []string{"a a", "a", "a"}, dict: KosenTekina, from: TaskSubTurn, seat: 1, draw: "d d d"})
	enginetest.Do(t, s, 1, "attack 0")
	if s.Public.Damage.Amount != 2 {
		t.Fatalf("team's first attack %d", s.Public.Damage.Amount)
	}
	enginetest.Do(t, s, 0, "take")
	enginetest.Do(t, s, 2, "attack 0")
	if s.Public.Damage.Amount != 1 {
		t.Fatalf("team's second attack %d", s.Public.Damage.Amount)
	}
	enginetest.Do(t, s, 0, "take")
	enginetest.Do(t, s, 3, "guard")
	enginetest.Do(t, s, 0, "attack 1")
	if s.Public.Damage.Amount != 3 {
		t.Fatalf("boss's first attack %d", s.Public.Damage.Amount)
	}
	enginetest.Do(t, s, 1, "take")
	enginetest.Do(t, s, 0, "attack 2")
	if s.Public.Damage.Amount != 2 {
		t.Fatalf("boss's second attack %d", s.Public.Damage.Amount)
	}
}

// たまにはランチ: 社長が捨札にあればサイコロ、偶数なら上司の場、奇数なら部下の場.
func TestTamaniLunch(t *testing.T) {
	for _, tc := range []struct {
		die  int
		side Side
	}{{2, BossSide}, {5, TeamSide}} {
		s := build(t, spec{hands: []string{"a"}, dict: TamaniLunch, discard: "a c", charges: -1, from: TaskVote, draw: "a a a", dice: []int{tc.die}})
		if s.Public.Chief < 0 || s.Public.ChiefSide != tc.side || len(s.Public.Discard) != 1 {
			t.Fatalf("die %d: chief %d side %d", tc.die, s.Public.Chief, s.Public.ChiefSide)
		}
	}
	s := build(t, spec{hands: []string{"a"}, dict: TamaniLunch, discard: "a", charges: -1, from: TaskVote, draw: "a a a", dice: []int{2}})
	if s.Public.Chief >= 0 || s.Public.LastRoll != 0 {
		t.Fatal("no 社長 in the discards, yet the die was rolled")
	}
}

// ルールは破ろう: 1 度だけ、回復カードを使用したときに攻撃カードも 1 枚追加で使用できる.
func TestRuleWaYaburo(t *testing.T) {
	s := build(t, spec{hands: []string{"r r a a"}, dict: RuleWaYaburo, from: TaskBossStart, draw: "a"})
	enginetest.Do(t, s, 0, "heal 0")
	wantPrompt(t, s, PhaseBonus, 0)
	wantLegal(t, s, 0, "attack 1", "attack 2", "attack 3", "end")
	enginetest.Do(t, s, 0, "attack 1")
	enginetest.Do(t, s, 1, "take")
	if s.Public.BossUses != 1 {
		t.Fatalf("the bonus attack used a use: %d left", s.Public.BossUses)
	}
	enginetest.Do(t, s, 0, "heal 0")
	if s.Public.Phase == PhaseBonus {
		t.Fatal("ルールは破ろう twice")
	}
	wantLife(t, s, 7, 2, 4, 4)
}

// ルールは破ろう's prompt opens after a 回復 whether or not the boss holds an 攻撃, so the pause
// tells the subordinates nothing of the boss's hand; with none the boss can only decline, and
// declining keeps the chance for a later 回復.
func TestRuleWaYaburoAsksEvenWithoutAttack(t *testing.T) {
	s := build(t, spec{hands: []string{"r r d"}, life: []int{3, 4, 4, 4}, dict: RuleWaYaburo, from: TaskBossStart, draw: "c"})
	enginetest.Do(t, s, 0, "heal 0")
	wantPrompt(t, s, PhaseBonus, 0)
	wantLegal(t, s, 0, "end") // no 攻撃 held: only the decline
	enginetest.Do(t, s, 0, "end")
	if s.Public.Flags.RuleUsed {
		t.Fatal("declining spent ルールは破ろう")
	}
	wantPrompt(t, s, PhaseBossTurn, 0)
	enginetest.Do(t, s, 0, "heal 0")
	wantPrompt(t, s, PhaseBonus, 0) // the chance was kept
	wantLegal(t, s, 0, "end")
}

// 上司独裁: このターン中に 1 度だけ攻撃カードで与えるダメージ+100.
func TestJoshiDokusai(t *testing.T) {
	s := build(t, spec{hands: []string{"a a", "d d d"}, dict: JoshiDokusai, from: TaskBossStart, draw: "a"})
	enginetest.Do(t, s, 0, "attack 1")
	if s.Public.Damage.Amount != 102 {
		t.Fatalf("hit %d", s.Public.Damage.Amount)
	}
	for range 3 { // a hit of 102 is worth every 防御 held
		wantLegal(t, s, 1, "take", "block")
		enginetest.Do(t, s, 1, "block")
	}
	wantLegal(t, s, 1, "take") // none left
	enginetest.Do(t, s, 1, "take")
	enginetest.Do(t, s, 0, "attack 2")
	if s.Public.Damage.Amount != 2 {
		t.Fatalf("second hit %d", s.Public.Damage.Amount)
	}
	enginetest.Do(t, s, 2, "take")
	wantLife(t, s, 7, 0, 2, 4)
}
