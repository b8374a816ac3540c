package ui

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
)

// Choice is one action the player may take: its label, whether it may be taken now, and a
// typed character that takes it (0: none).
type Choice struct {
	Label   string
	Enabled bool
	Hotkey  rune
}

// ActionPanel turns a list of choices into buttons inside a rectangle: a row that wraps
// (buttons as wide as their labels) or a column (buttons as wide as the panel). When they do
// not fit, a bottom row pages through them. It uses Button for the look and Focus for the
// keyboard; typed hotkeys take their choice from any page.
type ActionPanel struct {
	Column bool    // one button per line, full width; else rows that wrap
	Size   float64 // label size in pixels at unit 1 (0: SizeBody)
	Page   int

	rect    Rect
	u       float64
	choices []Choice
	pages   [][]int  // the choice indexes of each page
	buttons []Button // the current page's buttons, then the page buttons when paged
	focus   Focus
}

// ActionPanel's measures at unit 1.
const (
	actionH   = 40 // a button's height
	actionGap = 8
	actionPad = 16 // label to button edge, each side
	actionMin = 88 // a row button's least width
)

// Set lays the panel out in r at layout unit u with choices. The page is kept when the
// choices are the same as before, else it goes back to the first.
func (p *ActionPanel) Set(r Rect, u float64, choices []Choice) {
	if !slices.Equal(choices, p.choices) {
		p.Page = 0
	}
	p.rect, p.u, p.choices = r, u, slices.Clone(choices)
	p.paginate()
	p.Page = min(max(p.Page, 0), len(p.pages)-1)
	p.layoutPage()
}

// Pages is how many pages the choices take.
func (p *ActionPanel) Pages() int { return len(p.pages) }

// size is the label size in pixels.
func (p *ActionPanel) size() float64 {
	s := p.Size
	if s == 0 {
		s = SizeBody
	}
	return s * p.u
}

// label is what the button of choice i reads: its hotkey first, when it has one.
func (p *ActionPanel) label(i int) string {
	c := p.choices[i]
	if c.Hotkey == 0 {
		return c.Label
	}
	return fmt.Sprintf("%c  %s", unicode.ToUpper(c.Hotkey), c.Label)
}

// width is the width of choice i's button.
func (p *ActionPanel) width(i int) float64 {
	if p.Column {
		return p.rect.W
	}
	w := Measure(p.label(i), p.size()) + 2*actionPad*p.u
	return min(max(w, actionMin*p.u), p.rect.W)
}

// flow places the buttons of widths ws from the panel's top-left, in lines no taller than
// height; it returns their rectangles, as many as fit.
func (p *ActionPanel) flow(ws []float64, height float64) []Rect {
	h, gap := actionH*p.u, actionGap*p.u
	x, y := p.rect.X, p.rect.Y
	var out []Rect
	for _, w := range ws {
		if x > p.rect.X && x+w > p.rect.Right()+0.001 {
			x, y = p.rect.X, y+h+gap
		}
		if y+h > p.rect.Y+height+0.001 {
			break
		}
		out = append(out, Rect{x, y, w, h})
		x += w + gap
	}
	return out
}

// paginate splits the choices into pages: all on one when they fit the panel, else as many
// as fit above the page row on each.
func (p *ActionPanel) paginate() {
	p.pages = p.pages[:0]
	ws := make([]float64, len(p.choices))
	for i := range p.choices {
		ws[i] = p.width(i)
	}
	if len(p.flow(ws, p.rect.H)) == len(ws) {
		p.pages = append(p.pages, seq(0, len(ws)))
		return
	}
	room := p.rect.H - (actionH+actionGap)*p.u
	for start := 0; start < len(ws); {
		n := max(1, len(p.flow(ws[start:], room)))
		p.pages = append(p.pages, seq(start, start+n))
		start += n
	}
}

func seq(a, b int) []int {
	out := make([]int, 0, b-a)
	for i := a; i < b; i++ {
		out = append(out, i)
	}
	return out
}

