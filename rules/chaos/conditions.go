package chaos

// Victory is a victory condition: the seed's three examples and the design group's two.
type Victory string

const (
	Balance    Victory = "balance"    // バランスの取れたプロダクト
	Innovation Victory = "innovation" // 世界を変えるイノベーション
	Firefight  Victory = "firefight"  // 炎上鎮火
	NoRisk     Victory = "norisk"     // ノーリスク
	TechWin    Victory = "tech"       // 技術の勝利
)

// Victories lists the conditions in the order setup offers them.
var Victories = []Victory{Balance, Innovation, Firefight, NoRisk, TechWin}

// Goal is a condition's numbers and its set-up, as data.
type Goal struct {
	// Each category needs PerCat lane cards (Balance); Plus3 lane cards of value +3
	// (Innovation: and no lane card of another value); LaneMin lane cards in all
	// (NoRisk, TechWin); TechPlus3 TECH cards of +3 among them (TechWin).
	PerCat, Plus3, LaneMin, TechPlus3 int
	PureLane                          bool // Innovation: every lane card must be a +3
	// Exact (Balance): the lane holds exactly PerCat cards of each category and nothing
	// else, the seed's 「2枚ずつ、計6枚」; otherwise extra lane cards do not spoil it.
	Exact    bool
	ChaosMax int // NoRisk: the die must show at most this; Firefight: 0
	// Set-up: the die shows Die (-1: rolled); Work names, per workplace, the value of a
	// base card taken from the deck and laid there (0: empty).
	Die  int
	Work [3]int
}

// Difficulty tunes the set-up: resources to start with, cards removed from the deck unseen
// (the game's clock) and a shift of the goal's starting die face.
type Difficulty struct {
	Resources int
	Removed   int
	DieShift  int
}

// Difficulties by option value.
var Difficulties = map[string]Difficulty{
	"easy":   {Resources: 2, Removed: 0, DieShift: -1},
	"normal": {Resources: 1, Removed: 6, DieShift: 0},
	"hard":   {Resources: 0, Removed: 16, DieShift: 1},
}

// Goals by condition. The figures were tuned with the sim so that no condition is a walk
// and none hopeless for a team that plays well (docs/PERFORMANCE.md).
var Goals = map[Victory]Goal{
	Balance:    {PerCat: 2, Exact: true, Die: -1, ChaosMax: 3},
	Innovation: {Plus3: 5, PureLane: true, Die: -1, ChaosMax: 3},
	Firefight:  {ChaosMax: 0, Die: 3, Work: [3]int{-2, -2, -2}},
	NoRisk:     {LaneMin: 7, ChaosMax: 1, Die: -1},
	TechWin:    {LaneMin: 5, TechPlus3: 2, Die: -1, ChaosMax: 3},
}

// GoalOf is condition v's goal under the game's options: balance_lane=atleast lets the
// balanced lane hold more than six cards.
func GoalOf(v Victory, opts map[string]string) Goal {
	g := Goals[v]
	if v == Balance && opts[OptBalanceLane] == BalanceAtLeast {
		g.Exact = false
	}
	return g
}

// Won reports whether the lane and the die meet the condition.
func (g Goal) Won(v Victory, lane []int, chaos int) bool {
	if chaos > g.ChaosMax {
		return false
	}
	switch v {
	case Balance:
		// Each lane card counts for one category, so fewer than 3*PerCat never balance.
		if n := len(lane); n < 3*g.PerCat || g.Exact && n != 3*g.PerCat {
			return false
		}
		return balanced(lane, g.PerCat)
	case Innovation:
		n := 0
		for _, c := range lane {
			if Cards[c].Value == 3 {
				n++
			} else if g.PureLane {
				return false
			}
		}
		return n >= g.Plus3
	case Firefight:
		return true
	case NoRisk:
		return len(lane) >= g.LaneMin
	case TechWin:
		n := 0
		for _, c := range lane {
			if Cards[c].Cats.Has(Tech) && Cards[c].Value == 3 {
				n++
			}
		}
		return len(lane) >= g.LaneMin && n >= g.TechPlus3
	}
	return false
}

// balanced reports whether each category can be given per lane cards, a card carrying
// several categories counting for one of them (whichever helps).
func balanced(lane []int, per int) bool {
	var need [3]int
	for i := range need {
		need[i] = per
	}
	var multi []Cat
	for _, c := range lane {
		d := Cards[c]
		if d.Multi() {
			multi = append(multi, d.Cats)
			continue
		}
		if s := d.Cats.Slot(); need[s] > 0 {
			need[s]--
		}
	}
	return assign(multi, need)
}

// assign tries every way of giving the multi-category cards to the categories still short.
func assign(multi []Cat, need [3]int) bool {
	if need == [3]int{} {
		return true
	}
	if len(multi) == 0 {
		return false
	}
	for i, c := range Cats {
		if multi[0].Has(c) && need[i] > 0 {
			need[i]--
			if assign(multi[1:], need) {
				return true
			}
			need[i]++
		}
	}
	return assign(multi[1:], need)
}

// balanceCounts is how many lane cards count toward each category, at most per each, with the
// cards of two categories given where they count most (the order of the lane does not matter).
func balanceCounts(lane []int, per int) [3]int {
	var singles [3]int
	var multi []Cat
	for _, c := range lane {
		if d := Cards[c]; d.Multi() {
			multi = append(multi, d.Cats)
		} else {
			singles[d.Cats.Slot()]++
		}
	}
	var best [3]int
	bestSum := -1
	var try func(k int, have [3]int)
	try = func(k int, have [3]int) {
		if k == len(multi) {
			sum := 0
			for i := range have {
				have[i] = min(have[i], per)
				sum += have[i]
			}
			if sum > bestSum {
				best, bestSum = have, sum
			}
			return
		}
		for i, c := range Cats {
			if multi[k].Has(c) {
				have[i]++
				try(k+1, have)
				have[i]--
			}
		}
	}
	try(0, singles)
	return best
}

// Progress is how far the lane is toward each part of the condition, for the table's
// "USER 1/2 · TECH 2/2 · MGMT 0/2" line: a (have, need) pair per part.
type Progress struct {
	Key        string // what the part counts ("tech", "user", "mgmt", "extra", "plus3", "lane", "techplus3", "chaos", "impure")
	Have, Need int
}

// ProgressOf spells out the condition's parts for a lane and die.
func (g Goal) ProgressOf(v Victory, lane []int, chaos int) []Progress {
	switch v {
	case Balance:
		have := balanceCounts(lane, g.PerCat)
		out := []Progress{{"tech", have[0], g.PerCat}, {"user", have[1], g.PerCat}, {"mgmt", have[2], g.PerCat}}
		if g.Exact {
			out = append(out, Progress{"extra", len(lane) - have[0] - have[1] - have[2], 0})
		}
		return out
	case Innovation:
		n, other := 0, 0
		for _, c := range lane {
			if Cards[c].Value == 3 {
				n++
			} else {
				other++
			}
		}
		return []Progress{{"plus3", n, g.Plus3}, {"impure", other, 0}}
	case Firefight:
		return []Progress{{"chaos", chaos, 0}}
	case NoRisk:
		return []Progress{{"lane", len(lane), g.LaneMin}, {"chaos", chaos, g.ChaosMax}}
	case TechWin:
		n := 0
		for _, c := range lane {
			if Cards[c].Cats.Has(Tech) && Cards[c].Value == 3 {
				n++
			}
		}
		return []Progress{{"techplus3", n, g.TechPlus3}, {"lane", len(lane), g.LaneMin}}
	}
	return nil
}
