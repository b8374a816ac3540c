package ui

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/scenes/ui/uitest"
)

func TestMain(m *testing.M) { uitest.Main(m) }

// TestMinSizeIsTwelveAtTheDesignSizeAndElevenAtThreeQuarters: the floor follows the unit.
func TestMinSizeIsTwelveAtTheDesignSizeAndElevenAtThreeQuarters(t *testing.T) {
	for _, c := range []struct{ w, h int }{{1280, 720}, {960, 540}, {800, 450}, {2560, 1440}} {
		u := Unit(c.w, c.h)
		got := MinSize(u)
		switch {
		case c.w == 1280 && got != 12, c.w == 960 && got != 11, c.w == 800 && got != 11, c.w == 2560 && got != 24:
			t.Errorf("%d×%d (unit %.2f): floor %.2f", c.w, c.h, u, got)
		}
	}
	for u := 0.3; u < 2; u += 0.01 {
		if MinSize(u+0.01) < MinSize(u) {
			t.Fatalf("the floor falls between unit %.2f and %.2f", u, u+0.01)
		}
	}
}

// withUnit lays the text functions out for a w×h screen for the rest of the test.
func withUnit(t *testing.T, w, h int) {
	old := screenUnit
	SetUnit(Unit(w, h))
	t.Cleanup(func() { SetUnit(old) })
}

// TestTextBelowTheFloorIsMeasuredWrappedAndFittedAtTheFloor: asking for 6 px gives exactly
// what asking for the floor gives, in every function that sizes text.
func TestTextBelowTheFloorIsMeasuredWrappedAndFittedAtTheFloor(t *testing.T) {
	for _, c := range []struct {
		w, h  int
		floor float64
	}{{1280, 720, 12}, {960, 540, 11}} {
		withUnit(t, c.w, c.h)
		s := "けんじが♥Qを出しました。 Kenji played the queen of hearts."
		if Measure(s, 6) != Measure(s, c.floor) {
			t.Errorf("%d×%d: 6 px measures %.1f, the floor %.1f", c.w, c.h, Measure(s, 6), Measure(s, c.floor))
		}
		if LineHeight(6) != LineHeight(c.floor) {
			t.Errorf("%d×%d: 6 px lines are %.0f apart, the floor's %.0f", c.w, c.h, LineHeight(6), LineHeight(c.floor))
		}
		if a, b := Wrap(s, 6, 120), Wrap(s, c.floor, 120); strings.Join(a, "/") != strings.Join(b, "/") {
			t.Errorf("%d×%d: wrapped at 6 px %q, at the floor %q", c.w, c.h, a, b)
		}
		if got := FitSize(s, 20, 30); got < c.floor {
			t.Errorf("%d×%d: FitSize shrank to %.1f px", c.w, c.h, got)
		}
		if got := FitSize("OK", 20, 300); got != 20 {
			t.Errorf("%d×%d: FitSize changed text that fits to %.1f px", c.w, c.h, got)
		}
		if got := Legible(30); got != 30 {
			t.Errorf("%d×%d: large text changed to %.1f px", c.w, c.h, got)
		}
	}
}

// TestTextDrawnBelowTheFloorLooksLikeTheFloor: Text and TextCentered draw a 5 px request
// exactly as they draw the floor's size.
func TestTextDrawnBelowTheFloorLooksLikeTheFloor(t *testing.T) {
	withUnit(t, 960, 540)
	draw := func(size float64) *image.RGBA {
		return uitest.Snapshot(200, 80, func(dst *ebiten.Image) {
			dst.Fill(Paper)
			Text(dst, "部下の番", size, 10, 10, Left, Ink)
			TextCentered(dst, "Boss", size, Rect{X: 0, Y: 40, W: 200, H: 40}, Ink)
		})
	}
	small, floor := draw(5), draw(11)
	uitest.Save(t, "ui-floor-960", floor)
	if string(small.Pix) != string(floor.Pix) {
		t.Error("text asked at 5 px is not drawn at the 11 px floor")
	}
	if inked(floor) < 40 {
		t.Error("nothing was drawn")
	}
}

// inked counts the dark pixels of img.
func inked(img *image.RGBA) int {
	n := 0
	for i := 0; i < len(img.Pix); i += 4 {
		if img.Pix[i] < 0x80 {
			n++
		}
	}
	return n
}

// TestEllipsisCutsToTheWidthAndSaysSo: a line too long ends in "…" inside the width.
func TestEllipsisCutsToTheWidthAndSaysSo(t *testing.T) {
	withUnit(t, 1280, 720)
	line, cut := Ellipsis("プロジェクト・カオスの長い名前のカード", 16, 90)
	if !cut || !strings.HasSuffix(line, "…") || Measure(line, 16) > 90 {
		t.Errorf("cut to %q (cut %v, %.0f px)", line, cut, Measure(line, 16))
	}
	if line, cut := Ellipsis("短い", 16, 90); cut || line != "短い" {
		t.Errorf("a short line became %q", line)
	}
}

// TestCtrlASelectsAllInAField: Ctrl+A selects the whole name; typing replaces it, Backspace
// clears it, and a plain A is typed as a letter.
func TestCtrlASelectsAllInAField(t *testing.T) {
	f := Field{Rect: Rect{W: 100, H: 30}, Text: "はると", Max: 12, Active: true}
	in := &Input{Ctrl: true}
	in.PressKey(ebiten.KeyA)
	in.Chars = []rune{'a'} // some platforms also report the letter
	f.Update(in)
	if !f.Selected || f.Text != "はると" {
		t.Fatalf("after Ctrl+A: selected %v, text %q", f.Selected, f.Text)
	}
	f.Update(&Input{Chars: []rune("Ann")})
	if f.Text != "Ann" || f.Selected {
		t.Fatalf("typing over the selection gave %q (selected %v)", f.Text, f.Selected)
	}
	in = &Input{Ctrl: true}
	in.PressKey(ebiten.KeyA)
	f.Update(in)
	in = &Input{}
	in.PressKey(ebiten.KeyBackspace)
	f.Update(in)
	if f.Text != "" {
		t.Fatalf("Backspace on the selection left %q", f.Text)
	}
	f.Update(&Input{Chars: []rune("a")})
	if f.Text != "a" {
		t.Fatalf("a plain a typed %q", f.Text)
	}
	img := uitest.Snapshot(140, 40, func(dst *ebiten.Image) {
		f.Text, f.Selected = "Selected", true
		f.Draw(dst, 16, 1, 0)
	})
	uitest.Save(t, "ui-field-selected", img)
}

// TestWrapLeavesNoCharacterAlone: a Japanese prompt whose last line would hold one character
// ends on two, the line above giving one; an English line is left as it breaks.
func TestWrapLeavesNoCharacterAlone(t *testing.T) {
	s := "イニシアチブ順であなたの番：主要行動は1つ"
	w := Measure(s, SizeSmall) - Measure("つ", SizeSmall)/2 // "つ" alone would not fit
	got := Wrap(s, SizeSmall, w)
	if len(got) != 2 || len([]rune(got[1])) != 2 || strings.Join(got, "") != s {
		t.Fatalf("wrapped as %q", got)
	}
	if en := Wrap("one main action a", SizeSmall, Measure("one main action", SizeSmall)); len(en) != 2 || en[1] != "a" {
		t.Errorf("English wrapped as %q", en)
	}
}
