package scenes

import (
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"zashiki/rules/engine"
	"zashiki/scenes/ui"
)

// First-game tips: the first time a player opens a game, short bubbles point at the parts of
// the table as they come to matter (whose turn it is, the cards that may be played, what a
// special card did). Each is shown once, ever: the seen ones are kept with the settings, and
// the settings dialog brings them back. Which tips a game has, when each shows and what it
// points at are data (tips_data.go); where a part of the table is, the board says
// (scenes/<game>/tipanchors.go).

// tipAnchored is implemented by a board that can say where a named part of its table is now:
// false when that part is not on the table (no turn under way, no hand to play from). Each
// anchor is public: the board reads it from what its viewer sees, and a tip appears on the
// viewer's own screen, so it tells nobody anything.
type tipAnchored interface {
	TipAnchor(name string) (ui.Rect, bool)
}

// tipWhen is what makes a tip come up, its anchor being on the table.
type tipWhen uint8

const (
	// whenShown: as soon as the board is at rest with the anchor on it.
	whenShown tipWhen = iota
	// whenYours: the viewer may act now.
	whenYours
	// whenHeard: an event with the tip's message key has been shown to the viewer.
	whenHeard
)

// tipRule is one tip of a game.
type tipRule struct {
	ID     string   // kept in the settings once seen; unique within the game
	When   tipWhen  // what brings it up
	Events []string // with whenHeard: message keys (or heads of a family: "chaos.log.place")
	Anchor string   // the part of the table it points at (tipAnchored)
	Key    string   // its words in the catalogue (scenes/i18n/tips.go)
	// A guided game's step (guided.go) may stand for ordinary tips (Covers: their IDs), and
	// may come only on some paths through the game (Maybe).
	Covers []string
	Maybe  bool
}

// heardBy reports whether an event with message key k brings rule r up.
func (r tipRule) heardBy(k string) bool {
	if r.When != whenHeard || k == "" {
		return false
	}
	return slices.ContainsFunc(r.Events, func(e string) bool { return k == e || strings.HasPrefix(k, e+".") })
}

// coach is the table's tips: the one showing, and the events heard for the others.
type coach struct {
	heard map[string]bool // tips whose event the viewer has been shown
	open  *tipRule        // the tip on screen, or nil
	owner int             // the viewer it opened for: it closes when the device changes hands
	rect  ui.Rect         // where its anchor was last seen
	gone  float64         // ticks since its anchor left the table
	off   ui.Button       // "no more tips", in the bubble
	// held: the button that closed a tip is still down; its release is nobody's (a release
	// on a lit cell of a map is a move)
	held bool
	// frame is the app's frame count when the open tip came up (a click test waits for it to
	// be drawn before photographing it)
	frame int
}

// tipGrace is how long (ticks at normal speed) a tip stays after what it points at has left
// the table (a CPU answered the attack it explains), so it can still be read. A guided game's
// step stays until it is closed, however fast the game runs.
const tipGrace = 180

// tipsDefault is whether tips are offered at all; the package's screen tests picture tables
// without them (tips_test.go turns them off but for its own tests).
var tipsDefault = true

// coachOn reports whether tips may show now: a human is at the screen looking through their
// own seat, at rest on the table (never over a curtain or dialog), in a game still under way,
// on a board that can say where its parts are. A run where every seat is a CPU (-autoplay,
// screenshots of CPU games) never shows one, nor a scripted click test (the probe is asked
// for): a tip would take the click its script aims at the table. A guided game's steps show
// whatever the settings say, and to a script too, which closes them as a player does.
func (t *Table) coachOn(a *App) bool {
	if !t.guiding() && (!tipsDefault || a.Settings.TipsOff || a.probe.sink != nil) {
		return false
	}
	if t.guide != nil && t.guide.off || a.Flags.Autoplay || t.setup.Humans() == 0 {
		return false
	}
	if t.viewer < 0 || !t.ready || !t.setup.Seats[t.viewer].Human || t.sess.State.Outcome() != nil {
		return false
	}
	if _, ok := t.board.(tipAnchored); !ok {
		return false
	}
	return a.Top() == Scene(t)
}

