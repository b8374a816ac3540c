package ui

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/engine"
	"zashiki/scenes/ui/uitest"
)

// TestRingCellsAreDistinctInOrderWithThePortFirst: six cells of a ring lie inside the area,
// touch neither each other nor the label, go clockwise from the top, and cell 0 is the port.
func TestRingCellsAreDistinctInOrderWithThePortFirst(t *testing.T) {
	area := Rect{100, 50, 400, 300}
	pl := PlanetRing(area, "planet", 2, 6, CardAspect)
	if len(pl.Cells) != 6 {
		t.Fatalf("%d cells, want 6", len(pl.Cells))
	}
	cx, cy := area.Center()
	prev := -math.Inf(1)
	for i, c := range pl.Cells {
		if c.Zone != engine.CellZone("planet", 2, i) || c.Port != (i == 0) {
			t.Errorf("cell %d: zone %+v port %v", i, c.Zone, c.Port)
		}
		r := c.Rect
		if r.X < area.X || r.Y < area.Y || r.Right() > area.Right() || r.Bottom() > area.Bottom() {
			t.Errorf("cell %d %+v leaves the area", i, r)
		}
		if overlaps(r, pl.Label) {
			t.Errorf("cell %d %+v covers the label %+v", i, r, pl.Label)
		}
		for j := i + 1; j < len(pl.Cells); j++ {
			if overlaps(r, pl.Cells[j].Rect) {
				t.Errorf("cells %d and %d overlap", i, j)
			}
		}
		x, y := r.Center()
		a := math.Atan2(y-cy, x-cx) // clockwise on screen, from -π/2 at the top
		if a < -math.Pi/2-1e-9 {
			a += 2 * math.Pi
		}
		if a <= prev {
			t.Errorf("cell %d at angle %g does not follow %g clockwise", i, a, prev)
		}
		prev = a
	}
	if x, y := pl.Cells[0].Rect.Center(); math.Abs(x-cx) > 1e-9 || y >= cy {
		t.Errorf("the spaceport is at (%g, %g), not at the top", x, y)
	}
	if pl.Label.W < pl.Cells[0].Rect.W {
		t.Errorf("the label %+v is narrower than a cell", pl.Label)
	}
}

// TestPlanetRingsFillAGridAndHitTestToTheirZones: six planets in three columns each lie in
// their slot, and a point in any cell hits that cell's zone; a point between hits nothing.
func TestPlanetRingsFillAGridAndHitTestToTheirZones(t *testing.T) {
	pls := PlanetRings(Rect{0, 0, 1200, 700}, "planet", 6, 3, 6, CardAspect, 20)
	var cells []MapCell
	for p, pl := range pls {
		if p > 0 && pl.Bounds.X <= pls[p-1].Bounds.X && p%3 != 0 {
			t.Errorf("planet %d %+v is not right of planet %d", p, pl.Bounds, p-1)
		}
		cells = append(cells, pl.Cells...)
	}
	if len(cells) != 36 {
		t.Fatalf("%d cells, want 36", len(cells))
	}
	for _, c := range cells {
		x, y := c.Rect.Center()
		if z, ok := HitCell(cells, x, y); !ok || z != c.Zone {
			t.Errorf("the centre of %+v hit %+v %v", c.Zone, z, ok)
		}
	}
	x, y := pls[4].Label.Center()
	if z, ok := HitCell(cells, x, y); ok {
		t.Errorf("the middle of a planet hit %+v", z)
	}
}

// TestGridOuterCellsAreTwentyOfThirtySix: the 6×6 grid's edge is 20 squares, keyed by
// column and row, and the squares tile the area in reading order.
func TestGridOuterCellsAreTwentyOfThirtySix(t *testing.T) {
	cells := GridCells(Rect{0, 0, 600, 600}, "base", 6, 6, 4)
	outer := 0
	for i, c := range cells {
		if c.Outer {
			outer++
		}
		if c.Zone != engine.CellZone("base", i%6, i/6) {
			t.Errorf("square %d is %+v", i, c.Zone)
		}
	}
	if len(cells) != 36 || outer != 20 {
		t.Errorf("%d squares, %d outer; want 36 and 20", len(cells), outer)
	}
	if z, ok := HitCell(cells, 599, 599); !ok || z != engine.CellZone("base", 5, 5) {
		t.Errorf("the far corner hit %+v %v", z, ok)
	}
	if c, ok := FindCell(cells, engine.CellZone("base", 2, 3)); !ok || c.Outer {
		t.Errorf("square (2, 3): %+v %v, want an inner square", c, ok)
	}
}

