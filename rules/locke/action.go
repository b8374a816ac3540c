package locke

import (
	"fmt"
	"strconv"
	"strings"
	"zashiki/rules/engine"
)

// Action is a move: a verb and up to two numbers (a card, a target fighter, a value, an
// ability). String forms: "attack 12", "aim 3", "lv 4", "dur 5 suit x2", "pass".
//
// An ability is named by its AbilityRef number.
type Action struct {
	Verb string
	A, B int
	Suit bool // a 耐久力 declaration made with a suit
	// X is the [格闘:X] a melee declaration declares with it (3.1), 0 for none.
	X int
}

// arity is how many numbers each verb takes.
var arity = map[string]int{
	"ready": 0, "mystery": 0, "pre": 2, "open": 0, "end": 0,
	"attack": 2, "melee": 1, "weapon": 2, "illusion": 2, "telepath": 2, "wild": 2,
	"escape": 1, "discard": 1, "pass": 0,
	"lv": 1, "mind": 1, "dur": 1,
	"defend": 1, "guard": 1, "take": 0, "keep": 0, "drop": 0,
	"minion": 1, "ask": 0, "go": 0, "join": 1, "decline": 0,
	"jam": 1, "block": 1, "let": 0, "counter": 0, "nocounter": 0,
	"fight": 0, "stop": 0, "there": 0, "alive": 0, "stay": 0,
	"reform": 1, "sup": 1,
	// the whole game
	"to": 1, "battle": 0, "nobattle": 0, "object": 0, "accept": 0, "peek": 1, "claim": 0, "solo": 0,
	"dissolve": 0, "move": 1, "port": 1, "enter": 1, "tele": 0, "intrude": 0, "heal": 1, "treat": 1,
	"party": 0, "place": 1, "invite": 1, "propose": 0, "agree": 0, "sil": 1, "refuse": 0, "recent": 0, "proxy": 1, "retreat": 0, "aim": 1, "back": 0, "as": 1, "boost": 0, "hinder": 0, "keepall": 0, "residual": 0,
}

func (a Action) String() string {
	var b strings.Builder
	b.WriteString(a.Verb)
	n := arity[a.Verb]
	if n >= 1 {
		b.WriteString(" " + strconv.Itoa(a.A))
	}
	if n >= 2 {
		b.WriteString(" " + strconv.Itoa(a.B))
	}
	if a.Suit {
		b.WriteString(" suit")
	}
	if a.X > 0 {
		b.WriteString(" x" + strconv.Itoa(a.X))
	}
	return b.String()
}

// ParseAction implements engine.State.
func (s *State) ParseAction(text string) (engine.Action, error) { return ParseAction(text) }

// ParseAction reads an action back from its String form.
func ParseAction(text string) (Action, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return Action{}, fmt.Errorf("locke: empty action")
	}
	a := Action{Verb: f[0]}
	n, ok := arity[a.Verb]
	if !ok {
		return Action{}, fmt.Errorf("locke: unknown action %q", text)
	}
	if len(f) < 1+n {
		return Action{}, fmt.Errorf("locke: %q needs %d numbers", text, n)
	}
	nums := []*int{&a.A, &a.B}
	for i := range n {
		v, err := strconv.Atoi(f[1+i])
		if err != nil {
			return Action{}, fmt.Errorf("locke: bad number in %q", text)
		}
		*nums[i] = v
	}
	for _, flag := range f[1+n:] {
		switch {
		case flag == "suit" && a.Verb == "dur":
			a.Suit = true
		case strings.HasPrefix(flag, "x") && a.Verb == "dur":
			x, err := strconv.Atoi(flag[1:])
			if err != nil || x <= 0 {
				return Action{}, fmt.Errorf("locke: bad flag in %q", text)
			}
			a.X = x
		default:
			return Action{}, fmt.Errorf("locke: bad flag in %q", text)
		}
	}
	if a.String() != text {
		return Action{}, fmt.Errorf("locke: %q is not in canonical form", text)
	}
	return a, nil
}
