package locke

import (
	"testing"

	"zashiki/rules/engine"
)

// The set-up's first events (4.1: the sheets dealt face down) are kept for the table: each
// seat sees its own sheet's face, nobody another's.
func TestDealEventsShowEachSeatItsOwnSheet(t *testing.T) {
	s := NewGame(7, 3, engine.Options{}, nil)
	evs := s.DealEvents()
	dealt := 0
	for _, e := range evs {
		if e.Kind != engine.EvMove || e.To.Name != "sheet" {
			continue
		}
		dealt++
		if e.Card != SheetRef(s.Private[e.Seat].Sheet) {
			t.Errorf("seat %d was dealt card %d, its sheet is %s", e.Seat, e.Card, s.Private[e.Seat].Sheet)
		}
		for seat := range 7 {
			if got, ok := e.For(seat); ok && (seat == e.Seat) != (got.Card == e.Card) {
				t.Errorf("seat %d sees card %d of seat %d's sheet deal", seat, got.Card, e.Seat)
			}
		}
	}
	if dealt != 7 {
		t.Errorf("%d sheets dealt in the deal events, want 7", dealt)
	}
}
