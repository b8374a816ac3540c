package locke

import (
	"slices"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// The normal turn (4.3): チェック → 支援1 → 主要 → マスの効果 → 支援2 → 戦闘発生, then the player to
// the right. The states of 4.4 decide which phases a character skips.

// Phases a turn skips, as a set in Board.Skip, and one constraint on the main phase.
const (
	skipSupport1 uint8 = 1 << iota
	skipMain
	skipCell
	skipSupport2
	skipBattle
	// mustPass: the turn began with a twin on the cell, so the main action is a pass (3.2).
	mustPass
	skipAll = skipSupport1 | skipMain | skipCell | skipSupport2 | skipBattle
)

// nextTurn gives the turn to the next player to the right who has one (4.3): the dead are
// skipped, and base players in the planet phase (4.5).
func (s *State) nextTurn() {
	p := &s.Public
	b := &p.Board
	if s.Result != nil {
		return
	}
	for i := 1; i <= p.Seats; i++ {
		seat := s.toRight(b.Turn, i)
		if s.takesTurns(seat) {
			b.Steps.Later(Step{Kind: sTurn, Seat: seat})
			return
		}
	}
	// Nobody has a turn: everyone is dead, or only base players live in the planet phase,
	// which then ends as it does when every searcher is dead (4.5).
	if b.Part == PartPlanet && slices.ContainsFunc(p.Chars, func(c Char) bool { return c.Alive }) {
		b.Steps.Now(Step{Kind: sPlanetEnd})
		return
	}
	s.gameOver(EndAllDead)
}

// takesTurns reports whether seat has normal turns now.
func (s *State) takesTurns(seat int) bool {
	b := &s.Public.Board
	if !s.Public.Chars[seat].Alive {
		return false
	}
	return !(b.Part == PartPlanet && b.Role[seat] == BasePlayer)
}

func (s *State) turnBegins(seat int) {
	b := &s.Public.Board
	b.Turn = seat
	b.Turns++
	b.TurnsOf[seat]++
	b.Main = MainNone
	b.Skip = 0
	b.Reformed = nil
	b.Claimed = false
	if s.twinThere(seat) {
		b.Skip = mustPass // 3.2: judged when the turn begins, before anything can move
	}
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvPhase, Seat: seat, Msg: engine.M(MsgNormalTurn, engine.SeatRef(seat))})
	}
	b.Steps.Now(Step{Kind: sCheck, Seat: seat}, Step{Kind: sSupport, Seat: seat, N: 1}, Step{Kind: sMain, Seat: seat},
		Step{Kind: sCell, Seat: seat}, Step{Kind: sSupport, Seat: seat, N: 2}, Step{Kind: sBattle, Seat: seat},
		Step{Kind: sTurnEnd, Seat: seat})
}

// checkPhase is チェックフェイズ: the effects that act then, and the states of 4.4.
func (s *State) checkPhase(seat int) {
	b := &s.Public.Board
	if b.Infected[seat] {
		s.log(MsgInfection, engine.SeatRef(seat))
		s.boardDamage(seat, book.Dur, 1)
		if !s.Public.Chars[seat].Alive {
			b.Skip = skipAll
			return
		}
	}
	switch {
	case s.partner(seat):
		b.Skip |= skipAll // パートナー状態 (4.4)
	case b.Bound[seat] > 0:
		// 拘束状態: every phase but this one is skipped, the turn it ends included (4.4). A
		// release by a move or a fight comes in someone else's turn: none of its own is lost.
		b.Bound[seat]--
		b.Skip |= skipAll
		if b.Bound[seat] == 0 {
			s.log(MsgUnbound, engine.SeatRef(seat))
		}
	case b.Arrest[seat] > 0:
		b.Skip |= skipSupport1 | skipCell | skipSupport2 | skipBattle // 逮捕状態 (4.4)
	case b.Part == PartBase && b.Role[seat] == Searcher && s.faceDownUnder(seat):
		b.Skip |= skipSupport1 | skipMain // 4.6
	}
}

