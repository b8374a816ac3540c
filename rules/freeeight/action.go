package freeeight

import (
	"fmt"
	"strings"

	"zashiki/rules/deck"
)

// Kind is what an Action does.
type Kind int

const (
	// Play puts Card on the discard pile; an 8 names Suit.
	Play Kind = iota
	// Draw takes one card (or the attack total when attacked) and ends the turn.
	Draw
	// Ron declares ロン on the card just played.
	Ron
	// Pass declines ロン (続行する).
	Pass
)

// Action is a Free Eight move. String forms: "play QS", "play 8H S" (an 8 naming ♠),
// "draw", "ron", "pass".
type Action struct {
	Kind Kind
	Card deck.Card
	Suit deck.Suit
}

func (a Action) String() string {
	switch a.Kind {
	case Play:
		if a.Card.Rank() == 8 {
			return "play " + a.Card.String() + " " + a.Suit.Letter()
		}
		return "play " + a.Card.String()
	case Draw:
		return "draw"
	case Ron:
		return "ron"
	default:
		return "pass"
	}
}

// ParseAction reads the String form.
func ParseAction(s string) (Action, error) {
	f := strings.Fields(s)
	if len(f) == 1 {
		switch f[0] {
		case "draw":
			return Action{Kind: Draw}, nil
		case "ron":
			return Action{Kind: Ron}, nil
		case "pass":
			return Action{Kind: Pass}, nil
		}
	}
	if len(f) >= 2 && f[0] == "play" {
		c, err := deck.Parse(f[1])
		if err != nil {
			return Action{}, err
		}
		if c.Rank() == 8 {
			if len(f) != 3 {
				return Action{}, fmt.Errorf("%q: an 8 must name a suit", s)
			}
			suit, err := deck.ParseSuit(f[2])
			if err != nil {
				return Action{}, err
			}
			return Action{Kind: Play, Card: c, Suit: suit}, nil
		}
		if len(f) == 2 {
			return Action{Kind: Play, Card: c}, nil
		}
	}
	return Action{}, fmt.Errorf("%q is not a Free Eight action", s)
}
