package chaos

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	rc "zashiki/rules/chaos"
	"zashiki/rules/engine"
	"zashiki/scenes/ui"
)

// has reports whether a is among the legal actions.
func (b *Board) has(a rc.Action) bool {
	for _, l := range b.legal {
		if x, ok := l.(rc.Action); ok && x == a {
			return true
		}
	}
	return false
}

// selected is the chosen hand card, or -1.
func (b *Board) selected() int {
	hand := b.own()
	if b.sel < 0 || b.sel >= len(hand) {
		return -1
	}
	return hand[b.sel]
}

// placeButtons lays out this frame's buttons: for the chosen hand card, play and discard
// above it and a placement button per push-out in each workplace it may go to (an
// unaffordable push-out shows, disabled); the answers to a question; the order of a
// chaos-3 double play.
func (b *Board) placeButtons(ctx *ui.Ctx) {
	u := ctx.U
	b.buttons = b.buttons[:0]
	if len(b.legal) == 0 || b.Busy() {
		return
	}
	v := b.shown
	switch v.Phase {
	case rc.PhaseAsk:
		p := b.askRect(ctx)
		b.add(ui.Rect{X: p.Right() - 400*u, Y: p.Bottom() - 66*u, W: 180 * u, H: 50 * u}, ctx.T("chaos.ui.yes"), rc.Action{Kind: rc.Yes}, true)
		b.add(ui.Rect{X: p.Right() - 200*u, Y: p.Bottom() - 66*u, W: 180 * u, H: 50 * u}, ctx.T("chaos.ui.no"), rc.Action{Kind: rc.No}, false)
	case rc.PhaseChoose:
		if v.Choice.Kind == rc.ChooseFirst {
			for i, c := range b.m.play {
				p := b.lay.playCard(i, len(b.m.play))
				r := ui.Rect{X: p.X - 80*u, Y: p.Y + p.W*ui.CardAspect/2 + 10*u, W: 160 * u, H: 44 * u}
				b.add(r, ctx.T("chaos.ui.first"), rc.Action{Kind: rc.Pick, Card: c}, true)
			}
		}
	case rc.PhaseAction:
		c := b.selected()
		if c < 0 || b.sel >= len(b.hand) {
			return
		}
		r := b.lay.actions
		if rc.Cards[c].Effect != nil {
			b.add(ui.Rect{X: r.X, Y: r.Y, W: r.W, H: 50 * u}, ctx.T("chaos.ui.play"), rc.Action{Kind: rc.Play, Card: c}, true)
		}
		b.add(ui.Rect{X: r.X, Y: r.Y + 60*u, W: r.W, H: 44 * u}, ctx.T("chaos.ui.discard"), rc.Action{Kind: rc.Discard, Card: c}, false)
		for i, cat := range rc.Cats {
			if !rc.Cards[c].Cats.Has(cat) {
				continue
			}
			w := b.lay.work[i]
			y := w.Bottom() - 44*u
			if v.Work[i] == empty {
				b.add(ui.Rect{X: w.X + 10*u, Y: y, W: w.W - 20*u, H: 38 * u}, ctx.T("chaos.ui.placehere"), rc.Action{Kind: rc.Place, Card: c, Cat: cat}, true)
				continue
			}
			half := (w.W - 26*u) / 2
			for k, out := range []rc.Out{rc.OutLane, rc.OutDiscard} {
				a := rc.Action{Kind: rc.Place, Card: c, Cat: cat, Out: out}
				label := b.outLabel(ctx, v.Work[i], out)
				r := ui.Rect{X: w.X + 10*u + float64(k)*(half+6*u), Y: y, W: half, H: 38 * u}
				b.add(r, label, a, out == rc.OutLane)
			}
		}
	}
}

// outLabel names a push-out with its cost: "→レーン 2払う", "→捨て場 無料".
func (b *Board) outLabel(ctx *ui.Ctx, prev int, out rc.Out) string {
	key := "chaos.ui.tolane"
	if out == rc.OutDiscard {
		key = "chaos.ui.todiscard"
	}
	cost := rc.PushOutCost(prev, out)
	if cost == 0 {
		return ctx.T(key) + " " + ctx.T("chaos.ui.free")
	}
	return ctx.T(key) + " " + ctx.T("chaos.ui.pay", cost)
}

