package freeeight

import (
	"errors"
	"reflect"
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

// TestViewSecrecyInRandomGames shuffles, at every step, the cards one seat cannot see
// (the other hands' contents and the draw pile) among themselves: its view must not change.
func TestViewSecrecyInRandomGames(t *testing.T) {
	pick := engine.NewRNG(3)
	for i, cfg := range enginetest.Configs(Game, playouts(t)/30) {
		st, _ := Game.New(cfg)
		s := st.(*State)
		for s.Outcome() == nil {
			seat := pick.IntN(s.Seats())
			before := s.View(seat)
			if !reflect.DeepEqual(before, hideAndShuffle(s, seat, &pick).View(seat)) {
				t.Fatalf("game %d: seat %d's view depends on cards it cannot see", i, seat)
			}
			actors := s.Actors()
			actor := actors[pick.IntN(len(actors))]
			legal := s.Legal(actor)
			if _, err := s.Apply(actor, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
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
	hidden = append(hidden, c.draw...)
	rng.Shuffle(len(hidden), func(i, j int) { hidden[i], hidden[j] = hidden[j], hidden[i] })
	for i, h := range c.hands {
		if i != seat {
			c.hands[i], hidden = hidden[:len(h):len(h)], hidden[len(h):]
		}
	}
	c.draw = hidden
	return c
}

func TestViewSharesNoMemory(t *testing.T) {
	s := build(t, table{hands: []string{"4H 9C", "KD KS"}, top: "4S"})
	enginetest.Do(t, s, 0, "play 4H")
	v := s.View(1).(*View)
	keep := s.View(1)
	v.Hand[0] = 0
	v.HandCounts[0] = 9
	v.Discards[0] = 0
	v.Options[OptDeckOut] = "x"
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

func TestDeterminizeMatchesView(t *testing.T) {
	pick := engine.NewRNG(5)
	rng := engine.NewRNG(6)
	windows := 0
	for i, cfg := range enginetest.Configs(Game, playouts(t)/30) {
		st, _ := Game.New(cfg)
		s := st.(*State)
		for {
			for seat := range s.Seats() {
				if s.phase == PhaseRon {
					windows++
				}
				if err := checkDeterminize(s, seat, &rng, &pick); err != nil {
					t.Fatalf("game %d step %d seat %d: %v", i, s.moves, seat, err)
				}
			}
			if s.Outcome() != nil {
				break
			}
			actors := s.Actors()
			actor := actors[pick.IntN(len(actors))]
			legal := s.Legal(actor)
			if _, err := s.Apply(actor, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if windows == 0 {
		t.Fatal("no ロン window was determinized")
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
	if d.phase == PhaseRon {
		if len(d.Actors()) == 0 {
			return errors.New("a ロン window with nobody to ask")
		}
		for _, a := range d.ron.asked {
			if handSum(d.hands[a]) != int(d.ron.card.Rank()) {
				return errors.New("an asked seat's hand does not sum to the card")
			}
		}
	}
	// The determinized state plays on like any other (now and then, to the end).
	if pick.IntN(20) == 0 {
		for d.Outcome() == nil {
			actors := d.Actors()
			actor := actors[pick.IntN(len(actors))]
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

func TestDeterminizeRonWindowForBystander(t *testing.T) {
	// Seat 2 is not asked; the determinized deal must still leave someone to ask about the Q.
	s := build(t, table{hands: []string{"QH JC 4C", "9C 3D", "KD KS"}, top: "4H"})
	enginetest.Do(t, s, 0, "play QH")
	rng := engine.NewRNG(1)
	for range 50 {
		d := Game.Determinize(s.View(2), &rng).(*State)
		if len(d.Actors()) != 1 || d.Actors()[0] != 1 || handSum(d.hands[1]) != 12 {
			t.Fatalf("determinized window: actors %v, seat 1 holds %v", d.Actors(), d.hands[1])
		}
	}
}

func TestDeterminizeIsSeeded(t *testing.T) {
	st, _ := Game.New(engine.Config{Seats: 4, Seed: 8})
	v := st.View(2)
	r1, r2 := engine.NewRNG(4), engine.NewRNG(4)
	if !reflect.DeepEqual(Game.Determinize(v, &r1), Game.Determinize(v, &r2)) {
		t.Fatal("one rng stream determinized two ways")
	}
}
