package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"zashiki/assets"
)

// Trace is what one frame drew on the screen, as a test reads it to judge legibility: every
// text with the size it has on the screen and its box, every button, every card (with the
// size its smallest print has on the screen) and every panel or dimming laid over what was
// drawn before. Texts drawn onto an offscreen picture (a composed card face) are followed
// through to where the picture lands, scaled and moved as it is. Items are numbered in the
// order they were drawn.
type Trace struct {
	Texts   []TracedText
	Buttons []TracedButton
	Cards   []TracedCard
	Covers  []TracedCover
	// Grounds are the rounded boxes drawn (a plate, a banner, a button's face): what a text
	// drawn over one stands on.
	Grounds []TracedCover
	// Dry: the frame is recorded and not drawn (a Frame drawing onto the traced screen ends
	// without drawing), for a test that reads the trace and not the pixels.
	Dry bool

	screen *ebiten.Image
	seq    int
}

// TracedText is one text on the screen.
type TracedText struct {
	S    string
	Size float64 // the em size on the screen, in pixels
	Box  Rect    // the laid-out box on the screen
	Card int     // the card (Trace.Cards) it is printed on, or -1
	// Lines is how many lines the text was drawn on one above the other; Stacked says a
	// text of several lines was drawn with no spacing between them (each line over the last).
	Lines   int
	Stacked bool
	Seq     int
}

// TracedButton is one button drawn.
type TracedButton struct {
	Rect  Rect
	Label string
	Seq   int
}

// TracedCard is one card or composed picture drawn: its box on the screen, whether it shows
// its face, and the size its smallest print has on the screen (0: no print, a back).
type TracedCard struct {
	Box   Rect
	Face  bool
	Print float64
	Seq   int
}

// TracedCover is a panel, an opaque ground (Fill, Cover) or a dimming of the whole screen:
// what was drawn before it under its rectangle is behind it.
type TracedCover struct {
	Rect Rect
	Dim  bool
	Seq  int
}

// tracing is the trace being recorded, or nil: every hook is one nil check when it is off.
var tracing *Trace

// StartTrace records what is drawn onto screen (directly or through a Frame or Layer) until
// StopTrace.
func StartTrace(screen *ebiten.Image) *Trace {
	tracing = &Trace{screen: screen}
	return tracing
}

// StopTrace ends the recording and returns it.
func StopTrace() *Trace {
	t := tracing
	tracing = nil
	return t
}

func (t *Trace) next() int { t.seq++; return t.seq }

// onScreen reports whether dst is the traced screen or a recording that will be drawn onto it.
func (t *Trace) onScreen(dst *ebiten.Image) bool {
	switch {
	case dst == t.screen:
		return true
	case framing != nil && dst == framing.target:
		return framing.dst == t.screen
	case recording != nil && dst == recording.target:
		return recording.dst == t.screen || framing != nil && recording.dst == framing.target && framing.dst == t.screen
	}
	return false
}

// printed is a text drawn onto an offscreen picture, in the picture's pixels.
type printed struct {
	s       string
	size    float64
	box     Rect
	lines   int
	stacked bool
}

// prints are the texts drawn onto each offscreen picture (a board's composed card faces),
// so that the picture's smallest print is known wherever it is drawn (PrintSize) and a trace
// can follow its words onto the screen. Pictures are composed once and kept, so this costs
// only at composition. replaying is set while a Frame or a Layer draws calls it recorded
// earlier, which were counted when they were made.
var (
	prints    = map[*ebiten.Image][]printed{}
	replaying bool
)

const maxPrinted = 4096

// stockPrint is the corner index of the deck's card faces (assets), in face pixels.
const stockPrint = 24

var stockFaces map[*ebiten.Image]bool

// PrintSize is the size of the smallest print on img in its own pixels: the corner index of a
// deck card face, the smallest words drawn onto a composed face; 0 when it has none known.
func PrintSize(img *ebiten.Image) float64 {
	if img == nil {
		return 0
	}
	if stockFaces == nil {
		stockFaces = map[*ebiten.Image]bool{}
		for c := range 52 {
			stockFaces[assets.CardFace(c)] = true
		}
	}
	if stockFaces[img] {
		return stockPrint
	}
	least := 0.0
	for _, p := range prints[img] {
		if least == 0 || p.size < least {
			least = p.size
		}
	}
	return least
}

// LegibleWidth is the narrowest img can be drawn with its smallest print at the text floor
// of the current screen (0: any width, it has no print known).
func LegibleWidth(img *ebiten.Image) float64 {
	ps := PrintSize(img)
	if ps == 0 {
		return 0
	}
	return MinSize(screenUnit) * float64(img.Bounds().Dx()) / ps
}

