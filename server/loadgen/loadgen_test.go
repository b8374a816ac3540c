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
	time.Sleep(1500 * time.Millisecond)
	s := l.Take()
	if s.Actions < 8 || s.Received < int(s.Actions) {
		t.Fatalf("%d actions sent, %d views timed in 1.5 s at 4 tables", s.Actions, s.Received)
	}
	// Stale steps may happen when an action crosses one the server gave for a seat; anything
	// else is a fault.
	if s.Dropped > 0 || s.Errors > 0 && !strings.HasPrefix(s.LastErr, "stale_step") {
		t.Fatalf("%d errors, %d connections dropped; last: %s", s.Errors, s.Dropped, s.LastErr)
	}
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
