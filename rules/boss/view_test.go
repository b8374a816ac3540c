package boss

import (
	"reflect"
	"testing"

	"zashiki/rules/engine"
)

func TestViewSharesNoMemory(t *testing.T) {
	s := build(t, spec{hands: []string{"a a", "d"}, noDict: true, from: TaskBossStart, draw: "r"})
	keep := s.View(0)
	v := s.View(0).(*View)
	v.Hand[0], v.Life[0], v.Order[0], v.Field[1], v.Tasks.Items[0].N = 9, 9, 9, 9, 9
	v.Options[OptVote] = "x"
	if !reflect.DeepEqual(s.View(0), keep) {
		t.Fatal("changing a view changed the state")
	}
}

func TestActionStrings(t *testing.T) {
	for _, text := range []string{"vote yes", "vote no", "attack 3", "guard", "heal 0", "chief", "resign",
		"discard attack", "discard defence", "discard recovery", "discard chief", "end", "block", "take", "nullify",
		"hit 4", "mend 1", "draw", "skip"} {
		a, err := ParseAction(text)
		if err != nil || a.String() != text {
			t.Errorf("%q -> %v %v", text, a, err)
		}
	}
	for _, bad := range []string{"", "vote", "vote maybe", "attack", "attack x", "discard joker", "guard 1", "block 2", "fly"} {
		if _, err := ParseAction(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestRefusals(t *testing.T) {
	s := build(t, spec{hands: []string{"a", "d"}, noDict: true, from: TaskSubTurn, seat: 1, draw: "r"})
	refuse(t, s, 2, "attack 0", engine.ErrNotYourTurn)
	refuse(t, s, 1, "heal 1", engine.ErrIllegal) // at 4
	refuse(t, s, 1, "chief", engine.ErrIllegal)  // holds none
	refuse(t, s, 1, "attack 0", engine.ErrIllegal)
	refuse(t, s, 1, "block", engine.ErrIllegal)
}

// When the 勤務 draw pile runs out, its discards are shuffled into a new one.
func TestReshuffleWhenDeckRunsOut(t *testing.T) {
	s := build(t, spec{hands: []string{"a"}, noDict: true, from: TaskBossStart, draw: "a"})
	for len(s.Hidden.Draw) > 0 {
		s.Public.Discard = append(s.Public.Discard, s.Hidden.Draw[len(s.Hidden.Draw)-1])
		s.Hidden.Draw = s.Hidden.Draw[:len(s.Hidden.Draw)-1]
	}
	n := len(s.Public.Discard)
	s.drawCards(1, 1)
	if len(s.Hidden.Draw) != n-1 || len(s.Public.Discard) != 0 || len(s.hand(1)) != 1 {
		t.Fatalf("draw %d discard %d", len(s.Hidden.Draw), len(s.Public.Discard))
	}
	if err := checkInvariants(s); err != nil {
		t.Fatal(err)
	}
}
