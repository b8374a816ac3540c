package locke

import (
	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// The attack of 5.4: the attack card is activated, others may join it (5.5), jammers may
// cancel it (6.1), the target answers with [対抗(攻撃)], and a hit is judged on the damage
// table. Melee (5.6) shares the stages but has its own declarations and judgement.

// startCardAttack is a character's or esper's attack with a Cカード (or a ワイルドカード
// played as one).
func (s *State) startCardAttack(f, card, as, target int) {
	fi := &s.Public.Fight.Fighters[f]
	fi.DidAttack = true
	s.Public.Fight.Attacked = true
	face := book.CCards()[as]
	s.Public.Fight.Hit = Attack{On: true, Kind: ByCard, By: f, Target: target, Card: card, As: as,
		Level: face.Level, Fire: face.Fire, Pierce: face.Pierce, Stage: StActivate}
	s.activate(f, card, as, UseAttack, target)
}

// startAttack is an attack made without a Cカード: a weapon, an NPC's weapons, a 残留思念.
func (s *State) startAttack(kind AttackKind, f, target, level, fire int) {
	s.Public.Fight.Fighters[f].DidAttack = true
	s.Public.Fight.Attacked = true
	s.Public.Fight.Hit = Attack{On: true, Kind: kind, By: f, Target: target, Card: -1, As: -1, Level: level, Fire: fire, Stage: StDefend}
	s.log(MsgAttack, s.nameRef(f), s.nameRef(target), level, fire)
}

// activate plays card from f's hand and makes its 発動チェック: a character declares its ESP
// level (and its 精神力 if that falls short); an esper's infinite power and chosen card always
// succeed. The card goes to the discard face up either way.
func (s *State) activate(f, card, as int, kind UseKind, target int) {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	s.fromHand(f, card)
	p.Fight.Discard = append(p.Fight.Discard, card)
	p.Fight.Use = Use{On: true, Kind: kind, Fighter: f, Card: card, As: as, Level: book.CCards()[as].Level, Target: target}
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: fi.Seat, Card: card, From: s.handZone(f), To: discardZone,
			Msg: engine.M(MsgUse, s.nameRef(f), engine.CardRef(card))})
	}
	if fi.Kind != PC || book.CCards()[as].Level == 0 {
		s.activated(true)
		return
	}
	s.ask(Ask{Kind: AskDeclare, Seat: fi.Seat, Fighter: f, Stat: book.Lv, For: ForActivate})
}

// declaredLv answers an activation's ESP level: at or above the card's LV succeeds; below, as
// many 精神力 checks as the difference follow. The power is spent either way.
func (s *State) declaredLv(seat, n int) {
	u := &s.Public.Fight.Use
	s.claim(seat, book.Lv, n)
	if n >= u.Level {
		s.spend(seat, u.Level)
		s.activated(true)
		return
	}
	s.ask(Ask{Kind: AskDeclare, Seat: seat, Fighter: u.Fighter, Stat: book.Mind, For: ForMind, Count: u.Level - n})
}

func (s *State) declaredMind(seat, n, count int) {
	u := &s.Public.Fight.Use
	s.claim(seat, book.Mind, n)
	ok := s.checks(seat, n, count)
	s.spend(seat, u.Level)
	s.activated(ok)
}

// checks makes count 精神力 checks against the declared value; all must succeed (5.3).
func (s *State) checks(seat, declared, count int) bool {
	for range count {
		pass, r := s.check(declared)
		s.logDie(seat, r, pass)
		if !pass {
			return false
		}
	}
	return true
}

// spend is the power a card's LV costs (3.1, 5.3): the public sum; what remains follows from
// the sheet (AMB-04: a card may be used with less power left, the remainder floors at 0).
func (s *State) spend(seat, lv int) { s.Public.Chars[seat].Spent += lv }

// activated continues after a 発動チェック.
func (s *State) activated(ok bool) {
	p := &s.Public
	u := p.Fight.Use
	s.log(MsgActivated+okKey(ok), s.nameRef(u.Fighter), engine.CardRef(u.Card))
	p.Ask = Ask{}
	switch u.Kind {
	case UseAttack:
		if !ok {
			p.Fight.Use = Use{}
			p.Fight.Hit.Stage = StDone // 不発: still an attack for the continuation check
			return
		}
		p.Fight.Hit.Stage = StSync
	case UseJoin:
		s.joined(ok)
	case UseDefend:
		h := &p.Fight.Hit
		h.Carded = true
		if !ok {
			p.Fight.Use = Use{}
			h.Stage = StDamage
			return
		}
		s.react()
	case UseEscape, UseIllusion, UseTelepath:
		if !ok {
			p.Fight.Use = Use{}
			s.mainDone(u.Fighter)
			return
		}
		s.react()
	}
}

