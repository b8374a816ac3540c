package chaos

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	rc "zashiki/rules/chaos"
	"zashiki/scenes/ui"
)

var (
	panelDark = color.RGBA{0x10, 0x26, 0x1d, 0xd8}
	done      = color.RGBA{0x7c, 0xe0, 0x8c, 0xff}
)

// Draw implements Board.
func (b *Board) Draw(ctx *ui.Ctx, dst *ebiten.Image) {
	if b.v == nil {
		return
	}
	dst = b.layer.Begin(dst)
	defer b.layer.End()
	b.lang = ctx.Lang
	b.lay = newLayout(ctx.Area, ctx.U, b.v.Seats)
	b.drawBanner(ctx, dst)
	for i := range rc.Cats {
		b.drawWorkplace(ctx, dst, i)
	}
	b.drawLane(ctx, dst)
	b.drawSeats(ctx, dst)
	b.drawDie(ctx, dst)
	b.drawTokens(ctx, dst)
	b.drawPiles(ctx, dst)
	b.drawHand(ctx, dst)
	b.drawPlay(ctx, dst)
	for _, f := range b.seq.Flights {
		p := f.Pose()
		ui.DrawCard(dst, b.face(f.Card, b.classFor(p.W)), cardBack(), p, ui.CardLook{})
	}
	for i := range b.buttons {
		b.buttons[i].Draw(dst, ui.SizeSmall*ctx.U, ctx.U)
	}
	b.drawStatus(ctx, dst)
	if b.shown.Phase == rc.PhaseAsk && b.shown.Outcome == nil && !b.Busy() {
		b.drawAsk(ctx, dst)
		for i := range b.buttons {
			b.buttons[i].Draw(dst, ui.SizeBody*ctx.U, ctx.U)
		}
	}
	b.drawCaption(ctx, dst)
	b.drawOutcome(ctx, dst)
}

// drawOutcome is the end of the project, over the table: success in gold, failure in red,
// with the reason.
func (b *Board) drawOutcome(ctx *ui.Ctx, dst *ebiten.Image) {
	o := b.shown.Outcome
	if o == nil || b.Busy() {
		return
	}
	u := ctx.U
	head, clr := ctx.T("chaos.ui.failed"), color.RGBA{0xb8, 0x3a, 0x2e, 0xf0}
	if len(o.Winners) > 0 {
		head, clr = ctx.T("chaos.ui.success"), color.RGBA{0xc8, 0x92, 0x20, 0xf0}
	}
	reason := ctx.T(o.Reason.Key)
	if len(o.Winners) > 0 {
		reason = ctx.T("chaos.ui.achieved", ctx.T("chaos.goal."+string(b.shown.Victory)))
	}
	w := math.Max(ui.Measure(head, ui.SizeTitle*u), ui.Measure(reason, ui.SizeBody*u)) + 80*u
	r := ui.CenteredAt(b.lay.playCX, b.lay.work[0].Y+b.lay.work[0].H/2, w, 130*u)
	ui.RoundRect(dst, ui.Rect{X: r.X + 4*u, Y: r.Y + 6*u, W: r.W, H: r.H}, 18*u, color.RGBA{0, 0, 0, 0x70})
	ui.RoundRect(dst, r, 18*u, clr)
	ui.TextCentered(dst, head, ui.SizeTitle*u, ui.Rect{X: r.X, Y: r.Y + 12*u, W: r.W, H: 60 * u}, ui.White)
	ui.TextCentered(dst, reason, ui.SizeBody*u, ui.Rect{X: r.X, Y: r.Y + 76*u, W: r.W, H: 36 * u}, ui.White)
}

