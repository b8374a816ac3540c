package sim

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"
	"time"
)

// report prints the figures of a run: per seat, then for the run as a whole.
func report(w io.Writer, cfg config, t tally, wall time.Duration) {
	fmt.Fprintf(w, "%s: %d games, %d seats, seed %d, bots %s\n",
		cfg.game.ID(), t.games, len(cfg.kinds), cfg.seed, strings.Join(cfg.kinds, ","))
	if len(cfg.opts) > 0 {
		fmt.Fprintf(w, "options: %s\n", cfg.opts)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "seat\tbot\twins\twin %\tpoints\tpoints/game\t")
	for i, k := range cfg.kinds {
		fmt.Fprintf(tw, "%d\t%s\t%d\t%.1f\t%d\t%.2f\t\n",
			i, k, t.wins[i], pct(t.wins[i], t.games), t.points[i], float64(t.points[i])/float64(t.games))
	}
	tw.Flush()
	fmt.Fprintf(w, "games with no winner: %d (%.1f%%)\n", t.noWinner, pct(t.noWinner, t.games))
	fmt.Fprintf(w, "ends: %s\n", endsLine(t))
	if len(t.teams) > 0 {
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "team\tgames\twon\tshare\tseats\tseat wins\tseat share\t")
		teamRows(tw, "", t)
		tw.Flush()
	}
	checkedLine(w, cfg)
	fmt.Fprintf(w, "actions: %d total, %.1f per game, median %.0f, longest %d\n", t.actions, float64(t.actions)/float64(t.games), median(t.lengths), slices.Max(t.lengths))
	secs := wall.Seconds()
	fmt.Fprintf(w, "wall time: %s, %.0f games/s, %.0f actions/s (workers %d)\n",
		wall.Round(time.Millisecond), float64(t.games)/secs, float64(t.actions)/secs, cfg.workers)
}

func pct(n, of int) float64 { return 100 * float64(n) / float64(of) }

// endsLine lists how many games ended for each reason, the commonest first.
func endsLine(t tally) string {
	keys := make([]string, 0, len(t.ends))
	for k := range t.ends {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if t.ends[keys[i]] != t.ends[keys[j]] {
			return t.ends[keys[i]] > t.ends[keys[j]]
		}
		return keys[i] < keys[j]
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d (%.0f%%)", k, t.ends[k], pct(t.ends[k], t.games))
	}
	return strings.Join(parts, ", ")
}

// sweepRow is one table size and bot kind of a sweep.
type sweepRow struct {
	seats int
	kind  string
	t     tally
}

// reportSweep prints a sweep: per table size and bot kind, the games, how they ended and their
// mean length; then the whole run.
func reportSweep(w io.Writer, cfg config, rows []sweepRow, total tally, wall time.Duration) {
	fmt.Fprintf(w, "%s: %d games over %d-%d seats, seed %d, bots %s at every seat in turn\n",
		cfg.game.ID(), total.games, cfg.sweep[0], cfg.sweep[len(cfg.sweep)-1], cfg.seed, strings.Join(cfg.kinds, ","))
	if len(cfg.opts) > 0 {
		fmt.Fprintf(w, "options: %s\n", cfg.opts)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "seats\tbots\tgames\tno winner\tactions/game\tmedian\tends\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%d\t%s\t%d\t%d\t%.0f\t%.0f\t%s\t\n", r.seats, r.kind, r.t.games, r.t.noWinner,
			float64(r.t.actions)/float64(r.t.games), median(r.t.lengths), endsLine(r.t))
	}
	tw.Flush()
	if slices.ContainsFunc(rows, func(r sweepRow) bool { return len(r.t.teams) > 0 }) {
		fmt.Fprintln(w, "wins per team (the side each seat ended on): games it had a seat in, games one of its seats won")
		tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "seats\tbots\tteam\tgames\twon\tshare\tseats\tseat wins\tseat share\t")
		for _, r := range rows {
			teamRows(tw, fmt.Sprintf("%d\t%s\t", r.seats, r.kind), r.t)
		}
		tw.Flush()
	}
	fmt.Fprintf(w, "ends: %s\n", endsLine(total))
	checkedLine(w, cfg)
	fmt.Fprintf(w, "actions: %d total, %.1f per game, median %.0f, longest %d\n", total.actions, float64(total.actions)/float64(total.games), median(total.lengths), slices.Max(total.lengths))
	secs := wall.Seconds()
	fmt.Fprintf(w, "wall time: %s, %.0f games/s, %.0f actions/s (workers %d)\n",
		wall.Round(time.Millisecond), float64(total.games)/secs, float64(total.actions)/secs, cfg.workers)
}

// teamRows writes one line per team of t, by name, each after prefix (the row's first cells).
func teamRows(w io.Writer, prefix string, t tally) {
	names := make([]string, 0, len(t.teams))
	for k := range t.teams {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		tt := t.teams[k]
		fmt.Fprintf(w, "%s%s\t%d\t%d\t%.1f%%\t%d\t%d\t%.1f%%\t\n", prefix, k, tt.present, tt.won, pct(tt.won, tt.present),
			tt.seats, tt.seatWins, pct(tt.seatWins, tt.seats))
	}
}

// checkedLine says when the game's invariants were checked after every step.
func checkedLine(w io.Writer, cfg config) {
	if cfg.checked {
		fmt.Fprintln(w, "invariants: checked after every step of every game")
	}
}
