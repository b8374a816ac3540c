// Package session is a match at one table without a screen. It applies actions and keeps the
// steps and the game's log, gives each seat the events as that seat may know them, picks the
// seat to serve (the CPUs' answers first in a window, a visit to every human in hot-seat), finds
// the answer given for a seat that has no choice, runs windows' deadlines on a clock it is
// handed, lets CPU seats think in bounded slices, numbers the games of the match and deals the
// next one or a new match, and hands every step to a Saver before it is shown.
//
// The table screen drives it a tick at a time; a server can drive it from its messages. It
// imports no Ebitengine (layers_test.go checks), so it builds and is tested anywhere, the
// browser included.
package session

import (
	"fmt"
	"time"

	"zashiki/bots"
	"zashiki/rules/engine"
)

// Seat is one chair at the table: a human, or a CPU and its player.
type Seat struct {
	Human bool
	Bot   bots.Bot // the CPU's player; nil for a human
}

// Saver keeps the match: Save is called after every step is applied and after every new
// deal, before the step is shown to anyone, so whatever is shown can be resumed.
type Saver interface{ Save(s *Session) }

// Session is one match at one table. Its exported fields are for reading; tests may also put
// a position there. Everything that changes them is a method.
type Session struct {
	Match *engine.Match
	State engine.State  // the game being played
	Steps []engine.Step // the actions taken in it so far, in canonical form
	// Log is every event of the game so far as the rules reported it (unredacted: For and
	// Redacted give a seat its own account), with the lines the session adds.
	Log   []engine.Event
	Seats []Seat

	// Last is the seat that acted last outside a window: where a window's visits begin when
	// its cause is nobody.
	Last int
	// InWindow is whether the humans are being visited in an open window (hot-seat), Visits
	// the humans still to be shown it, in order.
	InWindow bool
	Visits   []int
	// Recorded is whether the finished game is in the match's totals.
	Recorded bool

	Saver Saver
	// Clock is the time for windows' deadlines; nil: the session keeps no deadlines.
	Clock func() time.Time
	// Seconds is how long an asked seat has to answer window w (0: no limit); nil: the rules'
	// own w.Seconds.
	Seconds func(w *engine.Window) float64
	// OnSlice, when set, is told how long each thinking slice took.
	OnSlice func(time.Duration)

	rng engine.RNG // seeds each decision
	// opened is when the open window was first seen, and window what it was: a window that
	// stays open across answers (several seats asked) keeps its deadline.
	opened time.Time
	window *engine.Window
}

// New seats a match: seats says who sits where; seed seeds the CPUs' decisions. The first
// game is dealt by NextGame (or a resumed one put on the table by Begin).
func New(m *engine.Match, seats []Seat, seed uint64) *Session {
	return &Session{Match: m, Seats: seats, rng: engine.NewRNG(seed ^ 0xb07)}
}

// NextGame deals the match's next game and saves it.
func (s *Session) NextGame() error {
	st, err := s.Match.Next()
	if err != nil {
		return err
	}
	s.Begin(st, nil, nil)
	s.Save()
	return nil
}

// Restart begins a new match of the same game, seats and options from seed, and deals its
// first game.
func (s *Session) Restart(seed uint64) error {
	m, err := engine.NewMatch(s.Match.Game, s.Match.Seats, seed, s.Match.Options)
	if err != nil {
		return err
	}
	s.Match = m
	return s.NextGame()
}

// Begin puts a game on the table: a fresh deal (steps and evs nil), or a resumed game with its
// steps so far and the events their replay reported (deal included).
func (s *Session) Begin(st engine.State, steps []engine.Step, evs []engine.Event) {
	s.State, s.Steps = st, steps
	s.InWindow, s.Visits, s.Recorded = false, nil, false
	s.Log = append([]engine.Event{{Kind: engine.EvMessage, Msg: engine.M("log.newgame", len(s.Match.Results)+1)}}, evs...)
	s.window = nil
	s.mark()
}

// GameNo is the number of the game on the table, counting from 1.
func (s *Session) GameNo() int {
	if s.Recorded {
		return len(s.Match.Results)
	}
	return len(s.Match.Results) + 1
}

