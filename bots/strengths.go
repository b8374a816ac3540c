package bots

import "zashiki/bots/search"

// strengths is the search budget of each strength, in iterations (deals searched) per
// decision, for every game unless perGame says otherwise. Iterations rather than time keep a
// match replayable and the arena's figures exact for a seed; the budgets were sized so a
// strong decision's p95 stays under 200 ms natively (docs/PERFORMANCE.md, "Search bots").
//
// Easy also plays a uniformly random move in a quarter of its decisions and Normal in one in
// ten: the search replaces the heuristic's move (the move to beat) only on clear evidence, so
// a smaller budget alone plays nearly as well as a larger one, and the ladder of strengths a
// player climbs needs mistakes to punish at each step (the arena figures in
// docs/PERFORMANCE.md, "The ladder").
//
// Strong also weighs its deals by the other seats' recent public moves (Infer: each deal is
// one of up to eight drawn, kept by its likelihood; docs/PERFORMANCE.md, "CPU opponents II"),
// in the games whose state keeps the record (search.Witness).
//
// Answers in a reaction window get one iteration: the policy answers at once, so the time a
// CPU takes to answer tells nobody that it had a choice.
var strengths = map[string]search.Config{
	KindEasy:   {Iterations: 24, WindowIterations: 1, Noise: 0.25},
	KindNormal: {Iterations: 160, WindowIterations: 1, Noise: 0.1},
	KindStrong: {Iterations: 800, WindowIterations: 1, Infer: 8},
}

// perGame overrides strengths for a game whose iterations cost more or less, or whose moves
// weigh less each. A 超人ロック seat makes about 150 decisions a game, most of them of little
// weight, so a random move in ten barely shows in its side's wins (Normal took 47.5 % of the
// wins against Strong over 1,000 arena games, within noise of even): its strengths, which play
// the heuristic unsearched (registry.go), stray twice and four times as often.
var perGame = map[string]map[string]search.Config{
	"locke": {
		KindEasy:   {Noise: 0.5},
		KindNormal: {Noise: 0.2},
		KindStrong: {},
	},
}

func budget(gameID, kind string) search.Config {
	if c, ok := perGame[gameID][kind]; ok {
		return c
	}
	return strengths[kind]
}
