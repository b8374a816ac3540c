package ui

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"zashiki/rules/engine"
)

// Map boards: a planet's cells and name, an R×C grid of squares, tokens sharing a cell, and
// hit tests. Layouts are pure and in world units (a board
// lays out once and shows the world through a Camera); each cell is keyed by the contract's
// zone (engine.CellZone), so events find their cells without a table of their own.

// MapCell is one cell of a board in world units.
type MapCell struct {
	Zone  engine.Zone
	Rect  Rect
	Port  bool // a planet's spaceport
	Outer bool // on the edge of a grid
}

// Planet is a planet's cells and the place of its name; a board lays them out.
type Planet struct {
	Bounds Rect // the area its cells take
	Label  Rect // the planet's name
	Cells  []MapCell
}

// overlaps reports whether two rectangles share any area.
func overlaps(a, b Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// GridCells lays out a rows×cols grid of squares filling area, gap apart, in reading order.
// The square in column x of row y is engine.CellZone(name, x, y); Outer marks the squares of
// the edge.
func GridCells(area Rect, name string, rows, cols int, gap float64) []MapCell {
	if rows <= 0 || cols <= 0 {
		return nil
	}
	w := (area.W - gap*float64(cols-1)) / float64(cols)
	h := (area.H - gap*float64(rows-1)) / float64(rows)
	out := make([]MapCell, 0, rows*cols)
	for y := range rows {
		for x := range cols {
			out = append(out, MapCell{
				Zone:  engine.CellZone(name, x, y),
				Rect:  Rect{area.X + float64(x)*(w+gap), area.Y + float64(y)*(h+gap), w, h},
				Outer: IsOuter(rows, cols, x, y),
			})
		}
	}
	return out
}

// IsOuter reports whether column x of row y lies on the edge of a rows×cols grid.
func IsOuter(rows, cols, x, y int) bool { return x == 0 || y == 0 || x == cols-1 || y == rows-1 }

// HitCell is the zone of the cell under the world point (x, y).
func HitCell(cells []MapCell, x, y float64) (engine.Zone, bool) {
	for _, c := range cells {
		if c.Rect.Contains(x, y) {
			return c.Zone, true
		}
	}
	return engine.Zone{}, false
}

// FindCell is the cell of zone z.
func FindCell(cells []MapCell, z engine.Zone) (MapCell, bool) {
	for _, c := range cells {
		if c.Zone == z {
			return c, true
		}
	}
	return MapCell{}, false
}

// TokenSpot is where one token is drawn: centre and radius in the cell's units.
type TokenSpot struct {
	ID      int
	X, Y, R float64
}

// TokenLayout is the tokens of one cell: those drawn, and the badge counting the rest.
type TokenLayout struct {
	Spots []TokenSpot // the tokens drawn, in the order given
	Badge TokenSpot   // where "+More" is drawn, when More > 0 (ID -1)
	More  int         // tokens not drawn
}

// Spot is where token id is shown: its own spot, or the badge of a token counted there.
func (l TokenLayout) Spot(id int) (TokenSpot, bool) {
	for _, s := range l.Spots {
		if s.ID == id {
			return s, true
		}
	}
	if l.More > 0 {
		return l.Badge, true
	}
	return TokenSpot{}, false
}

// HitToken is the token drawn under (x, y).
func (l TokenLayout) HitToken(x, y float64) (int, bool) {
	for _, s := range l.Spots {
		if math.Hypot(x-s.X, y-s.Y) <= s.R {
			return s.ID, true
		}
	}
	return 0, false
}

// tokenGap is the space between two tokens, as a share of their radius.
const tokenGap = 0.15

// PlaceTokens places the tokens ids in cell: discs of one size in centred rows, as large as
// fits up to maxR. When they would have to be smaller than minR, as many as fit at minR are
// drawn, the last place showing a badge that counts the rest.
func PlaceTokens(cell Rect, ids []int, minR, maxR float64) TokenLayout {
	var l TokenLayout
	if len(ids) == 0 {
		return l
	}
	shown := len(ids)
	spots, r := tokenGrid(cell, shown, maxR)
	for shown > 1 && r < minR {
		shown--
		spots, r = tokenGrid(cell, shown, maxR)
	}
	if shown < len(ids) {
		l.More = len(ids) - shown + 1
		l.Badge = spots[shown-1]
		l.Badge.ID = -1
		spots = spots[:shown-1]
	}
	for i := range spots {
		spots[i].ID = ids[i]
	}
	l.Spots = spots
	return l
}

// tokenGrid places n discs in the columns×rows arrangement that makes them largest (up to
// maxR), rows centred in the cell, the last row centred too.
func tokenGrid(cell Rect, n int, maxR float64) ([]TokenSpot, float64) {
	bestCols, bestR := 1, -1.0
	for cols := 1; cols <= n; cols++ {
		rows := (n + cols - 1) / cols
		pitch := min(cell.W/float64(cols), cell.H/float64(rows))
		if r := pitch / (2 + tokenGap); r > bestR {
			bestCols, bestR = cols, r
		}
	}
	r := min(bestR, maxR)
	pitch := r * (2 + tokenGap)
	rows := (n + bestCols - 1) / bestCols
	cx, cy := cell.Center()
	out := make([]TokenSpot, 0, n)
	for i := range n {
		row, col := i/bestCols, i%bestCols
		inRow := min(bestCols, n-row*bestCols)
		out = append(out, TokenSpot{
			X: cx + (float64(col)-float64(inRow-1)/2)*pitch,
			Y: cy + (float64(row)-float64(rows-1)/2)*pitch,
			R: r,
		})
	}
	return out, r
}

// CellFace is what a cell shows.
type CellFace uint8

const (
	CellEmpty    CellFace = iota // nothing: an outline on the felt
	CellFaceDown                 // a card lying face down
	CellFaceUp                   // a card turned up
)

// CellLook is how DrawCell draws a cell. A face-up card's name and marks are the board's to
// draw: it knows where its pieces stand.
type CellLook struct {
	Face CellFace
	Back color.Color // the face-down card's colour (nil: the house back)
	Glow color.Color // an outline: legal target, selection (nil: none)
}

// DrawCell draws a cell at r on the screen (the camera's Rect of its world rectangle). The card
// shapes are pictures rendered once and drawn scaled (sprite): a board of dozens of cells under
// a camera would otherwise fill dozens of anti-aliased paths whenever the view moves, which
// Ebitengine's vector package makes costly (a 超人ロック planet board fell to a few frames a
// second and its memory grew by a gigabyte).
func DrawCell(dst *ebiten.Image, r Rect, look CellLook) {
	switch look.Face {
	case CellEmpty:
		Image(dst, cellSprite(CellEmpty, nil), r, 1)
	case CellFaceDown:
		Image(dst, cellSprite(CellFaceDown, look.Back), r, 1)
	case CellFaceUp:
		Image(dst, cellSprite(CellFaceUp, nil), r, 1)
	}
	if look.Glow != nil {
		rad := min(r.W, r.H) * 0.12
		RoundRectLine(dst, r.Inset(-max(2, r.W*0.03)), rad*1.2, max(2, r.W*0.03), look.Glow)
	}
}

// DrawToken draws a token: a disc of clr with a dark rim and a short label (a character's
// initial, a seat number) in a colour that reads on it.
func DrawToken(dst *ebiten.Image, x, y, r float64, clr color.Color, label string) {
	DrawDisc(dst, x, y, r, Ink)
	DrawDisc(dst, x, y, r*0.88, clr)
	if label != "" {
		TextCentered(dst, label, FitSize(label, r, r*1.7), CenteredAt(x, y, 2*r, 2*r), ReadableOn(clr))
	}
}

// DrawDisc draws a disc of clr from a sprite: a disc that moves (a piece gliding, a die
// hopping) costs an image, not a path.
func DrawDisc(dst *ebiten.Image, x, y, r float64, clr color.Color) {
	img := discSprite()
	s := 2 * r / float64(img.Bounds().Dx())
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(x-r, y-r)
	op.ColorScale.ScaleWithColor(clr)
	DrawImage(dst, img, op)
}

// Sprite sizes: large enough that a zoomed-in map scales them down, not up.
const (
	spriteCardW = 180
	spriteCardH = 240
	spriteDisc  = 128
)

type cellSpriteKey struct {
	face CellFace
	back color.RGBA
}

var (
	cellSprites = map[cellSpriteKey]*ebiten.Image{}
	discImage   *ebiten.Image
)

// cellSprite is a cell's card picture: an empty outline, a back of colour back with its gold
// frame, or a blank face.
func cellSprite(face CellFace, back color.Color) *ebiten.Image {
	k := cellSpriteKey{face: face}
	if back != nil {
		k.back = color.RGBAModel.Convert(back).(color.RGBA)
	} else {
		k.back = ButtonFace
	}
	if img, ok := cellSprites[k]; ok {
		return img
	}
	img := ebiten.NewImage(spriteCardW, spriteCardH)
	r := Rect{W: spriteCardW, H: spriteCardH}
	rad := spriteCardW * 0.12
	fill := func(r Rect, rad float64, clr color.Color) {
		var p vector.Path
		roundRectPath(&p, r, rad)
		op := &vector.DrawPathOptions{AntiAlias: true}
		op.ColorScale.ScaleWithColor(clr)
		vector.FillPath(img, &p, nil, op)
	}
	switch face {
	case CellEmpty:
		fill(r, rad, Muted)
		fill(r.Inset(spriteCardW*0.02), rad, FeltDark)
	case CellFaceDown:
		w := spriteCardW * 0.025
		fill(r, rad, k.back)
		fill(r.Inset(spriteCardW*0.08-w/2), rad*0.7, Gold)
		fill(r.Inset(spriteCardW*0.08+w/2), rad*0.6, k.back)
	case CellFaceUp:
		fill(r, rad, Paper)
	}
	cellSprites[k] = img
	return img
}

// discSprite is a white disc, tinted as it is drawn.
func discSprite() *ebiten.Image {
	if discImage == nil {
		discImage = ebiten.NewImage(spriteDisc, spriteDisc)
		var p vector.Path
		p.Arc(spriteDisc/2, spriteDisc/2, spriteDisc/2-1, 0, 2*math.Pi, vector.Clockwise)
		vector.FillPath(discImage, &p, nil, &vector.DrawPathOptions{AntiAlias: true})
	}
	return discImage
}

// DrawBadge draws the count of tokens not drawn: "+n" on an ink disc.
func DrawBadge(dst *ebiten.Image, x, y, r float64, more int) {
	s := fmt.Sprintf("+%d", more)
	DrawDisc(dst, x, y, r, Gold)
	DrawDisc(dst, x, y, r*0.88, Ink)
	TextCentered(dst, s, FitSize(s, r, r*1.7), CenteredAt(x, y, 2*r, 2*r), Gold)
}

// DrawTokens draws a cell's token layout through the camera; colour and label give each
// token's look by id.
func DrawTokens(dst *ebiten.Image, cam *Camera, l TokenLayout, look func(id int) (color.Color, string)) {
	for _, s := range l.Spots {
		x, y := cam.ToScreen(s.X, s.Y)
		clr, label := look(s.ID)
		DrawToken(dst, x, y, s.R*cam.Zoom, clr, label)
	}
	if l.More > 0 {
		x, y := cam.ToScreen(l.Badge.X, l.Badge.Y)
		DrawBadge(dst, x, y, l.Badge.R*cam.Zoom, l.More)
	}
}

// ReadableOn is ink on a light colour, white on a dark one.
func ReadableOn(c color.Color) color.Color {
	r, g, b, _ := c.RGBA()
	if 299*r+587*g+114*b > 500*0xffff {
		return Ink
	}
	return White
}
