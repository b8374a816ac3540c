package chaos

import (
	"reflect"
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// hideAndShuffle is a clone of s with the cards seat cannot see (other hands, the deck, the
// cards set aside) dealt anew among themselves, every pile keeping its size.
func hideAndShuffle(s *State, seat int, rng *engine.RNG) *State {
	c := s.Clone().(*State)
	var hidden []int
	for i, h := range c.hands {
		if i != seat {
			hidden = append(hidden, h...)
		}
	}
	hidden = append(append(hidden, c.draw...), c.boxed...)
	rng.Shuffle(len(hidden), func(i, j int) { hidden[i], hidden[j] = hidden[j], hidden[i] })
	for i := range c.hands {
		if i != seat {
			n := len(c.hands[i])
			c.hands[i], hidden = slices.Clone(hidden[:n]), hidden[n:]
		}
	}
	n := len(c.draw)
	c.draw, c.boxed = slices.Clone(hidden[:n]), slices.Clone(hidden[n:])
	if c.choice.Kind == ChooseDiscard && c.choice.Seat != seat {
		c.choice.Options = slices.Clone(c.hands[c.choice.Seat])
	}
	return c
}

func TestViewSecrecyInRandomGames(t *testing.T) {
	pick := engine.NewRNG(3)
	for i, cfg := range enginetest.Configs(Game, playouts()/10) {
		st, _ := Game.New(cfg)
		s := st.(*State)
		for s.Outcome() == nil {
			seat := pick.IntN(s.Seats())
			if !reflect.DeepEqual(s.View(seat), hideAndShuffle(s, seat, &pick).View(seat)) {
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

func TestViewShowsOwnHandOnly(t *testing.T) {
	s := build(t, table{hands: [][]string{{"tech.ok1"}, {"user.ok1", "user.ok2"}}})
	v := s.View(0).(*View)
	if len(v.Hand) != 1 || !slices.Equal(v.HandCounts, []int{1, 2}) {
		t.Fatalf("hand %v counts %v", v.Hand, v.HandCounts)
	}
	v.Hand[0] = 99
	if s.hands[0][0] == 99 {
		t.Fatal("the view shares memory with the state")
	}
}

// Determinize keeps everything the seat can see and deals the rest: the same view, and a
// state that plays on legally.
func TestDeterminizeIsConsistentWithTheView(t *testing.T) {
	pick := engine.NewRNG(8)
	for i, cfg := range enginetest.Configs(Game, playouts()/10) {
		st, _ := Game.New(cfg)
		for st.Outcome() == nil {
			seat := pick.IntN(st.Seats())
			v := st.View(seat)
			d := Game.Determinize(v, &pick)
			if !reflect.DeepEqual(v, d.View(seat)) {
				t.Fatalf("game %d: determinized view differs for seat %d\n%+v\n%+v", i, seat, v, d.View(seat))
			}
			if err := checkInvariants(d); err != nil {
				t.Fatalf("game %d: determinized state: %v", i, err)
			}
			if !slices.Equal(st.Actors(), d.Actors()) {
				t.Fatalf("actors %v vs %v", st.Actors(), d.Actors())
			}
			for _, a := range d.Actors() {
				if a == seat && !reflect.DeepEqual(st.Legal(a), d.Legal(a)) {
					t.Fatalf("legal actions differ for the viewer")
				}
			}
			actors := st.Actors()
			actor := actors[pick.IntN(len(actors))]
			legal := st.Legal(actor)
			if _, err := st.Apply(actor, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
