package scenes

import (
	"encoding/json"
	"fmt"
	"os"

	"zashiki/scenes/ui"
)

// The probe tells a scripted click test (build/lockeclicks natively under Xvfb, the browser
// test in Chromium) what a player would see: the scene on top, the game on the table, whether
// the player may act, and where on the screen a click takes each choice. The test reads it and
// clicks as a person does; it never reaches into the game. It is published only when it
// changes, and only when asked for (-probe FILE natively, window.zashikiProbe in the page),
// so a player's run never builds it.

// probeSnapshot is what the probe publishes.
type probeSnapshot struct {
	Scene        string   `json:"scene"` // the top scene's type, as the browser status names it
	Game         string   `json:"game,omitempty"`
	Steps        int      `json:"steps"`
	Last         string   `json:"last"`
	LastSeat     int      `json:"lastSeat"`
	Own          []string `json:"own"` // the viewer's actions in the current game, in order
	YourTurn     bool     `json:"yourTurn"`
	ResumedSteps int      `json:"resumedSteps"` // the actions a resumed game was loaded with, -1 none
	// Presses counts the presses of the button (or taps) the app has seen since it started: a
	// test presses and waits until the count has grown, then releases, so a click spans frames
	// however slow they are. A count, not the button's state: a window that loses the keyboard
	// is told the button went up (GLFW releases everything held), and a press seen for a
	// single tick would be missed by a test reading the state between two ticks.
	Presses int `json:"presses"`
	// Down is whether the app has seen the mouse button held: after its release a test waits
	// until the app has seen the button up.
	Down bool `json:"down"`
	// Pointer is where the app has seen the mouse, in the window's pixels: a test moves it,
	// waits until the app has seen it there, then presses.
	Pointer [2]float64 `json:"pointer"`
	// Targets are where a click takes each choice of the scene on top, in the window's pixels.
	Targets []probeTarget `json:"targets"`
	// Board is what a board says of where its game is (boardProber), e.g. 超人ロック's part,
	// fight and the rules' question.
	Board map[string]any `json:"board,omitempty"`
	// Step is the guided game's bubble on screen (guided.go): a test closes it as a player does.
	Step *probeStep `json:"step,omitempty"`
	// StepsLeft are the guide's steps still to come (nil outside a guided game).
	StepsLeft []string `json:"stepsLeft,omitempty"`
}

// probeTarget is one clickable choice: its rectangle in the window's pixels (the screen's
// device pixels divided by the scale), its action and its label.
type probeTarget struct {
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	W      float64 `json:"w"`
	H      float64 `json:"h"`
	Action string  `json:"action"`
	Label  string  `json:"label"`
}

// targeter is a board that lists where a click takes each legal action now.
type targeter interface{ Targets() []ui.Target }

// boardProber is a board that says where its game is, for the tests.
type boardProber interface{ Probe() map[string]any }

// probe keeps the last published snapshot, so an unchanged one is not published again.
type probe struct {
	sink    func(data []byte) // nil: nobody asked for the probe
	last    []byte
	resumed int // the steps the last resumed game was loaded with, -1 before any
	presses int // the presses seen since the start (probeSnapshot.Presses)
	// own caches the viewer's actions for a step count: the list is rebuilt only when a step
	// is taken, not every tick.
	ownSteps int
	ownTable *Table
	own      []string
}

// publishProbe builds the snapshot after the tick's update and publishes it if it changed.
func (a *App) publishProbe() {
	p := &a.probe
	if p.sink == nil {
		return
	}
	if a.In.Clicked {
		p.presses++
	}
	data, err := json.Marshal(a.snapshot())
	if err != nil {
		fmt.Fprintln(os.Stderr, "zashiki: probe:", err)
		return
	}
	if string(data) == string(p.last) {
		return
	}
	p.last = data
	p.sink(data)
}

