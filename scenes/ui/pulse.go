package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// pulseSteps is how many levels a pulse moves through: few enough that the shapes it sizes
// come round again and are drawn from their stamps (stamp.go) instead of filled afresh each
// frame, many enough that the breath looks smooth.
const pulseSteps = 12

// Pulse is a breathing value from 0 to 1 at tick, one breath every 2π·period ticks, in
// pulseSteps steps.
func Pulse(tick int, period float64) float64 {
	p := 0.5 + 0.5*math.Sin(float64(tick)/period)
	return math.Round(p*pulseSteps) / pulseSteps
}

// turnGlow is the vermilion of the whose-turn cue.
var turnGlow = color.RGBA{0xd9, 0x4a, 0x2b, 0xff}

// TurnGlow draws the breathing glow around r, the plate of the seat whose turn it is: it
// reaches from base to base+spread beyond r and brightens as it grows.
func TurnGlow(dst *ebiten.Image, r Rect, tick int, base, spread, radius float64) {
	glow := Pulse(tick, 8)
	c := turnGlow
	c.A = uint8(90 + 80*glow)
	RoundRect(dst, r.Inset(-spread*glow-base), radius, c)
}
