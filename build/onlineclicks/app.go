package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// An app is one desktop client: a zashiki process with a config folder of its own (its
// settings, the seat token it keeps), its probe file (-probe) and its window. The two clients
// share one X display twice as wide as a window, side by side: a window that was covered
// shows stale pixels once uncovered, until its app next draws (Ebitengine presents nothing
// while a frame changes nothing, and no window manager repaints it under Xvfb), so neither
// covers the other. The one about to be typed into is given the keyboard first.

// snapshot is the probe (scenes/probe.go, probe_online.go) as the driver reads it.
type snapshot struct {
	Scene    string         `json:"scene"`
	Game     string         `json:"game"`
	Steps    int            `json:"steps"`
	YourTurn bool           `json:"yourTurn"`
	Down     bool           `json:"down"`
	Pointer  [2]float64     `json:"pointer"`
	Targets  []target       `json:"targets"`
	Board    map[string]any `json:"board"`
}

type target struct {
	X, Y, W, H float64
	Action     string `json:"action"`
	Label      string `json:"label"`
}

func (s snapshot) find(action string) (target, bool) {
	i := slices.IndexFunc(s.Targets, func(t target) bool { return t.Action == action })
	if i < 0 {
		return target{}, false
	}
	return s.Targets[i], true
}

func (s snapshot) str(key string) string { v, _ := s.Board[key].(string); return v }
func (s snapshot) flag(key string) bool  { v, _ := s.Board[key].(bool); return v }

// num is a number of the probe's board, -1 when it has none.
func (s snapshot) num(key string) int {
	if v, ok := s.Board[key].(float64); ok {
		return int(v)
	}
	return -1
}

// actions are the targets' actions, for the log.
func (s snapshot) actions() []string {
	var out []string
	for _, t := range s.Targets {
		out = append(out, t.Action)
	}
	return out
}

type app struct {
	name   string // "host" or "guest"
	d      *driver
	cfg    string // XDG_CONFIG_HOME
	probe  string
	cmd    *exec.Cmd
	exited chan error
	log    *os.File
	wid    string
	winX   int
	winY   int
}

// start runs the app on the menu, in the driver's language, its animations at the fastest
// speed.
func (d *driver) start(name, bin string) (*app, error) {
	dir := filepath.Join(d.tmp, name)
	a := &app{name: name, d: d, cfg: filepath.Join(dir, "config"), probe: filepath.Join(dir, "probe.json")}
	d.apps = append(d.apps, a)
	if err := writeSettings(a.cfg); err != nil {
		return a, err
	}
	var err error
	if a.log, err = os.Create(filepath.Join(d.out, d.lang+"-"+name+".log")); err != nil {
		return a, err
	}
	a.cmd = exec.Command(bin, "-probe", a.probe, "-lang", d.lang)
	a.cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+a.cfg)
	a.cmd.Stdout, a.cmd.Stderr = a.log, a.log
	d.logf("%s: start %s", name, strings.Join(a.cmd.Args, " "))
	if err := a.cmd.Start(); err != nil {
		return a, err
	}
	a.exited = make(chan error, 1)
	go func() { a.exited <- a.cmd.Wait() }()
	if _, err := a.until("the menu", 40*time.Second, func(p snapshot) bool { return p.Scene == "*scenes.Menu" }); err != nil {
		return a, err
	}
	return a, a.findWindow(1280 * (len(d.apps) - 1))
}

// speedInstant is the settings' fastest animation speed (scenes/settings.go, SpeedInstant).
const speedInstant = 3

func writeSettings(cfg string) error {
	data, err := json.Marshal(map[string]any{"speed": speedInstant})
	if err != nil {
		return err
	}
	dir := filepath.Join(cfg, "zashiki")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "settings.json"), data, 0o644)
}

