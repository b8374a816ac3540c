package napoleon

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	"zashiki/rules/deck"
	np "zashiki/rules/napoleon"
	"zashiki/scenes/ui"
)

var (
	plateBg     = color.RGBA{0x10, 0x26, 0x1d, 0xe0}
	adjutantClr = color.RGBA{0x3d, 0x7d, 0xd9, 0xff}
	alliesClr   = color.RGBA{0x6b, 0x6f, 0x7a, 0xff}
	hiddenGlow  = color.RGBA{0x6f, 0xc3, 0xff, 0xff}
	discardGlow = color.RGBA{0xff, 0x5a, 0x3c, 0xff}
	panelShade  = color.RGBA{0, 0, 0, 0x70}
	hintInk     = color.RGBA{0x66, 0x62, 0x5a, 0xff} // a hint on a paper panel, dim but readable
)

// Draw implements Board.
func (b *Board) Draw(ctx *ui.Ctx, dst *ebiten.Image) {
	if b.v == nil {
		return
	}
	dst = b.layer.Begin(dst)
	defer b.layer.End()
	b.lay = newLayout(ctx.Area, ctx.U, b.bottom)
	b.smallBadge = math.Inf(1)
	b.placeControls(ctx)
	b.drawCentre(ctx, dst)
	for s := range 4 {
		b.drawSeat(ctx, dst, s)
	}
	b.drawInfo(ctx, dst)
	b.drawHand(ctx, dst)
	for _, f := range b.seq.Flights {
		ui.DrawCard(dst, faceOf(f.Card), assets.CardBack(0), ui.LegiblePose(faceOf(f.Card), f.Pose()), ui.CardLook{})
	}
	b.drawStatus(ctx, dst)
	b.drawFloats(ctx, dst)
	if len(b.legal) > 0 && !b.Busy() {
		switch b.shown.Phase {
		case np.PhaseBid:
			b.drawBidPanel(ctx, dst)
		case np.PhaseAdjutant:
			b.drawPicker(ctx, dst)
		case np.PhaseExchange:
			b.confirm.Draw(dst, ui.SizeBody*ctx.U, ctx.U)
		}
	}
	b.drawBanners(ctx, dst)
}

// drawCentre draws the dealer's pile, the hidden four, the discards (face down, except to
// Napoleon, who may look at his own) and the trick.
func (b *Board) drawCentre(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	l := b.lay
	for i := 0; i < b.m.deck; i += 4 {
		p := l.deckPose()
		p.X -= float64(i) * 0.2 * u
		p.Y -= float64(i) * 0.3 * u
		ui.DrawCard(dst, nil, assets.CardBack(0), p, ui.CardLook{})
	}
	for i := range b.m.hidden {
		ui.DrawCard(dst, nil, assets.CardBack(1), l.hiddenPose(i), ui.CardLook{})
	}
	if b.m.hidden > 0 {
		ui.Text(dst, ctx.T("np.ui.hidden"), ui.SizeSmall*u, l.hiddenX+8*u, l.hiddenY+50*u, ui.Center, ui.Paper)
	}
	colW := 0.0 // the widest tag of the known discards
	for _, c := range b.m.discards {
		if c != unknown {
			colW = math.Max(colW, ui.TagWidth(label(c), u))
		}
	}
	for i, c := range b.m.discards {
		p := l.hiddenPose(i)
		if c != unknown {
			p.Face = 1
			if !readable(c, p.W) {
				x, cy := l.discardTag(i, colW)
				ui.DrawTag(dst, label(c), x+(colW-ui.TagWidth(label(c), u))/2, cy, u)
				continue
			}
		}
		ui.DrawCard(dst, faceOf(c), assets.CardBack(1), p, ui.CardLook{Alpha: 0.9})
	}
	if len(b.m.discards) > 0 {
		ui.Text(dst, ctx.T("np.ui.discards"), ui.SizeSmall*u, l.hiddenX+8*u, l.hiddenY+50*u, ui.Center, ui.Paper)
	}
	adj := -1
	if b.shown.HasAdjutantCard {
		adj = int(b.shown.AdjutantCard)
	}
	for i, p := range b.m.trick {
		look := ui.CardLook{}
		if int(p.Card) == adj && b.revealAt == p.Seat {
			look.Glow = ui.Gold
		}
		ui.DrawCard(dst, assets.CardFace(int(p.Card)), nil, l.trickPose(p.Seat, i), look)
	}
}

