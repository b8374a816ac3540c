// Package chaos is the rules of プロジェクト・カオス (Project Chaos): a cooperative card game
// in which the team places, plays and discards project events to fill the 完成品レーン toward
// the victory condition chosen at set-up, before the deck runs out or the loaded chaos die
// goes past 3.
//
// The rules follow the seed rule document and the design group's data; docs/rules/chaos.md
// lists them as implemented, with every choice made where the document says TBD.
package chaos

import (
	"fmt"
	"slices"

	"zashiki/rules/engine"
)

// Game is Project Chaos for 1 to 5 seats.
var Game engine.Game = game{}

// handSize is the hand every player holds after drawing back.
const handSize = 3

// maxSeats is the largest table.
const maxSeats = 5

// MaxResources bounds the shared resource tokens (0..3); MaxChaos the die (0..3).
const (
	MaxResources = 3
	MaxChaos     = 3
)

// DieWeights is the loaded chaos die: faces 0, 1, 2, 3 come up 20, 30, 40 and 10 times in
// a hundred (2 > 1 > 0 > 3, as the seed says).
var DieWeights = [4]int{20, 30, 40, 10}

// Option keys and values.
const (
	OptVictory    = "victory"    // the victory condition, or random
	OptDifficulty = "difficulty" // easy, normal, hard
	OptStagnation = "stagnation" // when the stagnation penalty is counted
	// OptRoundLen is how many turns a round has for the stagnation penalty at a table of one
	// or two: the seed's "every player once" (seats), or at least three turns (min3).
	OptRoundLen = "stagnation_round"
	// OptBalanceLane is how the lane meets バランスの取れたプロダクト: exactly six cards, two
	// of each category, as the seed words it (exact), or at least two of each (atleast).
	OptBalanceLane = "balance_lane"

	VictoryRandom   = "random"
	StagnationRound = "round" // a round from the first player in which no card touched the die
	StagnationLap   = "lap"   // a full lap of turns since a card last touched the die
	RoundSeats      = "seats" // a round is every player once, whatever the table's size
	RoundMin3       = "min3"  // a round is every player once, but at least three turns
	BalanceExact    = "exact"
	BalanceAtLeast  = "atleast"
)

var optionDefs = []engine.Option{
	{Key: OptVictory, Default: VictoryRandom, Values: []string{VictoryRandom, string(Balance), string(Innovation), string(Firefight), string(NoRisk), string(TechWin)}},
	{Key: OptDifficulty, Default: "normal", Values: []string{"easy", "normal", "hard"}},
	{Key: OptStagnation, Default: StagnationRound, Values: []string{StagnationRound, StagnationLap}},
	{Key: OptRoundLen, Default: RoundSeats, Values: []string{RoundSeats, RoundMin3}},
	{Key: OptBalanceLane, Default: BalanceExact, Values: []string{BalanceExact, BalanceAtLeast}},
}

// options resolves a table's options into one shared map per choice, so New builds none.
var options = engine.NewOptionCache(optionDefs)

type game struct{}

func (game) ID() string            { return "chaos" }
func (game) Seats() (min, max int) { return 1, maxSeats }

// Cooperative: the whole table wins or loses together (the results screen shows a team record).
func (game) Cooperative() bool        { return true }
func (game) Options() []engine.Option { return engine.CloneOptions(optionDefs) }

// LegacyOptions are the values that keep the rules a match was saved under before the options
// stagnation_round and balance_lane existed (a round of at least three turns, a balanced lane
// of two or more of each): a saved record whose options lack these keys replays the same only
// with them, where the new defaults could end it sooner and refuse its later steps.
func (game) LegacyOptions() engine.Options {
	return engine.Options{OptRoundLen: RoundMin3, OptBalanceLane: BalanceAtLeast}
}

