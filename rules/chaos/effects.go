package chaos

import (
	"slices"

	"zashiki/rules/engine"
)

// resolve runs one step of card's play effect. Steps that need a player's pick or the
// table's answers leave the game waiting; the rest of the queue resumes afterwards.
func (s *State) resolve(card int, e *Effect) {
	if e == nil {
		return
	}
	switch e.Op {
	case OpResources:
		s.setResources(s.resources + e.N)
	case OpChaos:
		s.stepDie(e.N)
	case OpRoll:
		s.touchDie()
		s.chaos = s.rng.Weighted(DieWeights[:])
		s.emit(engine.Event{Kind: engine.EvRoll, Seat: s.turn, N: s.chaos, Card: Rolled, Msg: engine.M(MsgRoll, engine.SeatRef(s.turn), s.chaos)})
	case OpDraw:
		n := min(e.N, len(s.draw))
		for range n {
			c := s.pop()
			s.hands[s.turn] = append(s.hands[s.turn], c)
			s.emit(drawEvent(s.turn, c))
		}
		s.emit(message(MsgDraw, engine.SeatRef(s.turn), n))
	case OpIf:
		if s.holds(e.Cond) {
			s.push(Task{Kind: TaskEffect, Card: card, Effect: e.Then})
		} else {
			s.push(Task{Kind: TaskEffect, Card: card, Effect: e.Else})
		}
	case OpSeq:
		ts := make([]Task, len(e.Steps))
		for i, step := range e.Steps {
			ts[i] = Task{Kind: TaskEffect, Card: card, Effect: step}
		}
		s.push(ts...)
	case OpAsk:
		s.ask = Ask{Card: card, Effect: e, Answers: make([]uint8, len(s.hands))}
		s.phase = PhaseAsk
		key := MsgAskAgree
		if e.Ask == AskLived {
			key = MsgAskLived
		}
		s.emit(engine.Event{Kind: engine.EvPhase, Seat: -1, Card: card, Msg: engine.M(key, engine.CardRef(card))})
	case OpRecycle:
		n := min(e.N, len(s.discard))
		for range n {
			i := s.rng.IntN(len(s.discard))
			c := s.discard[i]
			s.discard = slices.Delete(s.discard, i, i+1)
			s.draw = append(s.draw, c)
			s.emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: c, From: discardZone, To: drawZone})
		}
		s.rng.Shuffle(len(s.draw), func(i, j int) { s.draw[i], s.draw[j] = s.draw[j], s.draw[i] })
		s.emit(engine.Event{Kind: engine.EvShuffle, Seat: -1, To: drawZone, N: len(s.draw), Msg: engine.M(MsgRecycle, n)})
	case OpClearWork:
		for i, c := range s.work {
			if c != none {
				s.work[i] = none
				s.discard = append(s.discard, c)
				s.emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: c, From: workZone(i), To: discardZone})
			}
		}
	default:
		opts := s.targets(e)
		if len(opts) == 0 {
			s.emit(message(MsgNoTarget, engine.CardRef(card)))
			return
		}
		s.choose(ChooseTarget, s.turn, card, e, opts)
	}
}

// holds tests an OpIf condition.
func (s *State) holds(c Cond) bool {
	switch c.Kind {
	case CondWorkMin:
		for i, w := range s.work {
			if w != none && (c.Cat == 0 || c.Cat == Cats[i]) && Cards[w].Value >= c.Min {
				return true
			}
		}
		return false
	case CondResMin:
		return s.resources >= c.Min
	}
	return false
}

