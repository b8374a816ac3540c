package napoleon

import (
	"strings"

	"zashiki/rules/engine"
)

// Upgrade reads the exchange as saves before the four picks wrote it: "discard 2C 3D 4H 5S",
// one action for all four cards, is now four picks.
func (s *State) Upgrade(st engine.Step) []engine.Step {
	f := strings.Fields(st.Action)
	if len(f) != 5 || f[0] != "discard" {
		return nil
	}
	out := make([]engine.Step, 0, 4)
	for _, c := range f[1:] {
		out = append(out, engine.Step{Seat: st.Seat, Action: "discard " + c})
	}
	return out
}
