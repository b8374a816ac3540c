package freeeight

import (
	"slices"
	"testing"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// TestRecallRebuildsEachRecentTurn: at every step of random games, Recall on the true state
// gives back each recent play or draw of the other seats as it was: the move recorded is
// among the legal moves it rebuilds, the top card and phase are the ones the seat faced,
// and, where the seat has drawn nothing since, the hand it rebuilds is the hand the seat
// held then, card for card; and every ロン window it recalls as passed by a seat that could
// have declared was passed so.
func TestRecallRebuildsEachRecentTurn(t *testing.T) {
	totalPasses := 0
	for seed := uint64(1); seed <= 40; seed++ {
		st, err := Game.New(engine.Config{Seats: 4, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		s.SetQuiet(true)
		rng := engine.NewRNG(seed)
		type then struct {
			hand  []deck.Card
			top   deck.Card
			phase Phase
			drew  bool // the seat drew after it
		}
		past := map[int]*then{}     // by Move
		passed := map[[3]int]bool{} // a seat passed a ロン it could declare: discarder, card, seat
		recalled, passes := 0, 0
		for step := 0; s.Outcome() == nil && step < 400; step++ {
			seat := engine.Next(s, &rng)
			legal := s.Legal(seat)
			a := legal[rng.IntN(len(legal))]
			if x := a.(Action); x.Kind == Pass && s.Private[seat].RonAsked {
				passed[[3]int{s.Public.Discarder, int(s.Public.RonCard), seat}] = true
			}
			before := slices.Clone(s.hand(seat))
			moves, top, phase := s.Public.Moves, s.Public.Top, s.Public.Phase
			if _, err := s.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
			if s.Public.Moves > moves {
				past[s.Public.Moves] = &then{hand: before, top: top, phase: phase}
			}
			played := 0
			if x := a.(Action); x.Kind == Play {
				played = 1
			}
			if len(s.hand(seat)) > len(before)-played { // a card came in: a draw, at this move or since the earlier ones
				for m, p := range past {
					if s.Public.Recent[m%RecentTurns].Move == m && s.Public.Recent[m%RecentTurns].Seat == seat {
						p.drew = true
					}
				}
			}
			// Recall goes oldest first: each call is the next recorded move it matches.
			turns := slices.Clone(s.Public.Recent[:])
			slices.SortFunc(turns, func(a, b Turn) int { return a.Move - b.Move })
			next := 0
			s.Recall(0, &rng, func(who int, v engine.View, legal []engine.Action, made engine.Action) {
				recalled++
				fv := v.(*View)
				if made.(Action).Kind == Pass {
					// a ロン window passed by a seat that could declare, its hand as it is now
					if len(legal) != 2 || !fv.RonAsked || fv.Phase != PhaseRon || !slices.Equal(fv.Hand, s.hand(who)) ||
						!passed[[3]int{fv.Discarder, int(fv.RonCard), who}] {
						t.Fatalf("seed %d step %d: seat %d's pass on %s by seat %d recalled, never made", seed, step, who, fv.RonCard, fv.Discarder)
					}
					passes++
					return
				}
				var rec *Turn
				for ; rec == nil && next < len(turns); next++ {
					if r := &turns[next]; r.Move > 0 && r.Seat == who && r.Top == fv.Top && r.Phase == fv.Phase && r.Act.String() == made.String() {
						rec = r
					}
				}
				if who == 0 || rec == nil {
					t.Fatalf("seed %d step %d: seat %d's %s recalled, not among the record", seed, step, who, made)
				}
				if !slices.ContainsFunc(legal, func(l engine.Action) bool { return l.String() == made.String() }) {
					t.Fatalf("seed %d step %d: seat %d's %s is not among the moves rebuilt: %v", seed, step, who, made, legal)
				}
				p := past[rec.Move]
				if p == nil || fv.Top != p.top || fv.Phase != p.phase || len(fv.Hand) != len(p.hand) {
					t.Fatalf("seed %d step %d: seat %d's move %d rebuilt facing %s with %d cards", seed, step, who, rec.Move, fv.Top, len(fv.Hand))
				}
				if !p.drew {
					got, want := slices.Clone(fv.Hand), slices.Clone(p.hand)
					slices.Sort(got)
					slices.Sort(want)
					if !slices.Equal(got, want) {
						t.Fatalf("seed %d step %d: seat %d's hand at move %d rebuilt as %v, was %v", seed, step, who, rec.Move, got, want)
					}
				}
			})
		}
		if recalled == 0 {
			t.Fatalf("seed %d: nothing recalled", seed)
		}
		totalPasses += passes
	}
	if totalPasses == 0 {
		t.Fatal("no pass on a ロン that could be declared recalled: the games tried none")
	}
}
