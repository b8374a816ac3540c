// Package sim plays games between bots headless and reports how each seat fared: the
// `zashiki sim` subcommand. It measures bot strength and the engine's speed.
package sim

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"zashiki/bots"
	"zashiki/rules/engine"
	"zashiki/rules/games"
)

const (
	// chunkGames is the length of each sub-match. Runs are cut into sub-matches of this fixed
	// size whatever the worker count, so the figures never depend on -workers.
	chunkGames = 100
	// maxSteps stops a game that never ends (an engine bug) instead of hanging.
	maxSteps = 100_000
	// defaultSeats is the table size when -bots is not given (clamped to the game's range).
	defaultSeats = 4
)

// config is one parsed command line.
type config struct {
	game    engine.Game
	kinds   []string
	games   int
	seed    uint64
	opts    engine.Options
	workers int
}

// tally is what a run (or one sub-match of it) adds up.
type tally struct {
	games, noWinner, actions int
	wins, points             []int
}

func newTally(seats int) tally {
	return tally{wins: make([]int, seats), points: make([]int, seats)}
}

func (t *tally) add(o tally) {
	t.games += o.games
	t.noWinner += o.noWinner
	t.actions += o.actions
	for i := range t.wins {
		t.wins[i] += o.wins[i]
		t.points[i] += o.points[i]
	}
}

// Run is `zashiki sim [flags]`: it parses args, plays the games and prints the figures.
func Run(args []string, stdout io.Writer) error {
	cfg, err := parse(args, stdout)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	start := time.Now()
	t, err := run(cfg)
	if err != nil {
		return err
	}
	report(stdout, cfg, t, time.Since(start))
	return nil
}

func parse(args []string, out io.Writer) (config, error) {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(out)
	gameID := fs.String("game", "freeeight", "game to play: "+strings.Join(gameIDs(), ", "))
	n := fs.Int("games", 100, "number of games")
	seed := fs.Uint64("seed", 1, "match seed; the same seed gives the same figures")
	botList := fs.String("bots", "", "one bot kind per seat, comma-separated (default: heuristic then randoms)")
	optList := fs.String("options", "", "game options, key=value,...")
	workers := fs.Int("workers", 1, "games played in parallel (does not change the figures)")
	if err := fs.Parse(args); err != nil {
		return config{}, err
	}
	if fs.NArg() > 0 {
		return config{}, fmt.Errorf("sim: unexpected argument %q", fs.Arg(0))
	}
	g, ok := lookup(*gameID)
	if !ok {
		return config{}, fmt.Errorf("sim: unknown game %q (games: %s)", *gameID, strings.Join(gameIDs(), ", "))
	}
	if *n < 1 {
		return config{}, fmt.Errorf("sim: -games must be at least 1, not %d", *n)
	}
	if *workers < 1 {
		return config{}, fmt.Errorf("sim: -workers must be at least 1, not %d", *workers)
	}
	kinds := defaultKinds(g)
	if strings.TrimSpace(*botList) != "" {
		kinds = strings.Split(*botList, ",")
	}
	for i, k := range kinds {
		kinds[i] = strings.TrimSpace(k)
		if _, err := bots.New(g.ID(), kinds[i]); err != nil {
			return config{}, fmt.Errorf("sim: seat %d: %w", i, err)
		}
	}
	opts, err := engine.ParseOptions(*optList)
	if err != nil {
		return config{}, fmt.Errorf("sim: %w", err)
	}
	m, err := engine.NewMatch(g, len(kinds), *seed, opts)
	if err != nil {
		return config{}, fmt.Errorf("sim: %w", err)
	}
	return config{game: g, kinds: kinds, games: *n, seed: *seed, opts: m.Options, workers: *workers}, nil
}

// lookup finds a game by ID (a variable so tests can add a broken one).
var lookup = games.Lookup

func gameIDs() []string {
	ids := make([]string, 0, len(games.All))
	for _, g := range games.All {
		ids = append(ids, g.ID())
	}
	slices.Sort(ids)
	return ids
}

