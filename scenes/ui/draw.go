package ui

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// RoundRect fills r with rounded corners of radius rad.
func RoundRect(dst *ebiten.Image, r Rect, rad float64, clr color.Color) {
	if tracing != nil {
		traceGround(dst, r)
	}
	drawShape(dst, shapeKey{kind: roundRect, w: r.W, h: r.H, rad: rad}, r.X, r.Y, clr, nil)
}

// RoundRectLine strokes the outline of r.
func RoundRectLine(dst *ebiten.Image, r Rect, rad, width float64, clr color.Color) {
	drawShape(dst, shapeKey{kind: roundRectLine, w: r.W, h: r.H, rad: rad, width: width}, r.X, r.Y, clr, nil)
}

// roundRectPath adds r with corners of radius rad to p as a closed sub-path, clockwise on the
// screen (the map's cells, drawn once into their sprites).
func roundRectPath(p *vector.Path, r Rect, rad float64) {
	x, y, w, h, k := float32(r.X), float32(r.Y), float32(r.W), float32(r.H), float32(min(rad, r.W/2, r.H/2))
	p.MoveTo(x+k, y)
	p.LineTo(x+w-k, y)
	p.ArcTo(x+w, y, x+w, y+k, k)
	p.LineTo(x+w, y+h-k)
	p.ArcTo(x+w, y+h, x+w-k, y+h, k)
	p.LineTo(x+k, y+h)
	p.ArcTo(x, y+h, x, y+h-k, k)
	p.LineTo(x, y+k)
	p.ArcTo(x, y, x+k, y, k)
	p.Close()
}

// Panel draws a paper panel with a soft shadow.
func Panel(dst *ebiten.Image, r Rect, u float64) {
	traceCover(dst, r, false)
	RoundRect(dst, Rect{r.X + 4*u, r.Y + 6*u, r.W, r.H}, 14*u, color.RGBA{0, 0, 0, 0x60})
	RoundRect(dst, r, 14*u, Paper)
}

// Cover fills r with rounded corners of radius rad in clr, over what is drawn there (a
// toast): a trace takes what lies under it as hidden.
func Cover(dst *ebiten.Image, r Rect, rad float64, clr color.Color) {
	traceCover(dst, r, false)
	RoundRect(dst, r, rad, clr)
}

// Dim darkens the whole screen, behind a dialog.
func Dim(dst *ebiten.Image, alpha uint8) {
	b := dst.Bounds()
	r := Rect{W: float64(b.Dx()), H: float64(b.Dy())}
	traceCover(dst, r, true)
	Fill(dst, r, color.RGBA{0, 0, 0, alpha})
}

// Fill paints r in one colour.
func Fill(dst *ebiten.Image, r Rect, clr color.Color) {
	if tracing != nil && r.W >= 24 && r.H >= 24 {
		if _, _, _, a := clr.RGBA(); a == 0xffff { // an opaque ground: the header bar, the log
			traceCover(dst, r, false)
		}
	}
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

// Clock is a timed prompt's clock at (x, y): a ring of radius r that empties as left of of
// seconds runs out, around the whole seconds left in text of size and colour clr.
func Clock(dst *ebiten.Image, x, y, r, size float64, clr color.Color, left, of float64) {
	width := r / 5
	Ring(dst, x, y, r, width, PaperDim)
	if of > 0 && left > 0 {
		Arc(dst, x, y, r, -math.Pi/2, -math.Pi/2+2*math.Pi*min(1, left/of), width, Accent)
	}
	TextCentered(dst, strconv.Itoa(int(math.Ceil(left))), size, CenteredAt(x, y, 2*r, 2*r), clr)
}

// Image draws img scaled to fill r.
func Image(dst, img *ebiten.Image, r Rect, alpha float64) {
	if tracing != nil {
		b := img.Bounds()
		var g ebiten.GeoM
		g.Scale(r.W/float64(b.Dx()), r.H/float64(b.Dy()))
		g.Translate(r.X, r.Y)
		traceImage(dst, img, g, true, false)
	}
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
	if tracing != nil {
		traceImage(dst, img, op.GeoM, true, false)
	}
	if record(dst, opDrawImageOf(img, op)) {
		return
	}
	dst.DrawImage(img, op)
}

func opDrawImageOf(img *ebiten.Image, o *ebiten.DrawImageOptions) op {
	return op{kind: opDrawImage, img: img, geoM: o.GeoM, scale: o.ColorScale, filter: o.Filter, blend: o.Blend}
}
