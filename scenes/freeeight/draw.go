package freeeight

import (
	"math"

	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	"zashiki/rules/deck"
	fe "zashiki/rules/freeeight"
	"zashiki/scenes/ui"
)

// placeControls lays out the buttons and the suit picker for this frame.
func (b *Board) placeControls(ctx *ui.Ctx) {
	u := ctx.U
	a := ctx.Area
	label := ctx.T("fe.ui.draw")
	if b.shown.Phase == fe.PhaseAttacked {
		label = ctx.T("fe.ui.drawn", b.shown.AttackTotal)
	}
	b.drawBtn = ui.Button{Rect: ui.Rect{X: a.Right() - 200*u, Y: a.Bottom() - 70*u, W: 180 * u, H: 52 * u},
		Label: label, Disabled: !b.can(fe.Draw), Primary: b.shown.Phase == fe.PhaseAttacked}
	p := b.promptRect(ctx)
	b.ronBtn = ui.Button{Rect: ui.Rect{X: p.X + p.W/2 + 10*u, Y: p.Bottom() - 70*u, W: 180 * u, H: 52 * u}, Label: ctx.T("fe.ui.ron"), Primary: true}
	b.passBtn = ui.Button{Rect: ui.Rect{X: p.X + p.W/2 - 190*u, Y: p.Bottom() - 70*u, W: 180 * u, H: 52 * u}, Label: ctx.T("fe.ui.pass")}
	for i := range b.suits {
		b.suits[i] = ui.Rect{X: p.X + 30*u + float64(i)*100*u, Y: p.Y + 70*u, W: 88 * u, H: 88 * u}
	}
	b.cancel = ui.Button{Rect: ui.Rect{X: p.Right() - 150*u, Y: p.Bottom() - 62*u, W: 130 * u, H: 44 * u}, Label: ctx.T("fe.ui.cancel")}
}

// promptRect is the dialog area above the hand.
func (b *Board) promptRect(ctx *ui.Ctx) ui.Rect {
	a := ctx.Area
	return ui.CenteredAt(a.X+a.W/2, a.Y+a.H*0.44, 480*ctx.U, 270*ctx.U)
}

// How far legal hand cards stand up, and the chosen one further (at unit 1).
const (
	legalRaise = 22
	hoverRaise = 14
)

// handPose is where hand card i is drawn: legal cards stand raised, the chosen one more.
func (b *Board) handPose(i int) ui.Pose {
	p := b.hand[i]
	card := b.m.hands[b.bottom][i]
	p.X += b.shake.Offset(card, b.lay.u)
	if len(b.playable(card)) > 0 {
		p.Y -= legalRaise * b.lay.u
		if i == b.hover || i == b.sel || card == b.picking {
			p.Y -= hoverRaise * b.lay.u
			p.Lift = 0.6
		}
	}
	return p
}

// Draw implements Board.
func (b *Board) Draw(ctx *ui.Ctx, dst *ebiten.Image) {
	if b.v == nil {
		return
	}
	dst = b.layer.Begin(dst)
	defer b.layer.End()
	b.lay = newLayout(ctx.Area, ctx.U, b.v.Seats, b.bottom)
	b.smallBadge = math.Inf(1)
	b.placeControls(ctx)
	b.drawCentre(ctx, dst)
	for s := range b.v.Seats {
		if s != b.bottom {
			b.drawOpponent(ctx, dst, s)
		}
	}
	b.drawHand(ctx, dst)
	for _, f := range b.seq.Flights {
		ui.DrawCard(dst, faceOf(f.Card), assets.CardBack(0), ui.LegiblePose(faceOf(f.Card), f.Pose()), ui.CardLook{})
	}
	b.drawStatus(ctx, dst)
	b.drawFloats(ctx, dst)
	switch {
	case len(b.legal) > 0 && b.shown.RonAsked:
		b.drawRonPrompt(ctx, dst)
	case len(b.legal) > 0 && b.picking >= 0:
		b.drawSuitPicker(ctx, dst)
	}
}