// targets lists the cards a choosing step may pick.
func (s *State) targets(e *Effect) []int {
	var out []int
	switch e.Op {
	case OpDiscardHighest:
		best := -99
		for _, w := range s.work {
			if w != none {
				best = max(best, Cards[w].Value)
			}
		}
		for _, w := range s.work {
			if w != none && Cards[w].Value == best {
				out = append(out, w)
			}
		}
	case OpDiscardWork:
		for _, w := range s.work {
			if w != none && Cards[w].Value >= e.Lo && Cards[w].Value <= e.Hi {
				out = append(out, w)
			}
		}
	case OpWorkToLane:
		for _, w := range s.work {
			if w != none {
				out = append(out, w)
			}
		}
	case OpReplay:
		for _, w := range s.work {
			if w != none && Cards[w].Effect != nil && Cards[w].Effect.Op != OpReplay {
				out = append(out, w)
			}
		}
	case OpLaneToWork:
		for _, c := range s.lane {
			if Cards[c].Cats.Has(e.Cat) {
				out = append(out, c)
			}
		}
	case OpLaneToDiscard:
		out = slices.Clone(s.lane)
	}
	return out
}

// target carries out a choosing step on the picked card c.
func (s *State) target(card int, e *Effect, c int) {
	slot := slices.Index(s.work[:], c)
	switch e.Op {
	case OpDiscardHighest, OpDiscardWork:
		s.work[slot] = none
		s.discard = append(s.discard, c)
		s.emit(engine.Event{Kind: engine.EvMove, Seat: s.turn, Card: c, From: workZone(slot), To: discardZone,
			Msg: engine.M(MsgWorkDiscarded, engine.CardRef(c))})
	case OpWorkToLane:
		s.work[slot] = none
		s.lane = append(s.lane, c)
		s.emit(engine.Event{Kind: engine.EvMove, Seat: s.turn, Card: c, From: workZone(slot), To: laneZone,
			Msg: engine.M(MsgToLane, engine.CardRef(c), 0)})
	case OpReplay:
		s.emit(message(MsgReplay, engine.CardRef(c)))
		s.push(Task{Kind: TaskEffect, Card: c, Effect: Cards[c].Effect})
	case OpLaneToWork:
		i := slices.Index(s.lane, c)
		s.lane = slices.Delete(s.lane, i, i+1)
		w := e.Cat.Slot()
		if old := s.work[w]; old != none {
			s.discard = append(s.discard, old)
			s.emit(engine.Event{Kind: engine.EvMove, Seat: s.turn, Card: old, From: workZone(w), To: discardZone})
		}
		s.work[w] = c
		s.emit(engine.Event{Kind: engine.EvMove, Seat: s.turn, Card: c, From: laneZone, To: workZone(w),
			Msg: engine.M(MsgLaneToWork, engine.CardRef(c))})
	case OpLaneToDiscard:
		i := slices.Index(s.lane, c)
		s.lane = slices.Delete(s.lane, i, i+1)
		s.discard = append(s.discard, c)
		s.emit(engine.Event{Kind: engine.EvMove, Seat: s.turn, Card: c, From: laneZone, To: discardZone,
			Msg: engine.M(MsgLaneDiscarded, engine.CardRef(c))})
	}
}

// touchDie records that a card effect touched the die: the turn player takes the marker.
func (s *State) touchDie() {
	s.touched = true
	s.marker = s.turn
}

// stepDie moves the die by n faces for a card effect: +1 at 3 loses the game, and it
// never goes below 0.
func (s *State) stepDie(n int) {
	s.touchDie()
	if s.chaos+n > MaxChaos {
		s.lose(MsgEndChaos)
		return
	}
	to := max(0, s.chaos+n)
	s.chaos = to
	s.emit(engine.Event{Kind: engine.EvRoll, Seat: s.turn, N: to, Msg: engine.M(MsgDieStep, engine.SeatRef(s.turn), n, to)})
}

