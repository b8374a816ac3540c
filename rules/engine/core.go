package engine

import "slices"

// Core is what every game's state carries besides its own parts: the RNG that draws all its
// chance, the outcome once the game is over, and the events the Apply under way reports. A
// game's State embeds it.
type Core struct {
	RNG    RNG
	Result *Outcome // nil while the game goes on
	quiet  bool
	events []Event
}

// NewCore seeds a core.
func NewCore(seed uint64) Core { return Core{RNG: NewRNG(seed)} }

// Outcome implements State: a copy of the result, nil while the game goes on.
func (c *Core) Outcome() *Outcome { return c.Result.Clone() }

// SetQuiet implements State: a quiet state reports no events and builds no messages.
func (c *Core) SetQuiet(q bool) { c.quiet = q }

// Loud reports whether events are wanted. Rules guard the building of costly events and
// messages with it, so playouts pay nothing for presentation.
func (c *Core) Loud() bool { return !c.quiet }

// Emit records an event for the Apply under way (nothing when quiet).
func (c *Core) Emit(e Event) {
	if !c.quiet {
		c.events = append(c.events, e)
	}
}

// Say records a public log line (nothing when quiet). It keeps a copy of args, so the
// caller's list never escapes and a quiet Say allocates nothing.
func (c *Core) Say(key string, args ...any) {
	if !c.quiet {
		c.events = append(c.events, Event{Kind: EvMessage, Seat: -1, Msg: M(key, slices.Clone(args)...)})
	}
}

// Expect makes room for n more events of the Apply under way (nothing when quiet): a deal
// of dozens of card moves then grows its list once, not at every doubling.
func (c *Core) Expect(n int) {
	if !c.quiet {
		c.events = slices.Grow(c.events, n)
	}
}

// TakeEvents returns the events recorded since the last call and forgets them.
func (c *Core) TakeEvents() []Event {
	if c.events == nil { // a quiet apply's case: no write, so no write barrier
		return nil
	}
	evs := c.events
	c.events = nil
	return evs
}

// Reseed replaces the RNG: the stepwise secrecy check gives two states the same future chance.
func (c *Core) Reseed(seed uint64) { c.RNG = NewRNG(seed) }

// Fork is a copy for a cloned state: same RNG stream, same quietness, a copy of the result,
// no pending events.
func (c *Core) Fork() Core {
	return Core{RNG: c.RNG, Result: c.Result.Clone(), quiet: c.quiet}
}
