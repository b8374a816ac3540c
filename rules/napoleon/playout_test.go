package napoleon

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// TestContract plays 2000 random games through the shared checks (actors, round trips,
// refusals, quiet apply, Determinize, stepwise secrecy, replays) with the game's own
// invariants after every step, and expects every ending and every trick rule to turn up.
// The stepwise secrecy check samples every other game: on all 2000 the test took 44 s of CPU
// and up to 73 s on a busy two-core machine, over the minute a package's tests may take.
func TestContract(t *testing.T) {
	ends := map[string]int{}
	rules := map[Rule]int{}
	check := func(st engine.State) error {
		if err := checkInvariants(st); err != nil {
			return err
		}
		s := st.(*State)
		if o := s.Outcome(); o != nil {
			ends[o.Reason.Key]++
			if len(s.Public.Tricks) != numTricks && o.Reason.Key != MsgEndRedeals {
				return fmt.Errorf("%d tricks", len(s.Public.Tricks))
			}
			for _, tr := range s.Public.Tricks {
				rules[tr.Rule]++
			}
		}
		return nil
	}
	start := time.Now()
	st := enginetest.Run(t, Game, enginetest.Spec{Games: 2000, Check: check})
	t.Logf("%v; endings %v; trick rules %v", time.Since(start), ends, rules)
	if !st.Exhaustive() {
		return
	}
	// Random declarers rarely make their count (none may in 2000 games: TestScoring covers
	// the win), and lose both with an adjutant and alone.
	for _, k := range []string{MsgEndLose, MsgEndLoseAlone} {
		if ends[k] == 0 {
			t.Errorf("no random game ended with %s", k)
		}
	}
	for r := RulePlain; r <= RuleSame2; r++ {
		if rules[r] == 0 {
			t.Errorf("no random trick was won by rule %d", r)
		}
	}
}

// TestLargestLegalList: no seat ever faces more than 60 actions (the adjutant card, 52, is
// the largest; the exchange is sixteen single picks and undo, no longer 1,820 sets of four).
func TestLargestLegalList(t *testing.T) { enginetest.LargestLegal(t, Game, 10000) }

func BenchmarkPlayoutFull(b *testing.B)  { enginetest.Bench(b, Game, false) }
func BenchmarkPlayoutQuiet(b *testing.B) { enginetest.Bench(b, Game, true) }

func playouts() int {
	if testing.Short() {
		return 200
	}
	return 2000
}

// candidates is a sample of actions a seat could name, legal or not.
func candidates(s *State) []Action {
	out := []Action{{Kind: Pass}, {Kind: Undo}, {Kind: Undo, Card: 3}, {Kind: Pass, N: 13},
		{Kind: Declare, N: 12}, {Kind: Declare, N: 21}, {Kind: Declare, N: 14, Suit: 9}, {Kind: Discard, Card: 5, N: 1}}
	for n := minBid; n <= maxBid; n++ {
		for _, suit := range deck.Suits {
			out = append(out, Action{Kind: Declare, N: n, Suit: suit})
		}
	}
	for c := range deck.Card(deck.NumFaces) {
		out = append(out, Action{Kind: Name, Card: c}, Action{Kind: Play, Card: c}, Action{Kind: Discard, Card: c})
	}
	return out
}

func legalMatchesCheck(s *State, seat int) error {
	legal := s.Legal(seat)
	for _, a := range candidates(s) {
		ok := s.check(seat, a) == nil
		if in := slices.Contains(legal, engine.Action(a)); ok != in {
			return fmt.Errorf("seat %d %q: check says %v, Legal lists it %v", seat, a, ok, in)
		}
	}
	for i, a := range legal {
		if slices.Contains(legal[:i], a) {
			return fmt.Errorf("seat %d: %q listed twice", seat, a)
		}
	}
	return nil
}

