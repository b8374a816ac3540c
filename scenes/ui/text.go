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

// Face is the UI font at size pixels (already scaled), rounded so faces are shared.
func Face(size float64) text.Face { return assets.Face(math.Round(size)) }

// LineHeight is the spacing between lines of a face of the given size.
func LineHeight(size float64) float64 { return math.Round(size * 1.45) }

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

// FitSize shrinks size until one line of s fits in width.
func FitSize(s string, size, width float64) float64 {
	if w := Measure(s, size); w > width && w > 0 {
		return size * width / w
	}
	return size
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
