package server_test

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	zclient "zashiki/client"
	"zashiki/server/proto"
	"zashiki/server/servertest"
)

// seatedAt has a host create a Free Eight table (two players, two random CPUs) on the
// cluster's first node and a guest join it through the second, and deals.
func seatedAt(t testing.TB, cl *servertest.Cluster) (host, guest *zclient.Client) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var err error
	if host, err = zclient.DialCluster(ctx, cl.URLs, nil); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(host.Close)
	if err := host.Create(ctx, "freeeight", []proto.Seat{{}, {}, {CPU: "random"}, {CPU: "random"}}, nil, "host"); err != nil {
		t.Fatal(err)
	}
	if guest, err = zclient.DialCluster(ctx, []string{cl.URLs[1], cl.URLs[0]}, nil); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(guest.Close)
	if err := guest.Join(ctx, host.Snapshot().Code, "guest"); err != nil {
		t.Fatal(err)
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	return host, guest
}

// playSteps has both seats play random legal actions until the host has seen n more steps
// (an action refused while the table moves is tried again), within 30 s.
func playSteps(t *testing.T, rng *rand.Rand, n int, cs ...*zclient.Client) {
	t.Helper()
	step := func() int {
		if s := cs[0].Snapshot(); s.Pos != nil {
			return s.Pos.Step
		}
		return 0
	}
	from, deadline := step(), time.Now().Add(30*time.Second)
	acted, at := make([]int, len(cs)), make([]time.Time, len(cs))
	for step() < from+n {
		if time.Now().After(deadline) {
			t.Fatalf("%d steps not played in 30 s (from step %d, at %d)", n, from, step())
		}
		for i, c := range cs {
			s := c.Snapshot()
			if s.Pos == nil || s.Pos.Step == acted[i] && time.Since(at[i]) < time.Second {
				continue
			}
			switch {
			case s.Pos.Over && s.Host:
				c.Next()
			case len(s.Pos.Legal) > 0:
				c.Act(s.Pos.Step, s.Pos.Legal[rng.IntN(len(s.Pos.Legal))])
			default:
				continue
			}
			acted[i], at[i] = s.Pos.Step, time.Now()
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestRelayedSeatIsSentOnlyItsOwn: a seat served through a node other than its table's is
// sent its messages on a subject of its own connection, each one that seat's (a lobby, a
// position or a step for it), never another seat's; the host's seat, on the table's own
// node, sends nothing through NATS.
func TestRelayedSeatIsSentOnlyItsOwn(t *testing.T) {
	cl := servertest.StartCluster(t, 2)
	nc, err := nats.Connect(cl.NATS)
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	var mu sync.Mutex
	bySubject := map[string][]proto.Msg{}
	sub, err := nc.Subscribe("zashiki.node.*.conn.*", func(m *nats.Msg) {
		var msg proto.Msg
		if err := json.Unmarshal(m.Data, &msg); err != nil {
			t.Errorf("%s: not a message: %v", m.Subject, err)
		}
		mu.Lock()
		bySubject[m.Subject] = append(bySubject[m.Subject], msg)
		mu.Unlock()
	})
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe()
	nc.Flush()
	host, guest := seatedAt(t, cl)
	playSteps(t, rand.New(rand.NewPCG(1, 29)), 12, host, guest)
	nc.Flush()
	time.Sleep(100 * time.Millisecond)
	mu.Lock()
	defer mu.Unlock()
	if len(bySubject) != 1 {
		t.Fatalf("relayed on %d subjects, not the guest's one: %v", len(bySubject), keys(bySubject))
	}
	positions := 0
	for subj, msgs := range bySubject {
		for _, m := range msgs {
			switch m.Type {
			case proto.Lobby, proto.State, proto.Stepped, proto.Joined:
				if m.Seat != 1 {
					t.Fatalf("%s: a %s message for seat %d on the guest's (seat 1) subject", subj, m.Type, m.Seat)
				}
				if m.Type == proto.State || m.Type == proto.Stepped {
					positions++
				}
			}
		}
	}
	if positions < 12 {
		t.Fatalf("%d positions and steps relayed to the guest in 12 steps", positions)
	}
}

func keys(m map[string][]proto.Msg) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestLostLeaseMovesTheTable: the key of a table's node runs out (as when the node stalls
// past the key's time): that node drops its tables on its next renewal, a node takes the
// lease and replays the table, both players are shown their position afresh with every step
// they had seen, and play goes on.
func TestLostLeaseMovesTheTable(t *testing.T) {
	cl := servertest.StartCluster(t, 2)
	host, guest := seatedAt(t, cl)
	rng := rand.New(rand.NewPCG(2, 29))
	playSteps(t, rng, 4, host, guest)
	lv := openLeases(t, cl)
	ctx := lv.ctx
	before := []zclient.Snapshot{host.Snapshot(), guest.Snapshot()}
	_, node := lv.holder(t, before[0].Code)
	if err := lv.nodes.Purge(ctx, node); err != nil {
		t.Fatal(err)
	}
	for i, c := range []*zclient.Client{host, guest} {
		s, err := c.Wait(ctx, func(s zclient.Snapshot) bool { return s.Pos.Whole > before[i].Pos.Whole })
		if err != nil {
			t.Fatalf("client %d: %v", i, err)
		}
		if s.Seat != before[i].Seat || s.Pos.Step < before[i].Pos.Step || len(s.Pos.Events) < len(before[i].Pos.Events) ||
			!strings.HasPrefix(joined(s.Pos.Events), joined(before[i].Pos.Events)) {
			t.Fatalf("client %d: seat %d step %d, %d events; had seat %d step %d, %d events", i,
				s.Seat, s.Pos.Step, len(s.Pos.Events), before[i].Seat, before[i].Pos.Step, len(before[i].Pos.Events))
		}
	}
	playSteps(t, rng, 6, host, guest)
}

// leases is a look at a cluster's leases from a NATS connection of the test's own, for 30 s.
type leases struct {
	ctx            context.Context
	js             jetstream.JetStream
	holders, nodes jetstream.KeyValue
}

func openLeases(t *testing.T, cl *servertest.Cluster) *leases {
	t.Helper()
	nc, err := nats.Connect(cl.NATS)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	lv := &leases{ctx: ctx}
	lv.js, _ = jetstream.New(nc)
	if lv.holders, err = lv.js.KeyValue(ctx, "ZASHIKI_HOLDERS"); err != nil {
		t.Fatal(err)
	}
	if lv.nodes, err = lv.js.KeyValue(ctx, "ZASHIKI_NODES"); err != nil {
		t.Fatal(err)
	}
	return lv
}

// holder is table code's lease and the node it names.
func (lv *leases) holder(t *testing.T, code string) (jetstream.KeyValueEntry, string) {
	t.Helper()
	e, err := lv.holders.Get(lv.ctx, "table."+code)
	if err != nil {
		t.Fatal(err)
	}
	node, _, _ := strings.Cut(string(e.Value()), ".")
	return e, node
}

func joined(evs []json.RawMessage) string {
	var b strings.Builder
	for _, e := range evs {
		b.Write(e)
		b.WriteByte('\n')
	}
	return b.String()
}

// BenchmarkResume measures a request and its answer (a resume: the seat's whole position)
// made on the table's own node (direct: the host's seat) and through another node (relayed
// over NATS: the guest's). At most 20 each (-benchtime 20x), once: a connection's rate limit
// (Burst) refuses more.
func BenchmarkResume(b *testing.B) {
	cl := servertest.StartCluster(b, 2)
	host, guest := seatedAt(b, cl)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	for i, name := range []string{"direct", "relayed"} {
		c := []*zclient.Client{host, guest}[i]
		if _, err := c.Wait(ctx, func(s zclient.Snapshot) bool { return s.Pos != nil }); err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				whole := c.Snapshot().Pos.Whole
				if _, err := c.Resume(c.Snapshot().Code); err != nil {
					b.Fatal(err)
				}
				s, err := c.Wait(ctx, func(s zclient.Snapshot) bool { return s.Pos.Whole > whole || s.Err != nil })
				if err != nil || s.Err != nil {
					b.Fatal(err, s.Err)
				}
			}
		})
	}
}

