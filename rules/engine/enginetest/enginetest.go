// Package enginetest holds checks every game must pass, for the games' own tests.
package enginetest

import (
	"fmt"
	"reflect"
	"testing"

	"zashiki/rules/engine"
)

// RandomGame plays one game from cfg with uniformly random legal actions drawn from pick,
// checking after every step the contract's invariants and the game's own (check may be nil).
// It returns the finished state and the steps taken, or the first violation.
func RandomGame(g engine.Game, cfg engine.Config, pick *engine.RNG, maxSteps int, check func(engine.State) error) (engine.State, []engine.Step, error) {
	s, err := g.New(cfg)
	if err != nil {
		return nil, nil, err
	}
	var steps []engine.Step
	for n := 0; s.Outcome() == nil; n++ {
		if n >= maxSteps {
			return s, steps, fmt.Errorf("no outcome after %d steps", maxSteps)
		}
		actors := s.Actors()
		if len(actors) == 0 {
			return s, steps, fmt.Errorf("step %d: no actors but no outcome", n)
		}
		seat := actors[pick.IntN(len(actors))]
		legal := s.Legal(seat)
		if len(legal) == 0 {
			return s, steps, fmt.Errorf("step %d: actor %d has no legal action", n, seat)
		}
		a := legal[pick.IntN(len(legal))]
		back, err := s.ParseAction(a.String())
		if err != nil || !reflect.DeepEqual(back, a) {
			return s, steps, fmt.Errorf("step %d: action %q does not round-trip: %v %v", n, a, back, err)
		}
		if _, err := s.Apply(seat, a); err != nil {
			return s, steps, fmt.Errorf("step %d: legal action %q refused: %w", n, a, err)
		}
		steps = append(steps, engine.Step{Seat: seat, Action: a.String()})
		if check != nil {
			if err := check(s); err != nil {
				return s, steps, fmt.Errorf("step %d after seat %d %q: %w", n, seat, a, err)
			}
		}
	}
	if len(s.Actors()) != 0 {
		return s, steps, fmt.Errorf("finished game still has actors %v", s.Actors())
	}
	return s, steps, nil
}

// RefusalLeavesStateUntouched applies a for seat on a clone of s and, when Apply refuses it,
// reports an error if any seat's view of the clone changed.
func RefusalLeavesStateUntouched(s engine.State, seat int, a engine.Action) error {
	c := s.Clone()
	before := make([]engine.View, c.Seats())
	for i := range before {
		before[i] = c.View(i)
	}
	if _, err := c.Apply(seat, a); err == nil {
		return nil
	}
	for i, v := range before {
		if !reflect.DeepEqual(v, c.View(i)) {
			return fmt.Errorf("refused action %q by seat %d changed seat %d's view", a, seat, i)
		}
	}
	return nil
}

// OptionSets is every combination of the options' values.
func OptionSets(defs []engine.Option) []engine.Options {
	sets := []engine.Options{{}}
	for _, d := range defs {
		var next []engine.Options
		for _, o := range sets {
			for _, v := range d.Values {
				c := engine.Options{d.Key: v}
				for k, x := range o {
					c[k] = x
				}
				next = append(next, c)
			}
		}
		sets = next
	}
	return sets
}

// Configs lists n configurations of g for playout tests: they cycle through every table size
// the game seats and every combination of its options, with varied seeds and first seats.
func Configs(g engine.Game, n int) []engine.Config {
	sets := OptionSets(g.Options())
	lo, hi := g.Seats()
	span := hi - lo + 1
	out := make([]engine.Config, n)
	for i := range out {
		seats := lo + i%span
		out[i] = engine.Config{Seats: seats, Seed: uint64(i)*7919 + 13, Options: sets[i%len(sets)], First: (i / span) % seats}
	}
	return out
}

// Do applies an action given in its String form, failing the test if it does not parse or is
// refused (the message lists what was legal).
func Do(t testing.TB, s engine.State, seat int, text string) []engine.Event {
	t.Helper()
	a, err := s.ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := s.Apply(seat, a)
	if err != nil {
		var legal []string
		for _, l := range s.Legal(seat) {
			legal = append(legal, l.String())
		}
		t.Fatalf("seat %d %q refused: %v (legal: %v)", seat, text, err, legal)
	}
	return ev
}
