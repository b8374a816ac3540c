package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Camera shows a world rectangle (a board larger than the window) in a screen viewport. It
// keeps the world point at the viewport's centre and a zoom (screen pixels per world unit);
// boards lay themselves out once in world units and draw through ToScreen, Rect or GeoM, and
// hit-test with ToWorld. Input arrives as deltas and positions (Pan, ZoomAt, Update with an
// Input and CameraKeys), so tests drive it without a window.
//
// The camera never zooms out past the whole world (Fit) nor further in than MaxZoom, and it
// keeps the world covering the viewport along every axis where the world is the larger; along
// an axis where the world is the smaller it centres it. So there is never more empty felt
// around the board than its shape makes necessary.
type Camera struct {
	World Rect // the board, in world units
	View  Rect // where it is shown, in screen pixels
	// MaxZoom is the largest zoom; 0 means four times the zoom that fits the world.
	MaxZoom float64
	// X, Y is the world point at the centre of the viewport; Zoom is screen pixels per world
	// unit. Set them through the methods, which keep them clamped.
	X, Y, Zoom float64

	tw       *Tween // a glide under way (Focus, Fit with seconds), or nil
	from, to camPose
	drag     camDrag
}

// camPose is where the camera looks.
type camPose struct{ x, y, zoom float64 }

// camDrag is a press inside the viewport that may become a pan.
type camDrag struct {
	on       bool    // the button went down inside the viewport and is held
	moved    bool    // the pointer went past the slop: this press is a pan, not a click
	px, py   float64 // the press
	lx, ly   float64 // the pointer last tick
	released bool    // a pan ended this tick
}

// DragSlop is how far, in pixels at unit 1, a press must move before it pans: less is a
// click on whatever lies under it.
const DragSlop = 6

// NewCamera shows all of world in view.
func NewCamera(world, view Rect) *Camera {
	c := &Camera{World: world, View: view}
	c.Fit(0)
	return c
}

// FitZoom is the zoom at which the whole world just fits the viewport.
func (c *Camera) FitZoom() float64 {
	if c.World.W <= 0 || c.World.H <= 0 {
		return 1
	}
	return min(c.View.W/c.World.W, c.View.H/c.World.H)
}

// maxZoom is MaxZoom or its default, never below the fit.
func (c *Camera) maxZoom() float64 {
	if c.MaxZoom > 0 {
		return max(c.MaxZoom, c.FitZoom())
	}
	return 4 * c.FitZoom()
}

// clamp keeps a pose within the zoom limits and the world over the viewport.
func (c *Camera) clamp(p camPose) camPose {
	p.zoom = min(max(p.zoom, c.FitZoom()), c.maxZoom())
	p.x = clampAxis(p.x, c.World.X, c.World.W, c.View.W/p.zoom)
	p.y = clampAxis(p.y, c.World.Y, c.World.H, c.View.H/p.zoom)
	return p
}

// clampAxis keeps the centre v of a span seen wide over the world [lo, lo+size]: centred when
// the world is narrower than the span, else with both world edges at or beyond the span's.
func clampAxis(v, lo, size, seen float64) float64 {
	if seen >= size {
		return lo + size/2
	}
	return min(max(v, lo+seen/2), lo+size-seen/2)
}

func (c *Camera) pose() camPose          { return camPose{c.X, c.Y, c.Zoom} }
func (c *Camera) set(p camPose)          { p = c.clamp(p); c.X, c.Y, c.Zoom = p.x, p.y, p.zoom }
func (c *Camera) stopGlide()             { c.tw = nil }
func (c *Camera) center() (x, y float64) { return c.View.Center() }

// Gliding reports whether a Focus or Fit glide is under way.
func (c *Camera) Gliding() bool { return c.tw != nil }

// SetView moves the viewport (the window was resized): the same world point stays in the
// middle, and the pose is clamped again.
func (c *Camera) SetView(view Rect) {
	c.View = view
	c.set(c.pose())
	if c.tw != nil {
		c.to = c.clamp(c.to)
	}
}

// ToScreen maps a world point to the screen.
func (c *Camera) ToScreen(wx, wy float64) (sx, sy float64) {
	cx, cy := c.center()
	return (wx-c.X)*c.Zoom + cx, (wy-c.Y)*c.Zoom + cy
}

// ToWorld maps a screen point (the pointer) to the world, for hit tests.
func (c *Camera) ToWorld(sx, sy float64) (wx, wy float64) {
	cx, cy := c.center()
	return (sx-cx)/c.Zoom + c.X, (sy-cy)/c.Zoom + c.Y
}

// Rect maps a world rectangle to the screen.
func (c *Camera) Rect(r Rect) Rect {
	x, y := c.ToScreen(r.X, r.Y)
	return Rect{x, y, r.W * c.Zoom, r.H * c.Zoom}
}

// Visible is the part of the world plane the viewport shows.
func (c *Camera) Visible() Rect {
	x, y := c.ToWorld(c.View.X, c.View.Y)
	return Rect{x, y, c.View.W / c.Zoom, c.View.H / c.Zoom}
}

// GeoM maps world units to the screen, for a picture drawn in world units.
func (c *Camera) GeoM() ebiten.GeoM {
	var g ebiten.GeoM
	cx, cy := c.center()
	g.Translate(-c.X, -c.Y)
	g.Scale(c.Zoom, c.Zoom)
	g.Translate(cx, cy)
	return g
}

