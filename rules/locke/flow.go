package locke

import (
	"fmt"
	"slices"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// The combat flow of 5.1: (1) participation, (2) piece movement, (3) pre-combat, (4) hands,
// (5) initiative, (6) each fighter's combat turn, (7) round end, then back to (2). The agenda
// holds what is left of the round; an attack under way is held in Fight.Hit and moves on
// through its stages (attack.go).

// run resolves steps until the rules wait for a seat or the combat is over.
func (s *State) run() {
	p := &s.Public
	for guard := 0; p.Ask.Kind == AskNone && s.Result == nil; guard++ {
		if guard > 10000 {
			panic(fmt.Sprintf("locke: the flow is stuck: hit %+v use %+v tasks %+v", p.Fight.Hit, p.Fight.Use, p.Tasks.Items))
		}
		if p.Fight.Hit.On {
			s.advance()
			continue
		}
		t, ok := p.Tasks.Pop()
		if !ok {
			if s.whole() {
				s.boardStep()
				continue
			}
			s.over()
			return
		}
		s.do(t)
	}
}

func (s *State) do(t Task) {
	switch t.Kind {
	case tJoin:
		s.participation(true)
	case tRevive:
		s.participation(false)
	case tCell:
		s.joinCell(t.Fighter)
	case tMove:
		s.movement()
	case tPre:
		s.preCombat(t.Fighter)
	case tDeal:
		s.dealHands()
	case tInitiative:
		s.initiative()
	case tTurn:
		s.combatTurn(t.Fighter)
	case tAfter:
		s.supportTwo(t.Fighter)
	case tRoundEnd:
		s.roundEnd()
	case tPostEscape:
		s.postEscape(t.Fighter)
	}
}

// Why a combat ended.
const (
	ReasonNoAttack  = "noattack" // no attack this round
	ReasonAlone     = "alone"    // one participant or fewer
	ReasonUnwilling = "unwilling"
	ReasonDeck      = "deck"   // the Cカード deck ran out
	ReasonRounds    = "rounds" // roundLimit rounds were fought (DESIGN)
)

// roundLimit ends a combat at its 100th round's continuation check (DESIGN). The rules end a
// combat only on a round without an attack, an empty deck, a lone participant or nobody
// willing, and 格闘 or a jammed card is an attack that draws no card: two fighters willing to
// trade blows that hurt nobody would fight for ever. Of 2,000 random whole games, the longest
// combat lasted 45 rounds.
const roundLimit = 100

// participation is (1), one window for each of its checks in the rules' order: ① every living
// character outside may roll 実はそこにいた, then ② every dead one 実は生きていた (people outside
// the game, ③ 実は参加していた, are not seated in software). Whoever joins now comes in at the
// movement, (2).
func (s *State) participation(living bool) {
	p := &s.Public
	if p.Fight.Prison {
		return // nobody comes to a prisoner's fight in its cell (DESIGN)
	}
	var asked []int
	for seat, c := range p.Chars {
		// A partner cannot roll 実はそこにいた (4.4); it comes with its leader.
		if c.Fighter < 0 && c.Alive == living && !(s.whole() && s.partner(seat)) {
			asked = append(asked, seat)
		}
	}
	if len(asked) > 0 {
		s.ask(Ask{Kind: AskJoin, Seats: asked, Seat: -1, Fighter: -1})
	}
}

// rollJoin resolves one seat's participation roll.
func (s *State) rollJoin(seat int) {
	c := &s.Public.Chars[seat]
	if c.Alive {
		r := s.roll(2)
		res := book.ChartByID("there").Lookup(r)
		s.logRoll(seat, "there", r, res)
		// A leader's partners share the chart's effect (6.1).
		for _, m := range s.partyOrSelf(seat) {
			switch res.Do {
			case "join":
				s.addPC(m, 1)
			case "join_at":
				s.addPC(m, res.N)
			}
		}
		return
	}
	r := s.roll(2)
	res := book.ChartByID("alive").Lookup(r)
	s.logRoll(seat, "alive", r, res)
	switch res.Do {
	case "revive":
		s.revive(seat)
		s.addPC(seat, 1)
	case "residual":
		r2 := s.roll(2)
		res2 := book.ChartByID("residual").Lookup(r2)
		s.logRoll(seat, "residual", r2, res2)
		f := s.addFighter(Fighter{Kind: Residual, Seat: seat, Fire: res2.N})
		s.enter(f)
	}
}

// addPC puts seat's character into the fight, joining at the movement of round at (0: in from
// the start).
func (s *State) addPC(seat, at int) int {
	f := s.addFighter(Fighter{Kind: PC, Seat: seat, JoinAt: at})
	s.Public.Chars[seat].Fighter = f
	return f
}

func (s *State) addFighter(f Fighter) int {
	fs := &s.Public.Fight.Fighters
	f.Trump = -1
	f.JoinAt = max(f.JoinAt, 0)
	if f.Uses == nil {
		f.Uses = map[string]int{}
	}
	*fs = append(*fs, f)
	return len(*fs) - 1
}

// enter marks a fighter as come in at this movement: pre-combat and a hand are still to come.
func (s *State) enter(f int) {
	fi := &s.Public.Fight.Fighters[f]
	fi.JoinAt = 0
	fi.Fresh = true
	if fi.Kind == PC {
		fi.Limit = s.handLimit(fi.Seat, fi.Minions)
		if s.whole() {
			s.joinsOnBoard(fi.Seat)
		}
	}
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: fi.Seat, Card: -1, To: fightZone, Data: EnterData{Fighter: f, Limit: fi.Limit},
			Msg: engine.M(MsgEnter, s.nameRef(f))})
	}
}

