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
	hand := b.m.hands[b.v.Seat]
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

// input turns clicks and keys into an action.
func (b *Board) input(ctx *ui.Ctx, in *ui.Input) engine.Action {
	b.preview = nil
	for i := range b.buttons {
		bt := &b.buttons[i]
		if bt.Update(in) {
			b.sel = -1
			return bt.act
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
	case rc.PhaseChoose:
		return b.pickInput(in)
	case rc.PhaseAction:
		return b.turnInput(in)
	}
	return nil
}

// turnInput chooses a hand card (click or its number key) and, with one chosen, takes
// P (play), X (discard) or 1–6 on the placement buttons in order.
func (b *Board) turnInput(in *ui.Input) engine.Action {
	hand := b.m.hands[b.v.Seat]
	b.hover = -1
	for i := len(b.hand) - 1; i >= 0; i-- {
		if cardRect(b.hand[i]).Contains(in.X, in.Y) {
			b.hover = i
			break
		}
	}
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
		return nil
	}
	c := hand[b.sel]
	switch {
	case in.Key(ebiten.KeyEscape):
		b.sel = -1
	case in.Key(ebiten.KeyP) && b.has(rc.Action{Kind: rc.Play, Card: c}):
		return rc.Action{Kind: rc.Play, Card: c}
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
	return nil
}

// pickInput takes a click on a card the pending choice may pick.
func (b *Board) pickInput(in *ui.Input) engine.Action {
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
	if i := slices.Index(b.m.hands[b.v.Seat], c); i >= 0 && i < len(b.hand) {
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