// tipRules is the game's tips, or a guided game's steps in their place.
func (t *Table) tipRules() []tipRule {
	if t.guide != nil {
		return guidedSteps
	}
	return gameTips[t.setup.Entry.ID]
}

// anchor asks the board where a part of the table is.
func (t *Table) anchor(name string) (ui.Rect, bool) {
	if b, ok := t.board.(tipAnchored); ok {
		return b.TipAnchor(name)
	}
	return ui.Rect{}, false
}

// started hears each event as the board starts to show it: the sound it makes, and the tips
// it brings up. The board is handed only what its viewer may see.
func (t *Table) started(e engine.Event) {
	t.app.cue.started(e)
	if e.Msg.Key == "" {
		return
	}
	for _, r := range t.tipRules() {
		if r.heardBy(e.Msg.Key) {
			if t.coach.heard == nil {
				t.coach.heard = map[string]bool{}
			}
			t.coach.heard[r.ID] = true
		}
	}
}

// stepCoach runs the tips for a tick: the open one follows its anchor and closes on a click
// or key (which does nothing else, its release included), or a while after its anchor has
// gone; otherwise, with the board at rest, the first unseen tip whose moment has come opens
// and counts as seen. It reports whether it used the tick's input. The game goes on
// meanwhile, CPUs playing, but for a guided game's step, which holds the table till it closes.
func (t *Table) stepCoach(a *App) bool {
	c := &t.coach
	if c.held {
		c.held = a.In.Down && !a.In.Released
		if c.held || a.In.Released {
			a.In.Consume()
			return true
		}
	}
	if !t.coachOn(a) || c.open != nil && c.owner != t.viewer {
		c.open = nil
		return false
	}
	if c.open != nil {
		if r, ok := t.anchor(c.open.Anchor); ok {
			c.rect, c.gone = r, 0
		} else if c.gone += t.ctx.Speed; c.gone > tipGrace && t.guide == nil {
			c.open = nil
			return false
		}
		t.placeCoach(a)
		switch {
		case c.off.Update(&a.In):
			t.stepOff(a)
		case a.In.Any():
		default:
			// A guided game waits while its step is read: no CPU plays, no clock runs down.
			return t.guiding()
		}
		c.open, c.held = nil, a.In.Clicked && !a.In.Released
		a.In.Consume()
		return true
	}
	if t.board.Busy() {
		return false
	}
	yours := -1 // whether the viewer may act, asked once a tip needs it
	for i, r := range t.tipRules() {
		if t.stepSeen(a, r) || r.When == whenHeard && !c.heard[r.ID] {
			continue
		}
		if r.When == whenYours {
			if yours < 0 {
				yours = min(1, len(t.humanLegal()))
			}
			if yours == 0 {
				continue
			}
		}
		if rect, ok := t.anchor(r.Anchor); ok {
			c.open, c.owner, c.rect, c.gone, c.frame = &t.tipRules()[i], t.viewer, rect, 0, a.frames
			t.markStepSeen(a, r)
			t.placeCoach(a)
			return false
		}
	}
	return false
}

// tipSeen reports whether the player has been shown a tip of game.
func (a *App) tipSeen(game, id string) bool { return slices.Contains(a.Settings.TipsSeen[game], id) }

// markTipSeen keeps a tip as seen, in the settings.
func (a *App) markTipSeen(game, id string) {
	if a.tipSeen(game, id) {
		return
	}
	if a.Settings.TipsSeen == nil {
		a.Settings.TipsSeen = map[string][]string{}
	}
	a.Settings.TipsSeen[game] = append(a.Settings.TipsSeen[game], id)
	a.saveSettings()
}

// resetTips brings every tip of every game back, and turns them on.
func (a *App) resetTips() {
	a.Settings.TipsSeen, a.Settings.TipsOff = nil, false
}

// tipLayout is where the open tip's bubble stands: its box, wrapped lines, the side it
// stands on and the point of its arrow.
type tipLayout struct {
	box    ui.Rect
	lines  []string
	side   tipSide
	tipX   float64 // where the arrow points, on the anchor's edge
	tipY   float64
	offBtn ui.Rect
}

type tipSide uint8

const (
	sideAbove tipSide = iota
	sideBelow
	sideRight
	sideLeft
)

// Measures of the bubble at unit 1.
const (
	tipMaxW   = 360
	tipArrow  = 14 // the arrow's length
	tipMargin = 8
)

