package locke

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
	"zashiki/rules/locke/book"
)

// The helpers lay combats out by hand and walk them through the engine: a picker hands out
// Cカード by name, LV and 火力 (each copy once, so hands never share a card), do applies an
// action by its String form, and flow answers the questions a test does not look at.

// picker hands out Cカード indexes, each copy once.
type picker struct {
	t    testing.TB
	used map[int]bool
}

func newPicker(t testing.TB) *picker { return &picker{t: t, used: map[int]bool{}} }

// c is an unused copy of the card of that name, LV (0: any) and 火力 (0: any).
func (p *picker) c(name string, lv, fire int) int {
	p.t.Helper()
	for _, i := range book.CCardByName(name, lv) {
		if !p.used[i] && (fire == 0 || book.CCards()[i].Fire == fire) {
			p.used[i] = true
			return i
		}
	}
	p.t.Fatalf("no unused %s LV %d 火力 %d left", name, lv, fire)
	return -1
}

// fill adds unused copies of the named cards (any LV and 火力, the first name first) to hand
// until it holds n cards.
func (p *picker) fill(hand []int, n int, names ...string) []int {
	p.t.Helper()
	for _, name := range names {
		for _, i := range book.CCardByName(name, 0) {
			if len(hand) >= n {
				return hand
			}
			if !p.used[i] {
				p.used[i] = true
				hand = append(hand, i)
			}
		}
	}
	if len(hand) < n {
		p.t.Fatalf("not enough %v to fill a hand of %d", names, n)
	}
	return hand
}

// Fillers: cards that add no attack (guards) or no defence (weapons) to a hand.
var (
	guards  = []string{"ESPスクリーン", "ESPブロック", "ESPシールド", "ESPバリア", "ESPフィールド", "サイコポッド"}
	weapons = []string{"レイガン", "ブラスター"}
	// spare: any card but an attack, for a hand that must not change the attacks on offer.
	spare = append(slices.Clone(guards), "幻覚", "接触テレパス", "テレポート")
)

// ref is the action number of ability id of sheet.
func ref(t testing.TB, sheet, id string) int {
	t.Helper()
	sh := book.CharacterByID(sheet)
	if sh == nil {
		t.Fatalf("no sheet %q", sheet)
	}
	for i := range sh.Abilities {
		if sh.Abilities[i].ID == id {
			return int(AbilityRef(&sh.Abilities[i]))
		}
	}
	t.Fatalf("sheet %s has no ability %s", sheet, id)
	return -1
}

// legalOf lists seat's legal actions as strings.
func legalOf(s *State, seat int) []string {
	var out []string
	for _, a := range s.Legal(seat) {
		out = append(out, a.String())
	}
	return out
}

// legalVerb lists seat's legal actions with this verb.
func legalVerb(s *State, seat int, verb Verb) []string {
	var out []string
	for _, a := range legalOf(s, seat) {
		if strings.Fields(a)[0] == verb.String() {
			out = append(out, a)
		}
	}
	return out
}

func isLegal(s *State, seat int, text string) bool {
	_, ok := engine.FindLegal(s, seat, text)
	return ok
}

// do applies the legal action text for seat.
func do(t testing.TB, s *State, seat int, text string) []engine.Event {
	t.Helper()
	a, ok := engine.FindLegal(s, seat, text)
	if !ok {
		t.Fatalf("%q is not legal for seat %d (ask %+v); legal: %v", text, seat, s.Public.Ask, legalOf(s, seat))
	}
	evs, err := s.Apply(seat, a)
	if err != nil {
		t.Fatalf("%q by seat %d: %v", text, seat, err)
	}
	return evs
}

// act applies text for the seat the engine serves now.
func act(t testing.TB, s *State, text string) []engine.Event {
	t.Helper()
	seat := engine.Next(s, nil)
	if seat < 0 {
		t.Fatalf("nobody is asked (the combat is over: %v)", s.Result != nil)
	}
	return do(t, s, seat, text)
}

// dull are the questions flow answers: windows let pass, support phase 2 ended, nothing
// declared before the combat, no defence maintained, no 同調 asked.
var dull = map[AskKind]string{
	AskJoin: "stay", AskPre: "ready", AskReact: "let", AskSync: "go", AskSyncJoin: "decline",
	AskAfter: "end", AskKeep: "drop", AskResidual: "decline",
}

// flow answers the dull questions until the rules ask something else or the game is over.
func flow(t testing.TB, s *State) []engine.Event {
	t.Helper()
	var evs []engine.Event
	for guard := 0; s.Result == nil; guard++ {
		if guard > 1000 {
			t.Fatal("flow: no end to the dull questions")
		}
		text, ok := dull[s.Public.Ask.Kind]
		if !ok {
			break
		}
		evs = append(evs, act(t, s, text)...)
	}
	return evs
}

// start lays a combat out and answers its dull questions up to the first real one.
func start(t testing.TB, set Setup) *State {
	t.Helper()
	s := NewCombat(set)
	flow(t, s)
	return s
}

// ordered lays a combat out with a seed whose first round's initiative satisfies want, after
// prep (flow when nil) has brought it to the first turn.
func ordered(t testing.TB, set Setup, want func(order []int) bool, prep func(*State)) *State {
	t.Helper()
	set.Seed = seedFor(t, set, want, prep)
	s := NewCombat(set)
	if prep != nil {
		prep(s)
	} else {
		flow(t, s)
	}
	return s
}

