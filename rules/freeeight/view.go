package freeeight

import "zashiki/rules/engine"

// Phase is where a Free Eight turn stands.
type Phase int

const (
	// PhaseTurn: the turn player plays a card or draws.
	PhaseTurn Phase = iota
	// PhaseExtra: the turn player played a 5 or 7 and must act again (play or draw).
	PhaseExtra
	// PhaseAttacked: the turn player is under a draw attack: answer it or draw the total.
	PhaseAttacked
	// PhaseRon: a card was just played; every other seat answers the ロン window, and those
	// whose hand sums to its number may declare ロン.
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

// View is what one seat knows: the public part and its own private part, whose fields it
// promotes (v.Hand, v.Top, v.RonAsked...). It shares no memory with the state, so a bot may
// read it on another goroutine while the game goes on.
type View struct {
	Seat int
	Public
	Private
	// Outcome is the result once the game is over (nil before).
	Outcome *engine.Outcome
}

// Viewer implements engine.View.
func (v *View) Viewer() int { return v.Seat }
