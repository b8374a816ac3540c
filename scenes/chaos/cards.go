package chaos

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	rc "zashiki/rules/chaos"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// The category colours: the workplaces, the card bands and the progress line share them.
var catColour = map[rc.Cat]color.RGBA{
	rc.Tech: {0x2f, 0x6f, 0xb5, 0xff},
	rc.User: {0xd9, 0x7a, 0x1f, 0xff},
	rc.Mgmt: {0x7b, 0x4f, 0xa6, 0xff},
}

var (
	plusColour  = color.RGBA{0x1e, 0x8a, 0x4c, 0xff}
	minusColour = color.RGBA{0xc0, 0x39, 0x2b, 0xff}
	zeroColour  = color.RGBA{0x6b, 0x6b, 0x6b, 0xff}
)

// valueColour is green for リソース, red for トラブル, grey for 0.
func valueColour(v int) color.RGBA {
	switch {
	case v > 0:
		return plusColour
	case v < 0:
		return minusColour
	}
	return zeroColour
}

// signed writes a 状況効果 the way the cards print it: +2, −2, ±0.
func signed(v int) string {
	switch {
	case v > 0:
		return fmt.Sprintf("+%d", v)
	case v < 0:
		return fmt.Sprintf("−%d", -v)
	}
	return "±0"
}

// faceClass is the size a face is composed for. Its words are laid out so that, drawn at the
// class's width on the table, none is smaller than the table's text floor; what does not fit
// at that size is cut with "…" or left out, and the card's tip (hover or long-press) gives
// the full text.
type faceClass uint8

const (
	faceMini  faceClass = iota // the lane, the piles, the results: category colours and value only
	faceWork                   // the workplaces
	faceHand                   // the viewer's hand
	faceLarge                  // the play area and a question to the table
)

// faceSpec is how a face is composed: its class, a scale for large windows (the face is
// composed at that many times its width, so it is never drawn enlarged) and the smallest
// size of its words on the face.
type faceSpec struct {
	class faceClass
	scale float64
	min   float64
}

// width is the width the face is composed at: the blank card's own width, or twice it for
// the large cards, so that drawing scales it down gently; times the scale.
func (f faceSpec) width() float64 {
	w := float64(assets.CardW) * f.scale
	if f.class == faceLarge {
		w *= 2
	}
	return w
}

// textFloor is the smallest text the table draws (ui.MinSize): 12 px at 1280×720, 11 px at
// 960×540.
func textFloor(u float64) float64 { return ui.MinSize(u) }

// boardLift is how far above the text floor the words of the cards on the board (the
// workplaces) stand, in pixels: read from a distance, at the floor (12 px, whose Japanese
// glyphs are 11 px tall) they were too small, so they take one pixel more (Issue 27).
const boardLift = 1

// classFloor is the smallest size of the words on a face of class c at layout unit u.
func classFloor(c faceClass, u float64) float64 {
	if c == faceWork {
		return textFloor(u) + boardLift
	}
	return textFloor(u)
}

// specFor is the face of class c for a card drawn w pixels wide at layout unit u: drawn that
// wide, its smallest words are the class's floor.
func specFor(c faceClass, w, u float64) faceSpec {
	f := faceSpec{class: c, scale: max(1, math.Ceil(u-1e-9))}
	f.min = math.Ceil(classFloor(c, u) * f.width() / max(w, 1))
	return f
}

type faceKey struct {
	card int
	lang i18n.Lang
	spec faceSpec
}

// face is a drawn face, and whether words had to be cut or left out of it.
type face struct {
	img *ebiten.Image
	cut bool
}

var (
	facesMu sync.Mutex
	faces   = map[faceKey]face{}
)

// cardFace is card's face in lang as spec says: drawn once, then cached.
func cardFace(card int, lang i18n.Lang, spec faceSpec) *ebiten.Image {
	return cachedFace(card, lang, spec).img
}

