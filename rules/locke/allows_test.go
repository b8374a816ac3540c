package locke

import (
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// TestAllowsIsTheLegalList: Apply's check (holds) accepts exactly what the legal list lists,
// for every seat that may act after every step of random whole games and random combats. The
// actions tried are every seat's list of the step, each also with its numbers moved and under
// the verbs the check vouches for itself, and the last hundred the lists offered before.
func TestAllowsIsTheLegalList(t *testing.T) {
	whole, combats := 30, 150
	if testing.Short() {
		whole, combats = 3, 15
	}
	checked := 0
	for _, g := range []struct {
		game engine.Game
		n    int
	}{{Game, whole}, {CombatGame, combats}} {
		for i, cfg := range enginetest.Configs(g.game, g.n) {
			pick := engine.NewRNG(cfg.Seed ^ 0xa110)
			st, err := g.game.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			s.SetQuiet(true)
			var seen []Action // what the lists offered lately
			for n := 0; s.Outcome() == nil; n++ {
				var tries []Action
				for seat := range s.Seats() {
					for _, a := range s.Legal(seat) {
						tries = append(tries, a.(Action))
					}
				}
				now := len(tries)
				tries = append(append(tries, variants(tries)...), seen...)
				seen = append(seen, tries[:now]...)
				if len(seen) > 100 {
					seen = seen[len(seen)-100:]
				}
				for seat := range s.Seats() {
					if !engine.IsActor(s, seat) {
						continue // Apply refuses it before it asks
					}
					legal := s.Legal(seat)
					for _, a := range tries {
						want := slices.ContainsFunc(legal, func(l engine.Action) bool { return l.(Action) == a })
						if got := s.holds(seat, a); got != want {
							t.Fatalf("%s game %d step %d, ask %+v: seat %d, %q: Apply's check says %v, the legal list %v", g.game.ID(), i, n, s.Public.Ask, seat, a, got, want)
						}
						checked++
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
	t.Logf("%d checks", checked)
}

// allowsVerbs are the verbs of the answers Apply's check vouches for without the list.
var allowsVerbs = []Verb{VerbOpen, VerbDrop, VerbReform, VerbSup, VerbEnd, VerbRetreat, VerbPass, VerbWeapon, VerbMelee, VerbProxy,
	VerbDiscard, VerbAttack, VerbEscape, VerbIllusion, VerbTelepath, VerbWild, VerbTake, VerbDefend, VerbGuard, VerbTo, VerbSil, VerbKeep, VerbPlace, VerbLv, VerbMind, VerbDur, VerbStay, VerbReady, VerbGo, VerbDecline, VerbLet, VerbNoCounter,
	VerbBoost, VerbHinder, VerbFight, VerbStop, VerbBack, VerbBattle, VerbObject, VerbAccept}

// variants are actions near those given: each number moved by one, the flags set, the verb
// swapped for another the check knows.
func variants(as []Action) []Action {
	var out []Action
	for _, a := range as {
		for _, d := range []int{-1, 1} {
			b := a
			b.A += d
			out = append(out, b)
		}
		b := a
		b.B++
		out = append(out, b)
		b = a
		b.Suit = !b.Suit
		out = append(out, b)
		b = a
		b.X++
		out = append(out, b)
		b = a
		b.Verb = allowsVerbs[(a.A+int(a.Verb))%len(allowsVerbs)]
		out = append(out, b)
	}
	return out
}
