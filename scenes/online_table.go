package scenes

import (
	"encoding/json"
	"fmt"
	"reflect"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/bots"
	"zashiki/client"
	"zashiki/rules/engine"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
	"zashiki/session"
)

// OnlineTable is a game played on a server: the local table's board, log, results, score
// table and look back, fed by what the server shows this seat (its View, its account of each
// step, the match's finished games) instead of a session here, and the player's choice sent
// back as the action's text with the step it was made at.
type OnlineTable struct {
	c     *client.Client
	e     Entry
	board Board
	ctx   ui.Ctx
	log   logPanel
	// sample is a state of the game dealt here only to parse actions and to know the View's
	// type; it is never shown.
	sample   engine.State
	viewType reflect.Type

	snap  client.Snapshot
	ready bool // the board shows the whole position numbered whole
	whole int
	step  int // the step the board shows
	shown int // the game's events the board has shown
	sent  int // the step an action was last sent at (-1: none)
	of    float64

	// match is the match's finished games as the server reported them (raw, their text);
	// endWait the ticks the final position stays before the results; resultsFor the game
	// whose results were shown (gameNo at whole).
	match      *engine.Match
	raw        string
	endWait    float64
	resultsFor [2]int

	notice     string
	noticeLeft float64

	menu     ui.Button
	settings ui.Button
	rules    ui.Button
	scores   ui.Button
	lookBack ui.Button
	// hint asks the strongest CPU, on this seat's View alone, for its move (as at a local
	// table); hinting is that decision under way, for the step hintStep, worked on aside;
	// hinted the move it suggested, lit while the step is still hintedAt.
	hint     ui.Button
	hinting  *session.Thought
	hintStep int
	hinted   engine.Action
	hintedAt int
	// standIn is the host's button that has a CPU play for a player away past the grace
	// time (the first such seat, awaySeat).
	standIn  ui.Button
	awaySeat int
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
	return &OnlineTable{c: c, e: e, board: e.NewBoard(), sample: st, viewType: vt.Elem(), sent: -1,
		match: &engine.Match{Seats: len(s.Seats), Totals: make([]int, len(s.Seats))}}, nil
}

// decodeView reads the seat's View as the server wrote it.
func (t *OnlineTable) decodeView(data json.RawMessage) (engine.View, error) {
	v := reflect.New(t.viewType)
	if err := json.Unmarshal(data, v.Interface()); err != nil {
		return nil, err
	}
	return v.Interface().(engine.View), nil
}

// decodeEvents reads events as the server wrote them (a message's seats, cards and terms
// keep their kinds on the wire: engine.Msg's JSON).
func decodeEvents(raw []json.RawMessage) ([]engine.Event, error) {
	out := make([]engine.Event, 0, len(raw))
	for _, r := range raw {
		var ev engine.Event
		if err := json.Unmarshal(r, &ev); err != nil {
			return nil, err
		}
		out = append(out, ev)
	}
	return out, nil
}

// decodeResults reads the match's finished games; a list that does not fit the table (a
// game's points for another number of seats) is refused whole.
func decodeResults(raw json.RawMessage, seats int) (*engine.Match, error) {
	m := &engine.Match{Seats: seats, Totals: make([]int, seats)}
	if len(raw) == 0 {
		return m, nil
	}
	var done []engine.Outcome
	if err := json.Unmarshal(raw, &done); err != nil {
		return nil, err
	}
	for i, o := range done {
		if len(o.Points) != seats {
			return nil, fmt.Errorf("game %d has points for %d seats, not %d", i+1, len(o.Points), seats)
		}
		for _, w := range o.Winners {
			if w < 0 || w >= seats {
				return nil, fmt.Errorf("game %d has a winner in seat %d of %d", i+1, w+1, seats)
			}
		}
		m.Record(o)
	}
	return m, nil
}

func (t *OnlineTable) refreshCtx(a *App) {
	u := a.U
	t.ctx.Lang, t.ctx.U, t.ctx.W, t.ctx.H = a.Lang(), u, float64(a.W), float64(a.H)
	t.ctx.Speed = a.Settings.Speed.Factor()
	t.ctx.Names = t.seatNames()
	t.ctx.Area = ui.Rect{X: 0, Y: 52 * u, W: float64(a.W) - logWidth(a), H: float64(a.H) - 52*u}
	t.ctx.Log = t.log.add
	t.ctx.Notice = t.say
	t.ctx.Started = a.cue.started // the cards' sounds, as at a local table
	t.ctx.Countdown, t.ctx.CountdownOf = 0, 0
	if p := t.snap.Pos; p != nil && !p.Deadline.IsZero() {
		left := max(0, time.Until(p.Deadline).Seconds())
		t.of = max(t.of, left)
		t.ctx.Countdown, t.ctx.CountdownOf = left, t.of
	} else {
		t.of = 0
	}
}

