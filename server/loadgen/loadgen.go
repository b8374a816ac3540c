// Package loadgen is `zashiki load`: it seats scripted players at many tables of one or more
// `zashiki serve` nodes and measures what a node holds. Each table is Free Eight (no CPU seat,
// so no CPU thinks on the server: the cost measured is the server's own), every seat a
// WebSocket connection, and each table takes one action a second: the seat asked plays one of
// its legal actions, the host deals the next game when one ends. It reports the latency from
// an action sent to each seat's view of it, the server's CPU time per action and its memory
// per table (from /proc, for server processes on this machine), and its own CPU time, since
// the players' cost lands on the same machine.
package loadgen

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"zashiki/server/proto"
)

// Config is one load: the nodes, the tables and how they play.
type Config struct {
	URLs []string // the nodes' WebSocket addresses; tables go to them in turn
	// Spread seats a table's players at the nodes in turn from its own (the host on the
	// table's node, the next seat on the next node, ...), as players behind a balancer come:
	// the other nodes relay their seats to the table's. Without it a table is whole on one node.
	Spread bool
	Game   string // a game every seat of which is a player's (freeeight)
	Seats  int    // seats a table
	// Every is how often a table acts: one action (or next deal) per table per Every.
	Every time.Duration
	// Source, when set, is the first of the local addresses the tables' connections come
	// from, one address a table (127.1.0.1, 127.1.0.2, ...): a server limits each address,
	// and players come from many. Empty: the system's choice.
	Source net.IP
}

// msg is what a player reads of a server message: View and Events are not decoded.
type msg struct {
	Type  string   `json:"type"`
	Code  string   `json:"code"`
	Token string   `json:"token"`
	Step  int      `json:"step"`
	Seat  int      `json:"seat"`
	Legal []string `json:"legal"`
	Over  bool     `json:"over"`
	Error string   `json:"error"`
	Text  string   `json:"text"`
}

// Load is the tables under way and what they measured.
type Load struct {
	cfg Config
	ctx context.Context

	mu      sync.Mutex
	tables  []*table
	samples []time.Duration // action-to-view latencies since the last Take

	actions atomic.Int64 // sent
	played  atomic.Int64 // sent and shown: the first seat saw the step after
	errs    atomic.Int64
	bytes   atomic.Int64 // read from the server
	lastErr atomic.Value // string
	dropped atomic.Int64 // connections the server closed
}

// New is a load on cfg's nodes, its tables stopped when ctx is done.
func New(ctx context.Context, cfg Config) *Load {
	if cfg.Game == "" {
		cfg.Game = "freeeight"
	}
	if cfg.Seats == 0 {
		cfg.Seats = 4
	}
	if cfg.Every == 0 {
		cfg.Every = time.Second
	}
	return &Load{cfg: cfg, ctx: ctx}
}

// Tables is how many tables play.
func (l *Load) Tables() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.tables)
}

// Grow opens tables until n play, parallel at a time, and starts them playing.
func (l *Load) Grow(n, parallel int) error {
	l.mu.Lock()
	from := len(l.tables)
	l.mu.Unlock()
	if n <= from {
		return nil
	}
	var wg sync.WaitGroup
	var first error
	var errMu sync.Mutex
	next := atomic.Int64{}
	next.Store(int64(from))
	for range max(parallel, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				t, err := l.open(i)
				if err != nil {
					errMu.Lock()
					if first == nil {
						first = fmt.Errorf("table %d: %w", i, err)
					}
					errMu.Unlock()
					return
				}
				l.mu.Lock()
				l.tables = append(l.tables, t)
				l.mu.Unlock()
				go t.play()
			}
		}()
	}
	wg.Wait()
	return first
}

// Sample is what the tables measured since the last Take.
type Sample struct {
	Actions  int64 // sent
	Played   int64 // shown to a seat (the others were refused: stale, most often)
	Errors   int64
	Dropped  int64
	LastErr  string
	Latency  []time.Duration // sorted
	Received int             // latency samples: one per seat per action
	Bytes    int64           // read from the servers, every seat
}

// Quantile is the latency below which q of the samples lie.
func (s Sample) Quantile(q float64) time.Duration {
	if len(s.Latency) == 0 {
		return 0
	}
	return s.Latency[min(len(s.Latency)-1, int(q*float64(len(s.Latency))))]
}

