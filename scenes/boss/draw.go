package boss

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	rb "zashiki/rules/boss"
	"zashiki/scenes/ui"
)

var (
	colorShadow = color.RGBA{0, 0, 0, 0x50}
	heartRed    = color.RGBA{0xe0, 0x3b, 0x4c, 0xff}
	heartEmpty  = color.RGBA{0x0c, 0x22, 0x19, 0xff}
	plateBg     = color.RGBA{0x10, 0x26, 0x1d, 0xe0}
	bossBg      = color.RGBA{0x23, 0x2a, 0x4d, 0xf0}
	envelope    = color.RGBA{0xf7, 0xf3, 0xe8, 0xff}
)

// Draw implements Board.
func (b *Board) Draw(ctx *ui.Ctx, dst *ebiten.Image) {
	if b.v == nil {
		return
	}
	dst = b.layer.Begin(dst)
	defer b.layer.End()
	b.lang = ctx.Lang
	b.lay = newLayout(ctx.Area, ctx.U, b.v.Order)
	b.smallest, b.smallBadge = math.Inf(1), math.Inf(1)
	b.placeChoices(ctx)
	b.drawRounds(ctx, dst)
	b.drawDictator(ctx, dst)
	b.drawPiles(ctx, dst)
	b.drawChief(ctx, dst)
	b.drawSeat(ctx, dst, b.v.Boss)
	for _, s := range b.v.Order {
		b.drawSeat(ctx, dst, s)
	}
	b.drawLetter(ctx, dst)
	b.drawHand(ctx, dst)
	for _, f := range b.seq.Flights {
		back := workBack()
		if f.dict {
			back = dictBack()
		}
		ui.DrawCard(dst, cardFace(f.Card, b.lang), back, f.Pose(), ui.CardLook{})
	}
	b.drawShows(ctx, dst)
	b.drawDie(ctx, dst)
	b.drawFloats(ctx, dst)
	b.drawStatus(ctx, dst)
	if len(b.legal) > 0 && !b.Busy() {
		b.drawPrompt(ctx, dst)
	}
}

// drawRounds: the round counter 1-5 and the team's cancels left.
func (b *Board) drawRounds(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	r := b.lay.rounds
	ui.RoundRect(dst, r, 12*u, plateBg)
	v := b.shown
	b.text(dst, ctx.T("boss.ui.round", max(v.Round, 1), rb.Rounds), ui.SizeBody*u, r.X+12*u, r.Y+8*u, ui.Left, ui.Paper)
	for i := range rb.Rounds {
		x, y := b.lay.roundDot(i)
		switch {
		case i+1 < v.Round:
			ui.Circle(dst, x, y, 9*u, ui.Muted)
		case i+1 == v.Round:
			ui.Circle(dst, x, y, 12*u, ui.Gold)
		default:
			ui.Ring(dst, x, y, 9*u, 2*u, ui.Muted)
		}
		if i+1 == rb.NoOvertime {
			st := b.lay.roundStar(i)
			ui.Text(dst, "★", starSize*u, st.X+st.W/2, st.Y, ui.Center, ui.Muted) // a mark, not words
		}
	}
	c := b.lay.charges()
	b.text(dst, ctx.T("boss.ui.charges", v.Charges), ui.SizeSmall*u, c.X, c.Y, ui.Left, ui.Gold)
}

// drawDictator: the round's 独裁カード, large, with a stamp when cancelled.
func (b *Board) drawDictator(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	l := b.lay
	for i := 0; i < min(b.m.dictDraw, 15); i += 3 {
		p := l.dictDraw
		p.Y -= float64(i) * 0.4 * u
		ui.DrawCard(dst, nil, dictBack(), p, ui.CardLook{})
	}
	if b.m.dictOut > 0 {
		p := l.dictOut
		p.X += 52 * u
		ui.DrawCard(dst, nil, dictBack(), p, ui.CardLook{Alpha: 0.55})
	}
	p := l.dictPose
	h := p.W * ui.CardAspect
	if b.m.dict < 0 {
		ui.RoundRectLine(dst, ui.CenteredAt(p.X, p.Y, p.W, h), 12*u, 2*u, ui.Muted)
		b.textCentered(dst, ctx.T("boss.ui.dict"), ui.SizeBody*u, ui.CenteredAt(p.X, p.Y, p.W, 30*u), ui.Muted)
		return
	}
	ui.DrawCard(dst, cardFace(b.m.dict, b.lang), dictBack(), p, ui.CardLook{})
	b.note(faceText(b.m.dict, b.lang, p.W))
	if b.shown.Cancelled && b.shown.Dict == b.m.dict {
		r := ui.CenteredAt(p.X, p.Y+20*u, p.W*0.9, 54*u)
		ui.RoundRect(dst, r, 8*u, color.RGBA{0xb8, 0x3a, 0x2e, 0xe8})
		label, size := b.fit(ctx.T("boss.ui.cancelled"), ui.SizeLarge*1.2*u, r.W-12*u)
		b.textCentered(dst, label, size, r, ui.White)
	}
}