// drawCentre draws the draw pile, the discard pile and what lies on it.
func (b *Board) drawCentre(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	l := b.lay
	for i := 0; i < min(b.m.draw, 40); i += 4 {
		p := l.drawPose()
		p.X -= float64(i) * 0.25 * u
		p.Y -= float64(i) * 0.35 * u
		ui.DrawCard(dst, nil, assets.CardBack(0), p, ui.CardLook{})
	}
	ui.Text(dst, ctx.T("fe.ui.pile", b.m.draw), ui.SizeSmall*u, l.drawX, l.drawY+l.cardW*ui.CardAspect/2+10*u, ui.Center, ui.Paper)
	n := len(b.m.discard)
	for i := max(0, n-5); i < n; i++ {
		p := l.discardPose()
		p.Angle = discardTilt(i)
		ui.DrawCard(dst, assets.CardFace(int(b.m.discard[i])), nil, p, ui.CardLook{})
	}
	if n == 0 || len(b.seq.Flights) > 0 {
		return
	}
	v := b.shown
	right := l.discardX + l.cardW*0.5 + 20*u
	if v.HasNamed {
		r := ui.Rect{X: right, Y: l.discardY - 56*u, W: 64 * u, H: 64 * u}
		ui.RoundRect(dst, r.Inset(-4*u), 10*u, ui.Paper)
		ui.Image(dst, assets.SuitIcon(int(v.Named)), r, 1)
		ui.Text(dst, ctx.T("fe.ui.named"), ui.SizeSmall*u, r.X+r.W/2, r.Bottom()+8*u, ui.Center, ui.Gold)
	}
	if v.Attack != fe.NoAttack && v.Phase == fe.PhaseAttacked {
		pulse := 0.7 + 0.3*ui.Pulse(b.tick, 6)
		label := ctx.T("fe.ui.attack", v.AttackTotal)
		// the pill breathes around its words, never narrower than they are
		w := ui.Measure(label, ui.SizeLarge*u) + 40*u*pulse
		r := ui.CenteredAt(l.discardX-5*u, l.discardY-l.cardW*ui.CardAspect/2-40*u, w, 46*u)
		ui.RoundRect(dst, r, 23*u, ui.Accent)
		ui.TextCentered(dst, label, ui.SizeLarge*u, r, ui.White)
	}
}

// drawOpponent draws a seat's name plate and its fan of backs (or its revealed hand).
func (b *Board) drawOpponent(ctx *ui.Ctx, dst *ebiten.Image, s int) {
	u := ctx.U
	hand := b.m.hands[s]
	poses := b.lay.backPoses(s, len(hand))
	for i, p := range poses {
		c := hand[i]
		if c != unknown {
			p.Face = 1
			p.W *= 1.15
			p = ui.LegiblePose(faceOf(c), p)
		}
		ui.DrawCard(dst, faceOf(c), assets.CardBack(0), p, ui.CardLook{})
	}
	b.drawPlate(ctx, dst, s, b.lay.seats[s].plate)
	_ = u
}

// drawPlate is a seat's name, card count and the turn cue.
func (b *Board) drawPlate(ctx *ui.Ctx, dst *ebiten.Image, s int, r ui.Rect) {
	u := ctx.U
	turn := b.shown.Turn == s && b.shown.Phase != fe.PhaseOver
	bg := color.Color(color.RGBA{0x10, 0x26, 0x1d, 0xe0})
	if turn {
		ui.TurnGlow(dst, r, b.tick, 2*u, 6*u, 14*u)
		bg = ui.Accent
	}
	ui.RoundRect(dst, r, 10*u, bg)
	name := ctx.Names[s]
	ui.Text(dst, name, ui.SizeBody*u, r.X+12*u, r.Y+r.H/2-ui.LineHeight(ui.SizeBody*u)/2, ui.Left, ui.White)
	count := ctx.T("fe.ui.cards", len(b.m.hands[s]))
	ui.Text(dst, count, ui.SizeSmall*u, r.Right()-12*u, r.Y+r.H/2-ui.LineHeight(ui.SizeSmall*u)/2, ui.Right, ui.Gold)
	if turn {
		label := ctx.T("fe.ui.turn")
		tag := turnBadge(r, label, u)
		ui.RoundRect(dst, tag, 8*u, ui.Gold)
		ui.TextCentered(dst, label, badgeSize(u), tag, ui.Ink)
		b.smallBadge = math.Min(b.smallBadge, ui.Legible(badgeSize(u)))
	}
}

