package ui

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Field is a one-line text input: click to edit, type, Enter or a click elsewhere to finish.
// Ctrl+A (Command+A on a Mac) selects the whole text, so typing or Backspace replaces it.
type Field struct {
	Rect     Rect
	Text     string
	Max      int  // most runes allowed
	Digits   bool // accept only 0-9
	Active   bool
	Selected bool // the whole text is selected: the next edit replaces it
}

// Update edits the field; it reports true when editing finished this tick.
func (f *Field) Update(in *Input) bool {
	if in.Clicked {
		was := f.Active
		f.Active = in.ClickIn(f.Rect)
		f.Selected = false
		if was && !f.Active {
			return true
		}
	}
	if !f.Active {
		return false
	}
	if in.Ctrl {
		// A shortcut, not typing: the characters a held Control produces are not text.
		if in.Key(ebiten.KeyA) {
			f.Selected = f.Text != ""
		}
		return false
	}
	for _, r := range in.Chars {
		if f.Digits && (r < '0' || r > '9') || r < ' ' {
			continue
		}
		if f.Selected {
			f.Text, f.Selected = "", false
		}
		if len([]rune(f.Text)) < f.Max {
			f.Text += string(r)
		}
	}
	if in.AnyKey(ebiten.KeyBackspace, ebiten.KeyDelete) && f.Text != "" {
		rs := []rune(f.Text)
		if f.Selected {
			rs = nil
		} else {
			rs = rs[:len(rs)-1]
		}
		f.Text, f.Selected = string(rs), false
	}
	if in.AnyKey(ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyHome, ebiten.KeyEnd) {
		f.Selected = false
	}
	if in.AnyKey(ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeyEscape, ebiten.KeyTab) {
		f.Active, f.Selected = false, false
		f.Text = strings.TrimSpace(f.Text)
		return true
	}
	return false
}

// Draw paints the field with a caret while editing, and the selection when there is one.
func (f *Field) Draw(dst *ebiten.Image, size, u float64, tick int) {
	RoundRect(dst, f.Rect, 6*u, White)
	border := PaperDim
	if f.Active {
		border = Accent
	}
	RoundRectLine(dst, f.Rect, 6*u, 2*u, border)
	s := f.Text
	_, cy := f.Rect.Center()
	x, y := f.Rect.X+10*u, cy-LineHeight(size)/2
	if f.Selected && f.Active {
		Fill(dst, Rect{X: x - 2*u, Y: y, W: Measure(s, size) + 4*u, H: LineHeight(size)}, selection)
	} else if f.Active && tick/30%2 == 0 {
		s += "|"
	}
	Text(dst, s, size, x, y, Left, Ink)
}

// selection is the highlight behind selected text.
var selection = color.RGBA{0xf6, 0xd7, 0x8a, 0xff}
