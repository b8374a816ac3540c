package heuristic

import (
	"slices"

	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
)

// The CPU in a fight (chapter 5): whether to come, what to play and at whom, how to answer an
// attack, 同調 and jamming, whether to go on, and what to declare.

// bluffShare is how often (in a hundred) it declares less than the truth where that costs
// nothing, to hide its strength.
const bluffShare = 40

// declare answers a declaration. The truth is the rule: a lower 耐久力 is a lower death
// threshold, a lower level a failed check. It declares less only where nothing is lost: an
// activation (or a blocking テレポート, or the prison's level) needs only the card's LV, so now
// and then it declares that and no more; a 幻覚 it cannot resist, or is sure to, needs no
// more than nothing, or than what is sure.
func (b lockeBrain) declare(a locke.Action) float64 {
	v := b.v
	bd := v.Body()
	n := a.A
	switch v.Ask.For {
	case locke.ForActivate:
		return b.enough(n, bd.Lv, v.Fight.Use.Level)
	case locke.ForBlock:
		if v.Fight.Block >= 0 {
			return b.enough(n, bd.Lv, book.CCards()[v.Fight.Block].Level)
		}
	case locke.ForJail:
		if bd.Lv < v.Ask.Lv {
			return -float64(n) // out of reach: a prisoner may stay rather than show its level
		}
		return b.enough(n, bd.Lv, v.Ask.Lv)
	case locke.ForResist, locke.ForRoom:
		return closeTo(n, resistLv(b.illusionLv(), bd.Lv, bd.Mind, b.whim < bluffShare))
	case locke.ForResistMind, locke.ForRoomMind:
		return closeTo(n, resistMind(b.illusionLv(), v.Ask.Lv, bd.Mind, b.whim < bluffShare))
	case locke.ForDamage, locke.ForMelee, locke.ForMeleeTarget:
		// The most it can: a suit's when one is offered as high (it shields the body).
		sc := float64(n + a.X)
		if a.Suit {
			sc += 0.5
		}
		return sc
	}
	return float64(n) // the truth: the highest offered
}

// enough scores declaring n for a check that succeeds at need: the truth, or now and then
// the need itself; below the need, the truth (fewer 精神力 checks).
func (b lockeBrain) enough(n, truth, need int) float64 {
	want := truth
	if truth >= need && b.whim < bluffShare {
		want = max(need, 0)
	}
	return closeTo(n, want)
}

func closeTo(n, want int) float64 { return 10 - float64(abs(n-want)) }

// illusionLv is the LV of the 幻覚 being resisted: a card's in a fight, a room's on the board.
func (b lockeBrain) illusionLv() int {
	if b.v.Ask.For == locke.ForRoom || b.v.Ask.For == locke.ForRoomMind {
		return b.v.Ask.Count
	}
	return b.v.Fight.Illusion
}

// resistLv is the level to declare against a 幻覚 of LV lv (resisted when lv + 2D6 ≤ level +
// 精神力): none when even the truth cannot resist; when the truth surely resists, and it hides,
// the least that keeps it sure; else the truth.
func resistLv(lv, trueLv, trueMind int, hide bool) int {
	switch {
	case trueLv+trueMind < lv+2:
		return 0
	case hide && trueLv+trueMind >= lv+12:
		return max(lv+12-trueMind, 0)
	}
	return trueLv
}

// resistMind is the 精神力 to declare after a level of declared.
func resistMind(lv, declared, trueMind int, hide bool) int {
	switch {
	case declared+trueMind < lv+2:
		return 1
	case hide && declared+trueMind >= lv+12:
		return max(lv+12-declared, 1)
	}
	return trueMind
}

// enemyFighter reports whether fighter f is an enemy: an NPC, or a character it regards as
// one (anyone not its ally once it is weary).
func enemyFighter(v *locke.View, f int) bool {
	fi := &v.Fight.Fighters[f]
	switch fi.Kind {
	case locke.PC, locke.Residual:
		if fi.Seat == v.Seat {
			return false
		}
		st := stanceOf(v, fi.Seat)
		return st == enemy || weary(v) && st != ally
	}
	return true
}

