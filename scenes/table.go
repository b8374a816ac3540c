package scenes

import (
	"fmt"
	"image/color"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/bots"
	"zashiki/rules/engine"
	"zashiki/save"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
	"zashiki/session"
)

// Board draws one game's table and turns the viewer's clicks into actions. The table scene
// around it drives the match's session (zashiki/session), which applies actions, and hands
// the board the events to animate, lets CPU seats think off the game loop, runs reaction
// windows and hides secrets between hot-seat players. A board only ever receives events redacted for its viewer (engine.Redact):
// a card it may not see arrives as engine.Unseen, so no board code can show a secret.
type Board interface {
	// Reset shows the game afresh through v's seat; deal (may be nil) animates the deal.
	Reset(ctx *ui.Ctx, v engine.View, deal []engine.Event)
	// Show animates events in order, then settles on v, the viewer's view after them.
	Show(ctx *ui.Ctx, evs []engine.Event, v engine.View)
	// Busy reports whether animations are still running.
	Busy() bool
	// Update advances animations. When legal is not empty the viewer may act now: Update
	// returns the chosen action, or nil while the player is still choosing.
	Update(ctx *ui.Ctx, in *ui.Input, legal []engine.Action) engine.Action
	Draw(ctx *ui.Ctx, dst *ebiten.Image)
	// CardLabel names a card identifier for the log (engine.Unseen is never asked).
	CardLabel(id int) string
	// FinalHand is the hand seat showed at the end of the game, as card identifiers, or
	// nil when it stays hidden; CardImage draws one of them.
	FinalHand(seat int) []int
	CardImage(id int) *ebiten.Image
}

// dealer is implemented by states that can replay their deal as events.
type dealer interface{ DealEvents() []engine.Event }

// spectating is implemented by a board that can show the game through nobody's eyes: Reset
// and Show accept a view whose Viewer() is -1 (the State's View(-1), its public part only),
// drawing every hand as backs. In hot-seat the table shows that view from the moment a human
// has acted until the next human confirms the curtain; a board without it is not drawn then.
type spectating interface{ Spectates() bool }

// lookBacker is a board that offers a look back at the last trick or plays (the bar's button
// and the L key open it, scenes/lookback.go); a board without it shows no button.
type lookBacker interface{ LookBack() ui.LookBack }

// recaller is a look-back board that rebuilds its record from past events, for a resumed game
// (ナポレオン's View holds its finished tricks and needs none).
type recaller interface{ Recall(evs []engine.Event) }

// hinter is a board that words a hinted move itself, a sentence in the player's language naming
// what the move acts with and on (ok false: the table words it), and shows the target that
// takes it (a card, a place, a button), which the table lights until the player acts.
type hinter interface {
	// Hint words act and brings its target on screen (a page of buttons turned to it).
	Hint(ctx *ui.Ctx, act engine.Action) (text string, ok bool)
	// HintTarget is where act's target is now; ok is false while it is not on screen.
	HintTarget(act engine.Action) (target ui.Target, ok bool)
}

// privateRecorder is a recaller whose record may hold what only its viewer saw: it is rebuilt
// for every new viewer (hot-seat), so no player reads the last one's secrets in it.
type privateRecorder interface{ PrivateRecord() }

// Table is the scene where a match is played: the screen of a session (the match, its
// steps, windows and CPU seats), which keeps what is drawn and what the player does.
type Table struct {
	app   *App
	setup Setup
	sess  *session.Session
	board Board
	ctx   ui.Ctx
	log   logPanel

	// viewer is whose eyes the board shows: -1 is nobody's (hot-seat, before the first
	// curtain and from a human's act until the next human confirms the curtain)
	viewer int
	ready  bool // the board shows the current game
	// yourTurn is whether the human at the screen may act (published for the browser test)
	yourTurn bool
	dealt    bool // the deal has been animated (or needs no animation: a resumed game)

	thinking  *thought
	thoughtAt int // the frame count when a decision or hint was last worked on (mayThink)

	countdown   float64 // seconds left on the viewer's timed prompt; 0 when none
	countdownOf float64 // the seconds it started from
	timedStep   int     // the step count the countdown belongs to
	bystander   ui.Button

	// forcedStep is the step count at which the viewer's only possible answer (outside its
	// turn) is given for it; forcedLeft the ticks of the pause before (solo) or the panel's
	// seconds (hot-seat, t.countdown).
	forcedStep int
	forcedLeft float64

	notice     string  // a short line for the player (ctx.Say), drawn as a toast
	noticeLeft float64 // ticks it stays
	tips       []tip   // boxes asked for this frame (ctx.ShowTip), drawn last
	coach      coach   // the first-game tips (tips.go)
	guide      *guide  // the guided first game's steps (guided.go); nil in an ordinary game

	endWait  float64 // ticks left showing the final position before the results
	resumed  bool    // the game was resumed from a save: the board's first Reset recalls its events
	menu     ui.Button
	rules    ui.Button
	settings ui.Button
	scores   ui.Button // the match's score table (History)
	lookBack ui.Button // the last trick or plays (LookBack), when the board offers them

	// hint is the button that asks the strongest bot for the viewer's move; hinting is that
	// bot's decision under way, made in slices like a CPU's, for the step count hintStep.
	hint     ui.Button
	hinting  *thought
	hintStep int
	// hinted is the move the last hint suggested, lit on a hinter board until the viewer
	// acts: it holds while the step count is still hintedAt.
	hinted   engine.Action
	hintedAt int
}

