package server

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/time/rate"

	"zashiki/server/proto"
)

// memLog is a Log in memory: the handler's tests and the fuzz target run without NATS.
type memLog struct {
	mu   sync.Mutex
	recs map[string][]Record
}

func (l *memLog) Append(code string, r Record, after uint64) (uint64, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.recs == nil {
		l.recs = map[string][]Record{}
	}
	l.recs[code] = append(l.recs[code], r)
	return uint64(len(l.recs[code])), nil
}

// Load is the records kept so far: a server started on the same memLog rebuilds its tables.
func (l *memLog) Load() (map[string][]Record, map[string]uint64, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	recs, last := map[string][]Record{}, map[string]uint64{}
	for code, rs := range l.recs {
		recs[code] = append([]Record(nil), rs...)
		last[code] = uint64(len(rs))
	}
	return recs, last, nil
}
func (l *memLog) Purge(code string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.recs, code)
	return nil
}
func (l *memLog) Close() {}

func (l *memLog) count() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := 0
	for _, rs := range l.recs {
		n += len(rs)
	}
	return n
}

// inbox is a connection whose messages the test reads.
type inbox struct {
	*Conn
	mu  sync.Mutex
	got []proto.Msg
}

func newInbox() *inbox {
	b := &inbox{}
	b.Conn = NewConn(func(data []byte) bool {
		var m proto.Msg
		json.Unmarshal(data, &m)
		b.mu.Lock()
		b.got = append(b.got, m)
		b.mu.Unlock()
		return true
	})
	return b
}

func (b *inbox) take() []proto.Msg {
	b.mu.Lock()
	defer b.mu.Unlock()
	got := b.got
	b.got = nil
	return got
}

func (b *inbox) last(typ string) proto.Msg {
	b.mu.Lock()
	defer b.mu.Unlock()
	for i := len(b.got) - 1; i >= 0; i-- {
		if b.got[i].Type == typ {
			return b.got[i]
		}
	}
	return proto.Msg{}
}

func req(m proto.Msg) []byte {
	if m.V == 0 {
		m.V = proto.Version
	}
	data, _ := json.Marshal(m)
	return data
}

// fixture is a Free Eight table of two players and a CPU, dealt: the host and the guest on
// their connections, with their tokens.
type fixture struct {
	s                  *Server
	l                  *memLog
	host, guest        *inbox
	code, hTok, gTok   string
	hSeat, gSeat, step int
}

func startedTable(t *testing.T) *fixture {
	t.Helper()
	return startedTableAt(t, nil)
}

// startedTableAt is startedTable on the clock given (nil: time.Now).
func startedTableAt(t *testing.T, clock func() time.Time) *fixture {
	t.Helper()
	l := &memLog{}
	s, err := New(l, clock)
	if err != nil {
		t.Fatal(err)
	}
	s.inline = true // the CPU has played when Handle returns
	t.Cleanup(s.Close)
	f := &fixture{s: s, l: l, host: newInbox(), guest: newInbox()}
	// Scripts, not people: a long game's requests would pass the rate limit (it has its own
	// test) and a refused request would be read as the table's answer.
	f.host.limiter, f.guest.limiter = rate.NewLimiter(rate.Inf, 0), rate.NewLimiter(rate.Inf, 0)
	s.Handle(f.host.Conn, req(proto.Msg{Type: proto.Create, Game: "freeeight", Name: "host", Seats: []proto.Seat{{}, {}, {CPU: "random"}}}))
	cr := f.host.last(proto.Created)
	s.Handle(f.guest.Conn, req(proto.Msg{Type: proto.Join, Code: cr.Code, Name: "guest"}))
	jn := f.guest.last(proto.Joined)
	s.Handle(f.host.Conn, req(proto.Msg{Type: proto.Start, Code: cr.Code, Token: cr.Token}))
	f.code, f.hTok, f.gTok, f.hSeat, f.gSeat = cr.Code, cr.Token, jn.Token, cr.Seat, jn.Seat
	f.sync()
	return f
}

// sync reads the table's step and who is asked from the seats' newest messages.
func (f *fixture) sync() {
	for _, b := range []*inbox{f.host, f.guest} {
		m := b.last(proto.Stepped)
		if m.Type == "" {
			m = b.last(proto.State)
		}
		f.step = max(f.step, m.Step)
	}
}

