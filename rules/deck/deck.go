// Package deck is the standard 52-card French deck: suits, ranks, and shoes of several decks.
package deck

import (
	"fmt"
	"strings"
)

// Suit is ♠ ♥ ♦ ♣, in that order (the order Napoleon ranks them).
type Suit uint8

const (
	Spades Suit = iota
	Hearts
	Diamonds
	Clubs
)

// Suits lists all four in order.
var Suits = [4]Suit{Spades, Hearts, Diamonds, Clubs}

var (
	suitLetters = [4]string{"S", "H", "D", "C"}
	suitSymbols = [4]string{"♠", "♥", "♦", "♣"}
)

// Letter is the one-letter code used in action strings: S H D C.
func (s Suit) Letter() string { return suitLetters[s] }

// Symbol is ♠ ♥ ♦ ♣.
func (s Suit) Symbol() string { return suitSymbols[s] }

// Red reports whether the suit is printed in red.
func (s Suit) Red() bool { return s == Hearts || s == Diamonds }

func (s Suit) String() string { return s.Symbol() }

// ParseSuit reads a suit letter or symbol.
func ParseSuit(t string) (Suit, error) {
	for i := range suitLetters {
		if strings.EqualFold(t, suitLetters[i]) || t == suitSymbols[i] {
			return Suit(i), nil
		}
	}
	return 0, fmt.Errorf("%q is not a suit", t)
}

// Rank runs from Ace (1) to King (13).
type Rank uint8

const (
	Ace   Rank = 1
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
)

var rankLetters = [14]string{"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}

func (r Rank) String() string { return rankLetters[r] }

// Card is one of the 52 faces, numbered suit*13 + rank-1. Two decks hold each face twice.
type Card uint8

// NumFaces is how many distinct faces a deck has.
const NumFaces = 52

// New makes the card of suit s and rank r.
func New(s Suit, r Rank) Card { return Card(uint8(s)*13 + uint8(r) - 1) }

func (c Card) Suit() Suit { return Suit(c / 13) }
func (c Card) Rank() Rank { return Rank(c%13 + 1) }

// String is the canonical code: rank then suit letter, "QS", "10H", "AD".
func (c Card) String() string { return c.Rank().String() + c.Suit().Letter() }

// Label is the printed form, "♠Q".
func (c Card) Label() string { return c.Suit().Symbol() + c.Rank().String() }

// Parse reads a card code ("QS", "10h", "♠Q").
func Parse(t string) (Card, error) {
	t = strings.TrimSpace(t)
	for s := range suitSymbols {
		if rest, ok := strings.CutPrefix(t, suitSymbols[s]); ok {
			t = rest + suitLetters[s]
		}
	}
	if len(t) < 2 {
		return 0, fmt.Errorf("%q is not a card", t)
	}
	suit, err := ParseSuit(t[len(t)-1:])
	if err != nil {
		return 0, fmt.Errorf("%q is not a card: %w", t, err)
	}
	r := strings.ToUpper(t[:len(t)-1])
	for i := 1; i <= 13; i++ {
		if rankLetters[i] == r {
			return New(suit, Rank(i)), nil
		}
	}
	return 0, fmt.Errorf("%q is not a card: no rank %q", t, r)
}

// MustParse is Parse for tests and tables; it panics on a bad code.
func MustParse(t string) Card {
	c, err := Parse(t)
	if err != nil {
		panic(err)
	}
	return c
}

// Cards parses a space-separated list of codes, for tests and tables.
func Cards(list string) []Card {
	var out []Card
	for _, f := range strings.Fields(list) {
		out = append(out, MustParse(f))
	}
	return out
}

// Shoe is n full decks in order, ready to shuffle.
func Shoe(n int) []Card {
	out := make([]Card, 0, n*NumFaces)
	for range n {
		for c := range Card(NumFaces) {
			out = append(out, c)
		}
	}
	return out
}
