package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The anti-aliased shapes of this package, drawn as stamps (stamp.go): the built-in ones as
// triangles with fringes (mesh.go), a board's own (Shape) as a vector path. A stamp is the
// shape drawn at its place on the screen into an image with bounds around it, so it holds the
// very pixels drawing the shape in place gives. (A stamp kept by size and fraction of a pixel
// alone, drawn elsewhere, differed where a stroke's joins hang on rounding: a ring's closing
// point moved by 125 of 255 in one pixel.) So the key holds the anchor; the static shapes of
// a screen stay where they are.

type shapeKind uint8

const (
	roundRect     shapeKind = iota // w×h, corner radius rad; anchored at the top-left
	roundRectLine                  // its outline, width wide
	disc                           // radius rad; anchored at the centre
	ring                           // a circle's outline, width wide
	arc                            // part of a ring from a0 to a1, round caps
	custom                         // a board's Shape, told apart by its name
)

type shapeKey struct {
	kind                     shapeKind
	name                     string
	w, h, rad, width, a0, a1 float64
	x, y                     float64 // the anchor
}

var shapes = stampCache[shapeKey]{maxKeys: 2048, maxPixels: 24 << 20}

// extent is the box the shape may ink around its anchor, anti-aliasing and strokes included.
func (k shapeKey) extent() (minX, minY, maxX, maxY float64) {
	if k.kind == custom {
		return k.a0 - 1, k.a1 - 1, k.w + 1, k.h + 1
	}
	m := k.width/2 + 1
	switch k.kind {
	case roundRect, roundRectLine:
		return -m, -m, k.w + m, k.h + m
	}
	return -k.rad - m, -k.rad - m, k.rad + m, k.rad + m
}

// fill draws k anchored at (x, y) on dst: a custom shape's path made by build, or a built-in
// shape's triangles.
func (k shapeKey) fill(dst *ebiten.Image, x, y float64, clr color.Color, build PathFunc) {
	if build == nil {
		drawMesh(dst, k, x, y, clr)
		return
	}
	var p vector.Path
	stroke := build(&p, x, y)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	if stroke != nil {
		vector.StrokePath(dst, &p, stroke, op)
		return
	}
	vector.FillPath(dst, &p, nil, op)
}

// PathFunc builds a shape's path anchored at (x, y) and returns its stroke (nil: a fill).
type PathFunc func(p *vector.Path, x, y float64) *vector.StrokeOptions

// Shape is an anti-aliased shape of a board's own, drawn through the stamp cache like the
// shapes of this package. Its path must depend only on the anchor and the fields here.
type Shape struct {
	Name   string  // tells shapes apart: one name for one PathFunc
	Size   float64 // the parameters the path depends on besides the anchor
	Width  float64
	Extent Rect // the box the path may ink, relative to the anchor (strokes included)
	Path   PathFunc
}

// DrawShape draws s anchored at (x, y) in clr.
func DrawShape(dst *ebiten.Image, s Shape, x, y float64, clr color.Color) {
	k := shapeKey{kind: custom, name: s.Name, rad: s.Size, width: s.Width,
		a0: s.Extent.X, a1: s.Extent.Y, w: s.Extent.Right(), h: s.Extent.Bottom()}
	drawShape(dst, k, x, y, clr, s.Path)
}

// drawShape draws the shape k anchored at (x, y) in clr (build makes a custom shape's path).
func drawShape(dst *ebiten.Image, k shapeKey, x, y float64, clr color.Color, build PathFunc) {
	k.x, k.y = x, y
	o := op{kind: opShape, shape: k, x: x, y: y, clr: clr}
	if build != nil {
		o.path = &build
	}
	if record(dst, o) {
		return
	}
	if k.kind != custom && (k.w < 0 || k.h < 0 || k.rad < 0) {
		k.fill(dst, x, y, clr, nil) // no box to stamp: drawn as it is
		return
	}
	st := shapes.lookup(k)
	if st.ready() {
		minX, minY, maxX, maxY := k.extent()
		b := image.Rect(int(math.Floor(x+minX)), int(math.Floor(y+minY)), int(math.Ceil(x+maxX)), int(math.Ceil(y+maxY)))
		if !b.Empty() {
			img := ebiten.NewImageWithOptions(b, stampImage)
			k.fill(img, x, y, White, build)
			shapes.store(st, img, float64(b.Min.X), float64(b.Min.Y)) // DrawImage puts Min at the origin
		}
	}
	if st.img == nil {
		k.fill(dst, x, y, clr, build)
		return
	}
	drawStamp(dst, st, 0, 0, clr)
}
