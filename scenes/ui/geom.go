// Package ui holds the screen's building blocks: input, layout, text, widgets, tweens and
// card drawing. Sizes are in screen pixels scaled by a Unit that follows the window.
package ui

// Rect is an axis-aligned rectangle in screen pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) lies inside.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Center is the middle point.
func (r Rect) Center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Inset shrinks the rectangle by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Right and Bottom are the far edges.
func (r Rect) Right() float64  { return r.X + r.W }
func (r Rect) Bottom() float64 { return r.Y + r.H }

// CenteredAt is a w×h rectangle centred on (x, y).
func CenteredAt(x, y, w, h float64) Rect { return Rect{x - w/2, y - h/2, w, h} }

// Unit is the scale of the layout: 1 at the design size of 1280×720, following the window.
func Unit(w, h int) float64 {
	u := min(float64(w)/1280, float64(h)/720)
	return max(u, 0.3)
}

// Lerp blends a and b by t.
func Lerp(a, b, t float64) float64 { return a + (b-a)*t }
