package boss

import (
	"slices"

	"zashiki/rules/engine"
)

// drawCards deals n cards to seat, reshuffling the discards into a new draw pile when the
// pile runs out (the seed is silent; see docs/rules/boss.md). It stops early only when both
// piles are empty.
func (s *State) drawCards(seat, n int) {
	got := 0
	for range n {
		if len(s.draw) == 0 {
			if len(s.Discard) == 0 {
				break
			}
			s.reshuffle()
		}
		c := s.draw[len(s.draw)-1]
		s.draw = s.draw[:len(s.draw)-1]
		s.hands[seat] = append(s.hands[seat], c)
		s.emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: DrawZone, To: HandZone(seat),
			Secret: true, Owner: seat})
		got++
	}
	if got > 0 {
		s.msg(MsgDraw, engine.SeatRef(seat), got)
	}
	s.syncCounts()
}

// reshuffle turns the whole discard pile into a new draw pile.
func (s *State) reshuffle() {
	for _, c := range s.Discard {
		s.emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: c, From: DiscardZone, To: DrawZone})
	}
	s.draw = append(s.draw, s.Discard...)
	s.Discard = nil
	s.shuffleDraw()
	s.msg(MsgReshuffle, len(s.draw))
}

func (s *State) shuffleDraw() {
	s.rng.Shuffle(len(s.draw), func(i, j int) { s.draw[i], s.draw[j] = s.draw[j], s.draw[i] })
	s.emit(engine.Event{Kind: engine.EvShuffle, Seat: -1, To: DrawZone, N: len(s.draw)})
}

// take removes a card of kind from seat's hand and returns it. What others knew of the hand
// (Known) is a lower bound per kind, so it drops with each card of that kind that leaves.
func (s *State) take(seat int, k Kind) int {
	h := s.hands[seat]
	i := slices.IndexFunc(h, func(c int) bool { return KindOf(c) == k })
	c := h[i]
	s.hands[seat] = slices.Delete(h, i, i+1)
	if s.Known[seat][k] > 0 {
		s.Known[seat][k]--
	}
	return c
}

// discardFrom moves a card of kind from seat's hand to the discard pile, face up.
func (s *State) discardFrom(seat int, k Kind, msg engine.Msg) {
	c := s.take(seat, k)
	s.Discard = append(s.Discard, c)
	s.emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: HandZone(seat), To: DiscardZone, Msg: msg})
}

// roll throws the die for seat (-1 for nobody in particular).
func (s *State) roll(seat int) int {
	r := s.rng.IntN(6) + 1
	s.LastRoll = r
	s.emit(engine.Event{Kind: engine.EvRoll, Seat: seat, N: r, Msg: engine.M(MsgRoll, r)})
	return r
}

// placeChief puts a 社長 on side's field; one already on either field goes to the discards.
func (s *State) placeChief(c int, side Side, owner int, from engine.Zone) {
	if s.Chief >= 0 {
		s.discardChief()
	}
	s.Chief, s.ChiefSide, s.ChiefUses, s.ChiefOwner = c, side, 0, owner
	key := MsgChiefBoss
	if side == TeamSide {
		key = MsgChiefTeam
	}
	s.emit(engine.Event{Kind: engine.EvMove, Seat: owner, Card: c, From: from, To: ChiefZone(side), Msg: engine.M(key)})
}

func (s *State) discardChief() {
	c := s.Chief
	s.emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: c, From: ChiefZone(s.ChiefSide), To: DiscardZone,
		Msg: engine.M(MsgChiefLeaves)})
	s.Discard = append(s.Discard, c)
	s.Chief, s.ChiefUses, s.ChiefOwner = -1, 0, -1
}

// damage settles a hit: a 防御 on a subordinate's field softens it by 1, then the defender is
// asked whether to throw 防御 from hand (or, the boss, to use 現場の責任) unless 担当部署の消失
// leaves a subordinate nothing to answer with. The defender is asked even with no 防御 in
// hand, so nobody learns from the pause what a hand holds.
func (s *State) damage(t Task) {
	seat, n := t.Seat, t.N
	if !s.InGame(seat) || s.Life[seat] == 0 || n <= 0 {
		return
	}
	if s.IsSub(seat) && s.Field[seat] >= 0 && !s.Spent[seat] {
		n--
		s.Spent[seat] = s.v.fieldOnce
		s.msg(MsgFieldGuard, engine.SeatRef(seat))
	}
	if n <= 0 {
		s.msg(MsgNoDamage, engine.SeatRef(seat))
		return
	}
	if s.IsSub(seat) && s.Active(BushoShoshitsu) {
		s.hurt(seat, n, t.Cause)
		return
	}
	s.Damage = DamagePrompt{Target: seat, Amount: n, Source: t.Source, Cause: t.Cause}
	s.prompt(PhaseDamage, seat)
	s.msg(MsgDamageAsk, engine.SeatRef(seat), n)
}

