package sim

import (
	"fmt"
	"io"
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
	fmt.Fprintf(w, "actions: %d total, %.1f per game\n", t.actions, float64(t.actions)/float64(t.games))
	secs := wall.Seconds()
	fmt.Fprintf(w, "wall time: %s, %.0f games/s, %.0f actions/s (workers %d)\n",
		wall.Round(time.Millisecond), float64(t.games)/secs, float64(t.actions)/secs, cfg.workers)
}

func pct(n, of int) float64 { return 100 * float64(n) / float64(of) }
