package enginetest

import (
	"fmt"
	"reflect"
	"slices"

	"zashiki/rules/engine"
)

// reseeder is implemented by every state that embeds engine.Core.
type reseeder interface{ Reseed(seed uint64) }

// observation is everything a seat is shown of a state: its view (phase and prompts
// included), whether it is asked to act, what it may do, and the public window.
type observation struct {
	View   engine.View
	Actor  bool
	Legal  []string
	Window *engine.Window
}

func observe(s engine.State, seat int) observation {
	o := observation{View: s.View(seat), Actor: engine.IsActor(s, seat), Window: s.Window()}
	for _, a := range s.Legal(seat) {
		o.Legal = append(o.Legal, a.String())
	}
	return o
}

// Stepwise is the stepwise secrecy check of one action: actor applying a to s. For each seat S
// of seats it builds twins of s that differ only in what S cannot see, and requires that S is
// shown the same thing in both, before the action and after it:
//
//   - keeping what S and the actor know (the actor's hand is the same, so its action means
//     the same): S's observation and the events S is told must be equal;
//   - keeping only what S knows, when the action is legal in the twin as well: S must be told
//     the same events, except for the faces of cards the action reveals (a hand shown, a
//     card played), and when it is told exactly the same events it must see the same thing.
//     This is what catches a prompt that opens only when the actor's hidden hand holds some
//     card.
//
// A step that ends the game is not compared after the action: the end reveals every hand.
// It returns how many comparisons it made and the first leak.
func Stepwise(s engine.State, actor int, a engine.Action, rng *engine.RNG, seats ...int) (int, error) {
	n := 0
	seed := rng.Uint64()
	for _, seat := range seats {
		real := s.Clone()
		for _, keep := range [][]int{{seat, actor}, {seat}} {
			twin := s.Redeal(rng, keep...)
			real, twin := real.Clone(), twin
			reseed(real, seed)
			reseed(twin, seed)
			if err := sameObservation(real, twin, seat); err != nil {
				return n, fmt.Errorf("Redeal keeping seats %v: seat %d already sees a difference: %w", keep, seat, err)
			}
			n++
			ta, ok := engine.FindLegal(twin, actor, a.String())
			if !ok {
				if len(keep) == 2 {
					return n, fmt.Errorf("Redeal keeping seats %v: %q is not legal in the twin", keep, a)
				}
				continue
			}
			e1, err1 := real.Apply(actor, a)
			e2, err2 := twin.Apply(actor, ta)
			if err1 != nil || err2 != nil {
				return n, fmt.Errorf("apply: %v / twin: %v", err1, err2)
			}
			if real.Outcome() != nil || twin.Outcome() != nil {
				continue
			}
			told1, told2 := engine.Redact(e1, seat), engine.Redact(e2, seat)
			n++
			if len(keep) == 2 {
				if !reflect.DeepEqual(told1, told2) {
					return n, fmt.Errorf("seat %d is told different events when only what seats %v cannot see differs:\n  %s\n  %s", seat, keep, describe(told1), describe(told2))
				}
				if err := sameObservation(real, twin, seat); err != nil {
					return n, fmt.Errorf("after the action, seat %d sees what seats %v cannot: %w", seat, keep, err)
				}
				continue
			}
			if !reflect.DeepEqual(faceless(told1), faceless(told2)) {
				return n, fmt.Errorf("seat %d is told a different course of events when only the actor's hidden cards differ:\n  %s\n  %s", seat, describe(told1), describe(told2))
			}
			if reflect.DeepEqual(told1, told2) {
				if err := sameObservation(real, twin, seat); err != nil {
					return n, fmt.Errorf("after the action, seat %d learns something of the actor's hidden cards: %w", seat, err)
				}
			}
		}
	}
	return n, nil
}

func reseed(s engine.State, seed uint64) {
	r, ok := s.(reseeder)
	if !ok {
		panic(fmt.Sprintf("%T does not embed engine.Core", s))
	}
	r.Reseed(seed)
}

func sameObservation(a, b engine.State, seat int) error {
	oa, ob := observe(a, seat), observe(b, seat)
	switch {
	case !reflect.DeepEqual(oa.Window, ob.Window):
		return fmt.Errorf("window %+v vs %+v", oa.Window, ob.Window)
	case oa.Actor != ob.Actor:
		return fmt.Errorf("asked to act: %v vs %v", oa.Actor, ob.Actor)
	case !slices.Equal(oa.Legal, ob.Legal):
		return fmt.Errorf("legal actions %v vs %v", oa.Legal, ob.Legal)
	case !reflect.DeepEqual(oa.View, ob.View):
		return fmt.Errorf("views differ:\n  %+v\n  %+v", oa.View, ob.View)
	}
	return nil
}

// faceless is events with their card faces blanked: the course of events without the cards.
func faceless(evs []engine.Event) []engine.Event {
	out := make([]engine.Event, len(evs))
	for i, e := range evs {
		e.Card, e.Data = engine.Unseen, nil
		e.Msg = blankCards(e.Msg)
		out[i] = e
	}
	return out
}

func blankCards(m engine.Msg) engine.Msg {
	args := slices.Clone(m.Args)
	for i, a := range args {
		if _, ok := a.(engine.CardRef); ok {
			args[i] = engine.CardRef(engine.Unseen)
		}
	}
	m.Args = args
	return m
}

func describe(evs []engine.Event) string {
	var out []string
	for _, e := range evs {
		out = append(out, fmt.Sprintf("{kind %d seat %d card %d %v→%v n %d %s %v}", e.Kind, e.Seat, e.Card, e.From, e.To, e.N, e.Msg.Key, e.Msg.Args))
	}
	return fmt.Sprint(out)
}

// Consistent checks Determinize against a state: a state dealt from seat's view, and one
// dealt from the views of seat and the actor, show seat exactly what s shows it.
func Consistent(g engine.Game, s engine.State, seat int, rng *engine.RNG) error {
	views := []engine.View{s.View(seat)}
	if actor := engine.Next(s, nil); actor >= 0 && actor != seat {
		views = append(views, s.View(actor))
	}
	for k := 1; k <= len(views); k++ {
		d := g.Determinize(rng, views[:k]...)
		if err := sameObservation(s, d, seat); err != nil {
			return fmt.Errorf("Determinize from %d view(s) shows seat %d another state: %w", k, seat, err)
		}
		if k == 2 {
			if err := sameObservation(s, d, engine.Next(s, nil)); err != nil {
				return fmt.Errorf("Determinize from two views shows the actor another state: %w", err)
			}
		}
	}
	return nil
}
