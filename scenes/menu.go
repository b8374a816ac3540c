package scenes

import (
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	"zashiki/scenes/ui"
)

// Menu is the first screen: choose a game.
type Menu struct {
	games    []ui.Button
	settings ui.Button
	quit     ui.Button
	focus    ui.Focus
}

// NewMenu builds the menu.
func NewMenu() *Menu { return &Menu{games: make([]ui.Button, len(Catalog))} }

func (m *Menu) place(a *App) {
	u := a.U
	w := 520 * u
	x := float64(a.W)/2 - w/2
	for i, e := range Catalog {
		b := &m.games[i]
		b.Rect = ui.Rect{X: x, Y: 250*u + float64(i)*68*u, W: w, H: 56 * u}
		b.Label = a.T("game." + e.ID)
		b.Disabled = e.Rules == nil
		if b.Disabled {
			b.Label += "  " + a.T("menu.soon")
		}
	}
	m.settings = ui.Button{Rect: ui.Rect{X: x, Y: 610 * u, W: 250 * u, H: 48 * u}, Label: a.T("menu.settings")}
	m.quit = ui.Button{Rect: ui.Rect{X: x + w - 250*u, Y: 610 * u, W: 250 * u, H: 48 * u}, Label: a.T("menu.quit"),
		Disabled: runtime.GOOS == "js"}
}

func (m *Menu) buttons() []*ui.Button {
	out := make([]*ui.Button, 0, len(m.games)+2)
	for i := range m.games {
		out = append(out, &m.games[i])
	}
	return append(out, &m.settings, &m.quit)
}

// Update implements Scene.
func (m *Menu) Update(a *App) error {
	m.place(a)
	bs := m.buttons()
	pressed := m.focus.Update(&a.In, bs)
	for i, b := range bs {
		if !b.Update(&a.In) && pressed != i {
			continue
		}
		switch {
		case i < len(Catalog):
			a.Push(NewSetup(a, Catalog[i]))
		case b == &m.settings:
			a.Push(NewSettings())
		case b == &m.quit:
			return ebiten.Termination
		}
	}
	return nil
}

// Draw implements Scene.
func (m *Menu) Draw(dst *ebiten.Image, a *App) {
	m.place(a)
	u := a.U
	drawFelt(dst)
	cx := float64(a.W) / 2
	ui.Text(dst, "座敷", 84*u, cx, 52*u, ui.Center, ui.Paper)
	ui.Text(dst, a.T("menu.subtitle"), ui.SizeLarge*u, cx, 170*u, ui.Center, ui.Muted)
	for _, b := range m.buttons() {
		b.Draw(dst, ui.SizeLarge*u, u)
	}
	drawFan(dst, a, 170*u, 420*u, -1)
	drawFan(dst, a, float64(a.W)-170*u, 420*u, 1)
}

// drawFelt tiles the table texture over the whole screen.
func drawFelt(dst *ebiten.Image) {
	felt := assets.Felt()
	fb := felt.Bounds()
	b := dst.Bounds()
	for y := 0; y < b.Dy(); y += fb.Dy() {
		for x := 0; x < b.Dx(); x += fb.Dx() {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(float64(x), float64(y))
			dst.DrawImage(felt, op)
		}
	}
}

// drawFan decorates the menu with a small fan of cards.
func drawFan(dst *ebiten.Image, a *App, x, y, dir float64) {
	u := a.U
	cards := []int{0, 13 + 11, 26 + 7, 39 + 12}
	for i, c := range cards {
		ang := dir * (float64(i) - 1.5) * 0.22
		p := ui.Pose{X: x + dir*float64(i)*14*u, Y: y + float64(i)*4*u, W: 110 * u, Angle: ang, Face: 1}
		ui.DrawCard(dst, assets.CardFace(c), assets.CardBack(0), p, ui.CardLook{})
	}
}
