package boss

import (
	"github.com/hajimehoshi/ebiten/v2"

	rb "zashiki/rules/boss"
	"zashiki/rules/engine"
	"zashiki/scenes/ui"
)

// cardPhase reports whether the viewer answers the current prompt by clicking hand cards.
func (b *Board) cardPhase() bool {
	switch b.shown.Phase {
	case rb.PhaseSubTurn, rb.PhaseBossTurn, rb.PhaseDiscard, rb.PhaseNoOvertime:
		return true
	}
	return false
}

var actKind = map[rb.Act]rb.Kind{rb.ActAttack: rb.Attack, rb.ActGuard: rb.Defence, rb.ActHeal: rb.Recovery, rb.ActChief: rb.Chief}

// kindOfAct is the hand card an action uses, or -1.
func kindOfAct(a rb.Action) rb.Kind {
	if a.Act == rb.ActDiscard {
		return a.Kind
	}
	if k, ok := actKind[a.Act]; ok {
		return k
	}
	return -1
}

// cardActs are the legal actions that use a card of kind k.
func (b *Board) cardActs(k rb.Kind) []rb.Action {
	if !b.cardPhase() {
		return nil
	}
	var out []rb.Action
	for _, la := range b.legal {
		if a, ok := la.(rb.Action); ok && kindOfAct(a) == k {
			out = append(out, a)
		}
	}
	return out
}

// placeChoices lays out the prompt's buttons for this frame.
func (b *Board) placeChoices(ctx *ui.Ctx) {
	b.choices = b.choices[:0]
	if len(b.legal) == 0 {
		return
	}
	var acts []engine.Action
	cancel := false
	if b.picked >= 0 {
		for _, a := range b.cardActs(b.picked) {
			acts = append(acts, a)
		}
		cancel = true
	} else {
		for _, la := range b.legal {
			if a, ok := la.(rb.Action); ok && (!b.cardPhase() || kindOfAct(a) < 0) {
				acts = append(acts, la)
			}
		}
	}
	u := ctx.U
	if b.compact() {
		// a card turn: the few other actions sit beside the hand, no panel in the way
		for i, a := range acts {
			r := ui.Rect{X: b.lay.area.Right() - 185*u, Y: b.lay.area.Bottom() - 52*u - float64(len(acts)-1-i)*48*u, W: 175 * u, H: 42 * u}
			b.choices = append(b.choices, choice{btn: ui.Button{Rect: r, Label: b.actionLabel(ctx, a.(rb.Action))}, act: a})
		}
		return
	}
	p := b.lay.prompt
	n := len(acts)
	if cancel {
		n++
	}
	cols := 1
	if n > 4 {
		cols = 2
	}
	bw := (p.W - 40*u - float64(cols-1)*10*u) / float64(cols)
	top := p.Y + 96*u
	bh := min(44*u, (p.Bottom()-14*u-top)/float64((n+cols-1)/cols)-8*u)
	for i := range n {
		r := ui.Rect{X: p.X + 20*u + float64(i%cols)*(bw+10*u), Y: top + float64(i/cols)*(bh+8*u), W: bw, H: bh}
		if i < len(acts) {
			a := acts[i].(rb.Action)
			b.choices = append(b.choices, choice{btn: ui.Button{Rect: r, Label: b.actionLabel(ctx, a), Primary: i == 0 && b.primaryFirst()}, act: acts[i]})
		} else {
			b.choices = append(b.choices, choice{btn: ui.Button{Rect: r, Label: ctx.T("boss.ui.cancel")}})
		}
	}
}

// compact reports whether the prompt's buttons sit beside the hand (a card turn) rather
// than in the panel.
func (b *Board) compact() bool { return b.cardPhase() && b.picked < 0 }

// primaryFirst: the first button is the natural answer (take the hit, draw, vote yes...).
func (b *Board) primaryFirst() bool {
	return b.shown.Phase != rb.PhaseSubTurn && b.shown.Phase != rb.PhaseBossTurn
}