// advance moves the attack under way on by one stage.
func (s *State) advance() {
	h := &s.Public.Fight.Hit
	switch h.Stage {
	case StSync:
		s.syncStage()
	case StReact:
		s.Public.Fight.Use = Use{On: true, Kind: UseAttack, Fighter: h.By, Card: h.Card, As: h.As, Level: h.Level, Target: h.Target}
		s.react()
	case StDefend:
		s.defendStage()
	case StDamage:
		s.damageStage()
	default:
		s.finishAttack()
	}
}

// finishAttack closes the attack; support phase 2 of the fighter whose main action it was
// follows (a mirror may have turned the attack: that fighter is then its target).
func (s *State) finishAttack() {
	p := &s.Public
	h := p.Fight.Hit
	p.Fight.Hit = Attack{}
	p.Fight.Use = Use{}
	if t := p.Fight.Turn; t >= 0 && (t == h.By || t == h.Target) {
		s.mainDone(t)
	}
}

// syncStage is 5.5: a character's 同調可 attack may be joined by its minions and, if it asks,
// by every character who has not yet taken its combat turn.
func (s *State) syncStage() {
	h := &s.Public.Fight.Hit
	fi := &s.Public.Fight.Fighters[h.By]
	if h.Kind != ByCard || !book.CCards()[h.As].Sync || fi.Kind != PC {
		h.Stage = StReact
		return
	}
	if fi.Minions == 0 && len(s.syncSeats()) == 0 {
		h.Stage = StReact
		return
	}
	s.ask(Ask{Kind: AskSync, Seat: fi.Seat, Fighter: h.By})
}

// syncSeats are the seats asked to join the attack under way: characters in the combat who
// have not acted this round, are not stunned, have no stand-in fighting for them (it uses no
// Cカード, 3.1 [代理:X]), and are neither the attacker nor the target.
func (s *State) syncSeats() []int {
	p := &s.Public
	h := &p.Fight.Hit
	var out []int
	for _, f := range p.Fight.Order {
		fi := &p.Fight.Fighters[f]
		if fi.In() && fi.Kind == PC && !fi.Acted && fi.Stun == 0 && fi.Proxy == 0 && f != h.By && f != h.Target {
			out = append(out, fi.Seat)
		}
	}
	return out
}

// minionJoins adds one minion's card: no check (the card's LV is within the minion's level)
// and no power (5.5, [手下:X]).
func (s *State) minionJoins(f, card int) {
	p := &s.Public
	h := &p.Fight.Hit
	s.fromHand(f, card)
	p.Fight.Discard = append(p.Fight.Discard, card)
	h.Joined = append(h.Joined, card)
	h.Level++
	h.Fire += book.CCards()[card].Fire
	h.Minions++
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: p.Fight.Fighters[f].Seat, Card: card, From: s.handZone(f), To: discardZone,
			Msg: engine.M(MsgMinionJoins, s.nameRef(f), engine.CardRef(card))})
	}
}

// joinWith starts a joining character's card: it is activated like any other (AMB-12 a: the
// joiner checks and pays; a failed joiner adds nothing) and the joiner counts as acted.
func (s *State) joinWith(seat, card int) {
	f := s.Public.Chars[seat].Fighter
	s.Public.Fight.Fighters[f].Acted = true
	s.activate(f, card, card, UseJoin, s.Public.Fight.Hit.By)
}

// joined adds a joining card that passed its check, then asks the next seat.
func (s *State) joined(ok bool) {
	p := &s.Public
	h := &p.Fight.Hit
	u := p.Fight.Use
	if ok {
		h.Joined = append(h.Joined, u.Card)
		h.Joiners = append(h.Joiners, u.Fighter)
		h.Level++
		h.Fire += book.CCards()[u.Card].Fire
	}
	p.Fight.Use = Use{}
	s.nextSyncSeat()
}

// nextSyncSeat asks the next seat of the 同調 window, or closes it.
func (s *State) nextSyncSeat() {
	h := &s.Public.Fight.Hit
	if len(h.Asked) == 0 {
		h.Stage = StReact
		s.Public.Ask = Ask{}
		s.closeWindow()
		return
	}
	s.ask(Ask{Kind: AskSyncJoin, Seats: h.Asked, Seat: -1, Fighter: h.By})
}

