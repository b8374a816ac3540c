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

// planetBack and baseBack are the two decks' backs.
var (
	planetBack = color.RGBA{0x2b, 0x4f, 0x8a, 0xff}
	baseBack   = color.RGBA{0x6a, 0x2d, 0x3a, 0xff}
)

// drawMap draws the board of the part under way through the camera: its cells, the pieces,
// the places a legal action reaches lit.
func (b *Board) drawMap(ctx *ui.Ctx, dst *ebiten.Image) {
	u := ctx.U
	view := b.lay.view
	ui.RoundRect(dst, view, 8*u, ui.FeltDark)
	v := b.shown
	if !b.mapShown() {
		if len(b.choices) == 0 { // else the set-up's question and buttons stand here
			ui.TextCentered(dst, ctx.T("locke.board.setup"), ui.SizeBody*u, view, ui.Muted)
		}
		return
	}
	if v.Board.Part >= rl.PartBase {
		b.drawBase(ctx, dst)
	} else {
		b.drawPlanets(ctx, dst)
	}
	b.drawPieces(ctx, dst)
	// The line saying how to move the map has the view's bottom to itself, under the camera's.
	hint := ctx.T("locke.board.camera")
	mv := b.lay.mapView
	textMid(dst, b.fit(hint, ui.SizeSmall*u, view.W-16*u), ui.SizeSmall*u, view.X+8*u, (mv.Bottom()+view.Bottom())/2, ui.Left, ui.Muted)
}

// mapShown reports whether a board is laid out yet: the planets come with the planet phase's
// set-up, after the characters'.
func (b *Board) mapShown() bool {
	return b.shown.Board.Planets > 0 || b.shown.Board.Part >= rl.PartBase
}

// planetColours are the planets' globes, in the rules' order: 地球, ロンウォール, セレン, トア,
// ディナール, マイア.
var planetColours = []color.RGBA{
	{0x3a, 0x86, 0xc8, 0xff},
	{0xb8, 0x6a, 0x3a, 0xff},
	{0x8c, 0x9a, 0xa8, 0xff},
	{0x4c, 0xa0, 0x6a, 0xff},
	{0xc8, 0xa0, 0x48, 0xff},
	{0x9a, 0x5a, 0xb8, 0xff},
}

// drawPlanets draws each planet as a globe with its name, its six cards in a row beside it on
// an orbit's band in the globe's colour, the spaceport (the card nearest the globe) marked.
func (b *Board) drawPlanets(ctx *ui.Ctx, dst *ebiten.Image) {
	names := book.PlanetNames()
	z := b.cam.Zoom
	for p, pl := range b.world.planets {
		clr := planetColours[p%len(planetColours)]
		if band := b.cam.Rect(ui.Rect{X: pl.Label.X + pl.Label.W/2, Y: pl.Bounds.Y + pl.Bounds.H/2 - 4, W: pl.Bounds.Right() - pl.Label.W/2, H: 8}); b.seen(band) {
			ui.Fill(dst, band, ui.Premul(clr, 0.35))
		}
		lr := b.cam.Rect(pl.Label)
		if p < len(names) && b.seen(lr) {
			cx, cy, rad := lr.X+lr.W/2, lr.Y+lr.H/2, lr.H*0.44
			ui.DrawDisc(dst, cx, cy, rad+2*z, ui.Ink)
			ui.DrawDisc(dst, cx, cy, rad, clr)
			// A lighter cap up and left and a shade down and right make the disc a globe.
			ui.DrawDisc(dst, cx-rad*0.22, cy-rad*0.22, rad*0.62, ui.Premul(ui.White, 0.22))
			ui.DrawDisc(dst, cx-rad*0.36, cy-rad*0.36, rad*0.24, ui.Premul(ui.White, 0.35))
			// The name on a dark pill across the globe's middle: it reads on every colour.
			name := bookName(ctx.Lang, names[p].Name, names[p].NameEN)
			size := ui.FitSize(name, ui.SizeBody*z, lr.W-4*z)
			w, h := ui.Measure(name, size)+8*z, ui.LineHeight(size)
			pill := ui.Rect{X: cx - w/2, Y: cy - h/2, W: w, H: h}
			ui.RoundRect(dst, pill, h/2, ui.Premul(ui.Ink, 0.72))
			ui.TextCentered(dst, name, size, pill, ui.White)
		}
		for c, cell := range pl.Cells {
			place := rl.PlanetPlace(p, c)
			b.drawPlace(ctx, dst, cell.Rect, place, planetBack, planetSpread)
		}
	}
}

