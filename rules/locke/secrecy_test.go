package locke

import (
	"reflect"
	"slices"
	"testing"

	"zashiki/rules/engine"
)

// What a seat cannot see stays unseen: whether a 耐久力 declaration was a suit's (3.1
// [スーツ:X]), and the sheets Determinize deals for a seat's search.

func TestSuit_TheDeclarationIsPublicTheSuitPartSecret(t *testing.T) {
	// Twins: オクタヴィアス declares 2 on his body or on his suit; 8 against 2 is 4:1, an 8
	// deals 1. The attacker and the third seat must see the same in both.
	p := newPicker(t)
	bz := p.c("バズーカ", 3, 8)
	hands := map[int][]int{0: p.fill([]int{bz}, 7, spare...), 1: p.fill(nil, 7, weapons...), 2: p.fill(nil, 7, spare...)}
	set := Setup{Seats: 3, Sheets: []string{"riot", "octavius", "lag"}, In: []int{0, 1, 2}, Dice: []int{4, 4}, Hands: hands}
	set.Seed = seedFor(t, set, first(0), nil)
	type seen struct {
		view  engine.View
		evs   []engine.Event
		legal []string
	}
	var got [2][]seen
	for i, decl := range []string{"dur 2", "dur 2 suit"} {
		s := NewCombat(set)
		flow(t, s)
		attackWith(t, s, 0, bz, 1, 6)
		do(t, s, 1, "take")
		evs := do(t, s, 1, decl)
		if s.Public.Chars[1].Taken != 1 || !s.Public.Chars[1].Alive {
			t.Fatalf("%s: taken %d alive %v, want 1 and alive", decl, s.Public.Chars[1].Taken, s.Public.Chars[1].Alive)
		}
		if body := s.Private[1].Body; (body == 1) != (i == 0) {
			t.Fatalf("%s: body took %d", decl, body)
		}
		for _, seat := range []int{0, 2} {
			got[i] = append(got[i], seen{s.View(seat), engine.Redact(evs, seat), legalOf(s, seat)})
		}
	}
	for k, seat := range []int{0, 2} {
		a, b := got[0][k], got[1][k]
		if !reflect.DeepEqual(a.view, b.view) {
			t.Errorf("seat %d's view tells the suit from the body:\n%+v\n%+v", seat, a.view, b.view)
		}
		if !reflect.DeepEqual(a.evs, b.evs) {
			t.Errorf("seat %d's events tell the suit from the body:\n%+v\n%+v", seat, a.evs, b.evs)
		}
		if !slices.Equal(a.legal, b.legal) {
			t.Errorf("seat %d's legal actions differ: %v / %v", seat, a.legal, b.legal)
		}
	}
}

// TestDeterminize_ShowsTheSeatItsViewAndDealsSheetsThatFitTheClaims plays random combats and,
// at random steps, determinizes from one seat's view: the seat must see exactly its view and
// its legal actions, and every hidden sheet dealt must fit what its seat showed (alive with
// its damage, every declaration within reach, its hand limit, the abilities it was seen to
// use), each sheet dealt once.
func TestDeterminize_ShowsTheSeatItsViewAndDealsSheetsThatFitTheClaims(t *testing.T) {
	games, checks := 200, 0
	if testing.Short() {
		games = 60
	}
	rng := engine.NewRNG(7)
	for g := range games {
		st, err := CombatGame.New(engine.Config{Seats: 2 + g%9, Seed: uint64(1000 + g)})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		s.SetQuiet(true)
		for step := 0; s.Result == nil && step < 3000; step++ {
			if rng.IntN(8) == 0 {
				seat := rng.IntN(s.Public.Seats)
				checkDeterminized(t, s, seat, &rng)
				checks++
			}
			actor := engine.Next(s, &rng)
			legal := s.Legal(actor)
			if _, err := s.Apply(actor, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checks < games {
		t.Fatalf("only %d checks over %d combats", checks, games)
	}
}

func checkDeterminized(t *testing.T, s *State, seat int, rng *engine.RNG) {
	t.Helper()
	v := s.View(seat)
	d := CombatGame.Determinize(rng, v).(*State)
	if !reflect.DeepEqual(d.View(seat), v) {
		t.Fatalf("seat %d: the determinized view differs:\n%+v\n%+v", seat, d.View(seat), v)
	}
	if got, want := legalOf(d, seat), legalOf(s, seat); !slices.Equal(got, want) {
		t.Fatalf("seat %d: determinized legal %v, real %v", seat, got, want)
	}
	dealt := map[string]int{}
	for o := range d.Public.Seats {
		id := d.Private[o].Sheet
		if prev, ok := dealt[id]; ok {
			t.Fatalf("sheet %s dealt to seats %d and %d", id, prev, o)
		}
		dealt[id] = o
		if o == seat || d.Public.Chars[o].Sheet != "" {
			continue
		}
		if !s.fits(o, s.Private[o].Sheet) {
			t.Fatalf("seat %d's own sheet %s does not fit what it showed: %+v", o, s.Private[o].Sheet, s.Public.Chars[o])
		}
		if !d.fits(o, id) {
			t.Fatalf("seat %d was dealt %s, which does not fit what it showed: %+v", o, id, d.Public.Chars[o])
		}
	}
}
