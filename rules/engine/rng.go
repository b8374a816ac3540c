package engine

import (
	"math/bits"
	"math/rand/v2"
)

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

// IntN is uniform in [0, n). It draws exactly as math/rand/v2's Rand.IntN over the same PCG
// (TestRNGDrawsAsMathRand holds it to that, so seeds keep their games), without a Rand and
// its interface call per draw: playouts draw at every step.
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		panic("engine: IntN of a non-positive n")
	}
	return int(r.uint64n(uint64(n)))
}

// uint64n is Rand.uint64n: a power of two masks, anything else is Lemire's multiply with the
// rare unbiasing redraw.
func (r *RNG) uint64n(n uint64) uint64 {
	if n&(n-1) == 0 {
		return r.pcg.Uint64() & (n - 1)
	}
	hi, lo := bits.Mul64(r.pcg.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(r.pcg.Uint64(), n)
		}
	}
	return hi
}

// Shuffle permutes n items with swap, as Rand.Shuffle does (Fisher–Yates from the end).
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, int(r.uint64n(uint64(i+1))))
	}
}

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

// ShuffleSlice permutes s exactly as r.Shuffle(len(s), swap) would, drawing the same numbers,
// without a call through swap per item: every New shuffles a deck.
func ShuffleSlice[T any](r *RNG, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := int(r.uint64n(uint64(i + 1)))
		s[i], s[j] = s[j], s[i]
	}
}
