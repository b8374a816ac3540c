package chaos

import (
	"slices"
	"testing"

	"zashiki/rules/engine"
)

// table describes a position for build. Cards are named by key; the first unused copy of
// each is taken. Work names a card per workplace ("" for empty); deck lists the next cards
// drawn, first first; the rest of the deck lies under them unless short is set.
type table struct {
	hands     [][]string
	work      [3]string
	lane      []string
	deck      []string
	short     bool // the deck is exactly deck
	resources int
	chaos     int
	turn      int
	first     int
	victory   Victory
	opts      engine.Options
}

// cardOf finds an unused copy of the card named key.
func cardOf(t testing.TB, key string, used []bool) int {
	t.Helper()
	for c, d := range Cards {
		if d.Key == key && !used[c] {
			used[c] = true
			return c
		}
	}
	t.Fatalf("no unused card %q", key)
	return -1
}

func build(t testing.TB, tb table) *State {
	t.Helper()
	opts, err := engine.ResolveOptions(optionDefs, tb.opts)
	if err != nil {
		t.Fatal(err)
	}
	s := newState(len(tb.hands), opts, engine.NewCore(1))
	p := &s.Public
	p.Victory = tb.victory
	if p.Victory == "" {
		p.Victory = Balance
	}
	s.setGoal()
	used := make([]bool, NumCards)
	for i, h := range tb.hands {
		for _, k := range h {
			s.toHand(i, cardOf(t, k, used))
		}
	}
	for i, k := range tb.work {
		if k != "" {
			p.Work[i] = cardOf(t, k, used)
		}
	}
	for _, k := range tb.lane {
		p.Lane = append(p.Lane, cardOf(t, k, used))
	}
	var top []int
	for _, k := range tb.deck {
		top = append(top, cardOf(t, k, used))
	}
	slices.Reverse(top)
	if !tb.short {
		for c := range used {
			if !used[c] {
				s.Hidden.Draw = append(s.Hidden.Draw, c)
			}
		}
	}
	s.Hidden.Draw = append(s.Hidden.Draw, top...)
	p.DrawCount = len(s.Hidden.Draw)
	p.Resources, p.Chaos = tb.resources, tb.chaos
	p.Turn, p.First, p.Phase = tb.turn, tb.first, PhaseAction
	return s
}

// card is the identifier of the copy of key that s holds in a hand, a workplace, the lane or
// the play area.
func card(t testing.TB, s *State, key string) int {
	t.Helper()
	var piles [][]int
	for _, m := range s.Private {
		piles = append(piles, m.Hand)
	}
	piles = append(piles, s.Public.Work[:], s.Public.Lane, s.Public.Play)
	for _, p := range piles {
		for _, c := range p {
			if c >= 0 && Cards[c].Key == key {
				return c
			}
		}
	}
	t.Fatalf("%q is not on the table", key)
	return -1
}

// legalStrings lists seat's legal actions as strings.
func legalStrings(s *State, seat int) []string {
	var out []string
	for _, a := range s.Legal(seat) {
		out = append(out, a.String())
	}
	return out
}

func keys(cs []int) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = Cards[c].Key
	}
	return out
}
