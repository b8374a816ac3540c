package meter

import (
	"runtime"
	"time"

	"golang.org/x/sys/unix"
)

// threadCPU is the CPU time of the calling goroutine's thread. The first call wires the
// goroutine to its thread for good (the game's own goroutine, which the meter wraps), so the
// thread's clock counts that goroutine's work and nothing else's.
func threadCPU() (time.Duration, bool) {
	if !wired {
		runtime.LockOSThread()
		wired = true
	}
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}

var wired bool
