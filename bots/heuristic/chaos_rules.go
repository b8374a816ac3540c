package heuristic

import (
	"math"

	"zashiki/rules/chaos"
	"zashiki/rules/engine"
)

// ChaosRules is プロジェクト・カオス's cheap player, for the search's playouts: the heuristic
// (Chaos) deals and tries every move, which makes a playout with it cost a hundred times a
// random one, while ChaosRules scores each move on the View alone with a few rules and the
// heuristic's weights: what a pushed-out card does to the lane's progress, what placing a
// card does to the resources, a play that calms the die, a discard only of a trouble card.
// Questions it answers as the heuristic does; other picks are random but for a chaos-2
// discard, which gives up the least useful card.
type ChaosRules struct{}

// Name implements bots.Bot.
func (ChaosRules) Name() string { return "rules" }

// Choose implements bots.Bot. It reads only the View; any other view type gets a random move.
func (ChaosRules) Choose(ev engine.View, legal []engine.Action, rng *engine.RNG) engine.Action {
	v, ok := ev.(*chaos.View)
	if !ok || len(legal) == 1 {
		return legal[rng.IntN(len(legal))]
	}
	switch v.Phase {
	case chaos.PhaseAsk:
		if e := v.Ask.Effect(); e != nil && e.Ask == chaos.AskLived {
			return answerLived(v, legal, rng)
		}
		for _, a := range legal {
			if x, ok := a.(chaos.Action); ok && x.Kind == chaos.Yes {
				return a // agree: teammates play alike
			}
		}
	case chaos.PhaseChoose:
		if v.Choice.Kind != chaos.ChooseDiscard {
			return legal[rng.IntN(len(legal))]
		}
	}
	r := ruleTable{v: v, goal: v.Goal()}
	r.lane = r.laneScore(v.Lane)
	best, bestVal := 0, math.Inf(-1)
	for i, la := range legal {
		a, ok := la.(chaos.Action)
		if !ok {
			return legal[rng.IntN(len(legal))]
		}
		// A little noise breaks ties and keeps playouts from repeating one line.
		if val := r.value(a) + 0.01*float64(rng.IntN(64)); val > bestVal {
			best, bestVal = i, val
		}
	}
	return legal[best]
}

// ruleTable is what ChaosRules reckons once a decision.
type ruleTable struct {
	v    *chaos.View
	goal chaos.Goal
	lane float64 // laneScore of the lane as it is
}

// laneScore is the lane's part of the heuristic's score: the cards that count toward the
// condition, less those that spoil it.
func (r *ruleTable) laneScore(lane []int) float64 {
	val := 0.0
	for _, p := range r.goal.ProgressOf(r.v.Victory, lane, r.v.Chaos) {
		switch p.Key {
		case "chaos":
		case "impure", "extra":
			val -= 2 * wProgress * float64(p.Have)
		default:
			val += wProgress * float64(min(p.Have, p.Need))
		}
	}
	return val
}

// value scores action a by the rules.
func (r *ruleTable) value(a chaos.Action) float64 {
	v := r.v
	card := chaos.Cards[a.Card]
	switch a.Kind {
	case chaos.Place:
		prev := v.Work[a.Cat.Slot()]
		after := chaos.AfterPlacing(v.Resources, a.Card)
		val := 0.0
		if prev >= 0 {
			after -= chaos.PushOutCost(prev, a.Out)
			switch a.Out {
			case chaos.OutLane:
				lane := append(v.Lane[:len(v.Lane):len(v.Lane)], prev)
				val += r.laneScore(lane) - r.lane
			case chaos.OutDiscard:
				if chaos.Cards[prev].Value < 0 {
					val += wTrouble
				}
				if wanted(v, prev) {
					val -= wCandidate
				}
			}
		}
		val += wResource * float64(after-v.Resources)
		if wanted(v, a.Card) {
			val += wCandidate
		}
		if card.Value < 0 {
			val -= wTrouble
		}
		return val
	case chaos.Play:
		val := 0.2
		if lowersDie(card.Effect) && v.Chaos > 0 {
			val += chaosCost[v.Chaos] - chaosCost[v.Chaos-1]
		}
		return val
	case chaos.Discard:
		if card.Value < 0 {
			return -0.5
		}
		return -1.5
	case chaos.Pick: // a chaos-2 discard from the hand: the least useful card
		val := -float64(card.Value)
		if wanted(v, a.Card) {
			val -= wCandidate
		}
		if lowersDie(card.Effect) {
			val -= wCalmCard
		}
		return val
	}
	return 0
}
