package boss

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	"zashiki/scenes/ui"
)

// dieRoll is the die thrown from a seat: it flies to the middle of the table in bounces,
// turning over and over (each turn squeezes it edge-on and shows a new face, like a cube
// rolling), then lands on its result and rests there.
type dieRoll struct {
	fromX, fromY, toX, toY float64
	result                 int
	seed                   int
	tw                     *ui.Tween
	rest                   *ui.Tween
}

const dieTurns = 7 // faces shown on the way

func newDieRoll(l layout, fromX, fromY float64, result, seed int) *dieRoll {
	return &dieRoll{fromX: fromX, fromY: fromY, toX: l.dieX, toY: l.dieY, result: result, seed: seed,
		tw: ui.NewTween(0.85, nil), rest: ui.NewTween(0.25, nil)}
}

func (d *dieRoll) step(speed float64) {
	if !d.tw.Done() {
		d.tw.Step(speed)
		return
	}
	d.rest.Step(speed)
}

func (d *dieRoll) settled() bool { return d.tw.Done() && d.rest.Done() }

// face is the face up at progress t: random on the way, the result for the last turn.
func (d *dieRoll) face(t float64) int {
	turn := int(t * dieTurns)
	if turn >= dieTurns-1 {
		return d.result
	}
	return (d.seed*7+turn*5+d.result)%6 + 1
}

// draw paints the die at its present place; size is its edge at rest.
func (d *dieRoll) draw(dst *ebiten.Image, size float64) {
	t := d.tw.Linear()
	e := ui.EaseOutCubic(t)
	x := ui.Lerp(d.fromX, d.toX, e)
	y := ui.Lerp(d.fromY, d.toY, e)
	// three bounces that die away
	hop := math.Abs(math.Sin(t*math.Pi*3)) * (1 - t) * 60 * size / 56
	phase := math.Mod(t*dieTurns, 1)
	squeeze := 1.0
	angle := 0.0
	if !d.tw.Done() {
		squeeze = math.Max(0.15, math.Abs(math.Cos(phase*math.Pi)))
		angle = (1 - e) * 2.5 * math.Sin(float64(d.seed)+t*9)
	}
	img := assets.Die6(d.face(t))
	b := img.Bounds()
	s := size / float64(b.Dx()) * (1 + 0.25*hop/(60*size/56+1))
	// shadow on the felt, smaller as the die rises
	ui.Circle(dst, x+4, y+size*0.45, size*0.42*(1-0.3*hop/(60*size/56+1)), colorShadow)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(s*squeeze, s)
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(x, y-hop)
	shade := float32(0.75 + 0.25*squeeze)
	op.ColorScale.Scale(shade, shade, shade, 1)
	ui.DrawImage(dst, img, op)
	if d.tw.Done() && !d.rest.Done() {
		ui.Ring(dst, x, y, size*0.8*(0.7+0.5*d.rest.Value()), 3, ui.Gold)
	}
}
