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
	found := randomPositions(t, 200, engine.Options{rl.OptLowPower: rl.Refuse}, func(seat int, legal []engine.Action, v *rl.View) bool {
		if v.Ask.Kind != rl.AskTurn || v.Chars[seat].Fighter < 0 {
			return false
		}
		for _, c := range v.Private.Hand {
			cc := book.CCards()[c]
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
			return true
		}
		return false
	})
	if !found {
		t.Fatal("no hand held a card above its power left")
	}
}

// randomPositions plays random 7-seat games with opts, from seed 1 up to games of them, and
// hands visit every position with the seat to act, its legal actions and its View, until
// visit reports it is done; it reports whether visit ever was.
func randomPositions(t *testing.T, games uint64, opts engine.Options, visit func(seat int, legal []engine.Action, v *rl.View) bool) bool {
	t.Helper()
	for seed := uint64(1); seed <= games; seed++ {
		st, err := rl.Game.New(engine.Config{Seats: 7, Seed: seed, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		st.SetQuiet(true)
		pick := engine.NewRNG(seed)
		for n := 0; st.Outcome() == nil && n < 3000; n++ {
			seat := engine.Next(st, &pick)
			legal := st.Legal(seat)
			if visit(seat, legal, st.View(seat).(*rl.View)) {
				return true
			}
			if _, err := st.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return false
}

// Every question answered with a Cカード of the hand — an attack, a defence, a link to an
// attack, a minion's link, a block of an escape, the round end's discard — lets the card be
// clicked: the one action about it is the button's.
func TestLockeEveryHandAnswerIsACardClick(t *testing.T) {
	seen := map[rl.Verb]bool{}
	randomPositions(t, 39, nil, func(seat int, legal []engine.Action, v *rl.View) bool {
		if !v.Fight.On || v.Chars[seat].Fighter < 0 {
			return false
		}
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
		return len(seen) >= 6 && seen[rl.VerbAttack] && seen[rl.VerbDefend] && seen[rl.VerbJoin]
	})
	for _, verb := range []rl.Verb{rl.VerbAttack, rl.VerbDefend, rl.VerbJoin} {
		if !seen[verb] {
			t.Errorf("no %s was offered: the check saw too little (%v)", verb, seen)
		}
	}
}
