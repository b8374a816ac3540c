package scenes

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/engine"
	"zashiki/rules/locke"
	"zashiki/scenes/i18n"
	lktable "zashiki/scenes/locke"
	"zashiki/scenes/ui"
	"zashiki/scenes/ui/uitest"
)

// lockeSection is the rows under the heading key in a 超人ロック look back, without the heading.
func lockeSection(lb ui.LookBack, key string) []ui.LookRow {
	for i, r := range lb.Rows {
		if r.Mark && r.Words.Key == key {
			end := i + 1
			for end < len(lb.Rows) && !lb.Rows[end].Mark {
				end++
			}
			return lb.Rows[i+1 : end]
		}
	}
	return nil
}

// TestLockeLooksBackAtTheLastTurnAndRound (look back, 超人ロック): a table of CPUs played
// until a combat round is over offers the last normal turn's lines, opened by its
// 通常ターン line, and the last combat round's, with its round line, each under its
// heading. L opens the panel; at 1280×720 and 960×540 with eleven seats, in both languages,
// every row is drawn whole inside the panel (the oldest give way, said in a line) and no row
// reads as a raw key.
func TestLockeLooksBackAtTheLastTurnAndRound(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		a.Flags.Autoplay = true
		tb := tableFor(t, a, "locke", strings.Repeat("c", 11), 3)
		a.Push(tb)
		board := tb.board.(*lktable.Board)
		var lb ui.LookBack
		for tick := 0; tick < 200000; tick++ {
			step(t, a, 1)
			lb = board.LookBack()
			round := lockeSection(lb, "lb.locke.round")
			if len(round) > 3 && !tb.board.Busy() && !tb.sess.State.View(-1).(*locke.View).Fight.On {
				break
			}
		}
		turn, round := lockeSection(lb, "lb.locke.turn"), lockeSection(lb, "lb.locke.round")
		if len(round) <= 3 || len(turn) == 0 {
			t.Fatalf("no finished combat round to look back at: %d turn rows, %d round rows", len(turn), len(round))
		}
		if turn[0].Words.Key != locke.MsgNormalTurn || !slices.ContainsFunc(round, func(r ui.LookRow) bool { return r.Words.Key == locke.MsgRound }) {
			t.Errorf("the turn opens with %q; the round's rows %+v", turn[0].Words.Key, round)
		}
		for _, r := range lb.Rows {
			words := i18n.Msg(lang, r.Words, tb.ctx.Names, board.CardLabel)
			if words == "" || words == r.Words.Key || strings.Contains(words, "%!") {
				t.Errorf("row %+v reads %q", r.Words, words)
			}
		}
		answer(t, a, ebiten.KeyL)
		l, ok := a.Top().(*LookBack)
		if !ok {
			t.Fatalf("L opened %T", a.Top())
		}
		for _, size := range []struct{ w, h int }{{shotW, shotH}, {960, 540}} {
			a.Layout(size.w, size.h)
			step(t, a, 1)
			uitest.Save(t, fmt.Sprintf("locke-lookback-%d-%s", size.w, lang.Code()), uitest.Snapshot(size.w, size.h, a.Draw))
			p := l.panel
			if p.Rect.Y < tb.ctx.Area.Y || p.Rect.Bottom() > tb.ctx.Area.Bottom() || p.Rect.X < 0 || p.Rect.Right() > float64(size.w) {
				t.Errorf("%d×%d: the panel %+v leaves the table's area %+v", size.w, size.h, p.Rect, tb.ctx.Area)
			}
			if shown := p.Shown(); len(shown) == 0 || shown[len(shown)-1] != len(lb.Rows)-1 {
				t.Errorf("%d×%d: rows %v shown of %d: the newest must be", size.w, size.h, shown, len(lb.Rows))
			}
			if bottom := p.RowsBottom(); bottom > p.Close.Rect.Y {
				t.Errorf("%d×%d: the rows run to %.0f, under the close button at %.0f", size.w, size.h, bottom, p.Close.Rect.Y)
			}
		}
		a.Layout(shotW, shotH)
		answer(t, a, ebiten.KeyL)
		if a.Top() != Scene(tb) {
			t.Fatalf("a second L left %T on top", a.Top())
		}
	}
}

// TestLockeHotSeatLookBackIsTheViewersOwn (hot-seat secrets): at a 超人ロック table of two
// humans, whoever holds the device looks back only at lines they were shown — none told to the
// other player alone — and the record is rebuilt for each new viewer from the game's events
// through their eyes.
func TestLockeHotSeatLookBackIsTheViewersOwn(t *testing.T) {
	a := newTestApp(t, langs[1])
	tb := tableFor(t, a, "locke", "hhccccc", 4)
	a.Push(tb)
	rng := engine.NewRNG(4)
	curtains, checked := 0, 0
	for tick := 0; tick < 60000 && curtains < 12 && tb.sess.State.Outcome() == nil; tick++ {
		if _, ok := a.Top().(*Curtain); ok {
			confirmCurtain(t, a)
			curtains++
			seen := map[string]bool{}
			for _, e := range engine.Redact(tb.sess.Log, tb.viewer) {
				seen[msgText(e.Msg)] = true
			}
			for _, r := range tb.board.(lookBacker).LookBack().Rows {
				if !r.Mark && !seen[msgText(r.Words)] {
					t.Fatalf("viewer %d looks back at %+v, which they were never shown", tb.viewer, r.Words)
				}
			}
			if curtains == 1 {
				continue // the deal is noted as it is dealt
			}
			fresh := lktable.NewBoard()
			fresh.Recall(engine.Redact(tb.sess.Log, tb.viewer))
			if got, want := tb.board.(lookBacker).LookBack(), fresh.LookBack(); !reflect.DeepEqual(got, want) {
				t.Fatalf("viewer %d's look back is not their own record:\n%+v\nwant\n%+v", tb.viewer, got.Rows, want.Rows)
			}
			continue
		}
		step(t, a, 1)
		if rows := tb.board.(lookBacker).LookBack().Rows; tb.viewer >= 0 && len(rows) > 0 {
			checked = max(checked, len(rows))
		}
		if legal := tb.humanLegal(); len(legal) > 0 {
			tb.apply(tb.viewer, legal[rng.IntN(len(legal))])
		}
	}
	if curtains < 4 || checked < 4 {
		t.Fatalf("only %d curtains passed, the look back held %d rows at most", curtains, checked)
	}
}

// msgText is a message as comparable text.
func msgText(m engine.Msg) string { return fmt.Sprint(m.Key, m.Args) }
