package art

import (
	"image"
	"image/color"
	"math"
)

// cardShadow is a soft black shadow of a card, 10 px larger on each side.
func cardShadow() image.Image {
	const pad = 10
	c := newCanvas(cardW+2*pad, cardH+2*pad)
	c.fill(roundRect(pad, pad, cardW, cardH, cardRadius), ident, color.Black)
	b := c.img.Bounds()
	a := make([]int, b.Dx()*b.Dy())
	for i := range a {
		a[i] = int(c.img.Pix[4*i+3])
	}
	for range 3 {
		boxBlur(a, b.Dx(), b.Dy(), 3)
	}
	out := image.NewNRGBA(b)
	for i, v := range a {
		out.Pix[4*i+3] = uint8(v) // fully dark under the card: callers scale the alpha
	}
	return out
}

// boxBlur blurs a w×h grid of values with a (2r+1)² box, in integers so
// that the result is the same on every machine.
func boxBlur(a []int, w, h, r int) {
	tmp := make([]int, len(a))
	n := 2*r + 1
	at := func(x, lim int) int { return min(max(x, 0), lim-1) }
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			s := 0
			for k := -r; k <= r; k++ {
				s += a[y*w+at(x+k, w)]
			}
			tmp[y*w+x] = s
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			s := 0
			for k := -r; k <= r; k++ {
				s += tmp[at(y+k, h)*w+x]
			}
			a[y*w+x] = (s + n*n/2) / (n * n)
		}
	}
}

const iconCell = 96 // suit and dice cells

// suitSheet draws ♠♥♦♣ large, each with a thin white rim so that the
// black suits stay visible on the dark table.
func suitSheet() *image.RGBA {
	c := newCanvas(4*iconCell, iconCell)
	for s := 0; s < 4; s++ {
		m := ident.T(float64(s*iconCell)+iconCell/2, iconCell/2).S(80, 80)
		c.fillBold(suitShape(s), m, color.White, 3)
		c.fill(suitShape(s), m, suitColor(s))
	}
	return c.img
}

func clamp01(v float64) float64 { return min(max(v, 0), 1) }

// shadedBox paints a rounded box with edges that darken towards the
// bottom right, by its signed distance field (negative inside).
func shadedBox(c canvas, x0, y0, size, radius float64, face, edge color.RGBA) {
	half := size / 2
	cx, cy := x0+half, y0+half
	sd := func(x, y float64) float64 {
		qx, qy := math.Abs(x-cx)-half+radius, math.Abs(y-cy)-half+radius
		return math.Hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - radius
	}
	for y := int(y0); y < int(y0+size+1); y++ {
		for x := int(x0); x < int(x0+size+1); x++ {
			px, py := float64(x)+0.5, float64(y)+0.5
			d := sd(px, py)
			alpha := clamp01(0.5 - d)
			if alpha == 0 {
				continue
			}
			// Outward normal, for a light from the top left.
			nx, ny := sd(px+0.5, py)-sd(px-0.5, py), sd(px, py+0.5)-sd(px, py-0.5)
			lit := 0.5 + 0.5*clamp01((nx*0.6+ny*0.8)/math.Max(math.Hypot(nx, ny), 1e-9))
			t := (1 - clamp01(-d/10)) * lit // 0 on the face, up to 1 at the rim
			t = t * t * (3 - 2*t)
			col := mix(face, edge, t)
			col = mix(col, mix(edge, color.RGBA{0x70, 0x6c, 0x66, 0xff}, 0.5), clamp01(1.5+d)*0.8) // a fine dark rim
			i := c.img.PixOffset(x, y)
			for k, v := range []uint8{col.R, col.G, col.B, 0xff} {
				c.img.Pix[i+k] = uint8(math.Round(float64(v) * alpha))
			}
		}
	}
}

