package ui

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Layer keeps the picture a board drew last frame, so a frame that draws the same things
// draws one image instead. The board draws as always, with this package's functions, onto
// the image Begin returns; those calls are recorded, not drawn. End compares the record with
// the picture's and the last frame's: the longest run from the start that the picture still
// shows is drawn from it, and the run that stood still since the last frame is added to it;
// whatever follows (a card in flight, a pulsing glow and everything drawn after it) is
// drawn directly, as before. An idle board thus costs one image a frame, a board with an
// animation the image plus what is drawn from the animation on.
//
// Only this package's drawing functions may draw onto the recording image (DrawImage for a
// picture of the board's own); drawing onto it any other way is lost.
type Layer struct {
	img     *ebiten.Image // the picture, made when first needed
	target  *ebiten.Image // what the board draws onto while recording: a blank of dst's size
	dst     *ebiten.Image
	cached  []op  // what img shows, in order
	last    []op  // last frame's record
	cur     []op  // this frame's
	stamped int   // frames the picture was drawn from, for tests
	at      int64 // the tick of the last frame that kept its record
	nested  bool  // Begin was given a Frame's recording image: Begin and End do nothing
}

// recording is the layer between Begin and End: calls drawing onto its image are recorded.
var recording *Layer

type opKind uint8

const (
	opText opKind = iota
	opShape
	opFill
	opImage // Image: img scaled into r
	opCard
	opDrawImage
)

// op is one recorded call, comparable: two frames that made the same calls drew the same.
type op struct {
	kind      opKind
	text      textKey
	shape     shapeKey
	path      *PathFunc // a custom shape's path builder (compared by the shape's key)
	x, y      float64
	r         Rect
	clr       color.Color
	img, back *ebiten.Image
	pose      Pose
	look      CardLook
	alpha     float64
	geoM      ebiten.GeoM
	scale     ebiten.ColorScale
	filter    ebiten.Filter
	blend     ebiten.Blend
}

// same reports whether a and b draw the same; a custom path counts by its shape's key.
func (a *op) same(b *op) bool {
	x, y := *a, *b
	x.path, y.path = nil, nil
	return x == y
}

// record adds o to the layer or the frame recording onto dst and reports whether there was
// one.
func record(dst *ebiten.Image, o op) bool {
	switch {
	case recording != nil && dst == recording.target:
		recording.cur = append(recording.cur, o)
	case framing != nil && dst == framing.target:
		framing.cur = append(framing.cur, o)
	default:
		return false
	}
	return true
}

// draw makes o's call onto dst.
func (o *op) draw(dst *ebiten.Image) {
	switch o.kind {
	case opText:
		drawText(dst, o.text.s, o.text.size, o.x, o.y, o.text.align, o.text.centered, o.clr)
	case opShape:
		var build PathFunc
		if o.path != nil {
			build = *o.path
		}
		drawShape(dst, o.shape, o.x, o.y, o.clr, build)
	case opFill:
		Fill(dst, o.r, o.clr)
	case opImage:
		Image(dst, o.img, o.r, o.alpha)
	case opCard:
		DrawCard(dst, o.img, o.back, o.pose, o.look)
	case opDrawImage:
		op := &ebiten.DrawImageOptions{GeoM: o.geoM, ColorScale: o.scale, Filter: o.filter, Blend: o.blend}
		dst.DrawImage(o.img, op)
	}
}

// Begin starts recording a frame to be drawn onto dst: draw onto the image returned, then
// call End. Inside a Frame's recording (dst is its image) the Frame records the calls and
// keeps the picture, so the layer steps aside.
func (l *Layer) Begin(dst *ebiten.Image) *ebiten.Image {
	if framing != nil && dst == framing.target {
		l.nested = true
		return dst
	}
	b := dst.Bounds()
	if l.img != nil && l.img.Bounds() != b {
		l.img.Deallocate()
		l.img = nil
		l.cached = l.cached[:0]
	}
	l.target = blank(b)
	l.dst = dst
	l.last, l.cur = l.cur, l.last[:0]
	recording = l
	return l.target
}

// blanks are the recording targets, one per size: never drawn onto, so Ebitengine never
// gives them a texture.
var blanks = map[image.Rectangle]*ebiten.Image{}

func blank(b image.Rectangle) *ebiten.Image {
	img := blanks[b]
	if img == nil {
		img = ebiten.NewImageWithOptions(b, nil)
		blanks[b] = img
	}
	return img
}

// End draws the recorded frame onto the Begin's dst, from the picture as far as it can. A
// frame drawn in the same tick as the last (no Update between: a screen test drawing
// inside one Update, a display faster than the tick rate) is drawn directly and changes
// nothing: Ebitengine frees and repacks textures only between frames.
func (l *Layer) End() {
	if l.nested {
		l.nested = false
		return
	}
	recording = nil
	replaying = true
	defer func() { replaying = false }()
	if now := tick(); now == l.at {
		for i := range l.cur {
			l.cur[i].draw(l.dst)
		}
		l.cur, l.last = l.last, l.cur // keep the last kept record as the last frame's
		l.dst = nil
		return
	} else {
		l.at = now
	}
	keep := agree(l.cur, l.cached)
	still := agree(l.cur, l.last)
	switch {
	case keep < len(l.cached):
		// The picture is out of date from keep on: redraw it with what stood still.
		l.img.Clear()
		l.cached = l.cached[:0]
		l.extend(min(still, len(l.cur)))
	case still > len(l.cached):
		l.extend(still) // more stood still since the last frame: add it
	}
	if len(l.cached) > 0 {
		op := &ebiten.DrawImageOptions{}
		b := l.img.Bounds()
		op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y)) // DrawImage puts Min at the origin
		l.dst.DrawImage(l.img, op)
		l.stamped++
	}
	for i := len(l.cached); i < len(l.cur); i++ {
		l.cur[i].draw(l.dst)
	}
	l.dst = nil
}

// extend draws cur[len(cached):n] into the picture.
func (l *Layer) extend(n int) {
	if l.img == nil {
		l.img = ebiten.NewImageWithOptions(l.dst.Bounds(), stampImage)
	}
	for i := len(l.cached); i < n; i++ {
		l.cur[i].draw(l.img)
	}
	l.cached = append(l.cached, l.cur[len(l.cached):n]...)
}

// agree is how many ops from the start a and b have in common.
func agree(a, b []op) int {
	n := min(len(a), len(b))
	for i := range n {
		if !a[i].same(&b[i]) {
			return i
		}
	}
	return n
}