// role is the badge over a seat's plate, as far as the viewer knows.
func (b *Board) role(ctx *ui.Ctx, s int) (string, color.Color) {
	v := b.shown
	switch {
	case v.Napoleon < 0:
		return "", nil
	case s == v.Napoleon:
		if v.Adjutant == s && (v.AdjutantRevealed || v.Phase == np.PhaseOver || s == v.Seat) {
			return ctx.T("np.ui.role.alone"), ui.Gold
		}
		return ctx.T("np.ui.role.napoleon"), ui.Gold
	case v.Adjutant == s && s == v.Seat && !v.AdjutantRevealed && v.Phase != np.PhaseOver:
		return ctx.T("np.ui.role.secret"), adjutantClr
	case v.Adjutant == s:
		return ctx.T("np.ui.role.adjutant"), adjutantClr
	case v.Adjutant >= 0:
		return ctx.T("np.ui.role.allies"), alliesClr
	}
	return "", nil
}

// drawSeat draws a seat's fan of backs, its plate with the turn cue and role, its last call
// in the declaration round and the face cards it has won.
func (b *Board) drawSeat(ctx *ui.Ctx, dst *ebiten.Image, s int) {
	u := ctx.U
	v := b.shown
	spot := b.lay.seats[s]
	if s != b.bottom { // the bottom seat's hand is the big fan (drawHand)
		for _, p := range b.lay.backPoses(s, len(b.m.hands[s])) {
			ui.DrawCard(dst, nil, assets.CardBack(0), p, ui.CardLook{})
		}
	}
	r := spot.plate
	turn := v.Turn == s && v.Phase != np.PhaseOver && len(b.seq.Queue) == 0
	bg := color.Color(plateBg)
	if turn {
		ui.TurnGlow(dst, r, b.tick, 2*u, 6*u, 14*u)
		bg = ui.Accent
	}
	ui.RoundRect(dst, r, 10*u, bg)
	faces := ctx.T("np.ui.faces", len(b.m.won[s]))
	fw := ui.Measure(faces, ui.SizeSmall*u)
	name := fit(ctx.Names[s], ui.SizeBody*u, r.W-32*u-fw, u)
	ui.Text(dst, ctx.Names[s], name, r.X+12*u, r.Y+r.H/2-ui.LineHeight(name)/2, ui.Left, ui.White)
	ui.Text(dst, faces, ui.SizeSmall*u, r.Right()-12*u, r.Y+r.H/2-ui.LineHeight(ui.SizeSmall*u)/2, ui.Right, ui.Gold)
	if label, clr := b.role(ctx, s); label != "" {
		tag := b.lay.roleBadge(s, badgeW(label, u))
		if b.revealAt == s {
			tag = tag.Inset(-8 * u * ui.Pulse(b.tick, 4))
		}
		ui.RoundRect(dst, tag, 8*u, clr)
		b.badgeText(dst, label, tag, u)
	}
	if turn {
		label := ctx.T("np.ui.turn")
		tag := b.lay.turnBadge(s, badgeW(label, u))
		ui.RoundRect(dst, tag, 8*u, ui.White)
		b.badgeText(dst, label, tag, u)
	}
	if v.Phase == np.PhaseBid {
		b.drawCall(ctx, dst, s)
	}
	b.drawWon(ctx, dst, s)
}

