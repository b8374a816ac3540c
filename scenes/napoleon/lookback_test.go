package napoleon

import (
	"reflect"
	"testing"

	"zashiki/rules/engine"
	np "zashiki/rules/napoleon"
	"zashiki/scenes/ui"
)

// toTricks takes the table from the declaration through the exchange: 20♠ for seat 0, an
// adjutant card it lacks, then its first four picks.
func (tb *table) toTricks() {
	tb.toExchange()
	for tb.s.View(0).(*np.View).Phase == np.PhaseExchange {
		for _, a := range tb.s.Legal(0) {
			if a.(np.Action).Kind == np.Discard {
				tb.apply(0, a)
				break
			}
		}
	}
}

// playTrick plays a full trick, each seat its first legal card, and returns the cards in
// play order.
func (tb *table) playTrick() []np.Played {
	var out []np.Played
	for range 4 {
		seat := engine.Next(tb.s, nil)
		a := tb.s.Legal(seat)[0].(np.Action)
		out = append(out, np.Played{Seat: seat, Card: a.Card})
		tb.apply(seat, a)
	}
	return out
}

// TestLookBackIsTheLastTrick (look back: the last completed trick): after a scripted trick the
// panel lists its four cards in play order with their seats, marks the leader's row "led" and
// the winner's row, and says who took it; the next trick under way does not change it until it
// is complete. A board reset (a new viewer in hot-seat, a resumed game) shows the same.
func TestLookBackIsTheLastTrick(t *testing.T) {
	tb := newTable(t, 5, 1)
	if lb := tb.b.LookBack(); len(lb.Rows) != 0 || lb.Empty.Key != "lb.np.none" || lb.Title.Key != "lb.np.title0" {
		t.Fatalf("before any trick the look back holds %+v", lb)
	}
	tb.toTricks()
	first := tb.playTrick()
	v := tb.s.View(1).(*np.View)
	winner := v.Tricks[0].Winner
	check := func(lb ui.LookBack, trick []np.Played, no, winner int) {
		t.Helper()
		if len(lb.Rows) != 4 {
			t.Fatalf("%d rows, want the trick's 4", len(lb.Rows))
		}
		for i, p := range trick {
			r := lb.Rows[i]
			if r.Seat != p.Seat || len(r.Cards) != 1 || r.Cards[0] != int(p.Card) {
				t.Errorf("row %d: seat %d cards %v, want seat %d card %s", i, r.Seat, r.Cards, p.Seat, p.Card)
			}
			if r.Mark != (p.Seat == winner) {
				t.Errorf("row %d (seat %d) marked %v; the winner is %d", i, p.Seat, r.Mark, winner)
			}
		}
		if k := lb.Rows[0].Words.Key; k != "lb.np.led" && k != "lb.np.ledwon" {
			t.Errorf("the leader's row says %q", k)
		}
		last := lb.Notes[len(lb.Notes)-1]
		if last.Key != np.MsgTrick || last.Args[0] != engine.SeatRef(winner) {
			t.Errorf("the note %v does not name the winner %d", last, winner)
		}
		if lb.Title.Args[0] != no {
			t.Errorf("title %v, want trick %d", lb.Title, no)
		}
	}
	lb := tb.b.LookBack()
	check(lb, first, 1, winner)

	// half of the second trick: the first stays the last completed one
	for range 2 {
		seat := engine.Next(tb.s, nil)
		tb.apply(seat, tb.s.Legal(seat)[0])
	}
	if got := tb.b.LookBack(); !reflect.DeepEqual(got, lb) {
		t.Errorf("a trick under way changed the look back:\n%+v\nwas\n%+v", got, lb)
	}
	// a reset through another seat's eyes rebuilds the same from the view
	tb.b.Reset(tb.ctx, tb.s.View(2), nil)
	if got := tb.b.LookBack(); !reflect.DeepEqual(got, lb) {
		t.Errorf("after a reset:\n%+v\nwant\n%+v", got, lb)
	}
	// and the trick finished after the reset is recorded from its events
	tb.viewer = 2
	for range 2 {
		seat := engine.Next(tb.s, nil)
		tb.apply(seat, tb.s.Legal(seat)[0])
	}
	second := tb.s.View(2).(*np.View).Tricks[1]
	check(tb.b.LookBack(), second.Cards[:], 2, second.Winner)
}

// TestLookBackHoldsOnlyWhatEveryoneSaw (secrets): through a whole game the look back of each
// seat's board equals that of a board showing nobody's view, so it holds no card of a hand,
// of the middle or of Napoleon's discards, and a hot-seat board may keep it for the next
// player. A board reset on the game (resumed) rebuilds the same look back from the view.
func TestLookBackHoldsOnlyWhatEveryoneSaw(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		boards := []*table{newTable(t, seed, -1)}
		for v := range 4 {
			boards = append(boards, newTable(t, seed, v))
		}
		rng := engine.NewRNG(seed)
		s := boards[0].s
		for s.Outcome() == nil {
			seat := engine.Next(s, &rng)
			legal := s.Legal(seat)
			a := legal[rng.IntN(len(legal))]
			for _, b := range boards {
				b.apply(seat, a)
			}
			want := boards[0].b.LookBack()
			for _, b := range boards[1:] {
				if got := b.b.LookBack(); !reflect.DeepEqual(got, want) {
					t.Fatalf("seed %d: seat %d's look back\n%+v\nnobody's\n%+v", seed, b.viewer, got, want)
				}
			}
			// a board put down here (a resumed game) rebuilds the same from the view
			fresh := NewBoard()
			fresh.Reset(boards[0].ctx, s.View(0), nil)
			if got := fresh.LookBack(); !reflect.DeepEqual(got, want) {
				t.Fatalf("seed %d: rebuilt from the view\n%+v\nrecorded\n%+v", seed, got, want)
			}
		}
	}
}
