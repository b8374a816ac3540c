package locke

import (
	"math"
	"slices"
	"strconv"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// Actors implements engine.State: the asked seat; every seat still to answer an any-order
// window; the first of an in-order one.
func (s *State) Actors() []int {
	a := &s.Public.Ask
	switch {
	case s.Result != nil || a.Kind == AskNone:
		return nil
	case a.Seats == nil:
		return []int{a.Seat}
	case windowPolicy[a.Kind] == engine.InOrder:
		return []int{a.Seats[0]}
	}
	return slices.Clone(a.Seats)
}

// NumActors, ActorAt and AnyOrder are Actors and Window's policy without building either
// (engine.Serving): a playout asks them at every step.
func (s *State) NumActors() int {
	a := &s.Public.Ask
	switch {
	case s.Result != nil || a.Kind == AskNone:
		return 0
	case a.Seats == nil || windowPolicy[a.Kind] == engine.InOrder:
		return 1
	}
	return len(a.Seats)
}

// ActorAt is Actors()[i].
func (s *State) ActorAt(i int) int {
	a := &s.Public.Ask
	if a.Seats == nil {
		return a.Seat
	}
	return a.Seats[i]
}

// AnyOrder reports whether the open window lets its actors answer in any order.
func (s *State) AnyOrder() bool {
	a := &s.Public.Ask
	return a.Seats != nil && s.Result == nil && windowPolicy[a.Kind] == engine.AnyOrder
}

// The windows: what each asks, how long a seat has, and what is taken for it when time runs out.
var (
	windowPolicy = map[AskKind]engine.Policy{
		AskObject: engine.AnyOrder, AskAgree: engine.AnyOrder,
		AskJoin: engine.AnyOrder, AskWilling: engine.AnyOrder, AskDiscard: engine.AnyOrder,
		AskSyncJoin: engine.InOrder, AskReact: engine.InOrder, AskResidual: engine.InOrder,
		AskSetup: engine.AnyOrder,
	}
	windowKind    = map[AskKind]string{AskObject: "object", AskAgree: "agree", AskJoin: "join", AskWilling: "willing", AskDiscard: "discard", AskSyncJoin: "sync", AskReact: "react", AskResidual: "residual", AskSetup: "setup"}
	windowSeconds = map[AskKind]float64{AskObject: 10, AskAgree: 10, AskJoin: 10, AskWilling: 10, AskSyncJoin: 10, AskReact: 5, AskResidual: 10}
	windowTimeout = map[AskKind]string{AskObject: "accept", AskAgree: "decline", AskJoin: "stay", AskWilling: "stop", AskSyncJoin: "decline", AskReact: "let", AskResidual: "decline"}
)

// Window implements engine.State.
func (s *State) Window() *engine.Window {
	a := &s.Public.Ask
	if a.Seats == nil || s.Result != nil {
		return nil
	}
	cause := -1
	if a.Fighter >= 0 && a.Fighter < len(s.Public.Fight.Fighters) {
		cause = s.Public.Fight.Fighters[a.Fighter].Seat
	}
	if a.Kind == AskObject || a.Kind == AskAgree {
		cause = s.Public.Board.Turn // the declarer or the proposer: the turn player (victory.go, party.go)
	}
	return &engine.Window{Kind: windowKind[a.Kind], Seconds: windowSeconds[a.Kind], Timeout: windowTimeout[a.Kind],
		Policy: windowPolicy[a.Kind], Cause: cause}
}

func (s *State) closeWindow() {
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvWindow, Seat: -1})
	}
}

// Legal implements engine.State.
func (s *State) Legal(seat int) []engine.Action { return s.AppendLegal(nil, seat) }

// AppendLegal is append(dst, Legal(seat)...) (engine.Lister), for playouts that reuse dst:
// each action listed goes into dst boxed from the tables of boxAt.
func (s *State) AppendLegal(dst []engine.Action, seat int) []engine.Action {
	s.list(seat, func(a Action) { dst = append(dst, boxAt(a)) })
	return dst
}

