// Package client is a player's side of `zashiki serve`: one WebSocket connection to a server,
// the table it sits at, and what the server has shown its seat — the lobby, the seat's View,
// its account of the events and its legal actions. It decides nothing: the server is the
// referee, and the client only sends the action text chosen with the step number it saw.
//
// The seat's token is kept on the device (store, per server address and table code), so a
// player whose connection drops comes back into the same seat with Resume.
//
// It imports no Ebitengine and no rules (layers_test.go checks), so the screen and the
// scripted tests drive it alike.
package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"zashiki/server/proto"
	"zashiki/store"
)

// ReadLimit is the largest message read from the server: a State carries the game's whole
// log, far bigger than a request.
const ReadLimit = 16 << 20

// ServerError is a request the server refused: its code (proto.Err*) and its sentence.
type ServerError struct{ Code, Text string }

func (e *ServerError) Error() string { return e.Code + ": " + e.Text }

// Position is what the server last showed the seat of the game on the table.
type Position struct {
	Step   int             // the table's step: sent back with an action
	GameNo int             // the match's game, from 1
	View   json.RawMessage // the seat's engine View, as encoding/json wrote it
	// Events is the seat's account of the game so far, one JSON event each: the whole log
	// from the last State, then each step's events as they came.
	Events   []json.RawMessage
	Legal    []string
	Deadline time.Time // when the open window's time runs out (server's clock); zero: none
	Over     bool      // the game has ended; the host may deal the next with Next
	// Results are the match's finished games, each an engine Outcome as encoding/json wrote
	// it: the last State's, then the latest a step brought.
	Results json.RawMessage
	// Whole counts the whole positions the server has sent (at a deal, a rematch, a
	// reconnection): a screen shows the position afresh when it changes, and step by step
	// while it stays.
	Whole int
}

// Snapshot is the client's whole picture at one moment, a copy the caller may keep.
type Snapshot struct {
	Code  string
	Seat  int // -1 until a seat is taken
	Host  bool
	Game  string
	Seats []proto.Seat // the lobby: who sits where, who is connected
	// Started: the host has dealt; Pos is the position (nil before the first State).
	Started bool
	Pos     *Position
	Err     *ServerError // the last refusal, until the next request
	Closed  error        // why the connection ended; nil while it is open
	// Redialling: the connection ended and the client is dialling the server's addresses
	// again to take its seat back (DialCluster); Closed if none answers in time.
	Redialling bool
}

// conn is the WebSocket under a client (ws_other.go, ws_js.go): whole text messages, each
// read no bigger than ReadLimit.
type conn interface {
	Read(ctx context.Context) ([]byte, error)
	Write(ctx context.Context, data []byte) error
	Close()    // a normal closure
	CloseNow() // without the closing handshake
}

// Client is one connection to a server.
type Client struct {
	url string
	st  store.Store
	ws  conn // under mu: replaced when the client dials another node
	// nodes are a cluster's addresses, to dial the next when the connection ends
	// (cluster.go); nil: a connection ends the client.
	nodes *nodes

	ctx    context.Context
	cancel func()

	mu      sync.Mutex
	snap    Snapshot
	tok     string         // the seat's token; the device keeps it too, for Resume
	replies chan proto.Msg // created / joined / error, for the request awaiting one
	changed chan struct{}  // signalled (never blocking) whenever snap changes
}

// Dial connects to the server at url (ws://host:port/ws). st keeps the seats' tokens; nil
// keeps them only as long as the client lives.
func Dial(ctx context.Context, url string, st store.Store) (*Client, error) {
	ws, err := dialWS(ctx, url)
	if err != nil {
		return nil, err
	}
	cctx, cancel := context.WithCancel(context.Background())
	c := &Client{url: url, st: st, ws: ws, ctx: cctx, cancel: cancel,
		replies: make(chan proto.Msg, 16), changed: make(chan struct{}, 1)}
	c.snap.Seat = -1
	go c.read()
	return c, nil
}

// Close ends the connection.
func (c *Client) Close() {
	c.cancel()
	c.socket().Close()
}

// URL is the server's address the client dialled.
func (c *Client) URL() string { return c.url }

// Changed is signalled whenever the snapshot changes; a screen polls Snapshot instead.
func (c *Client) Changed() <-chan struct{} { return c.changed }