// drawWon shows the face cards seat has won by its plate: as cards while they can be read
// at that size, else as tags naming them (they were 3.6–6 px, Issue 27).
func (b *Board) drawWon(ctx *ui.Ctx, dst *ebiten.Image, s int) {
	won := make([]int, len(b.m.won[s]))
	for i, c := range b.m.won[s] {
		won[i] = int(c)
	}
	if len(won) == 0 {
		return
	}
	if readable(won[0], b.lay.wonPose(s, 0, len(won)).W) {
		for i, c := range won {
			ui.DrawCard(dst, assets.CardFace(c), nil, b.lay.wonPose(s, i, len(won)), ui.CardLook{})
		}
		return
	}
	drawTagRows(dst, won, b.lay.wonRows(s), ctx.U, ui.Paper)
}

// badgeW is the width of a badge on a plate holding label.
func badgeW(label string, u float64) float64 { return ui.Measure(label, badgeSize(u)) + 12*u }

// badgeSize is the text of a badge on a plate (a role, the turn): a pixel above the floor at
// any window size. At the floor (11 px at 960×540) their Japanese glyphs were 10 px tall,
// too small for a word read at a glance (Issue 27).
func badgeSize(u float64) float64 { return max(ui.SizeSmall*u, ui.MinSize(u)+1) }

// badgeText writes a badge's label and notes its size for SmallestBadge.
func (b *Board) badgeText(dst *ebiten.Image, label string, tag ui.Rect, u float64) {
	size := badgeSize(u)
	ui.TextCentered(dst, label, size, tag, ui.Ink)
	b.smallBadge = math.Min(b.smallBadge, ui.Legible(size))
}

// SmallestBadge is the smallest text size of the badges on the plates in the last Draw;
// +Inf when none was drawn.
func (b *Board) SmallestBadge() float64 { return b.smallBadge }

// drawCall shows a seat's latest call as a bubble by its plate.
func (b *Board) drawCall(ctx *ui.Ctx, dst *ebiten.Image, s int) {
	u := ctx.U
	var text string
	for _, c := range b.shown.Calls {
		if c.Seat == s {
			text = ctx.T("np.ui.decl", c.N, c.Suit.Symbol())
			if c.Pass {
				text = ctx.T("np.ui.passed")
			}
		}
	}
	if text == "" {
		return
	}
	box := b.lay.callBox(s, ui.Measure(text, ui.SizeLarge*u)+28*u)
	clr := color.Color(ui.Paper)
	if b.shown.HasHigh && b.shown.High.Seat == s && text != ctx.T("np.ui.passed") {
		clr = ui.Gold
	}
	ui.RoundRect(dst, box, 12*u, clr)
	ui.TextCentered(dst, text, ui.SizeLarge*u, box, ui.Ink)
}

// drawInfo is the corner panel: the declaration and trump, the adjutant card, the count.
func (b *Board) drawInfo(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	v := b.shown
	r := b.lay.info
	ui.RoundRect(dst, r, 12*u, panelShade)
	x, y := r.X+14*u, r.Y+10*u
	small, body := ui.SizeSmall*u, ui.SizeBody*u
	if !v.HasHigh {
		ui.Text(dst, ctx.T("np.ui.nobid"), body, x, y, ui.Left, ui.Paper)
		ui.Text(dst, ctx.T("np.ui.redeals", v.Redeals), small, x, y+34*u, ui.Left, ui.Muted)
		return
	}
	head := ctx.T("np.ui.best")
	if v.Napoleon >= 0 {
		head = ctx.T("np.ui.role.napoleon")
	}
	ui.Text(dst, head+"  "+ctx.Names[v.High.Seat], fit(head+"  "+ctx.Names[v.High.Seat], small, r.W*0.6, u), x, y, ui.Left, ui.Gold)
	if v.Phase == np.PhasePlay {
		ui.Text(dst, ctx.T("np.ui.trickno", min(len(v.Tricks)+1, 12)), small, r.Right()-14*u, y, ui.Right, ui.Muted)
	}
	declared := ctx.T("np.ui.declared", v.High.N)
	ui.Text(dst, declared, ui.SizeLarge*u, x, y+24*u, ui.Left, ui.White)
	icon := ui.Rect{X: x + math.Max(118*u, ui.Measure(declared, ui.SizeLarge*u)+14*u), Y: y + 20*u, W: 40 * u, H: 40 * u}
	ui.RoundRect(dst, icon.Inset(-3*u), 8*u, ui.Paper)
	ui.Image(dst, assets.SuitIcon(int(v.High.Trump)), icon, 1)
	ui.Text(dst, ctx.T("np.ui.trump"), small, icon.Right()+8*u, y+30*u, ui.Left, ui.Paper)
	y += 68 * u
	if v.HasAdjutantCard {
		ui.Text(dst, ctx.T("np.ui.adjlabel"), small, x, y+10*u, ui.Left, ui.Paper)
		// a card this small cannot be read: a tile naming it stands in its place
		size := ui.SizeLarge * u
		tile := ui.Rect{X: x + 120*u, Y: y, W: ui.Measure(label(int(v.AdjutantCard)), size) + 20*u, H: 44 * u}
		cardTile(dst, int(v.AdjutantCard), tile, size, u, false)
		side := ctx.T("np.ui.sideknown", v.TeamFaces(), v.High.N)
		if v.Adjutant < 0 {
			side = ctx.T("np.ui.sidenap", len(v.Won[v.Napoleon]), v.High.N)
		}
		ui.Text(dst, side, fit(side, small, r.W-28*u, u), x, y+50*u, ui.Left, ui.Gold)
	}
}

