package scenes

import (
	"runtime"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	"zashiki/scenes/ui"
)

// Menu is the first screen: choose a game, or go on with a saved match. Every game with a
// match in progress has a row of its own above the games, to resume it or discard it.
type Menu struct {
	resumes  []resumeRow
	games    []ui.Button
	guided   ui.Button // the guided first game of 超人ロック (guided.go), under the games
	settings ui.Button
	replays  ui.Button // the library of finished games (ReplayList)
	online   ui.Button // tables on a server (online.go)
	// linked: the page's table link (tableLink, web_js.go) was followed, once.
	linked bool
	quit   ui.Button
	focus  ui.Focus
	// layer keeps last frame's picture: the menu left alone draws one image a frame.
	layer ui.Layer
}

// resumeRow offers one game's saved match.
type resumeRow struct {
	game    string
	open    ui.Button
	discard ui.Button
}

// newOnline opens the online screen; nil where the build has none.
var newOnline func(a *App) Scene

// NewMenu builds the menu.
func NewMenu() *Menu { return &Menu{games: make([]ui.Button, len(Catalog))} }

// syncRows lists a row per saved match, in the menu's order of games. The rows are kept
// while the list stays the same, so their buttons keep focus and hover between frames.
func (m *Menu) syncRows(a *App) {
	var ids []string
	for _, e := range Catalog {
		if e.Rules != nil && a.saves[e.ID] != nil {
			ids = append(ids, e.ID)
		}
	}
	if slices.EqualFunc(ids, m.resumes, func(id string, r resumeRow) bool { return id == r.game }) {
		return
	}
	m.resumes = make([]resumeRow, len(ids))
	for i, id := range ids {
		m.resumes[i].game = id
	}
}

// Menu rows at unit 1: a row's height and pitch, where the rows start under the full title,
// and under the short title that saved matches bring.
const (
	menuRowH     = 52.0
	menuPitch    = 62.0
	menuTop      = 250.0
	menuTopSaved = 150.0
	menuW        = 520.0
)

// place lays the menu out. With no saved match the games stand in a column under the full
// title. Saved matches each take a row of their own (resume, discard) above the games, which
// then stand in two columns under a shorter title: five saved matches and every game fit
// 1280×720 with no row squeezed.
func (m *Menu) place(a *App) {
	m.syncRows(a)
	u := a.U
	w := menuW * u
	x := float64(a.W)/2 - w/2
	top := menuTop * u
	cols := 1
	if k := len(m.resumes); k > 0 {
		cols = 2
		for i := range m.resumes {
			r := &m.resumes[i]
			s := a.saves[r.game]
			y := menuTopSaved*u + float64(i)*menuPitch*u
			r.open.Rect = ui.Rect{X: x, Y: y, W: w - 104*u, H: menuRowH * u}
			key := "menu.resume"
			if s.moves == 0 {
				key = "menu.resume.start"
			}
			r.open.Label = a.T(key, a.T("game."+r.game), s.game, s.moves)
			r.open.Primary = true
			r.discard.Rect = ui.Rect{X: x + w - 96*u, Y: y, W: 96 * u, H: menuRowH * u}
			r.discard.Label = a.T("menu.discard")
		}
		top = menuTopSaved*u + float64(k)*menuPitch*u + 14*u
	}
	gap := 10 * u
	cw := (w - float64(cols-1)*gap) / float64(cols)
	cell := func(i int) ui.Rect {
		return ui.Rect{X: x + float64(i%cols)*(cw+gap), Y: top + float64(i/cols)*menuPitch*u, W: cw, H: menuRowH * u}
	}
	for i, e := range Catalog {
		b := &m.games[i]
		b.Rect = cell(i)
		b.Label = a.T("game." + e.ID)
		b.Disabled = e.Rules == nil
		if b.Disabled {
			b.Label += "  " + a.T("menu.soon")
		}
	}
	_, playable := Lookup(guidedGame)
	m.guided = ui.Button{Rect: cell(len(Catalog)), Label: a.T("menu.guided"), Disabled: !playable}
	rows := (len(Catalog) + 1 + cols - 1) / cols
	by := top + float64(rows)*menuPitch*u + 14*u - (menuPitch-menuRowH)*u
	n := 3.0
	if newOnline != nil {
		n = 4
	}
	bw := (w - (n-1)*10*u) / n
	bottom := func(i int) ui.Rect { return ui.Rect{X: x + float64(i)*(bw+10*u), Y: by, W: bw, H: 48 * u} }
	m.settings = ui.Button{Rect: bottom(0), Label: a.T("menu.settings")}
	m.replays = ui.Button{Rect: bottom(1), Label: a.T("replay.menu")}
	m.online = ui.Button{}
	if newOnline != nil {
		m.online = ui.Button{Rect: bottom(2), Label: a.T("menu.online")}
	}
	m.quit = ui.Button{Rect: bottom(int(n) - 1), Label: a.T("menu.quit"), Disabled: runtime.GOOS == "js"}
}

