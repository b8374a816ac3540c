package bots

import (
	"time"

	"zashiki/rules/engine"
)

// Decision is a choice being made in slices, so that a caller on one thread (the table in
// the browser) can think between frames: Step works for at most the time given and reports
// whether the choice is made; Choice is the answer, and may be asked early to cut it short.
type Decision interface {
	Step(limit time.Duration) bool
	Choice() engine.Action
}

// Stepper is a bot whose decisions come in slices. Bots that decide at once need not be.
type Stepper interface {
	Bot
	Begin(v engine.View, legal []engine.Action, rng *engine.RNG) Decision
}

// Begin starts b's decision for v's seat among legal: in slices when b is a Stepper, else
// whole on the first Step.
func Begin(b Bot, v engine.View, legal []engine.Action, rng *engine.RNG) Decision {
	if s, ok := b.(Stepper); ok {
		return s.Begin(v, legal, rng)
	}
	return &whole{b: b, v: v, legal: legal, rng: rng}
}

// whole is a decision made in one Step.
type whole struct {
	b      Bot
	v      engine.View
	legal  []engine.Action
	rng    *engine.RNG
	choice engine.Action
}

func (w *whole) Step(time.Duration) bool {
	if w.choice == nil {
		w.choice = w.b.Choose(w.v, w.legal, w.rng)
	}
	return true
}

func (w *whole) Choice() engine.Action {
	if w.choice == nil {
		return w.legal[0]
	}
	return w.choice
}
