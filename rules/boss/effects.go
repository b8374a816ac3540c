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
		if len(s.Hidden.Draw) == 0 {
			if len(s.Public.Discard) == 0 {
				break
			}
			s.reshuffle()
		}
		c := s.Hidden.Draw[len(s.Hidden.Draw)-1]
		s.Hidden.Draw = s.Hidden.Draw[:len(s.Hidden.Draw)-1]
		s.Private[seat].Hand = append(s.hand(seat), c)
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: DrawZone, To: HandZone(seat),
				Face: engine.Only(seat)})
		}
		got++
	}
	if got > 0 && s.Loud() {
		s.Say(MsgDraw, engine.SeatRef(seat), got)
	}
	s.syncCounts()
}

// reshuffle turns the whole discard pile into a new draw pile.
func (s *State) reshuffle() {
	if s.Loud() {
		for _, c := range s.Public.Discard {
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: c, From: DiscardZone, To: DrawZone})
		}
	}
	s.Hidden.Draw = append(s.Hidden.Draw, s.Public.Discard...)
	s.Public.Discard = nil
	s.shuffleDraw()
	s.Say(MsgReshuffle, len(s.Hidden.Draw))
}

func (s *State) shuffleDraw() {
	engine.ShuffleSlice(&s.RNG, s.Hidden.Draw)
	s.Emit(engine.Event{Kind: engine.EvShuffle, Seat: -1, To: DrawZone, N: len(s.Hidden.Draw)})
}

// take removes a card of kind from seat's hand and returns it. What others knew of the hand
// (Known) is a lower bound per kind, so it drops with each card of that kind that leaves.
func (s *State) take(seat int, k Kind) int {
	h := s.hand(seat)
	i := slices.IndexFunc(h, func(c int) bool { return KindOf(c) == k })
	c := h[i]
	s.Private[seat].Hand = slices.Delete(h, i, i+1)
	if s.Public.Known[seat][k] > 0 {
		s.Public.Known[seat][k]--
	}
	return c
}

// discardFrom moves a card of kind from seat's hand to the discard pile, face up, with the
// log line key: MsgDiscard names the seat and the card, another key the seat, "" none.
func (s *State) discardFrom(seat int, k Kind, key string) {
	c := s.take(seat, k)
	s.Public.Discard = append(s.Public.Discard, c)
	if !s.Loud() {
		return
	}
	var msg engine.Msg
	switch key {
	case "":
	case MsgDiscard:
		msg = engine.M(key, engine.SeatRef(seat), engine.CardRef(c))
	default:
		msg = engine.M(key, engine.SeatRef(seat))
	}
	s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: c, From: HandZone(seat), To: DiscardZone, Msg: msg})
}

// roll throws the die for seat (-1 for nobody in particular).
func (s *State) roll(seat int) int {
	r := s.RNG.IntN(6) + 1
	s.Public.LastRoll = r
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvRoll, Seat: seat, N: r, Msg: engine.M(MsgRoll, r)})
	}
	return r
}

// placeChief puts a 社長 on side's field; one already on either field goes to the discards.
func (s *State) placeChief(c int, side Side, owner int, from engine.Zone) {
	if s.Public.Chief >= 0 {
		s.discardChief()
	}
	s.Public.Chief, s.Public.ChiefSide, s.Public.ChiefUses, s.Public.ChiefOwner = c, side, 0, owner
	key := MsgChiefBoss
	if side == TeamSide {
		key = MsgChiefTeam
	}
	s.Emit(engine.Event{Kind: engine.EvMove, Seat: owner, Card: c, From: from, To: ChiefZone(side), Msg: engine.M(key)})
}

func (s *State) discardChief() {
	c := s.Public.Chief
	s.Emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: c, From: ChiefZone(s.Public.ChiefSide), To: DiscardZone,
		Msg: engine.M(MsgChiefLeaves)})
	s.Public.Discard = append(s.Public.Discard, c)
	s.Public.Chief, s.Public.ChiefUses, s.Public.ChiefOwner = -1, 0, -1
}

// damage settles a hit: a 防御 on a subordinate's field softens it by 1, then the defender is
// asked whether to throw 防御 from hand, one at a time (or, the boss, to use 現場の責任),
// unless 担当部署の消失 leaves a subordinate nothing to answer with. The defender is asked
// even with no 防御 in hand, so nobody learns from the pause what a hand holds.
func (s *State) damage(t Task) {
	seat, n := t.Seat, t.N
	if !s.Public.InGame(seat) || s.Public.Life[seat] == 0 || n <= 0 {
		return
	}
	if s.Public.IsSub(seat) && s.Public.Field[seat] >= 0 && !s.Public.Spent[seat] {
		n--
		s.Public.Spent[seat] = s.v.fieldOnce
		s.Say(MsgFieldGuard, engine.SeatRef(seat))
	}
	if n <= 0 {
		s.Say(MsgNoDamage, engine.SeatRef(seat))
		return
	}
	if s.Public.IsSub(seat) && s.Public.Active(BushoShoshitsu) {
		s.hurt(seat, n, t.Cause)
		return
	}
	s.Public.Damage = DamagePrompt{Target: seat, Amount: n, Source: t.Source, Cause: t.Cause}
	s.prompt(PhaseDamage, seat)
	if s.Loud() {
		s.Say(MsgDamageAsk, engine.SeatRef(seat), n)
	}
}

