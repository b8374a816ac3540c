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

// State is a Free Eight position. It implements engine.State.
type State struct {
	opts engine.Options // resolved and never mutated, so clones share it
	v    variant

	hands   [][]deck.Card
	draw    []deck.Card // the next card drawn is the last
	discard []deck.Card // the top card is the last

	// named is the suit the 8 on top named; an 8 turned up as the opening card names none.
	named    deck.Suit
	hasNamed bool

	turn   int
	phase  Phase
	attack Attack
	total  int // cards the attacked seat must draw
	ron    ronWindow
	moves  int // plays and draws so far, for moveCap

	rng      engine.RNG
	outcome  *engine.Outcome
	revealed [][]deck.Card

	deal   []engine.Event // New's events, never mutated, so clones share them
	events []engine.Event // what the Apply under way reports
}

// answer is an asked seat's reply in a ロン window.
type answer uint8

const (
	unanswered answer = iota
	declared
	passed
)

// ronWindow is the question put, after a card lands, to the seats whose hands sum to its
// number. The play's own effects wait until every asked seat has answered.
type ronWindow struct {
	card      deck.Card
	discarder int
	asked     []int // in turn order after the discarder
	answers   []answer
}

func newState(seats int, opts engine.Options, rng engine.RNG) *State {
	return &State{opts: opts, v: readVariant(opts), hands: make([][]deck.Card, seats), rng: rng}
}

// DealEvents are the deal and the opening card, in order, for the screen to animate. A
// determinized state has none.
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
	case PhaseRon:
		var out []int
		for i, seat := range s.ron.asked {
			if s.ron.answers[i] == unanswered {
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
	c.ron.asked = slices.Clone(s.ron.asked)
	c.ron.answers = slices.Clone(s.ron.answers)
	c.outcome = s.outcome.Clone()
	c.revealed = cloneHands(s.revealed)
	c.events = nil
	return &c
}

// View copies everything it shows: the view must outlive later moves unchanged.
func (s *State) View(seat int) engine.View {
	v := &View{
		Seat:        seat,
		Seats:       len(s.hands),
		HandCounts:  make([]int, len(s.hands)),
		Top:         s.top(),
		Named:       s.named,
		HasNamed:    s.hasNamed,
		Discards:    slices.Clone(s.discard),
		DrawCount:   len(s.draw),
		Turn:        s.turn,
		Phase:       s.phase,
		Attack:      s.attack,
		AttackTotal: s.total,
		Revealed:    cloneHands(s.revealed),
		Options:     make(map[string]string, len(s.opts)),
		Moves:       s.moves,
		Outcome:     s.outcome.Clone(),
	}
	for i, h := range s.hands {
		v.HandCounts[i] = len(h)
	}
	if seat >= 0 && seat < len(s.hands) {
		v.Hand = slices.Clone(s.hands[seat])
	}
	for k, o := range s.opts {
		v.Options[k] = o
	}
	if s.phase == PhaseRon {
		v.RonCard, v.Discarder = s.ron.card, s.ron.discarder
		if i := slices.Index(s.ron.asked, seat); i >= 0 {
			v.RonAsked = true
			v.RonAnswered = s.ron.answers[i] != unanswered
			v.RonDeclared = s.ron.answers[i] == declared
		}
	}
	return v
}

func (s *State) top() deck.Card { return s.discard[len(s.discard)-1] }

// pop takes the draw pile's top card.
func (s *State) pop() deck.Card {
	c := s.draw[len(s.draw)-1]
	s.draw = s.draw[:len(s.draw)-1]
	return c
}

func (s *State) next(seat int) int { return (seat + 1) % len(s.hands) }

func (s *State) emit(e engine.Event) { s.events = append(s.events, e) }

// drawEvent is a card moving from the draw pile into seat's hand, seen only by seat.
func drawEvent(seat int, c deck.Card) engine.Event {
	return engine.Event{Kind: engine.EvMove, Seat: seat, Card: int(c), From: drawZone, To: handZone(seat),
		Secret: true, Owner: seat}
}

func cloneHands(hs [][]deck.Card) [][]deck.Card {
	if hs == nil {
		return nil
	}
	out := make([][]deck.Card, len(hs))
	for i, h := range hs {
		out[i] = slices.Clone(h)
	}
	return out
}
