package main

import (
	"slices"
	"testing"
)

// A step seen but never photographed (closed by a click meant for the table, which came as
// the step came up) is reported; steps photographed are not.
func TestUnshotSteps(t *testing.T) {
	seen := []string{"sheet", "card", "object", "grades"}
	if got := unshot(seen, []string{"sheet", "object", "grades"}); !slices.Equal(got, []string{"card"}) {
		t.Errorf("unshot = %v, want [card]", got)
	}
	if got := unshot(seen, seen); len(got) != 0 {
		t.Errorf("every step photographed, unshot = %v", got)
	}
}
