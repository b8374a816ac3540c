// Package freeeight is the rules of Free Eight (フリーエイト): crazy eights with two decks,
// draw attacks, and the mahjong-like wins ツモ, ロン and ロン返し.
//
// The rules follow the seed rule document; docs/rules/freeeight.md lists them as implemented,
// with every choice made where the document is silent.
package freeeight

import (
	"fmt"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// Game is Free Eight for 2 to 6 seats.
var Game engine.Game = game{}

// handSize is the number of cards dealt to each seat.
const handSize = 5

// handRoom is the room New makes for each hand: random play holds about six cards, and
// seldom more than sixteen.
const handRoom = 16

// moveCap ends a game with no winner when the turn would pass after this many plays and
// draws. With deck_out=end a game cannot get near it (the 73 undealt cards bound the draws,
// and so the plays); it only stops a reshuffled game that would otherwise cycle forever.
const moveCap = 1000

// Option keys and values.
const (
	OptEightAnswer  = "eight_answer"   // what an 8 does to the attack it answers
	OptRonOnAnswer8 = "ron_on_answer8" // whether an 8 answering an attack can be ロン'd
	OptRonPriority  = "ron_priority"   // who wins when several seats declare ロン
	OptDeckOut      = "deck_out"       // what an empty draw pile does

	EightCancel      = "cancel"
	EightPass        = "pass"
	RonTurnOrder     = "turn_order"
	RonAll           = "all"
	DeckOutEnd       = "end"
	DeckOutReshuffle = "reshuffle"
)

var optionDefs = []engine.Option{
	{Key: OptEightAnswer, Default: EightCancel, Values: []string{EightCancel, EightPass}},
	{Key: OptRonOnAnswer8, Default: "on", Values: []string{"on", "off"}},
	{Key: OptRonPriority, Default: RonTurnOrder, Values: []string{RonTurnOrder, RonAll}},
	{Key: OptDeckOut, Default: DeckOutEnd, Values: []string{DeckOutEnd, DeckOutReshuffle}},
}

// options resolves a table's options into one shared map per choice, so New builds none.
var options = engine.NewOptionCache(optionDefs)

// Variant is the table's options read once into flags, so the rules never look strings up.
// It is plain values, so the public part that carries it copies without allocating (a map
// of the options cost more than the rest of a view).
type Variant struct {
	EightPasses  bool // eight_answer=pass: an 8 passes the attack on instead of cancelling it
	RonOnAnswer8 bool // ron_on_answer8=on: an 8 answering an attack can be ロン'd
	RonAll       bool // ron_priority=all: every declaring seat wins, not only the first in turn order
	Reshuffle    bool // deck_out=reshuffle: an empty draw pile takes in the discards
}

func readVariant(o engine.Options) Variant {
	return Variant{
		EightPasses:  o[OptEightAnswer] == EightPass,
		RonOnAnswer8: o.Bool(OptRonOnAnswer8),
		RonAll:       o[OptRonPriority] == RonAll,
		Reshuffle:    o[OptDeckOut] == DeckOutReshuffle,
	}
}

type game struct{}

func (game) ID() string               { return "freeeight" }
func (game) Seats() (min, max int)    { return 2, 6 }
func (game) Options() []engine.Option { return engine.CloneOptions(optionDefs) }

// New shuffles the 104-card shoe, deals five cards to each seat starting with cfg.First,
// and turns up the opening card. It deals quietly, as playouts want; DealEvents deals again
// from the same configuration for a screen. A new state is never quiet.
func (g game) New(cfg engine.Config) (engine.State, error) {
	s, err := deal(cfg, true)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// deal is New, with the deal's events recorded unless quiet.
func deal(cfg engine.Config, quiet bool) (*State, error) {
	lo, hi := Game.Seats()
	if cfg.Seats < lo || cfg.Seats > hi {
		return nil, fmt.Errorf("freeeight seats %d to %d players, not %d", lo, hi, cfg.Seats)
	}
	if cfg.First < 0 || cfg.First >= cfg.Seats {
		return nil, fmt.Errorf("freeeight: first seat %d is not one of the %d seats", cfg.First, cfg.Seats)
	}
	opts, err := options.Resolve(cfg.Options)
	if err != nil {
		return nil, err
	}
	s := newState(cfg.Seats, opts, cfg.Seed)
	s.dealt = &engine.Config{Seats: cfg.Seats, Seed: cfg.Seed, Options: opts, First: cfg.First}
	s.SetQuiet(quiet)
	// Every pile in one array: the draw pile, room for the whole shoe in the discards, and
	// room for a hand of handRoom in each hand, each capped so that no pile grows into
	// another (a pile that outgrows its room moves to an array of its own).
	const shoe = 2 * deck.NumFaces
	cards := make([]deck.Card, 2*shoe+handRoom*cfg.Seats)
	draw := cards[:shoe:shoe]
	for i := range draw {
		draw[i] = deck.Card(i % deck.NumFaces)
	}
	engine.ShuffleSlice(&s.RNG, draw)
	s.Hidden.Draw, s.Public.DrawCount = draw, len(draw)
	s.Public.Discards = cards[shoe : shoe : 2*shoe]
	for seat := range s.Private {
		at := 2*shoe + seat*handRoom
		s.Private[seat].Hand = cards[at : at : at+handRoom]
	}

	s.Expect(handSize*cfg.Seats + 3) // the message, the hands, the opening card, the first turn
	s.Emit(engine.Event{Kind: engine.EvMessage, Seat: -1, N: handSize, Msg: engine.M(MsgDeal, handSize)})
	for range handSize {
		for i := range cfg.Seats {
			seat := (cfg.First + i) % cfg.Seats
			c := s.pop()
			s.give(seat, c)
			s.Emit(drawEvent(seat, c))
		}
	}
	open := s.pop()
	s.Public.Discards = append(s.Public.Discards, open)
	s.Public.Top = open
	s.Emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: int(open), From: drawZone, To: discardZone,
		Msg: engine.M(MsgOpening, engine.CardRef(open))})
	s.Public.Turn, s.Public.Phase = cfg.First, PhaseTurn
	s.Emit(engine.Event{Kind: engine.EvPhase, Seat: cfg.First, Msg: engine.M(MsgTurn, engine.SeatRef(cfg.First))})
	s.SetQuiet(false)
	return s, nil
}