// holds reports whether the legal list of seat, an actor, holds a. Apply checks every action
// so, and the questions asked most (a combat turn's support and main actions, a defence, a
// declaration, a destination, a silhouette, a place for a 待ち伏せ or 重要拠点) are told
// without listing (surely); whatever surely cannot vouch for, a refusal or any other
// question, is looked up in the list. TestAllowsIsTheLegalList holds the two together over
// random games.
func (s *State) holds(seat int, a Action) bool {
	if s.surely(seat, a) {
		return true
	}
	listed := false
	s.list(seat, func(l Action) { listed = listed || l == a })
	return listed
}

// surely reports that seat's legal list holds a, looked up where the list would have it by
// the tests the list makes; false says nothing. It only ever vouches, so an action a rule
// adds to a list is still allowed (through the list) before surely knows of it.
func (s *State) surely(seat int, a Action) bool {
	p := &s.Public
	ask := &p.Ask
	if a.Verb == VerbDur && ask.Kind == AskDeclare {
		return a.B == 0 && s.declares(seat, ask, a)
	}
	if a.B != 0 || a.Suit || a.X != 0 {
		return false
	}
	if a.A == 0 && int(ask.Kind) < len(listedAlways) && slices.Contains(listedAlways[ask.Kind], a.Verb) {
		return true
	}
	switch ask.Kind {
	case AskTurn:
		return s.surelySupport(seat, ask.Fighter, a) || s.surelyMain(seat, ask.Fighter, a)
	case AskAfter, AskEscaped:
		return s.surelySupport(seat, ask.Fighter, a)
	case AskDefend:
		return s.surelyDefence(seat, ask.Fighter, a)
	case AskDeclare:
		return s.declares(seat, ask, a)
	case AskDest:
		return a.Verb == VerbTo && slices.Contains(s.destinations(seat), a.A)
	case AskSetup:
		// A silhouette free and allowed by the trump is always listed (setupSilhouettes).
		sils := book.Silhouettes()
		if a.Verb != VerbSil || p.Board.Setup.Stage == SetupRefuse || a.A < 0 || a.A >= len(sils) {
			return false
		}
		var wornRoom [32]int
		return s.setupFree(seat, a.A, s.setupWorn(wornRoom[:0], seat)) && s.trumpAllows(seat, &sils[a.A])
	case AskPlace:
		return a.Verb == VerbPlace && s.placeOpen(seat, a.A)
	}
	return false
}

// listedAlways are the answers (a verb alone) every list of a question holds.
var listedAlways = [...][]Verb{
	AskJoin: {VerbStay}, AskPre: {VerbReady}, AskTurn: {VerbPass}, AskAfter: {VerbEnd}, AskEscaped: {VerbEnd},
	AskDefend: {VerbTake}, AskKeep: {VerbKeep, VerbDrop}, AskSync: {VerbGo}, AskSyncJoin: {VerbDecline},
	AskReact: {VerbLet}, AskCounter: {VerbNoCounter}, AskResidual: {VerbBoost, VerbHinder, VerbDecline},
	AskWilling: {VerbFight, VerbStop}, AskWild: {VerbBack}, AskSupport: {VerbEnd}, AskBattle: {VerbBattle},
	AskObject: {VerbObject, VerbAccept},
}

// surelySupport is surely for supportActions, a plain action given.
func (s *State) surelySupport(seat, f int, a Action) bool {
	fi := &s.Public.Fight.Fighters[f]
	switch a.Verb {
	case VerbOpen:
		return a.A == 0 && s.Public.Chars[seat].Sheet == ""
	case VerbDrop:
		return a.A == 0 && fi.Keep > 0
	case VerbReform:
		var room fighterRoom
		return fi.Proxy == 0 && slices.Contains(s.reformTargets(room[:0], seat, f), a.A)
	case VerbSup:
		ab := s.ability(seat, a.A)
		return fi.Proxy == 0 && ab != nil && supportable(fi, a.A, ab)
	}
	return false
}

