package locke

import (
	"strconv"
	"strings"

	"zashiki/rules/locke/book"
)

// NPC behaviour (6.2): obstacles and espers act by rule, with chance from the state's RNG.

// npcAct makes an NPC's main action: an attack on a target chosen at random (in the base, at
// random among the searchers), with its weapons or its best card, or melee when it cannot.
func (s *State) npcAct(f int) {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	targets := s.npcTargets(f)
	if len(targets) == 0 {
		return
	}
	t := targets[s.RNG.IntN(len(targets))]
	switch fi.Kind {
	case Esper:
		if c := s.esperAttackCard(f); c >= 0 {
			s.startCardAttack(f, c, c, t)
			return
		}
	case Obstacle:
		if level, fire, ok := s.obstacleWeapons(f); ok {
			s.startAttack(ByNPC, f, t, level, fire)
			return
		}
	}
	s.startMelee(f, t)
}

// npcTargets are whom an NPC may attack: in a planet combat any other participant but 残留思念
// (AMB-22 a); in the base, the searchers' characters, or anyone when none is there.
func (s *State) npcTargets(f int) []int {
	p := &s.Public
	var all, searchers []int
	for i := range p.Fight.Fighters {
		fi := &p.Fight.Fighters[i]
		if i == f || !fi.In() || fi.Kind == Residual {
			continue
		}
		all = append(all, i)
		if fi.Kind == PC && s.searcher(*fi) {
			searchers = append(searchers, i)
		}
	}
	if p.Fight.Base && len(searchers) > 0 {
		return searchers
	}
	return all
}

// searcher reports whether a fighter is a searching player's character (a Good or Special
// silhouette, 3.2).
func (s *State) searcher(f Fighter) bool {
	if f.Kind != PC {
		return false
	}
	sil := silhouette(s.Public.Chars[f.Seat].Silhouette)
	return sil != nil && sil.Side != book.Evil
}

// npcWilling reports whether an NPC fights on: NPCs are always willing while a character
// takes part for them to fight (AMB-32 a); NPCs alone do not go on fighting each other.
func (s *State) npcWilling() bool {
	npc, pc := false, false
	for _, f := range s.Public.Fight.Fighters {
		if f.In() {
			npc = npc || f.Kind == Obstacle || f.Kind == Esper
			pc = pc || f.Kind == PC
		}
	}
	return npc && pc
}

// esperAttackCard is the attack card an esper plays: the highest LV it can use, then the
// highest 火力 (6.2); -1 when it has none.
func (s *State) esperAttackCard(f int) int {
	fi := &s.Public.Fight.Fighters[f]
	best := -1
	for _, c := range s.Hidden.Espers[f] {
		cc := book.CCards()[c]
		if cc.Kind != book.CAttack || cc.Level > fi.Lv || locked(fi, c) {
			continue
		}
		if best < 0 || cc.Level > book.CCards()[best].Level ||
			(cc.Level == book.CCards()[best].Level && cc.Fire > book.CCards()[best].Fire) {
			best = c
		}
	}
	return best
}

// esperDefends plays an esper's best defence against the attack on it: the highest LV it can
// use that is at least the attack's (6.2). Espers never escape.
func (s *State) esperDefends(f int) {
	p := &s.Public
	h := &p.Fight.Hit
	fi := &p.Fight.Fighters[f]
	if h.Pierce {
		return
	}
	best := -1
	for _, c := range s.Hidden.Espers[f] {
		cc := book.CCards()[c]
		if cc.Kind == book.CDefence && cc.Level >= h.Level && cc.Level <= fi.Lv && !locked(fi, c) &&
			(best < 0 || cc.Level > book.CCards()[best].Level) {
			best = c
		}
	}
	if best >= 0 {
		h.Stage = StDefend
		s.defendWith(f, best, best)
	}
}

// esperDiscard drops an esper's cards down to its limit, weakest first (defences it cannot
// use, then the lowest LV).
func (s *State) esperDiscard(f int) {
	fi := &s.Public.Fight.Fighters[f]
	for fi.HandCount > fi.Limit {
		hand := s.Hidden.Espers[f]
		worst := hand[0]
		for _, c := range hand[1:] {
			if weaker(book.CCards()[c], book.CCards()[worst], fi.Lv) {
				worst = c
			}
		}
		s.fromHand(f, worst)
		s.discardDown(f, worst)
	}
}

func weaker(a, b book.CCard, lv int) bool {
	ua, ub := a.Level <= lv && a.Kind != book.CEscape, b.Level <= lv && b.Kind != book.CEscape
	if ua != ub {
		return !ua
	}
	return a.Level < b.Level
}

// obstacleWeapons is a group obstacle's one attack: the members' 火力 summed (each weapon
// rolled on its 武器火力 row, a fixed 火力 as printed, every attack of a member counted), at
// the LV of its strongest weapon. ok is false for an obstacle without weapons.
func (s *State) obstacleWeapons(f int) (level, fire int, ok bool) {
	fi := &s.Public.Fight.Fighters[f]
	n := book.NPCByID(fi.NPC)
	if n == nil || (len(n.Weapons) == 0 && n.Fire == 0) {
		return 0, 0, false
	}
	attacks := max(n.Attacks, 1)
	for m, d := range fi.Members {
		if d <= 0 {
			continue
		}
		lv, fr := s.memberWeapon(n, fi, m)
		level = max(level, lv)
		fire += fr * attacks
	}
	return max(level, 1), fire, true
}

// memberWeapon is member m's weapon LV and 火力 this attack.
func (s *State) memberWeapon(n *book.NPC, fi *Fighter, m int) (level, fire int) {
	if n.Fire > 0 && len(n.Weapons) == 0 {
		return max(n.WeaponLevel, 1), n.Fire
	}
	w := ""
	if m < len(fi.Gear) && fi.Gear[m] != "" {
		w = fi.Gear[m]
	} else if len(n.Weapons) > 0 {
		w = n.Weapons[min(m, len(n.Weapons)-1)]
	}
	if n, ok := strings.CutPrefix(w, "fire:"); ok {
		fire, _ = strconv.Atoi(n)
		return shotLevel(fire), fire
	}
	level = n.WeaponLevel
	if lv := book.WeaponLevel(w); level == 0 {
		level = lv
	}
	if n.Fire > 0 {
		return level, n.Fire
	}
	return level, book.WeaponFire(w, s.d6())
}

// shotLevel is the LV of a single shot from above: that of the attack card with its 火力.
func shotLevel(fire int) int {
	for _, c := range book.CCards() {
		if c.Kind == book.CAttack && c.Fire == fire {
			return c.Level
		}
	}
	return 1
}
