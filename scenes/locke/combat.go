package locke

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	rl "zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// The combat takes the view over: a header with the round, whose turn and the decks; the
// attack under way with its card, LV and 火力; a box per fighter in initiative order; the
// discards' top card.

// combatHeadH and attackH are the header's and the attack strip's heights at unit 1.
const (
	combatHeadH = 30
	attackH     = 40
)

// drawCombat draws the combat in the view.
func (b *Board) drawCombat(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	view := b.lay.view
	ui.RoundRect(dst, view, 8*u, color.RGBA{0x1a, 0x22, 0x30, 0xff})
	fight := &b.shown.Fight
	size := ui.SizeSmall * u
	head := []string{ctx.T("locke.board.round", max(fight.Round, 1))}
	if place := fight.Place; place != rl.OffBoard && b.shown.Board.Part != 0 {
		head = append(head, i18n.T(ctx.Lang, string(rl.PlaceTerm(place))))
	}
	if fight.Turn >= 0 && fight.Turn < len(fight.Fighters) {
		head = append(head, ctx.T("locke.board.cmbturn", b.fighterName(ctx, fight.Turn)))
	}
	head = append(head, ctx.T("locke.board.cmbdeck", fight.DeckSize, len(fight.Discard)+fight.Downs))
	line, _ := ui.Ellipsis(strings.Join(head, "  ·  "), ui.SizeBody*u, b.discardRect().X-view.X-20*u)
	textMid(dst, line, ui.SizeBody*u, view.X+10*u, view.Y+combatHeadH*u/2+4*u, ui.Left, ui.Paper)
	b.drawDiscard(ctx, dst)
	if at := b.attackLine(ctx); at != "" {
		r := ui.Rect{X: view.X + 8*u, Y: view.Y + (combatHeadH+6)*u, W: view.W - 16*u, H: attackH * u}
		ui.RoundRect(dst, r, 6*u, color.RGBA{0x3a, 0x1e, 0x1e, 0xff})
		l, _ := ui.Ellipsis(at, size, r.W-12*u)
		textMid(dst, l, size, r.X+8*u, r.Y+r.H/2, ui.Left, ui.Gold)
	}
	for _, f := range b.fighterOrder() {
		b.drawFighter(ctx, dst, f)
	}
	b.drawFloats(ctx, dst)
}

