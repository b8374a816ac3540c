package scenes

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/engine"
	"zashiki/save"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// Replay shows a finished game step by step, forwards and backwards, through the eyes of any
// seat or with everything revealed. It rebuilds the game from its configuration and steps it
// through the rules (save.Tape): the game's own board is handed exactly what the table
// would have handed a player in that seat — the seat's View and the step's events redacted
// for it — so a replay shows no more than the seat saw. Going back is a fresh deal replayed
// to the step before (from the tape's nearest copy), shown without animation.
type Replay struct {
	tape  *save.Tape
	entry Entry
	names []string
	board Board
	ctx   ui.Ctx
	tips  []tip

	k      int            // steps taken
	st     engine.State   // the game after k steps
	evs    []engine.Event // what step k caused, unredacted
	viewer int            // the seat whose eyes the board shows; -1 is "all revealed"
	home   int            // the seat the replay opened with: the board's eyes when all is revealed

	playing bool
	wait    float64 // ticks before the next step while playing

	// line is step k's log lines for the viewer; lineSeat and lineAction the step itself
	line       []engine.Msg
	lineSeat   int
	lineAction string

	views                         []ui.Button // one per seat, then "all revealed"
	first, prev, play, next, last ui.Button
	close                         ui.Button
}

// playPause is how long (ticks at normal speed) playing rests on each step once its
// animation is over.
const playPause = 36

// NewReplay opens a checked replay at the deal, through the eyes of the first human seat.
func NewReplay(a *App, tape *save.Tape) (*Replay, error) {
	e, ok := Lookup(tape.Replay.Game)
	if !ok {
		return nil, fmt.Errorf("unknown game %q", tape.Replay.Game)
	}
	return newReplay(a, tape, e, e.NewBoard()), nil
}

func newReplay(a *App, tape *save.Tape, e Entry, b Board) *Replay {
	r := &Replay{tape: tape, entry: e, board: b}
	r.names = replayNames(tape.Replay, a.Lang())
	for i, s := range tape.Replay.Seats {
		if s.Human {
			r.viewer, r.home = i, i
			break
		}
	}
	r.refreshCtx(a)
	r.seek(0, true)
	return r
}

// replayNames are the seats' names, the default ones in lang.
func replayNames(r save.Replay, lang i18n.Lang) []string {
	humans := 0
	for _, s := range r.Seats {
		if s.Human {
			humans++
		}
	}
	out := make([]string, len(r.Seats))
	for i, s := range r.Seats {
		out[i] = s.Name
		if s.Name == "" {
			out[i] = defaultName(lang, i, s.Human, humans)
		}
	}
	return out
}

// panelWidth is the controls' column at the right, where the table has its log: the board
// gets the area it has at the table.
func (r *Replay) panelWidth(a *App) float64 { return logWidth(a) }

func (r *Replay) refreshCtx(a *App) {
	u := a.U
	r.ctx.Lang, r.ctx.U, r.ctx.W, r.ctx.H = a.Lang(), u, float64(a.W), float64(a.H)
	r.ctx.Speed = a.Settings.Speed.Factor()
	r.ctx.Names = r.names
	r.ctx.Area = ui.Rect{X: 0, Y: 52 * u, W: float64(a.W) - r.panelWidth(a), H: float64(a.H) - 52*u}
	r.ctx.Log = func(engine.Msg) {} // the step's lines are shown beside the board instead
	r.ctx.Tip = func(rect ui.Rect, text string) { r.tips = append(r.tips, tip{rect, text}) }
	r.ctx.Thinker = -1
}

// eyes is the seat whose View the board is handed: the viewer's, or with all revealed the
// home seat's, so the hand at the bottom of the board shows its faces (replay_reveal.go).
func (r *Replay) eyes() int {
	if r.viewer < 0 {
		return r.home
	}
	return r.viewer
}

// shown is the view the board is given at the current step.
func (r *Replay) shown() engine.View { return r.st.View(r.eyes()) }

