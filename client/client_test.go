package client

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"zashiki/server/proto"
	"zashiki/server/servertest"
	"zashiki/store"
)

func dial(t *testing.T, url string, st store.Store) *Client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := Dial(ctx, url, st)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

func wait(t *testing.T, c *Client, what string, ok func(Snapshot) bool) Snapshot {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := c.Wait(ctx, ok)
	if err != nil {
		t.Fatalf("waiting for %s: %v (last refusal %v)", what, err, s.Err)
	}
	return s
}

// table has host create a two-player Free Eight table and guest join it by its code; both
// see both seats taken and connected.
func table(t *testing.T, host, guest *Client) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := host.Create(ctx, "freeeight", []proto.Seat{{}, {}}, nil, "Aki"); err != nil {
		t.Fatal(err)
	}
	code := host.Snapshot().Code
	if len(code) != 6 || !host.Snapshot().Host || host.Snapshot().Seat != 0 {
		t.Fatalf("created: %+v", host.Snapshot())
	}
	if err := guest.Join(ctx, code, "Ben"); err != nil {
		t.Fatal(err)
	}
	both := func(s Snapshot) bool {
		return len(s.Seats) == 2 && s.Seats[0].Connected && s.Seats[1].Connected &&
			s.Seats[0].Name == "Aki" && s.Seats[1].Name == "Ben"
	}
	wait(t, host, "the guest in the lobby", both)
	if s := wait(t, guest, "the lobby", both); s.Seat != 1 || s.Host || s.Code != code {
		t.Fatalf("joined: %+v", s)
	}
	return code
}

// play has c play random legal actions whenever its seat is asked, until the game is over.
func play(t *testing.T, c *Client, rng *rand.Rand) Snapshot {
	for {
		s := wait(t, c, "a position", func(s Snapshot) bool {
			return s.Pos != nil && (s.Pos.Over || len(s.Pos.Legal) > 0)
		})
		if s.Pos.Over {
			return s
		}
		step := s.Pos.Step
		if err := c.Act(s.Pos.Step, s.Pos.Legal[rng.IntN(len(s.Pos.Legal))]); err != nil {
			t.Error(err)
			return s
		}
		wait(t, c, "the step played", func(s Snapshot) bool { return s.Pos.Step != step || s.Err != nil })
		s = c.Snapshot()
		if s.Err != nil && s.Err.Code == proto.ErrRate {
			time.Sleep(50 * time.Millisecond) // the server's rate limit: the same action again
		}
		if s.Err != nil && s.Err.Code != proto.ErrRate && s.Err.Code != proto.ErrStale {
			t.Errorf("refused: %v", s.Err)
			return s
		}
	}
}

// TestTwoClientsPlayFreeEight: one client creates a table, another joins by its code, the
// host starts, and both play a whole Free Eight game through the server; each sees the
// same end at the same step.
func TestTwoClientsPlayFreeEight(t *testing.T) {
	url := servertest.Start(t)
	host, guest := dial(t, url, nil), dial(t, url, nil)
	table(t, host, guest)
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	ends := make([]Snapshot, 2)
	for i, c := range []*Client{host, guest} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ends[i] = play(t, c, rand.New(rand.NewPCG(uint64(i), 7)))
		}()
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	if ends[0].Pos.Step != ends[1].Pos.Step || ends[0].Pos.Step < 2 {
		t.Fatalf("the game ended at steps %d and %d", ends[0].Pos.Step, ends[1].Pos.Step)
	}
	if len(ends[0].Pos.Events) == 0 || len(ends[1].Pos.Events) == 0 {
		t.Fatal("no events seen")
	}
}

// TestGuestCannotStart: the server refuses a start from a seat that is not the host's, and
// the client shows the refusal.
func TestGuestCannotStart(t *testing.T) {
	url := servertest.Start(t)
	host, guest := dial(t, url, nil), dial(t, url, nil)
	table(t, host, guest)
	if err := guest.Start(); err != nil {
		t.Fatal(err)
	}
	s := wait(t, guest, "the refusal", func(s Snapshot) bool { return s.Err != nil })
	if s.Err.Code != proto.ErrNotHost || s.Started {
		t.Fatalf("a guest's start: %+v", s)
	}
}

