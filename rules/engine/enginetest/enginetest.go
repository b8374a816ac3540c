// Package enginetest holds the checks every game must pass. A game's tests call Run once;
// a new game gets all of them by that one call.
package enginetest

import (
	"encoding/json"
	"fmt"
	"reflect"
	"runtime"
	"slices"
	"testing"

	"zashiki/rules/engine"
)

// Spec says how to check a game.
type Spec struct {
	// Games is how many random games to play (default 2000), cycling through every table size
	// and every combination of the options (Configs).
	Games int
	// MaxSteps stops a game that never ends (default 5000).
	MaxSteps int
	// Check is the game's own invariants, run after every step (cards conserved, points
	// summing to zero...). It may be nil.
	Check func(engine.State) error
	// SecrecyEvery runs the stepwise secrecy check on every k-th game (default 1: all).
	SecrecyEvery int
	// EverySeat checks every seat at every step instead of one drawn at random: slower, for a
	// test that hunts one known leak.
	EverySeat bool
}

// shortShare is the share of the games a -short run plays: a tenth natively (make check), a
// fortieth as WebAssembly under node (make wasm-unit), whose run is there to show the same
// rules at work in the browser's build, five to ten times slower; the full figures are the
// native run's.
func shortShare() int {
	if runtime.GOARCH == "wasm" {
		return 40
	}
	return 10
}

// Exhaustive reports whether a run played enough games to meet every ending and rule that
// random play reaches: the native runs (2,000 games, -short's 200) do; the WebAssembly run's
// fortieth need not, and the native run already shows them met.
func (st Stats) Exhaustive() bool { return st.Games >= 200 }

func (sp Spec) withDefaults() Spec {
	if sp.Games == 0 {
		sp.Games = 2000
	}
	if sp.MaxSteps == 0 {
		sp.MaxSteps = 5000
	}
	if sp.SecrecyEvery == 0 {
		sp.SecrecyEvery = 1
	}
	return sp
}

// Stats is what a run saw.
type Stats struct {
	Games, Steps int
	// MaxLegal is the largest legal list any seat faced, and MaxLegalAt one action of it.
	MaxLegal   int
	MaxLegalAt string
	// Compared counts the stepwise secrecy comparisons made.
	Compared int
}

func (st *Stats) add(o Stats) {
	st.Games += o.Games
	st.Steps += o.Steps
	st.Compared += o.Compared
	if o.MaxLegal > st.MaxLegal {
		st.MaxLegal, st.MaxLegalAt = o.MaxLegal, o.MaxLegalAt
	}
}

// Run plays spec.Games random games of g and fails the test at the first broken property:
// the contract's invariants and the game's own, action round trips, refusals that change
// nothing, quiet apply agreeing with full apply, Determinize keeping what the views know,
// the stepwise secrecy of every seat, and replays reproducing every view.
func Run(t *testing.T, g engine.Game, spec Spec) Stats {
	t.Helper()
	spec = spec.withDefaults()
	if testing.Short() {
		spec.Games = max(1, spec.Games/shortShare())
	}
	var total Stats
	for i, cfg := range Configs(g, spec.Games) {
		pick := engine.NewRNG(cfg.Seed ^ 0x5eed)
		st, err := Play(g, cfg, &pick, spec, i%spec.SecrecyEvery == 0)
		total.add(st)
		if err != nil {
			t.Fatalf("game %d (seats %d, options %v, seed %d, first %d): %v", i, cfg.Seats, cfg.Options, cfg.Seed, cfg.First, err)
		}
	}
	t.Logf("%s: %d games, %d steps, %d secrecy comparisons, largest legal list %d (%s)",
		g.ID(), total.Games, total.Steps, total.Compared, total.MaxLegal, total.MaxLegalAt)
	return total
}

