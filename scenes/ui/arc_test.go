package ui

import (
	"math"
	"testing"
)

// Arcs are quadratic pieces that stay within arcTolerance of the circle, and few of them.
func TestArcPiecesKeepToTheCircle(t *testing.T) {
	for _, rad := range []float64{0.5, 3, 7, 12, 40, 120, 400, 1200} {
		for _, a := range [][2]float64{{0, 2 * math.Pi}, {0, -2 * math.Pi}, {-math.Pi / 2, 1.1}, {2.5, 0.3}} {
			const x, y = 300, 200
			worst, pieces := 0.0, 0
			sx, sy := x+rad*math.Cos(a[0]), y+rad*math.Sin(a[0])
			ex, ey := sx, sy
			arcPieces(x, y, rad, a[0], a[1], func(cx, cy, px, py float64) {
				pieces++
				for i := 0; i <= 64; i++ {
					s := float64(i) / 64
					qx := (1-s)*(1-s)*ex + 2*s*(1-s)*cx + s*s*px
					qy := (1-s)*(1-s)*ey + 2*s*(1-s)*cy + s*s*py
					worst = max(worst, math.Abs(math.Hypot(qx-x, qy-y)-rad))
				}
				ex, ey = px, py
			})
			if want := x + rad*math.Cos(a[1]); math.Abs(ex-want) > 1e-9 {
				t.Errorf("rad %v, %v: the arc ends at x %v, want %v", rad, a, ex, want)
			}
			if worst > arcTolerance {
				t.Errorf("rad %v, %v: strays %.4f px from the circle, over %v", rad, a, worst, arcTolerance)
			}
			if full := math.Abs(a[1]-a[0]) >= 2*math.Pi; full && (pieces < 8 || pieces > 40) {
				t.Errorf("rad %v: a whole circle in %d pieces, want 8–40", rad, pieces)
			}
		}
	}
}