// seatNames are the names on the plates; they say who is away (a player whose connection
// dropped) and who plays for them.
func (t *OnlineTable) seatNames() []string {
	l := t.ctx.Lang
	names := make([]string, len(t.snap.Seats))
	for i, s := range t.snap.Seats {
		switch {
		case s.CPU != "":
			names[i] = defaultName(l, i, false, 0) // a CPU's name for its seat, as at a local table
		case s.StandIn != "":
			names[i] = i18n.T(l, "online.standingin", s.Name)
		case !s.Connected:
			names[i] = i18n.T(l, "online.away", s.Name)
		default:
			names[i] = s.Name
		}
	}
	return names
}

func (t *OnlineTable) say(text string) { t.notice, t.noticeLeft = text, noticeTicks }

func (t *OnlineTable) placeBar(a *App) {
	u := a.U
	w := float64(a.W)
	bar := func(i int, key string) ui.Button {
		return ui.Button{Rect: ui.Rect{X: w - float64(130*(i+1))*u, Y: 8 * u, W: 120 * u, H: 38 * u}, Label: a.T(key)}
	}
	t.menu, t.settings, t.rules, t.hint, t.scores = bar(0, "common.menu"), bar(1, "menu.settings"), bar(2, "common.rules"),
		bar(3, "table.hint"), bar(4, "history.button")
	t.hint.Disabled = t.hinting != nil || len(t.legal()) == 0
	t.lookBack = ui.Button{}
	if _, ok := t.board.(lookBacker); ok {
		t.lookBack = bar(5, "lb.button")
	}
	// The host's hand-over, beside the log's head, while a player is away past the grace time.
	t.standIn, t.awaySeat = ui.Button{}, -1
	if t.snap.Host {
		for i, s := range t.snap.Seats {
			if s.Away && s.StandIn == "" {
				t.awaySeat = i
				lw := logWidth(a)
				label := a.T("online.standin", s.Name)
				t.standIn = ui.Button{Rect: ui.Rect{X: w - lw + 10*u, Y: float64(a.H) - 62*u, W: lw - 20*u, H: 48 * u},
					Label: label}
				break
			}
		}
	}
}

// Update implements Scene.
func (t *OnlineTable) Update(a *App) error {
	t.snap = t.c.Snapshot()
	t.refreshCtx(a)
	t.placeBar(a)
	t.noticeLeft = max(0, t.noticeLeft-1)
	if t.snap.Closed != nil {
		// Said until the player leaves: the way back is the online screen's, with the seat
		// the device kept.
		t.say(a.T("lobby.lost", t.snap.Closed.Error()))
	} else if t.snap.Redialling {
		t.say(a.T("online.redialling"))
	}
	t.log.update(&a.In, &t.ctx, logWidth(a))
	switch {
	case t.menu.Update(&a.In) || a.In.Key(ebiten.KeyEscape):
		// The seat stays the player's: the online screen offers it back.
		a.Push(NewConfirm(a.T("table.leave"), func() { t.leave(a) }))
		return nil
	case t.settings.Update(&a.In):
		a.Push(NewSettings())
		return nil
	case t.rules.Update(&a.In) || a.In.Key(ebiten.KeyF1):
		a.Push(NewHelp(t.e.ID))
		return nil
	case t.scores.Update(&a.In) || a.In.Key(ebiten.KeyS):
		a.Push(NewHistory(t))
		return nil
	case t.lookBack.Rect.W > 0 && t.ready && (t.lookBack.Update(&a.In) || a.In.Key(ebiten.KeyL)):
		a.Push(NewLookBack(t))
		return nil
	case t.standIn.Rect.W > 0 && t.standIn.Update(&a.In):
		if err := t.c.StandIn(t.awaySeat, ""); err != nil {
			t.say(err.Error())
		}
		return nil
	case !t.hint.Disabled && (t.hint.Update(&a.In) || a.In.Key(ebiten.KeyH)):
		t.startHint(a)
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
		t.say(a.T("online.refused", t.snap.Err.Text))
	}
	t.stepHint(a)
	legal := t.legal()
	if act := t.board.Update(&t.ctx, &a.In, legal); act != nil && len(legal) > 0 {
		if err := t.c.Act(p.Step, act.String()); err == nil {
			t.sent = p.Step
		}
		return nil
	}
	return t.finish(a, p)
}