// thought is a CPU decision (or a hint) being made, a slice of it per frame (the browser runs
// the game on one thread: a decision made in one go would freeze the screen), or natively on a
// goroutine of its own (aside) in the same slices back to back, so the choice is the same
// either way; ticks are the ticks since it started, for the minimum thinking time.
type thought struct {
	*session.Thought
	ticks float64
}

// NewTable starts a match from a setup.
func NewTable(a *App, s Setup) (*Table, error) {
	m, err := engine.NewMatch(s.Entry.Rules, len(s.Seats), s.Seed, s.Options)
	if err != nil {
		return nil, err
	}
	t, err := newTable(a, s, m)
	if err != nil {
		return nil, err
	}
	if err := t.newGame(); err != nil {
		return nil, err
	}
	a.rememberNames(s)
	return t, nil
}

// ResumeTable puts a saved match back on the table where it stood, its game log rebuilt from
// the replayed events. The deal is not animated again.
func ResumeTable(a *App, l *save.Loaded) (*Table, error) {
	e, ok := Lookup(l.File.Game)
	if !ok {
		return nil, fmt.Errorf("unknown game %q", l.File.Game)
	}
	s := Setup{Entry: e, Seed: l.File.Seed, Options: l.Match.Options, Games: l.File.Games}
	for _, seat := range l.File.Seats {
		s.Seats = append(s.Seats, SeatSetup{Human: seat.Human, Bot: seat.Bot, Name: seat.Name})
	}
	t, err := newTable(a, s, l.Match)
	if err != nil {
		return nil, err
	}
	t.sess.Begin(l.State, l.File.Steps, l.Events)
	t.begin()
	t.dealt, t.resumed = true, true
	noteResume(len(t.sess.Steps))
	a.probe.resumed = len(t.sess.Steps)
	t.log.showFrom(t.sess.Log, t.viewer)
	return t, nil
}

func newTable(a *App, s Setup, m *engine.Match) (*Table, error) {
	seats := make([]session.Seat, len(s.Seats))
	for i, seat := range s.Seats {
		b, err := bots.New(s.Entry.ID, seat.Bot)
		if err != nil && !seat.Human {
			return nil, err
		}
		seats[i] = session.Seat{Human: seat.Human, Bot: b}
	}
	t := &Table{app: a, setup: s, board: s.Entry.NewBoard(), sess: session.New(m, seats, s.Seed)}
	t.sess.Saver = saver{t}
	t.sess.OnSlice = func(d time.Duration) { thinkTimes.note(d) }
	return t, nil
}

// saver keeps the table's match as its game's save after every step (App.autosave).
type saver struct{ t *Table }

func (s saver) Save(*session.Session) { s.t.app.autosave(s.t) }

// newGame deals the match's next game.
func (t *Table) newGame() error {
	t.drop()
	if err := t.sess.NextGame(); err != nil {
		return err
	}
	t.begin()
	return nil
}

// drop stops the decision under way, if any.
func (t *Table) drop() {
	if t.thinking != nil {
		t.thinking.Drop()
		t.thinking = nil
	}
}

// begin shows the session's game afresh: a fresh deal, or a resumed game.
func (t *Table) begin() {
	t.drop()
	t.dealt, t.ready = false, false
	t.countdown, t.endWait = 0, 150
	t.forcedStep = -1
	t.log = logPanel{}
	noteTable(t)
	t.viewer = -1
	if t.setup.Humans() < 2 {
		t.viewer = 0
		for i, seat := range t.setup.Seats {
			if seat.Human {
				t.viewer = i
				break
			}
		}
	}
}

func (t *Table) hotSeat() bool { return t.sess.HotSeat() }

// tip is a box of text beside a rect (ctx.ShowTip).
type tip struct {
	r    ui.Rect
	text string
}

func (t *Table) refreshCtx(a *App) {
	u := a.U
	t.ctx.Lang, t.ctx.U, t.ctx.W, t.ctx.H = a.Lang(), u, float64(a.W), float64(a.H)
	t.ctx.Speed = a.Settings.Speed.Factor()
	t.ctx.Names = t.setup.Names()
	t.ctx.Area = ui.Rect{X: 0, Y: 52 * u, W: float64(a.W) - logWidth(a), H: float64(a.H) - 52*u}
	t.ctx.Countdown, t.ctx.CountdownOf = t.countdown, t.countdownOf
	t.ctx.Log = t.log.add
	t.ctx.Started = t.started
	t.ctx.Notice = t.say
	t.ctx.Tip = t.addTip
	t.ctx.Thinking, t.ctx.Thinker = t.thinking != nil, -1
	if t.thinking != nil {
		t.ctx.Thinker = t.thinking.Seat
	}
}

// logWidth is the log panel's width: 300 units, but in a small window no narrower than its
// lines need to stay readable at the smallest text size.
func logWidth(a *App) float64 {
	w := 300 * a.U
	if w < 220 {
		w = min(220, float64(a.W)*0.34)
	}
	return w
}

// say shows a notice for about two seconds; a new one replaces it.
func (t *Table) say(text string) {
	t.notice, t.noticeLeft = text, noticeTicks
}

const noticeTicks = 120

// addTip keeps a tip for the frame being drawn (a board asking twice is drawn once).
func (t *Table) addTip(r ui.Rect, text string) {
	for _, tp := range t.tips {
		if tp.r == r && tp.text == text {
			return
		}
	}
	t.tips = append(t.tips, tip{r, text})
}

