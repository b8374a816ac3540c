package main

import (
	"fmt"
	"slices"
	"time"

	"zashiki/build/xdrive"
)

// The guided first game (scenes/guided.go), played whole through real clicks: the menu's
// button, every step of the guide photographed and closed by a click on its bubble, the human's
// moves the heuristic's (the same as the scenes test's, so the same game), the CPUs at the
// fastest speed, to the results and the last step over them. It fails when a step the game
// always brings was never on the screen.

// guidedScenarios are the guided game in each language.
func guidedScenarios() []*scenario { return []*scenario{guided("ja"), guided("en")} }

func guided(lang string) *scenario {
	sc := &scenario{name: "guided-" + lang, lang: lang, limit: 420 * time.Second}
	sc.start = func(s *session, app string, args []string) error {
		if err := xdrive.WriteSettings(s.cfg, xdrive.SpeedInstant); err != nil {
			return err
		}
		if err := s.run(app, args...); err != nil {
			return err
		}
		p, err := s.Until("the menu's guided game", 20*time.Second, func(p xdrive.Probe) bool {
			_, ok := p.Find("guided:locke")
			return p.Scene == "*scenes.Menu" && ok
		})
		if err != nil {
			return err
		}
		s.shot("menu")
		t, _ := p.Find("guided:locke")
		if err := s.Click(t); err != nil {
			return err
		}
		p, err = s.Until("the guided table", 10*time.Second, func(p xdrive.Probe) bool { return p.Scene == "*scenes.Table" })
		if err != nil {
			return err
		}
		if len(p.StepsLeft) == 0 {
			return fmt.Errorf("the table from the guided button has no steps to come")
		}
		s.logf("the guided table, steps to come: %v", p.StepsLeft)
		return nil
	}
	sc.done = func(s *session, p xdrive.Probe) bool {
		if p.Scene != "*scenes.Results" || p.Step != nil || !slices.Contains(s.steps, "grades") {
			return false
		}
		sc.once("over", func() {
			s.logf("the results, steps seen: %v", s.steps)
			if len(p.StepsLeft) > 0 {
				s.fail(fmt.Errorf("steps never shown: %v", p.StepsLeft))
			}
			if missed := unshot(s.steps, s.shotSteps); len(missed) > 0 {
				s.fail(fmt.Errorf("steps closed before they were photographed: %v", missed))
			}
			s.shot("results")
		})
		return true
	}
	return sc
}

// unshot are the steps seen but not photographed (a click meant for the table that closed a
// step come up under it).
func unshot(seen, shot []string) []string {
	var out []string
	for _, id := range seen {
		if !slices.Contains(shot, id) {
			out = append(out, id)
		}
	}
	return out
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
func (s *session) closeStep(p xdrive.Probe) error {
	st := p.Step
	if !slices.Contains(s.shotSteps, st.ID) {
		s.shotSteps = append(s.shotSteps, st.ID)
		// The probe is written as a tick ends; the bubble is on the screen frames later (a
		// slow frame, under Xvfb, comes after several ticks).
		if _, err := s.Until("the step "+st.ID+" drawn", 10*time.Second, func(q xdrive.Probe) bool {
			return q.Step == nil || q.Step.ID != st.ID || q.Step.Drawn >= 2
		}); err != nil {
			return err
		}
		s.shot("step-" + st.ID)
	}
	words := xdrive.Target{X: st.Box[0] + 12, Y: st.Box[1] + 10, W: 8, H: 8, Action: "close step " + st.ID}
	if err := s.Click(words); err != nil {
		return err
	}
	_, err := s.Until("the step "+st.ID+" to close", 5*time.Second, func(q xdrive.Probe) bool {
		return q.Step == nil || q.Step.ID != st.ID
	})
	return err
}