// Play plays one random game from cfg, choosing actors with engine.Next and actions with
// pick, and checks every property after every step (the stepwise secrecy check only when
// secrecy is set). It returns the first violation.
func Play(g engine.Game, cfg engine.Config, pick *engine.RNG, spec Spec, secrecy bool) (Stats, error) {
	spec = spec.withDefaults()
	st := Stats{Games: 1}
	s, err := g.New(cfg)
	if err != nil {
		return st, err
	}
	// rep replays the game in step from the actions' String forms, as a save file would.
	rep, err := g.New(cfg)
	if err != nil {
		return st, err
	}
	for n := 0; s.Outcome() == nil; n++ {
		if n >= spec.MaxSteps {
			return st, fmt.Errorf("no outcome after %d steps", spec.MaxSteps)
		}
		if err := checkActors(s); err != nil {
			return st, fmt.Errorf("step %d: %w", n, err)
		}
		if n%4 == 0 { // a quarter of the steps: the check clones the state thrice
			if err := checkForced(s); err != nil {
				return st, fmt.Errorf("step %d: %w", n, err)
			}
		}
		seat := engine.Next(s, pick)
		legal := s.Legal(seat)
		if len(legal) > st.MaxLegal {
			st.MaxLegal, st.MaxLegalAt = len(legal), legal[0].String()
		}
		a := legal[pick.IntN(len(legal))]
		back, err := s.ParseAction(a.String())
		if err != nil || !reflect.DeepEqual(back, a) {
			return st, fmt.Errorf("step %d: action %q does not round-trip: %#v %v", n, a, back, err)
		}
		if n%5 == 0 {
			if err := refusalByOthers(s, a); err != nil {
				return st, fmt.Errorf("step %d: %w", n, err)
			}
		}
		if n%3 == 0 {
			if err := Consistent(g, s, pick.IntN(s.Seats()), pick); err != nil {
				return st, fmt.Errorf("step %d: %w", n, err)
			}
		}
		if secrecy {
			// One seat a step, drawn at random: over thousands of games every seat is checked
			// at every kind of moment, at a fraction of the cost of all seats every step.
			seats := []int{pick.IntN(s.Seats())}
			if spec.EverySeat {
				seats = seats[:0]
				for i := range s.Seats() {
					seats = append(seats, i)
				}
			}
			c, err := Stepwise(s, seat, a, pick, seats...)
			st.Compared += c
			if err != nil {
				return st, fmt.Errorf("step %d, seat %d %q: %w", n, seat, a, err)
			}
		}
		quiet := s.Clone()
		quiet.SetQuiet(true)
		evs, err := s.Apply(seat, a)
		if err != nil {
			return st, fmt.Errorf("step %d: legal action %q by seat %d refused: %w", n, a, seat, err)
		}
		if qevs, err := quiet.Apply(seat, a); err != nil || len(qevs) != 0 {
			return st, fmt.Errorf("step %d: quiet apply of %q: %d events, %v", n, a, len(qevs), err)
		}
		if err := checkEvents(evs); err != nil {
			return st, fmt.Errorf("step %d after seat %d %q: %w", n, seat, a, err)
		}
		ra, err := rep.ParseAction(a.String())
		if err == nil {
			_, err = rep.Apply(seat, ra)
		}
		if err != nil {
			return st, fmt.Errorf("step %d: the replay refuses %q: %w", n, a, err)
		}
		v := pick.IntN(s.Seats())
		view := s.View(v)
		if !reflect.DeepEqual(quiet.View(v), view) {
			return st, fmt.Errorf("step %d: quiet apply of %q left seat %d another view", n, a, v)
		}
		if !reflect.DeepEqual(rep.View(v), view) {
			return st, fmt.Errorf("step %d: the replay shows seat %d another view", n, v)
		}
		if spec.Check != nil {
			if err := spec.Check(s); err != nil {
				return st, fmt.Errorf("step %d after seat %d %q: %w", n, seat, a, err)
			}
		}
		st.Steps++
	}
	if len(s.Actors()) != 0 {
		return st, fmt.Errorf("finished game still has actors %v", s.Actors())
	}
	if !reflect.DeepEqual(allViews(rep), allViews(s)) || !reflect.DeepEqual(rep.Outcome(), s.Outcome()) {
		return st, fmt.Errorf("the replay ends in another position")
	}
	if err := CrossesTheWire(s.Outcome().Reason); err != nil {
		return st, fmt.Errorf("the game's end: %w", err)
	}
	return st, nil
}

// checkActors: a game in progress has actors, every actor has a legal action and nobody else
// does, and several actors only act inside a window.
func checkActors(s engine.State) error {
	actors := s.Actors()
	if len(actors) == 0 {
		return fmt.Errorf("no actors but no outcome")
	}
	if len(actors) > 1 && s.Window() == nil {
		return fmt.Errorf("actors %v but no window open", actors)
	}
	if f, ok := s.(engine.Serving); ok {
		if err := checkServing(f, actors, s.Window()); err != nil {
			return err
		}
	}
	for seat := range s.Seats() {
		legal := s.Legal(seat)
		n := len(legal)
		if err := checkAppendLegal(s, seat, legal); err != nil {
			return err
		}
		switch actor := slices.Contains(actors, seat); {
		case actor && n == 0:
			return fmt.Errorf("actor %d has no legal action", seat)
		case !actor && n > 0:
			return fmt.Errorf("seat %d is no actor but has %d legal actions", seat, n)
		}
	}
	return nil
}

// checkServing: a state's fast path for Next says what Actors and Window say.
func checkServing(f engine.Serving, actors []int, w *engine.Window) error {
	fast := make([]int, f.NumActors())
	for i := range fast {
		fast[i] = f.ActorAt(i)
	}
	if !slices.Equal(fast, actors) {
		return fmt.Errorf("Serving lists actors %v, Actors %v", fast, actors)
	}
	if anyOrder := w != nil && w.Policy == engine.AnyOrder; f.AnyOrder() != anyOrder {
		return fmt.Errorf("Serving says any order %v, the window %+v", f.AnyOrder(), w)
	}
	return nil
}

