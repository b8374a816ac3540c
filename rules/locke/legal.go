package locke

import (
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
func (s *State) Legal(seat int) []engine.Action {
	if !engine.IsActor(s, seat) {
		return nil
	}
	var out []engine.Action
	add := func(a Action) { out = append(out, a) }
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
		for _, ref := range s.refs(seat) {
			ab := s.ability(seat, ref)
			if !ab.Has(book.PreCombat) || !usable(fi, ref, ab) || fi.Uses[refKey(ref)] > 0 {
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
		for _, t := range s.aimTargets(seat, f) {
			add(Action{Verb: VerbAim, A: t})
		}
		if s.Private[seat].Pending.Verb != VerbResidual {
			add(Action{Verb: VerbBack})
		}
	case AskWild:
		lv := s.bodyOf(seat).Lv
		hasIllusion := len(s.illusionTargets(f)) > 0
		for _, c := range wildFaces() {
			if cc := book.CCards[c]; cc.Level <= lv && cc.Kind != book.CDefence && (cc.Special != book.Illusion || hasIllusion) {
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
		origin := book.CCards[h.As]
		me := &p.Fight.Fighters[p.Chars[seat].Fighter]
		for _, c := range distinct(s.Private[seat].Hand) {
			cc := book.CCards[c]
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
		for _, c := range distinct(s.Private[seat].Hand) {
			add(Action{Verb: VerbDiscard, A: c})
		}
		if fi.HandCount <= fi.Limit {
			add(Action{Verb: VerbKeepAll})
		}
	default:
		s.boardLegal(seat, add)
	}
	return out
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
	for _, t := range s.reformTargets(seat, f) {
		add(Action{Verb: VerbReform, A: t})
	}
	for _, ref := range s.refs(seat) {
		ab := s.ability(seat, ref)
		if ab.Has(book.Support) && !ab.Has(book.Normal) && usable(fi, ref, ab) && !slices.Contains(fi.Supported, ref) {
			add(Action{Verb: VerbSup, A: ref})
		}
	}
}

// mainActions are the main actions of a combat turn (5.2).
func (s *State) mainActions(seat, f int, add func(Action)) {
	fi := &s.Public.Fight.Fighters[f]
	hand := distinct(s.Private[seat].Hand)
	hasTarget := len(s.targets(f, true)) > 0
	for _, c := range hand {
		if locked(fi, c) || !s.affords(seat, c) {
			continue
		}
		cc := book.CCards[c]
		switch {
		case cc.Kind == book.CAttack && !fi.DidEscape && hasTarget:
			add(Action{Verb: VerbAttack, A: c})
		case cc.Kind == book.CEscape && !fi.DidAttack:
			add(Action{Verb: VerbEscape, A: c})
		case cc.Special == book.Illusion && len(s.illusionTargets(f)) > 0:
			add(Action{Verb: VerbIllusion, A: c})
		case cc.Special == book.Telepath && len(s.telepathTargets(f)) > 0:
			add(Action{Verb: VerbTelepath, A: c})
		case cc.Special == book.Wild:
			add(Action{Verb: VerbWild, A: c})
		}
	}
	if fi.Keep == 0 && !fi.DidEscape && hasTarget {
		add(Action{Verb: VerbMelee})
	}
	if !fi.DidEscape && hasTarget {
		for _, ref := range s.refs(seat) {
			ab := s.ability(seat, ref)
			if (ab.Effect == book.Weapon || ab.Effect == book.ChartAttack) && ab.Has(book.Main) && usable(fi, ref, ab) {
				add(Action{Verb: VerbWeapon, A: ref})
			}
		}
	}
	for _, ref := range s.refs(seat) {
		ab := s.ability(seat, ref)
		if ab.Effect == book.Proxy && usable(fi, ref, ab) && !slices.Contains(s.Public.Chars[seat].Broken, ref) && !ab.Has(book.Counter) {
			add(Action{Verb: VerbProxy, A: ref})
		}
	}
	for _, c := range hand {
		add(Action{Verb: VerbDiscard, A: c})
	}
	add(Action{Verb: VerbPass})
}

// targets are the fighters f may aim at: anyone taking part but itself and 残留思念. An attack
// must go to a fighter wearing the same silhouette when one takes part (3.2).
func (s *State) targets(f int, attack bool) []int {
	p := &s.Public
	var all, twins []int
	me := &p.Fight.Fighters[f]
	for i := range p.Fight.Fighters {
		t := &p.Fight.Fighters[i]
		if i == f || !t.In() || t.Kind == Residual {
			continue
		}
		if me.Kind == PC && t.Kind == PC && s.whole() && s.sameParty(me.Seat, t.Seat) {
			continue // no aiming at one's own party (6.1)
		}
		all = append(all, i)
		if attack && me.Kind == PC && t.Kind == PC && p.Chars[t.Seat].Silhouette == p.Chars[me.Seat].Silhouette {
			twins = append(twins, i)
		}
	}
	if len(twins) > 0 {
		return twins
	}
	return all
}

func (s *State) telepathTargets(f int) []int {
	var out []int
	for _, t := range s.targets(f, false) {
		if s.Public.Fight.Fighters[t].Kind == PC {
			out = append(out, t)
		}
	}
	return out
}

// illusionTargets are those a 幻覚 can affect: anyone but an obstacle immune to it. With only
// such obstacles about, no 幻覚 may be used (6.2); with others about, aiming at one is allowed
// (and does nothing).
func (s *State) illusionTargets(f int) []int {
	var out []int
	for _, t := range s.targets(f, false) {
		fi := &s.Public.Fight.Fighters[t]
		if n := book.NPCByID(fi.NPC); fi.Kind == Obstacle && n != nil && n.IllusionImmune {
			continue
		}
		out = append(out, t)
	}
	return out
}

// residualTargets are a 残留思念's: a character or an obstacle no 残留思念 attacked this round.
func (s *State) residualTargets(f int) []int {
	var out []int
	for _, t := range s.targets(f, false) {
		if len(s.Public.Fight.Fighters[t].HitBy) == 0 {
			out = append(out, t)
		}
	}
	return out
}

// aimTargets are the targets of the pending main action.
func (s *State) aimTargets(seat, f int) []int {
	pd := s.Private[seat].Pending
	switch pd.Verb {
	case VerbTelepath:
		return s.telepathTargets(f)
	case VerbIllusion:
		return s.targets(f, false)
	case VerbResidual:
		return s.residualTargets(f)
	case VerbWild:
		switch book.CCards[pd.B].Special {
		case book.Telepath:
			return s.telepathTargets(f)
		case book.Illusion:
			return s.targets(f, false)
		}
		return s.targets(f, book.CCards[pd.B].Kind == book.CAttack)
	}
	return s.targets(f, true)
}

// declarations are the values a seat may declare: from 1 (0 for the ESP level) up to the true
// value, lower to hide who it is (3.1).
func (s *State) declarations(seat int, a *Ask, add func(Action)) {
	b := s.bodyOf(seat)
	h := &s.Public.Fight.Hit
	switch a.For {
	case ForActivate, ForBlock, ForResist, ForReform, ForTeleport, ForIntrude, ForPartyTeleport, ForRoom, ForJail:
		for n := 0; n <= b.Lv; n++ {
			add(Action{Verb: VerbLv, A: n})
		}
	case ForMind, ForResistMind, ForBlockMind, ForRoomMind:
		for n := 1; n <= max(b.Mind, 1); n++ {
			add(Action{Verb: VerbMind, A: n})
		}
	case ForDamage:
		for n := 1; n <= max(b.Dur, 1); n++ {
			add(Action{Verb: VerbDur, A: n})
		}
		if h.Kind != ByResidual {
			for n := 1; n <= s.suitLeft(seat); n++ {
				add(Action{Verb: VerbDur, A: n, Suit: true})
			}
		}
	case ForMelee, ForMeleeTarget:
		minions := s.Public.Fight.Fighters[a.Fighter].Minions
		body := max(b.Dur, 1) + minions
		xs := []int{0}
		if x := s.shiftOf(seat); x > 0 {
			xs = append(xs, x)
		}
		for _, x := range xs {
			for n := 1; n <= body; n++ {
				add(Action{Verb: VerbDur, A: n, X: x})
			}
			if suit := s.suitLeft(seat); suit > 0 {
				for n := body + 1; n <= body+suit; n++ {
					add(Action{Verb: VerbDur, A: n, Suit: true, X: x})
				}
			}
		}
	}
}

// defences are a target's answers to the attack on it (5.4): one Cカード of at least the
// attack's LV (a defence card cannot stop a piercing attack), any of its [対抗(攻撃)] abilities,
// or taking the hit.
func (s *State) defences(seat, f int, add func(Action)) {
	p := &s.Public
	h := &p.Fight.Hit
	fi := &p.Fight.Fighters[f]
	lv := s.bodyOf(seat).Lv
	if !h.Carded {
		for _, c := range distinct(s.Private[seat].Hand) {
			if locked(fi, c) || !s.affords(seat, c) {
				continue
			}
			cc := book.CCards[c]
			switch {
			case cc.Kind == book.CDefence && !h.Pierce && cc.Level >= h.Level,
				cc.Kind == book.CEscape && cc.Level >= h.Level:
				add(Action{Verb: VerbDefend, A: c})
			case cc.Special == book.Wild && h.Level <= lv && (wildDefence(h.Level) >= 0 && !h.Pierce || wildEscape(h.Level) >= 0):
				add(Action{Verb: VerbDefend, A: c})
			}
		}
	}
	for _, ref := range s.refs(seat) {
		ab := s.ability(seat, ref)
		switch ab.Effect {
		case book.Guard, book.Absorb, book.Reflect:
		case book.Proxy:
			if usable(fi, ref, ab) && !slices.Contains(p.Chars[seat].Broken, ref) {
				add(Action{Verb: VerbGuard, A: ref})
			}
			continue
		default:
			continue
		}
		if ab.Level >= h.Level && usable(fi, ref, ab) && !(ab.Effect != book.Reflect && h.Pierce) {
			add(Action{Verb: VerbGuard, A: ref})
		}
	}
	add(Action{Verb: VerbTake})
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
	origin := book.CCards[h.As]
	for _, c := range distinct(s.Private[seat].Hand) {
		cc := book.CCards[c]
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
		for _, ref := range s.refs(seat) {
			ab := s.ability(seat, ref)
			// An ESPコントローラー the user may hold is its secret: the jam is tried and fails.
			if ab.Effect == book.Jammer && ab.Level >= u.Level && usable(fi, ref, ab) {
				add(Action{Verb: VerbJam, A: ref})
			}
		}
	}
	if s.escaping() {
		for _, c := range distinct(s.Private[seat].Hand) {
			if cc := book.CCards[c]; cc.Kind == book.CEscape && cc.Level >= u.Level && !locked(fi, c) && s.affords(seat, c) {
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

// refs are a seat's ability numbers in order.
func (s *State) refs(seat int) []int {
	m := s.abilities(seat)
	out := make([]int, 0, len(m))
	for r := range m {
		out = append(out, r)
	}
	slices.Sort(out)
	return out
}

// distinct lists a hand's cards once each, in order: identical cards are distinct cards, but a
// legal list offers each card, so this only sorts.
func distinct(hand []int) []int {
	out := slices.Clone(hand)
	slices.Sort(out)
	return out
}

// wildFaces are one card of each face (name, LV, 火力) a ワイルドカード may be played as.
func wildFaces() []int {
	var out []int
	seen := map[[3]any]bool{}
	for i, c := range book.CCards {
		if c.Special == book.Wild {
			continue
		}
		k := [3]any{c.Name, c.Level, c.Fire}
		if !seen[k] {
			seen[k] = true
			out = append(out, i)
		}
	}
	return out
}

// wildDefence is the defence card a ワイルドカード is played as against an attack of LV lv: the
// lowest that stops it, or -1.
func wildDefence(lv int) int { return lowest(book.CDefence, lv) }

func wildEscape(lv int) int { return lowest(book.CEscape, lv) }

func lowest(kind book.CKind, lv int) int {
	best := -1
	for i, c := range book.CCards {
		if c.Kind == kind && c.Level >= lv && (best < 0 || c.Level < book.CCards[best].Level) {
			best = i
		}
	}
	return best
}

func refKey(ref int) string { return strconv.Itoa(ref) }

// affords reports whether a seat may use card c with the power it has left: always, unless
// low_power=refuse and the card's LV is more than what remains (AMB-04). A ワイルドカード's
// cost is that of the card it is played as, checked when its face is chosen.
func (s *State) affords(seat, c int) bool {
	if s.Public.Options[OptLowPower] != Refuse || book.CCards[c].Special == book.Wild {
		return true
	}
	return book.CCards[c].Level <= s.bodyOf(seat).Pw
}
