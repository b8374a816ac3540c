package chaos

import (
	"maps"
	"slices"

	"zashiki/rules/engine"
)

// View is what one seat knows: everything on the table, its own hand, and the sizes of the
// other hands and the deck. It shares no memory with the state (Effect pointers lead into
// the immutable card table), so a bot may read it on another goroutine.
type View struct {
	Seat, Seats int
	Hand        []int
	HandCounts  []int
	Work        [3]int // workplace cards, -1 when empty
	Lane        []int
	Discards    []int // oldest first
	Play        []int // cards whose effect is resolving
	DrawCount   int
	BoxedCount  int
	Resources   int
	Chaos       int
	Marker      int  // the seat that last touched the die, -1 for nobody yet
	Touched     bool // a card touched the die this round (lap mode: since the penalty was due)
	Idle        int  // lap mode: turns since the die was last touched
	Round       int
	Victory     Victory
	First, Turn int
	Phase       Phase
	Tasks       []Task
	// Choice is the pending pick (PhaseChoose). A chaos-2 discard is picked from the
	// chooser's hand: other seats see the choice but not its Options.
	Choice Choice
	// Ask is the open question (PhaseAsk): every seat sees the answers given so far.
	Ask     Ask
	Options map[string]string
	Outcome *engine.Outcome
}

// Viewer implements engine.View.
func (v *View) Viewer() int { return v.Seat }

// Goal is the view's victory condition's numbers.
func (v *View) Goal() Goal { return Goals[v.Victory] }

// View copies everything it shows.
func (s *State) View(seat int) engine.View {
	v := &View{
		Seat: seat, Seats: len(s.hands), HandCounts: make([]int, len(s.hands)),
		Work: s.work, Lane: slices.Clone(s.lane), Discards: slices.Clone(s.discard), Play: slices.Clone(s.play),
		DrawCount: len(s.draw), BoxedCount: len(s.boxed), Resources: s.resources, Chaos: s.chaos,
		Marker: s.marker, Touched: s.touched, Idle: s.idle, Round: s.round, Victory: s.victory,
		First: s.first, Turn: s.turn, Phase: s.phase, Tasks: slices.Clone(s.tasks),
		Choice: s.choice, Ask: s.ask, Options: maps.Clone(map[string]string(s.opts)),
		Outcome: s.outcome.Clone(),
	}
	v.Choice.Options = slices.Clone(s.choice.Options)
	if s.choice.Kind == ChooseDiscard && s.choice.Seat != seat {
		v.Choice.Options = nil
	}
	v.Ask.Answers = slices.Clone(s.ask.Answers)
	for i, h := range s.hands {
		v.HandCounts[i] = len(h)
	}
	if seat >= 0 && seat < len(s.hands) {
		v.Hand = slices.Clone(s.hands[seat])
	}
	return v
}
