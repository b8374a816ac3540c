package napoleon

import (
	"fmt"
	"slices"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// Determinize keeps the public part of the views and each view's own part, and deals every
// other card at random: the other hands, the middle, and Napoleon's discards when no view is
// Napoleon's.
func (game) Determinize(rng *engine.RNG, views ...engine.View) engine.State {
	first, ok := views[0].(*View)
	if !ok {
		panic("napoleon: Determinize needs *napoleon.View")
	}
	opts, err := engine.ResolveOptions(optionDefs, first.Options)
	if err != nil {
		panic(fmt.Sprintf("napoleon: Determinize: %v", err))
	}
	s := newState(opts, rng.Uint64(), first.First)
	s.Public = first.Public.copy()
	s.Result = s.Public.Outcome.Clone()
	var known [seats]bool
	for _, ev := range views {
		v, ok := ev.(*View)
		if !ok {
			panic("napoleon: Determinize needs *napoleon.View")
		}
		if v.Seat >= 0 && v.Seat < seats {
			s.Private[v.Seat] = v.Private.copy()
			known[v.Seat] = true
		}
	}
	s.dealUnseen(rng, known, true)
	return s
}

// Redeal implements engine.State. The middle is dealt afresh too, unless Napoleon is kept:
// it is the pile Napoleon will take, and then see.
func (s *State) Redeal(rng *engine.RNG, keep ...int) engine.State {
	c := s.Clone().(*State)
	var known [seats]bool
	for _, k := range keep {
		if k >= 0 && k < seats {
			known[k] = true
		}
	}
	n := s.Public.Napoleon
	c.dealUnseen(rng, known, n < 0 || !known[n])
	return c
}

// dealUnseen deals afresh every card that the known seats cannot see and the public part
// does not place: the other seats' hands (each its public size, never a suit the seat has
// shown void in), Napoleon's discards when Napoleon is not known, and the middle when
// middle is set. An unknown Napoleon's picks and cards from the middle are drawn from the
// hand it is dealt, as many as the public part says.
func (s *State) dealUnseen(rng *engine.RNG, known [seats]bool, middle bool) {
	p := &s.Public
	var placed [deck.NumFaces]bool
	for _, x := range p.Trick {
		placed[x.Card] = true
	}
	for _, t := range p.Tricks {
		for _, x := range t.Cards {
			placed[x.Card] = true
		}
	}
	for seat, k := range known {
		if k {
			for _, c := range s.Private[seat].Hand {
				placed[c] = true
			}
			for _, c := range s.Private[seat].Discards {
				placed[c] = true
			}
		}
	}
	if !middle {
		for _, c := range s.Hidden.Middle {
			placed[c] = true
		}
	}
	var pool []deck.Card
	for c := range deck.Card(deck.NumFaces) {
		if !placed[c] {
			pool = append(pool, c)
		}
	}
	// Destinations: the four hands, then the middle, then the discards.
	const toMiddle, toDiscards = seats, seats + 1
	capacity := make([]int, seats+2)
	for seat, k := range known {
		if !k {
			capacity[seat] = p.HandCounts[seat]
		}
	}
	if middle {
		capacity[toMiddle] = p.HiddenCount
	}
	n := p.Napoleon
	if n >= 0 && !known[n] {
		capacity[toDiscards] = p.DiscardCount
	}
	dealt := assign(pool, capacity, func(d int, c deck.Card) bool { return d >= seats || !p.Void[d][c.Suit()] }, rng)
	for seat, k := range known {
		if !k {
			s.Private[seat] = Private{Hand: dealt[seat]}
		}
	}
	if middle {
		s.Hidden.Middle = dealt[toMiddle]
	}
	if n >= 0 && !known[n] {
		me := &s.Private[n]
		me.Discards = dealt[toDiscards]
		if p.Phase == PhaseExchange {
			// the hand is in random order already: its first cards are as good as any
			me.FromHidden = slices.Clone(me.Hand[:hiddenN])
			me.Picked = slices.Clone(me.Hand[len(me.Hand)-p.Picks:])
		}
	}
}

// assign deals the cards of pool into destinations of the given capacities (which sum to
// len(pool)) so that each card lands where allowed says it may, at random. The most
// constrained cards go first, each where there is room in proportion to the room; when a
// card finds no room an augmenting path moves earlier cards along to make some, so a deal
// is found whenever one exists.
func assign(pool []deck.Card, capacity []int, allowed func(d int, c deck.Card) bool, rng *engine.RNG) [][]deck.Card {
	order := slices.Clone(pool)
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	flex := func(c deck.Card) int {
		n := 0
		for d, room := range capacity {
			if room > 0 && allowed(d, c) {
				n++
			}
		}
		return n
	}
	var flexOf [deck.NumFaces]int // once a card: the sort would count it at every comparison
	for _, c := range order {
		flexOf[c] = flex(c)
	}
	slices.SortStableFunc(order, func(a, b deck.Card) int { return flexOf[a] - flexOf[b] })
	out := make([][]deck.Card, len(capacity))
	weights := make([]int, len(capacity))
	for _, c := range order {
		total := 0
		for d := range capacity {
			weights[d] = 0
			if allowed(d, c) {
				weights[d] = capacity[d] - len(out[d])
			}
			total += weights[d]
		}
		if total > 0 {
			d := rng.Weighted(weights)
			out[d] = append(out[d], c)
			continue
		}
		if !augment(c, out, capacity, allowed, make([]bool, len(capacity))) {
			panic(fmt.Sprintf("napoleon: no deal of %v fits %v", pool, capacity))
		}
	}
	return out
}

// augment places c by moving one card of a full destination where c may go to another
// destination, recursively, visiting each destination once.
func augment(c deck.Card, out [][]deck.Card, capacity []int, allowed func(int, deck.Card) bool, seen []bool) bool {
	for d := range capacity {
		if allowed(d, c) && len(out[d]) < capacity[d] {
			out[d] = append(out[d], c)
			return true
		}
	}
	for d := range capacity {
		if seen[d] || !allowed(d, c) {
			continue
		}
		seen[d] = true
		for i, x := range out[d] {
			if augment(x, out, capacity, allowed, seen) {
				out[d][i] = c
				return true
			}
		}
	}
	return false
}
