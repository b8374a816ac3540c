package server

import (
	"io"
	"strings"
	"testing"
	"time"

	"zashiki/server/proto"
)

// TestServeRefusesBadArguments: `zashiki serve` takes no stray arguments or unknown flags,
// nor an idle time that is not positive, nor a sync interval that is negative, not a
// duration or meant for a deployment it does not run (-nats), and says so when the NATS
// deployment named cannot be reached.
func TestServeRefusesBadArguments(t *testing.T) {
	for _, args := range [][]string{
		{"-addr", "127.0.0.1:0", "-nats", "nats://127.0.0.1:1"},
		{"-addr", "127.0.0.1:0", "-data", t.TempDir(), "extra"},
		{"-bogus"},
		{"-addr", "127.0.0.1:0", "-data", t.TempDir(), "-idle", "0s"},
		{"-addr", "127.0.0.1:0", "-data", t.TempDir(), "-sync-every", "-1ms"},
		{"-addr", "127.0.0.1:0", "-data", t.TempDir(), "-sync-every", "often"},
		{"-addr", "127.0.0.1:0", "-nats", "nats://127.0.0.1:4222", "-sync-every", "20ms"},
	} {
		if err := Run(args, io.Discard); err == nil {
			t.Errorf("zashiki serve %s: no error", strings.Join(args, " "))
		}
	}
}

// TestTheLogSyncsEachStepUnlessToldOtherwise: the embedded NATS server syncs each record
// before acknowledging it; with a sync interval (serve -sync-every) it syncs every interval
// instead, and each record is still acknowledged only once written.
func TestTheLogSyncsEachStepUnlessToldOtherwise(t *testing.T) {
	for _, every := range []time.Duration{0, 20 * time.Millisecond} {
		ns, err := StartNATS(t.TempDir(), NATSCluster{SyncEvery: every})
		if err != nil {
			t.Fatal(err)
		}
		c := ns.JetStreamConfig()
		ns.Shutdown()
		ns.WaitForShutdown()
		if c == nil {
			t.Fatal("no JetStream")
		}
		if c.SyncAlways != (every == 0) || (every != 0 && c.SyncInterval != every) {
			t.Errorf("SyncEvery %v: SyncAlways %v, SyncInterval %v", every, c.SyncAlways, c.SyncInterval)
		}
	}
	if _, err := StartNATS(t.TempDir(), NATSCluster{SyncEvery: -time.Millisecond}); err == nil {
		t.Error("a negative sync interval was taken")
	}
}

// TestADealSeedMakesTheMatchesPredictable: with SetDealSeed (serve -deal-seed) the matches
// made take the seeds given in turn, so a test's table deals the same cards every run;
// without it, and after SetDealSeed(0), each match's seed is random.
func TestADealSeedMakesTheMatchesPredictable(t *testing.T) {
	ts := startServer(t, t.TempDir())
	seedOf := func() uint64 {
		c := dial(t, ts.url)
		c.create("freeeight", []proto.Seat{{}, {CPU: "random"}})
		ts.srv.mu.Lock()
		defer ts.srv.mu.Unlock()
		return ts.srv.tables[c.code].seed
	}
	if a, b := seedOf(), seedOf(); a == b || a < 1000 && b < 1000 {
		t.Errorf("random seeds %d and %d", a, b)
	}
	ts.srv.SetDealSeed(7)
	if a, b := seedOf(), seedOf(); a != 7 || b != 8 {
		t.Errorf("seeds %d and %d from a deal seed of 7; want 7 and 8", a, b)
	}
	ts.srv.SetDealSeed(0)
	if a := seedOf(); a == 9 || a < 1000 {
		t.Errorf("seed %d after the deal seed was taken back; want a random one", a)
	}
	if err := Run([]string{"-addr", "127.0.0.1:0", "-data", t.TempDir(), "-deal-seed", "-1"}, io.Discard); err == nil {
		t.Error("zashiki serve -deal-seed -1: no error")
	}
}
