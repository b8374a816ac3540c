package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/save"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
	"zashiki/store"
)

// ReplayList is the replay library, reached from the menu: the last finished games, newest
// first, each with its game, when it ended, who sat and who won. Choosing one opens it.
type ReplayList struct {
	rows   []ui.Button
	page   int
	prev   ui.Button
	next   ui.Button
	back   ui.Button
	focus  ui.Focus
	notice string // why the chosen replay cannot be shown
}

// NewReplayList opens the library.
func NewReplayList() *ReplayList { return &ReplayList{} }

const replayRowPitch = 66

// perPage is how many games a page lists in the window's height.
func (l *ReplayList) perPage(a *App) int {
	u := a.U
	return max(1, int((float64(a.H)-110*u-90*u)/(replayRowPitch*u)))
}

func (l *ReplayList) pages(a *App) int {
	return max(1, (len(a.replays.Games)+l.perPage(a)-1)/l.perPage(a))
}

func (l *ReplayList) place(a *App) {
	u := a.U
	w := min(900*u, float64(a.W)-40*u)
	x := float64(a.W)/2 - w/2
	per := l.perPage(a)
	l.page = max(0, min(l.page, l.pages(a)-1))
	from := l.page * per
	shown := min(per, len(a.replays.Games)-from)
	l.rows = l.rows[:0]
	for i := range shown {
		l.rows = append(l.rows, ui.Button{Rect: ui.Rect{X: x, Y: 100*u + float64(i)*replayRowPitch*u, W: w, H: (replayRowPitch - 8) * u}})
	}
	by := float64(a.H) - 70*u
	l.back = ui.Button{Rect: ui.Rect{X: x, Y: by, W: 200 * u, H: 48 * u}, Label: a.T("common.back")}
	l.prev = ui.Button{Rect: ui.Rect{X: x + w - 420*u, Y: by, W: 200 * u, H: 48 * u}, Label: a.T("replay.prevpage"), Disabled: l.page == 0}
	l.next = ui.Button{Rect: ui.Rect{X: x + w - 200*u, Y: by, W: 200 * u, H: 48 * u}, Label: a.T("replay.nextpage"), Disabled: l.page >= l.pages(a)-1}
}

func (l *ReplayList) buttons() []*ui.Button {
	out := make([]*ui.Button, 0, len(l.rows)+3)
	for i := range l.rows {
		out = append(out, &l.rows[i])
	}
	return append(out, &l.prev, &l.next, &l.back)
}

// Update implements Scene.
func (l *ReplayList) Update(a *App) error {
	l.place(a)
	bs := l.buttons()
	pressed := l.focus.Update(&a.In, bs)
	for i, b := range bs {
		if !(b.Update(&a.In) || pressed == i) || b.Disabled {
			continue
		}
		switch b {
		case &l.back:
			a.Pop()
		case &l.prev:
			l.page--
		case &l.next:
			l.page++
		default:
			l.open(a, a.replays.Games[l.page*l.perPage(a)+i])
		}
		return nil
	}
	if a.In.Key(ebiten.KeyEscape) {
		a.Pop()
	}
	return nil
}

// open checks the replay against the rules and shows it, or says why it cannot be shown.
func (l *ReplayList) open(a *App, r save.Replay) {
	tape, err := save.Open(r)
	if err == nil {
		var s *Replay
		if s, err = NewReplay(a, tape); err == nil {
			l.notice = ""
			a.Push(s)
			return
		}
	}
	l.notice = a.T("replay.broken", err.Error())
}

// Draw implements Scene.
func (l *ReplayList) Draw(dst *ebiten.Image, a *App) {
	l.place(a)
	u := a.U
	drawFelt(dst)
	ui.Text(dst, a.T("replay.list"), ui.SizeTitle*0.8*u, float64(a.W)/2, 30*u, ui.Center, ui.Paper)
	body, small := ui.SizeBody*u, ui.SizeSmall*u
	if len(a.replays.Games) == 0 {
		ui.Text(dst, a.T("replay.none", store.KeepReplays), body, float64(a.W)/2, 140*u, ui.Center, ui.Muted)
	}
	from := l.page * l.perPage(a)
	for i := range l.rows {
		b := &l.rows[i]
		b.Draw(dst, body, u)
		r := a.replays.Games[from+i]
		pad := 18 * u
		head := a.T("replay.row", a.T("game."+r.Game), r.GameNo, r.Games)
		when := time.Unix(r.When, 0).Local().Format("2006-01-02 15:04")
		ui.Text(dst, head, body, b.Rect.X+pad, b.Rect.Y+6*u, ui.Left, ui.Paper)
		ui.Text(dst, when, small, b.Rect.Right()-pad, b.Rect.Y+8*u, ui.Right, ui.Muted)
		line, _ := ui.Ellipsis(replaySummary(a, r), small, b.Rect.W-2*pad)
		ui.Text(dst, line, small, b.Rect.X+pad, b.Rect.Y+8*u+ui.LineHeight(body), ui.Left, ui.Muted)
	}
	if l.pages(a) > 1 {
		ui.Text(dst, a.T("replay.page", l.page+1, l.pages(a)), body, float64(a.W)/2, l.back.Rect.Y+12*u, ui.Center, ui.Paper)
		l.prev.Draw(dst, body, u)
		l.next.Draw(dst, body, u)
	}
	l.back.Draw(dst, body, u)
	if l.notice != "" {
		r := ui.Rect{X: 120 * u, Y: l.back.Rect.Y - 62*u, W: float64(a.W) - 240*u, H: 52 * u}
		ui.RoundRect(dst, r, 10*u, ui.Danger)
		text, _ := ui.Ellipsis(l.notice, small, r.W-30*u)
		ui.TextCentered(dst, text, small, r, ui.White)
	}
}

// replaySummary is who sat at the table and who won.
func replaySummary(a *App, r save.Replay) string {
	names := replayNames(r, a.Lang())
	won := a.T("replay.nowinner")
	e, _ := Lookup(r.Game)
	c, coop := e.Rules.(interface{ Cooperative() bool })
	switch {
	case coop && c.Cooperative() && len(r.Winners) > 0:
		won = a.T("replay.teamwin")
	case coop && c.Cooperative():
		won = a.T("replay.teamlose")
	case len(r.Winners) > 0:
		var ws []string
		for _, w := range r.Winners {
			if w >= 0 && w < len(names) {
				ws = append(ws, names[w])
			}
		}
		won = a.T("replay.winner", i18n.List(a.Lang(), ws))
	}
	return i18n.List(a.Lang(), names) + " — " + won
}
