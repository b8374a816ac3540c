package locke

import (
	"slices"
	"strings"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// Apply implements engine.State. It checks the action against the legal list (holds) before
// changing anything, so a refusal leaves the state as it was.
func (s *State) Apply(seat int, act engine.Action) ([]engine.Event, error) {
	if s.Result != nil {
		return nil, engine.ErrGameOver
	}
	a, err := engine.As[Action](act, "超人ロック")
	if err != nil {
		return nil, err
	}
	if !engine.IsActor(s, seat) {
		return nil, engine.ErrNotYourTurn
	}
	if !s.holds(seat, a) {
		return nil, engine.Illegal("%s is not a legal move now", a)
	}
	s.TakeEvents()
	s.answer(seat, a)
	s.run()
	return s.TakeEvents(), nil
}

// answer applies a legal action of seat to the open question.
func (s *State) answer(seat int, a Action) {
	p := &s.Public
	ask := p.Ask
	f := ask.Fighter
	switch ask.Kind {
	case AskJoin:
		s.leaveWindow(seat)
		if a.Verb != VerbStay {
			s.rollJoin(seat)
		}
	case AskPre:
		s.preAction(seat, f, a)
	case AskTurn, AskAfter, AskEscaped:
		s.turnAction(seat, f, a)
	case AskAim:
		s.aimed(seat, f, a)
	case AskWild:
		if a.Verb == VerbBack {
			s.ask(Ask{Kind: AskTurn, Seat: seat, Fighter: f})
			return
		}
		s.Private[seat].Pending.B = a.A
		s.wildAs(seat, f)
	case AskDeclare:
		s.declared(seat, ask, a)
	case AskDefend:
		p.Ask = Ask{}
		switch a.Verb {
		case VerbDefend:
			as := a.A
			if book.CCards()[a.A].Special == book.Wild {
				as = s.wildAnswer(seat)
			}
			s.defendWith(f, a.A, as)
		case VerbGuard:
			s.guardWith(f, a.A)
		default:
			p.Fight.Hit.Stage = StDamage
		}
	case AskKeep:
		if a.Verb == VerbKeep {
			p.Fight.Fighters[f].Keep = p.Fight.KeepLv
		}
		p.Fight.KeepLv = 0
		p.Ask = Ask{}
	case AskSync:
		switch a.Verb {
		case VerbMinion:
			s.minionJoins(f, a.A)
		case VerbAsk:
			p.Fight.Hit.Asked = s.syncSeats()
			s.nextSyncSeat()
		default:
			p.Fight.Hit.Stage = StReact
			p.Ask = Ask{}
		}
	case AskSyncJoin:
		h := &p.Fight.Hit
		h.Asked = h.Asked[1:]
		if a.Verb == VerbJoin {
			p.Ask = Ask{}
			s.joinWith(seat, a.A)
			return
		}
		s.nextSyncSeat()
	case AskReact:
		s.reacting(seat, a)
	case AskCounter:
		s.meleeExchange(a.Verb == VerbCounter)
	case AskResidual:
		s.residualAnswer(seat, a)
	case AskWilling:
		if s.secretAnswer(seat, a.Verb == VerbFight) {
			s.willingDone()
		}
	case AskDiscard:
		s.roundDiscard(seat, a)
	default:
		s.boardAnswer(seat, a)
	}
}

// secretAnswer keeps seat's yes or no to a window whose answers are told together (in
// Private.Willing: 1 yes, 2 no) and takes it off the window; it reports whether that closed it.
func (s *State) secretAnswer(seat int, yes bool) bool {
	s.Private[seat].Willing = 2 - boolInt(yes)
	s.leaveWindow(seat)
	return s.Public.Ask.Kind == AskNone
}

// leaveWindow takes seat off the open window's list, closing the window with the last.
func (s *State) leaveWindow(seat int) {
	a := &s.Public.Ask
	a.Seats = slices.DeleteFunc(slices.Clone(a.Seats), func(x int) bool { return x == seat })
	if len(a.Seats) == 0 {
		s.Public.Ask = Ask{}
		s.closeWindow()
	}
}

// preAction is one pre-combat choice.
func (s *State) preAction(seat, f int, a Action) {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	switch a.Verb {
	case VerbReady:
		p.Ask = Ask{}
		return
	case VerbMystery:
		fi.Uses["mystery"]++
		s.log(MsgMystery, engine.SeatRef(seat), s.d6())
	case VerbPre:
		ab := s.ability(seat, a.A)
		s.markUsed(f, a.A)
		switch ab.Effect {
		case book.Minions:
			fi.Minions += a.B
			fi.Limit += a.B // declared minions raise the hand limit at once (3.1 [手下:X])
			s.need(seat, book.Minions, a.B)
			s.log(MsgMinions, engine.SeatRef(seat), a.B)
			if s.Loud() {
				s.Emit(engine.Event{Kind: engine.EvCounter, Seat: seat, To: engine.SeatZone("minions", seat), N: a.B})
			}
		case book.Boost:
			addStat(&s.Private[seat].Boost, ab.Stat, ab.N)
			s.need(seat, book.Boost, 0)
			s.log(MsgBoost, engine.SeatRef(seat))
		}
	}
	s.ask(Ask{Kind: AskPre, Seat: seat, Fighter: f})
}

func addStat(st *book.Stats, which book.Stat, n int) {
	switch which {
	case book.Lv:
		st.Lv += n
	case book.Pw:
		st.Pw += n
	case book.Dur:
		st.Dur += n
	case book.Mind:
		st.Mind += n
	}
}

// turnAction is a support or main action in a combat turn, support phase 2 or 5.7.
func (s *State) turnAction(seat, f int, a Action) {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	switch a.Verb {
	case VerbOpen:
		s.openSheet(seat)
		return
	case VerbDrop:
		fi.Keep = 0
		return
	case VerbReform:
		s.startReform(seat, f, a.A)
		return
	case VerbSup:
		s.supportAbility(seat, f, a.A)
		return
	case VerbRetreat:
		s.retreat(f)
		return
	case VerbEnd:
		if p.Ask.Kind == AskEscaped && !s.whole() {
			p.Ask = Ask{}
			s.postEscapeDone(f)
			return
		}
		p.Ask = Ask{}
		return
	case VerbAttack, VerbIllusion, VerbTelepath, VerbMelee, VerbWeapon:
		s.Private[seat].Pending = a
		s.ask(Ask{Kind: AskAim, Seat: seat, Fighter: f})
		return
	case VerbWild:
		s.Private[seat].Pending = a
		s.ask(Ask{Kind: AskWild, Seat: seat, Fighter: f})
		return
	}
	p.Ask = Ask{}
	switch a.Verb {
	case VerbEscape:
		fi.DidEscape = true
		s.activate(f, a.A, a.A, UseEscape, -1)
	case VerbDiscard:
		s.fromHand(f, a.A)
		s.discardDown(f, a.A)
		s.mainDone(f)
	case VerbPass:
		s.mainDone(f)
	case VerbProxy:
		s.sendIn(seat, f, a.A)
		s.mainDone(f)
	}
}

// openSheet turns a seat's sheet face up (シートオープン).
func (s *State) openSheet(seat int) {
	id := s.Private[seat].Sheet
	s.Public.Chars[seat].Sheet = id
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvReveal, Seat: seat, Card: SheetRef(id), Data: SheetData{Seat: seat, Sheet: id},
			Msg: engine.M(MsgOpen, engine.SeatRef(seat), engine.CardRef(SheetRef(id)))})
	}
}

