package napoleon

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"zashiki/rules/deck"
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

// TestViewSecrecyInRandomGames deals again, at every step, the cards one seat cannot see
// (other hands, the middle, and the discards unless it is Napoleon): its view must not
// change, so it shows nothing of them, the adjutant's seat included.
func TestViewSecrecyInRandomGames(t *testing.T) {
	pick := engine.NewRNG(3)
	hiddenAdjutant := 0
	for i, cfg := range enginetest.Configs(Game, playouts()/10) {
		st, _ := Game.New(cfg)
		s := st.(*State)
		for s.Outcome() == nil {
			seat := pick.IntN(seats)
			before := s.View(seat)
			if before.(*View).Adjutant < 0 && s.hasAdj {
				hiddenAdjutant++
			}
			if !reflect.DeepEqual(before, hideAndShuffle(s, seat, &pick).View(seat)) {
				t.Fatalf("game %d: seat %d's view depends on cards it cannot see", i, seat)
			}
			actor := s.Actors()[0]
			legal := s.Legal(actor)
			if _, err := s.Apply(actor, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if hiddenAdjutant == 0 {
		t.Fatal("no view with a hidden adjutant was checked")
	}
}

// hideAndShuffle is a clone of s with the cards seat cannot see dealt anew, sizes kept.
func hideAndShuffle(s *State, seat int, rng *engine.RNG) *State {
	c := s.Clone().(*State)
	var hidden []deck.Card
	for i, h := range c.hands {
		if i != seat {
			hidden = append(hidden, h...)
		}
	}
	hidden = append(hidden, c.hidden...)
	seesDiscards := seat == c.napoleon
	if !seesDiscards {
		hidden = append(hidden, c.discards...)
	}
	rng.Shuffle(len(hidden), func(i, j int) { hidden[i], hidden[j] = hidden[j], hidden[i] })
	take := func(n int) []deck.Card {
		out := slices.Clone(hidden[:n])
		hidden = hidden[n:]
		return out
	}
	for i, h := range c.hands {
		if i != seat {
			c.hands[i] = take(len(h))
		}
	}
	c.hidden = take(len(c.hidden))
	if !seesDiscards {
		c.discards = take(len(c.discards))
	}
	return c
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

func TestDeterminizeMatchesView(t *testing.T) {
	pick := engine.NewRNG(5)
	rng := engine.NewRNG(6)
	for i, cfg := range enginetest.Configs(Game, playouts()/20) {
		st, _ := Game.New(cfg)
		s := st.(*State)
		for {
			for seat := range seats {
				if err := checkDeterminize(s, seat, &rng, &pick); err != nil {
					t.Fatalf("game %d, %d tricks, seat %d: %v", i, len(s.tricks), seat, err)
				}
			}
			if s.Outcome() != nil {
				break
			}
			actor := s.Actors()[0]
			legal := s.Legal(actor)
			if _, err := s.Apply(actor, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func checkDeterminize(s *State, seat int, rng, pick *engine.RNG) error {
	v := s.View(seat)
	d := Game.Determinize(v, rng).(*State)
	if !reflect.DeepEqual(d.View(seat), v) {
		return errors.New("the determinized view differs")
	}
	if err := checkInvariants(d); err != nil {
		return err
	}
	// voids are kept: nobody is dealt a suit it has shown it lacks
	for other, vs := range v.(*View).Void {
		for _, c := range d.hands[other] {
			if other != seat && vs[c.Suit()] {
				return errors.New("a seat was dealt a suit it showed void")
			}
		}
	}
	if pick.IntN(10) == 0 {
		for d.Outcome() == nil {
			actor := d.Actors()[0]
			legal := d.Legal(actor)
			if _, err := d.Apply(actor, legal[pick.IntN(len(legal))]); err != nil {
				return err
			}
			if err := checkInvariants(d); err != nil {
				return err
			}
		}
	}
	return nil
}

func TestDeterminizeIsSeeded(t *testing.T) {
	st, _ := Game.New(engine.Config{Seats: 4, Seed: 8})
	v := st.View(2)
	r1, r2 := engine.NewRNG(4), engine.NewRNG(4)
	if !reflect.DeepEqual(Game.Determinize(v, &r1), Game.Determinize(v, &r2)) {
		t.Fatal("one rng stream determinized two ways")
	}
}