func allyFighter(v *locke.View, f int) bool {
	fi := &v.Fight.Fighters[f]
	return fi.Kind == locke.PC && fi.Seat != v.Seat && stanceOf(v, fi.Seat) == ally
}

func enemiesInFight(v *locke.View) []int {
	var out []int
	for i := range v.Fight.Fighters {
		f := &v.Fight.Fighters[i]
		if f.In() && f.Kind != locke.Residual && enemyFighter(v, i) {
			out = append(out, i)
		}
	}
	return out
}

// fightStrength sums the strength of the characters in the fight it regards as allies
// (itself included) and as enemies; an NPC counts as a middling character.
func fightStrength(v *locke.View) (mine, theirs float64) {
	for i := range v.Fight.Fighters {
		f := &v.Fight.Fighters[i]
		if !f.In() || f.Kind == locke.Residual {
			continue
		}
		switch {
		case f.Kind == locke.PC && (f.Seat == v.Seat || allyFighter(v, i)):
			mine += strength(v, f.Seat)
		case f.Kind == locke.PC && enemyFighter(v, i):
			theirs += strength(v, f.Seat)
		case f.Kind != locke.PC:
			theirs += 5
		}
	}
	return mine, theirs
}

// join answers the participation checks: a dead character always tries 実は生きていた (it can
// only come back); a living one comes to help an ally against NPCs, or against enemies when
// its side would then be the stronger, healthy either way; a base player in the planet
// phase, whose wounds heal when the phase ends, comes for any searcher it counts an enemy
// (with Spare only as anyone does, where its side would then be the stronger: its wounds
// heal, but a base player killed there is one fewer to hold the base).
func (b lockeBrain) join(a locke.Action) float64 {
	v := b.v
	switch a.Verb {
	case locke.VerbAlive:
		return 1
	case locke.VerbStay:
		return 0
	}
	if hurt(v) {
		return -1
	}
	var allies, enemyPCs bool
	for i := range v.Fight.Fighters {
		f := &v.Fight.Fighters[i]
		if !f.In() {
			continue
		}
		allies = allies || allyFighter(v, i)
		enemyPCs = enemyPCs || f.Kind == locke.PC && enemyFighter(v, i)
	}
	foes := len(enemiesInFight(v)) > 0
	mine, theirs := fightStrength(v)
	basePlanet := v.Board.Part == locke.PartPlanet && v.Board.Role[v.Seat] == locke.BasePlayer
	strong := mine+strength(v, v.Seat) >= theirs
	switch {
	case basePlanet && enemyPCs && !b.has(Spare), // with Spare it comes as anyone does
		allies && foes && (strong || !enemyPCs),
		enemyPCs && strong:
		return 1
	}
	return -1
}

// pre uses every [戦闘前] ability, the most minions it may; no 謎の特殊能力.
func pre(a locke.Action) float64 {
	switch a.Verb {
	case locke.VerbPre:
		return float64(10 + a.B)
	case locke.VerbReady:
		return 1
	}
	return 0
}

// combatMain rates a combat main action: the strongest attack on an enemy, else a 幻覚 on
// one or a reading of an unknown sheet; an escape when nearly dead or far outmatched; else a
// pass.
func (b lockeBrain) combatMain(a locke.Action) float64 {
	v := b.v
	bd := v.Body()
	target := enemyTargetable(v)
	switch a.Verb {
	case locke.VerbAttack:
		if twinInFight(v) {
			return 4 // no way out: the fight must be decided
		}
		if !target {
			return -5
		}
		c := book.CCards()[a.A]
		if c.Level > bd.Lv+1 {
			return 0.5 // an activation check it would likely fail
		}
		return 5 + float64(c.Fire)/10
	case locke.VerbWeapon:
		return boolScore(target) * 5.5
	case locke.VerbWild:
		// As an attack, which needs a level of 1 or more: another face may have nobody to aim at.
		return boolScore(target && bd.Lv >= 1) * 4.5
	case locke.VerbIllusion:
		return boolScore(target) * 3
	case locke.VerbMelee:
		return boolScore(target) * 2
	case locke.VerbTelepath:
		if slices.ContainsFunc(v.Fight.Fighters, func(f locke.Fighter) bool {
			return f.In() && f.Kind == locke.PC && f.Seat != v.Seat && v.SheetOf(f.Seat) == ""
		}) {
			return 1.5 // knowing who is who decides claims and objections
		}
		return -1
	case locke.VerbEscape:
		if book.CCards()[a.A].Level <= jammerIn(v) {
			return -2 // the obstacles jam every escape they can (6.2)
		}
		mine, theirs := fightStrength(v)
		if bd.Dur <= 1 || twinInFight(v) || hurt(v) && theirs > mine || theirs > 2*mine {
			return 8 // nearly dead, outmatched, or held by a twin (3.2) until one leaves
		}
		return -2
	case locke.VerbPass:
		return 1
	case locke.VerbDiscard:
		if stalled(v) {
			return 9 // run the deck down: the fight ends when it is empty (5.1)
		}
	}
	return -3 // specials, stand-ins, sheets opened: rarely worth it in this player
}

