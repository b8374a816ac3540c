// Package sim plays games between bots headless and reports how each seat fared: the
// `zashiki sim` subcommand. It measures bot strength and the engine's speed.
package sim

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
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
	// sweep, when set, plays every table size in it with each of kinds in turn seated at
	// every seat (the seat count of kinds does not matter then).
	sweep []int
	// checked: the game's states check their own invariants, after every step.
	checked bool
}

// tally is what a run (or one sub-match of it) adds up.
type tally struct {
	games, noWinner, actions int
	wins, points             []int
	ends                     map[string]int // games by why they ended (the outcome's reason)
	lengths                  []int          // each game's actions, in the order played
	teams                    map[string]*teamTally
}

// teamTally is how one team (a side the seats ended on, for games whose states name them)
// fared: the games it had a seat in, those where one of its seats won, and seat by seat.
type teamTally struct {
	present, won    int
	seats, seatWins int
}

// teamed is a state that names each seat's team once the game is over (超人ロック: the side a
// character ended on, after 改心), nil while it is played.
type teamed interface{ Teams() []string }

func newTally(seats int) tally {
	return tally{wins: make([]int, seats), points: make([]int, seats), ends: map[string]int{}, teams: map[string]*teamTally{}}
}

func (t *tally) add(o tally) {
	t.games += o.games
	t.noWinner += o.noWinner
	t.actions += o.actions
	for i := range t.wins {
		t.wins[i] += o.wins[i]
		t.points[i] += o.points[i]
	}
	for k, n := range o.ends {
		t.ends[k] += n
	}
	t.lengths = append(t.lengths, o.lengths...)
	for k, x := range o.teams {
		tt := t.team(k)
		tt.present += x.present
		tt.won += x.won
		tt.seats += x.seats
		tt.seatWins += x.seatWins
	}
}

func (t *tally) team(name string) *teamTally {
	if t.teams[name] == nil {
		t.teams[name] = &teamTally{}
	}
	return t.teams[name]
}

// addTeams counts one finished game's teams: who was there and who won.
func (t *tally) addTeams(teams []string, winners []int) {
	present, won := map[string]bool{}, map[string]bool{}
	for seat, name := range teams {
		tt := t.team(name)
		tt.seats++
		present[name] = true
		if slices.Contains(winners, seat) {
			tt.seatWins++
			won[name] = true
		}
	}
	for name := range present {
		t.teams[name].present++
		if won[name] {
			t.teams[name].won++
		}
	}
}

// median is the middle game length (the mean of the middle two for an even count), 0 for none.
func median(lengths []int) float64 {
	if len(lengths) == 0 {
		return 0
	}
	l := slices.Sorted(slices.Values(lengths))
	n := len(l)
	if n%2 == 1 {
		return float64(l[n/2])
	}
	return float64(l[n/2-1]+l[n/2]) / 2
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
	if cfg.sweep != nil {
		return runSweep(cfg, stdout, start)
	}
	t, err := run(cfg)
	if err != nil {
		return err
	}
	report(stdout, cfg, t, time.Since(start))
	return nil
}

// runSweep plays cfg.games spread evenly over every (table size, bot kind) pair of the sweep
// and reports each pair's endings and length.
func runSweep(cfg config, stdout io.Writer, start time.Time) error {
	cells := len(cfg.sweep) * len(cfg.kinds)
	var rows []sweepRow
	total := newTally(0)
	for i := range cells {
		n, kind := cfg.sweep[i/len(cfg.kinds)], cfg.kinds[i%len(cfg.kinds)]
		games := cfg.games / cells
		if i < cfg.games%cells {
			games++
		}
		if games == 0 {
			continue
		}
		c := cfg
		c.kinds = slices.Repeat([]string{kind}, n)
		c.games = games
		c.seed = engine.GameSeed(cfg.seed, 1000+i)
		t, err := run(c)
		if err != nil {
			return fmt.Errorf("%d seats, %s: %w", n, kind, err)
		}
		rows = append(rows, sweepRow{seats: n, kind: kind, t: t})
		total.games += t.games
		total.actions += t.actions
		total.lengths = append(total.lengths, t.lengths...)
		for k, v := range t.ends {
			total.ends[k] += v
		}
	}
	reportSweep(stdout, cfg, rows, total, time.Since(start))
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
	seatRange := fs.String("seats", "", "table sizes to sweep, lo-hi: each is played with every -bots kind at every seat (default for locke: 5-11 with heuristic and random)")
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
	sweep, err := parseSeats(*seatRange, g)
	if err != nil {
		return config{}, err
	}
	kinds := defaultKinds(g)
	if sweep != nil {
		kinds = []string{bots.KindHeuristic, bots.KindRandom}
	}
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
	seats := len(kinds)
	if sweep != nil {
		seats = sweep[0]
	}
	m, err := engine.NewMatch(g, seats, *seed, opts)
	if err != nil {
		return config{}, fmt.Errorf("sim: %w", err)
	}
	probe, err := g.New(m.Config())
	if err != nil {
		return config{}, fmt.Errorf("sim: %w", err)
	}
	_, checked := probe.(checker)
	return config{game: g, kinds: kinds, games: *n, seed: *seed, opts: m.Options, workers: *workers, sweep: sweep, checked: checked}, nil
}