// drawBanner is the goal and the lane's progress toward it, spelled out.
func (b *Board) drawBanner(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	r := b.lay.banner
	ui.RoundRect(dst, r, 12*u, panelDark)
	if b.captionOn() { // the word after chaos strikes stands here for now (drawCaption)
		return
	}
	v := b.shown
	g := v.Goal()
	head := ctx.T("chaos.ui.goal") + "  " + ctx.T("chaos.goal."+string(v.Victory))
	ui.Text(dst, head, ui.SizeBody*u, r.X+14*u, r.Y+4*u, ui.Left, ui.Gold)
	desc := b.goalDesc(ctx, g)
	room := r.W - 42*u - ui.Measure(head, ui.SizeBody*u)
	size := fitSize(desc, ui.SizeSmall*u, room, u)
	ui.Text(dst, fitLine(desc, size, room), size, r.Right()-14*u, r.Y+7*u, ui.Right, ui.Muted)
	x, y := r.X+14*u, r.Y+30*u
	size = ui.SizeBody * u
	for i, p := range g.ProgressOf(v.Victory, b.m.lane, b.m.chaos) {
		if p.Key == "extra" && p.Have == 0 {
			continue // the description says "exactly"; the part shows once a card spoils it
		}
		if i > 0 {
			ui.Text(dst, "·", size, x+8*u, y, ui.Left, ui.Muted)
			x += 26 * u
		}
		text, ok := b.progressText(ctx, p)
		clr := color.Color(ui.Paper)
		if ok {
			clr = done
		}
		if p.Key == "tech" || p.Key == "user" || p.Key == "mgmt" {
			c, _ := rcCat(p.Key)
			ui.RoundRect(dst, ui.Rect{X: x, Y: y + 3*u, W: 8 * u, H: 18 * u}, 3*u, catColour[c])
			x += 13 * u
		}
		ui.Text(dst, text, size, x, y, ui.Left, clr)
		x += ui.Measure(text, size)
	}
}

func rcCat(name string) (rc.Cat, bool) {
	for _, c := range rc.Cats {
		if c.Name() == name {
			return c, true
		}
	}
	return 0, false
}

// goalDesc words the condition with its numbers.
func (b *Board) goalDesc(ctx *ui.Ctx, g rc.Goal) string {
	key := "chaos.goaldesc." + string(b.shown.Victory)
	switch b.shown.Victory {
	case rc.Balance:
		if g.Exact {
			return ctx.T(key+"6", g.PerCat, 3*g.PerCat)
		}
		return ctx.T(key, g.PerCat)
	case rc.Innovation:
		return ctx.T(key, g.Plus3)
	case rc.NoRisk:
		return ctx.T(key, g.LaneMin, g.ChaosMax)
	case rc.TechWin:
		return ctx.T(key, g.LaneMin, g.TechPlus3)
	}
	return ctx.T(key)
}

// progressText is one part of the progress line, and whether it is met.
func (b *Board) progressText(ctx *ui.Ctx, p rc.Progress) (string, bool) {
	switch p.Key {
	case "chaos":
		return ctx.T("chaos.ui.prog.chaos", p.Have, p.Need), p.Have <= p.Need
	case "impure", "extra":
		return ctx.T("chaos.ui.prog."+p.Key, p.Have), p.Have == 0
	case "tech", "user", "mgmt":
		return fmt.Sprintf("%s %d/%d", ctx.T("chaos.cat."+p.Key), p.Have, p.Need), p.Have >= p.Need
	}
	return ctx.T("chaos.ui.prog."+p.Key, p.Have, p.Need), p.Have >= p.Need
}

