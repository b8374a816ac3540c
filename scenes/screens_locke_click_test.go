package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"zashiki/bots/heuristic"
	"zashiki/rules/engine"
	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/i18n"
	lktable "zashiki/scenes/locke"
	"zashiki/scenes/ui"
)

// clickLocke presses and releases at the middle of r, a tick each, as a player's click.
func clickLocke(t *testing.T, a *App, tb *Table, r ui.Rect) {
	t.Helper()
	x, y := r.Center()
	a.In.Press(x, y)
	if err := tb.Update(a); err != nil {
		t.Fatal(err)
	}
	a.In.Release(x, y)
	if err := tb.Update(a); err != nil {
		t.Fatal(err)
	}
}

// refusedLocke clicks r, where the board must take no action, and returns what it said.
func refusedLocke(t *testing.T, a *App, tb *Table, r ui.Rect) string {
	t.Helper()
	var said string
	table := tb.ctx.Notice
	tb.ctx.Notice = func(s string) { said = s; table(s) }
	defer func() { tb.ctx.Notice = table }()
	before := len(tb.sess.Steps)
	b := tb.board.(*lktable.Board)
	x, y := r.Center()
	a.In.Press(x, y)
	if got := b.Update(&tb.ctx, &a.In, tb.humanLegal()); got != nil {
		t.Fatalf("the click took %v", got)
	}
	a.In.Release(x, y)
	if got := b.Update(&tb.ctx, &a.In, tb.humanLegal()); got != nil {
		t.Fatalf("the click took %v", got)
	}
	if len(tb.sess.Steps) != before {
		t.Fatal("the refused click took a step")
	}
	return said
}

// The click on a fighter of the combat takes the action of its button: aiming a card at it.
// A fighter that is not a legal target lights nothing and its click says why; the screen of
// that refusal is saved in both languages.
func TestLockeClickOnAFighterAimsAtIt(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := findLocke(t, a, "hcccccc", "aim", func(v *locke.View) bool { return v.Ask.Kind == locke.AskAim })
		b := tb.board.(*lktable.Board)
		v := tb.sess.State.View(0).(*locke.View)
		var legal, illegal []int
		for f := range v.Fight.Fighters {
			if _, ok := b.ClickRect("fighter", f); !ok {
				continue
			}
			if slices.ContainsFunc(tb.humanLegal(), func(x engine.Action) bool { return x.String() == fmt.Sprintf("aim %d", f) }) {
				legal = append(legal, f)
			} else {
				illegal = append(illegal, f)
			}
		}
		if len(legal) == 0 || len(illegal) == 0 {
			t.Fatalf("fighters: %v legal targets, %v not", legal, illegal)
		}
		// Every legal target is a click target on its box, as well as a button.
		for _, f := range legal {
			r, _ := b.ClickRect("fighter", f)
			if !slices.ContainsFunc(b.Targets(), func(tg ui.Target) bool { return tg.Rect == r && tg.Action == fmt.Sprintf("aim %d", f) }) {
				t.Errorf("fighter %d's box is not a target for aim %d", f, f)
			}
		}
		said := refusedLocke(t, a, tb, thing(b.ClickRect("fighter", illegal[0])))
		// The reasons a fighter is refused end alike whoever it names.
		var reasons []string
		for _, k := range []string{"locke.why.fighter", "locke.why.fighterout", "locke.why.twin"} {
			_, tail, _ := strings.Cut(a.T(k, "\x00"), "\x00")
			reasons = append(reasons, tail)
		}
		if said == "" || said != a.T("locke.why.self") && !slices.ContainsFunc(reasons, func(r string) bool { return strings.HasSuffix(said, r) }) {
			t.Errorf("(%s) the click on fighter %d said %q", lang.Code(), illegal[0], said)
		}
		step(t, a, 2)
		shot(t, a, "locke-fighter-refused")
		r, _ := b.ClickRect("fighter", legal[0])
		before := len(tb.sess.Steps)
		clickLocke(t, a, tb, r)
		if want := fmt.Sprintf("aim %d", legal[0]); len(tb.sess.Steps) <= before || tb.sess.Steps[before].Action != want {
			t.Fatalf("(%s) the click on fighter %d did not take %q", lang.Code(), legal[0], want)
		}
	}
}

