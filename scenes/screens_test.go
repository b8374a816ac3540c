package scenes

import (
	"fmt"
	"image"
	"testing"
	"time"
	"zashiki/bots"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
	fe "zashiki/rules/freeeight"
	fetable "zashiki/scenes/freeeight"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui/uitest"
	"zashiki/store"
)

// TestMain runs the tests in a game loop. CPU seats play the heuristic unless a test asks for
// a strength: the screens are what is tested here, and the search bots' thinking would take
// most of the suite's time (their own tests are in bots/ and table_think_test.go).
func TestMain(m *testing.M) {
	defaultBot = func(string) string { return bots.KindHeuristic }
	uitest.Main(m)
}

const shotW, shotH = 1280, 720

var langs = []i18n.Lang{i18n.Ja, i18n.En}

func newTestApp(t testing.TB, lang i18n.Lang) *App {
	t.Helper()
	a, err := NewApp(Flags{Lang: lang, LangSet: true, Store: store.Dir{Path: t.TempDir()}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(a.Close)
	a.Layout(shotW, shotH)
	a.Settings.Speed = SpeedInstant
	return a
}

// step runs n ticks of the app, failing on an error.
// A test ticks far faster than a player's clock, so it waits for a CPU seat's decision when
// the table is thinking: otherwise a busy machine lets the ticks outrun the bot goroutine.
func step(t *testing.T, a *App, n int) {
	t.Helper()
	for range n {
		if tb, ok := a.Top().(*Table); ok {
			awaitBot(t, tb)
		}
		if err := a.Update(); err != nil {
			t.Fatalf("update: %v", err)
		}
	}
}

// awaitBot completes the CPU decision under way (if any), which the table would otherwise
// make a slice per tick.
func awaitBot(t testing.TB, tb *Table) {
	th := tb.thinking
	if th == nil || th.Choice() != nil {
		return
	}
	if !th.Think(10 * time.Second) {
		t.Fatalf("seat %d's bot did not decide in 10 s", th.Seat)
	}
}

// shot draws the app and saves the picture as name-<lang>.
func shot(t *testing.T, a *App, name string) *image.RGBA {
	t.Helper()
	img := uitest.Snapshot(shotW, shotH, a.Draw)
	uitest.Save(t, fmt.Sprintf("%s-%s", name, a.Lang().Code()), img)
	if n := uitest.Colours(img); n < 50 {
		t.Errorf("%s looks blank (%d colours)", name, n)
	}
	return img
}

// tableFor deals a table of game with seats ("hccc": h human, c CPU) from seed.
func tableFor(t testing.TB, a *App, game, seats string, seed uint64) *Table {
	t.Helper()
	s, err := SetupFromFlags(a, Flags{Game: game, Seats: seats, Seed: seed, SeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := NewTable(a, s)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func freeEightSetup(a *App, seats string, seed uint64) Setup {
	s, err := SetupFromFlags(a, Flags{Game: "freeeight", Seats: seats, Seed: seed, SeedSet: true})
	if err != nil {
		panic(err)
	}
	return s
}

func TestMenuAndSetupScreens(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		step(t, a, 2)
		shot(t, a, "menu")
		a.Push(NewSetup(a, Catalog[2]))
		step(t, a, 2)
		shot(t, a, "setup")
		a.Push(NewSettings())
		step(t, a, 1)
		shot(t, a, "settings")
		a.Pop()
		a.Push(NewHelp("freeeight"))
		step(t, a, 1)
		shot(t, a, "help")
	}
}

func TestMenuListsAllFiveGamesAndOnlyBuiltOnesAreSelectable(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	m := NewMenu()
	m.place(a)
	if len(m.games) != 5 {
		t.Fatalf("menu lists %d games", len(m.games))
	}
	for i, e := range Catalog {
		if m.games[i].Disabled != (e.Rules == nil) {
			t.Errorf("%s: disabled=%v but built=%v", e.ID, m.games[i].Disabled, e.Rules != nil)
		}
	}
}

// humanTurnTable plays a hccc table until the human has made `moves` moves and it is the
// human's turn again with the board at rest.
func humanTurnTable(t *testing.T, a *App, moves int) *Table {
	t.Helper()
	tb, err := NewTable(a, freeEightSetup(a, "hccc", 7))
	if err != nil {
		t.Fatal(err)
	}
	a.Push(tb)
	made := 0
	for tick := 0; tick < 20000; tick++ {
		step(t, a, 1)
		legal := tb.humanLegal()
		if len(legal) == 0 {
			continue
		}
		if made >= moves {
			return tb
		}
		if tb.sess.State.Outcome() != nil {
			t.Fatalf("the game ended after %d human moves", made)
		}
		tb.apply(0, legal[0])
		made++
	}
	t.Fatal("the human never got the turn back")
	return nil
}

func TestTableScreenShowsTurnAndLegalMoves(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := humanTurnTable(t, a, 3)
		if tb.sess.State.Outcome() != nil {
			t.Fatal("the game ended before the screenshot")
		}
		a.Settings.Speed = SpeedNormal
		step(t, a, 5)
		shot(t, a, "table")
	}
}

// findPosition plays random games from the table's first deal until want holds for seat 0,
// and puts the table there.
func findPosition(t *testing.T, a *App, want func(v *fe.View) bool) *Table {
	t.Helper()
	for seed := uint64(1); seed < 400; seed++ {
		tb, err := NewTable(a, freeEightSetup(a, "hccc", seed))
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		st := tb.sess.State
		var steps []engine.Step
		for st.Outcome() == nil && len(steps) < 200 {
			if want(st.View(0).(*fe.View)) && engine.IsActor(st, 0) {
				tb.sess.State, tb.sess.Steps = st, steps
				a.Push(tb)
				for range 400 {
					step(t, a, 1)
					if len(tb.humanLegal()) > 0 {
						return tb
					}
				}
				t.Fatal("the found position never reached the human")
			}
			actors := st.Actors()
			seat := actors[rng.IntN(len(actors))]
			legal := st.Legal(seat)
			act := legal[rng.IntN(len(legal))]
			if _, err := st.Apply(seat, act); err != nil {
				t.Fatal(err)
			}
			steps = append(steps, engine.Step{Seat: seat, Action: act.String()})
		}
	}
	t.Fatal("no such position in 400 games")
	return nil
}

func TestRonPromptScreen(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := findPosition(t, a, func(v *fe.View) bool { return v.RonAsked })
		step(t, a, 60) // one second of the five
		if tb.countdown <= 3.5 || tb.countdown >= 4.5 {
			t.Errorf("after one second the ロン clock shows %.2f s", tb.countdown)
		}
		shot(t, a, "ron")
		step(t, a, 4*60+5)
		if tb.sess.State.View(0).(*fe.View).RonAsked {
			t.Error("the ロン prompt did not time out after five seconds")
		}
	}
}

func TestSuitPickerScreen(t *testing.T) {
	onlyEights := func(v *fe.View) bool {
		if v.Phase != fe.PhaseTurn || v.Turn != 0 {
			return false
		}
		suit := v.Top.Suit()
		if v.HasNamed {
			suit = v.Named
		}
		eights := 0
		for _, c := range v.Hand {
			switch {
			case c.Rank() == 8:
				eights++
			case c.Rank() == v.Top.Rank() || c.Suit() == suit:
				return false // a card other than an 8 could be played
			}
		}
		return eights > 0
	}
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := findPosition(t, a, onlyEights)
		// walk the keyboard selection to an 8 and press Enter: the picker opens
		for range 12 {
			a.In.PressKey(ebiten.KeyArrowRight)
			tb.board.Update(&tb.ctx, &a.In, tb.humanLegal())
		}
		a.In.PressKey(ebiten.KeyEnter)
		tb.board.Update(&tb.ctx, &a.In, tb.humanLegal())
		step(t, a, 2)
		shot(t, a, "suitpicker")
	}
}

func TestAutoplayReachesResults(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		a.Flags.Autoplay = true
		tb, err := NewTable(a, freeEightSetup(a, "cccc", 3))
		if err != nil {
			t.Fatal(err)
		}
		a.Push(tb)
		for tick := 0; tick < 50000; tick++ {
			step(t, a, 1)
			if _, ok := a.Top().(*Results); ok {
				break
			}
		}
		r, ok := a.Top().(*Results)
		if !ok {
			t.Fatal("no results after 50000 ticks")
		}
		step(t, a, 2)
		shot(t, a, "results")
		if len(tb.sess.Match.Results) != 1 || len(r.o.Points) != 4 {
			t.Errorf("results recorded %d games, %d seats", len(tb.sess.Match.Results), len(r.o.Points))
		}
		sum := 0
		for _, v := range tb.sess.Match.Totals {
			sum += v
		}
		if sum != 0 {
			t.Errorf("match totals sum to %d, want 0", sum)
		}
	}
}