// layoutTip places a bubble holding text beside r, inside area: above r, else below, right or
// left, whichever fits without covering it; failing all, where most of it fits. Under the
// words, a footer says how to close it (hint) and offers to stop the tips (offLabel).
func layoutTip(text, hint, offLabel string, r, area ui.Rect, u float64) tipLayout {
	size, small, pad := ui.SizeBody*u, ui.SizeSmall*u, tipPad*u
	maxW := min(tipMaxW*u, area.W-2*tipMargin*u-2*pad)
	lines := ui.Wrap(text, size, maxW)
	w := ui.Measure(hint, small) + ui.Measure(offLabel, small) + 40*u // the footer: how to close, and the way out
	for _, l := range lines {
		w = max(w, ui.Measure(l, size))
	}
	lh := ui.LineHeight(size)
	offH := ui.LineHeight(small) + 8*u
	box := ui.Rect{W: w + 2*pad, H: float64(len(lines))*lh + 2*pad + offH}
	gap, m := (tipArrow+4)*u, tipMargin*u
	cx, cy := r.Center()
	type option struct {
		side  tipSide
		room  float64 // how much of the bubble fits (>= 0 fits)
		place func() (float64, float64, float64, float64)
	}
	clampX := func(x float64) float64 { return max(area.X+m, min(x, area.Right()-m-box.W)) }
	clampY := func(y float64) float64 { return max(area.Y+m, min(y, area.Bottom()-m-box.H)) }
	options := []option{
		{sideAbove, r.Y - gap - box.H - (area.Y + m), func() (float64, float64, float64, float64) {
			return clampX(cx - box.W/2), r.Y - gap - box.H, cx, r.Y
		}},
		{sideBelow, area.Bottom() - m - (r.Bottom() + gap + box.H), func() (float64, float64, float64, float64) {
			return clampX(cx - box.W/2), r.Bottom() + gap, cx, r.Bottom()
		}},
		{sideRight, area.Right() - m - (r.Right() + gap + box.W), func() (float64, float64, float64, float64) {
			return r.Right() + gap, clampY(cy - box.H/2), r.Right(), cy
		}},
		{sideLeft, r.X - gap - box.W - (area.X + m), func() (float64, float64, float64, float64) {
			return r.X - gap - box.W, clampY(cy - box.H/2), r.X, cy
		}},
	}
	best := options[0]
	for _, o := range options {
		if o.room >= 0 {
			best = o
			break
		}
		if o.room > best.room {
			best = o
		}
	}
	var tx, ty float64
	box.X, box.Y, tx, ty = best.place()
	box.X, box.Y = max(area.X+m, min(box.X, area.Right()-m-box.W)), max(area.Y+m, min(box.Y, area.Bottom()-m-box.H))
	// the arrow's point stays level with the box's edge it leaves from
	switch best.side {
	case sideAbove, sideBelow:
		tx = max(box.X+pad+tipArrow*u, min(tx, box.Right()-pad-tipArrow*u))
	default:
		ty = max(box.Y+pad+tipArrow*u, min(ty, box.Bottom()-pad-tipArrow*u))
	}
	off := ui.Rect{X: box.Right() - pad - ui.Measure(offLabel, small) - 16*u, Y: box.Bottom() - pad/2 - offH, H: offH}
	off.W = box.Right() - pad/2 - off.X
	return tipLayout{box: box, lines: lines, side: best.side, tipX: tx, tipY: ty, offBtn: off}
}

// placeCoach lays out the open tip for this frame: the bubble and its "no more tips" button.
func (t *Table) placeCoach(a *App) tipLayout {
	c := &t.coach
	if c.open == nil {
		return tipLayout{}
	}
	l := layoutTip(a.T(c.open.Key), a.T("tips.close"), a.T(t.offKey()), c.rect, t.ctx.Area, a.U)
	c.off = ui.Button{Rect: l.offBtn, Label: a.T(t.offKey())}
	return l
}

// tipInk is the bubble: dark, so it reads as the table's voice and not as one of its cards.
var (
	tipInk   = color.RGBA{0x14, 0x1c, 0x2a, 0xf4}
	tipFrame = color.RGBA{0xf0, 0xc8, 0x50, 0xff}
)

