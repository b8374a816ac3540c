package napoleon

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

func playouts() int {
	if testing.Short() {
		return 200
	}
	return 2000
}

// TestRandomPlayouts: 52 cards accounted for and 20 face cards between the players, the
// middle, the discards and the trick after every step; exactly 12 tricks; points sum to 0.
func TestRandomPlayouts(t *testing.T) {
	pick := engine.NewRNG(42)
	ends := map[string]int{}
	rules := map[Rule]int{}
	for i, cfg := range enginetest.Configs(Game, playouts()) {
		s, rec, err := enginetest.RandomGame(Game, cfg, &pick, 5000, checkInvariants)
		if err != nil {
			t.Fatalf("game %d (%v): %v", i, cfg.Options, err)
		}
		ends[s.Outcome().Reason.Key]++
		ns := s.(*State)
		if len(ns.tricks) != numTricks {
			t.Fatalf("game %d: %d tricks", i, len(ns.tricks))
		}
		for _, tr := range ns.tricks {
			rules[tr.Rule]++
		}
		if i%10 == 0 {
			replayed, err := engine.Replay(Game, cfg, rec)
			if err != nil {
				t.Fatalf("game %d: replay: %v", i, err)
			}
			for seat := range seats {
				if !reflect.DeepEqual(replayed.View(seat), s.View(seat)) {
					t.Fatalf("game %d: the replay differs for seat %d", i, seat)
				}
			}
		}
	}
	t.Logf("endings %v; trick rules %v", ends, rules)
	if testing.Short() {
		return // too few games to expect every ending and every rule
	}
	// Random declarers rarely make their count, alone almost never (TestScoring covers it).
	for _, k := range []string{MsgEndWin, MsgEndLose, MsgEndLoseAlone} {
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

// candidates is a sample of actions a seat could name, legal or not.
func candidates(s *State, rng *engine.RNG) []Action {
	out := []Action{{Kind: Pass}, {Kind: Declare, N: 12}, {Kind: Declare, N: 21}, {Kind: Declare, N: 14, Suit: 9}}
	for n := minBid; n <= maxBid; n++ {
		for _, suit := range deck.Suits {
			out = append(out, Action{Kind: Declare, N: n, Suit: suit})
		}
	}
	for c := range deck.Card(deck.NumFaces) {
		out = append(out, Action{Kind: Name, Card: c}, Action{Kind: Play, Card: c})
	}
	for range 30 {
		var cs []deck.Card
		for len(cs) < hiddenN {
			c := deck.Card(rng.IntN(deck.NumFaces))
			if !slices.Contains(cs, c) {
				cs = append(cs, c)
			}
		}
		out = append(out, DiscardOf(cs))
	}
	if s.phase == PhaseExchange {
		for i, a := range s.Legal(s.napoleon) {
			if i%97 == 0 {
				out = append(out, a.(Action))
			}
		}
	}
	return out
}

func legalMatchesCheck(s *State, seat int, rng *engine.RNG) error {
	legal := s.Legal(seat)
	for _, a := range candidates(s, rng) {
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
				if err := legalMatchesCheck(s, who, &pick); err != nil {
					t.Fatalf("game %d: %v", i, err)
				}
			}
			legal := s.Legal(seat)
			a := legal[pick.IntN(len(legal))]
			// refusals leave every view untouched
			for range 3 {
				cs := candidates(s, &pick)
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

func checkEvents(ev []engine.Event, allowed, seen map[string]bool) error {
	for _, e := range ev {
		if e.Kind == engine.EvMove {
			if e.To.Name == "hand" && (!e.Secret || e.Owner != e.To.Seat) {
				return fmt.Errorf("a card into a hand is not secret to its owner: %+v", e)
			}
			if e.To.Name == "trick" && e.Secret {
				return fmt.Errorf("a play is secret: %+v", e)
			}
			if e.To.Name == "discard" && (!e.Secret || e.SeenBy((e.Owner+1)%seats)) {
				return fmt.Errorf("a discard is seen: %+v", e)
			}
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

func TestSameSeedSameGame(t *testing.T) {
	cfg := engine.Config{Seats: 4, Seed: 99}
	a, _ := Game.New(cfg)
	b, _ := Game.New(cfg)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two deals from one seed differ")
	}
}

func TestMatchWinnerStartsNextGame(t *testing.T) {
	m, err := engine.NewMatch(Game, 4, 77, nil)
	if err != nil {
		t.Fatal(err)
	}
	pick := engine.NewRNG(2)
	for range 10 {
		cfg := m.Config()
		s, _, err := enginetest.RandomGame(Game, cfg, &pick, 5000, nil)
		if err != nil {
			t.Fatal(err)
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

func BenchmarkRandomGame(b *testing.B) {
	pick := engine.NewRNG(1)
	cfgs := enginetest.Configs(Game, 64)
	for i := 0; b.Loop(); i++ {
		if _, _, err := enginetest.RandomGame(Game, cfgs[i%len(cfgs)], &pick, 5000, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
