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
	if !needsDeep(rv.Type()) {
		return v
	}
	out := reflect.New(rv.Type()).Elem()
	deepCopy(out, rv)
	return out.Interface().(T)
}

var deepCache sync.Map // reflect.Type → bool

// needsDeep reports whether values of t hold references that a copy must follow.
func needsDeep(t reflect.Type) bool {
	if d, ok := deepCache.Load(t); ok {
		return d.(bool)
	}
	deepCache.Store(t, true) // a recursive type holds references anyway
	d := false
	switch t.Kind() {
	case reflect.Slice, reflect.Map, reflect.Pointer:
		d = true
	case reflect.Array:
		d = needsDeep(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			f := t.Field(i)
			if needsDeep(f.Type) {
				if !f.IsExported() {
					panic(fmt.Sprintf("engine.Copy: %s.%s is unexported and holds references", t, f.Name))
				}
				d = true
			}
		}
	case reflect.Func, reflect.Chan, reflect.UnsafePointer:
		panic(fmt.Sprintf("engine.Copy: a state part holds a %s", t))
	}
	deepCache.Store(t, d)
	return d
}

func deepCopy(dst, src reflect.Value) {
	t := src.Type()
	if !needsDeep(t) {
		dst.Set(src)
		return
	}
	switch t.Kind() {
	case reflect.Slice:
		if src.IsNil() {
			return
		}
		s := reflect.MakeSlice(t, src.Len(), src.Len())
		if needsDeep(t.Elem()) {
			for i := range src.Len() {
				deepCopy(s.Index(i), src.Index(i))
			}
		} else {
			reflect.Copy(s, src)
		}
		dst.Set(s)
	case reflect.Array:
		for i := range src.Len() {
			deepCopy(dst.Index(i), src.Index(i))
		}
	case reflect.Map:
		if src.IsNil() {
			return
		}
		m := reflect.MakeMapWithSize(t, src.Len())
		it := src.MapRange()
		for it.Next() {
			v := reflect.New(t.Elem()).Elem()
			deepCopy(v, it.Value())
			m.SetMapIndex(it.Key(), v)
		}
		dst.Set(m)
	case reflect.Pointer:
		if src.IsNil() {
			return
		}
		p := reflect.New(t.Elem())
		deepCopy(p.Elem(), src.Elem())
		dst.Set(p)
	case reflect.Struct:
		dst.Set(src) // values and unexported plain fields in one go
		for i := range t.NumField() {
			if needsDeep(t.Field(i).Type) {
				deepCopy(dst.Field(i), src.Field(i))
			}
		}
	default:
		dst.Set(src)
	}
}