// add appends a button; an action that is not legal now shows disabled.
func (b *Board) add(r ui.Rect, label string, a rc.Action, primary bool) {
	b.buttons = append(b.buttons, actionButton{Button: ui.Button{Rect: r, Label: label, Primary: primary, Disabled: !b.has(a)}, act: a})
}

// input turns clicks and keys into an action. A click that cannot do anything now is
// refused with its reason (refuse) rather than ignored.
func (b *Board) input(ctx *ui.Ctx, in *ui.Input) engine.Action {
	b.preview = nil
	for i := range b.buttons {
		bt := &b.buttons[i]
		if bt.Update(in) {
			b.sel = -1
			return bt.act
		}
		if bt.Disabled && in.ClickIn(bt.Rect) {
			b.refuseButton(ctx, bt.act)
			return nil
		}
		if in.Hover(bt.Rect) && bt.act.Kind == rc.Place {
			a := bt.act
			b.preview = &a
		}
	}
	switch b.shown.Phase {
	case rc.PhaseAsk:
		switch {
		case in.Key(ebiten.KeyY):
			return rc.Action{Kind: rc.Yes}
		case in.Key(ebiten.KeyN):
			return rc.Action{Kind: rc.No}
		}
		if !b.askRect(ctx).Contains(in.X, in.Y) {
			b.refuseClick(ctx, in, ctx.T("chaos.why.answer"))
		}
	case rc.PhaseChoose:
		return b.pickInput(ctx, in)
	case rc.PhaseAction:
		return b.turnInput(ctx, in)
	}
	return nil
}

// refuseButton says why a disabled placement cannot be chosen: the push-out costs more than
// the resources left after placing.
func (b *Board) refuseButton(ctx *ui.Ctx, a rc.Action) {
	if a.Kind != rc.Place {
		return
	}
	prev := b.m.work[a.Cat.Slot()]
	if prev == empty {
		return
	}
	where := ctx.T("chaos.why.lanename")
	if a.Out == rc.OutDiscard {
		where = ctx.T("chaos.why.discname")
	}
	b.refuse(ctx, prev, ctx.T("chaos.why.cantpay", b.CardLabel(prev), where, rc.PushOutCost(prev, a.Out), rc.AfterPlacing(b.m.res, a.Card)))
}

// refuseClick refuses a click on a card with reason; a click elsewhere is left alone.
func (b *Board) refuseClick(ctx *ui.Ctx, in *ui.Input, reason string) {
	if !in.Clicked {
		return
	}
	if c, ok := b.cardAt(in.X, in.Y); ok && in.ClickIn(cardRect(c.pose)) {
		b.refuse(ctx, c.card, reason)
	}
}

// refuse shakes card briefly and tells the player why.
func (b *Board) refuse(ctx *ui.Ctx, card int, reason string) {
	b.shake.Start(card)
	ctx.Say(reason)
}

// idleInput is the refusal of a click on a card while the viewer has nothing to do: another
// seat is playing, or the cards are still moving.
func (b *Board) idleInput(ctx *ui.Ctx, in *ui.Input) {
	switch {
	case b.shown.Outcome != nil:
	case b.Busy():
		b.refuseClick(ctx, in, ctx.T("chaos.why.busy"))
	case b.shown.Phase == rc.PhaseAsk:
		b.refuseClick(ctx, in, ctx.T("chaos.ui.waitask"))
	default:
		b.refuseClick(ctx, in, ctx.T("chaos.why.wait", ctx.Names[b.actor()]))
	}
}