// checkForced: a state's ApplyForced gives nothing when loud and, when quiet, leaves what
// applying each forced answer of the open window in turn leaves.
func checkForced(s engine.State) error {
	if _, ok := s.(engine.Forcer); !ok {
		return nil
	}
	if n := engine.ApplyForced(s.Clone()); n != 0 {
		return fmt.Errorf("a loud state gave %d forced answers", n)
	}
	batch, each := s.Clone(), s.Clone()
	batch.SetQuiet(true)
	each.SetQuiet(true)
	n, m := engine.ApplyForced(batch), 0
	for each.Window() != nil && each.Outcome() == nil {
		forced := false
		for _, seat := range each.Actors() {
			if legal := each.Legal(seat); len(legal) == 1 {
				if _, err := each.Apply(seat, legal[0]); err != nil {
					return fmt.Errorf("forced answer %q of seat %d refused: %w", legal[0], seat, err)
				}
				forced = true
				m++
				break
			}
		}
		if !forced {
			break
		}
	}
	switch {
	case n != m:
		return fmt.Errorf("ApplyForced gave %d answers where %d were forced", n, m)
	case !reflect.DeepEqual(allViews(batch), allViews(each)) || !reflect.DeepEqual(batch.Actors(), each.Actors()) ||
		!reflect.DeepEqual(batch.Outcome(), each.Outcome()):
		return fmt.Errorf("ApplyForced leaves another state than its %d answers one by one", n)
	}
	return nil
}

// checkAppendLegal: a state's AppendLegal adds Legal's list after what dst holds.
func checkAppendLegal(s engine.State, seat int, legal []engine.Action) error {
	l, ok := s.(engine.Lister)
	if !ok {
		return nil
	}
	dst := []engine.Action{nil}
	got := l.AppendLegal(dst, seat)
	same := len(got) == 1+len(legal) && got[0] == nil
	for i := 0; same && i < len(legal); i++ {
		same = reflect.DeepEqual(got[1+i], legal[i])
	}
	if !same {
		return fmt.Errorf("seat %d: AppendLegal gives %v after a nil, Legal %v", seat, got, legal)
	}
	return nil
}

// checkEvents: window events carry the window they open, and every log line crosses the wire
// (an online table's log) unchanged, its seats, cards and terms still named as such.
func checkEvents(evs []engine.Event) error {
	for i, e := range evs {
		if e.Kind == engine.EvWindow && e.Data != nil {
			if _, ok := e.Data.(*engine.Window); !ok {
				return fmt.Errorf("event %d: a window event carries %T", i, e.Data)
			}
		}
		for _, m := range []engine.Msg{e.Msg, e.Cover} {
			if err := CrossesTheWire(m); err != nil {
				return fmt.Errorf("event %d: %w", i, err)
			}
		}
	}
	return nil
}

// CrossesTheWire reports whether m comes back from its JSON form as it was.
func CrossesTheWire(m engine.Msg) error {
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	var back engine.Msg
	if err := json.Unmarshal(data, &back); err != nil {
		return fmt.Errorf("%s does not read back: %w", data, err)
	}
	if back.Key != m.Key || len(back.Args) != len(m.Args) {
		return fmt.Errorf("%s reads back as %+v, not %+v", data, back, m)
	}
	for i := range m.Args {
		if back.Args[i] != m.Args[i] {
			return fmt.Errorf("%s: argument %d reads back as %#v, not %#v", data, i, back.Args[i], m.Args[i])
		}
	}
	return nil
}

// refusalByOthers: the action a seat may take, tried by a seat that is no actor, is refused
// and changes nobody's view.
func refusalByOthers(s engine.State, a engine.Action) error {
	for seat := range s.Seats() {
		if engine.IsActor(s, seat) {
			continue
		}
		return RefusalLeavesStateUntouched(s, seat, a)
	}
	return nil
}

// RefusalLeavesStateUntouched applies a for seat on a clone of s and, when Apply refuses it,
// reports an error if any seat's view of the clone changed.
func RefusalLeavesStateUntouched(s engine.State, seat int, a engine.Action) error {
	c := s.Clone()
	before := allViews(c)
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

func allViews(s engine.State) []engine.View {
	out := make([]engine.View, s.Seats())
	for i := range out {
		out[i] = s.View(i)
	}
	return out
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
		out[i] = engine.Config{Seats: seats, Seed: uint64(i)*7919 + 13, Options: sets[(i/span)%len(sets)], First: (i / span) % seats}
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