// faceDownUnder reports whether a face-down card lies under seat's piece.
func (s *State) faceDownUnder(seat int) bool {
	c := s.Public.Board.cellAt(s.Public.Board.Pos[seat])
	return c != nil && c.Down
}

func (s *State) supportPhase(seat, n int) {
	b := &s.Public.Board
	if (n == 1 && b.Skip&skipSupport1 != 0) || (n == 2 && b.Skip&skipSupport2 != 0) || !s.Public.Chars[seat].Alive {
		return
	}
	s.ask(Ask{Kind: AskSupport, Seat: seat, Count: n, Fighter: -1})
}

func (s *State) mainPhase(seat int) {
	b := &s.Public.Board
	if b.Skip&skipMain != 0 || !s.Public.Chars[seat].Alive {
		return
	}
	if b.Arrest[seat] > 0 {
		s.jailbreak(seat)
		return
	}
	s.ask(Ask{Kind: AskMain, Seat: seat, Fighter: -1})
}

// battlePhase is the 戦闘発生フェイズ (4.3): a character whose main action was a move, a
// teleport move or a pass may start a combat on its cell; after an escape (any, 5.7) whatever it
// did. Those on its cell from its own party are no opponents (6.1: nobody there to aim at).
func (s *State) battlePhase(seat int, any bool) {
	b := &s.Public.Board
	if !s.Public.Chars[seat].Alive || s.partner(seat) {
		return
	}
	if any {
		if b.Arrest[seat] > 0 {
			return // a prisoner who left its prison fight is still 逮捕 (4.4)
		}
	} else if b.Skip&skipBattle != 0 || b.Main != MainMove && b.Main != MainPass && b.Main != MainTeleport {
		return
	}
	if !slices.ContainsFunc(s.opponents(seat), func(o int) bool { return !s.sameParty(seat, o) }) {
		return
	}
	s.ask(Ask{Kind: AskBattle, Seat: seat, Fighter: -1})
}

// opponents are the living characters on seat's cell it could fight.
func (s *State) opponents(seat int) []int {
	return slices.DeleteFunc(s.together(s.Public.Board.Pos[seat]), func(x int) bool { return x == seat })
}

// twinThere reports whether a character wearing seat's silhouette stands on its cell: they
// must fight when they can (3.2).
func (s *State) twinThere(seat int) bool {
	for _, o := range s.opponents(seat) {
		if s.Public.Chars[o].Silhouette == s.Public.Chars[seat].Silhouette {
			return true
		}
	}
	return false
}

// boardLegal adds the legal actions of the board's questions.
func (s *State) boardLegal(seat int, add func(Action)) {
	a := &s.Public.Ask
	switch a.Kind {
	case AskSupport:
		s.boardSupport(seat, add)
		add(Action{Verb: VerbEnd})
	case AskMain:
		s.boardMain(seat, add)
	case AskDest:
		for _, d := range s.destinations(seat) {
			add(Action{Verb: VerbTo, A: d})
		}
	case AskBattle:
		add(Action{Verb: VerbBattle})
		if !s.twinThere(seat) {
			add(Action{Verb: VerbNoBattle})
		}
	case AskSetup:
		s.setupLegal(seat, add)
	case AskPlace:
		s.placeLegal(seat, add)
	case AskObject:
		add(Action{Verb: VerbObject})
		add(Action{Verb: VerbAccept})
	case AskInvite, AskAgree:
		s.partyLegal(seat, add)
	case AskPeek:
		for _, t := range s.peekTargets(seat, a.Count == 1) {
			add(Action{Verb: VerbPeek, A: t})
		}
	}
}