// TestElevenTokensShareACellWithoutOverlap: eleven tokens in one cell are all drawn, inside
// it, apart; with a floor too large for that, the rest are counted on a badge, and every
// token still has a place to fly to.
func TestElevenTokensShareACellWithoutOverlap(t *testing.T) {
	cell := Rect{10, 20, 120, 90}
	ids := []int{3, 1, 4, 15, 9, 2, 6, 5, 35, 8, 97}
	l := PlaceTokens(cell, ids, 8, 30)
	if len(l.Spots) != 11 || l.More != 0 {
		t.Fatalf("%d tokens drawn, %d counted; want 11 and 0", len(l.Spots), l.More)
	}
	for i, s := range l.Spots {
		if s.ID != ids[i] || s.R < 8 {
			t.Errorf("spot %d: %+v", i, s)
		}
		if s.X-s.R < cell.X || s.Y-s.R < cell.Y || s.X+s.R > cell.Right() || s.Y+s.R > cell.Bottom() {
			t.Errorf("token %d %+v leaves the cell", s.ID, s)
		}
		for _, o := range l.Spots[i+1:] {
			if math.Hypot(s.X-o.X, s.Y-o.Y) < s.R+o.R {
				t.Errorf("tokens %d and %d overlap", s.ID, o.ID)
			}
		}
		if id, ok := l.HitToken(s.X, s.Y); !ok || id != s.ID {
			t.Errorf("the centre of token %d hit %d %v", s.ID, id, ok)
		}
	}
	big := PlaceTokens(cell, ids, 20, 30)
	if big.More == 0 || len(big.Spots)+big.More != 11 {
		t.Fatalf("at radius 20: %d drawn + %d counted, want a badge and 11 in all", len(big.Spots), big.More)
	}
	for _, s := range append(big.Spots, big.Badge) {
		if math.Hypot(s.X-big.Badge.X, s.Y-big.Badge.Y) < s.R+big.Badge.R && s != big.Badge {
			t.Errorf("token %d overlaps the badge", s.ID)
		}
	}
	if s, ok := big.Spot(97); !ok || s != big.Badge {
		t.Errorf("the last token, counted, has spot %+v %v, want the badge", s, ok)
	}
}

// TestMapDrawsCellsAndTokensOnScreen: a board drawn through the camera inks its cells and
// tokens where the camera puts them: a gold port mark, a red token, the felt elsewhere.
func TestMapDrawsCellsAndTokensOnScreen(t *testing.T) {
	withUnit(t, 1280, 720)
	pl := PlanetRing(Rect{0, 0, 400, 300}, "planet", 0, 6, CardAspect)
	cam := NewCamera(Rect{0, 0, 400, 300}, Rect{0, 0, 640, 480})
	red := color.RGBA{0xd0, 0x20, 0x20, 0xff}
	tl := PlaceTokens(pl.Cells[3].Rect, []int{7}, 5, 20)
	img := uitest.Snapshot(640, 480, func(dst *ebiten.Image) {
		dst.Fill(Felt)
		for i, c := range pl.Cells {
			look := CellLook{Face: CellFace(i % 3), Label: "惑星", Port: c.Port}
			DrawCell(dst, cam.Rect(c.Rect), look)
		}
		TextCentered(dst, "ミランダ", SizeLarge, cam.Rect(pl.Label), White)
		DrawTokens(dst, cam, tl, func(int) (color.Color, string) { return red, "" })
	})
	uitest.Save(t, "ui_mapview", img)
	px := func(wx, wy float64) color.RGBA {
		x, y := cam.ToScreen(wx, wy)
		return img.RGBAAt(int(x), int(y))
	}
	r := pl.Cells[0].Rect
	if c := px(r.X+r.W*0.14, r.Y+r.W*0.14); c != Gold {
		t.Errorf("the port mark is %v, want gold", c)
	}
	if c := px(tl.Spots[0].X, tl.Spots[0].Y); c != red {
		t.Errorf("the token's centre is %v, want red", c)
	}
	if c := img.RGBAAt(2, 2); c != Felt {
		t.Errorf("the corner is %v, want the felt", c)
	}
}

// Cells and tokens are drawn from sprites, not anti-aliased paths: a board of dozens under a
// moving camera adds no shape to the stamp cache (the paths cost Ebitengine's vector package
// a frame's time and memory that grew by the gigabyte).
func TestCellsAndTokensDrawFromSprites(t *testing.T) {
	dst := ebiten.NewImage(640, 480)
	before := len(shapes.m)
	for i := range 60 {
		r := Rect{X: float64(i%10) * 61.3, Y: float64(i/10) * 77.7, W: 52.5 + float64(i)/7, H: 70.1}
		DrawCell(dst, r, CellLook{Face: CellFace(i % 3), Back: Felt, Port: i%6 == 0, Label: "A"})
		DrawToken(dst, r.X+20.3, r.Y+30.7, 9.5+float64(i)/10, Gold, "")
	}
	if after := len(shapes.m); after != before {
		t.Errorf("drawing cells and tokens made %d shape stamps", after-before)
	}
}