// faceCut reports whether that face lacks some of the card's words.
func faceCut(card int, lang i18n.Lang, spec faceSpec) bool {
	return cachedFace(card, lang, spec).cut
}

func cachedFace(card int, lang i18n.Lang, spec faceSpec) face {
	facesMu.Lock()
	defer facesMu.Unlock()
	k := faceKey{card, lang, spec}
	if f, ok := faces[k]; ok {
		return f
	}
	fl := layoutFace(rc.Cards[card], lang, spec)
	f := face{fl.draw(), fl.cut}
	faces[k] = f
	return f
}

// faceText is one line of words on a face.
type faceText struct {
	s     string
	size  float64
	r     ui.Rect // the line is centred in r
	clr   color.Color
	title bool // a line of the card's name
}

// faceBox is a filled rounded box on a face (a category band, the play-effect box).
type faceBox struct {
	r            ui.Rect
	fill, border color.RGBA
	radius, line float64
}

// faceLayout is a face worked out before it is drawn, so tests can read its text sizes.
type faceLayout struct {
	w, h  float64
	boxes []faceBox
	texts []faceText
	cut   bool // some words were cut with "…" or left out: the tip has them
}

// layoutFace lays out a chaos card: the category band(s) on top with the category names, the
// 状況効果 large below, the name, and the プレイ効果 in a box at the bottom (or, for a card
// without one, the word リソース or トラブル). A mini face keeps only the colours and the value.
func layoutFace(d rc.CardDef, lang i18n.Lang, spec faceSpec) faceLayout {
	c, minSize := spec.class, spec.min
	w := spec.width()
	k := w / assets.CardW // lengths below are for a 150×210 face
	fl := faceLayout{w: w, h: w * ui.CardAspect}
	var cats []rc.Cat
	for _, cat := range rc.Cats {
		if d.Cats.Has(cat) {
			cats = append(cats, cat)
		}
	}
	vc := valueColour(d.Value)
	band := ui.Rect{X: 6 * k, Y: 6 * k, W: w - 12*k, H: 30 * k}
	bw := band.W / float64(len(cats))
	fl.cut = c == faceMini
	for i, cat := range cats {
		r := ui.Rect{X: band.X + float64(i)*bw, Y: band.Y, W: bw, H: band.H}
		fl.boxes = append(fl.boxes, faceBox{r: r, fill: catColour[cat], radius: 7 * k})
		if c == faceMini {
			continue
		}
		label := i18n.T(lang, "chaos.cat."+cat.Name())
		if size := max(17*k, minSize); size <= 26*k && ui.Measure(label, size) <= r.W-8*k {
			fl.texts = append(fl.texts, faceText{label, size, r, ui.White, false})
		} else {
			fl.cut = true
		}
	}
	if c == faceMini {
		fl.texts = append(fl.texts, faceText{signed(d.Value), 64 * k, ui.Rect{Y: band.Bottom(), W: w, H: fl.h - band.Bottom() - 40*k}, vc, false})
		if d.Effect != nil {
			fl.boxes = append(fl.boxes, faceBox{r: ui.Rect{X: 14 * k, Y: fl.h - 44*k, W: w - 28*k, H: 30 * k}, fill: color.RGBA{0xf1, 0xea, 0xd8, 0xff}, border: vc, radius: 7 * k, line: 3 * k})
		}
		return fl
	}
	name := i18n.T(lang, "chaos.card."+d.Key)
	inner := w - 16*k
	if d.Effect == nil {
		fl.texts = append(fl.texts, faceText{signed(d.Value), 44 * k, ui.Rect{Y: band.Bottom() + 2*k, W: w, H: 50 * k}, vc, false})
		kind := "chaos.ui.resource"
		if d.Value < 0 {
			kind = "chaos.ui.trouble"
		}
		foot := ui.Rect{Y: fl.h - 32*k, W: w, H: 24 * k}
		label := i18n.T(lang, kind)
		if size := max(16*k, minSize); size <= 22*k && ui.Measure(label, size) <= inner {
			fl.texts = append(fl.texts, faceText{label, size, foot, vc, false})
		} else {
			fl.cut = true
		}
		fl.wrapTitle(name, 20*k, minSize, ui.Rect{X: 8 * k, Y: 92 * k, W: inner, H: foot.Y - 92*k})
		return fl
	}
	fl.texts = append(fl.texts, faceText{signed(d.Value), 32 * k, ui.Rect{Y: band.Bottom() + 1*k, W: w, H: 36 * k}, vc, false})
	// The name takes up to two lines; the play effect has the rest of the card.
	top := 73 * k
	lines, size := fitLines(name, 18*k, minSize, inner, 2)
	h := float64(len(lines)) * ui.LineHeight(size)
	fl.wrapTitle(name, size, size, ui.Rect{X: 8 * k, Y: top, W: inner, H: h})
	box := ui.Rect{X: 5 * k, Y: max(top+h, 100*k) + 3*k, W: w - 10*k}
	box.H = fl.h - 5*k - box.Y
	fl.boxes = append(fl.boxes, faceBox{r: box, fill: color.RGBA{0xf1, 0xea, 0xd8, 0xff}, border: vc, radius: 7 * k, line: 1.5 * k})
	fl.wrap(i18n.T(lang, "chaos.eff."+d.Key), 17*k, minSize, box.Inset(4*k), ui.Ink, false)
	return fl
}

