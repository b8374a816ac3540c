package locke

import (
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// Random combats meet the whole contract: legal lists, round trips, refusals, quiet apply,
// Determinize, replays and the stepwise secrecy check after every step of every game.
func TestRandomCombatsMeetTheContract(t *testing.T) {
	enginetest.Run(t, CombatGame, enginetest.Spec{Games: 300, Check: Check})
}

// The figure: 10,000 random combats of random participants and random legal choices
// end without error, with every card in one place after every step.
func TestTenThousandRandomCombats(t *testing.T) {
	games := 10000
	if testing.Short() {
		games = 1000
	}
	steps := 0
	for i, cfg := range enginetest.Configs(CombatGame, games) {
		pick := engine.NewRNG(cfg.Seed ^ 0x10c)
		s, err := CombatGame.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s.SetQuiet(true)
		for n := 0; s.Outcome() == nil; n++ {
			if n > 5000 {
				t.Fatalf("game %d (%+v) does not end", i, cfg)
			}
			seat := engine.Next(s, &pick)
			legal := s.Legal(seat)
			if _, err := s.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatalf("game %d (%+v) step %d: %v", i, cfg, n, err)
			}
			if err := Check(s); err != nil {
				t.Fatalf("game %d (%+v) step %d: %v", i, cfg, n, err)
			}
			steps++
		}
	}
	t.Logf("%d combats, %d steps", games, steps)
}

func TestLargestLegalList(t *testing.T) { enginetest.LargestLegal(t, CombatGame, 2000) }

func BenchmarkPlayoutFull(b *testing.B)  { enginetest.Bench(b, CombatGame, false) }
func BenchmarkPlayoutQuiet(b *testing.B) { enginetest.Bench(b, CombatGame, true) }
