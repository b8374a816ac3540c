// Zashiki (座敷) seats people around five Japanese card games.
//
//	zashiki                         opens the menu
//	zashiki -game freeeight -seats hccc -seed 7
//	zashiki sim -game freeeight -games 2000 -seed 1 -bots heuristic,random,random,random
//	zashiki arena -game freeeight -bots strong,heuristic -games 200 -seed 1
//	zashiki fps -game freeeight -secs 20   (frame rate and CPU per frame against a bare scene)
//	zashiki serve -addr 127.0.0.1:7878 -data DIR [-nats URL] [-cert FILE -key FILE]   (hosts online tables)
//	zashiki serve -cluster -nats URL,URL,URL   (one of several nodes sharing the tables)
//	zashiki load -ramp 500,1000,2000 [-url ws://A/ws,ws://B/ws]   (tables a node holds, measured)
package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	"zashiki/rules/engine"
	"zashiki/rules/games"
	"zashiki/scenes"
	"zashiki/scenes/i18n"
)

func main() {
	if len(os.Args) > 1 && runCommand(os.Args[1], os.Args[2:]) {
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
	Stats  bool // print frame figures at exit
	StopAt int  // end the run at a still frame once the table has taken this many actions
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
	stopAt := fs.Int("stop-at-step", 0, "with -game: end the run once the table has taken this many actions, at the first frame where nothing moves (saved with -shot)")
	if err := fs.Parse(args); err != nil {
		return cli{}, err
	}
	if fs.NArg() > 0 {
		return cli{}, fmt.Errorf("unexpected argument %q (subcommands: sim, arena, fps, serve, load)", fs.Arg(0))
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
	if *stopAt < 0 || *stopAt > 0 && f.Game == "" {
		return cli{}, fmt.Errorf("-stop-at-step %d: give a number of actions, with -game", *stopAt)
	}
	return cli{Flags: f, Stats: *stats, StopAt: *stopAt}, nil
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
	if c.StopAt > 0 {
		done, err := stopProbe(&f)
		if err != nil {
			return err
		}
		defer done()
	}
	app, err := scenes.NewApp(f)
	if err != nil {
		return err
	}
	setWindow()
	var game ebiten.Game = app
	var report func(io.Writer)
	if c.Stats {
		game, report = withStats(app)
	}
	if c.StopAt > 0 {
		game = stopAtStep(game, app, c.StopAt, f.Probe)
	}
	start := time.Now()
	err = ebiten.RunGame(game)
	app.Close()
	if f.ExitAfter > 0 {
		fmt.Printf("zashiki: %d game(s) in %.1fs\n", f.ExitAfter, time.Since(start).Seconds())
	}
	if report != nil {
		report(os.Stdout)
	}
	return err
}

func setWindow() {
	ebiten.SetWindowSize(1280, 720)
	ebiten.SetWindowTitle("座敷 Zashiki")
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// A page has no window icon: the browser build would draw it for nothing before its first
	// frame (tens of milliseconds).
	if runtime.GOOS != "js" {
		ebiten.SetWindowIcon([]image.Image{assets.Icon()})
	}
}
