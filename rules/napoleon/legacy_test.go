package napoleon

import (
	"strings"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// TestSavesFromBeforeThePicksStillLoad: a save that wrote the exchange as one action of four
// cards ("discard 2C 3D 4H 5S") replays to the same position. The old record never undid.
func TestSavesFromBeforeThePicksStillLoad(t *testing.T) {
	noUndo := func(a engine.Action) bool { return a.String() == "undo" }
	n, err := enginetest.OldSave(Game, 300, noUndo, func(s engine.State, st engine.Step, prev *engine.Step) *engine.Step {
		if strings.HasPrefix(st.Action, "discard ") && prev != nil && strings.HasPrefix(prev.Action, "discard ") && len(strings.Fields(prev.Action)) < 5 {
			prev.Action += " " + strings.TrimPrefix(st.Action, "discard ")
			return nil
		}
		return &st
	})
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatal("no game wrote the old exchange")
	}
}
