package freeeight

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

func playouts(t *testing.T) int {
	if testing.Short() {
		return 300
	}
	return 3000
}

// checkInvariants is what must hold after every step of any game.
func checkInvariants(st engine.State) error {
	s := st.(*State)
	var count [deck.NumFaces]int
	for _, pile := range append(slices.Clone(s.hands), s.draw, s.discard) {
		for _, c := range pile {
			count[c]++
		}
	}
	for c, n := range count {
		if n != 2 {
			return fmt.Errorf("%d copies of %v on the table", n, deck.Card(c))
		}
	}
	o := s.Outcome()
	if o == nil {
		if !s.v.reshuffle && len(s.draw) == 0 {
			return errors.New("the game goes on with an empty draw pile under deck_out=end")
		}
		if s.revealed != nil {
			return errors.New("hands revealed during the game")
		}
		if s.attack != NoAttack && s.phase != PhaseAttacked && s.phase != PhaseRon || s.attack == NoAttack && s.phase == PhaseAttacked {
			return fmt.Errorf("attack %d in phase %d", s.attack, s.phase)
		}
		seat := s.moves % s.Seats() // one seat's view a step is plenty
		if v := s.View(seat).(*View); v.Revealed != nil || !slices.Equal(v.Hand, s.hands[seat]) {
			return fmt.Errorf("seat %d's view shows more than its hand", seat)
		}
		return nil
	}
	sum := 0
	for _, p := range o.Points {
		sum += p
	}
	if sum != 0 || len(o.Points) != s.Seats() {
		return fmt.Errorf("points %v do not sum to zero", o.Points)
	}
	return nil
}

func TestRandomPlayouts(t *testing.T) {
	pick := engine.NewRNG(42)
	ends := map[string]int{}
	steps := 0
	for i, cfg := range enginetest.Configs(Game, playouts(t)) {
		s, rec, err := enginetest.RandomGame(Game, cfg, &pick, 20000, checkInvariants)
		if err != nil {
			t.Fatalf("game %d (%d seats, %v): %v", i, cfg.Seats, cfg.Options, err)
		}
		ends[s.Outcome().Reason.Key]++
		steps += len(rec)
		if i%10 == 0 {
			replayed, err := engine.Replay(Game, cfg, rec)
			if err != nil {
				t.Fatalf("game %d: replay: %v", i, err)
			}
			for seat := range cfg.Seats {
				if !reflect.DeepEqual(replayed.View(seat), s.View(seat)) {
					t.Fatalf("game %d: the replay differs for seat %d", i, seat)
				}
			}
		}
	}
	t.Logf("%d games, %d steps; endings %v", playouts(t), steps, ends)
	for _, key := range []string{MsgEndTsumo, MsgEndRon, MsgEndExhausted} {
		if ends[key] == 0 {
			t.Errorf("no random game ended with %s", key)
		}
	}
}

// TestEventsAndLegality plays random games by hand to check each step's events and that
// Legal lists exactly the actions Apply accepts.
func TestEventsAndLegality(t *testing.T) {
	pick := engine.NewRNG(7)
	allowed := map[string]bool{}
	for _, k := range MessageKeys {
		allowed[k] = true
	}
	seenKeys := map[string]bool{}
	for i, cfg := range enginetest.Configs(Game, playouts(t)/30) {
		st, err := Game.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		if err := checkEvents(s.DealEvents(), allowed, seenKeys); err != nil {
			t.Fatalf("game %d deal: %v", i, err)
		}
		for s.Outcome() == nil {
			actors := s.Actors()
			seat := actors[pick.IntN(len(actors))]
			for _, who := range []int{seat, pick.IntN(s.Seats()+2) - 1} {
				if err := legalMatchesCheck(s, who); err != nil {
					t.Fatalf("game %d: %v", i, err)
				}
			}
			legal := s.Legal(seat)
			a := legal[pick.IntN(len(legal))]
			ev, err := s.Apply(seat, a)
			if err != nil {
				t.Fatal(err)
			}
			if err := checkEvents(ev, allowed, seenKeys); err != nil {
				t.Fatalf("game %d, seat %d %v: %v", i, seat, a, err)
			}
			if a.(Action).Kind == Pass && s.phase == PhaseRon && len(ev) != 0 {
				t.Fatalf("game %d: a pass reported %v", i, ev)
			}
		}
	}
	for _, k := range MessageKeys {
		if !seenKeys[k] && k != MsgEndLimit && k != MsgEndRonMulti && k != MsgEndRonKaeshiMulti && k != MsgRonKaeshi && k != MsgEndRonKaeshi {
			t.Errorf("random games never emitted %s", k)
		}
	}
}

// candidates is every action a seat could name: each card (and suit), draw, ron, pass.
func candidates() []Action {
	out := []Action{{Kind: Draw}, {Kind: Ron}, {Kind: Pass}}
	for c := range deck.Card(deck.NumFaces) {
		for _, suit := range deck.Suits {
			out = append(out, Action{Kind: Play, Card: c, Suit: suit})
		}
	}
	return out
}

var allCandidates = candidates()

