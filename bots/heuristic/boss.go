package heuristic

import (
	"math"

	"zashiki/rules/boss"
	"zashiki/rules/engine"
)

// Boss plays 上司独裁 on whichever side its View puts it. As the boss it focuses fire on the
// subordinate closest to 0 (a kill is what counts), spends 上司独裁's +100 on the healthiest,
// keeps a 社長 on its own field, heals when low or when ルールは破ろう pays a free attack,
// and throws every 防御 it holds at a hit, one after another. As a subordinate it attacks
// while it can afford the cost, heals the weakest teammate, lays a 防御 when it is the likely
// target, hands in the 辞表 when the damage finishes the boss (or a dying seat can take it
// out of the boss's reach), and votes to cancel the 独裁カード that hurt most, saving a last
// cancel for the worst.
type Boss struct{}

// Name implements bots.Bot.
func (Boss) Name() string { return "heuristic" }

// danger is how much each 独裁カード hurts the team, for the cancel vote (0 not worth it).
var danger = [boss.NumDictator]float64{
	boss.SaboriSpot: 1, boss.OreNoTegara: 1.5, boss.MizuMoNomazu: 1, boss.AsaMadeNomikai: 2.5,
	boss.RentaiSekinin: 3, boss.Oryo: 1, boss.Shimatsusho: 1.5, boss.BushoShoshitsu: 2,
	boss.YukyuKyuka: 0.5, boss.GenbaSekinin: 2, boss.Shitsugen: 1, boss.KosenTekina: 2,
	boss.TamaniLunch: 0.5, boss.RuleWaYaburo: 2, boss.JoshiDokusai: 5,
}

// Choose implements bots.Bot. It reads only the View.
func (Boss) Choose(ev engine.View, legal []engine.Action, rng *engine.RNG) engine.Action {
	v, ok := ev.(*boss.View)
	if !ok {
		return legal[rng.IntN(len(legal))]
	}
	for _, la := range legal {
		if _, ok := la.(boss.Action); !ok {
			return legal[rng.IntN(len(legal))]
		}
	}
	b := bossBrain{v: v, hand: boss.CountKinds(v.Hand)}
	best, bestVal := 0, math.Inf(-1)
	for i, la := range legal {
		a := la.(boss.Action)                          // no copy of the list: a playout asks at every move
		val := b.value(a) + 1e-3*float64(rng.IntN(10)) // ties broken at random
		if val > bestVal {
			best, bestVal = i, val
		}
	}
	return legal[best]
}

type bossBrain struct {
	v    *boss.View
	hand [boss.NumKinds]int
}

func (b bossBrain) isBoss() bool { return b.v.Seat == b.v.Boss }

func (b bossBrain) value(a boss.Action) float64 {
	v := b.v
	switch v.Phase {
	case boss.PhaseVote:
		return b.voteValue(a)
	case boss.PhaseDamage:
		return b.blockValue(a)
	case boss.PhaseNoOvertime, boss.PhaseDiscard:
		if a.Act == boss.ActEnd {
			return 0
		}
		return b.discardValue(a.Kind)
	case boss.PhaseBossStart:
		if a.Act == boss.ActSkip && v.Life[v.Boss] <= 5 {
			return 1
		}
		return 0
	}
	if b.isBoss() {
		return b.bossValue(a)
	}
	return b.subValue(a)
}

// voteValue: cancel when the card's danger clears a bar that rises as cancels run short.
func (b bossBrain) voteValue(a boss.Action) float64 {
	v := b.v
	d := danger[boss.DictatorOf(v.Dict)]
	low := 0
	for _, s := range v.Order {
		if v.InGame(s) && v.Life[s] <= 1 {
			low++
		}
	}
	if boss.DictatorOf(v.Dict) == boss.AsaMadeNomikai || boss.DictatorOf(v.Dict) == boss.RentaiSekinin {
		d += float64(low)
	}
	bar := 2.5
	if v.Charges == 1 && v.Round < boss.Rounds {
		bar = 3.5
	}
	cancel := d >= bar
	if (a.N == 1) == cancel {
		return 1
	}
	return 0
}

// blockValue: throw 防御 one at a time so as not to fall to 0 (or, the boss, always), and let
// 現場の責任 take a hit worth 2 or more. What a subordinate needs is reckoned on the whole
// hit, so the count does not drift as the thrown ones take it down.
func (b bossBrain) blockValue(a boss.Action) float64 {
	v := b.v
	life, n := v.Life[v.Seat], v.Damage.Amount
	switch a.Act {
	case boss.ActNullify:
		if n >= 2 || life <= n {
			return 10
		}
		return -1
	case boss.ActTake:
		return 0
	}
	if b.isBoss() {
		return 1
	}
	whole := n + v.Damage.Blocked
	need := max(0, whole-life+1) // blocks that keep this seat above 0
	if life-whole >= 2 {
		need = 0
	} else if need == 0 {
		need = 1
	}
	if v.Damage.Blocked < need {
		return 1
	}
	return -1
}

