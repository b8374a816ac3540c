package freeeight

import (
	"reflect"
	"testing"

	"zashiki/rules/engine"
	fe "zashiki/rules/freeeight"
	"zashiki/scenes/i18n"
)

// TestLookBackListsTheLastPlays (look back: the last plays): a card played is its seat's row
// with the card; an 8 names its suit; a draw is a count with no card, even on the drawer's
// own board; only the last six are kept, oldest first.
func TestLookBackListsTheLastPlays(t *testing.T) {
	w := newWatch(t, 3, 0)
	w.apply(0, fe.Action{Kind: fe.Draw})
	lb := w.b.LookBack()
	if len(lb.Rows) != 1 {
		t.Fatalf("after one draw the look back holds %+v", lb.Rows)
	}
	if r := lb.Rows[0]; r.Seat != 0 || len(r.Cards) != 0 || r.Words.Key != "lb.draw" || r.Words.Args[0] != 1 {
		t.Errorf("the viewer's own draw reads %+v, want a count of 1 and no card", r)
	}
	rng := engine.NewRNG(9)
	var plays []fe.Action // every card played, in order
	var seats []int
	for moves := 0; moves < 60 && w.s.Outcome() == nil; moves++ {
		seat := w.s.Actors()[0]
		legal := w.s.Legal(seat)
		a := legal[rng.IntN(len(legal))].(fe.Action)
		if a.Kind == fe.Play {
			plays, seats = append(plays, a), append(seats, seat)
		}
		w.apply(seat, a)
	}
	lb = w.b.LookBack()
	if len(lb.Rows) != lookRows {
		t.Fatalf("%d rows, want the last %d", len(lb.Rows), lookRows)
	}
	// the newest row with a card is the last card played
	for i := len(lb.Rows) - 1; i >= 0; i-- {
		r := lb.Rows[i]
		if r.Words.Key != "lb.fe.play" && r.Words.Key != "lb.fe.play8" {
			continue // a draw, a ロン
		}
		last := plays[len(plays)-1]
		if r.Seat != seats[len(seats)-1] || r.Cards[0] != int(last.Card) {
			t.Errorf("the newest play reads seat %d card %v, want seat %d %s", r.Seat, r.Cards, seats[len(seats)-1], last.Card)
		}
		if want := "lb.fe.play"; last.Card.Rank() == 8 {
			if r.Words.Key != "lb.fe.play8" || r.Words.Args[0] != last.Suit.Symbol() {
				t.Errorf("the 8's row says %v, want it to name %s", r.Words, last.Suit.Symbol())
			}
		} else if r.Words.Key != want {
			t.Errorf("the play's row says %v", r.Words)
		}
		break
	}
}

// TestLookBackHoldsOnlyWhatEveryoneSaw (secrets): through whole games the look back of each
// seat's board equals that of a board showing nobody's view, so it never holds a drawn card
// or a card of a hand, and a hot-seat board keeps it for the next player. A new deal clears
// it; a reset for another viewer keeps it.
func TestLookBackHoldsOnlyWhatEveryoneSaw(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		ws := []*watch{newWatch(t, seed, -1)}
		for v := range 4 {
			ws = append(ws, newWatch(t, seed, v))
		}
		rng := engine.NewRNG(seed)
		s := ws[0].s
		for moves := 0; s.Outcome() == nil; moves++ {
			seat := s.Actors()[0]
			legal := s.Legal(seat)
			a := legal[rng.IntN(len(legal))]
			for _, w := range ws {
				w.apply(seat, a)
			}
			if moves == 10 { // hot-seat: seat 1's board turns to seat 3's eyes
				ws[2].viewer = 3
				ws[2].b.Reset(ws[2].ctx, ws[2].s.View(3), nil)
			}
			want := ws[0].b.LookBack()
			for _, w := range ws[1:] {
				if got := w.b.LookBack(); !reflect.DeepEqual(got, want) {
					t.Fatalf("seed %d move %d: seat %d's look back\n%+v\nnobody's\n%+v", seed, moves, w.viewer, got, want)
				}
			}
		}
		if len(ws[1].b.LookBack().Rows) == 0 {
			t.Fatalf("seed %d: a whole game left nothing to look back at", seed)
		}
		deal := ws[1].s.(interface{ DealEvents() []engine.Event }).DealEvents()
		ws[1].b.Reset(ws[1].ctx, ws[1].s.View(0), engine.Redact(deal, 0))
		if rows := ws[1].b.LookBack().Rows; len(rows) != 0 {
			t.Errorf("seed %d: a new deal kept %d rows", seed, len(rows))
		}
	}
}

// TestLookWordsAreCatalogued: every row's words are in the catalogue, in both languages.
func TestLookWordsAreCatalogued(t *testing.T) {
	for key, r := range lookRules {
		if !i18n.Has(r.Words) {
			t.Errorf("%s: no catalogue entry for %q", key, r.Words)
		}
	}
}
