package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// RoundRect fills r with rounded corners of radius rad.
func RoundRect(dst *ebiten.Image, r Rect, rad float64, clr color.Color) {
	var p vector.Path
	roundRectPath(&p, r, rad)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &p, nil, op)
}

// RoundRectLine strokes the outline of r.
func RoundRectLine(dst *ebiten.Image, r Rect, rad, width float64, clr color.Color) {
	var p vector.Path
	roundRectPath(&p, r, rad)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound}, op)
}

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
	RoundRect(dst, Rect{r.X + 4*u, r.Y + 6*u, r.W, r.H}, 14*u, color.RGBA{0, 0, 0, 0x60})
	RoundRect(dst, r, 14*u, Paper)
}

// Dim darkens the whole screen, behind a dialog.
func Dim(dst *ebiten.Image, alpha uint8) {
	b := dst.Bounds()
	vector.FillRect(dst, 0, 0, float32(b.Dx()), float32(b.Dy()), color.RGBA{0, 0, 0, alpha}, false)
}

// Fill paints r in one colour.
func Fill(dst *ebiten.Image, r Rect, clr color.Color) {
	vector.FillRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), clr, false)
}

// Circle fills a disc.
func Circle(dst *ebiten.Image, x, y, r float64, clr color.Color) {
	vector.FillCircle(dst, float32(x), float32(y), float32(r), clr, true)
}

// Ring strokes a circle.
func Ring(dst *ebiten.Image, x, y, r, width float64, clr color.Color) {
	vector.StrokeCircle(dst, float32(x), float32(y), float32(r), float32(width), clr, true)
}

// Arc strokes part of a circle from angle a0 to a1 (radians, clockwise from 3 o'clock).
func Arc(dst *ebiten.Image, x, y, r, a0, a1, width float64, clr color.Color) {
	var p vector.Path
	p.Arc(float32(x), float32(y), float32(r), float32(a0), float32(a1), vector.Clockwise)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(width), LineCap: vector.LineCapRound}, op)
}

// Image draws img scaled to fill r.
func Image(dst, img *ebiten.Image, r Rect, alpha float64) {
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(r.W/float64(b.Dx()), r.H/float64(b.Dy()))
	op.GeoM.Translate(r.X, r.Y)
	op.ColorScale.ScaleAlpha(float32(alpha))
	dst.DrawImage(img, op)
}
