package locke

import (
	"os"
	"strconv"
	"testing"
	"time"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// randomWholeGames plays games random whole games (the actions drawn from what filter leaves
// of each legal list), checking the invariants after every step, calling after on each ended
// game; it returns how the games ended.
func randomWholeGames(t *testing.T, games int, salt uint64, filter func(*State, []engine.Action) []engine.Action, after func(*State)) map[string]int {
	t.Helper()
	ends := map[string]int{}
	steps, longest, mostTurns := 0, 0, 0
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
			longest = max(longest, n+1)
		}
		if after != nil {
			after(s)
		}
		ends[s.Public.Board.EndReason]++
		mostTurns = max(mostTurns, s.Public.Board.Turns)
	}
	t.Logf("%d games, %d steps (the longest game %d), at most %d normal turns in a game", games, steps, longest, mostTurns)
	return ends
}

// Random whole games at every table size end, with the invariants after every step. The
// long run that docs/PERFORMANCE.md records sets the count: LOCKE_WHOLE_GAMES=20000.
func TestRandomWholeGamesEnd(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 30
	}
	if n := os.Getenv("LOCKE_WHOLE_GAMES"); n != "" {
		var err error
		if games, err = strconv.Atoi(n); err != nil || games < 1 {
			t.Fatalf("LOCKE_WHOLE_GAMES=%q: want a count of games", n)
		}
	}
	start := time.Now()
	ends := randomWholeGames(t, games, 0x10c, nil, nil)
	t.Logf("ends %v, %v", ends, time.Since(start).Round(time.Second))
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

// The set-up dealt quietly (New, as playouts want) leaves exactly the state the loud one
// does, and DealEvents are the loud deal's events.
func TestQuietDealIsTheLoudDeal(t *testing.T) {
	enginetest.QuietDeal(t, Game, 60, func(cfg engine.Config, quiet bool) (*State, error) {
		opts, err := engine.ResolveOptions(wholeOptions, cfg.Options)
		if err != nil {
			return nil, err
		}
		return newGame(dealt{seats: cfg.Seats, seed: cfg.Seed, opts: opts}, quiet), nil
	})
}

func BenchmarkWholePlayoutFull(b *testing.B)  { enginetest.Bench(b, Game, false) }
func BenchmarkWholePlayoutQuiet(b *testing.B) { enginetest.Bench(b, Game, true) }

// BenchmarkWholePlayout7Quiet is enginetest.Bench's quiet playout at the table size the
// game is measured at, 7 seats (Bench plays 5 here): random legal actions from one buffer,
// engine.Next for the actor, to the end of each game.
func BenchmarkWholePlayout7Quiet(b *testing.B) {
	cfgs := enginetest.Configs(Game, 64)
	pick := engine.NewRNG(1)
	legal := make([]engine.Action, 0, enginetest.MaxLegal)
	actions := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		cfg := cfgs[i%len(cfgs)]
		cfg.Seats, cfg.First = 7, cfg.First%7
		st, err := Game.New(cfg)
		if err != nil {
			b.Fatal(err)
		}
		st.SetQuiet(true)
		for st.Outcome() == nil {
			seat := engine.Next(st, &pick)
			legal = engine.AppendLegal(st, legal[:0], seat)
			if _, err := st.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
			actions += 1 + engine.ApplyForced(st)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}
