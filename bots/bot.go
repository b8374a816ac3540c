// Package bots holds the CPU players: a uniform random baseline and, per game, a heuristic
// player from bots/heuristic. Bots see a seat's View and its legal actions, never the State.
package bots

import "zashiki/rules/engine"

// Bot chooses an action for the seat of a View, from that View only, never from the State.
type Bot interface {
	Name() string
	// Choose returns one of legal (which is never empty). rng is the bot's own stream, so a
	// game with bots replays exactly from its seeds. Choose may run on a goroutine of its own
	// (the table screen does that), so a bot keeps no state that calls share unguarded.
	Choose(v engine.View, legal []engine.Action, rng *engine.RNG) engine.Action
}

// Random picks uniformly among the legal actions: the baseline every other bot must beat.
type Random struct{}

// Name implements Bot.
func (Random) Name() string { return "random" }

// Choose implements Bot.
func (Random) Choose(_ engine.View, legal []engine.Action, rng *engine.RNG) engine.Action {
	return legal[rng.IntN(len(legal))]
}

// Decide asks b for seat's action in s. It is the one place a bot meets a State, and it hands
// the bot only the seat's View and legal actions. It returns nil when seat may not act now.
func Decide(b Bot, s engine.State, seat int, rng *engine.RNG) engine.Action {
	legal := s.Legal(seat)
	if len(legal) == 0 {
		return nil
	}
	return b.Choose(s.View(seat), legal, rng)
}
