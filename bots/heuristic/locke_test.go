package heuristic

import (
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
)

// Whole games of heuristic players at every table size from 5 to 11 end, with the game's
// invariants after every step (cards conserved, stats within bounds, one piece per living
// character where its part puts it).
func TestLockeHeuristicGamesEnd(t *testing.T) {
	per := 4
	if testing.Short() {
		per = 1
	}
	ends := map[string]int{}
	for seats := 5; seats <= 11; seats++ {
		for g := range per {
			cfg := engine.Config{Seats: seats, Seed: uint64(1000*seats + g)}
			st, err := locke.Game.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*locke.State)
			s.SetQuiet(true)
			rng := engine.NewRNG(cfg.Seed)
			for n := 0; s.Outcome() == nil; n++ {
				if n > 100000 {
					t.Fatalf("%+v: no end after %d steps (part %d, turn %d)", cfg, n, s.Public.Board.Part, s.Public.Board.Turns)
				}
				seat := engine.Next(s, nil)
				a := Locke{}.Choose(s.View(seat), s.Legal(seat), &rng)
				if _, err := s.Apply(seat, a); err != nil {
					t.Fatalf("%+v step %d: %v", cfg, n, err)
				}
				if err := locke.Check(s); err != nil {
					t.Fatalf("%+v step %d: %v", cfg, n, err)
				}
			}
			ends[s.Public.Board.EndReason]++
		}
	}
	t.Logf("ends: %v", ends)
}

// lockeClaimView is seat 0 (sheet id) asked whether to object to seat 1's claim for side.
func lockeClaimView(id string, side book.Side) *locke.View {
	v := &locke.View{Seat: 0}
	v.Sheet = id
	v.Seats = 3
	v.Chars = make([]locke.Char, 3)
	for i := range v.Chars {
		v.Chars[i] = locke.Char{Alive: true, Fighter: -1}
	}
	v.Ask = locke.Ask{Kind: locke.AskObject, Seats: []int{0}, Seat: -1, Fighter: -1}
	v.Board.Claim = locke.Victory{Seat: 1, Side: int(side)}
	return v
}

// The CPU objects to a 勝利宣言 exactly when letting it stand would make it lose: another
// side's claim; its own side's claim stands.
func TestLockeObjectsExactlyWhenItWouldLose(t *testing.T) {
	legal := []engine.Action{locke.Action{Verb: "object"}, locke.Action{Verb: "accept"}}
	rng := engine.NewRNG(1)
	for _, c := range []struct {
		sheet string
		side  book.Side
		want  string
	}{
		{"raiza", book.Evil, "object"}, // a Good character against an Evil claim
		{"raiza", book.Good, "accept"}, // its own side's
		{"riot", book.Good, "object"},  // an Evil one against a Good claim
		{"riot", book.Evil, "accept"},
	} {
		got := Locke{}.Choose(lockeClaimView(c.sheet, c.side), legal, &rng).(locke.Action).Verb
		if got != c.want {
			t.Errorf("%s against a claim for side %d: %s, want %s", c.sheet, c.side, got, c.want)
		}
	}
}
