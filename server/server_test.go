package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"math/rand/v2"
	"net"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"zashiki/rules/engine"
	"zashiki/rules/games"
	"zashiki/server/proto"
	"zashiki/session"
)

// testServer is a server on 127.0.0.1 with its log in an embedded NATS server under dir.
type testServer struct {
	srv *Server
	log *JetStream
	hs  *http.Server
	url string
}

func startServer(t *testing.T, dir string) *testServer {
	t.Helper()
	return startServerOn(t, dir, nil)
}

// startServerOn is startServer on the clock given (nil: time.Now).
func startServerOn(t *testing.T, dir string, clock func() time.Time) *testServer {
	t.Helper()
	l, err := Embedded(dir)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := New(l, clock)
	if err != nil {
		l.Close()
		t.Fatal(err)
	}
	// Scripted players answer faster than people can; the rate limit has its own test.
	srv.perSecond, srv.burst = 2000, 2000
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ts := &testServer{srv: srv, log: l, hs: &http.Server{Handler: srv.Mux()}, url: "ws://" + ln.Addr().String() + "/ws"}
	go ts.hs.Serve(ln)
	t.Cleanup(ts.kill)
	return ts
}

// kill stops the server at once: the listener and every connection closed, the tables
// stopped and the NATS server shut down, nothing drained.
func (ts *testServer) kill() {
	ts.hs.Close()
	ts.srv.Close()
	ts.log.Close()
}

// client is a scripted player on a WebSocket connection.
type client struct {
	t    *testing.T
	ws   *websocket.Conn
	in   chan proto.Msg
	err  error // why the connection closed, once in is closed
	code string
	tok  string
	seat int
}

func dial(t *testing.T, url string) *client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(64 << 20)
	c := &client{t: t, ws: ws, in: make(chan proto.Msg, 1<<16)}
	go func() {
		defer close(c.in)
		for {
			_, data, err := ws.Read(context.Background())
			if err != nil {
				c.err = err
				return
			}
			var m proto.Msg
			if err := json.Unmarshal(data, &m); err != nil {
				t.Errorf("a message that is not JSON: %v", err)
				return
			}
			c.in <- m
		}
	}()
	t.Cleanup(func() { ws.CloseNow() })
	return c
}

func (c *client) send(m proto.Msg) {
	m.V = proto.Version
	data, _ := json.Marshal(m)
	if err := c.ws.Write(context.Background(), websocket.MessageText, data); err != nil {
		c.t.Fatal(err)
	}
}

// next is the next message, within 30 s. It may run on a player's goroutine: a failure
// ends that goroutine (t.Error, runtime.Goexit), not the test's.
func (c *client) next() proto.Msg {
	select {
	case m, ok := <-c.in:
		if ok {
			return m
		}
		c.t.Error("the connection closed")
	case <-time.After(30 * time.Second):
		c.t.Error("no message in 30 s")
	}
	runtime.Goexit()
	return proto.Msg{}
}

// await skips to the next message of type typ; an error on the way fails the test.
func (c *client) await(typ string) proto.Msg {
	for {
		m := c.next()
		if m.Type == typ {
			return m
		}
		if m.Type == proto.Error {
			c.t.Fatalf("awaiting %s: error %s: %s", typ, m.Error, m.Text)
		}
	}
}

// create sets a table up and takes its host seat.
func (c *client) create(game string, seats []proto.Seat) {
	c.send(proto.Msg{Type: proto.Create, Game: game, Seats: seats, Name: "host"})
	m := c.await(proto.Created)
	c.code, c.tok, c.seat = m.Code, m.Token, m.Seat
}

func (c *client) join(code, name string) {
	c.send(proto.Msg{Type: proto.Join, Code: code, Name: name})
	m := c.await(proto.Joined)
	c.code, c.tok, c.seat = m.Code, m.Token, m.Seat
}

// seen is a message a seat was shown of the game: a position or a step.
type seen struct {
	Type   string
	Step   int
	View   string
	Events string
	Legal  []string
	Over   bool // not compared: the session's replay leaves it unset
	// Results are the match's finished games, shown with a position and at a game's end.
	Results string
}

