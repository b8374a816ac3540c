package freeeight

import (
	"slices"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

var (
	drawZone    = engine.Shared("draw")
	discardZone = engine.Shared("discard")
)

func handZone(seat int) engine.Zone { return engine.SeatZone("hand", seat) }

// RonSeconds is how long a seat has to answer the ロン question (the seed's five seconds);
// when it runs out the seat passes.
const RonSeconds = 5

// State is a Free Eight position. It implements engine.State.
type State struct {
	engine.Core
	engine.Secrets[Public, Private, Hidden]

	// dealt is New's configuration, from which DealEvents deals again (nil for a redealt
	// state); never mutated, so clones share it.
	dealt *engine.Config
}

// Public is what every seat knows.
type Public struct {
	Seats int
	// HandCounts is every seat's hand size.
	HandCounts []int
	// Top is the card to match; Named is the suit named by the 8 on top (valid when HasNamed).
	Top      deck.Card
	Named    deck.Suit
	HasNamed bool
	// Discards is the whole discard pile, oldest first (all of it was played face up).
	Discards  []deck.Card
	DrawCount int
	// Turn is the seat whose turn it is; Phase what it must do.
	Turn  int
	Phase Phase
	// Attack and AttackTotal describe a pending draw attack on Turn.
	Attack      Attack
	AttackTotal int
	// RonCard and Discarder are, while Phase is PhaseRon, the card the ロン window asks about
	// and the seat that played it. The window asks every other seat, whatever its hand, so
	// that nobody learns who could declare; see Private for what each seat may answer.
	RonCard   deck.Card
	Discarder int
	// Revealed holds every hand shown at the end of the game (nil while it goes on, and nil
	// for hands that stay hidden).
	Revealed [][]deck.Card
	// Variant is the table's rule options.
	Variant Variant
	// Moves counts the plays and draws so far (a reshuffled game stops after 1000).
	Moves int
	// Recent is the last RecentTurns plays and draws, each in slot Move % RecentTurns: what
	// everyone saw each seat choose, and what it faced then (record.go).
	Recent [RecentTurns]Turn
}

// Private is what one seat alone knows.
type Private struct {
	// Hand is this seat's own hand, in the order the state holds it.
	Hand []deck.Card
	// RonAsked is true when this seat's hand sums to RonCard's number, so that the ロン window
	// lets it declare; a seat in the window without it may only pass. No seat learns another's
	// RonAsked. RonAnswered and RonDeclared are this seat's own answer, once given (the window
	// stays open until every other seat has answered).
	RonAsked    bool
	RonAnswered bool
	RonDeclared bool
}

// Hidden is what only the rules know.
type Hidden struct {
	Draw []deck.Card // the next card drawn is the last
}

func newState(seats int, opts engine.Options, seed uint64) *State {
	s := &State{Core: engine.NewCore(seed), Secrets: engine.NewSecrets[Public, Private, Hidden](seats)}
	s.Public.Seats = seats
	s.Public.HandCounts = make([]int, seats)
	s.Public.Variant = readVariant(opts)
	return s
}

// DealEvents are the deal and the opening card, in order, for the screen to animate. A
// determinized or redealt state has none.
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
	case PhaseRon:
		out := make([]int, 0, s.Public.Seats-1)
		d := s.Public.Discarder
		for seat := s.next(d); seat != d; seat = s.next(seat) {
			if !s.Private[seat].RonAnswered {
				out = append(out, seat)
			}
		}
		return out
	}
	return []int{s.Public.Turn}
}

// isActor is engine.IsActor without building the list: Legal and Apply ask it on every step.
func (s *State) isActor(seat int) bool {
	p := &s.Public
	switch {
	case seat < 0 || seat >= p.Seats || p.Phase == PhaseOver:
		return false
	case p.Phase == PhaseRon:
		return seat != p.Discarder && !s.Private[seat].RonAnswered
	}
	return seat == p.Turn
}

// NumActors, ActorAt and AnyOrder serve engine.Next without building Actors or Window: a
// random game is mostly ロン windows, each answered by every other seat.
func (s *State) NumActors() int {
	p := &s.Public
	switch p.Phase {
	case PhaseOver:
		return 0
	case PhaseRon:
		n := 0
		for seat := range s.Private {
			if s.isActor(seat) {
				n++
			}
		}
		return n
	}
	return 1
}

// ActorAt is Actors()[i]: in a ロン window the i-th unanswered seat after the discarder.
func (s *State) ActorAt(i int) int {
	p := &s.Public
	if p.Phase != PhaseRon {
		return p.Turn
	}
	for seat := s.next(p.Discarder); seat != p.Discarder; seat = s.next(seat) {
		if s.Private[seat].RonAnswered {
			continue
		}
		if i == 0 {
			return seat
		}
		i--
	}
	return -1
}

// AnyOrder: the ロン window, the only one, asks in any order.
func (s *State) AnyOrder() bool { return s.Public.Phase == PhaseRon }

// Window is the ロン window while one is open. It opens after every play that can be ロン'd,
// whatever the hands hold, so it tells nobody anything.
func (s *State) Window() *engine.Window {
	if s.Public.Phase != PhaseRon {
		return nil
	}
	return &engine.Window{Kind: "ron", Seconds: RonSeconds, Timeout: Action{Kind: Pass}.String(),
		Policy: engine.AnyOrder, Cause: s.Public.Discarder}
}

func (s *State) ParseAction(text string) (engine.Action, error) { return ParseAction(text) }

func (s *State) Clone() engine.State {
	c := *s
	c.Core = s.Core.Fork()
	c.Secrets = copySecrets(&s.Secrets)
	return &c
}

// View copies everything it shows: the view must outlive later moves unchanged.
func (s *State) View(seat int) engine.View {
	p, m := s.seen(seat)
	return &View{Seat: seat, Public: p, Private: m, Outcome: s.Core.Outcome()}
}

func (s *State) top() deck.Card { return s.Public.Top }

func (s *State) hand(seat int) []deck.Card { return s.Private[seat].Hand }

// pop takes the draw pile's top card.
func (s *State) pop() deck.Card {
	d := s.Hidden.Draw
	c := d[len(d)-1]
	s.Hidden.Draw = d[:len(d)-1]
	s.Public.DrawCount--
	return c
}

// give puts c into seat's hand.
func (s *State) give(seat int, c deck.Card) {
	s.Private[seat].Hand = append(s.Private[seat].Hand, c)
	s.Public.HandCounts[seat]++
}

// take removes the card at index i of seat's hand.
func (s *State) take(seat, i int) {
	m := &s.Private[seat]
	m.Hand = slices.Delete(m.Hand, i, i+1)
	s.Public.HandCounts[seat]--
}

// next is the seat after seat (without a division: the ロン window walks the table often).
func (s *State) next(seat int) int {
	if seat++; seat == s.Public.Seats {
		return 0
	}
	return seat
}

// drawEvent is a card moving from the draw pile into seat's hand, its face seen only by seat.
func drawEvent(seat int, c deck.Card) engine.Event {
	return engine.Event{Kind: engine.EvMove, Seat: seat, Card: int(c), From: drawZone, To: handZone(seat),
		Face: engine.Only(seat)}
}
