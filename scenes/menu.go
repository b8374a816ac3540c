package scenes

import (
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	"zashiki/scenes/ui"
)

// Menu is the first screen: choose a game.
type Menu struct {
	resume   ui.Button
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
	top := 250 * u
	m.resume = ui.Button{Disabled: a.resume == nil}
	if r := a.resume; r != nil {
		m.resume = ui.Button{Rect: ui.Rect{X: x, Y: top - 20*u, W: w, H: 56 * u}, Primary: true,
			Label: a.T("menu.resume", a.T("game."+r.File.Game), len(r.File.Results)+1, len(r.File.Steps))}
		top += 56 * u
	}
	for i, e := range Catalog {
		b := &m.games[i]
		b.Rect = ui.Rect{X: x, Y: top + float64(i)*62*u, W: w, H: 52 * u}
		b.Label = a.T("game." + e.ID)
		b.Disabled = e.Rules == nil
		if b.Disabled {
			b.Label += "  " + a.T("menu.soon")
		}
	}
	by := top + float64(len(Catalog))*62*u + 14*u
	m.settings = ui.Button{Rect: ui.Rect{X: x, Y: by, W: 250 * u, H: 48 * u}, Label: a.T("menu.settings")}
	m.quit = ui.Button{Rect: ui.Rect{X: x + w - 250*u, Y: by, W: 250 * u, H: 48 * u}, Label: a.T("menu.quit"),
		Disabled: runtime.GOOS == "js"}
}

func (m *Menu) buttons() []*ui.Button {
	out := make([]*ui.Button, 0, len(m.games)+3)
	if !m.resume.Disabled {
		out = append(out, &m.resume)
	}
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
		if b.Update(&a.In) || pressed == i {
			return m.press(a, b)
		}
	}
	if a.In.Clicked && a.notice != "" {
		a.notice = ""
	}
	return nil
}

func (m *Menu) press(a *App, b *ui.Button) error {
	switch b {
	case &m.resume:
		t, err := ResumeTable(a, a.resume)
		a.resume = nil
		if err != nil {
			a.notice = err.Error()
			return nil
		}
		a.notice = ""
		a.Push(t)
	case &m.settings:
		a.Push(NewSettings())
	case &m.quit:
		return ebiten.Termination
	default:
		for i := range m.games {
			if b == &m.games[i] {
				a.Push(NewSetup(a, Catalog[i]))
			}
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
	if a.notice != "" {
		r := ui.Rect{X: 120 * u, Y: float64(a.H) - 70*u, W: float64(a.W) - 240*u, H: 56 * u}
		ui.RoundRect(dst, r, 10*u, ui.Danger)
		lines := ui.Wrap(a.notice, ui.SizeSmall*u, r.W-30*u)
		for i, line := range lines[:min(2, len(lines))] {
			ui.Text(dst, line, ui.SizeSmall*u, r.X+15*u, r.Y+6*u+float64(i)*ui.LineHeight(ui.SizeSmall*u), ui.Left, ui.White)
		}
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
