package boss

import (
	"slices"

	"zashiki/rules/engine"
)

// The round is a list of tasks run in order. A task that needs a decision sets a prompt
// phase and stops the run; the answer's Apply goes on from the next task. Effects push their
// follow-ups in front, so a hit is settled (defence, 連帯責任, ...) before the round moves on.

func (s *State) push(ts ...Task) { s.Tasks = append(slices.Clone(ts), s.Tasks...) }

// run executes tasks until a prompt waits or the game ends.
func (s *State) run() {
	for s.Phase == PhaseRun && s.outcome == nil && len(s.Tasks) > 0 {
		t := s.Tasks[0]
		s.Tasks = s.Tasks[1:]
		s.exec(t)
	}
	s.syncCounts()
}

func (s *State) prompt(p Phase, seat int) { s.Phase, s.Turn = p, seat }

func (s *State) exec(t Task) {
	switch t.Kind {
	case TaskRoundStart:
		s.startRound()
	case TaskVote:
		s.openVote()
	case TaskReveal:
		s.revealEffect()
	case TaskSubTurn:
		s.subTurn(t.Seat)
	case TaskTeamEnd:
		s.push(Task{Kind: TaskChief, Side: TeamSide})
	case TaskBossStart:
		s.bossStart()
	case TaskBossUse:
		if s.BossUses > 0 && len(s.hands[s.Boss]) > 0 {
			s.prompt(PhaseBossTurn, s.Boss)
		}
	case TaskBossEnd:
		s.push(Task{Kind: TaskChief, Side: BossSide}, Task{Kind: TaskNomikai})
	case TaskNomikai:
		s.nomikai()
	case TaskRoundEnd:
		s.endRound()
	case TaskRefill:
		s.refill()
	case TaskDamage:
		s.damage(t)
	case TaskHealed:
		s.healed(t.Seat, t.Source)
	case TaskBonus:
		if s.Active(RuleWaYaburo) && !s.Flags.RuleUsed && CountKinds(s.hands[s.Boss])[Attack] > 0 && len(s.attackTargets()) > 0 {
			s.prompt(PhaseBonus, s.Boss)
		}
	case TaskRentai:
		s.Damage = DamagePrompt{Target: t.Seat}
		if len(s.rentaiTargets()) > 0 {
			s.prompt(PhaseRentai, s.Boss)
		}
	case TaskChief:
		s.chiefTurn(t.Side)
	}
}

// startRound turns up the next 独裁カード and queues the round.
func (s *State) startRound() {
	s.Round++
	s.Flags, s.Cancelled = RoundFlags{}, false
	for i := range s.Votes {
		s.Votes[i] = NotVoting // votes shown are this round's
	}
	s.emit(engine.Event{Kind: engine.EvPhase, Seat: -1, N: s.Round, Msg: engine.M(MsgRound, s.Round)})
	d := s.dictDraw[len(s.dictDraw)-1]
	s.dictDraw = s.dictDraw[:len(s.dictDraw)-1]
	s.Dict = d
	s.emit(engine.Event{Kind: engine.EvMove, Seat: s.Boss, Card: d, From: DictDrawZone, To: DictZone,
		Msg: engine.M(MsgDictator, engine.CardRef(d))})
	tasks := []Task{{Kind: TaskVote}, {Kind: TaskReveal}}
	for _, sub := range s.Order {
		tasks = append(tasks, Task{Kind: TaskSubTurn, Seat: sub})
	}
	tasks = append(tasks, Task{Kind: TaskTeamEnd}, Task{Kind: TaskBossStart}, Task{Kind: TaskBossUse},
		Task{Kind: TaskBossEnd}, Task{Kind: TaskRoundEnd})
	s.push(tasks...)
}

// inert reports whether the round's card cannot do anything, so no vote is worth holding.
func (s *State) inert() bool {
	switch DictatorOf(s.Dict) {
	case Shitsugen:
		return s.Chief < 0
	case TamaniLunch:
		return !slices.ContainsFunc(s.Discard, func(c int) bool { return KindOf(c) == Chief })
	}
	return false
}

// openVote asks every subordinate still in the game whether to cancel the card.
func (s *State) openVote() {
	if s.Charges == 0 || s.inert() {
		return
	}
	for i := range s.Votes {
		s.Votes[i] = NotVoting
	}
	for _, sub := range s.Order {
		if s.InGame(sub) {
			s.Votes[sub] = Pending
		}
	}
	s.Phase, s.Turn = PhaseVote, -1
	s.msg(MsgVoteOpen, engine.CardRef(s.Dict), s.Charges)
}

// closeVote counts the votes once all are in.
func (s *State) closeVote() {
	yes, voters := 0, 0
	for _, v := range s.Votes {
		switch v {
		case Yes:
			yes++
			voters++
		case No:
			voters++
		}
	}
	cancel := yes*2 > voters
	if s.v.unanimous {
		cancel = yes == voters
	}
	if cancel {
		s.Cancelled = true
		s.Charges--
		s.msg(MsgVoteCancel, yes, voters, s.Charges)
	} else {
		s.msg(MsgVoteKeep, yes, voters)
	}
	s.Phase = PhaseRun
}