// TestJoinUnknownCode: joining a code no table has is an error, and no seat is kept.
func TestJoinUnknownCode(t *testing.T) {
	url := servertest.Start(t)
	c := dial(t, url, store.Dir{Path: t.TempDir()})
	err := c.Join(context.Background(), "ZZZZZZ", "Ben")
	if se, ok := err.(*ServerError); !ok || se.Code != proto.ErrNoTable {
		t.Fatalf("joining an unknown table: %v", err)
	}
	if _, ok := LoadSeat(c.st, url, "ZZZZZZ"); ok {
		t.Fatal("a seat kept for a table never joined")
	}
}

// TestReconnectWithToken: the guest's connection drops mid-game; a new client on the same
// device resumes the seat with the token the store kept, and is shown the exact position
// the old connection last saw.
func TestReconnectWithToken(t *testing.T) {
	url := servertest.Start(t)
	dev := store.Dir{Path: t.TempDir()}
	host, guest := dial(t, url, nil), dial(t, url, dev)
	code := table(t, host, guest)
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	// A few steps, whoever is asked, so the position is more than the deal.
	rng := rand.New(rand.NewPCG(1, 2))
	for range 6 {
		var s Snapshot
		var c *Client
		for _, cl := range []*Client{host, guest} {
			s = wait(t, cl, "a position", func(s Snapshot) bool { return s.Pos != nil })
			if len(s.Pos.Legal) > 0 && !s.Pos.Over {
				c = cl
				break
			}
		}
		if c == nil {
			break
		}
		if err := c.Act(s.Pos.Step, s.Pos.Legal[rng.IntN(len(s.Pos.Legal))]); err != nil {
			t.Fatal(err)
		}
		for _, cl := range []*Client{host, guest} {
			wait(t, cl, "the step", func(n Snapshot) bool { return n.Pos != nil && n.Pos.Step > s.Pos.Step })
		}
	}
	// Leave once the table waits on a human: a step can bring at once others that the server
	// plays by itself (an answer no one has a choice about), so the position must stand still
	// a while, seen alike by both, before the guest's last view of it is taken.
	var before Snapshot
	still := 0
	for i := 0; still < 2; i++ {
		if i == 300 {
			t.Fatalf("the table never stood still (host at step %d, guest at %d)", host.Snapshot().Pos.Step, guest.Snapshot().Pos.Step)
		}
		time.Sleep(50 * time.Millisecond)
		h, g := host.Snapshot(), guest.Snapshot()
		waiting := h.Pos.Over || len(h.Pos.Legal) > 0 || len(g.Pos.Legal) > 0
		if g.Pos.Step != h.Pos.Step || !waiting || before.Pos != nil && g.Pos.Step != before.Pos.Step {
			still = 0
		} else {
			still++
		}
		before = g
	}
	guest.Close()
	wait(t, host, "the guest away", func(s Snapshot) bool { return !s.Seats[1].Connected })

	back := dial(t, url, dev)
	if ok, err := back.Resume(code); !ok || err != nil {
		t.Fatalf("resume: kept %v, %v", ok, err)
	}
	after := wait(t, back, "the position", func(s Snapshot) bool { return s.Pos != nil })
	wait(t, host, "the guest back", func(s Snapshot) bool { return s.Seats[1].Connected })
	if after.Seat != 1 || after.Pos.Step != before.Pos.Step || !bytes.Equal(after.Pos.View, before.Pos.View) ||
		len(after.Pos.Legal) != len(before.Pos.Legal) || len(after.Pos.Events) != len(before.Pos.Events) {
		t.Fatalf("resumed at seat %d step %d (%d events), left at step %d (%d events)",
			after.Seat, after.Pos.Step, len(after.Pos.Events), before.Pos.Step, len(before.Pos.Events))
	}
	for i := range after.Pos.Events {
		if !bytes.Equal(after.Pos.Events[i], before.Pos.Events[i]) {
			t.Fatalf("event %d differs after resuming:\n%s\n%s", i, after.Pos.Events[i], before.Pos.Events[i])
		}
	}
	// And it plays on from there.
	if s := back.Snapshot(); len(s.Pos.Legal) > 0 {
		if err := back.Act(s.Pos.Step, s.Pos.Legal[0]); err != nil {
			t.Fatal(err)
		}
		wait(t, back, "its step", func(n Snapshot) bool { return n.Pos.Step > s.Pos.Step || n.Err != nil })
		if e := back.Snapshot().Err; e != nil {
			t.Fatalf("the resumed seat's action refused: %v", e)
		}
	}
}