// New sets the project up: the victory condition (drawn when random), the deck shuffled,
// the difficulty's unseen cards set aside, the condition's workplace cards and die face,
// three cards to each seat from cfg.First.
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
	if cfg.Seats < 1 || cfg.Seats > maxSeats {
		return nil, fmt.Errorf("chaos seats 1 to 5 players, not %d", cfg.Seats)
	}
	if cfg.First < 0 || cfg.First >= cfg.Seats {
		return nil, fmt.Errorf("chaos: first seat %d is not one of the %d seats", cfg.First, cfg.Seats)
	}
	opts, err := options.Resolve(cfg.Options)
	if err != nil {
		return nil, err
	}
	t := newFresh(cfg.Seats, opts, engine.NewCore(cfg.Seed))
	s := &t.state
	// Every pile in one array, each capped so that none grows into another (a pile that
	// outgrows its room moves to an array of its own): the deck, the discards, the lane, the
	// play area, and each hand.
	n := NumCards
	cards := t.cards[:]
	if need := n + discardRoom + laneRoom + playRoom + cfg.Seats*handRoom; need > len(cards) {
		cards = make([]int, need) // a deck larger than deckRoom
	}
	room := func(k int) []int {
		r := cards[:0:k]
		cards = cards[k:]
		return r
	}
	draw := room(n)[:n]
	p := &s.Public
	p.Discards, p.Lane, p.Play = room(discardRoom), room(laneRoom), room(playRoom)
	for seat := range s.Private {
		s.Private[seat].Hand = room(handRoom)
	}
	s.dealt = &t.dealt
	*s.dealt = engine.Config{Seats: cfg.Seats, Seed: cfg.Seed, Options: opts, First: cfg.First}
	s.SetQuiet(quiet)
	if opts[OptVictory] == VictoryRandom {
		p.Victory = Victories[s.RNG.IntN(len(Victories))]
	} else {
		p.Victory = Victory(opts[OptVictory])
	}
	s.setGoal()
	goal, diff := s.goal, Difficulties[opts[OptDifficulty]]
	if s.Loud() {
		s.Say(MsgGoal + "." + string(p.Victory))
	}

	for i := range draw {
		draw[i] = i
	}
	engine.ShuffleSlice(&s.RNG, draw)
	s.Hidden.Draw = draw
	for i, v := range goal.Work {
		if v != 0 {
			s.setUpWork(i, v)
		}
	}
	if diff.Removed > 0 {
		s.Hidden.Boxed = s.Hidden.Draw[:diff.Removed:diff.Removed]
		s.Hidden.Draw = s.Hidden.Draw[diff.Removed:]
		s.Say(MsgBoxed, diff.Removed)
	}
	p.DrawCount, p.BoxedCount = len(s.Hidden.Draw), len(s.Hidden.Boxed)
	p.Resources = diff.Resources
	if goal.Die >= 0 {
		p.Chaos = clamp(goal.Die+diff.DieShift, 1, MaxChaos)
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvCounter, Seat: -1, To: DieCounter, N: p.Chaos, Msg: engine.M(MsgDieSet, p.Chaos)})
		}
	} else {
		roll := s.RNG.Weighted(DieWeights[:])
		p.Chaos = clamp(roll+diff.DieShift, 0, MaxChaos)
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvRoll, Seat: -1, N: roll, Msg: engine.M(MsgSetUpRoll, roll)})
			if p.Chaos != roll {
				s.Emit(engine.Event{Kind: engine.EvCounter, Seat: -1, To: DieCounter, N: p.Chaos - roll, Msg: engine.M(MsgDieSet, p.Chaos)})
			}
		}
	}
	s.Say(MsgDeal, handSize)
	for range handSize {
		for i := range cfg.Seats {
			s.drawTo((cfg.First + i) % cfg.Seats)
		}
	}
	p.First, p.Turn, p.Phase = cfg.First, cfg.First, PhaseAction
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvPhase, Seat: p.Turn, Msg: engine.M(MsgTurn, engine.SeatRef(p.Turn))})
	}
	s.SetQuiet(false)
	return s, nil
}

// setUpWork takes a base card of value v and the workplace's category from the deck and
// lays it face up in workplace i.
func (s *State) setUpWork(i, v int) {
	for k, c := range s.Hidden.Draw {
		d := Cards[c]
		if d.Effect == nil && d.Value == v && d.Cats == Cats[i] {
			s.Hidden.Draw = slices.Delete(s.Hidden.Draw, k, k+1)
			s.Public.Work[i] = c
			if s.Loud() {
				s.Emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: c, From: drawZone, To: workZone(i),
					Msg: engine.M(MsgSetUpWork, engine.CardRef(c))})
			}
			return
		}
	}
}

// The room New makes for the deck (its size), the discards, the lane, the play area and each
// hand: as many discards as nine random games in ten make, more than the lane holds in a
// random game, than a double play turns over, and than a hand holds but for a moment.
const (
	deckRoom    = 64
	discardRoom = 24
	laneRoom    = 8
	playRoom    = 4
	handRoom    = 6
)

func clamp(n, lo, hi int) int { return max(lo, min(hi, n)) }
