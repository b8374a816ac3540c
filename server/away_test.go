package server

import (
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"zashiki/server/proto"
)

// fakeClock is a server clock the test moves.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func newFakeClock() *fakeClock { return &fakeClock{now: time.Unix(1_000_000_000, 0)} }

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// startServerAt is startServer on the clock given.
func startServerAt(t *testing.T, dir string, clock *fakeClock) *testServer {
	t.Helper()
	return startServerOn(t, dir, clock.Now)
}

// awaitLobby skips to a lobby message that satisfies ok; an error on the way fails the test.
func (c *client) awaitLobby(ok func(proto.Msg) bool) proto.Msg {
	for {
		if m := c.await(proto.Lobby); ok(m) {
			return m
		}
	}
}

// awaitError skips to the next error message.
func (c *client) awaitError() proto.Msg {
	for {
		if m := c.next(); m.Type == proto.Error {
			return m
		}
	}
}

// kinds is the kinds of a table's records, in order.
func kinds(recs []Record) []string {
	var out []string
	for _, r := range recs {
		out = append(out, r.Kind)
	}
	return out
}

// TestAwaySeatGoesToACPUAndBack: a player drops; the lobby tells the host; the host's
// request to hand the seat to a CPU is refused until the table's grace time has passed on
// the server's clock, then kept; the CPU plays the seat on the server, and goes on doing so
// after a restart; the player resumes with the seat's token, takes the seat back, is asked
// again and plays the game to its end.
func TestAwaySeatGoesToACPUAndBack(t *testing.T) {
	dir, clock := t.TempDir(), newFakeClock()
	ts := startServerAt(t, dir, clock)
	host := dial(t, ts.url)
	host.send(proto.Msg{Type: proto.Create, Game: "freeeight", Seats: []proto.Seat{{}, {}}, Name: "host", Grace: 30})
	cr := host.await(proto.Created)
	host.code, host.tok, host.seat = cr.Code, cr.Token, cr.Seat
	guest := dial(t, ts.url)
	guest.join(host.code, "guest")
	host.send(proto.Msg{Type: proto.Start, Code: host.code, Token: host.tok})
	hpos := host.await(proto.State)
	guest.await(proto.State)
	guest.ws.CloseNow()
	lobby := host.awaitLobby(func(m proto.Msg) bool { return !m.Seats[guest.seat].Connected })
	if lobby.Grace != 30 || lobby.Seats[guest.seat].Away || lobby.Seats[guest.seat].StandIn != "" {
		t.Fatalf("the lobby just after the guest dropped: grace %d, seat %+v", lobby.Grace, lobby.Seats[guest.seat])
	}

	hand := proto.Msg{Type: proto.Away, Code: host.code, Token: host.tok, Seat: guest.seat, Strength: "random"}
	clock.add(29 * time.Second)
	host.send(hand)
	if e := host.awaitError(); e.Error != proto.ErrTooEarly {
		t.Fatalf("handed before the grace time: %s: %s", e.Error, e.Text)
	}
	clock.add(time.Second)
	host.send(hand)
	lobby = host.awaitLobby(func(m proto.Msg) bool { return m.Seats[guest.seat].StandIn != "" })
	if s := lobby.Seats[guest.seat]; s.StandIn != "random" || !s.Away || s.Connected {
		t.Fatalf("the lobby once the seat was handed: %+v", s)
	}
	// The host plays on; the CPU answers for the guest's seat.
	host.playFrom(rand.New(rand.NewPCG(3, 3)), hpos, 4)
	recs := records(t, ts.log, host.code)
	at := slices.Index(kinds(recs), recCPU)
	if at < 0 || recs[at].Seat != guest.seat || recs[at].CPU != "random" {
		t.Fatalf("no CPU record for seat %d: %v", guest.seat, kinds(recs))
	}
	cpuPlayed := false
	for _, r := range recs[at:] {
		cpuPlayed = cpuPlayed || r.Kind == recStep && r.Seat == guest.seat
	}
	if !cpuPlayed {
		t.Fatal("the CPU did not play the away seat")
	}

	// A restart keeps the CPU on the seat.
	ts.kill()
	ts = startServerAt(t, dir, clock)
	tab := ts.srv.tables[host.code]
	tab.mu.Lock()
	standIn, human := tab.seats[guest.seat].standIn, tab.sess.Human(guest.seat)
	tab.mu.Unlock()
	if standIn != "random" || human {
		t.Fatalf("after the restart seat %d has stand-in %q, human %v", guest.seat, standIn, human)
	}

	// The guest comes back: the seat is the player's again and it is asked in its turn.
	back := dial(t, ts.url)
	back.code, back.tok, back.seat = guest.code, guest.tok, guest.seat
	back.send(proto.Msg{Type: proto.Resume, Code: back.code, Token: back.tok})
	lobby = back.awaitLobby(func(proto.Msg) bool { return true })
	if s := lobby.Seats[back.seat]; s.StandIn != "" || s.Away || !s.Connected {
		t.Fatalf("the lobby once the player is back: %+v", s)
	}
	pos := back.await(proto.State)
	if k := kinds(records(t, ts.log, host.code)); !slices.Contains(k[at:], recReclaim) {
		t.Fatalf("no reclaim record: %v", k)
	}
	h2 := dial(t, ts.url)
	h2.code, h2.tok, h2.seat = host.code, host.tok, host.seat
	h2.send(proto.Msg{Type: proto.Resume, Code: h2.code, Token: h2.tok})
	done := make(chan []seen)
	go func() { done <- h2.play(rand.New(rand.NewPCG(4, 4))) }()
	got := back.playFrom(rand.New(rand.NewPCG(5, 5)), pos, -1)
	<-done
	asked := 0
	for _, s := range got {
		if len(s.Legal) > 0 {
			asked++
		}
	}
	if asked == 0 && !pos.Over {
		t.Fatal("the player who took the seat back was never asked: the CPU still plays it")
	}
	recs = records(t, ts.log, host.code)
	reclaim := slices.Index(kinds(recs), recReclaim)
	for _, r := range recs[reclaim:] {
		if r.Kind == recCPU {
			t.Fatal("a CPU took the seat again")
		}
	}
	// Whatever the CPU played, the player was shown exactly the session's position.
	_, want := expected(t, upTo(recs, pos.Step))
	if g := seenOf(pos); g.View != want[back.seat].View || g.Events != want[back.seat].Events {
		t.Fatalf("back at\n%+v\nthe session's\n%+v", g, want[back.seat])
	}
}

