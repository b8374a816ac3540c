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

// sideFaces is the face cards Napoleon's side has taken so far.
func (s *State) sideFaces() int {
	p := &s.Public
	n := len(p.Won[p.Napoleon])
	if a := s.adjutant(); a != p.Napoleon {
		n += len(p.Won[a])
	}
	return n
}

// finish ends the game after the twelfth trick: the side's count against the declaration.
func (s *State) finish() {
	p := &s.Public
	adj := s.adjutant()
	alone := adj == p.Napoleon
	if !p.AdjutantRevealed && p.HasAdjutantCard {
		s.Say(MsgAloneWas, engine.SeatRef(p.Napoleon))
	}
	faces, bid := s.sideFaces(), p.High.N
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
		case seat == p.Napoleon:
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
	s.end(winners, points, engine.M(key, engine.SeatRef(p.Napoleon), faces, bid))
}

// finishVoid ends a game whose deals were all thrown in.
func (s *State) finishVoid() {
	s.end(nil, make([]int, seats), engine.M(MsgEndRedeals, s.Public.Redeals))
}

// end records the outcome. Napoleon's discards stay face down: they count for nobody, so
// the result needs nobody to see them.
func (s *State) end(winners, points []int, reason engine.Msg) {
	p := &s.Public
	p.Phase = PhaseOver
	s.Result = &engine.Outcome{Winners: slices.Clone(winners), Points: points, Reason: reason}
	p.Outcome = s.Result.Clone()
	if !s.Loud() {
		return
	}
	s.Emit(engine.Event{Kind: engine.EvMessage, Seat: -1, Msg: reason})
	for seat, pts := range points {
		if pts != 0 {
			s.Emit(engine.Event{Kind: engine.EvScore, Seat: seat, N: pts,
				Msg: engine.M(MsgScore, engine.SeatRef(seat), pts)})
		}
	}
}
