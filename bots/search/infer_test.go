package search_test

import (
	"math"
	"testing"

	"zashiki/bots/heuristic"
	"zashiki/bots/search"
	"zashiki/rules/deck"
	"zashiki/rules/engine"
	"zashiki/rules/freeeight"
)

// drewOnThree is a Free Eight table where seat 1, facing a plain 3♠ on its turn with five
// cards, drew instead of playing; seat 2 is now to play. Seat 0 looks on, holding hand0, and
// seat 1 is dealt hand1 (its five cards then and the one it drew).
func drewOnThree(hand0, hand1 string) engine.State {
	top := deck.MustParse("3S")
	pub := freeeight.Public{Seats: 4, HandCounts: []int{5, 6, 5, 5}, Top: top, Discards: []deck.Card{top},
		DrawCount: 77, Turn: 2, Phase: freeeight.PhaseTurn, Moves: 1}
	pub.Recent[1] = freeeight.Turn{Move: 1, Seat: 1, Act: freeeight.Action{Kind: freeeight.Draw},
		Phase: freeeight.PhaseTurn, Top: top, Hand: 5}
	v0 := &freeeight.View{Seat: 0, Public: pub, Private: freeeight.Private{Hand: deck.Cards(hand0)}}
	v1 := &freeeight.View{Seat: 1, Public: pub, Private: freeeight.Private{Hand: deck.Cards(hand1)}}
	rng := engine.NewRNG(1)
	return freeeight.Game.Determinize(&rng, v0, v1)
}

// TestInferenceWeighsADrawByWhatTheSeatHeld: a seat that drew instead of playing is unlikely
// to have held a card it would have played. A deal giving seat 1 nothing that follows the
// 3♠ (the draw was its only move) explains the draw fully; a deal giving it two spades and a
// 3 (every five of its six cards hold a play the heuristic would make) explains it only as
// the model's random move, and weighs far less.
func TestInferenceWeighsADrawByWhatTheSeatHeld(t *testing.T) {
	b := search.New(freeeight.Game, "test", search.Config{Iterations: 1, Prior: heuristic.FreeEight{}.Choose})
	const hand0 = "4C 5C 6C 9C JC"
	nothing := drewOnThree(hand0, "9H 10H JD KC 4D 6D")
	playable := drewOnThree(hand0, "9S KS 3H JD KC 4D")
	rng := engine.NewRNG(7)
	var wNothing, wPlayable float64
	const draws = 20 // which of the six cards was the one drawn is drawn at random each time
	for range draws {
		wNothing += b.Likelihood(0, nothing, &rng) / draws
		wPlayable += b.Likelihood(0, playable, &rng) / draws
	}
	t.Logf("likelihood of the draw: %.3f holding nothing to play, %.3f holding plays", wNothing, wPlayable)
	if math.Abs(wNothing-1) > 1e-9 {
		t.Errorf("a deal where the draw was the only move: likelihood %.3f, want 1", wNothing)
	}
	if wPlayable > search.DefaultDoubt/2 {
		t.Errorf("a deal holding plays the heuristic makes: likelihood %.3f, want at most %.3f", wPlayable, search.DefaultDoubt/2)
	}
	// The deciding seat's own moves and a state with no record weigh nothing either way.
	if w := b.Likelihood(1, playable, &rng); w != 1 {
		t.Errorf("seat 1's own draw, seen by seat 1: likelihood %.3f, want 1", w)
	}
}

// TestInferenceWeighsARonPassByWhatTheSeatHeld: every seat passed on the 9♣ seat 3 played
// (the game went on), and the heuristic always declares a ロン it can. A deal giving seat 2
// a hand that sums to 9 explains its pass only as the model's random move; one whose hand
// sums to 10 explains it fully.
func TestInferenceWeighsARonPassByWhatTheSeatHeld(t *testing.T) {
	b := search.New(freeeight.Game, "test", search.Config{Iterations: 1, Prior: heuristic.FreeEight{}.Choose})
	deal := func(hand2 string) engine.State {
		top := deck.MustParse("9C")
		pub := freeeight.Public{Seats: 4, HandCounts: []int{5, 5, 2, 4}, Top: top, Discards: []deck.Card{deck.MustParse("9S"), top},
			DrawCount: 78, Turn: 0, Phase: freeeight.PhaseTurn, Moves: 1}
		pub.Recent[1] = freeeight.Turn{Move: 1, Seat: 3, Act: freeeight.Action{Kind: freeeight.Play, Card: top},
			Phase: freeeight.PhaseTurn, Top: deck.MustParse("9S"), Hand: 5}
		var views []engine.View
		for seat, h := range []string{"4C 5C 6C JC QD", "KH KD QH QS JH", hand2, "10H 10D 4S 4D"} {
			views = append(views, &freeeight.View{Seat: seat, Public: pub, Private: freeeight.Private{Hand: deck.Cards(h)}})
		}
		rng := engine.NewRNG(1)
		return freeeight.Game.Determinize(&rng, views...)
	}
	rng := engine.NewRNG(7)
	could, couldNot := b.Likelihood(0, deal("4H 5D"), &rng), b.Likelihood(0, deal("4H 6D"), &rng)
	t.Logf("likelihood of the passes: %.3f holding 9, %.3f holding 10", could, couldNot)
	if could >= couldNot/2 {
		t.Errorf("a seat that passed a ロン it could declare: likelihood %.3f, against %.3f for one that could not", could, couldNot)
	}
}