// aimed starts the pending main action against target a.A, or goes back to the turn.
func (s *State) aimed(seat, f int, a Action) {
	p := &s.Public
	pd := s.Private[seat].Pending
	s.Private[seat].Pending = Action{}
	if a.Verb == VerbBack {
		s.ask(Ask{Kind: AskTurn, Seat: seat, Fighter: f})
		return
	}
	p.Ask = Ask{}
	t := a.A
	switch pd.Verb {
	case VerbAttack:
		s.startCardAttack(f, pd.A, pd.A, t)
	case VerbIllusion:
		s.activate(f, pd.A, pd.A, UseIllusion, t)
	case VerbTelepath:
		s.activate(f, pd.A, pd.A, UseTelepath, t)
	case VerbMelee:
		s.startMelee(f, t)
	case VerbWeapon:
		s.weaponAttack(seat, f, pd.A, t)
	case VerbWild:
		s.wildUse(f, pd.A, pd.B, t)
	case VerbResidual:
		s.residualAttack(f, t)
	}
}

// wildAs continues a ワイルドカード given its face: aimed, or an escape at once.
func (s *State) wildAs(seat, f int) {
	pd := s.Private[seat].Pending
	if book.CCards()[pd.B].Kind == book.CEscape {
		s.Private[seat].Pending = Action{}
		s.Public.Ask = Ask{}
		s.Public.Fight.Fighters[f].DidEscape = true
		s.activate(f, pd.A, pd.B, UseEscape, -1)
		return
	}
	s.ask(Ask{Kind: AskAim, Seat: seat, Fighter: f})
}

