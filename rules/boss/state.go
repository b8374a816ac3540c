package boss

import (
	"zashiki/rules/engine"
)

// Zones the rules name in events.
var (
	DrawZone        = engine.Shared("draw")
	DiscardZone     = engine.Shared("discard")
	DictDrawZone    = engine.Shared("dictdraw")
	DictZone        = engine.Shared("dict") // the round's 独裁カード, on the boss's field
	DictDiscardZone = engine.Shared("dictdiscard")
	BossChiefZone   = engine.Shared("chief.boss")
	TeamChiefZone   = engine.Shared("chief.team")
)

// Counters the rules name in EvCounter events: the round (+1 as each opens) and the team's
// cancels left (-1 as one is spent).
var (
	RoundCounter  = engine.Shared("round")
	CancelCounter = engine.Shared("cancels")
)

// HandZone is a seat's hand; FieldZone is where a subordinate's 防御 lies on the field.
func HandZone(seat int) engine.Zone  { return engine.SeatZone("hand", seat) }
func FieldZone(seat int) engine.Zone { return engine.SeatZone("field", seat) }

// Side is one of the two camps.
type Side int

const (
	BossSide Side = iota
	TeamSide
)

// ChiefZone is the field zone of a side's 社長.
func ChiefZone(side Side) engine.Zone {
	if side == BossSide {
		return BossChiefZone
	}
	return TeamChiefZone
}

// Vote is a subordinate's answer in the cancel vote.
type Vote int8

const (
	NotVoting Vote = iota // not a voter (the boss, a resigned subordinate) or no vote open
	Pending
	Yes
	No
)

// Table is everything about a game that every seat may know: the public part of the state,
// which every View carries a deep copy of, so a determinized state can take it over whole.
type Table struct {
	Seats   int
	Boss    int
	Order   []int             // the subordinates in turn order
	Options map[string]string // the table's resolved options

	Life      []int
	Field     []int  // the 防御 on each seat's field, -1 for none
	Spent     []bool // that 防御 has already softened a hit (field_defence=once)
	Known     [][NumKinds]int
	Resigned  int // the seat that handed in the 辞表, -1 before
	HandCount []int

	Chief      int // the 社長 on the field, -1 for none
	ChiefSide  Side
	ChiefUses  int
	ChiefOwner int // the seat that decides what the 社長 does

	DrawCount     int
	Discard       []int // 勤務カード, oldest first
	DictDrawCount int
	DictDiscard   []int

	Round     int
	Dict      int // the round's 独裁カード identifier, -1 between rounds
	Cancelled bool
	Charges   int // cancels the team has left
	Votes     []Vote

	Phase    Phase
	Turn     int // the seat a single-actor prompt waits on
	Damage   DamagePrompt
	BossUses int
	Flags    RoundFlags
	Done     []bool // ノー残業デー: seats that have finished discarding
	LastRoll int
	// Tasks is what the round still has to do, in order. Tasks hold no secret.
	Tasks engine.Agenda[Task]
	// Revealed is every hand, shown once the game is over (nil before).
	Revealed [][]int
	// Moves counts the choices recorded in Recent, the last RecentTurns of them (record.go;
	// RecentTurns long, or nil before the first; a slice, not an array, so that a View does
	// not carry its kilobyte by value at every step of a playout).
	Moves  int
	Recent []Turn
}

// Private is what one seat alone knows: its hand.
type Private struct {
	Hand []int
}

// Hidden is what only the rules know: the order of both draw piles (the next card drawn is
// the last).
type Hidden struct {
	Draw     []int
	DictDraw []int
}

// RoundFlags are the once-per-round marks of the 独裁カード, cleared each round.
type RoundFlags struct {
	RentaiUsed, GenbaUsed, RuleUsed, DokusaiUsed, KosenBoss, KosenTeam bool
}

// DamagePrompt is a hit waiting for its defender's answer: Amount is what is left of it,
// Blocked how many 防御 the defender has thrown against it so far.
type DamagePrompt struct {
	Target, Amount, Source int
	Blocked                int
	Cause                  Cause
}

// Cause says where damage comes from.
type Cause int

const (
	ByBossAttack Cause = iota
	ByTeamAttack
	ByChief
	ByDictator
	ByLetter
)

// IsSub reports whether seat is a subordinate.
func (t *Table) IsSub(seat int) bool { return seat >= 0 && seat < t.Seats && seat != t.Boss }

// InGame reports whether seat still plays (not resigned).
func (t *Table) InGame(seat int) bool { return seat != t.Resigned }

