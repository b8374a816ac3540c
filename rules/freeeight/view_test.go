package freeeight

import (
	"reflect"
	"slices"
	"testing"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

func TestViewHidesOtherHandsAndDrawOrder(t *testing.T) {
	a := build(t, table{hands: []string{"4H 9C", "KD KS", "QD QH"}, top: "4S"})
	b := build(t, table{hands: []string{"4H 9C", "JD 3S", "10D 9H"}, top: "4S", draw: "AC 2C 3C"})
	if !reflect.DeepEqual(a.View(0), b.View(0)) {
		t.Fatal("seat 0 can tell apart states that differ only in cards it cannot see")
	}
	if reflect.DeepEqual(a.View(1), b.View(1)) {
		t.Fatal("seat 1 cannot see its own hand")
	}
}

func TestViewSharesNoMemory(t *testing.T) {
	s := build(t, table{hands: []string{"4H 9C", "KD KS"}, top: "4S"})
	playOut(t, s, 0, "play 4H")
	v := s.View(1).(*View)
	keep := s.View(1)
	v.Hand[0] = 0
	v.HandCounts[0] = 9
	v.Discards[0] = 0
	v.Revealed = [][]deck.Card{{0}}
	if !reflect.DeepEqual(s.View(1), keep) {
		t.Fatal("changing a view changed the state")
	}
	enginetest.Do(t, s, 1, "draw")
	if reflect.DeepEqual(s.View(1), keep) {
		t.Fatal("the draw changed nothing")
	}
	over := build(t, table{hands: []string{"4H", "KD KS"}, top: "4S"})
	enginetest.Do(t, over, 0, "play 4H")
	ov := over.View(0).(*View)
	ov.Revealed[1][0] = 0
	ov.Outcome.Points[0] = 99
	if over.View(0).(*View).Revealed[1][0] != deck.MustParse("KD") || over.Outcome().Points[0] == 99 {
		t.Fatal("a finished game's view shares memory with the state")
	}
}

func TestRonWindowIsPublicAndAsksEveryOtherSeat(t *testing.T) {
	// Nobody's hand sums to 4: the window opens all the same, and every other seat may only pass.
	s := build(t, table{hands: []string{"4H KC", "KD KS", "QD QH"}, top: "4S"})
	if ev := enginetest.Do(t, s, 0, "play 4H"); len(ev) != 1 {
		t.Fatalf("the play reported %d events: opening the window must report none", len(ev))
	}
	want := engine.Window{Kind: "ron", Seconds: RonSeconds, Timeout: "pass", Policy: engine.AnyOrder, Cause: 0}
	if w := s.Window(); w == nil || *w != want {
		t.Fatalf("window %+v, want %+v", w, want)
	}
	if !slices.Equal(s.Actors(), []int{1, 2}) {
		t.Fatalf("actors %v, want every other seat", s.Actors())
	}
	for seat := 1; seat <= 2; seat++ {
		if got := legalStrings(s, seat); !slices.Equal(got, []string{"pass"}) {
			t.Fatalf("seat %d: legal %v, want only pass", seat, got)
		}
		if v := s.View(seat).(*View); v.RonAsked || v.Phase != PhaseRon || v.RonCard != deck.MustParse("4H") || v.Discarder != 0 {
			t.Fatalf("seat %d's view of the window: %+v", seat, v)
		}
	}
	passAll(t, s)
	if s.Window() != nil {
		t.Fatal("the window outlived the answers")
	}
	wantPhase(t, s, 1, PhaseTurn)
	if v := s.View(1).(*View); v.RonCard != 0 || v.Discarder != 0 || v.RonAnswered {
		t.Fatalf("the closed window lingers in the view: %+v", v)
	}
}

func TestDeterminizeRonWindowAsksEveryOtherSeat(t *testing.T) {
	// Seat 1 may declare on the Q; seat 2 may not. Neither view tells the other's.
	s := build(t, table{hands: []string{"QH JC 4C", "9C 3D", "KD KS"}, top: "4H"})
	enginetest.Do(t, s, 0, "play QH")
	rng := engine.NewRNG(1)
	for range 50 {
		d := Game.Determinize(&rng, s.View(2)).(*State)
		if !slices.Equal(d.Actors(), []int{1, 2}) || !slices.Equal(legalStrings(d, 2), []string{"pass"}) {
			t.Fatalf("determinized window: actors %v, seat 2 may %v", d.Actors(), legalStrings(d, 2))
		}
		if err := checkInvariants(d); err != nil {
			t.Fatal(err)
		}
		d = Game.Determinize(&rng, s.View(1), s.View(2)).(*State)
		if !slices.Equal(legalStrings(d, 1), []string{"ron", "pass"}) || hand(d, 1) != "9C 3D" {
			t.Fatalf("two views: seat 1 holds %q and may %v", hand(d, 1), legalStrings(d, 1))
		}
	}
	// Seat 2's own pass is its knowledge; it is no longer asked in any deal from its view.
	enginetest.Do(t, s, 2, "pass")
	d := Game.Determinize(&rng, s.View(2)).(*State)
	if !slices.Equal(d.Actors(), []int{1}) {
		t.Fatalf("after seat 2's pass: actors %v", d.Actors())
	}
}

func TestRedealKeepsDrawOrderAndKeptHands(t *testing.T) {
	s := build(t, table{hands: []string{"4H 9C", "KD KS", "QD QH", "2C 3C"}, top: "4S", draw: "AC 2D 3D"})
	rng := engine.NewRNG(2)
	moved := false
	for range 20 {
		r := s.Redeal(&rng, 0, 2).(*State)
		if hand(r, 0) != hand(s, 0) || hand(r, 2) != hand(s, 2) || !slices.Equal(r.Hidden.Draw, s.Hidden.Draw) {
			t.Fatal("Redeal changed a kept hand or the draw pile")
		}
		if err := checkInvariants(r); err != nil {
			t.Fatal(err)
		}
		moved = moved || hand(r, 1) != hand(s, 1)
	}
	if !moved {
		t.Fatal("Redeal never dealt seats 1 and 3 afresh")
	}
}

func TestDeterminizeIsSeeded(t *testing.T) {
	st, _ := Game.New(engine.Config{Seats: 4, Seed: 8})
	v := st.View(2)
	r1, r2 := engine.NewRNG(4), engine.NewRNG(4)
	if !reflect.DeepEqual(Game.Determinize(&r1, v), Game.Determinize(&r2, v)) {
		t.Fatal("one rng stream determinized two ways")
	}
}
