package engine

import "slices"

// Agenda is the queue of effects a game still has to resolve, in order: a round's remaining
// steps, a card's effects, the damage a hit still has to deal. Rules push what is to come and
// pop the next step until one waits for a player. Its items are plain data, so it copies with
// the rest of a state's parts.
type Agenda[T any] struct {
	Items []T // the next step first
}

// Later queues steps after everything already queued.
func (a *Agenda[T]) Later(ts ...T) { a.Items = append(a.Items, ts...) }

// Now queues steps ahead of everything already queued, in the order given. Like Later it
// reuses the agenda's array when it has room: the agenda is a part of one state (Clone and
// View copy it), so nothing else holds that array.
func (a *Agenda[T]) Now(ts ...T) { a.Items = slices.Insert(a.Items, 0, ts...) }

// Pop takes the next step.
func (a *Agenda[T]) Pop() (T, bool) {
	var zero T
	if len(a.Items) == 0 {
		return zero, false
	}
	t := a.Items[0]
	// Shifting the few steps left keeps the array's room at the front's end, so the next Now
	// or Later rarely needs a new array.
	n := copy(a.Items, a.Items[1:])
	a.Items[n] = zero // the array keeps no stale copy
	a.Items = a.Items[:n]
	return t, true
}

// Peek is the next step, left in place.
func (a *Agenda[T]) Peek() (T, bool) {
	var zero T
	if len(a.Items) == 0 {
		return zero, false
	}
	return a.Items[0], true
}

// Len is how many steps are queued.
func (a *Agenda[T]) Len() int { return len(a.Items) }

// Clear drops every step (the game ended).
func (a *Agenda[T]) Clear() { a.Items = nil }