// chaosSideEffect is seed 6 after a card played from the hand has resolved: at 2 the player
// draws one card and discards one of their choice; at 3 the deck's next two cards are turned
// over and both played, in the order the player chooses, with no further side effect.
func (s *State) chaosSideEffect() {
	switch s.chaos {
	case 2:
		if len(s.draw) == 0 {
			return
		}
		c := s.pop()
		s.hands[s.turn] = append(s.hands[s.turn], c)
		s.emit(message(MsgChaos2, engine.SeatRef(s.turn)))
		s.emit(drawEvent(s.turn, c))
		s.choose(ChooseDiscard, s.turn, none, nil, slices.Clone(s.hands[s.turn]))
	case 3:
		n := min(2, len(s.draw))
		if n == 0 {
			return
		}
		s.emit(message(MsgChaos3, n))
		turned := make([]int, n)
		for i := range turned {
			turned[i] = s.pop()
			s.play = append(s.play, turned[i])
			s.emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: turned[i], From: drawZone, To: playZone,
				Msg: engine.M(MsgTurnOver, engine.CardRef(turned[i]))})
		}
		if n == 1 {
			c := turned[0]
			s.push(Task{Kind: TaskEffect, Card: c, Effect: Cards[c].Effect}, Task{Kind: TaskFinish, Card: c})
			return
		}
		s.choice = Choice{Kind: ChooseFirst, Seat: s.turn, Options: turned}
		s.phase = PhaseChoose
		s.emit(engine.Event{Kind: engine.EvPhase, Seat: s.turn, N: int(ChooseFirst)})
	}
}

// endTurn checks the victory condition, draws the hand back to three (an empty deck loses),
// counts the stagnation penalty, and passes the turn.
func (s *State) endTurn() {
	if Goals[s.victory].Won(s.victory, s.lane, s.chaos) {
		s.win()
		return
	}
	for len(s.hands[s.turn]) < handSize {
		if len(s.draw) == 0 {
			s.lose(MsgEndDeck)
			return
		}
		c := s.pop()
		s.hands[s.turn] = append(s.hands[s.turn], c)
		s.emit(drawEvent(s.turn, c))
	}
	if s.stagnate() {
		return
	}
	s.turn = s.next(s.turn)
	s.emit(engine.Event{Kind: engine.EvPhase, Seat: s.turn, Msg: engine.M(MsgTurn, engine.SeatRef(s.turn))})
}

// stagnate applies the stagnation penalty when it is due, and reports whether it lost the
// game. In round mode a round is every seat's turn from the first player (at least minRound
// turns); in lap mode the penalty comes once that many turns have passed since a card last
// touched the die.
func (s *State) stagnate() (lost bool) {
	var due bool
	if s.lapMode {
		s.idle++
		if s.touched { // this turn touched the die: the lap starts again
			s.idle = 0
		}
		s.touched = false
		due = s.idle >= s.roundLen()
	} else {
		s.idle++
		if s.idle < s.roundLen() {
			return false
		}
		s.round++
		due = !s.touched
		s.idle, s.touched = 0, false
	}
	if !due {
		return false
	}
	s.idle = 0
	if s.chaos == MaxChaos {
		s.lose(MsgEndStagnation)
		return true
	}
	s.chaos++
	s.emit(engine.Event{Kind: engine.EvRoll, Seat: -1, N: s.chaos, Msg: engine.M(MsgStagnation, s.chaos)})
	return false
}

// minRound is the shortest round the stagnation penalty counts, in turns. With one or two
// players a round of one or two turns would bring the penalty on nearly every turn without a
// die card, and small tables would hardly ever win (docs/PERFORMANCE.md).
const minRound = 3

// RoundLen is the number of turns in a round for the stagnation penalty: every seat's turn,
// and at least minRound.
func RoundLen(seats int) int { return max(seats, minRound) }

func (s *State) roundLen() int { return RoundLen(len(s.hands)) }

func (s *State) win() {
	pts := make([]int, len(s.hands))
	winners := make([]int, len(s.hands))
	for i := range pts {
		pts[i], winners[i] = 1, i
	}
	s.over(&engine.Outcome{Winners: winners, Points: pts, Reason: engine.M(MsgEndWin + "." + string(s.victory))})
}

func (s *State) lose(key string) {
	pts := make([]int, len(s.hands))
	for i := range pts {
		pts[i] = -1
	}
	s.over(&engine.Outcome{Points: pts, Reason: engine.M(key)})
}

func (s *State) over(o *engine.Outcome) {
	s.outcome, s.phase, s.tasks = o, PhaseOver, nil
	s.choice, s.ask = Choice{}, Ask{}
	s.emit(engine.Event{Kind: engine.EvPhase, Seat: -1, Msg: o.Reason})
}
