package locke

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	rl "zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// The combat takes the view over as a face-off: a header with the round, whose turn and the
// decks; the stage, where the card under way lies as a card (its kind's colour, name, LV and
// 火力) beside who plays it at whom; a plate per fighter in initiative order, like a card with
// its side's colour across the top; the discards' top card. A played card flies from the
// viewer's hand or its fighter's plate to the middle of the table, rests there a moment and
// goes on to the discards.

// combatHeadH and attackH are the header's and the stage's least heights at unit 1;
// fighterH the height a fighter's plate takes when the grid has room; stageCardW the least
// width of the card on the stage.
const (
	combatHeadH = 30
	attackH     = 40
	fighterH    = 86
	stageCardW  = 132
)

// combatLay is where the combat's parts sit in the view and the words each holds: the header
// and the attack strip grow to the lines their words need, and the fighters' boxes take as
// many columns as it takes for every box to hold its words whole. A chart or the damage table
// being read has a band of its own under the boxes.
type combatLay struct {
	head   []string // the header's lines
	headH  float64
	attack []string // the attack strip's lines, none when no attack is under way
	strip  ui.Rect
	grid   ui.Rect
	lookup ui.Rect // the chart's or damage table's place while one is read
	boxes  map[int]ui.Rect
	lines  map[int][]string // each fighter's box's lines, its name first
	lh     float64          // the boxes' line spacing
	card   stageCard        // the card on the stage
	reply  stageCard        // the card played against it (a defence, an escape), at the right
}

// stageCard is a Cカード under way as the stage shows it: the card (-1 for none), the LV and
// 火力 it is played at, and the width its name needs.
type stageCard struct {
	id, level, fire int
	w               float64
	who             string // a reply's player
}

// arrangeCombat lays the combat out for the view drawn now.
func (b *Board) arrangeCombat(ctx *ui.Ctx) {
	u := ctx.U
	view := b.lay.view
	c := combatLay{boxes: map[int]ui.Rect{}, lines: map[int][]string{}}
	body, size := ui.SizeBody*u, ui.SizeSmall*u
	c.head = pack(b.combatHead(ctx), "  ·  ", body, b.discardRect().X-view.X-20*u)
	c.headH = max(combatHeadH*u, float64(len(c.head))*ui.LineHeight(body)+8*u)
	c.lh = ui.LineHeight(size)
	stripW := view.W - 16*u
	// The stage keeps its height whether a card lies on it or not: the plates under it keep
	// their places as cards come and go.
	c.card, c.reply = b.stageCards(ctx)
	textW := stripW - 16*u
	if c.card.id >= 0 {
		textW -= c.card.w + 12*u
	}
	if c.reply.id >= 0 {
		textW -= c.reply.w + ui.Measure(c.reply.who, size) + 24*u
	}
	if at := b.attackLine(ctx); at != "" {
		c.attack = ui.Wrap(at, size, textW)
	}
	c.strip = ui.Rect{X: view.X + 8*u, Y: view.Y + c.headH + 6*u, W: stripW, H: max(attackH*u, float64(len(c.attack))*c.lh+12*u)}
	top := c.strip.Bottom() + 8*u
	c.grid = ui.Rect{X: view.X + 8*u, Y: top, W: stripW, H: view.Bottom() - 8*u - top}
	if w, h := b.lookupSize(ctx); w > 0 {
		c.grid.H -= h + 6*u
		c.lookup = ui.Rect{X: c.grid.Right() - w, Y: c.grid.Bottom() + 6*u, W: w, H: h}
	}
	b.cmb = c
	b.placeFighters(ctx)
}

// combatHead are the header's parts: the round, the cell, whose turn, the decks.
func (b *Board) combatHead(ctx *ui.Ctx) []string {
	fight := &b.shown.Fight
	head := []string{ctx.T("locke.board.round", max(fight.Round, 1))}
	if place := fight.Place; place != rl.OffBoard && b.shown.Board.Part != 0 {
		head = append(head, i18n.T(ctx.Lang, string(rl.PlaceTerm(place))))
	}
	if fight.Turn >= 0 && fight.Turn < len(fight.Fighters) {
		head = append(head, ctx.T("locke.board.cmbturn", b.fighterName(ctx, fight.Turn)))
	}
	return append(head, ctx.T("locke.board.cmbdeck", fight.DeckSize, len(fight.Discard)+fight.Downs))
}

