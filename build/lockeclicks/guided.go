package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"
)

// The guided first game (scenes/guided.go), played whole through real clicks: the menu's
// button, every step of the guide photographed and closed by a click on its bubble, the human's
// moves the heuristic's (the same as the scenes test's, so the same game), the CPUs at the
// fastest speed, to the results and the last step over them. It fails when a step the game
// always brings was never on the screen.

// guideStep is the probe's open step: its ID, its bubble and what it points at.
type guideStep struct {
	ID     string     `json:"id"`
	Box    [4]float64 `json:"box"`
	Anchor [4]float64 `json:"anchor"`
	Drawn  int        `json:"drawn"` // frames drawn since it came up
}

// guidedScenarios are the guided game in each language.
func guidedScenarios() []*scenario { return []*scenario{guided("ja"), guided("en")} }

// guidedSpeed is the settings' fastest animation speed (scenes/settings.go, SpeedInstant): the
// CPUs' thousand-odd moves would take most of an hour at normal speed.
const guidedSpeed = 3

func guided(lang string) *scenario {
	sc := &scenario{name: "guided-" + lang, lang: lang, limit: 420 * time.Second}
	sc.start = func(s *session, app string, args []string) error {
		if err := writeSettings(s.cfg, guidedSpeed); err != nil {
			return err
		}
		if err := s.run(app, args...); err != nil {
			return err
		}
		p, err := s.until("the menu's guided game", 20*time.Second, func(p snapshot) bool {
			_, ok := find(p.Targets, "guided:locke")
			return p.Scene == "*scenes.Menu" && ok
		})
		if err != nil {
			return err
		}
		s.shot("menu")
		t, _ := find(p.Targets, "guided:locke")
		if err := s.click(t); err != nil {
			return err
		}
		p, err = s.until("the guided table", 10*time.Second, func(p snapshot) bool { return p.Scene == "*scenes.Table" })
		if err != nil {
			return err
		}
		if len(p.StepsLeft) == 0 {
			return fmt.Errorf("the table from the guided button has no steps to come")
		}
		s.logf("the guided table, steps to come: %v", p.StepsLeft)
		return nil
	}
	sc.done = func(s *session, p snapshot) bool {
		if p.Scene != "*scenes.Results" || p.Step != nil || !slices.Contains(s.steps, "grades") {
			return false
		}
		sc.once("over", func() {
			s.logf("the results, steps seen: %v", s.steps)
			if len(p.StepsLeft) > 0 {
				s.fail(fmt.Errorf("steps never shown: %v", p.StepsLeft))
			}
			s.shot("results")
		})
		return true
	}
	return sc
}

// writeSettings starts the app's settings at the given animation speed.
func writeSettings(cfg string, speed int) error {
	data, err := json.Marshal(map[string]any{"speed": speed})
	if err != nil {
		return err
	}
	dir := filepath.Join(cfg, "zashiki")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "settings.json"), data, 0o644)
}

// sawStep notes a step of the guide seen in the probe.
func (s *session) sawStep(id string) {
	if !slices.Contains(s.steps, id) {
		s.steps = append(s.steps, id)
		s.logf("step %q on the screen", id)
	}
}

// closeStep photographs the step on screen the first time it is met, then clicks its words,
// which close it, and waits until it has gone.
func (s *session) closeStep(p snapshot) error {
	st := p.Step
	if !slices.Contains(s.shotSteps, st.ID) {
		s.shotSteps = append(s.shotSteps, st.ID)
		// The probe is written as a tick ends; the bubble is on the screen frames later (a
		// slow frame, under Xvfb, comes after several ticks).
		if _, err := s.until("the step "+st.ID+" drawn", 10*time.Second, func(q snapshot) bool {
			return q.Step == nil || q.Step.ID != st.ID || q.Step.Drawn >= 2
		}); err != nil {
			return err
		}
		s.shot("step-" + st.ID)
	}
	words := target{X: st.Box[0] + 12, Y: st.Box[1] + 10, W: 8, H: 8, Action: "close step " + st.ID}
	if err := s.click(words); err != nil {
		return err
	}
	_, err := s.until("the step "+st.ID+" to close", 5*time.Second, func(q snapshot) bool {
		return q.Step == nil || q.Step.ID != st.ID
	})
	return err
}
