package heuristic

import (
	"slices"
	"strings"
	"testing"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
	np "zashiki/rules/napoleon"
)

// npView is seat 0's view in the play, ♠ trump, seat 1 Napoleon, with trick played so far
// by the seats before 0.
func npView(hand, trick string) *np.View {
	v := &np.View{Seat: 0, Adjutant: -1, Private: np.Private{Hand: deck.Cards(hand)},
		Public: np.Public{Seats: 4, Phase: np.PhasePlay, Napoleon: 1,
			High: np.Bid{Seat: 1, N: 14, Trump: deck.Spades}, HasHigh: true,
			AdjutantCard: deck.MustParse("JS"), HasAdjutantCard: true, Tricks: []np.Trick{{}}}}
	cards := deck.Cards(trick)
	for i, c := range cards {
		v.Trick = append(v.Trick, np.Played{Seat: (4 - len(cards) + i) % 4, Card: c})
	}
	return v
}

// npLegal follows suit the way the rules do.
func npLegal(v *np.View) []engine.Action {
	var out []engine.Action
	has := false
	if len(v.Trick) > 0 {
		for _, c := range v.Hand {
			has = has || c.Suit() == v.Trick[0].Card.Suit()
		}
	}
	for _, c := range v.Hand {
		if !has || c.Suit() == v.Trick[0].Card.Suit() {
			out = append(out, np.Action{Kind: np.Play, Card: c})
		}
	}
	return out
}

func npChoose(v *np.View, legal []engine.Action) string {
	rng := engine.NewRNG(1)
	return Napoleon{}.Choose(v, legal, &rng).String()
}

func TestNapoleonPlays(t *testing.T) {
	cases := []struct {
		name, hand, trick, want string
	}{
		{"よろめき: ♥Q takes マイティ", "QH 3H 9C", "AS 5H 4S", "play QH"},
		{"狩りJ: ♥J takes the 切り札J", "JH 3H 9C", "JS 5H 4S", "play JH"},
		{"wins a face-rich trick with the cheapest winner", "KH AH 3D", "QH 10H JD", "play KH"},
		{"throws a low card where it cannot win", "10D 2D KC", "5D JS 3S", "play 2D"},
		{"does not spend マイティ on an empty trick it cannot lose", "AS 3C 7S", "4C 5C 6C", "play 3C"},
	}
	for _, tc := range cases {
		v := npView(tc.hand, tc.trick)
		if got := npChoose(v, npLegal(v)); got != tc.want {
			t.Errorf("%s: chose %s, want %s", tc.name, got, tc.want)
		}
	}
}

func TestNapoleonBidsStrongHandsOnly(t *testing.T) {
	bidView := func(hand string) (*np.View, []engine.Action) {
		v := &np.View{Seat: 0, Adjutant: -1, Private: np.Private{Hand: deck.Cards(hand)},
			Public: np.Public{Seats: 4, Phase: np.PhaseBid, Napoleon: -1}}
		legal := []engine.Action{np.Action{Kind: np.Pass}}
		for n := 13; n <= 20; n++ {
			for i := 3; i >= 0; i-- {
				legal = append(legal, np.Action{Kind: np.Declare, N: n, Suit: deck.Suit(i)})
			}
		}
		return v, legal
	}
	v, legal := bidView("AS JS JC KS QS 10S 9S AH AD 3C 4D 5H")
	if got := npChoose(v, legal); !strings.HasPrefix(got, "bid 1") || !strings.HasSuffix(got, " S") {
		t.Errorf("a spade-rich hand with マイティ and both jacks declares ♠: %s", got)
	}
	v, legal = bidView("2S 3S 4H 5H 6D 7D 8C 9C 2C 3D 4C 6H")
	if got := npChoose(v, legal); got != "pass" {
		t.Errorf("a weak hand passes: %s", got)
	}
}

