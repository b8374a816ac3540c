package server

import (
	"io"
	"strings"
	"testing"
	"time"
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
