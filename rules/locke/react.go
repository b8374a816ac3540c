package locke

import (
	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// After a Cカード is activated (and joined), others may answer its use: an ESPジャマー cancels
// a card of final LV 1..X (6.1), and a テレポート of at least its LV cancels an escape's leaving
// (the espers' rule of 6.2, open to everyone). Jammers of obstacles and espers act first,
// whenever 6.2 says they must; then the characters in the combat are asked in initiative order
// (AMB-37 a).

// react opens the answers to the card in Fight.Use.
func (s *State) react() {
	p := &s.Public
	u := &p.Fight.Use
	if u.Level >= 1 {
		for _, f := range p.Fight.Order {
			if s.npcJams(f) {
				s.jammed(f, -1)
				return
			}
		}
	}
	if s.escaping() {
		for _, f := range p.Fight.Order {
			if card := s.esperBlocks(f); card >= 0 {
				s.blockWith(f, card)
				return
			}
		}
	}
	var asked []int
	for _, f := range p.Fight.Order {
		fi := &p.Fight.Fighters[f]
		if fi.In() && fi.Kind == PC && fi.Stun == 0 && f != u.Fighter {
			asked = append(asked, fi.Seat)
		}
	}
	if len(asked) == 0 || (u.Level == 0 && !s.escaping()) {
		s.reacted()
		return
	}
	s.ask(Ask{Kind: AskReact, Seats: asked, Seat: -1, Fighter: u.Fighter})
}

// escaping reports whether the card in use takes its user out of the combat.
func (s *State) escaping() bool {
	u := &s.Public.Fight.Use
	return (u.Kind == UseEscape || u.Kind == UseDefend) && book.CCards()[u.As].Kind == book.CEscape
}

// npcJams reports whether NPC f must jam the card in use (6.2): an attack card aimed at it, a
// card answering its own attack, or an escape.
func (s *State) npcJams(f int) bool {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	if !fi.In() || fi.Kind == PC || fi.Kind == Residual || f == p.Fight.Use.Fighter {
		return false
	}
	n := book.NPCByID(fi.NPC)
	if n == nil || n.Jammer < p.Fight.Use.Level {
		return false
	}
	u := &p.Fight.Use
	h := &p.Fight.Hit
	switch {
	case u.Kind == UseAttack && u.Target == f:
		return true
	case h.On && h.By == f && u.Fighter == h.Target:
		return true
	}
	return s.escaping()
}

// jammed cancels the card in use: it (and every card joined to it) goes back to its owner's
// hand, unusable until the round ends, and no power is spent (AMB-14 a). An attack or escape
// still counts as made; its user may take another action where the timing allows.
func (s *State) jammed(by, ref int) {
	p := &s.Public
	u := p.Fight.Use
	p.Ask = Ask{}
	if by >= 0 && ref >= 0 {
		s.markUsed(by, ref)
		s.need(p.Fight.Fighters[by].Seat, book.Jammer, u.Level)
	}
	s.log(MsgJammed, s.nameRef(by), engine.CardRef(u.Card))
	s.unplay(u.Fighter, u.Card, book.CCards()[u.As].Level)
	h := &p.Fight.Hit
	if u.Kind == UseAttack {
		for i, c := range h.Joined {
			if i < h.Minions {
				s.unplay(h.By, c, 0) // minions pay nothing
			} else {
				s.unplay(h.Joiners[i-h.Minions], c, book.CCards()[c].Level)
			}
		}
	}
	p.Fight.Use = Use{}
	fi := &p.Fight.Fighters[u.Fighter]
	switch u.Kind {
	case UseAttack:
		*h = Attack{}
		s.retry(u.Fighter)
	case UseEscape:
		fi.DidEscape = true
		s.retry(u.Fighter)
	case UseIllusion, UseTelepath:
		s.retry(u.Fighter)
	case UseDefend:
		h.Carded, h.Stage = false, StDefend // the target may answer again, with another card
	}
}

// unplay takes a jammed card back from the discard to its user's hand, locked, and gives back
// the power paid for it.
func (s *State) unplay(f, card, paid int) {
	p := &s.Public
	d := p.Fight.Discard
	for i := len(d) - 1; i >= 0; i-- {
		if d[i] == card {
			p.Fight.Discard = append(d[:i:i], d[i+1:]...)
			break
		}
	}
	s.toHand(f, card)
	fi := &p.Fight.Fighters[f]
	fi.Locked = append(fi.Locked, card)
	if fi.Kind == PC {
		c := &p.Chars[fi.Seat]
		c.Spent = max(c.Spent-paid, 0)
	}
}

// retry gives a jammed fighter its main action back.
func (s *State) retry(f int) {
	fi := &s.Public.Fight.Fighters[f]
	switch fi.Kind {
	case PC:
		s.ask(Ask{Kind: AskTurn, Seat: fi.Seat, Fighter: f})
	case Esper:
		s.npcAct(f)
	}
}

// esperBlocks is the card an esper must play to cancel an escape (6.2), or -1.
func (s *State) esperBlocks(f int) int {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	u := &p.Fight.Use
	if !fi.In() || fi.Kind != Esper || f == u.Fighter {
		return -1
	}
	if p.Fight.Base && !s.searcher(p.Fight.Fighters[u.Fighter]) {
		return -1
	}
	best := -1
	for _, c := range s.Hidden.Espers[f] {
		cc := book.CCards()[c]
		if cc.Kind == book.CEscape && cc.Level >= u.Level && cc.Level <= fi.Lv && !locked(fi, c) &&
			(best < 0 || cc.Level < book.CCards()[best].Level) {
			best = c
		}
	}
	return best
}

// blockWith plays a テレポート against the escape in use. Its check is the blocker's own; the
// blocking card is not answered in turn.
func (s *State) blockWith(f, card int) {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	s.fromHand(f, card)
	p.Fight.Discard = append(p.Fight.Discard, card)
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: fi.Seat, Card: card, From: s.handZone(f), To: discardZone,
			Msg: engine.M(MsgBlock, s.nameRef(f), engine.CardRef(card))})
	}
	if fi.Kind != PC {
		s.blocked(true)
		return
	}
	p.Fight.Block = card
	s.ask(Ask{Kind: AskDeclare, Seat: fi.Seat, Fighter: f, Stat: book.Lv, For: ForBlock})
}

