// Package boss is the rules of 上司独裁 (Boss Dictatorship): one boss against three or four
// subordinates over at most five rounds, with 50 勤務カード, 15 独裁カード, a die and one 辞表.
//
// The rules follow the seed rule document; docs/rules/boss.md lists them as implemented, with
// every choice made where the document is silent.
package boss

import (
	"fmt"
	"strconv"

	"zashiki/rules/engine"
)

// Game is 上司独裁 for 4 or 5 seats.
var Game engine.Game = game{}

// Option keys and values.
const (
	OptBoss  = "boss"          // which seat is the boss: "random" or "1".."5"
	OptVote  = "vote"          // how the team's cancel vote is decided
	OptField = "field_defence" // what a 防御 laid on the field does
	OptMizu  = "mizu"          // who 水も飲まずに hurts
	OptMust  = "boss_must_use" // whether the boss must use a card before ending its turn

	BossRandom    = "random"
	VoteMajority  = "majority"
	VoteUnanimous = "unanimous"
	FieldEach     = "each"
	FieldOnce     = "once"
	MizuHealed    = "healed"
	MizuHealer    = "healer"
	On            = "on"
	Off           = "off"
)

var optionDefs = []engine.Option{
	{Key: OptBoss, Default: BossRandom, Values: []string{BossRandom, "1", "2", "3", "4", "5"}},
	{Key: OptVote, Default: VoteMajority, Values: []string{VoteMajority, VoteUnanimous}},
	{Key: OptField, Default: FieldEach, Values: []string{FieldEach, FieldOnce}},
	{Key: OptMizu, Default: MizuHealed, Values: []string{MizuHealed, MizuHealer}},
	// The seed's boss turn is "use a card … up to twice, then end", with a procedure for a
	// boss holding no usable card: the first use is part of the turn, as it is a
	// subordinate's. Off lets the boss end at once (the reading of earlier versions).
	{Key: OptMust, Default: On, Values: []string{On, Off}},
}

// variant is the options read once into flags.
type variant struct {
	unanimous  bool
	fieldOnce  bool
	mizuHealer bool
	mustUse    bool
}

func readVariant(o engine.Options) variant {
	return variant{unanimous: o[OptVote] == VoteUnanimous, fieldOnce: o[OptField] == FieldOnce,
		mizuHealer: o[OptMizu] == MizuHealer, mustUse: o[OptMust] != Off}
}

// options resolves a table's options into one shared map per choice, so New builds none.
var options = engine.NewOptionCache(optionDefs)

type game struct{}

func (game) ID() string               { return "boss" }
func (game) Seats() (min, max int)    { return 4, maxSeats }
func (game) Options() []engine.Option { return engine.CloneOptions(optionDefs) }

// newFresh is a table before the deal: the boss at boss, the subordinates in turn order from
// first (from the seat after the boss when first is the boss). It comes in a fresh, whose
// room the deal fills.
func newFresh(seats, boss, first int, opts engine.Options, core engine.Core) *fresh {
	f := &fresh{}
	s := &f.state
	s.Core, s.v = core, readVariant(opts)
	s.Private = f.private[:seats:seats]
	t := &s.Public
	t.Seats, t.Boss, t.Resigned, t.Chief, t.Dict, t.ChiefOwner = seats, boss, -1, -1, -1, -1
	t.Options = map[string]string(opts)
	t.Phase, t.Turn = PhaseRun, -1
	t.Order = subOrder(f.order[:0:seats-1], seats, boss, first)
	// The per-seat lists, each capped so that none grows into another.
	ints := f.ints[:3*seats]
	t.Life, t.Field, t.HandCount = ints[:seats:seats], ints[seats:2*seats:2*seats], ints[2*seats:]
	flags := f.flags[:2*seats]
	t.Spent, t.Done = flags[:seats:seats], flags[seats:]
	t.Known = f.known[:seats:seats]
	t.Votes = f.votes[:seats:seats]
	t.Tasks.Items = f.tasks[:0]
	for i := range seats {
		t.Life[i], t.Field[i] = SubLife, -1
	}
	t.Life[boss] = BossLife
	// Four subordinates may cancel once, three twice.
	t.Charges = 2
	if seats-1 == 4 {
		t.Charges = 1
	}
	return f
}

