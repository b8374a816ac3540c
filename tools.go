//go:build !js

// The desktop's own commands: `sim`, `arena`, `fps`, `serve` and `load`, and the -stats report. The browser
// has no command line, so the web build leaves them out (tools_js.go), and with them the
// simulator and the frame meter's profiler: 123 KB of the compressed download.

package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/games"
	"zashiki/scenes"
	"zashiki/scenes/i18n"
	"zashiki/scenes/meter"
	"zashiki/server"
	"zashiki/server/loadgen"
	"zashiki/sim"
	"zashiki/store"
)

// runCommand runs the subcommand cmd with its arguments and reports whether cmd was one.
func runCommand(cmd string, args []string) bool {
	var err error
	switch cmd {
	case "sim":
		err = sim.Run(args, os.Stdout)
	case "arena":
		err = sim.RunArena(args, os.Stdout)
	case "fps":
		err = runFPS(args, os.Stdout, os.Stderr)
	case "serve":
		err = server.Run(args, os.Stdout)
	case "load":
		err = loadgen.Run(args, os.Stdout)
	default:
		return false
	}
	if err != nil && !errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(os.Stderr, "zashiki %s: %v\n", cmd, err)
		os.Exit(1)
	}
	return true
}

// withStats wraps the app in the frame meter for -stats; report prints its figures.
func withStats(app *scenes.App) (game ebiten.Game, report func(io.Writer)) {
	stats := &meter.Stats{Game: app, Label: func() string { return sceneName(app.Top()) }}
	return stats, stats.Report
}

// sceneName names a scene for -stats: its type without the package ("Table", "Menu").
func sceneName(s scenes.Scene) string {
	n := fmt.Sprintf("%T", s)
	return n[strings.LastIndexByte(n, '.')+1:]
}

// runFPS is `zashiki fps`: the table of a game on autoplay against a bare scene, then the idle
// menu and an idle table, in one window (see meter.Bench). Saves and settings go to a
// temporary folder, so the run starts from the defaults and touches no saved match.
func runFPS(args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("zashiki fps", flag.ContinueOnError)
	fs.SetOutput(errOut)
	game := fs.String("game", "freeeight", "the game whose table is measured ("+gameIDs()+")")
	secs := fs.Float64("secs", 20, "seconds of table and bare scene in all (4 rounds of each, secs/8 at a time)")
	seed := fs.Uint64("seed", 1, "the match seed of both tables")
	lang := fs.String("lang", "", "language: ja or en (default: the system's)")
	shot := fs.String("shot", "", "save the idle table's screen, as measured, to this PNG file")
	cpuprofile := fs.String("cpuprofile", "", "write a CPU profile of the run to this file (samples labelled scene=table|bare|menu|idle: go tool pprof -tagfocus scene=table)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if _, ok := games.Lookup(*game); !ok {
		return fmt.Errorf("-game %q: one of %s", *game, gameIDs())
	}
	if *secs <= 0 {
		return fmt.Errorf("-secs %v: must be positive", *secs)
	}
	l, langSet := i18n.ParseLang(*lang)
	if !langSet && *lang != "" {
		return fmt.Errorf("-lang %q: use ja or en", *lang)
	}
	dir, err := os.MkdirTemp("", "zashiki-fps-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	// Each app has a store of its own: the idle table's autosave stays out of the others' menus.
	newApp := func(name string, f scenes.Flags) (*scenes.App, error) {
		f.Lang, f.LangSet = l, langSet
		f.Store = store.Dir{Path: filepath.Join(dir, name)}
		return scenes.NewApp(f)
	}
	table, err := newApp("table", scenes.Flags{Game: *game, Autoplay: true, Seed: *seed, SeedSet: true})
	if err != nil {
		return err
	}
	defer table.Close()
	menu, err := newApp("menu", scenes.Flags{})
	if err != nil {
		return err
	}
	defer menu.Close()
	// The first seat is the human and, in every game, is asked first: once the deal is over the
	// table waits for a click.
	idle, err := newApp("idle", scenes.Flags{Game: *game, Seed: *seed, SeedSet: true})
	if err != nil {
		return err
	}
	defer idle.Close()
	b := &meter.Bench{Game: *game, Table: table, Menu: menu, Idle: idle, Secs: *secs}
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			return err
		}
		defer f.Close()
		b.CPUProfile = f
	}
	setWindow()
	// Without vsync each scene draws as fast as it can, so the frame rates compare the work
	// per frame rather than both reading the display's 60 Hz.
	ebiten.SetVsyncEnabled(false)
	if err := ebiten.RunGame(b); err != nil {
		return err
	}
	if !b.Done() {
		return errors.New("the window closed before the measurement ended")
	}
	b.Report(out)
	if *shot != "" {
		return savePNG(*shot, b.IdleScreen())
	}
	return nil
}

func savePNG(path string, img image.Image) error {
	if img == nil {
		return errors.New("no idle table screen to save")
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
