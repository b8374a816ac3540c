// Package save is the save file: a match in progress, small and replayable. It holds what
// fixes the match (game, options, seats, seed) and the actions taken, never a state dump, so
// loading replays the actions through the rules and anything illegal is refused.
package save

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"zashiki/bots"
	"zashiki/rules/engine"
	"zashiki/rules/games"
)

// Version is the format written now. Files of a newer version are refused, never guessed at.
// Version 1 files were written by the rules before contract v2 (compound exchanges and
// throws, fewer prompts); their steps are read through each game's engine.Upgrader.
// Version 3 keeps the steps of each finished game (Result.Steps), so it can be replayed.
const Version = 3

// ErrNewer says a file was written by a newer Zashiki.
var ErrNewer = errors.New("the save was written by a newer version")

// Seat is one chair of the saved table.
type Seat struct {
	Name  string `json:"name"` // "" is the seat's default name, shown in the player's language
	Human bool   `json:"human"`
	Bot   string `json:"bot,omitempty"`
}

// Result is a finished game of the match. Steps are its actions, kept so the game can be
// replayed (File.Replay); results written before version 3 have none.
type Result struct {
	Winners []int         `json:"winners"`
	Points  []int         `json:"points"`
	Steps   []engine.Step `json:"steps,omitempty"`
}

// File is a match in progress.
type File struct {
	Version int               `json:"version"`
	Game    string            `json:"game"`
	Options map[string]string `json:"options"`
	Seats   []Seat            `json:"seats"`
	Seed    uint64            `json:"seed"`
	Games   int               `json:"games"`   // games in the match
	Results []Result          `json:"results"` // the finished games, in order
	Steps   []engine.Step     `json:"steps"`   // the current game's actions so far
}

// Encode writes f as JSON.
func Encode(f File) ([]byte, error) {
	f.Version = Version
	return json.MarshalIndent(f, "", " ")
}

// Loaded is a save read back: the match with its finished games recorded and the current
// game replayed to where it stood, with the events of that replay for the game log, as the
// rules reported them (unredacted: the table redacts them for whoever is at the screen).
type Loaded struct {
	File   File
	Match  *engine.Match
	State  engine.State
	Events []engine.Event
}

// Decode reads and checks a save: well-formed, within the limits (limits.go), of a known
// version, of a playable game with valid options and seats, whose every action is legal when
// replayed. The game may have just ended: its last step is saved as soon as it is taken, so a
// run that stops while the final position is shown still has it, and resuming shows the end.
func Decode(data []byte) (*Loaded, error) {
	if len(data) > MaxBytes {
		return nil, fmt.Errorf("%w (%d bytes, at most %d)", ErrTooBig, len(data), MaxBytes)
	}
	var f File
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("unreadable save: %w", err)
	}
	if dec.More() {
		return nil, errors.New("unreadable save: trailing data")
	}
	if err := f.bounded(); err != nil {
		return nil, err
	}
	switch {
	case f.Version > Version:
		return nil, fmt.Errorf("%w (format %d, this version reads %d)", ErrNewer, f.Version, Version)
	case f.Version < 1:
		return nil, fmt.Errorf("unknown save format %d", f.Version)
	}
	g, ok := games.Lookup(f.Game)
	if !ok {
		return nil, fmt.Errorf("unknown game %q", f.Game)
	}
	if lg, ok := g.(engine.LegacyGame); ok {
		// Saves hold every option, resolved; one that lacks an option was written before it
		// existed and keeps the rules it was played under.
		if f.Options == nil {
			f.Options = map[string]string{}
		}
		for k, v := range lg.LegacyOptions() {
			if _, set := f.Options[k]; !set {
				f.Options[k] = v
			}
		}
	}
	m, err := engine.NewMatch(g, len(f.Seats), f.Seed, f.Options)
	if err != nil {
		return nil, err
	}
	for i, seat := range f.Seats {
		if _, err := bots.New(f.Game, seat.Bot); !seat.Human && err != nil {
			return nil, fmt.Errorf("seat %d: %w", i+1, err)
		}
	}
	if f.Games < 1 || len(f.Results) >= f.Games {
		return nil, fmt.Errorf("match of %d games with %d finished is not in progress", f.Games, len(f.Results))
	}
	for i, r := range f.Results {
		if err := checkResult(r, len(f.Seats)); err != nil {
			return nil, fmt.Errorf("game %d: %w", i+1, err)
		}
		m.Record(engine.Outcome{Winners: r.Winners, Points: r.Points})
	}
	st, err := m.Next()
	if err != nil {
		return nil, err
	}
	var evs []engine.Event
	if d, ok := st.(interface{ DealEvents() []engine.Event }); ok {
		evs = d.DealEvents()
	}
	// Steps an earlier version recorded in another form are read as the steps they take now,
	// and the file keeps the new forms from here on.
	var steps []engine.Step
	for i, step := range f.Steps {
		e, taken, err := engine.Redo(st, step, f.Version < 2)
		if err != nil {
			return nil, fmt.Errorf("step %d (seat %d %q): %w", i+1, step.Seat, step.Action, err)
		}
		evs = append(evs, e...)
		steps = append(steps, taken...)
	}
	f.Steps = steps
	return &Loaded{File: f, Match: m, State: st, Events: evs}, nil
}

func checkResult(r Result, seats int) error {
	if len(r.Points) != seats {
		return fmt.Errorf("%d scores for %d seats", len(r.Points), seats)
	}
	for _, w := range r.Winners {
		if w < 0 || w >= seats {
			return fmt.Errorf("winner %d is not a seat", w)
		}
	}
	return nil
}