// Take is the sample since the last Take, and starts the next.
func (l *Load) Take() Sample {
	l.mu.Lock()
	lat := l.samples
	l.samples = nil
	l.mu.Unlock()
	slices.Sort(lat)
	s := Sample{Actions: l.actions.Swap(0), Played: l.played.Swap(0), Bytes: l.bytes.Swap(0), Errors: l.errs.Swap(0), Dropped: l.dropped.Load(), Latency: lat, Received: len(lat)}
	if e, ok := l.lastErr.Load().(string); ok {
		s.LastErr = e
	}
	return s
}

func (l *Load) record(d time.Duration) {
	l.mu.Lock()
	l.samples = append(l.samples, d)
	l.mu.Unlock()
}

// table is one table's players.
type table struct {
	l     *Load
	code  string
	seats []*player

	mu      sync.Mutex
	pending int       // the step an action was sent at; -1: none
	sentAt  time.Time // when it was sent
	seen    []int     // the seats that have seen the step after pending
}

// player is one seat's connection and what the server last showed it.
type player struct {
	t     *table
	seat  int
	token string
	ws    *websocket.Conn
	node  int // the index of its node's URL

	// Under t.mu: the latest position shown.
	step  int
	legal []string
	over  bool
}

// dialer is an HTTP client whose connections come from local address src (nil: any).
func dialer(src net.IP) *http.Client {
	if src == nil {
		return nil
	}
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: src}, Timeout: 30 * time.Second}
	return &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}
}

// sourceOf is table i's local address: Source plus i.
func sourceOf(base net.IP, i int) net.IP {
	if base == nil {
		return nil
	}
	ip := slices.Clone(base.To4())
	n := uint32(ip[0])<<24 | uint32(ip[1])<<16 | uint32(ip[2])<<8 | uint32(ip[3])
	n += uint32(i)
	return net.IPv4(byte(n>>24), byte(n>>16), byte(n>>8), byte(n))
}

// open sets table i up on its node: the host creates it, the others join, the host starts.
func (l *Load) open(i int) (*table, error) {
	ctx, cancel := context.WithTimeout(l.ctx, 60*time.Second)
	defer cancel()
	hc := dialer(sourceOf(l.cfg.Source, i))
	t := &table{l: l, pending: -1}
	replies := make(chan msg, l.cfg.Seats)
	for s := range l.cfg.Seats {
		node := i % len(l.cfg.URLs)
		if l.cfg.Spread {
			node = (i + s) % len(l.cfg.URLs)
		}
		ws, _, err := websocket.Dial(ctx, l.cfg.URLs[node], &websocket.DialOptions{HTTPClient: hc})
		if err != nil {
			t.close()
			return nil, err
		}
		ws.SetReadLimit(16 << 20)
		p := &player{t: t, seat: -1, ws: ws, node: node, step: -1}
		t.mu.Lock()
		t.seats = append(t.seats, p)
		code := t.code
		t.mu.Unlock()
		go p.read(replies)
		var req proto.Msg
		if s == 0 {
			req = proto.Msg{Type: proto.Create, Game: l.cfg.Game, Seats: make([]proto.Seat, l.cfg.Seats), Name: "load"}
		} else {
			req = proto.Msg{Type: proto.Join, Code: code, Name: "load"}
		}
		if err := p.send(ctx, req); err != nil {
			t.close()
			return nil, err
		}
		select {
		case m := <-replies:
			if m.Type == proto.Error {
				t.close()
				return nil, fmt.Errorf("%s: %s: %s", req.Type, m.Error, m.Text)
			}
			t.mu.Lock()
			t.code, p.token, p.seat = m.Code, m.Token, m.Seat
			t.mu.Unlock()
		case <-ctx.Done():
			t.close()
			return nil, fmt.Errorf("%s: no answer: %w", req.Type, ctx.Err())
		}
	}
	// Seats in seat order: the host first.
	t.mu.Lock()
	slices.SortFunc(t.seats, func(a, b *player) int { return a.seat - b.seat })
	t.mu.Unlock()
	if err := t.seats[0].send(ctx, proto.Msg{Type: proto.Start, Code: t.code, Token: t.seats[0].token}); err != nil {
		t.close()
		return nil, err
	}
	return t, nil
}