// defendStage is 5.4 step 2: the target may answer; a maintained defence stops an attack
// below its LV by itself and lets none other be made.
func (s *State) defendStage() {
	p := &s.Public
	h := &p.Fight.Hit
	t := &p.Fight.Fighters[h.Target]
	if !t.In() {
		h.Stage = StDone
		return
	}
	h.Stage = StDamage
	switch {
	case h.Kind == ByResidual:
		return
	case t.Keep > 0 && !h.Pierce:
		if h.Level < t.Keep {
			s.stopped()
			return
		}
		s.log(MsgPierced, s.nameRef(h.Target))
		return
	case t.Keep > 0, t.Proxy > 0:
		return
	case t.Kind == PC:
		if t.Stun > 0 {
			return
		}
		h.Stage = StDefend
		s.ask(Ask{Kind: AskDefend, Seat: t.Seat, Fighter: h.Target})
	case t.Kind == Esper:
		s.esperDefends(h.Target)
	}
}

// stopped ends an attack that a defence stopped.
func (s *State) stopped() {
	h := &s.Public.Fight.Hit
	h.Stage = StDone
	s.log(MsgStopped, s.nameRef(h.Target))
}

// defendWith is the target's Cカード against the attack: a defence stops it, an escape
// avoids it and leaves the combat.
func (s *State) defendWith(f, card, as int) {
	kind := UseDefend
	s.activate(f, card, as, kind, s.Public.Fight.Hit.By)
}

// guardWith is a [対抗(攻撃)] ability of the target.
func (s *State) guardWith(f, ref int) {
	p := &s.Public
	h := &p.Fight.Hit
	seat := p.Fight.Fighters[f].Seat
	ab := s.ability(seat, ref)
	s.markUsed(f, ref)
	if ab.Effect == book.Proxy {
		s.need(seat, ab.Effect, 0)
	} else {
		s.need(seat, ab.Effect, h.Level) // a guard, ball or mirror of at least the attack's LV
	}
	s.log(MsgGuard, s.nameRef(f), AbilityRef(ab))
	switch ab.Effect {
	case book.Guard:
		s.stopped()
	case book.Absorb:
		c := &p.Chars[p.Fight.Fighters[f].Seat]
		c.Spent = max(c.Spent-h.Level, 0)
		s.stopped()
	case book.Proxy:
		s.sendIn(seat, f, ref)
		h.Stage = StDamage
		p.Ask = Ask{}
	case book.Reflect:
		h.Reflect = true
		h.Target, h.By = h.By, h.Target
		h.Carded = false
		h.Stage = StDefend
		s.log(MsgReflect, s.nameRef(h.Target))
		p.Ask = Ask{}
	}
}

// damageStage is 5.4 step 3.
func (s *State) damageStage() {
	p := &s.Public
	h := &p.Fight.Hit
	t := &p.Fight.Fighters[h.Target]
	if !t.In() {
		h.Stage = StDone
		return
	}
	if t.Proxy > 0 {
		// The stand-in takes it, declaring its most (it is no player's secret).
		col := book.Column(h.Fire, t.Proxy)
		roll := s.roll(2)
		dmg := book.Damage(roll, col)
		s.log(MsgDamage, s.nameRef(h.Target), h.Fire, t.Proxy, roll, dmg)
		s.hurtProxy(h.Target, dmg)
		h.Stage = StDone
		return
	}
	if h.Kind == ByMelee {
		s.meleeDamage()
		return
	}
	switch t.Kind {
	case PC:
		s.ask(Ask{Kind: AskDeclare, Seat: t.Seat, Fighter: h.Target, Stat: book.Dur, For: ForDamage})
	case Esper:
		s.judge(h.Target, 0, t.Members[0], false)
		h.Stage = StDone
	case Obstacle:
		for m := range t.Members {
			if t.Members[m] > 0 {
				s.judge(h.Target, m, t.Members[m], false)
			}
		}
		h.Stage = StDone
	}
}

// declaredDur answers a hit: the target's 耐久力 (or a suit's), then the attacker rolls.
func (s *State) declaredDur(seat, n int, suit bool) {
	h := &s.Public.Fight.Hit
	s.claimDur(seat, n)
	s.Private[seat].Suited = suit
	s.Public.Ask = Ask{}
	s.judge(h.Target, 0, n, suit)
	s.Private[seat].Suited = false
	if h.On { // a 変身チェック may have emptied the deck and ended the combat
		h.Stage = StDone
	}
}

