// Package locke is the 超人ロック table: the planets and the secret base under a camera, a
// plate per seat for up to eleven, the viewer's own sheet, hand and ability cards, the combat
// that takes the table over with its fighters, dice, damage table and charts, and a panel that
// turns the legal actions into buttons under a prompt.
package locke

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/engine"
	rl "zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// Board implements the table scene's Board for 超人ロック.
type Board struct {
	layer ui.Layer
	v     *rl.View // the view the table settles on once animations finish
	shown *rl.View // the view drawn now
	lang  i18n.Lang
	lay   layout
	seq   ui.Sequencer[*flight]
	tick  int

	world   world      // the boards in world units
	cam     *ui.Camera // nil until the first layout
	camPart rl.Part    // the part the camera was fitted to
	// pos is where each seat's piece is drawn now (a glide moves it between places).
	pos    []point
	glides []*glide

	dice    dice
	lookup  lookup // the chart or damage table shown with its row lit
	floats  []*float
	flights []*flight // played Cカード crossing the table
	banner  banner
	look    record // what the look back shows

	legal      []engine.Action
	panel      ui.ActionPanel
	choices    []rl.Action // the actions behind the panel's choices
	hover      int         // the place under the pointer, or -1
	handRects  []ui.Rect   // the viewer's Cカード in a combat, where they are drawn
	held       bool        // the buttons stay, dimmed, while the viewer's window waits on others
	choicesAsk askKey      // the question the buttons answer
	cmb        combatLay   // the combat's parts, while one is on
	names      []string    // the seats' names, for the click targets' labels
	// cut are the words the last frame could not lay out whole (fit), for the tests.
	cut []string
	// laid is the window and language the layout was made for: a board drawn under the
	// results or the score table gets no Update when either changes, so Draw lays it out again.
	laid laidFor
}

// laidFor is what a layout depends on besides the view: the board's area, the unit, the
// language its words are measured in.
type laidFor struct {
	area ui.Rect
	u    float64
	lang i18n.Lang
}

// NewBoard makes an empty board; Reset fills it.
func NewBoard() *Board { return &Board{hover: rl.OffBoard} }

// CardLabel implements Board: any card reference the rules' messages carry.
func (b *Board) CardLabel(id int) string { return refName(b.lang, id) }

// FinalHand implements Board: nothing as cards; the results give every sheet in words
// (ResultNote), with its side and class.
func (b *Board) FinalHand(int) []int { return nil }

// CardImage implements Board: never asked, as FinalHand shows no cards.
func (b *Board) CardImage(int) *ebiten.Image { return nil }

// Spectates implements the table's spectating: with nobody's view (hot-seat between two
// humans) the boards and plates are drawn from the public part alone, without a prompt.
func (b *Board) Spectates() bool { return true }

// Reset implements Board.
func (b *Board) Reset(ctx *ui.Ctx, v engine.View, deal []engine.Event) {
	lv := v.(*rl.View)
	b.lang = ctx.Lang
	b.v, b.shown = lv, lv
	b.seq.Reset()
	b.tick = 0
	b.glides, b.floats, b.flights, b.dice, b.lookup, b.banner = nil, nil, nil, dice{}, lookup{}, banner{}
	// A new viewer (hot-seat) never inherits the last one's buttons, held or not.
	b.choices, b.held, b.panel = b.choices[:0], false, ui.ActionPanel{}
	// The camera starts fitted for every viewer: where the last one looked is theirs.
	b.cam = nil
	b.relayout(ctx)
	b.settle()
	b.seq.Add(deal...) // the sheets dealt: their lines go to the log as they are shown
}

// Show implements Board.
func (b *Board) Show(ctx *ui.Ctx, evs []engine.Event, v engine.View) {
	b.v = v.(*rl.View)
	b.seq.Add(evs...)
}

// Busy implements Board.
func (b *Board) Busy() bool {
	return b.seq.Busy() || len(b.glides) > 0 || b.dice.rolling()
}