// placeFighters gives each fighter its box in the grid: the fewest columns (from two, three
// past four fighters, four past eight) in which every box holds its lines whole.
func (b *Board) placeFighters(ctx *ui.Ctx) {
	c := &b.cmb
	u := ctx.U
	order := b.fighterOrder()
	n := len(order)
	if n == 0 {
		return
	}
	size := ui.SizeSmall * u
	gp := 6 * u
	from := 2
	switch {
	case n > 8:
		from = 4
	case n > 4:
		from = 3
	}
	from = min(from, n)
	// At the usual line spacing first, then closer: a chart's band can leave the boxes little.
	var lines map[int][]string
	cols, rows, need := from, 0, 0.0
	fits := false
	for _, lh := range []float64{ui.LineHeight(size), math.Round(ui.Legible(size) * 1.2)} {
		c.lh = lh
		for cols = from; cols <= n && !fits; cols++ {
			w := (c.grid.W - gp*float64(cols-1)) / float64(cols)
			lines = map[int][]string{}
			need = 0
			for _, f := range order {
				ls := ui.Wrap(b.fighterTitle(ctx, f), size, w-18*u)
				for _, l := range b.fighterLines(ctx, f) {
					ls = append(ls, packText(l, size, w-18*u)...)
				}
				lines[f] = ls
				need = max(need, float64(len(ls))*lh+8*u)
			}
			rows = (n + cols - 1) / cols
			fits = float64(rows)*need+gp*float64(rows-1) <= c.grid.H
		}
		if fits {
			cols-- // the loop stepped past the columns that fit
			break
		}
	}
	cols = min(cols, n)
	w := (c.grid.W - gp*float64(cols-1)) / float64(cols)
	h := max(need, min(fighterH*u, (c.grid.H-gp*float64(rows-1))/float64(rows)))
	h = min(h, (c.grid.H-gp*float64(rows-1))/float64(rows))
	c.lines = lines
	for i, f := range order {
		c.boxes[f] = ui.Rect{X: c.grid.X + float64(i%cols)*(w+gp), Y: c.grid.Y + float64(i/cols)*(h+gp), W: w, H: h}
	}
}

// drawCombat draws the combat in the view.
func (b *Board) drawCombat(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	view := b.lay.view
	b.arrangeCombat(ctx)
	c := &b.cmb
	ui.RoundRect(dst, view, 8*u, color.RGBA{0x1a, 0x22, 0x30, 0xff})
	size, body := ui.SizeSmall*u, ui.SizeBody*u
	lh := ui.LineHeight(body)
	y := view.Y + 4*u + c.headH/2 - lh*float64(len(c.head)-1)/2
	for i, l := range c.head {
		textMid(dst, b.fit(l, body, b.discardRect().X-view.X-20*u), body, view.X+10*u, y+float64(i)*lh, ui.Left, ui.Paper)
	}
	b.drawDiscard(ctx, dst)
	// The stage: the table's middle, dark while empty, red while a card is under way.
	ui.RoundRect(dst, c.strip, 6*u, color.RGBA{0x22, 0x2b, 0x3b, 0xff})
	if len(c.attack) > 0 || c.card.id >= 0 {
		r := c.strip
		ui.RoundRect(dst, r, 6*u, color.RGBA{0x3a, 0x1e, 0x1e, 0xff})
		x, w := r.X+8*u, r.W-16*u
		if c.card.id >= 0 {
			cr := ui.Rect{X: r.X + 6*u, Y: r.Y + 4*u, W: c.card.w, H: r.H - 8*u}
			b.drawStageCard(ctx, dst, cr, c.card)
			x = cr.Right() + 12*u
			w = r.Right() - 8*u - x
		}
		if c.reply.id >= 0 {
			// The face-off: the card played against the attack lies facing it, at the right.
			cr := ui.Rect{X: r.Right() - 6*u - c.reply.w, Y: r.Y + 4*u, W: c.reply.w, H: r.H - 8*u}
			b.drawStageCard(ctx, dst, cr, c.reply)
			textMid(dst, c.reply.who, size, cr.X-8*u, r.Y+r.H/2, ui.Right, ui.Paper)
			w -= c.reply.w + ui.Measure(c.reply.who, size) + 24*u
		}
		y := r.Y + r.H/2 - c.lh*float64(len(c.attack)-1)/2
		for i, l := range c.attack {
			textMid(dst, b.fit(l, size, w), size, x, y+float64(i)*c.lh, ui.Left, ui.Gold)
		}
	}
	for _, f := range b.fighterOrder() {
		b.drawFighter(ctx, dst, f)
	}
	b.drawFloats(ctx, dst)
	b.drawFlights(ctx, dst)
}

