package scenes

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/client"
	"zashiki/save"
	"zashiki/scenes/ui"
	"zashiki/server/proto"
)

// The online screens (this file, lobby.go, online_table.go) are in every build. In the
// browser the server is the one that served the page (pageServer, web_js.go), so no address
// is asked for, and a table's link, /t/CODE, opens straight into its lobby (NewOnlineLink).
func init() { newOnline = func(a *App) Scene { return NewOnline(a) } }

// DefaultServer is the address offered before any was used: `zashiki serve` on this machine.
const DefaultServer = "ws://127.0.0.1:7878/ws"

// dialTimeout is how long connecting to a server may take before the player is told.
const dialTimeout = 10 * time.Second

// Online is the screen where a player points at a server, then creates a table (a game,
// then its seats, open or CPU, and options on the set-up screen) or joins one by its invite
// code.
type Online struct {
	server ui.Field
	// page: the server is the page's own (the browser's build); its field is not shown.
	page bool
	// link: opened by a table's link; the first Update goes on to its lobby (takes the seat
	// kept there, or joins under the name remembered) or asks for a name first.
	link bool
	// asked: the link's table waits for the name asked for; Enter in the field joins it.
	asked  bool
	name   ui.Field
	code   ui.Field
	game   ui.Button
	create ui.Button
	join   ui.Button
	// rejoin takes back the seat the device kept last at this server (its token), as it
	// stands: the lobby, or the game where it is.
	rejoin ui.Button
	kept   *client.Seat
	keptAt string // the address kept was looked up for
	back   ui.Button

	gameIdx int

	status string
	// pending is the connection being made, answered on done.
	pending bool
	done    chan onlineResult
}

type onlineResult struct {
	c   *client.Client
	err error
}

// NewOnline opens the online screen with the server and name last used.
func NewOnline(a *App) *Online {
	o := &Online{done: make(chan onlineResult, 1)}
	o.server = ui.Field{Text: a.Settings.Server, Max: maxServer}
	if url := pageServer(); url != "" {
		o.server.Text, o.page = url, true
	}
	if o.server.Text == "" {
		o.server.Text = DefaultServer
	}
	name := a.Settings.Online
	if name == "" && len(a.Settings.Names) > 0 {
		name = a.Settings.Names[0]
	}
	o.name = ui.Field{Text: name, Max: save.MaxName}
	o.code = ui.Field{Max: 6}
	return o
}

// NewOnlineLink is the online screen opened by the link of the table code (in the browser,
// /t/CODE): it goes on to the table's lobby by itself when it can.
func NewOnlineLink(a *App, code string) *Online {
	o := NewOnline(a)
	o.code.Text, o.link = code, true
	return o
}

// followLink takes the linked table's seat kept on this device, or joins it under the name
// remembered; with no name it asks for one (the player then presses Join).
func (o *Online) followLink(a *App) {
	o.link = false
	code := strings.TrimSpace(o.code.Text)
	if _, ok := client.LoadSeat(a.store, o.nodes()[0], code); ok {
		o.resume(a, code)
		return
	}
	if strings.TrimSpace(o.name.Text) == "" {
		o.name.Active, o.asked = true, true
		o.status = a.T("online.askname")
		return
	}
	o.joinCode(a, code)
}

// games are the games a table may be made for.
func onlineGames() []Entry {
	var out []Entry
	for _, e := range Catalog {
		if e.Rules != nil {
			out = append(out, e)
		}
	}
	return out
}