func TestNapoleonNamesTheStrongestCardItLacks(t *testing.T) {
	v := &np.View{Seat: 0, Adjutant: -1, Private: np.Private{Hand: deck.Cards("AS 2C")},
		Public: np.Public{Seats: 4, Phase: np.PhaseAdjutant, Napoleon: 0,
			High: np.Bid{Seat: 0, N: 14, Trump: deck.Hearts}, HasHigh: true}}
	var legal []engine.Action
	for c := range deck.Card(deck.NumFaces) {
		legal = append(legal, np.Action{Kind: np.Name, Card: c})
	}
	if got := npChoose(v, legal); got != "adjutant JH" {
		t.Errorf("holding マイティ, names the 切り札J: %s", got)
	}
}

// TestNapoleonDiscardsLowSideCards: picking one card at a time, Napoleon discards the four
// low cards of its short side suits and never takes a pick back.
func TestNapoleonDiscardsLowSideCards(t *testing.T) {
	hand := deck.Cards("AS JS JC KS QS 10S 9S AH KH 2D 3D 4C 5C 6C 7H 8H")
	v := &np.View{Seat: 0, Adjutant: -1, Private: np.Private{Hand: hand},
		Public: np.Public{Seats: 4, Phase: np.PhaseExchange, Napoleon: 0,
			High: np.Bid{Seat: 0, N: 15, Trump: deck.Spades}, HasHigh: true}}
	for range 4 {
		var legal []engine.Action
		for _, c := range hand {
			if !slices.Contains(v.Picked, c) {
				legal = append(legal, np.Action{Kind: np.Discard, Card: c})
			}
		}
		if len(v.Picked) > 0 {
			legal = append(legal, np.Action{Kind: np.Undo})
		}
		a, err := np.ParseAction(npChoose(v, legal))
		if err != nil || a.Kind != np.Discard {
			t.Fatalf("after picking %v: %v %v", v.Picked, a, err)
		}
		v.Picked = append(v.Picked, a.Card)
		v.Picks++
	}
	if got := slices.Sorted(slices.Values(v.Picked)); !slices.Equal(got, slices.Sorted(slices.Values(deck.Cards("2D 3D 4C 5C")))) {
		t.Errorf("discarded %v, want 2D 3D 4C 5C", v.Picked)
	}
}

// TestNapoleonSidesAgainstRandom plays heuristic seat 0 against three random seats that
// declare modestly now and then (a random declarer nearly always overreaches, so the
// heuristic would otherwise never declare), and checks it wins most of the games it declares and most
// of those it defends.
func TestNapoleonSidesAgainstRandom(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 100
	}
	var asNap, napWins, asAlly, allyWins, asAdj, adjWins int
	rng := engine.NewRNG(9)
	for g := range games {
		st, err := np.Game.New(engine.Config{Seats: 4, Seed: uint64(g) + 1, First: g % 4})
		if err != nil {
			t.Fatal(err)
		}
		for st.Outcome() == nil {
			seat := st.Actors()[0]
			legal := st.Legal(seat)
			var a engine.Action
			switch {
			case seat == 0:
				a = Napoleon{}.Choose(st.View(0), legal, &rng)
			case legal[0].String() == "pass" && (len(legal) == 1 || rng.IntN(6) > 0):
				a = legal[0]
			case legal[0].String() == "pass":
				a = legal[1+rng.IntN(min(3, len(legal)-1))] // a modest declaration
			default:
				a = legal[rng.IntN(len(legal))]
			}
			if _, err := st.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
		}
		o := st.Outcome()
		v := st.View(0).(*np.View)
		won := slices.Contains(o.Winners, 0)
		switch {
		case v.Napoleon < 0:
		case v.Napoleon == 0:
			asNap++
			if won {
				napWins++
			}
		case v.Adjutant == 0:
			asAdj++
			if won {
				adjWins++
			}
		default:
			asAlly++
			if won {
				allyWins++
			}
		}
	}
	t.Logf("as Napoleon %d/%d, as adjutant %d/%d, as ally %d/%d", napWins, asNap, adjWins, asAdj, allyWins, asAlly)
	if asNap == 0 || float64(napWins) < 0.6*float64(asNap) || float64(allyWins) < 0.6*float64(asAlly) {
		t.Fatal("the heuristic does not win most of its games as Napoleon and as an ally")
	}
}