func (p *player) send(ctx context.Context, m proto.Msg) error {
	m.V = proto.Version
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return p.ws.Write(ctx, websocket.MessageText, data)
}

// read takes the server's messages until the connection ends: created and joined go to
// replies (while the table is set up), positions are noted, and the first view of the step
// after an action is timed.
func (p *player) read(replies chan<- msg) {
	t, l := p.t, p.t.l
	for {
		// Without a context: a read given one sets up and takes down a timer each time (a
		// tenth of the players' CPU); the connection is closed when the load stops (play).
		_, data, err := p.ws.Read(context.Background())
		if err != nil {
			if l.ctx.Err() == nil {
				l.dropped.Add(1)
				l.lastErr.Store("connection: " + err.Error())
			}
			return
		}
		l.bytes.Add(int64(len(data)))
		var m msg
		if err := json.Unmarshal(data, &m); err != nil {
			l.errs.Add(1)
			l.lastErr.Store("not JSON: " + err.Error())
			continue
		}
		switch m.Type {
		case proto.Created, proto.Joined:
			replies <- m
		case proto.Error:
			t.mu.Lock()
			seated := p.token != ""
			t.mu.Unlock()
			if !seated {
				select {
				case replies <- m:
				default:
				}
				continue
			}
			l.errs.Add(1)
			l.lastErr.Store(m.Error + ": " + m.Text)
		case proto.State, proto.Stepped:
			now := time.Now()
			t.mu.Lock()
			if m.Step >= p.step {
				p.step, p.legal, p.over = m.Step, m.Legal, m.Over
			}
			if t.pending >= 0 && m.Step == t.pending+1 && !slices.Contains(t.seen, p.seat) {
				if t.seen = append(t.seen, p.seat); len(t.seen) == 1 {
					l.played.Add(1)
				}
				l.record(now.Sub(t.sentAt))
				if len(t.seen) == len(t.seats) {
					t.pending, t.seen = -1, t.seen[:0]
				}
			}
			t.mu.Unlock()
		}
	}
}

// play acts once every Every, from a random phase, until the load stops.
func (t *table) play() {
	l := t.l
	defer t.close()
	select {
	case <-time.After(rand.N(l.cfg.Every)):
	case <-l.ctx.Done():
		return
	}
	tick := time.NewTicker(l.cfg.Every)
	defer tick.Stop()
	for {
		t.act()
		select {
		case <-tick.C:
		case <-l.ctx.Done():
			return
		}
	}
}

// act plays one of the legal actions of the seat asked at the latest step, or deals the next
// game as the host once one has ended.
func (t *table) act() {
	l := t.l
	t.mu.Lock()
	latest := -1
	for _, p := range t.seats {
		latest = max(latest, p.step)
	}
	var who *player
	var req proto.Msg
	for _, p := range t.seats {
		if p.step != latest {
			continue
		}
		if p.over && p.seat == 0 {
			who, req = p, proto.Msg{Type: proto.Next, Code: t.code, Token: p.token, Step: latest}
			break
		}
		if len(p.legal) > 0 && !p.over {
			who = p
			req = proto.Msg{Type: proto.Act, Code: t.code, Token: p.token, Step: latest, Action: p.legal[rand.N(len(p.legal))]}
			break
		}
	}
	if who == nil || latest < 0 {
		t.mu.Unlock()
		return
	}
	t.pending, t.sentAt, t.seen = latest, time.Now(), t.seen[:0]
	t.mu.Unlock()
	// As a read: a write stuck on a server that stopped reading ends when the load stops.
	if err := who.send(context.Background(), req); err != nil {
		if l.ctx.Err() == nil {
			l.errs.Add(1)
			l.lastErr.Store("sending: " + err.Error())
		}
		return
	}
	l.actions.Add(1)
}

func (t *table) close() {
	for _, p := range t.seats {
		p.ws.CloseNow()
	}
}

// Target is the host:port of a WebSocket address.
func Target(u string) (string, error) {
	p, err := url.Parse(u)
	if err != nil {
		return "", err
	}
	if p.Scheme != "ws" && p.Scheme != "wss" {
		return "", fmt.Errorf("%q: a ws:// or wss:// address, please", u)
	}
	return p.Host, nil
}
