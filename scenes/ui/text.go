package ui

import (
	"image/color"
	"math"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"zashiki/assets"
)

// Align is horizontal text alignment.
type Align int

const (
	Left Align = iota
	Center
	Right
)

// screenUnit is the layout unit of the screen being drawn (SetUnit), for the size floor.
var screenUnit = 1.0

// SetUnit tells the text functions the layout unit of the screen (Unit of its size); the app
// calls it whenever the window is laid out.
func SetUnit(u float64) { screenUnit = u }

// MinSize is the smallest text drawn at layout unit u: 12 px at 1280×720 (u = 1), 11 px at
// 960×540 (u = 0.75), 11 px in anything smaller (legible before it fits) and 12·u in
// anything larger (the same look as at the design size).
func MinSize(u float64) float64 {
	switch {
	case u >= 1:
		return 12 * u
	case u >= 0.75:
		return 8 + 4*u
	}
	return 11
}

// Legible raises size to the floor of the current screen: every function here that draws,
// measures, wraps or fits text does, so a caller asking for less is drawn, measured and laid
// out consistently at the floor.
func Legible(size float64) float64 { return max(size, MinSize(screenUnit)) }

// Face is the UI font at size pixels (already scaled, at least the floor), rounded so faces
// are shared.
func Face(size float64) text.Face { return assets.Face(math.Round(Legible(size))) }

// LineHeight is the spacing between lines of a face of the given size.
func LineHeight(size float64) float64 { return math.Round(Legible(size) * 1.45) }

// Text draws s (one or more lines) with its top edge at y.
func Text(dst *ebiten.Image, s string, size, x, y float64, align Align, clr color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.LineSpacing = LineHeight(size)
	op.PrimaryAlign = [...]text.Align{text.AlignStart, text.AlignCenter, text.AlignEnd}[align]
	text.Draw(dst, s, Face(size), op)
}

// TextCentered draws one line centred in r.
func TextCentered(dst *ebiten.Image, s string, size float64, r Rect, clr color.Color) {
	cx, cy := r.Center()
	op := &text.DrawOptions{}
	op.GeoM.Translate(cx, cy)
	op.ColorScale.ScaleWithColor(clr)
	op.PrimaryAlign = text.AlignCenter
	op.SecondaryAlign = text.AlignCenter
	text.Draw(dst, s, Face(size), op)
}

// FitSize shrinks size until one line of s fits in width, but never below the floor: text
// that cannot fit at the floor overflows (see Ellipsis for a line that must stay inside).
func FitSize(s string, size, width float64) float64 {
	size = Legible(size)
	if w := Measure(s, size); w > width && w > 0 {
		return Legible(size * width / w)
	}
	return size
}

// Ellipsis is s cut to fit one line of width at size (at least the floor), ending in "…"
// when it was cut; cut reports whether it was, so the caller can offer the full text (a tip).
func Ellipsis(s string, size, width float64) (line string, cut bool) {
	if Measure(s, size) <= width {
		return s, false
	}
	rs := []rune(s)
	lo, hi := 0, len(rs) // the longest prefix that fits with the mark is in [lo, hi)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if Measure(string(rs[:mid])+"…", size) <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return strings.TrimRight(string(rs[:lo]), " ") + "…", true
}

// Measure is the width of one line.
func Measure(s string, size float64) float64 {
	w, _ := text.Measure(s, Face(size), LineHeight(size))
	return w
}

// Wrap breaks s into lines no wider than width. English breaks at spaces; Japanese may
// break between any two characters, but never before closing punctuation.
func Wrap(s string, size, width float64) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		out = append(out, wrapLine(para, size, width)...)
	}
	return out
}

func wrapLine(s string, size, width float64) []string {
	if s == "" || Measure(s, size) <= width {
		return []string{s}
	}
	var lines []string
	runes := []rune(s)
	start := 0
	for start < len(runes) {
		end := start + 1
		lastBreak := -1
		for end <= len(runes) && Measure(string(runes[start:end]), size) <= width {
			if end < len(runes) && breakableBefore(runes, end) {
				lastBreak = end
			}
			end++
		}
		end--
		if end >= len(runes) {
			lines = append(lines, string(runes[start:]))
			break
		}
		if lastBreak > start && !breakableBefore(runes, end) {
			end = lastBreak
		}
		if end <= start {
			end = start + 1
		}
		lines = append(lines, strings.TrimRight(string(runes[start:end]), " "))
		start = end
		for start < len(runes) && runes[start] == ' ' {
			start++
		}
	}
	return lines
}

// breakableBefore reports whether a line may break before runes[i].
func breakableBefore(runes []rune, i int) bool {
	r := runes[i]
	if strings.ContainsRune("、。，．）」』！？ー・：", r) {
		return false
	}
	return unicode.IsSpace(r) || isCJK(r) || isCJK(runes[i-1])
}

func isCJK(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || (r >= 0x3000 && r <= 0x30ff)
}
