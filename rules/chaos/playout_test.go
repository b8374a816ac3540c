package chaos

import (
	"fmt"
	"reflect"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

func playouts() int {
	if testing.Short() {
		return 300
	}
	return 3000
}

// checkInvariants: every card is in exactly one place, the hands hold at most three cards
// outside a turn, resources and the die stay within 0..3.
func checkInvariants(st engine.State) error {
	s := st.(*State)
	count := make([]int, NumCards)
	piles := append(cloneHands(s.hands), s.draw, s.discard, s.lane, s.play, s.boxed)
	for _, p := range piles {
		for _, c := range p {
			count[c]++
		}
	}
	for _, c := range s.work {
		if c != none {
			count[c]++
		}
	}
	for c, n := range count {
		if n != 1 {
			return fmt.Errorf("card %d (%s) is in %d places", c, Cards[c].Key, n)
		}
	}
	if s.resources < 0 || s.resources > MaxResources {
		return fmt.Errorf("resources %d", s.resources)
	}
	if s.chaos < 0 || s.chaos > MaxChaos {
		return fmt.Errorf("chaos %d", s.chaos)
	}
	if s.phase == PhaseAction && len(s.tasks) == 0 && s.outcome == nil {
		for seat, h := range s.hands {
			if seat != s.turn && len(h) < handSize && len(s.draw) > 0 {
				return fmt.Errorf("seat %d holds only %d cards between turns", seat, len(h))
			}
		}
	}
	if s.outcome != nil {
		if n := len(s.outcome.Winners); n != 0 && n != len(s.hands) {
			return fmt.Errorf("%d winners of %d seats", n, len(s.hands))
		}
	}
	return nil
}

func TestRandomPlayoutsKeepEveryCardAndTheBounds(t *testing.T) {
	pick := engine.NewRNG(99)
	ends := map[string]int{}
	for i, cfg := range enginetest.Configs(Game, playouts()) {
		s, _, err := enginetest.RandomGame(Game, cfg, &pick, 5000, checkInvariants)
		if err != nil {
			t.Fatalf("game %d (%+v): %v", i, cfg, err)
		}
		key := s.Outcome().Reason.Key
		if len(s.Outcome().Winners) > 0 {
			key = MsgEndWin
		}
		ends[key]++
	}
	for _, k := range []string{MsgEndWin, MsgEndDeck, MsgEndChaos, MsgEndStagnation} {
		if ends[k] == 0 {
			t.Errorf("no random game ended by %s: %v", k, ends)
		}
	}
}

func TestRefusedActionsChangeNothing(t *testing.T) {
	pick := engine.NewRNG(5)
	for _, cfg := range enginetest.Configs(Game, 60) {
		st, _ := Game.New(cfg)
		for st.Outcome() == nil {
			seat := st.Actors()[0]
			for _, text := range []string{"play 0", "discard 63", "place 5 tech lane", "place 40 user", "pick 3", "yes", "no"} {
				a, _ := ParseAction(text)
				for s := range st.Seats() {
					if err := enginetest.RefusalLeavesStateUntouched(st, s, a); err != nil {
						t.Fatal(err)
					}
				}
			}
			legal := st.Legal(seat)
			if _, err := st.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestActionsRoundTrip(t *testing.T) {
	for _, text := range []string{"play 40", "discard 3", "place 12 tech", "place 12 user lane", "place 1 mgmt discard", "pick 7", "yes", "no"} {
		a, err := ParseAction(text)
		if err != nil || a.String() != text {
			t.Errorf("%q → %v, %v", text, a, err)
		}
	}
	for _, bad := range []string{"", "play", "play x", "place 3", "place 3 sales", "place 3 tech up", "pick 999", "yes please"} {
		if _, err := ParseAction(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
	_ = reflect.DeepEqual
}
