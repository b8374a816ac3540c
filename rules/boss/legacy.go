package boss

import (
	"strconv"
	"strings"

	"zashiki/rules/engine"
)

// Upgrade reads actions as saves before contract v2 wrote them:
//   - "block N" threw N 防御 at once and took the rest: now N single throws, then take what
//     is left if anything is;
//   - ルールは破ろう's prompt opened only when the boss held an 攻撃: where it now opens with
//     nothing but the decline to offer, an old save went straight on, so the boss declines
//     it first.
func (s *State) Upgrade(st engine.Step) []engine.Step {
	if n, ok := strings.CutPrefix(st.Action, "block "); ok {
		k, err := strconv.Atoi(n)
		if err != nil || k < 0 || k > BossLife {
			return nil
		}
		out := make([]engine.Step, 0, k+1)
		for range k {
			out = append(out, engine.Step{Seat: st.Seat, Action: "block"})
		}
		if k < s.Public.Damage.Amount {
			out = append(out, engine.Step{Seat: st.Seat, Action: "take"})
		}
		return out
	}
	if s.Public.Phase == PhaseBonus && len(s.Legal(s.Public.Turn)) == 1 {
		return []engine.Step{{Seat: s.Public.Turn, Action: "end"}, st}
	}
	return nil
}

// LegacyOptions keep a match saved before boss_must_use existed under the rules it was played
// by: the boss could end its turn without using a card.
func (game) LegacyOptions() engine.Options { return engine.Options{OptMust: "off"} }