func (b *Board) drawBase(ctx *ui.Ctx, dst *ebiten.Image) {
	if or := b.cam.Rect(b.world.outside); b.seen(or) {
		b.drawOutside(ctx, dst, or)
	}
	for i, cell := range b.world.grid {
		place := rl.BasePlace(0, 0) + i
		b.drawPlace(ctx, dst, cell.Rect, place, baseBack, baseSpread)
	}
}

// cellLook is how a place's cell looks: empty (or its 重要拠点 destroyed), a back, or the
// card turned up, and that card's name.
func (b *Board) cellLook(ctx *ui.Ctx, place int, back color.Color) (ui.CellLook, string) {
	look := ui.CellLook{Back: back}
	switch c := b.shown.Board.At(place); {
	case c == nil || c.Gone:
	case c.Down:
		look.Face = ui.CellFaceDown
	case c.Card >= 0:
		look.Face = ui.CellFaceUp
		if n, ok := rl.RefName(cellRef(place, c.Card)); ok {
			return look, bookName(ctx.Lang, n.Name, n.NameEN)
		}
	}
	return look, ""
}

// doColours mark a face-up card's kind, by what it does, on its name's pill: red for a fight
// or harm (battle, NPC, trap, damage, black hole, ambush, arrest), green for a gain
// (情報入手, items, healing), violet for a move elsewhere (teleports, white hole), blue for a
// secret shown, gold for a 重要拠点; grey for a card that does nothing.
var doColours = map[string]color.RGBA{
	"battle": {0xc8, 0x3b, 0x3b, 0xff}, "npc": {0xc8, 0x3b, 0x3b, 0xff}, "trap": {0xc8, 0x3b, 0x3b, 0xff},
	"damage": {0xc8, 0x3b, 0x3b, 0xff}, "blackhole": {0xc8, 0x3b, 0x3b, 0xff}, "ambush": {0xc8, 0x3b, 0x3b, 0xff},
	"arrest": {0xc8, 0x3b, 0x3b, 0xff},
	"info":   {0x3b, 0xa8, 0x5a, 0xff}, "item": {0x3b, 0xa8, 0x5a, 0xff}, "heal": {0x3b, 0xa8, 0x5a, 0xff},
	"teleport_random": {0x9a, 0x5a, 0xb8, 0xff}, "whitehole": {0x9a, 0x5a, 0xb8, 0xff}, "illusion": {0x9a, 0x5a, 0xb8, 0xff},
	"reveal_self": {0x3b, 0x73, 0xc8, 0xff}, "reveal_other": {0x3b, 0x73, 0xc8, 0xff},
	"key": ui.Gold,
}

// cardDo is what the face-up card code on place does (its book verb), "" when unknown.
func cardDo(place, code int) string {
	if rl.OnPlanet(place) {
		if c, ok := rl.PlanetCardOf(code); ok {
			return c.Do
		}
		return ""
	}
	if c, ok := rl.BaseCardOf(code); ok {
		return c.Do
	}
	return ""
}

// doColour is the colour marking what a card does; the muted edge for a card that does nothing.
func doColour(do string) color.RGBA {
	if c, ok := doColours[do]; ok {
		return c
	}
	return ui.Muted
}

// cellRef is the card reference of a cell's card code.
func cellRef(place, code int) int {
	if rl.OnPlanet(place) {
		return rl.PlanetRef(code)
	}
	return rl.BaseRef(code)
}

// drawOutside is the 秘密基地周辺, where searchers wait to get in.
func (b *Board) drawOutside(ctx *ui.Ctx, dst *ebiten.Image, r ui.Rect) {
	z := b.cam.Zoom
	ui.RoundRect(dst, r, 10*z, color.RGBA{0x18, 0x28, 0x22, 0xff})
	switch {
	case b.hover == rl.Outside:
		ui.RoundRectLine(dst, r, 10*z, 3, ui.Gold)
	case b.lit(rl.Outside):
		ui.RoundRectLine(dst, r, 10*z, 3, ui.Legal)
	}
	title := i18n.T(ctx.Lang, string(rl.PlaceTerm(rl.Outside)))
	line := b.fit(title, ui.SizeSmall*z, r.W-8)
	textMid(dst, line, ui.SizeSmall*z, r.X+r.W/2, r.Y+14*z, ui.Center, ui.Muted)
}