// seedFor is a seed whose first round's initiative satisfies want once prep (flow when nil) has
// brought the combat to its first turn: twins laid out with it start alike.
func seedFor(t testing.TB, set Setup, want func([]int) bool, prep func(*State)) uint64 {
	t.Helper()
	for seed := uint64(1); seed < 5000; seed++ {
		set.Seed = seed
		s := NewCombat(set)
		if prep != nil {
			prep(s)
		} else {
			flow(t, s)
		}
		if want(s.Public.Fight.Order) {
			return seed
		}
	}
	t.Fatal("no seed gives the wanted initiative")
	return 0
}

// first wants the round's order to begin with these fighters.
func first(fs ...int) func([]int) bool {
	return func(order []int) bool { return len(order) >= len(fs) && slices.Equal(order[:len(fs)], fs) }
}

// before wants fighter a to act before fighter b.
func before(a, b int) func([]int) bool {
	return func(order []int) bool {
		i, j := slices.Index(order, a), slices.Index(order, b)
		return i >= 0 && j >= 0 && i < j
	}
}

// expectAsk checks the open question's kind and asked seat; it fails when it is not as expected.
func expectAsk(t testing.TB, s *State, kind AskKind, seat int) {
	t.Helper()
	a := s.Public.Ask
	got := engine.Next(s, nil)
	if a.Kind != kind || got != seat {
		t.Fatalf("asked %v of seat %d (ask %+v), want %v of seat %d", a.Kind, got, a, kind, seat)
	}
}

// expectDecl checks that seat is asked to declare for what.
func expectDecl(t testing.TB, s *State, seat int, what DeclFor) {
	t.Helper()
	expectAsk(t, s, AskDeclare, seat)
	if s.Public.Ask.For != what {
		t.Fatalf("seat %d declares for %v, want %v", seat, s.Public.Ask.For, what)
	}
}

// msgs are the events' messages with this key.
func msgs(evs []engine.Event, key string) []engine.Msg {
	var out []engine.Msg
	for _, e := range evs {
		if e.Msg.Key == key {
			out = append(out, e.Msg)
		}
	}
	return out
}

// fighterOf is seat's fighter index (fails when it is not in the fight).
func fighterOf(t testing.TB, s *State, seat int) int {
	t.Helper()
	f := s.Public.Chars[seat].Fighter
	if f < 0 {
		t.Fatalf("seat %d is not in the fight", seat)
	}
	return f
}

// attackWith makes seat's attack with card on fighter target, declaring its ESP level lv, and
// lets every window after the activation pass: it returns at the target's answer (or
// whatever the rules ask next).
func attackWith(t testing.TB, s *State, seat, card, target, lv int) []engine.Event {
	t.Helper()
	var evs []engine.Event
	evs = append(evs, do(t, s, seat, fmt.Sprintf("attack %d 0", card))...)
	evs = append(evs, do(t, s, seat, fmt.Sprintf("aim %d", target))...)
	evs = append(evs, do(t, s, seat, fmt.Sprintf("lv %d", lv))...)
	evs = append(evs, flow(t, s)...)
	return evs
}

// remaining is how many fixed dice are still unused.
func remaining(s *State) int { return len(s.Hidden.Rigged) }

// play answers every question with choose(seat, legal) until stop reports true or the game
// ends; choose returning "" takes the first legal action.
func play(t testing.TB, s *State, choose func(seat int, legal []string) string, stop func() bool) []engine.Event {
	t.Helper()
	var evs []engine.Event
	for guard := 0; s.Result == nil && (stop == nil || !stop()); guard++ {
		if guard > 5000 {
			t.Fatal("play: the combat does not end")
		}
		seat := engine.Next(s, nil)
		legal := legalOf(s, seat)
		text := choose(seat, legal)
		if text == "" {
			text = legal[0]
		}
		evs = append(evs, do(t, s, seat, text)...)
	}
	return evs
}

// refused checks that seat's action text is refused and leaves every view and the hidden part
// as they were.
func refused(t testing.TB, s *State, seat int, text string) {
	t.Helper()
	a, err := ParseAction(text)
	if err != nil {
		t.Fatalf("bad action %q: %v", text, err)
	}
	c := s.Clone().(*State)
	hidden := engine.Copy(c.Hidden)
	if _, err := c.Apply(seat, a); err == nil {
		t.Fatalf("%q by seat %d was accepted (ask %+v)", text, seat, s.Public.Ask)
	}
	if !reflect.DeepEqual(hidden, c.Hidden) {
		t.Fatalf("refused %q by seat %d changed the hidden part", text, seat)
	}
	if err := enginetest.RefusalLeavesStateUntouched(s, seat, a); err != nil {
		t.Fatal(err)
	}
}

// cmd writes an action: a verb and its numbers ("attack 12 0").
func cmd(verb string, nums ...int) string {
	parts := []string{verb}
	for _, n := range nums {
		parts = append(parts, strconv.Itoa(n))
	}
	return strings.Join(parts, " ")
}

// misfire makes seat's attack with card on fighter target fail its activation for certain
// (ESP level 0 declared, then 精神力 1: no 2D6 is 1 or less) and lets the dull questions after
// it pass. A failed attack is still an attack (5.4).
func misfire(t testing.TB, s *State, seat, card, target int) []engine.Event {
	t.Helper()
	var evs []engine.Event
	for _, text := range []string{cmd("attack", card, 0), cmd("aim", target), "lv 0", "mind 1"} {
		evs = append(evs, do(t, s, seat, text)...)
	}
	return append(evs, flow(t, s)...)
}

// letPass answers the windows that follow a card's use with "let", and nothing else.
func letPass(t testing.TB, s *State) []engine.Event {
	t.Helper()
	var evs []engine.Event
	for s.Result == nil && s.Public.Ask.Kind == AskReact {
		evs = append(evs, act(t, s, "let")...)
	}
	return evs
}
