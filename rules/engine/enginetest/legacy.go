package enginetest

import (
	"fmt"
	"reflect"

	"zashiki/rules/engine"
)

// OldSave plays random games of g and writes each one's steps as an earlier version of the
// rules would have recorded them: old is called before every step with the state and the step
// about to be taken, and returns what the old record holds in its place — the step, another
// step, or nothing (it may fold the step into the previous one through prev). Replaying the
// old record through engine.Redo as an old one, with the game's Upgrader, must reach the same
// position.
// Actions for which avoid (may be nil) is true are never chosen: the old rules had none such.
// It returns how many games' records differed from the new ones.
func OldSave(g engine.Game, games int, avoid func(engine.Action) bool, old func(s engine.State, st engine.Step, prev *engine.Step) *engine.Step) (int, error) {
	changed := 0
	for i, cfg := range Configs(g, games) {
		pick := engine.NewRNG(cfg.Seed ^ 0x01d)
		s, err := g.New(cfg)
		if err != nil {
			return changed, err
		}
		var record []engine.Step
		differs := false
		for n := 0; s.Outcome() == nil && n < 20000; n++ {
			seat := engine.Next(s, &pick)
			legal := s.Legal(seat)
			if avoid != nil && len(legal) > 1 {
				var ok []engine.Action
				for _, a := range legal {
					if !avoid(a) {
						ok = append(ok, a)
					}
				}
				legal = ok
			}
			st := engine.Step{Seat: seat, Action: legal[pick.IntN(len(legal))].String()}
			var prev *engine.Step
			if len(record) > 0 {
				prev = &record[len(record)-1]
			}
			rec := old(s, st, prev)
			if rec != nil {
				record = append(record, *rec)
			}
			if rec == nil || *rec != st {
				differs = true
			}
			if _, _, err := engine.Redo(s, st, false); err != nil {
				return changed, err
			}
			if s.Outcome() != nil {
				break
			}
		}
		if !differs {
			continue
		}
		changed++
		r, err := g.New(cfg)
		if err != nil {
			return changed, err
		}
		for k, st := range record {
			if _, _, err := engine.Redo(r, st, true); err != nil {
				return changed, fmt.Errorf("game %d: the old record does not replay at step %d (seat %d %q): %w", i, k, st.Seat, st.Action, err)
			}
		}
		// An old record may end where a window now waits for answers nobody can choose: the
		// table gives those, and so does this check.
		for r.Window() != nil && s.Outcome() != nil && r.Outcome() == nil {
			seat := engine.Next(r, nil)
			legal := r.Legal(seat)
			if len(legal) != 1 {
				break
			}
			if _, err := r.Apply(seat, legal[0]); err != nil {
				return changed, err
			}
		}
		for seat := range s.Seats() {
			if !reflect.DeepEqual(r.View(seat), s.View(seat)) {
				return changed, fmt.Errorf("game %d: the old record replays to another position", i)
			}
		}
	}
	return changed, nil
}
