package boss

import (
	"math"

	"zashiki/scenes/ui"
)

// layout places every zone of the table inside the board's area: the boss's row across the
// top, the 独裁カード large on the left, the piles, die and 辞表 in the middle, the
// subordinates' row below, and the viewer's hand at the bottom.
type layout struct {
	area  ui.Rect
	u     float64
	cardW float64 // a card on the table
	handW float64 // a card in the viewer's hand

	bossPlate  ui.Rect
	bossFan    ui.Pose // the centre of the boss's fan of backs
	fanSpan    float64 // the width the boss's fan may take
	bossChief  ui.Pose
	teamChief  ui.Pose
	rounds     ui.Rect
	dictPose   ui.Pose // the round's 独裁カード, large
	dictDraw   ui.Pose
	dictOut    ui.Pose
	draw       ui.Pose
	discard    ui.Pose
	dieX, dieY float64
	letter     ui.Rect // where the 辞表 waits
	status     ui.Rect
	prompt     ui.Rect
	subPlates  map[int]ui.Rect
	handY      float64
}

func newLayout(area ui.Rect, u float64, order []int) layout {
	x0, y0 := area.X, area.Y
	l := layout{area: area, u: u, cardW: 70 * u, handW: 92 * u}
	l.bossPlate = ui.Rect{X: x0 + 230*u, Y: y0 + 10*u, W: 330 * u, H: 100 * u}
	// The 社長 stands high enough that its caption ends above the prompt panel, and the
	// boss's fan keeps between the plate and the 社長's slot (Issue 27: the caption hid under
	// the vote panel, the fan lay over the slot).
	l.bossChief = ui.Pose{X: x0 + 745*u, Y: y0 + 50*u, W: 60 * u, Face: 1}
	fanL, fanR := l.bossPlate.Right()+10*u, l.bossChief.X-l.bossChief.W/2-10*u
	l.bossFan = ui.Pose{X: (fanL + fanR) / 2, Y: y0 + 60*u, W: 50 * u}
	l.fanSpan = fanR - fanL
	l.rounds = ui.Rect{X: area.Right() - 185*u, Y: y0 + 10*u, W: 175 * u, H: 100 * u}
	l.dictPose = ui.Pose{X: x0 + 112*u, Y: y0 + 200*u, W: 190 * u, Face: 1}
	l.dictDraw = ui.Pose{X: x0 + 40*u, Y: y0 + 38*u, W: 44 * u}
	l.dictOut = ui.Pose{X: x0 + 40*u, Y: y0 + 38*u, W: 44 * u, Face: 1}
	l.draw = ui.Pose{X: x0 + 290*u, Y: y0 + 205*u, W: l.cardW}
	// The discard pile's top card is read from where it lies: it is as large as a hand
	// card, its bottom in line with the draw pile's (Issue 27: at 70 its words were 11 px).
	dh := l.handW * ui.CardAspect
	l.discard = ui.Pose{X: x0 + 392*u, Y: l.draw.Y + l.cardW*ui.CardAspect/2 - dh/2, W: l.handW, Face: 1}
	l.dieX, l.dieY = x0+290*u, y0+318*u
	l.letter = ui.Rect{X: x0 + 340*u, Y: y0 + 290*u, W: 100 * u, H: 54 * u}
	l.status = ui.Rect{X: x0 + 10*u, Y: y0 + 352*u, W: 450 * u, H: 36 * u}
	l.prompt = ui.Rect{X: x0 + 470*u, Y: y0 + 126*u, W: area.W - 480*u, H: 256 * u}
	l.teamChief = ui.Pose{X: area.Right() - 50*u, Y: y0 + 455*u, W: 62 * u, Face: 1}
	l.subPlates = map[int]ui.Rect{}
	w := (area.W - 110*u) / float64(max(len(order), 3))
	for i, s := range order {
		l.subPlates[s] = ui.Rect{X: x0 + 10*u + float64(i)*w, Y: y0 + 410*u, W: w - 10*u, H: 92 * u}
	}
	l.handY = area.Bottom() - 78*u
	return l
}

// plate is the name plate of any seat.
func (l layout) plate(seat, boss int) ui.Rect {
	if seat == boss {
		return l.bossPlate
	}
	return l.subPlates[seat]
}

// fieldPose is where a subordinate's 防御 lies: at the right end of its plate.
func (l layout) fieldPose(seat int) ui.Pose {
	r := l.subPlates[seat]
	return ui.Pose{X: r.Right() - 30*l.u, Y: r.Y + r.H/2, W: 44 * l.u, Face: 1}
}

// starSize is the ★ under the round without overtime (at unit 1).
const starSize = ui.SizeSmall * 0.8

// roundDot is the centre of round i's dot on the round panel.
func (l layout) roundDot(i int) (x, y float64) {
	return l.rounds.X + 24*l.u + float64(i)*30*l.u, l.rounds.Y + 46*l.u
}

