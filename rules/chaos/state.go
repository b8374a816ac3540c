package chaos

import (
	"slices"

	"zashiki/rules/engine"
)

// The zones cards lie in. A workplace is "work.tech", "work.user" or "work.mgmt"; "play" is
// where a played or turned-over card lies while its effect resolves; "box" holds the cards
// the difficulty set aside unseen.
var (
	drawZone    = engine.Shared("draw")
	discardZone = engine.Shared("discard")
	laneZone    = engine.Shared("lane")
	playZone    = engine.Shared("play")
)

func handZone(seat int) engine.Zone { return engine.SeatZone("hand", seat) }

// workZone is workplace i's zone.
func workZone(i int) engine.Zone { return engine.Shared("work." + Cats[i].Name()) }

// WorkSlot reads a workplace zone back: its index, or -1.
func WorkSlot(z engine.Zone) int {
	for i := range Cats {
		if z == workZone(i) {
			return i
		}
	}
	return -1
}

// Phase is what the game waits for.
type Phase int

const (
	// PhaseAction: the turn player plays, discards or places a card.
	PhaseAction Phase = iota
	// PhaseChoose: a player picks a card (Choice says what for).
	PhaseChoose
	// PhaseAsk: a communication card asks every player (Ask says what).
	PhaseAsk
	// PhaseOver: the team has won or lost.
	PhaseOver
)

// none marks an empty workplace and a seat that has not touched the die.
const none = -1

// Rolled marks an EvRoll (in its Card field) that rolled the die, as against a step of ±1.
const Rolled = 1

// State is a Project Chaos position. It implements engine.State.
type State struct {
	opts    engine.Options // resolved and never mutated, so clones share it
	victory Victory
	lapMode bool

	hands   [][]int
	draw    []int // the next card drawn is the last
	discard []int
	lane    []int
	work    [3]int // workplace cards, or none
	play    []int  // cards whose effect is resolving
	boxed   []int  // set aside at set-up by the difficulty, never seen

	resources, chaos int
	marker           int  // the seat that last touched the die, or none
	touched          bool // a card touched the die this round (or lap)
	idle             int  // turns into the round (lap mode: since the die was last touched or stagnated)
	round            int  // rounds completed

	first, turn int
	phase       Phase
	tasks       []Task // what is left to resolve, the next on top (last)
	choice      Choice
	ask         Ask

	rng     engine.RNG
	outcome *engine.Outcome

	deal   []engine.Event // New's events, never mutated, so clones share them
	events []engine.Event // what the Apply under way reports
}

// TaskKind is one step of resolving a turn.
type TaskKind uint8

const (
	TaskEffect  TaskKind = iota // resolve Effect for Card
	TaskFinish                  // the resolved Card leaves the play area for the discard
	TaskChaos                   // the die's side effect after a card was played from the hand
	TaskEndTurn                 // victory, draw back to three, stagnation, next turn
)

// Task is a step waiting to be resolved. Effect points into the immutable card table.
type Task struct {
	Kind   TaskKind
	Card   int
	Effect *Effect
}

// ChoiceKind is what a pending pick is for.
type ChoiceKind uint8

const (
	ChooseDiscard ChoiceKind = iota + 1 // chaos 2: a hand card to discard
	ChooseFirst                         // chaos 3: which turned-over card is played first
	ChooseTarget                        // an effect's target (Effect.Op says what happens)
)

// Choice is a pending pick by Seat among Options (card identifiers).
type Choice struct {
	Kind    ChoiceKind
	Seat    int
	Card    int // the card whose effect asks
	Effect  *Effect
	Options []int
}

// Ask is a communication card's question to the table: Answers per seat, 0 while
// unanswered, then answerYes or answerNo.
type Ask struct {
	Card    int
	Effect  *Effect
	Answers []uint8
}

const (
	answerYes uint8 = 1
	answerNo  uint8 = 2
)

func newState(seats int, opts engine.Options, rng engine.RNG) *State {
	return &State{
		opts: opts, lapMode: opts[OptStagnation] == StagnationLap,
		hands: make([][]int, seats), work: [3]int{none, none, none}, marker: none, rng: rng,
	}
}

// DealEvents are the set-up and the deal, in order, for the screen to animate.
func (s *State) DealEvents() []engine.Event {
	out := slices.Clone(s.deal)
	for i := range out {
		out[i].Msg.Args = slices.Clone(out[i].Msg.Args)
	}
	return out
}

func (s *State) Seats() int { return len(s.hands) }

func (s *State) Actors() []int {
	switch s.phase {
	case PhaseOver:
		return nil
	case PhaseChoose:
		return []int{s.choice.Seat}
	case PhaseAsk:
		var out []int
		for seat, a := range s.ask.Answers {
			if a == 0 {
				out = append(out, seat)
			}
		}
		return out
	}
	return []int{s.turn}
}

func (s *State) Outcome() *engine.Outcome { return s.outcome.Clone() }

func (s *State) ParseAction(text string) (engine.Action, error) { return ParseAction(text) }

func (s *State) Clone() engine.State {
	c := *s
	c.hands = cloneHands(s.hands)
	c.draw = slices.Clone(s.draw)
	c.discard = slices.Clone(s.discard)
	c.lane = slices.Clone(s.lane)
	c.play = slices.Clone(s.play)
	c.boxed = slices.Clone(s.boxed)
	c.tasks = slices.Clone(s.tasks)
	c.choice.Options = slices.Clone(s.choice.Options)
	c.ask.Answers = slices.Clone(s.ask.Answers)
	c.outcome = s.outcome.Clone()
	c.events = nil
	return &c
}

// pop takes the deck's top card.
func (s *State) pop() int {
	c := s.draw[len(s.draw)-1]
	s.draw = s.draw[:len(s.draw)-1]
	return c
}

func (s *State) next(seat int) int { return (seat + 1) % len(s.hands) }

func (s *State) emit(e engine.Event) { s.events = append(s.events, e) }

func (s *State) push(ts ...Task) {
	for i := len(ts) - 1; i >= 0; i-- {
		s.tasks = append(s.tasks, ts[i])
	}
}

// drawEvent is a card moving from the deck into seat's hand, seen only by seat.
func drawEvent(seat, c int) engine.Event {
	return engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: drawZone, To: handZone(seat), Secret: true, Owner: seat}
}

func message(key string, args ...any) engine.Event {
	return engine.Event{Kind: engine.EvMessage, Seat: -1, Msg: engine.M(key, args...)}
}

func cloneHands(hs [][]int) [][]int {
	out := make([][]int, len(hs))
	for i, h := range hs {
		out[i] = slices.Clone(h)
	}
	return out
}
