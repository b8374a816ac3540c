package napoleon

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
	np "zashiki/rules/napoleon"
	"zashiki/scenes/ui"
)

// The declaration panel's size, clear of the name plates at the sides of the table.
const bidPanelW, bidPanelH = 540, 330

// gridSuits is the declaration grid's rows, strongest first.
var gridSuits = [4]deck.Suit{deck.Spades, deck.Hearts, deck.Diamonds, deck.Clubs}

// panelRect is the dialog area in the middle of the table.
func (b *Board) panelRect(ctx *ui.Ctx, w, h float64) ui.Rect {
	return ui.CenteredAt(b.lay.cx, b.lay.cy-10*ctx.U, w*ctx.U, h*ctx.U)
}

// placeControls lays out this frame's buttons: the declaration grid, pass, the picker's cards
// and the confirm button.
func (b *Board) placeControls(ctx *ui.Ctx) {
	u := ctx.U
	p := b.panelRect(ctx, bidPanelW, bidPanelH)
	for i := range b.bids {
		for j, s := range gridSuits {
			a := np.Action{Kind: np.Declare, N: 13 + i, Suit: s}
			b.bids[i][j] = ui.Button{Rect: ui.Rect{X: p.X + 66*u + float64(i)*56*u, Y: p.Y + 70*u + float64(j)*52*u, W: 50 * u, H: 44 * u},
				Label: itoa(13 + i), Disabled: !b.isLegal(a)}
		}
	}
	b.pass = ui.Button{Rect: ui.Rect{X: p.Right() - 170*u, Y: p.Bottom() - 60*u, W: 150 * u, H: 46 * u}, Label: ctx.T("np.ui.pass")}
	g := b.pickerRect(ctx)
	cw := 50 * u
	for c := range deck.Card(deck.NumFaces) {
		row, col := int(c)/13, (int(c)%13+12)%13 // 2 … K, A at the right end
		b.grid[c] = ui.Rect{X: g.X + 24*u + float64(col)*(cw+6*u), Y: g.Y + 64*u + float64(row)*(cw*ui.CardAspect+8*u), W: cw, H: cw * ui.CardAspect}
	}
	switch b.shown.Phase {
	case np.PhaseAdjutant:
		label := ctx.T("np.ui.choose")
		if b.picked != unknown {
			label = ctx.T("np.ui.nameit", deck.Card(b.picked).Label())
		}
		b.confirm = ui.Button{Rect: ui.Rect{X: g.Right() - 260*u, Y: g.Bottom() - 58*u, W: 240 * u, H: 46 * u},
			Label: label, Primary: true, Disabled: b.picked == unknown}
	default:
		a := b.lay.area
		b.confirm = ui.Button{Rect: ui.Rect{X: a.Right() - 210*u, Y: a.Bottom() - 140*u, W: 196 * u, H: 50 * u},
			Label: ctx.T("np.ui.undo", len(b.shown.Picked)), Disabled: !b.isLegal(np.Action{Kind: np.Undo})}
	}
}

