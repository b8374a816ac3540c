package napoleon

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// TestAdjutantSecretFromOtherSeats: two positions that differ only in which seat holds the
// adjutant card give every seat that holds it in neither the same view.
func TestAdjutantSecretFromOtherSeats(t *testing.T) {
	a := build(t, table{hands: [4]string{"3H 3C", "AD 9S", "KH 9C", "5H QS"}, napoleon: 0, adj: "AD"})
	b := build(t, table{hands: [4]string{"3H 3C", "KH 9S", "AD 9C", "5H QS"}, napoleon: 0, adj: "AD"})
	// seat 1 and 2 swapped AD and KH: seats 0 and 3 cannot tell
	for _, seat := range []int{0, 3} {
		if !reflect.DeepEqual(a.View(seat), b.View(seat)) {
			t.Fatalf("seat %d can tell who the adjutant is", seat)
		}
		if v := a.View(seat).(*View); v.Adjutant != -1 || v.Team(1) != 0 && seat != 0 {
			t.Fatalf("seat %d sees adjutant %d", seat, v.Adjutant)
		}
	}
	if a.View(1).(*View).Adjutant != 1 || b.View(2).(*View).Adjutant != 2 {
		t.Fatal("the adjutant does not know itself")
	}
}

func TestViewSharesNoMemory(t *testing.T) {
	s := build(t, table{hands: [4]string{"3H 3C", "AD 9S", "KH 9C", "5H QS"}, napoleon: 0, adj: "AD", discards: "2C 2D 2H 2S"})
	enginetest.Do(t, s, 0, "play 3H")
	keep := s.View(0)
	v := s.View(0).(*View)
	v.Hand[0], v.Trick[0].Card, v.Discards[0], v.HandCounts[1] = 0, 0, 0, 9
	v.Options[OptStake] = "x"
	if !reflect.DeepEqual(s.View(0), keep) {
		t.Fatal("changing a view changed the state")
	}
}

// TestVoidsKeptByDeterminizeAndRedeal: a suit a seat has shown void in by not following is
// public knowledge; no deal from views or twin of the state gives that seat a card of it.
func TestVoidsKeptByDeterminizeAndRedeal(t *testing.T) {
	pick := engine.NewRNG(5)
	rng := engine.NewRNG(6)
	voids := 0
	for i, cfg := range enginetest.Configs(Game, playouts()/10) {
		st, _ := Game.New(cfg)
		s := st.(*State)
		for s.Outcome() == nil {
			seat := pick.IntN(seats)
			for _, v := range s.Public.Void {
				for _, void := range v {
					if void {
						voids++
					}
				}
			}
			d := Game.Determinize(&rng, s.View(seat)).(*State)
			r := s.Redeal(&rng, seat).(*State)
			for _, x := range []*State{d, r} {
				if err := dealtNoVoidSuit(x); err != nil {
					t.Fatalf("game %d, %d tricks, seat %d: %v", i, len(s.Public.Tricks), seat, err)
				}
				if err := checkInvariants(x); err != nil {
					t.Fatalf("game %d: a deal from seat %d's knowledge: %v", i, seat, err)
				}
			}
			actor := s.Actors()[0]
			legal := s.Legal(actor)
			if _, err := s.Apply(actor, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if voids == 0 {
		t.Fatal("no seat ever showed a void")
	}
}

func dealtNoVoidSuit(s *State) error {
	for seat, vs := range s.Public.Void {
		for _, c := range s.Private[seat].Hand {
			if vs[c.Suit()] {
				return errors.New("a seat was dealt a suit it showed void")
			}
		}
	}
	return nil
}

// TestVoidsForceTheDeal: three seats void in three suits each leave one place for every
// card the viewer cannot see; a deal that placed cards greedily would often get stuck.
func TestVoidsForceTheDeal(t *testing.T) {
	var hands [4]string
	for seat, suit := range []string{"S", "H", "D", "C"} {
		for _, r := range []string{"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"} {
			hands[seat] += r + suit + " "
		}
	}
	s := build(t, table{hands: hands, napoleon: 0, adj: "AD", discards: "AS AH AD AC"})
	s.Public.Void[1] = [4]bool{true, false, true, true}
	s.Public.Void[2] = [4]bool{true, true, false, true}
	s.Public.Void[3] = [4]bool{true, true, true, false}
	rng := engine.NewRNG(1)
	for range 200 {
		d := Game.Determinize(&rng, s.View(0)).(*State)
		if err := dealtNoVoidSuit(d); err != nil {
			t.Fatal(err)
		}
		for seat := range seats {
			got, want := slices.Sorted(slices.Values(d.Private[seat].Hand)), slices.Sorted(slices.Values(s.Private[seat].Hand))
			if !slices.Equal(got, want) {
				t.Fatalf("seat %d was dealt %v, the only deal the voids allow gives it %v", seat, got, want)
			}
		}
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
