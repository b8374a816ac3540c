package scenes

import (
	"fmt"
	"image"
	"maps"
	"math"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/scenes/ui"
	"zashiki/scenes/ui/uitest"
)

// A finding is one thing the walk saw wrong on a screen: its kind and the text (or button,
// or card) it concerns.
type finding struct {
	game, screen string // the game ("" for the screens around the games) and the screen
	kind         string // small, overlap, outside, orphan, stacked, spill, peek, facedown, squeezed
	what         string
}

func (f finding) String() string {
	return fmt.Sprintf("%s/%s: %s: %s", f.game, f.screen, f.kind, f.what)
}

// traceShot draws the app into a fresh w×h image and reads back what it drew.
func traceShot(a *App, w, h int) (*image.RGBA, *ui.Trace) {
	var tr *ui.Trace
	img := uitest.Snapshot(w, h, func(dst *ebiten.Image) {
		ui.StartTrace(dst)
		a.Draw(dst)
		tr = ui.StopTrace()
	})
	return img, tr
}

// dryTrace records what the app draws in a w×h frame without drawing it (the pixels are
// most of a frame's cost under software GL).
func dryTrace(a *App, w, h int) *ui.Trace {
	dst := dryScreens[[2]int{w, h}]
	if dst == nil {
		dst = ebiten.NewImage(w, h)
		dryScreens[[2]int{w, h}] = dst
	}
	tr := ui.StartTrace(dst)
	tr.Dry = true
	a.Draw(dst)
	return ui.StopTrace()
}

var dryScreens = map[[2]int]*ebiten.Image{}

// textFloor is the smallest text the walk accepts on a screen w pixels wide: 12 px at
// 1280×720, 10 px at 960×540.
func textFloor(w int) float64 {
	if w >= 1280 {
		return 12
	}
	return 10
}

// minButtonH is the lowest button the walk accepts, at layout unit u: a row the finger and
// the eye still take for a button.
func minButtonH(u float64) float64 { return 32 * u }

// inkBox is the part of a text's laid-out box its glyphs fill: the font's line box holds room
// above and below the letters, which a line under it may cover without touching them.
func inkBox(t ui.TracedText) ui.Rect {
	d := 0.18 * t.Size
	return ui.Rect{X: t.Box.X + 1, Y: t.Box.Y + d, W: t.Box.W - 2, H: t.Box.H - 2*d}
}

