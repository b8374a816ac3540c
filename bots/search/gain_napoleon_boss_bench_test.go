package search_test

import (
	"flag"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"testing"

	"zashiki/bots"
	"zashiki/rules/boss"
	"zashiki/rules/engine"
	"zashiki/rules/games"
	np "zashiki/rules/napoleon"
)

// napBossRollouts is how many playouts value each of the two moves compared at a position
// in BenchmarkGainNapoleonBoss.
const napBossRollouts = 600

// napBossStray is how seldom a seat strays from the heuristic in those playouts: one
// decision in napBossStray is a random move. Without it a ナポレオン playout from the true
// state is one line of play, the same every time (its deal is all known, the heuristic all but
// certain), and a move's value 0 or 1; the seats of an arena stray too (strong leaves the
// heuristic in about one decision in six).
const napBossStray = 10

// gainOnly limits BenchmarkGainNapoleonBoss to the decisions where the heuristic's move
// begins with one of these words (comma-separated: "bid,pass" is ナポレオン's declaration
// round), so a rule for one kind of decision is measured over many more games in the same time.
var gainOnly = flag.String("gain.only", "", "BenchmarkGainNapoleonBoss: only the decisions whose heuristic move begins with one of these comma-separated words")

// gainSeed is the seed of BenchmarkGainNapoleonBoss's first game: another gives other games.
var gainSeed = flag.Uint64("gain.seed", 1000, "BenchmarkGainNapoleonBoss: the seed of the first game")

// BenchmarkGainNapoleonBoss measures, in ナポレオン and 上司独裁, how much each of strong's
// decisions gains over the heuristic's move, valued as no player can value it: from the true
// state (上司独裁's draw piles reshuffled, so no future draw is known). It plays b.N four-seat
// games with the heuristic at every seat (seeds 1000 on), and at each decision with a choice
// of seat (game % 4), asks strong (bots.New, as the arena seats it) for its move; where it is
// not the heuristic's, both moves are valued by napBossRollouts playouts from the true state,
// the same random streams for both, the heuristic at every seat, straying at random in one
// decision in napBossStray. It reports the mean gain per decision in the seat's chance to win
// (gain/dec) with its standard error (gain-se), how often strong left the heuristic's move
// (changed/dec), and logs the changes and their mean gain by the heuristic's move's first word
// (bid, pass, play …), ナポレオン's plays also by side and place in the trick (napoleonPlay;
// -test.v shows every line). Free Eight's is BenchmarkGainOverPrior; like it, this shows a change to
// strong in minutes where the arena needs thousands of games, if only a large one:
//
//	go test -run XXX -bench GainNapoleonBoss -benchtime 40x ./bots/search/
//
// One kind of decision over more games (-gain.only, -gain.seed):
//
//	go test -run XXX -bench GainNapoleonBoss/napoleon -benchtime 400x ./bots/search/ -args -gain.only bid,pass
func BenchmarkGainNapoleonBoss(b *testing.B) {
	for _, id := range []string{"napoleon", "boss"} {
		b.Run(id, func(b *testing.B) {
			g, _ := games.Lookup(id)
			heur, err := bots.New(id, bots.KindHeuristic)
			if err != nil {
				b.Fatal(err)
			}
			strong, err := bots.New(id, bots.KindStrong)
			if err != nil {
				b.Fatal(err)
			}
			var sum, sum2 float64
			var decisions, changed int
			byKind := map[string][2]float64{} // changes and their gain, by the heuristic's move's first word
			byPlay := map[string][3]float64{} // ナポレオン's changed plays: count, gain, gain squared, by napoleonPlay
			for k := range b.N {
				s, err := g.New(engine.Config{Seats: 4, Seed: uint64(k) + *gainSeed})
				if err != nil {
					b.Fatal(err)
				}
				s.SetQuiet(true)
				rng := engine.NewRNG(uint64(k))
				for s.Outcome() == nil {
					seat := engine.Next(s, nil)
					legal := s.Legal(seat)
					prior := heur.Choose(s.View(seat), legal, &rng)
					kind, _, _ := strings.Cut(prior.String(), " ")
					if len(legal) > 1 && seat == k%4 && (*gainOnly == "" || slices.Contains(strings.Split(*gainOnly, ","), kind)) {
						r := engine.NewRNG(rng.Uint64())
						a := strong.Choose(s.View(seat), legal, &r)
						decisions++
						if a.String() != prior.String() {
							changed++
							d := napBossValue(s, seat, a, heur) - napBossValue(s, seat, prior, heur)
							sum, sum2 = sum+d, sum2+d*d
							byKind[kind] = [2]float64{byKind[kind][0] + 1, byKind[kind][1] + d}
							if nv, ok := s.View(seat).(*np.View); ok && kind == "play" {
								for _, key := range napoleonPlay(nv) {
									c := byPlay[key]
									byPlay[key] = [3]float64{c[0] + 1, c[1] + d, c[2] + d*d}
								}
							}
						}
					}
					if _, err := s.Apply(seat, prior); err != nil {
						b.Fatal(err)
					}
					engine.ApplyForced(s)
				}
			}
			var kinds []string // one line, so that no change is cut from the log
			for _, kind := range slices.Sorted(maps.Keys(byKind)) {
				c := byKind[kind]
				kinds = append(kinds, fmt.Sprintf("%s %d changed, %+.3f each", kind, int(c[0]), c[1]/c[0]))
			}
			b.Logf("%d games: %s", b.N, strings.Join(kinds, "; "))
			for _, key := range slices.Sorted(maps.Keys(byPlay)) {
				c := byPlay[key]
				m := c[1] / c[0]
				b.Logf("plays, %-17s %4d changed, %+.3f ± %.3f each", key, int(c[0]), m, math.Sqrt(max(0, c[2]/c[0]-m*m)/c[0]))
			}
			n := float64(max(decisions, 1))
			mean := sum / n
			b.ReportMetric(mean, "gain/dec")
			b.ReportMetric(math.Sqrt(max(0, sum2/n-mean*mean)/n), "gain-se")
			b.ReportMetric(float64(changed)/n, "changed/dec")
			b.ReportMetric(float64(decisions), "decisions")
		})
	}
}

