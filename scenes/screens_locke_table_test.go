package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"zashiki/rules/locke"
	"zashiki/scenes/i18n"
	lktable "zashiki/scenes/locke"
)

// A Cカード played in a combat crosses the table as a card: the viewer's attack card is in
// flight (from its hand row to the table's middle, then the discards) before its attack is
// read, in both languages at both sizes, and the screen in mid-flight, the card on the stage,
// cuts no word (locke-flight-*.png).
func TestLockePlayedCardFliesAcrossTheTable(t *testing.T) {
	for _, lang := range langs {
		for _, sz := range lockeSizes {
			playedCardFlies(t, lang, sz)
		}
	}
}

func playedCardFlies(t *testing.T, lang i18n.Lang, sz [2]int) {
	t.Helper()
	a := newTestApp(t, lang)
	a.Layout(sz[0], sz[1])
	a.Settings.Speed = 1
	tb := findLocke(t, a, "hcccccccccc", "combat", func(v *locke.View) bool {
		return v.Fight.On && v.Ask.Kind == locke.AskTurn && v.Chars[v.Seat].Fighter >= 0
	})
	played := -1
	for _, act := range tb.humanLegal() {
		if strings.HasPrefix(act.String(), "attack ") {
			fmt.Sscanf(strings.TrimPrefix(act.String(), "attack "), "%d", &played)
			pressTarget(t, a, tb, act.String())
			break
		}
	}
	if played < 0 {
		t.Fatal("no attack to play")
	}
	seen := false
	for range 600 {
		step(t, a, 1)
		b := tb.board.(*lktable.Board)
		if cards, ok := b.Probe()["flying"].([]int); ok && slices.Contains(cards, played) {
			step(t, a, 30) // in the table's middle
			checkLockeWords(t, a, tb, fmt.Sprintf("locke-flight-%d", sz[0]), sz)
			seen = true
			break
		}
		if tgs := b.Targets(); len(tgs) > 0 && len(tb.humanLegal()) > 0 {
			pressTarget(t, a, tb, tgs[0].Action) // the target, then what follows
		}
	}
	if !seen {
		t.Fatalf("%s at %d: the played card %d never crossed the table", lang.Code(), sz[0], played)
	}
}
