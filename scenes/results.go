package scenes

import (
	"image/color"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/engine"
	"zashiki/save"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// scoreTable is a table whose finished games the results and the score table show: a local
// table, or an online one fed by the server.
type scoreTable interface {
	tableEntry() Entry
	seatNames() []string
	tableBoard() Board
	// matchSoFar is the match's finished games and their totals.
	matchSoFar() *engine.Match
	// matchLength is the number of games in the match; 0 where the table plays on for as
	// long as its host deals (online).
	matchLength() int
}

// resultsTable is a table the results stand over: what their buttons do there.
type resultsTable interface {
	scoreTable
	// mayDeal reports whether this player deals on from the results (online, the host does;
	// the others wait); deal deals the next game, or a new match once this one is over.
	mayDeal() bool
	deal(matchOver bool) error
	// rematch starts a new match at once, where the table offers it before a match's end
	// (online, the host's); replayable, whether the game just played can be watched again.
	mayRematch() bool
	rematch() error
	replayable() bool
	leave(a *App)
	// moved reports whether the table dealt on while the results were up (online, the
	// host's deal as the others see it): the results close.
	moved() bool
	stepResults(a *App, r *Results) bool
	drawResultsStep(dst *ebiten.Image, a *App)
}

// Results shows a finished game: who won and why, the points, and the match so far.
type Results struct {
	table  resultsTable
	o      engine.Outcome
	next   ui.Button
	menu   ui.Button
	scores ui.Button
	replay ui.Button // watch the game just finished again (Replay)
	focus  ui.Focus
	ticks  int
}

// NewResults opens the results of outcome o over the table.
func NewResults(t resultsTable, o engine.Outcome) *Results { return &Results{table: t, o: o} }

// Overlay implements overlay: the final position stays visible around the panel.
func (r *Results) Overlay() bool { return true }

func (r *Results) matchOver() bool {
	n := r.table.matchLength()
	return n > 0 && len(r.table.matchSoFar().Results) >= n
}

// panel covers the board, beside the log: the board's own words (an end banner, a plate)
// are hidden whole rather than left sticking out around it, and the log, which tells how the
// game ended, stays readable.
func (r *Results) panel(a *App) ui.Rect {
	u := a.U
	return ui.Rect{X: 0, Y: 52 * u, W: float64(a.W) - logWidth(a), H: float64(a.H) - 52*u}.Inset(6 * u)
}

func (r *Results) place(a *App) {
	u := a.U
	p := r.panel(a)
	label := a.T("results.next")
	if r.matchOver() {
		label = a.T("results.again")
	}
	r.next = ui.Button{Rect: ui.Rect{X: p.Right() - 260*u, Y: p.Bottom() - 74*u, W: 220 * u, H: 52 * u}, Label: label, Primary: true}
	r.menu = ui.Button{Rect: ui.Rect{X: p.X + 40*u, Y: p.Bottom() - 74*u, W: 220 * u, H: 52 * u}, Label: a.T("common.menu")}
	r.scores = ui.Button{Rect: ui.Rect{X: p.Right() - 180*u, Y: p.Y + 18*u, W: 150 * u, H: 42 * u}, Label: a.T("history.button")}
	r.replay = ui.Button{Rect: ui.Rect{X: p.X + 30*u, Y: p.Y + 18*u, W: 150 * u, H: 42 * u}, Label: a.T("replay.button")}
	switch {
	case r.table.mayRematch():
		r.replay.Label = a.T("results.again")
	case !r.table.replayable():
		r.replay = ui.Button{}
	}
	if !r.table.mayDeal() {
		r.next = ui.Button{}
	}
}

// buttons are the results' buttons on screen: a table may have no use for some.
func (r *Results) buttons() []*ui.Button {
	var out []*ui.Button
	for _, b := range []*ui.Button{&r.next, &r.menu, &r.scores, &r.replay} {
		if b.Rect.W > 0 {
			out = append(out, b)
		}
	}
	return out
}

// Update implements Scene.
func (r *Results) Update(a *App) error {
	r.place(a)
	r.ticks++
	if a.ExitDue() && r.ticks > 20 {
		a.Quit()
		return nil
	}
	if r.table.moved() {
		a.Pop()
		return nil
	}
	if r.table.stepResults(a, r) {
		return nil
	}
	bs := r.buttons()
	var pressed *ui.Button
	if i := r.focus.Update(&a.In, bs); i >= 0 {
		pressed = bs[i]
	}
	auto := a.Flags.Autoplay && r.ticks > 90 && r.table.mayDeal()
	switch {
	case r.scores.Update(&a.In) || pressed == &r.scores || a.In.Key(ebiten.KeyS):
		a.Push(NewHistory(r.table))
	case r.replay.Rect.W > 0 && (r.replay.Update(&a.In) || pressed == &r.replay):
		if r.table.mayRematch() {
			a.Pop()
			return r.table.rematch()
		}
		r.openReplay(a)
	case r.next.Rect.W > 0 && (r.next.Update(&a.In) || pressed == &r.next || auto):
		a.Pop()
		return r.table.deal(r.matchOver())
	case r.menu.Update(&a.In) || pressed == &r.menu || a.In.Key(ebiten.KeyEscape):
		r.table.leave(a)
	}
	return nil
}

// Draw implements Scene.
func (r *Results) Draw(dst *ebiten.Image, a *App) {
	r.place(a)
	u := a.U
	p := r.panel(a)
	t := r.table
	names := t.seatNames()
	m := t.matchSoFar()
	board := t.tableBoard()
	ui.Dim(dst, 0x80)
	ui.Panel(dst, p, u)
	cx := p.X + p.W/2
	heading := r.heading(a, names)
	ui.Text(dst, gameNoText(a, len(m.Results), t.matchLength()), ui.SizeBody*u, cx, p.Y+22*u, ui.Center, ui.Muted)
	// Between the replay and scores buttons, smaller when a long list of winners needs it.
	room := 2 * min(cx-r.replay.Rect.Right(), r.scores.Rect.X-cx)
	hs := ui.FitSize(heading, ui.SizeTitle*0.8*u, room-24*u)
	ui.TextCentered(dst, heading, hs, ui.Rect{X: cx - room/2, Y: p.Y + 50*u, W: room, H: ui.LineHeight(ui.SizeTitle * 0.8 * u)}, ui.Accent)
	ui.Text(dst, i18n.Msg(a.Lang(), r.o.Reason, names, board.CardLabel), ui.SizeBody*u, cx, p.Y+106*u, ui.Center, ui.Ink)
	if l, ok := board.(resultLegender); ok {
		legend := l.ResultLegend()
		ui.Text(dst, legend, legendSize(a, legend, p), cx, p.Y+legendY*u, ui.Center, ui.Muted)
	}

	cols := r.columns(a)
	y := p.Y + 156*u
	size := ui.SizeBody * u
	ui.Text(dst, a.T("results.player"), size, cols[0], y, ui.Left, ui.Muted)
	ui.Text(dst, a.T("results.points"), size, cols[1], y, ui.Right, ui.Muted)
	ui.Text(dst, a.T("results.total"), size, cols[2], y, ui.Right, ui.Muted)
	handHead := "results.hand"
	if _, ok := board.(resultNoter); ok {
		handHead = "results.note"
	}
	ui.Text(dst, a.T(handHead), size, cols[3], y, ui.Left, ui.Muted)
	best := 0
	for i, v := range m.Totals {
		if v > m.Totals[best] {
			best = i
		}
	}
	for i, row := range r.rows(a, len(names)) {
		clr := ui.Ink
		if slices.Contains(r.o.Winners, i) {
			ui.RoundRect(dst, row, 8*u, ui.Gold)
		}
		ty := row.Y + (row.H-ui.LineHeight(size))/2
		name, _ := ui.Ellipsis(names[i], size, cols[1]-cols[0]-70*u)
		ui.Text(dst, name, size, cols[0], ty, ui.Left, clr)
		ui.Text(dst, signed(r.o.Points[i]), size, cols[1], ty, ui.Right, clr)
		ui.Text(dst, strconv.Itoa(m.Totals[i]), size, cols[2], ty, ui.Right, clr)
		if n, ok := board.(resultNoter); ok {
			box := r.handBox(a, row)
			note := n.ResultNote(i)
			ns := noteSize(a, note, box)
			ui.Text(dst, note, ns, box.X, row.Y+(row.H-ui.LineHeight(ns))/2, ui.Left, clr)
			continue
		}
		r.drawHand(dst, board.FinalHand(i), r.handBox(a, row), u)
	}
	if r.matchOver() {
		box := ui.Rect{X: r.menu.Rect.Right(), Y: r.next.Rect.Y, W: r.next.Rect.X - r.menu.Rect.Right(), H: r.next.Rect.H}
		line := r.matchLine(a, names, best)
		// Smaller as it grows, then on two lines: every winner is named.
		size := max(ui.FitSize(line, ui.SizeLarge*u, box.W-16*u), ui.SizeSmall*u)
		ui.TextCentered(dst, strings.Join(ui.Wrap(line, size, box.W-16*u), "\n"), size, box, ui.Accent)
	}
	if !t.mayDeal() {
		box := ui.Rect{X: r.menu.Rect.Right() + 20*u, Y: r.menu.Rect.Y, W: p.Right() - r.menu.Rect.Right() - 60*u, H: r.menu.Rect.H}
		wait := a.T("online.waitnext")
		ui.TextCentered(dst, wait, ui.FitSize(wait, ui.SizeBody*u, box.W), box, ui.Muted)
	}
	for _, b := range r.buttons() {
		b.Draw(dst, ui.SizeBody*u, u)
	}
	t.drawResultsStep(dst, a)
}

// openReplay shows the game just finished again, from its deal.
func (r *Results) openReplay(a *App) {
	lt, ok := r.table.(*Table)
	if !ok {
		return
	}
	rp, err := replayOf(lt)
	if err == nil {
		var tape *save.Tape
		if tape, err = save.Open(rp); err == nil {
			var s *Replay
			if s, err = NewReplay(a, tape); err == nil {
				a.Push(s)
				return
			}
		}
	}
	lt.say(a.T("replay.broken", err.Error()))
}

// heading says who won this game: the team in a cooperative game, else the winners by name.
func (r *Results) heading(a *App, names []string) string {
	switch {
	case r.cooperative() && len(r.o.Winners) > 0:
		return a.T("results.teamwin")
	case r.cooperative():
		return a.T("results.teamlose")
	case len(r.o.Winners) == 0:
		return a.T("results.nowinner")
	case len(r.o.Winners) == 1:
		return a.T("results.winner", names[r.o.Winners[0]])
	}
	var ws []string
	for _, w := range r.o.Winners {
		ws = append(ws, names[w])
	}
	return a.T("results.winners", i18n.List(a.Lang(), ws))
}

func (r *Results) cooperative() bool {
	c, ok := r.table.tableEntry().Rules.(interface{ Cooperative() bool })
	return ok && c.Cooperative()
}

// matchLine sums the match up: its winner, or for a cooperative game the team's record.
func (r *Results) matchLine(a *App, names []string, best int) string {
	m := r.table.matchSoFar()
	if !r.cooperative() {
		// Everyone tied at the top wins the match (超人ロック's sides win together).
		var top []string
		for i, v := range m.Totals {
			if v == m.Totals[best] {
				top = append(top, names[i])
			}
		}
		return a.T("results.matchwinner", i18n.List(a.Lang(), top))
	}
	won := 0
	for _, o := range m.Results {
		if len(o.Winners) > 0 {
			won++
		}
	}
	return a.T("results.team", won, len(m.Results)-won)
}

// columns are the x of the name (left edge), this game's and the total points (right edges)
// and the revealed hand (left edge).
func (r *Results) columns(a *App) [4]float64 {
	p, u := r.panel(a), a.U
	return [4]float64{p.X + 60*u, p.X + 380*u, p.X + 500*u, p.X + 560*u}
}

// rows are the players' rows, below the column heads and above the buttons: 62 units apart,
// closer when six players would otherwise reach the buttons.
func (r *Results) rows(a *App, n int) []ui.Rect {
	r.place(a)
	p, u := r.panel(a), a.U
	cols := r.columns(a)
	head := p.Y + 156*u + ui.LineHeight(ui.SizeBody*u)
	bottom := r.menu.Rect.Y - 12*u // the row of the bottom buttons (the next game's may be absent)
	pitch := min(62*u, (bottom-head-6*u)/float64(max(1, n)))
	top := min(p.Y+218*u, bottom-float64(n)*pitch) // the first row's place, unless squeezed
	out := make([]ui.Rect, n)
	for i := range out {
		out[i] = ui.Rect{X: cols[0] - 16*u, Y: top + float64(i)*pitch, W: p.W - 2*(cols[0]-16*u-p.X), H: pitch * 54 / 62}
	}
	return out
}

// resultNoter is a board that says in words what each seat ended as (超人ロック: the sheet, its
// side and its class), in place of the cards it showed.
type resultNoter interface{ ResultNote(seat int) string }

// resultLegender is a board whose result notes use letters or words the results explain in a
// line of their own (超人ロック's classes A–D).
type resultLegender interface{ ResultLegend() string }

// legendY is where the legend stands, between the end's reason and the column heads.
const legendY = 132

// legendSize is the size the legend is drawn at: the smallest text, smaller still when it is
// wider than the panel, down to the smallest legible.
func legendSize(a *App, legend string, p ui.Rect) float64 {
	return ui.FitSize(legend, ui.SizeSmall*a.U, p.W-40*a.U)
}

// noteSize is the size a result note is drawn at in box: smaller when it is too long for the
// column, down to the smallest legible.
func noteSize(a *App, note string, box ui.Rect) float64 {
	return ui.FitSize(note, ui.SizeBody*a.U, box.W)
}

// handBox is the part of a row the revealed hand must stay in.
func (r *Results) handBox(a *App, row ui.Rect) ui.Rect {
	u := a.U
	x := r.columns(a)[3]
	return ui.Rect{X: x, Y: row.Y + 3*u, W: row.Right() - 24*u - x, H: row.H - 6*u}
}

// drawHand lays a revealed hand out in box (drawSmallHand).
func (r *Results) drawHand(dst *ebiten.Image, hand []int, box ui.Rect, u float64) {
	drawSmallHand(dst, r.table.tableBoard(), hand, box, u, ui.Ink)
}

// drawSmallHand lays a hand out in box as a row of small face-up cards (handPoses) when every
// face can be read at that size, else as a row of tags naming the cards (ui.DrawTags; clr is
// the ink of the ground, for the count of those that do not fit).
func drawSmallHand(dst *ebiten.Image, b Board, hand []int, box ui.Rect, u float64, clr color.Color) {
	if len(hand) == 0 {
		return
	}
	bounds := b.CardImage(hand[0]).Bounds()
	poses := handPoses(box, len(hand), float64(bounds.Dy())/float64(bounds.Dx()), u)
	readable := true
	for _, c := range hand {
		readable = readable && ui.Readable(b.CardImage(c), poses[0].W)
	}
	if !readable {
		labels := make([]string, len(hand))
		for i, c := range hand {
			labels[i] = b.CardLabel(c)
		}
		ui.DrawTags(dst, labels, box, u, clr)
		return
	}
	for i, p := range poses {
		ui.DrawCard(dst, b.CardImage(hand[i]), nil, p, ui.CardLook{})
	}
}

// handPoses places n cards of the given height/width aspect inside box: as tall as the box
// allows (at most 42 units wide), overlapping more as the hand grows, and smaller still when
// even a third of each card showing would not fit.
func handPoses(box ui.Rect, n int, aspect, u float64) []ui.Pose {
	w := min(42*u, box.H/aspect)
	if n > 1 {
		w = min(w, box.W/(1+0.35*float64(n-1)))
	}
	step := 0.0
	if n > 1 {
		step = min(w*0.8, (box.W-w)/float64(n-1))
	}
	out := make([]ui.Pose, n)
	for i := range out {
		out[i] = ui.Pose{X: box.X + w/2 + float64(i)*step, Y: box.Y + box.H/2, W: w, Face: 1}
	}
	return out
}

// gameNoText is "Game n of m", or "Game n" where the match has no set length.
func gameNoText(a *App, n, of int) string {
	if of == 0 {
		return a.T("table.game", n)
	}
	return a.T("table.gameno", n, of)
}

func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}
