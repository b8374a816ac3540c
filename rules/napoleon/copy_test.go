package napoleon

import (
	"reflect"
	"testing"

	"zashiki/rules/engine"
)

// TestCopiesAreEngineCopy: Clone and Determinize copy the parts by copySecrets, written out
// for speed; at every step of random games the copy must equal engine.Copy's and share no
// memory with the state (every card, count and flag of the copy overwritten, the state stays
// as it was). The options map alone is shared, read only.
func TestCopiesAreEngineCopy(t *testing.T) {
	steps := 0
	for seed := range uint64(12) {
		st, err := Game.New(engine.Config{Seats: seats, Seed: seed + 1,
			Options: engine.Options{OptBidding: []string{BidAuction, BidOnce}[seed%2]}})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		rng := engine.NewRNG(seed)
		for ; s.Outcome() == nil; steps++ {
			want := engine.Copy(s.Secrets)
			got := copySecrets(&s.Secrets)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("seed %d step %d: copySecrets\n%+v\nengine.Copy\n%+v", seed, steps, got, want)
			}
			scribble(reflect.ValueOf(&got).Elem())
			if !reflect.DeepEqual(s.Secrets, want) {
				t.Fatalf("seed %d step %d: writing to the copy changed the state", seed, steps)
			}
			seat := engine.Next(s, &rng)
			legal := s.Legal(seat)
			if _, err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if steps == 0 {
		t.Fatal("no step played")
	}
}

// scribble overwrites every number and flag reachable from v through structs, arrays,
// slices and pointers (not maps, which the copies share, nor interfaces, immutable).
func scribble(v reflect.Value) {
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(v.Int() + 1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(v.Uint() + 1)
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.String:
		v.SetString(v.String() + "x")
	case reflect.Float32, reflect.Float64:
		v.SetFloat(v.Float() + 1)
	case reflect.Pointer:
		if !v.IsNil() {
			scribble(v.Elem())
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				scribble(v.Field(i))
			}
		}
	case reflect.Array, reflect.Slice:
		for i := range v.Len() {
			scribble(v.Index(i))
		}
	}
}

// TestCloneHasItsOwnSharedView: SharedView fills one View a state keeps; a clone (a search's
// playout) must fill its own, or a reader of the state's view would see the clone's seat.
func TestCloneHasItsOwnSharedView(t *testing.T) {
	s, err := Game.New(engine.Config{Seats: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	v := s.(*State).SharedView(0)
	c := s.Clone().(*State)
	if w := c.SharedView(1); w == v || v.Viewer() != 0 {
		t.Fatalf("the clone's SharedView(1) is the state's View (seat %d now)", v.Viewer())
	}
	if again := s.(*State).SharedView(2); again != v || again.Viewer() != 2 {
		t.Fatal("SharedView made a new View for the same state")
	}
}
