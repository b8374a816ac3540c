// Package scenes is the Ebitengine side of Zashiki: the app, its scene stack and every
// screen around the game tables (menu, setup, results, settings, help, the hot-seat curtain).
package scenes

import (
	"fmt"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	"zashiki/scenes/i18n"
	"zashiki/scenes/sfx"
	"zashiki/scenes/ui"
	"zashiki/store"
)

// Scene is one screen on the stack. Only the top scene updates; a scene that is an
// overlay lets the one beneath it show through.
type Scene interface {
	Update(a *App) error
	Draw(dst *ebiten.Image, a *App)
}

// overlay is implemented by dialogs drawn over the scene below.
type overlay interface{ Overlay() bool }

// Flags are the command-line choices that shape a run.
type Flags struct {
	Lang      i18n.Lang
	LangSet   bool   // -lang was given: it wins over saved settings and the system's language
	Game      string // go straight to this game's table
	Seats     string // h/c per seat, with -game
	Seed      uint64
	SeedSet   bool
	Options   map[string]string
	Autoplay  bool          // every seat CPU, fast animations
	ExitAfter int           // quit after this many finished games (0: never)
	Shot      string        // save the screen as PNG at exit
	ShotEvery time.Duration // save a numbered series while running
	Probe     string        // write the probe (probe.go) to this file whenever it changes
	// Store is where saves and settings live; nil means the platform default.
	Store store.Store
}

// App is the ebiten.Game: the scene stack plus what every scene shares.
type App struct {
	Flags    Flags
	Settings Settings
	In       ui.Input
	W, H     int
	U        float64
	Tick     int

	stack       []Scene
	store       store.Store
	writes      *writer
	saves       map[string]*savedMatch // each game's match in progress, offered on the menu
	notice      string                 // what the menu tells at start, a paragraph a line (Notice)
	banner      saveBanner             // says a save is failing (savebanner.go)
	langChosen  bool
	settingsDue bool      // the settings read at start are still to be written back (persist.go)
	named       i18n.Lang // the language default seat names were last given in
	frames      int
	topName     string
	finished    int  // games finished this run
	quitting    bool // set when the run should end once the next frame is drawn
	lastDraw    bool // the frame drawn after quitting was set: the run may end
	nextShot    time.Time
	shots       int
	scale       float64
	sound       sfx.Player
	cue         cue                   // which sound the table's events and endings play
	stats       store.Stats           // every player's record across matches
	replays     store.Replays         // the last finished games, to watch again
	kept        map[string]*keptSteps // each game's finished games' steps, for its match's save
	probe       probe                 // what a scripted click test reads (probe.go)
	frame       ui.Frame              // the screen's drawing, redrawn where it changed
	keeps       bool                  // the screen keeps the last frame's pixels (Draw)
}

// NewApp builds the app and its first scene: the menu, or a table when flags name a game.
func NewApp(f Flags) (*App, error) {
	mark("newapp")
	assets.DrawAhead()
	defer mark("app")
	a := &App{Flags: f, Settings: DefaultSettings(), scale: 1, store: f.Store, saves: map[string]*savedMatch{}}
	if l, ok := systemLang(); ok {
		a.Settings.Lang = l
	}
	if a.store == nil {
		st, err := store.Default()
		if err != nil {
			fmt.Fprintln(os.Stderr, "zashiki: nowhere to save:", err)
		}
		a.store = st
	}
	if a.store != nil {
		a.writes = newWriter(a.store)
		a.loadSettings()
	}
	if f.LangSet {
		a.Settings.Lang = f.Lang
	}
	if a.store != nil {
		a.loadSaves() // after the language is settled: a bad save is explained in it
		a.loadStats()
		a.loadReplays()
	}
	if f.Autoplay && a.Settings.Speed < SpeedFast {
		a.Settings.Speed = SpeedFast // at least: a player who set the fastest keeps it
	}
	a.named = a.Settings.Lang
	a.cue.app = a
	a.probe = probe{sink: probeSink(a), resumed: -1}
	a.stack = []Scene{NewMenu()}
	if f.Game != "" {
		setup, err := SetupFromFlags(a, f)
		if err != nil {
			return nil, err
		}
		if a.saves[setup.Entry.ID] != nil && !f.Autoplay {
			// The new table would replace the player's saved match of this game: ask, as
			// setup does. No leaves the menu, which offers the saved match.
			a.Push(NewConfirm(a.T("setup.replace"), func() {
				table, err := NewTable(a, setup)
				if err != nil {
					a.notice = err.Error()
					return
				}
				a.Push(table)
			}))
			return a, nil
		}
		table, err := NewTable(a, setup)
		if err != nil {
			return nil, err
		}
		a.stack = append(a.stack, table)
	}
	return a, nil
}

// Lang is the display language.
func (a *App) Lang() i18n.Lang { return a.Settings.Lang }

// T renders a catalogue key in the player's language.
func (a *App) T(key string, args ...any) string { return i18n.T(a.Settings.Lang, key, args...) }

