package boss

import (
	"zashiki/rules/engine"
)

// Apply checks the action against Legal before it changes anything, so a refusal leaves the
// state as it was.
func (s *State) Apply(seat int, act engine.Action) ([]engine.Event, error) {
	a, err := engine.As[Action](act, "上司独裁")
	if err != nil {
		return nil, err
	}
	if err = s.check(seat, a); err != nil {
		return nil, err
	}
	s.record(seat, a)
	switch s.Public.Phase {
	case PhaseVote:
		s.vote(seat, a)
	case PhaseNoOvertime:
		s.noOvertime(seat, a)
	default:
		phase := s.Public.Phase
		s.Public.Phase = PhaseRun
		s.answer(phase, seat, a)
	}
	s.run()
	return s.TakeEvents(), nil
}

func (s *State) vote(seat int, a Action) {
	s.Public.Votes[seat] = No
	key := MsgVoteNo
	if a.N == 1 {
		s.Public.Votes[seat], key = Yes, MsgVoteYes
	}
	if s.Loud() {
		s.Say(key, engine.SeatRef(seat))
	}
	if s.NumActors() == 0 {
		s.closeVote()
	}
}

func (s *State) noOvertime(seat int, a Action) {
	if a.Act == ActDiscard {
		s.discardFrom(seat, a.Kind, MsgDiscard)
	}
	if a.Act == ActEnd || len(s.hand(seat)) == 0 {
		s.Public.Done[seat] = true
		if s.Loud() {
			s.Say(MsgNoOvertimeDone, engine.SeatRef(seat), len(s.hand(seat)))
		}
	}
	if s.NumActors() == 0 {
		s.Public.Phase = PhaseRun
	}
}

// answer settles a single seat's decision in the given prompt phase.
func (s *State) answer(phase Phase, seat int, a Action) {
	switch phase {
	case PhaseSubTurn:
		s.subAct(seat, a)
	case PhaseBossStart:
		if a.Act == ActSkip {
			s.Say(MsgSabori, engine.SeatRef(seat))
			s.heal(seat, BossHeal, seat)
		} else {
			s.drawCards(seat, 1)
		}
	case PhaseBossTurn:
		s.bossAct(a)
	case PhaseBonus:
		if a.Act == ActAttack {
			s.Public.Flags.RuleUsed = true
			s.Say(MsgRuleBonus, engine.SeatRef(seat))
			s.bossAttack(a.Target)
		}
	case PhaseDamage:
		s.defend(seat, a)
	case PhaseDiscard:
		s.discardFrom(seat, a.Kind, MsgDiscard)
	case PhaseChief:
		s.chiefAct(seat, a)
	case PhaseShimatsu:
		if a.Act == ActMend {
			s.Say(MsgShimatsuMend, engine.SeatRef(seat))
			s.heal(seat, 1, seat)
		} else {
			s.Say(MsgShimatsuHit, engine.SeatRef(seat), engine.SeatRef(a.Target))
			s.push(Task{Kind: TaskDamage, Seat: a.Target, N: 1, Source: seat, Cause: ByDictator})
		}
	case PhaseRentai:
		s.Say(MsgRentai, engine.SeatRef(seat), engine.SeatRef(a.Target))
		s.push(Task{Kind: TaskDamage, Seat: a.Target, N: 1, Source: seat, Cause: ByDictator})
	}
}

// defend is one answer to a hit: throw one 防御 (asked again while the hit is worth more),
// take what is left, or (the boss) turn it to 0 with 現場の責任. Only the hit's size, which
// everyone sees, decides whether the defender is asked again, never what its hand holds.
func (s *State) defend(seat int, a Action) {
	d := &s.Public.Damage
	switch a.Act {
	case ActNullify:
		s.Public.Flags.GenbaUsed = true
		if s.Loud() {
			s.Say(MsgGenba, engine.SeatRef(seat), d.Amount)
		}
		d.Amount = 0
	case ActBlock:
		s.discardFrom(seat, Defence, MsgBlock)
		d.Amount--
		d.Blocked++
		if d.Amount > 0 {
			s.prompt(PhaseDamage, seat)
			return
		}
	}
	n, cause := d.Amount, d.Cause
	s.Public.Damage = DamagePrompt{}
	s.hurt(seat, n, cause)
}