// enemyTargetable reports whether an attack could aim at an enemy: a fighter wearing this
// seat's silhouette must be aimed at when one is there (3.2), a party member never (6.1).
func enemyTargetable(v *locke.View) bool {
	me := v.Chars[v.Seat].Fighter
	twin, twinEnemy, enemy := false, false, false
	for i := range v.Fight.Fighters {
		f := &v.Fight.Fighters[i]
		if i == me || !f.In() || f.Kind == locke.Residual {
			continue
		}
		if f.Kind == locke.PC {
			if l := v.Board.Leader; len(l) > 0 && l[v.Seat] >= 0 && l[v.Seat] == l[f.Seat] {
				continue
			}
			if v.Chars[f.Seat].Silhouette == v.Chars[v.Seat].Silhouette {
				twin = true
				twinEnemy = twinEnemy || enemyFighter(v, i)
				continue
			}
		}
		enemy = enemy || enemyFighter(v, i)
	}
	if twin {
		return twinEnemy
	}
	return enemy
}

// twinInFight reports whether a character wearing this seat's silhouette is in the fight.
func twinInFight(v *locke.View) bool {
	for i := range v.Fight.Fighters {
		f := &v.Fight.Fighters[i]
		if f.In() && f.Kind == locke.PC && f.Seat != v.Seat && v.Chars[f.Seat].Silhouette == v.Chars[v.Seat].Silhouette {
			return true
		}
	}
	return false
}

// stalled: a fight gone on this long is not being decided (jammers, fields); only an empty
// deck will end it.
func stalled(v *locke.View) bool { return v.Fight.Round >= 8 }

// jammerIn is the highest ESPジャマー LV of the obstacles in the fight: they jam every escape
// they can (6.2).
func jammerIn(v *locke.View) int {
	lv := 0
	for i := range v.Fight.Fighters {
		f := &v.Fight.Fighters[i]
		if n := book.NPCByID(f.NPC); f.In() && n != nil {
			lv = max(lv, n.Jammer)
		}
	}
	return lv
}

// aim prefers an enemy, the most hurt character first, then an NPC; a reading goes to a sheet
// it does not know. Going back would only come round again.
func (b lockeBrain) aim(a locke.Action) float64 {
	v := b.v
	if a.Verb == locke.VerbBack {
		return -20
	}
	if a.A < 0 || a.A >= len(v.Fight.Fighters) {
		return 0
	}
	fi := &v.Fight.Fighters[a.A]
	if v.Private.Pending.Verb == locke.VerbTelepath {
		if fi.Kind == locke.PC && v.SheetOf(fi.Seat) == "" {
			return 5
		}
		return 0
	}
	switch {
	case !enemyFighter(v, a.A) && allyFighter(v, a.A):
		return -10 // a friend: only if nothing else (the rules force a twin)
	case !enemyFighter(v, a.A):
		return -5 // a neutral: it has no quarrel with them
	case fi.Kind == locke.PC:
		return 5 + float64(v.Chars[fi.Seat].Taken)
	}
	return 4
}