// badgeSize is the text of the 手番 badge: a pixel above the floor at any window size. At the
// floor (11 px at 960×540) its Japanese glyphs were 10 px tall, too small for a word read at
// a glance (Issue 27).
func badgeSize(u float64) float64 { return max(ui.SizeSmall*u, ui.MinSize(u)+1) }

// turnBadge is the 手番 badge holding label on plate r's top edge: 80 wide at unit 1, wider
// for a longer word.
func turnBadge(r ui.Rect, label string, u float64) ui.Rect {
	w := max(80*u, ui.Measure(label, badgeSize(u))+16*u)
	return ui.Rect{X: r.X + r.W/2 - w/2, Y: r.Y - 22*u, W: w, H: 24 * u}
}

// SmallestBadge is the smallest text size of the 手番 badge in the last Draw; +Inf when none
// was drawn.
func (b *Board) SmallestBadge() float64 { return b.smallBadge }

// drawHand draws the viewer's fanned hand, legal cards raised and outlined; a spectator's
// fan, the bottom seat's hand, is backs.
func (b *Board) drawHand(ctx *ui.Ctx, dst *ebiten.Image) {
	hand := b.m.hands[b.bottom]
	acting := len(b.legal) > 0 && !b.shown.RonAsked
	for i, c := range hand {
		if i >= len(b.hand) {
			break
		}
		look := ui.CardLook{}
		if acting {
			if len(b.playable(c)) > 0 {
				look.Glow = ui.Legal
				if i == b.hover || i == b.sel || c == b.picking {
					look.Glow = ui.Gold
				}
			} else {
				look.Dim = true
			}
		}
		p := b.handPose(i)
		if c == unknown {
			p.Face = 0 // the fan's poses are face up: an unseen card shows its back
		}
		ui.DrawCard(dst, faceOf(c), assets.CardBack(0), p, look)
	}
	b.drawPlate(ctx, dst, b.bottom, b.lay.seats[b.bottom].plate)
	if b.can(fe.Draw) && !b.shown.RonAsked {
		b.drawBtn.Draw(dst, ui.SizeBody*ctx.U, ctx.U)
	}
}

// drawStatus draws the status line, when there is one, above the hand.
func (b *Board) drawStatus(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	msg, clr := b.status(ctx)
	if msg == "" {
		return
	}
	size := ui.SizeLarge * u
	y := b.lay.handY - b.lay.handW*ui.CardAspect/2 - 70*u
	w := ui.Measure(msg, size) + 40*u
	r := ui.CenteredAt(b.lay.area.X+b.lay.area.W/2, y, w, 44*u)
	ui.RoundRect(dst, r, 22*u, color.RGBA{0, 0, 0, 0x70})
	ui.TextCentered(dst, msg, size, r, clr)
}