// wrap fits s into r, centred: the largest size from big down to small at which the wrapped
// lines fit; at small, as many lines as fit, the last cut with "…". A size below small is
// never used: when not even one line fits, the words are left to the card's tip.
func (fl *faceLayout) wrap(s string, big, small float64, r ui.Rect, clr color.Color, title bool) {
	size := wordFit(s, max(big, small), small, r.W)
	lines := ui.Wrap(s, size, r.W)
	for size > small && float64(len(lines))*ui.LineHeight(size) > r.H {
		size = max(small, size-1)
		lines = ui.Wrap(s, size, r.W)
	}
	if title {
		lines = noLoneRune(lines, size, r.W)
	}
	lh := ui.LineHeight(size)
	fit := int(r.H / lh)
	if fit == 0 && r.H >= size { // a line's glyphs fit even if its spacing does not
		fit = 1
	}
	if fit == 0 {
		fl.cut = true
		return
	}
	if len(lines) > fit {
		fl.cut = true
		lines = lines[:fit]
		lines[fit-1] = ellipsize(lines[fit-1]+"…", size, r.W)
	}
	y := r.Y + max(0, (r.H-float64(len(lines))*lh)/2)
	for _, line := range lines {
		fl.texts = append(fl.texts, faceText{line, size, ui.Rect{X: r.X, Y: y, W: r.W, H: lh}, clr, title})
		y += lh
	}
}

// wrapTitle is wrap for the card's name: no line of it is one character alone (Issue 27:
// Re-architectur / e), and its lines are marked as the title's.
func (fl *faceLayout) wrapTitle(s string, big, small float64, r ui.Rect) {
	fl.wrap(s, big, small, r, ui.Ink, true)
}

// noLoneRune mends lines of a name where one holds a single character: it breaks after a
// hyphen in the line above when the rest fits (Re- / architecture), or else brings the
// line above's last character down, or the next line's first up, where that line keeps two.
func noLoneRune(lines []string, size, width float64) []string {
	for i := range lines {
		if len([]rune(lines[i])) != 1 {
			continue
		}
		if i > 0 {
			above := lines[i-1]
			if j := strings.LastIndex(above, "-"); j >= 0 && j < len(above)-1 && ui.Measure(above[j+1:]+lines[i], size) <= width {
				lines[i-1], lines[i] = above[:j+1], above[j+1:]+lines[i]
				continue
			}
			if ar := []rune(above); len(ar) >= 3 && ar[len(ar)-1] != ' ' && ar[len(ar)-2] != ' ' {
				lines[i-1], lines[i] = string(ar[:len(ar)-1]), string(ar[len(ar)-1:])+lines[i]
				continue
			}
		}
		if i+1 < len(lines) {
			if br := []rune(lines[i+1]); len(br) >= 3 && br[0] != ' ' && ui.Measure(lines[i]+string(br[0]), size) <= width {
				lines[i], lines[i+1] = lines[i]+string(br[0]), string(br[1:])
			}
		}
	}
	return lines
}