// hurt takes n life from seat and checks for victory; a boss attack that hurt may set off
// 連帯責任.
func (s *State) hurt(seat, n int, cause Cause) {
	loss := min(n, s.Life[seat])
	if loss == 0 {
		s.msg(MsgNoDamage, engine.SeatRef(seat))
		return
	}
	s.Life[seat] -= loss
	s.emit(engine.Event{Kind: engine.EvLife, Seat: seat, N: -loss, Msg: engine.M(MsgHurt, engine.SeatRef(seat), loss, s.Life[seat])})
	if s.checkWin() {
		return
	}
	if cause == ByBossAttack && s.Active(RentaiSekinin) && !s.Flags.RentaiUsed {
		s.Flags.RentaiUsed = true
		s.push(Task{Kind: TaskRentai, Seat: seat})
	}
}

// heal raises seat's life by up to n (capped at its maximum) and queues what a rise sets off.
func (s *State) heal(seat, n, healer int) {
	gain := min(n, s.MaxLife(seat)-s.Life[seat])
	if gain <= 0 {
		s.msg(MsgHealFull, engine.SeatRef(seat))
		return
	}
	s.Life[seat] += gain
	s.emit(engine.Event{Kind: engine.EvLife, Seat: seat, N: gain, Msg: engine.M(MsgHeal, engine.SeatRef(seat), gain, s.Life[seat])})
	s.push(Task{Kind: TaskHealed, Seat: seat, Source: healer})
}

// healed: 水も飲まずに hurts the subordinate whose life rose (or who healed, by option);
// 有給休暇 makes the seat whose life rose discard a card of its choice.
func (s *State) healed(seat, healer int) {
	if s.Active(MizuMoNomazu) {
		victim := seat
		if s.v.mizuHealer {
			victim = healer
		}
		if s.IsSub(victim) && s.InGame(victim) {
			s.msg(MsgMizu, engine.SeatRef(victim))
			s.push(Task{Kind: TaskDamage, Seat: victim, N: 1, Source: -1, Cause: ByDictator})
		}
	}
	if s.Active(YukyuKyuka) && len(s.hands[seat]) > 0 {
		s.msg(MsgYukyu, engine.SeatRef(seat))
		s.prompt(PhaseDiscard, seat)
	}
}

// checkWin ends the game the moment a side has won: the boss at 0, or three subordinates at 0.
func (s *State) checkWin() bool {
	switch {
	case s.Life[s.Boss] == 0:
		s.finish(TeamSide, engine.M(MsgEndBossDown, engine.SeatRef(s.Boss)))
	case s.Down() >= 3:
		s.finish(BossSide, engine.M(MsgEndTeamDown, engine.SeatRef(s.Boss), s.Down()))
	default:
		return false
	}
	return true
}

// finish ends the game. A win is worth the number of subordinates to the boss and 1 to each
// subordinate, paid by the losers, so points sum to zero.
func (s *State) finish(winner Side, reason engine.Msg) {
	n := s.Table.Seats
	points := make([]int, n)
	var winners []int
	subs := len(s.Order)
	if winner == BossSide {
		winners = []int{s.Boss}
		points[s.Boss] = subs
		for _, sub := range s.Order {
			points[sub] = -1
		}
	} else {
		winners = slices.Clone(s.Order)
		slices.Sort(winners)
		points[s.Boss] = -subs
		for _, sub := range s.Order {
			points[sub] = 1
		}
	}
	s.outcome = &engine.Outcome{Winners: winners, Points: points, Reason: reason}
	s.Phase, s.Turn, s.Tasks = PhaseOver, -1, nil
	s.emit(engine.Event{Kind: engine.EvMessage, Seat: -1, Msg: reason})
	for seat, h := range s.hands {
		for _, c := range h {
			s.emit(engine.Event{Kind: engine.EvReveal, Seat: seat, Card: c, To: HandZone(seat)})
		}
	}
	s.Revealed = cloneHands(s.hands)
}

// attackTargets are the subordinates a boss may attack: in the game, with life left.
func (s *State) attackTargets() []int {
	var out []int
	for _, sub := range s.Order {
		if s.InGame(sub) && s.Life[sub] > 0 {
			out = append(out, sub)
		}
	}
	return out
}

func (s *State) rentaiTargets() []int {
	return slices.DeleteFunc(s.attackTargets(), func(x int) bool { return x == s.Damage.Target })
}
