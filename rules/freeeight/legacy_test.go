package freeeight

import (
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// TestSavesFromBeforeTheWindowAskedEveryoneStillLoad: a save from when the ロン window asked
// only the seats whose hand could declare (so it holds no pass of the others) replays to the
// same position.
func TestSavesFromBeforeTheWindowAskedEveryoneStillLoad(t *testing.T) {
	n, err := enginetest.OldSave(Game, 200, nil, func(s engine.State, st engine.Step, _ *engine.Step) *engine.Step {
		if s.Window() != nil && len(s.Legal(st.Seat)) == 1 {
			return nil // the old window never asked this seat
		}
		return &st
	})
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatal("no game had a window")
	}
}
