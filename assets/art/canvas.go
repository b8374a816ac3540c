package art

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// pt is a point in drawing coordinates (y grows downwards, as in images).
type pt struct{ X, Y float64 }

// affine maps (x, y) to (a*x + c*y + e, b*x + d*y + f).
type affine struct{ a, b, c, d, e, f float64 }

var ident = affine{a: 1, d: 1}

func (m affine) apply(p pt) pt {
	return pt{m.a*p.X + m.c*p.Y + m.e, m.b*p.X + m.d*p.Y + m.f}
}

// then returns m applied after n (n first, then m): points given to the
// result are in n's input space.
func (m affine) then(n affine) affine {
	return affine{
		a: m.a*n.a + m.c*n.b,
		b: m.b*n.a + m.d*n.b,
		c: m.a*n.c + m.c*n.d,
		d: m.b*n.c + m.d*n.d,
		e: m.a*n.e + m.c*n.f + m.e,
		f: m.b*n.e + m.d*n.f + m.f,
	}
}

// T, S and R append a translation, scale or rotation (radians) to m: the
// new transform first moves, scales or turns, then applies m.
func (m affine) T(x, y float64) affine   { return m.then(affine{a: 1, d: 1, e: x, f: y}) }
func (m affine) S(sx, sy float64) affine { return m.then(affine{a: sx, d: sy}) }
func (m affine) R(rad float64) affine {
	s, c := math.Sincos(rad)
	return m.then(affine{a: c, b: s, c: -s, d: c})
}

// Flip turns by 180° exactly (no rounding from sin/cos).
func (m affine) Flip() affine { return m.S(-1, -1) }

type seg struct {
	op byte // 'M', 'L', 'Q', 'C', 'Z'
	p  [3]pt
}

// path is a list of closed outlines. Overlapping outlines of the same
// winding merge; an outline wound the other way cuts a hole.
type path []seg

func (p *path) moveTo(x, y float64) { *p = append(*p, seg{op: 'M', p: [3]pt{{x, y}}}) }
func (p *path) lineTo(x, y float64) { *p = append(*p, seg{op: 'L', p: [3]pt{{x, y}}}) }
func (p *path) quadTo(x1, y1, x, y float64) {
	*p = append(*p, seg{op: 'Q', p: [3]pt{{x1, y1}, {x, y}}})
}
func (p *path) cubeTo(x1, y1, x2, y2, x, y float64) {
	*p = append(*p, seg{op: 'C', p: [3]pt{{x1, y1}, {x2, y2}, {x, y}}})
}
func (p *path) close() { *p = append(*p, seg{op: 'Z'}) }

// add appends q transformed by m.
func (p *path) add(q path, m affine) {
	for _, s := range q {
		for i := range s.p {
			s.p[i] = m.apply(s.p[i])
		}
		*p = append(*p, s)
	}
}

func (p path) transformed(m affine) path {
	var q path
	q.add(p, m)
	return q
}

// reversed returns the outlines of p wound the other way (used to cut holes).
func (p path) reversed() path {
	var out path
	start := 0
	for i := 0; i <= len(p); i++ {
		if i < len(p) && (p[i].op != 'M' || i == start) {
			continue
		}
		sub := p[start:i]
		start = i
		// Collect the points in order, then walk them backwards.
		type node struct {
			op  byte
			end pt
			c   [2]pt
		}
		var nodes []node
		cur := sub[0].p[0]
		first := cur
		for _, s := range sub[1:] {
			switch s.op {
			case 'L':
				nodes = append(nodes, node{'L', s.p[0], [2]pt{}})
				cur = s.p[0]
			case 'Q':
				nodes = append(nodes, node{'Q', s.p[1], [2]pt{s.p[0]}})
				cur = s.p[1]
			case 'C':
				nodes = append(nodes, node{'C', s.p[2], [2]pt{s.p[0], s.p[1]}})
				cur = s.p[2]
			}
		}
		out.moveTo(cur.X, cur.Y)
		for j := len(nodes) - 1; j >= 0; j-- {
			to := first
			if j > 0 {
				to = nodes[j-1].end
			}
			switch nodes[j].op {
			case 'L':
				out.lineTo(to.X, to.Y)
			case 'Q':
				out.quadTo(nodes[j].c[0].X, nodes[j].c[0].Y, to.X, to.Y)
			case 'C':
				out.cubeTo(nodes[j].c[1].X, nodes[j].c[1].Y, nodes[j].c[0].X, nodes[j].c[0].Y, to.X, to.Y)
			}
		}
		out.close()
	}
	return out
}

// bounds returns the box around all points, control points included.
func (p path) bounds() (minX, minY, maxX, maxY float64) {
	minX, minY = math.Inf(1), math.Inf(1)
	maxX, maxY = math.Inf(-1), math.Inf(-1)
	for _, s := range p {
		n := 0
		switch s.op {
		case 'M', 'L':
			n = 1
		case 'Q':
			n = 2
		case 'C':
			n = 3
		}
		for _, q := range s.p[:n] {
			minX, maxX = min(minX, q.X), max(maxX, q.X)
			minY, maxY = min(minY, q.Y), max(maxY, q.Y)
		}
	}
	return
}