func legalMatchesCheck(s *State, seat int) error {
	legal := s.Legal(seat)
	for _, a := range allCandidates {
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

func checkEvents(ev []engine.Event, allowed, seen map[string]bool) error {
	for _, e := range ev {
		if e.Kind == engine.EvMove && e.To.Name == "hand" && (!e.Secret || e.Owner != e.To.Seat) {
			return fmt.Errorf("a card drawn into a hand is not secret to its owner: %+v", e)
		}
		if e.Kind == engine.EvMove && e.To.Name == "discard" && e.Secret {
			return fmt.Errorf("a play is secret: %+v", e)
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

func TestRefusalsInRandomGames(t *testing.T) {
	pick := engine.NewRNG(11)
	for i, cfg := range enginetest.Configs(Game, playouts(t)/30) {
		st, _ := Game.New(cfg)
		s := st.(*State)
		for s.Outcome() == nil {
			for range 5 {
				a := allCandidates[pick.IntN(len(allCandidates))]
				seat := pick.IntN(s.Seats())
				if s.check(seat, a) == nil {
					continue
				}
				if err := enginetest.RefusalLeavesStateUntouched(s, seat, a); err != nil {
					t.Fatalf("game %d: %v", i, err)
				}
			}
			actors := s.Actors()
			seat := actors[pick.IntN(len(actors))]
			legal := s.Legal(seat)
			if _, err := s.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestNewDealsFiveEachAndOpensOneCard(t *testing.T) {
	for seats := 2; seats <= 6; seats++ {
		first := seats - 1
		st, err := Game.New(engine.Config{Seats: seats, Seed: 5, First: first})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for i, h := range s.hands {
			if len(h) != handSize {
				t.Fatalf("seat %d dealt %d", i, len(h))
			}
		}
		if len(s.discard) != 1 || len(s.draw) != 104-5*seats-1 {
			t.Fatalf("discard %d draw %d", len(s.discard), len(s.draw))
		}
		wantPhase(t, s, first, PhaseTurn)
		ev := s.DealEvents()
		var order []int
		for _, e := range ev {
			if e.Kind == engine.EvMove && e.To.Name == "hand" {
				order = append(order, e.To.Seat)
			}
		}
		if len(order) != 5*seats || order[0] != first || order[1] != (first+1)%seats {
			t.Fatalf("deal order %v, want from seat %d clockwise", order, first)
		}
		open := ev[len(ev)-2]
		if open.Kind != engine.EvMove || open.To != discardZone || open.Secret || open.Card != int(s.top()) {
			t.Fatalf("opening event %+v", open)
		}
		if ev[len(ev)-1].Kind != engine.EvPhase || ev[len(ev)-1].Seat != first {
			t.Fatalf("last deal event %+v", ev[len(ev)-1])
		}
	}
}

func TestNewRefusesBadConfigs(t *testing.T) {
	for _, cfg := range []engine.Config{
		{Seats: 1}, {Seats: 7}, {Seats: 3, First: 3}, {Seats: 3, First: -1},
		{Seats: 3, Options: engine.Options{"eight_answer": "maybe"}},
		{Seats: 3, Options: engine.Options{"no_such": "on"}},
	} {
		if _, err := Game.New(cfg); err == nil {
			t.Errorf("New(%+v) succeeded", cfg)
		}
	}
}

func TestGameDescription(t *testing.T) {
	if Game.ID() != "freeeight" {
		t.Fatal(Game.ID())
	}
	if lo, hi := Game.Seats(); lo != 2 || hi != 6 {
		t.Fatal(lo, hi)
	}
	want := map[string]string{OptEightAnswer: EightCancel, OptRonOnAnswer8: "on", OptRonPriority: RonTurnOrder, OptDeckOut: DeckOutEnd}
	got := map[string]string{}
	for _, o := range Game.Options() {
		got[o.Key] = o.Default
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("defaults %v, want %v", got, want)
	}
}

func TestActionsRoundTrip(t *testing.T) {
	for _, a := range allCandidates {
		if a.Kind == Play && a.Card.Rank() != 8 && a.Suit != 0 {
			continue // only the canonical form of a non-8 play
		}
		back, err := ParseAction(a.String())
		if err != nil || back != a {
			t.Errorf("%q parses to %v, %v", a, back, err)
		}
	}
}

func TestSameSeedSameGame(t *testing.T) {
	cfg := engine.Config{Seats: 4, Seed: 99}
	a, _ := Game.New(cfg)
	b, _ := Game.New(cfg)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two deals from one seed differ")
	}
	c := a.Clone()
	ea, _ := a.Apply(0, Action{Kind: Draw})
	ec, _ := c.Apply(0, Action{Kind: Draw})
	if !reflect.DeepEqual(ea, ec) {
		t.Fatal("a clone draws differently")
	}
}

func BenchmarkRandomGame(b *testing.B) {
	pick := engine.NewRNG(1)
	cfgs := enginetest.Configs(Game, 64)
	steps := 0
	for i := 0; b.Loop(); i++ {
		st, err := Game.New(cfgs[i%len(cfgs)])
		if err != nil {
			b.Fatal(err)
		}
		for st.Outcome() == nil {
			actors := st.Actors()
			seat := actors[pick.IntN(len(actors))]
			legal := st.Legal(seat)
			if _, err := st.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
			steps++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(steps)/float64(b.N), "steps/game")
}

func TestMatchWinnerStartsNextGame(t *testing.T) {
	m, err := engine.NewMatch(Game, 4, 77, nil)
	if err != nil {
		t.Fatal(err)
	}
	pick := engine.NewRNG(2)
	for game := range 20 {
		cfg := m.Config()
		s, _, err := enginetest.RandomGame(Game, cfg, &pick, 5000, nil)
		if err != nil {
			t.Fatal(err)
		}
		if fresh, _ := m.Next(); fresh.Actors()[0] != cfg.First {
			t.Fatalf("game %d: seat %d starts, want %d", game, fresh.Actors()[0], cfg.First)
		}
		o := s.Outcome()
		m.Record(*o)
		want := (cfg.First + 1) % 4
		if len(o.Winners) > 0 {
			want = o.Winners[0]
		}
		if m.First() != want {
			t.Fatalf("game %d won by %v: next starter %d, want %d", game, o.Winners, m.First(), want)
		}
	}
}
