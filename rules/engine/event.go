package engine

// Events are what Apply reports: the screen animates them in order and the game log
// shows their messages. Nothing on screen is inferred by diffing states.

// EventKind says what an Event is about.
type EventKind int

const (
	// EvMove: a card went from one zone to another (Card, From, To; hidden from seats
	// other than Owner when Secret).
	EvMove EventKind = iota
	// EvReveal: a card became visible to everyone where it lies (Card, To).
	EvReveal
	// EvRoll: a die was rolled (N is the result).
	EvRoll
	// EvLife: a seat's life changed (Seat, N is the change).
	EvLife
	// EvScore: a seat's points changed (Seat, N is the change).
	EvScore
	// EvPhase: the game moved to another phase or turn (Seat is the seat to act).
	EvPhase
	// EvMessage: only a log line.
	EvMessage
	// EvShuffle: a pile was shuffled (To is the pile, N its size).
	EvShuffle
)

// Zone names a place cards lie: a pile ("draw", "discard") or a seat's zone ("hand", Seat).
type Zone struct {
	Name string
	Seat int // -1 for a shared zone
}

// Shared is a zone that belongs to no seat.
func Shared(name string) Zone { return Zone{Name: name, Seat: -1} }

// SeatZone is a zone that belongs to seat.
func SeatZone(name string, seat int) Zone { return Zone{Name: name, Seat: seat} }

// Event is one thing that happened.
type Event struct {
	Kind   EventKind
	Seat   int
	Card   int // a game-defined card identifier (deck.Card for standard cards)
	From   Zone
	To     Zone
	N      int
	Secret bool // the card's face is known only to Owner
	Owner  int
	Msg    Msg
}

// SeenBy reports whether seat may see the event's card face.
func (e Event) SeenBy(seat int) bool { return !e.Secret || e.Owner == seat }

// Msg is a log sentence as a catalogue key and its arguments; the screen renders it in the
// player's language. Args hold ints, strings, SeatRef and CardRef values.
type Msg struct {
	Key  string
	Args []any
}

// M builds a Msg.
func M(key string, args ...any) Msg { return Msg{Key: key, Args: args} }

// SeatRef is a message argument naming a seat; the screen shows the seat's name.
type SeatRef int

// CardRef is a message argument naming a card by its game-defined identifier.
type CardRef int
