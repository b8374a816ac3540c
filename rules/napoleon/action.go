package napoleon

import (
	"fmt"
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
	// Discard picks Card, one of Napoleon's hand, to discard. The exchange is four picks:
	// the fourth puts the four cards out of the game.
	Discard
	// Undo takes back Napoleon's last pick.
	Undo
	// Play plays Card to the trick.
	Play
)

// Action is a Napoleon move. String forms: "bid 14 S", "pass", "adjutant QH", "discard 2C",
// "undo", "play AS".
type Action struct {
	Kind Kind
	N    int
	Suit deck.Suit
	Card deck.Card
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
		return "discard " + a.Card.String()
	case Undo:
		return "undo"
	}
	return "play " + a.Card.String()
}

// ParseAction reads the String form.
func ParseAction(s string) (Action, error) {
	f := strings.Fields(s)
	bad := fmt.Errorf("%q is not a Napoleon action", s)
	if len(f) == 0 {
		return Action{}, bad
	}
	switch {
	case f[0] == "pass" && len(f) == 1:
		return Action{Kind: Pass}, nil
	case f[0] == "undo" && len(f) == 1:
		return Action{Kind: Undo}, nil
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
	case len(f) == 2:
		kind, ok := map[string]Kind{"adjutant": Name, "discard": Discard, "play": Play}[f[0]]
		if !ok {
			return Action{}, bad
		}
		c, err := deck.Parse(f[1])
		if err != nil {
			return Action{}, err
		}
		return Action{Kind: kind, Card: c}, nil
	}
	return Action{}, bad
}