// sweeps are the games whose table sizes sim sweeps by default: 超人ロック's figures differ
// too much from 5 to 11 players for one size to stand for the rest.
var sweeps = map[string]string{"locke": "5-11"}

// parseSeats reads -seats ("lo-hi" or "n"), defaulting to the game's sweep; nil for none.
func parseSeats(text string, g engine.Game) ([]int, error) {
	if text == "" {
		text = sweeps[g.ID()]
	}
	if text == "" {
		return nil, nil
	}
	lo, hi, ok := strings.Cut(text, "-")
	if !ok {
		hi = lo
	}
	a, err1 := strconv.Atoi(strings.TrimSpace(lo))
	b, err2 := strconv.Atoi(strings.TrimSpace(hi))
	min, max := g.Seats()
	if err1 != nil || err2 != nil || a > b || a < min || b > max {
		return nil, fmt.Errorf("sim: -seats %q: want lo-hi within %d-%d", text, min, max)
	}
	var out []int
	for n := a; n <= b; n++ {
		out = append(out, n)
	}
	return out, nil
}

// endName is the last part of an outcome's reason key ("locke.gameend.claim" → "claim").
func endName(key string) string {
	if i := strings.LastIndex(key, "."); i >= 0 {
		return key[i+1:]
	}
	return key
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
		o, steps, teams, err := playGame(cfg.game, gc, players)
		if err != nil {
			return t, fmt.Errorf("sim: seed %d, game %d (sub-match %d game %d: game seed %d, first seat %d): %w",
				cfg.seed, k*chunkGames+i+1, k, i+1, gc.Seed, gc.First, err)
		}
		m.Record(*o)
		t.games++
		t.ends[endName(o.Reason.Key)]++
		t.actions += steps
		t.lengths = append(t.lengths, steps)
		if teams != nil {
			t.addTeams(teams, o.Winners)
		}
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

// checker is a state that can check its own invariants (cards conserved, pieces where they
// belong): sim checks them after every step of every game.
type checker interface{ Check() error }

// playGame plays one game to its end with one bot per seat, each with its own random stream
// derived from the game's seed, and returns the seats' teams when the state names them. Any
// refusal of a bot's choice is an engine error.
func playGame(g engine.Game, gc engine.Config, players []bots.Bot) (*engine.Outcome, int, []string, error) {
	o, steps, s, err := play(g, gc, players)
	if err != nil {
		return nil, steps, nil, err
	}
	var teams []string
	if ts, ok := s.(teamed); ok {
		teams = ts.Teams()
	}
	return o, steps, teams, nil
}

// play is playGame's loop; it hands back the finished state as well.
func play(g engine.Game, gc engine.Config, players []bots.Bot) (*engine.Outcome, int, engine.State, error) {
	s, err := g.New(gc)
	if err != nil {
		return nil, 0, nil, err
	}
	s.SetQuiet(true) // nobody watches: no events, no messages
	rngs := make([]engine.RNG, len(players))
	for i := range rngs {
		rngs[i] = engine.NewRNG(engine.GameSeed(gc.Seed^0x5eed_b075, i))
	}
	step := 0
	for ; s.Outcome() == nil; step++ {
		if step >= maxSteps {
			return nil, step, nil, fmt.Errorf("no outcome after %d steps", step)
		}
		seat := engine.Next(s, nil)
		if seat < 0 {
			return nil, step, nil, fmt.Errorf("step %d: no seat may act but the game is not over", step+1)
		}
		a := bots.Decide(players[seat], s, seat, &rngs[seat])
		if a == nil {
			return nil, step, nil, fmt.Errorf("step %d: seat %d may act but has no legal action", step+1, seat)
		}
		if _, err := s.Apply(seat, a); err != nil {
			return nil, step, nil, fmt.Errorf("step %d: seat %d (%s) chose %q: %w", step+1, seat, players[seat].Name(), a, err)
		}
		if c, ok := s.(checker); ok {
			if err := c.Check(); err != nil {
				return nil, step, nil, fmt.Errorf("step %d: seat %d (%s) chose %q: invariant broken: %w", step+1, seat, players[seat].Name(), a, err)
			}
		}
	}
	return s.Outcome(), step, s, nil
}
