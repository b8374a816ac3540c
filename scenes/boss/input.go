package boss

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	rb "zashiki/rules/boss"
	"zashiki/rules/engine"
	"zashiki/scenes/i18n"
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

// cardActs are the legal actions a hand card of kind k answers: a card turn's plays and
// discards, a 防御 thrown at a hit, ルールは破ろう's extra 攻撃.
func (b *Board) cardActs(k rb.Kind) []rb.Action {
	var out []rb.Action
	for _, la := range b.legal {
		a, ok := la.(rb.Action)
		if !ok {
			continue
		}
		switch {
		case b.cardPhase() && kindOfAct(a) == k,
			b.shown.Phase == rb.PhaseDamage && a.Act == rb.ActBlock && k == rb.Defence,
			b.shown.Phase == rb.PhaseBonus && a.Act == rb.ActAttack && k == rb.Attack:
			out = append(out, a)
		}
	}
	return out
}

// mayEnd reports whether the boss may end its turn now (boss_must_use keeps it from ending
// before a card is used).
func (b *Board) mayEnd() bool {
	for _, la := range b.legal {
		if a, ok := la.(rb.Action); ok && a.Act == rb.ActEnd {
			return true
		}
	}
	return false
}

// targetActs are the legal actions a click on a seat may choose: the targets of the picked
// card, or of a prompt that names a player (社長, 始末書, 連帯責任, ルールは破ろう).
func (b *Board) targetActs() []rb.Action {
	if len(b.legal) == 0 {
		return nil
	}
	if b.picked >= 0 {
		return b.cardActs(b.picked)
	}
	switch b.shown.Phase {
	case rb.PhaseChief, rb.PhaseShimatsu, rb.PhaseRentai, rb.PhaseBonus:
	default:
		return nil
	}
	var out []rb.Action
	for _, la := range b.legal {
		if a, ok := la.(rb.Action); ok {
			switch a.Act {
			case rb.ActAttack, rb.ActHeal, rb.ActHit, rb.ActMend:
				out = append(out, a)
			}
		}
	}
	return out
}

