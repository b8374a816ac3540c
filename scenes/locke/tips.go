package locke

import (
	"fmt"

	rl "zashiki/rules/locke"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// tips shows the whole of what is drawn small: a cell's card and place, a seat's plate, a
// Cカード of the hand.
func (b *Board) tips(ctx *ui.Ctx, in *ui.Input) {
	for seat, r := range b.lay.seats {
		if r.Contains(in.X, in.Y) && seat < b.shown.Seats {
			tip := ctx.Names[seat] + "  " + b.plateTags(ctx, seat) + "\n" + b.plateLine(ctx, seat)
			if d := b.declared(ctx, seat); d != "" {
				tip += "\n" + d
			}
			ctx.ShowTip(r, tip)
			return
		}
	}
	if !b.fighting() && b.mapShown() && b.lay.mapView.Contains(in.X, in.Y) && !b.cam.Dragging() {
		wx, wy := b.cam.ToWorld(in.X, in.Y)
		if place, ok := b.world.hit(b.shown.Board.Part, wx, wy); ok {
			if r, ok := b.world.cellRect(place); ok {
				ctx.ShowTip(b.cam.Rect(r), b.placeTip(ctx, place))
			}
		}
	}
}

// placeTip names a place and the card face up on it.
func (b *Board) placeTip(ctx *ui.Ctx, place int) string {
	text := i18n.T(ctx.Lang, string(rl.PlaceTerm(place)))
	c := b.shown.Board.At(place)
	if c == nil || c.Down || c.Card < 0 {
		return text
	}
	name, _ := rl.RefName(cellRef(place, c.Card))
	var what string
	if rl.OnPlanet(place) {
		if pc, ok := rl.PlanetCardOf(c.Card); ok {
			what = bookName(ctx.Lang, pc.Text, pc.TextEN)
		}
	} else if bc, ok := rl.BaseCardOf(c.Card); ok {
		what = bookName(ctx.Lang, bc.Text, bc.TextEN)
	}
	return fmt.Sprintf("%s\n%s: %s", text, bookName(ctx.Lang, name.Name, name.NameEN), what)
}
