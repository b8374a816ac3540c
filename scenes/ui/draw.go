package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// RoundRect fills r with rounded corners of radius rad.
func RoundRect(dst *ebiten.Image, r Rect, rad float64, clr color.Color) {
	drawShape(dst, shapeKey{kind: roundRect, w: r.W, h: r.H, rad: rad}, r.X, r.Y, clr, nil)
}

// RoundRectLine strokes the outline of r.
func RoundRectLine(dst *ebiten.Image, r Rect, rad, width float64, clr color.Color) {
	drawShape(dst, shapeKey{kind: roundRectLine, w: r.W, h: r.H, rad: rad, width: width}, r.X, r.Y, clr, nil)
}

// roundRectPath adds r with corners of radius rad to p as a closed sub-path, clockwise on the
// screen, or anticlockwise when reverse (a hole in a path filled by the non-zero rule).
func roundRectPath(p *vector.Path, r Rect, rad float64, reverse bool) {
	x, y, w, h, k := float32(r.X), float32(r.Y), float32(r.W), float32(r.H), float32(min(rad, r.W/2, r.H/2))
	p.MoveTo(x+k, y)
	if reverse {
		p.ArcTo(x, y, x, y+k, k)
		p.LineTo(x, y+h-k)
		p.ArcTo(x, y+h, x+k, y+h, k)
		p.LineTo(x+w-k, y+h)
		p.ArcTo(x+w, y+h, x+w, y+h-k, k)
		p.LineTo(x+w, y+k)
		p.ArcTo(x+w, y, x+w-k, y, k)
	} else {
		p.LineTo(x+w-k, y)
		p.ArcTo(x+w, y, x+w, y+k, k)
		p.LineTo(x+w, y+h-k)
		p.ArcTo(x+w, y+h, x+w-k, y+h, k)
		p.LineTo(x+k, y+h)
		p.ArcTo(x, y+h, x, y+h-k, k)
		p.LineTo(x, y+k)
		p.ArcTo(x, y, x+k, y, k)
	}
	p.Close()
}

// roundRectLinePath adds the outline of r, width wide and centred on r's edge, as the band
// between two rounded rectangles: the very region a stroke with round joins covers.
func roundRectLinePath(p *vector.Path, r Rect, rad, width float64) {
	hw := width / 2
	rad = min(rad, r.W/2, r.H/2)
	roundRectPath(p, r.Inset(-hw), rad+hw, false)
	if in := r.Inset(hw); in.W > 0 && in.H > 0 {
		roundRectPath(p, in, max(rad-hw, 0), true)
	}
}

// circlePath adds the circle of radius rad around (x, y) as a closed sub-path.
func circlePath(p *vector.Path, x, y, rad float64, dir vector.Direction) {
	a := 2 * math.Pi
	if dir == vector.CounterClockwise {
		a = -a
	}
	p.MoveTo(float32(x+rad), float32(y))
	p.Arc(float32(x), float32(y), float32(rad), 0, float32(a), dir)
	p.Close()
}

// arcBandPath adds the band a stroke width wide along the circle of radius rad around
// (x, y) covers from angle a0 to a1 (a0 ≤ a1), with round caps: the outer arc, the cap
// at a1, the inner arc back, the cap at a0.
func arcBandPath(p *vector.Path, x, y, rad, a0, a1, width float64) {
	hw := width / 2
	cx, cy := float32(x), float32(y)
	capAt := func(a float64) (float32, float32) {
		return float32(x + rad*math.Cos(a)), float32(y + rad*math.Sin(a))
	}
	p.MoveTo(float32(x+(rad+hw)*math.Cos(a0)), float32(y+(rad+hw)*math.Sin(a0)))
	p.Arc(cx, cy, float32(rad+hw), float32(a0), float32(a1), vector.Clockwise)
	ex, ey := capAt(a1)
	p.Arc(ex, ey, float32(hw), float32(a1), float32(a1+math.Pi), vector.Clockwise)
	p.Arc(cx, cy, float32(max(rad-hw, 0)), float32(a1), float32(a0), vector.CounterClockwise)
	sx, sy := capAt(a0)
	p.Arc(sx, sy, float32(hw), float32(a0+math.Pi), float32(a0+2*math.Pi), vector.Clockwise)
	p.Close()
}

// Panel draws a paper panel with a soft shadow.
func Panel(dst *ebiten.Image, r Rect, u float64) {
	RoundRect(dst, Rect{r.X + 4*u, r.Y + 6*u, r.W, r.H}, 14*u, color.RGBA{0, 0, 0, 0x60})
	RoundRect(dst, r, 14*u, Paper)
}

// Dim darkens the whole screen, behind a dialog.
func Dim(dst *ebiten.Image, alpha uint8) {
	b := dst.Bounds()
	Fill(dst, Rect{W: float64(b.Dx()), H: float64(b.Dy())}, color.RGBA{0, 0, 0, alpha})
}

// Fill paints r in one colour.
func Fill(dst *ebiten.Image, r Rect, clr color.Color) {
	if record(dst, op{kind: opFill, r: r, clr: clr}) {
		return
	}
	vector.FillRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), clr, false)
}

// Circle fills a disc.
func Circle(dst *ebiten.Image, x, y, r float64, clr color.Color) {
	drawShape(dst, shapeKey{kind: disc, rad: r}, x, y, clr, nil)
}

// Ring strokes a circle.
func Ring(dst *ebiten.Image, x, y, r, width float64, clr color.Color) {
	drawShape(dst, shapeKey{kind: ring, rad: r, width: width}, x, y, clr, nil)
}

// Arc strokes part of a circle from angle a0 to a1 (radians, clockwise from 3 o'clock).
func Arc(dst *ebiten.Image, x, y, r, a0, a1, width float64, clr color.Color) {
	drawShape(dst, shapeKey{kind: arc, rad: r, width: width, a0: a0, a1: a1}, x, y, clr, nil)
}

// Image draws img scaled to fill r.
func Image(dst, img *ebiten.Image, r Rect, alpha float64) {
	if record(dst, op{kind: opImage, img: img, r: r, alpha: alpha}) {
		return
	}
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(r.W/float64(b.Dx()), r.H/float64(b.Dy()))
	op.GeoM.Translate(r.X, r.Y)
	op.ColorScale.ScaleAlpha(float32(alpha))
	dst.DrawImage(img, op)
}

// DrawImage draws img onto dst with the geometry, colour scale and filter of op (nil: none),
// as dst.DrawImage does; a board drawing a picture of its own onto a Layer uses it.
func DrawImage(dst, img *ebiten.Image, op *ebiten.DrawImageOptions) {
	if op == nil {
		op = &ebiten.DrawImageOptions{}
	}
	if record(dst, opDrawImageOf(img, op)) {
		return
	}
	dst.DrawImage(img, op)
}

func opDrawImageOf(img *ebiten.Image, o *ebiten.DrawImageOptions) op {
	return op{kind: opDrawImage, img: img, geoM: o.GeoM, scale: o.ColorScale, filter: o.Filter, blend: o.Blend}
}