// fresh is a new state with the parts it starts with, in one allocation: the seats' private
// parts, the per-seat lists, the turn order, the agenda's room, the configuration DealEvents
// deals again from and the room of every pile (a playout's New makes one object, not a dozen).
type fresh struct {
	state   State
	private [maxSeats]Private
	ints    [3 * maxSeats]int
	flags   [2 * maxSeats]bool
	known   [maxSeats][NumKinds]int
	votes   [maxSeats]Vote
	order   [maxSeats - 1]int
	tasks   [taskRoom]Task
	dealt   engine.Config
	cards   [2*(NumWork+NumDictator) + maxSeats*handRoom]int
}

// taskRoom is the agenda's room: as many steps as a round queues at once in random games
// (nine, ten at five seats); more moves the agenda to an array of its own.
const taskRoom = 10

// subOrder is the subordinates' turn order: clockwise from first, passing over the boss.
// The seed leaves the order to the subordinates ("部下メンバーは順番を決定する"), so the seat
// the table names to start (engine.Config.First) leads; when that is the boss, who never
// opens a round, the seat after the boss does.
func subOrder(out []int, seats, boss, first int) []int {
	if first == boss {
		first = (boss + 1) % seats
	}
	for i := range seats {
		if seat := (first + i) % seats; seat != boss {
			out = append(out, seat)
		}
	}
	return out
}

// handRoom is the room New makes for each hand: the boss's seven and a few more.
const handRoom = 10

// maxSeats is the largest table.
const maxSeats = 5

// New shuffles both decks, deals 7 to the boss and 2 to each subordinate, and opens round 1.
// The boss is the option's seat, or drawn from the seed when the option is random or names a
// seat the table does not have; cfg.First leads the subordinates (see subOrder).
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
	lo, hi := Game.Seats()
	if cfg.Seats < lo || cfg.Seats > hi {
		return nil, fmt.Errorf("boss seats %d to %d players, not %d", lo, hi, cfg.Seats)
	}
	if cfg.First < 0 || cfg.First >= cfg.Seats {
		return nil, fmt.Errorf("boss: first seat %d is not one of the %d seats", cfg.First, cfg.Seats)
	}
	opts, err := options.Resolve(cfg.Options)
	if err != nil {
		return nil, err
	}
	core := engine.NewCore(cfg.Seed)
	boss := core.RNG.IntN(cfg.Seats)
	if seat := opts[OptBoss]; seat != BossRandom { // (Atoi's error for "random" would allocate)
		if n, err := strconv.Atoi(seat); err == nil && n <= cfg.Seats {
			boss = n - 1
		}
	}
	f := newFresh(cfg.Seats, boss, cfg.First, opts, core)
	s := &f.state
	s.dealt = &f.dealt
	*s.dealt = engine.Config{Seats: cfg.Seats, Seed: cfg.Seed, Options: opts, First: cfg.First}
	s.SetQuiet(quiet)
	// Both draw piles and the hands in one array, each capped so that none grows into
	// another (a pile that outgrows its room moves to an array of its own).
	cards := f.cards[:2*(NumWork+NumDictator)+cfg.Seats*handRoom]
	draw, dict := cards[:NumWork:NumWork], cards[NumWork:NumWork+NumDictator:NumWork+NumDictator]
	for id := range draw {
		draw[id] = id
	}
	for d := range dict {
		dict[d] = NumWork + d
	}
	for seat := range s.Private {
		at := NumWork + NumDictator + seat*handRoom
		s.Private[seat].Hand = cards[at : at : at+handRoom]
	}
	s.Hidden.Draw, s.Hidden.DictDraw = draw, dict
	piles := cards[NumWork+NumDictator+cfg.Seats*handRoom:]
	s.Public.Discard, s.Public.DictDiscard = piles[:0:NumWork], piles[NumWork:NumWork]
	engine.ShuffleSlice(&s.RNG, draw)
	engine.ShuffleSlice(&s.RNG, dict)

	s.Expect(32) // the deal, about a card a line, and round 1 up to its first question
	s.Say(MsgDeal, engine.SeatRef(boss), BossHand, SubHand)
	s.drawCards(boss, BossHand)
	for _, sub := range s.Public.Order {
		s.drawCards(sub, SubHand)
	}
	s.Public.Tasks.Later(Task{Kind: TaskRoundStart})
	s.run()
	s.SetQuiet(false)
	return s, nil
}
