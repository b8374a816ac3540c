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
	s.events = nil
	switch s.Phase {
	case PhaseVote:
		s.vote(seat, a)
	case PhaseNoOvertime:
		s.noOvertime(seat, a)
	default:
		phase := s.Phase
		s.Phase = PhaseRun
		s.answer(phase, seat, a)
	}
	s.run()
	ev := s.events
	s.events = nil
	return ev, nil
}

func (s *State) vote(seat int, a Action) {
	s.Votes[seat] = No
	key := MsgVoteNo
	if a.N == 1 {
		s.Votes[seat], key = Yes, MsgVoteYes
	}
	s.msg(key, engine.SeatRef(seat))
	if len(s.Actors()) == 0 {
		s.closeVote()
	}
}

func (s *State) noOvertime(seat int, a Action) {
	if a.Act == ActDiscard {
		s.discardFrom(seat, a.Kind, engine.M(MsgDiscard, engine.SeatRef(seat), engine.CardRef(s.firstOf(seat, a.Kind))))
	}
	if a.Act == ActEnd || len(s.hands[seat]) == 0 {
		s.Done[seat] = true
		s.msg(MsgNoOvertimeDone, engine.SeatRef(seat), len(s.hands[seat]))
	}
	if len(s.Actors()) == 0 {
		s.Phase = PhaseRun
	}
}

// firstOf is the card discardFrom would take, for the log line.
func (s *State) firstOf(seat int, k Kind) int {
	for _, c := range s.hands[seat] {
		if KindOf(c) == k {
			return c
		}
	}
	return -1
}

// answer settles a single seat's decision in the given prompt phase.
func (s *State) answer(phase Phase, seat int, a Action) {
	switch phase {
	case PhaseSubTurn:
		s.subAct(seat, a)
	case PhaseBossStart:
		if a.Act == ActSkip {
			s.msg(MsgSabori, engine.SeatRef(seat))
			s.heal(seat, BossHeal, seat)
		} else {
			s.drawCards(seat, 1)
		}
	case PhaseBossTurn:
		s.bossAct(a)
	case PhaseBonus:
		if a.Act == ActAttack {
			s.Flags.RuleUsed = true
			s.msg(MsgRuleBonus, engine.SeatRef(seat))
			s.bossAttack(a.Target)
		}
	case PhaseDamage:
		d := s.Damage
		n := d.Amount
		if a.Act == ActNullify {
			s.Flags.GenbaUsed = true
			s.msg(MsgGenba, engine.SeatRef(seat), n)
			n = 0
		}
		for range a.N {
			s.discardFrom(seat, Defence, engine.M(MsgBlock, engine.SeatRef(seat)))
			n--
		}
		s.Damage = DamagePrompt{}
		s.hurt(seat, n, d.Cause)
	case PhaseDiscard:
		s.discardFrom(seat, a.Kind, engine.M(MsgDiscard, engine.SeatRef(seat), engine.CardRef(s.firstOf(seat, a.Kind))))
	case PhaseChief:
		s.chiefAct(seat, a)
	case PhaseShimatsu:
		if a.Act == ActMend {
			s.msg(MsgShimatsuMend, engine.SeatRef(seat))
			s.heal(seat, 1, seat)
		} else {
			s.msg(MsgShimatsuHit, engine.SeatRef(seat), engine.SeatRef(a.Target))
			s.push(Task{Kind: TaskDamage, Seat: a.Target, N: 1, Source: seat, Cause: ByDictator})
		}
	case PhaseRentai:
		s.msg(MsgRentai, engine.SeatRef(seat), engine.SeatRef(a.Target))
		s.push(Task{Kind: TaskDamage, Seat: a.Target, N: 1, Source: seat, Cause: ByDictator})
	}
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
	if s.Life[seat] == 0 {
		s.msg(MsgPlayDown, engine.SeatRef(seat), engine.CardRef(c))
		if s.roll(seat)%2 == 1 {
			s.Discard = append(s.Discard, c)
			s.emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: HandZone(seat), To: DiscardZone,
				Msg: engine.M(MsgFizzle, engine.SeatRef(seat))})
			return
		}
		s.subEffect(seat, a, c, true)
		return
	}
	s.subEffect(seat, a, c, false)
}

func (s *State) subEffect(seat int, a Action, c int, free bool) {
	played := engine.M(MsgPlay, engine.SeatRef(seat), engine.CardRef(c))
	switch a.Act {
	case ActAttack:
		s.Discard = append(s.Discard, c)
		s.emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: HandZone(seat), To: DiscardZone, Msg: played})
		if !free {
			// The cost comes first: if it leaves a third subordinate at 0, the boss has won.
			s.Life[seat]--
			s.emit(engine.Event{Kind: engine.EvLife, Seat: seat, N: -1, Msg: engine.M(MsgCost, engine.SeatRef(seat), s.Life[seat])})
			if s.checkWin() {
				return
			}
		}
		n := 1
		if s.Active(KosenTekina) && !s.Flags.KosenTeam {
			s.Flags.KosenTeam = true
			n++
			s.msg(MsgKosen, engine.SeatRef(seat))
		}
		s.push(Task{Kind: TaskDamage, Seat: s.Boss, N: n, Source: seat, Cause: ByTeamAttack})
	case ActGuard:
		s.Field[seat], s.Spent[seat] = c, false
		s.emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: HandZone(seat), To: FieldZone(seat), Msg: played})
	case ActHeal:
		s.Discard = append(s.Discard, c)
		s.emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: HandZone(seat), To: DiscardZone,
			Msg: engine.M(MsgPlayOn, engine.SeatRef(seat), engine.CardRef(c), engine.SeatRef(a.Target))})
		s.heal(a.Target, 1, seat)
	case ActChief:
		s.placeChief(c, TeamSide, seat, HandZone(seat))
	}
}