// boardAnswer applies a legal action to a board question.
func (s *State) boardAnswer(seat int, a Action) {
	p := &s.Public
	ask := p.Ask
	switch ask.Kind {
	case AskSupport:
		if a.Verb == VerbEnd {
			p.Ask = Ask{}
			return
		}
		s.boardSupportAction(seat, a)
	case AskMain:
		p.Ask = Ask{}
		s.boardMainAction(seat, a)
	case AskDest:
		p.Ask = Ask{}
		s.arrive(seat, a.A)
	case AskBattle:
		p.Ask = Ask{}
		if a.Verb == VerbBattle {
			s.startCombat(seat)
		}
	case AskSetup:
		s.setupAnswer(seat, a)
	case AskPlace:
		s.placeAnswer(seat, a)
	case AskObject:
		s.objection(seat, a.Verb == VerbObject)
	case AskInvite, AskAgree:
		s.partyAnswer(seat, a)
	case AskPeek:
		p.Ask = Ask{}
		s.peek(seat, a.A)
	}
}

// boardSupport are the support actions of a normal turn (4.3).
func (s *State) boardSupport(seat int, add func(Action)) {
	p := &s.Public
	if p.Chars[seat].Sheet == "" {
		add(Action{Verb: VerbOpen})
	}
	if s.side(seat) != book.Special {
		for _, t := range s.opponents(seat) {
			if !slices.Contains(p.Board.Reformed, t) {
				add(Action{Verb: VerbReform, A: t})
			}
		}
		if !p.Board.Claimed {
			add(Action{Verb: VerbClaim}) // once a turn: the objections stand for the turn (DESIGN)
		}
	} else if s.soloPossible(seat) {
		add(Action{Verb: VerbSolo})
	}
	if s.leads(seat) {
		add(Action{Verb: VerbDissolve})
	}
}

func (s *State) boardSupportAction(seat int, a Action) {
	p := &s.Public
	switch a.Verb {
	case VerbOpen:
		s.openSheet(seat)
	case VerbReform:
		p.Board.Reformed = append(p.Board.Reformed, a.A)
		if p.Chars[seat].Sheet == "" {
			s.openSheet(seat)
		}
		p.Fight.Reform = a.A
		s.log(MsgReform, engine.SeatRef(seat), engine.SeatRef(a.A))
		s.ask(Ask{Kind: AskDeclare, Seat: seat, Fighter: -1, Stat: book.Lv, For: ForReform, Back: AskSupport, Count: p.Ask.Count})
		return
	case VerbClaim:
		p.Board.Claimed = true
		s.declareVictory(seat, false)
		return
	case VerbSolo:
		s.declareVictory(seat, true)
		return
	case VerbDissolve:
		s.dissolve(seat)
	}
	s.ask(Ask{Kind: AskSupport, Seat: seat, Count: p.Ask.Count, Fighter: -1})
}

// boardMain are the main actions of a normal turn (4.3), as the board allows them.
func (s *State) boardMain(seat int, add func(Action)) {
	p := &s.Public
	b := &p.Board
	at := b.Pos[seat]
	switch {
	case at == Outside:
		// 秘密基地周辺: the 侵入チェック (a base player enters without one) or recovery, nothing
		// else, not even a pass (4.6).
		if b.Role[seat] == BasePlayer {
			for _, d := range outerCells() {
				add(Action{Verb: VerbEnter, A: d})
			}
		} else {
			add(Action{Verb: VerbIntrude})
		}
		s.healActions(seat, add)
		return
	case at == OffBoard:
	case b.Skip&mustPass != 0:
		// Twins who begin a turn together pass (3.2); the combat comes after.
		add(Action{Verb: VerbPass})
		return
	default:
		for _, d := range neighbours(at) {
			add(Action{Verb: VerbMove, A: d})
		}
		if Spaceport(at) {
			for pl := range b.Planets {
				if d := PlanetPlace(pl, 0); d != at {
					add(Action{Verb: VerbPort, A: d})
				}
			}
		}
		add(Action{Verb: VerbTele})
		for _, t := range s.opponents(seat) {
			add(Action{Verb: VerbTreat, A: t})
		}
		if len(s.invitable(seat)) > 0 {
			add(Action{Verb: VerbParty})
		}
	}
	s.healActions(seat, add)
	add(Action{Verb: VerbPass})
}