// drawWorkplace is a category's panel: its colour and name, the card there and its value,
// and, while a placement is previewed there, the card that would land and where the card
// it pushes out would go.
func (b *Board) drawWorkplace(ctx *ui.Ctx, dst *ebiten.Image, i int) {
	u := ctx.U
	r := b.lay.work[i]
	cat := rc.Cats[i]
	clr := catColour[cat]
	bg := clr
	bg.R, bg.G, bg.B, bg.A = bg.R/3, bg.G/3, bg.B/3, 0xc0
	ui.RoundRect(dst, r, 12*u, bg)
	ui.RoundRectLine(dst, r, 12*u, 2*u, clr)
	head := ui.Rect{X: r.X, Y: r.Y, W: r.W, H: 28 * u}
	ui.RoundRect(dst, head, 12*u, clr)
	ui.TextCentered(dst, ctx.T("chaos.ui.workplace", ctx.T("chaos.cat."+cat.Name())), ui.SizeSmall*u, head, ui.White)
	p := b.lay.workCard(i)
	c := b.m.work[i]
	pv := b.preview
	previewing := pv != nil && pv.Cat == cat
	if c == empty {
		ui.RoundRectLine(dst, cardRect(p), 8*u, 1.5*u, color.RGBA{0xff, 0xff, 0xff, 0x40})
		ui.TextCentered(dst, ctx.T("chaos.ui.emptywork"), ui.SizeSmall*u, cardRect(p), ui.Muted)
	} else {
		look := ui.CardLook{}
		if b.isTarget(c) {
			look.Glow = ui.Legal
		}
		old := p
		if previewing { // the card that would be pushed out steps aside, faded
			look.Alpha = 0.5
			old.X -= 18 * u
			old.Angle = -0.08
		}
		old.X += b.shake.Offset(c, u)
		ui.DrawCard(dst, b.face(c, faceWork), nil, old, look)
		if !b.placing(cat) {
			v := rc.Cards[c].Value
			ui.Text(dst, ctx.T("chaos.ui.value", signed(v)), ui.SizeSmall*u, p.X, p.Y+p.W*ui.CardAspect/2+6*u, ui.Center, brighten(valueColour(v)))
		}
	}
	if b.placing(cat) {
		after := rc.AfterPlacing(b.m.res, b.selected())
		text := ctx.T("chaos.ui.afterplace", b.m.res, after)
		ui.Text(dst, text, fitSize(text, ui.SizeSmall*u, r.W-16*u, u), p.X, p.Y+p.W*ui.CardAspect/2+2*u, ui.Center, ui.Legal)
	}
	if previewing {
		ghost := p
		ghost.X += 16 * u
		ghost.Y -= 2 * u
		ui.DrawCard(dst, b.face(pv.Card, faceWork), nil, ghost, ui.CardLook{Glow: ui.Gold, Alpha: 0.9})
	}
}

// placing reports whether the chosen hand card may be placed in cat's workplace now.
func (b *Board) placing(cat rc.Cat) bool {
	c := b.selected()
	return c >= 0 && len(b.buttons) > 0 && b.shown.Phase == rc.PhaseAction && rc.Cards[c].Cats.Has(cat)
}

// brighten lifts a value colour for text on the dark felt.
func brighten(c color.RGBA) color.RGBA {
	return color.RGBA{uint8(min(255, int(c.R)+70)), uint8(min(255, int(c.G)+70)), uint8(min(255, int(c.B)+70)), 0xff}
}

// isTarget reports whether card c glows as a legal pick.
func (b *Board) isTarget(c int) bool {
	for _, t := range b.pickTargets() {
		if t.card == c {
			return true
		}
	}
	return false
}

// drawLane is the 完成品レーン: its label, its cards in order.
func (b *Board) drawLane(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	r := b.lay.lane
	ui.RoundRect(dst, r, 12*u, panelDark)
	ui.Text(dst, ctx.T("chaos.ui.lane"), ui.SizeBody*u, r.X+14*u, r.Y+16*u, ui.Left, ui.Gold)
	ui.Text(dst, ctx.T("chaos.ui.cards", len(b.m.lane)), ui.SizeSmall*u, r.X+14*u, r.Y+44*u, ui.Left, ui.Muted)
	if len(b.m.lane) == 0 {
		ui.Text(dst, ctx.T("chaos.ui.laneempty"), ui.SizeSmall*u, r.X+160*u, r.Y+r.H/2-10*u, ui.Left, ui.Muted)
	}
	for i, c := range b.m.lane {
		look := ui.CardLook{}
		if b.isTarget(c) {
			look.Glow = ui.Legal
		}
		p := b.lay.laneCard(i, len(b.m.lane))
		p.X += b.shake.Offset(c, u)
		ui.DrawCard(dst, b.face(c, faceMini), nil, p, look)
	}
}