// chiefTag stands for a 社長 whose face would be too small to read in its slot (its rows
// under the floor: 8 px at 960×540, Issue 27): a paper card naming it, framed in the gold the
// card glows with, its effect shown on hover as the card's is.
func (b *Board) chiefTag(ctx *ui.Ctx, dst *ebiten.Image, slot ui.Rect) {
	u := ctx.U
	ui.RoundRect(dst, slot, 8*u, ui.Paper)
	ui.RoundRectLine(dst, slot.Inset(-2*u), 9*u, 3*u, ui.Gold)
	label := ctx.T("card.boss.chief")
	b.textCentered(dst, label, ui.FitSize(label, ui.SizeBody*u, slot.W-8*u), slot, ui.Ink)
}

// drawPiles: the 勤務 draw pile and discard pile.
func (b *Board) drawPiles(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	l := b.lay
	for i := 0; i < min(b.m.draw, 40); i += 4 {
		p := l.draw
		p.X -= float64(i) * 0.25 * u
		p.Y -= float64(i) * 0.35 * u
		ui.DrawCard(dst, nil, workBack(), p, ui.CardLook{})
	}
	below := l.draw.Y + l.cardW*ui.CardAspect/2 + 6*u
	b.text(dst, ctx.T("boss.ui.pile", b.m.draw), ui.SizeSmall*u, l.draw.X, below, ui.Center, ui.Paper)
	n := len(b.m.discard)
	for i := max(0, n-4); i < n; i++ {
		p := l.discard
		p.Angle = math.Sin(float64(i)*2.39) * 0.14
		ui.DrawCard(dst, cardFace(b.m.discard[i], b.lang), nil, p, ui.CardLook{})
	}
	if n > 0 {
		b.note(faceText(b.m.discard[n-1], b.lang, l.discard.W))
	} else {
		ui.RoundRectLine(dst, ui.CenteredAt(l.discard.X, l.discard.Y, l.discard.W, l.discard.W*ui.CardAspect), 8*u, 2*u, ui.Muted)
	}
	b.text(dst, ctx.T("boss.ui.discards", n), ui.SizeSmall*u, l.discard.X, below, ui.Center, ui.Paper)
}

// drawChief: the 社長 on the boss's or the team's field, with its uses left.
func (b *Board) drawChief(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	for _, side := range []rb.Side{rb.BossSide, rb.TeamSide} {
		p := b.lay.bossChief
		if side == rb.TeamSide {
			p = b.lay.teamChief
		}
		h := p.W * ui.CardAspect
		slot := ui.CenteredAt(p.X, p.Y, p.W, h)
		if b.m.chief >= 0 && b.m.chiefSide == side {
			if f := cardFace(b.m.chief, b.lang); ui.Readable(f, p.W) {
				ui.DrawCard(dst, f, nil, p, ui.CardLook{Glow: ui.Gold})
			} else {
				b.chiefTag(ctx, dst, slot)
			}
			c := b.lay.chiefCaption(p)
			label, size := b.fit(ctx.T("boss.ui.chiefleft", rb.ChiefUses-b.shown.ChiefUses), ui.SizeSmall*u, c.W)
			b.text(dst, label, size, p.X, c.Y, ui.Center, ui.Gold)
			continue
		}
		ui.RoundRectLine(dst, slot, 8*u, 2*u, color.RGBA{0x9c, 0xb3, 0xa6, 0x80})
		// Inside the slot where it fits; at the floor it may reach over the outline.
		label := ctx.T("card.boss.chief")
		b.textCentered(dst, label, ui.FitSize(label, ui.SizeSmall*u, slot.W-8*u), slot, ui.Muted)
	}
}

