package scenes

import (
	"zashiki/rules/engine"
	"zashiki/rules/games"
	bosstable "zashiki/scenes/boss"
	chtable "zashiki/scenes/chaos"
	fetable "zashiki/scenes/freeeight"
	lktable "zashiki/scenes/locke"
	nptable "zashiki/scenes/napoleon"
)

// Entry is one game on the menu: its rules (from rules/games) and its table. A game whose
// Rules are nil is listed but not yet playable.
type Entry struct {
	ID       string
	Rules    engine.Game
	NewBoard func() Board
	// Seats is the default table size in setup.
	Seats int
	// Games is the default match length in setup (0: five games).
	Games int
}

// MatchGames is the match length setup starts with.
func (e Entry) MatchGames() int {
	if e.Games == 0 {
		return 5
	}
	return e.Games
}

// Catalog lists the five games in the order the menu shows them. A game is playable once
// rules/games has its rules and this list has its table.
var Catalog = withRules([]Entry{
	{ID: "boss", NewBoard: func() Board { return bosstable.NewBoard() }, Seats: 5},
	{ID: "locke", NewBoard: func() Board { return lktable.NewBoard() }, Seats: 7, Games: 1},
	{ID: "freeeight", NewBoard: func() Board { return fetable.NewBoard() }, Seats: 4},
	{ID: "chaos", NewBoard: func() Board { return chtable.NewBoard() }, Seats: 3},
	{ID: "napoleon", NewBoard: func() Board { return nptable.NewBoard() }, Seats: 4},
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