// surelyMain is surely for the main actions of a combat turn (mainActions, proxyActions), a
// plain action given.
func (s *State) surelyMain(seat, f int, a Action) bool {
	fi := &s.Public.Fight.Fighters[f]
	if fi.Proxy > 0 {
		switch a.Verb {
		case VerbRetreat, VerbPass:
			return a.A == 0
		case VerbWeapon:
			return a.A == fi.ProxyRef && s.hasTarget(f) && !fi.DidEscape
		}
		return false
	}
	switch a.Verb {
	case VerbPass, VerbMelee:
		return a.A == 0 && (a.Verb == VerbPass || fi.Keep == 0 && !fi.DidEscape && s.hasTarget(f))
	case VerbWeapon:
		ab := s.ability(seat, a.A)
		return ab != nil && !fi.DidEscape && s.hasTarget(f) && armed(fi, a.A, ab)
	case VerbProxy:
		ab := s.ability(seat, a.A)
		return ab != nil && s.proxyReady(seat, fi, a.A, ab) && !ab.Has(book.Counter)
	case VerbDiscard:
		return slices.Contains(s.Private[seat].Hand, a.A)
	case VerbAttack, VerbEscape, VerbIllusion, VerbTelepath, VerbWild:
		return slices.Contains(s.Private[seat].Hand, a.A) && a.Verb == s.cardVerb(f, a.A, s.hasTarget(f), s.powerCap(seat))
	}
	return false
}

// surelyDefence is surely for a target's answers to the attack on it (defences), a plain
// action given.
func (s *State) surelyDefence(seat, f int, a Action) bool {
	fi := &s.Public.Fight.Fighters[f]
	switch a.Verb {
	case VerbTake:
		return a.A == 0
	case VerbDefend:
		return !s.Public.Fight.Hit.Carded && slices.Contains(s.Private[seat].Hand, a.A) && s.stops(fi, a.A, s.bodyOf(seat).Lv, s.powerCap(seat))
	case VerbGuard:
		ab := s.ability(seat, a.A)
		return ab != nil && s.guards(seat, fi, a.A, ab)
	}
	return false
}

// declares reports whether declaration a (no B) is among those declarations lists.
func (s *State) declares(seat int, ask *Ask, a Action) bool {
	var room [4]declRun
	for _, r := range s.declRuns(room[:0], seat, ask) {
		if a.Verb == r.verb && a.Suit == r.suit && a.X == r.x && a.A >= r.from && a.A <= r.to {
			return true
		}
	}
	return false
}