// hurt takes n life from seat and checks for victory; a boss attack that hurt may set off
// 連帯責任.
func (s *State) hurt(seat, n int, cause Cause) {
	loss := min(n, s.Public.Life[seat])
	if loss == 0 {
		s.Say(MsgNoDamage, engine.SeatRef(seat))
		return
	}
	s.Public.Life[seat] -= loss
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvLife, Seat: seat, N: -loss, Msg: engine.M(MsgHurt, engine.SeatRef(seat), loss, s.Public.Life[seat])})
	}
	if s.checkWin() {
		return
	}
	if cause == ByBossAttack && s.Public.Active(RentaiSekinin) && !s.Public.Flags.RentaiUsed {
		s.Public.Flags.RentaiUsed = true
		s.push(Task{Kind: TaskRentai, Seat: seat})
	}
}

// heal raises seat's life by up to n (capped at its maximum) and queues what a rise sets off.
func (s *State) heal(seat, n, healer int) {
	gain := min(n, s.Public.MaxLife(seat)-s.Public.Life[seat])
	if gain <= 0 {
		s.Say(MsgHealFull, engine.SeatRef(seat))
		return
	}
	s.Public.Life[seat] += gain
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvLife, Seat: seat, N: gain, Msg: engine.M(MsgHeal, engine.SeatRef(seat), gain, s.Public.Life[seat])})
	}
	s.push(Task{Kind: TaskHealed, Seat: seat, Source: healer})
}

// healed: 水も飲まずに hurts the subordinate whose life rose (or who healed, by option);
// 有給休暇 makes the seat whose life rose discard a card of its choice.
func (s *State) healed(seat, healer int) {
	if s.Public.Active(MizuMoNomazu) {
		victim := seat
		if s.v.mizuHealer {
			victim = healer
		}
		if s.Public.IsSub(victim) && s.Public.InGame(victim) {
			s.Say(MsgMizu, engine.SeatRef(victim))
			s.push(Task{Kind: TaskDamage, Seat: victim, N: 1, Source: -1, Cause: ByDictator})
		}
	}
	if s.Public.Active(YukyuKyuka) && len(s.hand(seat)) > 0 {
		s.Say(MsgYukyu, engine.SeatRef(seat))
		s.prompt(PhaseDiscard, seat)
	}
}

// checkWin ends the game the moment a side has won: the boss at 0, or three subordinates at 0.
func (s *State) checkWin() bool {
	switch {
	case s.Public.Life[s.Public.Boss] == 0:
		s.finish(TeamSide, engine.M(MsgEndBossDown, engine.SeatRef(s.Public.Boss)))
	case s.Public.Down() >= 3:
		s.finish(BossSide, engine.M(MsgEndTeamDown, engine.SeatRef(s.Public.Boss), s.Public.Down()))
	default:
		return false
	}
	return true
}

// finish ends the game. A win is worth the number of subordinates to the boss and 1 to each
// subordinate, paid by the losers, so points sum to zero.
func (s *State) finish(winner Side, reason engine.Msg) {
	n := s.Public.Seats
	points := make([]int, n)
	var winners []int
	subs := len(s.Public.Order)
	if winner == BossSide {
		winners = []int{s.Public.Boss}
		points[s.Public.Boss] = subs
		for _, sub := range s.Public.Order {
			points[sub] = -1
		}
	} else {
		winners = slices.Clone(s.Public.Order)
		slices.Sort(winners)
		points[s.Public.Boss] = -subs
		for _, sub := range s.Public.Order {
			points[sub] = 1
		}
	}
	s.Result = &engine.Outcome{Winners: winners, Points: points, Reason: reason}
	s.Public.Phase, s.Public.Turn = PhaseOver, -1
	s.Public.Tasks.Clear()
	s.Emit(engine.Event{Kind: engine.EvMessage, Seat: -1, Msg: reason})
	s.Public.Revealed = make([][]int, len(s.Private))
	cards := 0
	for seat := range s.Private {
		cards += len(s.hand(seat))
	}
	shown := make([]int, 0, cards) // every hand in one array, each capped
	for seat := range s.Private {
		var h []int
		if hand := s.hand(seat); hand != nil {
			at := len(shown)
			shown = append(shown, hand...)
			h = shown[at:len(shown):len(shown)]
		}
		s.Public.Revealed[seat] = h
		if s.Loud() {
			for _, c := range h {
				s.Emit(engine.Event{Kind: engine.EvReveal, Seat: seat, Card: c, To: HandZone(seat)})
			}
		}
	}
}

// attackTargets appends the subordinates a boss may attack: in the game, with life left.
// Callers pass room for them on their stack (targets), so listing them allocates nothing.
func (s *State) attackTargets(out []int) []int {
	for _, sub := range s.Public.Order {
		if s.Public.InGame(sub) && s.Public.Life[sub] > 0 {
			out = append(out, sub)
		}
	}
	return out
}

// rentaiTargets appends the attack targets other than the one just hit.
func (s *State) rentaiTargets(out []int) []int {
	start := len(out)
	out = s.attackTargets(out)
	return append(out[:start], slices.DeleteFunc(out[start:], func(x int) bool { return x == s.Public.Damage.Target })...)
}

// targets is room for a list of seats.
type targets = [maxSeats]int
