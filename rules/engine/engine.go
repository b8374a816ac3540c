// Package engine is the contract every Zashiki game meets.
//
// A game is a pure state machine: a State says who may act now, which actions each of those
// seats may take, and applies one action at a time, returning the events it caused or an error
// that leaves the state untouched. All chance is drawn from the RNG held in the state, so a
// game is fully described by (game, options, seats, seed, actions) and replays exactly.
package engine

import (
	"errors"
	"fmt"
	"slices"
)

// Game describes one game and makes new states of it.
type Game interface {
	// ID is the stable short name used on the command line and in save files ("freeeight").
	ID() string
	// Seats is the inclusive range of supported table sizes.
	Seats() (min, max int)
	// Options lists the named rule variants a table may choose, each with its default.
	Options() []Option
	// New deals a fresh game. It fails on an unsupported seat count or option value.
	New(cfg Config) (State, error)
	// Determinize returns a full state consistent with everything the given views know (the
	// public part they share and each view's own private part), with every other hidden thing
	// dealt at random from rng. Search bots play out games from such states; the stepwise
	// secrecy check keeps what two seats know (a viewer and an actor) and varies the rest.
	Determinize(rng *RNG, views ...View) State
}

// Config is everything that fixes a game before its first action.
type Config struct {
	Seats   int
	Seed    uint64
	Options Options
	// First is the seat that acts first (in a match, the previous game's winner).
	First int
}

// State is one position of a game in progress or finished.
type State interface {
	// Seats is how many seats the table has.
	Seats() int
	// Actors are the seats that may act now: one seat, or several during a reaction window.
	// It is empty once the game is over. Next picks among several.
	Actors() []int
	// Window is the open reaction window, nil when none is open. It is public; whenever
	// several seats are actors a window is open.
	Window() *Window
	// Legal lists the actions seat may take now; it is empty for a seat that is not an actor.
	Legal(seat int) []Action
	// Apply performs action a for seat and returns every event it caused, each with its
	// audience (none when quiet). On error nothing has changed.
	Apply(seat int, a Action) ([]Event, error)
	// View is what seat may know of the state, and nothing more.
	View(seat int) View
	// Outcome is nil while the game goes on.
	Outcome() *Outcome
	// Clone is a deep copy, RNG included.
	Clone() State
	// Redeal is a copy in which everything no seat of keep can see is dealt afresh from rng,
	// except the order of the piles the rules will draw from: the stepwise secrecy check
	// compares what a seat is shown in the two.
	Redeal(rng *RNG, keep ...int) State
	// SetQuiet makes Apply report no events and build no messages (playouts and search).
	SetQuiet(quiet bool)
	// ParseAction reads an action back from its String form (used by logs and save files).
	ParseAction(s string) (Action, error)
}

// Action is a move. Its String form is canonical: ParseAction(a.String()) equals a.
type Action interface {
	String() string
}

// View is one seat's knowledge of a state. Each game has its own concrete type.
type View interface {
	Viewer() int
}

// Outcome ends a game.
type Outcome struct {
	// Winners is empty when the game ended with no winner (a Free Eight deck running out).
	Winners []int
	// Points are this game's per-seat score changes.
	Points []int
	// Reason says why the game ended, as a catalogue message.
	Reason Msg
}

// Clone is a deep copy (nil stays nil), for states handing out their outcome.
func (o *Outcome) Clone() *Outcome {
	if o == nil {
		return nil
	}
	return &Outcome{Winners: slices.Clone(o.Winners), Points: slices.Clone(o.Points),
		Reason: Msg{Key: o.Reason.Key, Args: slices.Clone(o.Reason.Args)}}
}

// ErrNotYourTurn and ErrIllegal are the errors Apply wraps for the common refusals.
var (
	ErrNotYourTurn = errors.New("not this seat's turn")
	ErrIllegal     = errors.New("illegal action")
	ErrGameOver    = errors.New("the game is over")
)

// Illegal builds an ErrIllegal error with a reason a player can read.
func Illegal(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrIllegal, fmt.Sprintf(format, args...))
}

// IsActor reports whether seat is among s.Actors().
func IsActor(s State, seat int) bool {
	f, ok := s.(Serving)
	if !ok {
		return slices.Contains(s.Actors(), seat)
	}
	for i := range f.NumActors() {
		if f.ActorAt(i) == seat {
			return true
		}
	}
	return false
}

// Lister is what a State may add so that a playout lists legal actions into one buffer it
// reuses instead of a fresh list a step: AppendLegal(dst, seat) is append(dst, Legal(seat)...)
// (enginetest checks so for every seat after every step of every game).
type Lister interface {
	AppendLegal(dst []Action, seat int) []Action
}

// AppendLegal appends seat's legal actions to dst, through s's Lister when it has one. Search
// playouts call it with dst[:0] of the last step's list.
func AppendLegal(s State, dst []Action, seat int) []Action {
	if l, ok := s.(Lister); ok {
		return l.AppendLegal(dst, seat)
	}
	return append(dst, s.Legal(seat)...)
}

// Forcer is what a State may add so that a quiet playout gives an open window's forced
// answers (an actor of the window whose only legal action is to let it pass) in one call
// instead of a step each: most of a random Free Eight game is seats passing on a ロン they
// cannot declare. ApplyForced leaves the state that Apply of each of those answers would
// leave, and returns how many it gave; a loud state gives none, since the table asks each
// seat in turn (enginetest checks both).
type Forcer interface {
	ApplyForced() int
}

// ApplyForced gives the open window's forced answers at once where s can (Forcer), and
// returns how many it gave.
func ApplyForced(s State) int {
	if f, ok := s.(Forcer); ok {
		return f.ApplyForced()
	}
	return 0
}

// FindLegal returns the legal action of seat whose String form is text.
func FindLegal(s State, seat int, text string) (Action, bool) {
	for _, a := range s.Legal(seat) {
		if a.String() == text {
			return a, true
		}
	}
	return nil, false
}
