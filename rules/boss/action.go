package boss

import (
	"fmt"
	"strconv"
	"strings"
)

// Act is what an Action does.
type Act int

const (
	ActVote    Act = iota // "vote yes" / "vote no" (N 1 or 0)
	ActAttack             // "attack <seat>": use an 攻撃 on Target (a subordinate's target is the boss)
	ActGuard              // "guard": a subordinate lays a 防御 on its field
	ActHeal               // "heal <seat>": use a 回復 on Target (the boss heals itself)
	ActChief              // "chief": put a 社長 on one's side's field
	ActResign             // "resign": hand in the 辞表
	ActDiscard            // "discard <kind>": no usable card, 有給休暇, ノー残業デー
	ActEnd                // "end": the boss ends its turn, declines a bonus, or ends its ノー残業デー discards
	ActBlock              // "block": throw one 防御 from hand against the hit (asked again while it is worth more)
	ActNullify            // "nullify": 現場の責任 turns the hit to 0
	ActHit                // "hit <seat>": 社長, 始末書 or 連帯責任 deals 1 to Target
	ActMend               // "mend <seat>": 社長 or 始末書 heals Target by 1
	ActDraw               // "draw": 「サボり」スポット declined
	ActSkip               // "skip": 「サボり」スポット: no draw, heal 2
	ActTake               // "take": take what is left of the hit
)

// Action is a 上司独裁 move.
type Action struct {
	Act    Act
	Target int  // a seat, for attack, heal, hit and mend
	N      int  // vote (1 yes)
	Kind   Kind // for discard
}

var actNames = map[Act]string{
	ActVote: "vote", ActAttack: "attack", ActGuard: "guard", ActHeal: "heal", ActChief: "chief",
	ActResign: "resign", ActDiscard: "discard", ActEnd: "end", ActBlock: "block", ActNullify: "nullify",
	ActHit: "hit", ActMend: "mend", ActDraw: "draw", ActSkip: "skip", ActTake: "take",
}

func (a Action) String() string {
	name := actNames[a.Act]
	switch a.Act {
	case ActVote:
		if a.N == 1 {
			return "vote yes"
		}
		return "vote no"
	case ActAttack, ActHeal, ActHit, ActMend:
		return fmt.Sprintf("%s %d", name, a.Target)
	case ActDiscard:
		return "discard " + a.Kind.String()
	}
	return name
}

// ParseAction reads the String form.
func ParseAction(s string) (Action, error) {
	f := strings.Fields(s)
	bad := fmt.Errorf("%q is not a 上司独裁 action", s)
	if len(f) == 0 {
		return Action{}, bad
	}
	var act Act = -1
	for k, n := range actNames {
		if n == f[0] {
			act = k
		}
	}
	switch act {
	case ActVote:
		if len(f) == 2 && (f[1] == "yes" || f[1] == "no") {
			n := 0
			if f[1] == "yes" {
				n = 1
			}
			return Action{Act: ActVote, N: n}, nil
		}
	case ActAttack, ActHeal, ActHit, ActMend:
		if len(f) != 2 {
			return Action{}, bad
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 0 || n > 99 {
			return Action{}, bad
		}
		return Action{Act: act, Target: n}, nil
	case ActDiscard:
		if len(f) == 2 {
			for k, n := range kindNames {
				if n == f[1] {
					return Action{Act: act, Kind: Kind(k)}, nil
				}
			}
		}
	case ActGuard, ActChief, ActResign, ActEnd, ActNullify, ActDraw, ActSkip, ActBlock, ActTake:
		if len(f) == 1 {
			return Action{Act: act}, nil
		}
	}
	return Action{}, bad
}
