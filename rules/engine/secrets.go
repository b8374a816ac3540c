package engine

import (
	"fmt"
	"reflect"
	"sync"
)

// Secrets holds a state's parts by who may see them, declared once: Public is what every
// seat may know, Private[seat] what that seat alone may know (its hand, its answer in a
// window), Hidden what only the rules know (the order of the draw piles, who holds a card
// nobody has seen). A game's State embeds it; its View carries copies of Public and of the
// viewer's Private part, its Clone copies all three, and its Determinize keeps Public and the
// known Private parts and deals the rest afresh. A new field goes into one part and all three
// follow.
//
// The parts are plain data: exported fields of values, slices, arrays, maps and structs of
// the same. Copy refuses anything else, so no part can share memory with another state.
type Secrets[P, S, H any] struct {
	Public  P
	Private []S
	Hidden  H
}

// NewSecrets makes the parts of a table of seats.
func NewSecrets[P, S, H any](seats int) Secrets[P, S, H] {
	return Secrets[P, S, H]{Private: make([]S, seats)}
}

// Copy is a deep copy of all the parts.
func (x *Secrets[P, S, H]) Copy() Secrets[P, S, H] { return Copy(*x) }

// Seen is what seat may know: deep copies of the public part and of seat's private part
// (the zero private part for a seat outside the table).
func (x *Secrets[P, S, H]) Seen(seat int) (P, S) {
	var mine S
	if seat >= 0 && seat < len(x.Private) {
		mine = Copy(x.Private[seat])
	}
	return Copy(x.Public), mine
}

// Copy is a deep copy of plain data: values, and slices, arrays, maps, pointers and structs
// of them. Interfaces are copied as they are (they must hold immutable values such as actions
// and message arguments). It panics on a struct with an unexported field that holds
// references, and on functions and channels, which no part of a state may hold.
func Copy[T any](v T) T {
	rv := reflect.ValueOf(&v).Elem()
	cp := copierOf(rv.Type())
	if cp == nil {
		return v
	}
	var out T // copied into in place: boxing it in an interface would copy it twice more
	cp(reflect.ValueOf(&out).Elem(), rv)
	return out
}

// copier deep-copies src into the settable dst of the same type. A nil copier means a plain
// assignment copies the type fully.
type copier func(dst, src reflect.Value)

var (
	copiers  sync.Map // reflect.Type → copier, every one fully built
	building sync.Mutex
	pending  = map[reflect.Type]*copier{} // under building: copiers being built
)

// copierOf compiles (once per type) the copier of t.
func copierOf(t reflect.Type) copier {
	if c, ok := copiers.Load(t); ok {
		return c.(copier)
	}
	building.Lock()
	defer building.Unlock()
	return copierLocked(t)
}

func copierLocked(t reflect.Type) copier {
	if c, ok := copiers.Load(t); ok {
		return c.(copier)
	}
	if slot, ok := pending[t]; ok {
		// A recursive type: call through the slot, which holds the copier once it is built.
		return func(dst, src reflect.Value) { (*slot)(dst, src) }
	}
	slot := new(copier)
	pending[t] = slot
	defer delete(pending, t) // also when the type is refused
	built := buildCopier(t)
	*slot = built
	copiers.Store(t, built)
	return built
}

func buildCopier(t reflect.Type) copier {
	switch t.Kind() {
	case reflect.Func, reflect.Chan, reflect.UnsafePointer:
		panic(fmt.Sprintf("engine.Copy: a state part holds a %s", t))
	case reflect.Slice:
		elem := copierLocked(t.Elem())
		return func(dst, src reflect.Value) {
			if src.IsNil() {
				dst.SetZero()
				return
			}
			n := src.Len()
			s := reflect.MakeSlice(t, n, n)
			if elem == nil {
				reflect.Copy(s, src)
			} else {
				for i := range n {
					elem(s.Index(i), src.Index(i))
				}
			}
			dst.Set(s)
		}
	case reflect.Array:
		elem := copierLocked(t.Elem())
		if elem == nil {
			return nil
		}
		return func(dst, src reflect.Value) {
			for i := range src.Len() {
				elem(dst.Index(i), src.Index(i))
			}
		}
	case reflect.Map:
		elem := copierLocked(t.Elem())
		return func(dst, src reflect.Value) {
			if src.IsNil() {
				dst.SetZero()
				return
			}
			m := reflect.MakeMapWithSize(t, src.Len())
			it := src.MapRange()
			for it.Next() {
				v := it.Value()
				if elem != nil {
					c := reflect.New(t.Elem()).Elem()
					elem(c, v)
					v = c
				}
				m.SetMapIndex(it.Key(), v)
			}
			dst.Set(m)
		}
	case reflect.Pointer:
		elem := copierLocked(t.Elem())
		return func(dst, src reflect.Value) {
			if src.IsNil() {
				dst.SetZero()
				return
			}
			p := reflect.New(t.Elem())
			if elem == nil {
				p.Elem().Set(src.Elem())
			} else {
				elem(p.Elem(), src.Elem())
			}
			dst.Set(p)
		}
	case reflect.Struct:
		type field struct {
			i  int
			cp copier
		}
		var deep []field
		for i := range t.NumField() {
			f := t.Field(i)
			cp := copierLocked(f.Type)
			if cp == nil {
				continue
			}
			if !f.IsExported() {
				panic(fmt.Sprintf("engine.Copy: %s.%s is unexported and holds references", t, f.Name))
			}
			deep = append(deep, field{i, cp})
		}
		if len(deep) == 0 {
			return nil
		}
		return func(dst, src reflect.Value) {
			dst.Set(src) // values and unexported plain fields in one go
			for _, f := range deep {
				f.cp(dst.Field(f.i), src.Field(f.i))
			}
		}
	}
	return nil
}
