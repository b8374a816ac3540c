package session

import (
	"time"

	"zashiki/rules/engine"
)

// mark notes when the window now open was first seen, on the session's clock. A window that
// stays open, the same, across answers (several seats asked, one answering) keeps the time
// it opened: the seats still asked do not get their time again.
func (s *Session) mark() {
	w := s.State.Window()
	switch {
	case w == nil:
		s.window = nil
	case s.window == nil || *s.window != *w:
		c := *w
		s.window = &c
		if s.Clock != nil {
			s.opened = s.Clock()
		}
	}
}

// seconds is how long an asked seat has to answer w.
func (s *Session) seconds(w *engine.Window) float64 {
	if s.Seconds != nil {
		return s.Seconds(w)
	}
	return w.Seconds
}

// Deadline is when the open window's time to answer runs out; ok is false when no window is
// open, it has no limit, or the session has no clock.
func (s *Session) Deadline() (time.Time, bool) {
	w := s.State.Window()
	if w == nil || s.Clock == nil || s.State.Outcome() != nil {
		return time.Time{}, false
	}
	secs := s.seconds(w)
	if secs <= 0 {
		return time.Time{}, false
	}
	return s.opened.Add(time.Duration(secs * float64(time.Second))), true
}

// Expire answers for every seat still asked in a window whose deadline has passed on the
// clock: the seat's only answer when it has one, else the window's Timeout action. It
// returns what was played, in order; nothing while the deadline is ahead. The answers of
// one window go in before a window opened by them is looked at.
func (s *Session) Expire() ([]Played, error) {
	var out []Played
	for range 4 * len(s.Seats) { // a bound: every answer changes the state
		seat, act, ok, err := s.Due()
		if !ok || err != nil {
			return out, err
		}
		p, err := s.Apply(seat, act)
		if err != nil {
			return out, err
		}
		out = append(out, p)
	}
	return out, nil
}

// Due is the answer time gives now, without applying it: ok is false while the open
// window's deadline is ahead (or there is none). A server keeps the answer in its log before
// it applies it, so it asks for it here instead of calling Expire.
func (s *Session) Due() (seat int, act engine.Action, ok bool, err error) {
	at, has := s.Deadline()
	if !has || s.Clock().Before(at) {
		return -1, nil, false, nil
	}
	seat = engine.Next(s.State, nil)
	act, err = s.Timeout(seat)
	if err != nil {
		return seat, nil, false, err
	}
	return seat, act, true, nil
}

// Timeout is the answer time gives for seat in the open window: its only one when it has
// one, else the window's Timeout action.
func (s *Session) Timeout(seat int) (engine.Action, error) {
	if legal := s.State.Legal(seat); len(legal) == 1 {
		return legal[0], nil
	}
	return s.State.ParseAction(s.State.Window().Timeout)
}