// discardValue: the card a side needs least goes first.
func (b bossBrain) discardValue(k boss.Kind) float64 {
	var keep [boss.NumKinds]float64
	if b.isBoss() {
		keep = [boss.NumKinds]float64{boss.Attack: 3, boss.Defence: 2, boss.Recovery: 1, boss.Chief: 2.5}
		if b.v.Life[b.v.Seat] <= 4 {
			keep[boss.Recovery] = 3.5
		}
		if b.v.Phase == boss.PhaseNoOvertime {
			return -1 // a discard only trades a known card for an unknown one
		}
	} else {
		keep = [boss.NumKinds]float64{boss.Attack: 2, boss.Defence: 3, boss.Recovery: 2.5, boss.Chief: 2}
		if b.v.Phase == boss.PhaseNoOvertime && b.hand[k] < 2 {
			return -1
		}
	}
	return -keep[k]
}

// weakest is the subordinate with life closest to 0 (but above it), the boss's focus.
func (b bossBrain) targetScore(t int) float64 {
	v := b.v
	if v.Active(boss.JoshiDokusai) && !v.Flags.DokusaiUsed {
		return float64(v.Life[t]) // +100 kills anyone: take out the healthiest
	}
	s := 10 - float64(v.Life[t])
	if v.Life[t] <= 2 {
		s += 5 // this hit puts it down
	}
	if v.Field[t] >= 0 {
		s -= 2
	}
	return s
}

func (b bossBrain) bossValue(a boss.Action) float64 {
	v := b.v
	life := v.Life[v.Boss]
	switch a.Act {
	case boss.ActAttack:
		return 5 + b.targetScore(a.Target)/10
	case boss.ActHeal:
		if v.Active(boss.RuleWaYaburo) && !v.Flags.RuleUsed && b.hand[boss.Attack] > 0 {
			return 7
		}
		if life <= 3 {
			return 6
		}
		if life <= 5 {
			return 3
		}
		return -1
	case boss.ActChief:
		if v.Chief >= 0 && v.ChiefSide == boss.BossSide {
			return 0.5
		}
		return 4
	case boss.ActEnd:
		return 0
	case boss.ActHit:
		if v.Phase == boss.PhaseShimatsu && life <= 3 {
			return 0
		}
		return 2 + b.targetScore(a.Target)/10
	case boss.ActMend:
		if a.Target == v.Boss && life < boss.BossLife {
			return 1 + float64(boss.BossLife-life)/2
		}
		return -2
	case boss.ActDiscard:
		return b.discardValue(a.Kind)
	}
	return 0
}

func (b bossBrain) subValue(a boss.Action) float64 {
	v := b.v
	me := v.Seat
	life, bossLife := v.Life[me], v.Life[v.Boss]
	switch a.Act {
	case boss.ActResign:
		dmg := boss.SubLife - life
		if dmg >= bossLife {
			return 20 // the letter finishes the boss
		}
		if life == 1 && v.Down() == 0 && v.Round <= 3 {
			return 4.5 // a dying seat leaves with 3 damage rather than falling for free
		}
		return -5
	case boss.ActAttack:
		if life == 0 {
			return 5
		}
		if bossLife <= 1+b.kosen() || life >= 3 {
			return 6 + float64(4-bossLife)/10
		}
		if life == 2 {
			return 3
		}
		return 0.5 // the cost would leave this seat at 0
	case boss.ActHeal:
		t := a.Target
		if t == me && life == 0 {
			return 8 // revival, if the die allows
		}
		return 4 + float64(boss.SubLife-v.Life[t])*1.2
	case boss.ActGuard:
		if life <= 2 {
			return 4.5
		}
		return 1
	case boss.ActChief:
		if v.Chief >= 0 && v.ChiefSide == boss.TeamSide {
			return 0.2
		}
		return 5
	case boss.ActHit:
		if a.Target == v.Boss {
			return 3
		}
		return -3
	case boss.ActMend:
		if v.IsSub(a.Target) && v.Life[a.Target] == 1 {
			return 4
		}
		if v.IsSub(a.Target) {
			return 1
		}
		return -3
	case boss.ActDiscard:
		return b.discardValue(a.Kind)
	}
	return 0
}

func (b bossBrain) kosen() int {
	if b.v.Active(boss.KosenTekina) && !b.v.Flags.KosenTeam {
		return 1
	}
	return 0
}
