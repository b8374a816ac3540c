package ui

import (
	"image"
	"image/color"
	"math"
	"slices"
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
	drawText(dst, s, size, x, y, align, false, clr)
}

// TextCentered draws one line centred in r.
func TextCentered(dst *ebiten.Image, s string, size float64, r Rect, clr color.Color) {
	cx, cy := r.Center()
	drawText(dst, s, size, cx, cy, Center, true, clr)
}

// textKey is a laid-out text: the same key draws the same glyphs wherever it is drawn.
type textKey struct {
	s        string
	size     float64 // at the floor or above
	align    Align
	centered bool // centred vertically on the anchor (TextCentered)
}

var texts = stampCache[textKey]{maxKeys: 4096, maxPixels: 16 << 20}

// textOptions are the layout options of k, anchored at the origin.
func textOptions(k textKey) *text.DrawOptions {
	op := &text.DrawOptions{}
	op.PrimaryAlign = [...]text.Align{text.AlignStart, text.AlignCenter, text.AlignEnd}[k.align]
	if k.centered {
		op.SecondaryAlign = text.AlignCenter
	} else {
		op.LineSpacing = LineHeight(k.size)
	}
	return op
}

// drawText draws s as a stamp once it has been asked for twice. Text lays its glyphs out
// relative to the anchor and places them with the nearest texel, so the stamp, drawn at the
// anchor rounded the way the GPU rounds (half up), puts every pixel where text.Draw does.
func drawText(dst *ebiten.Image, s string, size, x, y float64, align Align, centered bool, clr color.Color) {
	if s == "" {
		return
	}
	k := textKey{s: s, size: Legible(size), align: align, centered: centered}
	traceText(dst, k, x, y)
	if record(dst, op{kind: opText, text: k, x: x, y: y, clr: clr}) {
		return
	}
	st := texts.lookup(k)
	if st.ready() {
		renderText(st, k)
	}
	if st.img == nil {
		op := textOptions(k)
		op.GeoM.Translate(x, y)
		op.ColorScale.ScaleWithColor(clr)
		text.Draw(dst, s, Face(k.size), op)
		return
	}
	drawStamp(dst, st, math.Floor(x+0.5), math.Floor(y+0.5), clr)
}

// renderText draws k white into an image with room for its glyphs on every side of the
// measured box (an em: overhangs, accents).
func renderText(st *stamp, k textKey) {
	op := textOptions(k)
	w, h := text.Measure(k.s, Face(k.size), op.LineSpacing)
	minX := -w * [...]float64{0, 0.5, 1}[k.align]
	minY := 0.0
	if k.centered {
		minY = -h / 2
	}
	pad := math.Ceil(k.size)
	ox, oy := math.Ceil(-minX)+pad, math.Ceil(-minY)+pad
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, int(ox+math.Ceil(minX+w)+pad), int(oy+math.Ceil(minY+h)+pad)), stampImage)
	op.GeoM.Translate(ox, oy)
	text.Draw(img, k.s, Face(k.size), op)
	texts.store(st, img, -ox, -oy)
}

// FitSize shrinks size until one line of s fits in width, but never below the floor: text
// that cannot fit at the floor overflows (see Ellipsis for a line that must stay inside).
func FitSize(s string, size, width float64) float64 {
	size = Legible(size)
	if w := Measure(s, size); w > width && w > 0 {
		// Whole pixels down: faces come in whole sizes (Face), and rounding up would overflow.
		return Legible(math.Floor(size * width / w))
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

// measureKey and wrapKey are the arguments of a measurement or a wrap: boards ask for the
// same ones every frame, and laying the text out again each time is most of their cost.
type measureKey struct {
	s    string
	size float64
}

type wrapKey struct {
	s           string
	size, width float64
}

// measures and wraps remember results; each is emptied when it grows past memoLimit (the
// strings of one screen are far fewer).
var (
	measures map[measureKey]float64
	wraps    map[wrapKey][]string
)

const memoLimit = 8192

// Measure is the width of one line.
func Measure(s string, size float64) float64 {
	k := measureKey{s, Legible(size)}
	if w, ok := measures[k]; ok {
		return w
	}
	w, _ := text.Measure(s, Face(size), LineHeight(size))
	if measures == nil || len(measures) >= memoLimit {
		measures = map[measureKey]float64{}
	}
	measures[k] = w
	return w
}

// Wrap breaks s into lines no wider than width. English breaks at spaces; Japanese may
// break between any two characters, but never before closing punctuation.
func Wrap(s string, size, width float64) []string {
	k := wrapKey{s, Legible(size), width}
	if lines, ok := wraps[k]; ok {
		return slices.Clone(lines) // the caller may change its copy
	}
	var out []string
	for _, para := range strings.Split(s, "\n") {
		out = append(out, noOrphan(wrapLine(para, size, width))...)
	}
	if wraps == nil || len(wraps) >= memoLimit {
		wraps = map[wrapKey][]string{}
	}
	wraps[k] = slices.Clone(out)
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

// noOrphan brings a character down from the line above to a last line of one character (a
// Japanese line may break anywhere, and 「…1つ」 split before its last 「つ」 reads as a stray
// glyph), where the line above has room to give: the last line then holds two.
func noOrphan(lines []string) []string {
	n := len(lines)
	if n < 2 {
		return lines
	}
	last, above := []rune(lines[n-1]), []rune(lines[n-2])
	if len(last) != 1 || len(above) < 3 || !isCJK(last[0]) || above[len(above)-1] == ' ' {
		return lines
	}
	lines[n-2], lines[n-1] = string(above[:len(above)-1]), string(above[len(above)-1:])+string(last)
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
