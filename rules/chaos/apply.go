package chaos

import (
	"slices"

	"zashiki/rules/engine"
)

// Apply checks the action against the legal list before it changes anything, so a refusal
// leaves the state as it was.
func (s *State) Apply(seat int, act engine.Action) ([]engine.Event, error) {
	if s.phase == PhaseOver {
		return nil, engine.ErrGameOver
	}
	a, err := engine.As[Action](act, "Project Chaos")
	if err != nil {
		return nil, err
	}
	if err = s.check(seat, a); err != nil {
		return nil, err
	}
	s.events = nil
	switch a.Kind {
	case Play:
		s.playFromHand(seat, a.Card)
	case Discard:
		s.takeFromHand(seat, a.Card)
		s.discard = append(s.discard, a.Card)
		s.emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: a.Card, From: handZone(seat), To: discardZone,
			Msg: engine.M(MsgDiscard, engine.SeatRef(seat), engine.CardRef(a.Card))})
		s.push(Task{Kind: TaskEndTurn})
	case Place:
		s.place(seat, a)
		s.push(Task{Kind: TaskEndTurn})
	case Pick:
		s.picked(a.Card)
	default:
		s.answer(seat, a.Kind == Yes)
	}
	s.run()
	ev := s.events
	s.events = nil
	return ev, nil
}

func (s *State) takeFromHand(seat, card int) {
	h := s.hands[seat]
	i := slices.Index(h, card)
	s.hands[seat] = slices.Delete(h, i, i+1)
}

// playFromHand shows the card and queues its effect, its discard, the die's side effect and
// the end of the turn.
func (s *State) playFromHand(seat, card int) {
	s.takeFromHand(seat, card)
	s.play = append(s.play, card)
	s.emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: card, From: handZone(seat), To: playZone,
		Msg: engine.M(MsgPlay, engine.SeatRef(seat), engine.CardRef(card))})
	s.push(Task{Kind: TaskEffect, Card: card, Effect: Cards[card].Effect}, Task{Kind: TaskFinish, Card: card},
		Task{Kind: TaskChaos}, Task{Kind: TaskEndTurn})
}

// place is seed 5.C: the card goes to its workplace, the resources change by its value
// within 0..3, then the card it pushed out goes where a.Out says, paying what that costs.
func (s *State) place(seat int, a Action) {
	i := a.Cat.Slot()
	prev := s.work[i]
	s.takeFromHand(seat, a.Card)
	s.work[i] = a.Card
	s.emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: a.Card, From: handZone(seat), To: workZone(i),
		Msg: engine.M(MsgPlace+"."+a.Cat.Name(), engine.SeatRef(seat), engine.CardRef(a.Card))})
	s.setResources(AfterPlacing(s.resources, a.Card))
	if prev == none {
		return
	}
	cost := PushOutCost(prev, a.Out)
	s.setResources(s.resources - cost)
	if a.Out == OutLane {
		s.lane = append(s.lane, prev)
		s.emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: prev, From: workZone(i), To: laneZone, N: cost,
			Msg: engine.M(MsgToLane, engine.CardRef(prev), cost)})
		return
	}
	s.discard = append(s.discard, prev)
	s.emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: prev, From: workZone(i), To: discardZone, N: cost,
		Msg: engine.M(MsgPushOut, engine.CardRef(prev), cost)})
}

// setResources moves the shared tokens to r (kept within 0..3), reporting the change.
func (s *State) setResources(r int) {
	r = clamp(r, 0, MaxResources)
	if d := r - s.resources; d != 0 {
		s.resources = r
		s.emit(engine.Event{Kind: engine.EvLife, Seat: -1, N: d, Msg: engine.M(MsgResources, d, r)})
	}
}

// run resolves queued tasks until one waits for a player or the game ends.
func (s *State) run() {
	for len(s.tasks) > 0 && s.phase != PhaseOver {
		if s.phase == PhaseChoose || s.phase == PhaseAsk {
			return
		}
		t := s.tasks[len(s.tasks)-1]
		s.tasks = s.tasks[:len(s.tasks)-1]
		switch t.Kind {
		case TaskEffect:
			s.resolve(t.Card, t.Effect)
		case TaskFinish:
			s.finishPlay(t.Card)
		case TaskChaos:
			s.chaosSideEffect()
		case TaskEndTurn:
			s.endTurn()
		}
	}
}

// finishPlay moves a resolved card from the play area to the discard pile.
func (s *State) finishPlay(card int) {
	i := slices.Index(s.play, card)
	if i < 0 {
		return
	}
	s.play = slices.Delete(s.play, i, i+1)
	s.discard = append(s.discard, card)
	s.emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: card, From: playZone, To: discardZone})
}

// choose waits for seat to pick among options; with a single option it is taken at once.
func (s *State) choose(kind ChoiceKind, seat, card int, e *Effect, options []int) {
	s.choice = Choice{Kind: kind, Seat: seat, Card: card, Effect: e, Options: options}
	if len(options) == 1 {
		s.picked(options[0])
		return
	}
	s.phase = PhaseChoose
	s.emit(engine.Event{Kind: engine.EvPhase, Seat: seat, Card: card, N: int(kind)})
}

// picked carries out a choice.
func (s *State) picked(c int) {
	ch := s.choice
	s.choice, s.phase = Choice{}, PhaseAction
	switch ch.Kind {
	case ChooseDiscard:
		s.takeFromHand(ch.Seat, c)
		s.discard = append(s.discard, c)
		s.emit(engine.Event{Kind: engine.EvMove, Seat: ch.Seat, Card: c, From: handZone(ch.Seat), To: discardZone,
			Msg: engine.M(MsgDiscard, engine.SeatRef(ch.Seat), engine.CardRef(c))})
	case ChooseFirst:
		second := ch.Options[0]
		if second == c {
			second = ch.Options[1]
		}
		s.emit(message(MsgOrder, engine.CardRef(c), engine.CardRef(second)))
		s.push(Task{Kind: TaskEffect, Card: c, Effect: Cards[c].Effect}, Task{Kind: TaskFinish, Card: c},
			Task{Kind: TaskEffect, Card: second, Effect: Cards[second].Effect}, Task{Kind: TaskFinish, Card: second})
	case ChooseTarget:
		s.target(ch.Card, ch.Effect, c)
	}
}

// answer records seat's reply; the last reply settles the question.
func (s *State) answer(seat int, yes bool) {
	a := answerNo
	key := MsgAnswerNo
	if yes {
		a, key = answerYes, MsgAnswerYes
	}
	s.ask.Answers[seat] = a
	s.emit(engine.Event{Kind: engine.EvMessage, Seat: seat, Msg: engine.M(key, engine.SeatRef(seat))})
	if slices.Contains(s.ask.Answers, 0) {
		return
	}
	s.phase = PhaseAction
	ask := s.ask
	s.ask = Ask{}
	yesses := 0
	for _, x := range ask.Answers {
		if x == answerYes {
			yesses++
		}
	}
	pass := yesses > 0
	if ask.Effect.Ask == AskAgree {
		pass = yesses == len(ask.Answers)
	}
	next := ask.Effect.Else
	key = MsgAskFailed
	if pass {
		next, key = ask.Effect.Then, MsgAskPassed
	}
	s.emit(message(key, engine.CardRef(ask.Card)))
	s.push(Task{Kind: TaskEffect, Card: ask.Card, Effect: next})
}
