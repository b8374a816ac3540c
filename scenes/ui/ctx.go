package ui

import (
	"zashiki/rules/engine"
	"zashiki/scenes/i18n"
)

// Ctx is what a game's board knows of the app around it, refreshed every tick.
type Ctx struct {
	Lang i18n.Lang
	U    float64 // layout unit (see Unit)
	W, H float64 // screen size in pixels
	// Area is the part of the screen the board owns.
	Area  Rect
	Speed float64 // animation speed: 1 normal, larger is faster
	Names []string
	// Countdown is the seconds left to answer a timed prompt (0 when none runs), and
	// CountdownOf the seconds it started from: a board shows them as a Clock.
	Countdown, CountdownOf float64
	// Thinking is whether a CPU seat is deciding now, and Thinker which: the table sets them
	// from the moment it asks the CPU until it applies the choice, so a board's "X is
	// deciding" cue shows only then — never while the CPU's move is animated and logged, nor
	// while the deal or anything else plays out.
	Thinking bool
	Thinker  int
	// Log adds a rules message to the game log, when its event is shown.
	Log func(engine.Msg)
	// Started is told of each event as the board starts to show it (the sound effects follow
	// the animation). It may be nil.
	Started func(engine.Event)
	// Notice shows the player a short line for a moment (why a click was refused); the table
	// draws it. It may be nil in tests.
	Notice func(text string)
	// Tip shows text in a box beside r for this frame (the full text of a card too small to
	// hold it, on hover or long-press); the table draws it last. It may be nil in tests.
	Tip func(r Rect, text string)
}

// Say shows a notice when the table listens.
func (c *Ctx) Say(text string) {
	if c.Notice != nil {
		c.Notice(text)
	}
}

// ShowTip shows a tip when the table listens.
func (c *Ctx) ShowTip(r Rect, text string) {
	if c.Tip != nil {
		c.Tip(r, text)
	}
}

// T renders a catalogue key in the player's language.
func (c *Ctx) T(key string, args ...any) string { return i18n.T(c.Lang, key, args...) }

// S scales a design-size length by the unit.
func (c *Ctx) S(v float64) float64 { return v * c.U }