// legible is the smallest text a player must read: 12 px at 1280×720, and never under 11 px
// in a smaller window.
func legible(u float64) float64 { return math.Max(12*u, 11) }

// fit shrinks size until s fits in width, but not below legible: a longer text may spill.
func fit(s string, size, width, u float64) float64 {
	return math.Max(ui.FitSize(s, size, width), math.Min(size, legible(u)))
}

// drawHand draws the viewer's hand: legal cards raised and outlined, the cards from the
// middle marked during the exchange, the cards picked to discard lifted and red. A
// spectator's fan, the bottom seat's hand, is backs.
func (b *Board) drawHand(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	hand := b.m.hands[b.bottom]
	acting := len(b.legal) > 0 && !b.Busy() && (b.shown.Phase == np.PhasePlay || b.shown.Phase == np.PhaseExchange)
	exchange := b.shown.Phase == np.PhaseExchange && b.shown.Napoleon == b.v.Seat
	for i, c := range hand {
		if i >= len(b.hand) {
			break
		}
		look := ui.CardLook{}
		if acting {
			if b.playable(c) {
				look.Glow = ui.Legal
				if i == b.hover || i == b.sel {
					look.Glow = ui.Gold
				}
			} else {
				look.Dim = true
			}
		}
		fromHidden := exchange && containsCard(b.shown.FromHidden, c)
		if fromHidden {
			look.Glow = hiddenGlow
		}
		marked := b.shown.Phase == np.PhaseExchange && containsCard(b.shown.Picked, c)
		if marked {
			look.Glow, look.Dim = discardGlow, false
		}
		p := b.handPose(i)
		if c == unknown {
			p.Face = 0 // the fan's poses are face up: an unseen card shows its back
		}
		ui.DrawCard(dst, faceOf(c), assets.CardBack(0), p, look)
		x, top := p.X-p.W/2+pickMark*u, p.Y-p.W*ui.CardAspect/2-pickMark*u
		switch {
		case marked:
			// the pick's number in a disc above the card's visible strip: the fan shows
			// at least that strip of every card, so two marks never overlap
			n := slices.Index(b.shown.Picked, deck.Card(c)) + 1
			ui.Circle(dst, x, top, pickMark*u, discardGlow)
			ui.TextCentered(dst, itoa(n), ui.SizeSmall*u, ui.CenteredAt(x, top, 2*pickMark*u, 2*pickMark*u), ui.White)
		case fromHidden:
			ui.Circle(dst, x, top, 7*u, hiddenGlow)
		}
	}
	if exchange {
		b.drawLegend(ctx, dst)
	}
}

// pickMark is the radius of the numbered disc on a card picked to discard (at unit 1): it
// fits the narrowest strip a card of the sixteen shows.
const pickMark = 12

