package chaos

import (
	"fmt"
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// checkInvariants: every card is in exactly one place, the public counts match the piles,
// the hands hold at most three cards outside a turn, resources and the die stay within 0..3.
func checkInvariants(st engine.State) error {
	s := st.(*State)
	p := &s.Public
	count := make([]int, NumCards)
	piles := [][]int{s.Hidden.Draw, s.Hidden.Boxed, p.Discards, p.Lane, p.Play}
	for seat, m := range s.Private {
		piles = append(piles, m.Hand)
		if len(m.Hand) != p.HandCounts[seat] {
			return fmt.Errorf("seat %d holds %d cards, the table says %d", seat, len(m.Hand), p.HandCounts[seat])
		}
	}
	for _, pile := range piles {
		for _, c := range pile {
			count[c]++
		}
	}
	for _, c := range p.Work {
		if c != none {
			count[c]++
		}
	}
	for c, n := range count {
		if n != 1 {
			return fmt.Errorf("card %d (%s) is in %d places", c, Cards[c].Key, n)
		}
	}
	if len(s.Hidden.Draw) != p.DrawCount || len(s.Hidden.Boxed) != p.BoxedCount {
		return fmt.Errorf("deck %d and box %d, the table says %d and %d", len(s.Hidden.Draw), len(s.Hidden.Boxed), p.DrawCount, p.BoxedCount)
	}
	for _, c := range s.Hidden.Boxed {
		for _, r := range p.Recycled {
			if c == r {
				return fmt.Errorf("card %d went back into the deck but lies in the box", c)
			}
		}
	}
	if p.Resources < 0 || p.Resources > MaxResources {
		return fmt.Errorf("resources %d", p.Resources)
	}
	if p.Chaos < 0 || p.Chaos > MaxChaos {
		return fmt.Errorf("chaos %d", p.Chaos)
	}
	if p.Phase == PhaseAction && p.Tasks.Len() == 0 && s.Result == nil {
		for seat, n := range p.HandCounts {
			if seat != p.Turn && n < handSize && p.DrawCount > 0 {
				return fmt.Errorf("seat %d holds only %d cards between turns", seat, n)
			}
		}
	}
	if o := s.Result; o != nil {
		if n := len(o.Winners); n != 0 && n != p.Seats {
			return fmt.Errorf("%d winners of %d seats", n, p.Seats)
		}
		for _, pt := range o.Points[1:] {
			if pt != o.Points[0] {
				return fmt.Errorf("points %v: the team wins or loses together", o.Points)
			}
		}
	}
	return nil
}

// The contract's shared checks (legal lists, windows, round trips, refusals, quiet apply,
// Determinize, stepwise secrecy, replays) with the game's invariants after every step.
func TestRandomGamesMeetTheContractAndKeepEveryCard(t *testing.T) {
	enginetest.Run(t, Game, enginetest.Spec{Games: 2000, Check: checkInvariants})
}

// Every way a project can end comes up in random play.
func TestRandomGamesReachEveryEnding(t *testing.T) {
	pick := engine.NewRNG(99)
	ends := map[string]int{}
	for i, cfg := range enginetest.Configs(Game, 1000) {
		s, err := Game.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s.SetQuiet(true)
		for n := 0; s.Outcome() == nil; n++ {
			if n > 5000 {
				t.Fatalf("game %d never ends", i)
			}
			seat := engine.Next(s, &pick)
			legal := s.Legal(seat)
			if _, err := s.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
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

// The largest legal list any seat faces in 10,000 random games: a hand of three cards, each
// with its placements, play and discard; a pick among at most a hand or three workplaces.
func TestLargestLegalList(t *testing.T) { enginetest.LargestLegal(t, Game, 10000) }

func BenchmarkPlayoutFull(b *testing.B)  { enginetest.Bench(b, Game, false) }
func BenchmarkPlayoutQuiet(b *testing.B) { enginetest.Bench(b, Game, true) }

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
}

// New deals quietly and DealEvents deals again, loud: the two deals leave the same state.
func TestQuietDealIsTheLoudDeal(t *testing.T) { enginetest.QuietDeal(t, Game, 300, deal) }

// TestAllowsIsTheLegalList: Apply's check (allows) accepts exactly what the legal list lists,
// for every seat and every action any card could name, at every step of random games.
func TestAllowsIsTheLegalList(t *testing.T) {
	var all []Action
	for c := range NumCards {
		all = append(all, Action{Kind: Play, Card: c}, Action{Kind: Discard, Card: c}, Action{Kind: Pick, Card: c})
		for _, cat := range []Cat{Tech, User, Mgmt, Tech | User} {
			for _, o := range []Out{OutNone, OutLane, OutDiscard} {
				all = append(all, Action{Kind: Place, Card: c, Cat: cat, Out: o})
			}
		}
	}
	all = append(all, Action{Kind: Yes}, Action{Kind: No}, Action{Kind: Yes, Card: 1})
	games := 60
	if testing.Short() {
		games = 15
	}
	pick := engine.NewRNG(3)
	for _, cfg := range enginetest.Configs(Game, games) {
		st, _ := Game.New(cfg)
		s := st.(*State)
		for s.Outcome() == nil {
			for seat := range s.Seats() {
				var buf [32]Action
				listed := s.actions(seat, buf[:0])
				for _, a := range all {
					if got, want := s.check(seat, a) == nil, slices.Contains(listed, a); got != want {
						t.Fatalf("seat %d, %s: check allows it %v, the legal list %v", seat, a, got, want)
					}
				}
			}
			seat := engine.Next(s, &pick)
			legal := s.Legal(seat)
			if _, err := s.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
