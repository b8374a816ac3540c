package heuristic

import (
	"testing"

	"zashiki/rules/chaos"
	"zashiki/rules/engine"
)

// playChaos plays one game with the given bots and returns its outcome.
func playChaos(t testing.TB, seats int, seed uint64, opts engine.Options, bot func() chooser) *engine.Outcome {
	st, err := chaos.Game.New(engine.Config{Seats: seats, Seed: seed, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRNG(seed ^ 77)
	b := bot()
	for n := 0; st.Outcome() == nil; n++ {
		if n > 5000 {
			t.Fatal("game too long")
		}
		seat := st.Actors()[0]
		a := b.Choose(st.View(seat), st.Legal(seat), &rng)
		if _, err := st.Apply(seat, a); err != nil {
			t.Fatalf("%s refused: %v", a, err)
		}
	}
	return st.Outcome()
}

// chooser is the part of bots.Bot these tests use (this package does not import bots).
type chooser = interface {
	Choose(engine.View, []engine.Action, *engine.RNG) engine.Action
}

type randomBot struct{}

func (randomBot) Choose(_ engine.View, legal []engine.Action, rng *engine.RNG) engine.Action {
	return legal[rng.IntN(len(legal))]
}

func winRate(t *testing.T, games int, v chaos.Victory, b func() chooser) float64 {
	wins := 0
	for i := range games {
		o := playChaos(t, 3, uint64(i+1), engine.Options{"victory": string(v)}, b)
		if len(o.Winners) == 3 {
			wins++
		}
	}
	return float64(wins) / float64(games)
}

func TestChaosHeuristicTeamWinsFarMoreThanRandom(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 20
	}
	for _, v := range chaos.Victories {
		h := winRate(t, games, v, func() chooser { return Chaos{} })
		r := winRate(t, games, v, func() chooser { return randomBot{} })
		t.Logf("%s: heuristic %.0f%%, random %.0f%%", v, 100*h, 100*r)
		if h < 0.25 || h < r+0.2 {
			t.Errorf("%s: heuristic team wins %.0f%%, random %.0f%%", v, 100*h, 100*r)
		}
	}
}

// The bot decides from the view and its own random stream only: the same view, legal list
// and seed give the same choice, and the choice is legal.
func TestChaosHeuristicIsDeterministicAndLegal(t *testing.T) {
	st, _ := chaos.Game.New(engine.Config{Seats: 3, Seed: 9})
	rng := engine.NewRNG(1)
	for n := 0; st.Outcome() == nil && n < 300; n++ {
		seat := st.Actors()[0]
		legal := st.Legal(seat)
		r1, r2 := engine.NewRNG(uint64(n)), engine.NewRNG(uint64(n))
		a := Chaos{}.Choose(st.View(seat), legal, &r1)
		b := Chaos{}.Choose(st.View(seat), legal, &r2)
		if a.String() != b.String() {
			t.Fatalf("step %d: %s then %s", n, a, b)
		}
		if _, ok := engine.FindLegal(st, seat, a.String()); !ok {
			t.Fatalf("step %d: %s is not legal", n, a)
		}
		if _, err := st.Apply(seat, (Chaos{}).Choose(st.View(seat), legal, &rng)); err != nil {
			t.Fatal(err)
		}
	}
}

// Asked whether it lived through an event, the bot says yes about as often as people have.
func TestChaosLivedAnswersArePlausible(t *testing.T) {
	card := -1
	for c, d := range chaos.Cards {
		if e := d.Effect; e != nil && e.Op == chaos.OpAsk && e.Ask == chaos.AskLived && e.Common == 30 {
			card = c
		}
	}
	if card < 0 {
		t.Fatal("no card asks about an event 30% of people lived")
	}
	ask := chaos.Ask{Card: card, Eff: chaos.Cards[card].Effect.ID(), Answers: []uint8{0}}
	v := &chaos.View{Public: chaos.Public{Phase: chaos.PhaseAsk, Ask: ask}}
	legal := []engine.Action{chaos.Action{Kind: chaos.Yes}, chaos.Action{Kind: chaos.No}}
	rng := engine.NewRNG(3)
	yes := 0
	for range 2000 {
		if (Chaos{}).Choose(v, legal, &rng).(chaos.Action).Kind == chaos.Yes {
			yes++
		}
	}
	if yes < 500 || yes > 700 {
		t.Errorf("%d yes of 2000 for a 30%% event", yes)
	}
}

// extraLaneCards is how many lane cards spoil バランスの取れたプロダクト under the exact-six rule.
func extraLaneCards(st engine.State, seat int) int {
	v := st.View(seat).(*chaos.View)
	for _, p := range v.Goal().ProgressOf(v.Victory, v.Lane, v.Chaos) {
		if p.Key == "extra" {
			return p.Have
		}
	}
	return 0
}

// Under balance_lane=exact (the seed's six cards) a lane card beyond two of its category spoils
// the goal until a card removes it: the bot never sends one there when another action keeps the
// lane clean (a move after which the game is over anyway does not count).
func TestChaosHeuristicKeepsTheBalancedLaneToSix(t *testing.T) {
	spoiled, decisions := 0, 0
	for seed := uint64(1); seed <= 30; seed++ {
		st, err := chaos.Game.New(engine.Config{Seats: 3, Seed: seed, Options: engine.Options{"victory": "balance", "balance_lane": "exact"}})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		for st.Outcome() == nil {
			seat := st.Actors()[0]
			legal := st.Legal(seat)
			a := Chaos{}.Choose(st.View(seat), legal, &rng)
			before := extraLaneCards(st, seat)
			grows := func(x engine.Action) bool {
				s := st.Clone()
				s.SetQuiet(true)
				if _, err := s.Apply(seat, x); err != nil {
					t.Fatal(err)
				}
				return s.Outcome() == nil && extraLaneCards(s, seat) > before
			}
			if grows(a) {
				for _, x := range legal {
					if !grows(x) {
						spoiled++
						t.Logf("seed %d: %s spoils the lane; %s would not", seed, a, x)
						break
					}
				}
			}
			decisions++
			if _, err := st.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if spoiled > 0 {
		t.Errorf("%d of %d decisions sent an extra card to the lane", spoiled, decisions)
	}
}
