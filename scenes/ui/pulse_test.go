package ui

import "testing"

// TestPulseComesRoundInFewSteps: a breathing glow takes at most pulseSteps+1 sizes, so the
// shapes it sizes repeat and are drawn from stamps, and it spans the whole breath, 0 to 1.
func TestPulseComesRoundInFewSteps(t *testing.T) {
	seen := map[float64]bool{}
	lo, hi := 1.0, 0.0
	for tick := range 1000 {
		p := Pulse(tick, 8)
		seen[p] = true
		lo, hi = min(lo, p), max(hi, p)
	}
	if len(seen) > pulseSteps+1 || lo != 0 || hi != 1 {
		t.Fatalf("a pulse took %d values from %v to %v; want at most %d from 0 to 1", len(seen), lo, hi, pulseSteps+1)
	}
}