// list gives seat's legal actions to add, in the legal list's order.
func (s *State) list(seat int, add func(Action)) {
	if !engine.IsActor(s, seat) {
		return
	}
	p := &s.Public
	a := &p.Ask
	f := a.Fighter
	switch a.Kind {
	case AskJoin:
		if p.Chars[seat].Alive {
			add(Action{Verb: VerbThere})
		} else {
			add(Action{Verb: VerbAlive})
		}
		add(Action{Verb: VerbStay})
	case AskPre:
		fi := &p.Fight.Fighters[f]
		add(Action{Verb: VerbReady})
		if fi.Uses["mystery"] == 0 {
			add(Action{Verb: VerbMystery})
		}
		for ref, ab := range s.abilities(seat) {
			if !ab.Has(book.PreCombat) || !usable(fi, ref, ab) || uses(fi, ref) > 0 {
				continue
			}
			switch ab.Effect {
			case book.Minions:
				for n := 1; n <= ab.N; n++ {
					add(Action{Verb: VerbPre, A: ref, B: n})
				}
			case book.Boost:
				add(Action{Verb: VerbPre, A: ref})
			}
		}
	case AskTurn:
		s.supportActions(seat, f, add)
		if p.Fight.Fighters[f].Proxy > 0 {
			s.proxyActions(seat, f, add)
		} else {
			s.mainActions(seat, f, add)
		}
	case AskAfter, AskEscaped:
		s.supportActions(seat, f, add)
		add(Action{Verb: VerbEnd})
	case AskAim:
		var room fighterRoom
		for _, t := range s.appendAimTargets(room[:0], seat, f) {
			add(Action{Verb: VerbAim, A: t})
		}
		if s.Private[seat].Pending.Verb != VerbResidual {
			add(Action{Verb: VerbBack})
		}
	case AskWild:
		lv := s.bodyOf(seat).Lv
		var room fighterRoom
		hasIllusion := len(s.appendIllusionTargets(room[:0], f)) > 0
		for _, c := range index().wildFaces {
			if cc := book.CCards()[c]; cc.Level <= lv && cc.Kind != book.CDefence && (cc.Special != book.Illusion || hasIllusion) {
				add(Action{Verb: VerbAs, A: c})
			}
		}
		add(Action{Verb: VerbBack})
	case AskDeclare:
		s.declarations(seat, a, add)
	case AskDefend:
		s.defences(seat, f, add)
	case AskKeep:
		add(Action{Verb: VerbKeep})
		add(Action{Verb: VerbDrop})
	case AskSync:
		s.minionCards(seat, f, add)
		if len(s.syncSeats()) > 0 {
			add(Action{Verb: VerbAsk})
		}
		add(Action{Verb: VerbGo})
	case AskSyncJoin:
		h := &p.Fight.Hit
		origin := book.CCards()[h.As]
		me := &p.Fight.Fighters[p.Chars[seat].Fighter]
		var hb handRoom
		for _, c := range distinct(hb[:0], s.Private[seat].Hand) {
			cc := book.CCards()[c]
			if cc.Kind == book.CAttack && cc.Sync && cc.Level <= origin.Level && !locked(me, c) && s.affords(seat, c) {
				add(Action{Verb: VerbJoin, A: c})
			}
		}
		add(Action{Verb: VerbDecline})
	case AskReact:
		s.reactions(seat, add)
	case AskCounter:
		if p.Fight.Fighters[f].Keep == 0 { // a maintained defence forbids 格闘 (5.6)
			add(Action{Verb: VerbCounter})
		}
		add(Action{Verb: VerbNoCounter})
	case AskResidual:
		add(Action{Verb: VerbBoost})
		add(Action{Verb: VerbHinder})
		add(Action{Verb: VerbDecline})
	case AskWilling:
		add(Action{Verb: VerbFight})
		add(Action{Verb: VerbStop})
	case AskDiscard:
		fi := &p.Fight.Fighters[p.Chars[seat].Fighter]
		var hb handRoom
		for _, c := range distinct(hb[:0], s.Private[seat].Hand) {
			add(Action{Verb: VerbDiscard, A: c})
		}
		if fi.HandCount <= fi.Limit {
			add(Action{Verb: VerbKeepAll})
		}
	default:
		s.boardLegal(seat, add)
	}
}

// supportActions are the support actions of a combat turn: opening the sheet, dropping a
// maintained defence.
func (s *State) supportActions(seat, f int, add func(Action)) {
	if s.Public.Chars[seat].Sheet == "" {
		add(Action{Verb: VerbOpen})
	}
	fi := &s.Public.Fight.Fighters[f]
	if fi.Keep > 0 {
		add(Action{Verb: VerbDrop})
	}
	if fi.Proxy > 0 {
		return // a stand-in fights: only its own abilities (3.1 [代理:X])
	}
	var room fighterRoom
	for _, t := range s.reformTargets(room[:0], seat, f) {
		add(Action{Verb: VerbReform, A: t})
	}
	for ref, ab := range s.abilities(seat) {
		if supportable(fi, ref, ab) {
			add(Action{Verb: VerbSup, A: ref})
		}
	}
}

// supportable reports whether ability ref (ab) is a [支援] action fi may take now.
func supportable(fi *Fighter, ref int, ab *book.Ability) bool {
	return ab.Has(book.Support) && !ab.Has(book.Normal) && usable(fi, ref, ab) && !slices.Contains(fi.Supported, ref)
}

