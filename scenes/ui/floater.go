package ui

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// Floater is a number that rises from a seat and fades away: a score or life change.
type Floater struct {
	Seat, N int
	Tw      *Tween
}

// NewFloater lasts the given seconds.
func NewFloater(seat, n int, seconds float64) Floater {
	return Floater{Seat: seat, N: n, Tw: NewTween(seconds, EaseOutCubic)}
}

// Tween implements Tweened.
func (f Floater) Tween() *Tween { return f.Tw }

// Draw shows the signed number centred on x, rising 40 units above y as it fades in its last
// stretch: green for a gain, red for a loss.
func (f Floater) Draw(dst *ebiten.Image, x, y, u float64) {
	clr := color.RGBA{0x7c, 0xe0, 0x8c, 0xff}
	s := "+" + strconv.Itoa(f.N)
	if f.N < 0 {
		clr, s = color.RGBA{0xff, 0x7a, 0x64, 0xff}, strconv.Itoa(f.N)
	}
	alpha := 1 - math.Max(0, f.Tw.Linear()-0.6)/0.4
	Text(dst, s, SizeTitle*u, x, y-40*u*f.Tw.Value(), Center, Premul(clr, alpha))
}

// Premul is clr at the given opacity, premultiplied as Ebitengine's colour scale expects.
func Premul(clr color.RGBA, alpha float64) color.RGBA {
	k := alpha * float64(clr.A) / 255
	return color.RGBA{uint8(float64(clr.R) * k), uint8(float64(clr.G) * k), uint8(float64(clr.B) * k), uint8(255 * k)}
}
