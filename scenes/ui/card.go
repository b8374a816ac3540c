package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
)

// CardAspect is height over width of every card.
const CardAspect = float64(assets.CardH) / float64(assets.CardW)

// Pose is where and how a card lies: centre, width, rotation (radians) and how far it is
// turned face up (0 shows the back, 1 the face; the flip squeezes through the middle).
type Pose struct {
	X, Y, W, Angle, Face float64
	// Lift raises the card toward the viewer: a larger, softer shadow.
	Lift float64
}

// LerpPose blends two poses.
func LerpPose(a, b Pose, t float64) Pose {
	return Pose{
		X: Lerp(a.X, b.X, t), Y: Lerp(a.Y, b.Y, t), W: Lerp(a.W, b.W, t),
		Angle: Lerp(a.Angle, b.Angle, t), Face: Lerp(a.Face, b.Face, t), Lift: Lerp(a.Lift, b.Lift, t),
	}
}

// CardLook is how a drawn card is marked.
type CardLook struct {
	Glow  color.Color // an outline: legal move, selection
	Dim   bool        // not playable now
	Alpha float64     // 0 means opaque
}

// DrawCard draws front or back (by p.Face) at pose p.
func DrawCard(dst, front, back *ebiten.Image, p Pose, look CardLook) {
	if tracing != nil {
		traceCard(dst, front, back, p)
	}
	if record(dst, op{kind: opCard, img: front, back: back, pose: p, look: look}) {
		return
	}
	cardDraws(front, back, p, look, dst.DrawImage)
}

// cardDraws hands each image a card at pose p is drawn from (shadow, glow, face) to draw,
// in order, with its options; a frame's dirty rectangles take the card's bounds from them.
func cardDraws(front, back *ebiten.Image, p Pose, look CardLook, draw func(*ebiten.Image, *ebiten.DrawImageOptions)) {
	scaleX := math.Abs(2*p.Face - 1)
	img := back
	if p.Face >= 0.5 {
		img = front
	}
	if img == nil {
		return
	}
	b := img.Bounds()
	s := p.W / float64(b.Dx())
	alpha := 1.0
	if look.Alpha > 0 {
		alpha = look.Alpha
	}
	// shadow
	sh := assets.CardShadow()
	sb := sh.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-float64(sb.Dx())/2, -float64(sb.Dy())/2)
	op.GeoM.Scale(s*scaleX*(1+p.Lift*0.06), s*(1+p.Lift*0.06))
	op.GeoM.Rotate(p.Angle)
	op.GeoM.Translate(p.X+p.W*(0.02+0.05*p.Lift), p.Y+p.W*(0.03+0.08*p.Lift))
	op.ColorScale.ScaleAlpha(float32(alpha * (0.55 - 0.2*p.Lift)))
	draw(sh, op)

	if look.Glow != nil {
		// A blank card a little larger than the card, tinted, reads as a glowing edge.
		bl := assets.BlankCard()
		bb := bl.Bounds()
		grow := 1 + 10/math.Max(p.W, 1)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(-float64(bb.Dx())/2, -float64(bb.Dy())/2)
		op.GeoM.Scale(p.W/float64(bb.Dx())*scaleX*grow, p.W/float64(bb.Dx())*grow)
		op.GeoM.Rotate(p.Angle)
		op.GeoM.Translate(p.X, p.Y)
		op.ColorScale.ScaleWithColor(look.Glow)
		op.ColorScale.ScaleAlpha(float32(alpha))
		draw(bl, op)
	}

	op = &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(s*scaleX, s)
	op.GeoM.Rotate(p.Angle)
	op.GeoM.Translate(p.X, p.Y)
	if look.Dim {
		op.ColorScale.Scale(0.62, 0.62, 0.62, 1)
	}
	op.ColorScale.ScaleAlpha(float32(alpha))
	draw(img, op)
}

// traceCard notes the card drawn at p for a trace: the image shown, mapped as cardDraws maps it.
func traceCard(dst, front, back *ebiten.Image, p Pose) {
	img, face := back, false
	if p.Face >= 0.5 {
		img, face = front, true
	}
	if img == nil {
		return
	}
	b := img.Bounds()
	s := p.W / float64(b.Dx())
	var g ebiten.GeoM
	g.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	g.Scale(s*math.Abs(2*p.Face-1), s)
	g.Rotate(p.Angle)
	g.Translate(p.X, p.Y)
	traceImage(dst, img, g, face, true)
}

// LegiblePose is p grown, while it shows img's face, to the width the face can be read at.
// A card flying from a fan of small backs turns face up on its way, smaller than it lands:
// its face opens four times as fast as its back closed, and is drawn wide enough that,
// squeezed as it turns, its print stays at the floor (all but the first instant of the turn,
// where it is edge-on).
func LegiblePose(img *ebiten.Image, p Pose) Pose {
	if img == nil || p.Face < 0.5 {
		return p
	}
	p.Face = min(1, 0.5+(p.Face-0.5)*4)
	need := LegibleWidth(img)
	squeeze := math.Sqrt(max(2*p.Face-1, 1e-3)) // how a turning card's print shrinks
	p.W = max(p.W, min(need/squeeze, need*1.25))
	return p
}
