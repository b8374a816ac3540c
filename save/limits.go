package save

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"zashiki/rules/engine"
)

// The limits of a save. Every string and list a file holds is bounded, so a file made by
// hand or by a broken disk cannot ask the screen to draw a name a page wide nor the rules to
// replay for minutes: a file over any limit is refused before it is replayed.
const (
	// MaxName is a seat name's length in characters, as setup lets a player type it.
	MaxName = 12
	// MaxSeats is more chairs than any game seats (超人ロック's eleven).
	MaxSeats = 16
	// MaxGames is a match's length: setup offers at most ten games.
	MaxGames = 100
	// MaxSteps is one game's actions: over nine times the longest game the simulations
	// played (超人ロック, 5,347 steps; docs/PERFORMANCE.md, "Save limits").
	MaxSteps = 50_000
	// MaxAction is one action's text, several times the longest any game writes.
	MaxAction = 512
	// MaxOptions is the options a match is dealt with, each key and value at most MaxWord.
	MaxOptions = 32
	// MaxWord bounds a game's, bot's or option's name.
	MaxWord = 64
	// MaxBytes is a whole file: every game of a long match at the longest, with room over.
	MaxBytes = 32 << 20
)

// ErrTooBig says a file is over the limits above.
var ErrTooBig = errors.New("larger than Zashiki ever writes")

// bounded checks a decoded file against the limits, before anything is replayed.
func (f File) bounded() error {
	if err := boundGame(f.Game, f.Options, f.Seats); err != nil {
		return err
	}
	if f.Games > MaxGames || len(f.Results) > MaxGames {
		return fmt.Errorf("%w: a match of %d games with %d finished (at most %d)", ErrTooBig, f.Games, len(f.Results), MaxGames)
	}
	for i, r := range f.Results {
		if len(r.Winners) > len(f.Seats) || len(r.Points) > len(f.Seats) {
			return fmt.Errorf("%w: game %d has %d winners and %d scores for %d seats", ErrTooBig, i+1, len(r.Winners), len(r.Points), len(f.Seats))
		}
		if err := boundSteps(r.Steps); err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
	}
	return boundSteps(f.Steps)
}

// Bounded checks a replay against the limits of a save.
func (r Replay) Bounded() error {
	if err := boundGame(r.Game, r.Options, r.Seats); err != nil {
		return err
	}
	if len(r.Winners) > len(r.Seats) || len(r.Points) > len(r.Seats) {
		return fmt.Errorf("%w: %d winners and %d scores for %d seats", ErrTooBig, len(r.Winners), len(r.Points), len(r.Seats))
	}
	return boundSteps(r.Steps)
}

func boundGame(game string, options map[string]string, seats []Seat) error {
	if len(game) > MaxWord {
		return fmt.Errorf("%w: a game name of %d bytes (at most %d)", ErrTooBig, len(game), MaxWord)
	}
	if len(options) > MaxOptions {
		return fmt.Errorf("%w: %d options (at most %d)", ErrTooBig, len(options), MaxOptions)
	}
	for k, v := range options {
		if len(k) > MaxWord || len(v) > MaxWord {
			return fmt.Errorf("%w: an option of %d and %d bytes (at most %d each)", ErrTooBig, len(k), len(v), MaxWord)
		}
	}
	if len(seats) > MaxSeats {
		return fmt.Errorf("%w: %d seats (at most %d)", ErrTooBig, len(seats), MaxSeats)
	}
	for i, s := range seats {
		if err := CheckName(s.Name); err != nil {
			return fmt.Errorf("seat %d: %w", i+1, err)
		}
		if len(s.Bot) > MaxWord {
			return fmt.Errorf("%w: seat %d's CPU kind is %d bytes (at most %d)", ErrTooBig, i+1, len(s.Bot), MaxWord)
		}
	}
	return nil
}

// CheckName refuses a seat name setup could not have given: over MaxName characters, not
// UTF-8, or with a control character (a line break in a name would break every label).
func CheckName(name string) error {
	if n := utf8.RuneCountInString(name); n > MaxName {
		return fmt.Errorf("%w: a name of %d characters (at most %d)", ErrTooBig, n, MaxName)
	}
	if !utf8.ValidString(name) || strings.IndexFunc(name, unicode.IsControl) >= 0 {
		return fmt.Errorf("the name %q holds a character no name may", name)
	}
	return nil
}

func boundSteps(steps []engine.Step) error {
	if len(steps) > MaxSteps {
		return fmt.Errorf("%w: %d steps in one game (at most %d)", ErrTooBig, len(steps), MaxSteps)
	}
	for i, s := range steps {
		if len(s.Action) > MaxAction {
			return fmt.Errorf("%w: step %d is %d bytes (at most %d)", ErrTooBig, i+1, len(s.Action), MaxAction)
		}
	}
	return nil
}
