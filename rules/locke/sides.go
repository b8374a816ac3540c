package locke

import (
	"slices"

	"zashiki/rules/locke/book"
)

// The sides the characters ended on, for reports after the game (the sim's table of wins per
// alignment). While the game runs a seat's 改心 progress is its own secret (Private.Align); once
// it is over every sheet is shown and the judgement has used these sides, so telling them then
// gives nothing away.

// FinalSides is each seat's alignment at the end (after every 改心), nil while the game is
// still being played (or in the combat game alone, which has no end judgement). The end's
// judgement records them on the board (Board.Sides), where every seat sees them.
func (s *State) FinalSides() []book.Side {
	if s.Public.Board.Part != PartOver {
		return nil
	}
	return slices.Clone(s.Public.Board.Sides)
}

// sideNames are the sides as the report names them, the book's order.
var sideNames = map[book.Side]string{book.Good: "Good", book.Evil: "Evil", book.Special: "Special"}

// Teams names each seat's side at the end (FinalSides), nil before it: the sim's optional
// per-team report reads it.
func (s *State) Teams() []string {
	sides := s.FinalSides()
	if sides == nil {
		return nil
	}
	out := make([]string, len(sides))
	for seat, sd := range sides {
		out[seat] = sideNames[sd]
	}
	return out
}

// Sides is each seat's alignment now, as a number (book.Side), for the arena, which seats
// one bot on a whole side: the referee's knowledge, never a seat's (a View tells a seat only
// what it has seen).
func (s *State) Sides() []int {
	out := make([]int, len(s.Private))
	for seat := range out {
		out[seat] = int(s.side(seat))
	}
	return out
}