// show starts the board on the viewer, with the deal if it has not been shown yet. The log
// is rebuilt for the new viewer's eyes: a hot-seat player never reads the last one's lines.
func (t *Table) show() {
	var deal []engine.Event
	t.log.showFrom(t.sess.Log, t.viewer)
	if d, ok := t.sess.State.(dealer); ok && !t.dealt {
		raw := d.DealEvents()
		t.sess.Record(raw) // the board adds their lines as it deals
		deal = engine.Redact(raw, t.viewer)
		t.app.cue.dealt(len(deal))
	}
	t.dealt, t.ready = true, true
	t.board.Reset(&t.ctx, t.sess.View(t.viewer), deal)
	// A deal being shown is noted by the board as it is dealt.
	if _, private := t.board.(privateRecorder); t.resumed || private && deal == nil {
		t.recall(t.sess.Log)
	}
	t.resumed = false
}

// recall hands a look-back board the log evs (the game's so far) through the viewer's eyes.
func (t *Table) recall(evs []engine.Event) {
	if r, ok := t.board.(recaller); ok {
		r.Recall(engine.Redact(evs, t.viewer))
	}
}

// Update implements Scene.
func (t *Table) Update(a *App) error {
	t.refreshCtx(a)
	t.placeBar(a)
	t.tips = t.tips[:0]
	t.noticeLeft = max(0, t.noticeLeft-1)
	if t.stepCoach(a) || a.banner.update(a) || t.barInput(a) {
		return nil
	}
	if t.viewer >= 0 && !t.ready {
		t.show()
	}
	t.log.update(&a.In, &t.ctx, logWidth(a))
	legal := t.humanLegal()
	t.stepHint(a)
	if yours := len(legal) > 0; yours != t.yourTurn {
		t.yourTurn = yours
		noteTurn(yours)
	}
	if t.ready {
		if act := t.board.Update(&t.ctx, &a.In, legal); act != nil && len(legal) > 0 {
			t.play(a, act)
			return nil
		}
	}
	if t.ready && t.board.Busy() {
		return nil
	}
	if t.sess.State.Outcome() != nil {
		return t.finish(a)
	}
	t.serve(a)
	return nil
}

// humanLegal is what the viewer may do now, or nil when it is not the viewer's moment.
func (t *Table) humanLegal() []engine.Action {
	if t.viewer < 0 || !t.sess.Human(t.viewer) || t.board.Busy() || t.sess.State.Outcome() != nil {
		return nil
	}
	if !engine.IsActor(t.sess.State, t.viewer) || t.thinking != nil {
		return nil
	}
	if v, ok := t.sess.Visiting(); t.sess.InWindow && (!ok || v != t.viewer) {
		return nil
	}
	legal := t.sess.Legal(t.viewer)
	if len(legal) == 1 && (t.sess.State.Window() != nil || !t.sess.OnTurn(t.viewer)) {
		return nil // a forced answer is given for the player (session.Forced; tickCountdown, answerForced)
	}
	return legal
}

// play applies the viewer's chosen action, first asking the player to confirm a move that
// surely ends the game as a loss for their own side, with the game's own reason. The judgement
// is made from the player's View, like a CPU's, so the question itself reveals nothing.
func (t *Table) play(a *App, act engine.Action) {
	if reason, sure := bots.SureLoss(t.setup.Entry.Rules, t.sess.View(t.viewer), act); sure && len(t.sess.Legal(t.viewer)) > 1 {
		seat, step := t.viewer, len(t.sess.Steps)
		q := a.T("table.sureloss", i18n.Msg(a.Lang(), reason, t.setup.Names(), t.board.CardLabel))
		a.Push(NewConfirm(q, func() {
			if len(t.sess.Steps) == step {
				t.apply(seat, act)
			}
		}))
		return
	}
	t.apply(t.viewer, act)
}

// serve moves the game on: CPU actors think, humans are shown their turn behind a curtain
// when needed, and timed prompts count down.
func (t *Table) serve(a *App) {
	if th := t.thinking; th != nil {
		th.ticks += t.ctx.Speed
		if t.mayThink(a) {
			th.think(thinksAside(a))
		}
		// A minimum thinking time keeps CPU play watchable. Answers in a reaction window
		// take none: a pause there would tell the others that this seat could react.
		if th.Choice() != nil && (th.ticks >= 24 || th.InWindow) {
			t.thinking = nil
			t.apply(th.Seat, th.Choice())
		}
		return
	}
	next := t.sess.Next() // in any order, the CPUs answer first: the humans' prompts come together
	if !t.sess.Human(next) {
		if t.sess.State.Window() == nil {
			t.leaveSeat() // a CPU's turn: the last human's hand goes face down
		}
		t.thinking = &thought{Thought: t.sess.Think(next)}
		return
	}
	t.serveHumans(a)
}

// leaveSeat turns the hot-seat board to nobody's eyes, the public view, until the next
// human confirms the curtain; a board that cannot show it is hidden meanwhile.
func (t *Table) leaveSeat() {
	if !t.hotSeat() || t.viewer < 0 {
		return
	}
	t.viewer = -1
	if _, ok := t.board.(spectating); !ok {
		t.ready = false
		t.log.showFrom(t.sess.Log, -1)
		return
	}
	t.show()
}

// mayThink reports whether this tick may work on a decision: the first tick after each drawn
// frame may. Where frames come slower than ticks (software GL draws 35–40 a second against 60
// ticks) a frame would otherwise carry two or three slices. Before the first frame (a test
// ticking without drawing) every tick may.
func (t *Table) mayThink(a *App) bool {
	if a.frames == 0 {
		return true
	}
	if t.thoughtAt == a.frames {
		return false
	}
	t.thoughtAt = a.frames
	return true
}