// EnterData is the Data of a fighter's entry: its hand limit shows what its sheet gives
// ([常動] abilities apply whether declared or not).
type EnterData struct {
	Fighter, Limit int
}

// movement is (2): the round begins; whoever was to join at this round comes in, and a searcher
// whose piece comes to the fight's cell at the first movement has the cell's effect phase
// before the pre-combat phase.
func (s *State) movement() {
	p := &s.Public
	p.Fight.Round++
	var tasks []Task
	for i := range p.Fight.Fighters {
		if f := &p.Fight.Fighters[i]; !f.Out && f.JoinAt == p.Fight.Round {
			arrives := s.arrives(i)
			s.enter(i)
			if arrives {
				tasks = append(tasks, Task{Kind: tCell, Fighter: i})
			}
		}
	}
	for i, f := range p.Fight.Fighters {
		if f.Fresh && f.Kind == PC {
			tasks = append(tasks, Task{Kind: tPre, Fighter: i})
		}
	}
	tasks = append(tasks, Task{Kind: tDeal}, Task{Kind: tInitiative})
	p.Tasks.Now(tasks...)
}

// preCombat is (3) for one fresh character: [戦闘前] abilities or the 「謎の特殊能力」 1D6.
func (s *State) preCombat(f int) {
	fi := &s.Public.Fight.Fighters[f]
	if fi.Out {
		return
	}
	s.ask(Ask{Kind: AskPre, Seat: fi.Seat, Fighter: f})
}

// dealHands is (4): the fresh fighters with hands draw up to their limit. The combat ends at
// once when the deck cannot give a card.
func (s *State) dealHands() {
	p := &s.Public
	if s.participants() <= 1 {
		s.endCombat(ReasonAlone)
		return
	}
	for i := range p.Fight.Fighters {
		f := &p.Fight.Fighters[i]
		if f.Carried {
			f.Carried = false
			if !s.refill(i) {
				return
			}
			continue
		}
		if !f.Fresh {
			continue
		}
		f.Fresh = false
		if f.Out {
			continue // gone before its hand came: the cell it joined on killed it or threw it away
		}
		if f.Kind == PC {
			f.Limit = s.handLimit(f.Seat, f.Minions)
		}
		if f.Kind == PC || f.Kind == Esper {
			if !s.refill(i) {
				return
			}
		}
	}
}