// healActions offer 回復 of each stat that is down (4.3).
func (s *State) healActions(seat int, add func(Action)) {
	body := s.bodyOf(seat)
	if body.Dur < body.MaxDur {
		add(Action{Verb: VerbHeal, A: int(book.Dur)})
	}
	if body.Mind < body.MaxMind {
		add(Action{Verb: VerbHeal, A: int(book.Mind)})
	}
}

func (s *State) boardMainAction(seat int, a Action) {
	b := &s.Public.Board
	switch a.Verb {
	case VerbMove, VerbPort:
		// The spaceport trip is a move along the way the planets allow (AMB-08 a).
		b.Main = MainMove
		s.ownMove(seat)
		s.moveParty(seat, a.A)
	case VerbEnter:
		// A base player's entry is its 侵入 without a check: not one of the moves that may
		// start a combat, as the searchers' 侵入チェック is not (4.3, 4.6).
		b.Main = MainOther
		s.ownMove(seat)
		s.moveParty(seat, a.A)
	case VerbTele:
		b.Main = MainTeleport
		s.ask(Ask{Kind: AskDeclare, Seat: seat, Fighter: -1, Stat: book.Lv, For: ForTeleport})
	case VerbIntrude:
		b.Main = MainOther
		s.ask(Ask{Kind: AskDeclare, Seat: seat, Fighter: -1, Stat: book.Lv, For: ForIntrude})
	case VerbHeal:
		b.Main = MainOther
		s.recover(seat, book.Stat(a.A))
	case VerbTreat:
		b.Main = MainOther
		s.treat(seat, a.A)
	case VerbParty:
		b.Main = MainOther
		s.startInvite(seat)
	case VerbPass:
		b.Main = MainPass
	}
}

// boardDeclared applies a declaration made on the board.
func (s *State) boardDeclared(seat int, ask Ask, n int) {
	p := &s.Public
	s.claim(seat, book.Lv, n)
	switch ask.For {
	case ForTeleport, ForPartyTeleport:
		if ask.For == ForTeleport {
			p.Board.TeleLv = fill(p.Seats, -1)
		}
		p.Board.TeleLv[seat] = n
		s.teleportNext(p.Board.Turn)
	case ForIntrude:
		r := s.roll(2) - p.Board.Intrude[seat]
		ok := r <= n
		s.logDie(seat, r, ok)
		if !ok {
			p.Board.Intrude[seat]++ // the next check's roll is one lower, cumulatively (4.6)
			return
		}
		p.Board.Intrude[seat] = 0
		p.Board.Dest = outerCells()
		s.ask(Ask{Kind: AskDest, Seat: seat, Fighter: -1})
	case ForJail:
		if n >= ask.Lv {
			s.freed(seat)
			return
		}
		p.Board.Arrest[seat]++
	}
}

// teleport rolls a teleport move at declared level lv (4.3): 1D6 at or under it moves exactly
// that many cells; a failure ends the main phase.
func (s *State) teleport(seat, lv int) {
	p := &s.Public
	r := s.d6()
	ok := r <= lv
	s.logDie(seat, r, ok)
	if !ok {
		if p.Options[OptFailedTeleport] == No {
			p.Board.Main = MainOther
		}
		return
	}
	if p.Board.Dest = teleportDestinations(p.Board.Pos[seat], r); len(p.Board.Dest) > 0 {
		s.ask(Ask{Kind: AskDest, Seat: seat, Fighter: -1})
	}
}

// destinations are the places the open AskDest offers.
func (s *State) destinations(seat int) []int { return s.Public.Board.Dest }

// arrive moves seat (with its party) to the place chosen: a teleport's landing, an entry, a
// move after an escape (5.7) — each its own move — or a place at the set-up.
func (s *State) arrive(seat, place int) {
	s.Public.Board.Dest = nil
	s.ownMove(seat)
	s.moveParty(seat, place)
	if s.Public.Board.Escaping == seat {
		s.Public.Board.Escaping = -1
	}
}

