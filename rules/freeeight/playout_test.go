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

// checkInvariants is what must hold after every step of any game: every card of the shoe
// once in a hand, the draw pile or the discards; the public counts true to the parts; the
// ロン window letting exactly the seats whose hands sum declare; zero-sum points.
func checkInvariants(st engine.State) error {
	s := st.(*State)
	p := &s.Public
	if p.Phase == PhaseTurn || p.Phase == PhaseExtra || p.Phase == PhaseAttacked {
		// Legal's set of playable faces is the card-by-card rule (follows, answers).
		can := s.playableFaces()
		for c := range deck.Card(deck.NumFaces) {
			if in := can&(1<<c) != 0; in != s.playable(c) {
				return fmt.Errorf("phase %d, top %s: %s playable %v, the set says %v", p.Phase, p.Top, c, s.playable(c), in)
			}
		}
	}
	var count [deck.NumFaces]int
	piles := [][]deck.Card{s.Hidden.Draw, p.Discards}
	for seat, m := range s.Private {
		piles = append(piles, m.Hand)
		if p.HandCounts[seat] != len(m.Hand) {
			return fmt.Errorf("seat %d holds %d cards but shows %d", seat, len(m.Hand), p.HandCounts[seat])
		}
	}
	for _, pile := range piles {
		for _, c := range pile {
			count[c]++
		}
	}
	for c, n := range count {
		if n != 2 {
			return fmt.Errorf("%d copies of %v on the table", n, deck.Card(c))
		}
	}
	if p.DrawCount != len(s.Hidden.Draw) || p.Top != p.Discards[len(p.Discards)-1] {
		return fmt.Errorf("draw count %d of %d, top %v of %v", p.DrawCount, len(s.Hidden.Draw), p.Top, p.Discards[len(p.Discards)-1])
	}
	o := s.Outcome()
	if o == nil {
		if !s.Public.Variant.Reshuffle && p.DrawCount == 0 {
			return errors.New("the game goes on with an empty draw pile under deck_out=end")
		}
		if p.Revealed != nil {
			return errors.New("hands revealed during the game")
		}
		if p.Attack != NoAttack && p.Phase != PhaseAttacked && p.Phase != PhaseRon || p.Attack == NoAttack && p.Phase == PhaseAttacked {
			return fmt.Errorf("attack %d in phase %d", p.Attack, p.Phase)
		}
		for seat, m := range s.Private {
			sums := p.Phase == PhaseRon && seat != p.Discarder && handSum(m.Hand) == int(p.RonCard.Rank())
			if m.RonAsked != sums || m.RonDeclared && !m.RonAsked || p.Phase != PhaseRon && m.RonAnswered {
				return fmt.Errorf("seat %d's ロン answer %+v in phase %d", seat, m, p.Phase)
			}
		}
		return nil
	}
	sum := 0
	for _, n := range o.Points {
		sum += n
	}
	if sum != 0 || len(o.Points) != s.Seats() {
		return fmt.Errorf("points %v do not sum to zero", o.Points)
	}
	return nil
}

// TestContract is the shared check of every game: invariants, round trips, refusals, quiet
// apply, Determinize, stepwise secrecy (the check the old ロン window, open only when some
// hand could declare, would fail) and replays.
func TestContract(t *testing.T) {
	enginetest.Run(t, Game, enginetest.Spec{Games: 2000, Check: checkInvariants})
}

// TestLargestLegalList surveys 10,000 random games for the longest legal list (at most 60).
func TestLargestLegalList(t *testing.T) { enginetest.LargestLegal(t, Game, 10000) }

func BenchmarkPlayoutFull(b *testing.B)  { enginetest.Bench(b, Game, false) }
func BenchmarkPlayoutQuiet(b *testing.B) { enginetest.Bench(b, Game, true) }

