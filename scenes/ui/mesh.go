package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// The built-in shapes (rounded rectangles and their outlines, discs, rings, arcs) are drawn as
// triangles: a solid core, and around each edge a fringe one pixel wide whose ink fades from
// full inside to none outside, which is what a pixel's coverage of a straight edge is. They
// need nothing but the plain triangle shader every image draw uses. A vector path instead
// fills a stencil in eight passes through three shaders of its own, which the browser must
// compile and link before the first frame that shows a button (docs/PERFORMANCE.md, "The
// first frame without vector paths").

// meshTolerance is how far (in pixels) a straight piece of a curve may stray from the curve.
const meshTolerance = 0.05

// meshPieces is how many straight pieces follow an arc of radius rad sweeping angle sweep
// within meshTolerance.
func meshPieces(rad, sweep float64) int {
	if rad <= meshTolerance {
		return 1
	}
	step := 2 * math.Acos(1-meshTolerance/rad)
	return max(1, int(math.Ceil(math.Abs(sweep)/step)))
}

// loop is an outline, clockwise on the screen (closed, or open: an arc's side, a cap): each
// point with its offset direction, the vector that moves the point one pixel outward from
// both of its edges (a mitre).
type loop struct{ x, y, mx, my []float64 }

func (l *loop) reset() { l.x, l.y, l.mx, l.my = l.x[:0], l.y[:0], l.mx[:0], l.my[:0] }

// arc adds the points of the circle of radius rad around (cx, cy) from angle a0 to a1 in n
// pieces (n+1 points), each moving outward along its radius.
func (l *loop) arc(cx, cy, rad, a0, a1 float64, n int) {
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		c, s := math.Cos(a), math.Sin(a)
		l.x, l.y = append(l.x, cx+rad*c), append(l.y, cy+rad*s)
		l.mx, l.my = append(l.mx, c), append(l.my, s)
	}
}

// roundRect makes l the rounded rectangle r with corners of radius rad, each corner in n
// pieces: a corner of radius 0 is n+1 points at its tip, which the mitres of the sides meet.
func (l *loop) roundRect(r Rect, rad float64, n int) {
	l.reset()
	rad = max(0, min(rad, r.W/2, r.H/2))
	corners := [4][3]float64{ // centre and starting angle, clockwise from the top right
		{r.X + r.W - rad, r.Y + rad, -math.Pi / 2},
		{r.X + r.W - rad, r.Y + r.H - rad, 0},
		{r.X + rad, r.Y + r.H - rad, math.Pi / 2},
		{r.X + rad, r.Y + rad, math.Pi},
	}
	for _, c := range corners {
		l.arc(c[0], c[1], rad, c[2], c[2]+math.Pi/2, n)
		if rad == 0 {
			// A sharp corner: its points move diagonally, √2 along the diagonal, one pixel
			// off each side.
			mx, my := math.Cos(c[2]+math.Pi/4)*math.Sqrt2, math.Sin(c[2]+math.Pi/4)*math.Sqrt2
			for i := len(l.mx) - n - 1; i < len(l.mx); i++ {
				l.mx[i], l.my[i] = mx, my
			}
		}
	}
}

// circle makes l the circle of radius rad around (cx, cy) in n pieces.
func (l *loop) circle(cx, cy, rad float64, n int) {
	l.reset()
	l.arc(cx, cy, rad, 0, 2*math.Pi, n)
	l.x, l.y, l.mx, l.my = l.x[:n], l.y[:n], l.mx[:n], l.my[:n] // the last point is the first
}

// mesh collects the triangles of one shape.
type mesh struct {
	vs  []ebiten.Vertex
	is  []uint32
	out loop // scratch outlines
	in  loop
}

var shapeMesh mesh

// vertex adds a point of ink a (0 to 1; drawMesh gives it its colour) and returns its index.
func (m *mesh) vertex(x, y, a float64) uint32 {
	m.vs = append(m.vs, ebiten.Vertex{DstX: float32(x), DstY: float32(y), SrcX: 1.5, SrcY: 1.5, ColorA: float32(a)})
	return uint32(len(m.vs) - 1)
}

// quad adds the triangles of the quadrilateral a b c d (in order around it).
func (m *mesh) quad(a, b, c, d uint32) { m.is = append(m.is, a, b, c, a, c, d) }

// band adds, along the points of l (closed: the last joined to the first), the strip between
// the outline moved outward by outer pixels, with ink aOut, and by inner pixels, with ink
// aIn (inner < outer), and returns its first vertex: point k's are first+2k (outer side) and
// first+2k+1 (inner side).
func (m *mesh) band(l *loop, outer, aOut, inner, aIn float64, closed bool) uint32 {
	first := uint32(len(m.vs))
	n := len(l.x)
	for k := range n {
		m.vertex(l.x[k]+l.mx[k]*outer, l.y[k]+l.my[k]*outer, aOut)
		m.vertex(l.x[k]+l.mx[k]*inner, l.y[k]+l.my[k]*inner, aIn)
	}
	last := n - 1
	if closed {
		last = n
	}
	for k := 0; k < last; k++ {
		k2 := uint32((k + 1) % n)
		m.quad(first+2*uint32(k), first+2*k2, first+2*k2+1, first+2*uint32(k)+1)
	}
	return first
}