// dice6Sheet draws die faces 1–6: white dice, black pips, a big red one.
func dice6Sheet() *image.RGBA {
	c := newCanvas(6*iconCell, iconCell)
	const d = 23.0
	spots := [7][][2]float64{
		1: {{0, 0}},
		2: {{-1, -1}, {1, 1}},
		3: {{-1, -1}, {0, 0}, {1, 1}},
		4: {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
		5: {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
		6: {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
	}
	for f := 1; f <= 6; f++ {
		x0 := float64((f - 1) * iconCell)
		shadedBox(c, x0+4, 4, iconCell-8, 18, rgb(0xfcfbf7), rgb(0xc9c3b8))
		cx, cy := x0+iconCell/2, float64(iconCell/2)
		for _, s := range spots[f] {
			r, col := 9.0, inkBlack
			if f == 1 {
				r, col = 16, inkRed
			}
			x, y := cx+s[0]*d, cy+s[1]*d
			c.fill(circle(x, y+0.8, r+0.6), ident, rgb(0xe4e0d8)) // a faint lip below each pip
			c.fill(circle(x, y, r), ident, col)
		}
	}
	return c.img
}

// dice4Sheet draws a four-sided die showing 0, 1, 2 and 3: a teal
// tetrahedron seen from above, the number on its apex.
func dice4Sheet(tf *Typeface) *image.RGBA {
	c := newCanvas(4*iconCell, iconCell)
	for f := 0; f < 4; f++ {
		x0 := float64(f * iconCell)
		top, bl, br := pt{x0 + 48, 8}, pt{x0 + 6, 84}, pt{x0 + 90, 84}
		apex := pt{x0 + 48, 60}
		c.fill(roundedPolygon(2.5, top, br, bl), ident, rgb(0x0e5552))
		for _, facet := range []struct {
			a, b pt
			col  color.RGBA
		}{{bl, top, rgb(0x3bb5ac)}, {top, br, rgb(0x22908a)}, {br, bl, rgb(0x16706b)}} {
			c.fill(roundedPolygon(1.5, inset(facet.a, apex, 3.5), inset(facet.b, apex, 3.5), inset(apex, mid(facet.a, facet.b), 2.5)), ident, facet.col)
		}
		num, _ := tf.fitText(string(rune('0'+f)), 30, 1)
		c.fillBold(num, ident.T(apex.X, apex.Y-2), rgb(0x0b3b39), 3)
		c.fillBold(num, ident.T(apex.X, apex.Y-2), color.White, 1.2)
	}
	return c.img
}

func mid(a, b pt) pt { return pt{(a.X + b.X) / 2, (a.Y + b.Y) / 2} }

// inset moves a towards b by d.
func inset(a, b pt, d float64) pt {
	l := math.Hypot(b.X-a.X, b.Y-a.Y)
	return pt{a.X + (b.X-a.X)*d/l, a.Y + (b.Y-a.Y)*d/l}
}

// roundedPolygon rounds each corner of the polygon with radius about r.
func roundedPolygon(r float64, pts ...pt) path {
	var p path
	n := len(pts)
	for i := range pts {
		prev, cur, next := pts[(i+n-1)%n], pts[i], pts[(i+1)%n]
		a, b := inset(cur, prev, r), inset(cur, next, r)
		if i == 0 {
			p.moveTo(a.X, a.Y)
		} else {
			p.lineTo(a.X, a.Y)
		}
		p.quadTo(cur.X, cur.Y, b.X, b.Y)
	}
	p.close()
	return p
}

// hash gives a fixed pseudo-random value in [0, 1) for integer coordinates.
func hash(x, y, seed uint32) float64 {
	h := x*0x8da6b343 ^ y*0xd8163841 ^ seed*0xcb1ab31f
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	h *= 0x297a2d39
	h ^= h >> 15
	return float64(h>>8) / (1 << 24)
}

// valueNoise is smooth noise over a square tile of size pixels, repeating every period cells
// of cell pixels: a lattice of hashed values, smoothed between its lines. Each lattice row is
// smoothed across the whole width once (across), so a pixel is only the mix of the two rows
// about it: the felt is drawn before the browser's first frame shows, where its 65,536 pixels
// cost tens of milliseconds looked up cell by cell.
type valueNoise struct {
	across [][]float64 // per lattice row, its value at every x of the tile
	lines  []noiseLine // per coordinate, its two lattice lines and where it lies between them
}

// noiseLine is a coordinate's place between two lattice lines a and b: f of the way to b
// (smoothed), g = 1 − f.
type noiseLine struct {
	a, b int
	f, g float64
}

func newValueNoise(size, cell int, seed uint32) *valueNoise {
	period := size / cell
	n := &valueNoise{across: make([][]float64, period), lines: make([]noiseLine, size)}
	for x := range n.lines {
		f := float64(x%cell) / float64(cell)
		f = f * f * (3 - 2*f)
		a := x / cell % period
		n.lines[x] = noiseLine{a: a, b: (a + 1) % period, f: f, g: 1 - f}
	}
	for j := range period {
		row := make([]float64, size)
		for x, l := range n.lines {
			row[x] = hash(uint32(l.a), uint32(j), seed)*l.g + hash(uint32(l.b), uint32(j), seed)*l.f
		}
		n.across[j] = row
	}
	return n
}

// rows are the two smoothed lattice rows about pixel row y, and how far y lies towards b
// (f) and a (g): the noise at (x, y) is a[x]*g + b[x]*f.
func (n *valueNoise) rows(y int) (a, b []float64, f, g float64) {
	l := n.lines[y]
	return n.across[l.a], n.across[l.b], l.f, l.g
}

const feltShades = 32

// felt is a seamless 256×256 tile of dark green baize, in 32 shades. It is RGBA rather than
// paletted: the RGBA pixels are what the GPU takes as they are, where a paletted picture is
// looked up a pixel at a time on the way, in the browser's first frame.
func felt() image.Image {
	const size = 256
	var pal [feltShades][4]uint8
	dark, light := rgb(0x154a2e), rgb(0x236e46)
	for i := range pal {
		c := mix(dark, light, float64(i)/(feltShades-1))
		pal[i] = [4]uint8{c.R, c.G, c.B, c.A}
	}
	coarse, fine := newValueNoise(size, 32, 1), newValueNoise(size, 8, 2)
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	for y := range size {
		feltRow(img.Pix[y*img.Stride:y*img.Stride+4*size], y, coarse, fine, &pal)
	}
	return img
}

// feltRow draws the felt's row y into px. It is a function of its own, called a row at a
// time, because the browser's WebAssembly compiler optimises a function once it has run a
// while, and a call already running keeps the code it began with.
//
//go:noinline
func feltRow(px []uint8, y int, coarse, fine *valueNoise, pal *[feltShades][4]uint8) {
	ca, cb, cf, cg := coarse.rows(y)
	fa, fb, ff, fg := fine.rows(y)
	for x := range len(px) / 4 {
		v := 0.5 +
			0.18*(ca[x]*cg+cb[x]*cf-0.5) +
			0.14*(fa[x]*fg+fb[x]*ff-0.5) +
			0.30*(hash(uint32(x), uint32(y), 3)-0.5)
		c := &pal[min(max(int(v*feltShades), 0), feltShades-1)]
		p := px[4*x : 4*x+4 : 4*x+4]
		p[0], p[1], p[2], p[3] = c[0], c[1], c[2], c[3]
	}
}

// icon is the 64×64 app icon: a tatami mat with a fanned pair of cards.
func icon() *image.RGBA {
	c := newCanvas(64, 64)
	c.fill(roundRect(0, 0, 64, 64, 10), ident, rgb(0x26304a)) // the mat's cloth edge
	mat := roundRect(5, 5, 54, 54, 6)
	c.fill(mat, ident, rgb(0x9aab5c))
	c.layer(mat, ident, func(l canvas) { // the woven rush
		for y := 5.0; y < 60; y += 2.5 {
			l.fill(line(pt{0, y}, pt{64, y}, 1, 0), ident, rgb(0x7d8f45))
		}
	})
	card := func(m affine, face color.RGBA) {
		c.fill(roundRect(-12.5, -17, 25, 35, 3.5), m.T(1, 1.2), withAlpha(color.RGBA{A: 255}, 0.35))
		c.fill(roundRect(-12.5, -17, 25, 35, 3.5), m, rgb(0x8a8a8e))
		c.fill(roundRect(-11.8, -16.3, 23.6, 33.6, 2.8), m, face)
	}
	back := ident.T(32, 48).R(-0.3).T(0, -17)
	card(back, rgb(0xfdfcf6))
	c.fill(roundRect(-10, -14.5, 20, 30, 2), back, backDesigns[0].ground)
	c.fill(frame(-8, -12.5, 16, 26, 1, 0.8), back, backDesigns[0].ink)
	front := ident.T(32, 48).R(0.22).T(0, -18)
	card(front, rgb(0xfdfcf6))
	c.fill(heartShape(), front.S(15, 15), inkRed)
	return c.img
}
