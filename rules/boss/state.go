package boss

import (
	"slices"

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

// Table is everything about a game that every seat may know. The state holds one, and every
// View carries a deep copy, so a determinized state can take it over whole.
type Table struct {
	Seats int
	Boss  int
	Order []int // the subordinates in turn order

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
	Tasks    []Task // what the round still has to do, in order
	// Revealed is every hand, shown once the game is over (nil before).
	Revealed [][]int
}

// RoundFlags are the once-per-round marks of the 独裁カード, cleared each round.
type RoundFlags struct {
	RentaiUsed, GenbaUsed, RuleUsed, DokusaiUsed, KosenBoss, KosenTeam bool
}

// DamagePrompt is a hit waiting for its defender's answer.
type DamagePrompt struct {
	Target, Amount, Source int
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

func (t *Table) clone() Table {
	c := *t
	c.Order = slices.Clone(t.Order)
	c.Life = slices.Clone(t.Life)
	c.Field = slices.Clone(t.Field)
	c.Spent = slices.Clone(t.Spent)
	c.Known = slices.Clone(t.Known)
	c.HandCount = slices.Clone(t.HandCount)
	c.Discard = slices.Clone(t.Discard)
	c.DictDiscard = slices.Clone(t.DictDiscard)
	c.Votes = slices.Clone(t.Votes)
	c.Done = slices.Clone(t.Done)
	c.Tasks = slices.Clone(t.Tasks)
	if t.Revealed != nil {
		c.Revealed = cloneHands(t.Revealed)
	}
	return c
}

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
	opts engine.Options
	v    variant
	Table

	hands    [][]int
	draw     []int // the next card drawn is the last
	dictDraw []int

	rng     engine.RNG
	outcome *engine.Outcome
	deal    []engine.Event
	events  []engine.Event
}

func (s *State) Seats() int { return s.Table.Seats }

func (s *State) Actors() []int {
	switch s.Phase {
	case PhaseOver:
		return nil
	case PhaseVote:
		var out []int
		for _, seat := range s.Order {
			if s.Votes[seat] == Pending {
				out = append(out, seat)
			}
		}
		return out
	case PhaseNoOvertime:
		var out []int
		for seat := range s.Table.Seats {
			if s.InGame(seat) && !s.Done[seat] {
				out = append(out, seat)
			}
		}
		return out
	}
	return []int{s.Turn}
}

func (s *State) Outcome() *engine.Outcome { return s.outcome.Clone() }

func (s *State) ParseAction(text string) (engine.Action, error) { return ParseAction(text) }

func (s *State) Clone() engine.State {
	c := *s
	c.Table = s.Table.clone()
	c.hands = cloneHands(s.hands)
	c.draw = slices.Clone(s.draw)
	c.dictDraw = slices.Clone(s.dictDraw)
	c.outcome = s.outcome.Clone()
	c.events = nil
	return &c
}

// DealEvents are the opening deal, for the screen to animate.
func (s *State) DealEvents() []engine.Event {
	out := slices.Clone(s.deal)
	for i := range out {
		out[i].Msg.Args = slices.Clone(out[i].Msg.Args)
	}
	return out
}

func (s *State) emit(e engine.Event) { s.events = append(s.events, e) }

func (s *State) msg(key string, args ...any) {
	s.emit(engine.Event{Kind: engine.EvMessage, Seat: -1, Msg: engine.M(key, args...)})
}

// syncCounts refreshes the public counts from the hidden piles.
func (s *State) syncCounts() {
	for i, h := range s.hands {
		s.HandCount[i] = len(h)
	}
	s.DrawCount, s.DictDrawCount = len(s.draw), len(s.dictDraw)
}

func cloneHands(hs [][]int) [][]int {
	out := make([][]int, len(hs))
	for i, h := range hs {
		out[i] = slices.Clone(h)
	}
	return out
}
