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
	p := &s.Public
	switch e.Op {
	case OpResources:
		s.setResources(p.Resources + e.N)
	case OpChaos:
		s.stepDie(e.N)
	case OpRoll:
		s.touchDie()
		p.Chaos = s.RNG.Weighted(DieWeights[:])
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvRoll, Seat: p.Turn, N: p.Chaos, Msg: engine.M(MsgRoll, engine.SeatRef(p.Turn), p.Chaos)})
		}
	case OpDraw:
		n := min(e.N, p.DrawCount)
		for range n {
			s.drawTo(p.Turn)
		}
		if s.Loud() {
			s.Say(MsgDraw, engine.SeatRef(p.Turn), n)
		}
	case OpIf:
		if s.holds(e.Cond) {
			p.Tasks.Now(effectTask(card, e.Then))
		} else {
			p.Tasks.Now(effectTask(card, e.Else))
		}
	case OpSeq:
		var room [8]Task // more than any card's sequence, so the list stays on the stack
		ts := room[:0]
		for _, step := range e.Steps {
			ts = append(ts, effectTask(card, step))
		}
		p.Tasks.Now(ts...)
	case OpAsk:
		p.Ask = Ask{Card: card, Eff: e.ID(), Answers: make([]uint8, p.Seats)}
		p.Phase = PhaseAsk
		if s.Loud() {
			key := MsgAskAgree
			if e.Ask == AskLived {
				key = MsgAskLived
			}
			s.Emit(engine.Event{Kind: engine.EvWindow, Seat: -1, Data: askWindow()})
			s.Emit(engine.Event{Kind: engine.EvPhase, Seat: -1, Card: card, Data: e.Ask, Msg: engine.M(key, engine.CardRef(card))})
		}
	case OpRecycle:
		n := min(e.N, len(p.Discards))
		for range n {
			i := s.RNG.IntN(len(p.Discards))
			c := p.Discards[i]
			p.Discards = slices.Delete(p.Discards, i, i+1)
			s.Hidden.Draw = append(s.Hidden.Draw, c)
			p.DrawCount++
			p.Recycled = append(p.Recycled, c)
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: c, From: discardZone, To: drawZone})
		}
		d := s.Hidden.Draw
		s.RNG.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvShuffle, Seat: -1, To: drawZone, N: len(d), Msg: engine.M(MsgRecycle, n)})
		}
	case OpClearWork:
		for i, c := range p.Work {
			if c != none {
				p.Work[i] = none
				p.Discards = append(p.Discards, c)
				s.Emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: c, From: workZone(i), To: discardZone})
			}
		}
	default:
		opts := s.targets(e)
		if len(opts) == 0 {
			if s.Loud() {
				s.Say(MsgNoTarget, engine.CardRef(card))
			}
			return
		}
		s.choose(ChooseTarget, p.Turn, card, e, opts)
	}
}

// holds tests an OpIf condition.
func (s *State) holds(c Cond) bool {
	switch c.Kind {
	case CondWorkMin:
		for i, w := range s.Public.Work {
			if w != none && (c.Cat == 0 || c.Cat == Cats[i]) && Cards[w].Value >= c.Min {
				return true
			}
		}
		return false
	case CondResMin:
		return s.Public.Resources >= c.Min
	}
	return false
}

// targets lists the cards a choosing step may pick.
func (s *State) targets(e *Effect) []int {
	var out []int
	switch e.Op {
	case OpDiscardHighest:
		best := -99
		for _, w := range s.Public.Work {
			if w != none {
				best = max(best, Cards[w].Value)
			}
		}
		for _, w := range s.Public.Work {
			if w != none && Cards[w].Value == best {
				out = append(out, w)
			}
		}
	case OpDiscardWork:
		for _, w := range s.Public.Work {
			if w != none && Cards[w].Value >= e.Lo && Cards[w].Value <= e.Hi {
				out = append(out, w)
			}
		}
	case OpWorkToLane:
		for _, w := range s.Public.Work {
			if w != none {
				out = append(out, w)
			}
		}
	case OpReplay:
		for _, w := range s.Public.Work {
			if w != none && Cards[w].Effect != nil && Cards[w].Effect.Op != OpReplay {
				out = append(out, w)
			}
		}
	case OpLaneToWork:
		for _, c := range s.Public.Lane {
			if Cards[c].Cats.Has(e.Cat) {
				out = append(out, c)
			}
		}
	case OpLaneToDiscard:
		out = slices.Clone(s.Public.Lane)
	}
	return out
}

