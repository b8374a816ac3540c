package boss

import (
	"slices"

	"zashiki/rules/engine"
)

// leakBonusPrompt is a test hook: set, the ルールは破ろう prompt opens only when the boss holds
// an 攻撃, as it once did, telling every subordinate something of the boss's hand. The
// secrecy test sets it to prove the stepwise check catches that leak; nothing else may.
var leakBonusPrompt = false

// The round is a list of tasks run in order. A task that needs a decision sets a prompt
// phase and stops the run; the answer's Apply goes on from the next task. Effects push their
// follow-ups in front, so a hit is settled (defence, 連帯責任, ...) before the round moves on.

func (s *State) push(ts ...Task) { s.Public.Tasks.Now(ts...) }

// run executes tasks until a prompt waits or the game ends.
func (s *State) run() {
	for s.Public.Phase == PhaseRun && s.Result == nil {
		t, ok := s.Public.Tasks.Pop()
		if !ok {
			break
		}
		s.exec(t)
	}
	s.syncCounts()
}

func (s *State) prompt(p Phase, seat int) { s.Public.Phase, s.Public.Turn = p, seat }

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
		if s.Public.BossUses > 0 && len(s.hand(s.Public.Boss)) > 0 {
			s.prompt(PhaseBossTurn, s.Public.Boss)
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
		// Only public facts open the prompt: whether the boss holds an 攻撃 is its own
		// knowledge, shown in its legal actions alone.
		open := s.Public.Active(RuleWaYaburo) && !s.Public.Flags.RuleUsed && len(s.attackTargets(nil)) > 0
		if leakBonusPrompt {
			open = open && CountKinds(s.hand(s.Public.Boss))[Attack] > 0
		}
		if open {
			s.prompt(PhaseBonus, s.Public.Boss)
		}
	case TaskRentai:
		s.Public.Damage = DamagePrompt{Target: t.Seat}
		if len(s.rentaiTargets(nil)) > 0 {
			s.prompt(PhaseRentai, s.Public.Boss)
		}
	case TaskChief:
		s.chiefTurn(t.Side)
	}
}

// startRound turns up the next 独裁カード and queues the round.
func (s *State) startRound() {
	s.Public.Round++
	s.Public.Flags, s.Public.Cancelled = RoundFlags{}, false
	for i := range s.Public.Votes {
		s.Public.Votes[i] = NotVoting // votes shown are this round's
	}
	d := s.Hidden.DictDraw[len(s.Hidden.DictDraw)-1]
	s.Hidden.DictDraw = s.Hidden.DictDraw[:len(s.Hidden.DictDraw)-1]
	s.Public.Dict = d
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvCounter, Seat: -1, To: RoundCounter, N: 1, Msg: engine.M(MsgRound, s.Public.Round)})
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: s.Public.Boss, Card: d, From: DictDrawZone, To: DictZone,
			Msg: engine.M(MsgDictator, engine.CardRef(d))})
	}
	tasks := append(make([]Task, 0, 16), Task{Kind: TaskVote}, Task{Kind: TaskReveal})
	for _, sub := range s.Public.Order {
		tasks = append(tasks, Task{Kind: TaskSubTurn, Seat: sub})
	}
	tasks = append(tasks, Task{Kind: TaskTeamEnd}, Task{Kind: TaskBossStart}, Task{Kind: TaskBossUse},
		Task{Kind: TaskBossEnd}, Task{Kind: TaskRoundEnd})
	s.push(tasks...)
}

// inert reports whether the round's card cannot do anything, so no vote is worth holding.
func (s *State) inert() bool {
	switch DictatorOf(s.Public.Dict) {
	case Shitsugen:
		return s.Public.Chief < 0
	case TamaniLunch:
		return !slices.ContainsFunc(s.Public.Discard, func(c int) bool { return KindOf(c) == Chief })
	}
	return false
}

// openVote asks every subordinate still in the game whether to cancel the card.
func (s *State) openVote() {
	if s.Public.Charges == 0 || s.inert() {
		return
	}
	for i := range s.Public.Votes {
		s.Public.Votes[i] = NotVoting
	}
	for _, sub := range s.Public.Order {
		if s.Public.InGame(sub) {
			s.Public.Votes[sub] = Pending
		}
	}
	s.Public.Phase, s.Public.Turn = PhaseVote, -1
	s.Say(MsgVoteOpen, engine.CardRef(s.Public.Dict), s.Public.Charges)
}

// closeVote counts the votes once all are in.
func (s *State) closeVote() {
	yes, voters := 0, 0
	for _, v := range s.Public.Votes {
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
		s.Public.Cancelled = true
		s.Public.Charges--
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvCounter, Seat: -1, To: CancelCounter, N: -1,
				Msg: engine.M(MsgVoteCancel, yes, voters, s.Public.Charges)})
		}
	} else {
		s.Say(MsgVoteKeep, yes, voters)
	}
	s.Public.Phase = PhaseRun
}

