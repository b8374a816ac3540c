package locke

import (
	"slices"
	"strconv"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// A stand-in ([代理:X], 3.1) fights instead of its owner: it enters as a [先制] main action or
// as a [対抗(攻撃)] answer to an attack, takes every attack on its owner (残留思念's too), and
// stays until its owner sends it back in its check phase or its 耐久力 runs out. Meanwhile the
// owner uses no Cカード and no ability but the stand-in's own. Damage stays on a stand-in sent
// back; a destroyed one is gone until its owner dies.

// proxyActions are the main actions while a stand-in fights: its attack, sending it back
// (the check phase comes first in the turn), or passing.
func (s *State) proxyActions(seat, f int, add func(Action)) {
	fi := &s.Public.Fight.Fighters[f]
	add(Action{Verb: VerbRetreat})
	var room fighterRoom
	if len(s.appendTargets(room[:0], f, true)) > 0 && !fi.DidEscape {
		add(Action{Verb: VerbWeapon, A: fi.ProxyRef})
	}
	add(Action{Verb: VerbPass})
}

// sendIn puts a stand-in into the fight for f.
func (s *State) sendIn(seat, f, ref int) {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	ab := s.ability(seat, ref)
	s.markUsed(f, ref)
	s.need(seat, book.Proxy, 0)
	fi.ProxyRef = ref
	fi.Proxy = ab.X - p.Chars[seat].ProxyDmg[strconv.Itoa(ref)]
	fi.Keep = 0
	s.log(MsgProxyIn, engine.SeatRef(seat))
}

// retreat sends the stand-in back (its damage stays).
func (s *State) retreat(f int) {
	fi := &s.Public.Fight.Fighters[f]
	fi.Proxy = 0
	s.log(MsgProxyOut, s.nameRef(f))
}

// hurtProxy deals a judged hit to the stand-in of target; true when it was there to take it.
func (s *State) hurtProxy(target, dmg int) {
	p := &s.Public
	fi := &p.Fight.Fighters[target]
	c := &p.Chars[fi.Seat]
	if c.ProxyDmg == nil {
		c.ProxyDmg = map[string]int{}
	}
	key := strconv.Itoa(fi.ProxyRef)
	c.ProxyDmg[key] += dmg
	fi.Proxy -= dmg
	if fi.Proxy <= 0 {
		fi.Proxy = 0
		if !slices.Contains(c.Broken, fi.ProxyRef) {
			c.Broken = append(c.Broken, fi.ProxyRef)
		}
		s.log(MsgProxyBroken, s.nameRef(target))
	}
}