// kappa places cubic control points to approximate a quarter circle.
const kappa = 0.5522847498

func ellipse(cx, cy, rx, ry float64) path {
	var p path
	kx, ky := rx*kappa, ry*kappa
	p.moveTo(cx+rx, cy)
	p.cubeTo(cx+rx, cy+ky, cx+kx, cy+ry, cx, cy+ry)
	p.cubeTo(cx-kx, cy+ry, cx-rx, cy+ky, cx-rx, cy)
	p.cubeTo(cx-rx, cy-ky, cx-kx, cy-ry, cx, cy-ry)
	p.cubeTo(cx+kx, cy-ry, cx+rx, cy-ky, cx+rx, cy)
	p.close()
	return p
}

func circle(cx, cy, r float64) path { return ellipse(cx, cy, r, r) }

// ring is a circle outline of the given stroke width.
func ring(cx, cy, r, w float64) path {
	p := circle(cx, cy, r+w/2)
	return append(p, circle(cx, cy, r-w/2).reversed()...)
}

func roundRect(x, y, w, h, r float64) path {
	var p path
	r = min(r, w/2, h/2)
	k := r * (1 - kappa)
	p.moveTo(x+r, y)
	p.lineTo(x+w-r, y)
	p.cubeTo(x+w-k, y, x+w, y+k, x+w, y+r)
	p.lineTo(x+w, y+h-r)
	p.cubeTo(x+w, y+h-k, x+w-k, y+h, x+w-r, y+h)
	p.lineTo(x+r, y+h)
	p.cubeTo(x+k, y+h, x, y+h-k, x, y+h-r)
	p.lineTo(x, y+r)
	p.cubeTo(x, y+k, x+k, y, x+r, y)
	p.close()
	return p
}

// frame is the outline of a rounded rectangle, w thick, drawn inside the box.
func frame(x, y, wd, h, r, w float64) path {
	p := roundRect(x, y, wd, h, r)
	return append(p, roundRect(x+w, y+w, wd-2*w, h-2*w, max(r-w, 0)).reversed()...)
}

func polygon(pts ...pt) path {
	var p path
	p.moveTo(pts[0].X, pts[0].Y)
	for _, q := range pts[1:] {
		p.lineTo(q.X, q.Y)
	}
	p.close()
	return p
}

// line is a straight stroke from a to b, w wide, with square ends extended
// by ext (use w/2 to let strokes meet cleanly at corners).
func line(a, b pt, w, ext float64) path {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return nil
	}
	ux, uy := dx/l, dy/l
	nx, ny := -uy*w/2, ux*w/2
	a = pt{a.X - ux*ext, a.Y - uy*ext}
	b = pt{b.X + ux*ext, b.Y + uy*ext}
	return polygon(pt{a.X + nx, a.Y + ny}, pt{b.X + nx, b.Y + ny}, pt{b.X - nx, b.Y - ny}, pt{a.X - nx, a.Y - ny})
}

// canvas draws vector paths onto an RGBA image.
type canvas struct{ img *image.RGBA }

func newCanvas(w, h int) canvas { return canvas{image.NewRGBA(image.Rect(0, 0, w, h))} }

// rasters keeps rasterizers for reuse: a card face fills hundreds of paths, and a
// rasterizer's buffer, as large as the area it covers, was most of what drawing one allocated.
var rasters = sync.Pool{New: func() any { return new(vector.Rasterizer) }}

// rasterize paints p, transformed by m, onto dst with src, within dst's bounds.
func rasterize(dst draw.Image, p path, m affine, src image.Image) {
	q := p.transformed(m)
	x0, y0, x1, y1 := q.bounds()
	r := image.Rect(int(math.Floor(x0))-1, int(math.Floor(y0))-1, int(math.Ceil(x1))+1, int(math.Ceil(y1))+1).Intersect(dst.Bounds())
	if r.Empty() {
		return
	}
	z := rasters.Get().(*vector.Rasterizer)
	defer rasters.Put(z)
	z.Reset(r.Dx(), r.Dy())
	dx, dy := float64(r.Min.X), float64(r.Min.Y)
	open := false
	for _, s := range q {
		f := func(i int) (float32, float32) {
			return float32(s.p[i].X - dx), float32(s.p[i].Y - dy)
		}
		switch s.op {
		case 'M':
			if open {
				z.ClosePath()
			}
			z.MoveTo(f(0))
			open = true
		case 'L':
			z.LineTo(f(0))
		case 'Q':
			x1, y1 := f(0)
			x2, y2 := f(1)
			z.QuadTo(x1, y1, x2, y2)
		case 'C':
			x1, y1 := f(0)
			x2, y2 := f(1)
			x3, y3 := f(2)
			z.CubeTo(x1, y1, x2, y2, x3, y3)
		case 'Z':
			if open {
				z.ClosePath()
			}
			open = false
		}
	}
	if open {
		z.ClosePath()
	}
	z.Draw(dst, r, src, image.Point{})
}