// stageCards are the cards the stage shows: the attack's under way, else the card being
// used; and with an attack, the card played against it (its Use), with its player's name.
func (b *Board) stageCards(ctx *ui.Ctx) (card, reply stageCard) {
	fight := &b.shown.Fight
	card, reply = stageCard{id: -1}, stageCard{id: -1}
	valid := func(c int) bool { return c >= 0 && c < len(book.CCards()) }
	h, use := &fight.Hit, &fight.Use
	switch {
	case h.On && valid(h.As):
		card = b.sized(ctx, stageCard{id: h.As, level: h.Level, fire: h.Fire})
		if use.On && use.Kind != rl.UseAttack && valid(use.Card) && use.Fighter >= 0 && use.Fighter < len(fight.Fighters) {
			reply = b.sized(ctx, stageCard{id: use.Card, level: use.Level, who: b.fighterName(ctx, use.Fighter)})
		}
	case use.On && valid(use.Card):
		card = b.sized(ctx, stageCard{id: use.Card, level: use.Level})
	}
	return card, reply
}

// sized is sc with the width its name and numbers need on the stage.
func (b *Board) sized(ctx *ui.Ctx, sc stageCard) stageCard {
	u, size := ctx.U, ui.SizeSmall*ctx.U
	cc := &book.CCards()[sc.id]
	sc.w = max(stageCardW*u, ui.Measure(bookName(ctx.Lang, cc.Name, cc.NameEN), size)+ui.Measure(b.cardNumbers(ctx, sc.level, sc.fire), size)+32*u)
	return sc
}

// cardNumbers is a card's LV and 火力 as its face prints them: 「LV3・火力7」.
func (b *Board) cardNumbers(ctx *ui.Ctx, level, fire int) string {
	var nums []string
	if level > 0 {
		nums = append(nums, fmt.Sprintf("LV%d", level))
	}
	if fire > 0 {
		nums = append(nums, ctx.T("locke.board.fire", fire))
	}
	return strings.Join(nums, ctx.T("locke.board.sep"))
}

// drawStageCard is the card on the stage, lying across: its kind's colour at the left, its
// name, its LV and 火力 at the right.
func (b *Board) drawStageCard(ctx *ui.Ctx, dst *ebiten.Image, r ui.Rect, sc stageCard) {
	u := ctx.U
	cc := &book.CCards()[sc.id]
	size := ui.SizeSmall * u
	ui.RoundRect(dst, ui.Rect{X: r.X + 2*u, Y: r.Y + 3*u, W: r.W, H: r.H}, 5*u, color.RGBA{0, 0, 0, 0x70})
	ui.RoundRect(dst, r, 5*u, ui.Paper)
	ui.Fill(dst, ui.Rect{X: r.X, Y: r.Y + 3*u, W: 7 * u, H: r.H - 6*u}, kindColour(cc.Kind))
	nums := b.cardNumbers(ctx, sc.level, sc.fire)
	nw := ui.Measure(nums, size)
	name := bookName(ctx.Lang, cc.Name, cc.NameEN)
	textMid(dst, b.fit(name, size, r.W-nw-28*u), size, r.X+12*u, r.Y+r.H/2, ui.Left, ui.Ink)
	textMid(dst, nums, size, r.Right()-8*u, r.Y+r.H/2, ui.Right, kindInk(cc.Kind))
}

