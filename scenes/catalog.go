package scenes

import (
	"zashiki/rules/engine"
	"zashiki/rules/freeeight"
	fetable "zashiki/scenes/freeeight"
)

// Entry is one game on the menu. A game whose Rules are nil is listed but not yet playable.
type Entry struct {
	ID       string
	Rules    engine.Game
	NewBoard func() Board
	// Seats is the default table size in setup.
	Seats int
}

// Catalog lists the five games in the order the menu shows them.
var Catalog = []Entry{
	{ID: "boss"},
	{ID: "locke"},
	{ID: "freeeight", Rules: freeeight.Game, NewBoard: func() Board { return fetable.NewBoard() }, Seats: 4},
	{ID: "chaos"},
	{ID: "napoleon"},
}

// Lookup finds a playable game by ID.
func Lookup(id string) (Entry, bool) {
	for _, e := range Catalog {
		if e.ID == id && e.Rules != nil {
			return e, true
		}
	}
	return Entry{}, false
}
