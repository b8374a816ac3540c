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

// The shared counters an EvCounter names in its To zone: the team's resource tokens, and
// the chaos die when a card or the stagnation penalty steps it (a roll is an EvRoll).
var (
	ResourcesCounter = engine.Shared("resources")
	DieCounter       = engine.Shared("chaos")
)

func handZone(seat int) engine.Zone { return engine.SeatZone("hand", seat) }

// workZones are the workplaces' zones, made once.
var workZones = [3]engine.Zone{engine.Shared("work.tech"), engine.Shared("work.user"), engine.Shared("work.mgmt")}

// workZone is workplace i's zone.
func workZone(i int) engine.Zone { return workZones[i] }

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

// State is a Project Chaos position. It implements engine.State. Besides the core and the
// parts, it holds only configuration that never changes, so clones share it.
type State struct {
	engine.Core
	engine.Secrets[Public, Private, Hidden]

	lapMode bool
	// rounds is Public.RoundLen, which the options and the table's size fix: read once
	// rather than from the options map at every turn's end.
	rounds int
	// goal is GoalOf(Public.Victory, Public.Options), which New and Determinize fix.
	goal Goal
	// dealt is New's configuration, from which DealEvents deals again (nil for a determinized
	// state); never mutated, so clones share it.
	dealt *engine.Config
}

// Hidden is what only the rules know: the deck's order and the cards set aside unseen.
type Hidden struct {
	Draw  []int // the next card drawn is the last
	Boxed []int
}

// TaskKind is one step of resolving a turn.
type TaskKind uint8

const (
	TaskEffect  TaskKind = iota // resolve Eff for Card
	TaskFinish                  // the resolved Card leaves the play area for the discard
	TaskChaos                   // the die's side effect after a card was played from the hand
	TaskEndTurn                 // victory, draw back to three, stagnation, next turn
	TaskNext                    // chaos 3: the player picks which turned-over card is played next
)

// Task is a step waiting to be resolved.
type Task struct {
	Kind TaskKind
	Card int
	Eff  EffectID
}

// Effect is the step a TaskEffect resolves.
func (t Task) Effect() *Effect { return t.Eff.Effect() }

// ChoiceKind is what a pending pick is for. It is the Data of the EvPhase that opens it.
type ChoiceKind uint8

const (
	ChooseDiscard ChoiceKind = iota + 1 // chaos 2: a hand card to discard
	ChooseFirst                         // chaos 3: which turned-over card is played next
	ChooseTarget                        // an effect's target (the effect's Op says what happens)
)

// Choice is a pending pick by Seat among Options (card identifiers). A chaos-2 discard is
// picked from the chooser's hand, which only the chooser sees: its Options stay empty and
// the chooser's legal actions list the hand.
type Choice struct {
	Kind    ChoiceKind
	Seat    int
	Card    int // the card whose effect asks
	Eff     EffectID
	Options []int
}

// Effect is the step that asks for a target.
func (c Choice) Effect() *Effect { return c.Eff.Effect() }

// Ask is a communication card's question to the table: Answers per seat, 0 while
// unanswered, then answerYes or answerNo.
type Ask struct {
	Card    int
	Eff     EffectID
	Answers []uint8
}

// Effect is the question's OpAsk step (nil when no question is open).
func (a Ask) Effect() *Effect { return a.Eff.Effect() }

const (
	answerYes uint8 = 1
	answerNo  uint8 = 2
)

// AskWindow is the Kind of the window a question to the table opens.
const AskWindow = "ask"

// fresh is a new state with the parts it starts with, in one allocation: the seats' private
// parts, the hand counts, the agenda's room, the configuration DealEvents deals again from and
// the room of every pile (a playout's New makes one object, not seven).
type fresh struct {
	state      State
	private    [maxSeats]Private
	handCounts [maxSeats]int
	tasks      [8]Task
	dealt      engine.Config
	cards      [deckRoom + discardRoom + laneRoom + playRoom + maxSeats*handRoom]int
}

// newState is a table of seats before the deal.
func newState(seats int, opts engine.Options, core engine.Core) *State {
	return &newFresh(seats, opts, core).state
}

// newFresh is newState in its fresh, whose room New deals into.
func newFresh(seats int, opts engine.Options, core engine.Core) *fresh {
	t := &fresh{}
	s := &t.state
	s.Core, s.lapMode = core, opts[OptStagnation] == StagnationLap
	s.Private = t.private[:seats:seats]
	s.rounds = seats
	if opts[OptRoundLen] == RoundMin3 {
		s.rounds = max(seats, minRound)
	}
	p := &s.Public // zero but for these (field by field: the fresh object is zero already)
	p.Seats, p.HandCounts, p.Work, p.Marker = seats, t.handCounts[:seats:seats], [3]int{none, none, none}, none
	p.Options = map[string]string(opts)
	p.Tasks.Items = t.tasks[:0]
	for i := range s.Private {
		s.Private[i].Hand = []int{}
	}
	return t
}