// wildUse plays a ワイルドカード as the card face as against target t.
func (s *State) wildUse(f, card, as, t int) {
	cc := book.CCards()[as]
	switch {
	case cc.Kind == book.CAttack:
		s.startCardAttack(f, card, as, t)
	case cc.Special == book.Illusion:
		s.activate(f, card, as, UseIllusion, t)
	default:
		s.activate(f, card, as, UseTelepath, t)
	}
}

// wildAnswer is the face a ワイルドカード takes against the attack: the lowest defence that
// stops it, else the lowest escape.
func (s *State) wildAnswer(seat int) int {
	h := &s.Public.Fight.Hit
	if d := wildDefence(h.Level); d >= 0 && !h.Pierce && book.CCards()[d].Level <= s.bodyOf(seat).Lv {
		return d
	}
	return wildEscape(h.Level)
}

// weaponAttack is an ability's attack: a weapon's fixed or rolled 火力, or a chart's (巡洋艦).
func (s *State) weaponAttack(seat, f, ref, t int) {
	ab := s.ability(seat, ref)
	s.markUsed(f, ref)
	s.need(seat, ab.Effect, ab.Level)
	fire, level := ab.Fire, ab.Level
	if ab.Effect == book.ChartAttack {
		r := s.roll(2)
		res := book.ChartByID(ab.Chart).Lookup(r)
		s.logRoll(seat, ab.Chart, r, res)
		switch res.Do {
		case "fire":
			// The row names the Cカード whose LV the attack has (巡洋艦 2: D弾, LV 6).
			fire, level = res.N, max(book.WeaponLevel(res.Ref), level)
		case "fire_roll":
			fire, level = book.WeaponFire(res.Ref, s.d6()), max(book.WeaponLevel(res.Ref), level)
		case "misfire":
			t = f
		default:
			s.Public.Fight.Fighters[f].DidAttack = true
			s.Public.Fight.Attacked = true
			s.mainDone(f)
			return
		}
	} else if ab.Chart != "" {
		fire = book.WeaponFire(strings.TrimPrefix(ab.Chart, "fire."), s.d6())
	}
	s.startAttack(ByWeapon, f, t, max(level, 1), fire)
}

// declared applies a declaration.
func (s *State) declared(seat int, ask Ask, a Action) {
	p := &s.Public
	switch ask.For {
	case ForActivate:
		s.declaredLv(seat, a.A)
	case ForMind:
		s.declaredMind(seat, a.A, ask.Count)
	case ForBlock:
		s.claim(seat, book.Lv, a.A)
		lv := book.CCards()[p.Fight.Block].Level
		if a.A >= lv {
			s.spend(seat, lv)
			s.blocked(true)
			return
		}
		s.ask(Ask{Kind: AskDeclare, Seat: seat, Fighter: ask.Fighter, Stat: book.Mind, For: ForBlockMind, Count: lv - a.A})
	case ForBlockMind:
		s.claim(seat, book.Mind, a.A)
		s.spend(seat, book.CCards()[p.Fight.Block].Level)
		s.blocked(s.checks(seat, a.A, ask.Count))
	case ForDamage:
		s.declaredDur(seat, a.A, a.Suit)
	case ForMelee:
		s.declaredMelee(seat, a)
	case ForMeleeTarget:
		s.declaredMeleeTarget(seat, a)
	case ForReform:
		s.reformed(seat, a.A, ask)
	case ForTeleport, ForIntrude, ForPartyTeleport, ForJail:
		p.Ask = Ask{}
		s.boardDeclared(seat, ask, a.A)
	case ForRoom, ForRoomMind:
		s.roomDeclared(seat, ask, a.A)
	case ForResist:
		s.claim(seat, book.Lv, a.A)
		s.ask(Ask{Kind: AskDeclare, Seat: seat, Fighter: ask.Fighter, Stat: book.Mind, For: ForResistMind, Lv: a.A})
	case ForResistMind:
		s.claim(seat, book.Mind, a.A)
		s.resisted(seat, ask.Lv, a.A)
	}
}

