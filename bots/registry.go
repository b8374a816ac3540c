package bots

import (
	"fmt"
	"strings"

	"zashiki/bots/heuristic"
	"zashiki/rules/games"
)

// KindRandom and KindHeuristic are the names New accepts (and the command line uses).
const (
	KindRandom    = "random"
	KindHeuristic = "heuristic"
)

// heuristics maps a game ID to its heuristic player. A game without an entry has only the
// random bot. Adding a game's heuristic is one line here and one file in bots/heuristic.
var heuristics = map[string]func() Bot{
	"freeeight": func() Bot { return heuristic.FreeEight{} },
	"boss":      func() Bot { return heuristic.Boss{} },
	"chaos":     func() Bot { return heuristic.Chaos{} },
	"napoleon":  func() Bot { return heuristic.Napoleon{} },
}

// Kinds lists the bot kinds available for a game, the strongest first.
func Kinds(gameID string) []string {
	if _, ok := heuristics[gameID]; ok {
		return []string{KindHeuristic, KindRandom}
	}
	return []string{KindRandom}
}

// New makes a bot of the given kind for a game. Every bot it makes is Careful: no CPU player
// throws the game for its own side when another move exists.
func New(gameID, kind string) (Bot, error) {
	g, ok := games.Lookup(gameID)
	switch {
	case kind == KindRandom && !ok:
		return Random{}, nil // a game outside the registry (a test's): nothing to judge moves by
	case !ok:
	case kind == KindRandom:
		return Careful(Random{}, g), nil
	case kind == KindHeuristic && heuristics[gameID] != nil:
		return Careful(heuristics[gameID](), g), nil
	}
	return nil, fmt.Errorf("no %q bot for %s (kinds: %s)", kind, gameID, strings.Join(Kinds(gameID), ", "))
}