// attackLine says who plays the card on the stage, and at whom: the card says the rest.
func (b *Board) attackLine(ctx *ui.Ctx) string {
	fight := &b.shown.Fight
	h := &fight.Hit
	if h.On && h.By >= 0 && h.By < len(fight.Fighters) && h.Target >= 0 && h.Target < len(fight.Fighters) {
		line := fmt.Sprintf("%s → %s", b.fighterName(ctx, h.By), b.fighterName(ctx, h.Target))
		if h.As < 0 || h.As >= len(book.CCards()) {
			line += "  " + b.cardNumbers(ctx, h.Level, h.Fire) // no card on the stage says them
		}
		return line
	}
	use := &fight.Use
	if use.On && use.Fighter >= 0 && use.Fighter < len(fight.Fighters) {
		return b.fighterName(ctx, use.Fighter)
	}
	return ""
}

// fighterOrder is the fighters in this round's initiative order, then the others.
func (b *Board) fighterOrder() []int {
	fight := &b.shown.Fight
	out := slices.Clone(fight.Order)
	for i := range fight.Fighters {
		if !slices.Contains(out, i) {
			out = append(out, i)
		}
	}
	return out
}

// fighterBox is where fighter f's box is drawn; an empty rectangle for none.
func (b *Board) fighterBox(f int) ui.Rect { return b.cmb.boxes[f] }

// discardRect is the discards' spot, at the header's right.
func (b *Board) discardRect() ui.Rect {
	u := b.lay.u
	v := b.lay.view
	return ui.Rect{X: v.Right() - 216*u, Y: v.Y + 4*u, W: 120 * u, H: 26 * u}
}

// drawDiscard shows the discards as a pile, its top card's name on it once no card is on its
// way there.
func (b *Board) drawDiscard(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	d := b.shown.Fight.Discard
	r := b.discardRect()
	// The cards under the top one show as edges: one for two to five cards, two for more.
	for i := min(2, (len(d)+2)/4); i > 0; i-- {
		under := ui.Rect{X: r.X + float64(i)*2*u, Y: r.Y + float64(i)*2*u, W: r.W, H: r.H}
		ui.RoundRect(dst, under, 4*u, ui.PaperDim)
		ui.RoundRectLine(dst, under, 4*u, 1*u, ui.Muted)
	}
	if len(d) > 0 && len(b.flights) == 0 {
		b.drawMiniCard(ctx, dst, r, d[len(d)-1])
	}
}

// Parts of a flight's time: the card reaches the middle of the table at flyIn, rests there
// until flyOut, then goes on to the discards, fading.
const (
	flyIn  = 0.35
	flyOut = 0.75
)

// drawFlights draws the cards in flight: the size of a card on the table all the way (one
// stamp moved, not a shape filled anew each frame).
func (b *Board) drawFlights(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	for _, f := range b.flights {
		w := flyCardW * u
		h := min(flyCardH*u, b.cmb.grid.H)
		mid := point{b.cmb.grid.X + b.cmb.grid.W/2, b.cmb.grid.Y + b.cmb.grid.H/2}
		from := point{f.from.X + f.from.W/2, f.from.Y + f.from.H/2}
		to := b.discardRect()
		end := point{to.X + to.W/2, to.Y + to.H/2}
		t := f.tw.Linear()
		p, alpha := mid, 1.0
		switch {
		case t < flyIn:
			k := ui.EaseOutCubic(t / flyIn)
			p = point{ui.Lerp(from.X, mid.X, k), ui.Lerp(from.Y, mid.Y, k)}
		case t > flyOut:
			k := (t - flyOut) / (1 - flyOut)
			p = point{ui.Lerp(mid.X, end.X, k), ui.Lerp(mid.Y, end.Y, k)}
			alpha = 1 - k
		}
		b.drawTableCard(ctx, dst, ui.CenteredAt(p.X, p.Y, w, h), f.card, alpha)
	}
}

