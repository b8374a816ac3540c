package locke

import (
	"fmt"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// Game is the whole game of 超人ロック (seed 001): the set-up (4.1), the planet phase (4.5),
// the secret base (4.6) and the fights (chapter 5) they lead to, for 5 to 11 players.
var Game engine.Game = wholeGame{}

// Option keys of the whole game, beside the combat's (low_power, melee_edge).
const (
	// OptSeason (AMB-29): 拒否 and 直前拒否 at the deal (4.1) need a record of the season; off
	// (the default) offers neither, on offers them on the players' word.
	OptSeason = "season"
	Off       = "off"
	On        = "on"
	// OptFailedTeleport (AMB-07): may a failed teleport move start a combat? yes (the default:
	// the action was a teleport move) or no.
	OptFailedTeleport = "failed_teleport"
	Yes               = "yes"
	No                = "no"
	// OptJoinCell (5.1 (2)): what a searcher's cell does when it joins a fight at the first
	// movement: its whole effect (the default, as the rules say) or, as this game once played
	// it, only the opponent it brings (an NPC, a 待ち伏せ's base player).
	OptJoinCell  = "join_cell"
	JoinCellFull = "effect"
	JoinCellNPC  = "npc"
)

var wholeOptions = []engine.Option{
	{Key: OptSeason, Default: Off, Values: []string{Off, On}},
	{Key: OptFailedTeleport, Default: Yes, Values: []string{Yes, No}},
	{Key: OptJoinCell, Default: JoinCellFull, Values: []string{JoinCellFull, JoinCellNPC}},
	{Key: OptLowPower, Default: Allow, Values: []string{Allow, Refuse}},
	{Key: OptMeleeEdge, Default: EdgeClamp, Values: []string{EdgeClamp, EdgeNoDamage}},
}

type wholeGame struct{}

func (wholeGame) ID() string               { return "locke" }
func (wholeGame) Seats() (min, max int)    { return 5, 11 }
func (wholeGame) Options() []engine.Option { return engine.CloneOptions(wholeOptions) }

func (wholeGame) New(cfg engine.Config) (engine.State, error) {
	if cfg.Seats < 5 || cfg.Seats > 11 {
		return nil, fmt.Errorf("超人ロック seats 5 to 11 players, not %d", cfg.Seats)
	}
	opts, err := engine.ResolveOptions(wholeOptions, cfg.Options)
	if err != nil {
		return nil, err
	}
	return NewGame(cfg.Seats, cfg.Seed, opts, nil), nil
}

// NewGame sets a whole game up and runs it to its first question. Dice, when given, are used
// before the random ones (tests). It deals quietly, as playouts want (the state it returns is
// loud); DealEvents deals again from the same configuration for a screen.
func NewGame(seats int, seed uint64, opts engine.Options, dice []int) *State {
	return newGame(dealt{seats: seats, seed: seed, opts: opts, dice: dice}, true)
}

// dealt is NewGame's configuration, from which DealEvents deals again.
type dealt struct {
	seats int
	seed  uint64
	opts  engine.Options
	dice  []int
}

// newGame is NewGame, the set-up's events kept for TakeEvents unless quiet.
func newGame(d dealt, quiet bool) *State {
	seats, seed, opts, dice := d.seats, d.seed, d.opts, d.dice
	s := &State{Core: engine.NewCore(seed), Secrets: engine.NewSecrets[Public, Private, Hidden](seats), dealt: &d}
	s.SetQuiet(quiet)
	p := &s.Public
	p.Seats = seats
	p.Options = map[string]string{OptPhase: PhasePlanet}
	for k, v := range opts {
		p.Options[k] = v
	}
	p.Chars = make([]Char, seats)
	for seat := range seats {
		p.Chars[seat] = Char{Alive: true, Fighter: -1}
		s.Private[seat].Hand = []int{}
	}
	p.Fight = Combat{Turn: -1, Block: -1}
	s.Hidden.Espers = map[int][]int{}
	s.Hidden.Rigged = dice
	b := &p.Board
	b.Part = PartSetup
	b.Turn, b.LastTurn = -1, -1
	b.Claim.Seat, b.Escaping = -1, -1
	b.Evil = make([]EvilWatch, seats)
	b.TurnsOf = make([]int, seats)
	b.Pos = fill(seats, OffBoard)
	b.Role = make([]Role, seats)
	b.Info = make([]int, seats)
	b.Bound = make([]int, seats)
	b.Arrest = make([]int, seats)
	b.Leader = fill(seats, -1)
	b.Intrude = make([]int, seats)
	b.Infected = make([]bool, seats)
	s.gather()
	s.Hidden.ItemDeck = itemDeck()
	s.RNG.Shuffle(len(s.Hidden.ItemDeck), func(i, j int) {
		s.Hidden.ItemDeck[i], s.Hidden.ItemDeck[j] = s.Hidden.ItemDeck[j], s.Hidden.ItemDeck[i]
	})
	b.ItemDeck = len(s.Hidden.ItemDeck)
	b.Steps.Later(Step{Kind: sSetup})
	s.run()
	s.SetQuiet(false)
	return s
}

// fill is n copies of v.
func fill(n, v int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// itemDeck is every ability card (4.7), as kind indexes, one per copy.
func itemDeck() []int {
	var out []int
	for i, k := range book.AbilityCards() {
		for range k.Count {
			out = append(out, i)
		}
	}
	return out
}

// whole reports whether this is the whole game (not the combat game alone).
func (s *State) whole() bool { return s.Public.Board.Part != 0 }

// boardStep runs the board's next step when no fight is under way; with none left, the next
// player's normal turn begins.
func (s *State) boardStep() {
	b := &s.Public.Board
	st, ok := b.Steps.Pop()
	if !ok {
		s.nextTurn()
		return
	}
	switch st.Kind {
	case sSetup:
		s.setupStep(st)
	case sTurn:
		s.turnBegins(st.Seat)
	case sCheck:
		s.checkPhase(st.Seat)
	case sSupport:
		s.supportPhase(st.Seat, st.N)
	case sMain:
		s.mainPhase(st.Seat)
	case sCell:
		s.cellPhase(st.Seat, st.N == 1)
	case sBattle:
		s.battlePhase(st.Seat, st.N == 1)
	case sTurnEnd:
		s.turnEnds(st.Seat)
	case sEscape:
		s.escapeMove(st.Seat)
	case sEscaped:
		s.escapedSupport(st.Seat)
	case sEscapeDone:
		s.escapeDone(st.Seat)
	case sPlanetEnd:
		s.planetEnds()
	case sBaseStart:
		s.baseStart(st)
	case sPlanetStart:
		s.planetStart(st)
	case sPeek:
		s.peekStep(st)
	case sReward:
		s.rewardStep(st.Seat)
	}
}
