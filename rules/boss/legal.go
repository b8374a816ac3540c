package boss

import (
	"fmt"
	"slices"

	"zashiki/rules/engine"
)

// Legal lists what seat may do now; Apply accepts exactly these actions.
func (s *State) Legal(seat int) []engine.Action {
	var buf [maxLegal]engine.Action
	acts := s.legal(buf[:0], seat)
	if len(acts) == 0 {
		return nil
	}
	return slices.Clone(acts)
}

// AppendLegal is append(dst, Legal(seat)...) (engine.Lister), for playouts that reuse dst.
func (s *State) AppendLegal(dst []engine.Action, seat int) []engine.Action {
	return s.legal(dst, seat)
}

// maxLegal is room for the longest legal list (the 社長's hit or mend at five seats, 10), so
// listing them needs no allocation.
const maxLegal = 16

// boxed holds every action a table of up to five seats can offer already wrapped in an
// engine.Action, so playouts do not allocate one interface per legal action: by act, then by
// its one argument (target seat, kind or vote). plain holds the same actions unwrapped, so
// box finds an action's entry by comparing structs, not interfaces.
var plain, boxed = func() (plain [ActTake + 1][8]Action, boxed [ActTake + 1][8]engine.Action) {
	for act := range plain {
		for i := range plain[act] {
			a := Action{Act: Act(act)}
			switch Act(act) {
			case ActAttack, ActHeal, ActHit, ActMend:
				a.Target = i
			case ActDiscard:
				a.Kind = Kind(i)
			case ActVote:
				a.N = i
			}
			plain[act][i], boxed[act][i] = a, a
		}
	}
	return plain, boxed
}()

func box(a Action) engine.Action {
	i := a.Target + int(a.Kind) + a.N
	if a.Act < 0 || int(a.Act) >= len(plain) || i < 0 || i >= len(plain[0]) || plain[a.Act][i] != a {
		return a
	}
	return boxed[a.Act][i]
}

// isActor is engine.IsActor without building the list of actors.
func (s *State) isActor(seat int) bool {
	t := &s.Public
	switch t.Phase {
	case PhaseOver:
		return false
	case PhaseVote:
		return seat >= 0 && seat < t.Seats && t.Votes[seat] == Pending
	case PhaseNoOvertime:
		return seat >= 0 && seat < t.Seats && t.InGame(seat) && !t.Done[seat]
	}
	return seat == t.Turn
}

// legal appends Legal to out, each action boxed once for all (box).
func (s *State) legal(out []engine.Action, seat int) []engine.Action {
	if s.Result != nil || !s.isActor(seat) {
		return out
	}
	switch s.Public.Phase {
	case PhaseVote:
		out = append(out, box(Action{Act: ActVote, N: 1}), box(Action{Act: ActVote, N: 0}))
	case PhaseNoOvertime:
		out = append(s.discards(out, seat), box(Action{Act: ActEnd}))
	case PhaseSubTurn:
		out = s.subLegal(out, seat)
	case PhaseBossStart:
		out = append(out, box(Action{Act: ActDraw}), box(Action{Act: ActSkip}))
	case PhaseBossTurn:
		out = s.bossLegal(out)
	case PhaseBonus:
		// The prompt opens whether or not the boss holds an 攻撃; only the boss sees which.
		if s.holds(seat, Attack) {
			for _, t := range s.attackTargets(new(targets)[:0]) {
				out = append(out, box(Action{Act: ActAttack, Target: t}))
			}
		}
		out = append(out, box(Action{Act: ActEnd}))
	case PhaseDamage:
		// One 防御 at a time: the prompt stays open while the hit is worth more than 0.
		out = append(out, box(Action{Act: ActTake}))
		if s.holds(seat, Defence) {
			out = append(out, box(Action{Act: ActBlock}))
		}
		if seat == s.Public.Boss && s.Public.Active(GenbaSekinin) && !s.Public.Flags.GenbaUsed && s.Public.Damage.Blocked == 0 {
			out = append(out, box(Action{Act: ActNullify}))
		}
	case PhaseDiscard:
		out = s.discards(out, seat)
	case PhaseChief:
		for t := range s.Public.Seats {
			if s.Public.InGame(t) && s.Public.Life[t] > 0 {
				out = append(out, box(Action{Act: ActHit, Target: t}))
			}
		}
		for t := range s.Public.Seats {
			if s.Public.InGame(t) && s.Public.Life[t] > 0 && s.Public.Life[t] < s.Public.MaxLife(t) {
				out = append(out, box(Action{Act: ActMend, Target: t}))
			}
		}
	case PhaseShimatsu:
		out = append(out, box(Action{Act: ActMend, Target: s.Public.Boss}))
		for _, t := range s.attackTargets(new(targets)[:0]) {
			out = append(out, box(Action{Act: ActHit, Target: t}))
		}
	case PhaseRentai:
		for _, t := range s.rentaiTargets(new(targets)[:0]) {
			out = append(out, box(Action{Act: ActHit, Target: t}))
		}
	}
	return out
}