// seek shows the game after k steps at once, without animating (with the deal animated when
// deal is set and k is 0).
func (r *Replay) seek(k int, deal bool) {
	r.k = max(0, min(k, r.tape.Len()))
	if r.k == 0 {
		r.st, r.evs = r.tape.At(0), nil
	} else {
		r.evs, r.st = r.tape.Step(r.k)
	}
	var d []engine.Event
	if deal && r.k == 0 {
		d = engine.Redact(r.tape.Deal(), r.eyes())
	}
	r.board.Reset(&r.ctx, r.shown(), d)
	r.describe()
}

// forward takes the next step and animates its events for the viewer. A step asked for while
// the last one is still moving lands that one first.
func (r *Replay) forward() {
	if r.k >= r.tape.Len() {
		r.playing = false
		return
	}
	if r.board.Busy() {
		r.board.Reset(&r.ctx, r.shown(), nil)
	}
	evs, _, err := engine.Redo(r.st, r.tape.Replay.Steps[r.k], false)
	if err != nil { // save.Open checked every step
		panic("scenes: a checked replay refused a step: " + err.Error())
	}
	r.k++
	r.evs = evs
	r.board.Show(&r.ctx, engine.Redact(evs, r.eyes()), r.shown())
	r.describe()
}

// setViewer shows the current step through another seat's eyes (-1: all revealed).
func (r *Replay) setViewer(seat int) {
	if seat == r.viewer {
		return
	}
	same := r.eyes()
	r.viewer = seat
	if r.eyes() == same {
		r.describe() // the board shows the same seat: only the lines change
		return
	}
	r.seek(r.k, false)
}

// describe keeps the lines step k wrote for the viewer (every line when all is revealed).
func (r *Replay) describe() {
	r.line, r.lineSeat, r.lineAction = nil, -1, ""
	if r.k == 0 {
		return
	}
	step := r.tape.Replay.Steps[r.k-1]
	r.lineSeat, r.lineAction = step.Seat, step.Action
	evs := r.evs
	if r.viewer >= 0 {
		evs = engine.Redact(evs, r.viewer)
	}
	for _, e := range evs {
		if e.Msg.Key != "" {
			r.line = append(r.line, e.Msg)
		}
	}
}

// lineText is the step's description in words: its log lines, else who acted (with the
// action itself only when the viewer may know it: its own, or all revealed).
func (r *Replay) lineText(a *App) []string {
	if r.k == 0 {
		return []string{a.T("replay.deal")}
	}
	var out []string
	for _, m := range r.line {
		out = append(out, i18n.Msg(a.Lang(), m, r.names, r.board.CardLabel))
	}
	switch {
	case len(out) > 0:
	case r.viewer < 0 || r.viewer == r.lineSeat:
		out = append(out, a.T("replay.acted", r.names[r.lineSeat], r.lineAction))
	default:
		// Another seat's step that wrote this seat nothing: the seat saw nothing of it, so
		// not even whose it was is told (an answer in a window may be one only it was asked).
		out = append(out, a.T("replay.unseen"))
	}
	return out
}

func (r *Replay) place(a *App) {
	u := a.U
	w := float64(a.W)
	pw := r.panelWidth(a)
	x := w - pw + 18*u
	inner := pw - 36*u
	r.close = ui.Button{Rect: ui.Rect{X: w - 130*u, Y: 8 * u, W: 120 * u, H: 38 * u}, Label: a.T("replay.close")}
	n := len(r.names) + 1
	r.views = slices.Grow(r.views[:0], n)[:n]
	colW := (inner - 8*u) / 2
	for i := range n {
		seat := i
		label := ""
		if i == len(r.names) {
			seat, label = -1, a.T("replay.all")
		} else {
			label = r.names[i]
		}
		r.views[i] = ui.Button{Rect: ui.Rect{X: x + float64(i%2)*(colW+8*u), Y: 92*u + float64(i/2)*40*u, W: colW, H: 34 * u},
			Label: label, Selected: seat == r.viewer}
	}
	y := r.controlsY(a)
	bw := (inner - 4*6*u) / 5
	for i, b := range []*ui.Button{&r.first, &r.prev, &r.play, &r.next, &r.last} {
		*b = ui.Button{Rect: ui.Rect{X: x + float64(i)*(bw+6*u), Y: y, W: bw, H: 40 * u}}
	}
	r.first.Label, r.prev.Label, r.next.Label, r.last.Label = a.T("replay.first"), a.T("replay.prev"), a.T("replay.next"), a.T("replay.last")
	r.play.Label, r.play.Primary = a.T("replay.play"), true
	if r.playing {
		r.play.Label = a.T("replay.pause")
	}
	r.first.Disabled, r.prev.Disabled = r.k == 0, r.k == 0
	r.next.Disabled, r.last.Disabled = r.k == r.tape.Len(), r.k == r.tape.Len()
}

