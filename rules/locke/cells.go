package locke

import (
	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// The マスの効果発動フェイズ (4.3): the card under the turn player's piece acts, turned face up
// first when a searcher stands on it face down. Planet and base cards are data (book); this
// file interprets their verbs. A face-up card acts again on every later visit unless its
// finder took it (AMB-33 a).

// cellPhase runs the cell effect for seat: the turn player's, unless its states skip the
// phase (4.4), or an escaped character's on its new cell (5.7), whatever its turn skipped.
func (s *State) cellPhase(seat int, escaped bool) {
	b := &s.Public.Board
	if b.Skip&skipCell != 0 && b.Turn == seat && !escaped || !s.Public.Chars[seat].Alive {
		return
	}
	place := b.Pos[seat]
	c := b.cellAt(place)
	if c == nil || c.Gone {
		return
	}
	code, ok := s.turnOver(seat, place)
	if !ok {
		return
	}
	switch {
	case OnPlanet(place):
		s.planetEffect(seat, place, code)
	case InBase(place):
		s.baseEffect(seat, place, code)
	}
}

// turnOver gives the card under seat: a searcher turns a face-down one over; a base player
// never does, and feels a face-down card only if it is one of those for all characters (4.6).
func (s *State) turnOver(seat, place int) (int, bool) {
	b := &s.Public.Board
	c := b.cellAt(place)
	code := s.hiddenAt(place)
	if code < 0 || !c.Down && c.Card < 0 {
		return 0, false
	}
	if c.Down {
		if b.Role[seat] != Searcher {
			return code, InBase(place) && code < keyCard && book.BaseCards()[code].All
		}
		c.Down, c.Card = false, code
		if OnPlanet(place) {
			b.Seen = append(b.Seen, code)
		} else {
			b.SeenBase = append(b.SeenBase, code)
		}
		s.log(MsgTurnOver, engine.SeatRef(seat), PlaceTerm(place), engine.CardRef(cardRefOf(place, code)))
		if s.Loud() {
			s.Emit(engine.Event{Kind: engine.EvReveal, Seat: seat, Card: cardRefOf(place, code), Audience: engine.Everyone(), N: place})
		}
	}
	return c.Card, true
}

// hiddenAt is the card code at a place, -1 for none.
func (s *State) hiddenAt(place int) int {
	switch {
	case OnPlanet(place) && place < len(s.Hidden.PlanetAt):
		return s.Hidden.PlanetAt[place]
	case InBase(place) && s.Hidden.GridAt != nil:
		return s.Hidden.GridAt[place-basePlace]
	}
	return -1
}

// take removes a card its finder takes (情報入手, an item) from the board.
func (s *State) take(place int) {
	c := s.Public.Board.cellAt(place)
	c.Card = -1
	if OnPlanet(place) {
		s.Hidden.PlanetAt[place] = -1
	} else {
		s.Hidden.GridAt[place-basePlace] = -1
	}
}

// planetEffect is a planet card's effect on seat.
func (s *State) planetEffect(seat, place, code int) {
	b := &s.Public.Board
	if code >= ambushCard {
		s.ambush(seat, place, code)
		return
	}
	card := book.PlanetCards()[code]
	switch card.Do {
	case "info":
		b.Info[seat] += card.N
		s.log(MsgInfo, engine.SeatRef(seat), b.Info[seat])
	case "item":
		for range card.N {
			s.gainItem(seat)
		}
	case "battle":
		s.chartBattle(seat)
	case "arrest":
		b.Arrest[seat] = 1
		s.log(MsgArrested, engine.SeatRef(seat))
	case "trap":
		s.trap(seat)
	case "reveal_self":
		if s.Public.Chars[seat].Sheet == "" {
			s.openSheet(seat)
		}
	case "reveal_other":
		s.peekStep(Step{Seat: seat})
	case "heal":
		s.healFully(seat)
	}
	if card.Take {
		s.take(place)
	}
}

// ambush is a 待ち伏せ turned over: the base player in charge of it is there after all, and
// everyone on the cell fights (DESIGN: the card text is missing, AMB-30); when the combat ends
// the base player's piece leaves the planets (4.5, afterCombat). A dead base player's ambush
// is empty. Either way the card is spent.
func (s *State) ambush(seat, place, code int) {
	who := s.ambusher(seat, place, code)
	if who < 0 {
		return
	}
	s.movePiece(who, place)
	s.openCombat(place, false, -1)
	for _, c := range s.together(place) {
		s.bringIn(c)
	}
}

// ambusher spends the 待ち伏せ at place, which seat turned over, and names the living base
// player in charge of it, -1 when it is dead (the base players' plans say who: every base
// player holds them).
func (s *State) ambusher(seat, place, code int) int {
	s.take(place)
	who := -1
	if bases := s.seatsWith(BasePlayer); len(bases) > 0 {
		for _, pl := range s.Private[bases[0]].Plans {
			if pl.Place == place && pl.Card == code {
				who = pl.Seat
			}
		}
	}
	s.log(MsgAmbush, engine.SeatRef(seat), who)
	if who < 0 || !s.Public.Chars[who].Alive {
		return -1
	}
	return who
}

// chartBattle is a 戦闘発生 card: a random battle by the chart on seat's cell; the cell brings
// one NPC into a fight at most (6.2).
func (s *State) chartBattle(seat int) {
	if s.Public.Fight.On {
		r := s.roll(2)
		res := book.ChartByID("battle").Lookup(r)
		s.logRoll(seat, "battle", r, res)
		if res.Do == "npc" {
			s.AddCellNPC(res.Ref)
		}
		return
	}
	s.randomBattle(seat, false)
}

// baseEffect is a base card's effect on seat.
func (s *State) baseEffect(seat, place, code int) {
	b := &s.Public.Board
	if code >= keyCard {
		if b.Role[seat] == Searcher {
			s.destroyKey(seat, place)
		}
		return
	}
	card := book.BaseCards()[code]
	if b.Role[seat] == BasePlayer && !card.All {
		return
	}
	switch card.Do {
	case "teleport_random":
		s.leaveParty(seat)
		s.movePiece(seat, BasePlace(s.d6()-1, s.d6()-1))
		s.log(MsgThrown, engine.SeatRef(seat), PlaceTerm(b.Pos[seat]))
	case "whitehole":
		s.leaveParty(seat)
		outer := outerCells()
		s.movePiece(seat, outer[s.RNG.IntN(len(outer))])
		s.log(MsgThrown, engine.SeatRef(seat), PlaceTerm(b.Pos[seat]))
	case "blackhole":
		s.log(MsgBlackHole, engine.SeatRef(seat))
		s.die(seat) // the piece leaves the board with it
	case "trap":
		s.trap(seat)
	case "battle":
		s.chartBattle(seat)
	case "npc":
		s.cellNPC(seat, card.Ref)
	case "damage":
		s.boardDamage(seat, card.Stat, card.N)
	case "heal":
		s.healStat(seat, card.Stat, card.N)
	case "illusion":
		s.roomIllusion(seat, card.N)
	case "item":
		for range card.N {
			s.gainItem(seat)
		}
	}
	if card.Take {
		s.take(place)
	}
}

// healStat restores n of a stat (0: all), or both stats when st is 0.
func (s *State) healStat(seat int, st book.Stat, n int) {
	c := &s.Public.Chars[seat]
	if st == 0 || st == book.Dur {
		s.healBody(seat, n)
	}
	if st == 0 || st == book.Mind {
		d := c.MindLoss
		if n > 0 {
			d = min(d, n)
		}
		c.MindLoss -= d
	}
	s.log(MsgRecover, engine.SeatRef(seat), StatTerm(st))
}

// roomIllusion is a 幻覚 room of LV lv (or the トラップ chart's 幻覚, LV 3): the character
// resists as against the 幻覚 Cカード, declaring its ESP level and then its 精神力 (lower, if it
// likes, to hide who it is: 3.1), and resists when LV + 2D6 ≤ the two; otherwise it is bound
// for two turns (DESIGN: 気絶's two rounds, on the board).
func (s *State) roomIllusion(seat, lv int) {
	s.ask(Ask{Kind: AskDeclare, Seat: seat, Fighter: -1, Stat: book.Lv, For: ForRoom, Count: lv})
}

// roomDeclared takes the declarations of a room's 幻覚 (Ask.Count is its LV, Ask.Lv the ESP
// level declared first).
func (s *State) roomDeclared(seat int, ask Ask, n int) {
	switch ask.For {
	case ForRoom:
		s.claim(seat, book.Lv, n)
		s.ask(Ask{Kind: AskDeclare, Seat: seat, Fighter: -1, Stat: book.Mind, For: ForRoomMind, Lv: n, Count: ask.Count})
	case ForRoomMind:
		s.Public.Ask = Ask{}
		s.claim(seat, book.Mind, n)
		r := s.roll(2)
		ok := ask.Count+r <= ask.Lv+n
		s.logDie(seat, r, ok)
		if !ok {
			s.bind(seat, 2)
		}
	}
}

// bind puts seat in 拘束 for n turns (4.4).
func (s *State) bind(seat, n int) {
	if n <= 0 {
		return
	}
	s.Public.Board.Bound[seat] = max(s.Public.Board.Bound[seat], n)
	s.log(MsgBound, engine.SeatRef(seat), n)
}

// trapIllusionLv is the LV of the トラップ chart's 幻覚 (DESIGN: the chart gives none; a weaker
// one than the base's 幻覚 rooms, LV 4 to 6).
const trapIllusionLv = 3

// trap is the トラップ chart for seat (4.5, 4.6).
func (s *State) trap(seat int) {
	p := &s.Public
	b := &p.Board
	r := s.roll(2)
	res := book.ChartByID("trap").Lookup(r)
	s.logRoll(seat, "trap", r, res)
	here := s.together(b.Pos[seat])
	if len(here) == 0 {
		here = []int{seat}
	}
	switch res.Do {
	case "infect":
		b.Infected[seat] = true // death moss: 1 耐久力 at each check phase until treated (DESIGN)
	case "attack_all":
		// Every character on the cell takes a 10:1 attack: the damage table's last column.
		for _, t := range here {
			dmg := book.Damage(s.roll(2), book.DamageColumns-1)
			s.boardDamage(t, book.Dur, dmg)
		}
	case "rest_female":
		for _, t := range here {
			if sil := silhouette(p.Chars[t].Silhouette); sil != nil && sil.Sex == book.Female {
				s.bind(t, s.roll(res.N))
			}
		}
	case "illusion":
		s.roomIllusion(seat, trapIllusionLv)
	case "npc":
		s.cellNPC(seat, res.Ref)
	case "rest":
		s.bind(seat, s.roll(res.N))
	case "rest_maybe":
		if s.d6() <= 2 {
			s.bind(seat, s.roll(res.N))
		}
	case "harvest":
		s.log(MsgHarvested, engine.SeatRef(seat))
		s.die(seat) // removed from the board for good (DESIGN: as a death)
	}
}

// joinCell is the cell's effect phase of a searcher who joined the fight at its first movement
// (5.1 (2)), before the pre-combat phase: the card of the fight's cell acts on it as in a turn
// of its own (a face-down one turns over). A 待ち伏せ brings its base player into this fight
// rather than a new one; a card that throws the searcher elsewhere (ランダムテレポート, ホワイト
// ホール) takes it out of the fight before it has fought. Whatever the cell brings in, its NPC
// or the base player, comes in at this movement too. With the option join_cell=npc only the
// cell's opponent comes of it (a battle card's or a room's NPC, a 待ち伏せ's base player) and
// any other card waits, face up, for a cell phase.
func (s *State) joinCell(f int) {
	p := &s.Public
	seat := p.Fight.Fighters[f].Seat
	place := p.Board.Pos[seat]
	if c := p.Board.cellAt(place); p.Fight.Fighters[f].Out || c == nil || c.Gone {
		return
	}
	code, ok := s.turnOver(seat, place)
	if !ok {
		return
	}
	n := len(p.Fight.Fighters)
	switch {
	case OnPlanet(place) && code >= ambushCard:
		s.ambushJoins(s.ambusher(seat, place, code))
	case p.Options[OptJoinCell] == JoinCellNPC:
		s.cellOpponent(place, seat, code)
	case OnPlanet(place):
		s.planetEffect(seat, place, code)
	default:
		s.baseEffect(seat, place, code)
	}
	if p.Chars[seat].Alive && p.Board.Pos[seat] != p.Fight.Place {
		s.leave(f)
	}
	var pre []Task
	for i := n; i < len(p.Fight.Fighters); i++ {
		if fi := &p.Fight.Fighters[i]; !fi.Out && fi.JoinAt == p.Fight.Round+1 {
			s.enter(i)
			if fi.Kind == PC {
				pre = append(pre, Task{Kind: tPre, Fighter: i})
			}
		}
	}
	p.Tasks.Now(pre...)
}

// cellOpponent is what option join_cell=npc keeps of a card turned in a fight: a battle card's
// or a room's NPC (a 重要拠点 does nothing).
func (s *State) cellOpponent(place, seat, code int) {
	if code >= keyCard {
		return
	}
	var do, ref string
	if OnPlanet(place) {
		do = book.PlanetCards()[code].Do
	} else {
		card := book.BaseCards()[code]
		do, ref = card.Do, card.Ref
	}
	switch do {
	case "battle":
		s.chartBattle(seat)
	case "npc":
		s.AddCellNPC(ref)
	}
}

// ambushJoins brings a 待ち伏せ's base player into the fight under way at the next movement
// (this one, when a searcher joining the fight turned it: joinCell).
func (s *State) ambushJoins(who int) {
	p := &s.Public
	if who < 0 || p.Chars[who].Fighter >= 0 {
		return
	}
	s.addPC(who, p.Fight.Round+1)
}

// cardRefOf names a board card in a message: a planet or base card by its code.
func cardRefOf(place, code int) int {
	if OnPlanet(place) {
		return PlanetRef(code)
	}
	return BaseRef(code)
}