// refill draws fighter f up to its hand limit; false (and the combat over) when the deck ran
// out.
func (s *State) refill(f int) bool {
	fi := &s.Public.Fight.Fighters[f]
	for fi.HandCount < fi.Limit {
		if len(s.Hidden.Deck) == 0 {
			s.endCombat(ReasonDeck)
			return false
		}
		d := s.Hidden.Deck
		c := d[len(d)-1]
		s.Hidden.Deck = d[:len(d)-1]
		s.Public.Fight.DeckSize--
		s.toHand(f, c)
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvMove, Seat: fi.Seat, Card: c, From: deckZone, To: s.handZone(f),
				Audience: engine.Everyone(), Face: s.handFace(f)})
		}
	}
	return true
}

// initiative is (5): one trump to every participant; black 1→10, then red 1→10.
func (s *State) initiative() {
	p := &s.Public
	trumps := make([]int, 20)
	for i := range trumps {
		trumps[i] = i
	}
	s.RNG.Shuffle(len(trumps), func(i, j int) { trumps[i], trumps[j] = trumps[j], trumps[i] })
	s.Hidden.Trumps = trumps
	p.Fight.Order = p.Fight.Order[:0]
	for i := range p.Fight.Fighters {
		f := &p.Fight.Fighters[i]
		f.Trump = -1
		f.Acted = false
		if !f.In() {
			continue
		}
		if n := len(s.Hidden.Trumps); n > 0 {
			f.Trump = s.Hidden.Trumps[n-1]
			s.Hidden.Trumps = s.Hidden.Trumps[:n-1]
		} else {
			f.Trump = 20 + i // more participants than trumps: after every card, in order
		}
		p.Fight.Order = append(p.Fight.Order, i)
	}
	slices.SortFunc(p.Fight.Order, func(a, b int) int { return p.Fight.Fighters[a].Trump - p.Fight.Fighters[b].Trump })
	p.Fight.Attacked = false
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvPhase, Seat: -1, Data: slices.Clone(p.Fight.Order), Msg: engine.M(MsgRound, p.Fight.Round)})
	}
	tasks := make([]Task, 0, len(p.Fight.Order)+1)
	for _, f := range p.Fight.Order {
		tasks = append(tasks, Task{Kind: tTurn, Fighter: f})
	}
	p.Tasks.Now(append(tasks, Task{Kind: tRoundEnd})...)
}

// combatTurn is (6) for one fighter: a character is asked for its support and main actions;
// an NPC acts by 6.2; a 残留思念 attacks once.
func (s *State) combatTurn(f int) {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	if !fi.In() || fi.Acted {
		return
	}
	fi.Acted = true
	fi.DidAttack, fi.DidEscape = false, false
	if fi.Stun > 0 {
		s.log(MsgStunned, s.nameRef(f))
		return
	}
	p.Fight.Turn = f
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvPhase, Seat: fi.Seat, Data: TurnData{Fighter: f}, Msg: engine.M(MsgTurn, s.nameRef(f))})
	}
	switch fi.Kind {
	case PC:
		s.ask(Ask{Kind: AskTurn, Seat: fi.Seat, Fighter: f})
	case Residual:
		if fi.Fire > 0 && len(s.residualTargets(f)) > 0 {
			s.Private[fi.Seat].Pending = Action{Verb: VerbResidual}
			s.ask(Ask{Kind: AskAim, Seat: fi.Seat, Fighter: f})
		}
	default:
		s.npcAct(f)
	}
}

// TurnData is the Data of the EvPhase that opens a fighter's combat turn.
type TurnData struct{ Fighter int }

// mainDone ends a character's main action: support phase 2 comes next.
func (s *State) mainDone(f int) {
	if fi := &s.Public.Fight.Fighters[f]; fi.Kind == PC {
		s.Public.Tasks.Now(Task{Kind: tAfter, Fighter: f})
	}
}