// subAct is a subordinate's turn: a card, the 辞表, or the no-usable-card procedure.
func (s *State) subAct(seat int, a Action) {
	switch a.Act {
	case ActResign:
		s.resign(seat)
	case ActDiscard:
		s.noUsable(seat, a.Kind)
	default:
		s.subUse(seat, a)
	}
}

var actKinds = map[Act]Kind{ActAttack: Attack, ActGuard: Defence, ActHeal: Recovery, ActChief: Chief}

// subUse plays a card. At life 0 the die decides: even, the card works and costs nothing;
// odd, it is discarded unused.
func (s *State) subUse(seat int, a Action) {
	k := actKinds[a.Act]
	c := s.take(seat, k)
	if s.Public.Life[seat] == 0 {
		s.Say(MsgPlayDown, engine.SeatRef(seat), engine.CardRef(c))
		if s.roll(seat)%2 == 1 {
			s.Public.Discard = append(s.Public.Discard, c)
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: HandZone(seat), To: DiscardZone,
				Msg: engine.M(MsgFizzle, engine.SeatRef(seat))})
			return
		}
		s.subEffect(seat, a, c, true)
		return
	}
	s.subEffect(seat, a, c, false)
}

func (s *State) subEffect(seat int, a Action, c int, free bool) {
	var played engine.Msg
	if s.Loud() {
		played = engine.M(MsgPlay, engine.SeatRef(seat), engine.CardRef(c))
	}
	switch a.Act {
	case ActAttack:
		s.Public.Discard = append(s.Public.Discard, c)
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: HandZone(seat), To: DiscardZone, Msg: played})
		if !free {
			// The cost comes first: if it leaves a third subordinate at 0, the boss has won.
			s.Public.Life[seat]--
			if s.Loud() {
				s.Emit(engine.Event{Kind: engine.EvLife, Seat: seat, N: -1, Msg: engine.M(MsgCost, engine.SeatRef(seat), s.Public.Life[seat])})
			}
			if s.checkWin() {
				return
			}
		}
		n := 1
		if s.Public.Active(KosenTekina) && !s.Public.Flags.KosenTeam {
			s.Public.Flags.KosenTeam = true
			n++
			s.Say(MsgKosen, engine.SeatRef(seat))
		}
		s.push(Task{Kind: TaskDamage, Seat: s.Public.Boss, N: n, Source: seat, Cause: ByTeamAttack})
	case ActGuard:
		s.Public.Field[seat], s.Public.Spent[seat] = c, false
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: HandZone(seat), To: FieldZone(seat), Msg: played})
	case ActHeal:
		s.Public.Discard = append(s.Public.Discard, c)
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: HandZone(seat), To: DiscardZone,
				Msg: engine.M(MsgPlayOn, engine.SeatRef(seat), engine.CardRef(c), engine.SeatRef(a.Target))})
		}
		s.heal(a.Target, 1, seat)
	case ActChief:
		s.placeChief(c, TeamSide, seat, HandZone(seat))
	}
}

// noUsable: with no usable card, show the hand, discard one, draw one, and the turn ends.
// Everyone now knows the rest of the shown hand, which Known keeps as a lower bound.
func (s *State) noUsable(seat int, k Kind) {
	if s.Loud() {
		s.Say(MsgShowHand, engine.SeatRef(seat))
		for _, c := range s.hand(seat) {
			s.Emit(engine.Event{Kind: engine.EvReveal, Seat: seat, Card: c, To: HandZone(seat)})
		}
	}
	s.discardFrom(seat, k, MsgDiscard)
	s.Public.Known[seat] = CountKinds(s.hand(seat))
	s.drawCards(seat, 1)
}