// drawSeats are the players' plates, the turn cue, and the die's marker in front of whoever
// touched it last.
func (b *Board) drawSeats(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	v := b.shown
	for s, r := range b.lay.plates {
		acting := v.Outcome == nil && b.actingSeat(s)
		bg := color.Color(panelDark)
		if acting {
			ui.TurnGlow(dst, r, b.tick, 1*u, 3*u, 10*u)
			bg = ui.Accent
		}
		ui.RoundRect(dst, r, 8*u, bg)
		name := ctx.Names[s]
		if s == v.Seat {
			ui.RoundRect(dst, ui.Rect{X: r.X, Y: r.Bottom() - 3*u, W: r.W, H: 3 * u}, 1.5*u, ui.Gold)
		}
		size := fitSize(name, ui.SizeSmall*u, r.W-90*u, u)
		name = fitLine(name, size, r.W-90*u)
		ui.Text(dst, name, size, r.X+10*u, r.Y+r.H/2-ui.LineHeight(size)/2, ui.Left, ui.White)
		count := ctx.T("chaos.ui.cards", len(b.m.hands[s]))
		ui.Text(dst, count, ui.SizeSmall*u, r.Right()-10*u, r.Y+r.H/2-ui.LineHeight(ui.SizeSmall*u)/2, ui.Right, ui.Gold)
		answerX := r.Right() - 22*u - ui.Measure(count, ui.SizeSmall*u)
		if s == b.m.marker {
			ui.Image(dst, assets.Die4(b.m.chaos), b.lay.markerRect(s), 1)
		}
		if v.Phase == rc.PhaseAsk && s < len(v.Ask.Answers) && v.Ask.Answers[s] != 0 {
			ans := ctx.T("chaos.ui.saidyes")
			if v.Ask.Answers[s] == 2 {
				ans = ctx.T("chaos.ui.saidno")
			}
			ui.Text(dst, ans, ui.SizeSmall*u, answerX, r.Y+r.H/2-ui.LineHeight(ui.SizeSmall*u)/2, ui.Right, ui.White)
		}
	}
}

// actingSeat reports whether seat s is the one (or among those) the game waits for.
func (b *Board) actingSeat(s int) bool {
	v := b.shown
	switch v.Phase {
	case rc.PhaseAsk:
		return s < len(v.Ask.Answers) && v.Ask.Answers[s] == 0
	case rc.PhaseChoose:
		return v.Choice.Seat == s
	}
	return v.Turn == s
}

// drawDie is the chaos die, tumbling after a roll, hopping after a step, with what its
// face means, how close the stagnation penalty is, and the legend of the marker: the small
// die beside the seat that touched it last.
func (b *Board) drawDie(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	r := b.lay.die
	ui.RoundRect(dst, r, 12*u, panelDark)
	ui.Text(dst, ctx.T("chaos.ui.die"), ui.SizeSmall*u, r.X+12*u, r.Y+8*u, ui.Left, ui.Gold)
	face := b.m.chaos
	size := 66 * u
	cx, cy := r.X+56*u, r.Y+66*u
	angle, lift := 0.0, 0.0
	if tw := b.die.tw; tw != nil && !tw.Done() {
		t := tw.Linear()
		if b.die.tumble {
			face = b.die.face
			angle = (1 - tw.Value()) * 6 * math.Sin(t*9)
			lift = 30 * u * math.Abs(math.Sin(t*math.Pi*3)) * (1 - t)
		} else {
			lift = 16 * u * math.Sin(t*math.Pi)
		}
	}
	ui.Circle(dst, cx+4*u, cy+size*0.42, size*0.42-lift*0.3, color.RGBA{0, 0, 0, 0x50})
	drawRotated(dst, assets.Die4(face), cx, cy-lift, size, angle)
	meaning := ctx.T(fmt.Sprintf("chaos.ui.face%d", b.m.chaos))
	small := ui.SizeSmall * u
	lines := ui.Wrap(meaning, small, r.W-112*u)
	for i, line := range lines {
		ui.Text(dst, line, small, r.X+100*u, r.Y+30*u+float64(i)*ui.LineHeight(small), ui.Left, dieColour(b.m.chaos))
	}
	legend := ctx.T("chaos.ui.nomarker")
	if b.m.marker >= 0 && b.m.marker < len(ctx.Names) {
		legend = ctx.T("chaos.ui.marker", ctx.Names[b.m.marker])
	}
	d, alpha := 20*u, 1.0
	if b.m.marker < 0 {
		alpha = 0.35 // no seat holds the marker yet
	}
	ui.Image(dst, assets.Die4(b.m.chaos), ui.Rect{X: r.X + 10*u, Y: r.Bottom() - 26*u, W: d, H: d}, alpha)
	room := r.W - 46*u
	lsize := fitSize(legend, small, room, u)
	ui.Text(dst, fitLine(legend, lsize, room), lsize, r.X+34*u, r.Bottom()-26*u, ui.Left, ui.Muted)
	v := b.shown
	if v.Outcome != nil {
		return
	}
	left := v.RoundLen() - v.Idle
	msg := ctx.T("chaos.ui.stag.touched")
	clr := color.Color(ui.Muted)
	if !v.Touched {
		msg, clr = ctx.T("chaos.ui.stag.left", left), ui.Gold
		if left <= 1 {
			clr = ui.Accent
		}
	}
	room = r.W - 24*u
	msize := fitSize(msg, small, room, u)
	ui.Text(dst, fitLine(msg, msize, room), msize, r.X+12*u, r.Bottom()-50*u, ui.Left, clr)
}