func seenOf(m proto.Msg) seen {
	return seen{Type: m.Type, Step: m.Step, View: string(m.View), Events: string(m.Events), Legal: m.Legal, Over: m.Over,
		Results: string(m.Results)}
}

// play answers every message that asks this seat with a random legal action, until the game
// is over, and returns what it was shown of the game.
func (c *client) play(rng *rand.Rand) []seen {
	return c.playFrom(rng, proto.Msg{}, -1)
}

// playFrom plays on from a position already received (none: an empty message), until the
// game is over or, with acts >= 0, that many actions have been sent and answered.
func (c *client) playFrom(rng *rand.Rand, from proto.Msg, acts int) []seen {
	var got []seen
	var last proto.Msg
	pending := false // the newest position is not answered yet
	for {
		m := from
		if m.Type == "" {
			m = c.next()
		}
		from = proto.Msg{}
		switch m.Type {
		case proto.State, proto.Stepped:
			got = append(got, seenOf(m))
			last, pending = m, len(m.Legal) > 0
			if m.Over || acts == 0 {
				return got
			}
		case proto.Error:
			switch m.Error {
			case proto.ErrStale, proto.ErrNotYourTurn:
				// Another seat's answer came first (an any-order window): the step moved
				// on, and its message follows.
			case proto.ErrRate:
				time.Sleep(100 * time.Millisecond)
				pending = len(last.Legal) > 0
			default:
				c.t.Errorf("seat %d: %s: %s", c.seat, m.Error, m.Text)
				return got
			}
		}
		// A player answers the newest position it has.
		if pending && len(c.in) == 0 && acts != 0 {
			c.send(proto.Msg{Type: proto.Act, Code: c.code, Token: c.tok, Step: last.Step, Action: last.Legal[rng.IntN(len(last.Legal))]})
			pending = false
			acts--
		}
	}
}

// expected replays a table's log as a local session would: what each seat is shown at the
// deal and after every step (positions at each deal, steps after), and the position each
// seat would be shown at the last step.
func expected(t *testing.T, recs []Record) (shown [][]seen, at []seen) {
	t.Helper()
	cr := recs[0]
	g, _ := games.Lookup(cr.Game)
	n := len(cr.Seats)
	m, err := engine.NewMatch(g, n, cr.Seed, engine.Options(cr.Options))
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]session.Seat, n)
	for i := range seats {
		seats[i].Human = true
	}
	s := session.New(m, seats, 1)
	shown = make([][]seen, n)
	step := 0
	msg := func(seat int, typ string, evs []engine.Event) seen {
		m := seen{Type: typ, Step: step, View: string(marshal(s.View(seat))), Events: string(marshal(evs)), Legal: legalText(s.Legal(seat))}
		if o := s.State.Outcome(); o != nil || typ == proto.State {
			done := slices.Clone(s.Match.Results)
			if o != nil && !s.Recorded {
				done = append(done, *o) // the game just ended, before the table records it
			}
			m.Results = string(marshal(done))
		}
		return m
	}
	for _, r := range recs[1:] {
		switch r.Kind {
		case recStart, recNext, recRematch:
			if r.Kind == recNext {
				s.Finish()
			}
			next := s.NextGame
			if r.Kind == recRematch {
				next = func() error { return s.Restart(r.Seed) }
			}
			if err := next(); err != nil {
				t.Fatal(err)
			}
			step++
			for i := range n {
				shown[i] = append(shown[i], msg(i, proto.State, s.Redacted(i)))
			}
		case recStep:
			var p session.Played
			if r.Forced {
				p, err = s.ApplyForced(r.Seat)
			} else {
				act, ok := engine.FindLegal(s.State, r.Seat, r.Action)
				if !ok {
					t.Fatalf("step %d: %q is not legal for seat %d", step, r.Action, r.Seat)
				}
				p, err = s.Apply(r.Seat, act)
			}
			if err != nil {
				t.Fatal(err)
			}
			step++
			for i := range n {
				shown[i] = append(shown[i], msg(i, proto.Stepped, p.For(i)))
			}
		}
	}
	for i := range n {
		at = append(at, msg(i, proto.State, s.Redacted(i)))
	}
	return shown, at
}