// think works on the decision for one slice (session.Slice), and takes its choice once it is
// made; aside, it starts the work on a goroutine the first time and takes the choice once it
// has come.
func (th *thought) think(aside bool) {
	if aside {
		th.ThinkAside(session.Slice)
	} else {
		th.Think(session.Slice)
	}
}

// thinkAside: natively a decision is worked on beside the game's thread once frames are
// drawn, so a frame carries none of it; the browser has one thread, and thinks in slices.
// Before the first frame (a test ticking without drawing) the slices stay on the ticks,
// whose count then does not hang on another thread's pace.
var thinkAside = runtime.GOOS != "js"

func thinksAside(a *App) bool { return thinkAside && a.frames > 0 }

// sliceLog keeps the length of every thinking slice when a test asks it to.
type sliceLog struct{ d []time.Duration }

func (l *sliceLog) note(d time.Duration) {
	if l != nil {
		l.d = append(l.d, d)
	}
}

// thinkTimes is nil but in a test of the slices.
var thinkTimes *sliceLog

// serveHumans hands the turn to the human actors, one at a time. When a reaction window is
// open in hot-seat, every human but the one who caused it is visited, asked or not, and for
// as long, so passing the device gives nothing away.
func (t *Table) serveHumans(a *App) {
	next := t.sess.State.Actors()[0]
	if t.hotSeat() {
		if w := t.sess.State.Window(); w != nil && !t.sess.InWindow {
			// A window where no human has a choice is answered for them at once. When some
			// human may answer, every human is visited, so only that some human could is
			// seen, never who.
			if seat, act, ok := t.sess.ForcedHuman(w); ok {
				t.apply(seat, act)
				return
			}
			t.sess.OpenWindow(w)
		}
		if t.sess.InWindow {
			v, ok := t.sess.Visiting()
			if !ok {
				t.sess.InWindow = false
				return
			}
			next = v
		}
		if next != t.viewer {
			a.Push(NewCurtain(t.setup.Seats[next].Name, func() {
				t.viewer = next
				t.show()
			}))
			return
		}
	}
	t.tickCountdown(a)
}

// tickCountdown runs the viewer's timed answer in a window, or the bystander's matching
// pause. A viewer whose only answer is forced (nothing to declare) is a bystander too: the
// panel looks the same, and the forced answer is given when it closes. The clock runs for the
// player's time to answer (Settings.Answer); with no limit nothing is answered by it, and the
// panels wait for the player.
func (t *Table) tickCountdown(a *App) {
	w := t.sess.State.Window()
	asked := w != nil && engine.IsActor(t.sess.State, t.viewer)
	legal := t.sess.Legal(t.viewer)
	forced := asked && len(legal) == 1
	if w == nil && len(legal) == 1 && engine.IsActor(t.sess.State, t.viewer) && !t.sess.OnTurn(t.viewer) {
		t.answerForced(a, legal[0]) // session.Forced outside a window
		return
	}
	if w == nil || (!asked && !t.sess.InWindow) {
		t.countdown = 0
		return
	}
	if forced && !t.hotSeat() {
		// Alone at the table: an answer that is the one time would give (Free Eight's
		// 続行する for a hand that cannot ロン, a reaction with nothing to react with) answers
		// no question, the rules putting none to this seat, and is given at once; any other
		// is shown as given for the player, as one outside a window is.
		if legal[0].String() == w.Timeout {
			t.apply(t.viewer, legal[0])
		} else {
			t.answerForced(a, legal[0])
		}
		return
	}
	panel := !asked || forced
	secs := t.answerSeconds(w)
	if secs == 0 && panel && a.Settings.Answer != AnswerWait {
		secs = bystanderSeconds
	}
	expired := false
	switch {
	case secs == 0:
		t.countdown = 0
	case t.timedStep != len(t.sess.Steps)+1 || t.countdown == 0:
		// The first tick of the prompt: its clock is drawn before it runs down.
		t.countdown, t.countdownOf, t.timedStep = secs, secs, len(t.sess.Steps)+1
	default:
		t.countdown -= 1.0 / 60
		expired = t.countdown <= 0
	}
	if panel {
		if t.bystander.Update(&a.In) || a.In.AnyKey(ebiten.KeyEnter, ebiten.KeySpace) || expired {
			if forced {
				t.apply(t.viewer, legal[0])
				return
			}
			t.leaveWindowSeat()
		}
		return
	}
	if expired {
		if act, err := t.sess.State.ParseAction(w.Timeout); err == nil {
			t.apply(t.viewer, act)
		}
	}
}

// answerSeconds is how long the human at the screen has for window w: the rules' seconds as
// the player's setting makes them; 0 means no limit.
func (t *Table) answerSeconds(w *engine.Window) float64 {
	return t.app.Settings.Answer.Seconds(t.setup.Entry.ID, w.Seconds)
}

// bystanderSeconds is how long a hot-seat player with nothing to answer is shown a window
// that has no time limit of its own.
const bystanderSeconds = 5

// forcedPause is how long (ticks at normal speed) the player sees that an answer outside
// their turn is being given for them, before it is.
const forcedPause = 60

