package main

import (
	"os"
	"path/filepath"
	"time"

	"zashiki/build/xdrive"
)

// An app is one desktop client: a zashiki process with a config folder of its own (its
// settings, the seat token it keeps), its probe file (-probe) and its window. The two clients
// share one X display twice as wide as a window, side by side: a window that was covered
// shows stale pixels once uncovered, until its app next draws (Ebitengine presents nothing
// while a frame changes nothing, and no window manager repaints it under Xvfb), so neither
// covers the other. The one about to be clicked or typed into is given the keyboard first
// (xdrive.Window's Shared).
type app struct {
	*xdrive.Window
	d   *driver
	cfg string // XDG_CONFIG_HOME
	log *os.File
}

// start runs the app on the menu, in the driver's language, its animations at the fastest
// speed.
func (d *driver) start(name, bin string) (*app, error) {
	dir := filepath.Join(d.tmp, name)
	a := &app{d: d, cfg: filepath.Join(dir, "config")}
	a.Window = &xdrive.Window{Name: name, Probe: filepath.Join(dir, "probe.json"), Shared: true,
		Logf: func(format string, args ...any) { d.logf(name+": "+format, args...) }}
	d.apps = append(d.apps, a)
	if err := xdrive.WriteSettings(a.cfg, xdrive.SpeedInstant); err != nil {
		return a, err
	}
	var err error
	if a.log, err = os.Create(filepath.Join(d.out, d.lang+"-"+name+".log")); err != nil {
		return a, err
	}
	if err := a.Start(bin, a.cfg, a.log, "-lang", d.lang); err != nil {
		return a, err
	}
	if _, err := a.Until("the menu", 40*time.Second, func(p xdrive.Probe) bool { return p.Scene == "*scenes.Menu" }); err != nil {
		return a, err
	}
	if err := a.FindWindow(20 * time.Second); err != nil {
		return a, err
	}
	return a, a.MoveTo(xdrive.Width*(len(d.apps)-1), 0)
}

// stop ends the app.
func (a *app) stop() {
	a.Stop()
	if a.log != nil {
		a.log.Close()
	}
}

// fill clicks the field named field, selects what it holds and types text over it, a
// character at a time, each checked in the probe (xdrive.Window.Type); when a character goes
// astray, the field is cleared and typed again.
func (a *app) fill(field, text string) error {
	var err error
	for try := 0; try < 4; try++ {
		if try > 0 {
			a.d.logf("%s: typing again: %v", a.Name, err)
		}
		var p xdrive.Probe
		p, err = a.Until("the field "+field, 10*time.Second, func(p xdrive.Probe) bool { _, ok := p.Find(field); return ok })
		if err != nil {
			return err
		}
		t, _ := p.Find(field)
		if err := a.Click(t); err != nil {
			return err
		}
		if err := a.Key("ctrl+a"); err != nil {
			return err
		}
		if err = a.Type(field, text); err == nil {
			return nil
		}
	}
	return err
}

// press clicks the target named action once the probe lists it.
func (a *app) press(action string, limit time.Duration) error {
	p, err := a.Until("the button "+action, limit, func(p xdrive.Probe) bool { _, ok := p.Find(action); return ok })
	if err != nil {
		return err
	}
	t, _ := p.Find(action)
	return a.Click(t)
}
