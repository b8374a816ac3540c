package heuristic

import (
	"math"

	"zashiki/rules/chaos"
	"zashiki/rules/engine"
)

// Chaos is a Project Chaos teammate. It looks one action ahead: it deals the cards it cannot
// see at random (the game's own Determinize, a few times over), tries each legal action on
// those deals, and scores the tables that result by how close the lane is to the chosen
// victory condition, how calm the die is, the shared resources and the cards left in the
// deck. Asked whether it lived through a card's event, it answers as a person might: yes
// as often as the card says people have; asked to agree, it agrees when the proposal scores
// better than the refusal.
type Chaos struct{}

// Name implements bots.Bot.
func (Chaos) Name() string { return "heuristic" }

// samples is how many deals each action is tried on.
const samples = 3

// Choose implements bots.Bot. It reads only the View; any other view type gets a random move.
func (Chaos) Choose(ev engine.View, legal []engine.Action, rng *engine.RNG) engine.Action {
	v, ok := ev.(*chaos.View)
	if !ok || len(legal) == 1 {
		return legal[rng.IntN(len(legal))]
	}
	if e := v.Ask.Effect(); v.Phase == chaos.PhaseAsk && e != nil && e.Ask == chaos.AskLived {
		return answerLived(v, legal, rng)
	}
	deals := make([]engine.State, samples)
	for i := range deals {
		deals[i] = chaos.Game.Determinize(rng, v)
		deals[i].SetQuiet(true) // the tries need no events
	}
	best, bestVal := 0, math.Inf(-1)
	for i, a := range legal {
		val := 0.0
		for _, d := range deals {
			val += tryAction(d, v.Seat, a, rng)
		}
		if val > bestVal {
			best, bestVal = i, val
		}
	}
	return legal[best]
}

// answerLived says yes as often as the card's event happens to people.
func answerLived(v *chaos.View, legal []engine.Action, rng *engine.RNG) engine.Action {
	want := chaos.No
	if rng.IntN(100) < v.Ask.Effect().Common {
		want = chaos.Yes
	}
	for _, a := range legal {
		if x, ok := a.(chaos.Action); ok && x.Kind == want {
			return a
		}
	}
	return legal[0]
}

// tryAction scores action a for seat on a copy of deal d. When it opens a question to the
// table, the teammates are taken to agree (they play the same way), so the proposal itself
// is what gets scored.
func tryAction(d engine.State, seat int, a engine.Action, rng *engine.RNG) float64 {
	s := d.Clone()
	if _, err := s.Apply(seat, a); err != nil {
		return math.Inf(-1)
	}
	// Only a question opens a window, and the window is public: no view is built until one is.
	for guard := 0; guard < 8 && s.Outcome() == nil && s.Window() != nil; guard++ {
		v := s.View(seat).(*chaos.View)
		actor := s.Actors()[0]
		answer := chaos.Action{Kind: chaos.Yes}
		if actor == seat && a.(chaos.Action).Kind == chaos.No {
			answer.Kind = chaos.No
		}
		if e := v.Ask.Effect(); e.Ask == chaos.AskLived && rng.IntN(100) >= e.Common {
			answer.Kind = chaos.No
		}
		if _, err := s.Apply(actor, answer); err != nil {
			break
		}
	}
	return score(s.View(seat).(*chaos.View))
}

// Weights of the score, in "one step of progress" units.
const (
	wProgress  = 4.0  // each lane card that counts toward the condition
	wResource  = 0.7  // each shared token
	wDeck      = 0.08 // each card left in the deck: the clock
	wCandidate = 1.2  // a workplace card the condition wants in the lane
	wTrouble   = 0.5  // a trouble workplace card that blocks nothing but costs to clear
	wCalmCard  = 0.6  // a card in hand that lowers the die
)

// chaosCost is what each die face costs: 3 is one step from losing.
var chaosCost = [4]float64{0, 1, 3, 7}

func score(v *chaos.View) float64 {
	if o := v.Outcome; o != nil {
		if len(o.Winners) > 0 {
			return 1000 + float64(v.DrawCount)
		}
		return -1000
	}
	g := v.Goal()
	val := wResource*float64(v.Resources) + wDeck*float64(v.DrawCount)
	cc := chaosCost[v.Chaos]
	if v.Victory == chaos.Firefight {
		cc *= 2.5
	}
	val -= cc
	if !v.Touched && v.Chaos >= 2 {
		val -= 1.5 // a stagnation penalty is coming unless someone touches the die
	}
	for _, p := range g.ProgressOf(v.Victory, v.Lane, v.Chaos) {
		switch p.Key {
		case "chaos":
		case "impure", "extra": // a lane card that spoils the condition until it is removed
			val -= 2 * wProgress * float64(p.Have)
		default:
			val += wProgress * float64(min(p.Have, p.Need))
		}
	}
	for _, c := range v.Work {
		if c < 0 {
			continue
		}
		if wanted(v, c) {
			val += wCandidate
		}
		if chaos.Cards[c].Value < 0 {
			val -= wTrouble
		}
	}
	for _, c := range v.Hand {
		if e := chaos.Cards[c].Effect; e != nil && lowersDie(e) && v.Chaos > 0 {
			val += wCalmCard
		}
	}
	return val
}

// wanted reports whether workplace card c would bring the lane closer to the condition.
func wanted(v *chaos.View, c int) bool {
	d := chaos.Cards[c]
	switch v.Victory {
	case chaos.Innovation:
		return d.Value == 3
	case chaos.TechWin:
		return d.Value == 3 && d.Cats.Has(chaos.Tech)
	case chaos.Balance:
		for _, p := range v.Goal().ProgressOf(v.Victory, v.Lane, v.Chaos) {
			for _, cat := range chaos.Cats {
				if p.Key == cat.Name() && p.Have < p.Need && d.Cats.Has(cat) {
					return true
				}
			}
		}
	case chaos.NoRisk:
		return d.Value <= 0
	}
	return false
}

// lowersDie reports whether an effect can move the die down.
func lowersDie(e *chaos.Effect) bool {
	if e == nil {
		return false
	}
	if e.Op == chaos.OpChaos && e.N < 0 {
		return true
	}
	for _, s := range e.Steps {
		if lowersDie(s) {
			return true
		}
	}
	return lowersDie(e.Then)
}
