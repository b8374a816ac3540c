package engine

import "math/rand/v2"

// RNG is the seeded source of all chance in a game. It is a value type: copying it (as Clone
// does) forks an identical stream.
type RNG struct {
	pcg rand.PCG
}

// NewRNG seeds a stream.
func NewRNG(seed uint64) RNG {
	return RNG{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// Uint64 is the next raw value.
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN is uniform in [0, n).
func (r *RNG) IntN(n int) int { return rand.New(&r.pcg).IntN(n) }

// Shuffle permutes n items with swap.
func (r *RNG) Shuffle(n int, swap func(i, j int)) { rand.New(&r.pcg).Shuffle(n, swap) }

// Weighted picks an index with probability proportional to its weight.
func (r *RNG) Weighted(weights []int) int {
	total := 0
	for _, w := range weights {
		total += w
	}
	x := r.IntN(total)
	for i, w := range weights {
		if x < w {
			return i
		}
		x -= w
	}
	return len(weights) - 1
}
