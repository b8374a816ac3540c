package boss

import (
	"reflect"
	"slices"
	"testing"

	"zashiki/rules/engine"
)

// No View shows another seat's hand: shuffling, at every step, what one seat cannot see (the
// other hands beyond what was shown, and the draw piles' order) leaves its view unchanged.
func TestViewSecrecyInRandomGames(t *testing.T) {
	pick := engine.NewRNG(3)
	for i, cfg := range configs(playouts() / 10) {
		st, _ := Game.New(cfg)
		s := st.(*State)
		for s.Outcome() == nil {
			seat := pick.IntN(s.Seats())
			v := s.View(seat).(*View)
			if !slices.Equal(v.Hand, s.hands[seat]) {
				t.Fatalf("game %d: seat %d's view lacks its hand", i, seat)
			}
			if !reflect.DeepEqual(v, hideAndShuffle(s, seat, &pick).View(seat)) {
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

// hideAndShuffle deals the cards seat cannot see anew among the other hands and the draw pile,
// sizes kept (so only the hidden identities change), and reshuffles the 独裁 pile.
func hideAndShuffle(s *State, seat int, rng *engine.RNG) *State {
	c := s.Clone().(*State)
	var hidden []int
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
	rng.Shuffle(len(c.dictDraw), func(i, j int) { c.dictDraw[i], c.dictDraw[j] = c.dictDraw[j], c.dictDraw[i] })
	return c
}

func TestViewSharesNoMemory(t *testing.T) {
	s := build(t, spec{hands: []string{"a a", "d"}, noDict: true, from: TaskBossStart, draw: "r"})
	keep := s.View(0)
	v := s.View(0).(*View)
	v.Hand[0], v.Life[0], v.Order[0], v.Field[1], v.Tasks[0].N = 9, 9, 9, 9, 9
	v.Options[OptVote] = "x"
	if !reflect.DeepEqual(s.View(0), keep) {
		t.Fatal("changing a view changed the state")
	}
}

// Determinize keeps everything the seat knows and deals the rest consistently; a game goes
// on from it.
func TestDeterminize(t *testing.T) {
	pick := engine.NewRNG(11)
	for i, cfg := range configs(200) {
		s, _, err := enginetestPlay(cfg, &pick, 20+i%60)
		if err != nil {
			t.Fatal(err)
		}
		if s.Outcome() != nil {
			continue
		}
		seat := pick.IntN(s.Seats())
		v := s.View(seat).(*View)
		d := Game.Determinize(v, &pick).(*State)
		if !reflect.DeepEqual(d.View(seat), v) {
			t.Fatalf("game %d: the determinized state looks different to seat %d", i, seat)
		}
		if err := checkInvariants(d); err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		for other := range s.Seats() {
			have := CountKinds(d.hands[other])
			for k, n := range v.Known[other] {
				if have[k] < n {
					t.Fatalf("game %d: seat %d was seen holding %d of kind %d, dealt %d", i, other, n, k, have[k])
				}
			}
		}
		for d.Outcome() == nil {
			a := d.Actors()[0]
			l := d.Legal(a)
			if _, err := d.Apply(a, l[pick.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// enginetestPlay plays n random steps (or to the end).
func enginetestPlay(cfg engine.Config, pick *engine.RNG, n int) (*State, int, error) {
	st, err := Game.New(cfg)
	if err != nil {
		return nil, 0, err
	}
	s := st.(*State)
	for k := 0; k < n && s.Outcome() == nil; k++ {
		actors := s.Actors()
		a := actors[pick.IntN(len(actors))]
		l := s.Legal(a)
		if _, err := s.Apply(a, l[pick.IntN(len(l))]); err != nil {
			return s, k, err
		}
	}
	return s, n, nil
}

func TestActionStrings(t *testing.T) {
	for _, text := range []string{"vote yes", "vote no", "attack 3", "guard", "heal 0", "chief", "resign",
		"discard attack", "discard defence", "discard recovery", "discard chief", "end", "block 2", "nullify",
		"hit 4", "mend 1", "draw", "skip"} {
		a, err := ParseAction(text)
		if err != nil || a.String() != text {
			t.Errorf("%q -> %v %v", text, a, err)
		}
	}
	for _, bad := range []string{"", "vote", "vote maybe", "attack", "attack x", "discard joker", "guard 1", "fly"} {
		if _, err := ParseAction(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestRefusals(t *testing.T) {
	s := build(t, spec{hands: []string{"a", "d"}, noDict: true, from: TaskSubTurn, seat: 1, draw: "r"})
	refuse(t, s, 2, "attack 0", engine.ErrNotYourTurn)
	refuse(t, s, 1, "heal 1", engine.ErrIllegal) // at 4
	refuse(t, s, 1, "chief", engine.ErrIllegal)  // holds none
	refuse(t, s, 1, "attack 0", engine.ErrIllegal)
	refuse(t, s, 1, "block 1", engine.ErrIllegal)
}

// When the 勤務 draw pile runs out, its discards are shuffled into a new one.
func TestReshuffleWhenDeckRunsOut(t *testing.T) {
	s := build(t, spec{hands: []string{"a"}, noDict: true, from: TaskBossStart, draw: "a"})
	for len(s.draw) > 0 {
		s.Discard = append(s.Discard, s.draw[len(s.draw)-1])
		s.draw = s.draw[:len(s.draw)-1]
	}
	n := len(s.Discard)
	s.drawCards(1, 1)
	if len(s.draw) != n-1 || len(s.Discard) != 0 || len(s.hands[1]) != 1 {
		t.Fatalf("draw %d discard %d", len(s.draw), len(s.Discard))
	}
	if err := checkInvariants(s); err != nil {
		t.Fatal(err)
	}
}