// legal are the seat's moves the board may offer now: the server's, once the board shows the
// position they belong to and nothing is sent from it yet.
func (t *OnlineTable) legal() []engine.Action {
	p := t.snap.Pos
	if p == nil || t.step != p.Step || p.Over || t.sent == p.Step || t.board.Busy() {
		return nil
	}
	var out []engine.Action
	for _, s := range p.Legal {
		if act, err := t.sample.ParseAction(s); err == nil {
			out = append(out, act)
		}
	}
	return out
}

// view is the seat's View of the position the board shows.
func (t *OnlineTable) view() (engine.View, error) { return t.decodeView(t.snap.Pos.View) }

// startHint asks the strongest CPU for the seat's move, from its View alone.
func (t *OnlineTable) startHint(a *App) {
	kinds := bots.Strengths(t.e.ID)
	b, err := bots.New(t.e.ID, kinds[len(kinds)-1])
	legal := t.legal()
	if err != nil || len(legal) == 0 {
		return
	}
	v, err := t.view()
	if err != nil {
		return
	}
	t.hinting = session.Advise(b, v, legal, engine.NewRNG(uint64(time.Now().UnixNano())), false)
	t.hintStep = t.step
	t.say(a.T("table.hint.thinking"))
}

// stepHint takes the hint once it is made, worded as at a local table; a hint for a step
// that has passed is dropped.
func (t *OnlineTable) stepHint(a *App) {
	th := t.hinting
	if th == nil {
		return
	}
	if t.hintStep != t.step || len(t.legal()) == 0 {
		th.Drop()
		t.hinting = nil
		return
	}
	if !th.ThinkAside(session.Slice) {
		t.noticeLeft = max(t.noticeLeft, 2) // the "thinking" notice stays up
		return
	}
	t.hinting = nil
	v, err := t.view()
	if err != nil {
		return
	}
	if _, ok := t.board.(hinter); ok {
		t.hinted, t.hintedAt = th.Choice(), t.step
	}
	rng := engine.NewRNG(uint64(time.Now().UnixNano()))
	t.say(a.T("table.hint.move", hintText(&t.ctx, t.board, t.e.Rules, v, th.Choice(), &rng)))
	t.noticeLeft = hintTicks
}

// drawHinted lights the hinted move's target while the seat has not moved.
func (t *OnlineTable) drawHinted(dst *ebiten.Image, a *App) {
	h, ok := t.board.(hinter)
	if !ok || t.hinted == nil || t.hintedAt != t.step || len(t.legal()) == 0 {
		return
	}
	if tg, ok := h.HintTarget(t.hinted); ok {
		ui.RoundRectLine(dst, tg.Rect.Inset(-3*a.U), 6*a.U, 3*a.U, ui.Gold)
	}
}

// finish shows the results once the game's end has been shown for a moment.
func (t *OnlineTable) finish(a *App, p *client.Position) error {
	if !p.Over || t.step != p.Step || t.board.Busy() || t.resultsFor == [2]int{p.Whole, p.GameNo} {
		t.endWait = 150
		return nil
	}
	if t.endWait -= t.ctx.Speed; t.endWait > 0 {
		return nil
	}
	if len(t.match.Results) == 0 {
		return nil // the server's account of the end has not come
	}
	t.resultsFor = [2]int{p.Whole, p.GameNo}
	a.Push(NewResults(t, t.match.Results[len(t.match.Results)-1]))
	return nil
}

