// Package games lists every game Zashiki can play, by ID: the one place a new game is added
// for the headless tools (sim) and the screen alike.
package games

import (
	"zashiki/rules/boss"
	"zashiki/rules/chaos"
	"zashiki/rules/engine"
	"zashiki/rules/freeeight"
	"zashiki/rules/locke"
	"zashiki/rules/napoleon"
)

// All is every playable game.
var All = []engine.Game{
	boss.Game,
	chaos.Game,
	freeeight.Game,
	locke.Game,
	napoleon.Game,
}

// Lookup finds a game by ID.
func Lookup(id string) (engine.Game, bool) {
	for _, g := range All {
		if g.ID() == id {
			return g, true
		}
	}
	return nil, false
}