// randomGame plays cfg to its end with random legal actions.
func randomGame(t testing.TB, cfg engine.Config, pick *engine.RNG) *State {
	t.Helper()
	st, err := Game.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for st.Outcome() == nil {
		seat := engine.Next(st, pick)
		legal := st.Legal(seat)
		if _, err := st.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return st.(*State)
}

// TestRandomGamesEndEveryWay: random play reaches ツモ, ロン and the empty draw pile.
func TestRandomGamesEndEveryWay(t *testing.T) {
	pick := engine.NewRNG(42)
	ends := map[string]int{}
	for _, cfg := range enginetest.Configs(Game, playouts(t)/10) {
		ends[randomGame(t, cfg, &pick).Outcome().Reason.Key]++
	}
	t.Logf("endings %v", ends)
	for _, key := range []string{MsgEndTsumo, MsgEndRon, MsgEndExhausted} {
		if ends[key] == 0 {
			t.Errorf("no random game ended with %s", key)
		}
	}
}

// TestEventsAndLegality plays random games by hand to check each step's events and that
// Legal lists exactly the actions Apply accepts (the latter, which tries every action, in
// the first games only).
func TestEventsAndLegality(t *testing.T) {
	pick := engine.NewRNG(7)
	allowed := map[string]bool{}
	for _, k := range MessageKeys {
		allowed[k] = true
	}
	seenKeys := map[string]bool{}
	legality := playouts(t) / 60
	expected := func(k string) bool {
		return k != MsgEndLimit && k != MsgEndRonMulti && k != MsgEndRonKaeshiMulti && k != MsgRonKaeshi && k != MsgEndRonKaeshi
	}
	missing := func() bool {
		for _, k := range MessageKeys {
			if expected(k) && !seenKeys[k] {
				return true
			}
		}
		return false
	}
	for i, cfg := range enginetest.Configs(Game, playouts(t)/3) {
		if i >= playouts(t)/30 && !missing() {
			break
		}
		st, err := Game.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		if err := checkEvents(s.DealEvents(), allowed, seenKeys); err != nil {
			t.Fatalf("game %d deal: %v", i, err)
		}
		for s.Outcome() == nil {
			seat := engine.Next(s, &pick)
			for _, who := range []int{seat, pick.IntN(s.Seats()+2) - 1} {
				if i >= legality {
					break
				}
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
			if a.(Action).Kind == Pass && s.Public.Phase == PhaseRon && len(ev) != 0 {
				t.Fatalf("game %d: a pass reported %v", i, ev)
			}
		}
	}
	for _, k := range MessageKeys {
		if !seenKeys[k] && expected(k) {
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
		if e.Kind == engine.EvMove && e.To.Name == "hand" && (!e.Audience.Public() || e.Face != engine.Only(e.To.Seat)) {
			return fmt.Errorf("a card drawn into a hand is not secret to its owner: %+v", e)
		}
		if e.Kind == engine.EvMove && e.To.Name == "discard" && (!e.Audience.Public() || !e.Face.Public()) {
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
			seat := engine.Next(s, &pick)
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
		for i, m := range s.Private {
			if len(m.Hand) != handSize {
				t.Fatalf("seat %d dealt %d", i, len(m.Hand))
			}
		}
		if len(s.Public.Discards) != 1 || len(s.Hidden.Draw) != 104-5*seats-1 {
			t.Fatalf("discard %d draw %d", len(s.Public.Discards), len(s.Hidden.Draw))
		}
		wantPhase(t, s, first, PhaseTurn)
		ev := s.DealEvents()
		var order []int
		for _, e := range ev {
			if e.Kind == engine.EvMove && e.To.Name == "hand" {
				order = append(order, e.To.Seat)
				if e.Face != engine.Only(e.To.Seat) || e.SeenBy((e.To.Seat+1)%seats) {
					t.Fatalf("a dealt card's face is shown beyond its seat: %+v", e)
				}
			}
		}
		if len(order) != 5*seats || order[0] != first || order[1] != (first+1)%seats {
			t.Fatalf("deal order %v, want from seat %d clockwise", order, first)
		}
		open := ev[len(ev)-2]
		if open.Kind != engine.EvMove || open.To != discardZone || !open.Face.Public() || open.Card != int(s.top()) {
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

func TestMatchWinnerStartsNextGame(t *testing.T) {
	m, err := engine.NewMatch(Game, 4, 77, nil)
	if err != nil {
		t.Fatal(err)
	}
	pick := engine.NewRNG(2)
	for game := range 20 {
		cfg := m.Config()
		s := randomGame(t, cfg, &pick)
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

// New deals quietly and DealEvents deals again, loud: the two deals leave the same state.
func TestQuietDealIsTheLoudDeal(t *testing.T) { enginetest.QuietDeal(t, Game, 300, deal) }