// settle shows the view the table settled on.
func (b *Board) settle() {
	b.shown = b.v
	b.pos = b.pos[:0]
	for seat := range b.v.Seats {
		b.pos = append(b.pos, b.world.placeXY(b.v, seat, b.v.Board.Pos[seat]))
	}
}

// viewer is the seat whose eyes the board shows, -1 for nobody's.
func (b *Board) viewer() int {
	if b.v == nil || b.v.Seat < 0 || b.v.Seat >= b.v.Seats {
		return -1
	}
	return b.v.Seat
}

// relayout places everything for the current window size and part.
func (b *Board) relayout(ctx *ui.Ctx) {
	b.laid = laidFor{ctx.Area, ctx.U, ctx.Lang}
	// The status and the prompt are as tall as their words: a first layout gives their widths.
	b.lay = newLayout(ctx.Area, ctx.U, b.shown.Seats, 1, 1)
	b.lay = newLayout(ctx.Area, ctx.U, b.shown.Seats, len(b.statusLines(ctx, b.lay.status.W)), len(b.promptLines(ctx, b.lay.prompt.W)))
	// Once the planets are laid the map is the question (where to start): the buttons go back
	// under it, not over it.
	if b.shown.Board.Part == rl.PartSetup && !b.mapShown() {
		b.lay.forSetup(len(b.promptLines(ctx, b.lay.view.W-2*gap*ctx.U)))
	}
	b.world = newWorld(b.shown)
	part := b.shown.Board.Part
	if b.cam == nil || b.camPart != part {
		b.cam = ui.NewCamera(b.world.bounds(part), b.lay.mapView)
		b.camPart = part
		// The map opens on the whole board where its cards' names can be read there, else
		// on the viewer's piece as close as they can.
		if z := b.legibleZoom(ctx, part); z > b.cam.Zoom {
			x, y := b.cam.World.Center()
			if s := b.viewer(); s >= 0 && s < len(b.shown.Board.Pos) {
				if p := b.world.placeXY(b.shown, s, b.shown.Board.Pos[s]); p.X == p.X {
					x, y = p.X, p.Y
				}
			}
			b.cam.Focus(x, y, z, 0)
		}
	} else {
		b.cam.World = b.world.bounds(part)
		b.cam.SetView(b.lay.mapView)
	}
	if b.fighting() {
		b.arrangeCombat(ctx)
	}
}

// Update implements Board.
func (b *Board) Update(ctx *ui.Ctx, in *ui.Input, legal []engine.Action) engine.Action {
	b.tick++
	b.lang = ctx.Lang
	// The prompt's words, and so the layout, depend on whether the viewer is asked this tick.
	b.legal = legal
	b.relayout(ctx)
	shown, busy := b.shown, b.Busy()
	b.animate(ctx)
	if b.shown != shown || b.Busy() != busy {
		// What the animation now shows changes the prompt's words, and the buttons go under
		// them: laid out again, they stand where a click takes them from their first frame.
		b.relayout(ctx)
	}
	if b.Busy() {
		legal = nil
	}
	b.setPanel(ctx, legal)
	b.placeHand()
	b.tips(ctx, in)
	if !b.fighting() {
		b.cam.Update(in, b.cameraKeys(in), ctx.U, ctx.Speed)
	}
	if len(legal) > 0 {
		if i := b.panel.Update(in); i >= 0 && i < len(b.choices) {
			return b.choices[i]
		}
	}
	// The things on the table take the action their button takes, or say why they cannot.
	if a := b.tableInput(ctx, in, legal); a != nil {
		return a
	}
	return nil
}

// cameraKeys are the camera's held keys, while the pointer is over the map: elsewhere the
// arrows move the buttons' focus.
func (b *Board) cameraKeys(in *ui.Input) ui.CameraKeys {
	if !b.lay.mapView.Contains(in.X, in.Y) {
		return ui.CameraKeys{}
	}
	return ui.HeldCameraKeys()
}

