package bots

import (
	"zashiki/bots/heuristic"
	"zashiki/bots/search"
)

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
// wins against Strong over 1,000 arena games, within noise of even): its Easy and Normal
// stray twice and four times as often. Its strengths search its fights (registry.go,
// heuristic.LockeSearch): Iterations are the deals each of a decision's moves is played on,
// to the fight's end (docs/PERFORMANCE.md, "超人ロック: a search of its fights").
var perGame = map[string]map[string]search.Config{
	// 上司独裁's strong leaves the heuristic's move on half a standard error of paired gain
	// instead of one: over 400 arena games (seed 1) it took 60.0 % of the wins against the
	// heuristic where it took 56.3 %, over 200 (seed 2) 61.3 % as before, and its gain per
	// decision measured from the true state was +0.0113 against +0.0099 (BenchmarkGainNapoleonBoss;
	// docs/PERFORMANCE.md, "ナポレオン and 上司独裁, allocations and the gain of a decision"), each
	// within noise of the other, the first two in the same direction; it costs nothing more.
	"boss": {KindStrong: {Iterations: 800, WindowIterations: 1, Infer: 8, Evidence: 0.5}},
	// ナポレオン's strong declares unsearched wherever the heuristic would with two face cards more
	// to its promise (heuristic.NapoleonBold): 63.0 % of the wins against the heuristic over
	// 2,000 arena games where it took 59.9 % declaring as the heuristic does, 63.4 % over 2,000
	// others (docs/PERFORMANCE.md, "ナポレオン's bolder declarations"). Twice the deals (1,600)
	// found no more gain in its tricks, so its budget stays.
	"napoleon": {KindStrong: {Iterations: 800, WindowIterations: 1, Infer: 8, Rule: heuristic.NapoleonBold(2)}},
	"locke": {
		KindEasy:   {Iterations: 4, Noise: 0.5},
		KindNormal: {Iterations: 12, Noise: 0.2},
		KindStrong: {Iterations: 32},
	},
}

// lockeBoard is how far a 超人ロック strength searches its own questions on the boards
// (heuristic.LockeSearch's Turns and BoardDeals): each move played to the same normal turn of
// the next round, on Deals deals. Its moves gained +0.0045 ± 0.0015 of the seat's chance to win
// a question searched, measured from the true state; 14 turns or 32 deals gained no more
// (docs/PERFORMANCE.md, "超人ロック: a search of its turns"). Easy and Normal play theirs at
// once, as before. The objection to a 勝利宣言 is a window searched all the same: it is asked
// of every living seat with the same two answers, and a strong seat thinks over it every
// time, whatever it holds, so the time it takes tells nothing of its sheet.
//
// Strong also plays with a seasoned player's habits (heuristic.Craft): its Special plays for
// its life (Shelter), its characters heal every point of 耐久力 lost before going on (Mend), its
// base players keep out of planet fights their side would not win (Spare). Over 1,000 deals
// played by the heuristic (BenchmarkLockeCraftBySide), each habit at its side's seats alone: the
// Special won 55.5 % of them instead of 38.7 %, Good 40.7 % instead of 34.9 %, Evil 77.2 %
// instead of 71.9 %; strong with them took 61.5 % [59.3, 63.6] of the wins by side against
// the heuristic over 2,000 arena games (seed 1), where it took 57.1 % without
// (docs/PERFORMANCE.md, "超人ロック: a seasoned player's habits").
var lockeBoard = map[string]struct {
	Turns, Deals int
	Craft        heuristic.Craft
}{
	KindStrong: {Turns: 7, Deals: 16, Craft: heuristic.Shelter | heuristic.Mend | heuristic.Spare},
}

func budget(gameID, kind string) search.Config {
	if c, ok := perGame[gameID][kind]; ok {
		return c
	}
	return strengths[kind]
}
