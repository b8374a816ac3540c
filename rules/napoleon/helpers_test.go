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
	s := newState(opts, 1, 0)
	p := &s.Public
	for i, h := range tb.hands {
		s.Private[i].Hand = deck.Cards(h)
		p.HandCounts[i] = len(s.Private[i].Hand)
	}
	trump := deck.Spades
	if tb.trump != "" {
		trump, _ = deck.ParseSuit(tb.trump)
	}
	bid := tb.bid
	if bid == 0 {
		bid = 13
	}
	p.High, p.HasHigh, p.Napoleon = Bid{Seat: tb.napoleon, N: bid, Trump: trump}, true, tb.napoleon
	if tb.adj != "" {
		p.AdjutantCard, p.HasAdjutantCard = deck.MustParse(tb.adj), true
	}
	s.Private[tb.napoleon].Discards = deck.Cards(tb.discards)
	p.DiscardCount = len(s.Private[tb.napoleon].Discards)
	for range tb.done {
		p.Tricks = append(p.Tricks, Trick{Winner: -1})
	}
	played := deck.Cards(tb.trick)
	for i, c := range played {
		p.Trick = append(p.Trick, Played{Seat: (tb.turn - len(played) + i + seats) % seats, Card: c})
	}
	p.Phase, p.Turn = PhasePlay, tb.turn
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
	return reflect.DeepEqual(a.Secrets, b.Secrets) && slices.Equal(a.Actors(), b.Actors())
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

// checkInvariants is what must hold after every step of any game: all 52 cards in exactly
// one place and the 20 face cards among them, twelve cards a hand in the play, the public
// counts matching the hidden piles, picks drawn from Napoleon's hand, voids as the tricks
// show them, and points summing to zero.
func checkInvariants(st engine.State) error {
	s := st.(*State)
	p := &s.Public
	var count [deck.NumFaces]int
	faces := 0
	piles := [][]deck.Card{s.Hidden.Middle}
	for seat, m := range s.Private {
		piles = append(piles, m.Hand, m.Discards)
		if len(m.Hand) != p.HandCounts[seat] {
			return fmt.Errorf("seat %d holds %d cards, %d in public", seat, len(m.Hand), p.HandCounts[seat])
		}
		if seat != p.Napoleon && (m.Picked != nil || m.FromHidden != nil || m.Discards != nil) {
			return fmt.Errorf("seat %d is not Napoleon but picked %v", seat, m.Picked)
		}
		for _, c := range m.Picked {
			if !slices.Contains(m.Hand, c) {
				return fmt.Errorf("Napoleon picked %s, not in the hand", c)
			}
		}
	}
	if len(s.Hidden.Middle) != p.HiddenCount {
		return fmt.Errorf("%d cards in the middle, %d in public", len(s.Hidden.Middle), p.HiddenCount)
	}
	if n := p.Napoleon; n >= 0 && (len(s.Private[n].Picked) != p.Picks || len(s.Private[n].Discards) != p.DiscardCount) {
		return fmt.Errorf("Napoleon picked %d and discarded %d, %d and %d in public", len(s.Private[n].Picked), len(s.Private[n].Discards), p.Picks, p.DiscardCount)
	}
	for _, x := range p.Trick {
		piles = append(piles, []deck.Card{x.Card})
	}
	for _, t := range p.Tricks {
		for _, x := range t.Cards {
			count[x.Card]++
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
	for seat, w := range p.Won {
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
	if p.Phase == PhasePlay {
		n := 0
		for _, m := range s.Private {
			n += len(m.Hand)
		}
		if n+len(p.Trick)+4*len(p.Tricks) != 48 || p.DiscardCount != 4 || p.HiddenCount != 0 {
			return fmt.Errorf("play: %d in hands, %d discards, %d hidden", n, p.DiscardCount, p.HiddenCount)
		}
	}
	if !reflect.DeepEqual(p.Void, voidsOf(p)) {
		return fmt.Errorf("voids %v, the tricks show %v", p.Void, voidsOf(p))
	}
	if o := s.Outcome(); o != nil {
		sum := 0
		for _, pts := range o.Points {
			sum += pts
		}
		if sum != 0 || len(o.Points) != seats {
			return fmt.Errorf("points %v do not sum to zero", o.Points)
		}
		if o.Reason.Key != MsgEndRedeals && len(p.Tricks) != numTricks {
			return fmt.Errorf("the game ended after %d tricks", len(p.Tricks))
		}
		if !reflect.DeepEqual(o, p.Outcome) {
			return fmt.Errorf("outcome %v, %v in public", o, p.Outcome)
		}
	}
	return nil
}

// voidsOf is the suits each seat has failed to follow, read from the tricks.
func voidsOf(p *Public) [seats][4]bool {
	var out [seats][4]bool
	mark := func(cards []Played) {
		for _, x := range cards[min(1, len(cards)):] {
			if lead := cards[0].Card.Suit(); x.Card.Suit() != lead {
				out[x.Seat][lead] = true
			}
		}
	}
	for _, t := range p.Tricks {
		mark(t.Cards[:])
	}
	mark(p.Trick)
	return out
}