// findWindow finds the app's window, checks it is the 1280×720 the probe's targets are laid
// out in and moves it to (x, 0).
func (a *app) findWindow(x int) error {
	end := time.Now().Add(20 * time.Second)
	for {
		ids, err := exec.Command("xdotool", "search", "--onlyvisible", "--pid", strconv.Itoa(a.cmd.Process.Pid)).Output()
		if err == nil && len(strings.Fields(string(ids))) > 0 {
			a.wid = strings.Fields(string(ids))[0]
			if err := xdotool("windowmove", "--sync", a.wid, strconv.Itoa(x), "0"); err != nil {
				return err
			}
			geo, err := exec.Command("xdotool", "getwindowgeometry", "--shell", a.wid).Output()
			if err != nil {
				return fmt.Errorf("%s: window geometry: %v", a.name, err)
			}
			vals := map[string]int{}
			for _, line := range strings.Fields(string(geo)) {
				if k, v, ok := strings.Cut(line, "="); ok {
					vals[k], _ = strconv.Atoi(v)
				}
			}
			if vals["WIDTH"] != 1280 || vals["HEIGHT"] != 720 {
				return fmt.Errorf("%s: the window is %dx%d, want 1280x720", a.name, vals["WIDTH"], vals["HEIGHT"])
			}
			a.winX, a.winY = vals["X"], vals["Y"]
			if a.winX != x || a.winY != 0 {
				return fmt.Errorf("%s: the window is at %d,%d, not moved to %d,0 (the screen must be 2560x720)", a.name, a.winX, a.winY, x)
			}
			a.d.logf("%s: window %s at %d,%d", a.name, a.wid, a.winX, a.winY)
			return nil
		}
		if time.Now().After(end) {
			return fmt.Errorf("%s: no window", a.name)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// stop ends the app.
func (a *app) stop() {
	if a.cmd != nil && a.cmd.Process != nil && a.exited != nil {
		a.cmd.Process.Kill()
		<-a.exited
	}
	if a.log != nil {
		a.log.Close()
	}
}

// read is the probe as last written.
func (a *app) read() (snapshot, error) {
	var p snapshot
	data, err := os.ReadFile(a.probe)
	if err != nil {
		return p, err
	}
	return p, json.Unmarshal(data, &p)
}

// until polls the probe until ok holds, for at most limit.
func (a *app) until(what string, limit time.Duration, ok func(snapshot) bool) (snapshot, error) {
	end := time.Now().Add(limit)
	var p snapshot
	for {
		select {
		case err := <-a.exited:
			a.exited <- err
			return p, fmt.Errorf("%s: the app exited (%v) waiting for %s", a.name, err, what)
		default:
		}
		var err error
		if p, err = a.read(); err == nil && ok(p) {
			return p, nil
		}
		if time.Now().After(end) {
			return p, fmt.Errorf("%s: timed out after %v waiting for %s (scene %s, step %d, your turn %v, targets %v, board %v)",
				a.name, limit, what, p.Scene, p.Steps, p.YourTurn, p.actions(), p.Board)
		}
		time.Sleep(40 * time.Millisecond)
	}
}

// front gives the app's window the keyboard, as a person's click on it does. It is done
// before every click and key: an app takes the keyboard when it first shows its window,
// which may come after the other was given it.
func (a *app) front() error { return xdotool("windowfocus", "--sync", a.wid) }

// under reports whether the pointer is over a's window.
func (a *app) under() (bool, error) {
	out, err := exec.Command("xdotool", "getmouselocation", "--shell").Output()
	if err != nil {
		return false, fmt.Errorf("xdotool getmouselocation: %v", err)
	}
	return strings.Contains(string(out), "WINDOW="+a.wid+"\n"), nil
}

// click brings the window to the front, then presses and releases the left button on t's
// centre over a few frames, as a hand does: the pointer is moved until the app has seen it
// there, the button held until it has seen it down and released until it has seen it up (the
// probe's pointer and down), since an app polls the mouse once a frame and a frame can be slow.
func (a *app) click(t target) error {
	if err := a.front(); err != nil {
		return err
	}
	x, y := a.winX+int(t.X+t.W/2), a.winY+int(t.Y+t.H/2)
	a.d.clicks++
	a.d.logf("%s: click %q (%s) at %d,%d", a.name, t.Action, t.Label, x, y)
	if err := a.point(x, y); err != nil {
		return err
	}
	if ok, err := a.under(); err != nil || !ok {
		return fmt.Errorf("%s: the click at %d,%d would fall on another window (%v)", a.name, x, y, err)
	}
	if err := xdotool("mousedown", "1"); err != nil {
		return err
	}
	_, err := a.until("the press to be seen", 20*time.Second, func(p snapshot) bool { return p.Down })
	if err := xdotool("mouseup", "1"); err != nil {
		return err
	}
	if err != nil {
		return err
	}
	if _, err := a.until("the release to be seen", 20*time.Second, func(p snapshot) bool { return !p.Down }); err != nil {
		return err
	}
	return a.park()
}

// point moves the pointer to the screen's (x, y) and waits until the app has seen it there.
func (a *app) point(x, y int) error {
	if err := xdotool("mousemove", strconv.Itoa(x), strconv.Itoa(y)); err != nil {
		return err
	}
	wx, wy := float64(x-a.winX), float64(y-a.winY)
	_, err := a.until(fmt.Sprintf("the pointer at %d,%d", x, y), 20*time.Second, func(p snapshot) bool {
		return math.Abs(p.Pointer[0]-wx) < 1.5 && math.Abs(p.Pointer[1]-wy) < 1.5
	})
	return err
}

// park moves the pointer to the window's bottom-right corner, where it covers nothing.
func (a *app) park() error { return a.point(a.winX+1275, a.winY+715) }

// key holds a key (an xdotool key name, "ctrl+a") for a few frames: an app that polls the
// keyboard once a frame misses a press and release that fall between two polls.
func (a *app) key(name string) error {
	if err := a.front(); err != nil {
		return err
	}
	a.d.logf("%s: key %s", a.name, name)
	if err := xdotool("keydown", name); err != nil {
		return err
	}
	time.Sleep(150 * time.Millisecond)
	return xdotool("keyup", name)
}

// fill clicks the field named field, selects what it holds and types text over it, a
// character at a time, each checked in the probe: xdotool types a character the keyboard
// map lacks (a kana) by mapping it onto a spare key for the moment, and an app that reads
// the key before it has seen the new map gets another character or none. Then the field is
// cleared and typed again.
func (a *app) fill(field, text string) error {
	var err error
	for try := 0; try < 4; try++ {
		if try > 0 {
			a.d.logf("%s: typing again: %v", a.name, err)
		}
		var p snapshot
		p, err = a.until("the field "+field, 10*time.Second, func(p snapshot) bool { _, ok := p.find(field); return ok })
		if err != nil {
			return err
		}
		t, _ := p.find(field)
		if err := a.click(t); err != nil {
			return err
		}
		if err := a.key("ctrl+a"); err != nil {
			return err
		}
		a.d.logf("%s: type %q", a.name, text)
		if err = a.typeChecked(field, text); err == nil {
			return nil
		}
	}
	return err
}

// typeChecked types text into the active field named field, a character at a time, waiting
// after each until the probe shows the field holding what has been typed so far.
func (a *app) typeChecked(field, text string) error {
	rs := []rune(text)
	for i, r := range rs {
		// A character off the keyboard map is held longer: xdotool takes its spare key back
		// once the key is released, and the app must have read the key by then.
		delay := "60"
		if r > unicode.MaxASCII {
			delay = "400"
		}
		if err := xdotool("type", "--delay", delay, string(r)); err != nil {
			return err
		}
		want := string(rs[:i+1])
		if _, err := a.until(fmt.Sprintf("the field %s to hold %q", field, want), 3*time.Second, func(p snapshot) bool {
			return p.str(field) == want
		}); err != nil {
			return err
		}
	}
	return nil
}

// press clicks the target named action once the probe lists it.
func (a *app) press(action string, limit time.Duration) error {
	p, err := a.until("the button "+action, limit, func(p snapshot) bool { _, ok := p.find(action); return ok })
	if err != nil {
		return err
	}
	t, _ := p.find(action)
	return a.click(t)
}

func xdotool(args ...string) error {
	if out, err := exec.Command("xdotool", args...).CombinedOutput(); err != nil {
		return fmt.Errorf("xdotool %v: %v %s", args, err, out)
	}
	return nil
}
