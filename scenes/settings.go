package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/freeeight"
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

// AnswerTime is how long a human seat has to answer a timed question: a reaction window the
// rules give seconds of their own (Free Eight's ロン, 超人ロック's objection, party invitation,
// 同調, reactions…). CPU seats answer as ever, and the rules do not change: the table alone
// decides when to give the window's Timeout answer for a human.
type AnswerTime int

const (
	// AnswerGame is each game's own time: gameAnswerSeconds, else the rules' figure.
	AnswerGame AnswerTime = iota
	Answer5
	Answer10
	Answer30
	// AnswerWait: no limit; the clock answers nothing for a human.
	AnswerWait
)

// answerFixed is the seconds of each fixed choice.
var answerFixed = [...]float64{Answer5: 5, Answer10: 10, Answer30: 30}

// gameAnswerSeconds is the "game's own" time of a game whose rule document names none:
// 超人ロック's document gives its windows no seconds (the 5 and 10 s in rules/locke are the
// program's), and a human reading a prompt of its size needs ten. A game not listed keeps
// its rule document's figure (Free Eight's ロン: 「5秒以内」).
var gameAnswerSeconds = map[string]float64{"locke": 10}

// Seconds is how long a human has in game for a window the rules give secs (0: no limit);
// 0 means no limit. An untimed window stays untimed whatever the setting.
func (t AnswerTime) Seconds(game string, secs float64) float64 {
	switch {
	case secs == 0 || t == AnswerWait:
		return 0
	case t != AnswerGame:
		return answerFixed[t]
	}
	if s, ok := gameAnswerSeconds[game]; ok {
		return s
	}
	return secs
}

// Settings are the player's preferences.
type Settings struct {
	Lang   i18n.Lang
	Speed  Speed
	Answer AnswerTime // the time to answer a timed question
	Names  []string   // the seat names last used in setup
	Volume int        // the sound effects' volume, 0 to 100 percent
	Mute   bool       // no sound at all; the volume is kept for when it is turned back on
	// TipsOff: no first-game tips; TipsSeen: the tips shown already, per game (tips.go).
	TipsOff  bool
	TipsSeen map[string][]string
	Server   string // the online server's address last used (online.go)
	Online   string // the name last given at an online table
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
	answer [5]ui.Button // AnswerGame … AnswerWait
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

// The rows of the dialog: each label's top, in units from the panel's top; its buttons stand
// 32 units lower. The time to answer has a line of small print under its buttons.
const (
	rowLang   = 88
	rowSpeed  = 188
	rowAnswer = 288
	rowSound  = 408
	rowTips   = 508
)

// answerLabels and answerWidths are the time-to-answer buttons' words and widths (units):
// "wait for me" needs the most room.
var (
	answerLabels = [...]string{"settings.answer.game", "settings.answer.5", "settings.answer.10", "settings.answer.30", "settings.answer.wait"}
	answerWidths = [...]float64{112, 84, 84, 84, 152}
)

func (s *SettingsScene) place(a *App) {
	u := a.U
	w, h := 620*u, 690*u
	s.layout = ui.CenteredAt(float64(a.W)/2, float64(a.H)/2, w, h)
	x0 := s.layout.X + 40*u
	row := func(top float64) float64 { return s.layout.Y + (top+32)*u }
	for i := range s.lang {
		s.lang[i].Rect = ui.Rect{X: x0 + float64(i)*140*u, Y: row(rowLang), W: 130 * u, H: 48 * u}
		s.lang[i].Label = [...]string{"日本語", "English"}[i]
		s.lang[i].Selected = int(a.Settings.Lang) == i
	}
	for i := range s.speed {
		s.speed[i].Rect = ui.Rect{X: x0 + float64(i)*135*u, Y: row(rowSpeed), W: 125 * u, H: 48 * u}
		s.speed[i].Label = a.T([...]string{"settings.slow", "settings.normal", "settings.fast", "settings.instant"}[i])
		s.speed[i].Selected = int(a.Settings.Speed) == i
	}
	x := x0
	for i := range s.answer {
		s.answer[i].Rect = ui.Rect{X: x, Y: row(rowAnswer), W: answerWidths[i] * u, H: 48 * u}
		s.answer[i].Label = a.T(answerLabels[i])
		s.answer[i].Selected = int(a.Settings.Answer) == i
		x += (answerWidths[i] + 6) * u
	}
	for i := range s.sound {
		s.sound[i].Rect = ui.Rect{X: x0 + float64(i)*140*u, Y: row(rowSound), W: 130 * u, H: 48 * u}
		s.sound[i].Label = a.T([...]string{"settings.sound.on", "settings.sound.off"}[i])
		s.sound[i].Selected = a.Settings.Mute == (i == 1)
	}
	s.softer = ui.Button{Rect: ui.Rect{X: x0 + 300*u, Y: row(rowSound), W: 48 * u, H: 48 * u}, Label: "−",
		Disabled: a.Settings.Volume <= 0}
	s.louder = ui.Button{Rect: ui.Rect{X: x0 + 490*u, Y: row(rowSound), W: 48 * u, H: 48 * u}, Label: "+",
		Disabled: a.Settings.Volume >= 100}
	for i := range s.tips {
		s.tips[i].Rect = ui.Rect{X: x0 + float64(i)*140*u, Y: row(rowTips), W: 130 * u, H: 48 * u}
		s.tips[i].Label = a.T([...]string{"settings.sound.on", "settings.sound.off"}[i])
		s.tips[i].Selected = a.Settings.TipsOff == (i == 1)
	}
	s.again = ui.Button{Rect: ui.Rect{X: x0 + 300*u, Y: row(rowTips), W: 238 * u, H: 48 * u}, Label: a.T("settings.tips.again"),
		Disabled: len(a.Settings.TipsSeen) == 0 && !a.Settings.TipsOff}
	s.close.Rect = ui.Rect{X: s.layout.Right() - 200*u, Y: s.layout.Bottom() - 72*u, W: 160 * u, H: 48 * u}
	s.close.Label = a.T("common.close")
	s.close.Primary = true
}

func (s *SettingsScene) buttons() []*ui.Button {
	return []*ui.Button{&s.lang[0], &s.lang[1], &s.speed[0], &s.speed[1], &s.speed[2], &s.speed[3],
		&s.answer[0], &s.answer[1], &s.answer[2], &s.answer[3], &s.answer[4],
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
		case i < 11:
			a.Settings.Answer = AnswerTime(i - 6)
		case i < 13:
			a.Settings.Mute = i == 12
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
	for _, r := range []struct {
		key string
		top float64
	}{{"settings.language", rowLang}, {"settings.speed", rowSpeed}, {"settings.answer", rowAnswer},
		{"settings.sound", rowSound}, {"settings.tips", rowTips}} {
		ui.Text(dst, a.T(r.key), ui.SizeBody*u, s.layout.X+40*u, s.layout.Y+r.top*u, ui.Left, ui.Ink)
	}
	ui.Text(dst, answerNote(a), ui.SizeSmall*u, s.layout.X+40*u, s.layout.Y+(rowAnswer+88)*u, ui.Left, ui.Muted)
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

// answerNote says what "the game's own" time is in each game that has timed questions.
func answerNote(a *App) string {
	return a.T("settings.answer.note", a.T("game.locke"), int(gameAnswerSeconds["locke"]),
		a.T("game.freeeight"), int(AnswerGame.Seconds("freeeight", freeeight.RonSeconds)))
}