// planetSpread and baseSpread are how many card widths a name's pill may take: as far as
// the next card of the row, a little short of its own pill.
const (
	planetSpread = float64(planetCardW+planetCardGap-4) / planetCardW
	baseSpread   = float64(gridCellW+gridGap-4) / gridCellW
)

// drawPlace draws a cell through the camera, lit when a legal action goes there: the card, its
// name's pill in its upper band, a spaceport's mark at its lower left.
func (b *Board) drawPlace(ctx *ui.Ctx, dst *ebiten.Image, world ui.Rect, place int, back color.Color, spread float64) {
	r := b.cam.Rect(world)
	if !b.seen(r) {
		return
	}
	look, label := b.cellLook(ctx, place, back)
	switch {
	case place == b.hover:
		look.Glow = ui.Gold
	case b.lit(place):
		look.Glow = ui.Legal
	}
	ui.DrawCell(dst, r, look)
	if b.world.port(place) {
		ui.DrawDisc(dst, r.X+r.W*portW/2, r.Bottom()-r.W*portW/2, r.W*0.07, ui.Gold)
	}
	if label != "" {
		kind := ui.Muted
		if c := b.shown.Board.At(place); c != nil {
			kind = doColour(cardDo(place, c.Card))
		}
		b.drawLabel(ctx, dst, r, label, spread, kind)
	}
	// The viewer's own 待ち伏せ and 重要拠点, in the corner while face down (face up, the
	// card's name says what it is, in the pill the mark would cover).
	for _, p := range b.shown.Private.Plans {
		if p.Place == place && label == "" {
			mark := ctx.T("locke.board.ambushmark")
			if p.Key() {
				mark = "★"
			}
			ui.DrawToken(dst, r.Right()-r.W*0.16, r.Y+r.W*0.16, r.W*0.13, ui.Gold, mark)
		}
	}
}

// splitsWord reports whether a word of s is wider than w: wrapping would break it (Japanese
// breaks between any two characters).
func splitsWord(s string, size, w float64) bool {
	for _, word := range strings.Fields(s) {
		if !strings.ContainsFunc(word, func(r rune) bool { return r >= 0x3000 }) && ui.Measure(word, size) > w {
			return true
		}
	}
	return false
}

// label is a card's name laid out in its pill: its lines, their size and spacing, and
// whether they fit the card's upper band whole.
type label struct {
	lines    []string
	size, lh float64
	fits     bool
}

// layLabel lays name out for a card drawn at r on the screen, in one line or more as wide as
// spread card widths: it fits when its lines stand in the card's upper band and no word is
// broken.
func layLabel(name string, r ui.Rect, spread, u float64) label {
	band := r.H * labelBand
	// The smallest legible size until the card is large (the camera zoomed in), then growing
	// with it, slower than the card: a name that reads whole reads whole closer in.
	l := label{size: ui.Legible(min(ui.SizeSmall*u, r.W*0.12))}
	w := r.W*spread - 6
	l.lines = ui.Wrap(name, l.size, w)
	l.lh = math.Round(l.size * 1.15)
	l.fits = float64(len(l.lines))*l.lh+2 <= band+4 && !splitsWord(name, l.size, w)
	return l
}

// drawLabel draws a face-up card's name in a pill over the card's upper band, edged in the
// colour of what the card does.
func (b *Board) drawLabel(ctx *ui.Ctx, dst *ebiten.Image, r ui.Rect, name string, spread float64, kind color.Color) {
	l := layLabel(name, r, spread, ctx.U)
	if !l.fits {
		// Zoomed out past where names read whole (legibleZoom): the hover tip says it.
		b.cut = append(b.cut, name)
		return
	}
	w := 0.0
	for _, line := range l.lines {
		w = max(w, ui.Measure(line, l.size))
	}
	h := float64(len(l.lines))*l.lh + 2
	cx := r.X + r.W/2
	pill := ui.Rect{X: cx - w/2 - 3, Y: r.Y + r.H*labelBand/2 - h/2, W: w + 6, H: h}
	ui.RoundRect(dst, pill, 3, ui.Paper)
	ui.RoundRectLine(dst, pill, 3, 2, kind)
	for i, line := range l.lines {
		textMid(dst, line, l.size, cx, pill.Y+1+l.lh*(float64(i)+0.5), ui.Center, ui.Ink)
	}
}

