package napoleon

import (
	"testing"

	"zashiki/rules/deck"
)

// trickCases is the trick-winner table: the cards in play order, the trump, whether it is
// the first trick, and the card that must win and why. The seed's special rules and their
// precedence each have cases under every trump.
var trickCases = []struct {
	name  string
	trump string
	first bool
	cards string
	want  string
	rule  Rule
}{
	// Plain tricks: the suit led, trumps over it, other suits never win.
	{"highest of the suit led", "S", false, "3H 5H KH 9H", "KH", RulePlain},
	{"a low trump takes the suit led", "S", false, "3H 5H KH 2S", "2S", RulePlain},
	{"other suits cannot win", "S", false, "3H 5D KC 9H", "9H", RulePlain},
	{"♥ trump over ♦ led", "H", false, "AD KD 3H QD", "3H", RulePlain},
	{"trump against trump", "D", false, "KC AC 2D 3D", "3D", RulePlain},
	{"A and K of other suits lose to the 10 led", "C", false, "10S AH KH 2S", "10S", RulePlain},
	// Jacks other than the 切り札J and 裏J are the weakest of their suit.
	{"a plain J is below the 2", "S", true, "JD 2D 3D 4D", "4D", RulePlain},
	{"the hunting J alone is just weak", "S", false, "QH JH 10H 9H", "QH", RulePlain},
	{"♠J is weak under ♥", "H", true, "JS 3S 2S 5S", "5S", RulePlain},
	{"♥J is weak under ♣", "C", true, "JH 2H 3H 4H", "4H", RulePlain},
	// マイティ: always strongest, off suit, over trumps and jacks, and over 狩りJ.
	{"マイティ off suit", "H", false, "2C AS 3C KC", "AS", RuleMighty},
	{"マイティ over the trump A", "D", false, "KD AS QD AD", "AS", RuleMighty},
	{"マイティ led under ♠", "S", false, "AS KS QS 10S", "AS", RuleMighty},
	{"マイティ over 狩りJ (♠)", "S", false, "JS AS JH 2S", "AS", RuleMighty},
	{"マイティ over 狩りJ (♣)", "C", false, "JC AS JD 3C", "AS", RuleMighty},
	// 切り札J: second strongest.
	{"切り札J ♠", "S", false, "AH JS KH QH", "JS", RuleTrumpJ},
	{"切り札J ♥ over the trump A", "H", false, "JH AH KH QH", "JH", RuleTrumpJ},
	{"切り札J ♦ over 裏J", "D", false, "AD JD JH 3D", "JD", RuleTrumpJ},
	{"切り札J ♣ over 裏J", "C", false, "AC KC JS JC", "JC", RuleTrumpJ},
	// 裏J: third strongest, the J of the trump's colour partner.
	{"裏J ♣ under ♠ trump", "S", false, "AH JC KH 2S", "JC", RuleUraJ},
	{"裏J ♦ under ♥ trump", "H", false, "AD KD JD 5H", "JD", RuleUraJ},
	{"裏J ♥ under ♦ trump", "D", false, "JH AD KD QD", "JH", RuleUraJ},
	{"裏J ♠ under ♣ trump", "C", false, "KS JS AC 9C", "JS", RuleUraJ},
	// よろめき: ♥Q takes マイティ (seed rule 2), first trick included.
	{"よろめき ♠", "S", false, "AS QH 3S 4S", "QH", RuleYoromeki},
	{"よろめき ♥ (♥Q is a trump)", "H", false, "QH AS KH AH", "QH", RuleYoromeki},
	{"よろめき on the first trick", "D", true, "3C 4C AS QH", "QH", RuleYoromeki},
	{"よろめき over a trump", "C", false, "AH QH AS 2C", "QH", RuleYoromeki},
	{"よろめき ♥Q led", "S", false, "QH KH AH AS", "QH", RuleYoromeki},
	// よろめき undone (seed rule 3): a 切り札J or 裏J in the trick wins.
	{"よろめき undone by 切り札J", "S", false, "AS QH JS 2C", "JS", RuleJBlocks},
	{"よろめき undone by 裏J", "S", false, "AS QH JC 2S", "JC", RuleJBlocks},
	{"よろめき undone by 裏J ♦", "H", false, "QH AS JD 2H", "JD", RuleJBlocks},
	{"よろめき with both jacks: 切り札J", "D", false, "JD AS QH JH", "JD", RuleJBlocks},
	{"よろめき, 切り札J and its hunter: 切り札J (♣)", "C", false, "AS QH JC JD", "JC", RuleJBlocks},
	{"よろめき, 切り札J and its hunter: 切り札J (♠)", "S", false, "AS QH JS JH", "JS", RuleJBlocks},
	// 狩りJ (seed rule 4): ♠⟷♥, ♣⟷♦.
	{"狩りJ ♥J hunts ♠J", "S", false, "JS JH 2S 3S", "JH", RuleHunt},
	{"狩りJ ♠J hunts ♥J", "H", false, "JS JH AH KH", "JS", RuleHunt},
	{"狩りJ ♣J hunts ♦J", "D", false, "JC KD JD AD", "JC", RuleHunt},
	{"狩りJ ♦J hunts ♣J", "C", false, "JC JD 2C AC", "JD", RuleHunt},
	{"狩りJ on the first trick", "S", true, "2D JS 3D JH", "JH", RuleHunt},
	// 狩りJ undone (seed rule 5): with the 裏J out the jacks rank as usual.
	{"狩りJ undone by 裏J ♠", "S", false, "JS JH JC 2S", "JS", RuleTrumpJ},
	{"狩りJ undone by 裏J ♦", "D", false, "JD JC JH 3D", "JD", RuleTrumpJ},
	{"狩りJ undone by 裏J ♥", "H", false, "JS JD JH 5C", "JH", RuleTrumpJ},
	// セイム2 (seed rule 1): all one non-trump suit with its 2; never on the first trick.
	{"セイム2", "S", false, "5H KH 2H AH", "2H", RuleSame2},
	{"セイム2 not on the first trick", "S", true, "5H KH 2H AH", "AH", RulePlain},
	{"セイム2 ♦ under ♥", "H", false, "AD 2D KD QD", "2D", RuleSame2},
	{"no セイム2 in the trump suit", "S", false, "2S 5S KS QS", "KS", RulePlain},
	{"no セイム2 when a trump is played", "H", false, "5C 2C AC 3H", "3H", RulePlain},
	{"no セイム2 when one card is off suit", "H", false, "5C 2C AC 3D", "AC", RulePlain},
	{"マイティ over セイム2", "C", false, "2S AS KS QS", "AS", RuleMighty},
	{"マイティ over セイム2, ♥ trump", "H", false, "3S 2S AS 4S", "AS", RuleMighty},
	{"裏J over セイム2", "S", false, "2C JC AC KC", "JC", RuleUraJ},
	{"セイム2 ♣ under ♦", "D", false, "KC QC 2C AC", "2C", RuleSame2},
	{"セイム2 with a weak J", "C", false, "2H JH 3H 4H", "2H", RuleSame2},
	{"♥Q without マイティ is plain; セイム2", "D", false, "QH 2H AH KH", "2H", RuleSame2},
}

