package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// Speed is the animation speed setting.
type Speed int

const (
	SpeedSlow Speed = iota
	SpeedNormal
	SpeedFast
	SpeedInstant
)

// speedFactors is how much faster than normal each setting runs animations.
var speedFactors = [...]float64{0.6, 1, 2.5, 12}

// Factor is the speed multiplier.
func (s Speed) Factor() float64 { return speedFactors[s] }

// Settings are the player's preferences.
type Settings struct {
	Lang   i18n.Lang
	Speed  Speed
	Names  []string // the seat names last used in setup
	Volume int      // the sound effects' volume, 0 to 100 percent
	Mute   bool     // no sound at all; the volume is kept for when it is turned back on
	// TipsOff: no first-game tips; TipsSeen: the tips shown already, per game (tips.go).
	TipsOff  bool
	TipsSeen map[string][]string
}

// DefaultSettings is Japanese at normal speed, with sound at 70%.
func DefaultSettings() Settings {
	return Settings{Lang: i18n.Ja, Speed: SpeedNormal, Volume: defaultVolume}
}

// The volume starts below full (effects mix with whatever else plays) and moves in steps.
const (
	defaultVolume = 70
	volumeStep    = 10
)

// SettingsScene is the settings dialog, drawn over the scene that opened it.
type SettingsScene struct {
	lang   [2]ui.Button
	speed  [4]ui.Button
	sound  [2]ui.Button // on, off
	softer ui.Button
	louder ui.Button
	tips   [2]ui.Button // first-game tips on, off
	again  ui.Button    // every tip shown again
	close  ui.Button
	focus  ui.Focus
	layout ui.Rect
}

// NewSettings opens the dialog.
func NewSettings() *SettingsScene { return &SettingsScene{} }

// Overlay implements overlay.
func (s *SettingsScene) Overlay() bool { return true }

func (s *SettingsScene) place(a *App) {
	u := a.U
	w, h := 620*u, 620*u
	s.layout = ui.CenteredAt(float64(a.W)/2, float64(a.H)/2, w, h)
	x0 := s.layout.X + 40*u
	for i := range s.lang {
		s.lang[i].Rect = ui.Rect{X: x0 + float64(i)*140*u, Y: s.layout.Y + 120*u, W: 130 * u, H: 48 * u}
		s.lang[i].Label = [...]string{"日本語", "English"}[i]
		s.lang[i].Selected = int(a.Settings.Lang) == i
	}
	for i := range s.speed {
		s.speed[i].Rect = ui.Rect{X: x0 + float64(i)*135*u, Y: s.layout.Y + 230*u, W: 125 * u, H: 48 * u}
		s.speed[i].Label = a.T([...]string{"settings.slow", "settings.normal", "settings.fast", "settings.instant"}[i])
		s.speed[i].Selected = int(a.Settings.Speed) == i
	}
	for i := range s.sound {
		s.sound[i].Rect = ui.Rect{X: x0 + float64(i)*140*u, Y: s.layout.Y + 340*u, W: 130 * u, H: 48 * u}
		s.sound[i].Label = a.T([...]string{"settings.sound.on", "settings.sound.off"}[i])
		s.sound[i].Selected = a.Settings.Mute == (i == 1)
	}
	s.softer = ui.Button{Rect: ui.Rect{X: x0 + 300*u, Y: s.layout.Y + 340*u, W: 48 * u, H: 48 * u}, Label: "−",
		Disabled: a.Settings.Volume <= 0}
	s.louder = ui.Button{Rect: ui.Rect{X: x0 + 490*u, Y: s.layout.Y + 340*u, W: 48 * u, H: 48 * u}, Label: "+",
		Disabled: a.Settings.Volume >= 100}
	for i := range s.tips {
		s.tips[i].Rect = ui.Rect{X: x0 + float64(i)*140*u, Y: s.layout.Y + 450*u, W: 130 * u, H: 48 * u}
		s.tips[i].Label = a.T([...]string{"settings.sound.on", "settings.sound.off"}[i])
		s.tips[i].Selected = a.Settings.TipsOff == (i == 1)
	}
	s.again = ui.Button{Rect: ui.Rect{X: x0 + 300*u, Y: s.layout.Y + 450*u, W: 238 * u, H: 48 * u}, Label: a.T("settings.tips.again"),
		Disabled: len(a.Settings.TipsSeen) == 0 && !a.Settings.TipsOff}
	s.close.Rect = ui.Rect{X: s.layout.Right() - 200*u, Y: s.layout.Bottom() - 72*u, W: 160 * u, H: 48 * u}
	s.close.Label = a.T("common.close")
	s.close.Primary = true
}

