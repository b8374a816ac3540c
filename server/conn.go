package server

import (
	"context"
	"encoding/json"
	"log"
	"net"
	"net/http"
	"sync"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"zashiki/server/proto"
)

// Outbox is how many messages may wait for a slow client; a client further behind is
// disconnected (it comes back with its token and is shown the position).
const Outbox = 1024

// Conn is one client's connection: its rate limit, its outgoing messages in order, and the
// seat it is served as.
type Conn struct {
	limiter *rate.Limiter
	addr    *addrLimit // its address's, shared; nil for a connection made by NewConn
	addrKey string
	out     func([]byte) bool // queues a message; false: the client is too far behind

	mu     sync.Mutex
	closed bool
	cancel func()
	table  *Table
	seat   int
}

// NewConn is a connection whose messages go to out, in order (a test's or the fuzz target's
// client); out reports false to be closed.
func NewConn(out func([]byte) bool) *Conn {
	return &Conn{limiter: rate.NewLimiter(PerSecond, Burst), out: out, cancel: func() {}, seat: -1}
}

func (c *Conn) send(m proto.Msg) {
	data, err := json.Marshal(m)
	if err != nil {
		log.Printf("encoding a %s message: %v", m.Type, err)
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return
	}
	if !c.out(data) {
		c.closed = true
		c.cancel()
	}
}

func (c *Conn) bind(t *Table, seat int) {
	c.mu.Lock()
	old, oldSeat := c.table, c.seat
	c.table, c.seat = t, seat
	c.mu.Unlock()
	// A connection serves one seat: the one it held before is left. The caller holds t's
	// lock; another table's is taken on a goroutine of its own, never two at once.
	switch {
	case old == nil || oldSeat < 0 || old == t && oldSeat == seat:
	case old == t:
		if t.seats[oldSeat].conn == c {
			t.seats[oldSeat].conn = nil
			t.gone(oldSeat)
		}
	default:
		go old.leave(c, oldSeat)
	}
}

// Close disconnects the client and frees its seat's connection.
func (c *Conn) Close() {
	c.mu.Lock()
	c.closed = true
	c.cancel()
	t, seat := c.table, c.seat
	c.mu.Unlock()
	if t != nil && seat >= 0 {
		t.leave(c, seat)
	}
}

// leave stops serving seat on c, if c still serves it, and tells the table.
func (t *Table) leave(c *Conn, seat int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.seats[seat].conn == c {
		t.seats[seat].conn = nil
		t.gone(seat)
		if !t.closed {
			t.lobby()
		}
	}
}

// ServeHTTP takes a WebSocket connection and serves its messages until it closes.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ws, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	// Up to four times MaxMessage a frame is read and refused with an error; a bigger one
	// closes the connection (status 1009, message too big).
	ws.SetReadLimit(4 * proto.MaxMessage)
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	queue := make(chan []byte, Outbox)
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	c := s.connect(host, func(data []byte) bool {
		select {
		case queue <- data:
			return true
		default:
			return false
		}
	})
	c.cancel = cancel
	defer func() {
		s.disconnect(c)
		c.Close()
		ws.CloseNow()
	}()
	go func() {
		for {
			select {
			case data := <-queue:
				if err := ws.Write(ctx, websocket.MessageText, data); err != nil {
					cancel()
					return
				}
			case <-ctx.Done():
				return
			}
		}
	}()
	for {
		_, data, err := ws.Read(ctx)
		if err != nil {
			return
		}
		s.Handle(c, data)
	}
}
