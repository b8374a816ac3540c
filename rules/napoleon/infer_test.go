package napoleon_test

import (
	"math"
	"slices"
	"testing"

	"zashiki/bots/heuristic"
	"zashiki/bots/search"
	"zashiki/bots/search/searchtest"
	"zashiki/rules/deck"
	"zashiki/rules/engine"
	np "zashiki/rules/napoleon"
)

// crowned is a table about to play its first trick: seat 0 passed, seat 1 declared 13 ♠,
// seats 2 and 3 passed; Napoleon (seat 1) named the ♠J and has discarded. Seat 0 looks on;
// the other hands (Napoleon's with its discards) are the given ones.
func crowned(hand1, discards1, hand2, hand3 string) engine.State {
	pub := np.Public{Seats: 4, HandCounts: [4]int{12, 12, 12, 12}, Phase: np.PhasePlay, Turn: 1,
		Calls:  []np.Call{{Seat: 0, Pass: true}, {Seat: 1, N: 13, Suit: deck.Spades}, {Seat: 2, Pass: true}, {Seat: 3, Pass: true}},
		Passed: [4]bool{true, false, true, true}, High: np.Bid{Seat: 1, N: 13, Trump: deck.Spades}, HasHigh: true,
		Napoleon: 1, AdjutantCard: deck.MustParse("JS"), HasAdjutantCard: true, DiscardCount: 4}
	var views []engine.View
	for seat, h := range []string{"2C 3C 4C 5C 6C 7C 2D 3D 4D 5D 6D 7D", hand1, hand2, hand3} {
		m := np.Private{Hand: deck.Cards(h)}
		if seat == 1 {
			m.Discards = deck.Cards(discards1)
		}
		views = append(views, &np.View{Seat: seat, Public: pub, Private: m, Adjutant: -1})
	}
	rng := engine.NewRNG(1)
	return np.Game.Determinize(&rng, views...)
}

// TestInferenceWeighsTheDeclarationAndTheAdjutantCard: the heuristic names the strongest card
// it does not hold, マイティ first, and declares only on a strong hand. A deal giving Napoleon
// マイティ and long spades explains its 13 ♠ and its naming the ♠J; the same deal with マイティ
// swapped into a passing seat's hand explains neither (Napoleon would have named マイティ, and
// passed), and weighs far less. The viewer's own pass is not recalled.
func TestInferenceWeighsTheDeclarationAndTheAdjutantCard(t *testing.T) {
	b := search.New(np.Game, "test", search.Config{Iterations: 1, Prior: heuristic.Napoleon{}.Choose})
	const (
		discards = "4H 5H 6H 8D"
		hand3    = "8C 9C 10C JC QC KC 9D JD QD KD 10D JS"
	)
	explained := crowned("AS KS QS 10S 9S 8S 7S AH KH AD 2H 3H", discards, "2S 3S 4S 5S 6S 7H 8H 9H 10H JH QH AC", hand3)
	unexplained := crowned("6S KS QS 10S 9S 8S 7S AH KH AD 2H 3H", discards, "2S 3S 4S 5S AS 7H 8H 9H 10H JH QH AC", hand3)
	rng := engine.NewRNG(7)
	var wExplained, wUnexplained float64
	const draws = 40 // which four of Napoleon's sixteen came from the middle is drawn each time
	for range draws {
		wExplained += b.Likelihood(0, explained, &rng) / draws
		wUnexplained += b.Likelihood(0, unexplained, &rng) / draws
	}
	t.Logf("likelihood of the calls and the adjutant card: %.4f with マイティ in Napoleon's hand, %.6f without", wExplained, wUnexplained)
	// A choice the heuristic makes is worth 1-ε+ε/|legal| (a few in four of the draws lose
	// マイティ or the spades' strength to the middle), one it does not make ε/|legal|.
	if wExplained < 0.02 {
		t.Errorf("Napoleon holding マイティ and long spades: likelihood %.4f, want at least 0.02", wExplained)
	}
	if wUnexplained > wExplained/100 {
		t.Errorf("Napoleon without マイティ: likelihood %.6f, want under a hundredth of %.4f", wUnexplained, wExplained)
	}
	// Napoleon itself recalls only the others' choices: the three passes (among 33, 29 and 29
	// moves), which the heuristic makes.
	e := search.DefaultDoubt
	want := (1 - e + e/33) * (1 - e + e/29) * (1 - e + e/29)
	if w := b.Likelihood(1, explained, &rng); math.Abs(w-want) > 1e-9 {
		t.Errorf("the passes seen by Napoleon: likelihood %.4f, want %.4f", w, want)
	}
}

// TestInferencePlacesMoreCardsRight: over the decisions of heuristic games, deals drawn with
// the inference (eight a deal, as strong draws them) put more of the other seats' cards in
// the hands that hold them than deals drawn from the View alone.
func TestInferencePlacesMoreCardsRight(t *testing.T) {
	pol := heuristic.Napoleon{}.Choose
	b := search.New(np.Game, "test", search.Config{Iterations: 1, Prior: pol, Infer: 8})
	right := func(truth, deal engine.State, viewer int) float64 {
		n := 0
		for seat := range 4 {
			if seat != viewer {
				for _, c := range deal.(*np.State).Private[seat].Hand {
					if slices.Contains(truth.(*np.State).Private[seat].Hand, c) {
						n++
					}
				}
			}
		}
		return float64(n)
	}
	uniform, inferred := searchtest.PlacedRight(t, np.Game, b, pol, 10, right)
	t.Logf("cards placed right: %.0f in deals from the View alone, %.0f with the inference (%+.1f %%)", uniform, inferred, 100*(inferred/uniform-1))
	if inferred <= uniform*1.01 {
		t.Errorf("the inference placed %.0f cards right, the View alone %.0f: want at least 1 %% more", inferred, uniform)
	}
}
