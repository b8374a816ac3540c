package boss

import "zashiki/rules/engine"

// SharedView is View(seat) sharing the state's memory instead of copying it: the same fields
// with the same contents, for a reader that writes nothing and is done before the next Apply
// (a search's playout policy, which asks for a view at every step of a quiet playout, where
// the copies of View were half the cost). The View itself is one the state keeps and fills
// again at each call (a playout asks at every move, and a View a call was the browser's
// collector's largest load): a reader is done with it before the next call too.
func (s *State) SharedView(seat int) engine.View {
	var m Private
	if seat >= 0 && seat < len(s.Private) {
		m = s.Private[seat]
	}
	if s.shared == nil {
		s.shared = new(View)
	}
	*s.shared = View{Seat: seat, Table: s.Public, Private: m, Outcome: s.Outcome()}
	return s.shared
}