func (b *Board) pickerRect(ctx *ui.Ctx) ui.Rect {
	return ui.CenteredAt(b.lay.cx, b.lay.area.Y+b.lay.area.H*0.40, 780*ctx.U, 470*ctx.U)
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// isLegal reports whether a is among the viewer's legal actions now.
func (b *Board) isLegal(a np.Action) bool {
	return slices.ContainsFunc(b.legal, func(l engine.Action) bool { x, ok := l.(np.Action); return ok && x == a })
}

// bidInput is the declaration panel: a legal count and suit, or pass (P). Tab and the
// arrows move a focus ring over the enabled buttons, Enter presses.
func (b *Board) bidInput(ctx *ui.Ctx, in *ui.Input) engine.Action {
	var buttons []*ui.Button
	for i := range b.bids {
		for j := range b.bids[i] {
			buttons = append(buttons, &b.bids[i][j])
		}
	}
	buttons = append(buttons, &b.pass)
	if k := b.focus.Update(in, buttons); k >= 0 {
		if k == len(buttons)-1 {
			return np.Action{Kind: np.Pass}
		}
		return np.Action{Kind: np.Declare, N: 13 + k/4, Suit: gridSuits[k%4]}
	}
	for i := range b.bids {
		for j, s := range gridSuits {
			if b.bids[i][j].Update(in) {
				return np.Action{Kind: np.Declare, N: 13 + i, Suit: s}
			}
		}
	}
	if b.pass.Update(in) || in.Key(ebiten.KeyP) {
		return np.Action{Kind: np.Pass}
	}
	for i := range b.bids {
		for j := range b.bids[i] {
			if b.bids[i][j].Disabled && in.ClickIn(b.bids[i][j].Rect) && b.shown.HasHigh {
				b.refuse(ctx, unknown, ctx.T("np.why.weaker", b.shown.High.N, b.shown.High.Trump.Symbol()))
			}
		}
	}
	return nil
}

// adjutantInput is the card picker: click a card, then confirm (or click it again); the
// arrow keys move the choice, Enter confirms.
func (b *Board) adjutantInput(in *ui.Input) engine.Action {
	step := map[ebiten.Key]int{ebiten.KeyArrowLeft: -1, ebiten.KeyArrowRight: 1, ebiten.KeyArrowUp: -13, ebiten.KeyArrowDown: 13}
	for k, d := range step {
		if in.Key(k) {
			if b.picked == unknown {
				b.picked = int(deck.New(deck.Spades, deck.Ace))
			}
			b.picked = (b.picked + d + deck.NumFaces) % deck.NumFaces
		}
	}
	if b.confirm.Update(in) || b.picked != unknown && in.AnyKey(ebiten.KeyEnter, ebiten.KeySpace) {
		return np.Action{Kind: np.Name, Card: deck.Card(b.picked)}
	}
	for c, r := range b.grid {
		if in.ClickIn(r) {
			if b.picked == c {
				return np.Action{Kind: np.Name, Card: deck.Card(c)}
			}
			b.picked = c
		}
	}
	return nil
}

// exchangeInput picks hand cards to discard one at a time (click, or arrows and Space or
// Enter); the fourth pick discards them. Clicking the last picked card again, the button or
// Backspace takes that pick back.
func (b *Board) exchangeInput(ctx *ui.Ctx, in *ui.Input) engine.Action {
	hand := b.m.hands[b.bottom]
	b.hover = b.handUnder(in)
	b.arrows(in)
	undo := np.Action{Kind: np.Undo}
	if b.confirm.Update(in) || in.Key(ebiten.KeyBackspace) {
		if b.isLegal(undo) {
			return undo
		}
		return nil
	}
	chosen := -1
	if b.hover >= 0 && b.hover < len(hand) && in.ClickIn(cardRect(b.handPose(b.hover))) {
		chosen = b.hover
	}
	if b.sel >= 0 && b.sel < len(hand) && in.AnyKey(ebiten.KeySpace, ebiten.KeyEnter) {
		chosen = b.sel
	}
	if chosen < 0 {
		return nil
	}
	c := deck.Card(hand[chosen])
	picked := b.shown.Picked
	if len(picked) > 0 && picked[len(picked)-1] == c && b.isLegal(undo) {
		return undo
	}
	if a := (np.Action{Kind: np.Discard, Card: c}); b.isLegal(a) {
		return a
	}
	if slices.Contains(picked, c) {
		b.refuse(ctx, int(c), ctx.T("np.why.lastpick"))
	}
	return nil
}

// playInput plays a glowing card: click it, or pick it with the arrows and press Enter. A
// click on a card that may not be played shakes it and says why.
func (b *Board) playInput(ctx *ui.Ctx, in *ui.Input) engine.Action {
	hand := b.m.hands[b.bottom]
	b.hover = b.handUnder(in)
	b.arrows(in)
	chosen := -1
	if b.hover >= 0 && b.hover < len(hand) && in.ClickIn(cardRect(b.handPose(b.hover))) {
		chosen = b.hover
	}
	if b.sel >= 0 && b.sel < len(hand) && in.AnyKey(ebiten.KeyEnter, ebiten.KeySpace) {
		chosen = b.sel
	}
	if chosen >= 0 {
		a := np.Action{Kind: np.Play, Card: deck.Card(hand[chosen])}
		if b.isLegal(a) {
			return a
		}
		if t := b.shown.Trick; len(t) > 0 {
			b.refuse(ctx, hand[chosen], ctx.T("np.why.follow", t[0].Card.Suit().Symbol()))
		}
	}
	return nil
}

// arrows moves the keyboard selection to the previous or next playable hand card.
func (b *Board) arrows(in *ui.Input) {
	dir := 0
	switch {
	case in.Key(ebiten.KeyArrowLeft):
		dir = -1
	case in.Key(ebiten.KeyArrowRight):
		dir = 1
	default:
		return
	}
	hand := b.m.hands[b.bottom]
	i := b.sel
	if i < 0 && dir < 0 {
		i = len(hand)
	}
	for range hand {
		i += dir
		if i < 0 || i >= len(hand) {
			return
		}
		if b.playable(hand[i]) {
			b.sel = i
			return
		}
	}
}

// handUnder is the index of the hand card under the pointer, the topmost first, or -1.
func (b *Board) handUnder(in *ui.Input) int {
	for i := len(b.hand) - 1; i >= 0; i-- {
		if cardRect(b.handPose(i)).Contains(in.X, in.Y) {
			return i
		}
	}
	return -1
}

// playable reports whether hand card c is a legal play or pick now (the last pick counts:
// clicking it again takes it back).
func (b *Board) playable(c int) bool {
	if len(b.legal) == 0 {
		return false
	}
	switch b.shown.Phase {
	case np.PhaseExchange:
		picked := b.shown.Picked
		return b.isLegal(np.Action{Kind: np.Discard, Card: deck.Card(c)}) ||
			len(picked) > 0 && int(picked[len(picked)-1]) == c
	case np.PhasePlay:
		return b.isLegal(np.Action{Kind: np.Play, Card: deck.Card(c)})
	}
	return false
}

// handPose is where hand card i is drawn: legal cards stand raised, the hovered one and
// the cards marked for discarding more.
func (b *Board) handPose(i int) ui.Pose {
	p := b.hand[i]
	hand := b.m.hands[b.bottom]
	if i >= len(hand) {
		return p
	}
	c := hand[i]
	u := b.lay.u
	p.X += b.shake.Offset(c, u)
	if b.playable(c) {
		p.Y -= 16 * u
		if i == b.hover || i == b.sel {
			p.Y -= 12 * u
			p.Lift = 0.6
		}
	}
	if b.shown.Phase == np.PhaseExchange && containsCard(b.shown.FromHidden, c) {
		p.Y -= 8 * u
	}
	if b.shown.Phase == np.PhaseExchange && containsCard(b.shown.Picked, c) {
		p.Y -= 34 * u
		p.Lift = 0.8
	}
	return p
}

// ClickTarget is where a player clicks to take action a now (the centre of its button or
// card), for scripted runs and screen tests that drive the table like a player. A play or a
// pick to discard names a hand card; undo is the button.
func (b *Board) ClickTarget(a engine.Action) (x, y float64, ok bool) {
	na, isNp := a.(np.Action)
	if !isNp || b.v == nil {
		return 0, 0, false
	}
	var r ui.Rect
	switch na.Kind {
	case np.Declare:
		j := slices.Index(gridSuits[:], na.Suit)
		if na.N < 13 || na.N > 20 || j < 0 {
			return 0, 0, false
		}
		r = b.bids[na.N-13][j].Rect
	case np.Pass:
		r = b.pass.Rect
	case np.Name:
		r = b.grid[na.Card]
	case np.Undo:
		r = b.confirm.Rect
	case np.Play, np.Discard:
		i := slices.Index(b.m.hands[b.bottom], int(na.Card))
		if i < 0 || i >= len(b.hand) {
			return 0, 0, false
		}
		p := b.handPose(i)
		// the visible strip of a fanned card: its left part, unless it is the last
		x, y = p.X-p.W*0.3, p.Y
		if i == len(b.hand)-1 {
			x = p.X
		}
		return x, y, true
	}
	x, y = r.Center()
	return x, y, true
}