// actionLabel is a button's words for an action, in the context of the prompt.
func (b *Board) actionLabel(ctx *ui.Ctx, a rb.Action) string {
	v := b.shown
	name := func(s int) string {
		if s >= 0 && s < len(ctx.Names) {
			return ctx.Names[s]
		}
		return "?"
	}
	switch a.Act {
	case rb.ActVote:
		if a.N == 1 {
			return ctx.T("boss.ui.voteyes")
		}
		return ctx.T("boss.ui.voteno")
	case rb.ActAttack:
		return ctx.T("boss.ui.attack", name(a.Target))
	case rb.ActHeal:
		if a.Target == v.Seat {
			return ctx.T("boss.ui.healself")
		}
		return ctx.T("boss.ui.heal", name(a.Target))
	case rb.ActResign:
		return ctx.T("boss.ui.resign", rb.SubLife-v.Life[v.Seat])
	case rb.ActEnd:
		switch v.Phase {
		case rb.PhaseBonus:
			return ctx.T("boss.ui.nobonus")
		case rb.PhaseNoOvertime:
			return ctx.T("boss.ui.donediscard")
		}
		return ctx.T("boss.ui.endturn")
	case rb.ActTake:
		return ctx.T("boss.ui.take", v.Damage.Amount)
	case rb.ActBlock:
		return ctx.T("boss.ui.block", max(0, v.Damage.Amount-1))
	case rb.ActNullify:
		return ctx.T("boss.ui.nullify")
	case rb.ActHit:
		return ctx.T("boss.ui.hit", name(a.Target))
	case rb.ActMend:
		return ctx.T("boss.ui.mend", name(a.Target))
	case rb.ActDraw:
		return ctx.T("boss.ui.draw")
	case rb.ActSkip:
		return ctx.T("boss.ui.skip")
	case rb.ActGuard:
		return ctx.T("boss.ui.guard")
	case rb.ActChief:
		return ctx.T("boss.ui.chief")
	case rb.ActDiscard:
		return ctx.T("boss.ui.discard", ctx.T("card.boss."+a.Kind.String()))
	}
	return a.String()
}

// input: a click on a hand card, a prompt button, or a number key for the buttons.
func (b *Board) input(in *ui.Input) engine.Action {
	keys := []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5, ebiten.Key6,
		ebiten.Key7, ebiten.Key8, ebiten.Key9}
	for i, c := range b.choices {
		if c.btn.Update(in) || i < len(keys) && in.Key(keys[i]) {
			if c.act == nil {
				b.picked = -1
				return nil
			}
			b.picked = -1
			return c.act
		}
	}
	if b.picked >= 0 && in.Key(ebiten.KeyEscape) {
		b.picked = -1
	}
	hand := b.m.hands[b.v.Seat]
	switch {
	case in.Key(ebiten.KeyArrowLeft):
		b.sel = b.nextUsable(-1)
	case in.Key(ebiten.KeyArrowRight):
		b.sel = b.nextUsable(1)
	}
	b.hover = -1
	for i := len(b.hand) - 1; i >= 0; i-- {
		if cardRect(b.hand[i]).Contains(in.X, in.Y) {
			b.hover = i
			break
		}
	}
	chosen := -1
	if b.hover >= 0 && b.hover < len(hand) && in.ClickIn(cardRect(b.hand[b.hover])) {
		chosen = b.hover
	}
	if b.sel >= 0 && b.sel < len(hand) && in.AnyKey(ebiten.KeyEnter, ebiten.KeySpace) {
		chosen = b.sel
	}
	if chosen < 0 {
		return nil
	}
	c := hand[chosen]
	if c == unknown {
		return nil
	}
	acts := b.cardActs(rb.KindOf(c))
	switch {
	case len(acts) == 1:
		b.picked = -1
		return acts[0]
	case len(acts) > 1:
		b.picked = rb.KindOf(c)
	}
	return nil
}

// nextUsable moves the keyboard selection to the next usable hand card in direction dir.
func (b *Board) nextUsable(dir int) int {
	hand := b.m.hands[b.v.Seat]
	i := b.sel
	if i < 0 && dir < 0 {
		i = len(hand)
	}
	for range hand {
		i += dir
		if i < 0 || i >= len(hand) {
			return b.sel
		}
		if hand[i] != unknown && len(b.cardActs(rb.KindOf(hand[i]))) > 0 {
			return i
		}
	}
	return b.sel
}

// cardRect is the clickable box of a hand card.
func cardRect(p ui.Pose) ui.Rect { return ui.CenteredAt(p.X, p.Y, p.W, p.W*ui.CardAspect) }