// mainActions are the main actions of a combat turn (5.2).
func (s *State) mainActions(seat, f int, add func(Action)) {
	fi := &s.Public.Fight.Fighters[f]
	var hb handRoom
	hand := distinct(hb[:0], s.Private[seat].Hand)
	hasTarget, pw := s.hasTarget(f), s.powerCap(seat)
	for _, c := range hand {
		if v := s.cardVerb(f, c, hasTarget, pw); v != VerbNone {
			add(Action{Verb: v, A: c})
		}
	}
	if fi.Keep == 0 && !fi.DidEscape && hasTarget {
		add(Action{Verb: VerbMelee})
	}
	var hr heldRoom
	own := s.held(seat, hr[:0])
	if !fi.DidEscape && hasTarget {
		for _, h := range own {
			if armed(fi, h.ref, h.ab) {
				add(Action{Verb: VerbWeapon, A: h.ref})
			}
		}
	}
	for _, h := range own {
		if s.proxyReady(seat, fi, h.ref, h.ab) && !h.ab.Has(book.Counter) {
			add(Action{Verb: VerbProxy, A: h.ref})
		}
	}
	for _, c := range hand {
		add(Action{Verb: VerbDiscard, A: c})
	}
	add(Action{Verb: VerbPass})
}

// hasTarget reports whether f has anyone to attack.
func (s *State) hasTarget(f int) bool {
	var room fighterRoom
	return len(s.appendTargets(room[:0], f, true)) > 0
}

// cardVerb is the main action fighter f may take with card c of its hand (VerbAttack,
// VerbEscape, VerbIllusion, VerbTelepath, VerbWild), or VerbNone; hasTarget is
// s.hasTarget(f), pw its seat's powerCap.
func (s *State) cardVerb(f, c int, hasTarget bool, pw int) Verb {
	fi := &s.Public.Fight.Fighters[f]
	if locked(fi, c) || !affordable(c, pw) {
		return VerbNone
	}
	var room fighterRoom
	cc := book.CCards()[c]
	switch {
	case cc.Kind == book.CAttack && !fi.DidEscape && hasTarget:
		return VerbAttack
	case cc.Kind == book.CEscape && !fi.DidAttack:
		return VerbEscape
	case cc.Special == book.Illusion && len(s.appendIllusionTargets(room[:0], f)) > 0:
		return VerbIllusion
	case cc.Special == book.Telepath && len(s.appendTelepathTargets(room[:0], f)) > 0:
		return VerbTelepath
	case cc.Special == book.Wild:
		return VerbWild
	}
	return VerbNone
}

// armed reports whether ability ref (ab) is a weapon fi may attack with as its main action
// (given a target, and no escape this turn).
func armed(fi *Fighter, ref int, ab *book.Ability) bool {
	return (ab.Effect == book.Weapon || ab.Effect == book.ChartAttack) && ab.Has(book.Main) && usable(fi, ref, ab)
}

// proxyReady reports whether ability ref (ab) is a stand-in seat may send in now.
func (s *State) proxyReady(seat int, fi *Fighter, ref int, ab *book.Ability) bool {
	return ab.Effect == book.Proxy && usable(fi, ref, ab) && !slices.Contains(s.Public.Chars[seat].Broken, ref)
}

// targets are the fighters f may aim at: anyone taking part but itself and 残留思念. An attack
// must go to a fighter wearing the same silhouette when one takes part (3.2).
func (s *State) targets(f int, attack bool) []int { return s.appendTargets(nil, f, attack) }

// fighterRoom is room on the stack for a list of fighters (a longer one spills to the heap):
// the lists of targets below take a buffer, since legal lists make them at every step.
type fighterRoom [16]int

// appendTargets appends targets(f, attack) to dst.
func (s *State) appendTargets(dst []int, f int, attack bool) []int {
	p := &s.Public
	from, twins := len(dst), 0
	me := &p.Fight.Fighters[f]
	for i := range p.Fight.Fighters {
		t := &p.Fight.Fighters[i]
		if i == f || !t.In() || t.Kind == Residual {
			continue
		}
		if me.Kind == PC && t.Kind == PC && s.whole() && s.sameParty(me.Seat, t.Seat) {
			continue // no aiming at one's own party (6.1)
		}
		dst = append(dst, i)
		if attack && s.twins(me, t) {
			twins++
		}
	}
	if twins == 0 {
		return dst
	}
	return keepFrom(dst, from, func(i int) bool { return s.twins(me, &p.Fight.Fighters[i]) })
}

