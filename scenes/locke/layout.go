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
	status  ui.Rect   // a line over the view: the part, the turn, the decks
	self    ui.Rect
	prompt  ui.Rect
	actions ui.Rect
}

// Measures at unit 1.
const (
	seatsW   = 236
	gap      = 8
	statusH  = 28
	bottomH  = 236
	promptH  = 48
	actionsW = 392
)

func newLayout(area ui.Rect, u float64, seats int) layout {
	l := layout{u: u}
	g := gap * u
	col := ui.Rect{X: area.X + g, Y: area.Y + g, W: seatsW * u, H: area.H - 2*g}
	rowH := min(76*u, (col.H-g*float64(seats-1)/2)/float64(max(seats, 1)))
	for i := range seats {
		l.seats = append(l.seats, ui.Rect{X: col.X, Y: col.Y + float64(i)*(rowH+g/2), W: col.W, H: rowH})
	}
	x := col.Right() + g
	w := area.Right() - g - x
	l.status = ui.Rect{X: x, Y: col.Y, W: w, H: statusH * u}
	bottom := area.Bottom() - g - bottomH*u
	l.view = ui.Rect{X: x, Y: l.status.Bottom() + g/2, W: w, H: bottom - g - l.status.Bottom() - g/2}
	aw := actionsW * u
	l.self = ui.Rect{X: x, Y: bottom, W: w - aw - g, H: bottomH * u}
	l.prompt = ui.Rect{X: l.self.Right() + g, Y: bottom, W: aw, H: promptH * u}
	l.actions = ui.Rect{X: l.prompt.X, Y: l.prompt.Bottom() + g/2, W: aw, H: bottomH*u - promptH*u - g/2}
	return l
}
