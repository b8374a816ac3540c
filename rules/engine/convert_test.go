package engine

import (
	"errors"
	"strings"
	"testing"
)

type testAction struct{ N int }

func (a testAction) String() string { return "test" }

type otherAction struct{}

func (otherAction) String() string { return "other" }

func TestAs(t *testing.T) {
	for _, act := range []Action{testAction{N: 3}, &testAction{N: 3}} {
		a, err := As[testAction](act, "Test")
		if err != nil || a != (testAction{N: 3}) {
			t.Errorf("As(%#v) = %#v, %v; want {N:3}, nil", act, a, err)
		}
	}
	refused := []struct {
		act  Action
		want string
	}{
		{(*testAction)(nil), "no action"},
		{otherAction{}, "engine.otherAction is not a Test action"},
		{nil, "<nil> is not a Test action"},
	}
	for _, c := range refused {
		a, err := As[testAction](c.act, "Test")
		if !errors.Is(err, ErrIllegal) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("As(%#v) error = %v; want ErrIllegal saying %q", c.act, err, c.want)
		}
		if a != (testAction{}) {
			t.Errorf("As(%#v) = %#v on error; want the zero action", c.act, a)
		}
	}
}