// reacting is one seat's answer in the window after a card's use.
func (s *State) reacting(seat int, a Action) {
	p := &s.Public
	f := p.Chars[seat].Fighter
	switch {
	case a.Verb == VerbJam && s.controlled(p.Fight.Use.Fighter, p.Fight.Use.Level):
		s.markUsed(f, a.A)
		s.log(MsgJamFails, s.nameRef(f), s.nameRef(p.Fight.Use.Fighter))
		s.nextReact()
	case a.Verb == VerbJam:
		s.closeWindow()
		s.jammed(f, a.A)
	case a.Verb == VerbBlock:
		s.closeWindow()
		p.Ask = Ask{}
		s.blockWith(f, a.A)
	default:
		s.nextReact()
	}
}

// nextReact asks the next seat of the window after a card's use, or lets the card work.
func (s *State) nextReact() {
	p := &s.Public
	rest := p.Ask.Seats[1:]
	if len(rest) == 0 {
		s.closeWindow()
		s.reacted()
		return
	}
	s.ask(Ask{Kind: AskReact, Seats: rest, Seat: -1, Fighter: p.Ask.Fighter})
}

// roundDiscard is one round-end discard: down to the limit, then one more if the seat wants.
func (s *State) roundDiscard(seat int, a Action) {
	p := &s.Public
	f := p.Chars[seat].Fighter
	fi := &p.Fight.Fighters[f]
	if a.Verb == VerbDiscard {
		over := fi.HandCount > fi.Limit
		s.fromHand(f, a.A)
		s.discardDown(f, a.A)
		if over {
			return
		}
	}
	s.leaveWindow(seat)
	if p.Ask.Kind == AskNone {
		s.refillAll()
	}
}

// residualAttack is a 残留思念's attack: the other 残留思念 that have not acted may join or
// hinder it; no [対抗(攻撃)] and no suit answer it (6.1).
func (s *State) residualAttack(f, t int) {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	s.startAttack(ByResidual, f, t, 0, fi.Fire)
	p.Fight.Hit.Stage = StDamage
	tf := &p.Fight.Fighters[t]
	tf.HitBy = append(tf.HitBy, f)
	var asked []int
	for _, o := range p.Fight.Order {
		of := &p.Fight.Fighters[o]
		if o != f && of.In() && of.Kind == Residual && !of.Acted && of.Fire > 0 {
			asked = append(asked, of.Seat)
		}
	}
	if len(asked) > 0 {
		s.ask(Ask{Kind: AskResidual, Seats: asked, Seat: -1, Fighter: f})
	}
}

// residualAnswer is another 残留思念's 同調 (its 火力 added) or 妨害 (subtracted); either way
// it has acted.
func (s *State) residualAnswer(seat int, a Action) {
	p := &s.Public
	h := &p.Fight.Hit
	var me int
	for i, fi := range p.Fight.Fighters {
		if fi.Kind == Residual && fi.Seat == seat && fi.In() {
			me = i
		}
	}
	rest := p.Ask.Seats[1:]
	switch a.Verb {
	case VerbBoost:
		h.Fire += p.Fight.Fighters[me].Fire
		p.Fight.Fighters[me].Acted = true
	case VerbHinder:
		h.Fire -= p.Fight.Fighters[me].Fire
		p.Fight.Fighters[me].Acted = true
	}
	if len(rest) > 0 {
		s.ask(Ask{Kind: AskResidual, Seats: rest, Seat: -1, Fighter: p.Ask.Fighter})
		return
	}
	p.Ask = Ask{}
	s.closeWindow()
	if h.Fire <= 0 {
		s.log(MsgStopped, s.nameRef(h.Target))
		h.Stage = StDone
	}
}