// turnInput chooses a hand card (click or its number key) and, with one chosen, takes
// P (play), X (discard) or 1–6 on the placement buttons in order. A click on a workplace the
// chosen card cannot go to, or P on a card without a play effect, is refused.
func (b *Board) turnInput(ctx *ui.Ctx, in *ui.Input) engine.Action {
	hand := b.own()
	b.hover = b.handAt(in.X, in.Y)
	if b.hover >= 0 && in.ClickIn(cardRect(b.hand[b.hover])) {
		if b.sel == b.hover {
			b.sel = -1
		} else {
			b.sel = b.hover
		}
		return nil
	}
	keys := []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5, ebiten.Key6}
	if b.sel < 0 {
		for i, k := range keys {
			if i < len(hand) && in.Key(k) {
				b.sel = i
			}
		}
		b.refuseClick(ctx, in, ctx.T("chaos.why.pickfirst"))
		return nil
	}
	c := hand[b.sel]
	switch {
	case in.Key(ebiten.KeyEscape):
		b.sel = -1
	case in.Key(ebiten.KeyP):
		if a := (rc.Action{Kind: rc.Play, Card: c}); b.has(a) {
			return a
		}
		b.refuse(ctx, c, ctx.T("chaos.why.noplay", b.CardLabel(c)))
	case in.Key(ebiten.KeyX):
		return rc.Action{Kind: rc.Discard, Card: c}
	}
	var places []rc.Action
	for _, bt := range b.buttons {
		if bt.act.Kind == rc.Place && !bt.Disabled {
			places = append(places, bt.act)
		}
	}
	for i, k := range keys {
		if i < len(places) && in.Key(k) {
			return places[i]
		}
	}
	if in.Clicked {
		for i, cat := range rc.Cats {
			if !rc.Cards[c].Cats.Has(cat) && in.ClickIn(b.lay.work[i]) {
				b.refuse(ctx, c, ctx.T("chaos.why.wrongcat", b.CardLabel(c), b.catNames(ctx, rc.Cards[c].Cats), ctx.T("chaos.cat."+cat.Name())))
			}
		}
	}
	return nil
}

// catNames names a card's categories: "テクノロジー・ユーザー", "TECH and USER".
func (b *Board) catNames(ctx *ui.Ctx, cats rc.Cat) string {
	var out string
	for _, c := range rc.Cats {
		if cats.Has(c) {
			if out != "" {
				out += ctx.T("chaos.tip.catsep")
			}
			out += ctx.T("chaos.cat." + c.Name())
		}
	}
	return out
}

// handAt is the index of the hand card under (x, y), the top one where they overlap, or -1.
func (b *Board) handAt(x, y float64) int {
	for i := len(b.hand) - 1; i >= 0; i-- {
		if cardRect(b.hand[i]).Contains(x, y) {
			return i
		}
	}
	return -1
}

// pickInput takes a click on a card the pending choice may pick; a click on another card is
// refused with what the choice is for.
func (b *Board) pickInput(ctx *ui.Ctx, in *ui.Input) engine.Action {
	for _, t := range b.pickTargets() {
		if in.ClickIn(cardRect(t.pose)) {
			return rc.Action{Kind: rc.Pick, Card: t.card}
		}
	}
	keys := []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5, ebiten.Key6}
	for i, t := range b.pickTargets() {
		if i < len(keys) && in.Key(keys[i]) {
			return rc.Action{Kind: rc.Pick, Card: t.card}
		}
	}
	ch := b.shown.Choice
	switch ch.Kind {
	case rc.ChooseDiscard:
		b.refuseClick(ctx, in, ctx.T("chaos.why.discard"))
	case rc.ChooseFirst:
		b.refuseClick(ctx, in, ctx.T("chaos.why.first"))
	default:
		b.refuseClick(ctx, in, ctx.T("chaos.why.target", b.CardLabel(ch.Card)))
	}
	return nil
}

type target struct {
	card int
	pose ui.Pose
}

// pickTargets are the cards the viewer may pick now, where they are drawn.
func (b *Board) pickTargets() []target {
	if len(b.legal) == 0 || b.shown.Phase != rc.PhaseChoose {
		return nil
	}
	var out []target
	for _, l := range b.legal {
		a, ok := l.(rc.Action)
		if !ok || a.Kind != rc.Pick {
			continue
		}
		if p, ok := b.poseOf(a.Card); ok {
			out = append(out, target{a.Card, p})
		}
	}
	return out
}

