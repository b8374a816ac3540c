package napoleon

import (
	"slices"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

var (
	deckZone    = engine.Shared("deck")
	hiddenZone  = engine.Shared("hidden")
	discardZone = engine.Shared("discard") // Napoleon's four discards, face down
	outZone     = engine.Shared("out")     // the plain cards of finished tricks
)

func handZone(seat int) engine.Zone  { return engine.SeatZone("hand", seat) }
func trickZone(seat int) engine.Zone { return engine.SeatZone("trick", seat) }
func wonZone(seat int) engine.Zone   { return engine.SeatZone("won", seat) }

// State is a Napoleon position. It implements engine.State.
type State struct {
	opts engine.Options // resolved and never mutated, so clones share it
	v    variant
	rng  engine.RNG

	first   int
	redeals int
	hands   [][]deck.Card
	hidden  []deck.Card
	phase   Phase
	turn    int

	calls  []Call
	passed []bool
	high   Bid
	hasBid bool

	napoleon int
	adjCard  deck.Card
	hasAdj   bool
	revealed bool

	fromHidden []deck.Card
	discards   []deck.Card

	trick  []Played
	tricks []Trick
	won    [][]deck.Card

	outcome *engine.Outcome
	deal    []engine.Event // New's events, never mutated, so clones share them
	events  []engine.Event // what the Apply under way reports
}

func newState(opts engine.Options, rng engine.RNG, first int) *State {
	return &State{opts: opts, v: readVariant(opts), rng: rng, first: first, napoleon: -1,
		hands: make([][]deck.Card, seats), passed: make([]bool, seats), won: make([][]deck.Card, seats)}
}

// DealEvents are the deal's events, in order, for the screen to animate.
func (s *State) DealEvents() []engine.Event {
	out := slices.Clone(s.deal)
	for i := range out {
		out[i].Msg.Args = slices.Clone(out[i].Msg.Args)
	}
	return out
}

func (s *State) Seats() int { return seats }

func (s *State) Actors() []int {
	if s.phase == PhaseOver {
		return nil
	}
	return []int{s.turn}
}

func (s *State) Outcome() *engine.Outcome { return s.outcome.Clone() }

func (s *State) ParseAction(text string) (engine.Action, error) { return ParseAction(text) }

func (s *State) Clone() engine.State {
	c := *s
	c.hands = cloneHands(s.hands)
	c.hidden = slices.Clone(s.hidden)
	c.calls = slices.Clone(s.calls)
	c.passed = slices.Clone(s.passed)
	c.fromHidden = slices.Clone(s.fromHidden)
	c.discards = slices.Clone(s.discards)
	c.trick = slices.Clone(s.trick)
	c.tricks = cloneTricks(s.tricks)
	c.won = cloneHands(s.won)
	c.outcome = s.outcome.Clone()
	c.events = nil
	return &c
}

// holder is the seat holding the adjutant card now, or -1 when it lies in the middle, among
// the discards, or on the table.
func (s *State) holder() int {
	if !s.hasAdj {
		return -1
	}
	for seat, h := range s.hands {
		if slices.Contains(h, s.adjCard) {
			return seat
		}
	}
	return -1
}

// adjutant is the adjutant's seat: whoever held the card when it was named, Napoleon itself
// when the card lay among the hidden four (Napoleon is then alone). -1 before it is named.
func (s *State) adjutant() int {
	if !s.hasAdj {
		return -1
	}
	if h := s.holder(); h >= 0 {
		return h
	}
	for _, t := range s.tricks {
		for _, p := range t.Cards {
			if p.Card == s.adjCard {
				return p.Seat
			}
		}
	}
	for _, p := range s.trick {
		if p.Card == s.adjCard {
			return p.Seat
		}
	}
	return s.napoleon // in the middle or discarded: Napoleon plays alone
}

// onSide reports whether seat is on Napoleon's side.
func (s *State) onSide(seat int) bool { return seat == s.napoleon || seat == s.adjutant() }

// knowsAdjutant reports whether seat may know who the adjutant is.
func (s *State) knowsAdjutant(seat int) bool {
	switch {
	case !s.hasAdj:
		return false
	case s.revealed || s.phase == PhaseOver:
		return true
	case seat == s.holder():
		return true
	case seat == s.napoleon && s.phase >= PhaseExchange:
		// the card is in Napoleon's hand or discards only if it came from the middle
		return slices.Contains(s.hands[seat], s.adjCard) || slices.Contains(s.discards, s.adjCard)
	}
	return false
}

// View copies everything it shows: the view must outlive later moves unchanged.
func (s *State) View(seat int) engine.View {
	v := &View{
		Seat: seat, Seats: seats, HandCounts: make([]int, seats), Phase: s.phase, Turn: s.turn,
		First: s.first, Calls: slices.Clone(s.calls), Passed: slices.Clone(s.passed),
		High: s.high, HasHigh: s.hasBid, Napoleon: s.napoleon,
		AdjutantCard: s.adjCard, HasAdjutantCard: s.hasAdj, Adjutant: -1, AdjutantRevealed: s.revealed,
		HiddenCount: len(s.hidden), DiscardCount: len(s.discards),
		Trick: slices.Clone(s.trick), Tricks: cloneTricks(s.tricks), Won: cloneHands(s.won),
		Void: s.voids(), Redeals: s.redeals,
		Options: make(map[string]string, len(s.opts)), Outcome: s.outcome.Clone(),
	}
	for i, h := range s.hands {
		v.HandCounts[i] = len(h)
	}
	if seat >= 0 && seat < seats {
		v.Hand = slices.Clone(s.hands[seat])
		if s.knowsAdjutant(seat) {
			v.Adjutant = s.adjutant()
		}
		if seat == s.napoleon || s.phase == PhaseOver {
			v.Discards = slices.Clone(s.discards)
		}
		if seat == s.napoleon {
			v.FromHidden = slices.Clone(s.fromHidden)
		}
	}
	for k, o := range s.opts {
		v.Options[k] = o
	}
	return v
}

// voids are the suits each seat has shown it lacks, from the tricks played.
func (s *State) voids() [][4]bool {
	out := make([][4]bool, seats)
	mark := func(cards []Played) {
		if len(cards) == 0 {
			return
		}
		lead := cards[0].Card.Suit()
		for _, p := range cards[1:] {
			if p.Card.Suit() != lead {
				out[p.Seat][lead] = true
			}
		}
	}
	for _, t := range s.tricks {
		mark(t.Cards)
	}
	mark(s.trick)
	return out
}

func (s *State) next(seat int) int { return (seat + 1) % seats }

func (s *State) emit(e engine.Event) { s.events = append(s.events, e) }

func message(key string, args ...any) engine.Event {
	return engine.Event{Kind: engine.EvMessage, Seat: -1, Msg: engine.M(key, args...)}
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

func cloneTricks(ts []Trick) []Trick {
	if ts == nil {
		return nil
	}
	out := make([]Trick, len(ts))
	for i, t := range ts {
		out[i] = Trick{Cards: slices.Clone(t.Cards), Winner: t.Winner, Rule: t.Rule}
	}
	return out
}
