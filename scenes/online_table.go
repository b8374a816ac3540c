//go:build !js

package scenes

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/client"
	"zashiki/rules/engine"
	"zashiki/scenes/ui"
)

// OnlineTable is a game played on a server: the same board as a local table, fed by what
// the server shows this seat (its View, its account of each step) instead of a session
// here, and the player's choice sent back as the action's text with the step it was made at.
type OnlineTable struct {
	c     *client.Client
	e     Entry
	board Board
	ctx   ui.Ctx
	// sample is a state of the game dealt here only to parse actions and to know the View's
	// type; it is never shown.
	sample   engine.State
	viewType reflect.Type

	snap    client.Snapshot
	ready   bool // the board shows the game gameNo
	gameNo  int
	step    int // the step the board shows
	shown   int // the game's events the board has shown
	sent    int // the step an action was last sent at (-1: none)
	started time.Time
	of      float64 // the seconds the open window's countdown started from

	menu     ui.Button
	settings ui.Button
	rules    ui.Button
	next     ui.Button
}

// NewOnlineTable seats the player of c at its table's board.
func NewOnlineTable(a *App, c *client.Client) (*OnlineTable, error) {
	s := c.Snapshot()
	e, ok := Lookup(s.Game)
	if !ok || e.Rules == nil {
		return nil, fmt.Errorf("unknown game %q", s.Game)
	}
	opts, err := engine.ResolveOptions(e.Rules.Options(), nil)
	if err != nil {
		return nil, err
	}
	st, err := e.Rules.New(engine.Config{Seats: len(s.Seats), Seed: 1, Options: opts})
	if err != nil {
		return nil, err
	}
	vt := reflect.TypeOf(st.View(0))
	if vt.Kind() != reflect.Pointer {
		return nil, fmt.Errorf("%s's View is not a pointer", e.ID)
	}
	return &OnlineTable{c: c, e: e, board: e.NewBoard(), sample: st, viewType: vt.Elem(), sent: -1}, nil
}

// decodeView reads the seat's View as the server wrote it.
func (t *OnlineTable) decodeView(data json.RawMessage) (engine.View, error) {
	v := reflect.New(t.viewType)
	if err := json.Unmarshal(data, v.Interface()); err != nil {
		return nil, err
	}
	return v.Interface().(engine.View), nil
}

// decodeEvents reads events as the server wrote them. A number among a message's
// arguments comes back an int, as the rules wrote it.
func decodeEvents(raw []json.RawMessage) ([]engine.Event, error) {
	out := make([]engine.Event, 0, len(raw))
	for _, r := range raw {
		var ev engine.Event
		if err := json.Unmarshal(r, &ev); err != nil {
			return nil, err
		}
		for _, m := range []*engine.Msg{&ev.Msg, &ev.Cover} {
			for i, arg := range m.Args {
				if f, ok := arg.(float64); ok && f == math.Trunc(f) {
					m.Args[i] = int(f)
				}
			}
		}
		out = append(out, ev)
	}
	return out, nil
}

func (t *OnlineTable) refreshCtx(a *App) {
	u := a.U
	t.ctx.Lang, t.ctx.U, t.ctx.W, t.ctx.H = a.Lang(), u, float64(a.W), float64(a.H)
	t.ctx.Speed = a.Settings.Speed.Factor()
	// The seat plates say who is away: a player whose connection dropped.
	t.ctx.Names = make([]string, len(t.snap.Seats))
	for i, s := range t.snap.Seats {
		switch {
		case s.CPU != "":
			t.ctx.Names[i] = a.T("bot." + s.CPU)
		case !s.Connected:
			t.ctx.Names[i] = a.T("online.away", s.Name)
		default:
			t.ctx.Names[i] = s.Name
		}
	}
	t.ctx.Area = ui.Rect{X: 0, Y: 52 * u, W: float64(a.W) - logWidth(a), H: float64(a.H) - 52*u}
	// The events' log lines are not shown: on the wire a message's seat and card arguments
	// arrive as bare numbers, which the log cannot word yet.
	t.ctx.Log = func(engine.Msg) {}
	t.ctx.Countdown, t.ctx.CountdownOf = 0, 0
	if p := t.snap.Pos; p != nil && !p.Deadline.IsZero() {
		left := max(0, time.Until(p.Deadline).Seconds())
		t.of = max(t.of, left)
		t.ctx.Countdown, t.ctx.CountdownOf = left, t.of
	} else {
		t.of = 0
	}
	w := float64(a.W)
	t.menu = ui.Button{Rect: ui.Rect{X: w - 130*u, Y: 8 * u, W: 120 * u, H: 38 * u}, Label: a.T("common.menu")}
	t.settings = ui.Button{Rect: ui.Rect{X: w - 260*u, Y: 8 * u, W: 120 * u, H: 38 * u}, Label: a.T("menu.settings")}
	t.rules = ui.Button{Rect: ui.Rect{X: w - 390*u, Y: 8 * u, W: 120 * u, H: 38 * u}, Label: a.T("common.rules")}
	// Under the seats, beside the board, which says itself that the game is over.
	lw := logWidth(a)
	t.next = ui.Button{Rect: ui.Rect{X: w - lw + 12*u, Y: float64(a.H) - 70*u, W: lw - 24*u, H: 52 * u},
		Label: a.T("online.next"), Primary: true}
}

