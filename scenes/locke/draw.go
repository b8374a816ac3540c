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

// Draw implements Board.
func (b *Board) Draw(ctx *ui.Ctx, dst *ebiten.Image) {
	if b.v == nil {
		return
	}
	// The window or the language changed under a scene over the table (results, scores,
	// settings): the board follows it before drawing, its words and buttons with it.
	if b.laid != (laidFor{ctx.Area, ctx.U, ctx.Lang}) {
		b.lang = ctx.Lang
		b.relayout(ctx)
		b.placePanel(ctx)
		b.placeHand()
	}
	dst = b.layer.Begin(dst)
	defer b.layer.End()
	b.cut = b.cut[:0]
	b.drawStatus(ctx, dst)
	for seat := range b.shown.Seats {
		b.drawPlate(ctx, dst, seat)
	}
	if b.fighting() {
		b.drawCombat(ctx, dst)
	} else {
		b.drawMap(ctx, dst)
	}
	b.drawLit(ctx, dst)
	b.drawSelf(ctx, dst)
	b.drawPrompt(ctx, dst)
	b.drawDice(ctx, dst)
	b.drawLookup(ctx, dst)
	b.drawBanner(ctx, dst)
}

// drawStatus is the words over the view: the part, the turn, the decks.
func (b *Board) drawStatus(ctx *ui.Ctx, dst *ebiten.Image) {
	r, size := b.lay.status, ui.SizeSmall*ctx.U
	lines := b.statusLines(ctx, r.W)
	lh := ui.LineHeight(size)
	y := r.Y + r.H/2 - lh*float64(len(lines)-1)/2
	for i, l := range lines {
		textMid(dst, b.fit(l, size, r.W), size, r.X, y+float64(i)*lh, ui.Left, ui.Paper)
	}
}

// drawPlate is one seat's plate: its piece's colour and number at the top left, its name
// and state beside the piece, then who the table knows it as, its counts and, where the plate
// has the room, its declarations, each on the plate's whole width once past the piece (the
// hover tip says everything whatever the room).
func (b *Board) drawPlate(ctx *ui.Ctx, dst *ebiten.Image, seat int) {
	v, u := b.shown, ctx.U
	r := b.lay.seats[seat]
	c := &v.Chars[seat]
	fill := ui.FeltDark
	if seat == b.viewer() {
		fill = color.RGBA{0x24, 0x45, 0x38, 0xff}
	}
	ui.RoundRect(dst, r, 8*u, fill)
	if b.cued(ctx, seat) {
		ui.RoundRectLine(dst, r, 8*u, 3*u, ui.Accent)
	}
	size := ui.SizeSmall * u
	pl := b.layPlate(ctx, seat, r)
	tok := sideColour(v.ShownSide(seat))
	if !c.Alive {
		tok = color.RGBA{0x55, 0x5a, 0x58, 0xff}
	}
	ui.DrawToken(dst, r.X+5*u+pl.tr, pl.tokenY, pl.tr, tok, fmt.Sprint(seat+1))
	tagClr := ui.Gold
	if !c.Alive {
		tagClr = ui.Muted
	}
	for i, row := range pl.rows {
		y := pl.y0 + float64(i)*pl.lh
		x := pl.x(i)
		clr := ui.Muted
		if i == 0 {
			clr = ui.Paper
		}
		textMid(dst, b.fit(row.left, size, r.Right()-5*u-x), size, x, y, ui.Left, clr)
		textMid(dst, row.right, size, r.Right()-5*u, y, ui.Right, tagClr)
	}
}

// plateRow is a row of a plate: words at the left, and state words at the right.
type plateRow struct{ left, right string }

// plateLay is a plate's rows laid out: their spacing and the first's centre, the piece's
// radius and centre's height, and how many rows sit beside the piece.
type plateLay struct {
	rows        []plateRow
	lh, y0      float64
	tr, tokenY  float64
	beside      int
	left, whole float64 // the words' left edge beside the piece, and past it
}

// x is where row i's words start: beside the piece, or at the plate's left past it.
func (p plateLay) x(i int) float64 {
	if i < p.beside {
		return p.left
	}
	return p.whole
}

