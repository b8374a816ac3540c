package chaos

import "zashiki/rules/engine"

// SharedView is View(seat) sharing the state's memory instead of copying it: the same fields
// with the same contents, for a reader that writes nothing and is done before the next Apply
// (a search's playout policy, which asks for a view at every step of a quiet playout).
func (s *State) SharedView(seat int) engine.View {
	var m Private
	if seat >= 0 && seat < len(s.Private) {
		m = s.Private[seat]
	}
	return &View{Seat: seat, Public: s.Public, Private: m}
}
