package ui

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Field is a one-line text input: click to edit, type, Enter or a click elsewhere to finish.
type Field struct {
	Rect   Rect
	Text   string
	Max    int  // most runes allowed
	Digits bool // accept only 0-9
	Active bool
}

// Update edits the field; it reports true when editing finished this tick.
func (f *Field) Update(in *Input) bool {
	if in.Clicked {
		was := f.Active
		f.Active = in.ClickIn(f.Rect)
		if was && !f.Active {
			return true
		}
	}
	if !f.Active {
		return false
	}
	for _, r := range in.Chars {
		if f.Digits && (r < '0' || r > '9') || r < ' ' {
			continue
		}
		if len([]rune(f.Text)) < f.Max {
			f.Text += string(r)
		}
	}
	if in.Key(ebiten.KeyBackspace) && f.Text != "" {
		rs := []rune(f.Text)
		f.Text = string(rs[:len(rs)-1])
	}
	if in.AnyKey(ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeyEscape, ebiten.KeyTab) {
		f.Active = false
		f.Text = strings.TrimSpace(f.Text)
		return true
	}
	return false
}

// Draw paints the field with a caret while editing.
func (f *Field) Draw(dst *ebiten.Image, size, u float64, tick int) {
	RoundRect(dst, f.Rect, 6*u, White)
	border := PaperDim
	if f.Active {
		border = Accent
	}
	RoundRectLine(dst, f.Rect, 6*u, 2*u, border)
	s := f.Text
	if f.Active && tick/30%2 == 0 {
		s += "|"
	}
	_, cy := f.Rect.Center()
	Text(dst, s, size, f.Rect.X+10*u, cy-LineHeight(size)/2, Left, Ink)
}
