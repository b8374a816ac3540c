package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is one tick's player input: mouse and touch unified as a pointer, plus keys and
// typed characters. Widgets read it; a widget that uses a click consumes it.
type Input struct {
	X, Y     float64 // pointer position (last touch, else the mouse)
	Clicked  bool    // a click or tap started this tick
	Released bool
	Down     bool
	WheelY   float64
	Chars    []rune
	// Ctrl is whether Control (or Command, on a Mac) is held: shortcuts such as Ctrl+A.
	Ctrl     bool
	keys     []ebiten.Key
	touches  []ebiten.TouchID
	consumed bool
	wasDown  bool // the button was seen held last tick
}

// Read samples the devices. Pointer coordinates are scaled by scale (device pixels per
// logical pixel) to match the screen image.
func (in *Input) Read(scale float64) {
	in.keys = inpututil.AppendJustPressedKeys(in.keys[:0])
	in.Chars = ebiten.AppendInputChars(in.Chars[:0])
	_, in.WheelY = ebiten.Wheel()
	in.Ctrl = ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	in.consumed = false
	x, y := ebiten.CursorPositionF()
	in.Clicked = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	in.Released = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	in.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	// A click quicker than a tick is pressed and released between two updates: count the
	// release as the click, or it would be lost.
	if in.Released && !in.wasDown {
		in.Clicked = true
	}
	in.wasDown = in.Down
	in.touches = inpututil.AppendJustPressedTouchIDs(in.touches[:0])
	if len(in.touches) > 0 {
		tx, ty := ebiten.TouchPosition(in.touches[0])
		x, y = float64(tx), float64(ty)
		in.Clicked = true
	}
	if ids := ebiten.AppendTouchIDs(nil); len(ids) > 0 {
		tx, ty := ebiten.TouchPosition(ids[0])
		x, y = float64(tx), float64(ty)
		in.Down = true
	}
	in.X, in.Y = x*scale, y*scale
}

// Any reports whether the player pressed anything this tick: a click, a tap or a key.
func (in *Input) Any() bool { return in.Clicked || len(in.keys) > 0 }

// ClickIn reports and consumes a click inside r.
func (in *Input) ClickIn(r Rect) bool {
	if in.Clicked && !in.consumed && r.Contains(in.X, in.Y) {
		in.consumed = true
		return true
	}
	return false
}

// Hover reports whether the pointer is over r.
func (in *Input) Hover(r Rect) bool { return r.Contains(in.X, in.Y) }

// Key reports and consumes a key pressed this tick.
func (in *Input) Key(k ebiten.Key) bool {
	for i, pk := range in.keys {
		if pk == k {
			in.keys = append(in.keys[:i], in.keys[i+1:]...)
			return true
		}
	}
	return false
}

// AnyKey reports and consumes any of the keys.
func (in *Input) AnyKey(ks ...ebiten.Key) bool {
	for _, k := range ks {
		if in.Key(k) {
			return true
		}
	}
	return false
}

// Consume marks the click as used, so nothing beneath acts on it too.
func (in *Input) Consume() { in.consumed = true; in.keys = in.keys[:0] }

// Press simulates a click at (x, y): for scripted runs and tests.
func (in *Input) Press(x, y float64) { in.X, in.Y, in.Clicked, in.consumed = x, y, true, false }

// Release lets the pointer go at (x, y): the end of a click, for scripted runs and tests.
func (in *Input) Release(x, y float64) {
	in.X, in.Y, in.Clicked, in.Released, in.Down, in.consumed = x, y, false, true, false, false
}

// PressKey simulates a key press this tick: for scripted runs and tests.
func (in *Input) PressKey(k ebiten.Key) { in.keys = append(in.keys, k) }
