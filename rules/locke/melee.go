package locke

import (
	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// 格闘 (5.6): the attacker declares its 耐久力, which is its 火力, for an LV 1 attack. A hit
// target declares its own, and may counter: both judgements are made at once, each side's
// column from its 火力 against the other's, shifted by the difference of their [格闘:X]
// (3.1). A declared value is also its side's death threshold (AMB-16 a). A group obstacle
// fights member by member (6.2).

// startMelee is a character's or NPC's melee attack on target.
func (s *State) startMelee(f, target int) {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	fi.DidAttack = true
	p.Fight.Attacked = true
	p.Fight.Hit = Attack{On: true, Kind: ByMelee, By: f, Target: target, Card: -1, As: -1, Level: 1, Stage: StDefend}
	if fi.Kind == PC {
		p.Fight.Hit.Stage = StActivate
		s.ask(Ask{Kind: AskDeclare, Seat: fi.Seat, Fighter: f, Stat: book.Dur, For: ForMelee})
		return
	}
	h := &p.Fight.Hit
	h.Fire, h.Shift = s.npcMelee(f)
	s.log(MsgMelee, s.nameRef(f), s.nameRef(target), h.Fire)
}

// meleeDeclaration records either side's melee declaration: its 耐久力 (with its minions and,
// secretly, its suit) is its 火力; the [格闘:X] it declares with it is public.
func (s *State) meleeDeclaration(seat int, a Action) (fire, shift int) {
	s.claimMelee(seat, a)
	if a.X > 0 {
		s.need(seat, book.MeleeShift, a.X)
	}
	s.Private[seat].Suited = a.Suit
	return a.A, a.X
}

// declaredMelee is the attacker's declaration; the target may answer the LV 1 attack next.
func (s *State) declaredMelee(seat int, a Action) {
	p := &s.Public
	h := &p.Fight.Hit
	h.Fire, h.Shift = s.meleeDeclaration(seat, a)
	h.Stage = StDefend
	p.Ask = Ask{}
	s.log(MsgMelee, s.nameRef(h.By), s.nameRef(h.Target), h.Fire)
}

// meleeDamage asks a character target for its declaration, or judges an NPC's.
func (s *State) meleeDamage() {
	p := &s.Public
	h := &p.Fight.Hit
	t := &p.Fight.Fighters[h.Target]
	if t.Kind == PC {
		s.ask(Ask{Kind: AskDeclare, Seat: t.Seat, Fighter: h.Target, Stat: book.Dur, For: ForMeleeTarget})
		return
	}
	// An NPC target declares its most and always counters (6.2).
	s.meleeExchange(true)
}

// declaredMeleeTarget records a character target's declaration; whether it counters follows.
func (s *State) declaredMeleeTarget(seat int, a Action) {
	h := &s.Public.Fight.Hit
	h.Decl, h.TShift = s.meleeDeclaration(seat, a)
	s.ask(Ask{Kind: AskCounter, Seat: seat, Fighter: h.Target})
}

// meleeExchange judges the melee: against a group, member by member; otherwise once.
func (s *State) meleeExchange(counter bool) {
	p := &s.Public
	h := &p.Fight.Hit
	p.Ask = Ask{}
	h.Counter = counter
	by, t := &p.Fight.Fighters[h.By], &p.Fight.Fighters[h.Target]
	switch {
	case by.Kind == Obstacle:
		// Each member fights with its own 耐久力 as its 火力.
		left := h.Decl
		for m, d := range by.Members {
			if d <= 0 || !t.In() {
				continue
			}
			left -= s.exchange(h.By, m, d, h.Shift, h.Target, 0, left, h.TShift, counter)
		}
	case t.Kind == Obstacle:
		left := h.Fire
		for m, d := range t.Members {
			if d <= 0 || !by.In() {
				continue
			}
			left -= s.exchange(h.By, 0, left, h.Shift, h.Target, m, d, t.shiftOr(h.TShift), true)
		}
	default:
		decl := h.Decl
		if t.Kind == Esper {
			decl, h.TShift = s.npcMelee(h.Target)
		}
		s.exchange(h.By, 0, h.Fire, h.Shift, h.Target, 0, decl, h.TShift, counter)
	}
	for _, f := range []int{h.By, h.Target} {
		if fi := &p.Fight.Fighters[f]; fi.Kind == PC {
			s.Private[fi.Seat].Suited = false
		}
	}
	h.Stage = StDone
}

// shiftOr is an obstacle's own [格闘:X] (the argument is unused for characters).
func (f *Fighter) shiftOr(x int) int {
	if f.Kind == Obstacle {
		if n := book.NPCByID(f.NPC); n != nil {
			return n.Shift
		}
	}
	return x
}

// exchange is one simultaneous pair of judgements between attacker a (member am, 火力 af,
// shift ax) and target t (member tm, 火力 tf, shift tx). It returns the damage a took.
func (s *State) exchange(a, am, af, ax, t, tm, tf, tx int, counter bool) int {
	p := &s.Public
	rollA := s.roll(2)
	dmgT := s.meleeDamageFor(rollA, af, tf, ax-tx)
	dmgA, rollT := 0, 0
	if counter {
		rollT = s.roll(2)
		dmgA = s.meleeDamageFor(rollT, tf, af, tx-ax)
	}
	s.log(MsgMeleeJudge, s.nameRef(a), af, s.nameRef(t), tf, rollA, dmgT, rollT, dmgA)
	s.meleeHurt(t, tm, dmgT, tf)
	if counter {
		s.meleeHurt(a, am, dmgA, af)
	}
	for _, x := range []struct{ f, roll int }{{t, rollA}, {a, rollT}} {
		fi := &p.Fight.Fighters[x.f]
		if (x.roll == 2 || x.roll == 12) && fi.Kind == PC && p.Chars[fi.Seat].Alive {
			s.transform(fi.Seat)
		}
	}
	return dmgA
}

// meleeHurt deals melee damage: a declaration made with minions loses minions first (one
// point each), one made with a suit damages the suit.
func (s *State) meleeHurt(f, member, dmg, decl int) {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	if fi.Kind != PC {
		s.hurt(f, member, dmg, decl, false, false)
		return
	}
	suit := s.Private[fi.Seat].Suited
	if !suit && dmg < decl && fi.Minions > 0 {
		lost := min(dmg, fi.Minions)
		fi.Minions -= lost
		fi.Limit -= lost // one card fewer per minion lost (DESIGN)
		dmg -= lost
		if lost > 0 && s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvCounter, Seat: fi.Seat, To: engine.SeatZone("minions", fi.Seat), N: -lost})
		}
	}
	s.hurt(f, member, dmg, decl, suit, false)
}

// npcMelee is an NPC's melee declaration: its most, with its [格闘:X] (6.2).
func (s *State) npcMelee(f int) (fire, shift int) {
	fi := &s.Public.Fight.Fighters[f]
	if n := book.NPCByID(fi.NPC); n != nil {
		shift = n.Shift
	}
	for _, m := range fi.Members {
		fire = max(fire, m)
	}
	return fire, shift
}

// shiftOf is the sum of a seat's [格闘:X] (several may be used at once, 3.1).
func (s *State) shiftOf(seat int) int {
	x := 0
	for _, ab := range s.abilities(seat) {
		if ab.Effect == book.MeleeShift {
			x += ab.X
		}
	}
	return x
}

// meleeDamageFor is one side's melee judgement: its 火力 against the other's, the column
// shifted by the difference of their [格闘:X]; past the left edge it stays on 1:2以下 or, with
// melee_edge=nodamage, deals nothing (AMB-15).
func (s *State) meleeDamageFor(roll, fire, against, shift int) int {
	col := book.Column(fire, against)
	if col+shift < 0 && s.Public.Options[OptMeleeEdge] == EdgeNoDamage {
		return 0
	}
	return book.Damage(roll, book.ShiftColumn(col, shift))
}
