package boss

import (
	"fmt"
	"slices"
	"testing"

	"zashiki/rules/engine"
)

// TestRecallRebuildsEachRecentTurn: at every step of random games at four and five seats,
// Recall on the true state gives back, for a seat looking on, each recorded choice of the
// other seats, oldest first, as it was: the move made is among the moves rebuilt, the table
// it rebuilds is the one the seat faced (the prompt, the hit, the lives, the fields, the
// round's 独裁カード and flags, the 社長), and where the seat has drawn nothing since, the hand
// it rebuilds is the hand the seat held then, card for card, with the moves the seat had
// then; and every such choice with more than one move is recalled.
func TestRecallRebuildsEachRecentTurn(t *testing.T) {
	type then struct {
		view  *View
		legal []string
		made  string
		drew  bool // the seat drew after it
	}
	recalled := 0
	for seed := uint64(1); seed <= 40; seed++ {
		seats := 4 + int(seed%2)
		st, err := Game.New(engine.Config{Seats: seats, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		s.SetQuiet(true)
		rng := engine.NewRNG(seed)
		viewer := int(seed % uint64(seats))
		past := map[int]*then{} // by Move
		for step := 0; s.Outcome() == nil && step < 600; step++ {
			seat := engine.Next(s, &rng)
			legal := s.Legal(seat)
			a := legal[rng.IntN(len(legal))]
			before := make([][]int, seats)
			for i := range seats {
				before[i] = slices.Clone(s.hand(i))
			}
			v := s.View(seat).(*View)
			moves := s.Public.Moves
			if _, err := s.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
			if s.Public.Moves > moves {
				past[s.Public.Moves] = &then{view: v, legal: legalText(legal), made: a.String()}
			}
			for i := range seats {
				if slices.ContainsFunc(s.hand(i), func(c int) bool { return !slices.Contains(before[i], c) }) {
					for _, p := range past {
						if p.view.Seat == i {
							p.drew = true
						}
					}
				}
			}
			if s.Outcome() != nil {
				break
			}
			turns := slices.Clone(s.Public.Recent[:])
			slices.SortFunc(turns, func(a, b Turn) int { return a.Move - b.Move })
			want := map[int]bool{}
			for _, r := range turns {
				if p := past[r.Move]; r.Move > 0 && p != nil && r.Seat != viewer && !p.drew && len(p.legal) > 1 && s.Public.Resigned != r.Seat {
					want[r.Move] = true
				}
			}
			next := 0
			s.Recall(viewer, &rng, func(who int, ev engine.View, legal []engine.Action, made engine.Action) {
				recalled++
				v := ev.(*View)
				var rec *Turn
				for ; rec == nil && next < len(turns); next++ {
					if r := &turns[next]; r.Move > 0 && r.Seat == who && r.Act.String() == made.String() && r.Hand == len(v.Hand) && faced(r, v) {
						rec = r
					}
				}
				where := fmt.Sprintf("seed %d step %d: seat %d's %s", seed, step, who, made)
				if who == viewer || rec == nil || past[rec.Move] == nil {
					t.Fatalf("%s recalled, not among the record", where)
				}
				p := past[rec.Move]
				delete(want, rec.Move)
				if !slices.Contains(legalText(legal), made.String()) {
					t.Fatalf("%s is not among the moves rebuilt: %v", where, legalText(legal))
				}
				if err := sameTable(v, p.view); err != nil {
					t.Fatalf("%s (move %d): %v", where, rec.Move, err)
				}
				if len(v.Hand) != len(p.view.Hand) {
					t.Fatalf("%s (move %d): hand of %d rebuilt, was %d", where, rec.Move, len(v.Hand), len(p.view.Hand))
				}
				if !p.drew {
					got, was := slices.Sorted(slices.Values(v.Hand)), slices.Sorted(slices.Values(p.view.Hand))
					if !slices.Equal(got, was) || !slices.Equal(legalText(legal), p.legal) {
						t.Fatalf("%s (move %d): hand %v with %v rebuilt, was %v with %v", where, rec.Move, got, legalText(legal), was, p.legal)
					}
				}
			})
			for m := range want {
				t.Fatalf("seed %d step %d: move %d (seat %d's %s) not recalled", seed, step, m, past[m].view.Seat, past[m].made)
			}
		}
	}
	if recalled == 0 {
		t.Fatal("nothing recalled")
	}
	t.Logf("%d choices recalled", recalled)
}

// sameTable compares what a choice reads of the table in the View rebuilt with the View then.
func sameTable(got, want *View) error {
	g, w := &got.Table, &want.Table
	switch {
	case g.Phase != w.Phase || g.Turn != w.Turn && w.Phase != PhaseNoOvertime || g.Damage != w.Damage || g.BossUses != w.BossUses:
		return fmt.Errorf("phase %d turn %d hit %+v uses %d, was %d %d %+v %d", g.Phase, g.Turn, g.Damage, g.BossUses, w.Phase, w.Turn, w.Damage, w.BossUses)
	case !slices.Equal(g.Life, w.Life) || !slices.Equal(g.Field, w.Field) || g.Resigned != w.Resigned:
		return fmt.Errorf("life %v field %v resigned %d, was %v %v %d", g.Life, g.Field, g.Resigned, w.Life, w.Field, w.Resigned)
	case g.Flags != w.Flags || g.Dict != w.Dict || g.Cancelled != w.Cancelled || g.Round != w.Round:
		return fmt.Errorf("flags %+v dict %d cancelled %v round %d, was %+v %d %v %d", g.Flags, g.Dict, g.Cancelled, g.Round, w.Flags, w.Dict, w.Cancelled, w.Round)
	case g.Chief != w.Chief || g.ChiefSide != w.ChiefSide:
		return fmt.Errorf("chief %d of side %d, was %d %d", g.Chief, g.ChiefSide, w.Chief, w.ChiefSide)
	case got.Seat != want.Seat || g.HandCount[got.Seat] != w.HandCount[want.Seat]:
		return fmt.Errorf("seat %d holding %d, was %d holding %d", got.Seat, g.HandCount[got.Seat], want.Seat, w.HandCount[want.Seat])
	}
	return nil
}

// faced reports whether r's table is v's, as far as the record keeps it.
func faced(r *Turn, v *View) bool {
	t := &v.Table
	for seat := range t.Seats {
		if int(r.Life[seat]) != t.Life[seat] || int(r.Field[seat]) != t.Field[seat] {
			return false
		}
	}
	return r.Phase == t.Phase && r.Damage == t.Damage && r.BossUses == t.BossUses && r.Flags == t.Flags &&
		int(r.Dict) == t.Dict && r.Cancelled == t.Cancelled && int(r.Chief) == t.Chief && r.ChiefSide == t.ChiefSide &&
		int(r.Round) == t.Round && int(r.Resigned) == t.Resigned
}

func legalText(acts []engine.Action) []string {
	out := make([]string, len(acts))
	for i, a := range acts {
		out[i] = a.String()
	}
	return out
}
