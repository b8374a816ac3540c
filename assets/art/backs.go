package art

import (
	"image"
	"image/color"
	"math"
)

// backDesign is one card back: a ground colour, a pattern colour and a
// traditional Japanese pattern.
type backDesign struct {
	ground, ink color.RGBA
	pattern     func(c canvas, ink color.RGBA, ground color.RGBA)
}

var backDesigns = []backDesign{
	{rgb(0x1f2c64), rgb(0x8ea2da), asanoha},  // indigo, hemp leaf
	{rgb(0x9a1830), rgb(0xeab3bd), seigaiha}, // crimson, waves
	{rgb(0x1d573a), rgb(0x9fd0ae), kikko},    // green, tortoiseshell
	{rgb(0x2b2c31), rgb(0xc9a030), shippo},   // charcoal, seven treasures
}

const backMargin = 8.0

func cardBack(tf *Typeface, d backDesign) *image.RGBA {
	c := blankFace()
	const m = backMargin
	panel := roundRect(m, m, cardW-2*m, cardH-2*m, cardRadius-m/2)
	c.fill(panel, ident, d.ground)
	c.layer(panel, ident, func(l canvas) { d.pattern(l, d.ink, d.ground) })
	c.fill(frame(m+4, m+4, cardW-2*m-8, cardH-2*m-8, 4, 1.4), ident, d.ink)

	// A medallion with 座 (za, "seat" — as in zashiki) in the middle.
	const cx, cy = cardW / 2, cardH / 2
	c.fill(circle(cx, cy, 27), ident, d.ground)
	c.fill(ring(cx, cy, 25.5, 2), ident, d.ink)
	c.fill(ring(cx, cy, 21.5, 1), ident, d.ink)
	za, _ := tf.fitText("座", 24, 1)
	c.fillBold(za, ident.T(cx, cy), d.ink, 0.6)
	return c.img
}

// asanoha: a triangular grid with every vertex joined to the centres of
// its triangles, giving six-pointed hemp leaves.
func asanoha(c canvas, ink, _ color.RGBA) {
	const s = 26.0
	h := s * math.Sqrt(3) / 2
	var p path
	add := func(a, b pt) { p = append(p, line(a, b, 1.1, 0.55)...) }
	for j := -1; j*int(h) < cardH+int(h); j++ {
		off := float64(j&1) * s / 2
		y0, y1 := float64(j)*h, float64(j+1)*h
		for i := -1; float64(i)*s < cardW+s; i++ {
			a := pt{float64(i)*s + off, y0}
			b := pt{a.X + s, y0}
			m := pt{a.X + s/2, y1} // below, between a and b
			n := pt{b.X + s/2, y1} // below, right of m
			add(a, b)
			add(a, m)
			add(b, m)
			for _, t := range [][3]pt{{a, b, m}, {b, m, n}} {
				g := pt{(t[0].X + t[1].X + t[2].X) / 3, (t[0].Y + t[1].Y + t[2].Y) / 3}
				for _, v := range t {
					add(v, g)
				}
			}
		}
	}
	c.fill(p, ident, ink)
}

// seigaiha: overlapping fans of concentric arcs, like rows of waves.
func seigaiha(c canvas, ink, ground color.RGBA) {
	const r = 15.0
	for j := -1; float64(j)*r/2 < cardH+r; j++ {
		off := float64(j&1) * r
		for i := -1; float64(i)*2*r < cardW+r; i++ {
			x, y := float64(i)*2*r+off, float64(j)*r/2
			c.fill(circle(x, y, r), ident, ground)
			for _, k := range []float64{0.93, 0.68, 0.43} {
				c.fill(ring(x, y, r*k, 1.5), ident, ink)
			}
			c.fill(circle(x, y, r*0.16), ident, ink)
		}
	}
}

// kikko: a honeycomb of tortoiseshell hexagons, each with an inner one.
func kikko(c canvas, ink, _ color.RGBA) {
	const r = 15.0
	w := r * math.Sqrt(3)
	hex := func(x, y, r float64) path {
		var pts []pt
		for k := 0; k < 6; k++ {
			s, co := math.Sincos(float64(k)*math.Pi/3 + math.Pi/6)
			pts = append(pts, pt{x + r*co, y + r*s})
		}
		return polygon(pts...)
	}
	for j := -1; float64(j)*1.5*r < cardH+r; j++ {
		off := float64(j&1) * w / 2
		for i := -1; float64(i)*w < cardW+w; i++ {
			x, y := float64(i)*w+off, float64(j)*1.5*r
			c.fill(append(hex(x, y, r+0.7), hex(x, y, r-0.7).reversed()...), ident, ink)
			c.fill(append(hex(x, y, r*0.6+0.5), hex(x, y, r*0.6-0.5).reversed()...), ident, ink)
		}
	}
}

// shippo: interlocking circles ("seven treasures").
func shippo(c canvas, ink, _ color.RGBA) {
	const r = 13.0
	for j := -1; float64(j)*r < cardH+r; j++ {
		off := float64(j&1) * r
		for i := -1; float64(i)*2*r < cardW+r; i++ {
			c.fill(ring(float64(i)*2*r+off, float64(j)*r, r, 1.3), ident, ink)
		}
	}
}
