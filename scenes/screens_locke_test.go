package scenes

import (
	"fmt"
	"strings"
	"testing"

	"zashiki/bots/heuristic"
	"zashiki/rules/engine"
	"zashiki/rules/locke"
	"zashiki/scenes/i18n"
	lktable "zashiki/scenes/locke"
	"zashiki/scenes/ui"
)

// findLocke plays games of 超人ロック with heuristic players at every seat (the human's too)
// until want holds with seat 0 asked and the board at rest, and returns the table there.
func findLocke(t *testing.T, a *App, seats string, want func(v *locke.View) bool) *Table {
	t.Helper()
	bot := heuristic.Locke{}
	for seed := uint64(1); seed < 60; seed++ {
		tb := tableFor(t, a, "locke", seats, seed)
		rng := engine.NewRNG(seed)
		st := tb.state
		var steps []engine.Step
		for st.Outcome() == nil && len(steps) < 3000 {
			if engine.IsActor(st, 0) && want(st.View(0).(*locke.View)) {
				tb.state, tb.steps = st, steps
				a.Push(tb)
				for range 2000 {
					step(t, a, 1)
					// In a window the CPUs answer first; the human's buttons come when they have.
					if len(tb.humanLegal()) > 0 && len(tb.board.(*lktable.Board).Targets()) > 0 {
						return tb
					}
				}
				t.Fatal("the found position never reached the human")
			}
			seat := engine.Next(st, &rng)
			act := bot.Choose(st.View(seat), st.Legal(seat), &rng)
			if _, err := st.Apply(seat, act); err != nil {
				t.Fatal(err)
			}
			steps = append(steps, engine.Step{Seat: seat, Action: act.String()})
		}
	}
	t.Fatal("no such position in 60 games")
	return nil
}

func TestLockeIsOnTheMenu(t *testing.T) {
	e, ok := Lookup("locke")
	if !ok {
		t.Fatal("超人ロック is not playable from the menu")
	}
	if lo, hi := e.Rules.Seats(); lo != 5 || hi != 11 || e.Seats != 7 {
		t.Errorf("locke seats %d–%d, default %d", lo, hi, e.Seats)
	}
}

// The moments of a game at 7 and 11 seats, in both languages: the set-up, the planet phase,
// the base phase, a combat, an objection. Each is checked for what a player must see: the
// prompt over buttons that take legal actions, the turn cue, no placeholder.
func TestLockeTableScreens(t *testing.T) {
	moments := []struct {
		name string
		want func(v *locke.View) bool
	}{
		{"setup", func(v *locke.View) bool { return v.Board.Part == locke.PartSetup && v.Ask.Kind == locke.AskSetup }},
		{"planet", func(v *locke.View) bool {
			return v.Board.Part == locke.PartPlanet && v.Ask.Kind == locke.AskMain && !v.Fight.On && v.Board.Turns > 8
		}},
		{"base", func(v *locke.View) bool {
			return v.Board.Part == locke.PartBase && v.Ask.Kind == locke.AskMain && !v.Fight.On
		}},
		{"combat", func(v *locke.View) bool {
			return v.Fight.On && v.Ask.Kind == locke.AskTurn && v.Chars[v.Seat].Fighter >= 0
		}},
		{"objection", func(v *locke.View) bool { return v.Ask.Kind == locke.AskObject }},
	}
	for _, seats := range []string{"hcccccc", "hcccccccccc"} {
		for _, lang := range langs {
			for _, m := range moments {
				a := newTestApp(t, lang)
				tb := findLocke(t, a, seats, m.want)
				shot(t, a, fmt.Sprintf("locke%d-%s", len(seats), m.name))
				checkLockePanel(t, tb, m.name)
			}
		}
	}
}

// checkLockePanel: every legal action of the human is a target on screen with a clean label,
// inside the board's area.
func checkLockePanel(t *testing.T, tb *Table, moment string) {
	t.Helper()
	b := tb.board.(*lktable.Board)
	targets := b.Targets()
	if len(targets) == 0 {
		t.Fatalf("%s: the human is asked but the board offers nothing to click", moment)
	}
	legal := map[string]bool{}
	for _, a := range tb.humanLegal() {
		legal[a.String()] = true
	}
	area := tb.ctx.Area
	for _, tg := range targets {
		if !strings.HasPrefix(tg.Action, "page:") && !legal[tg.Action] {
			t.Errorf("%s: target %q takes %q, not a legal action", moment, tg.Label, tg.Action)
		}
		if tg.Label == "" || strings.Contains(tg.Label, "%!") || strings.Contains(tg.Label, "locke.") {
			t.Errorf("%s: target label %q", moment, tg.Label)
		}
		r := tg.Rect
		if r.X < area.X || r.Y < area.Y || r.Right() > area.Right()+0.5 || r.Bottom() > area.Bottom()+0.5 {
			t.Errorf("%s: target %q at %v leaves the board's area %v", moment, tg.Label, r, area)
		}
	}
}

// A click on a lit cell of the map moves the piece there.
func TestLockeClickOnTheMapMoves(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	tb := findLocke(t, a, "hcccccc", func(v *locke.View) bool {
		return v.Board.Part == locke.PartPlanet && v.Ask.Kind == locke.AskMain && !v.Fight.On
	})
	b := tb.board.(*lktable.Board)
	var cell *ui.Target
	for _, tg := range b.Targets() {
		if strings.HasPrefix(tg.Action, "move ") {
			cell = &tg
			break
		}
	}
	if cell == nil {
		t.Fatal("no lit cell to move to")
	}
	before := len(tb.steps)
	x, y := cell.Rect.Center()
	for _, press := range []bool{true, false} {
		if press {
			a.In.Press(x, y)
		} else {
			a.In.Release(x, y)
		}
		if err := tb.Update(a); err != nil {
			t.Fatal(err)
		}
	}
	if len(tb.steps) <= before || tb.steps[before].Action != cell.Action {
		t.Fatalf("the click on %q did not take %q", cell.Label, cell.Action)
	}
}

// Autoplay plays a whole game to its results at 5, 7 and 11 seats; the results show every
// sheet with its class.
func TestLockeAutoplayReachesResults(t *testing.T) {
	sizes := []int{5, 7, 11}
	if testing.Short() {
		sizes = sizes[:1]
	}
	for _, n := range sizes {
		a := newTestApp(t, langs[n%2])
		a.Flags.Autoplay = true
		tb := tableFor(t, a, "locke", strings.Repeat("c", n), uint64(n))
		a.Push(tb)
		for tick := 0; tick < 400000; tick++ {
			step(t, a, 1)
			if _, ok := a.Top().(*Results); ok {
				break
			}
		}
		if _, ok := a.Top().(*Results); !ok {
			t.Fatalf("%d seats: no results after 400000 ticks (%d steps)", n, len(tb.steps))
		}
		step(t, a, 2)
		shot(t, a, fmt.Sprintf("locke%d-results", n))
		for seat := range n {
			if len(tb.board.FinalHand(seat)) != 1 {
				t.Errorf("%d seats: seat %d's sheet is not shown at the end", n, seat)
			}
		}
	}
}