// drawCoach draws the open tip: a ring around what it points at, the bubble with its arrow,
// the words and the "no more tips" choice, and how to close it.
func (t *Table) drawCoach(dst *ebiten.Image, a *App) {
	c := &t.coach
	if c.open == nil || c.owner != t.viewer || a.Top() != Scene(t) || !t.coachOn(a) {
		return
	}
	drawBubble(dst, a, t.placeCoach(a), c.rect, c.gone == 0, c.off)
}

// drawBubble draws a bubble laid out by layoutTip: a ring around what it points at (ring),
// the bubble with its arrow, the words, how to close it and its way out (off).
func drawBubble(dst *ebiten.Image, a *App, l tipLayout, at ui.Rect, ring bool, off ui.Button) {
	u := a.U
	if ring {
		ui.RoundRectLine(dst, at.Inset(-4*u), 10*u, 2.5*u, tipFrame)
	}
	ui.RoundRect(dst, ui.Rect{X: l.box.X + 3*u, Y: l.box.Y + 5*u, W: l.box.W, H: l.box.H}, 12*u, color.RGBA{0, 0, 0, 0x60})
	drawArrow(dst, l, u)
	ui.RoundRect(dst, l.box, 12*u, tipInk)
	ui.RoundRectLine(dst, l.box, 12*u, 2*u, tipFrame)
	size, small, pad := ui.SizeBody*u, ui.SizeSmall*u, tipPad*u
	for i, line := range l.lines {
		ui.Text(dst, line, size, l.box.X+pad, l.box.Y+pad+float64(i)*ui.LineHeight(size), ui.Left, ui.White)
	}
	hint := a.T("tips.close")
	hy := l.offBtn.Y + (l.offBtn.H-ui.LineHeight(small))/2
	ui.Text(dst, hint, small, l.box.X+pad, hy, ui.Left, ui.Muted)
	clr := color.Color(ui.Gold)
	if off.Rect.Contains(a.In.X, a.In.Y) {
		clr = ui.White
	}
	ui.Text(dst, off.Label, small, l.offBtn.Right()-8*u, hy, ui.Right, clr)
}

// drawArrow draws the bubble's arrow from its edge to the anchor.
func drawArrow(dst *ebiten.Image, l tipLayout, u float64) {
	half := tipArrow * u * 0.8
	var bx, by, dx, dy float64 // the middle of the base on the box's edge, and across it
	switch l.side {
	case sideAbove:
		bx, by, dx = l.tipX, l.box.Bottom()-1, half
	case sideBelow:
		bx, by, dx = l.tipX, l.box.Y+1, half
	case sideRight:
		bx, by, dy = l.box.X+1, l.tipY, half
	case sideLeft:
		bx, by, dy = l.box.Right()-1, l.tipY, half
	}
	// the point: toward the anchor, no further than the arrow's length
	px, py := bx, by
	switch l.side {
	case sideAbove:
		py = by + tipArrow*u
	case sideBelow:
		py = by - tipArrow*u
	case sideRight:
		px = bx - tipArrow*u
	case sideLeft:
		px = bx + tipArrow*u
	}
	// A ui shape, so the table's frame records it (ui.Frame): its path depends on the side
	// (the name) and the unit (the size) alone, relative to the middle of the base.
	qx, qy, l2 := px-bx, py-by, tipArrow*u
	ui.DrawShape(dst, ui.Shape{Name: arrowNames[l.side], Size: u, Extent: ui.Rect{X: -l2, Y: -l2, W: 2 * l2, H: 2 * l2},
		Path: func(p *vector.Path, x, y float64) *vector.StrokeOptions {
			p.MoveTo(float32(x-dx), float32(y-dy))
			p.LineTo(float32(x+qx), float32(y+qy))
			p.LineTo(float32(x+dx), float32(y+dy))
			p.Close()
			return nil
		}}, bx, by, tipInk)
	ui.Circle(dst, px, py, 3*u, tipFrame)
}

// arrowNames tell the arrows' shapes apart by side.
var arrowNames = [...]string{sideAbove: "tips.arrow.above", sideBelow: "tips.arrow.below", sideRight: "tips.arrow.right", sideLeft: "tips.arrow.left"}
