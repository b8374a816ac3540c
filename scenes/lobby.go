package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/client"
	"zashiki/scenes/ui"
)

// Lobby is the table on the server before its first deal: the invite code, who sits where
// and who is connected. The host starts once every seat is taken; then the table is shown.
type Lobby struct {
	c     *client.Client
	start ui.Button
	leave ui.Button
	snap  client.Snapshot
}

// NewLobby shows the table c sits at.
func NewLobby(c *client.Client) *Lobby { return &Lobby{c: c, snap: c.Snapshot()} }

func (l *Lobby) place(a *App) {
	u := a.U
	by := float64(a.H) - 80*u
	open := false
	for _, s := range l.snap.Seats {
		open = open || !s.Taken
	}
	l.start = ui.Button{Rect: ui.Rect{X: float64(a.W) - 260*u, Y: by, W: 200 * u, H: 52 * u}, Label: a.T("lobby.start"),
		Primary: true, Disabled: !l.snap.Host || open || len(l.snap.Seats) == 0}
	l.leave = ui.Button{Rect: ui.Rect{X: 60 * u, Y: by, W: 200 * u, H: 52 * u}, Label: a.T("lobby.leave")}
}

// Update implements Scene.
func (l *Lobby) Update(a *App) error {
	l.snap = l.c.Snapshot()
	if l.snap.Pos != nil {
		t, err := NewOnlineTable(a, l.c)
		if err != nil {
			a.notice = err.Error()
			l.c.Close()
			a.Home()
			return nil
		}
		a.Replace(t)
		return nil
	}
	l.place(a)
	switch {
	case l.leave.Update(&a.In):
		l.c.Close()
		a.Pop()
	case l.start.Update(&a.In):
		if err := l.c.Start(); err != nil {
			l.snap.Closed = err
		}
	}
	return nil
}

// seatLine is one seat as the lobby and the table's plates word it.
func seatLine(a *App, s client.Snapshot, i int) string {
	st := s.Seats[i]
	switch {
	case st.CPU != "":
		return defaultName(a.Lang(), i, false, 0) + " · " + a.T("bot."+st.CPU)
	case !st.Taken:
		return a.T("lobby.open")
	}
	name := st.Name
	if i == s.Seat {
		name = a.T("lobby.you", name)
	}
	if st.Connected {
		return name + " · " + a.T("lobby.here")
	}
	return name + " · " + a.T("lobby.away")
}

// Draw implements Scene.
func (l *Lobby) Draw(dst *ebiten.Image, a *App) {
	l.place(a)
	u := a.U
	cx := float64(a.W) / 2
	drawFelt(dst)
	ui.Text(dst, a.T("lobby.title")+"　"+a.T("game."+l.snap.Game), ui.SizeTitle*u, cx, 36*u, ui.Center, ui.Paper)
	ui.Text(dst, a.T("lobby.code", l.snap.Code), ui.SizeTitle*u, cx, 110*u, ui.Center, ui.Accent)
	ui.Text(dst, a.T("lobby.invite"), ui.SizeBody*u, cx, 170*u, ui.Center, ui.Muted)
	top := 250 * u // the seats' first row
	if link := pageLink(l.snap.Code); link != "" && l.snap.Code != "" {
		// In the browser the table's link opens its lobby: the code or the link will do.
		ui.Text(dst, a.T("lobby.link", link), ui.SizeBody*u, cx, 198*u, ui.Center, ui.Paper)
		top = 274 * u
	}
	taken := 0
	for _, s := range l.snap.Seats {
		if s.Taken {
			taken++
		}
	}
	ui.Text(dst, a.T("lobby.taken", len(l.snap.Seats), taken), ui.SizeBody*u, cx, top-40*u, ui.Center, ui.Paper)
	pitch := min(54*u, (float64(a.H)-100*u-top)/float64(max(len(l.snap.Seats), 1)))
	for i := range l.snap.Seats {
		r := ui.Rect{X: cx - 300*u, Y: top + float64(i)*pitch, W: 600 * u, H: pitch - 8*u}
		ui.Panel(dst, r, u)
		ui.Text(dst, seatLine(a, l.snap, i), ui.SizeLarge*u, r.X+20*u, r.Y+(r.H-ui.SizeLarge*u)/2-2*u, ui.Left, ui.Ink)
	}
	switch {
	case l.snap.Closed != nil:
		ui.Text(dst, a.T("lobby.lost", l.snap.Closed.Error()), ui.SizeBody*u, cx, l.start.Rect.Y-40*u, ui.Center, ui.Muted)
	case l.snap.Redialling:
		ui.Text(dst, a.T("online.redialling"), ui.SizeBody*u, cx, l.start.Rect.Y-40*u, ui.Center, ui.Muted)
	case l.snap.Err != nil:
		ui.Text(dst, a.T("online.refused", l.snap.Err.Text), ui.SizeBody*u, cx, l.start.Rect.Y-40*u, ui.Center, ui.Muted)
	case !l.snap.Host:
		ui.Text(dst, a.T("lobby.wait"), ui.SizeBody*u, cx, l.start.Rect.Y-40*u, ui.Center, ui.Muted)
	case l.start.Disabled:
		// Why the host may not start yet.
		ui.Text(dst, a.T("lobby.waitplayers"), ui.SizeBody*u, cx, l.start.Rect.Y-40*u, ui.Center, ui.Muted)
	}
	l.leave.Draw(dst, ui.SizeLarge*u, u)
	l.start.Draw(dst, ui.SizeLarge*u, u)
}
