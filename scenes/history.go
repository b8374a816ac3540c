package scenes

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/engine"
	"zashiki/scenes/ui"
	"zashiki/store"
)

// History is the match's score table, game by game with running totals, and the statistics
// the people at the table have gathered across matches. It opens over the table (its bar)
// and over the results.
type History struct {
	table scoreTable
	close ui.Button
	focus ui.Focus
}

// NewHistory opens the score table of t's match.
func NewHistory(t scoreTable) *History { return &History{table: t} }

// Overlay implements overlay.
func (h *History) Overlay() bool { return true }

func (h *History) panel(a *App) ui.Rect {
	u := a.U
	return ui.CenteredAt(float64(a.W)/2, float64(a.H)/2, min(1000*u, float64(a.W)-16*u), min(660*u, float64(a.H)-16*u))
}

func (h *History) place(a *App) {
	u := a.U
	p := h.panel(a)
	h.close = ui.Button{Rect: ui.Rect{X: p.Right() - 200*u, Y: p.Bottom() - 64*u, W: 160 * u, H: 46 * u},
		Label: a.T("common.close"), Primary: true}
}

// Update implements Scene.
func (h *History) Update(a *App) error {
	h.place(a)
	pressed := h.focus.Update(&a.In, []*ui.Button{&h.close})
	if h.close.Update(&a.In) || pressed == 0 || a.In.Key(ebiten.KeyEscape) || a.In.Key(ebiten.KeyS) {
		a.Pop()
	}
	return nil
}

// scoreRows is the match's table: per finished game, each seat's points and running total.
func scoreRows(m *engine.Match) (points, totals [][]int) {
	run := make([]int, m.Seats)
	for _, o := range m.Results {
		for i := range run {
			if i < len(o.Points) {
				run[i] += o.Points[i]
			}
		}
		points = append(points, slices.Clone(o.Points))
		totals = append(totals, slices.Clone(run))
	}
	return points, totals
}

// Draw implements Scene.
func (h *History) Draw(dst *ebiten.Image, a *App) {
	h.place(a)
	u := a.U
	p := h.panel(a)
	t := h.table
	names := t.seatNames()
	m := t.matchSoFar()
	ui.Dim(dst, 0x90)
	ui.Panel(dst, p, u)
	ui.Text(dst, a.T("history.title"), ui.SizeLarge*u, p.X+36*u, p.Y+22*u, ui.Left, ui.Ink)
	played := a.T("history.played", len(m.Results), t.matchLength())
	if t.matchLength() == 0 {
		played = a.T("history.playedsofar", len(m.Results))
	}
	ui.Text(dst, played, ui.SizeBody*u, p.Right()-36*u, p.Y+26*u, ui.Right, ui.Muted)

	size := ui.SizeBody * u
	small := ui.SizeSmall * u
	lh := ui.LineHeight(size)
	left := p.X + 36*u
	gameW := 110 * u
	colW := min(150*u, (p.W-72*u-gameW)/float64(len(names)))
	col := func(i int) float64 { return left + gameW + float64(i)*colW }
	y := p.Y + 70*u
	ui.Text(dst, a.T("history.game"), size, left, y, ui.Left, ui.Muted)
	for i, n := range names {
		name, _ := ui.Ellipsis(n, size, colW-10*u)
		ui.Text(dst, name, size, col(i)+colW-10*u, y, ui.Right, ui.Muted)
	}
	y += lh + 6*u
	points, totals := scoreRows(m)
	rows := len(points)
	pitch := min(lh*1.25, (p.Y+p.H*0.58-y)/float64(max(1, rows)))
	for g := range rows {
		ry := y + float64(g)*pitch
		for _, w := range m.Results[g].Winners {
			ui.RoundRect(dst, ui.Rect{X: col(w) + 4*u, Y: ry - 2*u, W: colW - 8*u, H: pitch - 2*u}, 6*u, ui.Gold)
		}
		ui.Text(dst, a.T("history.gameno", g+1), size, left, ry, ui.Left, ui.Ink)
		for i := range names {
			x := col(i) + colW - 10*u
			ui.Text(dst, "("+strconv.Itoa(totals[g][i])+")", small, x, ry+(lh-ui.LineHeight(small))/2, ui.Right, ui.Muted)
			ui.Text(dst, signed(points[g][i]), size, x-ui.Measure("(-000)", small)-6*u, ry, ui.Right, ui.Ink)
		}
	}
	if rows == 0 {
		ui.Text(dst, a.T("history.none"), size, left, y, ui.Left, ui.Muted)
	}
	y += float64(max(1, rows))*pitch + 4*u
	ui.Fill(dst, ui.Rect{X: left, Y: y, W: gameW + colW*float64(len(names)), H: max(1, 1.5*u)}, ui.PaperDim)
	y += 8 * u
	ui.Text(dst, a.T("results.total"), size, left, y, ui.Left, ui.Ink)
	for i := range names {
		ui.Text(dst, strconv.Itoa(m.Totals[i]), size, col(i)+colW-10*u, y, ui.Right, ui.Accent)
	}
	if lt, ok := t.(*Table); ok { // the statistics are this device's players'
		h.drawStats(dst, a, lt, y+lh+24*u)
	}
	h.close.Draw(dst, ui.SizeBody*u, u)
}