// Snapshot is a copy of what the server has shown so far.
func (c *Client) Snapshot() Snapshot {
	c.mu.Lock()
	defer c.mu.Unlock()
	s := c.snap
	s.Seats = append([]proto.Seat(nil), s.Seats...)
	if s.Pos != nil {
		p := *s.Pos
		p.Events = append([]json.RawMessage(nil), p.Events...)
		p.Legal = append([]string(nil), p.Legal...)
		s.Pos = &p
	}
	return s
}

// read takes the server's messages until the connection ends.
func (c *Client) read() {
	for {
		ws := c.socket()
		data, err := ws.Read(c.ctx)
		if err != nil && c.redial(ws) {
			continue
		}
		if err != nil {
			c.update(func(s *Snapshot) { s.Closed = err })
			close(c.replies)
			return
		}
		var m proto.Msg
		if err := json.Unmarshal(data, &m); err != nil {
			c.update(func(s *Snapshot) { s.Closed = fmt.Errorf("a message that is not JSON: %w", err) })
			ws.CloseNow()
			continue
		}
		c.receive(m)
	}
}

// receive takes one message into the snapshot.
func (c *Client) receive(m proto.Msg) {
	switch m.Type {
	case proto.Created, proto.Joined:
		c.keep(m.Code, m.Seat, m.Token, m.Type == proto.Created)
		c.reply(m)
	case proto.Error:
		c.update(func(s *Snapshot) { s.Err = &ServerError{m.Error, m.Text} })
		c.reply(m)
	case proto.Lobby:
		c.update(func(s *Snapshot) {
			s.Code, s.Game, s.Seats, s.Started = m.Code, m.Game, m.Seats, m.Started
		})
	case proto.State, proto.Stepped:
		var evs []json.RawMessage
		if len(m.Events) > 0 {
			if err := json.Unmarshal(m.Events, &evs); err != nil {
				c.update(func(s *Snapshot) { s.Closed = fmt.Errorf("events that are not a list: %w", err) })
				return
			}
		}
		c.update(func(s *Snapshot) {
			s.Started = true
			p := &Position{Step: m.Step, GameNo: m.GameNo, View: m.View, Legal: m.Legal, Over: m.Over, Results: m.Results}
			if s.Pos != nil {
				p.Whole = s.Pos.Whole
				if p.Results == nil {
					p.Results = s.Pos.Results
				}
			}
			if m.Type == proto.State {
				p.Whole++
			}
			if m.Deadline != 0 {
				p.Deadline = time.UnixMilli(m.Deadline)
			}
			if m.Type == proto.Stepped && s.Pos != nil && s.Pos.GameNo == m.GameNo {
				p.Events = append(s.Pos.Events, evs...)
			} else {
				p.Events = evs
			}
			s.Pos = p
		})
	}
}

// reply hands m to a request awaiting one, if any waits; otherwise it is dropped (an
// action's refusal is in the snapshot's Err).
func (c *Client) reply(m proto.Msg) {
	select {
	case c.replies <- m:
	default:
	}
}

func (c *Client) update(f func(*Snapshot)) {
	c.mu.Lock()
	f(&c.snap)
	c.mu.Unlock()
	select {
	case c.changed <- struct{}{}:
	default:
	}
}

// keep notes the seat taken and keeps its token on the device.
func (c *Client) keep(code string, seat int, token string, host bool) {
	c.update(func(s *Snapshot) {
		s.Code, s.Seat, s.Host = code, seat, host
	})
	c.mu.Lock()
	c.tok = token
	c.mu.Unlock()
	saveSeat(c.st, c.url, code, Seat{Seat: seat, Token: token, Host: host})
}

func (c *Client) send(m proto.Msg) error {
	m.V = proto.Version
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	c.mu.Lock()
	c.snap.Err = nil
	c.mu.Unlock()
	return c.socket().Write(c.ctx, data)
}

// request sends m and waits for the reply that answers it (created, joined or an error).
func (c *Client) request(ctx context.Context, m proto.Msg) (proto.Msg, error) {
	// A refusal left over from an earlier request is not this one's answer.
	for drained := false; !drained; {
		select {
		case <-c.replies:
		default:
			drained = true
		}
	}
	if err := c.send(m); err != nil {
		return proto.Msg{}, err
	}
	select {
	case r, ok := <-c.replies:
		if !ok {
			return proto.Msg{}, errors.New("the connection closed")
		}
		if r.Type == proto.Error {
			return r, &ServerError{r.Error, r.Text}
		}
		return r, nil
	case <-ctx.Done():
		return proto.Msg{}, ctx.Err()
	}
}

