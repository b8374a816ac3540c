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
		deck := make([]int, len(book.BaseCards()))
		for i := range deck {
			deck[i] = i
		}
		s.RNG.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		n := BaseSide * BaseSide
		s.Hidden.GridAt = deck[:n:n]
		s.Hidden.BaseDeck = deck[n:]
		b.Grid = make([]Cell, n)
		for i := range b.Grid {
			b.Grid[i] = Cell{Down: true, Card: -1}
		}
		b.Keys = len(book.KeyCards())
		b.Steps.Now(Step{Kind: sBaseStart, N: 1})
	case 1:
		// The base players place the four 重要拠点 in turn, as they placed the 待ち伏せ.
		placed := 0
		for _, pl := range s.basePlans() {
			if pl.Card >= keyCard {
				placed++
			}
		}
		bases := s.seatsWith(BasePlayer)
		if placed >= len(book.KeyCards()) || len(bases) == 0 {
			if placed < len(book.KeyCards()) {
				s.placeKeysAtRandom(placed)
			}
			s.RNG.Shuffle(len(s.Hidden.BaseDeck), func(i, j int) {
				s.Hidden.BaseDeck[i], s.Hidden.BaseDeck[j] = s.Hidden.BaseDeck[j], s.Hidden.BaseDeck[i]
			})
			b.BaseDeck = len(s.Hidden.BaseDeck)
			b.Steps.Now(Step{Kind: sBaseStart, N: 2})
			return
		}
		b.Part = PartBase
		b.Steps.Now(Step{Kind: sBaseStart, N: 1})
		s.ask(Ask{Kind: AskPlace, Seat: bases[placed%len(bases)], Fighter: -1, Count: placed})
	case 2:
		// The searchers holding the most 情報入手 enter on the outer cells, in turn order from
		// the player after the planet phase's last; a bound or arrested one stays out (4.6).
		// Ties at 0 all enter (AMB-20 a); each counts its own cards.
		b.Part = PartBase
		most := -1
		for _, seat := range s.seatsWith(Searcher) {
			if p.Chars[seat].Alive {
				most = max(most, b.Info[seat])
			}
		}
		for i := 1; i <= p.Seats; i++ {
			seat := (b.LastTurn + i + p.Seats) % p.Seats
			if b.Role[seat] != Searcher || !p.Chars[seat].Alive || b.Pos[seat] != OffBoard && !OnPlanet(b.Pos[seat]) {
				continue
			}
			if b.Info[seat] == most && b.Bound[seat] == 0 && b.Arrest[seat] == 0 && !s.partner(seat) {
				b.Steps.Now(Step{Kind: sBaseStart, N: 2})
				b.Pos[seat] = OffBoard
				b.Dest = outerCells()
				s.ask(Ask{Kind: AskDest, Seat: seat, Fighter: -1})
				return
			}
			if !s.partner(seat) {
				s.moveParty(seat, Outside)
			}
		}
		b.Steps.Now(Step{Kind: sBaseStart, N: 3})
	case 3:
		// Partners stay with their leaders; the base players start on random cells.
		for _, seat := range s.seatsWith(BasePlayer) {
			if p.Chars[seat].Alive && !s.partner(seat) {
				s.moveParty(seat, BasePlace(s.d6()-1, s.d6()-1))
			}
		}
		b.Turn = b.LastTurn
		s.log(MsgBasePhase)
	}
}

// placeKeysAtRandom places the 重要拠点 nobody placed (a table with no base player alive to).
func (s *State) placeKeysAtRandom(from int) {
	for k := from; k < len(book.KeyCards()); k++ {
		for {
			i := s.RNG.IntN(BaseSide * BaseSide)
			if s.Hidden.GridAt[i] < keyCard {
				s.Hidden.BaseDeck = append(s.Hidden.BaseDeck, s.Hidden.GridAt[i])
				s.Hidden.GridAt[i] = keyCard + k
				s.Public.Board.KeysPlaced++
				break
			}
		}
	}
}

// destroyKey is a 重要拠点's end: a searcher's cell effect on it destroys it unless a base
// player's character stands on the cell to defend it (DESIGN: the seed says only that they
// are destroyed). The last one ends the game.
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

// keyStanding reports whether a face-up 重要拠点 still stands at place.
func (s *State) keyStanding(place int) bool {
	c := s.Public.Board.cellAt(place)
	return c != nil && !c.Down && !c.Gone && c.Card >= keyCard
}
