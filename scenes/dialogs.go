package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/scenes/ui"
)

// Curtain hides the table between two hot-seat players until the next one is ready.
type Curtain struct {
	name  string
	then  func()
	ready ui.Button
}

// NewCurtain asks the player called name to take the seat; then runs once they confirm.
func NewCurtain(name string, then func()) *Curtain { return &Curtain{name: name, then: then} }

// Overlay implements overlay: the curtain is drawn over the table, fully opaque.
func (c *Curtain) Overlay() bool { return true }

// Update implements Scene.
func (c *Curtain) Update(a *App) error {
	u := a.U
	c.ready = ui.Button{Rect: ui.CenteredAt(float64(a.W)/2, float64(a.H)/2+90*u, 300*u, 60*u), Label: a.T("curtain.ready"), Primary: true}
	if c.ready.Update(&a.In) || a.In.AnyKey(ebiten.KeyEnter, ebiten.KeySpace) {
		a.Pop()
		c.then()
	}
	return nil
}

// Draw implements Scene.
func (c *Curtain) Draw(dst *ebiten.Image, a *App) {
	u := a.U
	b := dst.Bounds()
	ui.Fill(dst, ui.Rect{W: float64(b.Dx()), H: float64(b.Dy())}, ui.FeltDark) // recorded (ui.Frame)
	cx, cy := float64(a.W)/2, float64(a.H)/2
	ui.Text(dst, a.T("curtain.next", c.name), ui.SizeTitle*u, cx, cy-110*u, ui.Center, ui.Paper)
	ui.Text(dst, a.T("curtain.hint"), ui.SizeBody*u, cx, cy-20*u, ui.Center, ui.Muted)
	c.ready.Draw(dst, ui.SizeLarge*u, u)
}

// Confirm asks a yes/no question over the current scene.
type Confirm struct {
	question string
	yes      func()
	ok, no   ui.Button
}

// NewConfirm runs yes if the player agrees.
func NewConfirm(question string, yes func()) *Confirm { return &Confirm{question: question, yes: yes} }

// Overlay implements overlay.
func (c *Confirm) Overlay() bool { return true }

// confirmWidth is the width of the question's lines; a long question wraps and the panel
// grows to hold it.
const confirmWidth = 480

func (c *Confirm) lines(a *App) []string {
	return ui.Wrap(c.question, ui.SizeLarge*a.U, confirmWidth*a.U)
}

// panel is the dialog's box: the question's lines above a row of buttons.
func (c *Confirm) panel(a *App) ui.Rect {
	u := a.U
	h := 150*u + float64(len(c.lines(a)))*ui.LineHeight(ui.SizeLarge*u)
	return ui.CenteredAt(float64(a.W)/2, float64(a.H)/2, (confirmWidth+60)*u, h)
}

func (c *Confirm) place(a *App) {
	u := a.U
	p := c.panel(a)
	cx, by := p.X+p.W/2, p.Bottom()-80*u
	c.ok = ui.Button{Rect: ui.Rect{X: cx + 10*u, Y: by, W: 170 * u, H: 50 * u}, Label: a.T("common.yes"), Primary: true}
	c.no = ui.Button{Rect: ui.Rect{X: cx - 180*u, Y: by, W: 170 * u, H: 50 * u}, Label: a.T("common.no")}
}

// Update implements Scene.
func (c *Confirm) Update(a *App) error {
	c.place(a)
	switch {
	case c.ok.Update(&a.In) || a.In.Key(ebiten.KeyEnter):
		a.Pop()
		c.yes()
	case c.no.Update(&a.In) || a.In.Key(ebiten.KeyEscape):
		a.Pop()
	}
	return nil
}

// Draw implements Scene.
func (c *Confirm) Draw(dst *ebiten.Image, a *App) {
	c.place(a)
	u := a.U
	p := c.panel(a)
	ui.Dim(dst, 0x90)
	ui.Panel(dst, p, u)
	lh := ui.LineHeight(ui.SizeLarge * u)
	for i, line := range c.lines(a) {
		ui.Text(dst, line, ui.SizeLarge*u, p.X+p.W/2, p.Y+40*u+float64(i)*lh, ui.Center, ui.Ink)
	}
	c.ok.Draw(dst, ui.SizeBody*u, u)
	c.no.Draw(dst, ui.SizeBody*u, u)
}

// Help shows a game's rules, scrollable.
type Help struct {
	game   string
	scroll float64
	close  ui.Button
	lines  []string
	key    [2]float64
}

// NewHelp opens the rules of game.
func NewHelp(game string) *Help { return &Help{game: game} }

// Overlay implements overlay.
func (h *Help) Overlay() bool { return true }

func (h *Help) panel(a *App) ui.Rect {
	u := a.U
	return ui.Rect{X: 80 * u, Y: 40 * u, W: float64(a.W) - 160*u, H: float64(a.H) - 80*u}
}

func (h *Help) wrap(a *App) []string {
	r := h.panel(a)
	key := [2]float64{float64(a.Lang()), r.W}
	if key != h.key {
		h.key = key
		h.lines = ui.Wrap(a.T("help."+h.game), ui.SizeBody*a.U, r.W-80*a.U)
	}
	return h.lines
}

// Update implements Scene.
func (h *Help) Update(a *App) error {
	u := a.U
	r := h.panel(a)
	h.close = ui.Button{Rect: ui.Rect{X: r.Right() - 190*u, Y: r.Bottom() - 70*u, W: 160 * u, H: 48 * u}, Label: a.T("common.close"), Primary: true}
	lh := ui.LineHeight(ui.SizeBody * u)
	switch {
	case a.In.Key(ebiten.KeyArrowDown):
		h.scroll += 3 * lh
	case a.In.Key(ebiten.KeyArrowUp):
		h.scroll -= 3 * lh
	case a.In.Key(ebiten.KeyPageDown):
		h.scroll += r.H * 0.8
	case a.In.Key(ebiten.KeyPageUp):
		h.scroll -= r.H * 0.8
	}
	h.scroll -= a.In.WheelY * 3 * lh
	maxScroll := float64(len(h.wrap(a)))*lh - (r.H - 170*u)
	h.scroll = max(0, min(h.scroll, maxScroll))
	if h.close.Update(&a.In) || a.In.AnyKey(ebiten.KeyEscape, ebiten.KeyEnter) {
		a.Pop()
	}
	return nil
}

// Draw implements Scene.
func (h *Help) Draw(dst *ebiten.Image, a *App) {
	u := a.U
	r := h.panel(a)
	ui.Dim(dst, 0xa0)
	ui.Panel(dst, r, u)
	ui.Text(dst, a.T("game."+h.game)+" — "+a.T("common.rules"), ui.SizeLarge*1.2*u, r.X+40*u, r.Y+24*u, ui.Left, ui.Ink)
	lh := ui.LineHeight(ui.SizeBody * u)
	top, bottom := r.Y+80*u, r.Bottom()-90*u
	for i, line := range h.wrap(a) {
		y := top + float64(i)*lh - h.scroll
		if y < top-1 || y+lh > bottom {
			continue
		}
		ui.Text(dst, line, ui.SizeBody*u, r.X+40*u, y, ui.Left, ui.Ink)
	}
	ui.Text(dst, a.T("help.scroll"), ui.SizeSmall*u, r.X+40*u, r.Bottom()-58*u, ui.Left, ui.Muted)
	h.close.Draw(dst, ui.SizeBody*u, u)
}
