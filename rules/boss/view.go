package boss

import (
	"zashiki/rules/engine"
)

// Phase is what the game waits for.
type Phase int

const (
	// PhaseVote: every subordinate still in the game votes on cancelling the 独裁カード.
	PhaseVote Phase = iota
	// PhaseSubTurn: Turn, a subordinate, uses a card, hands in the 辞表, or (with no usable
	// card) shows the hand and discards one.
	PhaseSubTurn
	// PhaseBossStart: 「サボり」スポット: the boss draws or skips the draw to heal 2.
	PhaseBossStart
	// PhaseBossTurn: the boss uses a card (BossUses left) or ends the turn.
	PhaseBossTurn
	// PhaseBonus: ルールは破ろう: the boss may use an attack card after a recovery card. It
	// opens after every 回復 while the card allows a bonus, whatever the boss holds.
	PhaseBonus
	// PhaseDamage: Damage.Target throws 防御 from hand one at a time, or takes what is left
	// (or, the boss, uses 現場の責任).
	PhaseDamage
	// PhaseDiscard: 有給休暇: Turn, whose life rose, discards a card of its choice.
	PhaseDiscard
	// PhaseChief: Turn decides what the 社長 does at its side's turn end.
	PhaseChief
	// PhaseShimatsu: 始末書: the boss heals 1 or deals 1 to a subordinate.
	PhaseShimatsu
	// PhaseRentai: 連帯責任: the boss picks another subordinate to take 1 damage.
	PhaseRentai
	// PhaseNoOvertime: ノー残業デー: everyone discards any number of cards, then says done.
	PhaseNoOvertime
	// PhaseOver: the game has ended.
	PhaseOver
	// PhaseRun: the rules are between prompts (never seen outside Apply and New).
	PhaseRun
)

// TaskKind is a step the round still has to take.
type TaskKind int

const (
	TaskRoundStart TaskKind = iota
	TaskVote
	TaskReveal // the 独裁カード's immediate effect
	TaskSubTurn
	TaskTeamEnd
	TaskBossStart
	TaskBossUse
	TaskBossEnd
	TaskNomikai
	TaskRoundEnd
	TaskRefill
	TaskDamage // Seat takes N from Source by Cause
	TaskHealed // Seat's life rose (Source healed it): 水も飲まずに, 有給休暇
	TaskBonus
	TaskRentai // the attack's target was Seat
	TaskChief  // Side's 社長 acts
)

// Task is one pending step of the round's agenda. Tasks hold no secret, so views carry them.
type Task struct {
	Kind   TaskKind
	Seat   int
	N      int
	Source int
	Cause  Cause
	Side   Side
}

// View is what one seat knows: the table everyone sees and its own hand. It shares no memory
// with the state.
type View struct {
	Seat int
	Table
	// Private holds Hand, this seat's own hand (nil for a seat outside the table).
	Private
	Outcome *engine.Outcome
}

// Viewer implements engine.View.
func (v *View) Viewer() int { return v.Seat }

func (s *State) View(seat int) engine.View {
	p, m := s.Seen(seat)
	return &View{Seat: seat, Table: p, Private: m, Outcome: s.Outcome()}
}

// CountKinds counts a hand's cards by kind.
func CountKinds(hand []int) [NumKinds]int {
	var n [NumKinds]int
	for _, c := range hand {
		n[KindOf(c)]++
	}
	return n
}