// layPlate lays seat's plate r out. The piece stands beside the first two rows; the rows
// after it take the plate's whole width. The declarations come last, and only when every row
// has the room its letters need.
func (b *Board) layPlate(ctx *ui.Ctx, seat int, r ui.Rect) plateLay {
	u := ctx.U
	size := ui.SizeSmall * u
	least := ui.Legible(size) * 1.1
	room := max(1, int((r.H-4*u)/least))
	p := b.plate(ctx, seat)
	tr := min(r.H*0.3, 14*u)
	pl := plateLay{beside: 2, left: r.X + 10*u + 2*tr, whole: r.X + 8*u}
	width := func(i int) float64 { return r.Right() - 5*u - pl.x(i) }
	rows := []plateRow{{p.name, p.tags}}
	if p.tags != "" && ui.Measure(p.name, size)+6*u+ui.Measure(p.tags, size) > width(0) {
		rows = []plateRow{{p.name, ""}, {"", p.tags}}
	}
	// The rest each start a row of their own, so the plates read alike, broken after their
	// separators so that a figure stays with its word.
	add := func(rows []plateRow, part string) []plateRow {
		if part == "" {
			return rows
		}
		for _, l := range packText(part, size, width(len(rows))) {
			rows = append(rows, plateRow{left: l})
		}
		return rows
	}
	rows = add(add(rows, p.who), p.counts)
	if d := b.declared(ctx, seat); d != "" {
		if with := add(slices.Clone(rows), d); len(with) <= room {
			rows = with
		}
	}
	if len(rows) > room {
		b.cut = append(b.cut, fmt.Sprintf("plate %d: %d rows in %.0f px", seat+1, len(rows), r.H))
	}
	// The rows share the plate's height: closer than the usual spacing when eleven plates
	// leave each little, never closer than the letters need.
	pl.rows = rows
	pl.lh = min(ui.LineHeight(size), (r.H-4*u)/float64(len(rows)))
	pl.y0 = r.Y + r.H/2 - pl.lh*float64(len(rows)-1)/2
	pl.tr = min(tr, pl.lh*0.95)
	pl.tokenY = pl.y0 + pl.lh*float64(min(len(rows), 2)-1)/2
	return pl
}

// cued reports whether seat is the one the table waits on: the turn player on the board, the
// fighter to act in a combat, or the CPU deciding.
func (b *Board) cued(ctx *ui.Ctx, seat int) bool {
	if ctx.Thinking {
		return ctx.Thinker == seat
	}
	v := b.shown
	if v.Fight.On && v.Fight.Turn >= 0 && v.Fight.Turn < len(v.Fight.Fighters) {
		return v.Fight.Fighters[v.Fight.Turn].Seat == seat
	}
	return v.Board.Turn == seat && v.Board.Part != rl.PartOver
}

// plateTags are a seat's short state words: dead, arrested, bound, fighting, its party. Its
// role needs no word: the piece wears its silhouette's colour, and red ones keep the base.
func (b *Board) plateTags(ctx *ui.Ctx, seat int) string {
	v := b.shown
	c := &v.Chars[seat]
	var tags []string
	switch {
	case !c.Alive:
		tags = append(tags, ctx.T("locke.board.dead"))
	case seat < len(v.Board.Arrest) && v.Board.Arrest[seat] > 0:
		tags = append(tags, ctx.T("locke.board.arrested"))
	case seat < len(v.Board.Bound) && v.Board.Bound[seat] > 0:
		tags = append(tags, ctx.T("locke.board.bound", v.Board.Bound[seat]))
	case c.Fighter >= 0 && v.Fight.On:
		tags = append(tags, ctx.T("locke.board.infight"))
	}
	if l := v.Board.Leader; seat < len(l) && l[seat] >= 0 {
		tags = append(tags, ctx.T("locke.board.party", fmt.Sprint(l[seat]+1)))
	}
	return strings.Join(tags, " ")
}

// plateLine is what the table knows of a seat: its silhouette or open sheet, and its counts.
func (b *Board) plateLine(ctx *ui.Ctx, seat int) string {
	p := b.plate(ctx, seat)
	return strings.TrimSpace(p.who + "  " + p.counts)
}

// declared lists the latest value seat declared for each stat ("宣言：LV5・耐久力4"), "" when
// it has declared nothing: what the table knows of a hidden sheet's figures.
func (b *Board) declared(ctx *ui.Ctx, seat int) string {
	claims := b.shown.Chars[seat].Claims
	last := map[book.Stat]int{}
	var order []book.Stat
	for _, c := range claims {
		if _, ok := last[c.Stat]; !ok {
			order = append(order, c.Stat)
		}
		last[c.Stat] = c.Value
	}
	if len(order) == 0 {
		return ""
	}
	var parts []string
	for _, st := range order {
		parts = append(parts, fmt.Sprintf("%s %d", i18n.T(ctx.Lang, string(rl.StatTerm(st))), last[st]))
	}
	return ctx.T("locke.board.declared", strings.Join(parts, ctx.T("locke.board.sep")))
}