func TestEventsAndLegality(t *testing.T) {
	pick := engine.NewRNG(7)
	allowed := map[string]bool{}
	for _, k := range MessageKeys {
		allowed[k] = true
	}
	seen := map[string]bool{}
	for i, cfg := range enginetest.Configs(Game, playouts()/20) {
		st, _ := Game.New(cfg)
		s := st.(*State)
		if err := checkEvents(s.DealEvents(), allowed, seen); err != nil {
			t.Fatal(err)
		}
		for s.Outcome() == nil {
			seat := s.Actors()[0]
			for _, who := range []int{seat, pick.IntN(seats)} {
				if err := legalMatchesCheck(s, who); err != nil {
					t.Fatalf("game %d: %v", i, err)
				}
			}
			legal := s.Legal(seat)
			a := legal[pick.IntN(len(legal))]
			// refusals leave every view untouched
			for range 3 {
				cs := candidates(s)
				bad := cs[pick.IntN(len(cs))]
				if err := enginetest.RefusalLeavesStateUntouched(s, pick.IntN(seats), bad); err != nil {
					t.Fatal(err)
				}
			}
			ev, err := s.Apply(seat, a)
			if err != nil {
				t.Fatal(err)
			}
			if err := checkEvents(ev, allowed, seen); err != nil {
				t.Fatalf("game %d seat %d %v: %v", i, seat, a, err)
			}
		}
	}
	if testing.Short() {
		return // too few games to expect every message
	}
	for _, k := range MessageKeys {
		rare := k == MsgRedeal || k == MsgEndRedeals || k == MsgRuleJBlocks || k == MsgEndWin || k == MsgEndWinAlone
		if !seen[k] && !rare {
			t.Errorf("random games never emitted %s", k)
		}
	}
}

// checkEvents: a card into a hand shows its face to the owner only; the middle, the
// discards and the picks show theirs to nobody else either; a play is public.
func checkEvents(ev []engine.Event, allowed, seen map[string]bool) error {
	for _, e := range ev {
		owner := e.To.Seat
		if e.From.Name == "hand" {
			owner = e.From.Seat
		}
		switch {
		case e.Kind == engine.EvMove && e.To.Name == "hand" && !onlyFace(e, owner):
			return fmt.Errorf("a card into a hand is not secret to its owner: %+v", e)
		case e.Kind == engine.EvMove && e.To.Name == "trick" && !(e.Face.Public() && e.Audience.Public()):
			return fmt.Errorf("a play is secret: %+v", e)
		case e.To.Name == "discard" && !onlyFace(e, owner):
			return fmt.Errorf("a discard is seen: %+v", e)
		case e.To.Name == "picked" && !onlyFace(e, owner):
			return fmt.Errorf("a pick is seen: %+v", e)
		case (e.To.Name == "hidden" || e.From.Name == "hidden" && e.To.Name == "deck") && !onlyFace(e, -1):
			return fmt.Errorf("a hidden card is seen: %+v", e)
		}
		if e.Msg.Key == "" {
			continue
		}
		if !allowed[e.Msg.Key] {
			return fmt.Errorf("message %q is not in MessageKeys", e.Msg.Key)
		}
		seen[e.Msg.Key] = true
		for _, a := range e.Msg.Args {
			switch a.(type) {
			case engine.SeatRef, engine.CardRef, int, string:
			default:
				return fmt.Errorf("message %s has an argument of type %T", e.Msg.Key, a)
			}
		}
	}
	return nil
}

// onlyFace reports whether e shows its face to seat and to no other seat (to nobody for -1).
func onlyFace(e engine.Event, seat int) bool {
	for s := range seats {
		if e.SeenBy(s) != (s == seat) {
			return false
		}
	}
	return true
}

func TestMatchWinnerStartsNextGame(t *testing.T) {
	m, err := engine.NewMatch(Game, 4, 77, nil)
	if err != nil {
		t.Fatal(err)
	}
	pick := engine.NewRNG(2)
	for range 10 {
		s, _ := m.Next()
		for s.Outcome() == nil {
			seat := engine.Next(s, &pick)
			legal := s.Legal(seat)
			if _, err := s.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		m.Record(*s.Outcome())
	}
	sum := 0
	for _, v := range m.Totals {
		sum += v
	}
	if sum != 0 {
		t.Fatalf("match totals %v", m.Totals)
	}
}

// New deals quietly and DealEvents deals again, loud: the two deals leave the same state.
func TestQuietDealIsTheLoudDeal(t *testing.T) { enginetest.QuietDeal(t, Game, 300, deal) }