// flying reports whether Cカード c is crossing the table.
func (b *Board) flying(c int) bool {
	return slices.ContainsFunc(b.flights, func(f *flight) bool { return f.card == c })
}

// flyCardW and flyCardH are a played card's size at unit 1 while it crosses the table.
const (
	flyCardW = 116
	flyCardH = 156
)

// drawTableCard is a Cカード standing up, as a card in play: its kind's colour across the top,
// its name, and its LV and 火力 large at the bottom.
func (b *Board) drawTableCard(ctx *ui.Ctx, dst *ebiten.Image, r ui.Rect, c int, alpha float64) {
	if c < 0 || c >= len(book.CCards()) {
		return
	}
	u := ctx.U
	cc := &book.CCards()[c]
	size := ui.SizeSmall * u
	ui.RoundRect(dst, ui.Rect{X: r.X + 4*u, Y: r.Y + 6*u, W: r.W, H: r.H}, 8*u, ui.Premul(color.RGBA{0, 0, 0, 0x80}, alpha))
	ui.RoundRect(dst, r, 8*u, ui.Premul(ui.Paper, alpha))
	band := ui.Rect{X: r.X + 5*u, Y: r.Y + 5*u, W: r.W - 10*u, H: 14 * u}
	ui.RoundRect(dst, band, 4*u, ui.Premul(kindColour(cc.Kind), alpha))
	// The kind's emblem fills the face's middle: a disc in its colour, a ring round it.
	cx, cy, rad := r.X+r.W/2, r.Y+r.H*0.56, min(r.W, r.H)*0.3
	ui.DrawDisc(dst, cx, cy, rad, ui.Premul(kindColour(cc.Kind), alpha*0.25))
	ui.DrawDisc(dst, cx, cy, rad*0.6, ui.Premul(kindColour(cc.Kind), alpha*0.45))
	lh := ui.LineHeight(size)
	lines := ui.Wrap(bookName(ctx.Lang, cc.Name, cc.NameEN), size, r.W-12*u)
	y := band.Bottom() + 6*u + lh/2
	for _, l := range lines {
		textMid(dst, l, ui.FitSize(l, size, r.W-12*u), r.X+r.W/2, y, ui.Center, ui.Premul(ui.Ink, alpha))
		y += lh
	}
	if nums := b.cardNumbers(ctx, cc.Level, cc.Fire); nums != "" {
		big := ui.FitSize(nums, ui.SizeBody*u, r.W-12*u)
		textMid(dst, nums, big, r.X+r.W/2, r.Bottom()-8*u-ui.LineHeight(big)/2, ui.Center, ui.Premul(kindInk(cc.Kind), alpha))
	}
}

// drawMiniCard is a Cカード as a small label.
func (b *Board) drawMiniCard(ctx *ui.Ctx, dst *ebiten.Image, r ui.Rect, c int) {
	u := ctx.U
	if c < 0 || c >= len(book.CCards()) {
		return
	}
	cc := &book.CCards()[c]
	ui.RoundRect(dst, r, 4*u, ui.Paper)
	ui.Fill(dst, ui.Rect{X: r.X, Y: r.Y, W: 4 * u, H: r.H}, kindColour(cc.Kind))
	name := bookName(ctx.Lang, cc.Name, cc.NameEN)
	size := ui.FitSize(name, ui.SizeSmall*u, r.W-8*u)
	ui.TextCentered(dst, b.fit(name, size, r.W-8*u), size, ui.Rect{X: r.X + 4*u, Y: r.Y, W: r.W - 4*u, H: r.H}, ui.Ink)
}