func (s *State) supportTwo(f int) {
	fi := &s.Public.Fight.Fighters[f]
	if fi.Out || !s.Public.Chars[fi.Seat].Alive {
		return
	}
	s.ask(Ask{Kind: AskAfter, Seat: fi.Seat, Fighter: f})
}

// roundEnd is (7).
func (s *State) roundEnd() {
	p := &s.Public
	p.Fight.Turn = -1
	// ① effects at the round's end: 残留思念 leave after their first round; 気絶 counts down.
	for i := range p.Fight.Fighters {
		f := &p.Fight.Fighters[i]
		if !f.In() {
			continue
		}
		if f.Kind == Residual {
			s.leave(i)
			continue
		}
		if f.Stun > 0 {
			f.Stun--
		}
	}
	// ② the continuation check.
	switch {
	case !p.Fight.Attacked:
		s.endCombat(ReasonNoAttack)
		return
	case s.participants() <= 1:
		s.endCombat(ReasonAlone)
		return
	case p.Fight.Round >= roundLimit:
		s.endCombat(ReasonRounds)
		return
	}
	p.Tasks.Now(Task{Kind: tMove})
	if s.npcWilling() {
		s.discards()
		return
	}
	var asked []int
	for _, f := range p.Fight.Fighters {
		if f.In() && f.Kind == PC && f.Stun == 0 {
			asked = append(asked, f.Seat)
		}
	}
	if len(asked) == 0 {
		s.endCombat(ReasonUnwilling)
		return
	}
	for _, seat := range asked {
		s.Private[seat].Willing = 0
	}
	s.ask(Ask{Kind: AskWilling, Seats: asked, Seat: -1, Fighter: -1})
}

// willingDone closes the continuation question: the combat goes on if anyone is willing.
func (s *State) willingDone() {
	for seat := range s.Private {
		if s.Private[seat].Willing == 1 {
			s.clearWilling()
			s.discards()
			return
		}
	}
	s.clearWilling()
	s.Public.Tasks.Clear()
	s.endCombat(ReasonUnwilling)
}

func (s *State) clearWilling() {
	for seat := range s.Private {
		s.Private[seat].Willing = 0
	}
}

// discards is ③: characters over the limit discard down to it, characters at the limit may
// discard one; espers discard their weakest cards. ④ and ⑤ follow when everyone is done.
func (s *State) discards() {
	p := &s.Public
	var asked []int
	for i := range p.Fight.Fighters {
		f := &p.Fight.Fighters[i]
		if !f.In() {
			continue
		}
		switch {
		case f.Kind == Esper:
			s.esperDiscard(i)
		case f.Kind == PC && f.HandCount >= f.Limit && f.Proxy == 0: // a stand-in's owner discards nothing (3.1)
			asked = append(asked, f.Seat)
		}
	}
	if len(asked) > 0 {
		s.ask(Ask{Kind: AskDiscard, Seats: asked, Seat: -1, Fighter: -1})
		return
	}
	s.refillAll()
}

// refillAll is ④ and ⑤: every hand back to its limit, then the effects that last until the
// round's end end.
func (s *State) refillAll() {
	p := &s.Public
	for i := range p.Fight.Fighters {
		f := &p.Fight.Fighters[i]
		if f.In() && (f.Kind == PC || f.Kind == Esper) {
			if !s.refill(i) {
				return
			}
		}
	}
	for i := range p.Fight.Fighters {
		f := &p.Fight.Fighters[i]
		f.Locked = nil
		f.Keep = 0
		f.HitBy = nil
	}
}

// participants counts the characters and obstacles taking part (残留思念 do not count).
func (s *State) participants() int {
	n := 0
	for _, f := range s.Public.Fight.Fighters {
		if f.In() && f.Kind != Residual {
			n++
		}
	}
	return n
}

