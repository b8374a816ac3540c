package boss

import (
	"fmt"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// TestSavesFromBeforeContractV2StillLoad: a save that threw 防御 as one "block N" (N throws,
// the rest taken) and skipped ルールは破ろう's prompt when the boss held no 攻撃 replays to the
// same position.
func TestSavesFromBeforeContractV2StillLoad(t *testing.T) {
	n, err := enginetest.OldSave(Game, 600, nil, func(st engine.State, step engine.Step, prev *engine.Step) *engine.Step {
		s := st.(*State)
		switch {
		case s.Public.Phase == PhaseBonus && len(s.Legal(step.Seat)) == 1:
			return nil // the old prompt never opened
		case s.Public.Phase != PhaseDamage || (step.Action != "block" && step.Action != "take"):
			return &step
		}
		if thrown := s.Public.Damage.Blocked; thrown > 0 && prev != nil {
			if step.Action == "block" {
				prev.Action = fmt.Sprintf("block %d", thrown+1)
			}
			return nil // one old "block N": N throws, the rest taken
		}
		old := engine.Step{Seat: step.Seat, Action: "block 1"}
		if step.Action == "take" {
			old.Action = "block 0"
		}
		return &old
	})
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatal("no game threw 防御 or skipped the prompt")
	}
}
