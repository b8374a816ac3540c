package ui

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

// A world twice as wide and three times as tall as the viewport's aspect allows.
func testCamera() *Camera {
	return NewCamera(Rect{-100, 50, 3000, 2000}, Rect{40, 30, 1000, 600})
}

// TestCameraTransformsRoundTrip: ToWorld undoes ToScreen at any pose, and GeoM and Rect map
// points as ToScreen does.
func TestCameraTransformsRoundTrip(t *testing.T) {
	c := testCamera()
	c.ZoomAt(300, 200, 2.7)
	c.Pan(-123, 45)
	for _, p := range [][2]float64{{0, 0}, {-100, 50}, {2900, 2050}, {1234.5, 987.25}} {
		sx, sy := c.ToScreen(p[0], p[1])
		wx, wy := c.ToWorld(sx, sy)
		if !near(wx, p[0]) || !near(wy, p[1]) {
			t.Errorf("world %v → screen (%g, %g) → world (%g, %g)", p, sx, sy, wx, wy)
		}
		g := c.GeoM()
		gx, gy := g.Apply(p[0], p[1])
		if !near(gx, sx) || !near(gy, sy) {
			t.Errorf("GeoM maps %v to (%g, %g), ToScreen to (%g, %g)", p, gx, gy, sx, sy)
		}
	}
	r := c.Rect(Rect{10, 60, 100, 50})
	x, y := c.ToScreen(110, 110)
	if !near(r.Right(), x) || !near(r.Bottom(), y) {
		t.Errorf("Rect's far corner (%g, %g), ToScreen's (%g, %g)", r.Right(), r.Bottom(), x, y)
	}
}

// TestCameraFitShowsTheWholeWorld: after Fit the viewport shows every world corner, and at
// the fit zoom one axis just fills it.
func TestCameraFitShowsTheWholeWorld(t *testing.T) {
	c := testCamera()
	c.ZoomAt(500, 300, 3)
	c.Fit(0)
	for _, p := range [][2]float64{{-100, 50}, {2900, 50}, {-100, 2050}, {2900, 2050}} {
		sx, sy := c.ToScreen(p[0], p[1])
		if sx < c.View.X-1e-6 || sy < c.View.Y-1e-6 || sx > c.View.Right()+1e-6 || sy > c.View.Bottom()+1e-6 {
			t.Errorf("after Fit the world corner %v is at (%g, %g), outside the view %+v", p, sx, sy, c.View)
		}
	}
	if !near(c.Zoom, 0.3) { // 600/2000 is smaller than 1000/3000
		t.Errorf("fit zoom %g, want 0.3", c.Zoom)
	}
	c.ZoomAt(500, 300, 0.5)
	if !near(c.Zoom, 0.3) {
		t.Errorf("zooming out past the fit went to %g", c.Zoom)
	}
}

// TestCameraClampsTheWorldOverTheView: however far it is panned, a world larger than the
// view along an axis covers it there, and a narrower one stays centred.
func TestCameraClampsTheWorldOverTheView(t *testing.T) {
	c := testCamera()
	c.ZoomAt(500, 300, 2) // now larger than the view both ways
	for _, d := range [][2]float64{{1e5, 0}, {-1e5, 0}, {0, 1e5}, {0, -1e5}, {777, -333}} {
		c.Pan(d[0], d[1])
		v := c.Visible()
		if v.X < c.World.X-1e-6 || v.Y < c.World.Y-1e-6 || v.Right() > c.World.Right()+1e-6 || v.Bottom() > c.World.Bottom()+1e-6 {
			t.Errorf("after panning %v the view shows %+v, beyond the world %+v", d, v, c.World)
		}
	}
	c.Fit(0) // the world is narrower than the view across: centred, and panning across does nothing
	x := c.X
	c.Pan(300, 0)
	if !near(c.X, x) || !near(c.X, 1400) {
		t.Errorf("a world narrower than the view moved across to centre %g (want 1400)", c.X)
	}
	c.ZoomAt(0, 0, 1000)
	if !near(c.Zoom, 4*c.FitZoom()) {
		t.Errorf("zoom %g past the limit of four times the fit", c.Zoom)
	}
}

