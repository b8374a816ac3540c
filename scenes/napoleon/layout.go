package napoleon

import (
	"math"

	"zashiki/scenes/ui"
)

// layout places every zone of the table inside the board's area. The viewer sits at the
// bottom; the others follow clockwise: left, across the top, right.
type layout struct {
	area    ui.Rect
	u       float64
	cardW   float64 // a card in the trick
	handW   float64 // a card in the viewer's hand
	cx, cy  float64 // the middle of the trick
	handY   float64
	hiddenX float64 // the four hidden cards, and later the discards, right of the trick
	hiddenY float64
	info    ui.Rect // declaration, adjutant card, count: top left
	seats   [4]seatSpot
	viewer  int
}

// seatSpot is where a seat sits: its plate, the fan of its backs, where its trick card lies
// and where the face cards it won are shown.
type seatSpot struct {
	plate      ui.Rect
	fanX, fanY float64
	trickX     float64
	trickY     float64
	wonX, wonY float64 // left end of the row of won face cards
	side       int     // 0 bottom, 1 left, 2 top, 3 right
	fanSpan    float64 // the height a side seat's standing fan may take
}

// badgeH is the height of the role and turn badges standing on a plate's top edge (at unit 1).
const badgeH = 24

// roleBadge is where a seat's role badge w wide stands: on its plate's top edge, at the left.
func (l layout) roleBadge(seat int, w float64) ui.Rect {
	r := l.seats[seat].plate
	return ui.Rect{X: r.X + 8*l.u, Y: r.Y - badgeH*l.u, W: w, H: badgeH * l.u}
}

// turnBadge is where the 手番 badge w wide stands: on the plate's top edge, at the right, so
// it covers nothing of the table (the middle, the hidden cards and the fans stay clear).
func (l layout) turnBadge(seat int, w float64) ui.Rect {
	r := l.seats[seat].plate
	return ui.Rect{X: r.Right() - 8*l.u - w, Y: r.Y - badgeH*l.u, W: w, H: badgeH * l.u}
}

// callBox is where seat's last call in the declaration round, w wide, shows: by its plate.
// The bottom seat's stands on its plate's top edge at the left, where the role badge will
// stand once there is a Napoleon (Issue 27: it floated 110 above the plate); a side seat's
// hangs under its plate, the top seat's too, clear of the declaration panel below.
func (l layout) callBox(seat int, w float64) ui.Rect {
	s := l.seats[seat]
	r := s.plate
	h := 38 * l.u
	if s.side == 0 {
		return ui.Rect{X: r.X + 8*l.u, Y: r.Y - h - 4*l.u, W: w, H: h}
	}
	box := ui.Rect{X: r.X + r.W/2 - w/2, Y: r.Bottom() + 8*l.u, W: w, H: h}
	if s.side == 2 {
		box.Y = r.Bottom() + 4*l.u
	}
	return box
}

func newLayout(area ui.Rect, u float64, viewer int) layout {
	// A trick card is as large as a hand card: at 74 its corner index was 11.8 px at 1280×720
	// and 8.9 px at 960×540 (Issue 27).
	l := layout{area: area, u: u, cardW: 84 * u, handW: 84 * u, viewer: viewer}
	l.cx, l.cy = area.X+area.W/2, area.Y+area.H*0.45
	l.handY = area.Bottom() - 84*u
	l.hiddenX, l.hiddenY = l.cx+215*u, l.cy-10*u
	l.info = ui.Rect{X: area.X + 12*u, Y: area.Y + 10*u, W: 300 * u, H: 150 * u}
	th := l.cardW * ui.CardAspect
	for i := range 4 {
		seat := (viewer + i) % 4
		s := seatSpot{side: i}
		switch i {
		case 0:
			s.plate = ui.Rect{X: area.X + 14*u, Y: area.Bottom() - 60*u, W: 200 * u, H: 48 * u}
			s.trickX, s.trickY = l.cx, l.cy+th*0.55
			s.wonX, s.wonY = area.X+20*u, area.Bottom()-178*u
		case 1:
			// low enough that the fan fits between the corner panel and the badges
			s.plate = ui.Rect{X: area.X + 14*u, Y: l.cy + 20*u, W: 200 * u, H: 48 * u}
			s.fanX = area.X + 110*u
			s.trickX, s.trickY = l.cx-th*0.75, l.cy
			s.wonX, s.wonY = area.X+20*u, s.plate.Bottom()+6*u
		case 2:
			s.plate = ui.Rect{X: l.cx - 100*u, Y: area.Y + 34*u, W: 200 * u, H: 48 * u}
			s.fanX, s.fanY = l.cx+200*u, area.Y+60*u
			s.trickX, s.trickY = l.cx, l.cy-th*0.55
			s.wonX, s.wonY = l.cx-100*u, area.Y+88*u
		case 3:
			s.plate = ui.Rect{X: area.Right() - 214*u, Y: l.cy + 20*u, W: 200 * u, H: 48 * u}
			s.fanX = area.Right() - 110*u
			s.trickX, s.trickY = l.cx+th*0.75, l.cy
			s.wonX, s.wonY = area.Right()-214*u, s.plate.Bottom()+6*u
		}
		if i == 1 || i == 3 {
			// the side fans stand between the corner panel and the badges on the plate
			top, bottom := l.info.Bottom()+6*u, s.plate.Y-badgeH*u-4*u
			s.fanY, s.fanSpan = (top+bottom)/2, bottom-top
		}
		l.seats[seat] = s
	}
	return l
}