func boxesMeet(a, b ui.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

func inside(a, b ui.Rect, slack float64) bool {
	return a.X >= b.X-slack && a.Y >= b.Y-slack && a.Right() <= b.Right()+slack && a.Bottom() <= b.Bottom()+slack
}

// behind reports whether what was drawn at seq a (box) lies behind a cover drawn before seq
// b (later): a dimming of the whole screen (a dialog over the table), a panel that covers
// box whole, or a cover that later stands on (a toast over the board, the log's ground).
func behind(tr *ui.Trace, a, b int, box, later ui.Rect) bool {
	for _, c := range tr.Covers {
		if c.Seq > a && c.Seq < b && (c.Dim || inside(box, c.Rect, 0) || inside(later, c.Rect, 1)) {
			return true
		}
	}
	return false
}

// checkTrace lists what is wrong with one frame w×h pixels: text under the floor, texts on
// one another or on a button they do not belong to, anything outside the window, a wrapped
// line of one character, lines drawn over each other, text spilling out of its panel or
// half hidden under a later one, and buttons squeezed below a usable height.
func checkTrace(tr *ui.Trace, w, h int, u float64) []finding {
	var out []finding
	add := func(kind, format string, args ...any) {
		out = append(out, finding{kind: kind, what: fmt.Sprintf(format, args...)})
	}
	floor := textFloor(w)
	win := ui.Rect{W: float64(w), H: float64(h)}
	// What lies under a dialog's dimming is the screen below it, checked on its own; the
	// dialog is checked over it (and for what peeks out from under it).
	back := 0
	for _, c := range tr.Covers {
		if c.Dim {
			back = max(back, c.Seq)
		}
	}
	fore := *tr
	fore.Texts = slices.DeleteFunc(slices.Clone(tr.Texts), func(t ui.TracedText) bool { return t.Seq < back })
	fore.Cards = slices.DeleteFunc(slices.Clone(tr.Cards), func(c ui.TracedCard) bool { return c.Seq < back })
	fore.Buttons = slices.DeleteFunc(slices.Clone(tr.Buttons), func(b ui.TracedButton) bool { return b.Seq < back })
	for _, t := range fore.Texts {
		if t.Card < 0 && t.Size < floor-0.01 {
			add("small", "%q at %.1f px", t.S, t.Size)
		}
		if t.Stacked {
			add("stacked", "%q: %d lines drawn over each other", t.S, t.Lines)
		}
		if t.Card < 0 && !inside(inkBox(t), win, 0) {
			add("outside", "%q at %.0f,%.0f %.0f×%.0f", t.S, t.Box.X, t.Box.Y, t.Box.W, t.Box.H)
		}
	}
	for _, c := range fore.Cards {
		if c.Face && c.Print > 0 && c.Print < floor-0.01 {
			add("small", "card %.0f px wide at %.0f,%.0f: print %.1f px", c.Box.W, c.Box.X, c.Box.Y, c.Print)
		}
		if !inside(c.Box, win, 2) {
			add("outside", "card at %.0f,%.0f %.0f×%.0f", c.Box.X, c.Box.Y, c.Box.W, c.Box.H)
		}
	}
	for _, b := range fore.Buttons {
		if !inside(b.Rect, win, 0) {
			add("outside", "button %q", b.Label)
		}
		if b.Rect.H < minButtonH(u)-0.01 {
			add("squeezed", "button %q %.0f px high", b.Label, b.Rect.H)
		}
	}
	out = append(out, textOverlaps(&fore)...)
	out = append(out, orphans(fore.Texts)...)
	out = append(out, coverFindings(tr)...)
	return out
}

// textOverlaps lists texts on one another and texts on a button that is not theirs (a text
// wholly inside a button is its label). Texts on cards are left out: cards overlap in a fan
// by design. A text drawn again a pixel or two off is its own shadow.
func textOverlaps(tr *ui.Trace) []finding {
	var out []finding
	var texts []ui.TracedText
	for _, t := range tr.Texts {
		if t.Card < 0 && strings.TrimSpace(t.S) != "" {
			texts = append(texts, t)
		}
	}
	for i, a := range texts {
		for _, b := range texts[i+1:] {
			ia, ib := inkBox(a), inkBox(b)
			if !boxesMeet(ia, ib) || a.S == b.S && math.Abs(a.Box.X-b.Box.X) <= 3 && math.Abs(a.Box.Y-b.Box.Y) <= 3 {
				continue
			}
			if behind(tr, a.Seq, b.Seq, ia, ib) {
				continue
			}
			out = append(out, finding{kind: "overlap", what: fmt.Sprintf("%q on %q", a.S, b.S)})
		}
	}
	for _, t := range texts {
		ib := inkBox(t)
		for _, b := range tr.Buttons {
			// A line closer than 2 px to a button reads as on it.
			if !boxesMeet(ib.Inset(-2), b.Rect) || inside(t.Box, b.Rect, 1) {
				continue
			}
			first, last, box, later := t.Seq, b.Seq, ib, b.Rect
			if b.Seq < t.Seq {
				first, last, box, later = b.Seq, t.Seq, b.Rect, ib
			}
			if behind(tr, first, last, box, later) {
				continue
			}
			out = append(out, finding{kind: "overlap", what: fmt.Sprintf("%q on button %q", t.S, b.Label)})
		}
	}
	for i, a := range tr.Buttons {
		for _, b := range tr.Buttons[i+1:] {
			if boxesMeet(a.Rect.Inset(1), b.Rect.Inset(1)) && !behind(tr, a.Seq, b.Seq, a.Rect, b.Rect) {
				out = append(out, finding{kind: "overlap", what: fmt.Sprintf("button %q on button %q", a.Label, b.Label)})
			}
		}
	}
	return out
}

// orphans lists a wrapped line of one character: a text of one letter drawn right under a
// line of the same size it continues.
func orphans(texts []ui.TracedText) []finding {
	var out []finding
	for i := 1; i < len(texts); i++ {
		t, above := texts[i], texts[i-1]
		r, n := utf8.DecodeRuneInString(t.S)
		if n != len(t.S) || !unicode.IsLetter(r) || t.Card != above.Card || math.Abs(t.Size-above.Size) > 0.5 {
			continue
		}
		dy := t.Box.Y - above.Box.Y
		// the next line down: about a line height under it (at whatever scale a face is drawn)
		if dy > 0.8*t.Size && dy < 2.2*t.Size && boxesMeet(ui.Rect{X: t.Box.X, W: t.Box.W, H: 1}, ui.Rect{X: above.Box.X, W: above.Box.W, H: 1}) {
			out = append(out, finding{kind: "orphan", what: fmt.Sprintf("%q / %q", above.S, t.S)})
		}
	}
	return out
}

// coverFindings lists text that starts on a panel and runs out of it, and text mostly hidden
// under a panel drawn after it, a stub of it peeking out from behind a dialog. A text on a
// ground of its own (the log, a plate) that still shows much of itself beside the panel
// reads with it and is left alone: only a stub of both is one.
func coverFindings(tr *ui.Trace) []finding {
	var out []finding
	for _, t := range tr.Texts {
		if t.Card >= 0 {
			continue
		}
		ib := inkBox(t)
		var on *ui.TracedCover // the last cover drawn before t under its start
		for i := range tr.Covers {
			if c := &tr.Covers[i]; c.Seq < t.Seq {
				switch {
				case c.Dim:
					on = nil
				case c.Rect.Contains(ib.X+1, ib.Y+ib.H/2):
					on = c
				}
			}
		}
		if on != nil && !inside(ib, on.Rect, 1) {
			out = append(out, finding{kind: "spill", what: fmt.Sprintf("%q runs out of its panel", t.S)})
		}
		ground, at := ib, 0 // what t stands on: the last box drawn before it under its start
		for _, g := range slices.Concat(tr.Covers, tr.Grounds) {
			if g.Seq < t.Seq && g.Seq > at && !g.Dim && g.Rect.Contains(ib.X+1, ib.Y+ib.H/2) {
				ground, at = g.Rect, g.Seq
			}
		}
		for _, c := range tr.Covers {
			if c.Seq <= t.Seq || c.Dim || shows(ib, c.Rect) >= 0.4 {
				continue
			}
			// The table stays in view around a dialog or a tip, its words cut at the panel's
			// edge; only a sliver of a larger thing (a banner, a plate) is a stub.
			if shows(ground, c.Rect) >= 0.12 {
				continue
			}
			out = append(out, finding{kind: "peek", what: fmt.Sprintf("%q sticks out from under a panel (%.0f%%)", t.S, 100*shows(ground, c.Rect))})
		}
	}
	return out
}

// shows is how much of box a panel p leaves in view, 0 to 1, when it covers some of it;
// 1 when it covers none or all of it (nothing sticks out).
func shows(box, p ui.Rect) float64 {
	w := min(box.Right(), p.Right()) - max(box.X, p.X)
	h := min(box.Bottom(), p.Bottom()) - max(box.Y, p.Y)
	if w <= 0 || h <= 0 || box.W <= 0 || box.H <= 0 {
		return 1
	}
	if v := 1 - w*h/(box.W*box.H); v > 0.001 {
		return v
	}
	return 1
}

// TestWalkChecksSeeWhatTheyLookFor: each check of the walk, on a made-up frame, finds what it
// is for and passes what it allows (a button's own label, a text's shadow, the table dimmed
// under a dialog).
func TestWalkChecksSeeWhatTheyLookFor(t *testing.T) {
	txt := func(s string, size, x, y, w float64, seq int) ui.TracedText {
		return ui.TracedText{S: s, Size: size, Box: ui.Rect{X: x, Y: y, W: w, H: size * 1.3}, Card: -1, Lines: 1, Seq: seq}
	}
	lh := ui.LineHeight(18)
	tr := &ui.Trace{
		Texts: []ui.TracedText{
			txt("under the dim", 18, 100, 100, 200, 1),
			txt("small", 9, 10, 10, 40, 3),
			txt("label", 18, 410, 410, 60, 5),
			txt("on the button", 18, 380, 395, 200, 6),
			txt("shadow", 18, 600, 100, 80, 7),
			txt("shadow", 18, 601, 101, 80, 8),
			txt("火消", 18, 600, 300, 40, 9),
			txt("し", 18, 605, 300+lh, 18, 10),
			txt("runs off", 18, 1250, 600, 120, 11),
		},
		Buttons: []ui.TracedButton{{Rect: ui.Rect{X: 400, Y: 400, W: 120, H: 44}, Label: "label", Seq: 4}},
		Cards:   []ui.TracedCard{{Box: ui.Rect{X: 700, Y: 500, W: 34, H: 48}, Face: true, Print: 5.4, Seq: 12}},
		Covers:  []ui.TracedCover{{Rect: ui.Rect{W: 1280, H: 720}, Dim: true, Seq: 2}},
	}
	tr.Texts = append(tr.Texts, txt("on the dimmed one", 18, 150, 100, 200, 13))
	// a card title broken one character a line, on a face drawn at 0.6 of its size
	chaku, nin := txt("着", 10.8, 710, 510, 11, 14), txt("任", 10.8, 710, 510+26*0.6, 11, 15)
	chaku.Card, nin.Card = 0, 0
	tr.Texts = append(tr.Texts, chaku, nin)
	got := map[string]bool{}
	for _, f := range checkTrace(tr, 1280, 720, 1) {
		got[f.kind+": "+f.what] = true
	}
	for _, want := range []string{
		`small: "small" at 9.0 px`,
		`overlap: "on the button" on button "label"`,
		`orphan: "火消" / "し"`,
		`orphan: "着" / "任"`,
		`small: card 34 px wide at 700,500: print 5.4 px`,
	} {
		if !got[want] {
			t.Errorf("missed %s", want)
		}
	}
	for f := range got {
		switch {
		case strings.Contains(f, `"label"`) && !strings.Contains(f, "on the button"),
			strings.Contains(f, "shadow"), strings.Contains(f, "dim"):
			t.Errorf("found %s", f)
		}
	}
	if !slices.ContainsFunc(slices.Collect(maps.Keys(got)), func(f string) bool { return strings.HasPrefix(f, `outside: "runs off"`) }) {
		t.Errorf("missed the text running off the window: %v", got)
	}
	// A banner wider than the results panel, a sliver of it left in view, peeks out.
	peek := &ui.Trace{
		Texts:   []ui.TracedText{txt("Project delivered!", 44, 120, 200, 600, 2)},
		Grounds: []ui.TracedCover{{Rect: ui.Rect{X: 100, Y: 180, W: 700, H: 130}, Seq: 1}},
		Covers:  []ui.TracedCover{{Rect: ui.Rect{W: 1280, H: 720}, Dim: true, Seq: 3}, {Rect: ui.Rect{X: 160, Y: 50, W: 920, H: 640}, Seq: 4}},
	}
	if fs := coverFindings(peek); len(fs) != 1 || fs[0].kind != "peek" {
		t.Errorf("the banner's stub: %v", fs)
	}
}