func (o *Online) place(a *App) {
	u := a.U
	x0, lw, fw := 200*u, 200*u, 520*u
	fx := x0 + lw
	row := func(i int) float64 { return 130*u + float64(i)*62*u }
	if o.page {
		row = func(i int) float64 { return 130*u + float64(i-1)*62*u }
	}
	o.server.Rect = ui.Rect{X: fx, Y: row(0), W: fw, H: 46 * u}
	o.name.Rect = ui.Rect{X: fx, Y: row(1), W: 300 * u, H: 46 * u}
	e := onlineGames()[o.gameIdx]
	o.game = ui.Button{Rect: ui.Rect{X: fx, Y: row(2), W: 300 * u, H: 46 * u}, Label: a.T("game." + e.ID)}
	named := strings.TrimSpace(o.name.Text) != ""
	o.create = ui.Button{Rect: ui.Rect{X: fx, Y: row(3) + 8*u, W: 300 * u, H: 50 * u}, Label: a.T("online.create") + "…", Primary: true,
		Disabled: o.pending || !named}
	o.code.Rect = ui.Rect{X: fx, Y: row(5), W: 200 * u, H: 46 * u}
	o.join = ui.Button{Rect: ui.Rect{X: fx + 220*u, Y: row(5), W: 160 * u, H: 50 * u}, Label: a.T("online.join"), Primary: true,
		Disabled: o.pending || !named || len(strings.TrimSpace(o.code.Text)) == 0}
	if url := o.nodes()[0]; url != o.keptAt || o.keptAt == "" {
		// Read again only when the address changes, not every frame.
		o.kept, o.keptAt = nil, url
		if ss := client.Seats(a.store, url); len(ss) > 0 {
			o.kept = &ss[len(ss)-1]
		}
	}
	o.rejoin = ui.Button{}
	if o.kept != nil {
		o.rejoin = ui.Button{Rect: ui.Rect{X: fx, Y: row(6) + 10*u, W: 380 * u, H: 50 * u}, Label: a.T("online.rejoin", o.kept.Code),
			Disabled: o.pending}
	}
	o.back = ui.Button{Rect: ui.Rect{X: float64(a.W) - 260*u, Y: float64(a.H) - 80*u, W: 200 * u, H: 52 * u}, Label: a.T("common.back")}
}

func (o *Online) buttons() []*ui.Button {
	bs := []*ui.Button{&o.game, &o.create, &o.join}
	if o.kept != nil {
		bs = append(bs, &o.rejoin)
	}
	return append(bs, &o.back)
}

// Update implements Scene.
func (o *Online) Update(a *App) error {
	o.place(a)
	select {
	case r := <-o.done:
		o.pending, o.keptAt = false, "" // a seat taken or lost: look again
		if r.err != nil {
			o.status = describeOnline(a, r.err)
			break
		}
		o.status = ""
		a.Push(NewLobby(r.c))
		return nil
	default:
	}
	if o.link {
		o.followLink(a)
	}
	for _, f := range o.fields() {
		if f.Update(&a.In) && f == &o.name && o.asked && !o.pending && strings.TrimSpace(o.name.Text) != "" {
			o.asked = false
			o.joinCode(a, strings.TrimSpace(o.code.Text))
			return nil
		}
	}
	o.code.Text = strings.ToUpper(o.code.Text)
	for _, b := range o.buttons() {
		if b.Update(&a.In) {
			o.press(a, b)
			break
		}
	}
	return nil
}

func (o *Online) press(a *App, b *ui.Button) {
	switch b {
	case &o.back:
		a.Pop()
	case &o.game:
		o.gameIdx = (o.gameIdx + 1) % len(onlineGames())
	case &o.create:
		e := onlineGames()[o.gameIdx]
		a.Push(NewOnlineSetup(a, e, strings.TrimSpace(o.name.Text), func(a *App, s Setup) {
			a.Pop() // back here, which says it is connecting, then opens the lobby
			o.connect(a, func(ctx context.Context, c *client.Client, name string) error {
				return c.Create(ctx, e.ID, onlineSeats(s), s.Options, name)
			})
		}))
	case &o.rejoin:
		o.resume(a, o.kept.Code)
	case &o.join:
		o.joinCode(a, strings.TrimSpace(o.code.Text))
	}
}

// fields are the screen's text fields: the server's address only where it is asked for.
func (o *Online) fields() []*ui.Field {
	if o.page {
		return []*ui.Field{&o.name, &o.code}
	}
	return []*ui.Field{&o.server, &o.name, &o.code}
}