// TestCameraZoomKeepsThePointUnderTheCursor: the wheel zooms about the pointer.
func TestCameraZoomKeepsThePointUnderTheCursor(t *testing.T) {
	c := testCamera()
	c.ZoomAt(500, 300, 2)
	sx, sy := 650.0, 420.0
	wx, wy := c.ToWorld(sx, sy)
	in := &Input{X: sx, Y: sy, WheelY: 2}
	c.Update(in, CameraKeys{}, 1, 1)
	if near(c.Zoom, 0.6) {
		t.Fatal("the wheel did not zoom")
	}
	x, y := c.ToScreen(wx, wy)
	if !near(x, sx) || !near(y, sy) {
		t.Errorf("the world point under the pointer moved from (%g, %g) to (%g, %g)", sx, sy, x, y)
	}
}

// TestCameraDragPansPastTheSlopOnly: a press that stays within the slop is a click and does
// not pan; one that moves on pans by the pointer's movement and says so on release.
func TestCameraDragPansPastTheSlopOnly(t *testing.T) {
	c := testCamera()
	c.ZoomAt(500, 300, 2)
	x0, y0 := c.X, c.Y
	in := &Input{}
	in.Press(500, 300)
	in.Down = true
	c.Update(in, CameraKeys{}, 1, 1)
	in.Clicked, in.X = false, 503
	c.Update(in, CameraKeys{}, 1, 1)
	if c.X != x0 || c.Dragging() {
		t.Fatalf("a 3 px move panned (centre %g → %g)", x0, c.X)
	}
	in.X, in.Y = 563, 280
	c.Update(in, CameraKeys{}, 1, 1)
	if !near(c.X, x0-60/c.Zoom) || !near(c.Y, y0+20/c.Zoom) || !c.Dragging() {
		t.Errorf("a drag of (60, -20) px moved the centre by (%g, %g) world units at zoom %g", c.X-x0, c.Y-y0, c.Zoom)
	}
	in.Down, in.Released = false, true
	c.Update(in, CameraKeys{}, 1, 1)
	if !c.Dragged() || c.Dragging() {
		t.Error("the release of a pan was not reported as one")
	}
}

// TestCameraKeysPanAndZoom: a held arrow shows more of its side; + zooms in about the centre.
func TestCameraKeysPanAndZoom(t *testing.T) {
	c := testCamera()
	c.ZoomAt(500, 300, 2)
	x0 := c.X
	c.Update(&Input{}, CameraKeys{Left: true}, 1, 1)
	if c.X >= x0 {
		t.Errorf("← moved the centre from %g to %g, want left", x0, c.X)
	}
	cx, cy := c.View.Center()
	wx, wy := c.ToWorld(cx, cy)
	z := c.Zoom
	c.Update(&Input{}, CameraKeys{In: true}, 1, 1)
	if c.Zoom <= z {
		t.Errorf("+ left the zoom at %g", c.Zoom)
	}
	if x, y := c.ToScreen(wx, wy); !near(x, cx) || !near(y, cy) {
		t.Errorf("+ moved the centre's world point to (%g, %g)", x, y)
	}
}

// TestCameraFocusGlidesAndArrives: Focus eases over its time (moving part of the way, then
// arriving exactly), clamped as any pose.
func TestCameraFocusGlidesAndArrives(t *testing.T) {
	c := testCamera()
	c.Focus(2000, 1500, 1, 0.5)
	c.Step(1)
	if !c.Gliding() || near(c.X, 2000) {
		t.Fatalf("a half-second focus arrived in one tick (centre %g)", c.X)
	}
	for range 40 {
		c.Step(1)
	}
	if c.Gliding() || !near(c.X, 2000) || !near(c.Y, 1500) || !near(c.Zoom, 1) {
		t.Errorf("after the glide: centre (%g, %g) zoom %g, want (2000, 1500) at 1", c.X, c.Y, c.Zoom)
	}
	c.Focus(-100, 50, 0, 0) // the world's corner: clamped so the world still covers the view
	if !near(c.X, -100+500) || !near(c.Y, 50+300) {
		t.Errorf("focus on the corner centred (%g, %g), want (400, 350)", c.X, c.Y)
	}
}