// moveParty moves a character and, if it leads a party, its partners with it (6.1).
func (s *State) moveParty(seat, place int) {
	for _, m := range s.party(seat) {
		s.movePiece(m, place)
	}
}

// movePiece puts a piece on a place. Any change of cell ends 拘束, whatever moved the piece
// (4.4, AMB-36 a: else this release could never happen, the bound skipping their own moves).
func (s *State) movePiece(seat, place int) {
	b := &s.Public.Board
	if b.Pos[seat] == place {
		return
	}
	b.Pos[seat] = place
	if b.Bound[seat] > 0 {
		b.Bound[seat] = 0
		s.log(MsgUnbound, engine.SeatRef(seat))
	}
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: -1, To: engine.SeatZone("piece", seat), N: place})
	}
}

// removePiece takes a dead character's piece off the board at once, and its party is no more
// (4.4 死亡状態, 6.1). The combat game alone has no board.
func (s *State) removePiece(seat int) {
	if !s.whole() {
		return
	}
	s.Public.Board.Pos[seat] = OffBoard
	s.leaveParty(seat)
}

// recover is 回復: 1 耐久力 or 1 精神力 back (4.3).
func (s *State) recover(seat int, st book.Stat) {
	c := &s.Public.Chars[seat]
	switch st {
	case book.Dur:
		s.healBody(seat, 1)
	case book.Mind:
		if c.MindLoss > 0 {
			c.MindLoss--
		}
	}
	s.log(MsgRecover, engine.SeatRef(seat), StatTerm(st))
}

// treat is 治療: 1 耐久力 back to another character on the same cell (4.3). It also cures the
// death moss (DESIGN).
func (s *State) treat(seat, t int) {
	b := &s.Public.Board
	s.log(MsgTreat, engine.SeatRef(seat), engine.SeatRef(t))
	if b.Infected[t] {
		b.Infected[t] = false
		return
	}
	s.healBody(t, 1)
}

// healBody restores n 耐久力 (0: all) to seat's body. The table's tally of damage taken goes
// down by as much whatever the body had: how much of it went to a suit is the seat's secret.
func (s *State) healBody(seat, n int) {
	c := &s.Public.Chars[seat]
	m := &s.Private[seat]
	if n == 0 {
		m.Body, c.Taken = 0, 0
		return
	}
	m.Body = max(m.Body-n, 0)
	c.Taken = max(c.Taken-n, 0)
}

// boardDamage is damage outside a combat (a room, the death moss): it may kill.
func (s *State) boardDamage(seat int, st book.Stat, n int) {
	c := &s.Public.Chars[seat]
	switch st {
	case book.Dur:
		s.Private[seat].Body += n
		c.Taken += n
	case book.Mind:
		c.MindLoss += n
	}
	if b := s.bodyOf(seat); b.Dur <= 0 || b.Mind <= 0 {
		s.die(seat)
	}
}

// healFully restores 耐久力 and 精神力 (the base players at the planet phase's end, 4.5).
func (s *State) healFully(seat int) {
	s.healBody(seat, 0)
	s.Public.Chars[seat].MindLoss = 0
}

// outerCells are the base's outer 20 cells.
func outerCells() []int {
	var out []int
	for i := range BaseSide * BaseSide {
		if Outer(basePlace + i) {
			out = append(out, basePlace+i)
		}
	}
	return out
}

// jailbreak is the 脱出チェック, the only main action of a 逮捕 character (4.4): 2D6 plus one per
// earlier failure on the 刑務所 chart; a roll of 2–5 escapes whatever is added. A row that asks
// for an ESP level asks the prisoner to declare it, as every check does (6.1): the table learns
// no more than the declaration.
func (s *State) jailbreak(seat int) {
	b := &s.Public.Board
	b.Main = MainOther
	raw := s.roll(2)
	r := raw + b.Arrest[seat] - 1
	res := book.ChartByID("prison").Lookup(min(r, 12))
	if raw <= 5 {
		res = book.ChartByID("prison").Lookup(raw)
	}
	s.logRoll(seat, "prison", r, res)
	switch res.Do {
	case "escape":
		if raw <= 5 || res.Min <= 0 {
			s.freed(seat)
			return
		}
		s.ask(Ask{Kind: AskDeclare, Seat: seat, Fighter: -1, Stat: book.Lv, For: ForJail, Lv: res.Min})
		return
	case "trap":
		s.freed(seat) // a trap counts as an escape (4.4)
		s.trap(seat)
		return
	case "battle":
		// A random battle: it does not free the prisoner, and counts as a failure (AMB-23 a).
		b.Arrest[seat]++
		s.randomBattle(seat, true)
		return
	case "probed":
		s.probe(seat)
	}
	b.Arrest[seat]++
}

