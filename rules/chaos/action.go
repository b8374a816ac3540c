package chaos

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind is what an Action does.
type Kind uint8

const (
	// Play resolves a hand card's プレイ効果 (only a card that has one).
	Play Kind = iota
	// Discard puts a hand card on the discard pile.
	Discard
	// Place lays a hand card in the workplace of Cat; Out is where the card it pushes out goes.
	Place
	// Pick answers a pending Choice with Card.
	Pick
	// Yes and No answer a communication card's question.
	Yes
	No
)

// Out is where a pushed-out workplace card goes.
type Out uint8

const (
	OutNone    Out = iota // the workplace was empty
	OutLane               // 成果をまとめる: to the 完成品レーン
	OutDiscard            // 押し出し: to the discard pile
)

// Action is a Project Chaos move. String forms: "play 40", "discard 3", "place 12 tech",
// "place 12 tech lane", "place 12 tech discard", "pick 7", "yes", "no".
type Action struct {
	Kind Kind
	Card int
	Cat  Cat
	Out  Out
}

func (a Action) String() string {
	switch a.Kind {
	case Play:
		return "play " + strconv.Itoa(a.Card)
	case Discard:
		return "discard " + strconv.Itoa(a.Card)
	case Place:
		s := "place " + strconv.Itoa(a.Card) + " " + a.Cat.Name()
		switch a.Out {
		case OutLane:
			s += " lane"
		case OutDiscard:
			s += " discard"
		}
		return s
	case Pick:
		return "pick " + strconv.Itoa(a.Card)
	case Yes:
		return "yes"
	}
	return "no"
}

// ParseAction reads the String form.
func ParseAction(s string) (Action, error) {
	f := strings.Fields(s)
	bad := fmt.Errorf("%q is not a Project Chaos action", s)
	if len(f) == 1 {
		switch f[0] {
		case "yes":
			return Action{Kind: Yes}, nil
		case "no":
			return Action{Kind: No}, nil
		}
		return Action{}, bad
	}
	if len(f) < 2 {
		return Action{}, bad
	}
	card, err := strconv.Atoi(f[1])
	if err != nil || card < 0 || card >= NumCards {
		return Action{}, bad
	}
	switch {
	case f[0] == "play" && len(f) == 2:
		return Action{Kind: Play, Card: card}, nil
	case f[0] == "discard" && len(f) == 2:
		return Action{Kind: Discard, Card: card}, nil
	case f[0] == "pick" && len(f) == 2:
		return Action{Kind: Pick, Card: card}, nil
	case f[0] == "place" && (len(f) == 3 || len(f) == 4):
		cat, ok := parseCat(f[2])
		if !ok {
			return Action{}, bad
		}
		a := Action{Kind: Place, Card: card, Cat: cat}
		if len(f) == 4 {
			switch f[3] {
			case "lane":
				a.Out = OutLane
			case "discard":
				a.Out = OutDiscard
			default:
				return Action{}, bad
			}
		}
		return a, nil
	}
	return Action{}, bad
}
