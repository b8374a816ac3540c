package ui

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	"zashiki/scenes/ui/uitest"
)

// scene draws a small board: panels, text, cards, a button, a disc whose size is the frame's
// (an animation), and a picture of its own.
func scene(dst *ebiten.Image, frame int, pulse bool) {
	Panel(dst, Rect{10, 10, 200, 120}, 1)
	Text(dst, "手番: Kenji", 18, 20, 20, Left, Ink)
	TextCentered(dst, "中央", 15, Rect{10, 60, 200, 30}, Accent)
	DrawCard(dst, assets.CardFace(5), assets.CardBack(0), Pose{X: 300, Y: 80, W: 70, Face: 1}, CardLook{Glow: Legal})
	b := Button{Rect: Rect{220, 150, 120, 40}, Label: "OK", Primary: true}
	b.Draw(dst, 18, 1)
	rad := 10.0
	if pulse {
		rad += float64(frame % 5)
	}
	Circle(dst, 60, 170, rad, Gold)
	Fill(dst, Rect{400, 10, 30, 30}, Danger)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(420, 100)
	DrawImage(dst, assets.CardBack(0), op)
	Text(dst, "後", 18, 120, 160, Left, White)
}

// frames draws n frames of scene, directly and through a Layer, and returns the last of each.
func frames(t *testing.T, l *Layer, step func(), n int, pulse bool) (direct, layered *image.RGBA) {
	t.Helper()
	for f := range n {
		step()
		direct = uitest.Snapshot(640, 240, func(dst *ebiten.Image) {
			dst.Fill(Felt)
			scene(dst, f, pulse)
		})
		layered = uitest.Snapshot(640, 240, func(dst *ebiten.Image) {
			dst.Fill(Felt)
			scene(l.Begin(dst), f, pulse)
			l.End()
		})
	}
	return
}

// TestAnIdleLayerDrawsItsPictureAndLooksTheSame: the same calls two frames running are drawn
// from the picture from then on, and every frame looks as drawn directly (compositing the
// picture may round a translucent pixel one step).
func TestAnIdleLayerDrawsItsPictureAndLooksTheSame(t *testing.T) {
	var l Layer
	step := ticking(t)
	for n := 1; n <= 4; n++ {
		direct, layered := frames(t, &l, step, 1, false)
		if d, at, over := worstDiff(direct, layered, 1); over > 0 {
			t.Errorf("frame %d: the layer differs from direct drawing by %d at %v (%d pixels)", n, d, at, over)
		}
	}
	if l.stamped < 2 || len(l.cached) != len(l.cur) {
		t.Errorf("an idle layer drew its picture %d times, holding %d of %d calls", l.stamped, len(l.cached), len(l.cur))
	}
}

// TestAnAnimatedCallEndsThePicture: a call that changes every frame, and all after it, are
// drawn directly; what comes before stays in the picture.
func TestAnAnimatedCallEndsThePicture(t *testing.T) {
	var l Layer
	direct, layered := frames(t, &l, ticking(t), 6, true)
	if d, at, over := worstDiff(direct, layered, 1); over > 0 {
		t.Errorf("the layer differs from direct drawing by %d at %v (%d pixels)", d, at, over)
	}
	at := -1
	for i, o := range l.cur {
		if o.kind == opShape && o.shape.kind == disc {
			at = i
		}
	}
	if at < 0 || len(l.cached) != at {
		t.Errorf("the picture holds %d calls; the pulsing disc is call %d", len(l.cached), at)
	}
}

// TestFramesWithinOneTickAreDrawnDirectly: without a tick between them, frames leave the
// picture alone (Ebitengine frees and repacks textures only between frames).
func TestFramesWithinOneTickAreDrawnDirectly(t *testing.T) {
	var l Layer
	ticking(t)
	for f := range 4 {
		direct := uitest.Snapshot(640, 240, func(dst *ebiten.Image) { scene(dst, f, false) })
		layered := uitest.Snapshot(640, 240, func(dst *ebiten.Image) {
			scene(l.Begin(dst), f, false)
			l.End()
		})
		if d, at, over := worstDiff(direct, layered, 0); over > 0 {
			t.Errorf("frame %d: differs from direct drawing by %d at %v", f, d, at)
		}
	}
	if l.stamped != 0 || len(l.cached) != 0 {
		t.Errorf("within one tick the layer drew its picture %d times and holds %d calls", l.stamped, len(l.cached))
	}
}

// TestAChangedCallRedrawsThePicture: when a call before the picture's end changes, the picture
// is redrawn: the next frames show the change.
func TestAChangedCallRedrawsThePicture(t *testing.T) {
	var l Layer
	step := ticking(t)
	draw := func(label string) *image.RGBA {
		step()
		return uitest.Snapshot(320, 120, func(dst *ebiten.Image) {
			d := l.Begin(dst)
			Panel(d, Rect{10, 10, 200, 80}, 1)
			Text(d, label, 18, 20, 20, Left, Ink)
			RoundRect(d, Rect{230, 10, 60, 60}, 8, Accent)
			l.End()
		})
	}
	for range 3 {
		draw("一")
	}
	want := uitest.Snapshot(320, 120, func(dst *ebiten.Image) {
		Panel(dst, Rect{10, 10, 200, 80}, 1)
		Text(dst, "二", 18, 20, 20, Left, Ink)
		RoundRect(dst, Rect{230, 10, 60, 60}, 8, Accent)
	})
	for n := range 3 {
		if d, at, over := worstDiff(want, draw("二"), 1); over > 0 {
			t.Errorf("frame %d after the change: differs by %d at %v (%d pixels)", n, d, at, over)
		}
	}
}