// drawSeat: a name plate with the life track, the hand's backs, the field and badges.
func (b *Board) drawSeat(ctx *ui.Ctx, dst *ebiten.Image, s int) {
	u := ctx.U
	v := b.shown
	r := b.lay.plate(s, v.Boss)
	isBoss := s == v.Boss
	acting := v.Phase != rb.PhaseOver && b.isActing(s)
	bg := color.Color(plateBg)
	if isBoss {
		bg = bossBg
	}
	if acting {
		ui.TurnGlow(dst, r, b.tick, 2*u, 6*u, 14*u)
	}
	if tw, ok := b.flashes[s]; ok {
		k := 1 - tw.Linear()
		ui.RoundRect(dst, r.Inset(-8*u*k), 14*u, color.RGBA{0xff, 0x60, 0x40, uint8(160 * k)})
	}
	ui.RoundRect(dst, r, 10*u, bg)
	if acting {
		ui.RoundRectLine(dst, r, 10*u, 3*u, ui.Accent)
	}
	if b.targetable(s) {
		clr := ui.Legal
		if s == b.hoverSeat {
			clr = ui.Gold
		}
		ui.RoundRectLine(dst, r.Inset(-4*u), 13*u, 3*u, clr)
	}
	role := ctx.T("boss.ui.sub")
	if isBoss {
		role = ctx.T("boss.ui.bossrole")
	}
	b.text(dst, role, ui.SizeSmall*u, r.X+12*u, r.Y+8*u, ui.Left, ui.Gold)
	nx := r.X + 12*u + ui.Measure(role, ui.SizeSmall*u) + 8*u
	room := r.Right() - nx - b.fieldInset(s) - 8*u
	if isBoss {
		room -= 70 * u // the card count
	}
	name, size := b.fit(ctx.Names[s], ui.SizeBody*u, room)
	b.text(dst, name, size, nx, r.Y+6*u, ui.Left, ui.White)
	b.drawHearts(ctx, dst, s, r)
	// hand count and backs (the viewer's own hand is at the bottom)
	n := len(b.m.hands[s])
	if isBoss {
		b.text(dst, ctx.T("boss.ui.cards", n), ui.SizeSmall*u, r.Right()-10*u, r.Y+8*u, ui.Right, ui.Paper)
		if s != v.Seat || b.spectator() {
			for _, p := range b.lay.bossFanPoses(min(n, 9)) {
				ui.DrawCard(dst, nil, workBack(), p, ui.CardLook{})
			}
		}
	} else {
		label := ctx.T("boss.ui.cards", n)
		b.text(dst, label, ui.SizeSmall*u, r.X+12*u, r.Bottom()-26*u, ui.Left, ui.Paper)
		x := r.X + 24*u + ui.Measure(label, ui.SizeSmall*u)
		for i := range min(n, 6) {
			ui.DrawCard(dst, nil, workBack(), ui.Pose{X: x + float64(i)*9*u, Y: r.Bottom() - 18*u, W: 16 * u}, ui.CardLook{})
		}
	}
	if !isBoss {
		b.drawField(ctx, dst, s)
	}
	switch {
	case s == b.m.resigned:
		b.stamp(ctx, dst, s, r, ctx.T("boss.ui.resigned"), ui.PaperDim)
	case b.m.life[s] == 0:
		b.stamp(ctx, dst, s, r, ctx.T("boss.ui.down"), heartRed)
	}
	if !isBoss && (v.Phase == rb.PhaseVote || v.Votes[s] >= rb.Yes && v.Phase != rb.PhaseOver && b.recentVote()) {
		b.drawVote(ctx, dst, s, r)
	}
}

// fieldInset keeps the card count clear of a subordinate's field slot.
func (b *Board) fieldInset(s int) float64 {
	if s == b.shown.Boss {
		return 0
	}
	return 56 * b.lay.u
}

// recentVote: the votes stay on the plates until the second subordinate's turn, so the
// result can be read against who voted how.
func (b *Board) recentVote() bool {
	v := b.shown
	for _, t := range v.Tasks.Items {
		if t.Kind == rb.TaskSubTurn && len(v.Order) > 1 && t.Seat == v.Order[1] {
			return true
		}
	}
	return false
}