// drawFighter is one fighter's plate, drawn like a card: its side's colour across the top
// under its initiative place and name, what the table knows of it on the card's face; the
// fighter to act outlined in the turn's colour, the attacker's target in red.
func (b *Board) drawFighter(ctx *ui.Ctx, dst *ebiten.Image, f int) {
	u := ctx.U
	r := b.fighterBox(f)
	if r.W <= 0 {
		return
	}
	fight := &b.shown.Fight
	fi := &fight.Fighters[f]
	clr := color.RGBA{0x8a, 0x6d, 0x4a, 0xff} // an NPC
	if fi.Seat >= 0 {
		clr = sideColour(b.shown.ShownSide(fi.Seat))
	}
	face, ink := ui.Paper, plateInk
	if !fi.In() {
		face, ink, clr = ui.PaperDim, plateInkOut, color.RGBA{0x6a, 0x6a, 0x6a, 0xff}
	}
	lh := b.cmb.lh
	ui.RoundRect(dst, ui.Rect{X: r.X + 3*u, Y: r.Y + 4*u, W: r.W, H: r.H}, 6*u, color.RGBA{0, 0, 0, 0x60})
	ui.RoundRect(dst, r, 6*u, face)
	// The name's band: rounded above with the card, straight where the face begins.
	band := 4*u + lh
	ui.RoundRect(dst, ui.Rect{X: r.X, Y: r.Y, W: r.W, H: band + 6*u}, 6*u, clr)
	ui.Fill(dst, ui.Rect{X: r.X, Y: r.Y + band, W: r.W, H: 6 * u}, face)
	for _, fl := range b.floats {
		if fl.fighter == f {
			ui.RoundRect(dst, r, 6*u, ui.Premul(hitRed, 0.45*(1-fl.tw.Linear())))
		}
	}
	switch {
	case f == fight.Turn:
		ui.RoundRectLine(dst, r, 6*u, 3*u, ui.Accent)
	case fight.Hit.On && f == fight.Hit.Target:
		ui.RoundRectLine(dst, r, 6*u, 3*u, hitRed)
	}
	if fight.Hit.On && f == fight.Hit.Target {
		// A sight on the plate's corner, clear of its words: the attack's target at a glance.
		cx, cy := r.Right()-3*u, r.Y+3*u
		ui.DrawDisc(dst, cx, cy, 9*u, hitRed)
		ui.Ring(dst, cx, cy, 6*u, 2*u, ui.White)
		ui.DrawDisc(dst, cx, cy, 2*u, ui.White)
	}
	size := ui.SizeSmall * u
	x, w := r.X+12*u, r.W-18*u
	y := r.Y + 4*u + lh/2
	for i, l := range b.cmb.lines[f] {
		if y+lh/2 > r.Bottom()+1 {
			b.cut = append(b.cut, l)
			continue
		}
		var c color.Color = ink
		if i == 0 {
			c = ui.ReadableOn(clr)
		}
		textMid(dst, b.fit(l, size, w), size, x, y, ui.Left, c)
		y += lh
	}
}

// Colours of the fighters' plates: the words on a plate's face, on a fighter out of the
// combat's, and the red of a hit.
var (
	plateInk    = color.RGBA{0x2a, 0x2a, 0x30, 0xff}
	plateInkOut = color.RGBA{0x55, 0x52, 0x4c, 0xff}
	hitRed      = color.RGBA{0xe0, 0x3a, 0x2e, 0xff}
)

// fighterTitle is a fighter's name, after its place in this round's initiative order.
func (b *Board) fighterTitle(ctx *ui.Ctx, f int) string {
	name := b.fighterName(ctx, f)
	if i := slices.Index(b.shown.Fight.Order, f); i >= 0 {
		name = fmt.Sprintf("%d. %s", i+1, name)
	}
	return name
}

