package meter

import (
	"testing"
	"time"
)

// TestThreadClockStandsStillWhileAsleep: the thread clock counts work, not waiting.
func TestThreadClockStandsStillWhileAsleep(t *testing.T) {
	d0, ok := threadCPU()
	if !ok {
		t.Fatal("no thread clock")
	}
	time.Sleep(50 * time.Millisecond)
	d1, _ := threadCPU()
	if d1-d0 > 25*time.Millisecond {
		t.Errorf("the thread clock moved %v during a 50 ms sleep", d1-d0)
	}
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); {
		if d, _ := threadCPU(); d-d1 >= 5*time.Millisecond {
			return
		}
	}
	t.Error("the thread clock did not move in 5 s of work")
}