// probe is the 刑務所 chart's 12+: the ESP level becomes 0. The public modifier is set so low
// that no sheet keeps a level (the true level it cancels stays the seat's secret), and the
// level declarations made before no longer describe the character.
func (s *State) probe(seat int) {
	c := &s.Public.Chars[seat]
	c.Mods.Lv = -maxSheetLv()
	c.Claims = slices.DeleteFunc(c.Claims, func(cl Claim) bool { return cl.Stat == book.Lv })
}

// maxSheetLv is the highest ESP level a sheet prints.
func maxSheetLv() int {
	n := 0
	for _, c := range book.Characters() {
		n = max(n, c.Stats.Lv)
	}
	return n
}

// weaponTrap is a 武器チェック that became a trap: in a 刑務所 chart's fight this frees the
// prisoner, the turn player (4.4). The member keeps its ray gun (weaponCheck).
func (s *State) weaponTrap() {
	b := &s.Public.Board
	if s.whole() && s.Public.Fight.Prison && b.Turn >= 0 && b.Arrest[b.Turn] > 0 {
		s.freed(b.Turn)
	}
}

func (s *State) freed(seat int) {
	s.Public.Board.Arrest[seat] = 0
	s.log(MsgFreed, engine.SeatRef(seat))
}

// turnEnds checks the ends a turn can bring: every character dead, or an Evil declarer's
// 1000th unmoved turn, ends the game (4.2); the planet phase ends on its three conditions (4.5).
func (s *State) turnEnds(seat int) {
	p := &s.Public
	if s.Result != nil {
		return
	}
	if !slices.ContainsFunc(p.Chars, func(c Char) bool { return c.Alive }) {
		s.gameOver(EndAllDead)
		return
	}
	if s.watchTurn(seat) {
		s.gameOver(EndThousand)
		return
	}
	if p.Board.TurnsOf[seat] >= turnLimit {
		s.gameOver(EndLimit)
		return
	}
	if p.Board.Part == PartPlanet && s.planetOver() {
		p.Board.Steps.Now(Step{Kind: sPlanetEnd})
	}
}

// watchTurn counts seat's turn for the 1000-turn rule if it made an Evil 勝利宣言, and reports
// whether that makes 1000 (AMB-24 a: its own turns, its own moves). A turn in which it moved,
// or declared, does not count; a dead declarer's count starts again (it must live the 1000).
func (s *State) watchTurn(seat int) bool {
	p := &s.Public
	for t := range p.Board.Evil {
		if w := &p.Board.Evil[t]; w.Declared && !p.Chars[t].Alive {
			w.Turns, w.Moved = 0, false
		}
	}
	w := &p.Board.Evil[seat]
	switch {
	case !w.Declared || !p.Chars[seat].Alive:
		return false
	case w.Moved:
		w.Moved = false
		return false
	}
	w.Turns++
	return w.Turns >= thousand
}

// thousand is the 1000 turns of the Evil declarer's rule (4.2).
const thousand = 1000

// ownMove is seat moving its own piece (a move, a teleport, an entry, its escape's move): an
// Evil declarer's unmoved turns start again, and the turn under way, if its own, does not count.
func (s *State) ownMove(seat int) {
	b := &s.Public.Board
	if w := &b.Evil[seat]; w.Declared {
		w.Turns = 0
		w.Moved = b.Turn == seat
	}
}
