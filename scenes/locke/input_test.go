package locke

import (
	"slices"
	"testing"

	"zashiki/rules/engine"
	rl "zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/i18n"
)

// With low_power=refuse (AMB-04) a Cカード whose LV is more than the ESP power left is not
// offered; a click on it says so, with the LV and the power left, rather than nothing.
func TestLockeCardAbovePowerSaysWhy(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		st, err := rl.Game.New(engine.Config{Seats: 7, Seed: seed, Options: engine.Options{rl.OptLowPower: rl.Refuse}})
		if err != nil {
			t.Fatal(err)
		}
		st.SetQuiet(true)
		pick := engine.NewRNG(seed)
		for n := 0; st.Outcome() == nil && n < 3000; n++ {
			seat := engine.Next(st, &pick)
			legal := st.Legal(seat)
			v := st.View(seat).(*rl.View)
			if v.Ask.Kind == rl.AskTurn && v.Chars[seat].Fighter >= 0 {
				for _, c := range v.Private.Hand {
					cc := book.CCards[c]
					if cc.Level <= v.Body().Pw || cc.Special == book.Wild || cc.Kind == book.CDefence {
						continue
					}
					for _, l := range []i18n.Lang{i18n.Ja, i18n.En} {
						ctx := testCtx(l, 7)
						b := boardFor(ctx, v)
						b.legal = legal
						want := ctx.T("locke.why.cardlv", refName(l, c), cc.Level, v.Body().Pw)
						if acts := b.cardActions(c); len(acts) != 0 {
							t.Fatalf("%s is offered above the power left", refName(l, c))
						}
						if got := b.cardRefusal(ctx, c, nil); got != want {
							t.Errorf("(%s) the click on %s said %q, want %q", l.Code(), refName(l, c), got, want)
						}
					}
					return
				}
			}
			if _, err := st.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no hand held a card above its power left")
}

// Every question answered with a Cカード of the hand — an attack, a defence, a link to an
// attack, a minion's link, a block of an escape, the round end's discard — lets the card be
// clicked: the one action about it is the button's.
func TestLockeEveryHandAnswerIsACardClick(t *testing.T) {
	seen := map[rl.Verb]bool{}
	for seed := uint64(1); seed < 40 && len(seen) < 6; seed++ {
		st, err := rl.Game.New(engine.Config{Seats: 7, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		st.SetQuiet(true)
		pick := engine.NewRNG(seed)
		for n := 0; st.Outcome() == nil && n < 3000; n++ {
			seat := engine.Next(st, &pick)
			legal := st.Legal(seat)
			v := st.View(seat).(*rl.View)
			if v.Fight.On && v.Chars[seat].Fighter >= 0 {
				b := boardFor(testCtx(i18n.En, 7), v)
				b.legal = legal
				for _, act := range legal {
					a := act.(rl.Action)
					if !handVerb(a.Verb) || a.Verb == rl.VerbDiscard && v.Ask.Kind != rl.AskDiscard {
						continue
					}
					seen[a.Verb] = true
					if acts := b.cardActions(a.A); len(acts) == 0 || !slices.Contains(acts, a) {
						t.Fatalf("%s is a button but not a click on its card (%v)", a, acts)
					}
				}
			}
			if _, err := st.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, verb := range []rl.Verb{rl.VerbAttack, rl.VerbDefend, rl.VerbJoin} {
		if !seen[verb] {
			t.Errorf("no %s was offered: the check saw too little (%v)", verb, seen)
		}
	}
}