// holds reports whether seat's hand has a card of kind k (the phases that ask about one
// kind need no count of every kind).
func (s *State) holds(seat int, k Kind) bool {
	for _, c := range s.hand(seat) {
		if KindOf(c) == k {
			return true
		}
	}
	return false
}

// discards appends one "discard <kind>" per kind in seat's hand.
func (s *State) discards(out []engine.Action, seat int) []engine.Action {
	for k, n := range CountKinds(s.hand(seat)) {
		if n > 0 {
			out = append(out, box(Action{Act: ActDiscard, Kind: Kind(k)}))
		}
	}
	return out
}

// subLegal: a subordinate uses one usable card or hands in the 辞表; with no usable card it
// shows its hand and discards one (the 辞表 stays open to it).
func (s *State) subLegal(out []engine.Action, seat int) []engine.Action {
	c := CountKinds(s.hand(seat))
	start := len(out)
	if c[Attack] > 0 {
		out = append(out, box(Action{Act: ActAttack, Target: s.Public.Boss}))
	}
	if c[Defence] > 0 && !s.Public.Active(BushoShoshitsu) {
		out = append(out, box(Action{Act: ActGuard}))
	}
	if c[Recovery] > 0 {
		for _, t := range s.healTargets(new(targets)[:0], seat) {
			out = append(out, box(Action{Act: ActHeal, Target: t}))
		}
	}
	if c[Chief] > 0 {
		out = append(out, box(Action{Act: ActChief}))
	}
	if len(out) == start {
		out = s.discards(out, seat)
	}
	if s.mayResign(seat) {
		out = append(out, box(Action{Act: ActResign}))
	}
	return out
}

// healTargets: a 回復 raises a subordinate at 1 to 3 life; one at 0 may also aim at itself
// (its revival, if the die allows).
func (s *State) healTargets(out []int, seat int) []int {
	for _, t := range s.Public.Order {
		if s.Public.InGame(t) && (s.Public.Life[t] >= 1 && s.Public.Life[t] < SubLife || t == seat && s.Public.Life[seat] == 0) {
			out = append(out, t)
		}
	}
	return out
}

// mayResign: the 辞表 (there is one) goes to a subordinate with life left, while at most three
// subordinates have life left.
func (s *State) mayResign(seat int) bool {
	if s.Public.Resigned >= 0 || s.Public.Life[seat] == 0 {
		return false
	}
	alive := 0
	for _, sub := range s.Public.Order {
		if s.Public.Life[sub] > 0 {
			alive++
		}
	}
	return alive <= 3
}

// bossLegal: the boss uses a card (攻撃 on a subordinate with life, 回復 always, 社長) or
// stops; with no usable card it shows its hand and discards one. Under boss_must_use it may
// stop only once it has used a card (or shown its hand for want of one).
func (s *State) bossLegal(out []engine.Action) []engine.Action {
	c := CountKinds(s.hand(s.Public.Boss))
	start := len(out)
	if c[Attack] > 0 {
		for _, t := range s.attackTargets(new(targets)[:0]) {
			out = append(out, box(Action{Act: ActAttack, Target: t}))
		}
	}
	if c[Recovery] > 0 {
		out = append(out, box(Action{Act: ActHeal, Target: s.Public.Boss}))
	}
	if c[Chief] > 0 {
		out = append(out, box(Action{Act: ActChief}))
	}
	if len(out) == start {
		return s.discards(out, s.Public.Boss)
	}
	if s.v.mustUse && s.Public.BossUses == BossCardUses {
		return out
	}
	return append(out, box(Action{Act: ActEnd}))
}

// check says why seat may not take a now, or nil when it may.
func (s *State) check(seat int, a Action) error {
	if s.Result != nil {
		return engine.ErrGameOver
	}
	if !s.isActor(seat) {
		return fmt.Errorf("%w: seat %d may not act now", engine.ErrNotYourTurn, seat)
	}
	if s.allows(seat, a) {
		return nil
	}
	return engine.Illegal("%q is not possible now (%s)", a, phaseHint[s.Public.Phase])
}