func (b *Board) isActing(s int) bool {
	v := b.shown
	switch v.Phase {
	case rb.PhaseVote:
		return v.Votes[s] == rb.Pending
	case rb.PhaseNoOvertime:
		return v.InGame(s) && !v.Done[s]
	}
	return v.Turn == s
}

// drawHearts is the life track: full hearts for life left, dark ones for life lost; a heart
// just lost bursts, one just gained pops in.
func (b *Board) drawHearts(ctx *ui.Ctx, dst *ebiten.Image, s int, r ui.Rect) {
	u := ctx.U
	maxLife := b.shown.MaxLife(s)
	x, y, size := b.lay.heartsAt(r, s == b.shown.Boss)
	life := b.m.life[s]
	pop := 0.0
	if tw, ok := b.flashes[s]; ok {
		pop = 1 - tw.Linear()
	}
	for i := range maxLife {
		cx := x + float64(i)*(size+4*u) + size/2
		cy := y + size/2
		heart(dst, cx, cy, size, heartEmpty)
		if i < life {
			k := 1.0
			if i == life-1 {
				k += 0.35 * pop
			}
			heart(dst, cx, cy, size*0.86*k, heartRed)
		}
	}
	b.text(dst, fmt.Sprint(life), ui.SizeLarge*u, x+float64(maxLife)*(size+4*u)+6*u, y+size/2-ui.LineHeight(ui.SizeLarge*u)/2, ui.Left, ui.White)
}

// heart fills a heart shape centred at cx, cy, s wide (a stamp: a plate shows many).
func heart(dst *ebiten.Image, cx, cy, s float64, clr color.Color) {
	ui.DrawShape(dst, ui.Shape{Name: "boss.heart", Size: s, Extent: ui.Rect{X: -s, Y: -s, W: 2 * s, H: 2 * s}, Path: func(p *vector.Path, x, y float64) *vector.StrokeOptions {
		return heartPath(p, x, y, s)
	}}, cx, cy, clr)
}

func heartPath(p *vector.Path, cx, cy, s float64) *vector.StrokeOptions {
	x, y, k := float32(cx), float32(cy), float32(s)
	p.MoveTo(x, y+k*0.42)
	p.CubicTo(x-k*0.95, y-k*0.12, x-k*0.42, y-k*0.78, x, y-k*0.26)
	p.CubicTo(x+k*0.42, y-k*0.78, x+k*0.95, y-k*0.12, x, y+k*0.42)
	p.Close()
	return nil
}

// drawField: a subordinate's 防御 slot at the right of its plate.
func (b *Board) drawField(ctx *ui.Ctx, dst *ebiten.Image, s int) {
	u := ctx.U
	p := b.lay.fieldPose(s)
	if c := b.m.field[s]; c >= 0 {
		look := ui.CardLook{Glow: ui.Legal}
		if b.shown.Spent[s] {
			look = ui.CardLook{Dim: true}
		}
		ui.DrawCard(dst, cardFace(c, b.lang), nil, p, look)
		return
	}
	ui.RoundRectLine(dst, ui.CenteredAt(p.X, p.Y, p.W, p.W*ui.CardAspect), 6*u, 1.5*u, color.RGBA{0x9c, 0xb3, 0xa6, 0x70})
}

// stamp lies over seat's life track (hearts and number), which it replaces.
func (b *Board) stamp(ctx *ui.Ctx, dst *ebiten.Image, seat int, r ui.Rect, s string, clr color.Color) {
	u := ctx.U
	x, y, size := b.lay.heartsAt(r, seat == b.shown.Boss)
	right := x + float64(b.shown.MaxLife(seat))*(size+4*u) + 6*u + ui.Measure("0", ui.SizeLarge*u) + 6*u
	w := max(right-x+8*u, ui.Measure(s, ui.SizeBody*u)+20*u)
	t := ui.Rect{X: x - 4*u, Y: y + size/2 - 15*u, W: w, H: 30 * u}
	ui.RoundRect(dst, t, 6*u, color.RGBA{0x10, 0x26, 0x1d, 0xff})
	ui.RoundRectLine(dst, t, 6*u, 2.5*u, clr)
	b.textCentered(dst, s, ui.SizeBody*u, t, clr)
}

