package bots

import (
	"slices"
	"time"

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
	d := c.Begin(v, legal, rng)
	for !d.Step(time.Hour) {
	}
	return d.Choice()
}

// Begin implements Stepper: the wrapped bot's decision in its slices, then the checks, a move
// at a time, in slices of their own.
func (c careful) Begin(v engine.View, legal []engine.Action, rng *engine.RNG) Decision {
	return &carefulDecision{c: c, v: v, legal: legal, rng: rng, inner: Begin(c.Bot, v, legal, rng)}
}

// carefulDecision goes through its stages over as many Steps as they take: the wrapped bot's
// pick; whether it is a sure loss; if so, which other moves are not (checked one by one); and
// the wrapped bot's pick among those.
type carefulDecision struct {
	c      careful
	v      engine.View
	legal  []engine.Action
	rng    *engine.RNG
	inner  Decision
	stage  int
	pick   engine.Action
	next   int // the next move to check in stageSafe
	safe   []engine.Action
	choice engine.Action
}

const (
	stagePick = iota
	stageCheck
	stageSafe
	stageRepick
	stageDone
)

func (d *carefulDecision) Step(limit time.Duration) bool {
	start := time.Now()
	// At least one unit of work a Step, however short the slice.
	for first := true; d.stage != stageDone && (first || d.stage == stagePick || time.Since(start) < limit); first = false {
		left := max(limit-time.Since(start), 0)
		switch d.stage {
		case stagePick:
			if !d.inner.Step(left) {
				return false
			}
			d.pick = d.inner.Choice()
			d.choice = d.pick
			d.stage = stageCheck // in a slice of its own when this one is spent
		case stageCheck:
			d.stage = stageDone
			if len(d.legal) > 1 && surely(d.c.game, d.v, d.pick) {
				d.stage = stageSafe
			}
		case stageSafe:
			if d.next == len(d.legal) {
				d.stage = stageDone
				if len(d.safe) > 0 {
					d.inner, d.stage = Begin(d.c.Bot, d.v, d.safe, d.rng), stageRepick
				}
				continue
			}
			l := d.legal[d.next]
			d.next++
			if l.String() != d.pick.String() && !surely(d.c.game, d.v, l) {
				d.safe = append(d.safe, l)
			}
		case stageRepick:
			if !d.inner.Step(left) {
				return false
			}
			d.choice, d.stage = d.inner.Choice(), stageDone
		}
	}
	return d.stage == stageDone
}

// Choice is the answer once Step reported it made; cut short, the wrapped bot's pick so far
// (or, while it is being judged, its first pick).
func (d *carefulDecision) Choice() engine.Action {
	if d.stage != stagePick && d.stage != stageRepick {
		return d.choice
	}
	return d.inner.Choice()
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