// keepFrom is dst with the part from index from on cut down to what keep keeps, in order.
func keepFrom(dst []int, from int, keep func(int) bool) []int {
	n := from
	for _, x := range dst[from:] {
		if keep(x) {
			dst[n] = x
			n++
		}
	}
	return dst[:n]
}

// twins reports whether fighters me and t are characters wearing the same silhouette.
func (s *State) twins(me, t *Fighter) bool {
	c := s.Public.Chars
	return me.Kind == PC && t.Kind == PC && c[t.Seat].Silhouette == c[me.Seat].Silhouette
}

// appendTelepathTargets appends to dst the characters among f's targets.
func (s *State) appendTelepathTargets(dst []int, f int) []int {
	return keepFrom(s.appendTargets(dst, f, false), len(dst), func(t int) bool {
		return s.Public.Fight.Fighters[t].Kind == PC
	})
}

// appendIllusionTargets appends to dst those a 幻覚 can affect: anyone but an obstacle immune
// to it. With only such obstacles about, no 幻覚 may be used (6.2); with others about, aiming
// at one is allowed (and does nothing).
func (s *State) appendIllusionTargets(dst []int, f int) []int {
	return keepFrom(s.appendTargets(dst, f, false), len(dst), func(t int) bool {
		fi := &s.Public.Fight.Fighters[t]
		n := book.NPCByID(fi.NPC)
		return !(fi.Kind == Obstacle && n != nil && n.IllusionImmune)
	})
}

// residualTargets are a 残留思念's targets.
func (s *State) residualTargets(f int) []int { return s.appendResidualTargets(nil, f) }

// appendResidualTargets appends to dst a 残留思念's targets: a character or an obstacle no
// 残留思念 attacked this round.
func (s *State) appendResidualTargets(dst []int, f int) []int {
	return keepFrom(s.appendTargets(dst, f, false), len(dst), func(t int) bool {
		return len(s.Public.Fight.Fighters[t].HitBy) == 0
	})
}

// appendAimTargets appends to dst the targets of the pending main action.
func (s *State) appendAimTargets(dst []int, seat, f int) []int {
	pd := s.Private[seat].Pending
	switch pd.Verb {
	case VerbTelepath:
		return s.appendTelepathTargets(dst, f)
	case VerbIllusion:
		return s.appendTargets(dst, f, false)
	case VerbResidual:
		return s.appendResidualTargets(dst, f)
	case VerbWild:
		switch book.CCards()[pd.B].Special {
		case book.Telepath:
			return s.appendTelepathTargets(dst, f)
		case book.Illusion:
			return s.appendTargets(dst, f, false)
		}
		return s.appendTargets(dst, f, book.CCards()[pd.B].Kind == book.CAttack)
	}
	return s.appendTargets(dst, f, true)
}

// declarations are the values a seat may declare: from 1 (0 for the ESP level) up to the true
// value, lower to hide who it is (3.1).
func (s *State) declarations(seat int, a *Ask, add func(Action)) {
	var room [4]declRun
	for _, r := range s.declRuns(room[:0], seat, a) {
		for n := r.from; n <= r.to; n++ {
			add(Action{Verb: r.verb, A: n, Suit: r.suit, X: r.x})
		}
	}
}

// declRun is a run of declarations: verb with every value from from to to, the suit and the
// [格闘:X] given.
type declRun struct {
	verb     Verb
	from, to int
	suit     bool
	x        int
}

