package engine

// As converts the action a State's Apply receives to the game's own action type A, given
// by value or by pointer. A nil pointer or another game's action is refused with an
// ErrIllegal error that names the game.
func As[A Action](act Action, game string) (A, error) {
	var zero A
	switch x := any(act).(type) {
	case A:
		return x, nil
	case *A:
		if x == nil {
			return zero, Illegal("no action")
		}
		return *x, nil
	}
	return zero, Illegal("%T is not a %s action", act, game)
}