func records(t *testing.T, l Log, code string) []Record {
	t.Helper()
	recs, _, err := l.Load()
	if err != nil {
		t.Fatal(err)
	}
	return recs[code]
}

// sameSeen fails unless a seat was shown exactly what the local session shows it.
func sameSeen(t *testing.T, seat int, got, want []seen) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("seat %d was shown %d messages of the game; the session shows it %d", seat, len(got), len(want))
	}
	for i := range min(len(got), len(want)) {
		g, w := got[i], want[i]
		if g.Type != w.Type || g.Step != w.Step || g.View != w.View || g.Events != w.Events || !slices.Equal(g.Legal, w.Legal) ||
			g.Results != w.Results {
			t.Errorf("seat %d, message %d (step %d): shown\n%+v\nthe session shows\n%+v", seat, i, w.Step, g, w)
			return
		}
	}
}

// wholeGames: a table per game, two or three players on their own connections and CPUs on
// the server, each player choosing at random among its legal actions.
var wholeGames = []struct {
	game  string
	seats string // h: a player, otherwise the CPU's strength initial (r: random, e: easy)
}{
	{"freeeight", "hhre"},
	{"boss", "hrhr"},
	{"chaos", "hhr"},
	{"napoleon", "hrhr"},
	{"locke", "hhrrr"},
}

// TestWholeGamesThroughTheServer: every message each player received of the game equals what
// the local session shows that seat at that step (its View, its account of the events, its
// legal actions), and nothing else of the game came.
func TestWholeGamesThroughTheServer(t *testing.T) {
	ts := startServer(t, t.TempDir())
	for gi, wg := range wholeGames {
		t.Run(wg.game, func(t *testing.T) {
			var seats []proto.Seat
			for _, k := range wg.seats {
				seats = append(seats, proto.Seat{CPU: map[rune]string{'h': "", 'r': "random", 'e': "easy"}[k]})
			}
			host := dial(t, ts.url)
			host.create(wg.game, seats)
			players := []*client{host}
			for i := 1; i < len(seats); i++ {
				if seats[i].CPU == "" {
					p := dial(t, ts.url)
					p.join(host.code, "player")
					players = append(players, p)
				}
			}
			host.send(proto.Msg{Type: proto.Start, Code: host.code, Token: host.tok})
			got := make([][]seen, len(players))
			var wg2 sync.WaitGroup
			for i, p := range players {
				wg2.Add(1)
				go func() {
					defer wg2.Done()
					got[i] = p.play(rand.New(rand.NewPCG(uint64(gi), uint64(i))))
				}()
			}
			wg2.Wait()
			want, _ := expected(t, records(t, ts.log, host.code))
			for _, p := range players {
				sameSeen(t, p.seat, got[pIndex(players, p)], want[p.seat])
			}
			size := 0
			for _, g := range got[0] {
				size += len(g.View) + len(g.Events)
			}
			t.Logf("%s: %d messages to seat 0, %d bytes of view and events each on average", wg.game, len(got[0]), size/max(1, len(got[0])))
		})
	}
}

func pIndex(ps []*client, p *client) int {
	for i, q := range ps {
		if q == p {
			return i
		}
	}
	return -1
}

