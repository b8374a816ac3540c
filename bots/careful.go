package bots

import (
	"slices"

	"zashiki/rules/engine"
)

// carefulSamples is how many deals a careful bot tries before it calls a move a sure loss.
// One deal where the move does not lose is enough to keep it, so most checks cost one deal;
// a move that loses by chance nine times in ten is still told from one that always loses.
const carefulSamples = 32

// carefulSeed draws the deals: the same ones for every move and every caller, so a bot and
// the table (and a test) judge a move alike. The deals come from the View alone.
const carefulSeed = 0x5afe

// Careful wraps a bot so it never picks a move that surely loses its own side at once when
// another move exists: a CPU subordinate handing in the 辞表 with two teammates already down,
// for one. "Surely" is judged from the bot's View alone, over deals of what it cannot see.
func Careful(b Bot, g engine.Game) Bot { return careful{Bot: b, game: g} }

type careful struct {
	Bot
	game engine.Game
}

// Choose asks the wrapped bot, and asks again among the other moves when its pick is a sure loss.
func (c careful) Choose(v engine.View, legal []engine.Action, rng *engine.RNG) engine.Action {
	a := c.Bot.Choose(v, legal, rng)
	if len(legal) < 2 || !surely(c.game, v, a) {
		return a
	}
	var safe []engine.Action
	for _, l := range legal {
		if l.String() != a.String() && !surely(c.game, v, l) {
			safe = append(safe, l)
		}
	}
	if len(safe) == 0 {
		return a
	}
	return c.Bot.Choose(v, safe, rng)
}

func surely(g engine.Game, v engine.View, a engine.Action) bool {
	_, sure := SureLoss(g, v, a)
	return sure
}

// SureLoss reports whether playing a from view v ends the game at once as a loss for v's seat
// in every deal of what v cannot see (the game is over, the seat is not among the winners, and
// someone won or the seat lost points: a cooperative defeat), with the reason the game gives.
// The table asks it too, to confirm such a move with a human player.
func SureLoss(g engine.Game, v engine.View, a engine.Action) (engine.Msg, bool) {
	seat := v.Viewer()
	var reason engine.Msg
	rng := engine.NewRNG(carefulSeed)
	for range carefulSamples {
		s := g.Determinize(&rng, v)
		s.SetQuiet(true)
		act, ok := engine.FindLegal(s, seat, a.String())
		if !ok {
			return reason, false
		}
		if _, err := s.Apply(seat, act); err != nil {
			return reason, false
		}
		o := s.Outcome()
		if !Loss(o, seat) {
			return reason, false
		}
		reason = o.Reason
	}
	return reason, true
}

// Loss reports whether an outcome is a loss for seat's side (nil: the game goes on).
func Loss(o *engine.Outcome, seat int) bool {
	if o == nil || slices.Contains(o.Winners, seat) {
		return false
	}
	return len(o.Winners) > 0 || seat < len(o.Points) && o.Points[seat] < 0
}
