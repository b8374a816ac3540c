package engine

// Events are what Apply reports: the screen animates them in order and the game log
// shows their messages. Nothing on screen is inferred by diffing states.
//
// Every event says who may know of it (Audience) and who may see what it carries (Face): the
// card it moves, its typed Data and the cards its message names. The table redacts each event
// once, for the seat being shown (For), before any board or log sees it, so no screen code
// ever holds a secret it may not show.

// EventKind says what an Event is about.
type EventKind int

const (
	// EvMove: a card went from one zone to another (Card, From, To).
	EvMove EventKind = iota
	// EvReveal: a card became visible where it lies (Card, To).
	EvReveal
	// EvRoll: a die was rolled (N is the result).
	EvRoll
	// EvLife: a seat's life changed (Seat, N is the change).
	EvLife
	// EvScore: a seat's points changed (Seat, N is the change).
	EvScore
	// EvPhase: the game moved to another phase or turn (Seat is the seat to act; Data may say
	// what is asked, as a value of the game's own type).
	EvPhase
	// EvMessage: only a log line.
	EvMessage
	// EvShuffle: a pile was shuffled (To is the pile, N its size).
	EvShuffle
	// EvCounter: a shared counter that is no seat's life or score changed (To names it, N is
	// the change, Data may carry the game's own description).
	EvCounter
	// EvWindow: a reaction window opened (Data is its *Window) or closed (Data is nil).
	EvWindow
)

// Unseen is the Card of an event, and the CardRef of a message, whose face was redacted.
const Unseen = -1

// Zone names a place cards or pieces lie: a shared pile ("draw"), a seat's area ("hand",
// Seat), or a cell of a board (a planet's cell, a grid square: Name with X and Y).
type Zone struct {
	Name string
	Seat int // the owning seat; -1 for a shared zone or a board cell
	X, Y int // the cell, for a board zone
	Cell bool
}

// Shared is a zone that belongs to no seat.
func Shared(name string) Zone { return Zone{Name: name, Seat: -1} }

// SeatZone is a zone that belongs to seat.
func SeatZone(name string, seat int) Zone { return Zone{Name: name, Seat: seat} }

// CellZone is cell (x, y) of the board called name: planet and cell, or column and row.
func CellZone(name string, x, y int) Zone { return Zone{Name: name, Seat: -1, X: x, Y: y, Cell: true} }

// Audience is a set of seats. The zero value is everyone, so an event says nothing to be
// public; Only and Nobody restrict it. A table has at most 64 seats.
type Audience struct {
	restricted bool
	seats      uint64
}

// Everyone is every seat (the zero Audience).
func Everyone() Audience { return Audience{} }

// Nobody is no seat: what only the rules know.
func Nobody() Audience { return Audience{restricted: true} }

// Only is exactly the given seats (seats out of range are ignored).
func Only(seats ...int) Audience {
	a := Audience{restricted: true}
	for _, s := range seats {
		a = a.With(s)
	}
	return a
}

// With adds seat to a restricted audience (everyone stays everyone).
func (a Audience) With(seat int) Audience {
	if a.restricted && seat >= 0 && seat < 64 {
		a.seats |= 1 << uint(seat)
	}
	return a
}

// Has reports whether seat belongs to the audience. A viewer outside the table (-1) belongs
// only to everyone.
func (a Audience) Has(seat int) bool {
	if !a.restricted {
		return true
	}
	return seat >= 0 && seat < 64 && a.seats&(1<<uint(seat)) != 0
}

// Public reports whether the audience is everyone.
func (a Audience) Public() bool { return !a.restricted }

// Event is one thing that happened.
type Event struct {
	Kind EventKind
	Seat int
	Card int // a game-defined card identifier (deck.Card for standard cards); Unseen once redacted
	From Zone
	To   Zone
	N    int
	// Data is a value of the game's own type for what the fields above cannot say (which
	// choice a phase asks for, which resource a counter is). It is part of the face.
	Data any
	Msg  Msg
	// Cover is the log line for seats outside Face ("Player 2 draws a card"); when it is
	// empty they see Msg with its card references redacted.
	Cover Msg
	// Audience is who learns the event happened at all; Face is who sees its Card, Data and
	// the cards its message names. The zero values are everyone.
	Audience Audience
	Face     Audience
}

// SeenBy reports whether seat may see the event's card face.
func (e Event) SeenBy(seat int) bool { return e.Audience.Has(seat) && e.Face.Has(seat) }

// For is the event as seat may know it: false when seat is not told of it at all, otherwise
// the event with its face redacted where seat may not see it. The result shares no memory
// with e.
func (e Event) For(seat int) (Event, bool) {
	if !e.Audience.Has(seat) {
		return Event{}, false
	}
	if e.Face.Has(seat) {
		e.Msg = e.Msg.clone()
		e.Cover = Msg{}
		e.Face, e.Audience = Everyone(), Everyone()
		return e, true
	}
	e.Card, e.Data = Unseen, nil
	if e.Cover.Key != "" {
		e.Msg = e.Cover.clone()
	} else {
		e.Msg = e.Msg.clone()
		for i, a := range e.Msg.Args {
			if _, ok := a.(CardRef); ok {
				e.Msg.Args[i] = CardRef(Unseen)
			}
		}
	}
	e.Cover = Msg{}
	e.Face, e.Audience = Everyone(), Everyone()
	return e, true
}

// Redact is the events seat may know of, each as For gives it, in order.
func Redact(evs []Event, seat int) []Event {
	out := make([]Event, 0, len(evs))
	for _, e := range evs {
		if r, ok := e.For(seat); ok {
			out = append(out, r)
		}
	}
	return out
}

// Msg is a log sentence as a catalogue key and its arguments; the screen renders it in the
// player's language. Args hold ints, strings, SeatRef and CardRef values.
type Msg struct {
	Key  string
	Args []any
}

// M builds a Msg.
func M(key string, args ...any) Msg { return Msg{Key: key, Args: args} }

func (m Msg) clone() Msg {
	if m.Args != nil {
		m.Args = append([]any(nil), m.Args...)
	}
	return m
}

// SeatRef is a message argument naming a seat; the screen shows the seat's name.
type SeatRef int

// CardRef is a message argument naming a card by its game-defined identifier (Unseen when
// the card's face was redacted: the screen says "a card").
type CardRef int

// Term is a message argument that is itself a catalogue key (an NPC's name, a chart's line):
// the screen shows its words in the reader's language.
type Term string
