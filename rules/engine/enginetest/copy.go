package enginetest

import (
	"reflect"
	"testing"

	"zashiki/rules/engine"
)

// CopyIsEngineCopy checks a game's hand-written copy of its state's parts (a search clones a
// state for each playout, and engine.Copy's reflection is slow there): at every step of a
// random game from each config, copy(part) must equal engine.Copy(part) and share no memory
// with it (every number, flag and string reachable in the copy is overwritten and the state's
// part must stay as it was). Maps are not overwritten: a copy may share read-only maps.
func CopyIsEngineCopy[S engine.State, P any](t *testing.T, g engine.Game, cfgs []engine.Config, part func(S) *P, copy func(*P) P) {
	t.Helper()
	steps := 0
	for _, cfg := range cfgs {
		st, err := g.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(S)
		rng := engine.NewRNG(cfg.Seed)
		for ; s.Outcome() == nil; steps++ {
			want := engine.Copy(*part(s))
			got := copy(part(s))
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("seed %d step %d: the copy\n%+v\nengine.Copy\n%+v", cfg.Seed, steps, got, want)
			}
			scribble(reflect.ValueOf(&got).Elem())
			if !reflect.DeepEqual(*part(s), want) {
				t.Fatalf("seed %d step %d: writing to the copy changed the state", cfg.Seed, steps)
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

// scribble overwrites every number, flag and string reachable from v through structs,
// arrays, slices and pointers (not maps, which copies may share, nor interfaces, immutable).
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
