package ui

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func choices(n int) []Choice {
	out := make([]Choice, n)
	for i := range out {
		out[i] = Choice{Label: fmt.Sprintf("行動 %d", i), Enabled: i != 2}
	}
	return out
}

// click presses the centre of r on a fresh input.
func click(r Rect) *Input {
	in := &Input{}
	x, y := r.Center()
	in.Press(x, y)
	return in
}

// TestActionPanelFitsInOnePageAndHitTests: a few choices wrap into rows inside the panel,
// one page, and a click on a button reports its choice; a disabled one reports nothing.
func TestActionPanelFitsInOnePageAndHitTests(t *testing.T) {
	withUnit(t, 1280, 720)
	var p ActionPanel
	area := Rect{100, 500, 600, 200}
	p.Set(area, 1, choices(5))
	if p.Pages() != 1 || len(p.Buttons()) != 5 {
		t.Fatalf("5 choices: %s", &p)
	}
	for i, b := range p.Buttons() {
		r := b.Rect
		if r.X < area.X || r.Y < area.Y || r.Right() > area.Right()+1e-9 || r.Bottom() > area.Bottom()+1e-9 {
			t.Errorf("button %d %+v leaves the panel", i, r)
		}
		for _, o := range p.Buttons()[i+1:] {
			if overlaps(r, o.Rect) {
				t.Errorf("button %d overlaps %q", i, o.Label)
			}
		}
		if size := FitSize(b.Label, p.size(), r.W-2*actionPad); size < 12 {
			t.Errorf("button %q is drawn at %g px", b.Label, size)
		}
	}
	if got := p.Update(click(p.Buttons()[3].Rect)); got != 3 {
		t.Errorf("a click on button 3 took %d", got)
	}
	if got := p.Update(click(p.Buttons()[2].Rect)); got != -1 {
		t.Errorf("a click on the disabled button took %d", got)
	}
}

// TestActionPanelPagesWhenTheChoicesDoNotFit: twenty choices in a column too short for them
// are split into pages that hold every choice once, in order; › turns the page, and a click
// on the new page's first button takes the right choice.
func TestActionPanelPagesWhenTheChoicesDoNotFit(t *testing.T) {
	withUnit(t, 1280, 720)
	p := ActionPanel{Column: true}
	area := Rect{900, 100, 300, 300}
	p.Set(area, 1, choices(20))
	if p.Pages() < 3 {
		t.Fatalf("20 choices in 300 px: %d pages", p.Pages())
	}
	seen := 0
	for pg := 0; pg < p.Pages(); pg++ {
		for k, i := range p.pages[pg] {
			if i != seen {
				t.Errorf("page %d place %d holds choice %d, want %d", pg, k, i, seen)
			}
			seen++
		}
	}
	if seen != 20 {
		t.Errorf("the pages hold %d choices, want 20", seen)
	}
	bs := p.Buttons()
	prev, next := bs[len(bs)-2], bs[len(bs)-1]
	if !prev.Disabled || next.Disabled {
		t.Errorf("on the first page ‹ disabled %v, › disabled %v", prev.Disabled, next.Disabled)
	}
	for _, b := range bs {
		if b.Rect.Bottom() > area.Bottom()+1e-9 {
			t.Errorf("%q %+v leaves the panel", b.Label, b.Rect)
		}
	}
	if got := p.Update(click(next.Rect)); got != -1 || p.Page != 1 {
		t.Fatalf("› took %d and left page %d", got, p.Page)
	}
	first := p.pages[1][0]
	if got := p.Update(click(p.Buttons()[0].Rect)); got != first {
		t.Errorf("the first button of page 2 took %d, want %d", got, first)
	}
	in := &Input{}
	in.PressKey(ebiten.KeyPageUp)
	p.Update(in)
	if p.Page != 0 {
		t.Errorf("PageUp left page %d", p.Page)
	}
	p.Set(area, 1, choices(20)) // the same choices again keep the page; new ones start over
	p.turn(1)
	p.Set(area, 1, choices(20))
	if p.Page != 1 {
		t.Errorf("setting the same choices moved to page %d", p.Page)
	}
	p.Set(area, 1, choices(19))
	if p.Page != 0 {
		t.Errorf("new choices stayed on page %d", p.Page)
	}
}

// TestActionPanelHotkeysTakeTheirChoiceFromAnyPage: a typed hotkey takes an enabled choice
// even when it is on another page, and the button shows its key.
func TestActionPanelHotkeysTakeTheirChoiceFromAnyPage(t *testing.T) {
	withUnit(t, 1280, 720)
	cs := choices(20)
	cs[17].Hotkey = 'm'
	cs[2].Hotkey = 'x' // disabled
	p := ActionPanel{Column: true}
	p.Set(Rect{0, 0, 300, 300}, 1, cs)
	if got := p.Update(&Input{Chars: []rune{'M'}}); got != 17 {
		t.Errorf("typing M took %d, want 17", got)
	}
	if got := p.Update(&Input{Chars: []rune{'x'}}); got != -1 {
		t.Errorf("the disabled choice's key took %d", got)
	}
	if l := p.label(17); l != "M  行動 17" {
		t.Errorf("the hotkey's button reads %q", l)
	}
}

// A hint's choice is brought on screen: ShowChoice turns to its page, and back.
func TestActionPanelShowsTheChoiceAskedFor(t *testing.T) {
	withUnit(t, 1280, 720)
	p := ActionPanel{Column: true}
	p.Set(Rect{900, 100, 300, 300}, 1, choices(20))
	for _, i := range []int{19, 0, 11} {
		p.ShowChoice(i)
		if !slices.Contains(p.Shown(), i) {
			t.Errorf("ShowChoice(%d) shows %v (page %d)", i, p.Shown(), p.Page)
		}
	}
}
