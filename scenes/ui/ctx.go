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
	// Countdown is the seconds left to answer a timed prompt (0 when none runs).
	Countdown float64
	// Log adds a rules message to the game log, when its event is shown.
	Log func(engine.Msg)
}

// T renders a catalogue key in the player's language.
func (c *Ctx) T(key string, args ...any) string { return i18n.T(c.Lang, key, args...) }

// S scales a design-size length by the unit.
func (c *Ctx) S(v float64) float64 { return v * c.U }