// allows reports whether legal lists a for seat, an actor, without listing: the action Apply
// is handed is looked up where legal would list it (TestAllowsIsTheLegalList holds the two
// to each other). Each listed action sets only its own argument, so a is compared whole
// with that form.
func (s *State) allows(seat int, a Action) bool {
	t := &s.Public
	switch t.Phase {
	case PhaseVote:
		return a == Action{Act: ActVote, N: 1} || a == Action{Act: ActVote}
	case PhaseNoOvertime:
		return a == Action{Act: ActEnd} || s.discardable(seat, a)
	case PhaseSubTurn:
		return s.subAllows(seat, a)
	case PhaseBossStart:
		return a == Action{Act: ActDraw} || a == Action{Act: ActSkip}
	case PhaseBossTurn:
		return s.bossAllows(a)
	case PhaseBonus:
		return a == Action{Act: ActEnd} ||
			a == Action{Act: ActAttack, Target: a.Target} && s.holds(seat, Attack) && s.attackable(a.Target)
	case PhaseDamage:
		switch a {
		case Action{Act: ActTake}:
			return true
		case Action{Act: ActBlock}:
			return s.holds(seat, Defence)
		case Action{Act: ActNullify}:
			return seat == t.Boss && t.Active(GenbaSekinin) && !t.Flags.GenbaUsed && t.Damage.Blocked == 0
		}
	case PhaseDiscard:
		return s.discardable(seat, a)
	case PhaseChief:
		if a != (Action{Act: a.Act, Target: a.Target}) || a.Target < 0 || a.Target >= t.Seats {
			return false
		}
		alive := t.InGame(a.Target) && t.Life[a.Target] > 0
		return a.Act == ActHit && alive || a.Act == ActMend && alive && t.Life[a.Target] < t.MaxLife(a.Target)
	case PhaseShimatsu:
		return a == Action{Act: ActMend, Target: t.Boss} ||
			a == Action{Act: ActHit, Target: a.Target} && s.attackable(a.Target)
	case PhaseRentai:
		return a == Action{Act: ActHit, Target: a.Target} && a.Target != t.Damage.Target && s.attackable(a.Target)
	}
	return false
}

// attackable reports whether attackTargets lists seat.
func (s *State) attackable(seat int) bool {
	return slices.Contains(s.Public.Order, seat) && s.Public.InGame(seat) && s.Public.Life[seat] > 0
}

// discardable reports whether discards lists a.
func (s *State) discardable(seat int, a Action) bool {
	return a == Action{Act: ActDiscard, Kind: a.Kind} && s.holds(seat, a.Kind)
}

// subAllows reports whether subLegal lists a.
func (s *State) subAllows(seat int, a Action) bool {
	t := &s.Public
	c := CountKinds(s.hand(seat))
	guard := c[Defence] > 0 && !t.Active(BushoShoshitsu)
	heal := func(target int) bool {
		if c[Recovery] == 0 {
			return false
		}
		var room targets
		return slices.Contains(s.healTargets(room[:0], seat), target)
	}
	switch a.Act {
	case ActAttack:
		return a == Action{Act: ActAttack, Target: t.Boss} && c[Attack] > 0
	case ActGuard:
		return a == Action{Act: ActGuard} && guard
	case ActHeal:
		return a == Action{Act: ActHeal, Target: a.Target} && heal(a.Target)
	case ActChief:
		return a == Action{Act: ActChief} && c[Chief] > 0
	case ActDiscard:
		// Only for want of a usable card.
		var room targets
		usable := c[Attack] > 0 || guard || c[Chief] > 0 || c[Recovery] > 0 && len(s.healTargets(room[:0], seat)) > 0
		return !usable && s.discardable(seat, a)
	case ActResign:
		return a == Action{Act: ActResign} && s.mayResign(seat)
	}
	return false
}

// bossAllows reports whether bossLegal lists a.
func (s *State) bossAllows(a Action) bool {
	t := &s.Public
	c := CountKinds(s.hand(t.Boss))
	var room targets
	usable := c[Attack] > 0 && len(s.attackTargets(room[:0])) > 0 || c[Recovery] > 0 || c[Chief] > 0
	switch a.Act {
	case ActAttack:
		return a == Action{Act: ActAttack, Target: a.Target} && c[Attack] > 0 && s.attackable(a.Target)
	case ActHeal:
		return a == Action{Act: ActHeal, Target: t.Boss} && c[Recovery] > 0
	case ActChief:
		return a == Action{Act: ActChief} && c[Chief] > 0
	case ActDiscard:
		return !usable && s.discardable(t.Boss, a)
	case ActEnd:
		return a == Action{Act: ActEnd} && usable && !(s.v.mustUse && t.BossUses == BossCardUses)
	}
	return false
}

var phaseHint = map[Phase]string{
	PhaseVote:       "vote yes or no on cancelling the 独裁カード",
	PhaseNoOvertime: "discard a card you hold, or end",
	PhaseSubTurn:    "use a usable card, resign, or with none discard one",
	PhaseBossStart:  "draw, or skip the draw to heal 2",
	PhaseBossTurn:   "use a usable card, or end once one is used (boss_must_use=off: at any time); with none discard one",
	PhaseBonus:      "attack a subordinate with life if you hold an 攻撃, or end",
	PhaseDamage:     "take the hit, or throw one 防御 you hold",
	PhaseDiscard:    "discard a card you hold",
	PhaseChief:      "hit a player with life, or mend one below the maximum",
	PhaseShimatsu:   "mend yourself or hit a subordinate with life",
	PhaseRentai:     "hit another subordinate with life",
}