// declRuns appends to out the runs of declarations, in the order the list offers them.
func (s *State) declRuns(out []declRun, seat int, a *Ask) []declRun {
	b := s.bodyOf(seat)
	h := &s.Public.Fight.Hit
	switch a.For {
	case ForActivate, ForBlock, ForResist, ForReform, ForTeleport, ForIntrude, ForPartyTeleport, ForRoom, ForJail:
		out = append(out, declRun{verb: VerbLv, from: 0, to: b.Lv})
	case ForMind, ForResistMind, ForBlockMind, ForRoomMind:
		out = append(out, declRun{verb: VerbMind, from: 1, to: max(b.Mind, 1)})
	case ForDamage:
		out = append(out, declRun{verb: VerbDur, from: 1, to: max(b.Dur, 1)})
		if h.Kind != ByResidual {
			out = append(out, declRun{verb: VerbDur, from: 1, to: s.suitLeft(seat), suit: true})
		}
	case ForMelee, ForMeleeTarget:
		minions := s.Public.Fight.Fighters[a.Fighter].Minions
		body := max(b.Dur, 1) + minions
		suit := s.suitLeft(seat)
		xs := []int{0, s.shiftOf(seat)} // without a [格闘:X], then with it if any
		if xs[1] <= 0 {
			xs = xs[:1]
		}
		for _, x := range xs {
			out = append(out, declRun{verb: VerbDur, from: 1, to: body, x: x})
			if suit > 0 {
				out = append(out, declRun{verb: VerbDur, from: body + 1, to: body + suit, suit: true, x: x})
			}
		}
	}
	return out
}

// defences are a target's answers to the attack on it (5.4): one Cカード of at least the
// attack's LV (a defence card cannot stop a piercing attack), any of its [対抗(攻撃)] abilities,
// or taking the hit.
func (s *State) defences(seat, f int, add func(Action)) {
	p := &s.Public
	h := &p.Fight.Hit
	fi := &p.Fight.Fighters[f]
	lv, pw := s.bodyOf(seat).Lv, s.powerCap(seat)
	if !h.Carded {
		var hb handRoom
		for _, c := range distinct(hb[:0], s.Private[seat].Hand) {
			if s.stops(fi, c, lv, pw) {
				add(Action{Verb: VerbDefend, A: c})
			}
		}
	}
	for ref, ab := range s.abilities(seat) {
		if s.guards(seat, fi, ref, ab) {
			add(Action{Verb: VerbGuard, A: ref})
		}
	}
	add(Action{Verb: VerbTake})
}

// stops reports whether card c of the hand answers the attack on fi (a defence or an escape
// of its LV, or a ワイルドカード as one); lv is the ESP level of fi's seat, pw its powerCap.
func (s *State) stops(fi *Fighter, c, lv, pw int) bool {
	h := &s.Public.Fight.Hit
	if locked(fi, c) || !affordable(c, pw) {
		return false
	}
	cc := book.CCards()[c]
	switch {
	case cc.Kind == book.CDefence && !h.Pierce && cc.Level >= h.Level,
		cc.Kind == book.CEscape && cc.Level >= h.Level:
		return true
	case cc.Special == book.Wild && h.Level <= lv && (wildDefence(h.Level) >= 0 && !h.Pierce || wildEscape(h.Level) >= 0):
		return true
	}
	return false
}

// guards reports whether ability ref (ab) answers the attack on fi: a stand-in, or a
// [対抗(攻撃)] guard, absorption or reflection of the attack's LV (only a reflection against a
// piercing attack).
func (s *State) guards(seat int, fi *Fighter, ref int, ab *book.Ability) bool {
	h := &s.Public.Fight.Hit
	switch ab.Effect {
	case book.Guard, book.Absorb, book.Reflect:
		return ab.Level >= h.Level && usable(fi, ref, ab) && !(ab.Effect != book.Reflect && h.Pierce)
	case book.Proxy:
		return s.proxyReady(seat, fi, ref, ab)
	}
	return false
}

// minionCards are the cards a character's minions may join its attack with.
func (s *State) minionCards(seat, f int, add func(Action)) {
	p := &s.Public
	h := &p.Fight.Hit
	fi := &p.Fight.Fighters[f]
	if h.Minions >= fi.Minions {
		return
	}
	x := s.minionLevel(seat)
	origin := book.CCards()[h.As]
	var hb handRoom
	for _, c := range distinct(hb[:0], s.Private[seat].Hand) {
		cc := book.CCards()[c]
		if cc.Kind == book.CAttack && cc.Sync && cc.Level <= origin.Level && cc.Level <= x && !locked(fi, c) {
			add(Action{Verb: VerbMinion, A: c})
		}
	}
}

