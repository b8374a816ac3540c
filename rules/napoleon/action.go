package napoleon

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"zashiki/rules/deck"
)

// Kind is what an Action does.
type Kind int

const (
	// Declare bids N face cards with Suit as trump.
	Declare Kind = iota
	// Pass declines to declare.
	Pass
	// Name names Card as the adjutant card.
	Name
	// Discard puts Cards, four of Napoleon's sixteen, out of the game.
	Discard
	// Play plays Card to the trick.
	Play
)

// Action is a Napoleon move. String forms: "bid 14 S", "pass", "adjutant QH",
// "discard 2C 3D 4H 5S" (the four cards in deck order), "play AS".
type Action struct {
	Kind  Kind
	N     int
	Suit  deck.Suit
	Card  deck.Card
	Cards [hiddenN]deck.Card
}

// DiscardOf builds a discard action of four cards, putting them in canonical order.
func DiscardOf(cards []deck.Card) Action {
	a := Action{Kind: Discard}
	sorted := slices.Clone(cards)
	slices.Sort(sorted)
	copy(a.Cards[:], sorted)
	return a
}

func (a Action) String() string {
	switch a.Kind {
	case Declare:
		return "bid " + strconv.Itoa(a.N) + " " + a.Suit.Letter()
	case Pass:
		return "pass"
	case Name:
		return "adjutant " + a.Card.String()
	case Discard:
		parts := []string{"discard"}
		for _, c := range a.Cards {
			parts = append(parts, c.String())
		}
		return strings.Join(parts, " ")
	}
	return "play " + a.Card.String()
}

// ParseAction reads the String form. A discard's cards may come in any order; the action
// holds them in deck order.
func ParseAction(s string) (Action, error) {
	f := strings.Fields(s)
	bad := fmt.Errorf("%q is not a Napoleon action", s)
	if len(f) == 0 {
		return Action{}, bad
	}
	switch {
	case f[0] == "pass" && len(f) == 1:
		return Action{Kind: Pass}, nil
	case f[0] == "bid" && len(f) == 3:
		n, err := strconv.Atoi(f[1])
		if err != nil || n < minBid || n > maxBid {
			return Action{}, fmt.Errorf("%q: a declaration is %d to %d face cards", s, minBid, maxBid)
		}
		suit, err := deck.ParseSuit(f[2])
		if err != nil {
			return Action{}, err
		}
		return Action{Kind: Declare, N: n, Suit: suit}, nil
	case (f[0] == "adjutant" || f[0] == "play") && len(f) == 2:
		c, err := deck.Parse(f[1])
		if err != nil {
			return Action{}, err
		}
		if f[0] == "play" {
			return Action{Kind: Play, Card: c}, nil
		}
		return Action{Kind: Name, Card: c}, nil
	case f[0] == "discard" && len(f) == 1+hiddenN:
		var cards []deck.Card
		for _, t := range f[1:] {
			c, err := deck.Parse(t)
			if err != nil {
				return Action{}, err
			}
			if slices.Contains(cards, c) {
				return Action{}, fmt.Errorf("%q names %s twice", s, c)
			}
			cards = append(cards, c)
		}
		return DiscardOf(cards), nil
	}
	return Action{}, bad
}
