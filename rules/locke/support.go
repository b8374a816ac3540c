package locke

import (
	"slices"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// Support actions in combat (5.2, as in 4.3): 改心, シートオープン and [支援] abilities, as many as
// the seat likes in each support phase, each [支援] ability once a turn.

// side is a seat's alignment now: its sheet's chain at the place 改心 has moved it to.
func (s *State) side(seat int) book.Side {
	sh := sheetOf(s.Private[seat].Sheet)
	if sh == nil || len(sh.Sides) == 0 {
		return 0
	}
	return sh.Sides[min(s.Private[seat].Align, len(sh.Sides)-1)]
}

// reformTargets appends to out the characters f may try to reform now: in the same fight, not
// itself, not tried this turn; a Special character reforms nobody.
func (s *State) reformTargets(out []int, seat, f int) []int {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	if !fi.In() || s.side(seat) == book.Special {
		return out
	}
	for i := range p.Fight.Fighters {
		t := &p.Fight.Fighters[i]
		if i != f && t.In() && t.Kind == PC && !slices.Contains(fi.Reformed, t.Seat) {
			out = append(out, t.Seat)
		}
	}
	return out
}

// startReform is 改心 steps 1–2: the reformer's sheet goes face up, the target is named; the
// ESP level check follows.
func (s *State) startReform(seat, f, target int) {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	fi.Reformed = append(fi.Reformed, target)
	if p.Chars[seat].Sheet == "" {
		s.openSheet(seat)
	}
	p.Fight.Reform = target
	s.log(MsgReform, engine.SeatRef(seat), engine.SeatRef(target))
	s.ask(Ask{Kind: AskDeclare, Seat: seat, Fighter: f, Stat: book.Lv, For: ForReform, Back: p.Ask.Kind})
}

// reformed is step 3: the 改心チェック. On a success a target whose chain moves next to the
// reformer's side, and who holds no flag from that side, changes sides (only it learns its
// new side); either way it gains the reformer's side's flag.
func (s *State) reformed(seat int, declared int, asked Ask) {
	p := &s.Public
	target := p.Fight.Reform
	s.claim(seat, book.Lv, declared)
	ok, r := s.check(declared)
	s.logDie(seat, r, ok)
	from := s.side(seat)
	m := &s.Private[target]
	if ok {
		sh := book.CharacterByID(m.Sheet)
		if m.Align+1 < len(sh.Sides) && sh.Sides[m.Align+1] == from && !slices.Contains(m.Flags, from) {
			m.Align++
			m.Flags = nil
			if s.Loud() {
				s.Emit(engine.Event{Kind: engine.EvMessage, Seat: target, Audience: engine.Only(target),
					Msg: engine.M(MsgReformedYou, engine.SeatRef(seat))})
			}
		}
	}
	if !slices.Contains(m.Flags, from) {
		m.Flags = append(m.Flags, from)
	}
	p.Fight.Reform = -1
	s.ask(Ask{Kind: asked.Back, Seat: seat, Fighter: p.Chars[seat].Fighter, Count: asked.Count})
}

// supportAbility uses a [支援] ability: a 変身チェック, or a modifier for the combat.
func (s *State) supportAbility(seat, f, ref int) {
	fi := &s.Public.Fight.Fighters[f]
	ab := s.ability(seat, ref)
	fi.Supported = append(fi.Supported, ref)
	s.markUsed(f, ref)
	s.need(seat, ab.Effect, 0)
	s.log(MsgGuard, engine.SeatRef(seat), AbilityRef(ab))
	switch ab.Effect {
	case book.Transform:
		s.transform(seat)
	case book.Boost:
		addStat(&s.Private[seat].Boost, ab.Stat, ab.N)
	}
}
