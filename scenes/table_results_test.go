package scenes

import (
	"image"
	"image/color"
	"testing"

	"zashiki/rules/engine"
	"zashiki/scenes/ui"
)

// bigHands is a board whose every seat shows a long hand at the end (a Free Eight deck run
// out), to hold the results screen to its rows.
type bigHands struct {
	Board
	n int
}

func (b bigHands) FinalHand(seat int) []int {
	out := make([]int, b.n+seat*3)
	for i := range out {
		out[i] = (i*7 + seat) % 52
	}
	return out
}

// TestResultsKeepRevealedHandsInsideTheirRows: with six players and long revealed hands the
// rows stay above the buttons, every card stays inside its row's hand box, and nothing is
// drawn in the gaps between the rows.
func TestResultsKeepRevealedHandsInsideTheirRows(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb, err := NewTable(a, freeEightSetup(a, "hccccc", 7))
		if err != nil {
			t.Fatal(err)
		}
		tb.board = bigHands{Board: tb.board, n: 14}
		a.Push(tb)
		step(t, a, 2)
		o := engine.Outcome{Winners: []int{2}, Points: []int{-9, -14, 0, -3, -21, -6}, Reason: engine.M("log.newgame", 1)}
		tb.sess.Match.Record(o)
		tb.sess.Recorded = true
		r := NewResults(tb, o)
		a.Push(r)
		step(t, a, 1)
		img := shot(t, a, "results-six")
		rows := r.rows(a, 6)
		if last := rows[len(rows)-1]; last.Bottom() > r.next.Rect.Y {
			t.Errorf("the last row ends at %.0f, below the buttons' top %.0f", last.Bottom(), r.next.Rect.Y)
		}
		p := r.panel(a)
		for i, row := range rows {
			box := r.handBox(a, row)
			if box.X < p.X || box.Right() > p.Right() || box.Y < row.Y || box.Bottom() > row.Bottom() {
				t.Errorf("row %d: the hand box %v leaves the row %v", i, box, row)
			}
			hand := tb.board.FinalHand(i)
			b := tb.board.CardImage(hand[0]).Bounds()
			aspect := float64(b.Dy()) / float64(b.Dx())
			for j, pose := range handPoses(box, len(hand), aspect, a.U) {
				h := pose.W * aspect
				if pose.X-pose.W/2 < box.X-0.5 || pose.X+pose.W/2 > box.Right()+0.5 ||
					pose.Y-h/2 < box.Y-0.5 || pose.Y+h/2 > box.Bottom()+0.5 {
					t.Errorf("row %d: card %d of %d at %+v leaves the box %v", i, j, len(hand), pose, box)
				}
			}
			if i > 0 {
				gap := ui.Rect{X: box.X, Y: rows[i-1].Bottom() + 1, W: box.W, H: row.Y - rows[i-1].Bottom() - 2}
				if n := unlike(img, gap, ui.Paper); n > 0 {
					t.Errorf("rows %d and %d: %d pixels drawn in the gap between them", i-1, i, n)
				}
			}
		}
		a.Home()
	}
}

// unlike counts the pixels of r in img that are not clr (or close to it).
func unlike(img *image.RGBA, r ui.Rect, clr color.RGBA) int {
	n := 0
	for y := int(r.Y + 0.5); y < int(r.Bottom()); y++ {
		for x := int(r.X + 0.5); x < int(r.Right()); x++ {
			i := img.PixOffset(x, y)
			if absDiff(img.Pix[i], clr.R) > 24 || absDiff(img.Pix[i+1], clr.G) > 24 || absDiff(img.Pix[i+2], clr.B) > 24 {
				n++
			}
		}
	}
	return n
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// TestMatchLineNamesEveryTiedWinner: a match whose top total is shared (超人ロック's side wins
// together) names every seat on it.
func TestMatchLineNamesEveryTiedWinner(t *testing.T) {
	a := newTestApp(t, langs[1])
	tb := tableFor(t, a, "freeeight", "hccc", 3)
	tb.sess.Match.Totals = []int{1, 0, 1, 0}
	names := []string{"Ann", "Bea", "Cy", "Di"}
	r := NewResults(tb, engine.Outcome{})
	if got, want := r.matchLine(a, names, 0), "Match won by Ann and Cy"; got != want {
		t.Errorf("match line %q, want %q", got, want)
	}
}