// napBossValue is seat's chance of winning after move a in s as it truly is, over
// napBossRollouts playouts with p at every seat, straying one decision in napBossStray (the
// random streams the same for every move; 上司独裁's draw piles reshuffled by them).
func napBossValue(s engine.State, seat int, a engine.Action, p bots.Bot) float64 {
	won := 0
	for i := range napBossRollouts {
		rng := engine.NewRNG(uint64(i)*7919 + 13)
		c := s.Clone()
		c.SetQuiet(true)
		if bs, ok := c.(*boss.State); ok {
			engine.ShuffleSlice(&rng, bs.Hidden.Draw)
			engine.ShuffleSlice(&rng, bs.Hidden.DictDraw)
		}
		if _, err := c.Apply(seat, a); err != nil {
			panic(err)
		}
		engine.ApplyForced(c)
		for c.Outcome() == nil {
			next := engine.Next(c, &rng)
			l := c.Legal(next)
			x := l[0]
			switch {
			case len(l) > 1 && rng.IntN(napBossStray) == 0:
				x = l[rng.IntN(len(l))]
			case len(l) > 1:
				x = p.Choose(c.View(next), l, &rng)
			}
			if _, err := c.Apply(next, x); err != nil {
				panic(err)
			}
			engine.ApplyForced(c)
		}
		for _, w := range c.Outcome().Winners {
			if w == seat {
				won++
			}
		}
	}
	return float64(won) / napBossRollouts
}

// napoleonPlay is what a ナポレオン play is logged under, to find a kind of play where strong's
// changes lose (as its declarations did): the side the seat knows itself on, and how many cards
// the trick held before it, alone and together.
func napoleonPlay(v *np.View) []string {
	side := "side unknown"
	switch {
	case v.Seat == v.Napoleon:
		side = "Napoleon"
	case v.Team(v.Seat) == 1:
		side = "adjutant"
	case v.Team(v.Seat) == -1:
		side = "allies"
	}
	played := fmt.Sprintf("%d played before", len(v.Trick))
	return []string{side, played, side + ", " + played}
}
