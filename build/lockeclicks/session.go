package main

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"zashiki/build/xdrive"
)

// A session is one run of the app in the X server the driver was started in (xvfb-run), with
// a config directory of its own: the driver reads the probe file the app writes (-probe) and
// clicks with xdotool as a person would (xdrive).
type session struct {
	*xdrive.Window
	cfg   string // XDG_CONFIG_HOME of the run
	out   string // where screenshots go
	shots int
	began time.Time // for the log's times
	// lostPages counts page turns undone before the move was found (the panel starts over
	// when a CPU's answer takes the human's buttons away for a moment).
	lostPages int
	err       error // a failure met along the way (a blank screenshot)
	log       *os.File
	steps     []string // the guided game's steps seen on the screen, in order
	shotSteps []string // those photographed
}

// fight reports whether a combat is on.
func fight(p xdrive.Probe) bool { return p.Flag("fight") }

// newSession prepares a run named name: an empty config directory, screenshots into out.
func newSession(out, name string) (*session, error) {
	dir, err := os.MkdirTemp("", "lockeclicks-"+name+"-")
	if err != nil {
		return nil, err
	}
	s := &session{cfg: filepath.Join(dir, "config"), out: out, began: time.Now()}
	s.Window = &xdrive.Window{Name: name, Probe: filepath.Join(dir, "probe.json"), Logf: s.logf, Seen: func(p xdrive.Probe) {
		if p.Step != nil {
			s.sawStep(p.Step.ID)
		}
	}}
	if err := os.MkdirAll(s.cfg, 0o755); err != nil {
		return nil, err
	}
	return s, nil
}

// run starts the app; a save written into s.cfg before is what its menu offers.
func (s *session) run(app string, args ...string) error {
	var err error
	s.log, err = os.Create(filepath.Join(s.out, s.Name+".log"))
	if err != nil {
		return err
	}
	if err := s.Start(app, s.cfg, s.log, args...); err != nil {
		return err
	}
	if _, err := s.Until("the first probe", 30*time.Second, func(xdrive.Probe) bool { return true }); err != nil {
		return err
	}
	return s.FindWindow(20 * time.Second)
}

// stop ends the app.
func (s *session) stop() {
	s.Stop()
	if s.log != nil {
		s.log.Close()
	}
	os.RemoveAll(filepath.Dir(s.cfg))
}

func (s *session) logf(format string, args ...any) {
	line := fmt.Sprintf("%7.3fs %s", time.Since(s.began).Seconds(), fmt.Sprintf(format, args...))
	if s.log != nil {
		fmt.Fprintf(s.log, "[driver] %s\n", line)
	}
	fmt.Printf("  %s: %s\n", s.Name, line)
}

// shot saves the screen as out/<scenario>-NN-name.png, the pointer parked on the log first
// (a tip would cover the board). A picture of few colours is a screen not drawn: the scenario fails.
func (s *session) shot(name string) {
	s.shots++
	if err := s.Shot(filepath.Join(s.out, fmt.Sprintf("%s-%02d-%s.png", s.Name, s.shots, name))); err != nil {
		s.fail(err)
	}
}

// fail keeps the first error met outside the scenario's own steps (a screenshot).
func (s *session) fail(err error) {
	s.logf("%v", err)
	if s.err == nil {
		s.err = err
	}
}
