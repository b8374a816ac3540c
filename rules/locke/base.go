package locke

import (
	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// The secret base (4.6): 36 base cards face down on a 6×6 grid, the base players' four
// 重要拠点, the searchers with the most 情報入手 on the outer cells, the rest outside with the
// 侵入チェック, the base players on random cells; then turns go on from the player right of the
// planet phase's last.

// baseStart lays the base out, step by step (st.N).
func (s *State) baseStart(st Step) {
	p := &s.Public
	b := &p.Board
	switch st.N {
	case 0:
		s.Hidden.GridAt, s.Hidden.BaseDeck, b.Grid = s.layOut(len(book.BaseCards()), BaseSide*BaseSide)
		b.BaseDeck = len(s.Hidden.BaseDeck)
		b.Steps.Now(Step{Kind: sBaseStart, N: 1})
	case 1:
		// The base players, dead or alive (players place them, not characters), place the
		// four 重要拠点 in turn, as they placed the 待ち伏せ; each displaced card goes back into
		// the deck, which is shuffled once all four are down (4.6).
		placed := b.KeysPlaced
		bases := s.seatsWith(BasePlayer)
		if placed >= len(book.KeyCards()) || len(bases) == 0 {
			if placed < len(book.KeyCards()) {
				s.placeKeysAtRandom(placed)
			}
			s.RNG.Shuffle(len(s.Hidden.BaseDeck), func(i, j int) {
				s.Hidden.BaseDeck[i], s.Hidden.BaseDeck[j] = s.Hidden.BaseDeck[j], s.Hidden.BaseDeck[i]
			})
			b.Steps.Now(Step{Kind: sBaseStart, N: 2})
			return
		}
		b.Part = PartBase
		b.Steps.Now(Step{Kind: sBaseStart, N: 1})
		s.ask(Ask{Kind: AskPlace, Seat: bases[placed%len(bases)], Fighter: -1, Count: placed})
	case 2:
		// The searchers holding the most 情報入手 enter on the outer cells, in turn order from
		// the player after the planet phase's last; a bound or arrested one stays out (4.6).
		// Each counts its own cards and ties at 0 all enter (AMB-20 a). A party moves as one:
		// it enters, its leader choosing the cell, when one of its members would.
		b.Part = PartBase
		most := s.mostInfo()
		for i := 1; i <= p.Seats; i++ {
			seat := s.toRight(b.LastTurn, i)
			if b.Role[seat] != Searcher || !p.Chars[seat].Alive || s.partner(seat) || b.Pos[seat] == Outside || InBase(b.Pos[seat]) {
				continue
			}
			if s.entersBase(seat, most) {
				b.Steps.Now(Step{Kind: sBaseStart, N: 2})
				b.Dest = outerCells()
				s.ask(Ask{Kind: AskDest, Seat: seat, Fighter: -1})
				return
			}
			s.moveParty(seat, Outside)
		}
		b.Steps.Now(Step{Kind: sBaseStart, N: 3})
	case 3:
		// The base players start on random cells inside, two dice for row and column (4.6);
		// then the player right of the planet phase's last begins.
		for _, seat := range s.seatsWith(BasePlayer) {
			if p.Chars[seat].Alive && !s.partner(seat) {
				s.moveParty(seat, BasePlace(s.d6()-1, s.d6()-1))
			}
		}
		b.Turn = b.LastTurn
		s.log(MsgBasePhase)
	}
}

// mostInfo is the most 情報入手 a living searcher holds of its own.
func (s *State) mostInfo() int {
	most := 0
	for _, seat := range s.seatsWith(Searcher) {
		if s.Public.Chars[seat].Alive {
			most = max(most, s.Public.Board.Info[seat])
		}
	}
	return most
}

// entersBase reports whether seat's party (seat alone when it leads none) is placed inside at
// the base's set-up: one of its living members holds the most 情報入手 and is neither bound
// nor arrested (4.6).
func (s *State) entersBase(seat, most int) bool {
	b := &s.Public.Board
	for _, m := range s.party(seat) {
		if s.Public.Chars[m].Alive && b.Info[m] == most && b.Bound[m] == 0 && b.Arrest[m] == 0 {
			return true
		}
	}
	return false
}

// placeKeysAtRandom places the 重要拠点 nobody placed (a table without base players, which the
// balancing of 4.1 never leaves).
func (s *State) placeKeysAtRandom(from int) {
	for k := from; k < len(book.KeyCards()); k++ {
		for {
			i := s.RNG.IntN(BaseSide * BaseSide)
			if s.Hidden.GridAt[i] < keyCard {
				s.Hidden.BaseDeck = append(s.Hidden.BaseDeck, s.Hidden.GridAt[i])
				s.Hidden.GridAt[i] = keyCard + k
				s.Public.Board.BaseDeck++
				s.Public.Board.KeysPlaced++
				s.Public.Board.Keys++
				break
			}
		}
	}
}

// destroyKey is a 重要拠点's end (DESIGN: 4.2 and 4.6 say only that they are destroyed). A
// searcher's cell effect on one destroys it, in the cell phase that turns it over or in any
// later one of a searcher standing there, unless a base player's living character stands on
// the cell to defend it: then the searcher must first fight the defenders off (the
// combat-start phase follows) and try again on a later turn. A base player never destroys one (it feels no base card but the
// "all characters" ones, 4.6). The last one destroyed ends the game (4.2).
func (s *State) destroyKey(seat, place int) {
	p := &s.Public
	b := &p.Board
	for _, o := range s.opponents(seat) {
		if b.Role[o] == BasePlayer {
			s.log(MsgKeyDefended, engine.SeatRef(seat))
			return
		}
	}
	c := b.cellAt(place)
	c.Gone = true
	b.Keys--
	s.log(MsgKeyDestroyed, engine.SeatRef(seat), b.Keys)
	if b.Keys == 0 {
		s.gameOver(EndKeys)
	}
}
