package heuristic

import (
	"strings"
	"testing"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
	"zashiki/rules/freeeight"
)

// view builds seat 0's view of a 4-seat table with the given hand and top card.
func view(hand, top string, phase freeeight.Phase) *freeeight.View {
	t := deck.MustParse(top)
	return &freeeight.View{
		Seat: 0,
		Public: freeeight.Public{Seats: 4, HandCounts: []int{len(deck.Cards(hand)), 5, 5, 5},
			Top: t, Discards: []deck.Card{t}, DrawCount: 60, Turn: 0, Phase: phase},
		Private: freeeight.Private{Hand: deck.Cards(hand)},
	}
}

// legal lists what the rules would allow from v (a simplified copy of them for these cases).
func legal(v *freeeight.View) []engine.Action {
	switch {
	case v.RonAsked:
		return []engine.Action{freeeight.Action{Kind: freeeight.Ron}, freeeight.Action{Kind: freeeight.Pass}}
	case v.Phase == freeeight.PhaseRon:
		return []engine.Action{freeeight.Action{Kind: freeeight.Pass}}
	}
	var out []engine.Action
	for _, c := range v.Hand {
		ok := c.Rank() == 8
		switch {
		case v.Phase == freeeight.PhaseAttacked && v.Attack == freeeight.AttackTwo:
			ok = ok || c.Rank() == 2
		case v.Phase == freeeight.PhaseAttacked:
			ok = ok || c == queenOfSpades
		default:
			ok = ok || c.Rank() == v.Top.Rank() || c.Suit() == v.Top.Suit()
		}
		if !ok {
			continue
		}
		if c.Rank() != 8 {
			out = append(out, freeeight.Action{Kind: freeeight.Play, Card: c})
			continue
		}
		for _, s := range deck.Suits {
			out = append(out, freeeight.Action{Kind: freeeight.Play, Card: c, Suit: s})
		}
	}
	return append(out, freeeight.Action{Kind: freeeight.Draw})
}

func choose(v *freeeight.View) string {
	rng := engine.NewRNG(1)
	return FreeEight{}.Choose(v, legal(v), &rng).String()
}

func TestFreeEightChoices(t *testing.T) {
	attacked := func(v *freeeight.View, kind freeeight.Attack, total int) *freeeight.View {
		v.Attack, v.AttackTotal = kind, total
		return v
	}
	nextHasOne := func(v *freeeight.View) *freeeight.View {
		v.HandCounts[1] = 1
		return v
	}
	cases := []struct {
		name string
		v    *freeeight.View
		want string
	}{
		{"goes out with its last card", view("9H", "3H", freeeight.PhaseTurn), "play 9H"},
		{"stacks a 2 rather than spend the 8", attacked(view("2C 8D 4S KH", "2H", freeeight.PhaseAttacked), freeeight.AttackTwo, 2), "play 2C"},
		{"escapes a Q♠ with an 8", attacked(view("8D 4S KH 3C", "QS", freeeight.PhaseAttacked), freeeight.AttackQueen, 5), "play 8D"},
		{"an 8 answering an attack goes out", attacked(view("8D", "2S", freeeight.PhaseAttacked), freeeight.AttackTwo, 4), "play 8D S"},
		{"plays a card rather than the 8", view("8H 3C 9S", "4S", freeeight.PhaseTurn), "play 9S"},
		{"names the suit it holds most of", view("8H 3C 6C KC 4D", "9S", freeeight.PhaseTurn), "play 8H C"},
		{"plays a 5 it can follow", view("5H 9H KS", "3H", freeeight.PhaseTurn), "play 5H"},
		{"attacks a next seat about to go out", nextHasOne(view("2H 6H 9C", "4H", freeeight.PhaseTurn)), "play 2H"},
		{"sheds a high rank first", view("KH 3H 9C", "4H", freeeight.PhaseTurn), "play KH"},
		{"sheds the 2 before a plain card", view("2H 6H KC JC", "4H", freeeight.PhaseTurn), "play 2H"},
	}
	for _, c := range cases {
		if got := choose(c.v); !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: chose %q, want %q", c.name, got, c.want)
		}
	}
}

func TestFreeEightDeclaresRon(t *testing.T) {
	v := view("9H 3C", "QH", freeeight.PhaseRon)
	v.RonAsked, v.RonCard, v.Discarder, v.Turn = true, deck.MustParse("QH"), 3, 3
	if got := choose(v); got != "ron" {
		t.Errorf("asked for ロン, chose %q", got)
	}
}

type otherView struct{}

func (otherView) Viewer() int { return 0 }

func TestFreeEightOtherViewIsRandomButLegal(t *testing.T) {
	rng := engine.NewRNG(3)
	legal := []engine.Action{freeeight.Action{Kind: freeeight.Draw}}
	if got := (FreeEight{}).Choose(otherView{}, legal, &rng); got != legal[0] {
		t.Errorf("chose %v", got)
	}
}

// BenchmarkHeuristicDecision times one decision over positions met in real games.
func BenchmarkHeuristicDecision(b *testing.B) {
	type position struct {
		v     engine.View
		legal []engine.Action
	}
	var ps []position
	rng := engine.NewRNG(7)
	for seed := uint64(1); len(ps) < 2000; seed++ {
		s, err := freeeight.Game.New(engine.Config{Seats: 4, Seed: seed, Options: engine.Options{}})
		if err != nil {
			b.Fatal(err)
		}
		for s.Outcome() == nil {
			seat := engine.Next(s, nil)
			legal := s.Legal(seat)
			ps = append(ps, position{s.View(seat), legal})
			if _, err := s.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
		}
	}
	bot := FreeEight{}
	for i := 0; b.Loop(); i++ {
		p := ps[i%len(ps)]
		bot.Choose(p.v, p.legal, &rng)
	}
}
