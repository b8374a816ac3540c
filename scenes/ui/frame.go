package ui

import (
	"image"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Frame records everything a screen draws in one frame (felt, board, header, log, dialogs)
// and draws onto the screen only what changed since the last frame. Under software GL a
// frame's cost is its pixels: every screen-sized pass costs about a fifth of a bare frame,
// so redrawing a still table, or a whole table around one card in flight, was most of it.
//
// The scenes draw as always, with this package's functions, onto the image Begin returns;
// the calls are recorded. End compares the record with the last frame's:
//   - the same calls: nothing is drawn, the screen keeps its pixels;
//   - some calls changed: each dirty rectangle (the old and new bounds of the calls that
//     changed, merged where they touch) is cleared and redrawn by every call that reaches
//     into it, clipped to it; the rest of the screen keeps its pixels;
//   - the screen may not show the last frame (first frame, another image, kept false, most of
//     the screen changed): everything is drawn, as without a Frame.
//
// Keeping pixels is the caller's promise (Begin's kept): Ebitengine keeps the screen's
// pixels between frames only once ebiten.SetScreenClearedEveryFrame(false) is in force.
// A Layer begun inside a Frame's recording does nothing: the Frame keeps the picture.
// Only this package's drawing functions may draw onto the recording image.
type Frame struct {
	target *ebiten.Image // what the scenes draw onto while recording: a blank of dst's size
	dst    *ebiten.Image
	shown  []op // what dst shows: the last frame's record
	cur    []op // this frame's
	kept   bool
	again  bool // dst is the image the last frame was drawn onto
	rects  []image.Rectangle
	trace  [][]int // diff's work

	// Counts of frames by how they were drawn, and the pixels of the dirty rectangles.
	Full, Partial, Skipped int
	DirtyPixels            int
}

// framing is the Frame between Begin and End: calls drawing onto its image are recorded.
var framing *Frame

// Begin starts recording a frame to be drawn onto dst; kept says dst still shows what the
// last End drew onto it, if it is the same image. Draw onto the image returned, then call End.
func (f *Frame) Begin(dst *ebiten.Image, kept bool) *ebiten.Image {
	f.again = dst == f.dst && f.dst != nil
	f.kept = kept && f.again
	f.dst = dst
	f.target = blank(dst.Bounds())
	f.cur = f.cur[:0]
	framing = f
	return f.target
}

// End draws the recorded frame onto Begin's dst, as little of it as the last frame allows.
func (f *Frame) End() {
	framing = nil
	if t := tracing; t != nil && t.Dry && f.dst == t.screen {
		f.dst = nil // the screen shows nothing of this frame: the next is drawn whole
		return
	}
	replaying = true
	defer func() { replaying = false }()
	switch rects, ok := f.dirty(); {
	case !ok:
		f.redraw()
	case len(rects) == 0:
		f.Skipped++
	default:
		for _, r := range rects {
			clip := f.dst.SubImage(r).(*ebiten.Image)
			clip.Clear()
			for i := range f.cur {
				if f.cur[i].bounds().Overlaps(r) {
					f.cur[i].draw(clip)
				}
			}
			f.DirtyPixels += r.Dx() * r.Dy()
		}
		f.Partial++
	}
	f.shown, f.cur = f.cur, f.shown // dst stays: the next Begin tells whether it is the same
}

// redraw draws every call, onto a cleared screen when it held an earlier frame.
func (f *Frame) redraw() {
	if f.again {
		f.dst.Clear()
	}
	for i := range f.cur {
		f.cur[i].draw(f.dst)
	}
	f.Full++
}

// maxRects is how many separate dirty rectangles a frame redraws before it takes their union.
const maxRects = 6

// dirty returns the rectangles where this frame's record differs from what the screen
// shows, or false when the whole screen is to be drawn. The records are matched as a diff
// matches lines (the fewest calls removed and added, order kept); the calls left unmatched
// on either side changed, and their old and new bounds are dirty.
func (f *Frame) dirty() ([]image.Rectangle, bool) {
	if !f.kept {
		return nil, false
	}
	f.rects = f.rects[:0]
	if !f.diff() {
		return nil, false
	}
	screen := f.dst.Bounds()
	area := 0
	on := f.rects[:0]
	for _, r := range f.rects {
		if r = r.Intersect(screen); !r.Empty() {
			on = append(on, r)
			area += r.Dx() * r.Dy()
		}
	}
	f.rects = on
	if area*2 > screen.Dx()*screen.Dy() {
		return nil, false // most of the screen: drawn whole, without the clipping
	}
	return f.rects, true
}

// maxEdits is the most calls a frame may remove and add before it is drawn whole anyway.
const maxEdits = 120

// diff adds the bounds of the calls of shown and cur that the shortest edit script between
// them removes or adds (Myers' algorithm, after the common start and end), and reports
// false when that takes more than maxEdits.
func (f *Frame) diff() bool {
	a, b := f.shown, f.cur
	p := agree(a, b)
	s := 0
	for s < len(a)-p && s < len(b)-p && a[len(a)-1-s].same(&b[len(b)-1-s]) {
		s++
	}
	a, b = a[p:len(a)-s], b[p:len(b)-s]
	n, m := len(a), len(b)
	if n == 0 || m == 0 {
		for i := range a {
			f.add(a[i].bounds())
		}
		for i := range b {
			f.add(b[i].bounds())
		}
		return true
	}
	// v[k] is the furthest x on diagonal k (x-y = k) after d edits; trace keeps each d's v.
	maxD := min(n+m, maxEdits)
	off := maxD + 1
	v := make([]int, 2*off+1)
	f.trace = f.trace[:0]
	for d := 0; d <= maxD; d++ {
		for k := -d; k <= d; k += 2 {
			var x int
			if k == -d || k != d && v[off+k-1] < v[off+k+1] {
				x = v[off+k+1] // down: b[y] added
			} else {
				x = v[off+k-1] + 1 // right: a[x] removed
			}
			y := x - k
			for x < n && y < m && a[x].same(&b[y]) {
				x, y = x+1, y+1
			}
			v[off+k] = x
			if x >= n && y >= m {
				f.trace = append(f.trace, slices.Clone(v))
				f.backtrack(a, b, off, d)
				return true
			}
		}
		f.trace = append(f.trace, slices.Clone(v))
	}
	return false
}

// backtrack walks the edit script of diff back from its end, adding the bounds of every call
// removed from a or added from b.
func (f *Frame) backtrack(a, b []op, off, d int) {
	x, y := len(a), len(b)
	for ; d > 0; d-- {
		v := f.trace[d-1]
		k := x - y
		var pk int
		if k == -d || k != d && v[off+k-1] < v[off+k+1] {
			pk = k + 1
		} else {
			pk = k - 1
		}
		px := v[off+pk]
		py := px - pk
		for x > px && y > py { // the common run before this step
			x, y = x-1, y-1
		}
		if pk == k+1 {
			f.add(b[py].bounds()) // added
		} else {
			f.add(a[px].bounds()) // removed
		}
		x, y = px, py
	}
}

// add puts r among the dirty rectangles, merged with every one it touches; past maxRects
// they become their union.
func (f *Frame) add(r image.Rectangle) {
	if r.Empty() {
		return
	}
	for i := 0; i < len(f.rects); {
		if q := f.rects[i]; q.Inset(-2).Overlaps(r) {
			r = r.Union(q)
			f.rects = append(f.rects[:i], f.rects[i+1:]...)
			i = 0
			continue
		}
		i++
	}
	f.rects = append(f.rects, r)
	if len(f.rects) > maxRects {
		u := f.rects[0]
		for _, q := range f.rects[1:] {
			u = u.Union(q)
		}
		f.rects = append(f.rects[:0], u)
	}
}

// bounds is the box of pixels o may touch, anti-aliasing and filtering included.
func (o *op) bounds() image.Rectangle {
	switch o.kind {
	case opText:
		x0, y0, x1, y1 := textExtent(o.text)
		return box(o.x+x0, o.y+y0, o.x+x1, o.y+y1, 2)
	case opShape:
		x0, y0, x1, y1 := o.shape.extent()
		return box(o.x+x0, o.y+y0, o.x+x1, o.y+y1, 1)
	case opFill:
		return box(o.r.X, o.r.Y, o.r.Right(), o.r.Bottom(), 1)
	case opImage:
		return box(o.r.X, o.r.Y, o.r.Right(), o.r.Bottom(), 2)
	case opCard:
		var r image.Rectangle
		cardDraws(o.img, o.back, o.pose, o.look, func(img *ebiten.Image, op *ebiten.DrawImageOptions) {
			r = r.Union(quadBounds(img, op.GeoM))
		})
		return r
	case opDrawImage:
		return quadBounds(o.img, o.geoM)
	}
	return image.Rectangle{}
}

// quadBounds is the box img covers drawn with g (DrawImage puts its Min at the origin).
func quadBounds(img *ebiten.Image, g ebiten.GeoM) image.Rectangle {
	b := img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	x0, y0 := math.Inf(1), math.Inf(1)
	x1, y1 := math.Inf(-1), math.Inf(-1)
	for _, c := range [4][2]float64{{0, 0}, {w, 0}, {0, h}, {w, h}} {
		x, y := g.Apply(c[0], c[1])
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	return box(x0, y0, x1, y1, 2)
}

// box is the pixels of the float box grown by pad.
func box(x0, y0, x1, y1 float64, pad int) image.Rectangle {
	return image.Rect(int(math.Floor(x0))-pad, int(math.Floor(y0))-pad, int(math.Ceil(x1))+pad, int(math.Ceil(y1))+pad)
}

// textBoxes remembers the box of each text around its anchor (cleared when it grows large).
var textBoxes = map[textKey][4]float64{}

// textExtent is the box k's glyphs may ink around its anchor: the measured box with an em
// on every side, as a text stamp has.
func textExtent(k textKey) (x0, y0, x1, y1 float64) {
	if e, ok := textBoxes[k]; ok {
		return e[0], e[1], e[2], e[3]
	}
	op := textOptions(k)
	w, h := text.Measure(k.s, Face(k.size), op.LineSpacing)
	x0 = -w * [...]float64{0, 0.5, 1}[k.align]
	if k.centered {
		y0 = -h / 2
	}
	pad := math.Ceil(k.size)
	e := [4]float64{x0 - pad, y0 - pad, x0 + w + pad, y0 + h + pad}
	if len(textBoxes) >= 8192 {
		clear(textBoxes)
	}
	textBoxes[k] = e
	return e[0], e[1], e[2], e[3]
}