// TestSeatsKeptPerServerAndTable: the device keeps one seat per server address and table
// code, the newest last, at most MaxSeats; a blob that cannot be read is set aside and the
// seats start afresh.
func TestSeatsKeptPerServerAndTable(t *testing.T) {
	dev := store.Dir{Path: t.TempDir()}
	saveSeat(dev, "ws://a/ws", "AAAAAA", Seat{Seat: 1, Token: "t1"})
	saveSeat(dev, "ws://b/ws", "AAAAAA", Seat{Seat: 2, Token: "t2"})
	saveSeat(dev, "ws://a/ws", "AAAAAA", Seat{Seat: 3, Token: "t3"}) // the same table again
	if s, ok := LoadSeat(dev, "ws://a/ws", "AAAAAA"); !ok || s.Seat != 3 || s.Token != "t3" {
		t.Fatalf("seat at a: %+v %v", s, ok)
	}
	if ss := Seats(dev, "ws://b/ws"); len(ss) != 1 || ss[0].Token != "t2" {
		t.Fatalf("seats at b: %+v", ss)
	}
	for i := range MaxSeats + 5 {
		saveSeat(dev, "ws://c/ws", fmt.Sprint(i), Seat{Token: "x"})
	}
	if n := len(Seats(dev, "ws://c/ws")); n != MaxSeats {
		t.Fatalf("%d seats kept, not %d", n, MaxSeats)
	}
	if _, ok := LoadSeat(dev, "ws://a/ws", "AAAAAA"); ok {
		t.Fatal("the oldest seat was not forgotten")
	}
	if err := dev.Save(SeatsFile, []byte("{not json")); err != nil {
		t.Fatal(err)
	}
	if ss := Seats(dev, "ws://c/ws"); len(ss) != 0 {
		t.Fatalf("seats read from a bad blob: %d", len(ss))
	}
	if _, ok, _ := dev.Load(SeatsFile); ok {
		t.Fatal("the bad blob was not set aside")
	}
}

// TestAnActionChosenAtAnOlderStepIsRefusedAsStale: an action goes with the step of the
// position it was chosen from, not the client's newest, so a choice made on a position the
// table has since left is refused as stale instead of played where it was not chosen.
func TestAnActionChosenAtAnOlderStepIsRefusedAsStale(t *testing.T) {
	url := servertest.Start(t)
	host, guest := dial(t, url, nil), dial(t, url, nil)
	table(t, host, guest)
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	asked := func(s Snapshot) bool { return s.Pos != nil && len(s.Pos.Legal) > 0 }
	var c *Client
	var old Snapshot
	for c == nil {
		for _, p := range []*Client{host, guest} {
			if s := p.Snapshot(); asked(s) {
				c, old = p, s
				break
			}
		}
		if c == nil {
			wait(t, host, "a seat asked", func(Snapshot) bool { return asked(host.Snapshot()) || asked(guest.Snapshot()) })
		}
	}
	if err := c.Act(old.Pos.Step, old.Pos.Legal[0]); err != nil {
		t.Fatal(err)
	}
	wait(t, c, "the step played", func(s Snapshot) bool { return s.Pos.Step > old.Pos.Step || s.Err != nil })
	if e := c.Snapshot().Err; e != nil {
		t.Fatalf("the first action refused: %v", e)
	}
	now := c.Snapshot().Pos.Step
	if err := c.Act(old.Pos.Step, old.Pos.Legal[0]); err != nil {
		t.Fatal(err)
	}
	s := wait(t, c, "the answer", func(s Snapshot) bool { return s.Err != nil })
	if s.Err.Code != proto.ErrStale {
		t.Fatalf("an action of step %d at step %d: %v, want %s", old.Pos.Step, now, s.Err, proto.ErrStale)
	}
}
