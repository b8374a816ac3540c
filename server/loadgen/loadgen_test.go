package loadgen

import (
	"context"
	"net"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"zashiki/server/servertest"
)

// TestLoadPlaysTables: a few tables of scripted players on a server on 127.0.0.1 play, each
// from its own loopback address where the system allows: actions are sent, every seat's view
// of them is timed, and the server refuses nothing.
func TestLoadPlaysTables(t *testing.T) {
	url := servertest.Start(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cfg := Config{URLs: []string{url}, Seats: 3, Every: 40 * time.Millisecond}
	if runtime.GOOS == "linux" {
		cfg.Source = net.IPv4(127, 1, 0, 1)
	}
	l := New(ctx, cfg)
	if err := l.Grow(4, 2); err != nil {
		t.Fatal(err)
	}
	if n := l.Tables(); n != 4 {
		t.Fatalf("%d tables; want 4", n)
	}
	s := playsFor(t, l, 8)
	if s.Quantile(0.5) <= 0 || s.Quantile(1) < s.Quantile(0.5) {
		t.Fatalf("latencies %v", s.Latency)
	}
}

// TestSourceAddresses: table i's connections come from the base address plus i.
func TestSourceAddresses(t *testing.T) {
	base := net.IPv4(127, 1, 0, 1)
	for i, want := range map[int]string{0: "127.1.0.1", 254: "127.1.0.255", 255: "127.1.1.0", 70000: "127.2.17.113"} {
		if got := sourceOf(base, i).String(); got != want {
			t.Errorf("table %d from %s; want %s", i, got, want)
		}
	}
	if sourceOf(nil, 3) != nil {
		t.Error("no base, yet an address")
	}
}

// TestProcReadings: this process's CPU time and memory are read from /proc on Linux; where
// there is no /proc they read as nothing rather than as an error.
func TestProcReadings(t *testing.T) {
	for end := time.Now().Add(50 * time.Millisecond); time.Now().Before(end); {
	}
	u := readProcs([]int{os.Getpid()})
	if linux := runtime.GOOS == "linux"; linux != (u.rss > 0) || linux != (selfCPU() > 0) {
		t.Fatalf("on %s: CPU %v, RSS %d", runtime.GOOS, selfCPU(), u.rss)
	}
}

// TestSpreadSeatsPlayThroughRelays: with Spread a table's seats join three nodes of a
// cluster, two of them relaying to the table's own, and the tables play as they do whole.
func TestSpreadSeatsPlayThroughRelays(t *testing.T) {
	cl := servertest.StartCluster(t, 3)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cfg := Config{URLs: cl.URLs, Seats: 3, Every: 40 * time.Millisecond, Spread: true}
	l := New(ctx, cfg)
	if err := l.Grow(3, 3); err != nil {
		t.Fatal(err)
	}
	for i, tb := range l.tables {
		nodes := map[int]bool{}
		for _, p := range tb.seats {
			nodes[p.node] = true
		}
		if len(nodes) != 3 {
			t.Fatalf("table %d's seats on %d nodes; want 3", i, len(nodes))
		}
	}
	playsFor(t, l, 6)
}

// playsFor lets l's tables play 1.5 s and checks that at least n actions were sent and every
// one's views timed. Stale steps may happen when an action crosses one the server gave for a
// seat; anything else is a fault.
func playsFor(t *testing.T, l *Load, n int64) Sample {
	t.Helper()
	time.Sleep(1500 * time.Millisecond)
	s := l.Take()
	if s.Actions < n || s.Received < int(s.Actions) {
		t.Fatalf("%d actions sent, %d views timed in 1.5 s at %d tables", s.Actions, s.Received, l.Tables())
	}
	if s.Dropped > 0 || s.Errors > 0 && !strings.HasPrefix(s.LastErr, "stale_step") {
		t.Fatalf("%d errors, %d connections dropped; last: %s", s.Errors, s.Dropped, s.LastErr)
	}
	return s
}

// TestALevelHoldsOnlyWhatItPlays: a level is held within its latency bound only if its views
// came, no connection dropped and nearly every action sent was played; fast views of a
// fraction of the actions (the rest refused or lost) hold nothing.
func TestALevelHoldsOnlyWhatItPlays(t *testing.T) {
	fast := []time.Duration{time.Millisecond, 2 * time.Millisecond}
	for _, c := range []struct {
		s    Sample
		held bool
	}{
		{Sample{Actions: 1000, Played: 1000, Latency: fast, Received: 2}, true},
		{Sample{Actions: 1000, Played: 990, Latency: fast, Received: 2}, true},
		{Sample{Actions: 1000, Played: 583, Errors: 182, Latency: fast, Received: 2}, false},
		{Sample{Actions: 1000, Played: 1000, Dropped: 1, Latency: fast, Received: 2}, false},
		{Sample{Actions: 1000, Played: 1000, Latency: []time.Duration{time.Second}, Received: 1}, false},
		{Sample{Actions: 1000}, false},
	} {
		if why := unheld(c.s, 100*time.Millisecond); (why == "") != c.held {
			t.Errorf("%+v: held %v (%q); want %v", c.s, why == "", why, c.held)
		}
	}
}
