// Command onlineclicks plays an online Free Eight table through real clicks, as
// build/online-clicks.sh runs it under Xvfb: `zashiki serve` on a free loopback port, and two
// desktop clients (separate processes, each with its own config folder) in one X display.
// The host presses Online, types the server's address and a name, makes a table for three
// (one seat open, one CPU) and reads its invite code from the lobby; the guest presses
// Online, types the address, a name and the code, and joins; the host starts, and both play
// their turns by clicking one of their legal moves until both tables show the game's end.
// It reads each app's probe (-probe: the scene, whether the seat may act, where each choice
// is on the screen), clicks and types with xdotool, and saves screenshots of the online
// screen, the lobby, the table mid-game and at the end. Every wait is bounded; a failure
// names its step and photographs both windows.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"zashiki/build/xdrive"
)

// names are the players' names typed in each language.
var names = map[string][2]string{"ja": {"あき", "べん"}, "en": {"Aki", "Ben"}}

func main() {
	bin := flag.String("app", "out/zashiki", "the app to run (the server and both clients)")
	out := flag.String("out", "out/online-clicks", "where screenshots and logs go")
	lang := flag.String("lang", "ja", "the clients' language: ja or en")
	limit := flag.Duration("limit", 150*time.Second, "the longest the game may take, from the deal to the end on both tables")
	join := flag.String("join", "", "only join the table of this invite code on -server with one desktop client and play it to its end (build/browser-online.mjs seats it beside two browser pages)")
	serverURL := flag.String("server", "", "with -join: the server's WebSocket address")
	flag.Parse()
	if _, ok := names[*lang]; !ok {
		fmt.Fprintf(os.Stderr, "onlineclicks: -lang %q: ja or en\n", *lang)
		os.Exit(2)
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	tmp, err := os.MkdirTemp("", "onlineclicks-"+*lang+"-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	d := &driver{out: *out, lang: *lang, tmp: tmp, limit: *limit, began: time.Now()}
	if d.log, err = os.Create(filepath.Join(*out, *lang+"-driver.log")); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if *join != "" {
		err = d.joinOnly(*bin, *serverURL, *join)
	} else {
		err = d.run(*bin)
	}
	if err != nil {
		d.logf("FAIL at %s: %v", d.step, err)
		for _, a := range d.apps {
			if a.ID != "" {
				d.shot(a, "fail")
			}
		}
	}
	d.close()
	status := "ok"
	if err != nil {
		status = fmt.Sprintf("FAIL at %s: %v", d.step, err)
	}
	fmt.Printf("online-clicks %s: %d moves, %d clicks, %d screenshots, %.1fs: %s\n", d.lang, d.moves, d.clicks(), d.shots, time.Since(d.began).Seconds(), status)
	if err != nil {
		os.Exit(1)
	}
}

// driver is one run: the server, the two apps and what has been done.
type driver struct {
	out, lang, tmp string
	limit          time.Duration
	began          time.Time
	log            *os.File
	srv            *server
	apps           []*app
	step           string // the step under way, for a failure's report
	moves          int
	shots          int
	err            error // a screenshot's failure, reported at the end
}

// clicks are the clicks made in both apps.
func (d *driver) clicks() int {
	n := 0
	for _, a := range d.apps {
		n += a.Clicks
	}
	return n
}

func (d *driver) logf(format string, args ...any) {
	line := fmt.Sprintf("%5.1fs %s", time.Since(d.began).Seconds(), fmt.Sprintf(format, args...))
	fmt.Fprintln(d.log, line)
	fmt.Printf("  online-clicks %s: %s\n", d.lang, line)
}

// at names the step about to be taken.
func (d *driver) at(step string) {
	d.step = step
	d.logf("— %s", step)
}

func (d *driver) close() {
	for _, a := range d.apps {
		a.stop()
	}
	d.srv.stop()
	os.RemoveAll(d.tmp)
	d.log.Close()
}

func (d *driver) run(bin string) error {
	d.at("starting the server")
	srv, err := d.serve(bin, 30*time.Second)
	if err != nil {
		return err
	}
	d.at("starting the host's app")
	host, err := d.start("host", bin)
	if err != nil {
		return err
	}
	d.at("starting the guest's app")
	guest, err := d.start("guest", bin)
	if err != nil {
		return err
	}
	who := names[d.lang]

	d.at("the host opens the online screen")
	if err := d.openOnline(host); err != nil {
		return err
	}
	d.at("the host types the server and a name")
	if err := host.fill("server", srv.url); err != nil {
		return err
	}
	if err := host.fill("name", who[0]); err != nil {
		return err
	}
	d.at("the host chooses Free Eight")
	if err := d.setUp(host); err != nil {
		return err
	}
	d.shot(host, "online")
	d.at("the host sets the table up: its own seat, one open, the others CPUs (the set-up's defaults)")
	if err := host.press("create", 5*time.Second); err != nil {
		return err
	}
	if _, err := host.Until("the table's set-up", 10*time.Second, func(p xdrive.Probe) bool {
		_, ok := p.Find("start")
		return p.Scene == "*scenes.SetupScene" && p.Flag("online") && ok
	}); err != nil {
		return err
	}
	d.shot(host, "setup")
	d.at("the host creates the table")
	if err := host.press("start", 5*time.Second); err != nil {
		return err
	}
	p, err := host.Until("the host's lobby with its code", 20*time.Second, func(p xdrive.Probe) bool {
		return p.Scene == "*scenes.Lobby" && p.Str("code") != ""
	})
	if err != nil {
		return err
	}
	code := p.Str("code")
	d.logf("the table's code: %s", code)
	d.shot(host, "lobby-alone")

	d.at("the guest opens the online screen")
	if err := d.openOnline(guest); err != nil {
		return err
	}
	d.at("the guest types the server, a name and the code")
	for _, f := range [][2]string{{"server", srv.url}, {"name", who[1]}, {"code", code}} {
		if err := guest.fill(f[0], f[1]); err != nil {
			return err
		}
	}
	d.shot(guest, "online")
	d.at("the guest joins")
	if err := guest.press("join", 5*time.Second); err != nil {
		return err
	}
	d.at("both lobbies show both players")
	for _, a := range []*app{guest, host} {
		if _, err := a.Until("both players in the lobby", 20*time.Second, func(p xdrive.Probe) bool {
			return p.Scene == "*scenes.Lobby" && p.Str("code") == code && p.Num("connected") == 2
		}); err != nil {
			return err
		}
	}
	gp, err := guest.Read()
	if err != nil {
		return err
	}
	if _, ok := gp.Find("start"); ok || gp.Flag("host") {
		return fmt.Errorf("the guest may start the game (board %v)", gp.Board)
	}
	d.shot(host, "lobby")
	d.shot(guest, "lobby")

	d.at("the host starts")
	if err := host.press("start", 10*time.Second); err != nil {
		return err
	}
	for _, a := range []*app{host, guest} {
		if _, err := a.Until("the table", 20*time.Second, func(p xdrive.Probe) bool { return p.Scene == "*scenes.OnlineTable" }); err != nil {
			return err
		}
	}
	d.at("both play their turns by clicks until the game's end")
	if err := d.play([]*app{host, guest}); err != nil {
		return err
	}
	d.at("the end on both tables")
	hp, err := host.Until("the host's way to the next game", 20*time.Second, func(p xdrive.Probe) bool {
		_, ok := p.Find("next")
		return p.Scene == "*scenes.Results" && ok
	})
	if err != nil {
		return err
	}
	if gp, err := guest.Read(); err != nil || gp.Steps != hp.Steps {
		return fmt.Errorf("the tables ended at steps %d (host) and %d (guest) (%v)", hp.Steps, gp.Steps, err)
	}
	if _, err := guest.Until("the guest's results", 20*time.Second, func(p xdrive.Probe) bool {
		_, ok := p.Find("next")
		return p.Scene == "*scenes.Results" && !ok
	}); err != nil {
		return err
	}
	d.shot(host, "results")
	d.shot(guest, "results")
	return d.err
}

// openOnline clicks the menu's Online button and waits for the online screen.
func (d *driver) openOnline(a *app) error {
	if err := a.press("online", 10*time.Second); err != nil {
		return err
	}
	_, err := a.Until("the online screen", 10*time.Second, func(p xdrive.Probe) bool { return p.Scene == "*scenes.Online" })
	return err
}

// setUp chooses Free Eight on the online screen.
func (d *driver) setUp(a *app) error {
	for try := 0; ; try++ {
		p, err := a.Read()
		if err != nil {
			return err
		}
		if p.Game == "freeeight" {
			return nil
		}
		if try > 12 {
			return fmt.Errorf("the online screen does not come to Free Eight (game %s)", p.Game)
		}
		before := p.Game
		if err := a.press("game", 5*time.Second); err != nil {
			return err
		}
		if _, err := a.Until("the click on game to tell", 5*time.Second, func(q xdrive.Probe) bool {
			return q.Game != before
		}); err != nil {
			return err
		}
	}
}

// joinOnly seats one desktop client at a table others made on a running server: it types
// the server, a name and the code, joins, waits for the host to start and plays its turns by
// clicks until its table shows the results.
func (d *driver) joinOnly(bin, url, code string) error {
	d.at("starting the desktop app")
	a, err := d.start("desktop", bin)
	if err != nil {
		return err
	}
	d.at("the desktop opens the online screen")
	if err := d.openOnline(a); err != nil {
		return err
	}
	d.at("the desktop types the server, a name and the code")
	name := map[string]string{"ja": "だい", "en": "Dai"}[d.lang]
	for _, f := range [][2]string{{"server", url}, {"name", name}, {"code", code}} {
		if err := a.fill(f[0], f[1]); err != nil {
			return err
		}
	}
	d.at("the desktop joins")
	if err := a.press("join", 5*time.Second); err != nil {
		return err
	}
	if _, err := a.Until("the desktop's lobby", 20*time.Second, func(p xdrive.Probe) bool {
		return p.Scene == "*scenes.Lobby" && p.Str("code") == code
	}); err != nil {
		return err
	}
	fmt.Println("online-clicks: the desktop sits at table", code)
	d.shot(a, "lobby")
	d.at("the host starts")
	if _, err := a.Until("the table", d.limit, func(p xdrive.Probe) bool { return p.Scene == "*scenes.OnlineTable" }); err != nil {
		return err
	}
	d.at("the desktop plays its turns by clicks until the game's end")
	if err := d.play([]*app{a}); err != nil {
		return err
	}
	if _, err := a.Until("the desktop's results", 20*time.Second, func(p xdrive.Probe) bool { return p.Scene == "*scenes.Results" }); err != nil {
		return err
	}
	d.shot(a, "results")
	return d.err
}
