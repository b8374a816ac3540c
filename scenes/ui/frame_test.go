package ui

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
)

// tableScene is a frame of a small table: felt, the scene of layer_test.go through a board's
// Layer (as a board draws), a card in flight along the bottom at step, and a log whose lines
// grow with lines.
func tableScene(dst *ebiten.Image, l *Layer, step, lines int) {
	Fill(dst, Rect{W: 640, H: 300}, Felt)
	board := l.Begin(dst)
	scene(board, 0, false)
	if step >= 0 {
		DrawCard(board, assets.CardFace(7), assets.CardBack(0), Pose{X: 40 + 9*float64(step), Y: 255, W: 50, Angle: 0.05 * float64(step), Face: 1}, CardLook{})
	}
	l.End()
	Fill(dst, Rect{X: 500, W: 140, H: 300}, FeltDark)
	for i := range lines {
		Text(dst, []string{"・配る", "・出す 7", "・パス", "・引く"}[i%4], 12, 510, 10+16*float64(i), Left, Paper)
	}
}

// frameRun draws the frames of tableScene given by steps and lines through f onto one image
// that keeps its pixels, as the screen does, and compares each with the same frame drawn
// whole onto a fresh image.
func frameRun(t *testing.T, f *Frame, steps, lines []int) {
	t.Helper()
	next := ticking(t)
	screen := ebiten.NewImage(640, 300)
	defer screen.Deallocate()
	var board, direct Layer // direct: the reference frames' board (its Begin steps aside)
	for i := range steps {
		next()
		tableScene(f.Begin(screen, true), &board, steps[i], lines[i])
		f.End()
		got := image.NewRGBA(image.Rect(0, 0, 640, 300))
		screen.ReadPixels(got.Pix)
		want := image.NewRGBA(image.Rect(0, 0, 640, 300))
		whole := ebiten.NewImage(640, 300)
		var fresh Frame // a frame with nothing before it is drawn whole
		tableScene(fresh.Begin(whole, true), &direct, steps[i], lines[i])
		fresh.End()
		whole.ReadPixels(want.Pix)
		whole.Deallocate()
		if d, at, over := worstDiff(want, got, 1); over > 0 {
			t.Errorf("frame %d (card at step %d, %d log lines): differs from the whole frame by %d at %v (%d pixels)", i, steps[i], lines[i], d, at, over)
		}
	}
}

// TestAnUnchangedFrameDrawsNothingAndLooksTheSame: a frame recording the same calls as the
// last draws nothing (the screen keeps its pixels) and shows what a whole redraw shows.
func TestAnUnchangedFrameDrawsNothingAndLooksTheSame(t *testing.T) {
	var f Frame
	frameRun(t, &f, []int{3, 3, 3, 3}, []int{4, 4, 4, 4})
	if f.Full != 1 || f.Skipped != 3 || f.Partial != 0 {
		t.Errorf("frames drawn whole %d, skipped %d, in part %d; want 1, 3, 0", f.Full, f.Skipped, f.Partial)
	}
}

// TestAMovingCardRedrawsItsRectangleOnly: a card in flight, a log line added, a card gone:
// each frame redraws the old and new places of what changed, and looks as drawn whole.
func TestAMovingCardRedrawsItsRectangleOnly(t *testing.T) {
	var f Frame
	frameRun(t, &f, []int{0, 1, 2, 3, 5, 8, 8, -1, -1}, []int{2, 2, 2, 3, 3, 3, 4, 4, 5})
	if f.Full != 1 || f.Partial != 8 || f.Skipped != 0 {
		t.Errorf("frames drawn whole %d, in part %d, skipped %d; want 1, 8, 0", f.Full, f.Partial, f.Skipped)
	}
	if per := f.DirtyPixels / max(f.Partial, 1); per*5 > 640*300 {
		t.Errorf("a partial frame redrew %d pixels on average, over a fifth of the screen", per)
	}
}

// TestAFrameNotKeptIsDrawnWhole: when the caller cannot promise the screen kept its pixels
// (something else drew on it), or the image is another, the frame is drawn whole.
func TestAFrameNotKeptIsDrawnWhole(t *testing.T) {
	var f Frame
	var l Layer
	ticking(t)
	screen := ebiten.NewImage(640, 300)
	defer screen.Deallocate()
	tableScene(f.Begin(screen, true), &l, 1, 2)
	f.End()
	other := color.RGBA{1, 2, 3, 0xff}
	screen.Fill(other) // another scene drew
	tableScene(f.Begin(screen, false), &l, 1, 2)
	f.End()
	next := ebiten.NewImage(640, 300)
	defer next.Deallocate()
	tableScene(f.Begin(next, true), &l, 1, 2)
	f.End()
	if f.Full != 3 {
		t.Errorf("%d frames drawn whole, want 3", f.Full)
	}
	px := make([]byte, 4*640*300)
	screen.ReadPixels(px)
	for i := 0; i < len(px); i += 4 {
		if px[i] == other.R && px[i+1] == other.G && px[i+2] == other.B {
			t.Fatalf("pixel %d still shows what the other scene drew", i/4)
		}
	}
}

// TestALayerInsideAFrameStepsAside: a board's Layer begun on a Frame's recording records
// into the Frame and keeps no picture of its own.
func TestALayerInsideAFrameStepsAside(t *testing.T) {
	var f Frame
	var l Layer
	ticking(t)
	screen := ebiten.NewImage(640, 300)
	defer screen.Deallocate()
	tableScene(f.Begin(screen, true), &l, 1, 2)
	f.End()
	if l.img != nil || len(l.cur) != 0 || len(f.shown) < 10 {
		t.Errorf("the layer kept %d calls (picture %v); the frame recorded %d", len(l.cur), l.img != nil, len(f.shown))
	}
}
