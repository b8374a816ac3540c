package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// A session is one run of the app in the X server the driver was started in (xvfb-run), with
// a config directory of its own: the driver reads the probe file the app writes (-probe) and
// clicks with xdotool as a person would.

// snapshot is the probe (scenes/probe.go) as the driver reads it.
type snapshot struct {
	Scene        string         `json:"scene"`
	Game         string         `json:"game"`
	Steps        int            `json:"steps"`
	Own          []string       `json:"own"`
	YourTurn     bool           `json:"yourTurn"`
	ResumedSteps int            `json:"resumedSteps"`
	Down         bool           `json:"down"`
	Pointer      [2]float64     `json:"pointer"`
	Targets      []target       `json:"targets"`
	Board        map[string]any `json:"board"`
	Step         *guideStep     `json:"step"`      // the guided game's bubble on screen
	StepsLeft    []string       `json:"stepsLeft"` // the guide's steps still to come
}

type target struct {
	X, Y, W, H float64
	Action     string `json:"action"`
	Label      string `json:"label"`
}

// num reads a number of the board's probe (-1 when it has none).
func (s snapshot) num(key string) int {
	if v, ok := s.Board[key].(float64); ok {
		return int(v)
	}
	return -1
}

// fight reports whether a combat is on.
func (s snapshot) fight() bool { v, _ := s.Board["fight"].(bool); return v }

type session struct {
	name   string
	cfg    string // XDG_CONFIG_HOME of the run
	probe  string
	out    string // where screenshots go
	cmd    *exec.Cmd
	exited chan error
	winX   int // the window's position on the screen
	winY   int
	shots  int
	clicks int
	// lostPages counts page turns undone before the move was found (the panel starts over
	// when a CPU's answer takes the human's buttons away for a moment).
	lostPages int
	err       error // a failure met along the way (a blank screenshot)
	log       *os.File
	steps     []string // the guided game's steps seen on the screen, in order
	shotSteps []string // those photographed
}

// newSession prepares a run named name: an empty config directory, screenshots into out.
func newSession(out, name string) (*session, error) {
	dir, err := os.MkdirTemp("", "lockeclicks-"+name+"-")
	if err != nil {
		return nil, err
	}
	s := &session{name: name, cfg: filepath.Join(dir, "config"), probe: filepath.Join(dir, "probe.json"), out: out}
	if err := os.MkdirAll(s.cfg, 0o755); err != nil {
		return nil, err
	}
	return s, nil
}

// run starts the app; a save written into s.cfg before is what its menu offers.
func (s *session) run(app string, args ...string) error {
	var err error
	s.log, err = os.Create(filepath.Join(s.out, s.name+".log"))
	if err != nil {
		return err
	}
	s.cmd = exec.Command(app, append([]string{"-probe", s.probe}, args...)...)
	s.cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+s.cfg)
	s.cmd.Stdout, s.cmd.Stderr = s.log, s.log
	s.logf("start %s %s", app, strings.Join(s.cmd.Args[1:], " "))
	if err := s.cmd.Start(); err != nil {
		return err
	}
	s.exited = make(chan error, 1)
	go func() { s.exited <- s.cmd.Wait() }()
	if _, err := s.until("the first probe", 30*time.Second, func(snapshot) bool { return true }); err != nil {
		return err
	}
	return s.findWindow()
}

