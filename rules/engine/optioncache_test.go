package engine

import (
	"maps"
	"slices"
	"testing"
)

// ShuffleSlice draws as Shuffle does, so a deal that moves to it keeps every seed's game.
func TestShuffleSliceIsShuffle(t *testing.T) {
	for seed := range uint64(50) {
		r1, r2 := NewRNG(seed), NewRNG(seed)
		a, b := make([]int, 104), make([]int, 104)
		for i := range a {
			a[i], b[i] = i, i
		}
		r1.Shuffle(len(a), func(i, j int) { a[i], a[j] = a[j], a[i] })
		ShuffleSlice(&r2, b)
		if !slices.Equal(a, b) || r1.Uint64() != r2.Uint64() {
			t.Fatalf("seed %d: ShuffleSlice differs from Shuffle", seed)
		}
	}
}

// The cache resolves every choice, given or left to its default, as ResolveOptions does, the
// second time from the cache, and refuses what ResolveOptions refuses.
func TestOptionCacheResolvesAsResolveOptions(t *testing.T) {
	defs := []Option{
		{Key: "a", Default: "x", Values: []string{"x", "y", "z"}},
		{Key: "b", Default: "on", Values: []string{"on", "off"}},
	}
	c := NewOptionCache(defs)
	var givens []Options
	for _, a := range []string{"", "x", "y", "z"} {
		for _, b := range []string{"", "on", "off"} {
			g := Options{}
			if a != "" {
				g["a"] = a
			}
			if b != "" {
				g["b"] = b
			}
			givens = append(givens, g)
		}
	}
	givens = append(givens, nil)
	for round := range 2 {
		for _, g := range givens {
			want, _ := ResolveOptions(defs, g)
			got, err := c.Resolve(g)
			if err != nil || !maps.Equal(got, want) {
				t.Fatalf("round %d, %v: %v, %v; want %v", round, g, got, err, want)
			}
		}
	}
	for _, bad := range []Options{{"a": "w"}, {"c": "on"}, {"a": "x", "c": "on"}} {
		if _, err := c.Resolve(bad); err == nil {
			t.Errorf("%v resolved", bad)
		}
	}
}
