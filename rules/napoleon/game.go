// Package napoleon is the rules of ナポレオン for four players: a declaration round, a secret
// adjutant named by a card, Napoleon's exchange with the four hidden cards, and twelve tricks
// with マイティ, the two jacks and the special rules セイム2, よろめき and 狩りJ.
//
// The rules follow the seed rule document; docs/rules/napoleon.md lists them as implemented,
// with every choice made where the document is silent.
package napoleon

import (
	"fmt"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// Game is Napoleon for exactly four seats.
var Game engine.Game = game{}

const (
	seats     = 4
	handSize  = 12
	hiddenN   = 4
	numTricks = 12
	minBid    = 13
	maxBid    = 20
	// maxRedeals ends a game with no winner when every seat keeps passing; real tables
	// never get near it, it only stops bots that never declare from dealing forever.
	maxRedeals = 50
)

// Option keys and values.
const (
	OptBidding = "bidding" // how the declaration round runs
	OptStake   = "stake"   // what one game is worth in the match score

	BidAuction  = "auction" // rounds until all but the highest have passed
	BidOnce     = "once"    // every seat declares or passes once, in turn
	StakeOver12 = "over12"  // the stake is the declaration less 12 (1 to 8)
	StakeBid    = "bid"     // the stake is the declaration itself (13 to 20)
)

var optionDefs = []engine.Option{
	{Key: OptBidding, Default: BidAuction, Values: []string{BidAuction, BidOnce}},
	{Key: OptStake, Default: StakeOver12, Values: []string{StakeOver12, StakeBid}},
}

// variant is the options read once into flags.
type variant struct {
	once     bool
	stakeBid bool
}

func readVariant(o engine.Options) variant {
	return variant{once: o[OptBidding] == BidOnce, stakeBid: o[OptStake] == StakeBid}
}

// options resolves a table's options into one shared map per choice, so New builds none.
var options = engine.NewOptionCache(optionDefs)

// The room a deal makes for each hand (twelve, and the four hidden cards the napoleon takes
// up) and for each seat's won face cards (all twenty).
const (
	handRoom = 16
	wonRoom  = 20
)

type game struct{}

func (game) ID() string               { return "napoleon" }
func (game) Seats() (min, max int)    { return seats, seats }
func (game) Options() []engine.Option { return engine.CloneOptions(optionDefs) }

// New shuffles the deck and deals twelve cards to each seat from cfg.First, the last four
// face down in the middle. cfg.First declares first.
// It deals quietly, as playouts want; DealEvents deals again from the same configuration for
// a screen.
func (g game) New(cfg engine.Config) (engine.State, error) {
	s, err := deal(cfg, true)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// deal is New, with the deal's events recorded unless quiet.
func deal(cfg engine.Config, quiet bool) (*State, error) {
	if cfg.Seats != seats {
		return nil, fmt.Errorf("napoleon seats exactly %d players, not %d", seats, cfg.Seats)
	}
	if cfg.First < 0 || cfg.First >= cfg.Seats {
		return nil, fmt.Errorf("napoleon: first seat %d is not one of the %d seats", cfg.First, cfg.Seats)
	}
	opts, err := options.Resolve(cfg.Options)
	if err != nil {
		return nil, err
	}
	s := newState(opts, cfg.Seed, cfg.First)
	s.dealt = &engine.Config{Seats: cfg.Seats, Seed: cfg.Seed, Options: opts, First: cfg.First}
	s.SetQuiet(quiet)
	s.dealFresh()
	s.SetQuiet(false)
	return s, nil
}

// dealFresh shuffles all 52 cards, deals them and opens the declaration round.
func (s *State) dealFresh() {
	p := &s.Public
	// The deck, the hands and the won piles in one array, each capped so that none grows
	// into another (a pile that outgrows its room moves to an array of its own).
	all := make([]deck.Card, deck.NumFaces+seats*(handRoom+wonRoom))
	cards := all[:deck.NumFaces:deck.NumFaces]
	for i := range cards {
		cards[i] = deck.Card(i)
	}
	engine.ShuffleSlice(&s.RNG, cards)
	for seat := range seats {
		at := deck.NumFaces + seat*(handRoom+wonRoom)
		s.Private[seat].Hand = all[at : at : at+handRoom]
		p.Won[seat] = all[at+handRoom : at+handRoom : at+handRoom+wonRoom] // nothing is won before the deal
	}
	if p.Calls == nil {
		p.Calls, p.Trick = make([]Call, 0, 16), make([]Played, 0, seats)
	}
	loud := s.Loud()
	if loud {
		s.Expect(len(cards) + 3) // the shuffle, the message, every card and the first turn
		s.Emit(engine.Event{Kind: engine.EvShuffle, Seat: -1, To: deckZone, N: len(cards)})
		s.Say(MsgDeal, handSize, hiddenN)
	}
	for i, c := range cards[:handSize*seats] {
		seat := (p.First + i) % seats
		s.Private[seat].Hand = append(s.Private[seat].Hand, c)
		if loud {
			s.Emit(moveEvent(seat, c, deckZone, handZone(seat), engine.Only(seat)))
		}
	}
	for seat := range p.HandCounts {
		p.HandCounts[seat] = handSize
	}
	s.Hidden.Middle = cards[handSize*seats:]
	p.HiddenCount = hiddenN
	if loud {
		for _, c := range s.Hidden.Middle {
			s.Emit(moveEvent(-1, c, deckZone, hiddenZone, engine.Nobody()))
		}
	}
	p.Phase, p.Turn = PhaseBid, p.First
	if loud {
		s.Emit(engine.Event{Kind: engine.EvPhase, Seat: p.Turn, Msg: engine.M(MsgBidTurn, engine.SeatRef(p.Turn))})
	}
}