// cardNames are the names a part's cards may show face up, in the table's language.
func cardNames(lang i18n.Lang, part rl.Part) []string {
	var out []string
	if part >= rl.PartBase {
		for _, c := range book.BaseCards() {
			out = append(out, bookName(lang, c.Name, c.NameEN))
		}
		for _, c := range book.KeyCards() {
			out = append(out, bookName(lang, c.Name, c.NameEN))
		}
		return out
	}
	for _, c := range book.PlanetCards() {
		out = append(out, bookName(lang, c.Name, c.NameEN))
	}
	a := book.AmbushCard()
	return append(out, bookName(lang, a.Name, a.NameEN))
}

// legibleZoom is the least zoom at which every card name of the part fits its pill whole
// (layLabel), from the zoom that shows the whole board.
func (b *Board) legibleZoom(ctx *ui.Ctx, part rl.Part) float64 {
	cell, spread := ui.Rect{W: planetCardW, H: planetCardH}, planetSpread
	if part >= rl.PartBase {
		cell, spread = ui.Rect{W: gridCellW, H: gridCell}, baseSpread
	}
	names := cardNames(ctx.Lang, part)
	z := b.cam.FitZoom()
	for ; z < 4*b.cam.FitZoom(); z *= 1.04 {
		all := true
		for _, n := range names {
			if !layLabel(n, ui.Rect{W: cell.W * z, H: cell.H * z}, spread, ctx.U).fits {
				all = false
				break
			}
		}
		if all {
			break
		}
	}
	return z
}

// drawPieces draws every living character's piece where it stands now (or glides).
func (b *Board) drawPieces(ctx *ui.Ctx, dst *ebiten.Image) {
	v := b.shown
	order := make([]int, 0, v.Seats)
	for seat := range v.Seats {
		if seat < len(b.pos) && b.pos[seat].X == b.pos[seat].X && v.Chars[seat].Alive {
			order = append(order, seat)
		}
	}
	// The viewer's piece is drawn last, on top.
	if i := slices.Index(order, b.viewer()); i >= 0 {
		order = append(append(order[:i:i], order[i+1:]...), b.viewer())
	}
	for _, seat := range order {
		p := b.pos[seat]
		x, y := b.cam.ToScreen(p.X, p.Y)
		r := 14 * b.cam.Zoom
		if t, ok := b.world.tokens(v, v.Board.Pos[seat]).Spot(seat); ok {
			r = t.R * b.cam.Zoom
		}
		if !b.seen(ui.CenteredAt(x, y, 2*r, 2*r)) || !b.gliding(seat) && !b.placeSeen(v.Board.Pos[seat]) {
			continue // a piece stands on its card: where the card is not drawn, neither is it
		}
		if b.cued(ctx, seat) {
			ui.DrawDisc(dst, x, y, r*1.35, ui.Accent)
		}
		ui.DrawToken(dst, x, y, r, sideColour(v.ShownSide(seat)), fmt.Sprint(seat+1))
	}
}

// gliding reports whether seat's piece is on its way between places.
func (b *Board) gliding(seat int) bool {
	return slices.ContainsFunc(b.glides, func(g *glide) bool { return g.seat == seat })
}

// placeSeen reports whether place's cell is drawn in the view.
func (b *Board) placeSeen(place int) bool {
	r, ok := b.world.cellRect(place)
	return ok && b.seen(b.cam.Rect(r))
}

// seen reports whether a screen rectangle lies inside the view. The map is drawn straight onto
// the table (the board's layer records every call), so what would cross the view's edge is
// left out rather than clipped.
func (b *Board) seen(r ui.Rect) bool {
	v := b.lay.mapView.Inset(-1)
	return r.X >= v.X && r.Y >= v.Y && r.Right() <= v.Right() && r.Bottom() <= v.Bottom()
}
