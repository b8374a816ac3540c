package server

import (
	"io"
	"strings"
	"testing"
)

// TestServeRefusesBadArguments: `zashiki serve` needs a data folder or a NATS URL, and takes
// no stray arguments.
func TestServeRefusesBadArguments(t *testing.T) {
	for _, args := range [][]string{
		{"-addr", "127.0.0.1:0"},
		{"-addr", "127.0.0.1:0", "-data", t.TempDir(), "extra"},
		{"-bogus"},
	} {
		if err := Run(args, io.Discard); err == nil {
			t.Errorf("zashiki serve %s: no error", strings.Join(args, " "))
		}
	}
}
