package session

import "zashiki/rules/engine"

// Next is the seat to serve now: engine.Next's, except that in an any-order window a CPU
// answers first, so the humans' prompts come together at the end. It is -1 once the game is
// over.
func (s *Session) Next() int {
	next := engine.Next(s.State, nil)
	if w := s.State.Window(); w != nil && w.Policy == engine.AnyOrder {
		for _, a := range s.State.Actors() {
			if !s.Human(a) {
				return a
			}
		}
	}
	return next
}

// OnTurn reports whether seat is asked in its own turn: the last phase event (EvPhase names
// the seat to act) it saw named it. A seat asked while another seat's turn goes on (damage to
// take, with no defence in hand) is not, and its only possible answer is given for it. Before
// any phase event every ask counts as a turn.
func (s *Session) OnTurn(seat int) bool {
	for i := len(s.Log) - 1; i >= 0; i-- {
		if e := s.Log[i]; e.Kind == engine.EvPhase && e.Audience.Has(seat) {
			return e.Seat == seat
		}
	}
	return true
}

// Forced is the answer given for seat, which has no choice: its only legal action, asked in a
// window or outside its own turn. A turn whose only move is, say, to draw stays the player's
// to play.
func (s *Session) Forced(seat int) (engine.Action, bool) {
	if s.State.Outcome() != nil || !engine.IsActor(s.State, seat) {
		return nil, false
	}
	legal := s.State.Legal(seat)
	if len(legal) != 1 || s.State.Window() == nil && s.OnTurn(seat) {
		return nil, false
	}
	return legal[0], true
}

// ActsAlone reports whether seat is the only one to act next, outside any window: a human
// who goes on playing (a second card, the next pick of an exchange) keeps the screen.
func (s *Session) ActsAlone(seat int) bool {
	actors := s.State.Actors()
	return s.State.Outcome() == nil && s.State.Window() == nil && len(actors) == 1 && actors[0] == seat
}

// ForcedHuman finds a human actor of window w whose only answer is forced, when no human
// actor has a choice to make and every forced answer is the one time would give (no question
// is put to them). A window where no human has a choice (Free Eight asks everyone after every
// card) is answered for them at once: passing the device round after every card would make
// hot-seat unplayable.
func (s *Session) ForcedHuman(w *engine.Window) (int, engine.Action, bool) {
	seat, act := -1, engine.Action(nil)
	for _, a := range s.State.Actors() {
		if !s.Human(a) {
			continue
		}
		legal := s.State.Legal(a)
		if len(legal) != 1 || legal[0].String() != w.Timeout {
			return -1, nil, false
		}
		if seat < 0 {
			seat, act = a, legal[0]
		}
	}
	return seat, act, seat >= 0
}

// OpenWindow lists the humans window w visits in hot-seat: every human but the one who
// caused it, whether or not they can react, and for as long, so nobody learns who could.
// They are visited in seat order from the cause (or the last to act).
func (s *Session) OpenWindow(w *engine.Window) {
	s.InWindow = true
	s.Visits = s.Visits[:0]
	n := len(s.Seats)
	from := s.Last
	if w.Cause >= 0 {
		from = w.Cause
	}
	for i := 1; i <= n; i++ {
		seat := (from + i) % n
		if seat != w.Cause && s.Seats[seat].Human {
			s.Visits = append(s.Visits, seat)
		}
	}
}

// Visiting is the human the open window's visits are with now; ok is false outside them.
func (s *Session) Visiting() (seat int, ok bool) {
	if !s.InWindow || len(s.Visits) == 0 {
		return -1, false
	}
	return s.Visits[0], true
}

// EndVisit ends the visit under way without an answer (a human who could not react, or
// whose time ran out on the panel).
func (s *Session) EndVisit() {
	if len(s.Visits) > 0 {
		s.Visits = s.Visits[1:]
	}
}