// status is the line that tells the viewer what is happening and what to do, in its colour,
// or "" for none.
func (b *Board) status(ctx *ui.Ctx) (string, color.Color) {
	v := b.shown
	switch {
	case v.Phase == fe.PhaseOver:
		return ctx.T("fe.ui.over"), ui.Paper
	case ctx.Thinking && v.Phase != fe.PhaseRon && ctx.Thinker >= 0 && ctx.Thinker < len(ctx.Names):
		// the table waits on this CPU now. In the ロン window every other seat answers in
		// turn, at once: a name there would only flicker.
		return ctx.T("fe.ui.waiting", ctx.Names[ctx.Thinker]), ui.Paper
	case len(b.legal) == 0 || v.RonAsked:
		// nobody is deciding yet (a move still plays out, the curtain is up, nobody's view
		// is shown) or the ロン prompt speaks: no line, never a stale turn
		return "", nil
	case v.Phase == fe.PhaseAttacked:
		return ctx.T("fe.ui.attacked", v.AttackTotal), ui.Gold
	case v.Phase == fe.PhaseExtra:
		return ctx.T("fe.ui.extra"), ui.Gold
	}
	return ctx.T("fe.ui.yourturn"), ui.Gold
}

// drawFloats shows score changes rising from the seats.
func (b *Board) drawFloats(ctx *ui.Ctx, dst *ebiten.Image) {
	for _, f := range b.floats {
		r := b.lay.seats[f.Seat].plate
		f.Draw(dst, r.X+r.W/2, r.Y-60*ctx.U, ctx.U)
	}
}

// drawRonPrompt asks whether to declare ロン, with the card, the hand's sum and the clock.
func (b *Board) drawRonPrompt(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	p := b.promptRect(ctx)
	ui.Dim(dst, 0x50)
	ui.Panel(dst, p, u)
	v := b.shown
	ui.Text(dst, ctx.T("fe.ui.ronq"), ui.SizeTitle*0.8*u, p.X+30*u, p.Y+22*u, ui.Left, ui.Accent)
	card := deck.Card(v.RonCard)
	cw := 64 * u
	ui.DrawCard(dst, assets.CardFace(int(card)), nil, ui.Pose{X: p.X + 30*u + cw/2, Y: p.Y + 120*u, W: cw, Face: 1}, ui.CardLook{})
	tx := p.X + 50*u + cw
	ui.Text(dst, ctx.T("fe.ui.ronwhy", ctx.Names[v.Discarder], card.Label(), int(card.Rank())), ui.SizeBody*u, tx, p.Y+88*u, ui.Left, ui.Ink)
	ui.Text(dst, ctx.T("fe.ui.ronhand", int(card.Rank())), ui.SizeBody*u, tx, p.Y+120*u, ui.Left, ui.Ink)
	if ctx.Countdown > 0 { // none when the player asked for no limit
		ui.Clock(dst, p.Right()-56*u, p.Y+56*u, 30*u, ui.SizeLarge*u, ui.Ink, ctx.Countdown, ctx.CountdownOf)
	}
	b.ronBtn.Draw(dst, ui.SizeLarge*u, u)
	b.passBtn.Draw(dst, ui.SizeLarge*u, u)
}

// drawSuitPicker offers the four suits after an 8.
func (b *Board) drawSuitPicker(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	p := b.promptRect(ctx)
	ui.Panel(dst, p, u)
	ui.Text(dst, ctx.T("fe.ui.pick", deck.Card(b.picking).Label()), ui.SizeLarge*u, p.X+30*u, p.Y+24*u, ui.Left, ui.Ink)
	counts := [4]int{}
	for _, c := range b.m.hands[b.bottom] {
		if c != b.picking {
			counts[deck.Card(c).Suit()]++
		}
	}
	for i, r := range b.suits {
		ui.RoundRect(dst, r, 12*u, ui.White)
		ui.RoundRectLine(dst, r, 12*u, 2*u, ui.PaperDim)
		ui.Image(dst, assets.SuitIcon(i), r.Inset(12*u), 1)
		ui.Text(dst, ctx.T("fe.ui.suitkey", i+1, counts[i]), ui.SizeSmall*u, r.X+r.W/2, r.Bottom()+6*u, ui.Center, ui.Ink)
	}
	b.cancel.Draw(dst, ui.SizeBody*u, u)
}
