package chaos

import "zashiki/rules/engine"

// Public is what every seat knows: everything on the table, the sizes of the hands and the
// deck, and where the turn stands.
type Public struct {
	Seats      int
	HandCounts []int
	Work       [3]int // workplace cards, -1 when empty
	Lane       []int
	Discards   []int // oldest first
	Play       []int // cards whose effect is resolving
	DrawCount  int
	BoxedCount int
	// Recycled are the discards shuffled back into the deck, in the order they went: everyone
	// saw them go, so they are never among the cards set aside at set-up.
	Recycled    []int
	Resources   int
	Chaos       int
	Marker      int  // the seat that last touched the die, -1 for nobody yet
	Touched     bool // a card touched the die this round (lap mode: since the penalty was due)
	Idle        int  // turns into the round (lap mode: since the die was last touched)
	Round       int  // rounds completed
	Victory     Victory
	First, Turn int
	Phase       Phase
	// Tasks is what is left to resolve of the turn, the next first.
	Tasks engine.Agenda[Task]
	// Choice is the pending pick (PhaseChoose). A chaos-2 discard is picked from the
	// chooser's hand: its Options stay empty, and the chooser's legal actions list the hand.
	Choice Choice
	// Ask is the open question (PhaseAsk): every seat sees the answers given so far.
	Ask     Ask
	Options map[string]string
	Outcome *engine.Outcome
}

// Private is what one seat alone knows: its hand.
type Private struct {
	Hand []int
}

// View is what one seat knows: everything on the table, its own hand, and the sizes of the
// other hands and the deck. It shares no memory with the state (effects are named by
// EffectID, which leads into the immutable card table), so a bot may read it on another
// goroutine.
type View struct {
	Seat int
	Public
	Private
}

// Viewer implements engine.View.
func (v *View) Viewer() int { return v.Seat }

// Goal is the view's victory condition's numbers, as the options set them.
func (v *View) Goal() Goal { return GoalOf(v.Victory, v.Options) }

// View copies everything it shows.
func (s *State) View(seat int) engine.View {
	p, m := s.Seen(seat)
	return &View{Seat: seat, Public: p, Private: m}
}