// drawLegend explains the exchange's marks beside the hand, with the picks so far.
func (b *Board) drawLegend(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	r := b.lay.seats[b.bottom].plate
	x, y := r.X+6*u+pickMark*u, r.Y-badgeH*u-88*u
	rows := []struct {
		clr  color.Color
		rad  float64
		text string
	}{
		{discardGlow, pickMark, ctx.T("np.ui.legend.discard", len(b.shown.Picked))},
		{hiddenGlow, 7, ctx.T("np.ui.legend.hidden")},
	}
	for i, row := range rows {
		cy := y + float64(i)*32*u
		ui.Circle(dst, x, cy, row.rad*u, row.clr)
		ui.Text(dst, row.text, ui.SizeSmall*u, x+pickMark*u+8*u, cy-ui.LineHeight(ui.SizeSmall*u)/2, ui.Left, ui.Paper)
	}
}

func containsCard(cs []deck.Card, c int) bool {
	for _, x := range cs {
		if int(x) == c {
			return true
		}
	}
	return false
}

// drawStatus draws the status line, when there is one, above the hand.
func (b *Board) drawStatus(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	msg, clr := b.status(ctx)
	if msg == "" {
		return
	}
	size := ui.SizeLarge * u
	y := b.lay.handY - b.lay.handW*ui.CardAspect/2 - 80*u
	if b.shown.Phase == np.PhaseExchange {
		y -= 24 * u // clear of the cards lifted for discarding
	}
	w := ui.Measure(msg, size) + 40*u
	r := ui.CenteredAt(b.lay.area.X+b.lay.area.W/2, y, w, 42*u)
	ui.RoundRect(dst, r, 21*u, panelShade)
	ui.TextCentered(dst, msg, size, r, clr)
}

// status is the line that tells the viewer what is happening and what to do, in its colour,
// or "" for none.
func (b *Board) status(ctx *ui.Ctx) (string, color.Color) {
	v := b.shown
	// the waiting line names the CPU the table waits on now, and only then: never while a
	// move plays out, the deal runs or the curtain is up
	if ctx.Thinking && ctx.Thinker >= 0 && ctx.Thinker < len(ctx.Names) && v.Phase != np.PhaseOver {
		key := "np.ui.wait.play"
		switch v.Phase {
		case np.PhaseBid:
			key = "np.ui.wait.bid"
		case np.PhaseAdjutant:
			key = "np.ui.wait.adjutant"
		case np.PhaseExchange:
			key = "np.ui.wait.exchange"
		}
		return ctx.T(key, ctx.Names[ctx.Thinker]), ui.Paper
	}
	switch {
	case v.Phase == np.PhaseOver:
		return ctx.T("np.ui.over"), ui.Paper
	case len(b.legal) == 0 || b.Busy():
		// nobody is deciding yet, or not at this screen (nobody's view is shown): no line,
		// never a stale turn
		return "", nil
	case v.Phase == np.PhaseBid || v.Phase == np.PhaseAdjutant:
		return "", nil // the panel says it
	case v.Phase == np.PhaseExchange:
		return ctx.T("np.ui.exchange"), ui.Gold
	case len(v.Trick) > 0:
		return ctx.T("np.ui.follow", v.Trick[0].Card.Suit().Symbol()), ui.Gold
	}
	return ctx.T("np.ui.yourturn"), ui.Gold
}

// drawBidPanel offers every declaration, the illegal ones greyed out, and pass.
func (b *Board) drawBidPanel(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	p := b.panelRect(ctx, bidPanelW, bidPanelH)
	ui.Panel(dst, p, u)
	title := ctx.T("np.ui.bidq")
	if b.shown.HasHigh {
		title = ctx.T("np.ui.bidover", b.shown.High.N, b.shown.High.Trump.Symbol())
	}
	ui.Text(dst, title, ui.SizeLarge*u, p.X+24*u, p.Y+18*u, ui.Left, ui.Ink)
	for j := range gridSuits {
		r := b.bids[0][j].Rect
		icon := ui.Rect{X: p.X + 20*u, Y: r.Y + 4*u, W: 36 * u, H: 36 * u}
		ui.Image(dst, assets.SuitIcon(int(gridSuits[j])), icon, 1)
	}
	for i := range b.bids {
		for j := range b.bids[i] {
			b.bids[i][j].Draw(dst, ui.SizeBody*u, u)
		}
	}
	ui.Text(dst, ctx.T("np.ui.bidhint"), ui.SizeSmall*u, p.X+24*u, p.Bottom()-46*u, ui.Left, hintInk)
	b.pass.Draw(dst, ui.SizeBody*u, u)
}

