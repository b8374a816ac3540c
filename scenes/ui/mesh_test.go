package ui

import (
	"fmt"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/scenes/ui/uitest"
)

// inRoundRect reports whether (px, py) lies in r with corners of radius rad.
func inRoundRect(px, py float64, r Rect, rad float64) bool {
	rad = max(0, min(rad, r.W/2, r.H/2))
	dx := max(r.X+rad-px, px-(r.X+r.W-rad), 0)
	dy := max(r.Y+rad-py, py-(r.Y+r.H-rad), 0)
	if rad == 0 {
		return px >= r.X && px <= r.Right() && py >= r.Y && py <= r.Bottom()
	}
	return dx*dx+dy*dy <= rad*rad
}

// onArc reports whether (px, py) lies within hw of the circle of radius rad around (x, y)
// between angles a0 and a1 (a0 < a1, less than a turn apart).
func onArc(px, py, x, y, rad, a0, a1, hw float64) bool {
	a := math.Atan2(py-y, px-x)
	for a < a0 {
		a += 2 * math.Pi
	}
	if a <= a1 {
		return math.Abs(math.Hypot(px-x, py-y)-rad) <= hw
	}
	for _, e := range []float64{a0, a1} {
		if math.Hypot(px-x-rad*math.Cos(e), py-y-rad*math.Sin(e)) <= hw {
			return true
		}
	}
	return false
}

// TestShapesInkWhatTheyCover: each built-in shape, drawn in white, inks every pixel as much
// as the shape covers of it (found by 8 × 8 samples a pixel), give or take 15 % of full ink
// where an edge bends within the pixel and a quarter where two edges meet at a sharp corner,
// and in all as much as the shape's area, within 1 %.
func TestShapesInkWhatTheyCover(t *testing.T) {
	for _, x := range []float64{20, 20.25, 20.5, 20.8} {
		for _, y := range []float64{10, 10.4} {
			shapes := []struct {
				name   string
				draw   func(dst *ebiten.Image)
				inside func(px, py float64) bool
				sharp  bool // has sharp corners
			}{
				{"rounded rectangle", func(dst *ebiten.Image) { RoundRect(dst, Rect{x, y, 80.5, 40}, 9, color.White) },
					func(px, py float64) bool { return inRoundRect(px, py, Rect{x, y, 80.5, 40}, 9) }, false},
				{"rectangle", func(dst *ebiten.Image) { RoundRect(dst, Rect{x + 100, y, 30.3, 20.6}, 0, color.White) },
					func(px, py float64) bool { return inRoundRect(px, py, Rect{x + 100, y, 30.3, 20.6}, 0) }, true},
				{"outline", func(dst *ebiten.Image) { RoundRectLine(dst, Rect{x, y + 50, 80.5, 44}, 10, 2.5, color.White) },
					func(px, py float64) bool {
						r := Rect{x, y + 50, 80.5, 44}
						return inRoundRect(px, py, r.Inset(-1.25), 11.25) && !inRoundRect(px, py, r.Inset(1.25), 8.75)
					}, false},
				{"thick outline, small corners", func(dst *ebiten.Image) { RoundRectLine(dst, Rect{x + 100, y + 40, 60, 40}, 2, 6, color.White) },
					func(px, py float64) bool {
						r := Rect{x + 100, y + 40, 60, 40}
						return inRoundRect(px, py, r.Inset(-3), 5) && !inRoundRect(px, py, r.Inset(3), 0)
					}, true},
				{"disc", func(dst *ebiten.Image) { Circle(dst, x+190, y+25, 12.5, color.White) },
					func(px, py float64) bool { return math.Hypot(px-x-190, py-y-25) <= 12.5 }, false},
				{"small disc", func(dst *ebiten.Image) { Circle(dst, x+170, y+95, 2.5, color.White) },
					func(px, py float64) bool { return math.Hypot(px-x-170, py-y-95) <= 2.5 }, false},
				{"ring", func(dst *ebiten.Image) { Ring(dst, x+190, y+75, 15, 2, color.White) },
					func(px, py float64) bool { return math.Abs(math.Hypot(px-x-190, py-y-75)-15) <= 1 }, false},
				{"arc", func(dst *ebiten.Image) { Arc(dst, x+60, y+60, 20, -1.57, 2, 6, color.White) },
					func(px, py float64) bool { return onArc(px, py, x+60, y+60, 20, -1.57, 2, 3) }, false},
				{"thin arc", func(dst *ebiten.Image) { Arc(dst, x+140, y+60, 12, 0.3, 4, 1, color.White) },
					func(px, py float64) bool { return onArc(px, py, x+140, y+60, 12, 0.3, 4, 0.5) }, false},
			}
			for _, s := range shapes {
				name := fmt.Sprintf("%s at x %.2f y %.2f", s.name, x, y)
				ClearStamps()
				img := uitest.Snapshot(240, 120, s.draw)
				worst, at, ink, area := 0.0, "", 0.0, 0.0
				for py := range 120 {
					for px := range 240 {
						in := 0
						for sy := range 8 {
							for sx := range 8 {
								if s.inside(float64(px)+(float64(sx)+0.5)/8, float64(py)+(float64(sy)+0.5)/8) {
									in++
								}
							}
						}
						want := float64(in) / 64
						got := float64(img.Pix[img.PixOffset(px, py)+3]) / 255
						ink, area = ink+got, area+want
						if d := math.Abs(got - want); d > worst {
							worst, at = d, fmt.Sprintf("(%d, %d): %.2f, covered %.2f", px, py, got, want)
						}
					}
				}
				tol := 0.15
				if s.sharp {
					tol = 0.25
				}
				if worst > tol {
					t.Errorf("%s: a pixel inked %s", name, at)
				}
				if math.Abs(ink-area) > 0.01*area+1 {
					t.Errorf("%s: %.1f pixels' ink in all, where the shape covers %.1f", name, ink, area)
				}
			}
		}
	}
}