// fitSize shrinks size until one line of s fits width, but never below the text floor.
func fitSize(s string, size, width, u float64) float64 {
	return max(ui.FitSize(s, size, width), min(size, textFloor(u)))
}

// fitLine cuts s with "…" when it is still wider than width at size (a long seat name).
func fitLine(s string, size, width float64) string {
	if ui.Measure(s, size) <= width {
		return s
	}
	return ellipsize(s+"…", size, width)
}

func dieColour(face int) color.Color {
	switch face {
	case 3:
		return color.RGBA{0xff, 0x8a, 0x70, 0xff}
	case 2:
		return ui.Gold
	}
	return ui.Paper
}

// drawRotated draws img as a size×size square centred on (cx, cy), turned by angle.
func drawRotated(dst, img *ebiten.Image, cx, cy, size, angle float64) {
	bw := float64(img.Bounds().Dx())
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-bw/2, -bw/2)
	op.GeoM.Scale(size/bw, size/bw)
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(cx, cy)
	ui.DrawImage(dst, img, op)
}

// drawTokens are the three resource slots, filled as the team holds them; a previewed
// placement shows what it would leave: after the placement, then after the payment.
func (b *Board) drawTokens(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	r := b.lay.tokens
	ui.RoundRect(dst, r, 12*u, panelDark)
	ui.Text(dst, ctx.T("chaos.ui.resources"), ui.SizeSmall*u, r.X+12*u, r.Y+6*u, ui.Left, ui.Gold)
	flash := 0.0
	if b.tokenFx != nil && !b.tokenFx.Done() {
		flash = 1 - b.tokenFx.Value()
	}
	after, paid := b.m.res, b.m.res
	if pv := b.preview; pv != nil {
		after = rc.AfterPlacing(b.m.res, pv.Card)
		paid = after
		if prev := b.m.work[pv.Cat.Slot()]; prev != empty {
			paid -= rc.PushOutCost(prev, pv.Out)
		}
	}
	for i := range rc.MaxResources {
		x, y := r.X+30*u+float64(i)*44*u, r.Y+44*u
		ui.Circle(dst, x, y, 16*u, color.RGBA{0, 0, 0, 0x60})
		if i < b.m.res {
			ui.Circle(dst, x, y, (16+4*flash)*u, ui.Gold)
			ui.Ring(dst, x, y, 11*u, 2*u, color.RGBA{0xc8, 0x92, 0x20, 0xff})
		} else {
			ui.Ring(dst, x, y, 15*u, 1.5*u, ui.Muted)
		}
	}
	if b.preview != nil {
		text := ctx.T("chaos.ui.preview", b.m.res, after, paid)
		ui.Text(dst, text, fitSize(text, ui.SizeSmall*u, r.W-24*u, u), r.X+12*u, r.Y+66*u, ui.Left, ui.Legal)
	}
}

