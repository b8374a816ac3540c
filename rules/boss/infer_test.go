package boss_test

import (
	"math"
	"slices"
	"testing"

	"zashiki/bots/heuristic"
	"zashiki/bots/search"
	"zashiki/bots/search/searchtest"
	"zashiki/rules/boss"
	"zashiki/rules/engine"
)

// recorded is a four-seat table (the boss in seat 0) whose record holds one choice, r, made
// by a seat holding the kinds given now (and nothing drawn since).
func recorded(t *testing.T, r boss.Turn, seat int, kinds ...boss.Kind) *boss.State {
	t.Helper()
	st, err := boss.Game.New(engine.Config{Seats: 4, Seed: 1, Options: engine.Options{boss.OptBoss: "1"}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*boss.State)
	// The seat's hand becomes the kinds given, traded with the draw pile.
	pile := append(s.Hidden.Draw, s.Private[seat].Hand...)
	var hand []int
	for _, k := range kinds {
		i := slices.IndexFunc(pile, func(c int) bool { return boss.KindOf(c) == k })
		hand, pile = append(hand, pile[i]), slices.Delete(pile, i, i+1)
	}
	s.Private[seat].Hand, s.Hidden.Draw = hand, pile
	s.Public.HandCount[seat], s.Public.DrawCount = len(hand), len(pile)
	r.Move, r.Seat, r.Card, r.Hand = 1, seat, -1, len(hand)
	r.Dict, r.Chief, r.Resigned, r.Round = -1, -1, -1, 1
	for i := range r.Field {
		r.Field[i] = -1
	}
	s.Public.Moves, s.Public.Recent = 1, make([]boss.Turn, boss.RecentTurns)
	s.Public.Recent[1] = r
	return s
}

// TestInferenceWeighsATakenHitByWhatTheSeatHeld: a subordinate at 2 life took the boss's
// attack of 2, falling to 0, where the heuristic throws a 防御 it holds. A deal giving it no
// 防御 explains the take fully (it was the only answer); one giving it a 防御 explains it only
// as the model's random move.
func TestInferenceWeighsATakenHitByWhatTheSeatHeld(t *testing.T) {
	b := search.New(boss.Game, "test", search.Config{Iterations: 1, Prior: heuristic.Boss{}.Choose})
	take := boss.Turn{Act: boss.Action{Act: boss.ActTake}, Phase: boss.PhaseDamage,
		Damage: boss.DamagePrompt{Target: 2, Amount: 2, Source: 0, Cause: boss.ByBossAttack}, Life: [5]int8{7, 4, 2, 4}}
	rng := engine.NewRNG(7)
	none := b.Likelihood(1, recorded(t, take, 2, boss.Attack, boss.Recovery), &rng)
	held := b.Likelihood(1, recorded(t, take, 2, boss.Attack, boss.Defence), &rng)
	t.Logf("likelihood of the take: %.3f holding no 防御, %.3f holding one", none, held)
	if none != 1 {
		t.Errorf("a take that was the only answer: likelihood %.3f, want 1", none)
	}
	if want := search.DefaultDoubt / 2; math.Abs(held-want) > 1e-9 {
		t.Errorf("a take with a 防御 in hand: likelihood %.3f, want %.3f", held, want)
	}
	// The seat's own take is not recalled.
	if w := b.Likelihood(2, recorded(t, take, 2, boss.Attack, boss.Defence), &rng); w != 1 {
		t.Errorf("seat 2's own take, seen by seat 2: likelihood %.3f, want 1", w)
	}
}

// TestInferenceWeighsTheBossEndingItsTurnByWhatItHeld: the boss at full life ended its turn
// after one card, with a use left. A deal where it held only 回復 and 防御 explains it (the heuristic
// heals only when hurt); one where it held an 攻撃 does not (it attacks whenever it can).
func TestInferenceWeighsTheBossEndingItsTurnByWhatItHeld(t *testing.T) {
	b := search.New(boss.Game, "test", search.Config{Iterations: 1, Prior: heuristic.Boss{}.Choose})
	end := boss.Turn{Act: boss.Action{Act: boss.ActEnd}, Phase: boss.PhaseBossTurn, BossUses: 1, Life: [5]int8{7, 4, 4, 4}}
	rng := engine.NewRNG(7)
	idle := b.Likelihood(1, recorded(t, end, 0, boss.Recovery, boss.Defence, boss.Defence, boss.Recovery, boss.Defence, boss.Defence, boss.Recovery), &rng)
	armed := b.Likelihood(1, recorded(t, end, 0, boss.Recovery, boss.Defence, boss.Defence, boss.Attack, boss.Defence, boss.Defence, boss.Recovery), &rng)
	t.Logf("likelihood of the end: %.3f holding no 攻撃, %.3f holding one", idle, armed)
	e := search.DefaultDoubt
	if want := 1 - e + e/2; math.Abs(idle-want) > 1e-9 { // heal or end
		t.Errorf("the end with nothing worth using: likelihood %.3f, want %.3f", idle, want)
	}
	if want := e / 5; math.Abs(armed-want) > 1e-9 { // attack any of three, heal or end
		t.Errorf("the end with an 攻撃 in hand: likelihood %.3f, want %.3f", armed, want)
	}
}

// TestInferencePlacesMoreCardsRight: over the decisions of heuristic games, deals drawn with
// the inference (eight a deal, as strong draws them) give the other seats' hands more of the
// kinds they hold than deals drawn from the View alone.
func TestInferencePlacesMoreCardsRight(t *testing.T) {
	pol := heuristic.Boss{}.Choose
	b := search.New(boss.Game, "test", search.Config{Iterations: 1, Prior: pol, Infer: 8})
	right := func(truth, deal engine.State, viewer int) float64 {
		n := 0
		for seat, m := range truth.(*boss.State).Private {
			if seat != viewer {
				have, dealt := boss.CountKinds(m.Hand), boss.CountKinds(deal.(*boss.State).Private[seat].Hand)
				for k := range have {
					n += min(have[k], dealt[k])
				}
			}
		}
		return float64(n)
	}
	uniform, inferred := searchtest.PlacedRight(t, boss.Game, b, pol, 20, right)
	t.Logf("kinds placed right: %.0f in deals from the View alone, %.0f with the inference (%+.1f %%)", uniform, inferred, 100*(inferred/uniform-1))
	if inferred <= uniform*1.02 {
		t.Errorf("the inference placed %.0f kinds right, the View alone %.0f: want at least 2 %% more", inferred, uniform)
	}
}
