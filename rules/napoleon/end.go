package napoleon

import (
	"slices"

	"zashiki/rules/engine"
)

// shares splits one game's stake: Napoleon takes two shares per allied player and the
// adjutant one, each ally pays three (two when Napoleon is alone), so points sum to zero.
// A lost game pays the same the other way.
type shares struct{ napoleon, adjutant, ally int }

var (
	sharesPair  = shares{napoleon: 4, adjutant: 2, ally: -3} // 2 vs 2
	sharesAlone = shares{napoleon: 6, ally: -2}              // 1 vs 3
)

// stake is what one share is worth for a declaration of n.
func (s *State) stake(n int) int {
	if s.v.stakeBid {
		return n
	}
	return n - 12
}

// SideFaces is the face cards Napoleon's side has taken so far.
func (s *State) sideFaces() int {
	n := len(s.won[s.napoleon])
	if a := s.adjutant(); a != s.napoleon {
		n += len(s.won[a])
	}
	return n
}

// finish ends the game after the twelfth trick: the side's count against the declaration.
func (s *State) finish() {
	adj := s.adjutant()
	alone := adj == s.napoleon
	if !s.revealed && s.hasAdj {
		s.emit(message(MsgAloneWas, engine.SeatRef(s.napoleon)))
	}
	faces, bid := s.sideFaces(), s.high.N
	won := faces >= bid
	sh := sharesPair
	if alone {
		sh = sharesAlone
	}
	sign := 1
	if !won {
		sign = -1
	}
	k := s.stake(bid) * sign
	points := make([]int, seats)
	var side, allies []int
	for seat := range seats {
		switch {
		case seat == s.napoleon:
			points[seat] = sh.napoleon * k
			side = append(side, seat)
		case seat == adj:
			points[seat] = sh.adjutant * k
			side = append(side, seat)
		default:
			points[seat] = sh.ally * k
			allies = append(allies, seat)
		}
	}
	key := map[[2]bool]string{
		{true, false}: MsgEndWin, {false, false}: MsgEndLose,
		{true, true}: MsgEndWinAlone, {false, true}: MsgEndLoseAlone,
	}[[2]bool{won, alone}]
	winners := allies
	if won {
		winners = side
	}
	s.end(winners, points, engine.M(key, engine.SeatRef(s.napoleon), faces, bid))
}

// finishVoid ends a game whose deals were all thrown in.
func (s *State) finishVoid() {
	s.end(nil, make([]int, seats), engine.M(MsgEndRedeals, s.redeals))
}

func (s *State) end(winners, points []int, reason engine.Msg) {
	s.phase = PhaseOver
	s.outcome = &engine.Outcome{Winners: slices.Clone(winners), Points: points, Reason: reason}
	s.emit(engine.Event{Kind: engine.EvMessage, Seat: -1, Msg: reason})
	for _, c := range s.discards {
		s.emit(engine.Event{Kind: engine.EvReveal, Seat: s.napoleon, Card: int(c), To: discardZone})
	}
	for seat, p := range points {
		if p != 0 {
			s.emit(engine.Event{Kind: engine.EvScore, Seat: seat, N: p,
				Msg: engine.M(MsgScore, engine.SeatRef(seat), p)})
		}
	}
}
