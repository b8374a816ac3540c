package locke

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/engine"
	rl "zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/ui"
)

// A click on a thing of the table — a Cカード of the hand, a fighter of the combat, a seat's
// plate, a cell of the map — takes the action its button takes when exactly one legal action
// is about that thing, and lights it (drawLit, the map's green cells). A click on a thing that
// takes no action says why in one line (the table's notice): it is not the viewer's turn, the
// question is not about such things, or this one is out of reach.

// tableInput is the click on a thing of the table this tick: its action, or nil (and a notice
// saying why when the click was on a thing).
func (b *Board) tableInput(ctx *ui.Ctx, in *ui.Input, legal []engine.Action) engine.Action {
	b.names = ctx.Names
	b.hover = rl.OffBoard
	if b.viewer() < 0 {
		return nil // a spectator's clicks only look
	}
	if a, ok := b.handInput(ctx, in, legal); ok {
		return a
	}
	if a, ok := b.fighterInput(ctx, in, legal); ok {
		return a
	}
	if a, ok := b.seatInput(ctx, in, legal); ok {
		return a
	}
	a, _ := b.mapInput(ctx, in, legal)
	return a
}

// targetNames names seats as the table does, for the click targets.
func (b *Board) targetNames(seat int) string {
	if seat >= 0 && seat < len(b.names) {
		return b.names[seat]
	}
	return "?"
}

// notAsked is why nothing on the table can be clicked now, "" when the viewer may act: the
// table is still moving, or another seat is asked (what the table waits for).
func (b *Board) notAsked(ctx *ui.Ctx, legal []engine.Action) string {
	switch {
	case len(b.legal) > 0 && b.Busy():
		return ctx.T("locke.why.busy")
	case len(legal) == 0:
		return ctx.T("locke.why.notnow", promptLine(ctx.Lang, b.shown, false, b.namer(ctx)))
	}
	return ""
}

// handInput: a click on a Cカード of the hand.
func (b *Board) handInput(ctx *ui.Ctx, in *ui.Input, legal []engine.Action) (engine.Action, bool) {
	for i, r := range b.handRects {
		if !in.ClickIn(r) {
			continue
		}
		c := b.shown.Private.Hand[i]
		if why := b.notAsked(ctx, legal); why != "" {
			ctx.Say(why)
			return nil, true
		}
		acts := b.cardActions(c)
		if len(acts) == 1 {
			return acts[0], true
		}
		ctx.Say(b.cardRefusal(ctx, c, acts))
		return nil, true
	}
	return nil, false
}

// cardRefusal is why a click on card c takes no action, acts being the actions that play it.
func (b *Board) cardRefusal(ctx *ui.Ctx, c int, acts []rl.Action) string {
	name := refName(ctx.Lang, c)
	cc, _ := ccard(c)
	played := slices.ContainsFunc(b.legal, func(a engine.Action) bool {
		la := a.(rl.Action)
		return handVerb(la.Verb) && (la.Verb != rl.VerbDiscard || b.shown.Ask.Kind == rl.AskDiscard)
	})
	switch {
	case len(acts) > 1:
		return ctx.T("locke.why.cardtwo", name)
	case !played:
		return ctx.T("locke.why.nocard")
	case b.shown.Options[rl.OptLowPower] == rl.Refuse && cc.Special != book.Wild && cc.Level > b.shown.Body().Pw:
		return ctx.T("locke.why.cardlv", name, cc.Level, b.shown.Body().Pw)
	}
	return ctx.T("locke.why.card", name)
}

// fighterActions are the legal actions about fighter f: aiming at it, or a seat's action
// (改心) at the character it is.
func (b *Board) fighterActions(f int) []rl.Action {
	if b.Busy() || f < 0 || f >= len(b.shown.Fight.Fighters) {
		return nil
	}
	fi := &b.shown.Fight.Fighters[f]
	var out []rl.Action
	for _, a := range b.legal {
		la := a.(rl.Action)
		switch {
		case verbArg(la.Verb) == rl.ArgFighter && la.A == f,
			verbArg(la.Verb) == rl.ArgSeat && fi.Kind == rl.PC && la.A == fi.Seat:
			out = append(out, la)
		}
	}
	return out
}

// fighterInput: a click on a fighter's box in the combat.
func (b *Board) fighterInput(ctx *ui.Ctx, in *ui.Input, legal []engine.Action) (engine.Action, bool) {
	if !b.fighting() {
		return nil, false
	}
	for f, r := range b.cmb.boxes {
		if !in.ClickIn(r) {
			continue
		}
		if why := b.notAsked(ctx, legal); why != "" {
			ctx.Say(why)
			return nil, true
		}
		if acts := b.fighterActions(f); len(acts) == 1 {
			return acts[0], true
		}
		ctx.Say(b.fighterRefusal(ctx, f))
		return nil, true
	}
	return nil, false
}

// fighterRefusal is why a click on fighter f takes no action.
func (b *Board) fighterRefusal(ctx *ui.Ctx, f int) string {
	fs := b.shown.Fight.Fighters
	name := fighterName(ctx.Lang, b.shown, f, b.namer(ctx))
	var aims []int
	for _, a := range b.legal {
		if la := a.(rl.Action); verbArg(la.Verb) == rl.ArgFighter || verbArg(la.Verb) == rl.ArgSeat {
			aims = append(aims, la.A)
		}
	}
	switch {
	case len(b.fighterActions(f)) > 1:
		return ctx.T("locke.why.twoways", name)
	case len(aims) == 0:
		return ctx.T("locke.why.nofighter")
	case !fs[f].In():
		return ctx.T("locke.why.fighterout", name)
	case fs[f].Kind == rl.PC && fs[f].Seat == b.shown.Seat:
		return ctx.T("locke.why.self")
	}
	// One wearing the viewer's silhouette must be the target when it fights (3.2).
	me := b.shown.Seat
	for _, t := range aims {
		if b.shown.Ask.Kind == rl.AskAim && t >= 0 && t < len(fs) && fs[t].Kind == rl.PC && fs[t].Seat != me &&
			b.shown.Chars[fs[t].Seat].Silhouette == b.shown.Chars[me].Silhouette {
			return ctx.T("locke.why.twin", fighterName(ctx.Lang, b.shown, t, b.namer(ctx)))
		}
	}
	return ctx.T("locke.why.fighter", name)
}