// drawPiles are the deck (the game's clock, its count large) and the discard pile.
func (b *Board) drawPiles(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	r := b.lay.deck
	ui.RoundRect(dst, r, 12*u, panelDark)
	p := b.lay.deckPose()
	for i := 0; i < min(b.m.draw, 30); i += 3 {
		q := p
		q.X -= float64(i) * 0.2 * u
		q.Y -= float64(i) * 0.3 * u
		ui.DrawCard(dst, nil, cardBack(), q, ui.CardLook{})
	}
	clr := color.Color(ui.Paper)
	if b.m.draw <= b.v.Seats*2 {
		clr = ui.Accent
	}
	bottom := p.Y + p.W*ui.CardAspect/2 + 6*u
	ui.Text(dst, ctx.T("chaos.ui.deck", b.m.draw), ui.SizeBody*u, p.X, bottom, ui.Center, clr)
	d := b.lay.discardPose()
	if n := len(b.m.discard); n > 0 {
		ui.DrawCard(dst, b.face(b.m.discard[n-1], faceMini), nil, d, ui.CardLook{})
	} else {
		ui.RoundRectLine(dst, cardRect(d), 6*u, 1.5*u, color.RGBA{0xff, 0xff, 0xff, 0x40})
	}
	ui.Text(dst, ctx.T("chaos.ui.discards", len(b.m.discard)), ui.SizeSmall*u, d.X, bottom+3*u, ui.Center, ui.Muted)
	// The reminder is a whole sentence or nothing: cut mid-word it would read as a different
	// rule (the rules' help says it in full).
	lines := ui.Wrap(ctx.T("chaos.ui.clock"), ui.SizeSmall*u, r.W-24*u)
	lh := ui.LineHeight(ui.SizeSmall * u)
	y := bottom + 40*u
	if y+float64(len(lines))*lh > r.Bottom() {
		return
	}
	for _, line := range lines {
		ui.Text(dst, line, ui.SizeSmall*u, r.X+12*u, y, ui.Left, ui.Muted)
		y += lh
	}
}

// drawHand is the viewer's hand: the chosen card raised, the rest dimmed while choosing.
func (b *Board) drawHand(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	hand := b.own() // a spectator has none: the hands are the counts on the plates
	acting := len(b.legal) > 0 && b.shown.Phase == rc.PhaseAction && !b.Busy()
	for i, c := range hand {
		if i >= len(b.hand) {
			break
		}
		p := b.hand[i]
		look := ui.CardLook{}
		switch {
		case b.isTarget(c):
			look.Glow = ui.Legal
		case acting && i == b.sel:
			p.Y -= 22 * u
			p.Lift = 0.6
			look.Glow = ui.Gold
		case acting && i == b.hover:
			p.Y -= 10 * u
			look.Glow = ui.Legal
		case acting:
			look.Glow = color.RGBA{0x7c, 0xe0, 0x8c, 0x80}
		}
		if b.sel >= 0 && i != b.sel && acting {
			look.Dim = true
		}
		p.X += b.shake.Offset(c, u)
		ui.DrawCard(dst, b.face(c, faceHand), cardBack(), p, look)
		if acting && i != b.sel {
			ui.Text(dst, fmt.Sprintf("[%d]", i+1), ui.SizeSmall*u, p.X, p.Y-p.W*ui.CardAspect/2-keyLabel*u, ui.Center, ui.Muted)
		}
	}
}

