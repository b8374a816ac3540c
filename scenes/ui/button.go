package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Button is a clickable labelled box. Scenes keep their buttons in a Focus list so the
// keyboard reaches them too.
type Button struct {
	Rect     Rect
	Label    string
	Disabled bool
	Primary  bool // the main action: drawn in the accent colour
	Selected bool // a chosen value in a group of toggles
	focused  bool
	hovered  bool
}

// Update reports whether the button was activated by click or tap this tick.
func (b *Button) Update(in *Input) bool {
	b.hovered = in.Hover(b.Rect)
	if b.Disabled {
		return false
	}
	return in.ClickIn(b.Rect)
}

// Draw paints the button; size is the label's text size.
func (b *Button) Draw(dst *ebiten.Image, size, u float64) {
	traceButton(dst, b)
	face := ButtonFace
	txt := color.Color(White)
	switch {
	case b.Disabled:
		face, txt = ButtonOff, Muted
	case b.Selected:
		face, txt = Gold, Ink
	case b.Primary && b.hovered:
		face = color.RGBA{0xe8, 0x5e, 0x3d, 0xff}
	case b.Primary:
		face = Accent
	case b.hovered:
		face = ButtonHover
	}
	RoundRect(dst, Rect{b.Rect.X, b.Rect.Y + 3*u, b.Rect.W, b.Rect.H}, 9*u, color.RGBA{0, 0, 0, 0x50})
	RoundRect(dst, b.Rect, 9*u, face)
	if b.focused {
		RoundRectLine(dst, b.Rect.Inset(-3*u), 11*u, 2.5*u, Gold)
	}
	TextCentered(dst, b.Label, FitSize(b.Label, size, b.Rect.W-16*u), b.Rect, txt)
}

// Focus moves keyboard focus over a list of buttons: Tab / arrows move, Enter / Space press.
type Focus struct {
	Index int
	// shown turns on at the first navigation key, so mouse players see no focus ring.
	shown bool
}

// Update moves the focus and reports which button the keyboard pressed (or -1).
// It marks the focused button so it draws its ring.
func (f *Focus) Update(in *Input, buttons []*Button) int {
	if len(buttons) == 0 {
		return -1
	}
	step := 0
	switch {
	case in.AnyKey(ebiten.KeyTab, ebiten.KeyArrowDown, ebiten.KeyArrowRight):
		step = 1
		if ebiten.IsKeyPressed(ebiten.KeyShift) {
			step = -1
		}
	case in.AnyKey(ebiten.KeyArrowUp, ebiten.KeyArrowLeft):
		step = -1
	}
	if step != 0 {
		f.shown = true
	}
	f.Index = ((f.Index % len(buttons)) + len(buttons)) % len(buttons)
	for i := 0; step != 0 && i < len(buttons); i++ {
		f.Index = (f.Index + step + len(buttons)) % len(buttons)
		if !buttons[f.Index].Disabled {
			break
		}
	}
	for i, b := range buttons {
		b.focused = f.shown && i == f.Index
	}
	if in.AnyKey(ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace) && !buttons[f.Index].Disabled {
		return f.Index
	}
	return -1
}