// roundStar is the line of the ★ under round i's dot. Text does not shrink below the floor
// while the dots do, so the line stays close under the dot: at 960×540 the ★ stood in the
// cancels line under it (Issue 27).
func (l layout) roundStar(i int) ui.Rect {
	x, y := l.roundDot(i)
	s := starSize * l.u
	w := ui.Measure("★", s)
	return ui.Rect{X: x - w/2, Y: y + 9*l.u, W: w, H: ui.LineHeight(s)}
}

// charges is the line of the team's cancels left, at the foot of the round panel.
func (l layout) charges() ui.Rect {
	r := l.rounds
	return ui.Rect{X: r.X + 12*l.u, Y: r.Bottom() - 23*l.u, W: r.W - 24*l.u, H: ui.LineHeight(ui.SizeSmall * l.u)}
}

// glowH is how far a glowing card's outline reaches past its top and bottom edges, in
// pixels at any size: ui.DrawCard grows the card by 14 pixels in height for it.
const glowH = 7

// chiefCaption is where the uses left of a 社長 at pose p are written: under its slot, clear
// of the card's glow (which covered the caption's top at 960×540).
func (l layout) chiefCaption(p ui.Pose) ui.Rect {
	bottom := p.Y + p.W*ui.CardAspect/2
	w := p.W + 24*l.u
	return ui.Rect{X: p.X - w/2, Y: bottom + glowH + l.u, W: w, H: ui.LineHeight(ui.SizeSmall * l.u)}
}

// bossFanPoses fans the boss's n hidden cards within fanSpan: closer together when many, so
// that even the outer cards, tilted, stay clear of the plate and the 社長's slot.
func (l layout) bossFanPoses(n int) []ui.Pose {
	out := make([]ui.Pose, n)
	p := l.bossFan
	const tilt = 0.05
	edge := tilt * float64(n-1) / 2 // the outer cards' angle
	w := p.W*math.Cos(edge) + p.W*ui.CardAspect*math.Sin(edge)
	step := p.W * 0.35
	if n > 1 {
		step = math.Min(step, (l.fanSpan-w)/float64(n-1))
	}
	for i := range out {
		off := float64(i) - float64(n-1)/2
		out[i] = ui.Pose{X: p.X + off*step, Y: p.Y, W: p.W, Angle: off * tilt}
	}
	return out
}

// showPose is where card i of n shown to everyone lies: on its seat's plate r. Above the
// plate they covered the header (the boss's, at the top of the table) or the status line
// (a subordinate's) (Issue 27, a sibling of the overlaps).
func (l layout) showPose(r ui.Rect, i, n int) ui.Pose {
	w := 46 * l.u
	y := r.Y + r.H/2 + 6*l.u
	// the row stays on the table: at a plate by the edge it moves inwards
	step := w * 0.8
	half := (float64(n-1)*step + w) / 2
	cx := math.Max(l.area.X+4*l.u+half, math.Min(r.X+r.W/2, l.area.Right()-4*l.u-half))
	return ui.Pose{X: cx + (float64(i)-float64(n-1)/2)*step, Y: y, W: w, Face: 1, Lift: 0.5}
}

// backPose is where another seat's hidden cards gather.
func (l layout) backPose(seat, boss int) ui.Pose {
	if seat == boss {
		return l.bossFan
	}
	r := l.subPlates[seat]
	return ui.Pose{X: r.X + r.W*0.55, Y: r.Bottom() - 22*l.u, W: 30 * l.u}
}

// handPoses fans the viewer's n cards along the bottom, clear of the buttons on the right.
func (l layout) handPoses(n int) []ui.Pose {
	out := make([]ui.Pose, n)
	span := l.area.W - 300*l.u
	step := math.Min(l.handW+4*l.u, span/math.Max(1, float64(n-1))) // apart while they fit
	cx := l.area.X + 20*l.u + span/2 + l.handW/2
	for i := range out {
		off := float64(i) - float64(n-1)/2
		out[i] = ui.Pose{X: cx + off*step, Y: l.handY + math.Abs(off)*2*l.u, W: l.handW, Angle: off * 0.025, Face: 1}
	}
	return out
}

// hearts lays out seat's life track: up to max small hearts in a row starting at x, y.
func (l layout) heartsAt(r ui.Rect, boss bool) (x, y, size float64) {
	if boss {
		return r.X + 16*l.u, r.Y + 46*l.u, 30 * l.u
	}
	return r.X + 12*l.u, r.Y + 34*l.u, 21 * l.u
}

// floatSize is the size of a life change rising on a plate (at unit 1).
const floatSize = 30

// floatLane is where a life change rises on seat's plate: the plate's right end, which holds
// no words (a subordinate's field, the boss's corner under its card count). Above the plate
// it rose over the status line and the vote badges (Issue 27).
func (l layout) floatLane(seat, boss int) ui.Rect {
	r := l.plate(seat, boss)
	head := r.Y + 4*l.u
	if seat == boss {
		head = r.Y + 8*l.u + ui.LineHeight(ui.SizeSmall*l.u) // under the card count
	}
	w := 44 * l.u // clear of the life count after the boss's seven hearts
	return ui.Rect{X: r.Right() - 4*l.u - w, Y: head, W: w, H: r.Bottom() - 2*l.u - head}
}