// Update implements Scene.
func (t *OnlineTable) Update(a *App) error {
	t.snap = t.c.Snapshot()
	t.refreshCtx(a)
	switch {
	case t.menu.Update(&a.In) || a.In.Key(ebiten.KeyEscape):
		// The seat stays the player's: the online screen offers it back.
		a.Push(NewConfirm(a.T("table.leave"), func() {
			t.c.Close()
			a.Home()
		}))
		return nil
	case t.settings.Update(&a.In):
		a.Push(NewSettings())
		return nil
	case t.rules.Update(&a.In) || a.In.Key(ebiten.KeyF1):
		a.Push(NewHelp(t.e.ID))
		return nil
	}
	p := t.snap.Pos
	if p == nil {
		return nil
	}
	if err := t.catchUp(p); err != nil {
		return err
	}
	if t.snap.Err != nil && t.sent == p.Step {
		// Refused (too fast, or the table moved on): the player may choose again.
		t.sent = -1
		t.ctx.Say(a.T("online.refused", t.snap.Err.Text))
	}
	var legal []engine.Action
	if t.step == p.Step && !p.Over && t.sent != p.Step && !t.board.Busy() {
		for _, s := range p.Legal {
			if act, err := t.sample.ParseAction(s); err == nil {
				legal = append(legal, act)
			}
		}
	}
	if act := t.board.Update(&t.ctx, &a.In, legal); act != nil && len(legal) > 0 {
		if err := t.c.Act(act.String()); err == nil {
			t.sent = p.Step
		}
		return nil
	}
	if p.Over && t.snap.Host && !t.board.Busy() && t.next.Update(&a.In) {
		return t.c.Next()
	}
	return nil
}

// catchUp brings the board to the position the server last showed: afresh for a new game,
// else the steps since, animated, once the board has finished the last ones.
func (t *OnlineTable) catchUp(p *client.Position) error {
	switch {
	case !t.ready || p.GameNo != t.gameNo:
		v, err := t.decodeView(p.View)
		if err != nil {
			return err
		}
		t.board.Reset(&t.ctx, v, nil)
		if r, ok := t.board.(recaller); ok {
			evs, err := decodeEvents(p.Events)
			if err != nil {
				return err
			}
			r.Recall(evs)
		}
		t.ready, t.gameNo, t.step, t.shown = true, p.GameNo, p.Step, len(p.Events)
	case p.Step != t.step && !t.board.Busy():
		v, err := t.decodeView(p.View)
		if err != nil {
			return err
		}
		evs, err := decodeEvents(p.Events[min(t.shown, len(p.Events)):])
		if err != nil {
			return err
		}
		t.board.Show(&t.ctx, evs, v)
		t.step, t.shown = p.Step, len(p.Events)
	}
	return nil
}

// Draw implements Scene.
func (t *OnlineTable) Draw(dst *ebiten.Image, a *App) {
	t.refreshCtx(a)
	u := a.U
	drawFelt(dst)
	if t.ready {
		t.board.Draw(&t.ctx, dst)
	}
	ui.Fill(dst, ui.Rect{W: float64(a.W), H: 52 * u}, ui.FeltDark)
	title := a.T("game."+t.e.ID) + "  " + a.T("lobby.code", t.snap.Code)
	ui.Text(dst, title, ui.SizeLarge*u, 20*u, 10*u, ui.Left, ui.Paper)
	for _, b := range []*ui.Button{&t.menu, &t.settings, &t.rules} {
		b.Draw(dst, ui.SizeBody*u, u)
	}
	// Beside the board, where a local table keeps its log: who sits where, and who is here.
	lw := logWidth(a)
	r := ui.Rect{X: float64(a.W) - lw, Y: 52 * u, W: lw, H: float64(a.H) - 52*u}
	ui.Fill(dst, r, ui.FeltDark)
	for i := range t.snap.Seats {
		line := seatLine(a, t.snap, i)
		ui.Text(dst, line, ui.FitSize(line, ui.SizeBody*u, lw-24*u), r.X+12*u, r.Y+12*u+float64(i)*30*u, ui.Left, ui.Paper)
	}
	if t.snap.Closed != nil {
		// The way back is the online screen's, with the seat the device kept.
		msg := a.T("lobby.lost", t.snap.Closed.Error())
		ui.Text(dst, msg, ui.FitSize(msg, ui.SizeBody*u, lw-24*u), r.X+12*u, r.Y+12*u+float64(len(t.snap.Seats)+1)*30*u, ui.Left, ui.Gold)
	}
	if p := t.snap.Pos; p != nil && p.Over && t.step == p.Step && !t.board.Busy() {
		if t.snap.Host {
			t.next.Draw(dst, ui.SizeLarge*u, u)
		} else {
			msg := a.T("online.waitnext")
			ui.TextCentered(dst, msg, ui.FitSize(msg, ui.SizeBody*u, t.next.Rect.W), t.next.Rect, ui.Muted)
		}
	}
}
