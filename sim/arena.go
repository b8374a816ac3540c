package sim

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"text/tabwriter"
	"time"

	"zashiki/bots"
	"zashiki/rules/engine"
)

// arena is one parsed `zashiki arena` command line: two bots, A and B, over n games.
type arena struct {
	game    engine.Game
	kinds   [2]string
	seats   int
	games   int
	seed    uint64
	opts    engine.Options
	workers int
	// coop: the game is won or lost by the whole table together, so A and B never share a
	// table: each deal is played once by a team of A and once by a team of B.
	coop bool
	// bySide: the game is won by sides (its state has Sides), and a side is one bot's
	// (sideSeating), unless -seating seats asked for A and B in turn around the table.
	bySide bool
}

// cooperative is implemented by games the whole table wins or loses together.
type cooperative interface{ Cooperative() bool }

// sided is a state whose seats play on sides, dealt in secret (超人ロック): Sides numbers
// each seat's side, the seats of one side the same.
type sided interface{ Sides() []int }

// arenaGame is what one game of the arena adds up: per bot (A, B), its seats' wins (as a
// share of the game's winning seats), points and decisions' latencies.
type arenaGame struct {
	won     bool       // someone won
	share   [2]float64 // of the winning seats, the fraction each bot held
	teamWin bool       // coop: the team won
	points  [2]int
	seats   [2]int
	think   [2][]time.Duration
	actions int
}

// RunArena is `zashiki arena [flags]`: bots A and B share the table half and half, every bot
// in every seat equally often, and the figures say which is stronger.
func RunArena(args []string, stdout io.Writer) error {
	cfg, err := parseArena(args, stdout)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	start := time.Now()
	res, err := cfg.run()
	if err != nil {
		return err
	}
	cfg.report(stdout, res, time.Since(start))
	return nil
}

func parseArena(args []string, out io.Writer) (arena, error) {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(out)
	gameID := fs.String("game", "freeeight", "game to play: "+strings.Join(gameIDs(), ", "))
	botList := fs.String("bots", "strong,heuristic", "the two bot kinds A,B (easy, normal, strong, heuristic, random)")
	n := fs.Int("games", 100, "number of games (each deal is played twice, A and B swapped)")
	seed := fs.Uint64("seed", 1, "arena seed; the same seed gives the same figures")
	seats := fs.Int("seats", 0, "table size (default 4, within the game's range)")
	optList := fs.String("options", "", "game options, key=value,...")
	workers := fs.Int("workers", 1, "games played in parallel (does not change the figures, only the latencies)")
	seating := fs.String("seating", "sides", "in a game won by sides (locke): \"sides\", each side one bot's; \"seats\", A and B in turn around the table")
	if err := fs.Parse(args); err != nil {
		return arena{}, err
	}
	if fs.NArg() > 0 {
		return arena{}, fmt.Errorf("arena: unexpected argument %q", fs.Arg(0))
	}
	g, ok := lookup(*gameID)
	if !ok {
		return arena{}, fmt.Errorf("arena: unknown game %q (games: %s)", *gameID, strings.Join(gameIDs(), ", "))
	}
	kinds := strings.Split(*botList, ",")
	if len(kinds) != 2 {
		return arena{}, fmt.Errorf("arena: -bots %q: name two bot kinds, A,B", *botList)
	}
	c := arena{game: g, games: *n, seed: *seed, workers: *workers}
	for i, k := range kinds {
		c.kinds[i] = strings.TrimSpace(k)
		if _, err := bots.New(g.ID(), c.kinds[i]); err != nil {
			return arena{}, fmt.Errorf("arena: %w", err)
		}
	}
	if *n < 2 {
		return arena{}, fmt.Errorf("arena: -games must be at least 2, not %d", *n)
	}
	if *workers < 1 {
		return arena{}, fmt.Errorf("arena: -workers must be at least 1, not %d", *workers)
	}
	lo, hi := g.Seats()
	c.seats = *seats
	if c.seats == 0 {
		c.seats = min(max(defaultSeats, lo), hi)
	}
	opts, err := engine.ParseOptions(*optList)
	if err != nil {
		return arena{}, fmt.Errorf("arena: %w", err)
	}
	m, err := engine.NewMatch(g, c.seats, c.seed, opts)
	if err != nil {
		return arena{}, fmt.Errorf("arena: %w", err)
	}
	c.opts = m.Options
	if co, ok := g.(cooperative); ok && co.Cooperative() {
		c.coop = true
	}
	switch *seating {
	case "sides":
		s, err := g.New(engine.Config{Seats: c.seats, Seed: c.seed, Options: c.opts})
		if err != nil {
			return arena{}, fmt.Errorf("arena: %w", err)
		}
		_, c.bySide = s.(sided)
	case "seats":
	default:
		return arena{}, fmt.Errorf("arena: -seating %q: \"sides\" or \"seats\"", *seating)
	}
	return c, nil
}