// handPoses fans n cards of the viewer's hand along a gentle arc at the bottom, clear of the
// name plate on the left and the buttons on the right.
func (l layout) handPoses(n int) []ui.Pose {
	out := make([]ui.Pose, n)
	maxSpan := l.area.W - 470*l.u - l.handW
	step := math.Min(l.handW*0.7, maxSpan/math.Max(1, float64(n-1)))
	cx := l.area.X + l.area.W/2 + 10*l.u
	half := math.Max(1, float64(n-1)/2)
	for i := range out {
		off := float64(i) - float64(n-1)/2
		k := off / half
		out[i] = ui.Pose{X: cx + off*step, Y: l.handY + k*k*10*l.u, W: l.handW, Angle: k * 0.06, Face: 1}
	}
	return out
}

// backPoses fans a seat's n cards as small backs. A side seat's fan stands upright within
// its span, closer together when the hand is large (Napoleon's sixteen in the exchange).
func (l layout) backPoses(seat, n int) []ui.Pose {
	s := l.seats[seat]
	out := make([]ui.Pose, n)
	w := l.cardW * 0.55
	step := w * 0.16
	if n > 1 && s.fanSpan > 0 {
		step = math.Min(step, (s.fanSpan-w)/float64(n-1))
	}
	for i := range out {
		off := float64(i) - float64(n-1)/2
		p := ui.Pose{X: s.fanX + off*w*0.22, Y: s.fanY, W: w, Angle: off * 0.04}
		if s.side == 1 || s.side == 3 {
			p = ui.Pose{X: s.fanX, Y: s.fanY + off*step, W: w, Angle: math.Pi / 2}
		}
		out[i] = p
	}
	return out
}

// handTarget is where a card flying into seat's hand lands.
func (l layout) handTarget(seat, n int) ui.Pose {
	if seat == l.viewer {
		ps := l.handPoses(n + 1)
		return ps[len(ps)-1]
	}
	ps := l.backPoses(seat, n+1)
	return ps[len(ps)-1]
}

func (l layout) deckPose() ui.Pose { return ui.Pose{X: l.cx, Y: l.cy, W: l.cardW} }

func (l layout) trickPose(seat, i int) ui.Pose {
	s := l.seats[seat]
	return ui.Pose{X: s.trickX, Y: s.trickY, W: l.cardW, Face: 1, Angle: math.Sin(float64(seat*7+i)*1.7) * 0.05}
}

// hiddenPose is the i-th card of the middle four (or of the discards) beside the trick.
func (l layout) hiddenPose(i int) ui.Pose {
	return ui.Pose{X: l.hiddenX + float64(i%2)*16*l.u, Y: l.hiddenY + float64(i/2)*8*l.u, W: l.cardW * 0.7}
}

// wonPose is the i-th of the n face cards seat has won, in a row no wider than its plate.
func (l layout) wonPose(seat, i, n int) ui.Pose {
	s := l.seats[seat]
	w := 30 * l.u
	step := w * 0.42
	if n > 1 {
		step = math.Min(step, (s.plate.W-w)/float64(n-1))
	}
	return ui.Pose{X: s.wonX + w/2 + float64(i)*step, Y: s.wonY + w*ui.CardAspect/2, W: w, Face: 1}
}

// outPose is where the plain cards of a finished trick go: off the table under the trick.
func (l layout) outPose() ui.Pose { return ui.Pose{X: l.cx, Y: l.cy, W: l.cardW * 0.3, Face: 1} }

// wonRows are the rows under (the bottom seat: above) seat's plate where the face cards it
// won are named as tags when their faces would be too small to read.
func (l layout) wonRows(seat int) []ui.Rect {
	s := l.seats[seat]
	h := ui.TagHeight(l.u)
	out := make([]ui.Rect, 2)
	for i := range out {
		out[i] = ui.Rect{X: s.wonX, Y: s.wonY + float64(i)*(h+tagGap*l.u), W: s.plate.W, H: h}
	}
	return out
}

// discardTag is the centre line of the i-th of the discards' tags: two by two where the
// discards lie, above their caption.
func (l layout) discardTag(i int, colW float64) (x, cy float64) {
	h := ui.TagHeight(l.u)
	x = l.hiddenX + 8*l.u - colW - tagGap*l.u/2 + float64(i%2)*(colW+tagGap*l.u)
	cy = l.hiddenY + 4*l.u - h/2 - tagGap*l.u/2 + float64(i/2)*(h+tagGap*l.u)
	return x, cy
}
