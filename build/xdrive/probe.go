// Package xdrive drives a desktop run of the app as a person would, for the click tests under
// Xvfb (build/lockeclicks, build/onlineclicks): it starts the app with a config folder of its
// own, reads the probe the app writes (-probe, scenes/probe.go), moves the pointer and clicks
// and types with xdotool, each press and release held until the app has seen it, and
// photographs the window with xwd.
package xdrive

import "slices"

// Probe is the app's probe (scenes/probe.go, probe_online.go) as the drivers read it.
type Probe struct {
	Scene        string         `json:"scene"`
	Game         string         `json:"game"`
	Steps        int            `json:"steps"`
	Own          []string       `json:"own"` // the viewer's actions in the game, in order
	YourTurn     bool           `json:"yourTurn"`
	ResumedSteps int            `json:"resumedSteps"`
	Presses      int            `json:"presses"` // the presses the app has seen since it started
	Down         bool           `json:"down"`    // the app has seen the button held
	Pointer      [2]float64     `json:"pointer"` // where the app has seen the mouse, in the window
	Targets      []Target       `json:"targets"`
	Board        map[string]any `json:"board"`
	Step         *GuideStep     `json:"step"`      // the guided game's bubble on screen
	StepsLeft    []string       `json:"stepsLeft"` // the guide's steps still to come
}

// Target is where a click takes one choice, in the window's pixels.
type Target struct {
	X, Y, W, H float64
	Action     string `json:"action"`
	Label      string `json:"label"`
}

// GuideStep is the guided game's open step: its ID, its bubble and what it points at.
type GuideStep struct {
	ID     string     `json:"id"`
	Box    [4]float64 `json:"box"`
	Anchor [4]float64 `json:"anchor"`
	Drawn  int        `json:"drawn"` // frames drawn since it came up
}

// Find is the first of ts whose action is action.
func Find(ts []Target, action string) (Target, bool) {
	i := slices.IndexFunc(ts, func(t Target) bool { return t.Action == action })
	if i < 0 {
		return Target{}, false
	}
	return ts[i], true
}

// Find is the target of p whose action is action.
func (p Probe) Find(action string) (Target, bool) { return Find(p.Targets, action) }

// Aimed reports whether a press where the app saw the pointer takes action: the pointer is on
// a target of that action, and no bubble of the guide is open (it takes any click, to close).
// A target the probe does not list (a bubble's words) is taken as aimed at.
func (p Probe) Aimed(action string) bool {
	listed := false
	for _, t := range p.Targets {
		if t.Action != action {
			continue
		}
		listed = true
		if x, y := p.Pointer[0], p.Pointer[1]; p.Step == nil && x >= t.X && x < t.X+t.W && y >= t.Y && y < t.Y+t.H {
			return true
		}
	}
	return !listed
}

// Num is a number of the board's probe, -1 when it has none.
func (p Probe) Num(key string) int {
	if v, ok := p.Board[key].(float64); ok {
		return int(v)
	}
	return -1
}

// Str is a string of the board's probe, "" when it has none.
func (p Probe) Str(key string) string { v, _ := p.Board[key].(string); return v }

// Flag is a flag of the board's probe, false when it has none.
func (p Probe) Flag(key string) bool { v, _ := p.Board[key].(bool); return v }

// Actions are the targets' actions, for a log.
func (p Probe) Actions() []string {
	var out []string
	for _, t := range p.Targets {
		out = append(out, t.Action)
	}
	return out
}