// seating is which bot (0 = A, 1 = B) sits in each seat in game i. Games 2k and 2k+1 are the
// same deal with A and B swapped; deal k turns the pattern ABAB… by k seats, so over 2n
// games each bot sits in every seat equally often. With an odd number of seats one bot has a
// seat more, A and B in turn. In a cooperative game the whole table is one bot.
func (c arena) seating(i int) []int {
	k, swap := i/2, i%2
	out := make([]int, c.seats)
	for j := range out {
		if c.coop {
			out[j] = swap
		} else {
			out[j] = ((j+k)%c.seats)%2 ^ swap
		}
	}
	return out
}

// sideSeating is which bot sits in each seat of game i when a side is one bot's: of the sides
// in the order of their numbers, the first two go to A and B (B and A in the replay of the
// deal), and any further side (超人ロック's lone Special) to A or B in turn by deal, so over 2n
// games each bot plays each side equally often. Mixing the bots within a side would share a
// seat's better play with its side's seats of the other bot: at a 7-seat 超人ロック table,
// where a side wins or loses together, a bot that always carried its side would take about
// 65 % of the wins seated ABAB… (docs/PERFORMANCE.md, "超人ロック: the arena by sides").
func sideSeating(i int, sides []int) []int {
	k, swap := i/2, i%2
	order := slices.Compact(slices.Sorted(slices.Values(sides)))
	out := make([]int, len(sides))
	for j, sd := range sides {
		r := slices.Index(order, sd)
		if r >= 2 {
			r += k
		}
		out[j] = r%2 ^ swap
	}
	return out
}

