package napoleon

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// table describes a position in the play for build: the four hands, the declaration, who
// is Napoleon and the adjutant card, whose turn, and how many tricks are already done (as
// empty placeholders, so the first-trick rule can be set).
type table struct {
	hands    [seats]string
	trump    string
	bid      int
	napoleon int
	adj      string
	turn     int
	done     int
	trick    string // cards already in the trick, played from the seats before turn
	discards string
	opts     engine.Options
}

func build(t testing.TB, tb table) *State {
	t.Helper()
	opts, err := engine.ResolveOptions(optionDefs, tb.opts)
	if err != nil {
		t.Fatal(err)
	}
	s := newState(opts, engine.NewRNG(1), 0)
	for i, h := range tb.hands {
		s.hands[i] = deck.Cards(h)
	}
	trump := deck.Spades
	if tb.trump != "" {
		trump, _ = deck.ParseSuit(tb.trump)
	}
	bid := tb.bid
	if bid == 0 {
		bid = 13
	}
	s.high, s.hasBid, s.napoleon = Bid{Seat: tb.napoleon, N: bid, Trump: trump}, true, tb.napoleon
	if tb.adj != "" {
		s.adjCard, s.hasAdj = deck.MustParse(tb.adj), true
	}
	s.discards = deck.Cards(tb.discards)
	for range tb.done {
		s.tricks = append(s.tricks, Trick{Winner: -1})
	}
	played := deck.Cards(tb.trick)
	for i, c := range played {
		s.trick = append(s.trick, Played{Seat: (tb.turn - len(played) + i + seats) % seats, Card: c})
	}
	s.phase, s.turn = PhasePlay, tb.turn
	return s
}

// refuse checks that an action is refused with want, leaving every view unchanged.
func refuse(t testing.TB, s *State, seat int, text string, want error) {
	t.Helper()
	a, err := ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	before := s.Clone().(*State)
	ev, err := s.Apply(seat, a)
	switch {
	case err == nil:
		t.Fatalf("seat %d %q was accepted", seat, text)
	case !errors.Is(err, want):
		t.Fatalf("seat %d %q: got %v, want %v", seat, text, err, want)
	case ev != nil:
		t.Fatalf("seat %d %q: refused but reported events", seat, text)
	case !sameState(before, s):
		t.Fatalf("seat %d %q: refused but changed the state", seat, text)
	}
}

func sameState(a, b *State) bool {
	for seat := range seats {
		if !reflect.DeepEqual(a.View(seat), b.View(seat)) {
			return false
		}
	}
	return slices.Equal(a.hidden, b.hidden) && slices.Equal(a.Actors(), b.Actors())
}

func legalStrings(s *State, seat int) []string {
	var out []string
	for _, a := range s.Legal(seat) {
		out = append(out, a.String())
	}
	return out
}

func msgKeys(ev []engine.Event) []string {
	var out []string
	for _, e := range ev {
		if e.Msg.Key != "" {
			out = append(out, e.Msg.Key)
		}
	}
	return out
}

func hasMsg(ev []engine.Event, key string) bool { return slices.Contains(msgKeys(ev), key) }

func cardList(cs []deck.Card) string {
	var parts []string
	for _, c := range cs {
		parts = append(parts, c.String())
	}
	return strings.Join(parts, " ")
}

// fresh deals a game with default options and seat 0 declaring first.
func fresh(t testing.TB, seed uint64, opts engine.Options) *State {
	t.Helper()
	st, err := Game.New(engine.Config{Seats: seats, Seed: seed, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// checkInvariants is what must hold after every step of any game.
func checkInvariants(st engine.State) error {
	s := st.(*State)
	var count [deck.NumFaces]int
	faces := 0
	piles := append(slices.Clone(s.hands), s.hidden, s.discards)
	for _, p := range s.trick {
		piles = append(piles, []deck.Card{p.Card})
	}
	for _, t := range s.tricks {
		for _, p := range t.Cards {
			count[p.Card]++
		}
	}
	for _, pile := range piles {
		for _, c := range pile {
			count[c]++
			if isFace(c) {
				faces++
			}
		}
	}
	for c, n := range count {
		if n != 1 {
			return fmt.Errorf("%d copies of %v on the table", n, deck.Card(c))
		}
	}
	for seat, w := range s.won {
		for _, c := range w {
			if !isFace(c) {
				return fmt.Errorf("seat %d won %s, not a face card", seat, c)
			}
		}
		faces += len(w)
	}
	if faces != 20 {
		return fmt.Errorf("%d face cards between hands, middle, discards, trick and winnings", faces)
	}
	if s.phase == PhasePlay {
		n := len(s.hands[0]) + len(s.hands[1]) + len(s.hands[2]) + len(s.hands[3])
		if n+len(s.trick)+4*len(s.tricks) != 48 || len(s.discards) != 4 || len(s.hidden) != 0 {
			return fmt.Errorf("play: %d in hands, %d discards, %d hidden", n, len(s.discards), len(s.hidden))
		}
	}
	if o := s.Outcome(); o != nil {
		sum := 0
		for _, p := range o.Points {
			sum += p
		}
		if sum != 0 || len(o.Points) != seats {
			return fmt.Errorf("points %v do not sum to zero", o.Points)
		}
		if o.Reason.Key != MsgEndRedeals && len(s.tricks) != numTricks {
			return fmt.Errorf("the game ended after %d tricks", len(s.tricks))
		}
	}
	return nil
}
