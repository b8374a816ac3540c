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

	BossRandom    = "random"
	VoteMajority  = "majority"
	VoteUnanimous = "unanimous"
	FieldEach     = "each"
	FieldOnce     = "once"
	MizuHealed    = "healed"
	MizuHealer    = "healer"
)

var optionDefs = []engine.Option{
	{Key: OptBoss, Default: BossRandom, Values: []string{BossRandom, "1", "2", "3", "4", "5"}},
	{Key: OptVote, Default: VoteMajority, Values: []string{VoteMajority, VoteUnanimous}},
	{Key: OptField, Default: FieldEach, Values: []string{FieldEach, FieldOnce}},
	{Key: OptMizu, Default: MizuHealed, Values: []string{MizuHealed, MizuHealer}},
}

// variant is the options read once into flags.
type variant struct {
	unanimous  bool
	fieldOnce  bool
	mizuHealer bool
}

func readVariant(o engine.Options) variant {
	return variant{unanimous: o[OptVote] == VoteUnanimous, fieldOnce: o[OptField] == FieldOnce,
		mizuHealer: o[OptMizu] == MizuHealer}
}

type game struct{}

func (game) ID() string            { return "boss" }
func (game) Seats() (min, max int) { return 4, 5 }
func (game) Options() []engine.Option {
	out := make([]engine.Option, len(optionDefs))
	for i, d := range optionDefs {
		d.Values = append([]string(nil), d.Values...)
		out[i] = d
	}
	return out
}

func newState(seats, boss int, opts engine.Options, rng engine.RNG) *State {
	s := &State{opts: opts, v: readVariant(opts), rng: rng, hands: make([][]int, seats)}
	t := &s.Table
	t.Seats, t.Boss, t.Resigned, t.Chief, t.Dict, t.ChiefOwner = seats, boss, -1, -1, -1, -1
	t.Phase, t.Turn = PhaseRun, -1
	for i := 1; i < seats; i++ {
		t.Order = append(t.Order, (boss+i)%seats)
	}
	t.Life = make([]int, seats)
	t.Field = make([]int, seats)
	t.Spent = make([]bool, seats)
	t.Known = make([][NumKinds]int, seats)
	t.HandCount = make([]int, seats)
	t.Votes = make([]Vote, seats)
	t.Done = make([]bool, seats)
	for i := range seats {
		t.Life[i], t.Field[i] = SubLife, -1
	}
	t.Life[boss] = BossLife
	// Four subordinates may cancel once, three twice.
	t.Charges = 2
	if seats-1 == 4 {
		t.Charges = 1
	}
	return s
}

// New shuffles both decks, deals 7 to the boss and 2 to each subordinate, and opens round 1.
func (g game) New(cfg engine.Config) (engine.State, error) {
	lo, hi := g.Seats()
	if cfg.Seats < lo || cfg.Seats > hi {
		return nil, fmt.Errorf("boss seats %d to %d players, not %d", lo, hi, cfg.Seats)
	}
	opts, err := engine.ResolveOptions(optionDefs, cfg.Options)
	if err != nil {
		return nil, err
	}
	rng := engine.NewRNG(cfg.Seed)
	boss := rng.IntN(cfg.Seats)
	if opts[OptBoss] != BossRandom {
		n, _ := strconv.Atoi(opts[OptBoss])
		if n > cfg.Seats {
			return nil, fmt.Errorf("boss: seat %d is the boss, but the table has %d seats", n, cfg.Seats)
		}
		boss = n - 1
	}
	s := newState(cfg.Seats, boss, opts, rng)
	for id := range NumWork {
		s.draw = append(s.draw, id)
	}
	for d := range NumDictator {
		s.dictDraw = append(s.dictDraw, NumWork+d)
	}
	s.rng.Shuffle(len(s.draw), func(i, j int) { s.draw[i], s.draw[j] = s.draw[j], s.draw[i] })
	s.rng.Shuffle(len(s.dictDraw), func(i, j int) { s.dictDraw[i], s.dictDraw[j] = s.dictDraw[j], s.dictDraw[i] })

	s.msg(MsgDeal, engine.SeatRef(boss), BossHand, SubHand)
	s.drawCards(boss, BossHand)
	for _, sub := range s.Order {
		s.drawCards(sub, SubHand)
	}
	s.Tasks = []Task{{Kind: TaskRoundStart}}
	s.run()
	s.deal, s.events = s.events, nil
	return s, nil
}