// defend answers an attack on it: an ability first (it costs no card), then a defence card;
// an escape, which takes it out of the fight, only when the hit could well kill it.
func (b lockeBrain) defend(a locke.Action) float64 {
	v := b.v
	switch a.Verb {
	case locke.VerbGuard:
		return 4
	case locke.VerbDefend:
		c := book.CCards()[a.A]
		if c.Kind == book.CEscape || c.Special == book.Wild && v.Fight.Hit.Pierce {
			if lethal(v.Fight.Hit.Fire, v.Body().Dur) >= 0.2 {
				return 3.5
			}
			return 0.5
		}
		return 3
	}
	return 1 // take it
}

// lethal is the chance that a hit of 火力 fire kills a body of dur 耐久力 declared in full:
// damage at or above the declaration kills (5.4).
func lethal(fire, dur int) float64 {
	if dur <= 0 {
		return 1
	}
	col := book.Column(fire, dur)
	p := 0.0
	for r := 2; r <= 12; r++ {
		if book.Damage(r, col) >= dur {
			p += float64(6-abs(r-7)) / 36
		}
	}
	return p
}

// sync: minions join its own attack; the others are asked when an ally could join.
func (b lockeBrain) sync(a locke.Action) float64 {
	v := b.v
	switch a.Verb {
	case locke.VerbMinion:
		return 3
	case locke.VerbAsk:
		for i := range v.Fight.Fighters {
			f := &v.Fight.Fighters[i]
			if f.In() && !f.Acted && i != v.Fight.Hit.Target && allyFighter(v, i) {
				return 2
			}
		}
		return 0
	}
	return 1 // go
}

// syncJoin joins an ally's attack on an enemy with its strongest card that may.
func (b lockeBrain) syncJoin(a locke.Action) float64 {
	v := b.v
	h := &v.Fight.Hit
	if a.Verb == locke.VerbDecline {
		return 1
	}
	if h.By >= 0 && h.By < len(v.Fight.Fighters) && allyFighter(v, h.By) && h.Target >= 0 && enemyFighter(v, h.Target) {
		return 2 + float64(book.CCards()[a.A].Fire)/100
	}
	return -1
}

// react jams an enemy's card and blocks an enemy's escape (while it is itself fit to fight).
func (b lockeBrain) react(a locke.Action) float64 {
	v := b.v
	u := v.Fight.Use
	foe := u.Fighter >= 0 && u.Fighter < len(v.Fight.Fighters) && enemyFighter(v, u.Fighter)
	switch a.Verb {
	case locke.VerbJam:
		return 2 * boolScore(foe)
	case locke.VerbBlock:
		return 1.5 * boolScore(foe && !hurt(v))
	}
	return 1 // let
}

// residual: another 残留思念 adds to an attack on an enemy and hinders one on an ally.
func (b lockeBrain) residual(a locke.Action) float64 {
	v := b.v
	t := v.Fight.Hit.Target
	if t < 0 || t >= len(v.Fight.Fighters) {
		return boolScore(a.Verb == locke.VerbDecline)
	}
	switch a.Verb {
	case locke.VerbBoost:
		return 2 * boolScore(enemyFighter(v, t))
	case locke.VerbHinder:
		return 2 * boolScore(allyFighter(v, t))
	}
	return 1
}

// fightsOn answers the continuation question: on while an enemy is there and it is not badly
// hurt, for a few rounds: a fight that has not been decided by then rarely is.
func (b lockeBrain) fightsOn() bool {
	v := b.v
	bd := v.Body()
	return len(enemiesInFight(v)) > 0 && bd.Dur*3 > bd.MaxDur && v.Fight.Round < 6
}

// discardScore keeps its hand, dropping the weakest card when it must, and runs the deck
// down in a fight that is not being decided.
func discardScore(v *locke.View, a locke.Action) float64 {
	if a.Verb == locke.VerbKeepAll {
		return 10 - 20*boolScore(stalled(v))
	}
	return -float64(book.CCards()[a.A].Level)
}

// wildScore plays a ワイルドカード as the strongest attack it may, and takes it back rather
// than play it as anything else.
func wildScore(a locke.Action) float64 {
	if a.Verb == locke.VerbBack {
		return -1
	}
	c := book.CCards()[a.A]
	if c.Kind == book.CAttack {
		return float64(c.Fire)
	}
	return -2
}
