package chaos

import (
	"math"

	"zashiki/rules/engine"
	"zashiki/scenes/ui"
)

// layout places the zones inside the board's area. The left part holds the goal banner,
// the three workplaces, the 完成品レーン and the viewer's hand; the right column the seats
// (with the die's marker), the chaos die, the resource tokens, the deck and the discard.
type layout struct {
	area    ui.Rect
	u       float64
	banner  ui.Rect
	work    [3]ui.Rect // workplace panels
	workW   float64    // a workplace card's width
	lane    ui.Rect
	laneW   float64
	handY   float64
	handW   float64
	handCX  float64
	actions ui.Rect // the play and discard buttons, right of the hand
	col     ui.Rect // the right column
	plates  []ui.Rect
	die     ui.Rect
	tokens  ui.Rect
	deck    ui.Rect // centre of the deck pile and of the discard pile lie in here
	playY   float64
	playCX  float64
	playW   float64
}

func newLayout(area ui.Rect, u float64, seats int) layout {
	l := layout{area: area, u: u}
	x0, y0 := area.X+16*u, area.Y+8*u
	left := area.W - 270*u
	l.banner = ui.Rect{X: x0, Y: y0, W: left - 16*u, H: 56 * u}
	ww := (left - 16*u - 2*14*u) / 3
	for i := range l.work {
		l.work[i] = ui.Rect{X: x0 + float64(i)*(ww+14*u), Y: l.banner.Bottom() + 8*u, W: ww, H: 240 * u}
	}
	l.workW = 96 * u
	l.lane = ui.Rect{X: x0, Y: l.work[0].Bottom() + 8*u, W: left - 16*u, H: 80 * u}
	l.laneW = 52 * u
	// The hand is the one place a player reads every card closely: its cards are the largest
	// that fit under the lane, so their names and most play effects keep to the text floor.
	l.handW = 128 * u
	// Clear of the window's edge by more than a glowing card's outline (glowH), which
	// was cut off at the bottom (Issue 27).
	l.handY = area.Bottom() - l.handW*ui.CardAspect/2 - glowH - 4*u
	l.actions = ui.Rect{X: x0 + left - 16*u - 150*u, Y: l.handY - 56*u, W: 150 * u, H: 112 * u}
	l.handCX = x0 + (l.actions.X-x0)/2
	l.col = ui.Rect{X: area.Right() - 250*u, Y: y0, W: 236 * u, H: area.H - 16*u}
	ph := min(40*u, (200*u)/float64(max(seats, 1))-4*u)
	for i := range seats {
		l.plates = append(l.plates, ui.Rect{X: l.col.X + 34*u, Y: y0 + float64(i)*(ph+4*u), W: l.col.W - 34*u, H: ph})
	}
	top := y0 + float64(seats)*(ph+4*u) + 4*u
	l.die = ui.Rect{X: l.col.X, Y: top, W: l.col.W, H: 156 * u}
	l.tokens = ui.Rect{X: l.col.X, Y: l.die.Bottom() + 8*u, W: l.col.W, H: 92 * u}
	l.deck = ui.Rect{X: l.col.X, Y: l.tokens.Bottom() + 8*u, W: l.col.W, H: area.Bottom() - l.tokens.Bottom() - 16*u}
	l.playCX, l.playY, l.playW = x0+(left-16*u)/2, l.work[0].Y+l.work[0].H/2+18*u, 170*u
	return l
}

// glowH is how far a glowing card's outline reaches past its top and bottom edges, in
// pixels: ui.DrawCard grows the card by 10 pixels in width for it, 14 in height.
const glowH = 7

// keyLabel is how far above a hand card its key ([1], [2]...) is written, at unit 1.
const keyLabel = 22

// statusH is the height of the status line over the hand, at unit 1.
const statusH = 34

// statusY is the middle of the status line: between the lane and the hand's key labels.
func (l layout) statusY() float64 {
	return (l.lane.Bottom() + l.handY - l.handW*ui.CardAspect/2 - keyLabel*l.u) / 2
}

// markerRect is where the die's marker is drawn beside seat s's plate.
func (l layout) markerRect(s int) ui.Rect {
	r := l.plates[s]
	d := min(r.H, 34*l.u)
	return ui.Rect{X: r.X - d - 2*l.u, Y: r.Y + (r.H-d)/2, W: d, H: d}
}

// workCard is where workplace i's card lies.
func (l layout) workCard(i int) ui.Pose {
	r := l.work[i]
	return ui.Pose{X: r.X + r.W/2, Y: r.Y + 34*l.u + l.workW*ui.CardAspect/2, W: l.workW, Face: 1}
}

// laneCard is where the i-th of n lane cards lies.
func (l layout) laneCard(i, n int) ui.Pose {
	x0 := l.lane.X + 150*l.u // right of the lane's title, which a small window draws wider
	span := l.lane.Right() - 10*l.u - x0 - l.laneW
	step := math.Min(l.laneW+6*l.u, span/math.Max(1, float64(n-1)))
	return ui.Pose{X: x0 + l.laneW/2 + float64(i)*step, Y: l.lane.Y + l.lane.H/2, W: l.laneW, Face: 1}
}

// handCard is where the i-th of the viewer's n hand cards lies.
func (l layout) handCard(i, n int) ui.Pose {
	step := math.Min(l.handW+14*l.u, (l.actions.X-l.area.X-30*l.u-l.handW)/math.Max(1, float64(n-1)))
	off := float64(i) - float64(n-1)/2
	return ui.Pose{X: l.handCX + off*step, Y: l.handY, W: l.handW, Face: 1}
}

// playCard is where the i-th of n cards being resolved floats, large, over the workplaces.
func (l layout) playCard(i, n int) ui.Pose {
	off := float64(i) - float64(n-1)/2
	return ui.Pose{X: l.playCX + off*(l.playW+24*l.u), Y: l.playY, W: l.playW, Face: 1, Lift: 0.8}
}

func (l layout) deckPose() ui.Pose {
	return ui.Pose{X: l.deck.X + 60*l.u, Y: l.deck.Y + 14*l.u + 62*l.u*ui.CardAspect/2, W: 62 * l.u}
}

func (l layout) discardPose() ui.Pose {
	p := l.deckPose()
	p.X += 100 * l.u
	p.Face = 1
	return p
}

// seatPose is where a card going to or from another seat's hand is drawn: its plate.
func (l layout) seatPose(seat int) ui.Pose {
	r := l.plates[seat]
	return ui.Pose{X: r.X + 20*l.u, Y: r.Y + r.H/2, W: 28 * l.u}
}

// zonePose is where a card in zone z lies; i and n place it among the zone's cards.
func (l layout) zonePose(z engine.Zone, viewer, i, n int) ui.Pose {
	switch {
	case z.Name == "draw":
		return l.deckPose()
	case z.Name == "discard":
		return l.discardPose()
	case z.Name == "lane":
		return l.laneCard(i, n)
	case z.Name == "play":
		return l.playCard(i, n)
	case z.Name == "hand" && z.Seat == viewer:
		return l.handCard(i, n)
	case z.Name == "hand":
		return l.seatPose(z.Seat)
	}
	if s := workSlot(z); s >= 0 {
		return l.workCard(s)
	}
	return l.deckPose()
}
