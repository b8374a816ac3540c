package scenes

import (
	"zashiki/rules/engine"
	"zashiki/rules/games"
	fetable "zashiki/scenes/freeeight"
)

// Entry is one game on the menu: its rules (from rules/games) and its table. A game whose
// Rules are nil is listed but not yet playable.
type Entry struct {
	ID       string
	Rules    engine.Game
	NewBoard func() Board
	// Seats is the default table size in setup.
	Seats int
}

// Catalog lists the five games in the order the menu shows them. A game is playable once
// rules/games has its rules and this list has its table.
var Catalog = withRules([]Entry{
	{ID: "boss"},
	{ID: "locke"},
	{ID: "freeeight", NewBoard: func() Board { return fetable.NewBoard() }, Seats: 4},
	{ID: "chaos"},
	{ID: "napoleon"},
})

func withRules(es []Entry) []Entry {
	for i, e := range es {
		if g, ok := games.Lookup(e.ID); ok && e.NewBoard != nil {
			es[i].Rules = g
		}
	}
	return es
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
