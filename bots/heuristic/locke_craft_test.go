package heuristic

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
)

// craftSides are the habits of Craft, each with the side whose seats it changes.
var craftSides = []struct {
	name, seats string
	craft       Craft
	side        book.Side
}{
	{"shelter", "the Special's", Shelter, book.Special},
	{"mend", "Good", Mend, book.Good},
	{"spare", "Evil", Spare, book.Evil},
}

// BenchmarkLockeCraftBySide measures each habit of Craft where it plays: b.N deals of 7 seats
// (the arena's seed 1), each played twice by the heuristic at every seat, the second time
// with the habit at the seats of its side; reported is that side's share of the deals won
// without the habit and with it, and the paired gain with its standard error. (The habits
// were found so: a searcher hurt on the planets, a base player drawn into a fight it could not
// win, a Special turning cards over were where the heuristic's seats lost most.)
func BenchmarkLockeCraftBySide(b *testing.B) {
	for _, c := range craftSides {
		var gains []float64
		before, after := 0, 0
		for deal := range b.N {
			w0 := lockeSideWins(deal, c.side, 0)
			w1 := lockeSideWins(deal, c.side, c.craft)
			before += boolInt(w0)
			after += boolInt(w1)
			gains = append(gains, float64(boolInt(w1)-boolInt(w0)))
		}
		mean, sd := meanSD(gains)
		n := float64(b.N)
		b.ReportMetric(100*float64(before)/n, c.name+"-before-%")
		b.ReportMetric(100*float64(after)/n, c.name+"-after-%")
		b.Logf("%s at %s seats, %d deals: won %.1f %% → %.1f %%, gain %+.1f ± %.1f points", c.name, c.seats, b.N,
			100*float64(before)/n, 100*float64(after)/n, 100*mean, 100*sd/math.Sqrt(n))
	}
}

// lockeSideWins plays deal i of the arena's seed 1 to its end, the heuristic at every seat
// with craft at side's, and reports whether a seat of side won.
func lockeSideWins(i int, side book.Side, craft Craft) bool {
	seed := engine.GameSeed(1, i)
	s := locke.NewGame(7, seed, nil, nil)
	s.SetQuiet(true)
	rng := engine.NewRNG(seed ^ 0x5eed)
	sides := s.Sides()
	for steps := 0; s.Outcome() == nil; steps++ {
		if steps > 200000 {
			panic(fmt.Sprintf("deal %d: no end", i))
		}
		seat := engine.Next(s, &rng)
		legal := s.Legal(seat)
		h := Locke{}
		if book.Side(sides[seat]) == side {
			h.Craft = craft
		}
		if _, err := s.Apply(seat, h.Choose(s.View(seat), legal, &rng)); err != nil {
			panic(err)
		}
	}
	return slices.ContainsFunc(s.Outcome().Winners, func(w int) bool { return book.Side(sides[w]) == side })
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
