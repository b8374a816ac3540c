package locke

import (
	"slices"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// Determinize for the whole game: the combat's dealing (sheets that fit what each seat showed,
// hands, ability cards), with the sheets kept to the role table of 4.1, and the boards' hidden
// cards dealt afresh: the face-down planet and base cards, the 待ち伏せ and 重要拠点 where no
// kept seat knows them, the decks.

// Determinize implements engine.Game.
func (wholeGame) Determinize(rng *engine.RNG, views ...engine.View) engine.State {
	s := combatGame{}.Determinize(rng, views...).(*State)
	keep := make([]bool, s.Public.Seats)
	for _, ev := range views {
		if v := ev.(*View); v.Seat >= 0 && v.Seat < len(keep) {
			keep[v.Seat] = true
		}
	}
	s.dealBoard(rng, keep)
	s.dealSetup(rng, keep)
	return s
}

// category is a sheet's place in the role table: "L", or its starting alignment.
func category(id string) string {
	sh := book.CharacterByID(id)
	if sh.L {
		return "L"
	}
	return string(rune('0' + sh.Sides[0]))
}

// tableNeeds is how many sheets of each category a table of n deals (4.1).
func tableNeeds(n int) map[string]int {
	l, g, e, sp := Roles(n)
	return map[string]int{"L": l, category1(book.Good): g, category1(book.Evil): e, category1(book.Special): sp}
}

func category1(side book.Side) string { return string(rune('0' + side)) }

// compositionPool draws from pool as many sheets as open seats, of the categories the table
// still needs once the other seats' sheets are counted.
func (s *State) compositionPool(rng *engine.RNG, open []int, pool []string) []string {
	need := tableNeeds(s.Public.Seats)
	for seat := range s.Public.Chars {
		if !slices.Contains(open, seat) && s.Private[seat].Sheet != "" {
			need[category(s.Private[seat].Sheet)]--
		}
	}
	shuffled := slices.Clone(pool)
	rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	var out []string
	for _, id := range shuffled {
		if c := category(id); need[c] > 0 {
			need[c]--
			out = append(out, id)
		}
	}
	return out
}

// dealBoard deals the boards' unseen cards afresh.
func (s *State) dealBoard(rng *engine.RNG, keep []bool) {
	b := &s.Public.Board
	knower := -1 // a kept base player: it knows the 待ち伏せ and 重要拠点
	for seat, k := range keep {
		if k && b.Role[seat] == BasePlayer {
			knower = seat
		}
	}
	// Planet cards: every card not seen face up goes to a face-down cell, 惑星ラフノール or the
	// deck; the 待ち伏せ stay where a knower knows them, else go to face-down cells at random.
	if b.Cells != nil {
		seen := map[int]bool{}
		for _, c := range b.Seen {
			seen[c] = true
		}
		for _, c := range b.Cells {
			if !c.Down && c.Card >= 0 {
				seen[c.Card] = true
			}
		}
		var pool []int
		for i := range book.PlanetCards() {
			if !seen[i] {
				pool = append(pool, i)
			}
		}
		rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		at := make([]int, len(b.Cells))
		for i, c := range b.Cells {
			at[i] = -1
			if !c.Down && c.Card >= 0 {
				at[i] = c.Card
			}
		}
		s.placePlans(rng, knower, at, b.Cells, ambushCard, b.Ambushes, 0, seen)
		for i, c := range b.Cells {
			if c.Down && at[i] < 0 && len(pool) > 0 {
				at[i], pool = pool[0], pool[1:]
			}
		}
		s.Hidden.PlanetAt = at
		n := min(b.Raphnor, len(pool))
		s.Hidden.Raphnor, pool = pool[:n:n], pool[n:]
		s.Hidden.PlanetDeck = pool[:min(b.PlanetDeck, len(pool))]
	}
	if b.Grid != nil {
		seen := map[int]bool{}
		for _, c := range b.Grid {
			if !c.Down && c.Card >= 0 && c.Card < keyCard {
				seen[c.Card] = true
			}
		}
		for _, c := range b.SeenBase {
			seen[c] = true
		}
		for _, c := range b.Grid {
			if !c.Down && c.Card >= keyCard {
				seen[c.Card] = true
			}
		}
		var pool []int
		for i := range book.BaseCards() {
			if !seen[i] {
				pool = append(pool, i)
			}
		}
		rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		at := make([]int, len(b.Grid))
		for i, c := range b.Grid {
			at[i] = -1
			if !c.Down && c.Card >= 0 {
				at[i] = c.Card
			}
		}
		s.placePlans(rng, knower, at, b.Grid, keyCard, b.KeysPlaced, basePlace, seen)
		for i, c := range b.Grid {
			if c.Down && at[i] < 0 && len(pool) > 0 {
				at[i], pool = pool[0], pool[1:]
			}
		}
		s.Hidden.GridAt = at
		s.Hidden.BaseDeck = pool
	}
	// Ability cards not in anybody's hands make the deck.
	held := map[int]int{}
	for _, m := range s.Private {
		for _, i := range m.Items {
			held[i]++
		}
	}
	var items []int
	for _, i := range itemDeck() {
		if held[i] > 0 {
			held[i]--
			continue
		}
		items = append(items, i)
	}
	rng.Shuffle(len(items), func(i, j int) { items[i], items[j] = items[j], items[i] })
	s.Hidden.ItemDeck = items[:min(b.ItemDeck, len(items))]
}

// placePlans puts the base players' placements of one kind (codes lo..lo+placed-1) on a
// board's face-down cells: where a kept base player knows them, else the unseen ones at random
// (answered in placing order), and gives every base player the new list.
func (s *State) placePlans(rng *engine.RNG, knower int, at []int, cells []Cell, lo, placed, offset int, seen map[int]bool) {
	var plans []Plan
	if knower >= 0 {
		for _, pl := range s.Private[knower].Plans {
			if pl.Card >= lo && pl.Card < lo+placed {
				plans = append(plans, pl)
			}
		}
	} else {
		var down []int
		for i, c := range cells {
			if c.Down {
				down = append(down, i)
			}
		}
		rng.Shuffle(len(down), func(i, j int) { down[i], down[j] = down[j], down[i] })
		bases := s.seatsWith(BasePlayer)
		for code := lo; code < lo+placed && len(down) > 0 && len(bases) > 0; code++ {
			if seen[code] {
				continue
			}
			plans = append(plans, Plan{Place: down[0] + offset, Card: code, Seat: bases[(code-lo)%len(bases)]})
			down = down[1:]
		}
		for _, bp := range bases {
			kept := slices.DeleteFunc(slices.Clone(s.Private[bp].Plans), func(pl Plan) bool { return pl.Card >= lo && pl.Card < lo+1000 })
			s.Private[bp].Plans = append(kept, plans...)
		}
	}
	for _, pl := range plans {
		if i := pl.Place - offset; cells[i].Down {
			at[i] = pl.Card
		}
	}
}