// defaultKinds seats the game's heuristic (the fast bot the figures in docs/PERFORMANCE.md
// were measured with; the default strength where it has none) against randoms at the
// default table size.
func defaultKinds(g engine.Game) []string {
	lo, hi := g.Seats()
	seats := min(max(defaultSeats, lo), hi)
	first := bots.Default(g.ID())
	if slices.Contains(bots.Kinds(g.ID()), bots.KindHeuristic) {
		first = bots.KindHeuristic
	}
	kinds := []string{first}
	for len(kinds) < seats {
		kinds = append(kinds, bots.KindRandom)
	}
	return kinds
}

// run plays cfg.games games as sub-matches of chunkGames, spread over the workers, and sums
// them in order. On failure it reports the error of the earliest failing sub-match.
func run(cfg config) (tally, error) {
	chunks := (cfg.games + chunkGames - 1) / chunkGames
	results := make([]tally, chunks)
	errs := make([]error, chunks)
	var next atomic.Int64
	var failed atomic.Bool
	var wg sync.WaitGroup
	for range min(cfg.workers, chunks) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !failed.Load() {
				k := int(next.Add(1) - 1)
				if k >= chunks {
					return
				}
				n := min(chunkGames, cfg.games-k*chunkGames)
				results[k], errs[k] = playMatch(cfg, k, n)
				if errs[k] != nil {
					failed.Store(true)
				}
			}
		}()
	}
	wg.Wait()
	total := newTally(len(cfg.kinds))
	for k := range chunks {
		if errs[k] != nil {
			return total, errs[k]
		}
		total.add(results[k])
	}
	return total, nil
}

// playMatch plays sub-match k: n games of an engine.Match seeded GameSeed(seed, k), so the
// previous winner starts each next game.
func playMatch(cfg config, k, n int) (tally, error) {
	seats := len(cfg.kinds)
	t := newTally(seats)
	players := make([]bots.Bot, seats)
	for i, kind := range cfg.kinds {
		players[i], _ = bots.New(cfg.game.ID(), kind) // checked by parse
	}
	m, err := engine.NewMatch(cfg.game, seats, engine.GameSeed(cfg.seed, k), cfg.opts)
	if err != nil {
		return t, err
	}
	for i := range n {
		gc := m.Config()
		o, steps, err := playGame(cfg.game, gc, players)
		if err != nil {
			return t, fmt.Errorf("sim: seed %d, game %d (sub-match %d game %d: game seed %d, first seat %d): %w",
				cfg.seed, k*chunkGames+i+1, k, i+1, gc.Seed, gc.First, err)
		}
		m.Record(*o)
		t.games++
		t.actions += steps
		if len(o.Winners) == 0 {
			t.noWinner++
		}
		for _, w := range o.Winners {
			t.wins[w]++
		}
		for s, p := range o.Points {
			t.points[s] += p
		}
	}
	return t, nil
}

// playGame plays one game to its end with one bot per seat, each with its own random stream
// derived from the game's seed. Any refusal of a bot's choice is an engine error.
func playGame(g engine.Game, gc engine.Config, players []bots.Bot) (*engine.Outcome, int, error) {
	s, err := g.New(gc)
	if err != nil {
		return nil, 0, err
	}
	s.SetQuiet(true) // nobody watches: no events, no messages
	rngs := make([]engine.RNG, len(players))
	for i := range rngs {
		rngs[i] = engine.NewRNG(engine.GameSeed(gc.Seed^0x5eed_b075, i))
	}
	step := 0
	for ; s.Outcome() == nil; step++ {
		if step >= maxSteps {
			return nil, step, fmt.Errorf("no outcome after %d steps", step)
		}
		seat := engine.Next(s, nil)
		if seat < 0 {
			return nil, step, fmt.Errorf("step %d: no seat may act but the game is not over", step+1)
		}
		a := bots.Decide(players[seat], s, seat, &rngs[seat])
		if a == nil {
			return nil, step, fmt.Errorf("step %d: seat %d may act but has no legal action", step+1, seat)
		}
		if _, err := s.Apply(seat, a); err != nil {
			return nil, step, fmt.Errorf("step %d: seat %d (%s) chose %q: %w", step+1, seat, players[seat].Name(), a, err)
		}
	}
	return s.Outcome(), step, nil
}
