package scenes

import (
	"testing"

	"zashiki/store"
)

// playGames plays games of tb's match to their results (seat 0 human, taking its first legal
// move), pressing on to the next game between them, and leaves the last results open.
func playGames(t *testing.T, a *App, tb *Table, games int) {
	t.Helper()
	for g := 0; g < games; g++ {
		if g > 0 {
			a.Pop()
			if err := tb.newGame(); err != nil {
				t.Fatal(err)
			}
		}
		for tick := 0; tick < 50000; tick++ {
			if _, ok := a.Top().(*Results); ok {
				break
			}
			step(t, a, 1)
			if legal := tb.humanLegal(); len(legal) > 0 {
				tb.apply(0, legal[0])
			}
		}
		if _, ok := a.Top().(*Results); !ok {
			t.Fatalf("game %d did not end", g+1)
		}
	}
}

// The score table lists every finished game with each seat's points and running totals, the
// last row of totals matching the match's; it opens from the table's bar and from results.
func TestScoreTableHasEveryGameWithRunningTotals(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb, err := NewTable(a, freeEightSetup(a, "hccc", 11))
		if err != nil {
			t.Fatal(err)
		}
		a.Push(tb)
		playGames(t, a, tb, 2)
		points, totals := scoreRows(tb.sess.Match)
		if len(points) != 2 {
			t.Fatalf("%d rows for 2 finished games", len(points))
		}
		for i := range tb.sess.Match.Totals {
			if totals[0][i] != points[0][i] || totals[1][i] != points[0][i]+points[1][i] || totals[1][i] != tb.sess.Match.Totals[i] {
				t.Errorf("seat %d: points %d %d, running %d %d, match total %d", i, points[0][i], points[1][i], totals[0][i], totals[1][i], tb.sess.Match.Totals[i])
			}
		}
		a.Push(NewHistory(tb)) // as the results' button does
		step(t, a, 1)
		shot(t, a, "history-results")
		a.Pop()
		a.Pop() // the results: back at the table, before the next game is dealt
		if err := tb.newGame(); err != nil {
			t.Fatal(err)
		}
		step(t, a, 2)
		a.In.Press(tb.scores.Rect.X+5, tb.scores.Rect.Y+5)
		if err := tb.Update(a); err != nil {
			t.Fatal(err)
		}
		if _, ok := a.Top().(*History); !ok {
			t.Fatalf("the table's %q button opened %T", tb.scores.Label, a.Top())
		}
		step(t, a, 1)
		shot(t, a, "history-table")
	}
}

// Every game a human finishes is counted in their statistics, which survive a restart; a
// demo's games are not counted.
func TestStatisticsPersistAcrossMatches(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := openApp(t, st, Flags{})
	tb, err := NewTable(a, freeEightSetup(a, "hccc", 11))
	if err != nil {
		t.Fatal(err)
	}
	a.Push(tb)
	playGames(t, a, tb, 1)
	o := tb.sess.Match.Results[0]
	a.Close()
	b := openApp(t, st, Flags{})
	r := b.stats.Players[""]["freeeight"] // the lone player with the default name
	won := 0
	for _, w := range o.Winners {
		if w == 0 {
			won = 1
		}
	}
	if r != (store.Record{Games: 1, Wins: won, Points: o.Points[0]}) {
		t.Errorf("after a restart the record is %+v, want 1 game, %d wins, %d points", r, won, o.Points[0])
	}
	if len(b.stats.Players) != 1 {
		t.Errorf("CPU seats were counted: %v", b.stats.Names())
	}
	b.Flags.Autoplay = true
	b.recordGame(tb, o)
	if got := b.stats.Players[""]["freeeight"]; got != r {
		t.Errorf("a demo's game was counted: %+v", got)
	}
}
