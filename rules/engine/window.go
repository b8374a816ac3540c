package engine

// A reaction window is a moment when several seats may act, or when one seat is asked
// something outside the normal turn: the seats whose hands may declare ロン, the voters on a
// 独裁カード, everyone objecting to a 勝利宣言. The rules hold it in the state; the table runs
// its countdown and hot-seat visits, the same way for every game.
//
// Who is asked is Actors(): the rules' knowledge. The Window itself is public: every seat may
// know that it is open, what it asks and how long it lasts, so its fields never depend on a
// hidden card. Whether a seat is asked is that seat's own knowledge, given by its legal actions.

// Policy says how several actors take their turns.
type Policy int

const (
	// AnyOrder: every actor answers, in any order; no answer depends on another's (they are
	// secret until the window closes), so the table may ask them all at once.
	AnyOrder Policy = iota
	// InOrder: the actors answer one after another in the order Actors lists them.
	InOrder
)

// Window is the public face of a reaction window.
type Window struct {
	// Kind names what is asked, for the screen ("ron", "vote").
	Kind string
	// Seconds is how long an asked seat has to answer; 0 means no limit.
	Seconds float64
	// Timeout is the action, in String form, taken for an asked seat whose time runs out.
	Timeout string
	// Policy is how the asked seats take their turns.
	Policy Policy
	// Cause is the seat whose act opened the window (not asked), or -1.
	Cause int
}

// Next is the seat to serve now among s's actors, under the open window's policy: the only
// actor; the first of an in-order window; for an any-order window the first, or one drawn from
// rng when rng is not nil (tests use that to prove the order does not matter). It is -1 once
// the game is over. The sim, the table, the bots' playouts and the tests all ask it.
func Next(s State, rng *RNG) int {
	f, ok := s.(Serving)
	if !ok {
		f = listed{s, s.Actors()}
	}
	n := f.NumActors()
	switch {
	case n == 0:
		return -1
	case n == 1 || rng == nil:
		return f.ActorAt(0)
	case f.AnyOrder():
		return f.ActorAt(rng.IntN(n))
	}
	return f.ActorAt(0)
}

// listed serves a state without the fast path from its Actors and Window.
type listed struct {
	s      State
	actors []int
}

func (l listed) NumActors() int    { return len(l.actors) }
func (l listed) ActorAt(i int) int { return l.actors[i] }
func (l listed) AnyOrder() bool {
	w := l.s.Window()
	return w != nil && w.Policy == AnyOrder
}

// Serving is what a State may add so that Next and IsActor build nothing: playouts ask Next
// at every step, and a fresh actor list and Window each time were half of a random Free Eight
// playout's allocations. Its answers are exactly Actors' and Window's (enginetest checks them
// after every step of every game).
type Serving interface {
	// NumActors is len(Actors()).
	NumActors() int
	// ActorAt is Actors()[i].
	ActorAt(i int) int
	// AnyOrder reports whether a window is open with the AnyOrder policy.
	AnyOrder() bool
}
