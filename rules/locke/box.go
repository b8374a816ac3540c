package locke

import (
	"sync/atomic"

	"zashiki/rules/engine"
)

// Putting an Action in an engine.Action allocates: boxing every listed action afresh was half
// of a random playout's allocations. boxAt hands out each plain action (no B, no suit, no X; A
// a small number or an ability's) boxed once for the process, filled in the first time it is
// listed. Two lists boxing the same action at once may both store it: the two boxes hold equal
// values, so either does.
var boxes = make([]atomic.Pointer[engine.Action], len(verbs)*boxSlots)

// A verb's boxes: A from 0 below plainSlots (cards, cells, seats, values), then abilities
// from AbilityBase.
const (
	plainSlots = 160
	boxSlots   = 256
)

// boxAt is a as an engine.Action, from the boxes where it has one.
func boxAt(a Action) engine.Action {
	slot := a.A
	switch {
	case int(a.Verb) >= len(verbs) || a.B != 0 || a.Suit || a.X != 0:
		return a
	case slot >= AbilityBase && slot < AbilityBase+boxSlots-plainSlots:
		slot += plainSlots - AbilityBase
	case slot < 0 || slot >= plainSlots:
		return a
	}
	p := &boxes[int(a.Verb)*boxSlots+slot]
	if b := p.Load(); b != nil {
		return *b
	}
	b := new(engine.Action)
	*b = a
	p.Store(b)
	return *b
}
