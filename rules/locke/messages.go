package locke

import (
	"fmt"
	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// Message keys, with the arguments each carries; the catalogue renders them. A fighter is
// named by a SeatRef for a character or 残留思念, or by its NPC's name key.
const (
	MsgEnter       = "locke.log.enter"       // name
	MsgLeave       = "locke.log.leave"       // name
	MsgRound       = "locke.log.round"       // int: the round
	MsgTurn        = "locke.log.turn"        // name
	MsgStunned     = "locke.log.stunned"     // name: its turn passes
	MsgUse         = "locke.log.use"         // name, CardRef
	MsgActivated   = "locke.log.activated"   // .ok / .fail: name, CardRef
	MsgAttack      = "locke.log.attack"      // name, name of the target, int LV, int 火力
	MsgMinionJoins = "locke.log.minion"      // name, CardRef
	MsgPierced     = "locke.log.pierced"     // name: its maintained defence is pierced
	MsgStopped     = "locke.log.stopped"     // name
	MsgGuard       = "locke.log.guard"       // name, AbilityRef
	MsgReflect     = "locke.log.reflect"     // name: the attack turns on it
	MsgDamage      = "locke.log.damage"      // name, int 火力, int 耐久力, int roll, int damage
	MsgSuitBroken  = "locke.log.suitbroken"  // name
	MsgDies        = "locke.log.dies"        // SeatRef
	MsgJammed      = "locke.log.jammed"      // name of the jammer, CardRef
	MsgJamFails    = "locke.log.jamfails"    // name of the jammer, name of the protected user
	MsgBlock       = "locke.log.block"       // name, CardRef
	MsgBlocked     = "locke.log.blocked"     // name: its escape is cancelled
	MsgEscaped     = "locke.log.escaped"     // name
	MsgImmune      = "locke.log.immune"      // name
	MsgResisted    = "locke.log.resisted"    // name
	MsgStun        = "locke.log.stun"        // name
	MsgTelepath    = "locke.log.telepath"    // name, name
	MsgMelee       = "locke.log.melee"       // name, name, int 火力
	MsgMeleeJudge  = "locke.log.meleejudge"  // name, int, name, int, int roll, int damage, int roll, int damage
	MsgDiscard     = "locke.log.discard"     // name
	MsgDeclare     = "locke.log.declare"     // SeatRef, StatTerm, int value
	MsgDie         = "locke.log.die"         // SeatRef, int roll, int 1 passed / 0 failed
	MsgChart       = "locke.log.chart"       // SeatRef, ChartTerm, int roll, RowTerm (the row's line)
	MsgMystery     = "locke.log.mystery"     // SeatRef, int roll
	MsgMinions     = "locke.log.minions"     // SeatRef, int minions
	MsgBoost       = "locke.log.boost"       // SeatRef
	MsgOpen        = "locke.log.open"        // SeatRef, CardRef of the sheet (SheetRef)
	MsgWilling     = "locke.log.willing"     // int: seats willing
	MsgReform      = "locke.log.reform"      // SeatRef, SeatRef of the target
	MsgReformedYou = "locke.log.reformedyou" // SeatRef of the reformer (to the reformed alone)
	MsgProxyIn     = "locke.log.proxyin"     // SeatRef
	MsgProxyOut    = "locke.log.proxyout"    // name
	MsgProxyBroken = "locke.log.proxybroken" // name
	MsgCombatEnd   = "locke.end"             // .<reason>: int rounds
)

// log records a public line.
func (s *State) log(key string, args ...any) {
	if s.Loud() {
		s.Say(key, args...)
	}
}

// logRoll records a chart roll.
func (s *State) logRoll(seat int, chart string, roll int, res book.Result) {
	if s.Loud() {
		s.Say(MsgChart, engine.SeatRef(seat), ChartTerm(chart), roll, RowTerm(chart, book.ChartByID(chart).RowOf(res)))
	}
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvRoll, Seat: seat, N: roll})
	}
}

