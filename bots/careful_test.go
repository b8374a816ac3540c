package bots_test

import (
	"testing"

	"zashiki/bots"
	"zashiki/bots/heuristic"
	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
	"zashiki/rules/games"
)

// TestBotsNeverThrowTheGame: over a thousand games of every game, no CPU player picks a move
// that surely ends the game as a loss for its own side (judged from its View) while another
// move exists. It reports how often the guard had to step in.
func TestBotsNeverThrowTheGame(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.ID(), func(t *testing.T) {
			guarded, decisions := 0, 0
			for i, cfg := range enginetest.Configs(g, max(1, scaled(1000)/costOf(g.ID()))) {
				players := make([]bots.Bot, cfg.Seats)
				for s := range players {
					kind := bots.KindHeuristic
					if (i+s)%3 == 2 {
						kind = bots.KindRandom
					}
					b, err := bots.New(g.ID(), kind)
					if err != nil {
						t.Fatal(err)
					}
					players[s] = b
				}
				st, err := g.New(cfg)
				if err != nil {
					t.Fatal(err)
				}
				st.SetQuiet(true)
				rng := engine.NewRNG(cfg.Seed)
				check := engine.NewRNG(cfg.Seed ^ 0xc4ec)
				for step := 0; st.Outcome() == nil; step++ {
					if step > 20000 {
						t.Fatalf("game %d: no end", i)
					}
					seat := engine.Next(st, &rng)
					legal := st.Legal(seat)
					v := st.View(seat)
					a := players[seat].Choose(v, legal, &rng)
					decisions++
					if len(legal) > 1 && sure(g, v, a, &check) {
						for _, other := range legal {
							if other.String() != a.String() && !sure(g, v, other, &check) {
								t.Fatalf("game %d step %d: seat %d (%s) chose %q, a sure loss, over %q", i, step, seat, players[seat].Name(), a, other)
							}
						}
						guarded++
					}
					if _, err := st.Apply(seat, a); err != nil {
						t.Fatal(err)
					}
				}
			}
			t.Logf("%s: %d decisions; %d sure losses left with no other move", g.ID(), decisions, guarded)
		})
	}
}

// gameCost divides a game's share of the games where one game is many times another's length:
// a game of 超人ロック runs to a thousand decisions over two boards and many fights.
var gameCost = map[string]int{"locke": 50}

func costOf(id string) int { return max(1, gameCost[id]) }

func sure(g engine.Game, v engine.View, a engine.Action, _ *engine.RNG) bool {
	_, ok := bots.SureLoss(g, v, a)
	return ok
}

// TestCarefulSubordinateKeepsTheResignationLetter is the play-test report: a CPU subordinate
// handed in the 辞表 with two teammates already at 0, losing at once. Over random positions
// where resigning surely loses and another move exists, the bare heuristic sometimes resigns;
// the careful bot the registry makes never does.
func TestCarefulSubordinateKeepsTheResignationLetter(t *testing.T) {
	g, _ := games.Lookup("boss")
	careful, err := bots.New("boss", bots.KindHeuristic)
	if err != nil {
		t.Fatal(err)
	}
	bare := heuristic.Boss{}
	reckless := bots.Careful(resigner{}, g)
	found, bareResigned := 0, 0
	for i, cfg := range enginetest.Configs(g, scaled(3000)) {
		st, err := g.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(cfg.Seed)
		for st.Outcome() == nil {
			seat := engine.Next(st, &rng)
			legal := st.Legal(seat)
			v := st.View(seat)
			if resign, ok := engine.FindLegal(st, seat, "resign"); ok && sure(g, v, resign, &rng) && anySafe(g, v, legal, resign, &rng) {
				found++
				if a := careful.Choose(v, legal, &rng); a.String() == "resign" {
					t.Fatalf("game %d: the careful bot resigned into a loss", i)
				}
				if bare.Choose(v, legal, &rng).String() == "resign" {
					bareResigned++
				}
				// The guard works in slices too: a bot that always resigns, wrapped and stepped
				// in zero-length slices (one check a slice), is talked out of it.
				d := bots.Begin(reckless, v, legal, &rng)
				slices := 1
				for ; !d.Step(0); slices++ {
				}
				if a := d.Choice(); a.String() == "resign" || slices < 2 {
					t.Fatalf("game %d: the careful resigner chose %q after %d slices", i, a, slices)
				}
			}
			if _, err := st.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d positions where resigning surely loses; the bare heuristic resigned in %d", found, bareResigned)
	if found == 0 {
		t.Fatal("no position where resigning loses at once: the test checks nothing")
	}
}

// anySafe reports whether a move other than a is not a sure loss.
func anySafe(g engine.Game, v engine.View, legal []engine.Action, a engine.Action, rng *engine.RNG) bool {
	for _, l := range legal {
		if l.String() != a.String() && !sure(g, v, l, rng) {
			return true
		}
	}
	return false
}

// scaled is n, or a tenth of it in -short runs (the WebAssembly run under node).
func scaled(n int) int {
	if testing.Short() {
		return n / 10
	}
	return n
}

// resigner resigns whenever it may, else plays the first legal move.
type resigner struct{}

func (resigner) Name() string { return "resigner" }

func (resigner) Choose(_ engine.View, legal []engine.Action, _ *engine.RNG) engine.Action {
	for _, a := range legal {
		if a.String() == "resign" {
			return a
		}
	}
	return legal[0]
}
