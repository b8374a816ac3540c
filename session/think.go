package session

import (
	"sync/atomic"
	"time"

	"zashiki/bots"
	"zashiki/rules/engine"
)

// Slice is the most one Think works on a decision where the thinking shares the caller's
// thread (the browser runs the game on one), so a frame keeps its time for drawing.
// MaxSlices cuts a decision short with the best move found so far, on a machine too slow to
// finish within that many slices (about 4 s of frames; aside, 0.6 s of work).
const (
	Slice     = 2500 * time.Microsecond
	MaxSlices = 240
)

// Thought is a decision being made for a seat, from a copy of its View alone, a slice at a
// time (Think), or on a goroutine of its own in the same slices back to back (ThinkAside), so
// the choice is the same either way.
type Thought struct {
	Seat     int
	InWindow bool // the seat answers in a window

	dec     bots.Decision
	rng     engine.RNG // the decision's own stream
	slices  int
	choice  engine.Action
	onSlice func(time.Duration)
	// made brings the choice of a decision worked on aside; dropped stops that work
	made    chan engine.Action
	dropped atomic.Bool
}

// Think starts seat's CPU player on its View and legal actions; the caller works on it.
func (s *Session) Think(seat int) *Thought {
	return s.Advise(seat, s.Seats[seat].Bot)
}

// Advise starts b's decision for seat (a hint for a human, from the strongest player).
func (s *Session) Advise(seat int, b bots.Bot) *Thought {
	th := Advise(b, s.State.View(seat), s.State.Legal(seat), s.Fork(), s.State.Window() != nil)
	th.Seat, th.onSlice = seat, s.OnSlice
	return th
}

// Advise starts b's decision on a View and its seat's legal actions, held anywhere (an online
// table has the server's), with the random stream rng; inWindow: the seat answers in a window.
func Advise(b bots.Bot, v engine.View, legal []engine.Action, rng engine.RNG, inWindow bool) *Thought {
	th := &Thought{Seat: v.Viewer(), rng: rng, InWindow: inWindow}
	th.dec = bots.Begin(b, v, legal, &th.rng)
	return th
}

// Think works on the decision for one slice of at most budget and reports whether the choice
// is made (Choice): done, or cut short after MaxSlices slices.
func (th *Thought) Think(budget time.Duration) bool {
	if th.choice == nil && th.made == nil && th.slice(budget) {
		th.choice = th.dec.Choice()
	}
	return th.choice != nil
}

// ThinkAside works on the decision on a goroutine of its own, in slices of budget, started
// the first time; it reports whether the choice has come.
func (th *Thought) ThinkAside(budget time.Duration) bool {
	switch {
	case th.choice != nil:
	case th.made != nil:
		select {
		case th.choice = <-th.made:
		default:
		}
	default:
		th.made = make(chan engine.Action, 1)
		go func() {
			for !th.slice(budget) && !th.dropped.Load() {
			}
			th.made <- th.dec.Choice()
		}()
	}
	return th.choice != nil
}

// Choice is the action chosen, nil until it is made.
func (th *Thought) Choice() engine.Action { return th.choice }

// Slices is how many slices the decision has been worked on.
func (th *Thought) Slices() int { return th.slices }

// Aside reports whether the decision is worked on aside.
func (th *Thought) Aside() bool { return th.made != nil }

// Drop stops a decision no longer wanted and waits for work aside to stop (a slice at most),
// so that nothing works with the seat's player once a new decision may begin.
func (th *Thought) Drop() {
	th.dropped.Store(true)
	if th.made != nil && th.choice == nil {
		th.choice = <-th.made
	}
}

// slice works on the decision for one slice and reports whether it is made: done, or cut
// short after MaxSlices slices.
func (th *Thought) slice(budget time.Duration) bool {
	if th.onSlice == nil {
		th.slices++
		return th.dec.Step(budget) || th.slices >= MaxSlices
	}
	start := time.Now()
	done := th.dec.Step(budget)
	th.slices++
	th.onSlice(time.Since(start))
	return done || th.slices >= MaxSlices
}