// layoutPage makes the buttons of the current page, and the page row when there are pages.
func (p *ActionPanel) layoutPage() {
	p.buttons = p.buttons[:0]
	if len(p.choices) == 0 {
		return
	}
	idx := p.pages[p.Page]
	ws := make([]float64, len(idx))
	for k, i := range idx {
		ws[k] = p.width(i)
	}
	room := p.rect.H
	if len(p.pages) > 1 {
		room -= (actionH + actionGap) * p.u
	}
	rects := p.flow(ws, max(room, actionH*p.u))
	for k, i := range idx {
		r := Rect{p.rect.X, p.rect.Y, ws[k], actionH * p.u}
		if k < len(rects) {
			r = rects[k]
		}
		line, _ := Ellipsis(p.label(i), p.size(), r.W-2*actionPad*p.u)
		p.buttons = append(p.buttons, Button{Rect: r, Label: line, Disabled: !p.choices[i].Enabled})
	}
	if len(p.pages) > 1 {
		h := actionH * p.u
		w := min(actionMin*p.u, p.rect.W/3)
		y := p.rect.Bottom() - h
		p.buttons = append(p.buttons,
			Button{Rect: Rect{p.rect.X, y, w, h}, Label: "‹", Disabled: p.Page == 0},
			Button{Rect: Rect{p.rect.Right() - w, y, w, h}, Label: "›", Disabled: p.Page == len(p.pages)-1})
	}
}

// Buttons are the buttons shown now: the page's choices, then ‹ and › when paged.
func (p *ActionPanel) Buttons() []Button { return p.buttons }

// Shown are the choice indexes of the buttons shown now, in Buttons' order (the page buttons
// that follow are not choices).
func (p *ActionPanel) Shown() []int {
	if len(p.pages) == 0 {
		return nil
	}
	return slices.Clone(p.pages[p.Page])
}

// Update handles one tick of input and reports the index (in the choices given to Set) of
// the choice taken by click, keyboard focus or hotkey, or -1. The page buttons and
// PageUp / PageDown turn the page.
func (p *ActionPanel) Update(in *Input) int {
	if len(p.choices) == 0 {
		return -1
	}
	for _, ch := range in.Chars {
		for i, c := range p.choices {
			if c.Enabled && c.Hotkey != 0 && unicode.ToLower(ch) == unicode.ToLower(c.Hotkey) {
				return i
			}
		}
	}
	switch {
	case in.Key(ebiten.KeyPageDown):
		p.turn(1)
	case in.Key(ebiten.KeyPageUp):
		p.turn(-1)
	}
	idx := p.pages[p.Page]
	ptrs := make([]*Button, len(p.buttons))
	for i := range p.buttons {
		ptrs[i] = &p.buttons[i]
	}
	pressed := p.focus.Update(in, ptrs)
	for k := range p.buttons {
		if p.buttons[k].Update(in) {
			pressed = k
		}
	}
	switch {
	case pressed < 0:
		return -1
	case pressed < len(idx):
		return idx[pressed]
	case pressed == len(idx):
		p.turn(-1)
	default:
		p.turn(1)
	}
	return -1
}

// ShowChoice turns to the page that holds choice i (a hint names it).
func (p *ActionPanel) ShowChoice(i int) {
	for k, page := range p.pages {
		if slices.Contains(page, i) {
			p.turn(k - p.Page)
			return
		}
	}
}

// turn moves d pages, within the pages there are.
func (p *ActionPanel) turn(d int) {
	if np := min(max(p.Page+d, 0), len(p.pages)-1); np != p.Page {
		p.Page = np
		p.layoutPage()
	}
}

// Draw paints the buttons and, when paged, "page / pages" between the page buttons.
func (p *ActionPanel) Draw(dst *ebiten.Image) {
	for i := range p.buttons {
		p.buttons[i].Draw(dst, p.size(), p.u)
	}
	if len(p.pages) > 1 {
		h := actionH * p.u
		r := Rect{p.rect.X, p.rect.Bottom() - h, p.rect.W, h}
		TextCentered(dst, fmt.Sprintf("%d / %d", p.Page+1, len(p.pages)), p.size(), r, Muted)
	}
}

// String lists the page's labels, for logs and test failures.
func (p *ActionPanel) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "page %d/%d:", p.Page+1, len(p.pages))
	for _, btn := range p.buttons {
		fmt.Fprintf(&b, " [%s]", btn.Label)
	}
	return b.String()
}