// thing is a ClickRect that must be on the table.
func thing(r ui.Rect, ok bool) ui.Rect {
	if !ok {
		panic("no such thing on the table")
	}
	return r
}

// A Cカード of the hand that answers nothing now says so when clicked: a defence card in the
// viewer's own combat turn.
func TestLockeClickOnAnUnplayableCardSaysWhy(t *testing.T) {
	a := newTestApp(t, i18n.En)
	defence := func(v *locke.View) int {
		for i, c := range v.Private.Hand {
			if book.CCards()[c].Kind == book.CDefence {
				return i
			}
		}
		return -1
	}
	tb := findLocke(t, a, "hcccccc", "", func(v *locke.View) bool {
		return v.Fight.On && v.Ask.Kind == locke.AskTurn && v.Chars[v.Seat].Fighter >= 0 && defence(v) >= 0
	})
	v := tb.sess.State.View(0).(*locke.View)
	i := defence(v)
	r := thing(tb.board.(*lktable.Board).ClickRect("card", i))
	if got, want := refusedLocke(t, a, tb, r), a.T("locke.why.card", tb.board.CardLabel(v.Private.Hand[i])); got != want {
		t.Errorf("the click on a defence card in the turn said %q, want %q", got, want)
	}
}

// A cell of the map out of reach says so when clicked, in the planet phase's main action.
func TestLockeClickOnACellOutOfReachSaysWhy(t *testing.T) {
	a := newTestApp(t, i18n.En)
	tb := findLocke(t, a, "hcccccc", "", func(v *locke.View) bool {
		return v.Board.Part == locke.PartPlanet && v.Ask.Kind == locke.AskMain && !v.Fight.On
	})
	b := tb.board.(*lktable.Board)
	for p := range 6 * locke.PlanetCells {
		r, ok := b.ClickRect("cell", p)
		if !ok || slices.ContainsFunc(b.Targets(), func(tg ui.Target) bool { return tg.Rect == r }) {
			continue
		}
		if got := refusedLocke(t, a, tb, r); !strings.HasSuffix(got, " is out of reach: choose a green cell") {
			t.Errorf("the click on place %d said %q", p, got)
		}
		return
	}
	t.Fatal("every cell is in reach")
}

// A base player in the planet phase is told on the prompt why it never moves there, and a
// click on the map says so. The screen is saved in both languages.
func TestLockeBasePlayerWaitsOnThePlanets(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := basePlayerOnThePlanets(t, a)
		step(t, a, 2)
		shot(t, a, "locke-baseplanet")
		b := tb.board.(*lktable.Board)
		for p := range 6 * locke.PlanetCells {
			if r, ok := b.ClickRect("cell", p); ok {
				if got, want := refusedLocke(t, a, tb, r), a.T("locke.why.baseplanet"); got != want {
					t.Errorf("(%s) a base player's click on the map said %q, want %q", lang.Code(), got, want)
				}
				break
			}
		}
	}
}

// basePlayerOnThePlanets is a table in the planet phase where the human, seat 1, wears an Evil
// silhouette and another seat is to act.
func basePlayerOnThePlanets(t *testing.T, a *App) *Table {
	t.Helper()
	bot := heuristic.Locke{}
	for seed := uint64(1); seed < 60; seed++ {
		tb := tableFor(t, a, "locke", "hcccccc", seed)
		st, rng := tb.sess.State, engine.NewRNG(seed)
		for n := 0; st.Outcome() == nil && n < 3000; n++ {
			v := st.View(0).(*locke.View)
			if v.Board.Part > locke.PartPlanet || v.Board.Part == locke.PartPlanet && v.Board.Role[0] != locke.BasePlayer {
				break
			}
			if v.Board.Part == locke.PartPlanet && v.Board.Turns > 2 && !v.Fight.On && !engine.IsActor(st, 0) {
				tb.board.Reset(&tb.ctx, v, nil)
				a.Push(tb)
				return tb
			}
			seat := engine.Next(st, &rng)
			act := bot.Choose(st.View(seat), st.Legal(seat), &rng)
			if _, err := st.Apply(seat, act); err != nil {
				t.Fatal(err)
			}
			tb.sess.Steps = append(tb.sess.Steps, engine.Step{Seat: seat, Action: act.String()})
		}
	}
	t.Fatal("no game made the human a base player")
	return nil
}