// revealEffect carries out a 独裁カード that acts at once.
func (s *State) revealEffect() {
	if s.Public.Cancelled {
		return
	}
	switch DictatorOf(s.Public.Dict) {
	case OreNoTegara:
		if s.roll(s.Public.Boss) < 4 {
			s.Say(MsgTegaraMiss)
			return
		}
		i := slices.IndexFunc(s.Hidden.Draw, func(c int) bool { return KindOf(c) == Chief })
		if i < 0 {
			s.Say(MsgTegaraNone)
			return
		}
		c := s.Hidden.Draw[i]
		s.Hidden.Draw = slices.Delete(s.Hidden.Draw, i, i+1)
		s.placeChief(c, BossSide, s.Public.Boss, DrawZone)
		s.shuffleDraw()
	case Shimatsusho:
		s.prompt(PhaseShimatsu, s.Public.Boss)
	case Shitsugen:
		if s.Public.Chief >= 0 {
			s.discardChief()
		}
	case TamaniLunch:
		i := slices.IndexFunc(s.Public.Discard, func(c int) bool { return KindOf(c) == Chief })
		if i < 0 {
			return
		}
		c := s.Public.Discard[i]
		side, owner := TeamSide, s.firstSub()
		if s.roll(-1)%2 == 0 {
			side, owner = BossSide, s.Public.Boss
		}
		s.Public.Discard = slices.Delete(s.Public.Discard, i, i+1)
		s.placeChief(c, side, owner, DiscardZone)
	}
}

// subTurn: the subordinate draws one and must act.
func (s *State) subTurn(seat int) {
	if !s.Public.InGame(seat) {
		return
	}
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvPhase, Seat: seat, Msg: engine.M(MsgTurn, engine.SeatRef(seat))})
	}
	s.drawCards(seat, 1)
	s.prompt(PhaseSubTurn, seat)
}

// bossStart draws the boss's card(s), or asks first under 「サボり」スポット.
func (s *State) bossStart() {
	s.Public.BossUses = BossCardUses
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvPhase, Seat: s.Public.Boss, Msg: engine.M(MsgBossTurn, engine.SeatRef(s.Public.Boss))})
	}
	switch {
	case s.Public.Active(SaboriSpot):
		s.prompt(PhaseBossStart, s.Public.Boss)
	case s.Public.Active(Oryo):
		s.Say(MsgOryo, engine.SeatRef(s.Public.Boss))
		s.drawCards(s.Public.Boss, 2)
	default:
		s.drawCards(s.Public.Boss, 1)
	}
}

// nomikai: 朝まで飲み会 hits the boss, then each subordinate, for 1.
func (s *State) nomikai() {
	if !s.Public.Active(AsaMadeNomikai) {
		return
	}
	s.Say(MsgNomikai)
	tasks := []Task{{Kind: TaskDamage, Seat: s.Public.Boss, N: 1, Source: -1, Cause: ByDictator}}
	for _, sub := range s.Public.Order {
		tasks = append(tasks, Task{Kind: TaskDamage, Seat: sub, N: 1, Source: -1, Cause: ByDictator})
	}
	s.push(tasks...)
}

// endRound clears the field's 防御 and the 独裁カード, then ends the game after round 5,
// holds ノー残業デー after round 3, or opens the next round.
func (s *State) endRound() {
	for seat, c := range s.Public.Field {
		if c >= 0 {
			s.Public.Field[seat], s.Public.Spent[seat] = -1, false
			s.Public.Discard = append(s.Public.Discard, c)
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: FieldZone(seat), To: DiscardZone})
		}
	}
	s.Public.DictDiscard = append(s.Public.DictDiscard, s.Public.Dict)
	s.Emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: s.Public.Dict, From: DictZone, To: DictDiscardZone})
	s.Public.Dict, s.Public.Cancelled = -1, false
	switch {
	case s.Public.Round >= Rounds:
		s.finish(TeamSide, engine.M(MsgEndSurvived, Rounds))
	case s.Public.Round == NoOvertime:
		s.Say(MsgNoOvertime, BossRefill, SubRefill)
		for seat := range s.Public.Done {
			s.Public.Done[seat] = !s.Public.InGame(seat) || len(s.hand(seat)) == 0
		}
		s.Public.Phase, s.Public.Turn = PhaseNoOvertime, -1
		s.push(Task{Kind: TaskRefill}, Task{Kind: TaskRoundStart})
		if !slices.Contains(s.Public.Done, false) {
			s.Public.Phase = PhaseRun
		}
	default:
		s.push(Task{Kind: TaskRoundStart})
	}
}

// refill: after ノー残業デー's discards, the boss draws up to 5 and each subordinate up to 2.
func (s *State) refill() {
	if n := BossRefill - len(s.hand(s.Public.Boss)); n > 0 {
		s.drawCards(s.Public.Boss, n)
	}
	for _, sub := range s.Public.Order {
		if n := SubRefill - len(s.hand(sub)); s.Public.InGame(sub) && n > 0 {
			s.drawCards(sub, n)
		}
	}
}

// chiefTurn: at its side's turn end the 社長 on the field acts, chosen by its owner.
func (s *State) chiefTurn(side Side) {
	if s.Public.Chief < 0 || s.Public.ChiefSide != side {
		return
	}
	if side == TeamSide && (!s.Public.IsSub(s.Public.ChiefOwner) || !s.Public.InGame(s.Public.ChiefOwner)) {
		s.Public.ChiefOwner = s.firstSub()
	}
	s.prompt(PhaseChief, s.Public.ChiefOwner)
}

// firstSub is the first subordinate in turn order still in the game.
func (s *State) firstSub() int {
	for _, sub := range s.Public.Order {
		if s.Public.InGame(sub) {
			return sub
		}
	}
	return s.Public.Order[0]
}