// drawPrompt is the words saying what is asked, over the buttons, and a timed question's
// clock at their right.
func (b *Board) drawPrompt(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	r := b.lay.prompt
	ui.RoundRect(dst, r, 8*u, ui.FeltDark)
	_, clock := b.promptText(ctx)
	clr := ui.Paper
	if b.asking() {
		clr = ui.Gold
		ui.RoundRectLine(dst, r, 8*u, 2*u, ui.Accent)
		// A timed question (an objection, 実はそこにいた) shows its clock at the right: the
		// answer the rules give when it runs out is not the player's to miss unseen.
		if clock {
			ui.Clock(dst, r.Right()-clockR*u-promptTextX*u, r.Y+r.H/2, clockR*u, ui.SizeSmall*u, clr, ctx.Countdown, ctx.CountdownOf)
		}
	}
	size := ui.SizeSmall * u
	lines := b.promptLines(ctx, r.W)
	lh := ui.LineHeight(size)
	w := promptTextW(r.W, u, b.asking())
	y := r.Y + r.H/2 - lh*float64(len(lines)-1)/2
	for i, l := range lines {
		textMid(dst, b.fit(l, size, w), size, r.X+promptTextX*u, y+float64(i)*lh, ui.Left, clr)
	}
	switch {
	case b.asking():
		b.panel.Draw(dst)
	case b.held:
		b.panel.Draw(dst)
		ui.Fill(dst, b.lay.actions.Inset(-2*u), ui.Premul(color.RGBA{0x14, 0x33, 0x27, 0xff}, 0.6))
	}
}

// drawSelf is the viewer's own sheet (sheetLines), and in a combat the hand under its figures.
func (b *Board) drawSelf(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	r := b.lay.self
	ui.RoundRect(dst, r, 8*u, ui.FeltDark)
	x, y := r.X+10*u, r.Y+8*u
	for _, l := range b.sheetLines(ctx, r.W-20*u) {
		lh := ui.LineHeight(l.size * u)
		if y+lh > r.Bottom()-4*u {
			b.cut = append(b.cut, l.text) // the panel is full
			continue
		}
		textMid(dst, b.fit(l.text, l.size*u, r.W-20*u), l.size*u, x, y+lh/2, ui.Left, l.clr)
		y += lh
	}
	if v := b.shown; b.viewer() >= 0 && v.Fight.On && v.Chars[b.viewer()].Fighter >= 0 {
		b.drawHand(ctx, dst)
	}
}

// drawHand is the viewer's Cカード in a combat: a row each, its kind's colour at the left, its
// name, and its LV and 火力 at the right; a card a click would play is outlined.
func (b *Board) drawHand(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	hand := b.shown.Private.Hand
	size := ui.SizeSmall * u
	for i, c := range hand {
		if i >= len(b.handRects) {
			break
		}
		cr := b.handRects[i]
		cc := &book.CCards()[c]
		if cr.H < ui.Legible(size)*1.1 {
			b.cut = append(b.cut, fmt.Sprintf("hand row %d: %.0f px", i+1, cr.H)) // too many cards for the panel
		}
		if b.flying(c) {
			ui.RoundRectLine(dst, cr, 4*u, 1*u, ui.Muted) // its card is crossing the table
			continue
		}
		ui.RoundRect(dst, cr, 4*u, ui.Paper)
		ui.Fill(dst, ui.Rect{X: cr.X, Y: cr.Y, W: 6 * u, H: cr.H}, kindColour(cc.Kind))
		if len(b.cardActions(c)) == 1 {
			ui.RoundRectLine(dst, cr.Inset(-1*u), 4*u, 2*u, ui.Legal)
		}
		right := b.cardNumbers(ctx, cc.Level, cc.Fire)
		rw := ui.Measure(right, size)
		name := b.fit(bookName(ctx.Lang, cc.Name, cc.NameEN), size, cr.W-rw-24*u)
		textMid(dst, name, size, cr.X+12*u, cr.Y+cr.H/2, ui.Left, ui.Ink)
		textMid(dst, right, size, cr.Right()-6*u, cr.Y+cr.H/2, ui.Right, ui.Ink)
	}
}