// drawPicker is the adjutant card picker: all 52 cards, the viewer's own marked.
func (b *Board) drawPicker(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	g := b.pickerRect(ctx)
	ui.Panel(dst, g, u)
	ui.Text(dst, ctx.T("np.ui.pickq"), ui.SizeLarge*u, g.X+24*u, g.Y+16*u, ui.Left, ui.Ink)
	hand := b.m.hands[b.bottom]
	for c, r := range b.grid {
		look := ui.CardLook{}
		own := slices.Contains(hand, c)
		if !readable(c, r.W) { // the grid's cells are too small for a face: tiles naming them
			if c == b.picked {
				r = r.Inset(-3 * u)
				ui.RoundRectLine(dst, r.Inset(-3*u), 9*u, 3*u, ui.Accent)
			}
			cardTile(dst, c, r, ui.SizeBody*u, u, own)
			continue
		}
		if own {
			look.Dim = true
		}
		p := ui.Pose{X: r.X + r.W/2, Y: r.Y + r.H/2, W: r.W, Face: 1}
		if c == b.picked {
			look.Glow = ui.Accent
			p.Y -= 6 * u
			p.Lift = 0.6
		}
		ui.DrawCard(dst, assets.CardFace(c), nil, p, look)
	}
	ui.Text(dst, ctx.T("np.ui.pickhint"), ui.SizeSmall*u, g.X+24*u, g.Bottom()-48*u, ui.Left, hintInk)
	b.confirm.Draw(dst, ui.SizeBody*u, u)
}

// drawBanners pops the special-rule words and the adjutant's reveal across the table.
func (b *Board) drawBanners(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	for i, bn := range b.banners {
		t := bn.tw.Linear()
		scale := ui.EaseOutBack(math.Min(1, t*3))
		alpha := 1 - math.Max(0, t-0.75)/0.25
		size := ui.SizeLarge * 1.25 * u
		w := (ui.Measure(bn.text, size) + 60*u) * scale
		h := 70 * u
		if bn.sub != "" {
			h = 104 * u
		}
		cy := b.lay.cy - 150*u + float64(i)*20*u
		r := ui.CenteredAt(b.lay.cx, cy, math.Max(w, 1), h*scale)
		bg := color.RGBA{0x14, 0x33, 0x27, uint8(230 * alpha)}
		ui.RoundRect(dst, r, 16*u, bg)
		edge := color.RGBA{0xf2, 0xc0, 0x4a, uint8(255 * alpha)}
		if !bn.gold {
			edge = color.RGBA{0xf6, 0xf0, 0xe2, uint8(255 * alpha)}
		}
		ui.RoundRectLine(dst, r, 16*u, 3*u, edge)
		if scale < 0.6 {
			continue
		}
		txt := color.RGBA{0xff, 0xff, 0xff, uint8(255 * alpha)}
		ui.TextCentered(dst, bn.text, size, ui.Rect{X: r.X, Y: r.Y + 6*u, W: r.W, H: 60 * u}, ui.Premul(txt, 1))
		if bn.sub != "" {
			ui.TextCentered(dst, bn.sub, ui.SizeBody*u, ui.Rect{X: r.X, Y: r.Y + 60*u, W: r.W, H: 36 * u}, ui.Premul(edge, 1))
		}
	}
}

// drawFloats shows score changes rising from the seats.
func (b *Board) drawFloats(ctx *ui.Ctx, dst *ebiten.Image) {
	for _, f := range b.floats {
		r := b.lay.seats[f.Seat].plate
		f.Draw(dst, r.X+r.W/2, r.Y-60*ctx.U, ctx.U)
	}
}