func (s *SettingsScene) buttons() []*ui.Button {
	return []*ui.Button{&s.lang[0], &s.lang[1], &s.speed[0], &s.speed[1], &s.speed[2], &s.speed[3],
		&s.sound[0], &s.sound[1], &s.softer, &s.louder, &s.tips[0], &s.tips[1], &s.again, &s.close}
}

// Update implements Scene.
func (s *SettingsScene) Update(a *App) error {
	s.place(a)
	pressed := s.focus.Update(&a.In, s.buttons())
	for i, b := range s.buttons() {
		if b.Disabled || !b.Update(&a.In) && pressed != i {
			continue
		}
		switch {
		case i < 2:
			a.Settings.Lang, a.langChosen = i18n.Lang(i), true
		case i < 6:
			a.Settings.Speed = Speed(i - 2)
		case i < 8:
			a.Settings.Mute = i == 7
			a.sound.Hear()
			a.sound.Play("play", 0) // the player hears what they chose (nothing, when off)
		case b == &s.softer || b == &s.louder:
			step := volumeStep
			if b == &s.softer {
				step = -step
			}
			a.Settings.Volume = min(100, max(0, a.Settings.Volume+step))
			a.sound.Volume = float64(a.Settings.Volume) / 100
			a.sound.Play("play", 0)
		case b == &s.tips[0] || b == &s.tips[1]:
			a.Settings.TipsOff = b == &s.tips[1]
		case b == &s.again:
			a.resetTips()
		default:
			a.Pop()
		}
		a.saveSettings()
		return nil
	}
	if a.In.Key(ebiten.KeyEscape) {
		a.Pop()
		a.saveSettings()
	}
	return nil
}

// Draw implements Scene.
func (s *SettingsScene) Draw(dst *ebiten.Image, a *App) {
	s.place(a)
	u := a.U
	ui.Dim(dst, 0x90)
	ui.Panel(dst, s.layout, u)
	ui.Text(dst, a.T("settings.title"), ui.SizeLarge*1.3*u, s.layout.X+40*u, s.layout.Y+28*u, ui.Left, ui.Ink)
	ui.Text(dst, a.T("settings.language"), ui.SizeBody*u, s.layout.X+40*u, s.layout.Y+88*u, ui.Left, ui.Ink)
	ui.Text(dst, a.T("settings.speed"), ui.SizeBody*u, s.layout.X+40*u, s.layout.Y+198*u, ui.Left, ui.Ink)
	ui.Text(dst, a.T("settings.sound"), ui.SizeBody*u, s.layout.X+40*u, s.layout.Y+308*u, ui.Left, ui.Ink)
	ui.Text(dst, a.T("settings.tips"), ui.SizeBody*u, s.layout.X+40*u, s.layout.Y+418*u, ui.Left, ui.Ink)
	vol := ui.Rect{X: s.softer.Rect.Right(), Y: s.softer.Rect.Y, W: s.louder.Rect.X - s.softer.Rect.Right(), H: s.softer.Rect.H}
	clr := ui.Ink
	if a.Settings.Mute {
		clr = ui.Muted
	}
	ui.TextCentered(dst, a.T("settings.volume", a.Settings.Volume), ui.SizeBody*u, vol, clr)
	for _, b := range s.buttons() {
		b.Draw(dst, ui.SizeBody*u, u)
	}
}
