package server

import (
	"io"
	"strings"
	"testing"
)

// TestServeRefusesBadArguments: `zashiki serve` takes no stray arguments or unknown flags,
// nor an idle time that is not positive, and says so when the NATS deployment named cannot
// be reached.
func TestServeRefusesBadArguments(t *testing.T) {
	for _, args := range [][]string{
		{"-addr", "127.0.0.1:0", "-nats", "nats://127.0.0.1:1"},
		{"-addr", "127.0.0.1:0", "-data", t.TempDir(), "extra"},
		{"-bogus"},
		{"-addr", "127.0.0.1:0", "-data", t.TempDir(), "-idle", "0s"},
	} {
		if err := Run(args, io.Discard); err == nil {
			t.Errorf("zashiki serve %s: no error", strings.Join(args, " "))
		}
	}
}
