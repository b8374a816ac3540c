package bots_test

import (
	"time"

	"golang.org/x/sys/unix"
)

// threadCPU is the CPU time of the calling thread, for a caller wired to its thread
// (runtime.LockOSThread): what a decision cost, whatever else the machine was doing.
func threadCPU() time.Duration {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}