// logDie records one check's roll.
func (s *State) logDie(seat, roll int, pass bool) {
	n := 0
	if pass {
		n = 1
	}
	s.log(MsgDie, engine.SeatRef(seat), roll, n)
}

// nameRef names a fighter in a message: its seat for a character or 残留思念, the NPC's key.
func (s *State) nameRef(f int) any {
	if f < 0 || f >= len(s.Public.Fight.Fighters) {
		return ""
	}
	fi := &s.Public.Fight.Fighters[f]
	if fi.Seat >= 0 {
		return engine.SeatRef(fi.Seat)
	}
	return NPCTerm(fi.NPC)
}

// NPCTerm, ChartTerm, RowTerm, SilhouetteTerm and StatTerm name the book's things in messages:
// the catalogue holds their words (from the same data).
func NPCTerm(id string) engine.Term          { return engine.Term("npc." + id) }
func ChartTerm(id string) engine.Term        { return engine.Term("chart." + id) }
func RowTerm(id string, row int) engine.Term { return engine.Term(fmt.Sprintf("chart.%s.%d", id, row)) }
func SilhouetteTerm(id string) engine.Term   { return engine.Term("sil." + id) }
func StatTerm(st book.Stat) engine.Term {
	if int(st) < len(statTerms) {
		return statTerms[st]
	}
	return engine.Term(fmt.Sprintf("stat.%d", st))
}

// statTerms are StatTerm of the four stats, made once: a declaration names its stat even in a
// quiet playout.
var statTerms = func() []engine.Term {
	out := make([]engine.Term, book.Mind+1)
	for st := range out {
		out[st] = engine.Term(fmt.Sprintf("stat.%d", st))
	}
	return out
}()

// SheetBase is where character sheets begin among card references: a message or event names
// a sheet by SheetRef, so the log draws it as it draws cards and hides it as it hides them.
const SheetBase = 1000

// SheetRef is the card reference of character id.
func SheetRef(id string) int {
	for i, c := range book.Characters() {
		if c.ID == id {
			return SheetBase + i
		}
	}
	return engine.Unseen
}

// AbilityBase is where abilities begin among card references: using an ability says its name
// (3.1), as playing a card shows its face, and the log hides it the same way from whoever may
// not know it.
const AbilityBase = 2000

// AbilityRef is the card reference of an ability.
func AbilityRef(ab *book.Ability) engine.CardRef { return engine.CardRef(index().abilityRefs[ab.ID]) }

// PlanetBase, BaseBase and ItemBase are where planet cards (by code: a deck index, or a
// 待ち伏せ), base cards (a deck index, or a 重要拠点) and ability cards begin among card
// references.
const (
	PlanetBase = 3000
	BaseBase   = 5000
	ItemBase   = 8000
)

// PlanetRef is the card reference of a planet card code.
func PlanetRef(code int) int { return PlanetBase + code }

// BaseRef is the card reference of a base card code.
func BaseRef(code int) int { return BaseBase + code }

// ItemRef is the card reference of an ability card (its kind's index).
func ItemRef(kind int) int { return ItemBase + kind }