// labelSize is the one size every button's label is drawn at: the largest at which each fits
// its button, so the rows read as one list.
func (m *Menu) labelSize(u float64) float64 {
	size := ui.SizeLarge * u
	for _, b := range m.buttons() {
		size = min(size, ui.FitSize(b.Label, ui.SizeLarge*u, b.Rect.W-16*u))
	}
	return size
}

func (m *Menu) buttons() []*ui.Button {
	out := make([]*ui.Button, 0, 2*len(m.resumes)+len(m.games)+4)
	for i := range m.resumes {
		out = append(out, &m.resumes[i].open, &m.resumes[i].discard)
	}
	for i := range m.games {
		out = append(out, &m.games[i])
	}
	out = append(out, &m.guided, &m.settings, &m.replays)
	if newOnline != nil {
		out = append(out, &m.online)
	}
	return append(out, &m.quit)
}

// Update implements Scene.
func (m *Menu) Update(a *App) error {
	if !m.linked {
		// A table's link opened the page: its lobby, over the menu.
		m.linked = true
		if code := tableLink(); code != "" {
			a.Push(NewOnlineLink(a, code))
			return nil
		}
	}
	m.place(a)
	bs := m.buttons()
	pressed := m.focus.Update(&a.In, bs)
	for i, b := range bs {
		if b.Update(&a.In) || pressed == i {
			return m.press(a, b)
		}
	}
	if a.notice != "" { // shown whole over the menu, until closed
		a.Push(NewNotice(a.notice))
		a.notice = ""
	}
	return nil
}

func (m *Menu) press(a *App, b *ui.Button) error {
	switch b {
	case &m.settings:
		a.Push(NewSettings())
		return nil
	case &m.replays:
		a.Push(NewReplayList())
		return nil
	case &m.online:
		a.Push(newOnline(a))
		return nil
	case &m.quit:
		return ebiten.Termination
	case &m.guided:
		startGuided(a)
		return nil
	}
	for i := range m.resumes {
		game := m.resumes[i].game
		switch b {
		case &m.resumes[i].open:
			// The save stays until the match ends or is discarded: leaving the table
			// brings the player back here with the match still offered.
			t, err := a.resumeTable(game)
			if err != nil {
				a.notice = err.Error()
				return nil
			}
			a.notice = ""
			a.Push(t)
			return nil
		case &m.resumes[i].discard:
			a.Push(NewConfirm(a.T("menu.discard.ask", a.T("game."+game)), func() { a.discard(game) }))
			return nil
		}
	}
	for i := range m.games {
		if b == &m.games[i] {
			a.Push(NewSetup(a, Catalog[i]))
		}
	}
	return nil
}

// Draw implements Scene.
func (m *Menu) Draw(dst *ebiten.Image, a *App) {
	m.place(a)
	u := a.U
	dst = m.layer.Begin(dst)
	defer m.layer.End()
	drawFelt(dst)
	cx := float64(a.W) / 2
	if len(m.resumes) > 0 { // a shorter title: the saved matches take its room
		ui.Text(dst, "座敷", 56*u, cx, 14*u, ui.Center, ui.Paper)
		ui.Text(dst, a.T("menu.subtitle"), ui.SizeLarge*u, cx, 98*u, ui.Center, ui.Muted)
	} else {
		ui.Text(dst, "座敷", 84*u, cx, 52*u, ui.Center, ui.Paper)
		ui.Text(dst, a.T("menu.subtitle"), ui.SizeLarge*u, cx, 170*u, ui.Center, ui.Muted)
	}
	size := m.labelSize(u)
	for _, b := range m.buttons() {
		b.Draw(dst, size, u)
	}
	a.banner.draw(dst, a, false)
	// The fans' card faces are drawn the first time they show, which in the browser was about
	// half of the first frame's Draw: the app's very first frame leaves them out, so the title
	// and the buttons show that much sooner, and the fans join them on the next frame.
	if a.frames > 0 {
		drawFan(dst, a, 170*u, 420*u, -1)
		drawFan(dst, a, float64(a.W)-170*u, 420*u, 1)
	}
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
			ui.DrawImage(dst, felt, op)
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
