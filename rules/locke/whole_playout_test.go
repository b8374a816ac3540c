package locke

import (
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// randomWholeGames plays games random whole games (the actions drawn from what filter leaves
// of each legal list), checking the invariants after every step, calling after on each ended
// game; it returns how the games ended.
func randomWholeGames(t *testing.T, games int, salt uint64, filter func(*State, []engine.Action) []engine.Action, after func(*State)) map[string]int {
	t.Helper()
	ends := map[string]int{}
	steps := 0
	for i, cfg := range enginetest.Configs(Game, games) {
		pick := engine.NewRNG(cfg.Seed ^ salt)
		st, err := Game.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		s.SetQuiet(true)
		for n := 0; s.Outcome() == nil; n++ {
			if n > 300000 {
				t.Fatalf("game %d (%+v) does not end: part %d, turns %d", i, cfg, s.Public.Board.Part, s.Public.Board.Turns)
			}
			seat := engine.Next(s, &pick)
			legal := s.Legal(seat)
			if filter != nil {
				legal = filter(s, legal)
			}
			if len(legal) == 0 {
				t.Fatalf("game %d (%+v) step %d: seat %d has no legal action (ask %+v)", i, cfg, n, seat, s.Public.Ask)
			}
			if _, err := s.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatalf("game %d (%+v) step %d: %v", i, cfg, n, err)
			}
			if err := Check(s); err != nil {
				t.Fatalf("game %d (%+v) step %d: %v", i, cfg, n, err)
			}
			steps++
		}
		if after != nil {
			after(s)
		}
		ends[s.Public.Board.EndReason]++
	}
	t.Logf("%d games, %d steps", games, steps)
	return ends
}

// Random whole games at every table size end, with the invariants after every step.
func TestRandomWholeGamesEnd(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 30
	}
	t.Logf("ends %v", randomWholeGames(t, games, 0x10c, nil, nil))
}

// Random whole games meet the whole contract: legal lists, round trips, refusals, quiet apply,
// Determinize, replays and the stepwise secrecy check for every seat.
func TestRandomWholeGamesMeetTheContract(t *testing.T) {
	enginetest.Run(t, Game, enginetest.Spec{Games: 20, MaxSteps: 200000, Check: Check})
}

// The stepwise secrecy check for every seat after every step, not one seat drawn at random.
func TestRandomWholeGamesKeepEverySeatsSecrets(t *testing.T) {
	enginetest.Run(t, Game, enginetest.Spec{Games: 3, MaxSteps: 200000, Check: Check, EverySeat: true})
}

func BenchmarkWholePlayoutFull(b *testing.B)  { enginetest.Bench(b, Game, false) }
func BenchmarkWholePlayoutQuiet(b *testing.B) { enginetest.Bench(b, Game, true) }