// setPanel turns the legal actions into the panel's buttons.
func (b *Board) setPanel(ctx *ui.Ctx, legal []engine.Action) {
	// In a window where the CPUs answer first the viewer's buttons come and go while they
	// think: while the viewer is still among the seats the window waits for, its buttons stay,
	// dimmed, on the page it was looking at.
	ask := askOf(b.shown.Ask)
	b.held = len(legal) == 0 && len(b.choices) > 0 && ask == b.choicesAsk &&
		b.viewer() >= 0 && slices.Contains(b.shown.Ask.Seats, b.viewer())
	if !b.held {
		b.choicesAsk = ask
		b.choices = b.choices[:0]
		for _, a := range legal {
			b.choices = append(b.choices, a.(rl.Action))
		}
		// What the turn is for comes first; the support actions a turn also allows (opening
		// the sheet, a 改心, a claim) come after it, in the rules' order.
		slices.SortStableFunc(b.choices, func(x, y rl.Action) int {
			return boolInt(slices.Contains(asides, x.Verb)) - boolInt(slices.Contains(asides, y.Verb))
		})
	}
	b.placePanel(ctx)
}

// placePanel lays the buttons of the choices out in the actions' place of the layout now:
// held buttons too, which must follow the window when it changes size under them.
func (b *Board) placePanel(ctx *ui.Ctx) {
	// Held buttons stay on the page the viewer was looking at, whatever the pages now.
	was := b.panel.Shown()
	var cs []ui.Choice
	for _, la := range b.choices {
		hot := rune(0)
		if len(cs) < 9 {
			hot = rune('1' + len(cs))
		}
		cs = append(cs, ui.Choice{Label: actionLabel(ctx.Lang, b.shown, la, b.namer(ctx)), Enabled: true, Hotkey: hot})
	}
	b.panel.Size = ui.SizeSmall
	b.panel.Set(b.lay.actions, ctx.U, cs)
	if b.held && len(was) > 0 {
		b.panel.ShowChoice(was[0])
	}
}

// askKey tells one question from another.
type askKey struct {
	kind    rl.AskKind
	forWhat rl.DeclFor
	stat    book.Stat
	fighter int
}

func askOf(a rl.Ask) askKey { return askKey{a.Kind, a.For, a.Stat, a.Fighter} }

// asides are the verbs of support actions, offered after the turn's own.
var asides = []rl.Verb{rl.VerbOpen, rl.VerbReform, rl.VerbSup, rl.VerbClaim, rl.VerbSolo, rl.VerbDissolve}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// namer names seats by the table's names.
func (b *Board) namer(ctx *ui.Ctx) seatNames {
	return func(seat int) string {
		if seat >= 0 && seat < len(ctx.Names) {
			return ctx.Names[seat]
		}
		return "?"
	}
}

// fighting reports whether the combat takes the table over now.
func (b *Board) fighting() bool { return b.shown.Fight.On }

// handVerb reports whether v's first number is a Cカード of the hand: playing, answering or
// linking with it, or throwing it away.
func handVerb(v rl.Verb) bool { return verbArg(v) == rl.ArgHand }

// cardActions are the legal actions that play card c: a click on it takes the one there is.
// Throwing a card away is a click only in the round end's discards; in a turn, where a card
// may be played or dropped to run the deck down, dropping it is a button.
func (b *Board) cardActions(c int) []rl.Action {
	if b.Busy() {
		return nil
	}
	var out []rl.Action
	for _, a := range b.legal {
		la := a.(rl.Action)
		if la.Verb == rl.VerbDiscard && b.shown.Ask.Kind != rl.AskDiscard {
			continue
		}
		if handVerb(la.Verb) && la.A == c {
			out = append(out, la)
		}
	}
	return out
}

// placeHand lays the viewer's combat hand out in the sheet's panel, a row a card under the
// stats.
func (b *Board) placeHand() {
	b.handRects = b.handRects[:0]
	seat := b.viewer()
	if seat < 0 || !b.shown.Fight.On || b.shown.Chars[seat].Fighter < 0 {
		return
	}
	u := b.lay.u
	r := b.lay.self
	top := r.Y + 8*u + ui.LineHeight(ui.SizeBody*u) + ui.LineHeight(ui.SizeSmall*u) + 2*u
	area := ui.Rect{X: r.X + 10*u, Y: top, W: r.W - 20*u, H: r.Bottom() - 8*u - top}
	n := len(b.shown.Private.Hand)
	if n == 0 {
		return
	}
	rowH := min(24*u, (area.H-float64(n-1)*3*u)/float64(n))
	for i := range n {
		b.handRects = append(b.handRects, ui.Rect{X: area.X, Y: area.Y + float64(i)*(rowH+3*u), W: area.W, H: rowH})
	}
}