// setGoal fixes the goal once the condition is known (drawn by New, copied by Determinize):
// every turn's end tests it without looking the options up.
func (s *State) setGoal() { s.goal = GoalOf(s.Public.Victory, s.Public.Options) }

// DealEvents are the set-up and the deal, in order, for the screen to animate.
func (s *State) DealEvents() []engine.Event {
	if s.dealt == nil {
		return nil
	}
	d, err := deal(*s.dealt, false)
	if err != nil {
		return nil
	}
	return d.TakeEvents()
}

func (s *State) Seats() int { return s.Public.Seats }

func (s *State) Actors() []int {
	switch s.Public.Phase {
	case PhaseOver:
		return nil
	case PhaseChoose:
		return []int{s.Public.Choice.Seat}
	case PhaseAsk:
		var out []int
		for seat, a := range s.Public.Ask.Answers {
			if a == 0 {
				out = append(out, seat)
			}
		}
		return out
	}
	return []int{s.Public.Turn}
}

// NumActors, ActorAt and AnyOrder serve engine.Next and engine.IsActor without building
// Actors or Window.
func (s *State) NumActors() int {
	switch s.Public.Phase {
	case PhaseOver:
		return 0
	case PhaseAsk:
		n := 0
		for _, a := range s.Public.Ask.Answers {
			if a == 0 {
				n++
			}
		}
		return n
	}
	return 1
}

// ActorAt is Actors()[i].
func (s *State) ActorAt(i int) int {
	switch s.Public.Phase {
	case PhaseChoose:
		return s.Public.Choice.Seat
	case PhaseAsk:
		for seat, a := range s.Public.Ask.Answers {
			if a == 0 {
				if i == 0 {
					return seat
				}
				i--
			}
		}
		return -1
	}
	return s.Public.Turn
}

// AnyOrder is false: the one window asks in order.
func (s *State) AnyOrder() bool { return false }

// Window is open while the table answers a question. Every answer is shown as it comes, so
// a later answer may depend on an earlier one: the seats answer one after another, not all
// at once. The player of the card is asked as well, so no seat is the window's cause.
func (s *State) Window() *engine.Window {
	if s.Public.Phase != PhaseAsk {
		return nil
	}
	return askWindow()
}

func askWindow() *engine.Window {
	return &engine.Window{Kind: AskWindow, Policy: engine.InOrder, Cause: -1}
}

func (s *State) ParseAction(text string) (engine.Action, error) { return ParseAction(text) }

func (s *State) Clone() engine.State {
	c := *s
	c.Core = s.Core.Fork()
	c.Secrets = s.Secrets.Copy()
	return &c
}

// pop takes the deck's top card.
func (s *State) pop() int {
	d := s.Hidden.Draw
	c := d[len(d)-1]
	s.Hidden.Draw = d[:len(d)-1]
	s.Public.DrawCount--
	return c
}

// toHand adds card c to seat's hand.
func (s *State) toHand(seat, c int) {
	s.Private[seat].Hand = append(s.Private[seat].Hand, c)
	s.Public.HandCounts[seat]++
}

// fromHand takes card c out of seat's hand.
func (s *State) fromHand(seat, c int) {
	h := s.Private[seat].Hand
	i := slices.Index(h, c)
	s.Private[seat].Hand = slices.Delete(h, i, i+1)
	s.Public.HandCounts[seat]--
}

// drawTo moves the deck's top card into seat's hand, its face shown to seat alone.
func (s *State) drawTo(seat int) {
	c := s.pop()
	s.toHand(seat, c)
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: drawZone, To: handZone(seat), Face: engine.Only(seat)})
	}
}

// next is the seat after seat.
func (s *State) next(seat int) int {
	if seat++; seat == s.Public.Seats {
		return 0
	}
	return seat
}

// isActor is engine.IsActor without the interface: check and the legal list ask it at every
// step.
func (s *State) isActor(seat int) bool {
	p := &s.Public
	switch p.Phase {
	case PhaseOver:
		return false
	case PhaseChoose:
		return seat == p.Choice.Seat
	case PhaseAsk:
		return seat >= 0 && seat < len(p.Ask.Answers) && p.Ask.Answers[seat] == 0
	}
	return seat == p.Turn
}

// effectTask is the step resolving effect e of card.
func effectTask(card int, e *Effect) Task { return Task{Kind: TaskEffect, Card: card, Eff: e.ID()} }

// playTasks resolve card's own play effect, then discard it (two values, not a list, so
// queuing them allocates nothing).
func playTasks(card int) (play, finish Task) {
	return effectTask(card, Cards[card].Effect), Task{Kind: TaskFinish, Card: card}
}
