//go:build !js

package main

import (
	"encoding/json"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/scenes"
)

// -stop-at-step ends a run in the middle of a game, for the README's screenshots
// (build/readme-shots.sh): once the table has taken that many actions, at the first frame
// with nothing to redraw, so the screen shows the table between two moves rather than a card
// in flight, and -shot saves it. The step count is read from the app's probe, the file the
// click tests read, so the app needs no hook of its own.

// stopProbe makes sure a -stop-at-step run writes a probe: the file -probe names, else a
// temporary one that done removes.
func stopProbe(f *scenes.Flags) (done func(), err error) {
	if f.Probe != "" {
		return func() {}, nil
	}
	dir, err := os.MkdirTemp("", "zashiki-stop-")
	if err != nil {
		return nil, err
	}
	f.Probe = filepath.Join(dir, "probe.json")
	return func() { os.RemoveAll(dir) }, nil
}

// stopAtStep wraps game (the app, or the app in the frame meter) so that the run ends as
// -stop-at-step says.
func stopAtStep(game ebiten.Game, app *scenes.App, steps int, probe string) ebiten.Game {
	return &stopper{Game: game, app: app, steps: steps, probe: probe}
}

type stopper struct {
	ebiten.Game
	app   *scenes.App
	steps int
	probe string
}

// Update quits in the tick that takes the action after the last one asked for: the board has
// been still since the last one's animation ended (the CPU's thinking time), and the frame
// drawn now is that still table, the new action's animation not yet begun.
func (s *stopper) Update() error {
	err := s.Game.Update()
	if s.taken() > s.steps {
		s.app.Quit() // the next frame is drawn as the app stands and saved with -shot
	}
	return err
}

// taken is how many actions the table on the screen has taken, as its probe says.
func (s *stopper) taken() int {
	data, err := os.ReadFile(s.probe)
	if err != nil {
		return 0 // not written yet
	}
	var p struct {
		Steps int `json:"steps"`
	}
	if json.Unmarshal(data, &p) != nil {
		return 0
	}
	return p.Steps
}
