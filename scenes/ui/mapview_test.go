package ui

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/engine"
	"zashiki/scenes/ui/uitest"
)

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
// tokens where the camera puts them: a face-down card's back, a red token, the felt elsewhere.
func TestMapDrawsCellsAndTokensOnScreen(t *testing.T) {
	withUnit(t, 1280, 720)
	cells := GridCells(Rect{0, 0, 400, 300}, "base", 2, 3, 20)
	cam := NewCamera(Rect{0, 0, 400, 300}, Rect{0, 0, 640, 480})
	red := color.RGBA{0xd0, 0x20, 0x20, 0xff}
	back := color.RGBA{0x20, 0x40, 0xa0, 0xff}
	tl := PlaceTokens(cells[3].Rect, []int{7}, 5, 20)
	img := uitest.Snapshot(640, 480, func(dst *ebiten.Image) {
		dst.Fill(Felt)
		for i, c := range cells {
			DrawCell(dst, cam.Rect(c.Rect), CellLook{Face: CellFace(i % 3), Back: back})
		}
		DrawTokens(dst, cam, tl, func(int) (color.Color, string) { return red, "" })
	})
	uitest.Save(t, "ui_mapview", img)
	px := func(wx, wy float64) color.RGBA {
		x, y := cam.ToScreen(wx, wy)
		return img.RGBAAt(int(x), int(y))
	}
	if x, y := cells[1].Rect.Center(); px(x, y) == Felt {
		t.Errorf("the face-down card's middle is the felt")
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
		DrawCell(dst, r, CellLook{Face: CellFace(i % 3), Back: Felt})
		DrawToken(dst, r.X+20.3, r.Y+30.7, 9.5+float64(i)/10, Gold, "")
	}
	if after := len(shapes.m); after != before {
		t.Errorf("drawing cells and tokens made %d shape stamps", after-before)
	}
}