// fighterLines are what the table knows of a fighter: damage, spent power and hand for a
// character; each member's 耐久力 for an NPC; and its states.
func (b *Board) fighterLines(ctx *ui.Ctx, f int) []string {
	fi := &b.shown.Fight.Fighters[f]
	var out []string
	if fi.Seat >= 0 && fi.Kind == rl.PC {
		c := &b.shown.Chars[fi.Seat]
		out = append(out, ctx.T("locke.board.fighter", c.Taken, c.Spent, fi.HandCount))
	} else {
		var ms []string
		for _, m := range fi.Members {
			ms = append(ms, fmt.Sprint(m))
		}
		out = append(out, ctx.T("locke.board.members", strings.Join(ms, "/")))
	}
	var tags []string
	switch {
	case fi.Escaped:
		tags = append(tags, ctx.T("locke.board.escaped"))
	case fi.Out:
		tags = append(tags, ctx.T("locke.board.out"))
	case fi.JoinAt > 0:
		tags = append(tags, ctx.T("locke.board.joinat", fi.JoinAt))
	}
	if fi.Stun > 0 {
		tags = append(tags, ctx.T("locke.board.stunned", fi.Stun))
	}
	if fi.Keep > 0 {
		tags = append(tags, ctx.T("locke.board.keep", fi.Keep))
	}
	if fi.Minions > 0 {
		tags = append(tags, ctx.T("locke.board.minions", fi.Minions))
	}
	if len(tags) > 0 {
		out = append(out, strings.Join(tags, ctx.T("locke.board.sep")))
	}
	if fi.Seat >= 0 && fi.Kind == rl.PC {
		if d := b.declared(ctx, fi.Seat); d != "" {
			out = append(out, d) // the last line: a small box drops it first
		}
	}
	return out
}

// fighterName names a fighter as the labels do.
func (b *Board) fighterName(ctx *ui.Ctx, f int) string {
	return fighterName(ctx.Lang, b.shown, f, b.namer(ctx))
}

// drawFloats draws the damage rising off its fighter's plate, large, while the plate flashes
// red (drawFighter).
func (b *Board) drawFloats(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	for _, fl := range b.floats {
		r := b.fighterBox(fl.fighter)
		if r.W <= 0 {
			continue
		}
		t := fl.tw.Value()
		alpha := min(1, (1-fl.tw.Linear())*2.5)
		y := r.Y + r.H/2 - 40*u*t
		size := ui.SizeLarge * 1.4 * u
		textMid(dst, fl.text, size, r.Right()-34*u+2*u, y+2*u, ui.Center, ui.Premul(color.RGBA{0, 0, 0, 0xc0}, alpha))
		textMid(dst, fl.text, size, r.Right()-34*u, y, ui.Center, ui.Premul(hitRed, alpha))
	}
}

// lookupSize is the size of the chart or damage table being read, 0×0 when none is.
func (b *Board) lookupSize(ctx *ui.Ctx) (w, h float64) {
	if !b.lookup.on() {
		return 0, 0
	}
	u := ctx.U
	if b.lookup.chart == "" {
		return damageHead*u + damageCol*u*float64(book.DamageColumns) + 12*u, 26*u + 2*damageRow*u + 6*u
	}
	c := book.ChartByID(b.lookup.chart)
	if c == nil {
		return 0, 0
	}
	w = min(420*u, b.lay.view.W-16*u)
	n := 1 // the title
	for _, r := range b.chartRows(ctx, c, w) {
		n += len(r)
	}
	return w, ui.LineHeight(ui.SizeSmall*u)*float64(n) + 12*u
}

// chartRows are each row's result of chart c, wrapped to a chart w wide.
func (b *Board) chartRows(ctx *ui.Ctx, c *book.Chart, w float64) [][]string {
	u := ctx.U
	var out [][]string
	for _, row := range c.Rows {
		out = append(out, ui.Wrap(bookName(ctx.Lang, row.Result.Text, row.Result.TextEN), ui.SizeSmall*u, w-chartTextX*u-8*u))
	}
	return out
}

// lookupRect is where the chart or damage table being read is drawn: in a combat its band
// under the fighters, on the boards the view's bottom right.
func (b *Board) lookupRect(ctx *ui.Ctx) ui.Rect {
	w, h := b.lookupSize(ctx)
	if b.fighting() {
		return b.cmb.lookup
	}
	u := ctx.U
	return ui.Rect{X: b.lay.view.Right() - w - 8*u, Y: b.lay.view.Bottom() - h - 8*u, W: w, H: h}
}