// fill paints p, transformed by m, in colour col.
func (c canvas) fill(p path, m affine, col color.Color) {
	rasterize(c.img, p, m, image.NewUniform(col))
}

// fillBold paints p grown by about w pixels in every direction: a cheap
// emboldening used for the (regular weight) font and for outlines.
func (c canvas) fillBold(p path, m affine, col color.Color, w float64) {
	if w <= 0 {
		c.fill(p, m, col)
		return
	}
	var offs []pt
	for _, rad := range []float64{w, w / 2} {
		for i := 0; i < 16; i++ {
			s, co := math.Sincos(float64(i) * math.Pi / 8)
			offs = append(offs, pt{rad * co, rad * s})
		}
	}
	offs = append(offs, pt{})
	mask := image.NewAlpha(c.img.Bounds())
	for _, o := range offs {
		rasterize(mask, p, affine{a: 1, d: 1, e: o.X, f: o.Y}.then(m), image.Opaque)
	}
	draw.DrawMask(c.img, c.img.Bounds(), image.NewUniform(col), image.Point{}, mask, image.Point{}, draw.Over)
}

// layer draws onto a fresh transparent canvas the same size as c and then
// composites it onto c through the given clip path.
func (c canvas) layer(clip path, m affine, paint func(l canvas)) {
	l := canvas{image.NewRGBA(c.img.Bounds())}
	paint(l)
	mask := image.NewAlpha(c.img.Bounds())
	rasterize(mask, clip, m, image.Opaque)
	draw.DrawMask(c.img, c.img.Bounds(), l.img, c.img.Bounds().Min, mask, c.img.Bounds().Min, draw.Over)
}

// Typeface turns text into paths using the font's own outlines, so that it
// can be scaled, squeezed and rotated like any other shape.
type Typeface struct {
	f   *sfnt.Font
	buf sfnt.Buffer
	upm float64
}

func NewTypeface(ttf []byte) (*Typeface, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, err
	}
	return &Typeface{f: f, upm: float64(f.UnitsPerEm())}, nil
}

// text returns the outline of s with the baseline at y = 0 and an em of 1,
// and its advance width.
func (t *Typeface) text(s string) (path, float64) {
	var p path
	x := 0.0
	ppem := fixed.Int26_6(t.upm * 64)
	scale := 1 / (t.upm * 64)
	for _, r := range s {
		gi, err := t.f.GlyphIndex(&t.buf, r)
		if err != nil || gi == 0 {
			panic("font has no glyph for " + string(r))
		}
		segs, err := t.f.LoadGlyph(&t.buf, gi, ppem, nil)
		if err != nil {
			panic(err)
		}
		for _, s := range segs {
			var q [3]pt
			for i, a := range s.Args {
				q[i] = pt{x + float64(a.X)*scale, float64(a.Y) * scale}
			}
			switch s.Op {
			case sfnt.SegmentOpMoveTo:
				p.moveTo(q[0].X, q[0].Y)
			case sfnt.SegmentOpLineTo:
				p.lineTo(q[0].X, q[0].Y)
			case sfnt.SegmentOpQuadTo:
				p.quadTo(q[0].X, q[0].Y, q[1].X, q[1].Y)
			case sfnt.SegmentOpCubeTo:
				p.cubeTo(q[0].X, q[0].Y, q[1].X, q[1].Y, q[2].X, q[2].Y)
			}
		}
		adv, err := t.f.GlyphAdvance(&t.buf, gi, ppem, 0)
		if err != nil {
			panic(err)
		}
		x += float64(adv) * scale
	}
	return p, x
}

// fitText returns the outline of s scaled so that its ink is h tall and
// centred on (0, 0); squeeze narrows it horizontally (1 = as designed).
// It also returns the resulting ink width.
func (t *Typeface) fitText(s string, h, squeeze float64) (path, float64) {
	p, _ := t.text(s)
	x0, y0, x1, y1 := p.bounds()
	k := h / (y1 - y0)
	m := ident.S(k*squeeze, k).T(-(x0+x1)/2, -(y0+y1)/2)
	return p.transformed(m), (x1 - x0) * k * squeeze
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// withAlpha returns col at opacity a (0..1), premultiplied.
func withAlpha(col color.RGBA, a float64) color.RGBA {
	f := func(v uint8) uint8 { return uint8(math.Round(float64(v) * a)) }
	return color.RGBA{f(col.R), f(col.G), f(col.B), f(col.A)}
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*(1-t) + float64(y)*t)) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), f(a.A, b.A)}
}