// target carries out a choosing step on the picked card c.
func (s *State) target(card int, e *Effect, c int) {
	p := &s.Public
	slot := slices.Index(p.Work[:], c)
	switch e.Op {
	case OpDiscardHighest, OpDiscardWork:
		p.Work[slot] = none
		p.Discards = append(p.Discards, c)
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: p.Turn, Card: c, From: workZone(slot), To: discardZone,
				Msg: engine.M(MsgWorkDiscarded, engine.CardRef(c))})
		}
	case OpWorkToLane:
		p.Work[slot] = none
		p.Lane = append(p.Lane, c)
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: p.Turn, Card: c, From: workZone(slot), To: laneZone,
				Msg: engine.M(MsgToLane, engine.CardRef(c), 0)})
		}
	case OpReplay:
		if s.Loud() {
			s.Say(MsgReplay, engine.CardRef(c))
		}
		p.Tasks.Now(effectTask(c, Cards[c].Effect))
	case OpLaneToWork:
		i := slices.Index(p.Lane, c)
		p.Lane = slices.Delete(p.Lane, i, i+1)
		w := e.Cat.Slot()
		if old := p.Work[w]; old != none {
			p.Discards = append(p.Discards, old)
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: p.Turn, Card: old, From: workZone(w), To: discardZone})
		}
		p.Work[w] = c
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: p.Turn, Card: c, From: laneZone, To: workZone(w),
				Msg: engine.M(MsgLaneToWork, engine.CardRef(c))})
		}
	case OpLaneToDiscard:
		i := slices.Index(p.Lane, c)
		p.Lane = slices.Delete(p.Lane, i, i+1)
		p.Discards = append(p.Discards, c)
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: p.Turn, Card: c, From: laneZone, To: discardZone,
				Msg: engine.M(MsgLaneDiscarded, engine.CardRef(c))})
		}
	}
}

// touchDie records that a card effect touched the die: the turn player takes the marker.
func (s *State) touchDie() {
	s.Public.Touched = true
	s.Public.Marker = s.Public.Turn
}

// stepDie moves the die by n faces for a card effect: +1 at 3 loses the game, and it
// never goes below 0. A step clamped at 0 still touches the die, so its event may carry
// no change: the marker moves all the same.
func (s *State) stepDie(n int) {
	p := &s.Public
	s.touchDie()
	if p.Chaos+n > MaxChaos {
		s.lose(MsgEndChaos)
		return
	}
	to := max(0, p.Chaos+n)
	d := to - p.Chaos
	p.Chaos = to
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvCounter, Seat: p.Turn, To: DieCounter, N: d, Msg: engine.M(MsgDieStep, engine.SeatRef(p.Turn), n, to)})
	}
}

// chaosSideEffect is seed 6 after a card played from the hand has resolved: at 2 the player
// draws one card and discards one of their choice; at 3 the deck's next two cards are turned
// over and both played, in the order the player chooses, with no further side effect.
func (s *State) chaosSideEffect() {
	p := &s.Public
	switch p.Chaos {
	case 2:
		if p.DrawCount == 0 {
			return
		}
		if s.Loud() {
			s.Say(MsgChaos2, engine.SeatRef(p.Turn))
		}
		s.drawTo(p.Turn)
		s.choose(ChooseDiscard, p.Turn, none, nil, s.Private[p.Turn].Hand)
	case 3:
		n := min(2, p.DrawCount)
		if n == 0 {
			return
		}
		if s.Loud() {
			s.Say(MsgChaos3, n)
		}
		for range n {
			c := s.pop()
			p.Play = append(p.Play, c)
			if s.Loud() {
				s.Emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: c, From: drawZone, To: playZone,
					Msg: engine.M(MsgTurnOver, engine.CardRef(c))})
			}
		}
		s.playNext()
	}
}