// resign hands in the 辞表: with two subordinates already at 0 the team loses at once;
// otherwise the subordinate leaves and the boss takes the damage it had taken.
func (s *State) resign(seat int) {
	if s.Public.Down() >= 2 { // the seed's special rule: the team loses at once, no damage dealt
		s.Say(MsgResign, engine.SeatRef(seat))
		s.finish(BossSide, engine.M(MsgEndLetter, engine.SeatRef(seat)))
		return
	}
	s.Public.Resigned = seat
	s.Emit(engine.Event{Kind: engine.EvMessage, Seat: seat, Msg: engine.M(MsgResign, engine.SeatRef(seat))})
	for len(s.hand(seat)) > 0 {
		s.discardFrom(seat, KindOf(s.hand(seat)[0]), "")
	}
	s.Public.Known[seat] = [NumKinds]int{}
	if c := s.Public.Field[seat]; c >= 0 {
		s.Public.Field[seat] = -1
		s.Public.Discard = append(s.Public.Discard, c)
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: FieldZone(seat), To: DiscardZone})
	}
	if s.Public.Chief >= 0 && s.Public.ChiefSide == TeamSide && s.Public.ChiefOwner == seat {
		s.Public.ChiefOwner = s.firstSub()
	}
	if n := SubLife - s.Public.Life[seat]; n > 0 {
		s.Say(MsgLetterDamage, engine.SeatRef(s.Public.Boss), n)
		s.push(Task{Kind: TaskDamage, Seat: s.Public.Boss, N: n, Source: seat, Cause: ByLetter})
	} else {
		s.Say(MsgNoDamage, engine.SeatRef(s.Public.Boss))
	}
}

// bossAct is one of the boss's two card uses, or the end of its turn.
func (s *State) bossAct(a Action) {
	boss := s.Public.Boss
	switch a.Act {
	case ActEnd:
		s.Public.BossUses = 0
		s.Say(MsgBossEnd, engine.SeatRef(boss))
		return
	case ActAttack:
		s.Public.BossUses--
		s.push(Task{Kind: TaskBossUse})
		s.bossAttack(a.Target)
	case ActHeal:
		s.Public.BossUses--
		s.push(Task{Kind: TaskBonus}, Task{Kind: TaskBossUse})
		c := s.take(boss, Recovery)
		s.Public.Discard = append(s.Public.Discard, c)
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: boss, Card: c, From: HandZone(boss), To: DiscardZone,
				Msg: engine.M(MsgPlay, engine.SeatRef(boss), engine.CardRef(c))})
		}
		s.heal(boss, BossHeal, boss)
	case ActChief:
		s.Public.BossUses--
		s.push(Task{Kind: TaskBossUse})
		s.placeChief(s.take(boss, Chief), BossSide, boss, HandZone(boss))
	case ActDiscard:
		s.Public.BossUses--
		s.push(Task{Kind: TaskBossUse})
		s.noUsable(boss, a.Kind)
	}
}

// bossAttack: 2 damage to a subordinate, +100 once under 上司独裁, +1 for the boss's first
// attack under 交戦的な態度.
func (s *State) bossAttack(target int) {
	boss := s.Public.Boss
	c := s.take(boss, Attack)
	s.Public.Discard = append(s.Public.Discard, c)
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: boss, Card: c, From: HandZone(boss), To: DiscardZone,
			Msg: engine.M(MsgPlayOn, engine.SeatRef(boss), engine.CardRef(c), engine.SeatRef(target))})
	}
	n := BossAttack
	if s.Public.Active(JoshiDokusai) && !s.Public.Flags.DokusaiUsed {
		s.Public.Flags.DokusaiUsed = true
		n += DokusaiPlus
		s.Say(MsgDokusai, engine.SeatRef(boss))
	}
	if s.Public.Active(KosenTekina) && !s.Public.Flags.KosenBoss {
		s.Public.Flags.KosenBoss = true
		n++
		s.Say(MsgKosen, engine.SeatRef(boss))
	}
	s.push(Task{Kind: TaskDamage, Seat: target, N: n, Source: boss, Cause: ByBossAttack})
}

// chiefAct: the 社長 deals 1 or heals 1, and leaves after its second use.
func (s *State) chiefAct(seat int, a Action) {
	s.Public.ChiefUses++
	if a.Act == ActHit {
		s.Say(MsgChiefHit, engine.SeatRef(seat), engine.SeatRef(a.Target))
	} else {
		s.Say(MsgChiefMend, engine.SeatRef(seat), engine.SeatRef(a.Target))
	}
	if s.Public.ChiefUses >= ChiefUses {
		s.discardChief()
	}
	if a.Act == ActHit {
		s.push(Task{Kind: TaskDamage, Seat: a.Target, N: 1, Source: seat, Cause: ByChief})
	} else {
		s.heal(a.Target, 1, seat)
	}
}