// revealEffect carries out a 独裁カード that acts at once.
func (s *State) revealEffect() {
	if s.Cancelled {
		return
	}
	switch DictatorOf(s.Dict) {
	case OreNoTegara:
		if s.roll(s.Boss) < 4 {
			s.msg(MsgTegaraMiss)
			return
		}
		i := slices.IndexFunc(s.draw, func(c int) bool { return KindOf(c) == Chief })
		if i < 0 {
			s.msg(MsgTegaraNone)
			return
		}
		c := s.draw[i]
		s.draw = slices.Delete(s.draw, i, i+1)
		s.placeChief(c, BossSide, s.Boss, DrawZone)
		s.shuffleDraw()
	case Shimatsusho:
		s.prompt(PhaseShimatsu, s.Boss)
	case Shitsugen:
		if s.Chief >= 0 {
			s.discardChief()
		}
	case TamaniLunch:
		i := slices.IndexFunc(s.Discard, func(c int) bool { return KindOf(c) == Chief })
		if i < 0 {
			return
		}
		c := s.Discard[i]
		side, owner := TeamSide, s.firstSub()
		if s.roll(-1)%2 == 0 {
			side, owner = BossSide, s.Boss
		}
		s.Discard = slices.Delete(s.Discard, i, i+1)
		s.placeChief(c, side, owner, DiscardZone)
	}
}

// subTurn: the subordinate draws one and must act.
func (s *State) subTurn(seat int) {
	if !s.InGame(seat) {
		return
	}
	s.emit(engine.Event{Kind: engine.EvPhase, Seat: seat, Msg: engine.M(MsgTurn, engine.SeatRef(seat))})
	s.drawCards(seat, 1)
	s.prompt(PhaseSubTurn, seat)
}

// bossStart draws the boss's card(s), or asks first under 「サボり」スポット.
func (s *State) bossStart() {
	s.BossUses = 2
	s.emit(engine.Event{Kind: engine.EvPhase, Seat: s.Boss, Msg: engine.M(MsgBossTurn, engine.SeatRef(s.Boss))})
	switch {
	case s.Active(SaboriSpot):
		s.prompt(PhaseBossStart, s.Boss)
	case s.Active(Oryo):
		s.msg(MsgOryo, engine.SeatRef(s.Boss))
		s.drawCards(s.Boss, 2)
	default:
		s.drawCards(s.Boss, 1)
	}
}

// nomikai: 朝まで飲み会 hits the boss, then each subordinate, for 1.
func (s *State) nomikai() {
	if !s.Active(AsaMadeNomikai) {
		return
	}
	s.msg(MsgNomikai)
	tasks := []Task{{Kind: TaskDamage, Seat: s.Boss, N: 1, Source: -1, Cause: ByDictator}}
	for _, sub := range s.Order {
		tasks = append(tasks, Task{Kind: TaskDamage, Seat: sub, N: 1, Source: -1, Cause: ByDictator})
	}
	s.push(tasks...)
}

// endRound clears the field's 防御 and the 独裁カード, then ends the game after round 5,
// holds ノー残業デー after round 3, or opens the next round.
func (s *State) endRound() {
	for seat, c := range s.Field {
		if c >= 0 {
			s.Field[seat], s.Spent[seat] = -1, false
			s.Discard = append(s.Discard, c)
			s.emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: FieldZone(seat), To: DiscardZone})
		}
	}
	s.DictDiscard = append(s.DictDiscard, s.Dict)
	s.emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: s.Dict, From: DictZone, To: DictDiscardZone})
	s.Dict, s.Cancelled = -1, false
	switch {
	case s.Round >= Rounds:
		s.finish(TeamSide, engine.M(MsgEndSurvived, Rounds))
	case s.Round == NoOvertime:
		s.msg(MsgNoOvertime, BossRefill, SubRefill)
		for seat := range s.Done {
			s.Done[seat] = !s.InGame(seat) || len(s.hands[seat]) == 0
		}
		s.Phase, s.Turn = PhaseNoOvertime, -1
		s.push(Task{Kind: TaskRefill}, Task{Kind: TaskRoundStart})
		if !slices.Contains(s.Done, false) {
			s.Phase = PhaseRun
		}
	default:
		s.push(Task{Kind: TaskRoundStart})
	}
}

// refill: after ノー残業デー's discards, the boss draws up to 5 and each subordinate up to 2.
func (s *State) refill() {
	if n := BossRefill - len(s.hands[s.Boss]); n > 0 {
		s.drawCards(s.Boss, n)
	}
	for _, sub := range s.Order {
		if n := SubRefill - len(s.hands[sub]); s.InGame(sub) && n > 0 {
			s.drawCards(sub, n)
		}
	}
}

// chiefTurn: at its side's turn end the 社長 on the field acts, chosen by its owner.
func (s *State) chiefTurn(side Side) {
	if s.Chief < 0 || s.ChiefSide != side {
		return
	}
	if side == TeamSide && (!s.IsSub(s.ChiefOwner) || !s.InGame(s.ChiefOwner)) {
		s.ChiefOwner = s.firstSub()
	}
	s.prompt(PhaseChief, s.ChiefOwner)
}

// firstSub is the first subordinate in turn order still in the game.
func (s *State) firstSub() int {
	for _, sub := range s.Order {
		if s.InGame(sub) {
			return sub
		}
	}
	return s.Order[0]
}