// seatActions are the legal actions about seat, outside a combat (there the fighter's box is
// the character): inviting it, looking at its sheet, treating it.
func (b *Board) seatActions(seat int) []rl.Action {
	if b.Busy() || b.fighting() {
		return nil
	}
	var out []rl.Action
	for _, a := range b.legal {
		if la := a.(rl.Action); verbArg(la.Verb) == rl.ArgSeat && la.A == seat {
			out = append(out, la)
		}
	}
	return out
}

// seatInput: a click on a seat's plate while a question is about seats. A plate is read, not
// clicked, at other times: a click on it then says nothing.
func (b *Board) seatInput(ctx *ui.Ctx, in *ui.Input, legal []engine.Action) (engine.Action, bool) {
	if len(legal) == 0 || b.fighting() {
		return nil, false
	}
	seated := slices.ContainsFunc(b.legal, func(a engine.Action) bool { return verbArg(a.(rl.Action).Verb) == rl.ArgSeat })
	if !seated {
		return nil, false
	}
	for seat, r := range b.lay.seats {
		if !in.ClickIn(r) {
			continue
		}
		if acts := b.seatActions(seat); len(acts) == 1 {
			return acts[0], true
		}
		if len(b.seatActions(seat)) > 1 {
			ctx.Say(ctx.T("locke.why.twoways", b.targetNames(seat)))
		} else {
			ctx.Say(ctx.T("locke.why.seat", b.targetNames(seat)))
		}
		return nil, true
	}
	return nil, false
}

// mapInput lets a click on a lit cell take the action that goes there; a click on another
// cell says why it takes none.
func (b *Board) mapInput(ctx *ui.Ctx, in *ui.Input, legal []engine.Action) (engine.Action, bool) {
	b.hover = rl.OffBoard
	if b.fighting() || !b.mapShown() || !b.lay.mapView.Contains(in.X, in.Y) || b.cam.Dragging() {
		return nil, false
	}
	wx, wy := b.cam.ToWorld(in.X, in.Y)
	place, ok := b.world.hit(b.shown.Board.Part, wx, wy)
	if !ok {
		return nil, false
	}
	acts := placeActions(legal, place)
	if len(acts) > 0 {
		b.hover = place
	}
	// A release that ends a pan is not a click.
	if !in.Released || b.cam.Dragged() {
		return nil, false
	}
	if len(acts) == 1 {
		return acts[0], true
	}
	ctx.Say(b.cellRefusal(ctx, place, legal, len(acts)))
	return nil, true
}

// cellRefusal is why a click on place takes no action, n actions going there.
func (b *Board) cellRefusal(ctx *ui.Ctx, place int, legal []engine.Action, n int) string {
	w := words{ctx.Lang, b.shown, b.namer(ctx)}
	placed := slices.ContainsFunc(legal, func(a engine.Action) bool { return placeVerb(a.(rl.Action).Verb) })
	switch {
	case n > 1:
		return ctx.T("locke.why.twoways", placeName(ctx.Lang, place)) // a move and a teleport landing
	case b.viewer() >= 0 && w.basePlanet() && !placed:
		return ctx.T("locke.why.baseplanet")
	}
	if why := b.notAsked(ctx, legal); why != "" {
		return why
	}
	if !placed {
		return ctx.T("locke.why.nomap")
	}
	return ctx.T("locke.why.reach", placeName(ctx.Lang, place))
}

// drawLit outlines the fighters and plates a click acts on now, as the map lights its cells
// and the hand its cards.
func (b *Board) drawLit(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	if b.fighting() {
		for f, r := range b.cmb.boxes {
			if len(b.fighterActions(f)) == 1 {
				ui.RoundRectLine(dst, r.Inset(-2*u), 6*u, 2*u, ui.Legal)
			}
		}
	}
	for seat, r := range b.lay.seats {
		if len(b.seatActions(seat)) == 1 {
			ui.RoundRectLine(dst, r.Inset(-1*u), 8*u, 2*u, ui.Legal)
		}
	}
}

// ClickRect is where a thing of the table is drawn now, for scripted clicks (the tests, the
// app's -probe): "card" the viewer's nth Cカード in hand, "fighter" the combat's nth fighter,
// "seat" the nth seat's plate, "cell" the place n of the map while it shows.
func (b *Board) ClickRect(what string, n int) (ui.Rect, bool) {
	switch what {
	case "card":
		if n >= 0 && n < len(b.handRects) {
			return b.handRects[n], true
		}
	case "fighter":
		r, ok := b.cmb.boxes[n]
		return r, ok && b.fighting()
	case "seat":
		if n >= 0 && n < len(b.lay.seats) {
			return b.lay.seats[n], true
		}
	case "cell":
		if b.fighting() || !b.mapShown() {
			break
		}
		if r, ok := b.world.cellRect(n); ok {
			if sr := b.cam.Rect(r); b.seen(sr) {
				return sr, true
			}
		}
	}
	return ui.Rect{}, false
}