// drawPlay shows the cards whose effects are resolving, large over the table.
func (b *Board) drawPlay(ctx *ui.Ctx, dst *ebiten.Image) {
	if len(b.m.play) == 0 {
		return
	}
	u := ctx.U
	n := len(b.m.play)
	first := b.lay.playCard(0, n)
	last := b.lay.playCard(n-1, n)
	ch := first.W * ui.CardAspect
	back := ui.Rect{X: first.X - first.W/2 - 20*u, Y: first.Y - ch/2 - 26*u, W: last.X - first.X + first.W + 40*u, H: ch + 90*u}
	ui.RoundRect(dst, back, 16*u, color.RGBA{0x08, 0x14, 0x0f, 0xe8})
	label := ctx.T("chaos.ui.resolving")
	if n > 1 {
		label = ctx.T("chaos.ui.double")
	}
	ui.Text(dst, label, ui.SizeSmall*u, back.X+back.W/2, back.Y+5*u, ui.Center, ui.Gold)
	for i, c := range b.m.play {
		look := ui.CardLook{}
		if b.isTarget(c) {
			look.Glow = ui.Legal
		}
		p := b.lay.playCard(i, n)
		p.X += b.shake.Offset(c, u)
		ui.DrawCard(dst, b.face(c, faceLarge), nil, p, look)
	}
}

// drawStatus tells the viewer what is happening and what to do.
func (b *Board) drawStatus(ctx *ui.Ctx, dst *ebiten.Image) {
	msg, clr := b.status(ctx)
	if msg == "" {
		return
	}
	u := ctx.U
	size := ui.SizeBody * u
	y := b.lay.statusY()
	size = fitSize(msg, size, b.lay.lane.W-40*u, u)
	msg = fitLine(msg, size, b.lay.lane.W-40*u)
	w := ui.Measure(msg, size) + 36*u
	r := ui.CenteredAt(b.lay.lane.X+b.lay.lane.W/2, y, w, statusH*u)
	ui.RoundRect(dst, r, 18*u, color.RGBA{0, 0, 0, 0x90})
	ui.TextCentered(dst, msg, size, r, clr)
}

// status is the line over the hand, and its colour: "" when there is nothing to say — for a
// question the viewer answers (its panel asks), and for a spectator, who is prompted for
// nothing, while no CPU is deciding.
func (b *Board) status(ctx *ui.Ctx) (string, color.Color) {
	v := b.shown
	var msg string
	clr := color.Color(ui.Paper)
	mine := len(b.legal) > 0 && !b.Busy()
	switch {
	case v.Outcome != nil:
		msg = ctx.T("chaos.ui.over")
	case !mine && v.Phase == rc.PhaseAsk:
		// The question names no one seat: its line may stay while the team answers, but not
		// over the animation of what led to it.
		if !b.Busy() {
			msg = ctx.T("chaos.ui.waitask")
		}
	case !mine:
		// Only the table knows whether a CPU is deciding now: the view's turn would name one
		// while its move is still being animated, during the deal, or behind a curtain.
		if ctx.Thinking && ctx.Thinker >= 0 && ctx.Thinker < len(ctx.Names) {
			msg = ctx.T("chaos.ui.waiting", ctx.Names[ctx.Thinker])
		}
	case v.Phase == rc.PhaseChoose && v.Choice.Kind == rc.ChooseDiscard:
		msg, clr = ctx.T("chaos.ui.pickdiscard"), ui.Gold
	case v.Phase == rc.PhaseChoose && v.Choice.Kind == rc.ChooseFirst:
		msg, clr = ctx.T("chaos.ui.pickfirst"), ui.Gold
	case v.Phase == rc.PhaseChoose:
		msg, clr = ctx.T("chaos.ui.picktarget", b.CardLabel(v.Choice.Card)), ui.Gold
	case v.Phase == rc.PhaseAction && b.selected() >= 0:
		msg, clr = ctx.T("chaos.ui.chooseaction"), ui.Gold
		if d := rc.Cards[b.selected()]; d.Effect != nil {
			msg = ctx.T("chaos.ui.effect", ctx.T("chaos.eff."+d.Key))
		}
	case v.Phase == rc.PhaseAction:
		msg, clr = ctx.T("chaos.ui.yourturn"), ui.Gold
	}
	if v.Phase == rc.PhaseAsk && mine {
		return "", clr
	}
	return msg, clr
}