// answerForced gives the viewer's only possible answer to a question asked outside its turn
// (damage to take with no defence in hand), or in a window when it is not the timeout's
// answer (solo: tickCountdown), after a pause the player sees — in hot-seat
// the panel, closed by the player or after bystanderSeconds (never, with no limit to answer),
// so how fast the device comes back tells nobody that there was no choice — with a log line,
// for the viewer alone, saying it was answered for them.
func (t *Table) answerForced(a *App, act engine.Action) {
	timed := a.Settings.Answer != AnswerWait
	if step := len(t.sess.Steps) + 1; t.forcedStep != step {
		t.forcedStep, t.forcedLeft, t.countdown = step, forcedPause, 0
		if t.hotSeat() && timed {
			t.countdown = bystanderSeconds
		}
		if !t.hotSeat() {
			t.say(a.T("table.forced"))
		}
		return // the first tick shows the pause or the panel, with its clock
	}
	if t.hotSeat() {
		if timed {
			t.countdown -= 1.0 / 60
		}
		if !t.bystander.Update(&a.In) && !a.In.AnyKey(ebiten.KeyEnter, ebiten.KeySpace) && (!timed || t.countdown > 0) {
			return
		}
	} else if t.forcedLeft -= t.ctx.Speed; t.forcedLeft > 0 {
		return
	}
	seat := t.viewer
	t.forcedStep, t.countdown = -1, 0
	t.log.add(t.sess.NoteForced(seat))
	t.apply(seat, act)
}

// forcedPanel reports whether the hot-seat viewer is shown the panel of an answer given for
// them.
func (t *Table) forcedPanel() bool {
	return t.hotSeat() && t.viewer >= 0 && t.forcedStep == len(t.sess.Steps)+1
}

func (t *Table) leaveWindowSeat() {
	t.countdown = 0
	t.timedStep = -1
	t.sess.EndVisit()
}

// apply performs an action through the session and hands the board its events, redacted for
// the viewer.
func (t *Table) apply(seat int, act engine.Action) {
	// A hot-seat human who has acted leaves the screen to everyone: their own move is shown
	// from the public view already, unless they act again at once.
	var before engine.View
	_, spectates := t.board.(spectating)
	leaving := t.hotSeat() && seat == t.viewer && t.ready
	if leaving && spectates {
		before = t.sess.View(-1)
	}
	logged := len(t.sess.Log) // the log before the move: the board writes the move's lines
	p, err := t.sess.Apply(seat, act)
	if err != nil {
		t.log.add(engine.M("log.refused", engine.SeatRef(seat), err.Error()))
		return
	}
	noteTable(t)
	t.countdown = 0
	if leaving && !t.sess.ActsAlone(seat) {
		t.viewer = -1
		t.log.showFrom(t.sess.Log[:logged], -1)
		if spectates {
			t.board.Reset(&t.ctx, before, nil)
			if _, private := t.board.(privateRecorder); private {
				t.recall(t.sess.Log[:logged])
			}
		} else {
			t.ready = false
		}
	}
	shown := p.For(t.viewer)
	if t.ready {
		t.board.Show(&t.ctx, shown, t.sess.View(t.viewer))
		return
	}
	for _, e := range shown { // no board to write them as it animates
		if e.Msg.Key != "" {
			t.log.add(e.Msg)
		}
	}
}

// finish waits a moment on the final position, then records the game and shows results.
func (t *Table) finish(a *App) error {
	if !t.ready {
		// The final position is shown to everyone: through nobody's eyes when the board
		// can, else through the first seat's.
		if _, ok := t.board.(spectating); !ok {
			t.viewer = 0
		}
		t.show()
		return nil
	}
	t.endWait -= t.ctx.Speed
	if t.endWait > 0 {
		return nil
	}
	o, ok := t.sess.Finish()
	if !ok {
		return nil
	}
	a.GameFinished()
	a.gameEnded(t, o)
	t.sess.Save() // the finished game joins the match record; a finished match clears the save
	a.Push(NewResults(t, o))
	return nil
}

// gameNo is the number of the game on the table, counting from 1.
func (t *Table) gameNo() int { return t.sess.GameNo() }

// restartMatch starts a new match with the same setup and a new seed.
func (t *Table) restartMatch() error {
	t.setup.Seed = engine.GameSeed(t.setup.Seed, 1000)
	t.drop()
	if err := t.sess.Restart(t.setup.Seed); err != nil {
		return err
	}
	t.begin()
	return nil
}

func (t *Table) placeBar(a *App) {
	u := a.U
	w := float64(a.W)
	t.menu = ui.Button{Rect: ui.Rect{X: w - 130*u, Y: 8 * u, W: 120 * u, H: 38 * u}, Label: a.T("common.menu")}
	t.settings = ui.Button{Rect: ui.Rect{X: w - 260*u, Y: 8 * u, W: 120 * u, H: 38 * u}, Label: a.T("menu.settings")}
	t.rules = ui.Button{Rect: ui.Rect{X: w - 390*u, Y: 8 * u, W: 120 * u, H: 38 * u}, Label: a.T("common.rules")}
	t.hint = ui.Button{Rect: ui.Rect{X: w - 520*u, Y: 8 * u, W: 120 * u, H: 38 * u}, Label: a.T("table.hint"),
		Disabled: !t.hintsOn() || len(t.humanLegal()) == 0 || t.hinting != nil}
	t.scores = ui.Button{Rect: ui.Rect{X: w - 650*u, Y: 8 * u, W: 120 * u, H: 38 * u}, Label: a.T("history.button")}
	t.lookBack = ui.Button{}
	if _, ok := t.board.(lookBacker); ok {
		t.lookBack = ui.Button{Rect: ui.Rect{X: w - 780*u, Y: 8 * u, W: 120 * u, H: 38 * u}, Label: a.T("lb.button")}
	}
	t.bystander = ui.Button{Rect: ui.CenteredAt(t.ctx.Area.X+t.ctx.Area.W/2, t.ctx.Area.Y+t.ctx.Area.H/2+60*u, 220*u, 52*u),
		Label: a.T("table.continue"), Primary: true}
}