// attackLine describes the attack or the card under way: who, at whom, with what, LV and 火力.
func (b *Board) attackLine(ctx *ui.Ctx) string {
	fight := &b.shown.Fight
	h := &fight.Hit
	if h.On && h.By >= 0 && h.By < len(fight.Fighters) && h.Target >= 0 && h.Target < len(fight.Fighters) {
		what := ""
		if h.As >= 0 && h.As < len(book.CCards) {
			what = refName(ctx.Lang, h.As) + " "
		}
		return fmt.Sprintf("%s → %s  %sLV%d・火力%d", b.fighterName(ctx, h.By), b.fighterName(ctx, h.Target), what, h.Level, h.Fire)
	}
	use := &fight.Use
	if use.On && use.Fighter >= 0 && use.Fighter < len(fight.Fighters) && use.Card >= 0 && use.Card < len(book.CCards) {
		return fmt.Sprintf("%s  %s LV%d", b.fighterName(ctx, use.Fighter), refName(ctx.Lang, use.Card), use.Level)
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

// fighterGrid is the area the fighters' boxes share.
func (b *Board) fighterGrid() ui.Rect {
	u := b.lay.u
	v := b.lay.view
	top := v.Y + (combatHeadH+attackH+14)*u
	return ui.Rect{X: v.X + 8*u, Y: top, W: v.W - 16*u, H: v.Bottom() - 8*u - top}
}

// fighterBox is where fighter f's box is drawn; an empty rectangle for none.
func (b *Board) fighterBox(f int) ui.Rect {
	order := b.fighterOrder()
	i := slices.Index(order, f)
	if i < 0 {
		return ui.Rect{}
	}
	g := b.fighterGrid()
	n := len(order)
	cols := 2
	switch {
	case n > 8:
		cols = 4
	case n > 4:
		cols = 3
	}
	rows := (n + cols - 1) / cols
	gp := 6 * b.lay.u
	w := (g.W - gp*float64(cols-1)) / float64(cols)
	h := min(86*b.lay.u, (g.H-gp*float64(rows-1))/float64(rows))
	return ui.Rect{X: g.X + float64(i%cols)*(w+gp), Y: g.Y + float64(i/cols)*(h+gp), W: w, H: h}
}

// discardRect is the discards' spot, at the header's right.
func (b *Board) discardRect() ui.Rect {
	u := b.lay.u
	v := b.lay.view
	return ui.Rect{X: v.Right() - 216*u, Y: v.Y + 4*u, W: 120 * u, H: 26 * u}
}

// drawDiscard shows the top discard's name (the cards fly there).
func (b *Board) drawDiscard(ctx *ui.Ctx, dst *ebiten.Image) {
	d := b.shown.Fight.Discard
	for _, f := range b.seq.Flights {
		t := f.tw.Value()
		to := b.discardRect()
		r := ui.Rect{X: ui.Lerp(f.from.X, to.X, t), Y: ui.Lerp(f.from.Y, to.Y, t), W: to.W, H: to.H}
		b.drawMiniCard(ctx, dst, r, f.card)
	}
	if len(d) > 0 && len(b.seq.Flights) == 0 {
		b.drawMiniCard(ctx, dst, b.discardRect(), d[len(d)-1])
	}
}

// drawMiniCard is a Cカード as a small label.
func (b *Board) drawMiniCard(ctx *ui.Ctx, dst *ebiten.Image, r ui.Rect, c int) {
	u := ctx.U
	if c < 0 || c >= len(book.CCards) {
		return
	}
	cc := &book.CCards[c]
	ui.RoundRect(dst, r, 4*u, ui.Paper)
	ui.Fill(dst, ui.Rect{X: r.X, Y: r.Y, W: 4 * u, H: r.H}, kindColour(cc.Kind))
	name, _ := ui.Ellipsis(bookName(ctx.Lang, cc.Name, cc.NameEN), ui.SizeSmall*u, r.W-8*u)
	ui.TextCentered(dst, name, ui.SizeSmall*u, ui.Rect{X: r.X + 4*u, Y: r.Y, W: r.W - 4*u, H: r.H}, ui.Ink)
}

// drawFighter is one fighter's box: its initiative place, name, what the table knows of it.
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
	bg := color.RGBA{0x24, 0x2e, 0x3e, 0xff}
	if !fi.In() {
		bg = color.RGBA{0x1c, 0x22, 0x2c, 0xff}
	}
	ui.RoundRect(dst, r, 6*u, bg)
	ui.Fill(dst, ui.Rect{X: r.X, Y: r.Y + 4*u, W: 5 * u, H: r.H - 8*u}, clr)
	switch {
	case f == fight.Turn:
		ui.RoundRectLine(dst, r, 6*u, 3*u, ui.Accent)
	case fight.Hit.On && f == fight.Hit.Target:
		ui.RoundRectLine(dst, r, 6*u, 2*u, ui.Gold)
	}
	size := ui.SizeSmall * u
	lh := ui.LineHeight(size)
	x, w := r.X+12*u, r.W-18*u
	y := r.Y + 4*u + lh/2
	name := b.fighterName(ctx, f)
	if i := slices.Index(fight.Order, f); i >= 0 {
		name = fmt.Sprintf("%d. %s", i+1, name)
	}
	nm, _ := ui.Ellipsis(name, size, w)
	textMid(dst, nm, size, x, y, ui.Left, ui.Paper)
	for _, l := range b.fighterLines(ctx, f) {
		y += lh
		if y+lh/2 > r.Bottom() {
			break
		}
		line, _ := ui.Ellipsis(l, size, w)
		textMid(dst, line, size, x, y, ui.Left, ui.Muted)
	}
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
		out = append(out, strings.Join(tags, "・"))
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

// drawFloats draws the damage rising over its fighter.
func (b *Board) drawFloats(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	for _, fl := range b.floats {
		r := b.fighterBox(fl.fighter)
		if r.W <= 0 {
			continue
		}
		t := fl.tw.Value()
		alpha := min(1, (1-fl.tw.Linear())*2.5)
		y := r.Y + r.H/2 - 24*u*t
		textMid(dst, fl.text, ui.SizeLarge*u, r.Right()-30*u, y, ui.Center, ui.Premul(color.RGBA{0xff, 0x5a, 0x4a, 0xff}, alpha))
	}
}

// drawLookup shows the chart or the damage table being read, its rolled line lit, over the
// view's right side.
func (b *Board) drawLookup(ctx *ui.Ctx, dst *ebiten.Image) {
	if !b.lookup.on() {
		return
	}
	if b.lookup.chart == "" {
		b.drawDamageTable(ctx, dst)
		return
	}
	c := book.ChartByID(b.lookup.chart)
	if c == nil {
		return
	}
	u := ctx.U
	size := ui.SizeSmall * u
	lh := ui.LineHeight(size)
	w := min(420*u, b.lay.view.W-16*u)
	h := lh*float64(len(c.Rows)+1) + 12*u
	// At the view's bottom right: the fighters fill the grid from the top.
	r := ui.Rect{X: b.lay.view.Right() - w - 8*u, Y: b.lay.view.Bottom() - h - 8*u, W: w, H: h}
	ui.Panel(dst, r, u)
	title := bookName(ctx.Lang, c.Name, c.NameEN)
	textMid(dst, title, size, r.X+10*u, r.Y+6*u+lh/2, ui.Left, ui.Ink)
	for i, row := range c.Rows {
		y := r.Y + 6*u + lh*float64(i+1)
		rr := ui.Rect{X: r.X + 4*u, Y: y, W: r.W - 8*u, H: lh}
		if i == b.lookup.row {
			ui.RoundRect(dst, rr, 4*u, ui.Gold)
		}
		rolls := fmt.Sprint(row.Lo)
		if row.Hi != row.Lo {
			rolls = fmt.Sprintf("%d–%d", row.Lo, row.Hi)
		}
		textMid(dst, rolls, size, rr.X+6*u, y+lh/2, ui.Left, ui.Ink)
		text, _ := ui.Ellipsis(bookName(ctx.Lang, row.Result.Text, row.Result.TextEN), size, rr.W-64*u)
		textMid(dst, text, size, rr.X+58*u, y+lh/2, ui.Left, ui.Ink)
	}
}

// drawDamageTable is the damage table (rolls down, ratios across) with the roll's row and the
// column used lit, and the damage found circled.
func (b *Board) drawDamageTable(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	size := ui.SizeSmall * u
	cols := book.DamageColumns
	cw, rh := 40*u, 18*u
	head := 48 * u
	w := head + cw*float64(cols) + 12*u
	h := rh*13 + 30*u
	r := ui.Rect{X: b.lay.view.Right() - w - 8*u, Y: b.lay.view.Y + 40*u, W: w, H: h}
	ui.Panel(dst, r, u)
	textMid(dst, ctx.T("locke.board.damage"), size, r.X+8*u, r.Y+12*u, ui.Left, ui.Ink)
	top := r.Y + 26*u
	labels := []string{"1:2−", "1:1", "2:1", "3:1", "4:1", "5:1", "6:1", "7:1", "8:1", "9:1", "10:1+"}
	for c := range cols {
		x := r.X + 6*u + head + float64(c)*cw
		if c == b.lookup.column {
			ui.Fill(dst, ui.Rect{X: x, Y: top, W: cw, H: rh * 12}, ui.Premul(ui.Gold, 0.45))
		}
		if c < len(labels) {
			ui.TextCentered(dst, labels[c], ui.FitSize(labels[c], size, cw-2*u), ui.Rect{X: x, Y: top, W: cw, H: rh}, ui.Ink)
		}
	}
	for roll := 2; roll <= 12; roll++ {
		y := top + rh*float64(roll-1)
		if roll == b.lookup.row {
			ui.Fill(dst, ui.Rect{X: r.X + 6*u, Y: y, W: head + cw*float64(cols), H: rh}, ui.Premul(ui.Gold, 0.45))
		}
		ui.TextCentered(dst, fmt.Sprint(roll), size, ui.Rect{X: r.X + 6*u, Y: y, W: head, H: rh}, ui.Ink)
		for c := range cols {
			x := r.X + 6*u + head + float64(c)*cw
			cell := ui.Rect{X: x, Y: y, W: cw, H: rh}
			if roll == b.lookup.row && c == b.lookup.column {
				ui.RoundRect(dst, cell, 4*u, ui.Accent)
			}
			ui.TextCentered(dst, fmt.Sprint(book.Damage(roll, c)), size, cell, ui.Ink)
		}
	}
}