// playNext is one step of the chaos-3 double play: the turned-over cards still in the play
// area are the ones left to play (the card played from the hand has been discarded before the
// die is read, and a forced play adds nothing there). The player picks the next one; the
// last is played at once.
func (s *State) playNext() {
	p := &s.Public
	switch len(p.Play) {
	case 0:
	case 1:
		p.Tasks.Now(playTasks(p.Play[0]))
	default:
		s.choose(ChooseFirst, p.Turn, none, nil, slices.Clone(p.Play))
	}
}

// endTurn checks the victory condition, draws the hand back to three (an empty deck loses),
// counts the stagnation penalty, and passes the turn.
func (s *State) endTurn() {
	p := &s.Public
	if s.goal.Won(p.Victory, p.Lane, p.Chaos) {
		s.win()
		return
	}
	for p.HandCounts[p.Turn] < handSize {
		if p.DrawCount == 0 {
			s.lose(MsgEndDeck)
			return
		}
		s.drawTo(p.Turn)
	}
	if s.stagnate() {
		return
	}
	p.Turn = s.next(p.Turn)
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvPhase, Seat: p.Turn, Msg: engine.M(MsgTurn, engine.SeatRef(p.Turn))})
	}
}

// stagnate applies the stagnation penalty when it is due, and reports whether it lost the
// game. In round mode a round is every seat's turn from the first player (at least minRound
// turns); in lap mode the penalty comes once that many turns have passed since a card last
// touched the die.
func (s *State) stagnate() (lost bool) {
	p := &s.Public
	var due bool
	if s.lapMode {
		p.Idle++
		if p.Touched { // this turn touched the die: the lap starts again
			p.Idle = 0
		}
		p.Touched = false
		due = p.Idle >= s.roundLen()
	} else {
		p.Idle++
		if p.Idle < s.roundLen() {
			return false
		}
		p.Round++
		due = !p.Touched
		p.Idle, p.Touched = 0, false
	}
	if !due {
		return false
	}
	p.Idle = 0
	if p.Chaos == MaxChaos {
		s.lose(MsgEndStagnation)
		return true
	}
	p.Chaos++
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvCounter, Seat: -1, To: DieCounter, N: 1, Msg: engine.M(MsgStagnation, p.Chaos)})
	}
	return false
}

// minRound is the shortest round the stagnation penalty counts under the option min3, in
// turns. With one or two players a round of one or two turns brings the penalty on nearly
// every turn without a die card, and small tables hardly ever win (docs/PERFORMANCE.md); the
// seed's own round (every player once) is the default.
const minRound = 3

// RoundLen is the number of turns in a round for the stagnation penalty: every seat's turn
// once (the seed's 「プレイヤー全員が1巡する間」), and under stagnation_round=min3 at least
// minRound.
func (p *Public) RoundLen() int {
	if p.Options[OptRoundLen] == RoundMin3 {
		return max(p.Seats, minRound)
	}
	return p.Seats
}

func (s *State) roundLen() int { return s.rounds }

func (s *State) win() {
	n := s.Public.Seats
	o := &outcome{}
	o.Winners, o.Points = o.winners[:n:n], o.points[:n:n]
	for i := range n {
		o.Points[i], o.Winners[i] = 1, i
	}
	o.Reason = engine.M(MsgEndWin + "." + string(s.Public.Victory))
	s.over(&o.Outcome)
}

func (s *State) lose(key string) {
	n := s.Public.Seats
	o := &outcome{}
	o.Points = o.points[:n:n]
	for i := range n {
		o.Points[i] = -1
	}
	o.Reason = engine.M(key)
	s.over(&o.Outcome)
}

// outcome is an Outcome with room for its lists, in one allocation.
type outcome struct {
	engine.Outcome
	points, winners [maxSeats]int
}

// over ends the game. The result and the public part share the one Outcome: nothing changes
// it once made, and Clone and View copy both (Core.Fork and engine.Copy).
func (s *State) over(o *engine.Outcome) {
	p := &s.Public
	s.Result, p.Outcome = o, o
	p.Phase = PhaseOver
	p.Tasks.Clear()
	p.Choice, p.Ask = Choice{}, Ask{}
	s.Emit(engine.Event{Kind: engine.EvPhase, Seat: -1, Msg: o.Reason})
}