// fitLines wraps s at the largest size from big down to small that keeps it within max
// lines; at small it may need more (wrap then cuts it).
func fitLines(s string, big, small, width float64, max int) ([]string, float64) {
	size := wordFit(s, math.Max(big, small), small, width)
	for {
		lines := ui.Wrap(s, size, width)
		if len(lines) <= max || size <= small {
			if len(lines) > max {
				lines = lines[:max]
			}
			return lines, size
		}
		size = math.Max(small, size-1)
	}
}

// wordFit lowers size, not below small, until the longest English word of s fits width:
// a word broken across lines ("Re-architectur / e") reads worse than a smaller one.
// Japanese breaks between any two characters and needs none of this.
func wordFit(s string, size, small, width float64) float64 {
	for _, w := range strings.Fields(s) {
		if strings.ContainsFunc(w, func(r rune) bool { return r > 0x2e80 }) {
			continue
		}
		if m := ui.Measure(w, size); m > width {
			size = math.Max(small, math.Floor(size*width/m))
		}
	}
	return size
}

// ellipsize shortens a line that ends in "…" until it fits width.
func ellipsize(s string, size, width float64) string {
	rs := []rune(strings.TrimSuffix(s, "…"))
	for len(rs) > 0 && ui.Measure(strings.TrimRight(string(rs), " 、，,")+"…", size) > width {
		rs = rs[:len(rs)-1]
	}
	return strings.TrimRight(string(rs), " 、，,") + "…"
}

// draw paints the layout on a blank card.
func (fl faceLayout) draw() *ebiten.Image {
	img := ebiten.NewImage(int(fl.w), int(fl.h))
	ui.Image(img, assets.BlankCard(), ui.Rect{W: fl.w, H: fl.h}, 1)
	for _, b := range fl.boxes {
		ui.RoundRect(img, b.r, b.radius, b.fill)
		if b.line > 0 {
			ui.RoundRectLine(img, b.r, b.radius, b.line, b.border)
		}
	}
	for _, t := range fl.texts {
		ui.TextCentered(img, t.s, t.size, t.r, t.clr)
	}
	return img
}

// cardTip is a card's full text, for the tip shown on hover or long-press: its name and
// value, its categories, and its play effect or what placing it does.
func cardTip(card int, lang i18n.Lang, label string) string {
	d := rc.Cards[card]
	var cats []string
	for _, c := range rc.Cats {
		if d.Cats.Has(c) {
			cats = append(cats, i18n.T(lang, "chaos.cat."+c.Name()))
		}
	}
	lines := []string{label, i18n.T(lang, "chaos.tip.cats", strings.Join(cats, i18n.T(lang, "chaos.tip.catsep")))}
	if d.Effect != nil {
		lines = append(lines, i18n.T(lang, "chaos.ui.effect", i18n.T(lang, "chaos.eff."+d.Key)))
	} else {
		lines = append(lines, i18n.T(lang, "chaos.tip.noplay"))
	}
	switch {
	case d.Value > 0:
		lines = append(lines, i18n.T(lang, "chaos.tip.resource", signed(d.Value)))
	case d.Value < 0:
		lines = append(lines, i18n.T(lang, "chaos.tip.trouble", signed(d.Value)))
	default:
		lines = append(lines, i18n.T(lang, "chaos.tip.zero"))
	}
	return strings.Join(lines, "\n")
}

// cardBack is the back every chaos card shares.
func cardBack() *ebiten.Image { return assets.CardBack(1) }
