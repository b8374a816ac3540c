package save

import (
	"errors"
	"fmt"

	"zashiki/rules/engine"
	"zashiki/rules/games"
)

// Replay is a finished game kept to be watched again: what dealt it (game, options, seats,
// the game's own seed and first seat) and every step taken, with how it ended. It stands
// alone, apart from the match it was played in, so the replay library can keep it after the
// match's save is gone.
type Replay struct {
	Game    string            `json:"game"`
	Options map[string]string `json:"options"` // every option, resolved
	Seats   []Seat            `json:"seats"`
	Seed    uint64            `json:"seed"`  // the game's seed (engine.GameSeed of the match's)
	First   int               `json:"first"` // the seat that started
	Steps   []engine.Step     `json:"steps"`
	Winners []int             `json:"winners"`
	Points  []int             `json:"points"`
	GameNo  int               `json:"game_no"` // which game of its match, counting from 1
	Games   int               `json:"games"`   // the match's length
	When    int64             `json:"when"`    // when it ended, in Unix seconds
}

// Config is the configuration that deals the game again.
func (r Replay) Config() engine.Config {
	return engine.Config{Seats: len(r.Seats), Seed: r.Seed, Options: r.Options, First: r.First}
}

// GameConfig is the configuration game i (counting from 0) of m was dealt with: its seed
// follows from the match's and the number, its first seat from the outcomes before it.
func GameConfig(m *engine.Match, i int) (engine.Config, error) {
	if i < 0 || i > len(m.Results) {
		return engine.Config{}, fmt.Errorf("game %d of a match with %d finished", i+1, len(m.Results))
	}
	again, err := engine.NewMatch(m.Game, m.Seats, m.Seed, m.Options)
	if err != nil {
		return engine.Config{}, err
	}
	for _, o := range m.Results[:i] {
		again.Record(o)
	}
	return again.Config(), nil
}

// Replay is finished game i of the file (counting from 0) as a replay, or false when the
// file did not keep its steps (it was written before version 3).
func (f File) Replay(i int) (Replay, bool) {
	if i < 0 || i >= len(f.Results) || len(f.Results[i].Steps) == 0 {
		return Replay{}, false
	}
	g, ok := games.Lookup(f.Game)
	if !ok {
		return Replay{}, false
	}
	m, err := engine.NewMatch(g, len(f.Seats), f.Seed, f.Options)
	if err != nil {
		return Replay{}, false
	}
	for _, r := range f.Results {
		m.Record(engine.Outcome{Winners: r.Winners, Points: r.Points})
	}
	cfg, err := GameConfig(m, i)
	if err != nil {
		return Replay{}, false
	}
	r := f.Results[i]
	return Replay{Game: f.Game, Options: cfg.Options, Seats: f.Seats, Seed: cfg.Seed, First: cfg.First,
		Steps: r.Steps, Winners: r.Winners, Points: r.Points, GameNo: i + 1, Games: f.Games}, true
}

// markEvery is how many steps apart the tape keeps a copy of the state: stepping back from
// step k replays at most this many steps from the copy before it (超人ロック's games run to
// about a thousand steps).
const markEvery = 50

// Tape is a replay ready to be stepped through both ways: the game rebuilt from its
// configuration, every step checked, and a copy of the state every markEvery steps.
type Tape struct {
	Replay Replay
	Game   engine.Game
	marks  []engine.State // marks[i] is the state after i*markEvery steps, quiet
}

// Open deals the replay's game and plays every step through the rules. A replay whose steps
// the rules refuse, or that does not reach the end of its game, is refused.
func Open(r Replay) (*Tape, error) {
	if err := r.Bounded(); err != nil {
		return nil, err
	}
	g, ok := games.Lookup(r.Game)
	if !ok {
		return nil, fmt.Errorf("unknown game %q", r.Game)
	}
	st, err := g.New(r.Config())
	if err != nil {
		return nil, err
	}
	st.SetQuiet(true)
	t := &Tape{Replay: r, Game: g}
	for i, step := range r.Steps {
		if i%markEvery == 0 {
			t.marks = append(t.marks, st.Clone())
		}
		if _, _, err := engine.Redo(st, step, false); err != nil {
			return nil, fmt.Errorf("step %d (seat %d %q): %w", i+1, step.Seat, step.Action, err)
		}
	}
	if st.Outcome() == nil {
		return nil, errors.New("the replayed game does not end")
	}
	if len(r.Steps)%markEvery == 0 {
		t.marks = append(t.marks, st.Clone())
	}
	return t, nil
}

// Len is the number of steps.
func (t *Tape) Len() int { return len(t.Replay.Steps) }

// At is the game after its first k steps, a state of its own that reports events.
func (t *Tape) At(k int) engine.State {
	k = max(0, min(k, t.Len()))
	st := t.marks[k/markEvery].Clone()
	for _, step := range t.Replay.Steps[k/markEvery*markEvery : k] {
		if _, _, err := engine.Redo(st, step, false); err != nil {
			panic(fmt.Sprintf("save: a checked replay refused a step: %v", err)) // Open took it
		}
	}
	st.SetQuiet(false)
	return st
}

// Step takes step k (counting from 1) on the game after k-1 steps: the events it caused, as
// the rules report them (unredacted), and the game after it.
func (t *Tape) Step(k int) ([]engine.Event, engine.State) {
	st := t.At(k - 1)
	evs, _, err := engine.Redo(st, t.Replay.Steps[k-1], false)
	if err != nil {
		panic(fmt.Sprintf("save: a checked replay refused a step: %v", err))
	}
	return evs, st
}

// Deal is the game's opening as events, for the screen to animate (nil when the game has
// no dealing to show).
func (t *Tape) Deal() []engine.Event {
	if d, ok := t.At(0).(interface{ DealEvents() []engine.Event }); ok {
		return d.DealEvents()
	}
	return nil
}