// TestRestartResumesFromTheLog: the server is stopped mid-game without a drain and a new one
// started on the same data folder; the table is rebuilt from JetStream with every step that
// was acknowledged, and the player who reconnects with the token is shown the exact position.
func TestRestartResumesFromTheLog(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir)
	host := dial(t, ts.url)
	host.create("freeeight", []proto.Seat{{}, {CPU: "random"}, {CPU: "random"}})
	host.send(proto.Msg{Type: proto.Start, Code: host.code, Token: host.tok})
	rng := rand.New(rand.NewPCG(7, 7))
	shown := host.playFrom(rng, proto.Msg{}, 6)
	last := shown[len(shown)-1]
	before := records(t, ts.log, host.code)
	ts.kill()

	ts2 := startServer(t, dir)
	after := records(t, ts2.log, host.code)
	if len(after) < len(before) {
		t.Fatalf("the log holds %d records after the restart, %d before", len(after), len(before))
	}
	for i := range before {
		if a, b := marshal(after[i]), marshal(before[i]); !bytes.Equal(a, b) {
			t.Fatalf("record %d changed over the restart: %s, was %s", i, a, b)
		}
	}
	back := dial(t, ts2.url)
	back.send(proto.Msg{Type: proto.Resume, Code: host.code, Token: host.tok})
	pos := back.await(proto.State)
	if pos.Step < last.Step {
		t.Fatalf("resumed at step %d; the player had seen step %d", pos.Step, last.Step)
	}
	// The CPUs may have played on since the restart; the position shown is the log's at its
	// step, exactly.
	recs := records(t, ts2.log, host.code)
	_, at := expected(t, upTo(recs, pos.Step))
	if got := seenOf(pos); got.View != at[0].View || got.Events != at[0].Events || !slices.Equal(got.Legal, at[0].Legal) || got.Step != at[0].Step {
		t.Fatalf("resumed position\n%+v\nthe session's at step %d\n%+v", got, pos.Step, at[0])
	}
	// And the game goes on to its end from there.
	back.code, back.tok, back.seat = host.code, host.tok, 0
	rest := back.playFrom(rng, pos, -1)
	if len(rest) == 0 {
		t.Fatal("no step after resuming")
	}
}

// upTo is the records of a table up to its step n (deals and actions).
func upTo(recs []Record, n int) []Record {
	step := 0
	for i, r := range recs {
		switch r.Kind {
		case recStart, recNext, recStep, recRematch:
			if step == n {
				return recs[:i]
			}
			step++
		}
	}
	return recs
}

// TestReconnectWithToken: a player whose connection drops is shown as away in the lobby,
// comes back on a new connection with the seat's token, is shown the exact position, and
// plays the game to its end.
func TestReconnectWithToken(t *testing.T) {
	ts := startServer(t, t.TempDir())
	host := dial(t, ts.url)
	host.create("freeeight", []proto.Seat{{}, {}, {CPU: "random"}})
	guest := dial(t, ts.url)
	guest.join(host.code, "guest")
	host.send(proto.Msg{Type: proto.Start, Code: host.code, Token: host.tok})
	rng := rand.New(rand.NewPCG(5, 5))
	done := make(chan []seen)
	go func() { done <- host.play(rand.New(rand.NewPCG(6, 6))) }()
	guest.playFrom(rng, proto.Msg{}, 3)
	guest.ws.CloseNow()

	back := dial(t, ts.url)
	back.code, back.tok, back.seat = guest.code, guest.tok, guest.seat
	back.send(proto.Msg{Type: proto.Resume, Code: back.code, Token: back.tok})
	pos := back.await(proto.State)
	recs := records(t, ts.log, host.code)
	_, at := expected(t, upTo(recs, pos.Step))
	if got, want := seenOf(pos), at[back.seat]; got.Step != want.Step || got.View != want.View || got.Events != want.Events || !slices.Equal(got.Legal, want.Legal) {
		t.Fatalf("back at\n%+v\nthe session's position at step %d\n%+v", got, pos.Step, want)
	}
	back.playFrom(rng, pos, -1)
	<-done
}