// TestIdleTablesExpire: a table without a record or a request for the idle time is dropped:
// its log purged, its players told, and a join or a resume answered "expired"; a table used
// meanwhile stays, and a code never served is still "unknown".
func TestIdleTablesExpire(t *testing.T) {
	clock := newFakeClock()
	f := startedTableAt(t, clock.Now)
	s := f.s
	other := newInbox()
	s.Handle(other.Conn, req(proto.Msg{Type: proto.Create, Game: "freeeight", Name: "o", Seats: []proto.Seat{{}, {}}}))
	oc := other.last(proto.Created)

	clock.add(Idle - time.Minute)
	if got := s.Expire(); len(got) != 0 {
		t.Fatalf("expired before the idle time: %v", got)
	}
	// The other table's host asks something; it is not idle.
	s.Handle(other.Conn, req(proto.Msg{Type: proto.Resume, Code: oc.Code, Token: oc.Token}))
	clock.add(time.Minute)
	if got := s.Expire(); !slices.Equal(got, []string{f.code}) {
		t.Fatalf("expired %v; want only %s", got, f.code)
	}
	if _, ok := f.l.recs[f.code]; ok {
		t.Error("the expired table's log was not purged")
	}
	if len(f.l.recs[oc.Code]) == 0 {
		t.Error("the other table's log went too")
	}
	if slices.Contains(s.Tables(), f.code) || !slices.Contains(s.Tables(), oc.Code) {
		t.Errorf("tables served: %v", s.Tables())
	}
	if m := f.host.last(proto.Error); m.Error != proto.ErrExpired {
		t.Errorf("the connected host was told %+v", m)
	}
	for _, c := range []struct {
		m    proto.Msg
		code string
	}{
		{proto.Msg{Type: proto.Resume, Code: f.code, Token: f.hTok}, proto.ErrExpired},
		{proto.Msg{Type: proto.Join, Code: f.code, Name: "late"}, proto.ErrExpired},
		{proto.Msg{Type: proto.Join, Code: "NOPE99", Name: "late"}, proto.ErrNoTable},
	} {
		b := newInbox()
		s.Handle(b.Conn, req(c.m))
		if got := b.take(); len(got) != 1 || got[0].Error != c.code || got[0].Text == "" {
			t.Errorf("%s at %s: answered %+v; want one %s error", c.m.Type, c.m.Code, got, c.code)
		}
	}
	// A server started on the log does not bring it back.
	s2, err := New(f.l, clock.Now)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	if !slices.Equal(s2.Tables(), []string{oc.Code}) {
		t.Fatalf("rebuilt tables %v; want only %s", s2.Tables(), oc.Code)
	}
}