// asked is the player asked now, with its token and legal actions; the other player too.
func (f *fixture) asked(t *testing.T) (on *inbox, tok string, legal []string, off *inbox, offTok string) {
	t.Helper()
	f.sync()
	for _, p := range []struct {
		b   *inbox
		tok string
	}{{f.host, f.hTok}, {f.guest, f.gTok}} {
		m := p.b.last(proto.Stepped)
		if m.Type == "" {
			m = p.b.last(proto.State)
		}
		if len(m.Legal) > 0 && m.Step == f.step {
			if p.b == f.host {
				return f.host, f.hTok, m.Legal, f.guest, f.gTok
			}
			return f.guest, f.gTok, m.Legal, f.host, f.hTok
		}
	}
	t.Fatal("no player is asked")
	return
}

// refused sends data from b and checks the answer is the error code, and that nothing was
// kept or shown to anyone.
func (f *fixture) refused(t *testing.T, b *inbox, data []byte, code string) {
	t.Helper()
	f.sync()
	before := f.l.count()
	f.host.take()
	f.guest.take()
	f.s.Handle(b.Conn, data)
	got := b.take()
	if len(got) != 1 || got[0].Type != proto.Error || got[0].Error != code || got[0].Text == "" {
		t.Fatalf("answered %+v; want one %s error with a sentence", got, code)
	}
	if f.l.count() != before {
		t.Errorf("a refused request was kept in the log")
	}
	for _, o := range []*inbox{f.host, f.guest} {
		if m := o.take(); len(m) > 0 {
			t.Errorf("a refused request was shown to a seat: %+v", m)
		}
	}
}

