package locke

import "zashiki/scenes/ui"

// layout is where the table's parts sit in the board's area, in screen pixels.
//
//	┌ seats ┐┌──────────── view (map or combat) ─────────────┐
//	│ plate ││                                                │
//	│ plate ││                                                │
//	│  …    │├──── self (sheet, hand, items) ──┬─ prompt ─────┤
//	│ plate ││                                 │  actions      │
//	└───────┘└─────────────────────────────────┴───────────────┘
type layout struct {
	u       float64
	seats   []ui.Rect // a plate per seat, top to bottom in seat order
	view    ui.Rect   // the map under its camera, or the combat
	mapView ui.Rect   // the part of the view the camera shows, over the line saying how to move it
	status  ui.Rect   // a line over the view: the part, the turn, the decks
	self    ui.Rect
	prompt  ui.Rect
	actions ui.Rect
}

// Measures at unit 1.
const (
	seatsW = 236
	// plateMaxH is a plate's height when the column has room: five rows, so a seat's known
	// declarations fit under its name, silhouette and counts even wrapped in two.
	plateMaxH = 92
	gap       = 8
	statusH   = 28
	bottomH   = 236
	promptH   = 48
	actionsW  = 392
	// promptPad is the room between the prompt's words and its border, above and below.
	promptPad = 10
	// promptTextX is the room at the prompt's left and right.
	promptTextX = 10
	// clockR is the radius of a timed prompt's clock.
	clockR = 16
)

// promptTextW is the width the prompt's words wrap to in a prompt aw wide, less the clock's
// room when one is shown.
func promptTextW(aw, u float64, clock bool) float64 {
	w := aw - 2*promptTextX*u
	if clock {
		w -= 2*clockR*u + 8*u
	}
	return w
}

// newLayout places the parts for seats plates; the status line and the prompt are as tall as
// their words need (statusLines and promptLines lines of small text).
func newLayout(area ui.Rect, u float64, seats, statusLines, promptLines int) layout {
	l := layout{u: u}
	lh := ui.LineHeight(ui.SizeSmall * u)
	g := gap * u
	col := ui.Rect{X: area.X + g, Y: area.Y + g, W: seatsW * u, H: area.H - 2*g}
	rowH := min(plateMaxH*u, (col.H-g*float64(seats-1)/2)/float64(max(seats, 1)))
	for i := range seats {
		l.seats = append(l.seats, ui.Rect{X: col.X, Y: col.Y + float64(i)*(rowH+g/2), W: col.W, H: rowH})
	}
	x := col.Right() + g
	w := area.Right() - g - x
	l.status = ui.Rect{X: x, Y: col.Y, W: w, H: max(statusH*u, float64(statusLines)*lh+6*u)}
	bottom := area.Bottom() - g - bottomH*u
	l.view = ui.Rect{X: x, Y: l.status.Bottom() + g/2, W: w, H: bottom - g - l.status.Bottom() - g/2}
	l.mapView = l.view
	l.mapView.H -= lh + 4*u
	aw := actionsW * u
	l.self = ui.Rect{X: x, Y: bottom, W: w - aw - g, H: bottomH * u}
	ph := max(promptH*u, float64(promptLines)*lh+2*promptPad*u)
	l.prompt = ui.Rect{X: l.self.Right() + g, Y: bottom, W: aw, H: ph}
	l.actions = ui.Rect{X: l.prompt.X, Y: l.prompt.Bottom() + g/2, W: aw, H: bottomH*u - ph - g/2}
	return l
}

// forSetup gives the set-up's questions the view, which has no map yet: the prompt across its
// top in promptLines lines, the buttons under it — twenty silhouettes are then a page or two,
// not a dozen pages of two in the corner.
func (l *layout) forSetup(promptLines int) {
	u := l.u
	lh := ui.LineHeight(ui.SizeSmall * u)
	in := l.view.Inset(gap * u)
	ph := max(promptH*u, float64(promptLines)*lh+2*promptPad*u)
	l.prompt = ui.Rect{X: in.X, Y: in.Y, W: in.W, H: ph}
	l.actions = ui.Rect{X: in.X, Y: l.prompt.Bottom() + gap*u/2, W: in.W, H: in.Bottom() - l.prompt.Bottom() - gap*u/2}
}
