package server

import (
	"context"
	"encoding/json"
	"log"
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
	data, err := encode(m)
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

// encode writes m as json.Marshal does, but puts its View, Events and Results in as they
// are: they were written by json.Marshal already (marshal), and json.Marshal would check and
// compact each again, which was an eighth of the server's time under load (docs/PERFORMANCE.md).
func encode(m proto.Msg) ([]byte, error) {
	raw := [...]struct {
		key string
		v   json.RawMessage
	}{{`,"view":`, m.View}, {`,"events":`, m.Events}, {`,"results":`, m.Results}}
	m.View, m.Events, m.Results = nil, nil, nil
	data, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	size := len(data)
	for _, r := range raw {
		size += len(r.key) + len(r.v)
	}
	out := append(make([]byte, 0, size), data[:len(data)-1]...) // the object without its }
	for _, r := range raw {
		if len(r.v) > 0 {
			out = append(append(out, r.key...), r.v...)
		}
	}
	return append(out, '}'), nil
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

// outbox is a connection's messages waiting to be written, at most Outbox. It grows as they
// come rather than being made Outbox long at once: a channel of Outbox slices was 24 KB a
// connection, idle or not, half the server's heap under load (docs/PERFORMANCE.md).
type outbox struct {
	mu    sync.Mutex
	msgs  [][]byte
	ready chan struct{} // signalled (never blocking) when msgs has something
}

// put queues data; false: Outbox messages wait already, the client is too far behind.
func (o *outbox) put(data []byte) bool {
	o.mu.Lock()
	if len(o.msgs) >= Outbox {
		o.mu.Unlock()
		return false
	}
	o.msgs = append(o.msgs, data)
	o.mu.Unlock()
	select {
	case o.ready <- struct{}{}:
	default:
	}
	return true
}

// take is every message waiting, in order, and empties the outbox.
func (o *outbox) take() [][]byte {
	o.mu.Lock()
	defer o.mu.Unlock()
	msgs := o.msgs
	o.msgs = nil
	return msgs
}

// ServeHTTP takes a WebSocket connection and serves its messages until it closes. An address
// holding its most connections, or a server holding its most, is refused before the
// upgrade (429, 503); so is a page of another site than those allowed (403, SetOrigins).
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	queue := &outbox{ready: make(chan struct{}, 1)}
	c, err := s.connect(s.clientAddr(r), queue.put)
	if err != nil {
		status := http.StatusTooManyRequests
		if r, ok := err.(*refusal); ok {
			status = r.status
		}
		http.Error(w, err.Error(), status)
		return
	}
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: s.originPatterns()})
	if err != nil {
		s.disconnect(c)
		return
	}
	// Up to four times MaxMessage a frame is read and refused with an error; a bigger one
	// closes the connection (status 1009, message too big).
	ws.SetReadLimit(4 * proto.MaxMessage)
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	// The server knows c from connect on (Close may close it meanwhile): its cancel is set
	// under its lock, and a connection closed already ends here.
	c.mu.Lock()
	c.cancel = cancel
	if c.closed {
		cancel()
	}
	c.mu.Unlock()
	defer func() {
		s.disconnect(c)
		c.Close()
		ws.CloseNow()
	}()
	go func() {
		for {
			select {
			case <-queue.ready:
				for _, data := range queue.take() {
					// Without ctx: a write given a context sets a timer up and takes it down
					// (a twentieth of the server's time under load). A write stuck on a
					// client that stopped reading ends when the connection is closed: its
					// outbox overflows, ctx is cancelled, the read below returns, CloseNow.
					if err := ws.Write(context.Background(), websocket.MessageText, data); err != nil {
						cancel()
						return
					}
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