// Pan moves the picture by (dx, dy) screen pixels, as a drag does.
func (c *Camera) Pan(dx, dy float64) {
	c.stopGlide()
	c.set(camPose{c.X - dx/c.Zoom, c.Y - dy/c.Zoom, c.Zoom})
}

// ZoomAt multiplies the zoom by factor about the screen point (sx, sy): the world point under
// it stays under it, unless the clamp must move the picture to keep the world in view.
func (c *Camera) ZoomAt(sx, sy, factor float64) {
	c.stopGlide()
	wx, wy := c.ToWorld(sx, sy)
	cx, cy := c.center()
	z := min(max(c.Zoom*factor, c.FitZoom()), c.maxZoom())
	c.set(camPose{wx - (sx-cx)/z, wy - (sy-cy)/z, z})
}

// Fit shows the whole world, gliding over seconds (0: at once).
func (c *Camera) Fit(seconds float64) {
	c.glide(camPose{c.World.X + c.World.W/2, c.World.Y + c.World.H/2, c.FitZoom()}, seconds)
}

// Focus glides over seconds to centre the world point (wx, wy) at zoom (0 keeps the zoom),
// as near as the clamp allows.
func (c *Camera) Focus(wx, wy, zoom, seconds float64) {
	if zoom <= 0 {
		zoom = c.Zoom
	}
	c.glide(camPose{wx, wy, zoom}, seconds)
}

func (c *Camera) glide(to camPose, seconds float64) {
	to = c.clamp(to)
	if seconds <= 0 {
		c.stopGlide()
		c.X, c.Y, c.Zoom = to.x, to.y, to.zoom
		return
	}
	c.from, c.to, c.tw = c.pose(), to, NewTween(seconds, EaseInOutCubic)
}

// Step advances a glide by one tick at speed. The zoom moves geometrically, so a glide in
// and out feels even; the centre moves so the picture does not swing sideways on the way.
func (c *Camera) Step(speed float64) {
	if c.tw == nil {
		return
	}
	c.tw.Step(speed)
	t := c.tw.Value()
	z := c.from.zoom * math.Pow(c.to.zoom/c.from.zoom, t)
	c.set(camPose{Lerp(c.from.x, c.to.x, t), Lerp(c.from.y, c.to.y, t), z})
	if c.tw.Done() {
		c.X, c.Y, c.Zoom = c.to.x, c.to.y, c.to.zoom
		c.tw = nil
	}
}

// CameraKeys is which camera keys are held this tick.
type CameraKeys struct{ Left, Right, Up, Down, In, Out bool }

// HeldCameraKeys reads the arrow keys (pan) and + / − (zoom), held.
func HeldCameraKeys() CameraKeys {
	p := ebiten.IsKeyPressed
	return CameraKeys{
		Left: p(ebiten.KeyArrowLeft), Right: p(ebiten.KeyArrowRight),
		Up: p(ebiten.KeyArrowUp), Down: p(ebiten.KeyArrowDown),
		In:  p(ebiten.KeyEqual) || p(ebiten.KeyNumpadAdd),
		Out: p(ebiten.KeyMinus) || p(ebiten.KeyNumpadSubtract),
	}
}

// Key rates per tick at speed 1: pan in pixels at unit 1, zoom as a factor.
const (
	camKeyPan  = 12
	camKeyZoom = 1.03
	camWheel   = 1.15 // per notch of the wheel
)

// Update applies one tick of input: a drag inside the viewport pans once it passes DragSlop
// (the press is left unconsumed, so a click on a cell still acts as one; a board that acts on
// release asks Dragged first), the wheel zooms about the pointer, held keys pan and zoom about
// the centre, and a glide under way advances. u is the layout unit, speed the animation speed.
func (c *Camera) Update(in *Input, keys CameraKeys, u, speed float64) {
	d := &c.drag
	d.released = false
	switch {
	case in.Clicked && !d.on && c.View.Contains(in.X, in.Y):
		*d = camDrag{on: true, px: in.X, py: in.Y, lx: in.X, ly: in.Y}
	case d.on && !in.Down:
		d.released, d.on = d.moved, false
	case d.on:
		if !d.moved && math.Hypot(in.X-d.px, in.Y-d.py) > DragSlop*u {
			d.moved = true
		}
		if d.moved {
			c.Pan(in.X-d.lx, in.Y-d.ly)
		}
		d.lx, d.ly = in.X, in.Y
	}
	if in.WheelY != 0 && c.View.Contains(in.X, in.Y) {
		c.ZoomAt(in.X, in.Y, math.Pow(camWheel, in.WheelY))
	}
	dx, dy := 0.0, 0.0
	if keys.Left {
		dx += camKeyPan
	}
	if keys.Right {
		dx -= camKeyPan
	}
	if keys.Up {
		dy += camKeyPan
	}
	if keys.Down {
		dy -= camKeyPan
	}
	if dx != 0 || dy != 0 {
		c.Pan(dx*u*speed, dy*u*speed)
	}
	cx, cy := c.center()
	if keys.In != keys.Out {
		f := math.Pow(camKeyZoom, speed)
		if keys.Out {
			f = 1 / f
		}
		c.ZoomAt(cx, cy, f)
	}
	c.Step(speed)
}

// Dragging reports whether the pointer is panning now (a board draws no hover then).
func (c *Camera) Dragging() bool { return c.drag.on && c.drag.moved }

// Dragged reports whether a pan ended this tick: the release is not a click.
func (c *Camera) Dragged() bool { return c.drag.released }
