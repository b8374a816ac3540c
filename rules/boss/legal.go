package boss

import (
	"fmt"
	"slices"

	"zashiki/rules/engine"
)

// Legal lists what seat may do now; Apply accepts exactly these actions.
func (s *State) Legal(seat int) []engine.Action {
	if s.outcome != nil || !engine.IsActor(s, seat) {
		return nil
	}
	var out []Action
	switch s.Phase {
	case PhaseVote:
		out = []Action{{Act: ActVote, N: 1}, {Act: ActVote, N: 0}}
	case PhaseNoOvertime:
		out = append(s.discards(seat), Action{Act: ActEnd})
	case PhaseSubTurn:
		out = s.subLegal(seat)
	case PhaseBossStart:
		out = []Action{{Act: ActDraw}, {Act: ActSkip}}
	case PhaseBossTurn:
		out = s.bossLegal()
	case PhaseBonus:
		for _, t := range s.attackTargets() {
			out = append(out, Action{Act: ActAttack, Target: t})
		}
		out = append(out, Action{Act: ActEnd})
	case PhaseDamage:
		for n := range min(CountKinds(s.hands[seat])[Defence], s.Damage.Amount) + 1 {
			out = append(out, Action{Act: ActBlock, N: n})
		}
		if seat == s.Boss && s.Active(GenbaSekinin) && !s.Flags.GenbaUsed {
			out = append(out, Action{Act: ActNullify})
		}
	case PhaseDiscard:
		out = s.discards(seat)
	case PhaseChief:
		for t := range s.Table.Seats {
			if s.InGame(t) && s.Life[t] > 0 {
				out = append(out, Action{Act: ActHit, Target: t})
			}
		}
		for t := range s.Table.Seats {
			if s.InGame(t) && s.Life[t] > 0 && s.Life[t] < s.MaxLife(t) {
				out = append(out, Action{Act: ActMend, Target: t})
			}
		}
	case PhaseShimatsu:
		out = append(out, Action{Act: ActMend, Target: s.Boss})
		for _, t := range s.attackTargets() {
			out = append(out, Action{Act: ActHit, Target: t})
		}
	case PhaseRentai:
		for _, t := range s.rentaiTargets() {
			out = append(out, Action{Act: ActHit, Target: t})
		}
	}
	res := make([]engine.Action, len(out))
	for i, a := range out {
		res[i] = a
	}
	return res
}

// discards is one "discard <kind>" per kind in seat's hand.
func (s *State) discards(seat int) []Action {
	var out []Action
	for k, n := range CountKinds(s.hands[seat]) {
		if n > 0 {
			out = append(out, Action{Act: ActDiscard, Kind: Kind(k)})
		}
	}
	return out
}

// subLegal: a subordinate uses one usable card or hands in the 辞表; with no usable card it
// shows its hand and discards one (the 辞表 stays open to it).
func (s *State) subLegal(seat int) []Action {
	c := CountKinds(s.hands[seat])
	var out []Action
	if c[Attack] > 0 {
		out = append(out, Action{Act: ActAttack, Target: s.Boss})
	}
	if c[Defence] > 0 && !s.Active(BushoShoshitsu) {
		out = append(out, Action{Act: ActGuard})
	}
	if c[Recovery] > 0 {
		for _, t := range s.healTargets(seat) {
			out = append(out, Action{Act: ActHeal, Target: t})
		}
	}
	if c[Chief] > 0 {
		out = append(out, Action{Act: ActChief})
	}
	if len(out) == 0 {
		out = s.discards(seat)
	}
	if s.mayResign(seat) {
		out = append(out, Action{Act: ActResign})
	}
	return out
}

// healTargets: a 回復 raises a subordinate at 1 to 3 life; one at 0 may also aim at itself
// (its revival, if the die allows).
func (s *State) healTargets(seat int) []int {
	var out []int
	for _, t := range s.Order {
		if s.InGame(t) && (s.Life[t] >= 1 && s.Life[t] < SubLife || t == seat && s.Life[seat] == 0) {
			out = append(out, t)
		}
	}
	return out
}

// mayResign: the 辞表 (there is one) goes to a subordinate with life left, while at most three
// subordinates have life left.
func (s *State) mayResign(seat int) bool {
	if s.Resigned >= 0 || s.Life[seat] == 0 {
		return false
	}
	alive := 0
	for _, sub := range s.Order {
		if s.Life[sub] > 0 {
			alive++
		}
	}
	return alive <= 3
}

// bossLegal: the boss uses a card (攻撃 on a subordinate with life, 回復 always, 社長) or
// stops; with no usable card it shows its hand and discards one.
func (s *State) bossLegal() []Action {
	c := CountKinds(s.hands[s.Boss])
	var out []Action
	if c[Attack] > 0 {
		for _, t := range s.attackTargets() {
			out = append(out, Action{Act: ActAttack, Target: t})
		}
	}
	if c[Recovery] > 0 {
		out = append(out, Action{Act: ActHeal, Target: s.Boss})
	}
	if c[Chief] > 0 {
		out = append(out, Action{Act: ActChief})
	}
	if len(out) == 0 {
		return s.discards(s.Boss)
	}
	return append(out, Action{Act: ActEnd})
}

// check says why seat may not take a now, or nil when it may.
func (s *State) check(seat int, a Action) error {
	if s.outcome != nil {
		return engine.ErrGameOver
	}
	if !engine.IsActor(s, seat) {
		return fmt.Errorf("%w: seat %d may not act now", engine.ErrNotYourTurn, seat)
	}
	if slices.ContainsFunc(s.Legal(seat), func(l engine.Action) bool { return l == engine.Action(a) }) {
		return nil
	}
	return engine.Illegal("%q is not possible now (%s)", a, phaseHint[s.Phase])
}

var phaseHint = map[Phase]string{
	PhaseVote:       "vote yes or no on cancelling the 独裁カード",
	PhaseNoOvertime: "discard a card you hold, or end",
	PhaseSubTurn:    "use a usable card, resign, or with none discard one",
	PhaseBossStart:  "draw, or skip the draw to heal 2",
	PhaseBossTurn:   "use a usable card or end; with none discard one",
	PhaseBonus:      "attack a subordinate with life, or end",
	PhaseDamage:     "block with at most as many 防御 as you hold and the hit is worth",
	PhaseDiscard:    "discard a card you hold",
	PhaseChief:      "hit a player with life, or mend one below the maximum",
	PhaseShimatsu:   "mend yourself or hit a subordinate with life",
	PhaseRentai:     "hit another subordinate with life",
}