// TestExpiredTableIsPurgedFromJetStream: the expired table's subject is purged from the
// stream, and a restarted server serves the other tables only, though the stream's last
// record was the purged table's.
func TestExpiredTableIsPurgedFromJetStream(t *testing.T) {
	dir, clock := t.TempDir(), newFakeClock()
	ts := startServerAt(t, dir, clock)
	kept := dial(t, ts.url)
	kept.create("freeeight", []proto.Seat{{}, {}})
	clock.add(time.Hour)
	gone := dial(t, ts.url)
	gone.create("freeeight", []proto.Seat{{}, {}}) // the stream's last record
	clock.add(Idle)
	kept.send(proto.Msg{Type: proto.Resume, Code: kept.code, Token: kept.tok})
	kept.await(proto.Lobby) // the create's
	kept.await(proto.Lobby) // the resume's: the table was used now
	if got := ts.srv.Expire(); !slices.Equal(got, []string{gone.code}) {
		t.Fatalf("expired %v; want %s", got, gone.code)
	}
	if e := gone.awaitError(); e.Error != proto.ErrExpired {
		t.Fatalf("the expired table's host was told %s", e.Error)
	}
	ts.kill()
	ts = startServerAt(t, dir, clock)
	if got := ts.srv.Tables(); !slices.Equal(got, []string{kept.code}) {
		t.Fatalf("after the restart the server serves %v; want %s", got, kept.code)
	}
	if n := len(records(t, ts.log, gone.code)); n != 0 {
		t.Fatalf("%d records of the expired table are left", n)
	}
	back := dial(t, ts.url)
	back.send(proto.Msg{Type: proto.Resume, Code: gone.code, Token: gone.tok})
	if e := back.awaitError(); e.Error != proto.ErrNoTable {
		t.Fatalf("resuming an expired table after a restart: %s", e.Error)
	}
}

// TestRematchKeepsTheTable: once a game ends the host asks for a rematch: a new match at the
// same table, from a new seed, game 1 again; the seats' tokens still play, everything shown
// is the session's, and a restart replays it.
func TestRematchKeepsTheTable(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir)
	host := dial(t, ts.url)
	host.create("freeeight", []proto.Seat{{}, {CPU: "random"}})
	host.send(proto.Msg{Type: proto.Start, Code: host.code, Token: host.tok})
	first := host.play(rand.New(rand.NewPCG(10, 10)))
	host.send(proto.Msg{Type: proto.Rematch, Code: host.code, Token: host.tok, Step: first[len(first)-1].Step})
	deal := host.await(proto.State)
	if deal.GameNo != 1 || deal.Step != first[len(first)-1].Step+1 {
		t.Fatalf("the rematch dealt game %d at step %d", deal.GameNo, deal.Step)
	}
	second := host.playFrom(rand.New(rand.NewPCG(11, 11)), deal, -1)
	recs := records(t, ts.log, host.code)
	i := slices.Index(kinds(recs), recRematch)
	if i < 0 || recs[i].Seed == recs[0].Seed {
		t.Fatalf("no rematch with a seed of its own: %v", kinds(recs))
	}
	want, _ := expected(t, recs)
	sameSeen(t, 0, append(first, second...), want[0])

	ts.kill()
	ts = startServer(t, dir)
	back := dial(t, ts.url)
	back.send(proto.Msg{Type: proto.Resume, Code: host.code, Token: host.tok})
	pos := back.await(proto.State)
	_, at := expected(t, records(t, ts.log, host.code))
	if g := seenOf(pos); g.Step != at[0].Step || g.View != at[0].View || g.Events != at[0].Events || pos.GameNo != 1 {
		t.Fatalf("after the restart\n%+v (game %d)\nthe session's\n%+v", g, pos.GameNo, at[0])
	}
}
