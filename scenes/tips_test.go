package scenes

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	fetable "zashiki/scenes/freeeight"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
	"zashiki/store"
)

// The package's other screen tests picture tables as they were before first-game tips: the
// tests here turn the tips on for themselves (withTips).
func init() { tipsDefault = false }

func withTips(t *testing.T) {
	tipsDefault = true
	t.Cleanup(func() { tipsDefault = false })
}

// untilTip runs the table, the human playing its first legal move, until a tip opens; it fails
// after ticks.
func untilTip(t *testing.T, a *App, tb *Table, ticks int) *tipRule {
	t.Helper()
	for range ticks {
		step(t, a, 1)
		if tb.coach.open != nil {
			return tb.coach.open
		}
		if _, ok := a.Top().(*Table); !ok {
			break
		}
		if legal := tb.humanLegal(); len(legal) > 0 {
			tb.apply(tb.viewer, legal[0])
		}
	}
	t.Fatalf("no tip opened within %d ticks", ticks)
	return nil
}

// tapAt presses at (x, y) on the scene on top and runs its update with that input.
func tapAt(t *testing.T, a *App, x, y float64) {
	t.Helper()
	a.In.Press(x, y)
	if err := a.Top().Update(a); err != nil {
		t.Fatal(err)
	}
}

// closeTip presses a key on the scene on top (the table, its tip open) and runs its update.
func closeTip(t *testing.T, a *App) {
	t.Helper()
	a.In.PressKey(ebiten.KeySpace)
	if err := a.Top().Update(a); err != nil {
		t.Fatal(err)
	}
}

// Tips rule: the first time a player opens a game a tip comes up; a click closes it and does
// nothing else (the card under it is not played); once seen it is kept with the settings, and
// a later run on the same store never shows it again.
func TestTipShowsOnceAndIsRememberedAcrossRuns(t *testing.T) {
	withTips(t)
	st := store.Dir{Path: t.TempDir()}
	a := appOn(t, st)
	tb := tableFor(t, a, "freeeight", "hccc", 7)
	a.Push(tb)
	first := untilTip(t, a, tb, 600)
	if first.ID != "turn" {
		t.Fatalf("first Free Eight tip is %q, want the whose-turn tip", first.ID)
	}
	if !a.tipSeen("freeeight", "turn") {
		t.Fatal("the tip on screen is not marked seen")
	}
	closeTip(t, a)
	if tb.coach.open != nil {
		t.Fatal("a key did not close the tip")
	}
	// The legal-cards tip comes on the human's turn; a click on a legal card closes it and
	// plays nothing, the next click plays.
	var hand *tipRule
	for range 3000 {
		step(t, a, 1)
		if o := tb.coach.open; o != nil && o.ID == "hand" {
			hand = o
			break
		} else if o != nil {
			closeTip(t, a)
		}
	}
	if hand == nil {
		t.Fatal("the legal-cards tip never came on the human's turn")
	}
	legal := tb.humanLegal()
	if len(legal) == 0 {
		t.Fatal("the legal-cards tip is up while the human may not act")
	}
	fb := tb.board.(*fetable.Board)
	x, y, ok := fb.ClickTarget(legal[0])
	if !ok {
		t.Fatalf("no click target for %v", legal[0])
	}
	steps := len(tb.sess.Steps)
	tapAt(t, a, x, y)
	if tb.coach.open != nil || len(tb.sess.Steps) != steps {
		t.Fatalf("the click on the tip: open %v, steps %d → %d; want it closed and nothing played", tb.coach.open, steps, len(tb.sess.Steps))
	}
	tapAt(t, a, x, y)
	if len(tb.sess.Steps) != steps+1 || tb.sess.Steps[steps].Seat != tb.viewer {
		t.Fatalf("the next click did not play: steps %d → %d", steps, len(tb.sess.Steps))
	}
	a.Close() // the settings reach the store

	b := appOn(t, st)
	if !b.tipSeen("freeeight", "turn") || !b.tipSeen("freeeight", "hand") {
		t.Fatalf("the seen tips were not kept: %v", b.Settings.TipsSeen)
	}
	tb2 := tableFor(t, b, "freeeight", "hccc", 7)
	b.Push(tb2)
	for range 600 {
		step(t, b, 1)
		if o := tb2.coach.open; o != nil {
			if o.ID == "turn" || o.ID == "hand" {
				t.Fatalf("the %q tip came back in a later run", o.ID)
			}
			closeTip(t, b)
		}
		if legal := tb2.humanLegal(); len(legal) > 0 {
			tb2.apply(tb2.viewer, legal[0])
		}
	}
}