// placeVerb reports whether v's first number is a place of the boards (a planet is named by
// its spaceport's place).
func placeVerb(v rl.Verb) bool {
	a, _ := v.Args()
	return a == rl.ArgPlace || a == rl.ArgPlanet
}

// placeActions are the legal actions that go to place.
func placeActions(legal []engine.Action, place int) []engine.Action {
	var out []engine.Action
	for _, a := range legal {
		if la := a.(rl.Action); placeVerb(la.Verb) && la.A == place {
			out = append(out, a)
		}
	}
	return out
}

// lit reports whether a legal action goes to place.
func (b *Board) lit(place int) bool { return len(placeActions(b.legal, place)) > 0 && !b.Busy() }

// Targets lists where a click takes each legal action now: the panel's buttons, then the lit
// cells of the map (a cell two actions reach is a button only).
func (b *Board) Targets() []ui.Target {
	if len(b.legal) == 0 || b.Busy() {
		return nil
	}
	acts := make([]string, len(b.choices))
	for i, a := range b.choices {
		acts[i] = a.String()
	}
	out := ui.PanelTargets(&b.panel, acts)
	for i, r := range b.handRects {
		c := b.shown.Private.Hand[i]
		if as := b.cardActions(c); len(as) == 1 {
			out = append(out, ui.Target{Rect: r, Action: as[0].String(), Label: refName(b.lang, c)})
		}
	}
	for _, f := range b.fighterOrder() {
		r, drawn := b.cmb.boxes[f]
		if as := b.fighterActions(f); b.fighting() && drawn && len(as) == 1 {
			out = append(out, ui.Target{Rect: r, Action: as[0].String(), Label: fighterName(b.lang, b.shown, f, b.targetNames)})
		}
	}
	for seat, r := range b.lay.seats {
		if as := b.seatActions(seat); len(as) == 1 {
			out = append(out, ui.Target{Rect: r, Action: as[0].String(), Label: b.targetNames(seat)})
		}
	}
	if b.fighting() || !b.mapShown() {
		return out
	}
	for _, a := range b.legal {
		la := a.(rl.Action)
		if !placeVerb(la.Verb) || len(placeActions(b.legal, la.A)) != 1 {
			continue
		}
		if r, ok := b.world.cellRect(la.A); ok {
			if sr := b.cam.Rect(r); b.seen(sr) {
				out = append(out, ui.Target{Rect: sr, Action: la.String(), Label: placeName(b.lang, la.A)})
			}
		}
	}
	return out
}

// Probe says where the game is, for the scripted click tests: the part, whether a combat is
// on, what the rules ask (rules/locke's AskKind), the prompt's words, whether the viewer's
// buttons are held dimmed while others answer its window, the chart shown with its line lit,
// and any words the last frame had to cut.
func (b *Board) Probe() map[string]any {
	if b.shown == nil {
		return nil
	}
	p := map[string]any{"part": int(b.shown.Board.Part), "fight": b.shown.Fight.On, "ask": int(b.shown.Ask.Kind), "held": b.held,
		"prompt": promptLine(b.lang, b.shown, len(b.legal) > 0, b.targetNames)}
	if b.lookup.on() {
		p["lookup"] = b.lookup.chart // "" is the damage table
	}
	if len(b.cut) > 0 {
		p["cut"] = append([]string(nil), b.cut...)
	}
	if len(b.flights) > 0 {
		var cards []int
		for _, f := range b.flights {
			cards = append(cards, f.card)
		}
		p["flying"] = cards // the Cカード crossing the table
	}
	return p
}