// barInput handles the top bar; it reports true when the table should do nothing else.
func (t *Table) barInput(a *App) bool {
	switch {
	case t.menu.Update(&a.In) || a.In.Key(ebiten.KeyEscape):
		a.Push(NewConfirm(a.T("table.leave"), func() { a.Home() }))
	case t.settings.Update(&a.In):
		a.Push(NewSettings())
	case t.rules.Update(&a.In) || a.In.Key(ebiten.KeyF1):
		a.Push(NewHelp(t.setup.Entry.ID))
	case t.scores.Update(&a.In) || a.In.Key(ebiten.KeyS):
		a.Push(NewHistory(t))
	case t.lookBack.Rect.W > 0 && (t.lookBack.Update(&a.In) || a.In.Key(ebiten.KeyL)):
		a.Push(NewLookBack(t))
	case !t.hint.Disabled && (t.hint.Update(&a.In) || a.In.Key(ebiten.KeyH)):
		t.startHint(a)
	default:
		return false
	}
	return true
}

// Draw implements Scene.
func (t *Table) Draw(dst *ebiten.Image, a *App) {
	t.refreshCtx(a)
	t.placeBar(a)
	u := a.U
	drawFelt(dst)
	if t.ready {
		t.board.Draw(&t.ctx, dst)
		t.drawHinted(dst, a)
	} else if t.hotSeat() {
		ui.TextCentered(dst, a.T("table.hidden"), ui.SizeBody*u, t.ctx.Area, ui.Muted)
	}
	ui.Fill(dst, ui.Rect{W: float64(a.W), H: 52 * u}, ui.FeltDark)
	title := a.T("game."+t.setup.Entry.ID) + "  " + a.T("table.gameno", t.gameNo(), t.setup.Games)
	ui.Text(dst, title, ui.SizeLarge*u, 20*u, 10*u, ui.Left, ui.Paper)
	buttons := []*ui.Button{&t.menu, &t.settings, &t.rules, &t.scores}
	if t.hintsOn() {
		buttons = append(buttons, &t.hint)
	}
	if t.lookBack.Rect.W > 0 {
		buttons = append(buttons, &t.lookBack)
	}
	for _, b := range buttons {
		b.Draw(dst, ui.SizeBody*u, u)
	}
	lw := logWidth(a)
	t.log.draw(dst, &t.ctx, ui.Rect{X: float64(a.W) - lw, Y: 52 * u, W: lw, H: float64(a.H) - 52*u}, t.board.CardLabel)
	a.banner.draw(dst, a, true)
	switch {
	case t.visited() && (!engine.IsActor(t.sess.State, t.viewer) || len(t.sess.Legal(t.viewer)) == 1):
		key := "table.nothing"
		if legal := t.sess.Legal(t.viewer); len(legal) == 1 && legal[0].String() != t.sess.State.Window().Timeout {
			key = "table.forcedpanel" // an answer is given for the player when it closes
		}
		t.drawBystander(dst, a, key)
	case t.forcedPanel():
		t.drawBystander(dst, a, "table.forcedpanel")
	}
	t.drawNotice(dst, a)
	t.drawTips(dst, a)
	t.drawCoach(dst, a)
}

// visited reports whether the viewer is being visited in a hot-seat window.
func (t *Table) visited() bool {
	v, ok := t.sess.Visiting()
	return ok && t.viewer >= 0 && v == t.viewer
}

// drawBystander is the hot-seat panel for a player who cannot react in a window (it looks
// and lasts like the real prompt, so the pass of the device gives nothing away), or whose
// only answer is given for them.
func (t *Table) drawBystander(dst *ebiten.Image, a *App, key string) {
	u := a.U
	cx, cy := t.ctx.Area.X+t.ctx.Area.W/2, t.ctx.Area.Y+t.ctx.Area.H/2
	r := ui.CenteredAt(cx, cy, min(460*u, t.ctx.Area.W-16*u), 220*u)
	ui.Panel(dst, r, u)
	ui.Text(dst, a.T("table.window"), ui.SizeLarge*u, cx, r.Y+30*u, ui.Center, ui.Ink)
	size := ui.SizeBody * u
	for i, line := range ui.Wrap(a.T(key), size, r.W-40*u) {
		ui.Text(dst, line, size, cx, r.Y+74*u+float64(i)*ui.LineHeight(size), ui.Center, ui.Ink)
	}
	if t.countdown > 0 { // none with no limit to answer: the panel waits for the player
		ui.Text(dst, a.T("table.seconds", int(t.countdown+0.99)), ui.SizeBody*u, r.Right()-20*u, r.Y+30*u, ui.Right, ui.Accent)
	}
	t.bystander.Draw(dst, ui.SizeBody*u, u)
}

// drawNotice is the toast of ctx.Say (drawToast).
func (t *Table) drawNotice(dst *ebiten.Image, a *App) {
	drawToast(dst, a, t.ctx.Area, t.notice, t.noticeLeft)
}