// snapshot describes the app now.
func (a *App) snapshot() probeSnapshot {
	top := a.Top()
	s := probeSnapshot{Scene: fmt.Sprintf("%T", top), LastSeat: -1, ResumedSteps: a.probe.resumed, Own: []string{}, Presses: a.probe.presses, Down: a.In.Down}
	if t := a.table(); t != nil {
		s.Game = t.setup.Entry.ID
		s.Steps = len(t.sess.Steps)
		if n := len(t.sess.Steps); n > 0 {
			s.Last, s.LastSeat = t.sess.Steps[n-1].Action, t.sess.Steps[n-1].Seat
		}
		s.Own = a.probe.ownActions(t)
		s.YourTurn = t.yourTurn
		if bp, ok := t.board.(boardProber); ok && t.ready {
			s.Board = bp.Probe()
		}
	}
	scale := a.scale
	if scale <= 0 {
		scale = 1
	}
	s.Pointer = [2]float64{a.In.X / scale, a.In.Y / scale}
	tgs := sceneTargets(top)
	if onlineProbe != nil {
		tgs = append(tgs, onlineProbe(top, &s)...)
	}
	for _, tg := range tgs {
		r := tg.Rect
		s.Targets = append(s.Targets, probeTarget{X: r.X / scale, Y: r.Y / scale, W: r.W / scale, H: r.H / scale,
			Action: tg.Action, Label: tg.Label})
	}
	if s.Targets == nil {
		s.Targets = []probeTarget{}
	}
	s.Step, s.StepsLeft = a.openStep(), a.stepsLeft()
	return s
}

// onlineProbe, where the build has the online screens (probe_online.go), describes the one on
// top: its game, step and whether the player may act into s, its choices returned.
var onlineProbe func(top Scene, s *probeSnapshot) []ui.Target

// table is the table on the stack (under any dialog), or nil.
func (a *App) table() *Table {
	for i := len(a.stack) - 1; i >= 0; i-- {
		if t, ok := a.stack[i].(*Table); ok {
			return t
		}
	}
	return nil
}

func (p *probe) ownActions(t *Table) []string {
	if p.ownTable == t && p.ownSteps == len(t.sess.Steps) && p.own != nil {
		return p.own
	}
	p.ownTable, p.ownSteps, p.own = t, len(t.sess.Steps), []string{}
	for _, st := range t.sess.Steps {
		if st.Seat == t.viewer {
			p.own = append(p.own, st.Action)
		}
	}
	return p.own
}

// sceneTargets are the choices of the scene on top: a table's are its board's (when the
// board lists them), the menu's, setup's and the dialogs' are their buttons.
func sceneTargets(s Scene) []ui.Target {
	switch s := s.(type) {
	case *Table:
		if tg, ok := s.board.(targeter); ok && s.ready && s.yourTurn {
			return tg.Targets()
		}
	case *Menu:
		return s.targets()
	case *SetupScene:
		return buttonTargets(map[string]*ui.Button{"start": &s.start, "back": &s.back})
	case *Confirm:
		return buttonTargets(map[string]*ui.Button{"yes": &s.ok, "no": &s.no})
	case *Results:
		targets := map[string]*ui.Button{"menu": &s.menu, "scores": &s.scores}
		if s.next.Rect.W > 0 {
			targets["next"] = &s.next
		}
		if s.replay.Rect.W > 0 && s.table.mayRematch() {
			targets["rematch"] = &s.replay
		} else if s.replay.Rect.W > 0 {
			targets["replay"] = &s.replay
		}
		return buttonTargets(targets)
	}
	return nil
}

// targets are the menu's rows: "resume:<game>" and "discard:<game>" for a saved match,
// "game:<id>" for a game to set up, "guided:<id>" for a guided first game, "online" for the
// online screen.
func (m *Menu) targets() []ui.Target {
	var out []ui.Target
	for _, r := range m.resumes {
		out = append(out, ui.Target{Rect: r.open.Rect, Action: "resume:" + r.game, Label: r.open.Label},
			ui.Target{Rect: r.discard.Rect, Action: "discard:" + r.game, Label: r.discard.Label})
	}
	for i, e := range Catalog {
		if i < len(m.games) && !m.games[i].Disabled {
			out = append(out, ui.Target{Rect: m.games[i].Rect, Action: "game:" + e.ID, Label: m.games[i].Label})
		}
	}
	if !m.guided.Disabled && m.guided.Rect.W > 0 {
		out = append(out, ui.Target{Rect: m.guided.Rect, Action: "guided:" + guidedGame, Label: m.guided.Label})
	}
	if m.online.Rect.W > 0 {
		out = append(out, ui.Target{Rect: m.online.Rect, Action: "online", Label: m.online.Label})
	}
	return out
}

// buttonTargets lists the enabled, placed buttons under their names, in a fixed order.
func buttonTargets(bs map[string]*ui.Button) []ui.Target {
	var out []ui.Target
	for _, name := range []string{"start", "yes", "next", "no", "back", "menu", "replay", "scores"} {
		if b, ok := bs[name]; ok && !b.Disabled && b.Rect.W > 0 {
			out = append(out, ui.Target{Rect: b.Rect, Action: name, Label: b.Label})
		}
	}
	return out
}