// kindColours mark a Cカード's kind: attack red, defence blue, escape green, special gold.
var kindColours = map[book.CKind]color.RGBA{
	book.CAttack:  {0xc8, 0x3b, 0x3b, 0xff},
	book.CDefence: {0x3b, 0x73, 0xc8, 0xff},
	book.CEscape:  {0x3b, 0xa8, 0x5a, 0xff},
	book.CSpecial: ui.Gold,
}

func kindColour(k book.CKind) color.RGBA { return kindColours[k] }

// kindInks are the kinds' colours dark enough to read on a card's paper.
var kindInks = map[book.CKind]color.RGBA{
	book.CAttack:  {0xa0, 0x22, 0x22, 0xff},
	book.CDefence: {0x1e, 0x4f, 0x9a, 0xff},
	book.CEscape:  {0x1e, 0x6e, 0x38, 0xff},
	book.CSpecial: {0x8a, 0x62, 0x10, 0xff},
}

func kindInk(k book.CKind) color.RGBA { return kindInks[k] }

// drawBanner is a large fading line across the view.
func (b *Board) drawBanner(ctx *ui.Ctx, dst *ebiten.Image) {
	if b.banner.tw == nil || b.banner.tw.Done() {
		return
	}
	u := ctx.U
	t := b.banner.tw.Linear()
	alpha := min(1, min(t*6, (1-t)*3))
	// A line too long for the view wraps, the band growing with it.
	lines := ui.Wrap(b.banner.text, ui.SizeLarge*u, b.lay.view.W-24*u)
	h := max(64*u, float64(len(lines))*ui.LineHeight(ui.SizeLarge*u)+16*u)
	r := ui.Rect{X: b.lay.view.X, Y: b.lay.view.Y + b.lay.view.H/2 - h/2, W: b.lay.view.W, H: h}
	ui.Fill(dst, r, ui.Premul(color.RGBA{0, 0, 0, 0xc0}, alpha))
	ui.TextCentered(dst, strings.Join(lines, "\n"), ui.SizeLarge*u, r, ui.Premul(ui.Gold, alpha))
}

// drawDice draws the dice at the view's top right: faces flicker while they tumble.
func (b *Board) drawDice(ctx *ui.Ctx, dst *ebiten.Image) {
	d := &b.dice
	if !d.shown() {
		return
	}
	u := ctx.U
	s := 34 * u
	x := b.lay.view.Right() - 8*u - float64(len(d.faces))*(s+6*u)
	y := b.lay.view.Y + 8*u
	for i := range d.faces {
		face := d.face(i, b.tick)
		r := ui.Rect{X: x + float64(i)*(s+6*u), Y: y, W: s, H: s}
		if d.rolling() {
			r.Y -= 10 * u * (1 - d.tw.Value())
		}
		ui.RoundRect(dst, r, 6*u, ui.Paper)
		ui.RoundRectLine(dst, r, 6*u, 2*u, ui.Ink)
		drawPips(dst, r, face)
	}
}

// pips are each face's pip positions on a 3×3 grid.
var pips = [7][][2]int{
	{}, {{1, 1}}, {{0, 0}, {2, 2}}, {{0, 0}, {1, 1}, {2, 2}},
	{{0, 0}, {2, 0}, {0, 2}, {2, 2}}, {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
	{{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}},
}

func drawPips(dst *ebiten.Image, r ui.Rect, face int) {
	if face < 1 || face > 6 {
		return
	}
	for _, p := range pips[face] {
		x := r.X + r.W*(0.25+0.25*float64(p[0]))
		y := r.Y + r.H*(0.25+0.25*float64(p[1]))
		clr := ui.Ink
		if face == 1 {
			clr = ui.Accent
		}
		ui.DrawDisc(dst, x, y, r.W*0.09, clr)
	}
}

// fit is s cut to w at size with an ellipsis, as a last resort only: every part lays its words
// out whole at the window sizes the table is made for (wrapping them, giving them room), and
// the tests check through Probe that nothing was cut there.
func (b *Board) fit(s string, size, w float64) string {
	l, cut := ui.Ellipsis(s, size, w)
	if cut {
		b.cut = append(b.cut, s)
	}
	return l
}

// textMid draws one line of text centred vertically on cy (ui.Text takes the top edge).
func textMid(dst *ebiten.Image, s string, size, x, cy float64, align ui.Align, clr color.Color) {
	ui.Text(dst, s, size, x, cy-ui.Legible(size)*0.62, align, clr)
}