// controlsY is the top of the row of step buttons, under the viewpoints and the counter.
func (r *Replay) controlsY(a *App) float64 {
	u := a.U
	rows := (len(r.names) + 2) / 2
	return 92*u + float64(rows)*40*u + 50*u
}

// Update implements Scene.
func (r *Replay) Update(a *App) error {
	r.refreshCtx(a)
	r.place(a)
	r.tips = r.tips[:0]
	in := &a.In
	switch {
	case r.close.Update(in) || in.Key(ebiten.KeyEscape):
		a.Pop()
		return nil
	case r.first.Update(in) || in.Key(ebiten.KeyHome):
		r.playing = false
		r.seek(0, false)
	case r.prev.Update(in) || in.Key(ebiten.KeyArrowLeft):
		r.playing = false
		r.seek(r.k-1, false)
	case r.next.Update(in) || in.Key(ebiten.KeyArrowRight):
		r.playing = false
		r.forward()
	case r.last.Update(in) || in.Key(ebiten.KeyEnd):
		r.playing = false
		r.seek(r.tape.Len(), false)
	case r.play.Update(in) || in.Key(ebiten.KeySpace):
		r.playing = !r.playing && r.k < r.tape.Len()
		r.wait = 0
	}
	for i := range r.views {
		if r.views[i].Update(in) {
			seat := i
			if i == len(r.names) {
				seat = -1
			}
			r.setViewer(seat)
		}
	}
	r.board.Update(&r.ctx, in, nil)
	if r.playing && !r.board.Busy() {
		if r.wait -= r.ctx.Speed; r.wait <= 0 {
			r.forward()
			r.wait = playPause
		}
	}
	return nil
}

// Draw implements Scene.
func (r *Replay) Draw(dst *ebiten.Image, a *App) {
	r.refreshCtx(a)
	r.place(a)
	u := a.U
	drawFelt(dst)
	r.board.Draw(&r.ctx, dst)
	ui.Fill(dst, ui.Rect{W: float64(a.W), H: 52 * u}, ui.FeltDark)
	rp := r.tape.Replay
	title := a.T("replay.title", a.T("game."+rp.Game), rp.GameNo, rp.Games)
	title, _ = ui.Ellipsis(title, ui.SizeLarge*u, r.close.Rect.X-40*u)
	ui.Text(dst, title, ui.SizeLarge*u, 20*u, 10*u, ui.Left, ui.Paper)
	r.close.Draw(dst, ui.SizeBody*u, u)
	r.drawPanel(dst, a)
	for _, tp := range r.tips {
		drawTip(dst, a, tp)
	}
}