// TestBadInputIsRefusedAndChangesNothing: each bad request gets its own error back, and
// neither the log nor any seat sees a thing.
func TestBadInputIsRefusedAndChangesNothing(t *testing.T) {
	var mu sync.Mutex
	now := time.Unix(1_000_000_000, 0)
	f := startedTableAt(t, func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		return now
	})
	on, tok, legal, off, offTok := f.asked(t)
	away := func(tok string, seat int) []byte {
		return req(proto.Msg{Type: proto.Away, Code: f.code, Token: tok, Seat: seat})
	}
	act := func(tok string, step int, action string) []byte {
		return req(proto.Msg{Type: proto.Act, Code: f.code, Token: tok, Step: step, Action: action})
	}
	cases := []struct {
		name string
		from *inbox
		data []byte
		code string
	}{
		{"oversized", on, []byte(`{"v":1,"type":"act","action":"` + strings.Repeat("x", proto.MaxMessage) + `"}`), proto.ErrTooLarge},
		{"not JSON", on, []byte(`{"v":1,"type":`), proto.ErrMalformed},
		{"two messages in a frame", on, []byte(`{"v":1,"type":"act"}{"v":1}`), proto.ErrMalformed},
		{"an unknown field", on, []byte(`{"v":1,"type":"act","cheat":true}`), proto.ErrMalformed},
		{"unknown type", on, req(proto.Msg{Type: "teleport", Code: f.code}), proto.ErrUnknownType},
		{"another protocol version", on, req(proto.Msg{V: proto.Version + 1, Type: proto.Act, Code: f.code, Token: tok, Step: f.step, Action: legal[0]}), proto.ErrVersion},
		{"missing token", on, act("", f.step, legal[0]), proto.ErrToken},
		{"wrong token", on, act(strings.Repeat("0", 32), f.step, legal[0]), proto.ErrToken},
		{"unknown table", on, req(proto.Msg{Type: proto.Act, Code: "NOPE99", Token: tok, Step: f.step, Action: legal[0]}), proto.ErrNoTable},
		{"stale step", on, act(tok, f.step-1, legal[0]), proto.ErrStale},
		{"illegal action", on, act(tok, f.step, "play 99X"), proto.ErrIllegal},
		{"join a table whose seats are taken", off, req(proto.Msg{Type: proto.Join, Code: f.code, Name: "late"}), proto.ErrStarted},
		{"start again", on, req(proto.Msg{Type: proto.Start, Code: f.code, Token: f.hTok}), proto.ErrStarted},
		{"a guest starts", off, req(proto.Msg{Type: proto.Start, Code: f.code, Token: f.gTok}), proto.ErrNotHost},
		{"next while the game goes on", on, req(proto.Msg{Type: proto.Next, Code: f.code, Token: f.hTok, Step: f.step}), proto.ErrGameOn},
		{"an unknown game", on, req(proto.Msg{Type: proto.Create, Game: "chess", Name: "x", Seats: []proto.Seat{{}, {}}}), proto.ErrBadTable},
		{"an unknown strength", on, req(proto.Msg{Type: proto.Create, Game: "freeeight", Name: "x", Seats: []proto.Seat{{}, {CPU: "god"}}}), proto.ErrBadTable},
		{"an unknown option", on, req(proto.Msg{Type: proto.Create, Game: "freeeight", Name: "x", Seats: []proto.Seat{{}, {}}, Options: map[string]string{"gravity": "off"}}), proto.ErrBadTable},
		{"no name", on, req(proto.Msg{Type: proto.Create, Game: "freeeight", Seats: []proto.Seat{{}, {}}}), proto.ErrMalformed},
		{"a grace time too short", on, req(proto.Msg{Type: proto.Create, Game: "freeeight", Name: "x", Seats: []proto.Seat{{}, {}}, Grace: proto.MinGrace - 1}), proto.ErrBadTable},
		{"a grace time too long", on, req(proto.Msg{Type: proto.Create, Game: "freeeight", Name: "x", Seats: []proto.Seat{{}, {}}, Grace: proto.MaxGrace + 1}), proto.ErrBadTable},
		{"a guest hands a seat to a CPU", f.guest, away(f.gTok, f.hSeat), proto.ErrNotHost},
		{"a seat handed with a wrong token", f.host, away(strings.Repeat("1", 32), f.gSeat), proto.ErrToken},
		{"an unknown seat handed to a CPU", f.host, away(f.hTok, 9), proto.ErrUnknownSeat},
		{"a negative seat handed to a CPU", f.host, away(f.hTok, -1), proto.ErrUnknownSeat},
		{"a connected player's seat handed to a CPU", f.host, away(f.hTok, f.gSeat), proto.ErrNotAway},
		{"a CPU's seat handed to a CPU", f.host, away(f.hTok, 2), proto.ErrNotAway},
		{"a rematch while the game goes on", f.host, req(proto.Msg{Type: proto.Rematch, Code: f.code, Token: f.hTok, Step: f.step}), proto.ErrGameOn},
		{"a guest asks for a rematch", f.guest, req(proto.Msg{Type: proto.Rematch, Code: f.code, Token: f.gTok, Step: f.step}), proto.ErrNotHost},
		{"a rematch at a stale step", f.host, req(proto.Msg{Type: proto.Rematch, Code: f.code, Token: f.hTok, Step: f.step - 1}), proto.ErrStale},
		{"a rematch at an unknown table", f.host, req(proto.Msg{Type: proto.Rematch, Code: "NOPE99", Token: f.hTok}), proto.ErrNoTable},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { f.refused(t, c.from, c.data, c.code) })
	}
	// Out of turn: the player not asked plays one of the asked player's actions.
	if len(f.s.tables[f.code].sess.State.Actors()) == 1 {
		t.Run("out of turn", func(t *testing.T) { f.refused(t, off, act(offTok, f.step, legal[0]), proto.ErrNotYourTurn) })
	}
	// And the table goes on as if nothing had been sent.
	f.host.take()
	f.s.Handle(on.Conn, act(tok, f.step, legal[0]))
	played := false
	for _, m := range on.take() {
		played = played || m.Type == proto.Stepped && m.Step == f.step+1
	}
	if !played {
		t.Fatal("the legal action after the refusals was not played")
	}
	// The guest drops: its seat may not be handed to a CPU before the grace time, nor to
	// a CPU of a strength the game lacks after it.
	f.guest.Close()
	t.Run("a seat handed to a CPU before the grace time", func(t *testing.T) {
		f.refused(t, f.host, away(f.hTok, f.gSeat), proto.ErrTooEarly)
	})
	mu.Lock()
	now = now.Add(proto.Grace*time.Second - time.Second)
	mu.Unlock()
	t.Run("a second before the grace time", func(t *testing.T) {
		f.refused(t, f.host, away(f.hTok, f.gSeat), proto.ErrTooEarly)
	})
	mu.Lock()
	now = now.Add(time.Second)
	mu.Unlock()
	t.Run("a seat handed to an unknown strength", func(t *testing.T) {
		f.refused(t, f.host, req(proto.Msg{Type: proto.Away, Code: f.code, Token: f.hTok, Seat: f.gSeat, Strength: "god"}), proto.ErrBadTable)
	})
	t.Run("a seat handed to a CPU by a guest past the grace time", func(t *testing.T) {
		f.refused(t, f.host, away(f.gTok, f.gSeat), proto.ErrNotHost)
	})
	// Handed: the seat is not handed twice, and its token acts no more until its player
	// resumes.
	f.s.Handle(f.host.Conn, away(f.hTok, f.gSeat))
	if m := f.host.last(proto.Lobby); m.Seats[f.gSeat].StandIn != "normal" {
		t.Fatalf("the seat was not handed to a CPU: %+v", m.Seats[f.gSeat])
	}
	t.Run("a seat handed twice", func(t *testing.T) {
		f.refused(t, f.host, away(f.hTok, f.gSeat), proto.ErrNotAway)
	})
	tab := f.s.tables[f.code]
	tab.mu.Lock()
	step := tab.step
	tab.mu.Unlock()
	t.Run("an act on a seat a CPU plays", func(t *testing.T) {
		f.refused(t, newInbox(), act(f.gTok, step, "draw"), proto.ErrNotYourTurn)
	})
}

