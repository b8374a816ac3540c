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
	actors := s.Actors()
	switch {
	case len(actors) == 0:
		return -1
	case len(actors) == 1 || rng == nil:
		return actors[0]
	}
	if w := s.Window(); w != nil && w.Policy == AnyOrder {
		return actors[rng.IntN(len(actors))]
	}
	return actors[0]
}
