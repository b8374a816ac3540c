package ui

import (
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// Stamps: text and anti-aliased shapes drawn once, white, into an image of their own, then
// drawn as that image tinted by the colour of each request. A frame of a table asks for the
// same labels and panels again and again; laying the text out and filling the vector paths
// (eight offset passes of a stencil each) every frame was most of its work, on the CPU and,
// under software GL, on the GPU. A stamp is one textured quad, and stamps on one atlas page
// batch into one draw call.
//
// A key is made the first time it is asked for and drawn directly; the stamp is rendered when
// it is asked for again in a later tick. So a thing whose geometry changes every frame (a
// pulsing glow, a floating number) costs what it did before and leaves no image behind; and
// drawing that never crosses a tick — a screen test plays a whole game inside one Update,
// where Ebitengine never ends a frame and so never frees or repacks textures — is drawn as
// before, directly.

// stamp is one cached drawing: img holds it white; it is drawn with its top-left corner at
// the request's anchor plus (dx, dy).
type stamp struct {
	img    *ebiten.Image
	dx, dy float64
	seen   int64  // the tick of the first request (a stamp is rendered in a later one)
	last   uint64 // the request counter at the last use, for eviction
}

// stampCache is one kind of stamp (text, shapes) under a size budget: when it holds more
// than maxKeys keys or maxPixels pixels of images, the least recently used go.
type stampCache[K comparable] struct {
	m         map[K]*stamp
	pixels    int
	maxKeys   int
	maxPixels int
}

// uses counts requests over every cache: a stamp's last use is a position in it.
var uses uint64

// tick is Ebitengine's tick count (a test steps its own).
var tick = ebiten.Tick

// ready reports whether s is due to be rendered: asked for in a tick after its first.
func (s *stamp) ready() bool { return s.img == nil && tick() != s.seen }

// lookup returns the stamp of k, counting the request.
func (c *stampCache[K]) lookup(k K) *stamp {
	uses++
	s := c.m[k]
	if s == nil {
		if c.m == nil {
			c.m = map[K]*stamp{}
		}
		if len(c.m) >= c.maxKeys {
			c.evict()
		}
		s = &stamp{seen: tick()}
		c.m[k] = s
	}
	s.last = uses
	return s
}

// store records the image rendered for s.
func (c *stampCache[K]) store(s *stamp, img *ebiten.Image, dx, dy float64) {
	s.img, s.dx, s.dy = img, dx, dy
	b := img.Bounds()
	c.pixels += b.Dx() * b.Dy()
	if c.pixels > c.maxPixels {
		c.evict()
	}
}

// evict drops the least recently used half of the keys (the images with them), or more
// until the images fit three quarters of the pixel budget.
func (c *stampCache[K]) evict() {
	type entry struct {
		k K
		s *stamp
	}
	all := make([]entry, 0, len(c.m))
	for k, s := range c.m {
		all = append(all, entry{k, s})
	}
	slices.SortFunc(all, func(a, b entry) int {
		switch {
		case a.s.last < b.s.last:
			return -1
		case a.s.last > b.s.last:
			return 1
		}
		return 0
	})
	for i, e := range all {
		if i >= len(all)/2 && c.pixels <= c.maxPixels*3/4 {
			break
		}
		if e.s.img != nil {
			b := e.s.img.Bounds()
			c.pixels -= b.Dx() * b.Dy()
			e.s.img.Deallocate()
			e.s.img = nil
		}
		delete(c.m, e.k)
	}
}

// clear drops every stamp.
func (c *stampCache[K]) clear() {
	for _, s := range c.m {
		if s.img != nil {
			s.img.Deallocate()
		}
	}
	c.m, c.pixels = nil, 0
}

// ClearStamps drops every cached text and shape image (a test comparing stamped drawing with
// direct drawing starts from nothing).
func ClearStamps() {
	texts.clear()
	shapes.clear()
	measures = nil
	wraps = nil
}

// drawStamp draws s's image with its corner at (x+dx, y+dy), tinted by clr.
func drawStamp(dst *ebiten.Image, s *stamp, x, y float64, clr color.Color) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x+s.dx, y+s.dy)
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(s.img, op)
}

// stampImage keeps a stamp in a texture of its own, off Ebitengine's atlas: a stamp is
// drawn into once and then only read, and an atlas image drawn into after other images of
// its page were read in the same frame moves to a new page, so creating many stamps in one
// frame (a screen test draws a whole game inside one) made a page each.
var stampImage = &ebiten.NewImageOptions{Unmanaged: true}