// poseOf finds where a visible card is drawn.
func (b *Board) poseOf(c int) (ui.Pose, bool) {
	if i := slices.Index(b.own(), c); i >= 0 && i < len(b.hand) {
		return b.hand[i], true
	}
	if i := slices.Index(b.m.work[:], c); i >= 0 {
		return b.lay.workCard(i), true
	}
	if i := slices.Index(b.m.lane, c); i >= 0 {
		return b.lay.laneCard(i, len(b.m.lane)), true
	}
	if i := slices.Index(b.m.play, c); i >= 0 {
		return b.lay.playCard(i, len(b.m.play)), true
	}
	return ui.Pose{}, false
}

// seen is a card the viewer sees on the table and where it is drawn.
type seen struct {
	card int
	pose ui.Pose
	cl   faceClass
}

// visible lists the face-up cards on the table, the topmost last: the discard pile's top,
// the lane, the workplaces, the cards being resolved, the viewer's hand.
func (b *Board) visible() []seen {
	var out []seen
	if n := len(b.m.discard); n > 0 {
		out = append(out, seen{b.m.discard[n-1], b.lay.discardPose(), faceMini})
	}
	for i, c := range b.m.lane {
		out = append(out, seen{c, b.lay.laneCard(i, len(b.m.lane)), faceMini})
	}
	for i, c := range b.m.work {
		if c != empty {
			out = append(out, seen{c, b.lay.workCard(i), faceWork})
		}
	}
	for i, c := range b.m.play {
		out = append(out, seen{c, b.lay.playCard(i, len(b.m.play)), faceLarge})
	}
	for i, c := range b.own() {
		if i < len(b.hand) && c != unknown {
			out = append(out, seen{c, b.hand[i], faceHand})
		}
	}
	return out
}

// cardAt is the topmost face-up card under (x, y).
func (b *Board) cardAt(x, y float64) (seen, bool) {
	vis := b.visible()
	for i := len(vis) - 1; i >= 0; i-- {
		if cardRect(vis[i].pose).Contains(x, y) {
			return vis[i], true
		}
	}
	return seen{}, false
}

// tips shows the full text of the card under the pointer (hover, or a finger held on it),
// and what the die's marker means when the pointer rests on it. A large card whose face
// holds all its words needs no tip.
func (b *Board) tips(ctx *ui.Ctx, in *ui.Input) {
	if b.shown.Phase == rc.PhaseAsk && !b.Busy() && b.shown.Outcome == nil && b.askRect(ctx).Contains(in.X, in.Y) {
		return
	}
	if b.m.marker >= 0 && b.m.marker < len(b.lay.plates) {
		if r := b.lay.markerRect(b.m.marker); r.Contains(in.X, in.Y) {
			ctx.ShowTip(r, ctx.T("chaos.tip.marker", ctx.Names[b.m.marker]))
			return
		}
	}
	if c, ok := b.cardAt(in.X, in.Y); ok && (c.cl != faceLarge || faceCut(c.card, b.lang, b.spec(c.cl))) {
		ctx.ShowTip(cardRect(c.pose), cardTip(c.card, b.lang, b.CardLabel(c.card)))
	}
}

// cardRect is the clickable box of a card.
func cardRect(p ui.Pose) ui.Rect { return ui.CenteredAt(p.X, p.Y, p.W, p.W*ui.CardAspect) }

// ActionRect is where the button that sends a is drawn now, for scripted input and tests.
func (b *Board) ActionRect(a engine.Action) (ui.Rect, bool) {
	for _, bt := range b.buttons {
		if bt.act == a {
			return bt.Rect, true
		}
	}
	return ui.Rect{}, false
}

// CardRect is where the face-up card id is drawn now, for scripted input and tests.
func (b *Board) CardRect(id int) (ui.Rect, bool) {
	for _, c := range b.visible() {
		if c.card == id {
			return cardRect(c.pose), true
		}
	}
	return ui.Rect{}, false
}

// MarkerRect is where the die's marker is drawn now (beside the seat that touched the die
// last), for scripted input and tests.
func (b *Board) MarkerRect() (ui.Rect, bool) {
	if b.m.marker < 0 || b.m.marker >= len(b.lay.plates) {
		return ui.Rect{}, false
	}
	return b.lay.markerRect(b.m.marker), true
}

// WorkRect is workplace i's panel, for scripted input and tests.
func (b *Board) WorkRect(i int) ui.Rect { return b.lay.work[i] }
