package napoleon

import (
	"fmt"
	"slices"
	"testing"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// choiceKey names one choice of a game: a call by its index in the round, the adjutant
// card, or a play by its trick and place in it.
type choiceKey struct {
	phase       Phase
	call        int
	trick, card int
}

func keyOf(v *View) choiceKey {
	switch v.Phase {
	case PhaseBid:
		return choiceKey{phase: PhaseBid, call: len(v.Calls)}
	case PhasePlay:
		return choiceKey{phase: PhasePlay, trick: len(v.Tricks), card: len(v.Trick)}
	}
	return choiceKey{phase: v.Phase}
}

// past is a choice as it was made: the seat's View, its legal moves and the move.
type past struct {
	view  *View
	legal []string
	made  string
}

// TestRecallRebuildsEachRecentTurn: at every step of random games, Recall on the true state
// gives back, for a seat looking on, exactly the choices of the other seats it should (every
// call of the round, the adjutant card, the last RecentPlays cards played by the others,
// each where the seat had a choice), each as it was: the move made is among the moves
// rebuilt, which are the moves the seat had, the public part is the one the seat saw (the
// round so far, the tricks, the trick on the table, the counts, the voids, the won cards, who
// was known to be the adjutant), and the hand rebuilt is the hand the seat held, card for
// card — except Napoleon's hand as dealt once the middle is mixed in, which is twelve of the
// sixteen it had.
func TestRecallRebuildsEachRecentTurn(t *testing.T) {
	kinds := map[Phase]int{}
	for seed := uint64(1); seed <= 60; seed++ {
		opts := engine.Options{}
		if seed%3 == 0 {
			opts[OptBidding] = BidOnce
		}
		s := fresh(t, seed, opts)
		s.SetQuiet(true)
		rng := engine.NewRNG(seed)
		viewer := int(seed % seats)
		seen := map[choiceKey]past{}
		var middle []deck.Card
		redeals := 0
		for step := 0; s.Outcome() == nil && step < 400; step++ {
			if s.Public.Redeals != redeals { // the calls of a thrown-in deal are gone
				redeals = s.Public.Redeals
				clear(seen)
			}
			if s.Public.Phase == PhaseAdjutant {
				middle = slices.Clone(s.Hidden.Middle)
			}
			seat := s.Public.Turn
			legal := s.Legal(seat)
			a := legal[rng.IntN(len(legal))]
			if s.Public.Phase == PhasePlay && rng.IntN(2) == 0 {
				// half the plays the lowest card, so that seats follow and throw off alike
				a = legal[0]
			}
			v := s.View(seat).(*View)
			if s.Public.Phase != PhaseExchange {
				seen[keyOf(v)] = past{view: v, legal: actStrings(legal), made: a.String()}
			}
			if _, err := s.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
			if s.Outcome() != nil {
				break
			}
			want := expectedRecall(s, viewer, seen)
			got := map[choiceKey]bool{}
			s.Recall(viewer, &rng, func(who int, ev engine.View, legal []engine.Action, made engine.Action) {
				v := ev.(*View)
				k := keyOf(v)
				was, ok := seen[k]
				where := fmt.Sprintf("seed %d step %d: seat %d's %s at %+v", seed, step, who, made, k)
				switch {
				case !ok || !want[k] || got[k]:
					t.Fatalf("%s recalled, not a recent choice of another seat (or twice)", where)
				case who == viewer || who != was.view.Seat || v.Seat != who:
					t.Fatalf("%s recalled as seat %d's, was seat %d's", where, who, was.view.Seat)
				case made.String() != was.made:
					t.Fatalf("%s recalled, the move was %s", where, was.made)
				case !slices.Equal(actStrings(legal), was.legal):
					t.Fatalf("%s: moves rebuilt %v, were %v", where, actStrings(legal), was.legal)
				}
				got[k] = true
				kinds[k.phase]++
				if err := samePosition(v, was.view); err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				gotHand, wantHand := sorted(v.Hand), sorted(was.view.Hand)
				if who == s.Public.Napoleon && k.phase != PhasePlay && s.Public.Phase == PhasePlay {
					// twelve of the sixteen: the hand as dealt, the middle mixed in
					if len(gotHand) != handSize || slices.ContainsFunc(gotHand, func(c deck.Card) bool {
						return !slices.Contains(wantHand, c) && !slices.Contains(middle, c)
					}) {
						t.Fatalf("%s: hand as dealt rebuilt as %v, was %v with the middle %v", where, gotHand, wantHand, middle)
					}
					return
				}
				if !slices.Equal(gotHand, wantHand) {
					t.Fatalf("%s: hand rebuilt as %v, was %v", where, gotHand, wantHand)
				}
			})
			for k := range want {
				if !got[k] {
					t.Fatalf("seed %d step %d: %+v not recalled", seed, step, k)
				}
			}
		}
	}
	t.Logf("choices recalled: %d calls, %d adjutant cards, %d plays", kinds[PhaseBid], kinds[PhaseAdjutant], kinds[PhasePlay])
	for _, ph := range []Phase{PhaseBid, PhaseAdjutant, PhasePlay} {
		if kinds[ph] == 0 {
			t.Errorf("no choice of phase %d recalled", ph)
		}
	}
}

// expectedRecall is the set of choices Recall must give viewer on s: those of the other
// seats, each with more than one move, among the calls, the adjutant card, and the last
// RecentPlays plays of the other seats.
func expectedRecall(s *State, viewer int, seen map[choiceKey]past) map[choiceKey]bool {
	want := map[choiceKey]bool{}
	p := &s.Public
	other := func(k choiceKey) bool {
		was, ok := seen[k]
		return ok && was.view.Seat != viewer && len(was.legal) > 1
	}
	for i := range p.Calls {
		if k := (choiceKey{phase: PhaseBid, call: i}); other(k) {
			want[k] = true
		}
	}
	if k := (choiceKey{phase: PhaseAdjutant}); p.HasAdjutantCard && other(k) {
		want[k] = true
	}
	if p.Phase != PhasePlay {
		return want
	}
	var plays []choiceKey
	for k := 0; k <= len(p.Tricks); k++ {
		for j, x := range p.trickAt(k) {
			if x.Seat != viewer {
				plays = append(plays, choiceKey{phase: PhasePlay, trick: k, card: j})
			}
		}
	}
	for _, k := range plays[max(0, len(plays)-RecentPlays):] {
		if other(k) {
			want[k] = true
		}
	}
	return want
}

// samePosition compares what a choice's View showed of the table with the View rebuilt.
func samePosition(got, want *View) error {
	g, w := &got.Public, &want.Public
	switch {
	case g.Phase != w.Phase || g.Turn != w.Turn || g.First != w.First:
		return fmt.Errorf("phase %d turn %d first %d, was %d %d %d", g.Phase, g.Turn, g.First, w.Phase, w.Turn, w.First)
	case !slices.Equal(g.Calls, w.Calls) || g.Passed != w.Passed || g.HasHigh != w.HasHigh || g.High != w.High:
		return fmt.Errorf("round %v %v high %v, was %v %v %v", g.Calls, g.Passed, g.High, w.Calls, w.Passed, w.High)
	case g.Napoleon != w.Napoleon || g.HandCounts != w.HandCounts || g.HiddenCount != w.HiddenCount:
		return fmt.Errorf("napoleon %d counts %v middle %d, was %d %v %d", g.Napoleon, g.HandCounts, g.HiddenCount, w.Napoleon, w.HandCounts, w.HiddenCount)
	case g.Phase != PhasePlay:
		return nil
	case g.HasAdjutantCard != w.HasAdjutantCard || g.AdjutantCard != w.AdjutantCard ||
		g.AdjutantRevealed != w.AdjutantRevealed || got.Adjutant != want.Adjutant:
		return fmt.Errorf("adjutant %s revealed %v known %d, was %s %v %d", g.AdjutantCard, g.AdjutantRevealed, got.Adjutant, w.AdjutantCard, w.AdjutantRevealed, want.Adjutant)
	case !slices.Equal(g.Trick, w.Trick) || len(g.Tricks) != len(w.Tricks) || g.Void != w.Void:
		return fmt.Errorf("trick %v after %d, voids %v, was %v after %d, %v", g.Trick, len(g.Tricks), g.Void, w.Trick, len(w.Tricks), w.Void)
	}
	for seat := range seats {
		if !slices.Equal(g.Won[seat], w.Won[seat]) {
			return fmt.Errorf("seat %d won %v, was %v", seat, g.Won[seat], w.Won[seat])
		}
	}
	return nil
}

func actStrings(acts []engine.Action) []string {
	out := make([]string, len(acts))
	for i, a := range acts {
		out[i] = a.String()
	}
	return out
}

func sorted(cs []deck.Card) []deck.Card {
	out := slices.Clone(cs)
	slices.Sort(out)
	return out
}
