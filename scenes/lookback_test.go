package scenes

import (
	"reflect"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/engine"
	"zashiki/scenes/ui"
	"zashiki/store"
)

// playUntilLookBack runs tb's game until its board's look back holds at least rows rows, the
// newest of them with a card.
func playUntilLookBack(t *testing.T, a *App, tb *Table, rows int) ui.LookBack {
	t.Helper()
	lb := tb.board.(lookBacker)
	for range 40000 {
		got := lb.LookBack()
		if len(got.Rows) >= rows && len(got.Rows[len(got.Rows)-1].Cards) > 0 && !tb.board.Busy() {
			return got
		}
		step(t, a, 1)
		if a.Top() != Scene(tb) {
			t.Fatalf("%T opened before the look back had %d rows", a.Top(), rows)
		}
	}
	t.Fatalf("the look back never reached %d rows", rows)
	return ui.LookBack{}
}

// TestLookBackOpensFromTheBarAndTheKey: the table's L key opens the look back over the
// table and closes it again; the bar's button opens it too, and Esc closes it. Each game's
// panel is saved open, in both languages.
func TestLookBackOpensFromTheBarAndTheKey(t *testing.T) {
	games := []struct {
		id, seats string
		rows      int
	}{{"napoleon", "cccc", 4}, {"freeeight", "cccc", 6}, {"boss", "ccccc", 7}}
	for _, g := range games {
		for _, lang := range langs {
			a := newTestApp(t, lang)
			tb := tableFor(t, a, g.id, g.seats, 7)
			a.Push(tb)
			step(t, a, 2)
			if tb.lookBack.Rect.W == 0 {
				t.Fatalf("%s: no look-back button on the bar", g.id)
			}
			playUntilLookBack(t, a, tb, g.rows)
			answer(t, a, ebiten.KeyL)
			if _, ok := a.Top().(*LookBack); !ok {
				t.Fatalf("%s: L opened %T", g.id, a.Top())
			}
			step(t, a, 1)
			shot(t, a, "lookback-"+g.id)
			answer(t, a, ebiten.KeyL)
			if a.Top() != Scene(tb) {
				t.Fatalf("%s: a second L left %T on top", g.id, a.Top())
			}
			a.In.Press(tb.lookBack.Rect.Center())
			if err := tb.Update(a); err != nil {
				t.Fatal(err)
			}
			if _, ok := a.Top().(*LookBack); !ok {
				t.Fatalf("%s: the bar's %q button opened %T", g.id, tb.lookBack.Label, a.Top())
			}
			answer(t, a, ebiten.KeyEscape)
			if a.Top() != Scene(tb) {
				t.Fatalf("%s: Esc left %T on top", g.id, a.Top())
			}
		}
	}
}

// TestResumedGameLooksBackAtOnce: a Free Eight game resumed from its save looks back at the
// plays made before it was left, as the board that watched them recorded them.
func TestResumedGameLooksBackAtOnce(t *testing.T) {
	st := store.Dir{Path: t.TempDir()}
	a := appOn(t, st)
	tb := humanTurnTable(t, a, 3)
	want := tb.board.(lookBacker).LookBack().Rows
	a.Close()

	b := appOn(t, st)
	step(t, b, 1)
	rt := resumeFromMenu(t, b, "freeeight")
	step(t, b, 2)
	got := rt.board.(lookBacker).LookBack().Rows
	if len(want) < 2 || !reflect.DeepEqual(got, want) {
		t.Fatalf("the resumed look back is\n%+v\nthe watched one\n%+v", got, want)
	}
}

// TestNoLookBackWithoutABoardRecord: a board that keeps no look back (プロジェクト・カオス)
// has no button on the bar, and L does nothing.
func TestNoLookBackWithoutABoardRecord(t *testing.T) {
	a := newTestApp(t, langs[0])
	tb := tableFor(t, a, "chaos", "cccc", 3)
	a.Push(tb)
	step(t, a, 2)
	if tb.lookBack.Rect.W != 0 {
		t.Fatalf("a look-back button %v on a board without one", tb.lookBack.Rect)
	}
	a.In.PressKey(ebiten.KeyL)
	if err := tb.Update(a); err != nil {
		t.Fatal(err)
	}
	if a.Top() != Scene(tb) {
		t.Fatalf("L opened %T", a.Top())
	}
}

// TestHotSeatLookBackShowsOnlyPublicCards (hot-seat secrets): at a 上司独裁 table of two
// humans, the look back whoever holds the device shows only cards every seat saw face up (the
// public events of the log), never a hand drawn to one player, and it is kept, not emptied,
// when the device passes to the next player.
func TestHotSeatLookBackShowsOnlyPublicCards(t *testing.T) {
	a := newTestApp(t, langs[0])
	tb := tableFor(t, a, "boss", "hhccc", 5)
	a.Push(tb)
	rng := engine.NewRNG(5)
	curtains, kept := 0, 0
	for tick := 0; tick < 40000 && curtains < 8 && tb.sess.State.Outcome() == nil; tick++ {
		if _, ok := a.Top().(*Curtain); ok {
			before := len(tb.board.(lookBacker).LookBack().Rows)
			confirmCurtain(t, a)
			curtains++
			if before > 0 && len(tb.board.(lookBacker).LookBack().Rows) >= before {
				kept++
			}
			continue
		}
		step(t, a, 1)
		if !tb.ready {
			continue
		}
		public := map[int]bool{}
		for _, e := range engine.Redact(tb.sess.Log, -1) {
			if e.Card != engine.Unseen && (e.Kind == engine.EvMove || e.Kind == engine.EvReveal) {
				public[e.Card] = true
			}
			for _, arg := range e.Msg.Args {
				if c, ok := arg.(engine.CardRef); ok {
					public[int(c)] = true
				}
			}
		}
		for _, r := range tb.board.(lookBacker).LookBack().Rows {
			for _, c := range r.Cards {
				if !public[c] {
					t.Fatalf("viewer %d's look back shows card %d, which not every seat saw: %+v", tb.viewer, c, r)
				}
			}
		}
		if legal := tb.humanLegal(); len(legal) > 0 {
			tb.apply(tb.viewer, legal[rng.IntN(len(legal))])
		}
	}
	if curtains < 3 || kept == 0 {
		t.Fatalf("%d curtains passed, the look back kept across %d of them", curtains, kept)
	}
}