// judge is one 損害判定: 火力 : declared 耐久力 as n:1 rounded down picks the column, the
// attacker's 2D6 the row. Damage at or above the declared value kills (or breaks the suit);
// a 2 or 12 on a character that lives sends it to the 変身チェック (AMB-17 a).
func (s *State) judge(target, member, decl int, suit bool) {
	p := &s.Public
	h := &p.Fight.Hit
	col := book.Column(h.Fire, decl)
	roll := s.roll(2)
	dmg := book.Damage(roll, col)
	s.log(MsgDamage, s.nameRef(target), h.Fire, decl, roll, dmg)
	s.hurt(target, member, dmg, decl, suit, h.Kind == ByResidual)
	t := &p.Fight.Fighters[target]
	if (roll == 2 || roll == 12) && t.Kind == PC && p.Chars[t.Seat].Alive {
		s.transform(t.Seat)
	}
}

// hurt deals dmg to a fighter who declared decl.
func (s *State) hurt(target, member, dmg, decl int, suit, residual bool) {
	p := &s.Public
	t := &p.Fight.Fighters[target]
	switch t.Kind {
	case PC:
		seat := t.Seat
		c := &p.Chars[seat]
		m := &s.Private[seat]
		c.Taken += dmg
		if i := s.suitIndex(seat); suit && i >= 0 {
			if dmg >= decl {
				m.Suits[i] = s.suitMax(seat, i) // broken
				s.log(MsgSuitBroken, s.nameRef(target))
			} else {
				m.Suits[i] += dmg
			}
			return
		}
		m.Body += dmg
		if dmg > 0 && (dmg >= decl || s.bodyOf(seat).Dur <= 0) {
			s.die(seat)
		}
	default:
		t.Members[member] -= dmg
		if dmg >= decl {
			t.Members[member] = 0
		}
		if t.Kind == Esper && t.Members[0] <= 0 || t.Kind == Obstacle && s.obstacleDown(target) {
			s.leave(target)
		}
	}
}

func (s *State) obstacleDown(f int) bool {
	for _, m := range s.Public.Fight.Fighters[f].Members {
		if m > 0 {
			return false
		}
	}
	return true
}

// die kills a seat's character.
func (s *State) die(seat int) {
	p := &s.Public
	c := &p.Chars[seat]
	if !c.Alive {
		return
	}
	c.Alive = false
	c.Broken, c.ProxyDmg = nil, nil // destroyed stand-ins come back after death
	s.Private[seat].Flags = nil     // flags are lost at death
	s.itemsAtDeath(seat)
	s.log(MsgDies, engine.SeatRef(seat))
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvLife, Seat: seat, N: -1})
	}
	if f := c.Fighter; f >= 0 {
		s.leave(f)
	}
	s.removePiece(seat)
}

// transform is the 変身チェック chart for a seat.
func (s *State) transform(seat int) {
	p := &s.Public
	r := s.roll(2)
	res := book.ChartByID("transform").Lookup(r)
	s.logRoll(seat, "transform", r, res)
	c := &p.Chars[seat]
	switch res.Do {
	case "lvpw":
		c.Mods.Lv++
		s.raisePw(seat, res.N)
	case "cards":
		if f := c.Fighter; f >= 0 {
			fi := &p.Fight.Fighters[f]
			fi.Limit += res.N
			s.refill(f)
			fi.Limit -= res.N
		}
	case "mind":
		c.Mods.Mind += res.N
	case "become":
		s.become(seat)
	}
}

// become gives a seat a new character drawn from the sheets not dealt: fresh, unhurt, its
// sheet still hidden.
func (s *State) become(seat int) {
	pool := s.Hidden.Pool
	if len(pool) == 0 {
		return
	}
	i := s.RNG.IntN(len(pool))
	old := s.Private[seat].Sheet
	s.Private[seat].Sheet = pool[i]
	pool[i] = old
	c := &s.Public.Chars[seat]
	c.Sheet, c.Taken, c.MindLoss, c.Mods, c.Claims, c.Needs = "", 0, 0, book.Stats{}, nil, nil
	// The old character's stand-ins go with it: one fighting now leaves the fight, and the
	// damage and losses recorded were its abilities', which the new sheet need not have.
	c.Broken, c.ProxyDmg = nil, nil
	m := &s.Private[seat]
	m.Body, m.Credit, m.Boost, m.Align, m.Flags = 0, 0, book.Stats{}, 0, nil
	m.Suits = make([]int, len(book.CharacterByID(m.Sheet).Abilities))
	if f := c.Fighter; f >= 0 { // the new sheet's own hand limit shows
		fi := &s.Public.Fight.Fighters[f]
		fi.Limit = s.handLimit(seat, fi.Minions)
		fi.Proxy, fi.ProxyRef = 0, 0
	}
}

func okKey(ok bool) string {
	if ok {
		return ".ok"
	}
	return ".fail"
}