// TestJoinTakenSeat: a table whose every seat is taken refuses another player before the
// start, and the lobby is unchanged.
func TestJoinTakenSeat(t *testing.T) {
	l := &memLog{}
	s, _ := New(l, nil)
	defer s.Close()
	host, guest, late := newInbox(), newInbox(), newInbox()
	s.Handle(host.Conn, req(proto.Msg{Type: proto.Create, Game: "freeeight", Name: "host", Seats: []proto.Seat{{}, {}}}))
	code := host.last(proto.Created).Code
	s.Handle(guest.Conn, req(proto.Msg{Type: proto.Join, Code: code, Name: "guest"}))
	f := &fixture{s: s, l: l, host: host, guest: guest}
	f.refused(t, late, req(proto.Msg{Type: proto.Join, Code: code, Name: "late"}), proto.ErrSeatTaken)
}

// TestFloodIsRateLimited: a connection sending faster than the limit has the excess
// refused, one error each.
func TestFloodIsRateLimited(t *testing.T) {
	s, _ := New(&memLog{}, nil)
	defer s.Close()
	b := newInbox()
	for range 3 * Burst {
		s.Handle(b.Conn, req(proto.Msg{Type: "ping"}))
	}
	limited := 0
	for _, m := range b.take() {
		if m.Error == proto.ErrRate {
			limited++
		}
	}
	if limited < Burst {
		t.Fatalf("%d of %d messages refused for the rate; want at least %d", limited, 3*Burst, Burst)
	}
}

// FuzzHandle drives the handler with arbitrary messages on a dealt table: it never panics,
// and answers every message with at most a bounded number of messages.
func FuzzHandle(f *testing.F) {
	seeds := []proto.Msg{
		{Type: proto.Create, Game: "freeeight", Name: "a", Seats: []proto.Seat{{}, {CPU: "random"}}},
		{Type: proto.Join, Code: "AAAAAA", Name: "b"},
		{Type: proto.Start, Code: "AAAAAA", Token: "00"},
		{Type: proto.Act, Code: "AAAAAA", Token: "00", Step: 1, Action: "draw"},
		{Type: proto.Resume, Code: "AAAAAA", Token: "00"},
		{Type: proto.Next, Code: "AAAAAA", Token: "00", Step: 3},
		{Type: proto.Away, Code: "AAAAAA", Token: "00", Seat: 1},
		{Type: proto.Away, Code: "AAAAAA", Token: "00", Seat: 1, Strength: "random"},
		{Type: proto.Away, Code: "AAAAAA", Token: "00", Seat: -3},
		{Type: proto.Rematch, Code: "AAAAAA", Token: "00", Step: 5},
		{Type: proto.Create, Game: "freeeight", Name: "a", Seats: []proto.Seat{{}, {}}, Grace: proto.MinGrace},
	}
	for _, m := range seeds {
		f.Add(req(m))
	}
	f.Add([]byte(`{"v":1}`))
	f.Add([]byte(`[]`))
	f.Add([]byte{0xff, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		fx := startedTable(t)
		// The fuzzer's message, then the same with the table's real code and tokens put in.
		b := newInbox()
		fx.s.Handle(b.Conn, data)
		s := strings.NewReplacer("AAAAAA", fx.code, `"00"`, `"`+fx.hTok+`"`).Replace(string(data))
		fx.s.Handle(fx.host.Conn, []byte(s))
		if n := len(b.take()); n > 2 {
			t.Fatalf("%d answers to one message", n)
		}
	})
}

