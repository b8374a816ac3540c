package engine

import "fmt"

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
		a, err := s.ParseAction(st.Action)
		if err != nil {
			return nil, fmt.Errorf("step %d: %w", i+1, err)
		}
		if _, err := s.Apply(st.Seat, a); err != nil {
			return nil, fmt.Errorf("step %d (seat %d %s): %w", i+1, st.Seat, st.Action, err)
		}
	}
	return s, nil
}
