// Package games lists every game Zashiki can play, by ID: the one place a new game is added
// for the headless tools (sim) and the screen alike.
package games

import (
	"zashiki/rules/engine"
	"zashiki/rules/freeeight"
)

// All is every playable game.
var All = []engine.Game{
	freeeight.Game,
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