// Message keys of the whole game.
const (
	MsgNormalTurn   = "locke.log.normalturn"   // SeatRef
	MsgInfection    = "locke.log.infection"    // SeatRef
	MsgUnbound      = "locke.log.unbound"      // SeatRef
	MsgBound        = "locke.log.bound"        // SeatRef, int turns
	MsgRecover      = "locke.log.recover"      // SeatRef, StatTerm (stat.0: both)
	MsgTreat        = "locke.log.treat"        // SeatRef, SeatRef
	MsgFreed        = "locke.log.freed"        // SeatRef
	MsgArrested     = "locke.log.arrested"     // SeatRef
	MsgCombatStart  = "locke.log.combatstart"  // SeatRef
	MsgPropose      = "locke.log.propose"      // SeatRef, int invitees
	MsgPartyResult  = "locke.log.party"        // SeatRef of the leader, int 1 formed / 0 not
	MsgDissolve     = "locke.log.dissolve"     // SeatRef
	MsgClaim        = "locke.log.claim"        // SeatRef, int 1 solo (the side: the event's ClaimData)
	MsgObjections   = "locke.log.objections"   // int objections
	MsgGameEnd      = "locke.gameend"          // .<reason>
	MsgPlanetPhase  = "locke.log.planetphase"  // SeatRef of the first player
	MsgPlanetEnd    = "locke.log.planetend"    //
	MsgBasePhase    = "locke.log.basephase"    //
	MsgPlaced       = "locke.log.placed"       // SeatRef (where is the base players' secret)
	MsgBlanks       = "locke.log.blanks"       // SeatRef, int turned over, int 白紙
	MsgItem         = "locke.log.item"         // SeatRef
	MsgPeek         = "locke.log.peek"         // SeatRef of the viewer, SeatRef of the sheet's
	MsgTurnOver     = "locke.log.turnover"     // SeatRef, PlaceTerm, CardRef
	MsgInfo         = "locke.log.info"         // SeatRef, int held
	MsgAmbush       = "locke.log.ambush"       // SeatRef, int the base player (-1 none)
	MsgThrown       = "locke.log.thrown"       // SeatRef, PlaceTerm
	MsgBlackHole    = "locke.log.blackhole"    // SeatRef
	MsgHarvested    = "locke.log.harvested"    // SeatRef
	MsgKeyDefended  = "locke.log.keydefended"  // SeatRef
	MsgKeyDestroyed = "locke.log.keydestroyed" // SeatRef, int left
)

// MessageKeys lists every message key the rules emit (log lines, covers and outcome reasons,
// each suffixed variant spelled out), for the catalogue's completeness test.
var MessageKeys = []string{
	// The combat.
	MsgEnter, MsgLeave, MsgRound, MsgTurn, MsgStunned, MsgUse, MsgActivated + ".ok",
	MsgActivated + ".fail", MsgAttack, MsgMinionJoins, MsgPierced, MsgStopped, MsgGuard,
	MsgReflect, MsgDamage, MsgSuitBroken, MsgDies, MsgJammed, MsgJamFails, MsgBlock, MsgBlocked,
	MsgEscaped, MsgImmune, MsgResisted, MsgStun, MsgTelepath, MsgMelee, MsgMeleeJudge,
	MsgDiscard, MsgDeclare, MsgDie, MsgChart, MsgMystery, MsgMinions, MsgBoost, MsgOpen,
	MsgWilling, MsgReform, MsgReformedYou, MsgProxyIn, MsgProxyOut, MsgProxyBroken,
	MsgCombatEnd + "." + ReasonNoAttack, MsgCombatEnd + "." + ReasonAlone,
	MsgCombatEnd + "." + ReasonUnwilling, MsgCombatEnd + "." + ReasonDeck, MsgCombatEnd + "." + ReasonRounds,
	// The set-up.
	MsgSheetsDealt, MsgRefusal, MsgTrumpsDealt, MsgTrump, MsgSilhouette, MsgNoCopy, MsgBalance,
	MsgCrossOver,
	// The whole game.
	MsgNormalTurn, MsgInfection, MsgUnbound, MsgBound, MsgRecover, MsgTreat, MsgFreed,
	MsgArrested, MsgCombatStart, MsgPropose, MsgPartyResult, MsgDissolve, MsgClaim,
	MsgObjections, MsgPlanetPhase, MsgPlanetEnd, MsgBasePhase, MsgPlaced, MsgBlanks, MsgItem,
	MsgPeek, MsgTurnOver, MsgInfo, MsgAmbush, MsgThrown, MsgBlackHole, MsgHarvested,
	MsgKeyDefended, MsgKeyDestroyed,
	MsgGameEnd + "." + EndClaim, MsgGameEnd + "." + EndSolo, MsgGameEnd + "." + EndKeys,
	MsgGameEnd + "." + EndAllDead, MsgGameEnd + "." + EndThousand, MsgGameEnd + "." + EndLimit,
}

// PlaceTerm names a place of the boards ("place.<n>"; see board.go for the numbering).
func PlaceTerm(place int) engine.Term { return engine.Term(fmt.Sprintf("place.%d", place)) }