// TestNextGameOfTheMatch: once a game ends the host deals the next one at the same table:
// game 2, from the match's seed, and the log replays it.
func TestNextGameOfTheMatch(t *testing.T) {
	ts := startServer(t, t.TempDir())
	host := dial(t, ts.url)
	host.create("freeeight", []proto.Seat{{}, {CPU: "random"}})
	host.send(proto.Msg{Type: proto.Start, Code: host.code, Token: host.tok})
	first := host.play(rand.New(rand.NewPCG(8, 8)))
	host.send(proto.Msg{Type: proto.Next, Code: host.code, Token: host.tok, Step: first[len(first)-1].Step})
	second := host.play(rand.New(rand.NewPCG(9, 9)))
	if second[0].Type != proto.State {
		t.Fatalf("the next game began with a %s message", second[0].Type)
	}
	want, _ := expected(t, records(t, ts.log, host.code))
	sameSeen(t, 0, append(first, second...), want[0])
}

// BenchmarkJetStreamAppend is the time to keep one step: published and acknowledged by the
// embedded NATS server, synced to disk. One table appending alone (each append waits for
// the last), then 64 tables appending at once with the tables spread over 1 stream (the
// log before the spread) to 16: ns/op is the time per record kept, all tables together.
func BenchmarkJetStreamAppend(b *testing.B) {
	r := Record{Kind: recStep, Seat: 1, Action: "play 7C"}
	b.Run("tables=1", func(b *testing.B) {
		l, err := Embedded(b.TempDir())
		if err != nil {
			b.Fatal(err)
		}
		defer l.Close()
		last := uint64(0)
		for b.Loop() {
			if last, err = l.Append("BENCH1", r, last); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, n := range []int{1, 2, 4, 8, 16} {
		b.Run(fmt.Sprintf("tables=64/streams=%d", n), func(b *testing.B) {
			l, err := embedded(b.TempDir(), NATSCluster{}, 1, n)
			if err != nil {
				b.Fatal(err)
			}
			defer l.Close()
			var table atomic.Int64
			b.SetParallelism((64 + runtime.GOMAXPROCS(0) - 1) / runtime.GOMAXPROCS(0))
			defer reportCPU(b)()
			b.RunParallel(func(pb *testing.PB) {
				code := fmt.Sprintf("B%05d", table.Add(1))
				last := uint64(0)
				for pb.Next() {
					var err error
					if last, err = l.Append(code, r, last); err != nil {
						b.Error(err)
						return
					}
				}
			})
		})
	}
}

// reportCPU starts counting the process's CPU time (user and system: the syncs' work in the
// kernel too); the function it returns reports it per op.
func reportCPU(b *testing.B) func() {
	cpu := func() time.Duration {
		var ru syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	start := cpu()
	return func() {
		b.ReportMetric(float64(cpu()-start)/float64(time.Microsecond)/float64(b.N), "cpu-µs/op")
	}
}

// TestOversizedFrames: over the WebSocket, a message over MaxMessage is answered with
// too_large and the connection goes on; a frame past the read limit closes the connection
// with status 1009 (message too big).
func TestOversizedFrames(t *testing.T) {
	ts := startServer(t, t.TempDir())
	c := dial(t, ts.url)
	big := `{"v":1,"type":"join","name":"` + strings.Repeat("x", 2*proto.MaxMessage) + `"}`
	c.ws.Write(context.Background(), websocket.MessageText, []byte(big))
	if m := c.next(); m.Error != proto.ErrTooLarge {
		t.Fatalf("answered %+v; want %s", m, proto.ErrTooLarge)
	}
	c.send(proto.Msg{Type: proto.Join, Code: "NOPE99", Name: "x"})
	if m := c.next(); m.Error != proto.ErrNoTable {
		t.Fatalf("after a refused message the connection answered %+v", m)
	}
	huge := strings.Repeat("x", 8*proto.MaxMessage)
	c.ws.Write(context.Background(), websocket.MessageText, []byte(huge))
	select {
	case m, ok := <-c.in:
		if ok {
			t.Fatalf("a frame past the limit was answered: %+v", m)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("a frame past the limit left the connection open")
	}
	if s := websocket.CloseStatus(c.err); s != websocket.StatusMessageTooBig {
		t.Fatalf("closed with %v; want %v", c.err, websocket.StatusMessageTooBig)
	}
}
