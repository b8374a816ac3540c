package engine

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

var defs = []Option{
	{Key: "deck_out", Default: "end", Values: []string{"end", "reshuffle"}},
	{Key: "stake", Default: "bid", Values: []string{"bid", "over12"}},
}

func TestResolveOptionsFillsDefaultsAndRefusesUnknowns(t *testing.T) {
	got, err := ResolveOptions(defs, Options{"stake": "over12"})
	if err != nil || got["deck_out"] != "end" || got["stake"] != "over12" {
		t.Fatalf("ResolveOptions = %v, %v", got, err)
	}
	if _, err := ResolveOptions(defs, Options{"colour": "red"}); err == nil || !strings.Contains(err.Error(), "colour") {
		t.Errorf("an unknown option: %v", err)
	}
	if _, err := ResolveOptions(defs, Options{"deck_out": "never"}); err == nil || !strings.Contains(err.Error(), "reshuffle") {
		t.Errorf("a bad value should list the allowed ones: %v", err)
	}
}

func TestParseOptionsRoundTrips(t *testing.T) {
	o, err := ParseOptions("stake=over12, deck_out=end")
	if err != nil || o.String() != "deck_out=end,stake=over12" {
		t.Fatalf("ParseOptions = %v (%q), %v", o, o.String(), err)
	}
	if _, err := ParseOptions("stake"); err == nil {
		t.Error("a key without a value was accepted")
	}
}

// TestParseOptionsRefusesAKeyTwice: "deck_out=end,deck_out=reshuffle" once kept the last
// value without a word; it is refused, naming the key.
func TestParseOptionsRefusesAKeyTwice(t *testing.T) {
	_, err := ParseOptions("deck_out=end, stake=over12, deck_out =reshuffle")
	if err == nil || !strings.Contains(err.Error(), `"deck_out"`) {
		t.Errorf("a key given twice: %v, want an error naming deck_out", err)
	}
}

// TestMatchStarter: the winner with the most points starts the next game; with no winner,
// the seat after the last starter does.
func TestMatchStarter(t *testing.T) {
	m := &Match{Seats: 4, Totals: make([]int, 4)}
	m.Record(Outcome{Winners: []int{1, 3}, Points: []int{-5, 2, -1, 4}})
	if m.First() != 3 || m.Totals[3] != 4 {
		t.Fatalf("after a game won by seats 2 and 4: first %d, totals %v", m.First(), m.Totals)
	}
	m.Record(Outcome{Points: make([]int, 4)})
	if m.First() != 0 {
		t.Errorf("after a game with no winner the seat after the starter should start, got %d", m.First())
	}
	if GameSeed(7, 0) == GameSeed(7, 1) || GameSeed(7, 0) == GameSeed(8, 0) {
		t.Error("game seeds repeat")
	}
}

// A seed must deal the same game whatever the RNG's insides: IntN and Shuffle draw as
// math/rand/v2 does over the same PCG, redraws of the unbiasing loop included (3<<61 makes
// a quarter of the draws redraw).
func TestRNGDrawsAsMathRand(t *testing.T) {
	sizes := []int{1, 2, 3, 5, 6, 13, 52, 64, 104, 1000, 1 << 40, 1<<40 + 3, 3 << 61, math.MaxInt64}
	for seed := range uint64(50) {
		ours := NewRNG(seed)
		std := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
		for i := range 2000 {
			n := sizes[i%len(sizes)]
			if x, y := ours.IntN(n), std.IntN(n); x != y {
				t.Fatalf("seed %d, draw %d, IntN(%d): %d, math/rand %d", seed, i, n, x, y)
			}
		}
		a, b := make([]int, 104), make([]int, 104)
		for i := range a {
			a[i], b[i] = i, i
		}
		ours.Shuffle(len(a), func(i, j int) { a[i], a[j] = a[j], a[i] })
		std.Shuffle(len(b), func(i, j int) { b[i], b[j] = b[j], b[i] })
		if !slices.Equal(a, b) {
			t.Fatalf("seed %d: Shuffle differs from math/rand's", seed)
		}
	}
}

func TestRNGCopiesForkIdenticalStreams(t *testing.T) {
	a := NewRNG(1)
	a.IntN(10)
	b := a
	for range 20 {
		if x, y := a.IntN(1000), b.IntN(1000); x != y {
			t.Fatalf("a copied RNG diverged: %d vs %d", x, y)
		}
	}
	counts := make([]int, 3)
	for range 6000 {
		counts[a.Weighted([]int{1, 2, 3})]++
	}
	if counts[0] > counts[1] || counts[1] > counts[2] {
		t.Errorf("weighted draws out of order: %v", counts)
	}
}