// joinCode takes the first open seat of the table code.
func (o *Online) joinCode(a *App, code string) {
	o.connect(a, func(ctx context.Context, c *client.Client, name string) error {
		return c.Join(ctx, code, name)
	})
}

// resume takes back the seat the device kept at the table code, as it stands: the lobby, or
// the game where it is.
func (o *Online) resume(a *App, code string) {
	o.connect(a, func(ctx context.Context, c *client.Client, _ string) error {
		ok, err := c.Resume(code)
		if err != nil {
			return err
		}
		if !ok {
			return errors.New("no seat kept at table " + code)
		}
		// The lobby comes first: the table is shown from it once the position follows.
		_, err = c.Wait(ctx, func(s client.Snapshot) bool { return len(s.Seats) > 0 || s.Err != nil })
		if s := c.Snapshot(); s.Err != nil {
			return s.Err
		}
		return err
	})
}

// onlineSeats are a set-up's seats as a table on a server has them: the host's, then each
// open for a player or a CPU's of its strength.
func onlineSeats(s Setup) []proto.Seat {
	seats := make([]proto.Seat, len(s.Seats))
	for i, seat := range s.Seats[1:] {
		if !seat.Human {
			seats[i+1].CPU = seat.Bot
		}
	}
	return seats
}

// connect dials the server and makes the request off the game loop; Update takes the
// answer. The address is remembered.
func (o *Online) connect(a *App, req func(context.Context, *client.Client, string) error) {
	url := strings.TrimSpace(o.server.Text)
	name := strings.TrimSpace(o.name.Text)
	if !o.page {
		a.Settings.Server = url
	}
	if name != "" {
		a.Settings.Online = name
	}
	a.saveSettings()
	o.pending, o.status = true, a.T("online.connect")
	st := a.store
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), dialTimeout)
		defer cancel()
		c, err := client.DialCluster(ctx, o.nodes(), st)
		if err == nil {
			if err = req(ctx, c, name); err != nil {
				c.Close()
				c = nil
			}
		}
		o.done <- onlineResult{c, err}
	}()
}

// nodes are the server field's addresses: one, or a cluster's nodes separated by commas.
// The client dials the first that answers, and when its connection ends dials them in turn
// (the same one too) and takes its seat back: a server restarted, or a cluster's node gone,
// costs the player a moment, not the table. Seats are kept under the first address.
func (o *Online) nodes() []string {
	var out []string
	for _, u := range strings.Split(o.server.Text, ",") {
		if u = strings.TrimSpace(u); u != "" {
			out = append(out, u)
		}
	}
	if len(out) == 0 {
		return []string{""}
	}
	return out
}

// describeOnline words a failure for the player: the server's refusal, or why no
// connection was made.
func describeOnline(a *App, err error) string {
	var se *client.ServerError
	if errors.As(err, &se) {
		return a.T("online.refused", se.Text)
	}
	return a.T("online.failed", err.Error())
}

// Draw implements Scene.
func (o *Online) Draw(dst *ebiten.Image, a *App) {
	o.place(a)
	u := a.U
	drawFelt(dst)
	ui.Text(dst, a.T("online.title"), ui.SizeTitle*u, float64(a.W)/2, 40*u, ui.Center, ui.Paper)
	label := func(key string, r ui.Rect) {
		ui.Text(dst, a.T(key), ui.SizeBody*u, r.X-20*u, r.Y+12*u, ui.Right, ui.Paper)
	}
	if !o.page {
		label("online.server", o.server.Rect)
	}
	label("online.name", o.name.Rect)
	label("online.game", o.game.Rect)
	label("online.code", o.code.Rect)
	for _, f := range o.fields() {
		f.Draw(dst, ui.SizeBody*u, u, a.frames)
	}
	for _, b := range o.buttons() {
		b.Draw(dst, ui.SizeBody*u, u)
	}
	if o.status != "" {
		ui.Text(dst, o.status, ui.SizeBody*u, float64(a.W)/2, o.join.Rect.Y+80*u, ui.Center, ui.Muted)
	}
}
