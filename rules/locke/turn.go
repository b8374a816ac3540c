package locke

import (
	"slices"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// The normal turn (4.3): チェック → 支援1 → 主要 → マスの効果 → 支援2 → 戦闘発生, then the player to
// the right. The states of 4.4 decide which phases a character skips.

// Phases a turn skips, as a set in Board.Skip.
const (
	skipSupport1 uint8 = 1 << iota
	skipMain
	skipCell
	skipSupport2
	skipBattle
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
		seat := (b.Turn + i + p.Seats) % p.Seats
		if s.takesTurns(seat) {
			b.Steps.Later(Step{Kind: sTurn, Seat: seat})
			return
		}
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
	b.Main = MainNone
	b.Skip = 0
	b.Reformed = nil
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
	if b.Evil.Seat == seat {
		b.Evil.Turns++
		if b.Evil.Turns >= 1000 {
			s.gameOver(EndThousand)
			return
		}
	}
	switch {
	case s.partner(seat):
		b.Skip = skipAll // パートナー状態 (4.4)
	case b.Bound[seat] > 0:
		// 拘束状態: every phase but this one is skipped, the turn it ends included (4.4).
		b.Bound[seat]--
		b.Skip = skipAll
		if b.Bound[seat] == 0 {
			s.log(MsgUnbound, engine.SeatRef(seat))
		}
	case b.Arrest[seat] > 0:
		b.Skip = skipSupport1 | skipCell | skipSupport2 | skipBattle // 逮捕状態 (4.4)
	case b.Part == PartBase && b.Role[seat] == Searcher && s.faceDownUnder(seat):
		b.Skip = skipSupport1 | skipMain // 4.6
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

func (s *State) battlePhase(seat int, any bool) {
	b := &s.Public.Board
	if b.Skip&skipBattle != 0 || !s.Public.Chars[seat].Alive || s.partner(seat) {
		return
	}
	main := b.Main == MainMove || b.Main == MainPass || b.Main == MainTeleport
	if !any && !main {
		return
	}
	if len(s.opponents(seat)) == 0 {
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
		add(Action{Verb: "end"})
	case AskMain:
		s.boardMain(seat, add)
	case AskDest:
		for _, d := range s.destinations(seat) {
			add(Action{Verb: "to", A: d})
		}
	case AskBattle:
		add(Action{Verb: "battle"})
		if !s.twinThere(seat) {
			add(Action{Verb: "nobattle"})
		}
	case AskSetup:
		s.setupLegal(seat, add)
	case AskPlace:
		s.placeLegal(seat, add)
	case AskObject:
		add(Action{Verb: "object"})
		add(Action{Verb: "accept"})
	case AskInvite, AskAgree:
		s.partyLegal(seat, add)
	case AskPeek:
		for _, t := range s.peekTargets(seat, a.Count == 1) {
			add(Action{Verb: "peek", A: t})
		}
	}
}

// boardAnswer applies a legal action to a board question.
func (s *State) boardAnswer(seat int, a Action) {
	p := &s.Public
	ask := p.Ask
	switch ask.Kind {
	case AskSupport:
		if a.Verb == "end" {
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
		if a.Verb == "battle" {
			s.startCombat(seat)
		}
	case AskSetup:
		s.setupAnswer(seat, a)
	case AskPlace:
		s.placeAnswer(seat, a)
	case AskObject:
		s.objection(seat, a.Verb == "object")
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
		add(Action{Verb: "open"})
	}
	if s.side(seat) != book.Special {
		for _, t := range s.opponents(seat) {
			if !slices.Contains(p.Board.Reformed, t) {
				add(Action{Verb: "reform", A: t})
			}
		}
		add(Action{Verb: "claim"})
	} else if s.soloPossible(seat) {
		add(Action{Verb: "solo"})
	}
	if s.leads(seat) {
		add(Action{Verb: "dissolve"})
	}
}

func (s *State) boardSupportAction(seat int, a Action) {
	p := &s.Public
	switch a.Verb {
	case "open":
		s.openSheet(seat)
	case "reform":
		p.Board.Reformed = append(p.Board.Reformed, a.A)
		if p.Chars[seat].Sheet == "" {
			s.openSheet(seat)
		}
		p.Fight.Reform = a.A
		s.log(MsgReform, engine.SeatRef(seat), engine.SeatRef(a.A))
		s.ask(Ask{Kind: AskDeclare, Seat: seat, Fighter: -1, Stat: book.Lv, For: ForReform, Back: AskSupport, Count: p.Ask.Count})
		return
	case "claim":
		s.declareVictory(seat, false)
		return
	case "solo":
		s.declareVictory(seat, true)
		return
	case "dissolve":
		s.dissolve(seat)
	}
	s.ask(Ask{Kind: AskSupport, Seat: seat, Count: p.Ask.Count, Fighter: -1})
}

// boardMain are the main actions of a normal turn (4.3), as the board allows them.
func (s *State) boardMain(seat int, add func(Action)) {
	p := &s.Public
	b := &p.Board
	at := b.Pos[seat]
	body := s.bodyOf(seat)
	switch {
	case at == Outside:
		if b.Role[seat] == BasePlayer {
			for _, d := range outerCells() {
				add(Action{Verb: "enter", A: d})
			}
		} else {
			add(Action{Verb: "intrude"})
		}
	case at == OffBoard:
	case s.twinThere(seat):
		// Twins who begin a turn together pass (3.2); the combat comes after.
		add(Action{Verb: "pass"})
		return
	default:
		for _, d := range neighbours(at) {
			add(Action{Verb: "move", A: d})
		}
		if Spaceport(at) {
			for pl := range b.Planets {
				if d := PlanetPlace(pl, 0); d != at {
					add(Action{Verb: "port", A: d})
				}
			}
		}
		add(Action{Verb: "tele"})
		for _, t := range s.opponents(seat) {
			add(Action{Verb: "treat", A: t})
		}
		if len(s.invitable(seat)) > 0 {
			add(Action{Verb: "party"})
		}
	}
	if body.Dur < body.MaxDur {
		add(Action{Verb: "heal", A: int(book.Dur)})
	}
	if body.Mind < body.MaxMind {
		add(Action{Verb: "heal", A: int(book.Mind)})
	}
	add(Action{Verb: "pass"})
}

func (s *State) boardMainAction(seat int, a Action) {
	b := &s.Public.Board
	switch a.Verb {
	case "move", "port":
		b.Main = MainMove
		s.moveParty(seat, a.A)
	case "enter":
		b.Main = MainMove
		s.moveParty(seat, a.A)
	case "tele":
		b.Main = MainTeleport
		s.ask(Ask{Kind: AskDeclare, Seat: seat, Fighter: -1, Stat: book.Lv, For: ForTeleport})
	case "intrude":
		b.Main = MainOther
		s.ask(Ask{Kind: AskDeclare, Seat: seat, Fighter: -1, Stat: book.Lv, For: ForIntrude})
	case "heal":
		b.Main = MainOther
		s.recover(seat, book.Stat(a.A))
	case "treat":
		b.Main = MainOther
		s.treat(seat, a.A)
	case "party":
		b.Main = MainOther
		s.startInvite(seat)
	case "pass":
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

// arrive moves seat (with its party) to the place chosen.
func (s *State) arrive(seat, place int) {
	s.Public.Board.Dest = nil
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

// movePiece puts a piece on a place. Being moved ends 拘束 (4.4, AMB-36 a) and, for an Evil
// victory's declarer, the 1000-turn watch (AMB-24 a counts only its own moves: the watch
// restarts whenever it moves).
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
	if b.Evil.Seat == seat {
		b.Evil.Turns = 0
	}
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: -1, To: engine.SeatZone("piece", seat), N: place})
	}
}

// recover is 回復: 1 耐久力 or 1 精神力 back (4.3).
func (s *State) recover(seat int, st book.Stat) {
	c := &s.Public.Chars[seat]
	m := &s.Private[seat]
	switch st {
	case book.Dur:
		if m.Body > 0 {
			m.Body--
			c.Taken--
		}
	case book.Mind:
		if c.MindLoss > 0 {
			c.MindLoss--
		}
	}
	s.log(MsgRecover, engine.SeatRef(seat), int(st))
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
	if m := &s.Private[t]; m.Body > 0 {
		m.Body--
		s.Public.Chars[t].Taken--
	}
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
		s.Public.Board.Pos[seat] = OffBoard
	}
}

// healFully restores 耐久力 and 精神力 (the base players at the planet phase's end, 4.5).
func (s *State) healFully(seat int) {
	c := &s.Public.Chars[seat]
	c.Taken -= s.Private[seat].Body
	s.Private[seat].Body = 0
	c.MindLoss = 0
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
// earlier failure on the 刑務所 chart; 2–5 always escape.
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
		if s.bodyOf(seat).Lv >= res.Min {
			s.freed(seat)
			return
		}
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
		s.Public.Chars[seat].Mods.Lv -= s.bodyOf(seat).Lv
	}
	b.Arrest[seat]++
}

func (s *State) freed(seat int) {
	s.Public.Board.Arrest[seat] = 0
	s.log(MsgFreed, engine.SeatRef(seat))
}

// turnEnds checks the ends a turn can bring: every character dead ends the game (4.2); the
// planet phase ends on its three conditions (4.5).
func (s *State) turnEnds(seat int) {
	p := &s.Public
	if s.Result != nil {
		return
	}
	alive := false
	for _, c := range p.Chars {
		alive = alive || c.Alive
	}
	if !alive {
		s.gameOver(EndAllDead)
		return
	}
	if p.Board.Part == PartPlanet && s.planetOver() {
		p.Board.Steps.Now(Step{Kind: sPlanetEnd})
	}
}
