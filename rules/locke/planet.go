package locke

import (
	"slices"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// The planet phase (4.5, 6.2): six planets of six cells (three or four at 5 or 6 players) dealt
// face down, each planet's leftmost cell its 宇宙港 (AMB-01 b); the base players' 待ち伏せ; the
// searchers on spaceports; turns to the right with the base players' skipped; and its end.

// Hidden card codes beside a deck's indexes.
const (
	ambushCard = 1000 // + the letter, 0..3 (A..D)
	keyCard    = 2000 // + the 重要拠点's index in book.KeyCards()
)

// fewPlayers is the table of 6.2 for fewer than seven players: planets in play (18 and 24
// cards laid as whole planets of six, AMB-02 a) and 待ち伏せ placed. Seven or more play six
// planets and four 待ち伏せ.
var fewPlayers = map[int]struct{ planets, ambushes int }{5: {3, 2}, 6: {4, 3}}

// planetCount is how many planets a table of n plays on (36, 24 or 18 cards).
func planetCount(n int) int {
	if f, ok := fewPlayers[n]; ok {
		return f.planets
	}
	return 6
}

// ambushes is how many 待ち伏せ are placed.
func ambushes(n int) int {
	if f, ok := fewPlayers[n]; ok {
		return f.ambushes
	}
	return 4
}

// flips is how many unused planet cards each base player turns over when the planet phase
// ends: [18 ÷ searchers] rounded up, or [cards dealt ÷ searchers] at five and six players (4.5,
// 6.2). The searchers are counted by silhouette as seated at the set-up (AMB-03 a).
func flips(seats, searchers int) int {
	dealt := 18
	if seats <= 6 {
		dealt = planetCount(seats) * PlanetCells
	}
	return (dealt + searchers - 1) / max(searchers, 1)
}

// planetStart lays the planet phase out, step by step (st.N): the board, each 待ち伏せ, each
// searcher's spaceport, the first player.
func (s *State) planetStart(st Step) {
	p := &s.Public
	b := &p.Board
	switch st.N {
	case 0:
		b.Planets = planetCount(p.Seats)
		s.Hidden.PlanetAt, s.Hidden.PlanetDeck, b.Cells = s.layOut(len(book.PlanetCards()), b.Planets*PlanetCells)
		b.PlanetDeck = len(s.Hidden.PlanetDeck)
		b.Steps.Now(Step{Kind: sPlanetStart, N: 1})
	case 1:
		// The base players place the 待ち伏せ one at a time, in seat order from the first
		// base player and round again while some are left (DESIGN: 4.5 leaves the order to the
		// table). Who places one is the one in charge of it (its 待ち伏せ担当カード), so each base
		// player decides where its own ambush waits.
		placed := b.Ambushes
		bases := s.seatsWith(BasePlayer)
		if placed >= ambushes(p.Seats) || len(bases) == 0 {
			b.Steps.Now(Step{Kind: sPlanetStart, N: 2})
			return
		}
		b.Steps.Now(Step{Kind: sPlanetStart, N: 1})
		s.ask(Ask{Kind: AskPlace, Seat: bases[placed%len(bases)], Fighter: -1, Count: placed})
	case 2:
		// Each searcher puts its piece on a spaceport of its choice, in seat order, in view of
		// all; the card under it stays face down until a cell phase turns it (AMB-01 b).
		for _, seat := range s.seatsWith(Searcher) {
			if b.Pos[seat] == OffBoard && p.Chars[seat].Alive {
				b.Steps.Now(Step{Kind: sPlanetStart, N: 2})
				b.Dest = nil
				for pl := range b.Planets {
					b.Dest = append(b.Dest, PlanetPlace(pl, 0))
				}
				s.ask(Ask{Kind: AskDest, Seat: seat, Fighter: -1})
				return
			}
		}
		b.Steps.Now(Step{Kind: sPlanetStart, N: 3})
	case 3:
		// The first player is drawn at random among the searchers, as by a die (base players
		// have no planet turns); turns then go to the right.
		ss := s.seatsWith(Searcher)
		first := ss[s.RNG.IntN(len(ss))]
		b.Part = PartPlanet
		b.Turn = s.toRight(first, -1) // the turn goes to first next
		s.log(MsgPlanetPhase, engine.SeatRef(first))
	}
}

// seatsWith are the seats of a role, in seat order.
func (s *State) seatsWith(r Role) []int {
	var out []int
	for seat, x := range s.Public.Board.Role {
		if x == r {
			out = append(out, seat)
		}
	}
	return out
}

// placeLegal offers the cells a 待ち伏せ (planet) or a 重要拠点 (base, once the grid is laid)
// may go on: any of the board's cells without one.
func (s *State) placeLegal(seat int, add func(Action)) {
	from, to := s.placeRange()
	for i := from; i < to; i++ {
		if s.placeOpen(seat, i) {
			add(Action{Verb: VerbPlace, A: i})
		}
	}
}

// placeRange is where a 待ち伏せ or 重要拠点 may go: the base's cells while the base is laid
// out, else the planets'.
func (s *State) placeRange() (from, to int) {
	if b := &s.Public.Board; b.Grid == nil {
		return 0, len(b.Cells)
	}
	return basePlace, basePlace + BaseSide*BaseSide
}

// placeOpen reports whether seat may place a 待ち伏せ or 重要拠点 on place: one of the range,
// holding none of the plans it knows.
func (s *State) placeOpen(seat, place int) bool {
	from, to := s.placeRange()
	return place >= from && place < to &&
		!slices.ContainsFunc(s.Private[seat].Plans, func(pl Plan) bool { return pl.Place == place })
}

// placeAnswer puts a 待ち伏せ or 重要拠点 face down in exchange for the card there: a planet
// card goes to 惑星ラフノール (4.5), a base card back into the deck (4.6). Every base player
// learns where.
func (s *State) placeAnswer(seat int, a Action) {
	p := &s.Public
	b := &p.Board
	p.Ask = Ask{}
	var pl Plan
	if InBase(a.A) {
		k := b.KeysPlaced
		i := a.A - basePlace
		s.Hidden.BaseDeck = append(s.Hidden.BaseDeck, s.Hidden.GridAt[i])
		b.BaseDeck++
		s.Hidden.GridAt[i] = keyCard + k
		pl = Plan{Place: a.A, Card: keyCard + k, Seat: seat}
		b.KeysPlaced++
		b.Keys++ // standing: placed and not destroyed
	} else {
		letter := b.Ambushes
		s.Hidden.Raphnor = append(s.Hidden.Raphnor, s.Hidden.PlanetAt[a.A])
		b.Raphnor++
		s.Hidden.PlanetAt[a.A] = ambushCard + letter
		pl = Plan{Place: a.A, Card: ambushCard + letter, Seat: seat}
		b.Ambushes++
	}
	for _, bp := range s.seatsWith(BasePlayer) {
		s.Private[bp].Plans = append(s.Private[bp].Plans, pl)
	}
	s.log(MsgPlaced, engine.SeatRef(seat))
}

// planetOver reports whether the planet phase ends after a turn (4.5): no face-down planet
// card left (惑星ラフノール aside), a character or party holding three 情報入手, or every
// searcher dead.
func (s *State) planetOver() bool {
	p := &s.Public
	down := false
	for _, c := range p.Board.Cells {
		down = down || c.Down
	}
	if !down {
		return true
	}
	alive := false
	for _, seat := range s.seatsWith(Searcher) {
		alive = alive || p.Chars[seat].Alive
	}
	return !alive || s.infoHolder() >= 0
}

// infoHolder is a character or party leader holding three or more 情報入手, -1 for none.
func (s *State) infoHolder() int {
	for seat := range s.Public.Chars {
		if !s.partner(seat) && s.partyInfo(seat) >= 3 {
			return seat
		}
	}
	return -1
}

// planetEnds is the planet phase's end processing (4.5, 6.2).
func (s *State) planetEnds() {
	p := &s.Public
	b := &p.Board
	b.LastTurn = b.Turn
	s.log(MsgPlanetEnd)
	// Cards other than 情報入手 held are discarded: none are held but those (an item card is
	// an ability card the moment it is found). The cards on the board and on 惑星ラフノール go
	// with the planets. The living base players heal fully.
	for _, seat := range s.seatsWith(BasePlayer) {
		if p.Chars[seat].Alive {
			s.healFully(seat)
		}
	}
	// Every base player, dead or alive, turns over its share of the unused planet cards (the
	// deck; 惑星ラフノール's cards were dealt, not unused) and gains an ability card per 白紙
	// among them (AMB-03 a); an empty deck stops the turning.
	n := flips(p.Seats, len(s.seatsWith(Searcher)))
	for _, seat := range s.seatsWith(BasePlayer) {
		blanks, turned := 0, 0
		for range n {
			d := s.Hidden.PlanetDeck
			if len(d) == 0 {
				break
			}
			c := d[len(d)-1]
			s.Hidden.PlanetDeck = d[:len(d)-1]
			b.PlanetDeck--
			turned++
			b.Seen = append(b.Seen, c)
			if book.PlanetCards()[c].Do == "blank" {
				blanks++
			}
			if s.Loud() {
				s.Emit(engine.Event{Kind: engine.EvReveal, Seat: seat, Card: PlanetRef(c), Audience: engine.Everyone()})
			}
		}
		s.log(MsgBlanks, engine.SeatRef(seat), turned, blanks)
		for range blanks {
			s.gainItem(seat)
		}
	}
	steps := []Step{{Kind: sBaseStart}}
	if h := s.infoHolder(); h >= 0 {
		// The ≥ 3 情報入手 reward: the holder (each of a party) looks at as many base players'
		// sheets as it holds 情報入手, then its leader gains an ability card (4.5, 6.1).
		var peeks []Step
		for _, m := range s.party(h) {
			for range min(b.Info[m], len(s.seatsWith(BasePlayer))) {
				peeks = append(peeks, Step{Kind: sPeek, Seat: m, N: 1})
			}
		}
		steps = append(append(peeks, Step{Kind: sReward, Seat: h}), steps...)
	}
	b.Steps.Now(steps...)
}

// gainItem draws an ability card at random for seat (4.7).
func (s *State) gainItem(seat int) {
	d := s.Hidden.ItemDeck
	if len(d) == 0 {
		return
	}
	c := d[len(d)-1]
	s.Hidden.ItemDeck = d[:len(d)-1]
	s.Public.Board.ItemDeck--
	s.Private[seat].Items = append(s.Private[seat].Items, c)
	s.Public.Chars[seat].Items++
	s.log(MsgItem, engine.SeatRef(seat))
	if s.Loud() {
		s.Emit(engine.Event{Kind: engine.EvMove, Seat: seat, Card: ItemRef(c), Audience: engine.Only(seat), To: engine.SeatZone("items", seat)})
	}
}

// peekTargets are whose sheets seat may look at now: base players for the 情報入手 reward,
// anyone else otherwise; never one it knows or one face up.
func (s *State) peekTargets(seat int, baseOnly bool) []int {
	p := &s.Public
	var out []int
	for t, c := range p.Chars {
		if t == seat || c.Sheet != "" {
			continue
		}
		if _, known := s.Private[seat].Known[t]; known {
			continue
		}
		if baseOnly && p.Board.Role[t] != BasePlayer {
			continue
		}
		out = append(out, t)
	}
	return out
}

// peek shows seat the sheet of t, to seat alone.
func (s *State) peek(seat, t int) {
	m := &s.Private[seat]
	if m.Known == nil {
		m.Known = map[int]string{}
	}
	m.Known[t] = s.Private[t].Sheet
	if s.Loud() {
		// Everyone sees the look; its face shows to the viewer alone (as 接触テレパス).
		id := s.Private[t].Sheet
		s.Emit(engine.Event{Kind: engine.EvReveal, Seat: t, Card: SheetRef(id), Face: engine.Only(seat),
			Data: SheetData{Seat: t, Sheet: id}, Msg: engine.M(MsgPeek, engine.SeatRef(seat), engine.SeatRef(t))})
	}
}

// peekStep asks seat whose sheet to look at, when there is one to look at.
func (s *State) peekStep(st Step) {
	if len(s.peekTargets(st.Seat, st.N == 1)) == 0 {
		return
	}
	s.ask(Ask{Kind: AskPeek, Seat: st.Seat, Fighter: -1, Count: st.N})
}

// rewardStep ends the ≥ 3 情報入手 reward: the holder (a party's leader) gains an ability card.
func (s *State) rewardStep(seat int) { s.gainItem(seat) }