// findWindow finds the app's window and checks it is the 1280×720 the targets are laid out in.
func (s *session) findWindow() error {
	end := time.Now().Add(20 * time.Second)
	for {
		id, err := exec.Command("xdotool", "search", "--pid", strconv.Itoa(s.cmd.Process.Pid)).Output()
		if err == nil && len(strings.Fields(string(id))) > 0 {
			wid := strings.Fields(string(id))[0]
			geo, err := exec.Command("xdotool", "getwindowgeometry", "--shell", wid).Output()
			if err != nil {
				return fmt.Errorf("window geometry: %v", err)
			}
			vals := map[string]int{}
			for _, line := range strings.Fields(string(geo)) {
				if k, v, ok := strings.Cut(line, "="); ok {
					vals[k], _ = strconv.Atoi(v)
				}
			}
			if vals["WIDTH"] != 1280 || vals["HEIGHT"] != 720 {
				return fmt.Errorf("the window is %dx%d, want 1280x720", vals["WIDTH"], vals["HEIGHT"])
			}
			s.winX, s.winY = vals["X"], vals["Y"]
			s.logf("window %s at %d,%d 1280x720", wid, s.winX, s.winY)
			return nil
		}
		if time.Now().After(end) {
			return fmt.Errorf("no window for the app")
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// stop ends the app.
func (s *session) stop() {
	if s.cmd != nil && s.cmd.Process != nil {
		s.cmd.Process.Kill()
		<-s.exited
	}
	if s.log != nil {
		s.log.Close()
	}
	os.RemoveAll(filepath.Dir(s.cfg))
}

func (s *session) logf(format string, args ...any) {
	line := fmt.Sprintf(format, args...)
	fmt.Fprintf(s.log, "[driver] %s\n", line)
	fmt.Printf("  %s: %s\n", s.name, line)
}

// read is the probe as last written.
func (s *session) read() (snapshot, error) {
	var p snapshot
	data, err := os.ReadFile(s.probe)
	if err != nil {
		return p, err
	}
	return p, json.Unmarshal(data, &p)
}

// until polls the probe until ok holds.
func (s *session) until(what string, limit time.Duration, ok func(snapshot) bool) (snapshot, error) {
	end := time.Now().Add(limit)
	var p snapshot
	for {
		select {
		case err := <-s.exited:
			s.exited <- err
			return p, fmt.Errorf("the app exited (%v) waiting for %s", err, what)
		default:
		}
		var err error
		if p, err = s.read(); err == nil && p.Step != nil {
			s.sawStep(p.Step.ID)
		}
		if err == nil && ok(p) {
			return p, nil
		}
		if time.Now().After(end) {
			return p, fmt.Errorf("timed out after %v waiting for %s (scene %s, steps %d, yourTurn %v, board %v)",
				limit, what, p.Scene, p.Steps, p.YourTurn, p.Board)
		}
		time.Sleep(40 * time.Millisecond)
	}
}

// click presses and releases the left button on t's centre, over a few frames as a hand
// does, then moves the pointer off to the log so no tip covers the board.
func (s *session) click(t target) error {
	x, y := s.winX+int(t.X+t.W/2), s.winY+int(t.Y+t.H/2)
	s.clicks++
	s.logf("click %q (%s) at %d,%d", t.Action, t.Label, x, y)
	// The pointer is moved until the app has seen it there, the button held until the app has
	// seen it down and released until it has seen it up (the probe's pointer and down): an
	// app polls the mouse once a frame, and a frame can be slow.
	if err := s.point(x, y); err != nil {
		return err
	}
	if err := xdotool("mousedown", "1"); err != nil {
		return err
	}
	_, err := s.until("the press to be seen", 20*time.Second, func(p snapshot) bool { return p.Down })
	if err := xdotool("mouseup", "1"); err != nil {
		return err
	}
	if err != nil {
		return err
	}
	if _, err := s.until("the release to be seen", 20*time.Second, func(p snapshot) bool { return !p.Down }); err != nil {
		return err
	}
	return s.park()
}

// point moves the pointer to the screen's (x, y) and waits until the app has seen it there.
func (s *session) point(x, y int) error {
	if err := xdotool("mousemove", strconv.Itoa(x), strconv.Itoa(y)); err != nil {
		return err
	}
	wx, wy := float64(x-s.winX), float64(y-s.winY)
	_, err := s.until(fmt.Sprintf("the pointer at %d,%d", x, y), 20*time.Second, func(p snapshot) bool {
		return math.Abs(p.Pointer[0]-wx) < 1.5 && math.Abs(p.Pointer[1]-wy) < 1.5
	})
	return err
}

// park moves the pointer onto the log, where it shows no tip over the board.
func (s *session) park() error { return s.point(s.winX+1275, s.winY+715) }

func xdotool(args ...string) error {
	if out, err := exec.Command("xdotool", args...).CombinedOutput(); err != nil {
		return fmt.Errorf("xdotool %v: %v %s", args, err, out)
	}
	return nil
}

// shot saves the screen as out/<scenario>-NN-name.png, the pointer parked on the log first
// (a tip would cover the board). A picture of few colours is a screen not drawn: the scenario fails.
func (s *session) shot(name string) {
	s.shots++
	path := filepath.Join(s.out, fmt.Sprintf("%s-%02d-%s.png", s.name, s.shots, name))
	err := s.park()
	if err == nil {
		time.Sleep(150 * time.Millisecond) // the frame after the update that saw it
	}
	var data []byte
	if err == nil {
		data, err = exec.Command("xwd", "-root", "-silent").Output()
	}
	var n int
	if err == nil {
		n, err = xwdToPNG(data, path)
	}
	switch {
	case err != nil:
		s.fail(fmt.Errorf("screenshot %s: %v", path, err))
	case n < 64:
		s.fail(fmt.Errorf("screenshot %s looks blank: %d colours", path, n))
	default:
		s.logf("screenshot %s", path)
	}
}

// fail keeps the first error met outside the scenario's own steps (a screenshot).
func (s *session) fail(err error) {
	s.logf("%v", err)
	if s.err == nil {
		s.err = err
	}
}