// MaxLife is the cap of a seat's life.
func (t *Table) MaxLife(seat int) int {
	if seat == t.Boss {
		return BossLife
	}
	return SubLife
}

// Active reports whether the round's 独裁カード is d and was not cancelled.
func (t *Table) Active(d Dictator) bool {
	return t.Dict >= 0 && !t.Cancelled && DictatorOf(t.Dict) == d
}

// Down counts the subordinates out of the fight: at life 0, or resigned. Counting the
// resigned one is what makes the seed's special rule (a 辞表 with two already at 0 loses at
// once) a case of the boss's victory condition; see docs/rules/boss.md.
func (t *Table) Down() int {
	n := 0
	for _, s := range t.Order {
		if !t.InGame(s) || t.Life[s] == 0 {
			n++
		}
	}
	return n
}

// State is a 上司独裁 position. It implements engine.State.
type State struct {
	engine.Core
	engine.Secrets[Table, Private, Hidden]
	v variant // the options read into flags: configuration shared by clones
	// dealt is New's configuration, from which DealEvents deals again (nil for a determinized
	// state); never mutated, so clones share it.
	dealt *engine.Config
	// shared is the View SharedView fills and hands out again at each call (nil until the
	// first); a clone gets its own.
	shared *View
}

func (s *State) Seats() int { return s.Public.Seats }

func (s *State) Actors() []int {
	t := &s.Public
	switch t.Phase {
	case PhaseOver:
		return nil
	case PhaseVote:
		var out []int
		for _, seat := range t.Order {
			if t.Votes[seat] == Pending {
				out = append(out, seat)
			}
		}
		return out
	case PhaseNoOvertime:
		var out []int
		for seat := range t.Seats {
			if t.InGame(seat) && !t.Done[seat] {
				out = append(out, seat)
			}
		}
		return out
	}
	return []int{t.Turn}
}

// NumActors, ActorAt and AnyOrder serve engine.Next without building Actors or Window.
func (s *State) NumActors() int {
	t := &s.Public
	n := 0
	switch t.Phase {
	case PhaseOver:
	case PhaseVote:
		for _, seat := range t.Order {
			if t.Votes[seat] == Pending {
				n++
			}
		}
	case PhaseNoOvertime:
		for seat := range t.Seats {
			if t.InGame(seat) && !t.Done[seat] {
				n++
			}
		}
	default:
		if t.Turn >= 0 {
			n = 1
		}
	}
	return n
}

// ActorAt is Actors()[i], or -1 past the last actor.
func (s *State) ActorAt(i int) int {
	t := &s.Public
	switch t.Phase {
	case PhaseOver:
		return -1
	case PhaseVote:
		for _, seat := range t.Order {
			if t.Votes[seat] == Pending {
				if i == 0 {
					return seat
				}
				i--
			}
		}
		return -1
	case PhaseNoOvertime:
		for seat := range t.Seats {
			if t.InGame(seat) && !t.Done[seat] {
				if i == 0 {
					return seat
				}
				i--
			}
		}
		return -1
	}
	if i == 0 {
		return t.Turn
	}
	return -1
}

// AnyOrder: both of the game's windows ask in any order.
func (s *State) AnyOrder() bool {
	return s.Public.Phase == PhaseVote || s.Public.Phase == PhaseNoOvertime
}

// Window is open for the whole cancel vote and the whole ノー残業デー: the phase alone decides,
// so every seat knows it. Neither runs against a clock.
func (s *State) Window() *engine.Window {
	switch s.Public.Phase {
	case PhaseVote:
		return &engine.Window{Kind: "vote", Timeout: "vote no", Policy: engine.AnyOrder, Cause: -1}
	case PhaseNoOvertime:
		return &engine.Window{Kind: "nozangyo", Timeout: "end", Policy: engine.AnyOrder, Cause: -1}
	}
	return nil
}

func (s *State) ParseAction(text string) (engine.Action, error) { return ParseAction(text) }

func (s *State) Clone() engine.State {
	c := *s
	c.Core = s.Core.Fork()
	c.Secrets = copySecrets(&s.Secrets)
	c.shared = nil // SharedView's, filled from this state alone
	return &c
}

// DealEvents are the opening deal, for the screen to animate.
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

// hand is seat's hand.
func (s *State) hand(seat int) []int { return s.Private[seat].Hand }

// syncCounts refreshes the public counts from the private hands and hidden piles.
func (s *State) syncCounts() {
	for i := range s.Private {
		s.Public.HandCount[i] = len(s.hand(i))
	}
	s.Public.DrawCount, s.Public.DictDrawCount = len(s.Hidden.Draw), len(s.Hidden.DictDraw)
}
