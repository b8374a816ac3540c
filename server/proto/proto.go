// Package proto is the wire language of `zashiki serve`: JSON messages over WebSocket, one
// message a frame. A client sends requests (create, join, start, resume, act, next, rematch,
// away); the server answers each seat with what that seat may know and nothing more: its
// View, its account of the events (engine.Redact), its legal actions. Every message carries the protocol version,
// so a client of another build is told so instead of misread.
//
// It imports neither the rules nor the server, so a client (the desktop's, the browser's)
// can speak it without them.
package proto

import "encoding/json"

// Version is the protocol's version; a message with another is refused (ErrVersion).
const Version = 1

// MaxMessage is the largest message a client may send, in bytes. Requests are small (an
// action is a few words); a bigger one is refused unread.
const MaxMessage = 8 << 10

// Request types, client to server.
const (
	Create = "create" // Game, Seats, Options, Name: a new table; the creator takes the first open seat and hosts
	Join   = "join"   // Code, Name: take the first open seat
	Start  = "start"  // Code, Token (the host's): deal the first game
	Resume = "resume" // Code, Token: this connection is the seat's again; a State follows
	Act    = "act"    // Code, Token, Step, Action: play, at the step the client saw
	Next   = "next"   // Code, Token (the host's), Step: deal the match's next game once one ends
	// Away: Code, Token (the host's), Seat, Strength (empty: normal): a CPU plays the seat
	// of a player disconnected for longer than the table's grace time. The player takes
	// it back by resuming with the seat's token.
	Away = "away"
	// Rematch: Code, Token (the host's), Step: a new match at the same table once a game has
	// ended: the same seats and tokens, a new seed, game 1.
	Rematch = "rematch"
)

// Grace is the default time a seat's player may be disconnected before the host may hand the
// seat to a CPU; a table's own (Msg.Grace, at create) lies within MinGrace and MaxGrace.
const (
	Grace    = 60
	MinGrace = 10
	MaxGrace = 3600
)

// Reply types, server to client.
const (
	Created = "created" // Code, Seat, Token
	Joined  = "joined"  // Code, Seat, Token
	Lobby   = "lobby"   // Code, Game, Seats, Started: who sits where
	State   = "state"   // the whole position for Seat: View, Events (the game's log), Legal
	Stepped = "step"    // one step: Events (this seat's account of it), View, Legal
	Error   = "error"   // Error (a code below) and Text; nothing changed
)

// Error codes.
const (
	ErrMalformed   = "malformed"    // not a JSON message of this protocol
	ErrTooLarge    = "too_large"    // over MaxMessage
	ErrVersion     = "version"      // another build's protocol
	ErrUnknownType = "unknown_type" // no such request
	ErrRate        = "rate_limited" // too many messages too fast
	ErrNoTable     = "unknown_table"
	ErrToken       = "bad_token" // missing, or not a seat's of this table
	ErrSeatTaken   = "seat_taken"
	ErrNotHost     = "not_host"
	ErrNotStarted  = "not_started"
	ErrStarted     = "started"
	ErrNotYourTurn = "not_your_turn"
	ErrStale       = "stale_step" // the table has moved on since the step the client saw
	ErrIllegal     = "illegal"
	ErrBadTable    = "bad_table"     // an unknown game, seat count, strength or option
	ErrGameOn      = "game_on"       // next asked while the game goes on
	ErrSeatsOpen   = "seats_open"    // start asked while a player's seat is still empty
	ErrServer      = "server"        // the server could not keep the step; nothing was played
	ErrExpired     = "table_expired" // the table was idle too long and is gone
	ErrUnknownSeat = "unknown_seat"  // no such seat at the table
	ErrNotAway     = "not_away"      // the seat is not a player's who is away (connected, a CPU's, already handed)
	ErrTooEarly    = "too_early"     // the seat's player has not been away for the grace time yet
)

// Seat is one chair in a table's setup and lobby: a CPU of a strength, or open for a player.
type Seat struct {
	CPU       string `json:"cpu,omitempty"` // the CPU's strength; empty: a player's seat
	Name      string `json:"name,omitempty"`
	Taken     bool   `json:"taken,omitempty"`
	Connected bool   `json:"connected,omitempty"`
	// Away: the player's connection has been gone for longer than the grace time (the host
	// may hand the seat to a CPU). StandIn: the strength of the CPU playing the seat for its
	// absent player; empty: none.
	Away    bool   `json:"away,omitempty"`
	StandIn string `json:"standIn,omitempty"`
}

// Msg is every message, either way; each type uses the fields its comment names.
type Msg struct {
	V    int    `json:"v"`
	Type string `json:"type"`

	Game    string            `json:"game,omitempty"`
	Seats   []Seat            `json:"seats,omitempty"`
	Options map[string]string `json:"options,omitempty"`
	// Grace is the table's grace time in seconds (create: 0 is Grace; lobby: the table's).
	Grace int `json:"grace,omitempty"`
	// Strength is the CPU's strength for an away seat (Away).
	Strength string `json:"strength,omitempty"`
	Code     string `json:"code,omitempty"`
	Name     string `json:"name,omitempty"`
	Token    string `json:"token,omitempty"`
	Action   string `json:"action,omitempty"`
	// Step is the table's step number: deals and actions so far, every game of the match.
	Step int `json:"step"`
	Seat int `json:"seat"`

	Started bool `json:"started,omitempty"`
	GameNo  int  `json:"gameNo,omitempty"`
	// View is the seat's engine View, Events its account of the events (engine.Redact),
	// both as encoding/json writes them.
	View   json.RawMessage `json:"view,omitempty"`
	Events json.RawMessage `json:"events,omitempty"`
	Legal  []string        `json:"legal,omitempty"`
	// Deadline is when the open window's time to answer runs out, on the server's clock
	// (Unix milliseconds); 0: none.
	Deadline int64 `json:"deadline,omitempty"`
	Over     bool  `json:"over,omitempty"`
	// Results are the match's finished games, each its engine Outcome (who won, the points,
	// why it ended: public to every seat), sent with a State and once a game is over.
	Results json.RawMessage `json:"results,omitempty"`

	Error string `json:"error,omitempty"`
	Text  string `json:"text,omitempty"`
}
