package bots

import (
	"fmt"
	"slices"
	"strings"

	"zashiki/bots/heuristic"
	"zashiki/bots/search"
	"zashiki/rules/engine"
	"zashiki/rules/games"
)

// The kinds New accepts (and the command line uses). Easy, Normal and Strong are the
// strengths a player chooses in setup (やさしい / ふつう / つよい); Heuristic and Random are
// the rule-of-thumb and uniform players the strengths are measured against.
const (
	KindEasy      = "easy"
	KindNormal    = "normal"
	KindStrong    = "strong"
	KindHeuristic = "heuristic"
	KindRandom    = "random"
)

// heuristics maps a game ID to its heuristic player. A game without an entry has only the
// random bot and the strengths, which then search with random playouts. Adding a game's
// heuristic is one line here and one file in bots/heuristic.
var heuristics = map[string]func() Bot{
	"freeeight": func() Bot { return heuristic.FreeEight{} },
	"boss":      func() Bot { return heuristic.Boss{} },
	"chaos":     func() Bot { return heuristic.Chaos{} },
	"napoleon":  func() Bot { return heuristic.Napoleon{} },
	"locke":     func() Bot { return heuristic.Locke{} },
}

// costlyHeuristic marks a heuristic too slow to play playouts (プロジェクト・カオス's looks
// ahead on deals of its own: a playout would take a tenth of a second): it is the search's
// prior only, and the playouts are played by the game's cheap policy, else at random.
var costlyHeuristic = map[string]bool{"chaos": true}

// cheapPlayouts maps a game to a playout policy of a few rules, cheaper than its heuristic
// (docs/PERFORMANCE.md, "CPU opponents II"); rulesPlayouts marks the games whose strengths
// play their playouts with it, keeping the heuristic as the prior: プロジェクト・カオス, whose
// heuristic is far too costly to play them, and Free Eight, where strong with the rules'
// playouts took 52.9 % of the wins against the heuristic over 2,000 arena games, with the
// heuristic's 51.6 %, at three quarters of their cost.
var (
	cheapPlayouts = map[string]func() Bot{
		"chaos":     func() Bot { return heuristic.ChaosRules{} },
		"freeeight": func() Bot { return heuristic.FreeEightRules{} },
	}
	rulesPlayouts = map[string]bool{"chaos": true, "freeeight": true}
)

// Playout policies a strength's kind may name after an "@" ("strong@random") to measure
// one playout policy against another in the arena; setup offers none of them.
const (
	PlayoutRandom    = "random"    // uniform random moves
	PlayoutRules     = "rules"     // the game's cheap policy (cheapPlayouts)
	PlayoutHeuristic = "heuristic" // the game's full heuristic, however costly
)

// ownSearch maps a game to a search of its own, for a game whose playouts cannot run to the
// end: a 超人ロック game is about a thousand moves long, half a second a playout, so its
// strengths search its fights and some their turns too (heuristic.LockeSearch), with the
// budget and noise of perGame and lockeBoard (strengths.go).
var ownSearch = map[string]func(kind string, cfg search.Config) Stepper{"locke": lockeSearch}

func lockeSearch(kind string, cfg search.Config) Stepper {
	bd := lockeBoard[kind]
	return lockeSearcher{heuristic.LockeSearch{Deals: cfg.Iterations, Noise: cfg.Noise, Evidence: cfg.Evidence,
		Turns: bd.Turns, BoardDeals: bd.Deals, Craft: bd.Craft}}
}

// lockeSearcher adapts heuristic.LockeSearch to Stepper.
type lockeSearcher struct{ heuristic.LockeSearch }

func (s lockeSearcher) Begin(v engine.View, legal []engine.Action, rng *engine.RNG) Decision {
	return s.LockeSearch.Begin(v, legal, rng)
}

// Kinds lists the bot kinds available for a game, the strengths first, the strongest first.
func Kinds(gameID string) []string {
	if _, ok := games.Lookup(gameID); !ok {
		return []string{KindRandom}
	}
	kinds := []string{KindStrong, KindNormal, KindEasy}
	if _, ok := heuristics[gameID]; ok {
		kinds = append(kinds, KindHeuristic)
	}
	return append(kinds, KindRandom)
}

// Strengths are the kinds setup offers, weakest first.
func Strengths(gameID string) []string {
	if _, ok := games.Lookup(gameID); !ok {
		return []string{KindRandom}
	}
	return []string{KindEasy, KindNormal, KindStrong}
}

// Default is the kind a new CPU seat gets.
func Default(gameID string) string {
	if _, ok := games.Lookup(gameID); !ok {
		return KindRandom
	}
	return KindNormal
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
	case slices.Contains(Strengths(gameID), kind) && ownSearch[gameID] != nil:
		return Careful(ownSearch[gameID](kind, budget(gameID, kind)), g), nil
	case slices.Contains(Strengths(gameID), kind):
		return Careful(Search(g, kind), g), nil
	case strings.Contains(kind, "@"):
		base, playout, _ := strings.Cut(kind, "@")
		if slices.Contains(Strengths(gameID), base) && ownSearch[gameID] == nil {
			if s, ok := searchWith(g, base, playout); ok {
				return Careful(s, g), nil
			}
		}
	}
	return nil, fmt.Errorf("no %q bot for %s (kinds: %s)", kind, gameID, strings.Join(Kinds(gameID), ", "))
}

// Search is the search player of a strength for g, not wrapped in Careful: its budget from
// the strengths table, the game's heuristic its prior, its playouts played by the game's
// cheap policy where rulesPlayouts says so, else by the heuristic unless that is too costly,
// else at random.
func Search(g engine.Game, kind string) Stepper {
	playout := PlayoutRandom
	switch {
	case rulesPlayouts[g.ID()]:
		playout = PlayoutRules
	case heuristics[g.ID()] != nil && !costlyHeuristic[g.ID()]:
		playout = PlayoutHeuristic
	}
	s, _ := searchWith(g, kind, playout)
	return s
}

// searchWith is the search player of a strength with the named playout policy; false when
// the game has no such policy.
func searchWith(g engine.Game, kind, playout string) (Stepper, bool) {
	cfg := budget(g.ID(), kind)
	h := heuristics[g.ID()]
	if h != nil {
		cfg.Prior = h().Choose
	}
	switch {
	case playout == PlayoutRandom:
	case playout == PlayoutRules && cheapPlayouts[g.ID()] != nil:
		cfg.Playout = cheapPlayouts[g.ID()]().Choose
	case playout == PlayoutHeuristic && h != nil:
		cfg.Playout = cfg.Prior
	default:
		return nil, false
	}
	return searcher{search.New(g, kind, cfg)}, true
}

// searcher adapts search.Searcher to Stepper (package search does not import bots).
type searcher struct{ *search.Searcher }

func (s searcher) Begin(v engine.View, legal []engine.Action, rng *engine.RNG) Decision {
	return s.Searcher.Begin(v, legal, rng)
}
