package napoleon

import "zashiki/rules/deck"

// Rule is why a trick's winning card won.
type Rule int

const (
	RulePlain    Rule = iota // the highest trump, or the highest card of the suit led
	RuleMighty               // マイティ (♠A)
	RuleTrumpJ               // 切り札J
	RuleUraJ                 // 裏J
	RuleYoromeki             // よろめき: ♥Q takes マイティ
	RuleJBlocks              // よろめき undone: a 切り札J or 裏J in the trick wins instead
	RuleHunt                 // 狩りJ: the paired weakest J takes the 切り札J
	RuleSame2                // セイム2
)

var (
	mighty     = deck.New(deck.Spades, deck.Ace)
	heartQueen = deck.New(deck.Hearts, deck.Queen)
)

// uraSuit is the trump's suit of the same colour (♠⟷♣, ♥⟷♦); its J is the 裏J.
var uraSuit = [4]deck.Suit{deck.Spades: deck.Clubs, deck.Hearts: deck.Diamonds, deck.Diamonds: deck.Hearts, deck.Clubs: deck.Spades}

// huntSuit pairs each trump with the suit whose J hunts the 切り札J (♠⟷♥, ♣⟷♦). That J is
// never a 切り札J or 裏J: it is a weakest J.
var huntSuit = [4]deck.Suit{deck.Spades: deck.Hearts, deck.Hearts: deck.Spades, deck.Diamonds: deck.Clubs, deck.Clubs: deck.Diamonds}

// rankPower orders a suit's plain cards: A high, then K Q 10 … 2, and a J that is neither the
// 切り札J nor the 裏J lowest of all.
var rankPower = [14]int{deck.Ace: 14, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9, 10: 10,
	deck.Jack: 1, deck.Queen: 12, deck.King: 13}

// Power bands: every card of a higher band beats every card of a lower one.
const (
	bandNone  = 0    // another suit: cannot win
	bandLead  = 100  // the suit led
	bandTrump = 500  // the trump suit
	bandUraJ  = 800  // 裏J
	bandTrpJ  = 900  // 切り札J
	bandMight = 1000 // マイティ
)

// trumpJ and uraJ are the two strong jacks under a trump suit; huntJ is the one that hunts.
func trumpJ(t deck.Suit) deck.Card { return deck.New(t, deck.Jack) }
func uraJ(t deck.Suit) deck.Card   { return deck.New(uraSuit[t], deck.Jack) }
func huntJ(t deck.Suit) deck.Card  { return deck.New(huntSuit[t], deck.Jack) }

// power is how strong c is in a trick led with suit lead under trump, before the special
// rules.
func power(c deck.Card, lead, trump deck.Suit) int {
	switch {
	case c == mighty:
		return bandMight
	case c == trumpJ(trump):
		return bandTrpJ
	case c == uraJ(trump):
		return bandUraJ
	case c.Suit() == trump:
		return bandTrump + rankPower[c.Rank()]
	case c.Suit() == lead:
		return bandLead + rankPower[c.Rank()]
	}
	return bandNone
}

// winner says which card of a complete trick (in play order) takes it, and by which rule.
// The special rules are checked in the seed's order of precedence:
//
//  1. マイティ with ♥Q is よろめき (♥Q wins), unless a 切り札J or 裏J is also out: that J wins
//     (the 切り札J before the 裏J). マイティ otherwise wins outright, 狩りJ or not.
//  2. 切り札J with its hunting J (♠⟷♥, ♣⟷♦) is 狩りJ, unless the 裏J is also out: then the
//     jacks rank as usual and the 切り札J wins.
//  3. セイム2, except on the first trick: all four cards of the same non-trump suit and its 2
//     among them; the 2 wins unless a card of rule 1 or 2 (the 裏J of that suit) is out.
//  4. Otherwise the strongest card by power.
func winner(cards []deck.Card, trump deck.Suit, firstTrick bool) (int, Rule) {
	find := func(c deck.Card) int {
		for i, x := range cards {
			if x == c {
				return i
			}
		}
		return -1
	}
	m, q, tj, uj, hj := find(mighty), find(heartQueen), find(trumpJ(trump)), find(uraJ(trump)), find(huntJ(trump))
	switch {
	case m >= 0 && q >= 0 && tj >= 0:
		return tj, RuleJBlocks
	case m >= 0 && q >= 0 && uj >= 0:
		return uj, RuleJBlocks
	case m >= 0 && q >= 0:
		return q, RuleYoromeki
	case m >= 0:
		return m, RuleMighty
	case tj >= 0 && hj >= 0 && uj < 0:
		return hj, RuleHunt
	}
	lead := cards[0].Suit()
	if i := same2(cards, lead, trump, firstTrick); i >= 0 && uj < 0 {
		return i, RuleSame2
	}
	best := 0
	for i, c := range cards {
		if power(c, lead, trump) > power(cards[best], lead, trump) {
			best = i
		}
	}
	switch cards[best] {
	case trumpJ(trump):
		return best, RuleTrumpJ
	case uraJ(trump):
		return best, RuleUraJ
	}
	return best, RulePlain
}

// same2 is the index of the 2 that wins by セイム2, or -1.
func same2(cards []deck.Card, lead, trump deck.Suit, firstTrick bool) int {
	if firstTrick || lead == trump {
		return -1
	}
	two := -1
	for i, c := range cards {
		if c.Suit() != lead {
			return -1
		}
		if c.Rank() == 2 {
			two = i
		}
	}
	return two
}

// isFace reports whether c is a face card of the count: 10, J, Q, K or A.
func isFace(c deck.Card) bool { r := c.Rank(); return r == deck.Ace || r >= 10 }

// IsFace is isFace for bots and the table.
func IsFace(c deck.Card) bool { return isFace(c) }

// Winner is winner for bots and the table: the index of the card that takes a complete
// trick, and why.
func Winner(cards []deck.Card, trump deck.Suit, firstTrick bool) (int, Rule) {
	return winner(cards, trump, firstTrick)
}

// Power is power for bots: the strength of c in a trick led with lead, special rules aside.
func Power(c deck.Card, lead, trump deck.Suit) int { return power(c, lead, trump) }

// Specials names the three strong cards under trump: マイティ, 切り札J, 裏J, and the hunting J.
func Specials(trump deck.Suit) (m, tj, uj, hj deck.Card) {
	return mighty, trumpJ(trump), uraJ(trump), huntJ(trump)
}