// noUsable: with no usable card, show the hand, discard one, draw one, and the turn ends.
// Everyone now knows the rest of the shown hand, which Known keeps as a lower bound.
func (s *State) noUsable(seat int, k Kind) {
	s.msg(MsgShowHand, engine.SeatRef(seat))
	for _, c := range s.hands[seat] {
		s.emit(engine.Event{Kind: engine.EvReveal, Seat: seat, Card: c, To: HandZone(seat)})
	}
	s.discardFrom(seat, k, engine.M(MsgDiscard, engine.SeatRef(seat), engine.CardRef(s.firstOf(seat, k))))
	s.Known[seat] = CountKinds(s.hands[seat])
	s.drawCards(seat, 1)
}

// resign hands in the 辞表: with two subordinates already at 0 the team loses at once;
// otherwise the subordinate leaves and the boss takes the damage it had taken.
func (s *State) resign(seat int) {
	if s.Down() >= 2 { // the seed's special rule: the team loses at once, no damage dealt
		s.msg(MsgResign, engine.SeatRef(seat))
		s.finish(BossSide, engine.M(MsgEndLetter, engine.SeatRef(seat)))
		return
	}
	s.Resigned = seat
	s.emit(engine.Event{Kind: engine.EvMessage, Seat: seat, Msg: engine.M(MsgResign, engine.SeatRef(seat))})
	for len(s.hands[seat]) > 0 {
		s.discardFrom(seat, KindOf(s.hands[seat][0]), engine.Msg{})
	}
	s.Known[seat] = [NumKinds]int{}
	if c := s.Field[seat]; c >= 0 {
		s.Field[seat] = -1
		s.Discard = append(s.Discard, c)
		s.emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: FieldZone(seat), To: DiscardZone})
	}
	if s.Chief >= 0 && s.ChiefSide == TeamSide && s.ChiefOwner == seat {
		s.ChiefOwner = s.firstSub()
	}
	if n := SubLife - s.Life[seat]; n > 0 {
		s.msg(MsgLetterDamage, engine.SeatRef(s.Boss), n)
		s.push(Task{Kind: TaskDamage, Seat: s.Boss, N: n, Source: seat, Cause: ByLetter})
	} else {
		s.msg(MsgNoDamage, engine.SeatRef(s.Boss))
	}
}

// bossAct is one of the boss's two card uses, or the end of its turn.
func (s *State) bossAct(a Action) {
	boss := s.Boss
	switch a.Act {
	case ActEnd:
		s.BossUses = 0
		s.msg(MsgBossEnd, engine.SeatRef(boss))
		return
	case ActAttack:
		s.BossUses--
		s.push(Task{Kind: TaskBossUse})
		s.bossAttack(a.Target)
	case ActHeal:
		s.BossUses--
		s.push(Task{Kind: TaskBonus}, Task{Kind: TaskBossUse})
		c := s.take(boss, Recovery)
		s.Discard = append(s.Discard, c)
		s.emit(engine.Event{Kind: engine.EvMove, Seat: boss, Card: c, From: HandZone(boss), To: DiscardZone,
			Msg: engine.M(MsgPlay, engine.SeatRef(boss), engine.CardRef(c))})
		s.heal(boss, BossHeal, boss)
	case ActChief:
		s.BossUses--
		s.push(Task{Kind: TaskBossUse})
		s.placeChief(s.take(boss, Chief), BossSide, boss, HandZone(boss))
	case ActDiscard:
		s.BossUses--
		s.push(Task{Kind: TaskBossUse})
		s.noUsable(boss, a.Kind)
	}
}

// bossAttack: 2 damage to a subordinate, +100 once under 上司独裁, +1 for the boss's first
// attack under 交戦的な態度.
func (s *State) bossAttack(target int) {
	boss := s.Boss
	c := s.take(boss, Attack)
	s.Discard = append(s.Discard, c)
	s.emit(engine.Event{Kind: engine.EvMove, Seat: boss, Card: c, From: HandZone(boss), To: DiscardZone,
		Msg: engine.M(MsgPlayOn, engine.SeatRef(boss), engine.CardRef(c), engine.SeatRef(target))})
	n := BossAttack
	if s.Active(JoshiDokusai) && !s.Flags.DokusaiUsed {
		s.Flags.DokusaiUsed = true
		n += DokusaiPlus
		s.msg(MsgDokusai, engine.SeatRef(boss))
	}
	if s.Active(KosenTekina) && !s.Flags.KosenBoss {
		s.Flags.KosenBoss = true
		n++
		s.msg(MsgKosen, engine.SeatRef(boss))
	}
	s.push(Task{Kind: TaskDamage, Seat: target, N: n, Source: boss, Cause: ByBossAttack})
}

// chiefAct: the 社長 deals 1 or heals 1, and leaves after its second use.
func (s *State) chiefAct(seat int, a Action) {
	s.ChiefUses++
	if a.Act == ActHit {
		s.msg(MsgChiefHit, engine.SeatRef(seat), engine.SeatRef(a.Target))
	} else {
		s.msg(MsgChiefMend, engine.SeatRef(seat), engine.SeatRef(a.Target))
	}
	if s.ChiefUses >= ChiefUses {
		s.discardChief()
	}
	if a.Act == ActHit {
		s.push(Task{Kind: TaskDamage, Seat: a.Target, N: 1, Source: seat, Cause: ByChief})
	} else {
		s.heal(a.Target, 1, seat)
	}
}