// targetable reports whether a click on seat s's plate chooses something now.
func (b *Board) targetable(s int) bool {
	if b.Busy() {
		return false
	}
	for _, a := range b.targetActs() {
		if a.Target == s {
			return true
		}
	}
	return false
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
	b.panel = b.layoutPanel(ctx)
	top := b.panel.bottom + 10*u // under the words, however many lines they take (Issue 27)
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

// panelText is the prompt panel's words as laid out for this frame: the question on one
// line, then up to two lines of context, each in its own rect.
type panelText struct {
	title     string
	titleSize float64
	titleRect ui.Rect
	lines     []string
	rects     []ui.Rect
	bottom    float64 // the last line's bottom edge
}

// layoutPanel lays the panel's question and context out, line under line; context longer
// than two lines ends its second in "…".
func (b *Board) layoutPanel(ctx *ui.Ctx) panelText {
	u := ctx.U
	p := b.lay.prompt
	var pt panelText
	title, sub := b.promptText(ctx)
	pt.title, pt.titleSize = b.fit(title, ui.SizeLarge*u, p.W-40*u)
	pt.titleRect = ui.Rect{X: p.X + 20*u, Y: p.Y + 16*u, W: p.W - 40*u, H: ui.LineHeight(pt.titleSize)}
	size, width := ui.SizeBody*u, p.W-40*u
	lines := ui.Wrap(sub, size, width)
	if len(lines) > 2 {
		sep := " "
		if b.lang == i18n.Ja {
			sep = ""
		}
		lines[1], _ = ui.Ellipsis(strings.Join(lines[1:], sep), size, width)
		lines = lines[:2]
	}
	pt.lines = lines
	y := pt.titleRect.Bottom()
	for range lines {
		pt.rects = append(pt.rects, ui.Rect{X: p.X + 20*u, Y: y, W: width, H: ui.LineHeight(size)})
		y += ui.LineHeight(size)
	}
	pt.bottom = y
	return pt
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

// input: a click on a hand card, a prompt button or a seat, or a key for the buttons.
func (b *Board) input(ctx *ui.Ctx, in *ui.Input) engine.Action {
	keys := []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5, ebiten.Key6,
		ebiten.Key7, ebiten.Key8, ebiten.Key9}
	for i, c := range b.choices {
		if c.btn.Update(in) || i < len(keys) && in.Key(keys[i]) {
			b.picked = -1
			return c.act
		}
	}
	if b.picked >= 0 && in.Key(ebiten.KeyEscape) {
		b.picked = -1
	}
	hand := b.own()
	switch {
	case in.Key(ebiten.KeyArrowLeft):
		b.sel = b.nextUsable(-1)
	case in.Key(ebiten.KeyArrowRight):
		b.sel = b.nextUsable(1)
	}
	b.hover = b.handAt(in.X, in.Y)
	chosen := -1
	if b.hover >= 0 && b.hover < len(hand) && in.ClickIn(cardRect(b.hand[b.hover])) {
		chosen = b.hover
	}
	if b.sel >= 0 && b.sel < len(hand) && in.AnyKey(ebiten.KeyEnter, ebiten.KeySpace) {
		chosen = b.sel
	}
	if chosen >= 0 {
		c := hand[chosen]
		if c == unknown {
			return nil
		}
		acts := b.cardActs(rb.KindOf(c))
		switch len(acts) {
		case 0:
			b.refuse(ctx, chosen, b.whyNot(ctx, rb.KindOf(c)))
		case 1:
			b.picked = -1
			return acts[0]
		default:
			b.picked = rb.KindOf(c)
		}
		return nil
	}
	if s := b.hoverSeat; s >= 0 && in.ClickIn(b.lay.plate(s, b.shown.Boss)) {
		return b.clickSeat(ctx, s)
	}
	return nil
}

// handAt is the topmost hand card under the pointer, or -1.
func (b *Board) handAt(x, y float64) int {
	for i := len(b.hand) - 1; i >= 0; i-- {
		if cardRect(b.hand[i]).Contains(x, y) {
			return i
		}
	}
	return -1
}

// seatAt is the seat whose plate is under the pointer, or -1.
func (b *Board) seatAt(x, y float64) int {
	for s := range b.v.Table.Seats {
		if b.lay.plate(s, b.v.Boss).Contains(x, y) {
			return s
		}
	}
	return -1
}

// clickSeat chooses seat s as the target, or says why it cannot be chosen.
func (b *Board) clickSeat(ctx *ui.Ctx, s int) engine.Action {
	acts := b.targetActs()
	var on []rb.Action
	for _, a := range acts {
		if a.Target == s {
			on = append(on, a)
		}
	}
	name := ctx.Names[s]
	v := b.shown
	switch {
	case len(on) == 1:
		b.picked = -1
		return on[0]
	case len(on) > 1: // the 社長 may hurt or heal the same seat
		ctx.Say(ctx.T("boss.why.buttons", name))
	case len(acts) > 0:
		switch {
		case !v.InGame(s):
			ctx.Say(ctx.T("boss.why.resigned", name))
		case v.Life[s] == 0:
			ctx.Say(ctx.T("boss.why.zero", name))
		case (acts[0].Act == rb.ActHeal || acts[0].Act == rb.ActMend) && v.Life[s] >= v.MaxLife(s):
			ctx.Say(ctx.T("boss.why.full", name))
		default:
			ctx.Say(ctx.T("boss.why.notarget", name))
		}
	case v.Phase == rb.PhaseSubTurn || v.Phase == rb.PhaseBossTurn:
		ctx.Say(ctx.T("boss.why.pickcard"))
	}
	return nil
}

// whyNot is the reason a hand card of kind k answers nothing now.
func (b *Board) whyNot(ctx *ui.Ctx, k rb.Kind) string {
	v := b.shown
	switch v.Phase {
	case rb.PhaseSubTurn:
		switch {
		case k == rb.Defence && v.Active(rb.BushoShoshitsu):
			return ctx.T("boss.why.shoshitsu")
		case k == rb.Recovery:
			return ctx.T("boss.why.noheal")
		}
	case rb.PhaseBossTurn:
		switch k {
		case rb.Defence:
			return ctx.T("boss.why.bossdefence")
		case rb.Attack:
			return ctx.T("boss.why.noattack")
		}
	case rb.PhaseDamage:
		return ctx.T("boss.why.onlydefence")
	case rb.PhaseVote, rb.PhaseBossStart, rb.PhaseBonus, rb.PhaseChief, rb.PhaseShimatsu, rb.PhaseRentai:
		return ctx.T("boss.why.answer")
	}
	return ctx.T("boss.why.cannot")
}

// refuse shakes hand card i and says why it was refused.
func (b *Board) refuse(ctx *ui.Ctx, i int, why string) {
	b.shake.Start(i)
	ctx.Say(why)
}

// refuseWaiting answers a click on a hand card while another seat is to act.
func (b *Board) refuseWaiting(ctx *ui.Ctx, in *ui.Input) {
	if b.v.Phase == rb.PhaseOver {
		return
	}
	if i := b.handAt(in.X, in.Y); i >= 0 && in.ClickIn(cardRect(b.hand[i])) {
		b.refuse(ctx, i, ctx.T("boss.why.notnow"))
	}
}

// tips shows the full text of the card under the pointer (a card on the table is too small
// to hold it) and notes the seat under it.
func (b *Board) tips(ctx *ui.Ctx, in *ui.Input) {
	b.hoverSeat = b.seatAt(in.X, in.Y)
	if r, id, ok := b.cardAt(in.X, in.Y); ok {
		ctx.ShowTip(r, cardTip(id, b.lang))
	}
}

// cardAt is the topmost face-up card under the pointer with its box: a hand shown to all,
// the viewer's hand, a 防御 on a field, the 社長, the top of the discard pile.
func (b *Board) cardAt(x, y float64) (ui.Rect, int, bool) {
	for s, sh := range b.shows {
		for i := len(sh.cards) - 1; i >= 0; i-- {
			if r := cardRect(b.showPose(s, sh, i)); sh.cards[i] != unknown && r.Contains(x, y) {
				return r, sh.cards[i], true
			}
		}
	}
	hand := b.own()
	if i := b.handAt(x, y); i >= 0 && i < len(hand) && hand[i] != unknown {
		return cardRect(b.hand[i]), hand[i], true
	}
	for s, c := range b.m.field {
		if r := cardRect(b.lay.fieldPose(s)); c >= 0 && b.v.IsSub(s) && r.Contains(x, y) {
			return r, c, true
		}
	}
	if c := b.m.chief; c >= 0 {
		p := b.lay.bossChief
		if b.m.chiefSide == rb.TeamSide {
			p = b.lay.teamChief
		}
		if r := cardRect(p); r.Contains(x, y) {
			return r, c, true
		}
	}
	if n := len(b.m.discard); n > 0 {
		if r := cardRect(b.lay.discard); r.Contains(x, y) {
			return r, b.m.discard[n-1], true
		}
	}
	return ui.Rect{}, 0, false
}

// nextUsable moves the keyboard selection to the next usable hand card in direction dir.
func (b *Board) nextUsable(dir int) int {
	hand := b.own()
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
