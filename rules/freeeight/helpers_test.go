package freeeight

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// table describes a position for build: the hands, the top card, the draw pile in the order
// it will be drawn, and whose turn it is. The rest of the 104-card shoe lies under the draw
// pile, or under the top card when restToDiscard is set (so the draw pile is exactly draw).
type table struct {
	hands         []string
	top           string
	named         string // the suit letter an 8 on top named
	draw          string
	restToDiscard bool
	turn          int
	phase         Phase
	attack        Attack
	total         int
	opts          engine.Options
}

func build(t testing.TB, tb table) *State {
	t.Helper()
	opts, err := engine.ResolveOptions(optionDefs, tb.opts)
	if err != nil {
		t.Fatal(err)
	}
	s := newState(len(tb.hands), opts, 1)
	var used []deck.Card
	for i, h := range tb.hands {
		setHand(s, i, deck.Cards(h))
		used = append(used, s.hand(i)...)
	}
	top := deck.MustParse(tb.top)
	draw := deck.Cards(tb.draw)
	used = append(append(used, top), draw...)
	rest := unseen(used)
	if len(rest)+len(used) != 2*deck.NumFaces {
		t.Fatalf("table uses some card more than twice")
	}
	slices.Reverse(draw)
	p := &s.Public
	if tb.restToDiscard {
		s.Hidden.Draw, p.Discards = draw, append(rest, top)
	} else {
		s.Hidden.Draw, p.Discards = append(rest, draw...), []deck.Card{top}
	}
	p.DrawCount, p.Top = len(s.Hidden.Draw), top
	if tb.named != "" {
		suit, err := deck.ParseSuit(tb.named)
		if err != nil {
			t.Fatal(err)
		}
		p.Named, p.HasNamed = suit, true
	}
	p.Turn, p.Phase, p.Attack, p.AttackTotal = tb.turn, tb.phase, tb.attack, tb.total
	return s
}

// setHand gives seat exactly the cards h, keeping the public count in step.
func setHand(s *State, seat int, h []deck.Card) {
	s.Private[seat].Hand = h
	s.Public.HandCounts[seat] = len(h)
}

// passAll answers an open ロン window with a pass from every seat still to answer, in turn
// order, and returns what the passes reported.
func passAll(t testing.TB, s *State) []engine.Event {
	t.Helper()
	var ev []engine.Event
	for s.Public.Phase == PhaseRon {
		ev = append(ev, enginetest.Do(t, s, s.Actors()[0], "pass")...)
	}
	return ev
}

// playOut plays a card and lets every other seat pass on the ロン window it opens: what a
// play does when nobody declares.
func playOut(t testing.TB, s *State, seat int, text string) []engine.Event {
	t.Helper()
	ev := enginetest.Do(t, s, seat, text)
	return append(ev, passAll(t, s)...)
}

// refuse checks that an action is refused with want, leaving every view unchanged.
func refuse(t testing.TB, s *State, seat int, text string, want error) {
	t.Helper()
	a, err := ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	if err := refusal(s, seat, a, want); err != nil {
		t.Error(err)
	}
}

func refusal(s *State, seat int, a Action, want error) error {
	before := s.Clone().(*State)
	ev, err := s.Apply(seat, a)
	switch {
	case err == nil:
		return fmt.Errorf("seat %d %q was accepted", seat, a)
	case !errors.Is(err, want):
		return fmt.Errorf("seat %d %q: got %v, want %v", seat, a, err, want)
	case ev != nil:
		return fmt.Errorf("seat %d %q: refused but reported events", seat, a)
	case !sameState(before, s):
		return fmt.Errorf("seat %d %q: refused but changed the state", seat, a)
	}
	return nil
}

// sameState compares two states through every seat's view and all their parts.
func sameState(a, b *State) bool {
	for seat := range a.Seats() {
		if !reflect.DeepEqual(a.View(seat), b.View(seat)) {
			return false
		}
	}
	return reflect.DeepEqual(a.Secrets, b.Secrets) && slices.Equal(a.Actors(), b.Actors())
}

func hand(s *State, seat int) string { return cardList(s.hand(seat)) }

func cardList(cs []deck.Card) string {
	var parts []string
	for _, c := range cs {
		parts = append(parts, c.String())
	}
	return strings.Join(parts, " ")
}

func legalStrings(s *State, seat int) []string {
	var out []string
	for _, a := range s.Legal(seat) {
		out = append(out, a.String())
	}
	return out
}

func msgKeys(ev []engine.Event) []string {
	var out []string
	for _, e := range ev {
		if e.Msg.Key != "" {
			out = append(out, e.Msg.Key)
		}
	}
	return out
}

// findMsg returns the first event carrying key.
func findMsg(t testing.TB, ev []engine.Event, key string) engine.Event {
	t.Helper()
	for _, e := range ev {
		if e.Msg.Key == key {
			return e
		}
	}
	t.Fatalf("no %s among %v", key, msgKeys(ev))
	return engine.Event{}
}

func wantPhase(t testing.TB, s *State, turn int, phase Phase) {
	t.Helper()
	if s.Public.Turn != turn || s.Public.Phase != phase {
		t.Fatalf("turn %d phase %d, want turn %d phase %d", s.Public.Turn, s.Public.Phase, turn, phase)
	}
}

func wantOutcome(t testing.TB, s *State, winners []int, points []int, reason string) {
	t.Helper()
	o := s.Outcome()
	if o == nil {
		t.Fatalf("game not over (phase %d)", s.Public.Phase)
	}
	if !slices.Equal(o.Winners, winners) || !slices.Equal(o.Points, points) || o.Reason.Key != reason {
		t.Fatalf("outcome %v %v %s, want %v %v %s", o.Winners, o.Points, o.Reason.Key, winners, points, reason)
	}
	if len(s.Actors()) != 0 {
		t.Fatalf("finished game has actors %v", s.Actors())
	}
}