// Save hands the match to the Saver, if any.
func (s *Session) Save() {
	if s.Saver != nil {
		s.Saver.Save(s)
	}
}

// Humans is the number of human seats; HotSeat reports whether several share the table.
func (s *Session) Humans() int {
	n := 0
	for _, seat := range s.Seats {
		if seat.Human {
			n++
		}
	}
	return n
}

// HotSeat reports whether several humans share one screen.
func (s *Session) HotSeat() bool { return s.Humans() > 1 }

// Human reports whether seat is a human's.
func (s *Session) Human(seat int) bool {
	return seat >= 0 && seat < len(s.Seats) && s.Seats[seat].Human
}

// View is what seat may know now; -1 is nobody's view (the public part).
func (s *Session) View(seat int) engine.View { return s.State.View(seat) }

// Legal is what seat may do now (nothing when it is not asked).
func (s *Session) Legal(seat int) []engine.Action { return s.State.Legal(seat) }

// Played is what one action did.
type Played struct {
	Seat   int
	Action engine.Action
	// Events are as the rules reported them; For gives a seat its own account.
	Events []engine.Event
}

// For is the events as seat may know them (engine.Redact); -1 is nobody's account.
func (p Played) For(seat int) []engine.Event { return engine.Redact(p.Events, seat) }

// Redacted is the game's log so far as seat may know it.
func (s *Session) Redacted(seat int) []engine.Event { return engine.Redact(s.Log, seat) }

// Record adds events to the game's log (a deal animated late, a line of the table's own).
func (s *Session) Record(evs []engine.Event) { s.Log = append(s.Log, evs...) }

// Apply performs seat's action: on error nothing changed. The step joins the steps and its
// events the log, the hot-seat visits move on, and the Saver keeps it, all before the caller
// shows it.
func (s *Session) Apply(seat int, act engine.Action) (Played, error) {
	evs, err := s.State.Apply(seat, act)
	if err != nil {
		return Played{}, err
	}
	s.Steps = append(s.Steps, engine.Step{Seat: seat, Action: act.String()})
	s.Log = append(s.Log, evs...)
	if s.InWindow && len(s.Visits) > 0 && s.Visits[0] == seat {
		s.Visits = s.Visits[1:]
	}
	if !s.InWindow || len(s.State.Actors()) == 0 {
		s.Last = seat
	}
	if s.InWindow && s.State.Window() == nil {
		s.InWindow, s.Visits = false, nil
	}
	s.mark()
	// The step that ends the game is saved too: a run stopped while the final position is
	// shown keeps it.
	s.Save()
	return Played{Seat: seat, Action: act, Events: evs}, nil
}

// NoteForced adds to the log, for seat alone, the line that says its next answer is given
// for it (Forced), and returns it for a screen that writes its log as it animates.
func (s *Session) NoteForced(seat int) engine.Msg {
	line := engine.Event{Kind: engine.EvMessage, Msg: engine.M("log.forced", engine.SeatRef(seat)), Audience: engine.Only(seat)}
	s.Record([]engine.Event{line})
	return line.Msg
}

// ApplyForced gives seat its only possible answer (Forced), with the line saying so.
func (s *Session) ApplyForced(seat int) (Played, error) {
	act, ok := s.Forced(seat)
	if !ok {
		return Played{}, fmt.Errorf("seat %d has a choice to make", seat)
	}
	s.NoteForced(seat)
	return s.Apply(seat, act)
}

// Finish records the finished game in the match's totals, once: ok is false while the game
// goes on or once it is recorded. The caller saves (Save) when its own record of the game is
// kept too.
func (s *Session) Finish() (o engine.Outcome, ok bool) {
	if s.Recorded || s.State.Outcome() == nil {
		return engine.Outcome{}, false
	}
	o = *s.State.Outcome()
	s.Match.Record(o)
	s.Recorded = true
	return o, true
}

// Fork is a fresh random stream drawn from the session's (a decision's own, a hint's).
func (s *Session) Fork() engine.RNG { return engine.NewRNG(s.rng.Uint64()) }
