package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
)

// A message crosses the wire (an online table's log) with its arguments' kinds kept: a seat,
// a card and a term are written as {"seat": n}, {"card": n} and {"term": "key"}, so the
// screen at the other end names the seat, the card or the words, where bare numbers would
// print as numbers. Ints and strings are written as they are.

type msgWire struct {
	Key  string            `json:"Key"`
	Args []json.RawMessage `json:"Args,omitempty"`
}

type argWire struct {
	Seat *int    `json:"seat,omitempty"`
	Card *int    `json:"card,omitempty"`
	Term *string `json:"term,omitempty"`
}

// MarshalJSON writes m with its arguments' kinds.
func (m Msg) MarshalJSON() ([]byte, error) {
	w := msgWire{Key: m.Key}
	for i, a := range m.Args {
		var v any
		switch x := a.(type) {
		case SeatRef:
			n := int(x)
			v = argWire{Seat: &n}
		case CardRef:
			n := int(x)
			v = argWire{Card: &n}
		case Term:
			s := string(x)
			v = argWire{Term: &s}
		case int, string:
			v = x
		default:
			return nil, fmt.Errorf("message %s: argument %d is a %T, which has no wire form", m.Key, i, a)
		}
		data, err := json.Marshal(v)
		if err != nil {
			return nil, err
		}
		w.Args = append(w.Args, data)
	}
	return json.Marshal(w)
}

// UnmarshalJSON reads a message MarshalJSON wrote.
func (m *Msg) UnmarshalJSON(data []byte) error {
	var w msgWire
	if err := json.Unmarshal(data, &w); err != nil {
		return err
	}
	m.Key, m.Args = w.Key, nil
	for i, raw := range w.Args {
		a, err := readArg(bytes.TrimSpace(raw))
		if err != nil {
			return fmt.Errorf("message %s: argument %d: %w", w.Key, i, err)
		}
		m.Args = append(m.Args, a)
	}
	return nil
}

func readArg(raw []byte) (any, error) {
	if len(raw) == 0 {
		return nil, fmt.Errorf("empty")
	}
	switch raw[0] {
	case '{':
		var a argWire
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&a); err != nil {
			return nil, err
		}
		switch {
		case a.Seat != nil && a.Card == nil && a.Term == nil:
			return SeatRef(*a.Seat), nil
		case a.Card != nil && a.Seat == nil && a.Term == nil:
			return CardRef(*a.Card), nil
		case a.Term != nil && a.Seat == nil && a.Card == nil:
			return Term(*a.Term), nil
		}
		return nil, fmt.Errorf("not one of seat, card or term: %s", raw)
	case '"':
		var s string
		err := json.Unmarshal(raw, &s)
		return s, err
	}
	var f float64
	if err := json.Unmarshal(raw, &f); err != nil {
		return nil, err
	}
	if f != math.Trunc(f) || math.Abs(f) > 1<<53 {
		return nil, fmt.Errorf("%s is not a whole number", raw)
	}
	return int(f), nil
}
