//go:build !js

package main

import (
	"os"
	"path/filepath"
	"testing"

	"zashiki/scenes"
)

// TestStopperReadsTheProbesSteps: -stop-at-step counts the table's actions from the probe file
// the app writes (scenes/probe.go), and a missing or half-understood file counts none.
func TestStopperReadsTheProbesSteps(t *testing.T) {
	path := filepath.Join(t.TempDir(), "probe.json")
	s := &stopper{steps: 20, probe: path}
	if n := s.taken(); n != 0 {
		t.Errorf("no probe yet: %d actions", n)
	}
	for _, c := range []struct {
		data string
		want int
	}{{`{"scene":"*scenes.Table","game":"boss","steps":21}`, 21}, {`{"steps":`, 0}, {`{"scene":"*scenes.Menu"}`, 0}} {
		if err := os.WriteFile(path, []byte(c.data), 0o644); err != nil {
			t.Fatal(err)
		}
		if n := s.taken(); n != c.want {
			t.Errorf("%s: %d actions, want %d", c.data, n, c.want)
		}
	}
}

// TestStopProbeKeepsAGivenProbe: with -probe the stop reads that file; without, it gives the
// app a temporary one and removes it after.
func TestStopProbeKeepsAGivenProbe(t *testing.T) {
	f := scenes.Flags{Probe: "/tmp/given.json"}
	done, err := stopProbe(&f)
	if err != nil || f.Probe != "/tmp/given.json" {
		t.Fatalf("-probe given: %q, %v", f.Probe, err)
	}
	done()
	f = scenes.Flags{}
	done, err = stopProbe(&f)
	if err != nil || f.Probe == "" {
		t.Fatalf("no -probe: %q, %v", f.Probe, err)
	}
	dir := filepath.Dir(f.Probe)
	if _, err := os.Stat(dir); err != nil {
		t.Fatal(err)
	}
	done()
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("%s left behind", dir)
	}
}
