package bots

import "zashiki/bots/heuristic"

// Budget is budget, for the tests outside the package.
var Budget = budget

// LockeSearchOf is the search a 超人ロック strength plays, for the tests outside the package.
func LockeSearchOf(kind string) heuristic.LockeSearch {
	return lockeSearch(kind, budget("locke", kind)).(lockeSearcher).LockeSearch
}