// Create sets a new table up (game, its seats open or CPU, options) and takes its first
// open seat as host, under name. The invite code is in the snapshot.
func (c *Client) Create(ctx context.Context, game string, seats []proto.Seat, options map[string]string, name string) error {
	_, err := c.request(ctx, proto.Msg{Type: proto.Create, Game: game, Seats: seats, Options: options, Name: name})
	return err
}

// Join takes the first open seat of the table with the invite code, under name.
func (c *Client) Join(ctx context.Context, code, name string) error {
	_, err := c.request(ctx, proto.Msg{Type: proto.Join, Code: code, Name: name})
	return err
}

// Resume sits this connection at the seat whose token the device kept for the table: the
// lobby and, once dealt, the exact position follow. ok is false when no token was kept.
func (c *Client) Resume(code string) (ok bool, err error) {
	s, ok := LoadSeat(c.st, c.url, code)
	if !ok {
		return false, nil
	}
	c.update(func(sn *Snapshot) { sn.Code, sn.Seat, sn.Host = code, s.Seat, s.Host })
	c.mu.Lock()
	c.tok = s.Token
	c.mu.Unlock()
	return true, c.send(proto.Msg{Type: proto.Resume, Code: code, Token: s.Token})
}

func (c *Client) token() (string, string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.snap.Code == "" || c.tok == "" {
		return "", "", errors.New("no seat taken at a table")
	}
	return c.snap.Code, c.tok, nil
}

// Start deals the first game (the host's request; the server refuses anyone else's).
func (c *Client) Start() error {
	code, tok, err := c.token()
	if err != nil {
		return err
	}
	return c.send(proto.Msg{Type: proto.Start, Code: code, Token: tok})
}

// Act plays action, one of the Legal of the position at step: the position the player chose
// from, which may be older than the client's newest if the table moved meanwhile. Then the
// server refuses it as stale rather than play it in a position it was not chosen for. The
// server's answer is the next step, or a refusal in the snapshot's Err.
func (c *Client) Act(step int, action string) error {
	code, tok, err := c.token()
	if err != nil {
		return err
	}
	return c.send(proto.Msg{Type: proto.Act, Code: code, Token: tok, Step: step, Action: action})
}

// Next deals the match's next game once one has ended (the host's request).
func (c *Client) Next() error { return c.sendAtStep(proto.Next, "") }

// Rematch starts a new match at the table once a game has ended (the host's request): the
// same seats, a new deal, game 1.
func (c *Client) Rematch() error { return c.sendAtStep(proto.Rematch, "") }

// StandIn has a CPU of strength (empty: normal) play seat for its player, away for longer
// than the table's grace time (the host's request); the player takes it back by coming back.
func (c *Client) StandIn(seat int, strength string) error {
	code, tok, err := c.token()
	if err != nil {
		return err
	}
	return c.send(proto.Msg{Type: proto.Away, Code: code, Token: tok, Seat: seat, Strength: strength})
}

// sendAtStep sends a request of the seat's that names the step the client last saw, so the
// server refuses it if the table has moved on since.
func (c *Client) sendAtStep(typ, action string) error {
	code, tok, err := c.token()
	if err != nil {
		return err
	}
	c.mu.Lock()
	pos := c.snap.Pos
	c.mu.Unlock()
	if pos == nil {
		return errors.New("the game has not been dealt")
	}
	return c.send(proto.Msg{Type: typ, Code: code, Token: tok, Step: pos.Step, Action: action})
}

// Wait blocks until ok holds for the snapshot, the connection ends or ctx is done.
func (c *Client) Wait(ctx context.Context, ok func(Snapshot) bool) (Snapshot, error) {
	for {
		s := c.Snapshot()
		if ok(s) {
			return s, nil
		}
		if s.Closed != nil {
			return s, s.Closed
		}
		select {
		case <-c.changed:
		case <-ctx.Done():
			return s, ctx.Err()
		}
	}
}