// Measures of the charts and the damage table at unit 1: where a chart row's result starts,
// the damage table's roll column, its columns' width and its rows' height.
const (
	chartTextX = 62
	damageHead = 48
	damageCol  = 40
	damageRow  = 18
)

// drawLookup shows the chart or the damage table being read, its rolled line lit.
func (b *Board) drawLookup(ctx *ui.Ctx, dst *ebiten.Image) {
	if !b.lookup.on() {
		return
	}
	r := b.lookupRect(ctx)
	if r.W <= 0 {
		return
	}
	if b.lookup.chart == "" {
		b.drawDamageTable(ctx, dst, r)
		return
	}
	c := book.ChartByID(b.lookup.chart)
	u := ctx.U
	size := ui.SizeSmall * u
	lh := ui.LineHeight(size)
	ui.Panel(dst, r, u)
	title := bookName(ctx.Lang, c.Name, c.NameEN)
	textMid(dst, b.fit(title, size, r.W-20*u), size, r.X+10*u, r.Y+6*u+lh/2, ui.Left, ui.Ink)
	y := r.Y + 6*u + lh
	for i, lines := range b.chartRows(ctx, c, r.W) {
		row := c.Rows[i]
		rr := ui.Rect{X: r.X + 4*u, Y: y, W: r.W - 8*u, H: lh * float64(len(lines))}
		if i == b.lookup.row {
			ui.RoundRect(dst, rr, 4*u, ui.Gold)
		}
		rolls := fmt.Sprint(row.Lo)
		if row.Hi != row.Lo {
			rolls = fmt.Sprintf("%d–%d", row.Lo, row.Hi)
		}
		textMid(dst, rolls, size, rr.X+6*u, y+lh/2, ui.Left, ui.Ink)
		for j, l := range lines {
			textMid(dst, b.fit(l, size, r.W-chartTextX*u-8*u), size, r.X+chartTextX*u, y+lh/2+float64(j)*lh, ui.Left, ui.Ink)
		}
		y += rr.H
	}
}

// drawDamageTable is the damage table's line that was read: the ratios across, the roll's
// damages under them, the column used lit and the damage found circled.
func (b *Board) drawDamageTable(ctx *ui.Ctx, dst *ebiten.Image, r ui.Rect) {
	u := ctx.U
	size := ui.SizeSmall * u
	cw, rh := damageCol*u, damageRow*u
	head := damageHead * u
	ui.Panel(dst, r, u)
	textMid(dst, ctx.T("locke.board.damage"), size, r.X+8*u, r.Y+12*u, ui.Left, ui.Ink)
	top := r.Y + 26*u
	labels := []string{"1:2−", "1:1", "2:1", "3:1", "4:1", "5:1", "6:1", "7:1", "8:1", "9:1", "10:1+"}
	// While the dice tumble the row follows their faces, the ratio's column lit; the damage
	// found is circled once they settle.
	roll, settled := b.lookup.row, !b.dice.rolling()
	if !settled && len(b.dice.faces) == 2 {
		roll = b.dice.total(b.tick)
	}
	ui.TextCentered(dst, fmt.Sprint(roll), size, ui.Rect{X: r.X + 6*u, Y: top + rh, W: head, H: rh}, ui.Ink)
	for c := range book.DamageColumns {
		x := r.X + 6*u + head + float64(c)*cw
		cell := ui.Rect{X: x, Y: top + rh, W: cw, H: rh}
		if c == b.lookup.column {
			ui.Fill(dst, ui.Rect{X: x, Y: top, W: cw, H: 2 * rh}, ui.Premul(ui.Gold, 0.45))
			if settled {
				ui.RoundRect(dst, cell, 4*u, ui.Accent)
			}
		}
		if c < len(labels) {
			ui.TextCentered(dst, labels[c], ui.FitSize(labels[c], size, cw-2*u), ui.Rect{X: x, Y: top, W: cw, H: rh}, ui.Ink)
		}
		ui.TextCentered(dst, fmt.Sprint(book.Damage(roll, c)), size, cell, ui.Ink)
	}
}