// Push puts a scene on top.
func (a *App) Push(s Scene) { a.stack = append(a.stack, s) }

// Pop removes the top scene.
func (a *App) Pop() {
	if len(a.stack) > 1 {
		a.stack = a.stack[:len(a.stack)-1]
	}
}

// Replace swaps the top scene for s.
func (a *App) Replace(s Scene) { a.stack[len(a.stack)-1] = s }

// Home returns to the menu.
func (a *App) Home() { a.stack = a.stack[:1] }

// Top is the scene that has the input.
func (a *App) Top() Scene { return a.stack[len(a.stack)-1] }

// GameFinished counts a finished game; with -exit-after the run ends once enough are done.
func (a *App) GameFinished() {
	a.finished++
}

// ExitDue reports whether -exit-after has been reached.
func (a *App) ExitDue() bool { return a.Flags.ExitAfter > 0 && a.finished >= a.Flags.ExitAfter }

// Quit ends the run after the current frame is drawn (and saved with -shot).
func (a *App) Quit() { a.quitting = true }

// Update implements ebiten.Game.
func (a *App) Update() error {
	if a.lastDraw {
		return ebiten.Termination
	}
	if a.quitting {
		return nil // hold still until the last frame is drawn
	}
	if a.Tick == 0 {
		mark("update")
	}
	a.Tick++
	a.writeBackSettings()
	a.In.Read(a.scale)
	if a.In.Any() {
		a.sound.Hear() // browsers allow audio from the first input on
	}
	a.sound.Volume, a.sound.Muted = float64(a.Settings.Volume)/100, a.Settings.Mute
	a.sound.Update()
	err := a.Top().Update(a)
	a.followLang()
	if name := fmt.Sprintf("%T", a.Top()); name != a.topName {
		a.topName = name
		noteScene(name)
	}
	a.publishProbe()
	return err
}

// followLang renames the seats that have default names, on every table and setup on the
// stack, once the language has changed (in settings): names are rendered, not stored.
func (a *App) followLang() {
	if a.named == a.Settings.Lang {
		return
	}
	a.named = a.Settings.Lang
	for _, s := range a.stack {
		switch s := s.(type) {
		case *Table:
			s.setup.relabel(a.named)
		case *SetupScene:
			s.relabel(a.named)
		}
	}
}

// Draw implements ebiten.Game.
func (a *App) Draw(screen *ebiten.Image) {
	if a.frames == 0 {
		mark("draw")
	}
	first := len(a.stack) - 1
	for first > 0 {
		if o, ok := a.stack[first].(overlay); ok && o.Overlay() {
			first--
			continue
		}
		break
	}
	dst := a.frame.Begin(screen, a.keeps)
	for _, s := range a.stack[first:] {
		s.Draw(dst, a)
	}
	a.frame.End()
	// From the next frame on the screen keeps its pixels, so the frame redraws only what
	// changed (ui.Frame); ScreenLost takes the promise back.
	ebiten.SetScreenClearedEveryFrame(false)
	a.keeps = true
	noteFrame(a)
	a.saveShots(screen)
}

// ScreenLost tells the app that something else drew on the screen since its last frame
// (the frame meter's other scenes): the next frame is drawn whole.
func (a *App) ScreenLost() { a.keeps = false }

// FrameCounts is how many frames were drawn whole, in part (dirty rectangles) and not at
// all (nothing changed), and the pixels the partial ones redrew.
func (a *App) FrameCounts() (full, partial, skipped, dirtyPixels int) {
	f := &a.frame
	return f.Full, f.Partial, f.Skipped, f.DirtyPixels
}

// Layout implements ebiten.Game; the screen has the window's device pixels, so text stays
// crisp on high-density displays, and every scene lays itself out from W, H and U.
func (a *App) Layout(outsideW, outsideH int) (int, int) {
	a.scale = ebiten.Monitor().DeviceScaleFactor()
	if a.scale <= 0 {
		a.scale = 1
	}
	a.W, a.H = int(float64(outsideW)*a.scale), int(float64(outsideH)*a.scale)
	a.U = ui.Unit(a.W, a.H)
	ui.SetUnit(a.U)
	return a.W, a.H
}

func (a *App) saveShots(screen *ebiten.Image) {
	if a.Flags.Shot == "" {
		a.lastDraw = a.quitting
		return
	}
	if a.quitting {
		a.writeShot(screen, a.Flags.Shot)
		a.lastDraw = true
		return
	}
	if a.Flags.ShotEvery > 0 && time.Now().After(a.nextShot) {
		if !a.nextShot.IsZero() {
			a.shots++
			a.writeShot(screen, fmt.Sprintf("%s-%03d.png", trimPNG(a.Flags.Shot), a.shots))
		}
		a.nextShot = time.Now().Add(a.Flags.ShotEvery)
	}
}

func trimPNG(p string) string {
	if len(p) > 4 && p[len(p)-4:] == ".png" {
		return p[:len(p)-4]
	}
	return p
}