func TestTrickWinner(t *testing.T) {
	if len(trickCases) < 40 {
		t.Fatalf("only %d trick cases", len(trickCases))
	}
	for _, tc := range trickCases {
		t.Run(tc.name, func(t *testing.T) {
			trump, _ := deck.ParseSuit(tc.trump)
			cards := deck.Cards(tc.cards)
			i, rule := winner(cards, trump, tc.first)
			if cards[i] != deck.MustParse(tc.want) || rule != tc.rule {
				t.Fatalf("%s under %s: %s wins by rule %d, want %s by %d", tc.cards, tc.trump, cards[i], rule, tc.want, tc.rule)
			}
			// The winner does not depend on who leads among the cards of the same suit order:
			// rotating the trick keeps a special-rule winner (the suit led may change).
			if tc.rule != RulePlain && tc.rule != RuleSame2 && tc.rule != RuleUraJ {
				rot := append(append([]deck.Card{}, cards[1:]...), cards[0])
				if j, r := winner(rot, trump, tc.first); rot[j] != cards[i] || r != rule {
					t.Fatalf("rotated %v: %s by %d", rot, rot[j], r)
				}
			}
		})
	}
}

func TestEveryTrumpHasEverySpecial(t *testing.T) {
	seen := map[[2]string]bool{}
	for _, tc := range trickCases {
		seen[[2]string{tc.trump, ruleName(tc.rule)}] = true
	}
	for _, s := range []string{"S", "H", "D", "C"} {
		for _, r := range []Rule{RuleMighty, RuleTrumpJ, RuleUraJ, RuleYoromeki, RuleJBlocks, RuleHunt} {
			if !seen[[2]string{s, ruleName(r)}] {
				t.Errorf("no case of rule %s under trump %s", ruleName(r), s)
			}
		}
	}
}

func ruleName(r Rule) string {
	return [...]string{"plain", "mighty", "trumpJ", "uraJ", "yoromeki", "jblocks", "hunt", "same2"}[r]
}

func TestFaceCards(t *testing.T) {
	n := 0
	for c := range deck.Card(deck.NumFaces) {
		if isFace(c) {
			n++
		}
	}
	if n != 20 {
		t.Fatalf("%d face cards, want 20", n)
	}
	for _, c := range deck.Cards("10S JH QD KC AS") {
		if !isFace(c) {
			t.Errorf("%s is a face card", c)
		}
	}
	for _, c := range deck.Cards("9S 2H") {
		if isFace(c) {
			t.Errorf("%s is not a face card", c)
		}
	}
}
