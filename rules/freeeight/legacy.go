package freeeight

import "zashiki/rules/engine"

// Upgrade reads saves from before the ロン window asked every other seat: then only the seats
// whose hand could declare were asked, so a save goes straight on where the window now waits
// for the others. Their only answer, pass, is given first.
func (s *State) Upgrade(st engine.Step) []engine.Step {
	if s.Window() == nil {
		return nil
	}
	if _, ok := engine.FindLegal(s, st.Seat, st.Action); ok {
		return nil // an asked seat's own answer, as then
	}
	var out []engine.Step
	for _, seat := range s.Actors() {
		if len(s.Legal(seat)) == 1 {
			out = append(out, engine.Step{Seat: seat, Action: "?pass"})
		}
	}
	return append(out, st)
}