// textBox is the laid-out box of k anchored at (x, y), and its lines.
func textBox(k textKey, x, y float64) (Rect, int) {
	lines := 1
	for _, r := range k.s {
		if r == '\n' {
			lines++
		}
	}
	spacing := LineHeight(k.size)
	if k.centered {
		spacing = 0
	}
	w, h := text.Measure(k.s, Face(k.size), spacing)
	x0 := x - w*[...]float64{0, 0.5, 1}[k.align]
	y0 := y
	if k.centered {
		y0 = y - h/2
	}
	return Rect{X: x0, Y: y0, W: w, H: h}, lines
}

// traceText notes a text drawn onto dst: on the screen, or on an offscreen picture.
func traceText(dst *ebiten.Image, k textKey, x, y float64) {
	if replaying {
		return
	}
	t := tracing
	if t != nil && t.onScreen(dst) {
		box, lines := textBox(k, x, y)
		t.Texts = append(t.Texts, TracedText{S: k.s, Size: k.size, Box: box, Card: -1, Lines: lines, Stacked: k.centered && lines > 1, Seq: t.next()})
		return
	}
	if isRecording(dst) {
		return
	}
	if len(prints) >= maxPrinted {
		clear(prints)
	}
	box, lines := textBox(k, x, y)
	prints[dst] = append(prints[dst], printed{s: k.s, size: k.size, box: box, lines: lines, stacked: k.centered && lines > 1})
}

func isRecording(dst *ebiten.Image) bool {
	return framing != nil && dst == framing.target || recording != nil && dst == recording.target
}

// traceButton notes a button drawn onto dst.
func traceButton(dst *ebiten.Image, b *Button) {
	if t := tracing; t != nil && !replaying && t.onScreen(dst) {
		t.Buttons = append(t.Buttons, TracedButton{Rect: b.Rect, Label: b.Label, Seq: t.next()})
	}
}

// traceCover notes a panel (or, with dim, a darkening of the whole screen) drawn onto dst.
func traceCover(dst *ebiten.Image, r Rect, dim bool) {
	if t := tracing; t != nil && !replaying && t.onScreen(dst) {
		t.Covers = append(t.Covers, TracedCover{Rect: r, Dim: dim, Seq: t.next()})
	}
}

// traceGround notes a rounded box drawn onto dst.
func traceGround(dst *ebiten.Image, r Rect) {
	if t := tracing; t != nil && !replaying && t.onScreen(dst) {
		t.Grounds = append(t.Grounds, TracedCover{Rect: r, Seq: t.next()})
	}
}

// traceImage notes img drawn onto dst with g: a card or a composed picture on the screen,
// with its print followed there; onto another offscreen picture, its print goes with it.
// face says whether a card shows its face (a picture always does); a picture that is no
// card is traced only when it carries words.
func traceImage(dst, img *ebiten.Image, g ebiten.GeoM, face, isCard bool) {
	if replaying {
		return
	}
	t := tracing
	on := t != nil && t.onScreen(dst)
	if !on && (isRecording(dst) || img == nil) {
		return
	}
	var ps []printed
	if img != nil && face {
		ps = prints[img]
	}
	scale := math.Sqrt(math.Abs(g.Element(0, 0)*g.Element(1, 1) - g.Element(0, 1)*g.Element(1, 0)))
	if !on || !isCard && len(ps) == 0 {
		if !on && len(ps) > 0 {
			for _, p := range ps {
				p.box, p.size = mapRect(g, p.box), p.size*scale
				prints[dst] = append(prints[dst], p)
			}
		}
		return
	}
	card := TracedCard{Face: face && img != nil, Seq: t.next()}
	if img != nil {
		b := img.Bounds()
		card.Box = mapRect(g, Rect{W: float64(b.Dx()), H: float64(b.Dy())})
		if card.Face {
			card.Print = PrintSize(img) * scale
		}
	}
	t.Cards = append(t.Cards, card)
	for _, p := range ps {
		t.Texts = append(t.Texts, TracedText{S: p.s, Size: p.size * scale, Box: mapRect(g, p.box), Card: len(t.Cards) - 1, Lines: p.lines, Stacked: p.stacked, Seq: t.next()})
	}
}

// mapRect is the box around r mapped by g.
func mapRect(g ebiten.GeoM, r Rect) Rect {
	x0, y0 := math.Inf(1), math.Inf(1)
	x1, y1 := math.Inf(-1), math.Inf(-1)
	for _, c := range [4][2]float64{{r.X, r.Y}, {r.Right(), r.Y}, {r.X, r.Bottom()}, {r.Right(), r.Bottom()}} {
		x, y := g.Apply(c[0], c[1])
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	return Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}