// drawToast is a notice of a table: a dark pill at the top of the board area, fading in its
// last third of a second.
func drawToast(dst *ebiten.Image, a *App, area ui.Rect, notice string, left float64) {
	if left <= 0 || notice == "" {
		return
	}
	u := a.U
	size := ui.SizeBody * u
	lines := ui.Wrap(notice, size, min(560*u, area.W-80*u))
	w := 0.0
	for _, l := range lines {
		w = max(w, ui.Measure(l, size))
	}
	lh := ui.LineHeight(size)
	r := ui.Rect{W: w + 48*u, H: float64(len(lines))*lh + 20*u}
	// At the top of the table: the player's hand, buttons and the piles a reason names stay
	// in sight; only an opponent's backs are covered, for two seconds.
	r.X = area.X + (area.W-r.W)/2
	r.Y = area.Y + 14*u
	alpha := min(1, left/20)
	ui.Cover(dst, r, min(r.H/2, 22*u), ui.Premul(color.RGBA{0x10, 0x14, 0x12, 0xe8}, alpha))
	for i, l := range lines {
		ui.Text(dst, l, size, r.X+r.W/2, r.Y+10*u+float64(i)*lh, ui.Center, ui.Premul(ui.Paper, alpha))
	}
}

// drawTips draws the boxes boards asked for this frame, beside their rect (right, else left)
// and inside the screen.
func (t *Table) drawTips(dst *ebiten.Image, a *App) {
	// The boards ask for tips as they update, on top only: under the results or the score
	// table the last ones asked are stale (another window size, another language).
	if a.Top() != Scene(t) {
		return
	}
	for _, tp := range t.tips {
		drawTip(dst, a, tp)
	}
}

// tipBox is where a tip's box stands, with its wrapped lines: beside the rect on the right,
// else on the left, level with its top, and always inside the screen.
func tipBox(a *App, tp tip) (ui.Rect, []string) {
	u := a.U
	sw, sh := float64(a.W), float64(a.H)
	size, pad := ui.SizeBody*u, tipPad*u
	lines := ui.Wrap(tp.text, size, min(340*u, sw-2*pad-16*u))
	w := 0.0
	for _, l := range lines {
		w = max(w, ui.Measure(l, size))
	}
	box := ui.Rect{W: w + 2*pad, H: float64(len(lines))*ui.LineHeight(size) + 2*pad}
	gap, margin := 10*u, 8*u
	box.X = tp.r.Right() + gap
	if box.Right() > sw-margin {
		box.X = tp.r.X - gap - box.W
	}
	box.X = max(margin, min(box.X, sw-margin-box.W))
	box.Y = max(margin, min(tp.r.Y, sh-margin-box.H))
	return box, lines
}

const tipPad = 12

func drawTip(dst *ebiten.Image, a *App, tp tip) {
	u := a.U
	box, lines := tipBox(a, tp)
	size, pad := ui.SizeBody*u, tipPad*u
	ui.Panel(dst, box, u*0.6)
	ui.RoundRectLine(dst, box, 14*u*0.6, 1.5*u, ui.PaperDim)
	for i, l := range lines {
		ui.Text(dst, l, size, box.X+pad, box.Y+pad+float64(i)*ui.LineHeight(size), ui.Left, ui.Ink)
	}
}

// logPanel is the scrolling game log; it keeps messages, not text, so it follows the language.
// The session records every event as the rules reported it; the panel shows only lines
// redacted for the seat at the screen: the board adds them as they animate, and a change of
// viewer rebuilds them.
type logPanel struct {
	msgs   []engine.Msg // the lines shown, redacted for the viewer
	scroll int          // lines scrolled back from the newest
	// lines caches the wrapped text of msgs for one language, size and width.
	lines []logLine
	key   [4]float64
}

// logLine is one wrapped line of the log; a message's later lines are indented under its
// first, past the bullet.
type logLine struct {
	text   string
	indent bool
}

func (l *logPanel) add(m engine.Msg) {
	l.msgs = append(l.msgs, m)
	l.scroll = 0
}

// showFrom rebuilds the lines for viewer from the game's events so far (the session's log).
func (l *logPanel) showFrom(raw []engine.Event, viewer int) {
	l.msgs, l.scroll = l.msgs[:0], 0
	for _, e := range engine.Redact(raw, viewer) {
		if e.Msg.Key != "" {
			l.msgs = append(l.msgs, e.Msg)
		}
	}
	l.key = [4]float64{}
}

func (l *logPanel) update(in *ui.Input, ctx *ui.Ctx, width float64) {
	if in.X > ctx.W-width && in.WheelY != 0 {
		l.scroll = max(0, l.scroll+int(in.WheelY))
	}
}

func (l *logPanel) wrapped(ctx *ui.Ctx, size, width float64, card func(int) string) []logLine {
	key := [4]float64{float64(len(l.msgs)), float64(ctx.Lang), width, ui.Legible(size)}
	if key != l.key {
		l.key, l.lines = key, l.lines[:0]
		bullet := ui.Measure("・", size)
		for _, m := range l.msgs[max(0, len(l.msgs)-120):] {
			first := ui.Wrap(i18n.Msg(ctx.Lang, m, ctx.Names, card), size, width-bullet)
			for i, line := range first {
				if i == 0 {
					line = "・" + line
				}
				l.lines = append(l.lines, logLine{line, i > 0})
			}
		}
	}
	return l.lines
}

// draw shows the newest lines that fit in r at the small text size, which the text floor
// keeps legible in a small window (the panel then keeps a minimum width, logWidth).
func (l *logPanel) draw(dst *ebiten.Image, ctx *ui.Ctx, r ui.Rect, card func(int) string) {
	u := ctx.U
	ui.Fill(dst, r, ui.FeltDark)
	pad := max(14*u, 8)
	ui.Text(dst, ctx.T("table.log"), ui.SizeBody*u, r.X+pad, r.Y+8*u, ui.Left, ui.Gold)
	top := r.Y + 8*u + ui.LineHeight(ui.SizeBody*u) + 6*u
	size := ui.SizeSmall * u
	lh := ui.LineHeight(size)
	lines := l.wrapped(ctx, size, r.W-2*pad, card)
	fit := max(1, int((r.Bottom()-8*u-top)/lh))
	l.scroll = min(l.scroll, max(0, len(lines)-fit))
	end := len(lines) - l.scroll
	start := max(0, end-fit)
	bullet := ui.Measure("・", size)
	for i, line := range lines[start:end] {
		x := r.X + pad
		if line.indent {
			x += bullet
		}
		ui.Text(dst, line.text, size, x, top+float64(i)*lh, ui.Left, ui.Paper)
	}
}