// TestFreeEightRefusedCardSaysWhy: a click on a card that matches neither the suit nor the
// rank on the pile plays nothing; the card shakes and the player is told what it must match.
func TestFreeEightRefusedCardSaysWhy(t *testing.T) {
	var off deck.Card
	unplayable := func(v *fe.View) bool {
		if v.Phase != fe.PhaseTurn || v.Turn != 0 || v.HasNamed {
			return false
		}
		for _, c := range v.Hand {
			if c.Rank() != 8 && c.Rank() != v.Top.Rank() && c.Suit() != v.Top.Suit() {
				off = c
				return true
			}
		}
		return false
	}
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := findPosition(t, a, unplayable)
		a.Settings.Speed = SpeedNormal
		step(t, a, 30) // the hand settles in its fan
		top := tb.sess.State.View(0).(*fe.View).Top
		x, y, ok := tb.board.(*fetable.Board).ClickTarget(fe.Action{Kind: fe.Play, Card: off})
		if !ok {
			t.Fatalf("no place to click for %s", off)
		}
		before := len(tb.sess.Steps)
		want := a.T("fe.why.match", top.Suit().Symbol(), top.Rank().String())
		if got := pressRefused(t, a, tb, x, y); got != want {
			t.Errorf("a click on %s says %q, want %q", off, got, want)
		}
		if len(tb.sess.Steps) != before {
			t.Fatal("a card that matches nothing was played")
		}
		step(t, a, 8) // mid-shake
		shot(t, a, "freeeight-refused")
		a.Pop()
	}
}

// TestFreeEightRefusedAnswerSaysWhy: under a draw attack, a card that does not answer it is
// refused with what would (and how many cards to draw otherwise).
func TestFreeEightRefusedAnswerSaysWhy(t *testing.T) {
	var off deck.Card
	attacked := func(v *fe.View) bool {
		if v.Phase != fe.PhaseAttacked || v.Turn != 0 || v.Attack != fe.AttackTwo {
			return false
		}
		for _, c := range v.Hand {
			if c.Rank() != 8 && c.Rank() != 2 {
				off = c
				return true
			}
		}
		return false
	}
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := findPosition(t, a, attacked)
		a.Settings.Speed = SpeedNormal
		step(t, a, 30)
		total := tb.sess.State.View(0).(*fe.View).AttackTotal
		x, y, _ := tb.board.(*fetable.Board).ClickTarget(fe.Action{Kind: fe.Play, Card: off})
		if got, want := pressRefused(t, a, tb, x, y), a.T("fe.why.two", total); got != want {
			t.Errorf("a click on %s under attack says %q, want %q", off, got, want)
		}
		step(t, a, 8)
		shot(t, a, "freeeight-refused-attack")
		a.Pop()
	}
}
