package locke

import (
	"math"

	"zashiki/rules/engine"
	rl "zashiki/rules/locke"
	"zashiki/scenes/ui"
)

// world is the two boards in world units: the planets as rings of six (three columns), and
// the base as a 6×6 grid with the 秘密基地周辺 beside it, where searchers wait to get in.
type world struct {
	planets []ui.Planet
	grid    []ui.MapCell
	outside ui.Rect
}

// World measures (units of the world, which the camera scales). Each planet is a row of its
// six cells, as the rules lay it out: the spaceport at the left end, the right end next to it
// (a torus), the planet's name before the row. The rows' cards stand a name's pill apart.
const (
	planetNameW   = 130
	planetCardW   = 110
	planetCardH   = 84
	planetCardGap = 20 // between two cards of a row
	planetGap     = 12 // between two planets' rows
	gridCell      = 78
	gridCellW     = 140
	gridGap       = 14
	outsideW      = 170
)

// planetRow lays planet p's cells out in a row at y; cell 0, the spaceport, is the leftmost.
func planetRow(y float64, p int) ui.Planet {
	pl := ui.Planet{Label: ui.Rect{Y: y, W: planetNameW, H: planetCardH}}
	for i := range rl.PlanetCells {
		r := ui.Rect{X: planetNameW + planetCardGap + float64(i)*(planetCardW+planetCardGap), Y: y, W: planetCardW, H: planetCardH}
		pl.Cells = append(pl.Cells, ui.MapCell{Zone: engine.CellZone("planet", p, i), Rect: r, Port: i == 0})
	}
	pl.Bounds = ui.Rect{Y: y, W: pl.Cells[len(pl.Cells)-1].Rect.Right(), H: planetCardH}
	return pl
}

// point is a point of the world.
type point struct{ X, Y float64 }

func newWorld(v *rl.View) world {
	var w world
	for p := range max(v.Board.Planets, 1) {
		w.planets = append(w.planets, planetRow(float64(p)*(planetCardH+planetGap), p))
	}
	// The base's cards are wider than tall: the view is, and their names need the width.
	side := float64(rl.BaseSide)*gridCell + float64(rl.BaseSide-1)*gridGap
	across := float64(rl.BaseSide)*gridCellW + float64(rl.BaseSide-1)*gridGap
	w.outside = ui.Rect{W: outsideW, H: side}
	w.grid = ui.GridCells(ui.Rect{X: outsideW + 3*gridGap, W: across, H: side}, "base", rl.BaseSide, rl.BaseSide, gridGap)
	return w
}

// bounds is the world the camera shows for a part: the base from the base phase on.
func (w world) bounds(part rl.Part) ui.Rect {
	if part >= rl.PartBase {
		last := w.grid[len(w.grid)-1].Rect
		return ui.Rect{X: -gridGap, Y: -gridGap, W: last.Right() + 2*gridGap, H: last.Bottom() + 2*gridGap}
	}
	var r ui.Rect
	for _, p := range w.planets {
		r.W = max(r.W, p.Bounds.Right())
		r.H = max(r.H, p.Bounds.Bottom())
	}
	return ui.Rect{X: -gridGap, Y: -gridGap, W: r.W + 2*gridGap, H: r.H + 2*gridGap}
}

// cellRect is the world rectangle of a place; ok is false for a place off the boards.
func (w world) cellRect(place int) (ui.Rect, bool) {
	switch {
	case rl.OnPlanet(place):
		p, c := place/rl.PlanetCells, place%rl.PlanetCells
		if p < len(w.planets) {
			return w.planets[p].Cells[c].Rect, true
		}
	case rl.InBase(place):
		return w.grid[place-rl.BasePlace(0, 0)].Rect, true
	case place == rl.Outside:
		return w.outside, true
	}
	return ui.Rect{}, false
}

// hit is the place under a world point in the part shown.
func (w world) hit(part rl.Part, x, y float64) (int, bool) {
	if part >= rl.PartBase {
		for i, c := range w.grid {
			if c.Rect.Contains(x, y) {
				return rl.BasePlace(0, 0) + i, true
			}
		}
		if w.outside.Contains(x, y) {
			return rl.Outside, true
		}
		return 0, false
	}
	for p, pl := range w.planets {
		for c, cell := range pl.Cells {
			if cell.Rect.Contains(x, y) {
				return rl.PlanetPlace(p, c), true
			}
		}
	}
	return 0, false
}

// occupants are the seats whose pieces stand on place, in seat order.
func occupants(v *rl.View, place int) []int {
	var out []int
	for seat, p := range v.Board.Pos {
		if p == place && seat < len(v.Chars) && v.Chars[seat].Alive {
			out = append(out, seat)
		}
	}
	return out
}

// tokens lays out the pieces on a place.
func (w world) tokens(v *rl.View, place int) ui.TokenLayout {
	r, ok := w.cellRect(place)
	if !ok {
		return ui.TokenLayout{}
	}
	// The pieces stand in the card's lower band, under its name's (labelBand), clear of a
	// spaceport's mark at the band's left.
	area := ui.Rect{X: r.X + r.W*0.04, Y: r.Y + r.H*tokenTop, W: r.W * 0.92, H: r.H * (0.98 - tokenTop)}
	if w.port(place) {
		area.X, area.W = r.X+r.W*portW, r.W*(0.96-portW)
	}
	if place == rl.Outside {
		area = r.Inset(8)
	}
	return ui.PlaceTokens(area, occupants(v, place), 7, 16)
}

// The bands of a card cell, in parts of its height: its name's pill in the upper one, the
// pieces in the lower; and the part of its width a spaceport's mark keeps at the lower left.
const (
	labelBand = 0.58
	tokenTop  = 0.60
	portW     = 0.24
)

// port reports whether place is a spaceport.
func (w world) port(place int) bool {
	if !rl.OnPlanet(place) {
		return false
	}
	p, c := place/rl.PlanetCells, place%rl.PlanetCells
	return p < len(w.planets) && w.planets[p].Cells[c].Port
}

// placeXY is where seat's piece on place is drawn, in the world.
func (w world) placeXY(v *rl.View, seat, place int) point {
	if s, ok := w.tokens(v, place).Spot(seat); ok {
		return point{s.X, s.Y}
	}
	return point{math.NaN(), math.NaN()}
}
