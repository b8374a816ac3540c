//go:build !linux

package bots_test

import "time"

// threadCPU is 0 where the thread's clock is not read: the CPU figures are then zero.
func threadCPU() time.Duration { return 0 }