// drawVote is a subordinate's vote as everyone sees it.
func (b *Board) drawVote(ctx *ui.Ctx, dst *ebiten.Image, s int, r ui.Rect) {
	u := ctx.U
	var label string
	clr := color.Color(ui.Muted)
	switch b.shown.Votes[s] {
	case rb.Pending:
		label = ctx.T("boss.ui.voting")
	case rb.Yes:
		label, clr = ctx.T("boss.ui.votedyes"), ui.Legal
	case rb.No:
		label, clr = ctx.T("boss.ui.votedno"), ui.Accent
	default:
		return
	}
	size := badgeSize(u)
	w := ui.Measure(label, size)
	h := max(24*u, ui.LineHeight(size)+2*u)
	t := ui.Rect{X: r.Right() - 70*u - w, Y: r.Y + 10*u - h, W: w + 20*u, H: h}
	ui.RoundRect(dst, t, 8*u, clr)
	b.textCentered(dst, label, size, t, ui.Ink)
	b.smallBadge = math.Min(b.smallBadge, ui.Legible(size))
}

// drawLetter: the 辞表 envelope in the middle, flying to the seat that hands it in.
func (b *Board) drawLetter(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	r := b.lay.letter
	if s := b.m.resigned; s >= 0 {
		pr := b.lay.plate(s, b.shown.Boss)
		to := ui.Rect{X: pr.Right() - 112*u, Y: pr.Y - 16*u, W: 50 * u, H: 32 * u}
		t := 1.0
		if b.letter != nil {
			t = b.letter.Value()
		}
		r = ui.Rect{X: ui.Lerp(r.X, to.X, t), Y: ui.Lerp(r.Y, to.Y, t) - 40*u*math.Sin(t*math.Pi), W: ui.Lerp(r.W, to.W, t), H: ui.Lerp(r.H, to.H, t)}
	}
	ui.RoundRect(dst, ui.Rect{X: r.X + 3*u, Y: r.Y + 4*u, W: r.W, H: r.H}, 4*u, colorShadow)
	ui.RoundRect(dst, r, 4*u, envelope)
	flap := func(p *vector.Path, x, y float64) *vector.StrokeOptions {
		p.MoveTo(float32(x), float32(y))
		p.LineTo(float32(x+r.W/2), float32(y+r.H*0.55))
		p.LineTo(float32(x+r.W), float32(y))
		return &vector.StrokeOptions{Width: float32(2 * u)}
	}
	ui.DrawShape(dst, ui.Shape{Name: "boss.flap", Size: r.W, Width: r.H, Extent: ui.Rect{X: -12 * u, Y: -12 * u, W: r.W + 24*u, H: r.H + 24*u}, Path: flap}, r.X, r.Y, ui.PaperDim)
	if r.W < b.lay.letter.W*0.8 {
		return // on the resigned seat's plate, whose stamp says it
	}
	// The name on the envelope: one word in Japanese, two lines in English.
	lines := strings.Split(ctx.T("boss.ui.letter"), "\n")
	size := r.H * 0.42 / math.Sqrt(float64(len(lines)))
	for _, l := range lines {
		size = min(size, ui.FitSize(l, size, r.W-10*u))
	}
	lh := ui.LineHeight(size) * 0.8
	top := r.Y + r.H*0.62 - lh*float64(len(lines))/2
	for i, l := range lines {
		b.textCentered(dst, l, size, ui.Rect{X: r.X, Y: top + float64(i)*lh, W: r.W, H: lh}, ui.Ink)
	}
}

// drawHand: the viewer's hand; cards usable now stand raised and outlined.
func (b *Board) drawHand(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	hand := b.own() // none for a spectator: every hand is backs on its plate
	acting := len(b.legal) > 0 && !b.Busy()
	for i, c := range hand {
		if i >= len(b.hand) {
			break
		}
		p := b.hand[i]
		p.X += b.shake.Offset(i, u)
		look := ui.CardLook{}
		if acting && c != unknown {
			k := rb.KindOf(c)
			usable := len(b.cardActs(k)) > 0
			switch {
			case usable && (k == b.picked || i == b.hover || i == b.sel):
				look.Glow = ui.Gold
				p.Y -= 26 * u
			case usable:
				look.Glow = ui.Legal
				p.Y -= 20 * u
			case b.cardPhase():
				look.Dim = true
			}
		}
		ui.DrawCard(dst, cardFace(c, b.lang), workBack(), p, look)
		if c != unknown {
			b.note(faceText(c, b.lang, p.W))
		}
	}
}

