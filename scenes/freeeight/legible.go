package freeeight

import (
	"github.com/hajimehoshi/ebiten/v2"
	"math"

	"zashiki/scenes/ui"
)

// legiblePose is p grown, while it shows img's face, to the width the face can be read at.
// A card flying from a fan of small backs turns face up on its way, smaller than it lands
// (its index was 10.6 px at 1280×720, Issue 27): its face opens four times as fast as its
// back closed, and is drawn wide enough that, squeezed as it turns, its index stays at the
// floor (all but the first instant of the turn, where it is edge-on).
func legiblePose(img *ebiten.Image, p ui.Pose) ui.Pose {
	if img == nil || p.Face < 0.5 {
		return p
	}
	p.Face = min(1, 0.5+(p.Face-0.5)*4)
	need := ui.LegibleWidth(img)
	squeeze := math.Sqrt(max(2*p.Face-1, 1e-3)) // how a turning card's print shrinks
	p.W = max(p.W, min(need/squeeze, need*1.25))
	return p
}
