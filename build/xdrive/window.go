package xdrive

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// Width and Height are the window's size, the one the probe's targets are laid out in.
const Width, Height = 1280, 720

// A Window is one run of the app in the X display the driver was started in (xvfb-run): its
// process, the probe file it writes and where its window is on the screen.
type Window struct {
	Name  string // for the log and errors
	Probe string // the file the app writes its probe to
	// Shared: other windows share the display. The window is given the keyboard before every
	// click and key (an app takes it when it first shows its window, which may come after
	// the other was given it), and a click must fall on this window.
	Shared bool
	Logf   func(format string, args ...any) // the driver's log
	Seen   func(Probe)                      // told of every probe read while waiting, when set
	ID     string                           // the X window, once found
	X, Y   int                              // its position on the screen
	Clicks int                              // the clicks made
	cmd    *exec.Cmd
	exited chan error
}

// Start runs the app bin with its probe written to w.Probe, args after, XDG_CONFIG_HOME=cfg
// (a save or settings written there before are what it starts with) and its output into out.
func (w *Window) Start(bin, cfg string, out io.Writer, args ...string) error {
	w.cmd = exec.Command(bin, append([]string{"-probe", w.Probe}, args...)...)
	w.cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+cfg)
	w.cmd.Stdout, w.cmd.Stderr = out, out
	w.logf("start %s", strings.Join(w.cmd.Args, " "))
	if err := w.cmd.Start(); err != nil {
		return err
	}
	w.exited = make(chan error, 1)
	go func() { w.exited <- w.cmd.Wait() }()
	return nil
}

// Stop ends the app.
func (w *Window) Stop() {
	if w.cmd != nil && w.cmd.Process != nil && w.exited != nil {
		w.cmd.Process.Kill()
		<-w.exited
	}
}

func (w *Window) logf(format string, args ...any) {
	if w.Logf != nil {
		w.Logf(format, args...)
	}
}

