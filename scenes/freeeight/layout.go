package freeeight

import (
	"math"

	"zashiki/scenes/ui"
)

// layout places every zone of the table inside the board's area.
type layout struct {
	area               ui.Rect
	u                  float64
	cardW              float64 // a card on the table
	handW              float64 // a card in the viewer's hand
	drawX, drawY       float64
	discardX, discardY float64
	handY              float64
	seats              []seatSpot // indexed by seat
}

// seatSpot is where an opponent sits: its name plate and the centre of its fan of backs.
type seatSpot struct {
	plate        ui.Rect
	fanX, fanY   float64
	angle        float64
	viewerCorner bool // the viewer's own plate, beside the hand
}

func newLayout(area ui.Rect, u float64, seats, viewer int) layout {
	// The piles' cards are 84 units wide: at 78 the discard's corner index was 9.4 px at
	// 960×540 (Issue 27).
	l := layout{area: area, u: u, cardW: 84 * u, handW: 92 * u}
	cx, cy := area.X+area.W/2, area.Y+area.H*0.44
	l.drawX, l.drawY = cx-70*u, cy
	l.discardX, l.discardY = cx+60*u, cy
	l.handY = area.Bottom() - 92*u
	l.seats = make([]seatSpot, seats)
	rx, ry := area.W*0.40, area.H*0.33
	for i := 1; i < seats; i++ {
		seat := (viewer + i) % seats
		// Clockwise from the viewer at the bottom: left, across the top, right.
		a := math.Pi/2 + float64(i)*2*math.Pi/float64(seats)
		if seats > 4 {
			a = math.Pi*0.78 + float64(i-1)*(math.Pi*1.44)/float64(seats-2)
		}
		x, y := cx+rx*math.Cos(a), cy+ry*math.Sin(a)
		l.seats[seat] = seatSpot{
			plate: ui.CenteredAt(x, y+50*u, 190*u, 50*u),
			fanX:  x, fanY: y - 8*u, angle: 0,
		}
	}
	l.seats[viewer] = seatSpot{
		plate: ui.Rect{X: area.X + 16*u, Y: area.Bottom() - 64*u, W: 190 * u, H: 50 * u},
		fanX:  area.X + area.W/2, fanY: l.handY,
		viewerCorner: true,
	}
	return l
}

// handPoses fans n cards of the viewer's hand along a gentle arc at the bottom, clear of
// the name plate on the left and the draw button on the right.
func (l layout) handPoses(n int) []ui.Pose {
	out := make([]ui.Pose, n)
	maxSpan := l.area.W - 440*l.u - l.handW
	step := math.Min(l.handW*0.72, maxSpan/math.Max(1, float64(n-1)))
	cx := l.area.X + l.area.W/2
	half := math.Max(1, float64(n-1)/2)
	for i := range out {
		off := float64(i) - float64(n-1)/2
		k := off / half // -1 at the left end, 1 at the right
		out[i] = ui.Pose{X: cx + off*step, Y: l.handY + k*k*12*l.u, W: l.handW, Angle: k * 0.08 * math.Min(1, float64(n)/8), Face: 1}
	}
	return out
}

// backW is the width of an opponent's backs (at unit 1).
const backW = 48

// backPoses fans an opponent's n cards as small backs.
func (l layout) backPoses(seat, n int) []ui.Pose {
	s := l.seats[seat]
	shown := min(n, 12)
	out := make([]ui.Pose, shown)
	w := backW * l.u
	for i := range out {
		off := float64(i) - float64(shown-1)/2
		out[i] = ui.Pose{X: s.fanX + off*w*0.28, Y: s.fanY + off*off*0.6*l.u, W: w, Angle: off * 0.06}
	}
	return out
}

// handTarget is where a card flying into seat's hand lands.
func (l layout) handTarget(seat, viewer, n int) ui.Pose {
	if seat == viewer {
		ps := l.handPoses(n + 1)
		return ps[len(ps)-1]
	}
	ps := l.backPoses(seat, n+1)
	return ps[len(ps)-1]
}

func (l layout) drawPose() ui.Pose { return ui.Pose{X: l.drawX, Y: l.drawY, W: l.cardW} }
func (l layout) discardPose() ui.Pose {
	return ui.Pose{X: l.discardX, Y: l.discardY, W: l.cardW, Face: 1}
}