// TestRelayingNodeGoneDisconnectsItsSeats: the node that relayed a seat to its table's node
// leaves NATS without a word (its clients are not told); the table's node, whose pings go
// unanswered, takes the seat as disconnected within a few seconds, and says so in its lobby.
func TestRelayingNodeGoneDisconnectsItsSeats(t *testing.T) {
	cl := servertest.StartCluster(t, 2)
	host, _ := seatedAt(t, cl)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if _, err := host.Wait(ctx, func(s zclient.Snapshot) bool { return len(s.Seats) == 4 && s.Seats[1].Connected }); err != nil {
		t.Fatal(err)
	}
	cut := time.Now()
	cl.Cut(1)
	if _, err := host.Wait(ctx, func(s zclient.Snapshot) bool { return !s.Seats[1].Connected }); err != nil {
		t.Fatalf("the guest's seat still connected: %v", err)
	}
	t.Logf("the guest's seat disconnected %v after its node left NATS", time.Since(cut).Round(time.Millisecond))
}

// TestANodeRenewsOneKeyHoweverManyTables: a node's leases are kept alive by its one key in
// the nodes bucket; the tables' leases are written when taken and not again. (Renewing each
// table's lease every second lost leases under load: at 1,000 tables on three nodes of two
// cores the renewals fell behind their time-to-live and tables were dropped mid-game.)
func TestANodeRenewsOneKeyHoweverManyTables(t *testing.T) {
	cl := servertest.StartCluster(t, 2)
	for range 4 {
		seatedAt(t, cl)
	}
	lv := openLeases(t, cl)
	writes := func(bucket string) uint64 {
		s, err := lv.js.Stream(lv.ctx, "KV_"+bucket)
		if err != nil {
			t.Fatal(err)
		}
		info, err := s.Info(lv.ctx)
		if err != nil {
			t.Fatal(err)
		}
		return info.State.LastSeq
	}
	holders, nodes := writes("ZASHIKI_HOLDERS"), writes("ZASHIKI_NODES")
	time.Sleep(3500 * time.Millisecond)
	if n := writes("ZASHIKI_HOLDERS") - holders; n != 0 {
		t.Errorf("%d writes of the tables' leases in 3.5 s with no table moving; want none", n)
	}
	// Two nodes renewing every second: 6 to 8 writes, however many tables they run.
	if n := writes("ZASHIKI_NODES") - nodes; n < 4 || n > 10 {
		t.Errorf("%d writes of the nodes' keys in 3.5 s by two nodes; want about 7", n)
	}
}

// TestARenewalKeptUnseenLosesNoTable: a write of a node's key that the node did not see
// acknowledged (its renewal's answer timed out, the write kept all the same) leaves the key
// at a revision the node does not know. Its next renewal is refused for that; the key is
// still there, so the node keeps its tables rather than dropping every one of them.
func TestARenewalKeptUnseenLosesNoTable(t *testing.T) {
	cl := servertest.StartCluster(t, 2)
	host, _ := seatedAt(t, cl)
	lv := openLeases(t, cl)
	code := host.Snapshot().Code
	lease, node := lv.holder(t, code)
	if _, err := lv.nodes.Put(lv.ctx, node, nil); err != nil {
		t.Fatal(err)
	}
	time.Sleep(2500 * time.Millisecond)
	if now, _ := lv.holder(t, code); now.Revision() != lease.Revision() {
		t.Fatalf("the table's lease went from %q to %q: its node dropped it", lease.Value(), now.Value())
	}
	if _, err := lv.nodes.Get(lv.ctx, node); err != nil {
		t.Fatalf("the node's key: %v", err)
	}
}