// minionLevel is the ESP level of a seat's minions ([手下:X]).
func (s *State) minionLevel(seat int) int {
	x := 0
	for _, ab := range s.abilities(seat) {
		if ab.Effect == book.Minions {
			x = max(x, ab.X)
		}
	}
	return x
}

// reactions are a seat's answers to the card in use: a jammer that reaches its final LV, a
// テレポート that cancels an escape, or letting it be.
func (s *State) reactions(seat int, add func(Action)) {
	p := &s.Public
	u := &p.Fight.Use
	f := p.Chars[seat].Fighter
	fi := &p.Fight.Fighters[f]
	if fi.Proxy > 0 {
		add(Action{Verb: VerbLet}) // a stand-in fights: no card, no ability but its own (3.1)
		return
	}
	if u.Level >= 1 {
		for ref, ab := range s.abilities(seat) {
			// An ESPコントローラー the user may hold is its secret: the jam is tried and fails.
			if ab.Effect == book.Jammer && ab.Level >= u.Level && usable(fi, ref, ab) {
				add(Action{Verb: VerbJam, A: ref})
			}
		}
	}
	if s.escaping() {
		var hb handRoom
		for _, c := range distinct(hb[:0], s.Private[seat].Hand) {
			if cc := book.CCards()[c]; cc.Kind == book.CEscape && cc.Level >= u.Level && !locked(fi, c) && s.affords(seat, c) {
				add(Action{Verb: VerbBlock, A: c})
			}
		}
	}
	add(Action{Verb: VerbLet})
}

// controlled reports whether f's card of final LV lv is beyond jamming: an ESPコントローラー of LV
// n protects its holder's cards of final LV below n (the card's text).
func (s *State) controlled(f, lv int) bool {
	fi := &s.Public.Fight.Fighters[f]
	if fi.Kind != PC {
		return false
	}
	for _, ab := range s.abilities(fi.Seat) {
		if ab.Effect == book.Control && lv < ab.Level {
			return true
		}
	}
	return false
}

// distinct appends a hand's cards to dst, once each, in order: identical cards are distinct
// cards, but a legal list offers each card, so this only sorts.
func distinct(dst, hand []int) []int {
	out := append(dst, hand...)
	slices.Sort(out[len(dst):])
	return out
}

// handRoom is room on the stack for a hand (a longer one spills to the heap).
type handRoom [24]int

// wildDefence is the defence card a ワイルドカード is played as against an attack of LV lv: the
// lowest that stops it, or -1.
func wildDefence(lv int) int { return lowest(book.CDefence, lv) }

func wildEscape(lv int) int { return lowest(book.CEscape, lv) }

func lowest(kind book.CKind, lv int) int {
	best := -1
	for i, c := range book.CCards() {
		if c.Kind == kind && c.Level >= lv && (best < 0 || c.Level < book.CCards()[best].Level) {
			best = i
		}
	}
	return best
}

func refKey(ref int) string { return strconv.Itoa(ref) }

// affords reports whether a seat may use card c with the power it has left: always, unless
// low_power=refuse and the card's LV is more than what remains (AMB-04). A ワイルドカード's
// cost is that of the card it is played as, checked when its face is chosen.
func (s *State) affords(seat, c int) bool { return affordable(c, s.powerCap(seat)) }

// powerCap is the highest LV of a card seat may use with the power it has left (affords): a
// list asks once for all the cards of a hand.
func (s *State) powerCap(seat int) int {
	if s.Public.Options[OptLowPower] != Refuse {
		return math.MaxInt
	}
	return s.bodyOf(seat).Pw
}

// affordable is affords for a seat whose powerCap is pw.
func affordable(c, pw int) bool {
	return book.CCards()[c].Special == book.Wild || book.CCards()[c].Level <= pw
}