// stitch adds the quads between two bands' sides of the same length: from band a's inner
// side to band b's outer side (the solid between two fringes).
func (m *mesh) stitch(a, b uint32, n int, closed bool) {
	last := n - 1
	if closed {
		last = n
	}
	for k := 0; k < last; k++ {
		k2 := uint32((k + 1) % n)
		m.quad(a+2*uint32(k)+1, a+2*k2+1, b+2*k2, b+2*uint32(k))
	}
}

// fillConvex adds the convex region inside l: the fringe from half a pixel out to d in, the
// core a fan of the fringe's inner side. Where the region is thinner than a pixel (d < ½)
// its core carries the ink 2d that such a sliver covers. An open l has no fringe along the
// side from its last point back to its first (a cap's, which meets its band there).
func (m *mesh) fillConvex(l *loop, d float64, closed bool) {
	core := min(1, 2*d)
	first := m.band(l, 0.5, 0, -d, core, closed)
	for k := 1; k+1 < len(l.x); k++ {
		m.is = append(m.is, first+1, first+2*uint32(k)+1, first+2*uint32(k+1)+1)
	}
}

// fillBand adds the region between the outer loop out and the inner loop in (the same number
// of points, in step), each edge with its fringe: hw is half the band's width.
func (m *mesh) fillBand(out, in *loop, hw float64, closed bool) {
	d := min(0.5, hw)
	core := min(1, 2*hw)
	o := m.band(out, 0.5, 0, -d, core, closed)
	i := m.band(in, d, core, -0.5, 0, closed)
	m.stitch(o, i, len(out.x), closed)
}

// build fills m with k's triangles anchored at (x, y).
func (m *mesh) build(k shapeKey, x, y float64) {
	m.vs, m.is = m.vs[:0], m.is[:0]
	hw := k.width / 2
	switch k.kind {
	case roundRect:
		r := Rect{x, y, k.w, k.h}
		m.out.roundRect(r, k.rad, meshPieces(k.rad, math.Pi/2))
		m.fillConvex(&m.out, min(0.5, k.w/2, k.h/2), true)
	case roundRectLine:
		rad := max(0, min(k.rad, k.w/2, k.h/2))
		n := meshPieces(rad+hw, math.Pi/2)
		r := Rect{x, y, k.w, k.h}
		m.out.roundRect(r.Inset(-hw), rad+hw, n)
		if in := r.Inset(hw); in.W > 1 && in.H > 1 {
			m.in.roundRect(in, max(rad-hw, 0), n)
			m.fillBand(&m.out, &m.in, hw, true)
		} else {
			m.fillConvex(&m.out, 0.5, true) // a hole under a pixel wide: filled
		}
	case disc:
		m.out.circle(x, y, k.rad, meshPieces(k.rad, 2*math.Pi))
		m.fillConvex(&m.out, min(0.5, k.rad), true)
	case ring:
		n := meshPieces(k.rad+hw, 2*math.Pi)
		m.out.circle(x, y, k.rad+hw, n)
		if in := k.rad - hw; in > 0.5 {
			m.in.circle(x, y, in, n)
			m.fillBand(&m.out, &m.in, hw, true)
		} else {
			m.fillConvex(&m.out, min(0.5, k.rad+hw), true)
		}
	case arc:
		m.arcBand(x, y, k.rad, k.a0, k.a1, hw)
	}
}

// arcBand adds the band a stroke 2·hw wide covers along the circle of radius rad around
// (x, y) from angle a0 to a1, with round caps: the band as an outer and an inner arc in step,
// each cap a half disc whose straight side is the band's end.
func (m *mesh) arcBand(x, y, rad, a0, a1, hw float64) {
	if a1 < a0 {
		a0, a1 = a1, a0
	}
	n := meshPieces(rad+hw, a1-a0)
	m.out.reset()
	m.out.arc(x, y, rad+hw, a0, a1, n)
	m.in.reset()
	m.in.arc(x, y, max(rad-hw, 0), a0, a1, n)
	m.fillBand(&m.out, &m.in, hw, false)
	// Each cap turns from the outer side's radius around its end to the inner side's: forward
	// at a1, backward at a0, so that both run clockwise.
	for _, c := range [2]struct{ a, from float64 }{{a1, a1}, {a0, a0 + math.Pi}} {
		m.out.reset()
		m.out.arc(x+rad*math.Cos(c.a), y+rad*math.Sin(c.a), hw, c.from, c.from+math.Pi, meshPieces(hw, math.Pi))
		m.fillConvex(&m.out, min(0.5, hw), false)
	}
}

// whiteImage is the source of every shape's triangles (their ink is in the vertices): the
// middle pixel of a white 3×3 image, away from any neighbour's colour.
var whiteImage *ebiten.Image

// drawMesh draws k's triangles anchored at (x, y) on dst in clr.
func drawMesh(dst *ebiten.Image, k shapeKey, x, y float64, clr color.Color) {
	if whiteImage == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		whiteImage = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	m := &shapeMesh
	m.build(k, x, y)
	r, g, b, a := clr.RGBA()
	cr, cg, cb, ca := float32(r)/0xffff, float32(g)/0xffff, float32(b)/0xffff, float32(a)/0xffff
	for i := range m.vs {
		v := &m.vs[i]
		v.ColorR, v.ColorG, v.ColorB, v.ColorA = cr*v.ColorA, cg*v.ColorA, cb*v.ColorA, ca*v.ColorA
	}
	op := &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	dst.DrawTriangles32(m.vs, m.is, whiteImage, op)
}