// TestWindowTimesOutOnTheServerClock: a player asked in a timed window who lets the time run
// out (on the server's clock) is given the window's timeout answer, as a kept step.
func TestWindowTimesOutOnTheServerClock(t *testing.T) {
	var mu sync.Mutex
	now := time.Unix(1_000_000_000, 0)
	clock := func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		return now
	}
	rng := rand.New(rand.NewPCG(11, 11))
	for range 300 {
		f := startedTableAt(t, clock)
		tab := f.s.tables[f.code]
		for range 3000 {
			tab.mu.Lock()
			step, over, w := tab.step, tab.sess.State.Outcome() != nil, tab.sess.State.Window()
			tab.mu.Unlock()
			if over {
				break
			}
			var on *inbox
			var tok string
			var m proto.Msg
			for _, p := range []struct {
				b   *inbox
				tok string
			}{{f.host, f.hTok}, {f.guest, f.gTok}} {
				pm := p.b.last(proto.Stepped)
				if pm.Type == "" || p.b.last(proto.State).Step > pm.Step {
					pm = p.b.last(proto.State)
				}
				if pm.Step == step && len(pm.Legal) > 0 {
					on, tok, m = p.b, p.tok, pm
				}
			}
			if on == nil {
				t.Fatalf("step %d: no player asked", step)
			}
			if m.Deadline == 0 || len(m.Legal) < 2 || w == nil {
				f.s.Handle(on.Conn, req(proto.Msg{Type: proto.Act, Code: f.code, Token: tok, Step: step, Action: m.Legal[rng.IntN(len(m.Legal))]}))
				continue
			}
			// A choice with a deadline: let the time run out on the server's clock.
			before := len(f.l.recs[f.code])
			mu.Lock()
			now = time.UnixMilli(m.Deadline).Add(-time.Millisecond)
			mu.Unlock()
			f.s.Handle(on.Conn, req(proto.Msg{Type: proto.Resume, Code: f.code, Token: tok}))
			if n := len(f.l.recs[f.code]); n != before {
				t.Fatalf("%d steps kept before the deadline", n-before)
			}
			mu.Lock()
			now = time.UnixMilli(m.Deadline)
			mu.Unlock()
			f.s.Handle(on.Conn, req(proto.Msg{Type: proto.Resume, Code: f.code, Token: tok}))
			recs := f.l.recs[f.code]
			if len(recs) == before {
				t.Fatal("the deadline passed and nothing was answered")
			}
			seat := f.hSeat
			if on == f.guest {
				seat = f.gSeat
			}
			for _, r := range recs[before:] {
				if r.Seat == seat {
					if r.Action != w.Timeout {
						t.Fatalf("time ran out and seat %d played %q; the window's timeout is %q", seat, r.Action, w.Timeout)
					}
					return
				}
			}
			t.Fatalf("the deadline passed and seat %d was not answered for: %+v", seat, recs[before:])
		}
	}
	t.Fatal("no timed window with a choice in 300 games")
}

// TestFloodFromOneAddressIsRateLimited: connections from one address share a limit, so a
// flood spread over many connections is refused too; another address is not affected.
func TestFloodFromOneAddressIsRateLimited(t *testing.T) {
	s, _ := New(&memLog{}, nil)
	defer s.Close()
	limited := 0
	count := func(data []byte) bool {
		if strings.Contains(string(data), proto.ErrRate) {
			limited++
		}
		return true
	}
	// Each connection stays within its own burst; together they pass the address's.
	for range 2 * PerAddress {
		c, _ := s.connect("192.0.2.1", count)
		for range Burst {
			s.Handle(c, req(proto.Msg{Type: "ping"}))
		}
	}
	if limited < Burst {
		t.Fatalf("%d messages refused for the address's rate; want at least %d", limited, Burst)
	}
	limited = 0
	other, _ := s.connect("192.0.2.2", count)
	s.Handle(other, req(proto.Msg{Type: "ping"}))
	if limited != 0 {
		t.Fatal("another address was refused for the first one's flood")
	}
}