// Tips rule: "show tips again" in the settings brings back every tip already seen.
func TestTipsAgainBringsThemBack(t *testing.T) {
	withTips(t)
	a := newTestApp(t, i18n.En)
	a.markTipSeen("napoleon", "turn")
	a.Settings.TipsOff = true
	s := NewSettings()
	a.Push(s)
	s.place(a)
	if s.again.Disabled {
		t.Fatal("the settings offer no way to see the tips again")
	}
	x, y := s.again.Rect.Center()
	tapAt(t, a, x, y)
	if a.Settings.TipsOff || a.tipSeen("napoleon", "turn") {
		t.Fatalf("tips again left them off or seen: off %v, seen %v", a.Settings.TipsOff, a.Settings.TipsSeen)
	}
	a.Pop()
	tb := tableFor(t, a, "napoleon", "hccc", 3)
	a.Push(tb)
	if got := untilTip(t, a, tb, 600); got.ID != "turn" {
		t.Fatalf("after the reset the first tip is %q, want turn", got.ID)
	}
}

// Tips rule: "no more tips" in the bubble turns them all off, and none shows after.
func TestNoMoreTipsTurnsThemOff(t *testing.T) {
	withTips(t)
	a := newTestApp(t, i18n.Ja)
	tb := tableFor(t, a, "boss", "hcccc", 5)
	a.Push(tb)
	untilTip(t, a, tb, 600)
	x, y := tb.coach.off.Rect.Center()
	tapAt(t, a, x, y)
	if !a.Settings.TipsOff {
		t.Fatal("the bubble's choice did not turn tips off")
	}
	for range 300 {
		step(t, a, 1)
		if tb.coach.open != nil {
			t.Fatalf("tip %q showed with tips off", tb.coach.open.ID)
		}
		if legal := tb.humanLegal(); len(legal) > 0 {
			tb.apply(tb.viewer, legal[0])
		}
	}
}

// Tips rule: a run where every seat is a CPU (autoplay, CPU screenshots) never shows a tip.
func TestNoTipsWhenEveryoneIsACPU(t *testing.T) {
	withTips(t)
	for _, game := range []string{"freeeight", "chaos"} {
		a := newTestApp(t, i18n.Ja)
		tb := tableFor(t, a, game, "ccc", 2)
		a.Push(tb)
		for range 1500 {
			if _, ok := a.Top().(*Table); !ok {
				break
			}
			step(t, a, 1)
			if tb.coach.open != nil {
				t.Fatalf("%s: tip %q in an all-CPU game", game, tb.coach.open.ID)
			}
		}
		if len(a.Settings.TipsSeen) > 0 {
			t.Fatalf("%s: tips marked seen in an all-CPU game: %v", game, a.Settings.TipsSeen)
		}
	}
}

// Tips rule: in hot-seat a tip never shows over the curtain, only to the human at the screen.
func TestNoTipOverTheCurtain(t *testing.T) {
	withTips(t)
	a := newTestApp(t, i18n.Ja)
	tb := tableFor(t, a, "freeeight", "hhc", 4)
	a.Push(tb)
	curtains, shown := 0, 0
	for range 2000 {
		if _, ok := a.Top().(*Curtain); ok {
			if tb.coachOn(a) || tb.coach.open != nil {
				t.Fatal("a tip may show while the curtain is up")
			}
			confirmCurtain(t, a)
			curtains++
			continue
		}
		if _, ok := a.Top().(*Table); !ok {
			break
		}
		step(t, a, 1)
		if o := tb.coach.open; o != nil {
			if tb.viewer < 0 || !tb.setup.Seats[tb.viewer].Human {
				t.Fatalf("tip %q shown with nobody's view at the screen", o.ID)
			}
			shown++
			closeTip(t, a)
		}
		if legal := tb.humanLegal(); len(legal) > 0 {
			tb.apply(tb.viewer, legal[0])
		}
	}
	if curtains < 2 || shown == 0 {
		t.Fatalf("the hot-seat game passed %d curtains and showed %d tips; want both", curtains, shown)
	}
}

// tipRun is a game played at the table for the anchor survey.
type tipRun struct {
	seats string
	seed  uint64
	games int
}

var tipRuns = map[string]tipRun{
	"freeeight": {"hccc", 11, 3},
	"napoleon":  {"hccc", 2, 2},
	"boss":      {"hcccc", 4, 2},
	"chaos":     {"hcc", 6, 2},
	"locke":     {"hcccccc", 3, 1},
}

