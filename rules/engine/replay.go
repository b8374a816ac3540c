package engine

import (
	"fmt"
	"slices"
	"strings"
)

// Step is one recorded action: the seat that took it and the action's String form.
type Step struct {
	Seat   int    `json:"seat"`
	Action string `json:"action"`
}

// Replay deals a game from cfg and applies steps in order. It fails at the first step that
// does not parse or is not legal, saying which.
func Replay(g Game, cfg Config, steps []Step) (State, error) {
	s, err := g.New(cfg)
	if err != nil {
		return nil, err
	}
	for i, st := range steps {
		if _, _, err := Redo(s, st, false); err != nil {
			return nil, fmt.Errorf("step %d (seat %d %s): %w", i+1, st.Seat, st.Action, err)
		}
	}
	return s, nil
}

// Upgrader is implemented by a state whose rules once recorded actions they no longer take
// in that form: a compound choice now made in steps, a window now asked of more seats, a
// prompt that now opens where it did not. Upgrade is asked about every step of a record
// written by the earlier rules, before it is taken, and returns the steps that do now what
// it did then (nil: take it as it is); a step whose Action starts with "?" is taken only when
// it is legal at that moment. Saves from before the change replay through it, so no player
// loses a match to an upgrade.
type Upgrader interface {
	Upgrade(st Step) []Step
}

// LegacyGame is implemented by a game that gained options after records of it were written:
// LegacyOptions are the values that play those records by the rules they were played under
// (the new options' defaults may differ). A loader fills them in for keys an old record lacks.
type LegacyGame interface {
	LegacyOptions() Options
}

// Redo applies a recorded step; a step of a record written by earlier rules (old) is read
// through the state's Upgrader first. It returns the events and the steps actually taken;
// on error nothing has changed.
func Redo(s State, st Step, old bool) ([]Event, []Step, error) {
	steps := []Step{st}
	if u, ok := s.(Upgrader); ok && old {
		if up := u.Upgrade(st); up != nil {
			steps = up
		}
	}
	if len(steps) == 1 && !strings.HasPrefix(steps[0].Action, "?") {
		one := steps[0]
		a, err := s.ParseAction(one.Action)
		if err != nil {
			return nil, nil, err
		}
		evs, err := s.Apply(one.Seat, a)
		if err != nil {
			return nil, nil, err
		}
		return evs, steps, nil
	}
	// Several steps: try them on a copy first, so a refusal changes nothing.
	c := s.Clone()
	var taken []Step
	for _, up := range steps {
		text, optional := strings.CutPrefix(up.Action, "?")
		if optional && !slices.ContainsFunc(c.Legal(up.Seat), func(l Action) bool { return l.String() == text }) {
			continue
		}
		a, err := c.ParseAction(text)
		if err == nil {
			_, err = c.Apply(up.Seat, a)
		}
		if err != nil {
			return nil, nil, fmt.Errorf("%q read as %q: %w", st.Action, text, err)
		}
		taken = append(taken, Step{Seat: up.Seat, Action: text})
	}
	var evs []Event
	for _, t := range taken {
		a, _ := s.ParseAction(t.Action)
		e, err := s.Apply(t.Seat, a)
		if err != nil {
			return nil, nil, err
		}
		evs = append(evs, e...)
	}
	return evs, taken, nil
}