// leave takes a fighter out of the combat (a 残留思念 after its round, a death).
func (s *State) leave(f int) {
	fi := &s.Public.Fight.Fighters[f]
	if fi.Out {
		return
	}
	fi.Out = true
	s.dropHand(f)
	if fi.Kind == PC {
		s.Public.Chars[fi.Seat].Fighter = -1
	}
	s.log(MsgLeave, s.nameRef(f))
}

// endCombat ends the fight: every Cカード is gathered and shuffled into a new deck, power is
// restored; the escaped characters still hold theirs until their 5.7 processing is done.
func (s *State) endCombat(reason string) {
	p := &s.Public
	p.Tasks.Clear()
	p.Ask = Ask{}
	p.Fight.Hit = Attack{}
	p.Fight.Use = Use{}
	p.Fight.Result = Result{Reason: reason, Rounds: p.Fight.Round}
	s.log(MsgCombatEnd+"."+reason, p.Fight.Round)
	for seat := range s.Private {
		s.Private[seat].Pending = Action{} // a choice left half made dies with the fight
	}
	var escaped []int
	for i := range p.Fight.Fighters {
		f := &p.Fight.Fighters[i]
		if f.Escaped && f.Kind == PC && p.Chars[f.Seat].Alive {
			escaped = append(escaped, i)
			continue
		}
		s.dropHand(i)
		if f.Kind == PC {
			p.Chars[f.Seat].Fighter = -1
			s.restore(f.Seat)
			s.itemsAfterCombat(f.Seat)
		}
		f.Out = true
	}
	s.gather()
	p.Fight.On = false
	if s.whole() {
		s.afterCombat(escaped)
		return
	}
	for _, f := range escaped {
		p.Tasks.Later(Task{Kind: tPostEscape, Fighter: f})
	}
}

// postEscape is 5.7 for one escaped character: its support phase (as in combat), then its
// cards go back and its power is restored. The cell effect and combat-start phase of its new
// cell belong to the board (the planet and base phases).
func (s *State) postEscape(f int) {
	s.ask(Ask{Kind: AskEscaped, Seat: s.Public.Fight.Fighters[f].Seat, Fighter: f})
}

func (s *State) postEscapeDone(f int) {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	s.dropHand(f)
	s.gather()
	fi.Out = true
	p.Chars[fi.Seat].Fighter = -1
	s.restore(fi.Seat)
	s.itemsAfterCombat(fi.Seat)
}

// restore gives a character its power back after a combat.
func (s *State) restore(seat int) {
	s.Public.Chars[seat].Spent = 0
	s.Private[seat].Credit = 0
	s.Private[seat].Boost = book.Stats{}
}

// over ends the game when the combat and its aftermath are done (the combat game).
func (s *State) over() {
	p := &s.Public
	out := &engine.Outcome{Points: make([]int, p.Seats), Reason: engine.M(MsgCombatEnd+"."+p.Fight.Result.Reason, p.Fight.Result.Rounds)}
	for seat, c := range p.Chars {
		if c.Alive {
			out.Winners = append(out.Winners, seat)
			out.Points[seat] = 1
		}
	}
	s.Result = out
	p.Ask = Ask{}
}

// ask waits for a seat (or a window of seats).
func (s *State) ask(a Ask) {
	s.Public.Ask = a
	if !s.Loud() {
		return
	}
	if w := s.Window(); w != nil {
		s.Emit(engine.Event{Kind: engine.EvWindow, Seat: -1, Data: w})
	}
}

// revive brings a dead character back (実は生きていた 2): unhurt, its suits whole again.
func (s *State) revive(seat int) {
	c := &s.Public.Chars[seat]
	c.Alive, c.Taken, c.MindLoss = true, 0, 0
	m := &s.Private[seat]
	m.Body = 0
	m.Align = 0 // 改心 lasts until the character comes back (3.1)
	m.Suits = make([]int, len(m.Suits))
}
