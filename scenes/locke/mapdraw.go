package locke

import (
	"fmt"
	"image/color"
	"slices"

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
		ui.TextCentered(dst, ctx.T("locke.board.setup"), ui.SizeBody*u, view, ui.Muted)
		return
	}
	if v.Board.Part >= rl.PartBase {
		b.drawBase(ctx, dst)
	} else {
		b.drawPlanets(ctx, dst)
	}
	b.drawPieces(ctx, dst)
	hint := ctx.T("locke.board.camera")
	textMid(dst, hint, ui.SizeSmall*u, view.X+8*u, view.Bottom()-12*u, ui.Left, ui.Muted)
}

// mapShown reports whether a board is laid out yet: the planets come with the planet phase's
// set-up, after the characters'.
func (b *Board) mapShown() bool {
	return b.shown.Board.Planets > 0 || b.shown.Board.Part >= rl.PartBase
}

func (b *Board) drawPlanets(ctx *ui.Ctx, dst *ebiten.Image) {
	names := book.PlanetNames()
	for p, pl := range b.world.planets {
		lr := b.cam.Rect(pl.Label)
		if p < len(names) && b.seen(lr) {
			name := bookName(ctx.Lang, names[p].Name, names[p].NameEN)
			ui.TextCentered(dst, name, ui.FitSize(name, ui.SizeBody*b.cam.Zoom, lr.W), lr, ui.Muted)
		}
		for c, cell := range pl.Cells {
			place := rl.PlanetPlace(p, c)
			look := b.cellLook(ctx, place, planetBack)
			look.Port = cell.Port
			b.drawPlace(dst, cell.Rect, place, look)
		}
	}
}

func (b *Board) drawBase(ctx *ui.Ctx, dst *ebiten.Image) {
	if or := b.cam.Rect(b.world.outside); b.seen(or) {
		b.drawOutside(ctx, dst, or)
	}
	for i, cell := range b.world.grid {
		place := rl.BasePlace(0, 0) + i
		b.drawPlace(dst, cell.Rect, place, b.cellLook(ctx, place, baseBack))
	}
}

// cellLook is how a place's cell looks: empty (or its 重要拠点 destroyed), a back, or the
// card turned up with its name.
func (b *Board) cellLook(ctx *ui.Ctx, place int, back color.Color) ui.CellLook {
	look := ui.CellLook{Back: back}
	switch c := b.shown.Board.At(place); {
	case c == nil || c.Gone:
	case c.Down:
		look.Face = ui.CellFaceDown
	case c.Card >= 0:
		look.Face = ui.CellFaceUp
		if n, ok := rl.RefName(cellRef(place, c.Card)); ok {
			look.Label = bookName(ctx.Lang, n.Name, n.NameEN)
		}
	}
	return look
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
	line, _ := ui.Ellipsis(title, ui.SizeSmall*z, r.W-8)
	textMid(dst, line, ui.SizeSmall*z, r.X+r.W/2, r.Y+14*z, ui.Center, ui.Muted)
}

// drawPlace draws a cell through the camera, lit when a legal action goes there.
func (b *Board) drawPlace(dst *ebiten.Image, world ui.Rect, place int, look ui.CellLook) {
	r := b.cam.Rect(world)
	if !b.seen(r) {
		return
	}
	switch {
	case place == b.hover:
		look.Glow = ui.Gold
	case b.lit(place):
		look.Glow = ui.Legal
	}
	ui.DrawCell(dst, r, look)
	// The viewer's own 待ち伏せ and 重要拠点, in the corner.
	for _, p := range b.shown.Private.Plans {
		if p.Place == place {
			mark := "待"
			if p.Key() {
				mark = "★"
			}
			ui.DrawToken(dst, r.Right()-r.W*0.16, r.Y+r.W*0.16, r.W*0.13, ui.Gold, mark)
		}
	}
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
		if !b.seen(ui.CenteredAt(x, y, 2*r, 2*r)) {
			continue
		}
		if b.cued(ctx, seat) {
			ui.DrawDisc(dst, x, y, r*1.35, ui.Accent)
		}
		ui.DrawToken(dst, x, y, r, sideColour(v.ShownSide(seat)), fmt.Sprint(seat+1))
	}
}

// seen reports whether a screen rectangle lies inside the view. The map is drawn straight onto
// the table (the board's layer records every call), so what would cross the view's edge is
// left out rather than clipped.
func (b *Board) seen(r ui.Rect) bool {
	v := b.lay.view.Inset(-1)
	return r.X >= v.X && r.Y >= v.Y && r.Right() <= v.Right() && r.Bottom() <= v.Bottom()
}