// The support phase's prompt says what a victory claim risks, and the claim's button says the
// sheet opens. The screen is saved in both languages.
func TestLockeClaimSaysWhatItRisks(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := findLocke(t, a, "hcccccc", "claim", func(v *locke.View) bool {
			return v.Ask.Kind == locke.AskSupport && v.Side() != book.Special && !v.Fight.On
		})
		shot(t, a, "locke-claim")
		want := a.T("locke.ui.why.support.claim")
		if p, ok := tb.board.(*lktable.Board).TipAnchor("prompt"); !ok || p.H == 0 {
			t.Fatal("no prompt")
		}
		opens := [2]string{i18n.Ja: "シート公開", i18n.En: "sheet opens"}[lang]
		found := false
		for _, tg := range tb.board.(*lktable.Board).Targets() {
			found = found || tg.Action == "claim" && strings.Contains(tg.Label, opens)
		}
		if !found {
			t.Errorf("(%s) no claim button saying the sheet opens", lang.Code())
		}
		if p, _ := tb.board.(*lktable.Board).Probe()["prompt"].(string); !strings.HasSuffix(p, want) {
			t.Errorf("(%s) the support prompt does not say %q", lang.Code(), want)
		}
	}
}

// checkResultLegendFits: the legend of the classes stands whole on one line of the panel,
// between the end's reason and the column heads.
func checkResultLegendFits(t *testing.T, a *App) {
	t.Helper()
	res := a.Top().(*Results)
	l, ok := res.table.tableBoard().(resultLegender)
	if !ok {
		t.Fatal("the 超人ロック results have no legend of the classes")
	}
	p, u := res.panel(a), a.U
	legend := l.ResultLegend()
	size := legendSize(a, legend, p)
	if w := ui.Measure(legend, size); w > p.W-40*u {
		t.Errorf("%d×%d: the legend %q is %.0f px wide in a panel of %.0f", a.W, a.H, legend, w, p.W)
	}
	if top, bottom := p.Y+legendY*u, p.Y+legendY*u+ui.LineHeight(size); top < p.Y+106*u+ui.LineHeight(ui.SizeBody*u)-1 || bottom > p.Y+156*u+1 {
		t.Errorf("%d×%d: the legend (%.0f–%.0f) runs into the reason or the column heads", a.W, a.H, top, bottom)
	}
	for _, class := range []string{"A", "B", "C", "D"} {
		if !strings.Contains(legend, class+" ") {
			t.Errorf("the legend %q does not explain %s", legend, class)
		}
	}
}

// TestLockeClickTargetsStandStillWhenOffered: the human's buttons and lit places are where a
// click takes them from the first frame they are offered: the tick after shows them in the
// same places (the panel was laid out with the last tick's prompt, then moved a line as the
// new prompt came: a click in between took nothing, or another button).
func TestLockeClickTargetsStandStillWhenOffered(t *testing.T) {
	a := newTestApp(t, i18n.En)
	a.Settings.TipsOff = true
	a.Settings.Speed = SpeedFast // animations of a few ticks: the buttons come as one ends
	tb := tableFor(t, a, "locke", "hcccccc", 3)
	a.Push(tb)
	b := tb.board.(*lktable.Board)
	checked := 0
	for tick := 0; tick < 40000 && checked < 40 && tb.sess.State.Outcome() == nil; tick++ {
		step(t, a, 1)
		first := b.Targets()
		if len(first) == 0 || a.Top() != Scene(tb) {
			continue
		}
		step(t, a, 1)
		again := b.Targets()
		if !slices.EqualFunc(first, again, func(x, y ui.Target) bool { return x.Action == y.Action }) {
			continue // the buttons went while a CPU answers the same window first
		}
		if fmt.Sprint(again) != fmt.Sprint(first) {
			t.Fatalf("the targets moved the tick after they were offered (step %d):\n%v\n%v", len(tb.sess.Steps), first, again)
		}
		checked++
		tb.play(a, tb.sess.Legal(tb.viewer)[0])
	}
	if checked < 40 {
		t.Fatalf("only %d of the human's turns were reached", checked)
	}
}