// Tips rule: every tip's anchor is a part its board shows in play, and a bubble never covers
// the part it points at. Each game is played at the table with a human seat moving at random;
// every anchor must turn up, and every bubble placed beside it must stay clear of it.
func TestEveryTipAnchorIsOnItsBoard(t *testing.T) {
	withTips(t)
	for game, rules := range gameTips {
		run, ok := tipRuns[game]
		if !ok {
			t.Fatalf("%s has tips but no survey run", game)
		}
		a := newTestApp(t, i18n.Ja)
		a.Settings.TipsOff = true // the survey asks the board itself
		found, waited := map[string]bool{}, 0
		rng := rand.New(rand.NewPCG(run.seed, 1))
		tb := tableFor(t, a, game, run.seats, run.seed)
		a.Push(tb)
		anchored, ok := tb.board.(tipAnchored)
		if !ok {
			t.Fatalf("%s: the board has no TipAnchor", game)
		}
		for g := 0; g < run.games && len(found) < len(rules); g++ {
			if g > 0 {
				a.Pop()
				if err := tb.newGame(); err != nil {
					t.Fatal(err)
				}
			}
			for tick := 0; tick < 60000 && len(found) < len(rules); tick++ {
				if _, ok := a.Top().(*Results); ok {
					break
				}
				step(t, a, 1)
				for _, r := range rules {
					if found[r.Anchor] {
						continue
					}
					if rect, ok := anchored.TipAnchor(r.Anchor); ok {
						found[r.Anchor] = true
						checkClear(t, a, tb, game, r, rect)
					}
				}
				// the human moves once the board has been handed its legal moves for a tick
				if legal := tb.humanLegal(); len(legal) == 0 {
					waited = 0
				} else if waited++; waited > 1 {
					tb.apply(tb.viewer, legal[rng.IntN(len(legal))])
					waited = 0
				}
			}
		}
		t.Logf("%s: found %v after %d steps, top %T", game, found, len(tb.sess.Steps), a.Top())
		for _, r := range rules {
			if !found[r.Anchor] {
				t.Errorf("%s: anchor %q of tip %q never on the board", game, r.Anchor, r.ID)
			}
		}
	}
}

// checkClear lays the tip out beside its anchor in both languages and checks the bubble stays
// inside the board's area and off the anchor.
func checkClear(t *testing.T, a *App, tb *Table, game string, r tipRule, rect ui.Rect) {
	t.Helper()
	for _, lang := range langs {
		text := i18n.T(lang, r.Key)
		l := layoutTip(text, i18n.T(lang, "tips.close"), i18n.T(lang, "tips.off"), rect, tb.ctx.Area, a.U)
		if overlaps(l.box, rect) {
			t.Errorf("%s %s: tip %q covers its anchor %v with %v", game, lang.Code(), r.ID, rect, l.box)
		}
		if len(l.lines) > 3 {
			t.Errorf("%s %s: tip %q takes %d lines", game, lang.Code(), r.ID, len(l.lines))
		}
	}
}

func overlaps(a, b ui.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// Tips rule: every tip's words are in the catalogue, every id is unique within its game.
func TestTipsAreCatalogued(t *testing.T) {
	for game, rules := range gameTips {
		var ids []string
		for _, r := range rules {
			if !i18n.Has(r.Key) {
				t.Errorf("%s: no catalogue entry %q", game, r.Key)
			}
			if slices.Contains(ids, r.ID) {
				t.Errorf("%s: tip id %q twice", game, r.ID)
			}
			ids = append(ids, r.ID)
			if r.When == whenHeard && len(r.Events) == 0 {
				t.Errorf("%s: tip %q waits on no event", game, r.ID)
			}
		}
		if n := len(rules); n < 3 || n > 6 {
			t.Errorf("%s has %d tips, want 3 to 6", game, n)
		}
		if _, ok := Lookup(game); !ok {
			t.Errorf("tips for unknown game %q", game)
		}
	}
}

// The first tip of each game, on screen in both languages (out/screens/tips-<game>-<lang>).
func TestTipScreens(t *testing.T) {
	withTips(t)
	for _, game := range []string{"freeeight", "napoleon", "boss", "chaos", "locke"} {
		for _, lang := range langs {
			a := newTestApp(t, lang)
			tb := tableFor(t, a, game, tipRuns[game].seats, tipRuns[game].seed)
			a.Push(tb)
			untilTip(t, a, tb, 2000)
			shot(t, a, fmt.Sprintf("tips-%s", game))
		}
	}
}