// drawPanel is the column of controls: viewpoints, the step counter and buttons, the step's
// lines, and with everything revealed each seat's own hand.
func (r *Replay) drawPanel(dst *ebiten.Image, a *App) {
	u := a.U
	pw := r.panelWidth(a)
	p := ui.Rect{X: float64(a.W) - pw, Y: 52 * u, W: pw, H: float64(a.H) - 52*u}
	ui.Fill(dst, p, ui.FeltDark)
	x, inner := p.X+18*u, pw-36*u
	body, small := ui.SizeBody*u, ui.SizeSmall*u
	ui.Text(dst, a.T("replay.viewpoint"), body, x, 62*u, ui.Left, ui.Gold)
	for i := range r.views {
		b := &r.views[i]
		label, _ := ui.Ellipsis(b.Label, small, b.Rect.W-12*u)
		b.Label = label
		b.Draw(dst, small, u)
	}
	cy := r.controlsY(a)
	ui.Text(dst, a.T("replay.step", r.k, r.tape.Len()), ui.SizeLarge*u, x, cy-42*u, ui.Left, ui.Paper)
	for _, b := range []*ui.Button{&r.first, &r.prev, &r.play, &r.next, &r.last} {
		b.Draw(dst, ui.FitSize(b.Label, small, b.Rect.W-6*u), u)
	}
	ui.Text(dst, a.T("replay.keys"), small, x, cy+46*u, ui.Left, ui.Muted)
	y := cy + 54*u + ui.LineHeight(small)
	lh := ui.LineHeight(body)
	lines := 0
	for _, text := range r.lineText(a) {
		for _, l := range ui.Wrap(text, body, inner) {
			if lines == 5 {
				break
			}
			ui.Text(dst, l, body, x, y, ui.Left, ui.Paper)
			y += lh
			lines++
		}
	}
	if r.viewer < 0 {
		hy := max(y+10*u, cy+54*u+ui.LineHeight(small)+3*lh+10*u)
		r.drawHands(dst, a, ui.Rect{X: x, Y: hy, W: inner, H: p.Bottom() - 10*u - hy})
	}
}

// drawHands lists every seat's own hand (all revealed), each read from that seat's View.
func (r *Replay) drawHands(dst *ebiten.Image, a *App, box ui.Rect) {
	u := a.U
	small := ui.SizeSmall * u
	lh := ui.LineHeight(small)
	head, _ := ui.Ellipsis(a.T("replay.hands"), small, box.W)
	ui.Text(dst, head, small, box.X, box.Y, ui.Left, ui.Gold)
	top := box.Y + lh + 4*u
	n := len(r.names)
	pitch := min(64*u, (box.Bottom()-top)/float64(n))
	reveal := revealers[r.entry.ID]
	actors := r.st.Actors()
	for i := range n {
		y := top + float64(i)*pitch
		clr := ui.Paper
		if slices.Contains(actors, i) {
			clr = ui.Accent
		}
		name, _ := ui.Ellipsis(r.names[i], small, 88*u)
		ui.Text(dst, name, small, box.X, y+2*u, ui.Left, clr)
		if reveal == nil {
			continue
		}
		rv := reveal(r.st.View(i), a.Lang(), r.board.CardLabel)
		area := ui.Rect{X: box.X + 94*u, Y: y, W: box.W - 94*u, H: pitch - 6*u}
		words := rv.words
		if len(rv.cards) > 0 && r.board.CardImage(rv.cards[0]) != nil {
			cards := ui.Rect{X: area.X, Y: area.Y, W: area.W, H: area.H}
			if len(words) > 0 {
				cards.H -= lh
			}
			r.drawCards(dst, rv.cards, cards, u)
			if len(words) > 0 {
				text, _ := ui.Ellipsis(strings.Join(words, "  "), small, area.W)
				ui.Text(dst, text, small, area.X, cards.Bottom(), ui.Left, ui.Paper)
			}
			continue
		}
		if len(rv.cards) > 0 {
			words = append([]string{labels(rv.cards, r.board.CardLabel)}, words...)
		}
		text := strings.TrimSpace(strings.Join(words, "  "))
		if text == "" {
			text = a.T("replay.empty")
		}
		wrapped := ui.Wrap(text, small, area.W)
		for j, l := range wrapped[:min(len(wrapped), max(1, int(area.H/lh)))] {
			ui.Text(dst, l, small, area.X, y+2*u+float64(j)*lh, ui.Left, ui.Paper)
		}
	}
}

// drawCards lays a hand out in box as the results do (drawSmallHand).
func (r *Replay) drawCards(dst *ebiten.Image, ids []int, box ui.Rect, u float64) {
	drawSmallHand(dst, r.board, ids, box, u, ui.Paper)
}