// drawStats lists the record of each human at the table: in this game and in all games.
func (h *History) drawStats(dst *ebiten.Image, a *App, t *Table, y float64) {
	u := a.U
	p := h.panel(a)
	size := ui.SizeBody * u
	lh := ui.LineHeight(size)
	left := p.X + 36*u
	ui.Text(dst, a.T("history.stats"), size, left, y, ui.Left, ui.Ink)
	y += lh + 4*u
	game := t.setup.Entry.ID
	shown := 0
	for i, seat := range t.setup.Seats {
		if !seat.Human || y+lh > h.close.Rect.Y {
			continue
		}
		key := statsKey(t.setup, i)
		one, all := a.stats.Players[key][game], a.stats.Total(key)
		line := fmt.Sprintf("%s — %s: %s   %s: %s", t.setup.Seats[i].Name,
			a.T("game."+game), recordText(a, one), a.T("history.allgames"), recordText(a, all))
		line, _ = ui.Ellipsis(line, size, p.W-72*u)
		ui.Text(dst, line, size, left, y, ui.Left, ui.Ink)
		y += lh
		shown++
	}
	if shown == 0 {
		ui.Text(dst, a.T("history.nostats"), size, left, y, ui.Left, ui.Muted)
	}
}

func recordText(a *App, r store.Record) string {
	return a.T("history.record", r.Games, r.Wins, signed(r.Points))
}

// statsKey names seat i's player in the statistics: the name they gave, else the default
// seat it has, so renaming the defaults with the language keeps one record.
func statsKey(s Setup, i int) string {
	name := storedName(i, s.Seats[i].Name)
	switch {
	case name != "":
		return name
	case s.Humans() > 1:
		return "#" + strconv.Itoa(i+1)
	}
	return "" // the lone player with the default name
}

// recordGame adds a finished game to the statistics of the humans at the table and saves
// them. A demo (-autoplay) counts nothing.
func (a *App) recordGame(t *Table, o engine.Outcome) {
	if a.Flags.Autoplay {
		return
	}
	counted := false
	for i, seat := range t.setup.Seats {
		if !seat.Human || i >= len(o.Points) {
			continue
		}
		a.stats.Add(statsKey(t.setup, i), t.setup.Entry.ID, slices.Contains(o.Winners, i), o.Points[i])
		counted = true
	}
	if counted && a.writes != nil {
		a.writes.put(store.StatsBlob, a.stats.Encode())
	}
}

// loadStats reads the statistics; a bad blob is set aside and explained on the menu.
func (a *App) loadStats() {
	s, err := store.LoadStats(a.store)
	if err != nil {
		a.addNotice(a.T("notice.badstats", err.Error()))
	}
	a.stats = s
}

// gameEnded is the table telling the app a game is over: its sound, and the statistics.
func (a *App) gameEnded(t *Table, o engine.Outcome) {
	a.cue.ended(t, o)
	a.recordGame(t, o)
	a.keepReplay(t)
}