// catchUp brings the board to the position the server last showed: afresh for a whole
// position, else the steps since, animated, once the board has finished the last ones.
func (t *OnlineTable) catchUp(p *client.Position) error {
	if raw := string(p.Results); raw != t.raw {
		m, err := decodeResults(p.Results, len(t.snap.Seats))
		if err != nil {
			return fmt.Errorf("the server's results: %w", err)
		}
		t.match, t.raw = m, raw
	}
	switch {
	case !t.ready || p.Whole != t.whole:
		v, err := t.decodeView(p.View)
		if err != nil {
			return err
		}
		evs, err := decodeEvents(p.Events)
		if err != nil {
			return err
		}
		t.log.showFrom(evs, t.snap.Seat)
		t.board.Reset(&t.ctx, v, nil)
		if r, ok := t.board.(recaller); ok {
			r.Recall(evs)
		}
		t.ready, t.whole, t.step, t.shown = true, p.Whole, p.Step, len(p.Events)
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
	t.placeBar(a)
	u := a.U
	drawFelt(dst)
	if t.ready {
		t.board.Draw(&t.ctx, dst)
		t.drawHinted(dst, a)
	}
	ui.Fill(dst, ui.Rect{W: float64(a.W), H: 52 * u}, ui.FeltDark)
	title := a.T("game."+t.e.ID) + "  " + gameNoText(a, max(1, t.gameNo()), 0)
	ui.Text(dst, title, ui.SizeLarge*u, 20*u, 10*u, ui.Left, ui.Paper)
	// The invite code between the title and the bar's leftmost button.
	code := a.T("lobby.code", t.snap.Code)
	left, end := 20*u+ui.Measure(title, ui.SizeLarge*u)+24*u, t.scores.Rect.X
	if t.lookBack.Rect.W > 0 {
		end = t.lookBack.Rect.X
	}
	ui.Text(dst, code, ui.FitSize(code, ui.SizeBody*u, end-left-12*u), left, 16*u, ui.Left, ui.Muted)
	for _, b := range []*ui.Button{&t.menu, &t.settings, &t.rules, &t.hint, &t.scores, &t.lookBack} {
		if b.Rect.W > 0 {
			b.Draw(dst, ui.SizeBody*u, u)
		}
	}
	lw := logWidth(a)
	logArea := ui.Rect{X: float64(a.W) - lw, Y: 52 * u, W: lw, H: float64(a.H) - 52*u}
	if t.standIn.Rect.W > 0 {
		logArea.H = t.standIn.Rect.Y - 8*u - logArea.Y
	}
	t.log.draw(dst, &t.ctx, logArea, t.board.CardLabel)
	if t.standIn.Rect.W > 0 {
		ui.Fill(dst, ui.Rect{X: logArea.X, Y: logArea.Bottom(), W: lw, H: float64(a.H) - logArea.Bottom()}, ui.FeltDark)
		t.standIn.Draw(dst, ui.FitSize(t.standIn.Label, ui.SizeBody*u, t.standIn.Rect.W-16*u), u)
	}
	drawToast(dst, a, t.ctx.Area, t.notice, t.noticeLeft)
}

// gameNo is the match's game on the table, from 1.
func (t *OnlineTable) gameNo() int {
	if p := t.snap.Pos; p != nil {
		return p.GameNo
	}
	return 0
}

// The online table as the results, the score table and the look back see it.

func (t *OnlineTable) tableEntry() Entry         { return t.e }
func (t *OnlineTable) tableBoard() Board         { return t.board }
func (t *OnlineTable) matchSoFar() *engine.Match { return t.match }
func (t *OnlineTable) matchLength() int          { return 0 }
func (t *OnlineTable) mayDeal() bool             { return t.snap.Host }
func (t *OnlineTable) mayRematch() bool          { return t.snap.Host }
func (t *OnlineTable) replayable() bool          { return false }
func (t *OnlineTable) boardShown() bool          { return t.ready }

func (t *OnlineTable) boardCtx(a *App) *ui.Ctx {
	t.refreshCtx(a)
	return &t.ctx
}

// deal asks the server for the next game (the host's); the table shows it when it comes.
func (t *OnlineTable) deal(bool) error { return t.asked(t.c.Next()) }

func (t *OnlineTable) rematch() error { return t.asked(t.c.Rematch()) }

// asked reports a request the connection could not send, on the table: the results close
// and the player may ask again from the table's own buttons or the online screen.
func (t *OnlineTable) asked(err error) error {
	if err != nil {
		t.say(err.Error())
	}
	return nil
}

// leave closes the connection; the seat stays the player's (the online screen offers it).
func (t *OnlineTable) leave(a *App) {
	t.c.Close()
	a.Home()
}

// moved reports whether the table dealt on while the results were up (the host's deal, seen
// by the others).
func (t *OnlineTable) moved() bool {
	p := t.c.Snapshot().Pos
	return p != nil && [2]int{p.Whole, p.GameNo} != t.resultsFor
}

func (t *OnlineTable) stepResults(*App, *Results) bool     { return false }
func (t *OnlineTable) drawResultsStep(*ebiten.Image, *App) {}