// FindWindow waits, at most limit, for the app's window, checks it is Width×Height and
// notes where it is.
func (w *Window) FindWindow(limit time.Duration) error {
	end := time.Now().Add(limit)
	for {
		ids, err := exec.Command("xdotool", "search", "--onlyvisible", "--pid", strconv.Itoa(w.cmd.Process.Pid)).Output()
		if err == nil && len(strings.Fields(string(ids))) > 0 {
			w.ID = strings.Fields(string(ids))[0]
			if err := w.geometry(); err != nil {
				return err
			}
			w.logf("window %s at %d,%d %dx%d", w.ID, w.X, w.Y, Width, Height)
			return nil
		}
		if time.Now().After(end) {
			return fmt.Errorf("%s: no window for the app", w.Name)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// geometry reads where the window is and checks its size.
func (w *Window) geometry() error {
	geo, err := exec.Command("xdotool", "getwindowgeometry", "--shell", w.ID).Output()
	if err != nil {
		return fmt.Errorf("%s: window geometry: %v", w.Name, err)
	}
	vals := map[string]int{}
	for _, line := range strings.Fields(string(geo)) {
		if k, v, ok := strings.Cut(line, "="); ok {
			vals[k], _ = strconv.Atoi(v)
		}
	}
	if vals["WIDTH"] != Width || vals["HEIGHT"] != Height {
		return fmt.Errorf("%s: the window is %dx%d, want %dx%d", w.Name, vals["WIDTH"], vals["HEIGHT"], Width, Height)
	}
	w.X, w.Y = vals["X"], vals["Y"]
	return nil
}

// MoveTo moves the window to the screen's (x, y) and checks it is there.
func (w *Window) MoveTo(x, y int) error {
	if err := Xdotool("windowmove", "--sync", w.ID, strconv.Itoa(x), strconv.Itoa(y)); err != nil {
		return err
	}
	if err := w.geometry(); err != nil {
		return err
	}
	if w.X != x || w.Y != y {
		return fmt.Errorf("%s: the window is at %d,%d, not moved to %d,%d (is the screen large enough?)", w.Name, w.X, w.Y, x, y)
	}
	w.logf("window %s moved to %d,%d", w.ID, w.X, w.Y)
	return nil
}

// Read is the probe as last written.
func (w *Window) Read() (Probe, error) {
	var p Probe
	data, err := os.ReadFile(w.Probe)
	if err != nil {
		return p, err
	}
	return p, json.Unmarshal(data, &p)
}

// Until polls the probe until ok holds, for at most limit; what names the wait in an error.
func (w *Window) Until(what string, limit time.Duration, ok func(Probe) bool) (Probe, error) {
	end := time.Now().Add(limit)
	var p Probe
	for {
		select {
		case err := <-w.exited:
			w.exited <- err
			return p, fmt.Errorf("%s: the app exited (%v) waiting for %s", w.Name, err, what)
		default:
		}
		var err error
		if p, err = w.Read(); err == nil && w.Seen != nil {
			w.Seen(p)
		}
		if err == nil && ok(p) {
			return p, nil
		}
		if time.Now().After(end) {
			return p, fmt.Errorf("%s: timed out after %v waiting for %s (scene %s, steps %d, your turn %v, targets %v, board %v)",
				w.Name, limit, what, p.Scene, p.Steps, p.YourTurn, p.Actions(), p.Board)
		}
		time.Sleep(poll)
	}
}

// poll is how often Until reads the probe: a frame under Xvfb takes 15–50 ms, and every
// click waits for three of them.
const poll = 5 * time.Millisecond

// Focus gives the window the keyboard, as a person's click on it does.
func (w *Window) Focus() error { return Xdotool("windowfocus", "--sync", w.ID) }

// under reports whether the pointer is over the window.
func (w *Window) under() (bool, error) {
	out, err := exec.Command("xdotool", "getmouselocation", "--shell").Output()
	if err != nil {
		return false, fmt.Errorf("xdotool getmouselocation: %v", err)
	}
	return strings.Contains(string(out), "WINDOW="+w.ID+"\n"), nil
}

// Click presses and releases the left button on t's centre over a few frames, as a hand
// does: the pointer is moved until the app has seen it there, the button held until it has
// seen one more press and released until it has seen it up (the probe's pointer, presses
// and down), since an app polls the mouse once a frame and a frame can be slow. The press is
// not made, ErrMoved returned, when the probe that saw the pointer has the target elsewhere.
// Then the pointer is sent to its parking spot (Park, without waiting for the app to see it
// there).
func (w *Window) Click(t Target) error {
	if w.Shared {
		if err := w.Focus(); err != nil {
			return err
		}
	}
	x, y := w.X+int(t.X+t.W/2), w.Y+int(t.Y+t.H/2)
	w.Clicks++
	w.logf("click %q (%s) at %d,%d", t.Action, t.Label, x, y)
	p, err := w.point(x, y)
	if err != nil {
		return err
	}
	if !p.Aimed(t.Action) {
		w.logf("%q is no longer under the pointer: not pressed", t.Action)
		return ErrMoved
	}
	if w.Shared {
		if ok, err := w.under(); err != nil || !ok {
			return fmt.Errorf("%s: the click at %d,%d would fall on another window (%v)", w.Name, x, y, err)
		}
	}
	if err := Xdotool("mousedown", "1"); err != nil {
		return err
	}
	q, err := w.Until("the press to be seen", 20*time.Second, func(q Probe) bool { return q.Presses > p.Presses })
	if err == nil && !q.Down {
		w.logf("the press was seen with the button already up (the window lost the keyboard)")
	}
	if err := Xdotool("mouseup", "1"); err != nil {
		return err
	}
	if err != nil {
		return err
	}
	if _, err := w.Until("the release to be seen", 20*time.Second, func(p Probe) bool { return !p.Down }); err != nil {
		return err
	}
	return Xdotool("mousemove", strconv.Itoa(w.X+parkX), strconv.Itoa(w.Y+parkY))
}

// ErrMoved is a click not made: when the app saw the pointer on the target, the probe had the
// target elsewhere (the screen moved under it), and a press would have fallen on something else.
var ErrMoved = errors.New("the target moved from under the pointer")

// Point moves the pointer to the screen's (x, y) and waits until the app has seen it there.
func (w *Window) Point(x, y int) error {
	_, err := w.point(x, y)
	return err
}

// point is Point, and the probe that saw the pointer there.
func (w *Window) point(x, y int) (Probe, error) {
	if err := Xdotool("mousemove", strconv.Itoa(x), strconv.Itoa(y)); err != nil {
		return Probe{}, err
	}
	wx, wy := float64(x-w.X), float64(y-w.Y)
	return w.Until(fmt.Sprintf("the pointer at %d,%d", x, y), 20*time.Second, func(p Probe) bool {
		return math.Abs(p.Pointer[0]-wx) < 1.5 && math.Abs(p.Pointer[1]-wy) < 1.5
	})
}

// Frame waits until the app has read its input again, a frame later at least: the pointer is
// nudged a pixel along its parking spot and waited for. A probe unchanged across a frame or
// two is the screen the app has settled on (targets laid out where the last frame drew them).
func (w *Window) Frame() error {
	x, y := w.X+parkX, w.Y+parkY
	if p, err := w.Read(); err == nil && p.Pointer[0] == parkX && p.Pointer[1] == parkY {
		x--
	}
	return w.Point(x, y)
}

// Park moves the pointer to the window's bottom-right corner, where it shows no tip and
// covers nothing (超人ロック's log is there).
func (w *Window) Park() error { return w.Point(w.X+parkX, w.Y+parkY) }

// parkX and parkY are the parking spot in the window.
const parkX, parkY = Width - 5, Height - 5

// Key holds a key (an xdotool key name, "ctrl+a") for a few frames: an app that polls the
// keyboard once a frame misses a press and release that fall between two polls.
func (w *Window) Key(name string) error {
	if w.Shared {
		if err := w.Focus(); err != nil {
			return err
		}
	}
	w.logf("key %s", name)
	if err := Xdotool("keydown", name); err != nil {
		return err
	}
	time.Sleep(150 * time.Millisecond)
	return Xdotool("keyup", name)
}

// Type types text into the active field named field (the probe's board holds what it says), a
// character at a time, waiting after each until the probe shows the field holding what has
// been typed so far: xdotool types a character the keyboard map lacks (a kana) by mapping it
// onto a spare key for the moment, and an app that reads the key before it has seen the new
// map gets another character or none.
func (w *Window) Type(field, text string) error {
	w.logf("type %q", text)
	rs := []rune(text)
	for i, r := range rs {
		// A character off the keyboard map is held longer: xdotool takes its spare key back
		// once the key is released, and the app must have read the key by then.
		delay := "60"
		if r > unicode.MaxASCII {
			delay = "400"
		}
		if err := Xdotool("type", "--delay", delay, string(r)); err != nil {
			return err
		}
		want := string(rs[:i+1])
		if _, err := w.Until(fmt.Sprintf("the field %s to hold %q", field, want), 3*time.Second, func(p Probe) bool {
			return p.Str(field) == want
		}); err != nil {
			return err
		}
	}
	return nil
}

// Shot saves the window as a PNG at path, the pointer parked first. A picture of few colours
// is a screen not drawn: an error.
func (w *Window) Shot(path string) error {
	err := w.Park()
	if err == nil {
		time.Sleep(150 * time.Millisecond) // the frame after the update that saw it
	}
	var data []byte
	if err == nil {
		data, err = exec.Command("xwd", "-id", w.ID, "-silent").Output()
	}
	var n int
	if err == nil {
		n, err = xwdToPNG(data, path)
	}
	switch {
	case err != nil:
		return fmt.Errorf("screenshot %s: %v", path, err)
	case n < 64:
		return fmt.Errorf("screenshot %s looks blank: %d colours", path, n)
	}
	w.logf("screenshot %s", path)
	return nil
}

// Xdotool runs xdotool with args.
func Xdotool(args ...string) error {
	if out, err := exec.Command("xdotool", args...).CombinedOutput(); err != nil {
		return fmt.Errorf("xdotool %v: %v %s", args, err, out)
	}
	return nil
}