// run plays the games over the workers; each game depends on its index alone.
func (c arena) run() ([]arenaGame, error) {
	res := make([]arenaGame, c.games)
	errs := make([]error, c.games)
	var next atomic.Int64
	var failed atomic.Bool
	var wg sync.WaitGroup
	for range min(c.workers, c.games) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			players := [2]bots.Bot{}
			for b, kind := range c.kinds {
				players[b], _ = bots.New(c.game.ID(), kind) // checked by parseArena
			}
			for !failed.Load() {
				i := int(next.Add(1) - 1)
				if i >= c.games {
					return
				}
				res[i], errs[i] = c.play(i, players)
				if errs[i] != nil {
					failed.Store(true)
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return res, nil
}

// play plays game i of the arena.
func (c arena) play(i int, players [2]bots.Bot) (arenaGame, error) {
	var r arenaGame
	deal := engine.GameSeed(c.seed, i/2)
	s, err := c.game.New(engine.Config{Seats: c.seats, Seed: deal, Options: c.opts})
	if err != nil {
		return r, err
	}
	s.SetQuiet(true)
	who := c.seating(i)
	if sd, ok := s.(sided); ok && c.bySide {
		who = sideSeating(i, sd.Sides())
	}
	rngs := make([]engine.RNG, c.seats)
	for j := range rngs {
		rngs[j] = engine.NewRNG(engine.GameSeed(deal^0xa7e4a, j))
	}
	for ; s.Outcome() == nil; r.actions++ {
		if r.actions >= maxSteps {
			return r, fmt.Errorf("arena: seed %d, game %d: no outcome after %d steps", c.seed, i+1, r.actions)
		}
		seat := engine.Next(s, nil)
		b := who[seat]
		legal := s.Legal(seat)
		t0 := time.Now()
		a := bots.Decide(players[b], s, seat, &rngs[seat])
		if len(legal) > 1 {
			r.think[b] = append(r.think[b], time.Since(t0))
		}
		if a == nil {
			return r, fmt.Errorf("arena: seed %d, game %d, step %d: seat %d may act but has no legal action", c.seed, i+1, r.actions+1, seat)
		}
		if _, err := s.Apply(seat, a); err != nil {
			return r, fmt.Errorf("arena: seed %d, game %d, step %d: seat %d (%s) chose %q: %w", c.seed, i+1, r.actions+1, seat, c.kinds[b], a, err)
		}
	}
	o := s.Outcome()
	for j, b := range who {
		r.seats[b]++
		if j < len(o.Points) {
			r.points[b] += o.Points[j]
		}
	}
	r.won = len(o.Winners) > 0
	r.teamWin = r.won
	for _, w := range o.Winners {
		r.share[who[w]] += 1 / float64(len(o.Winners))
	}
	return r, nil
}

// botFigures are one bot's totals over the arena.
type botFigures struct {
	share     float64 // sum over the games with a winner of the bot's share of the winners
	won       int     // coop: games its team won
	played    int     // coop: games its team played
	points    int
	seatGames int
	think     []time.Duration
}

func (c arena) report(w io.Writer, res []arenaGame, wall time.Duration) {
	var f [2]botFigures
	decided, actions := 0, 0
	for i, r := range res {
		actions += r.actions
		if r.won {
			decided++
		}
		for b := range f {
			f[b].share += r.share[b]
			f[b].points += r.points[b]
			f[b].seatGames += r.seats[b]
			f[b].think = append(f[b].think, r.think[b]...)
		}
		if c.coop {
			team := i % 2
			f[team].played++
			if r.teamWin {
				f[team].won++
			}
		}
	}
	fmt.Fprintf(w, "arena %s: %s vs %s, %d games, %d seats, seed %d\n", c.game.ID(), c.kinds[0], c.kinds[1], c.games, c.seats, c.seed)
	if len(c.opts) > 0 {
		fmt.Fprintf(w, "options: %s\n", c.opts)
	}
	if c.coop {
		fmt.Fprintln(w, "cooperative: each deal played by a team of A and by a team of B")
	}
	if c.bySide {
		fmt.Fprintln(w, "sides: each side played by one bot, the deal again with A and B swapped (-seating seats: A and B in turn)")
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	if c.coop {
		fmt.Fprintln(tw, "bot\tteam games\tteam wins\twin %\t95% interval\t")
		for b, k := range c.kinds {
			lo, hi := wilson(float64(f[b].won), f[b].played)
			fmt.Fprintf(tw, "%s\t%d\t%d\t%.1f\t[%.1f, %.1f]\t\n", k, f[b].played, f[b].won, pct(f[b].won, f[b].played), 100*lo, 100*hi)
		}
		tw.Flush()
		// The same deal is played by both teams: the deals only one of them won say which is
		// stronger with far fewer games than the two win rates side by side.
		var alone [2]int
		for i := 0; i+1 < len(res); i += 2 {
			if res[i].teamWin != res[i+1].teamWin {
				alone[boolInt(res[i+1].teamWin)]++
			}
		}
		lo, hi := wilson(float64(alone[0]), alone[0]+alone[1])
		fmt.Fprintf(w, "deals won by one team only: %s %d, %s %d (%s %.1f%% [%.1f, %.1f])\n", c.kinds[0], alone[0], c.kinds[1], alone[1],
			c.kinds[0], pct(alone[0], max(alone[0]+alone[1], 1)), 100*lo, 100*hi)
	} else {
		fmt.Fprintln(tw, "bot\tseat-games\tshare of wins %\t95% interval\tpoints/game\t")
		for b, k := range c.kinds {
			lo, hi := wilson(f[b].share, decided)
			fmt.Fprintf(tw, "%s\t%d\t%.1f\t[%.1f, %.1f]\t%.2f\t\n", k, f[b].seatGames,
				100*f[b].share/float64(max(decided, 1)), 100*lo, 100*hi, float64(f[b].points)/float64(max(f[b].seatGames, 1)))
		}
	}
	if c.bySide {
		// A deal whose winners were the same bot's with the sides swapped was won by the
		// play, not by the side dealt: those deals say which bot is stronger, paired.
		var both [2]int
		for i := 0; i+1 < len(res); i += 2 {
			for b := range both {
				if res[i].share[b] > res[i].share[1-b] && res[i+1].share[b] > res[i+1].share[1-b] {
					both[b]++
				}
			}
		}
		tw.Flush()
		lo, hi := wilson(float64(both[0]), both[0]+both[1])
		fmt.Fprintf(w, "deals won by one bot on both sides: %s %d, %s %d (%s %.1f%% [%.1f, %.1f])\n", c.kinds[0], both[0], c.kinds[1], both[1],
			c.kinds[0], pct(both[0], max(both[0]+both[1], 1)), 100*lo, 100*hi)
	}
	tw.Flush()
	fmt.Fprintln(w, "decision time, ms (decisions with a choice):")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "bot\tdecisions\tp50\tp95\tp99\tmax\t")
	for b, k := range c.kinds {
		q := Quantiles(f[b].think, 0.5, 0.95, 0.99, 1)
		fmt.Fprintf(tw, "%s\t%d\t%.2f\t%.2f\t%.2f\t%.2f\t\n", k, len(f[b].think), ms(q[0]), ms(q[1]), ms(q[2]), ms(q[3]))
	}
	tw.Flush()
	fmt.Fprintf(w, "games with no winner: %d; actions: %.1f per game; wall time %s (workers %d)\n",
		c.games-decided, float64(actions)/float64(len(res)), wall.Round(time.Millisecond), c.workers)
	// The last line: A's share of the wins, 50% meaning the two are equal.
	var a, n float64
	if c.coop {
		a, n = float64(f[0].won), float64(f[0].won+f[1].won)
	} else {
		a, n = f[0].share, float64(decided)
	}
	lo, hi := wilson(a, int(n))
	fmt.Fprintf(w, "%s vs %s: %.1f%% [%.1f%%, %.1f%%] over %d games\n", c.kinds[0], c.kinds[1], 100*a/math.Max(n, 1), 100*lo, 100*hi, c.games)
}

// wilson is the 95% Wilson score interval of k successes in n trials (k may be fractional:
// a game shared between winners of both bots counts in part, which the interval treats as
// it would a whole trial, so it errs on the wide side).
func wilson(k float64, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	nf := float64(n)
	p := k / nf
	d := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / d
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return max(0, mid-half), min(1, mid+half)
}

// Quantiles are the nearest-rank quantiles of ds (0 for an empty list).
func Quantiles(ds []time.Duration, qs ...float64) []time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	out := make([]time.Duration, len(qs))
	for i, q := range qs {
		if len(s) > 0 {
			out[i] = s[min(len(s)-1, max(0, int(math.Ceil(q*float64(len(s))))-1))]
		}
	}
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