// drawShows: hands shown to everyone (no usable card, the end of the game) over their plates.
func (b *Board) drawShows(ctx *ui.Ctx, dst *ebiten.Image) {
	for s, sh := range b.shows {
		for i, c := range sh.cards {
			ui.DrawCard(dst, cardFace(c, b.lang), workBack(), b.showPose(s, sh, i), ui.CardLook{})
		}
	}
}

// showPose is where card i of a hand shown to everyone lies.
func (b *Board) showPose(s int, sh *shownHand, i int) ui.Pose {
	return b.lay.showPose(b.lay.plate(s, b.shown.Boss), i, len(sh.cards))
}

func (b *Board) drawDie(ctx *ui.Ctx, dst *ebiten.Image) {
	size := 56 * ctx.U
	if b.die != nil {
		b.die.draw(dst, size)
		return
	}
	if b.m.roll > 0 {
		d := &dieRoll{toX: b.lay.dieX, toY: b.lay.dieY, fromX: b.lay.dieX, fromY: b.lay.dieY, result: b.m.roll, tw: ui.NewTween(0, nil), rest: ui.NewTween(0, nil)}
		d.tw.Finish()
		d.rest.Finish()
		d.draw(dst, size)
	}
}

// drawFloats: life changes rising from the plates.
func (b *Board) drawFloats(ctx *ui.Ctx, dst *ebiten.Image) {
	for _, f := range b.floats {
		lane := b.lay.floatLane(f.Seat, b.shown.Boss)
		size := floatSize * ctx.U
		clr := color.RGBA{0x7c, 0xe0, 0x8c, 0xff}
		s := "+" + strconv.Itoa(f.N)
		if f.N < 0 {
			clr, s = color.RGBA{0xff, 0x7a, 0x64, 0xff}, strconv.Itoa(f.N)
		}
		// it rises from the lane's foot to its head, fading in its last stretch (ui.Floater)
		top := ui.Lerp(lane.Bottom()-ui.LineHeight(size), lane.Y, f.Tw.Value())
		alpha := 1 - math.Max(0, f.Tw.Linear()-0.6)/0.4
		ui.Text(dst, s, size, lane.X+lane.W/2, top, ui.Center, ui.Premul(clr, alpha))
	}
}

// drawStatus says what is happening and, for the viewer, what to do.
func (b *Board) drawStatus(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	msg, clr := b.statusText(ctx), color.Color(ui.Paper)
	if len(b.legal) > 0 {
		clr = ui.Gold
	}
	if msg == "" {
		return
	}
	r := b.lay.status
	msg, size := b.fit(msg, ui.SizeBody*1.1*u, r.W-30*u)
	ui.RoundRect(dst, r, 18*u, color.RGBA{0, 0, 0, 0x70})
	b.textCentered(dst, msg, size, r, clr)
}

func (b *Board) statusText(ctx *ui.Ctx) string {
	v := b.shown
	name := func(s int) string {
		if s >= 0 && s < len(ctx.Names) {
			return ctx.Names[s]
		}
		return ""
	}
	if v.Phase == rb.PhaseOver {
		return ctx.T("boss.ui.over")
	}
	if len(b.legal) == 0 {
		switch {
		case v.Phase == rb.PhaseVote || v.Phase == rb.PhaseNoOvertime:
			// A window asks several seats at once and names none: its line may stay while
			// they answer, but not over the animation of what led to it.
			if b.Busy() {
				return ""
			}
			if v.Phase == rb.PhaseVote {
				return ctx.T("boss.ui.waitvote")
			}
			return ctx.T("boss.ui.waitnozangyo")
		case !ctx.Thinking || ctx.Thinker < 0 || ctx.Thinker >= len(ctx.Names):
			// Nobody is deciding now: the table is animating a move, dealing, answering a
			// forced question or waiting for a curtain, and a "deciding" cue would be false.
			return ""
		case v.Phase == rb.PhaseDamage:
			return ctx.T("boss.ui.waitdamage", name(ctx.Thinker), v.Damage.Amount)
		}
		return ctx.T("boss.ui.waiting", name(ctx.Thinker))
	}
	switch v.Phase {
	case rb.PhaseSubTurn, rb.PhaseBossTurn:
		if b.picked >= 0 {
			return ctx.T("boss.ui.pick")
		}
		if len(b.cardActs(rb.Attack))+len(b.cardActs(rb.Defence))+len(b.cardActs(rb.Recovery))+len(b.cardActs(rb.Chief)) == 0 {
			return ctx.T("boss.ui.nousable")
		}
		if v.Phase == rb.PhaseBossTurn {
			if b.mayEnd() {
				return ctx.T("boss.ui.bossturn", v.BossUses)
			}
			return ctx.T("boss.ui.bossmust", v.BossUses)
		}
		if v.Life[v.Seat] == 0 {
			return ctx.T("boss.ui.downturn")
		}
		return ctx.T("boss.ui.yourturn")
	case rb.PhaseDamage:
		if len(b.cardActs(rb.Defence)) > 0 {
			return ctx.T("boss.ui.damagehint")
		}
	case rb.PhaseDiscard:
		return ctx.T("boss.ui.yukyu")
	case rb.PhaseNoOvertime:
		return ctx.T("boss.ui.nozangyo")
	}
	return ctx.T("boss.ui.decide")
}