// hintsOn reports whether the table offers hints: always to a lone human, in hot-seat only
// when setup enabled them (a hint there would serve whoever holds the device).
func (t *Table) hintsOn() bool { return t.setup.Humans() == 1 || t.setup.Hints }

// startHint asks the strongest bot, from the viewer's View alone, for the viewer's move.
func (t *Table) startHint(a *App) {
	b, err := bots.New(t.setup.Entry.ID, bots.Strengths(t.setup.Entry.ID)[len(bots.Strengths(t.setup.Entry.ID))-1])
	if err != nil {
		return
	}
	t.hinting, t.hintStep = &thought{Thought: t.sess.Advise(t.viewer, b)}, len(t.sess.Steps)
	t.say(a.T("table.hint.thinking"))
}

// stepHint thinks on the hint a slice a tick; once it is made, a notice names the move. A hint
// for a moment that has passed (the player moved, the device changed hands) is dropped.
func (t *Table) stepHint(a *App) {
	th := t.hinting
	if th == nil {
		return
	}
	if t.hintStep != len(t.sess.Steps) || th.Seat != t.viewer || !engine.IsActor(t.sess.State, t.viewer) {
		th.Drop()
		t.hinting = nil
		return
	}
	th.ticks++
	if t.mayThink(a) {
		th.think(thinksAside(a))
	}
	if th.Choice() == nil {
		t.noticeLeft = max(t.noticeLeft, 2) // the "thinking" notice stays up
		return
	}
	t.hinting = nil
	if _, ok := t.board.(hinter); ok {
		t.hinted, t.hintedAt = th.Choice(), len(t.sess.Steps)
	}
	rng := t.sess.Fork()
	t.say(a.T("table.hint.move", hintText(&t.ctx, t.board, t.setup.Entry.Rules, t.sess.View(t.viewer), th.Choice(), &rng)))
	t.noticeLeft = hintTicks
}

// hintText words a hinted move: in the board's own words where it has them, else as the log
// would (describeMove).
func hintText(ctx *ui.Ctx, b Board, g engine.Game, v engine.View, act engine.Action, rng *engine.RNG) string {
	if h, ok := b.(hinter); ok {
		if text, worded := h.Hint(ctx, act); worded {
			return text
		}
	}
	return describeMove(ctx, b, g, v, act, rng)
}

// hintTarget is where the hinted move is taken on screen now, while the viewer has not acted.
func (t *Table) hintTarget() (ui.Rect, bool) {
	h, ok := t.board.(hinter)
	if !ok || t.hinted == nil || t.hintedAt != len(t.sess.Steps) || len(t.humanLegal()) == 0 {
		return ui.Rect{}, false
	}
	tg, ok := h.HintTarget(t.hinted)
	return tg.Rect, ok
}

// drawHinted lights the hinted move's target with a gold frame.
func (t *Table) drawHinted(dst *ebiten.Image, a *App) {
	if r, ok := t.hintTarget(); ok {
		ui.RoundRectLine(dst, r.Inset(-3*a.U), 6*a.U, 3*a.U, ui.Gold)
	}
}

// hintTicks is how long the hint stays on screen.
const hintTicks = 360

// describeMove words a move of v's seat as the log would: the first line its events would
// write for the seat, played on a deal of what the seat cannot see (so nothing hidden is
// told: the first line is the move itself, before anything it draws), else its canonical
// form.
func describeMove(ctx *ui.Ctx, b Board, g engine.Game, v engine.View, act engine.Action, rng *engine.RNG) string {
	s := g.Determinize(rng, v)
	evs, err := s.Apply(v.Viewer(), act)
	if err == nil {
		for _, e := range engine.Redact(evs, v.Viewer()) {
			if e.Msg.Key != "" {
				return i18n.Msg(ctx.Lang, e.Msg, ctx.Names, b.CardLabel)
			}
		}
	}
	return act.String()
}

// The table as the results and the score table see it (resultsTable).

func (t *Table) tableEntry() Entry         { return t.setup.Entry }
func (t *Table) seatNames() []string       { return t.setup.Names() }
func (t *Table) tableBoard() Board         { return t.board }
func (t *Table) matchSoFar() *engine.Match { return t.sess.Match }
func (t *Table) matchLength() int          { return t.setup.Games }
func (t *Table) mayDeal() bool             { return true }
func (t *Table) mayRematch() bool          { return false }
func (t *Table) rematch() error            { return t.restartMatch() }
func (t *Table) replayable() bool          { return true }
func (t *Table) leave(a *App)              { a.Home() }
func (t *Table) moved() bool               { return false }

// deal is the results' way on: the match's next game, or a new match once it is over.
func (t *Table) deal(matchOver bool) error {
	if matchOver {
		return t.restartMatch()
	}
	return t.newGame()
}

// The table as the look back sees it (boardTable).

func (t *Table) boardShown() bool { return t.ready }

func (t *Table) boardCtx(a *App) *ui.Ctx {
	t.refreshCtx(a)
	return &t.ctx
}
