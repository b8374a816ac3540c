// Zashiki (座敷) seats people around five Japanese card games.
//
//	zashiki                         opens the menu
//	zashiki -game freeeight -seats hccc -seed 7
//	zashiki sim -game freeeight -games 2000 -seed 1 -bots heuristic,random,random,random
//	zashiki arena -game freeeight -bots strong,heuristic -games 200 -seed 1
//	zashiki fps -game freeeight -secs 20   (frame rate and CPU per frame against a bare scene)
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
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	"zashiki/rules/engine"
	"zashiki/rules/games"
	"zashiki/scenes"
	"zashiki/scenes/i18n"
	"zashiki/scenes/meter"
	"zashiki/sim"
	"zashiki/store"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "sim" {
		if err := sim.Run(os.Args[2:], os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "zashiki sim:", err)
			os.Exit(1)
		}
		return
	}
	if len(os.Args) > 1 && os.Args[1] == "arena" {
		if err := sim.RunArena(os.Args[2:], os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "zashiki arena:", err)
			os.Exit(1)
		}
		return
	}
	if len(os.Args) > 1 && os.Args[1] == "fps" {
		if err := runFPS(os.Args[2:], os.Stdout, os.Stderr); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return
			}
			fmt.Fprintln(os.Stderr, "zashiki fps:", err)
			os.Exit(1)
		}
		return
	}
	flags, err := parseFlags(os.Args[1:], os.Stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return
		}
		fmt.Fprintln(os.Stderr, "zashiki:", err)
		os.Exit(2)
	}
	if err := run(flags); err != nil {
		fmt.Fprintln(os.Stderr, "zashiki:", err)
		os.Exit(1)
	}
}

// cli is a run's command line: the app's flags and the runner's own.
type cli struct {
	scenes.Flags
	Stats bool // print frame figures at exit
}

func parseFlags(args []string, out io.Writer) (cli, error) {
	fs := flag.NewFlagSet("zashiki", flag.ContinueOnError)
	fs.SetOutput(out)
	game := fs.String("game", "", "go straight to a table of this game ("+gameIDs()+")")
	seats := fs.String("seats", "", "with -game: one letter per seat, h = human, c = CPU (e.g. hccc)")
	seed := fs.Uint64("seed", 0, "with -game: the match seed (random when not given)")
	opts := fs.String("options", "", "with -game: rule options, key=value,key=value")
	autoplay := fs.Bool("autoplay", false, "every seat is a CPU and animations run fast")
	exitAfter := fs.Int("exit-after", 0, "quit after this many finished games")
	shot := fs.String("shot", "", "save the screen to this PNG file when the game exits")
	shotEvery := fs.Duration("shot-every", 0, "with -shot: also save a numbered series at this interval (e.g. 2s)")
	lang := fs.String("lang", "", "language: ja or en (default: the one chosen in settings, else the system's)")
	probe := fs.String("probe", "", "write what a scripted click test needs (scene, turn, the screen's click targets) to this JSON file whenever it changes")
	stats := fs.Bool("stats", false, "at exit, print frames per second and Update+Draw time per frame (median, p99) for each screen")
	if err := fs.Parse(args); err != nil {
		return cli{}, err
	}
	if fs.NArg() > 0 {
		return cli{}, fmt.Errorf("unexpected argument %q (subcommands: sim, arena, fps)", fs.Arg(0))
	}
	l, ok := i18n.ParseLang(*lang)
	if !ok && *lang != "" {
		return cli{}, fmt.Errorf("-lang %q: use ja or en", *lang)
	}
	o, err := engine.ParseOptions(*opts)
	if err != nil {
		return cli{}, err
	}
	f := scenes.Flags{
		Lang: l, LangSet: ok, Game: *game, Seats: *seats, Seed: *seed, Options: o,
		Autoplay: *autoplay, ExitAfter: *exitAfter, Shot: *shot, ShotEvery: *shotEvery, Probe: *probe,
	}
	fs.Visit(func(fl *flag.Flag) {
		if fl.Name == "seed" {
			f.SeedSet = true
		}
	})
	if f.Autoplay && f.Game == "" {
		f.Game = "freeeight"
	}
	return cli{Flags: f, Stats: *stats}, nil
}

func gameIDs() string {
	var ids []string
	for _, g := range games.All {
		ids = append(ids, g.ID())
	}
	return strings.Join(ids, ", ")
}

func run(c cli) error {
	f := c.Flags
	app, err := scenes.NewApp(f)
	if err != nil {
		return err
	}
	setWindow()
	var game ebiten.Game = app
	var stats *meter.Stats
	if c.Stats {
		stats = &meter.Stats{Game: app, Label: func() string { return sceneName(app.Top()) }}
		game = stats
	}
	start := time.Now()
	err = ebiten.RunGame(game)
	app.Close()
	if f.ExitAfter > 0 {
		fmt.Printf("zashiki: %d game(s) in %.1fs\n", f.ExitAfter, time.Since(start).Seconds())
	}
	if stats != nil {
		stats.Report(os.Stdout)
	}
	return err
}

func setWindow() {
	ebiten.SetWindowSize(1280, 720)
	ebiten.SetWindowTitle("座敷 Zashiki")
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowIcon([]image.Image{assets.Icon()})
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
