package freeeight

import (
	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// Phase is where a Free Eight turn stands.
type Phase int

const (
	// PhaseTurn: the turn player plays a card or draws.
	PhaseTurn Phase = iota
	// PhaseExtra: the turn player played a 5 or 7 and must act again (play or draw).
	PhaseExtra
	// PhaseAttacked: the turn player is under a draw attack: answer it or draw the total.
	PhaseAttacked
	// PhaseRon: a card was just played; seats whose hand sums to its number may declare ロン.
	PhaseRon
	// PhaseOver: the game has ended.
	PhaseOver
)

// Attack is the kind of draw attack pending.
type Attack int

const (
	NoAttack Attack = iota
	AttackTwo
	AttackQueen
)

// View is what one seat knows. It shares no memory with the state, so a bot may read it
// on another goroutine while the game goes on.
type View struct {
	Seat  int
	Seats int
	// Hand is this seat's own hand, in the order the state holds it.
	Hand []deck.Card
	// HandCounts is every seat's hand size.
	HandCounts []int
	// Top is the card to match; Named is the suit named by the 8 on top (valid when HasNamed).
	Top      deck.Card
	Named    deck.Suit
	HasNamed bool
	// Discards is the whole discard pile, oldest first (all of it was played face up).
	Discards  []deck.Card
	DrawCount int
	// Turn is the seat whose turn it is; Phase what it must do.
	Turn  int
	Phase Phase
	// Attack and AttackTotal describe a pending draw attack on Turn.
	Attack      Attack
	AttackTotal int
	// RonAsked is true when this seat is being asked whether to declare ロン on RonCard,
	// played by Discarder. Every seat sees that a window is open (Phase is PhaseRon, with
	// RonCard and Discarder set), but only an asked seat sees RonAsked, so no seat learns who
	// else is asked or how they answered. RonAnswered and RonDeclared are this seat's own
	// answer, once given (the window stays open until every asked seat has answered).
	RonAsked    bool
	RonCard     deck.Card
	Discarder   int
	RonAnswered bool
	RonDeclared bool
	// Revealed holds every hand shown at the end of the game (nil while it goes on, and nil
	// for hands that stay hidden).
	Revealed [][]deck.Card
	// Options are the table's rule options.
	Options map[string]string
	// Moves counts the plays and draws so far (a reshuffled game stops after 1000).
	Moves int
	// Outcome is the result once the game is over (nil before).
	Outcome *engine.Outcome
}

// Viewer implements engine.View.
func (v *View) Viewer() int { return v.Seat }
