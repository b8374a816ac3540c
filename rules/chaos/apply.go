package chaos

import (
	"slices"

	"zashiki/rules/engine"
)

// Apply checks the action against the legal list before it changes anything, so a refusal
// leaves the state as it was.
func (s *State) Apply(seat int, act engine.Action) ([]engine.Event, error) {
	if s.Public.Phase == PhaseOver {
		return nil, engine.ErrGameOver
	}
	a, err := engine.As[Action](act, "Project Chaos")
	if err != nil {
		return nil, err
	}
	if err = s.check(seat, a); err != nil {
		return nil, err
	}
	s.TakeEvents()
	switch a.Kind {
	case Play:
		s.playFromHand(seat, a.Card)
	case Discard:
		s.fromHand(seat, a.Card)
		s.Public.Discards = append(s.Public.Discards, a.Card)
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: a.Card, From: handZone(seat), To: discardZone,
				Msg: engine.M(MsgDiscard, engine.SeatRef(seat), engine.CardRef(a.Card))})
		}
		s.thenEndTurn()
	case Place:
		s.place(seat, a)
		s.thenEndTurn()
	case Pick:
		s.picked(a.Card)
	default:
		s.answer(seat, a.Kind == Yes)
	}
	s.run()
	return s.TakeEvents(), nil
}

// thenEndTurn queues the end of the turn after a placement or a discard, which queue
// nothing else: with nothing queued before it either, it is ended at once (run would pop it
// first thing).
func (s *State) thenEndTurn() {
	if s.Public.Tasks.Len() == 0 {
		s.endTurn()
		return
	}
	s.Public.Tasks.Now(Task{Kind: TaskEndTurn})
}

// playFromHand shows the card and queues its effect, its discard, the die's side effect and
// the end of the turn.
func (s *State) playFromHand(seat, card int) {
	s.fromHand(seat, card)
	s.Public.Play = append(s.Public.Play, card)
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: card, From: handZone(seat), To: playZone,
			Msg: engine.M(MsgPlay, engine.SeatRef(seat), engine.CardRef(card))})
	}
	play, finish := playTasks(card)
	s.Public.Tasks.Now(play, finish, Task{Kind: TaskChaos}, Task{Kind: TaskEndTurn})
}

// place is seed 5.C: the card goes to its workplace, the resources change by its value
// within 0..3, then the card it pushed out goes where a.Out says, paying what that costs.
func (s *State) place(seat int, a Action) {
	p := &s.Public
	i := a.Cat.Slot()
	prev := p.Work[i]
	s.fromHand(seat, a.Card)
	p.Work[i] = a.Card
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: a.Card, From: handZone(seat), To: workZone(i),
			Msg: engine.M(MsgPlace+"."+a.Cat.Name(), engine.SeatRef(seat), engine.CardRef(a.Card))})
	}
	s.setResources(AfterPlacing(p.Resources, a.Card))
	if prev == none {
		return
	}
	cost := PushOutCost(prev, a.Out)
	s.setResources(p.Resources - cost)
	if a.Out == OutLane {
		p.Lane = append(p.Lane, prev)
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: prev, From: workZone(i), To: laneZone,
				Msg: engine.M(MsgToLane, engine.CardRef(prev), cost)})
		}
		return
	}
	p.Discards = append(p.Discards, prev)
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: prev, From: workZone(i), To: discardZone,
			Msg: engine.M(MsgPushOut, engine.CardRef(prev), cost)})
	}
}

// setResources moves the shared tokens to r (kept within 0..3), reporting the change.
func (s *State) setResources(r int) {
	r = clamp(r, 0, MaxResources)
	if d := r - s.Public.Resources; d != 0 {
		s.Public.Resources = r
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvCounter, Seat: -1, To: ResourcesCounter, N: d, Msg: engine.M(MsgResources, d, r)})
		}
	}
}

// run resolves queued tasks until one waits for a player or the game ends.
func (s *State) run() {
	p := &s.Public
	for p.Phase == PhaseAction {
		t, ok := p.Tasks.Pop()
		if !ok {
			return
		}
		switch t.Kind {
		case TaskEffect:
			s.resolve(t.Card, t.Effect())
		case TaskFinish:
			s.finishPlay(t.Card)
		case TaskChaos:
			s.chaosSideEffect()
		case TaskEndTurn:
			s.endTurn()
		case TaskNext:
			s.playNext()
		}
	}
}

// finishPlay moves a resolved card from the play area to the discard pile.
func (s *State) finishPlay(card int) {
	p := &s.Public
	i := slices.Index(p.Play, card)
	if i < 0 {
		return
	}
	p.Play = slices.Delete(p.Play, i, i+1)
	p.Discards = append(p.Discards, card)
	s.Emit(engine.Event{Kind: engine.EvMove, Seat: -1, Card: card, From: playZone, To: discardZone})
}

// choose waits for seat to pick among options; with a single option it is taken at once.
// A chaos-2 discard is picked from the hand and keeps its options out of the public part.
func (s *State) choose(kind ChoiceKind, seat, card int, e *Effect, options []int) {
	s.Public.Choice = Choice{Kind: kind, Seat: seat, Card: card, Eff: e.ID()}
	if kind != ChooseDiscard {
		s.Public.Choice.Options = options
	}
	if len(options) == 1 {
		s.picked(options[0])
		return
	}
	s.Public.Phase = PhaseChoose
	s.Emit(engine.Event{Kind: engine.EvPhase, Seat: seat, Card: card, Data: kind})
}

// picked carries out a choice.
func (s *State) picked(c int) {
	p := &s.Public
	ch := p.Choice
	p.Choice, p.Phase = Choice{}, PhaseAction
	switch ch.Kind {
	case ChooseDiscard:
		s.fromHand(ch.Seat, c)
		p.Discards = append(p.Discards, c)
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: ch.Seat, Card: c, From: handZone(ch.Seat), To: discardZone,
				Msg: engine.M(MsgDiscard, engine.SeatRef(ch.Seat), engine.CardRef(c))})
		}
	case ChooseFirst:
		if len(ch.Options) == 2 && s.Loud() {
			second := ch.Options[0]
			if second == c {
				second = ch.Options[1]
			}
			s.Say(MsgOrder, engine.CardRef(c), engine.CardRef(second))
		}
		play, finish := playTasks(c)
		p.Tasks.Now(play, finish, Task{Kind: TaskNext})
	case ChooseTarget:
		s.target(ch.Card, ch.Effect(), c)
	}
}

// answer records seat's reply; the last reply settles the question.
func (s *State) answer(seat int, yes bool) {
	p := &s.Public
	a := answerNo
	key := MsgAnswerNo
	if yes {
		a, key = answerYes, MsgAnswerYes
	}
	p.Ask.Answers[seat] = a
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvMessage, Seat: seat, Msg: engine.M(key, engine.SeatRef(seat))})
	}
	if slices.Contains(p.Ask.Answers, 0) {
		return
	}
	p.Phase = PhaseAction
	ask := p.Ask
	p.Ask = Ask{}
	s.Emit(engine.Event{Kind: engine.EvWindow, Seat: -1})
	yesses := 0
	for _, x := range ask.Answers {
		if x == answerYes {
			yesses++
		}
	}
	e := ask.Effect()
	pass := yesses > 0
	if e.Ask == AskAgree {
		pass = yesses == len(ask.Answers)
	}
	next := e.Else
	key = MsgAskFailed
	if pass {
		next, key = e.Then, MsgAskPassed
	}
	if s.Loud() {
		s.Say(key, engine.CardRef(ask.Card))
	}
	p.Tasks.Now(effectTask(ask.Card, next))
}