// drawPrompt: the panel with the question and its buttons.
func (b *Board) drawPrompt(ctx *ui.Ctx, dst *ebiten.Image) {
	if len(b.choices) == 0 {
		return
	}
	u := ctx.U
	if b.compact() {
		for i := range b.choices {
			b.button(dst, b.choices[i].btn, u)
		}
		return
	}
	ui.Panel(dst, b.lay.prompt, u)
	pt := b.panel
	b.text(dst, pt.title, pt.titleSize, pt.titleRect.X, pt.titleRect.Y, ui.Left, ui.Accent)
	for i, line := range pt.lines {
		b.text(dst, line, ui.SizeBody*u, pt.rects[i].X, pt.rects[i].Y, ui.Left, ui.Ink)
	}
	for i := range b.choices {
		b.button(dst, b.choices[i].btn, u)
	}
}

// promptText is the panel's question and one line of context.
func (b *Board) promptText(ctx *ui.Ctx) (string, string) {
	v := b.shown
	name := func(s int) string {
		if s >= 0 && s < len(ctx.Names) {
			return ctx.Names[s]
		}
		return "?"
	}
	switch v.Phase {
	case rb.PhaseVote:
		return ctx.T("boss.ui.voteq", cardLabel(v.Dict, b.lang)), ctx.T("boss.ui.voterule."+v.Options[rb.OptVote], v.Charges)
	case rb.PhaseDamage:
		def := 0
		for _, c := range b.v.Hand {
			if rb.KindOf(c) == rb.Defence {
				def++
			}
		}
		// A dictator card's damage has no seat behind it (朝まで飲み会, 水も飲まずに) or the
		// boss: the card is what the defender needs to know.
		by := name(v.Damage.Source)
		if v.Damage.Cause == rb.ByDictator {
			by = cardLabel(v.Dict, b.lang)
		}
		return ctx.T("boss.ui.damageq", v.Damage.Amount), ctx.T("boss.ui.damagefrom."+causeKey[v.Damage.Cause], by, def)
	case rb.PhaseBossStart:
		return ctx.T("boss.ui.saboriq"), ctx.T("card.boss.d.sabori.text")
	case rb.PhaseBonus:
		return ctx.T("boss.ui.bonusq"), ctx.T("card.boss.d.rule.text")
	case rb.PhaseChief:
		return ctx.T("boss.ui.chiefq"), ctx.T("boss.ui.chiefuses", rb.ChiefUses-v.ChiefUses)
	case rb.PhaseShimatsu:
		return ctx.T("boss.ui.shimatsuq"), ctx.T("card.boss.d.shimatsu.text")
	case rb.PhaseRentai:
		return ctx.T("boss.ui.rentaiq"), ctx.T("card.boss.d.rentai.text")
	case rb.PhaseNoOvertime:
		return ctx.T("boss.ui.nozangyoq"), ctx.T("boss.ui.nozangyo")
	}
	if b.picked >= 0 {
		return ctx.T("boss.ui.targetq", ctx.T("card.boss."+b.picked.String())), ctx.T("boss.ui.orseat")
	}
	return ctx.T("boss.ui.otherq"), ctx.T("boss.ui.orcard")
}

var causeKey = map[rb.Cause]string{rb.ByBossAttack: "attack", rb.ByTeamAttack: "attack", rb.ByChief: "chief",
	rb.ByDictator: "dict", rb.ByLetter: "letter"}
