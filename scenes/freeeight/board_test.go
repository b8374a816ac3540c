package freeeight

import (
	"testing"

	"zashiki/rules/deck"
	fe "zashiki/rules/freeeight"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// TestWhyNamesWhatTheCardMustMatch: the reason a refused card gives is the rule it breaks,
// with the suit and rank on the pile, the named suit, or the attack to answer.
func TestWhyNamesWhatTheCardMustMatch(t *testing.T) {
	card := func(s string) deck.Card { return deck.MustParse(s) }
	cases := []struct {
		v      fe.View
		ja, en string
	}{
		{fe.View{Public: fe.Public{Top: card("7H"), Phase: fe.PhaseTurn}},
			"♥にも7にも合いません", "Does not match ♥ or 7"},
		{fe.View{Public: fe.Public{Top: card("QC"), Phase: fe.PhaseExtra}},
			"♣にもQにも合いません", "Does not match ♣ or Q"},
		{fe.View{Public: fe.Public{Top: card("8S"), HasNamed: true, Named: deck.Diamonds, Phase: fe.PhaseTurn}},
			"指定マークの♦か8を出してください", "Play the named suit ♦ or an 8"},
		{fe.View{Public: fe.Public{Top: card("2S"), Phase: fe.PhaseAttacked, Attack: fe.AttackTwo, AttackTotal: 4}},
			"2の攻撃には2か8で返すか、4枚引きます", "Answer a 2 with a 2 or an 8, or draw 4 cards"},
		{fe.View{Public: fe.Public{Top: card("QS"), Phase: fe.PhaseAttacked, Attack: fe.AttackQueen, AttackTotal: 5}},
			"♠Qの攻撃には♠Qか8で返すか、5枚引きます", "Answer ♠Q with ♠Q or an 8, or draw 5 cards"},
	}
	for _, c := range cases {
		for lang, want := range map[i18n.Lang]string{i18n.Ja: c.ja, i18n.En: c.en} {
			if got := Why(&ui.Ctx{Lang: lang}, &c.v, card("3D")); got != want {
				t.Errorf("%s: %q, want %q", lang.Code(), got, want)
			}
		}
	}
}