// blocked ends the escape in use when the blocking card worked: the escaper stays.
func (s *State) blocked(ok bool) {
	p := &s.Public
	p.Fight.Block = -1
	p.Ask = Ask{}
	if !ok {
		s.reacted()
		return
	}
	u := p.Fight.Use
	p.Fight.Use = Use{}
	s.log(MsgBlocked, s.nameRef(u.Fighter))
	switch u.Kind {
	case UseEscape:
		p.Fight.Fighters[u.Fighter].DidEscape = true
		s.mainDone(u.Fighter)
	case UseDefend:
		p.Fight.Hit.Stage = StDamage // the dodge failed: the attack hits
	}
}

// reacted applies the card in use once nobody cancelled it.
func (s *State) reacted() {
	p := &s.Public
	u := p.Fight.Use
	p.Ask = Ask{}
	p.Fight.Use = Use{}
	h := &p.Fight.Hit
	switch u.Kind {
	case UseAttack:
		h.Stage = StDefend
		s.log(MsgAttack, s.nameRef(h.By), s.nameRef(h.Target), h.Level, h.Fire)
	case UseDefend:
		if book.CCards()[u.As].Kind == book.CEscape {
			h.Stage = StDone
			s.escape(u.Fighter)
			return
		}
		s.stopped()
		t := &p.Fight.Fighters[u.Fighter]
		switch t.Kind {
		case PC:
			s.ask(Ask{Kind: AskKeep, Seat: t.Seat, Fighter: u.Fighter})
			p.Fight.KeepLv = u.Level
		case Esper:
			if s.esperAttackCard(u.Fighter) >= 0 {
				t.Keep = u.Level
			}
		}
	case UseEscape:
		p.Fight.Fighters[u.Fighter].DidEscape = true
		s.escape(u.Fighter)
		s.mainDone(u.Fighter)
	case UseIllusion:
		s.illusion(u)
	case UseTelepath:
		s.telepath(u)
		s.mainDone(u.Fighter)
	}
}

// escape takes a fighter out of the combat by its own escape; 5.7 follows the combat's end.
func (s *State) escape(f int) {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	fi.Out = true
	fi.Escaped = true
	s.log(MsgEscaped, s.nameRef(f))
}

// illusion is 幻覚: the target resists when the card's LV + 2D6 ≤ its Lv + 精神力 (declared);
// otherwise it is 気絶 for two rounds (DESIGN). Obstacles cannot resist, unless immune.
func (s *State) illusion(u Use) {
	p := &s.Public
	t := &p.Fight.Fighters[u.Target]
	switch t.Kind {
	case PC:
		p.Fight.Illusion = u.Level
		s.ask(Ask{Kind: AskDeclare, Seat: t.Seat, Fighter: u.Target, Stat: book.Lv, For: ForResist})
		p.Fight.Caster = u.Fighter
		return
	case Obstacle:
		if n := book.NPCByID(t.NPC); n != nil && n.IllusionImmune {
			s.log(MsgImmune, s.nameRef(u.Target))
			s.mainDone(u.Fighter)
			return
		}
		s.stun(u.Target)
	case Esper:
		r := s.roll(2)
		if u.Level+r > t.Lv {
			s.stun(u.Target)
		} else {
			s.log(MsgResisted, s.nameRef(u.Target))
		}
	}
	s.mainDone(u.Fighter)
}

// resisted ends a character's resistance to 幻覚 once it declared its level and 精神力.
func (s *State) resisted(seat, lv, mind int) {
	p := &s.Public
	f := p.Chars[seat].Fighter
	r := s.roll(2)
	if p.Fight.Illusion+r <= lv+mind {
		s.log(MsgResisted, s.nameRef(f))
	} else {
		s.stun(f)
	}
	p.Fight.Illusion = 0
	p.Ask = Ask{}
	s.mainDone(p.Fight.Caster)
}

func (s *State) stun(f int) {
	fi := &s.Public.Fight.Fighters[f]
	fi.Stun = 2
	fi.Keep = 0
	s.log(MsgStun, s.nameRef(f))
}

// telepath is 接触テレパス: the user reads the target's sheet (its seat alone learns it).
func (s *State) telepath(u Use) {
	p := &s.Public
	by := &p.Fight.Fighters[u.Fighter]
	t := &p.Fight.Fighters[u.Target]
	if by.Kind != PC || t.Kind != PC {
		return
	}
	m := &s.Private[by.Seat]
	if m.Known == nil {
		m.Known = map[int]string{}
	}
	m.Known[t.Seat] = s.Private[t.Seat].Sheet
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvReveal, Seat: t.Seat, Card: SheetRef(s.Private[t.Seat].Sheet), Face: engine.Only(by.Seat),
			Data: SheetData{Seat: t.Seat, Sheet: s.Private[t.Seat].Sheet},
			Msg:  engine.M(MsgTelepath, s.nameRef(u.Fighter), s.nameRef(u.Target))})
	}
}

// SheetData is the Data of an event that shows a seat's sheet to its face.
type SheetData struct {
	Seat  int
	Sheet string
}

func locked(f *Fighter, card int) bool {
	for _, c := range f.Locked {
		if c == card {
			return true
		}
	}
	return false
}
