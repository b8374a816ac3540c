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

func handZone(seat int) engine.Zone   { return engine.SeatZone("hand", seat) }
func trickZone(seat int) engine.Zone  { return engine.SeatZone("trick", seat) }
func wonZone(seat int) engine.Zone    { return engine.SeatZone("won", seat) }
func pickedZone(seat int) engine.Zone { return engine.SeatZone("picked", seat) }

// State is a Napoleon position. It implements engine.State.
type State struct {
	engine.Core
	engine.Secrets[Public, Private, Hidden]

	v variant
	// dealt is New's configuration, from which DealEvents deals again (nil for a determinized
	// state); never mutated, so clones share it.
	dealt *engine.Config
	// shared is the View SharedView fills and hands out again at each call (nil until the
	// first); a clone gets its own.
	shared *View
}

func newState(opts engine.Options, seed uint64, first int) *State {
	s := &State{Core: engine.NewCore(seed), Secrets: engine.NewSecrets[Public, Private, Hidden](seats), v: readVariant(opts)}
	p := &s.Public
	p.Seats, p.First, p.Turn, p.Napoleon = seats, first, first, -1
	p.Options = opts // shared, read only (see engine.OptionCache)
	return s
}

// DealEvents are the deal's events, in order, for the screen to animate.
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

func (s *State) Seats() int { return seats }

func (s *State) Actors() []int {
	if s.Public.Phase == PhaseOver {
		return nil
	}
	return []int{s.Public.Turn}
}

// NumActors, ActorAt and AnyOrder serve engine.Next without building Actors.
func (s *State) NumActors() int {
	if s.Public.Phase == PhaseOver {
		return 0
	}
	return 1
}

// ActorAt is the one actor.
func (s *State) ActorAt(int) int { return s.Public.Turn }

// AnyOrder is false: no window ever opens.
func (s *State) AnyOrder() bool { return false }

// Window implements engine.State: Napoleon has one actor at a time and no reaction windows.
func (s *State) Window() *engine.Window { return nil }

func (s *State) ParseAction(text string) (engine.Action, error) { return ParseAction(text) }

func (s *State) Clone() engine.State {
	c := *s
	c.Core = s.Core.Fork()
	c.Secrets = copySecrets(&s.Secrets)
	c.shared = nil // SharedView's, filled from this state alone
	return &c
}

// View copies everything it shows: the view must outlive later moves unchanged.
func (s *State) View(seat int) engine.View {
	p, m := s.Seen(seat)
	return &View{Seat: seat, Public: p, Private: m, Adjutant: s.knownAdjutant(seat)}
}

// playedBy is the seat that played c to a trick, or -1.
func (p *Public) playedBy(c deck.Card) int {
	for _, t := range p.Tricks {
		for _, x := range t.Cards {
			if x.Card == c {
				return x.Seat
			}
		}
	}
	for _, x := range p.Trick {
		if x.Card == c {
			return x.Seat
		}
	}
	return -1
}

// adjutant is the adjutant's seat: whoever held the card when it was named, Napoleon itself
// when the card lay among the hidden four (Napoleon is then alone). -1 before it is named.
func (s *State) adjutant() int {
	p := &s.Public
	if !p.HasAdjutantCard {
		return -1
	}
	for seat := range s.Private {
		if slices.Contains(s.Private[seat].Hand, p.AdjutantCard) {
			return seat
		}
	}
	if w := p.playedBy(p.AdjutantCard); w >= 0 {
		return w
	}
	return p.Napoleon // discarded: Napoleon plays alone
}

// knownAdjutant is the adjutant's seat as far as seat may know it, else -1. It reads only
// the public part and seat's own, so a view never shows whose hand holds the card.
func (s *State) knownAdjutant(seat int) int {
	p := &s.Public
	switch {
	case !p.HasAdjutantCard:
		return -1
	case p.AdjutantRevealed || p.Phase == PhaseOver:
		if w := p.playedBy(p.AdjutantCard); w >= 0 {
			return w
		}
		return p.Napoleon // never played: it was among the discards
	case seat < 0 || seat >= seats:
		return -1
	}
	// the holder knows itself; Napoleon knows it is alone when the card is its own
	m := &s.Private[seat]
	if slices.Contains(m.Hand, p.AdjutantCard) || slices.Contains(m.Discards, p.AdjutantCard) {
		return seat
	}
	return -1
}

func (s *State) next(seat int) int { return (seat + 1) % seats }

// moveEvent is a card moving between zones, its face shown to face.
func moveEvent(seat int, c deck.Card, from, to engine.Zone, face engine.Audience) engine.Event {
	return engine.Event{Kind: engine.EvMove, Seat: seat, Card: int(c), From: from, To: to, Face: face}
}

// removeCard deletes one c from cards.
func removeCard(cards []deck.Card, c deck.Card) []deck.Card {
	i := slices.Index(cards, c)
	return slices.Delete(cards, i, i+1)
}