// actor is the seat the game waits for.
func (b *Board) actor() int {
	v := b.shown
	if v.Phase == rc.PhaseChoose {
		return v.Choice.Seat
	}
	return v.Turn
}

// askRect is the question panel.
func (b *Board) askRect(ctx *ui.Ctx) ui.Rect {
	a := b.lay
	return ui.CenteredAt(a.playCX, a.work[0].Y+a.work[0].H/2+40*ctx.U, 640*ctx.U, 330*ctx.U)
}

// drawAsk is a communication card's question: the card, what is asked, the answers so far.
func (b *Board) drawAsk(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	v := b.shown
	p := b.askRect(ctx)
	ui.Dim(dst, 0x40)
	ui.Panel(dst, p, u)
	cw := b.lay.playW // the large face is laid out for this width
	ui.DrawCard(dst, b.face(v.Ask.Card, faceLarge), nil, ui.Pose{X: p.X + 30*u + cw/2, Y: p.Y + 24*u + cw*ui.CardAspect/2, W: cw, Face: 1}, ui.CardLook{})
	tx := p.X + 60*u + cw
	tw := p.Right() - 24*u - tx
	q := "chaos.ui.asklived"
	if e := v.Ask.Effect(); e != nil && e.Ask == rc.AskAgree {
		q = "chaos.ui.askagree"
	}
	y := p.Y + 26*u
	for _, line := range ui.Wrap(ctx.T(q), ui.SizeLarge*u, tw) {
		ui.Text(dst, line, ui.SizeLarge*u, tx, y, ui.Left, ui.Accent)
		y += ui.LineHeight(ui.SizeLarge * u)
	}
	y += 6 * u
	for _, line := range ui.Wrap(ctx.T("chaos.eff."+rc.Cards[v.Ask.Card].Key), ui.SizeBody*u, tw) {
		ui.Text(dst, line, ui.SizeBody*u, tx, y, ui.Left, ui.Ink)
		y += ui.LineHeight(ui.SizeBody * u)
	}
	y += 8 * u
	for s, a := range v.Ask.Answers {
		ans := ctx.T("chaos.ui.thinking")
		switch a {
		case 1:
			ans = ctx.T("chaos.ui.saidyes")
		case 2:
			ans = ctx.T("chaos.ui.saidno")
		}
		ui.Text(dst, ctx.T("chaos.ui.answer", ctx.Names[s], ans), ui.SizeSmall*u, tx, y, ui.Left, ui.Ink)
		y += ui.LineHeight(ui.SizeSmall * u)
	}
	if v.Seats == 1 {
		ui.Text(dst, ctx.T("chaos.ui.solohint"), ui.SizeSmall*u, tx, p.Bottom()-96*u, ui.Left, ui.Muted)
	}
}

// captionOn reports whether the fading word after chaos strikes is showing.
func (b *Board) captionOn() bool {
	tw := b.banner.tw
	return tw != nil && !tw.Done() && (b.shown.Outcome == nil || b.Busy()) // the outcome's panel has the word
}

// drawCaption is the fading word after chaos strikes. It takes the goal's strip at the top
// for its moment, the goal's words giving way to it (drawBanner): over the workplaces it lay
// on their captions (Issue 27), and their middle is where chaos plays its cards.
func (b *Board) drawCaption(ctx *ui.Ctx, dst *ebiten.Image) {
	if !b.captionOn() {
		return
	}
	u := ctx.U
	t := b.banner.tw.Linear()
	a := math.Min(1, (1-t)*3)
	r := b.lay.banner
	text := ctx.T(b.banner.key)
	size := min(ui.FitSize(text, ui.SizeTitle*u, r.W-60*u), r.H/1.45) // one line in the strip
	ui.RoundRect(dst, r, 12*u, color.RGBA{0x80, 0x18, 0x10, uint8(220 * a)})
	ui.TextCentered(dst, text, size, r, color.RGBA{uint8(255 * a), uint8(255 * a), uint8(255 * a), uint8(255 * a)})
}
