package boss

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"zashiki/rules/engine"
)

// spec describes a position for build. Hands and piles are written as kind letters:
// a 攻撃, d 防御, r 回復, c 社長 ("a a d"). The round resumes at from (a task kind) for seat.
type spec struct {
	seats, boss int
	hands       []string
	life        []int
	dict        Dictator
	noDict      bool
	cancelled   bool
	draw        string // drawn first to last; the unused cards lie under it
	discard     string
	chief       Side
	hasChief    bool
	chiefUses   int
	field       []int // subordinates with a 防御 on the field
	round       int
	charges     int
	from        TaskKind
	seat        int
	dice        []int // the die's next results
	opts        engine.Options
}

var kindLetters = map[string]Kind{"a": Attack, "d": Defence, "r": Recovery, "c": Chief}

func build(t testing.TB, sp spec) *State {
	t.Helper()
	if sp.seats == 0 {
		sp.seats = 4
	}
	opts, err := engine.ResolveOptions(optionDefs, sp.opts)
	if err != nil {
		t.Fatal(err)
	}
	s := &newFresh(sp.seats, sp.boss, sp.boss+1, opts, engine.NewCore(1)).state
	free := map[Kind][]int{}
	for id := range NumWork {
		free[KindOf(id)] = append(free[KindOf(id)], id)
	}
	takeKind := func(letter string) int {
		k, ok := kindLetters[letter]
		if !ok || len(free[k]) == 0 {
			t.Fatalf("no %q card left", letter)
		}
		c := free[k][0]
		free[k] = free[k][1:]
		return c
	}
	cards := func(text string) []int {
		var out []int
		for _, f := range strings.Fields(text) {
			out = append(out, takeKind(f))
		}
		return out
	}
	for i := range sp.seats {
		if i < len(sp.hands) {
			s.Private[i].Hand = cards(sp.hands[i])
		}
	}
	if sp.hasChief {
		s.Public.Chief, s.Public.ChiefSide, s.Public.ChiefUses = takeKind("c"), sp.chief, sp.chiefUses
		s.Public.ChiefOwner = s.Public.Boss
		if sp.chief == TeamSide {
			s.Public.ChiefOwner = s.Public.Order[0]
		}
	}
	s.Public.Discard = cards(sp.discard)
	for _, seat := range sp.field {
		s.Public.Field[seat] = takeKind("d")
	}
	draw := cards(sp.draw)
	slices.Reverse(draw)
	var rest []int
	for k := range NumKinds {
		rest = append(rest, free[k]...)
	}
	s.Hidden.Draw = append(rest, draw...)
	if sp.life != nil {
		copy(s.Public.Life, sp.life)
	}
	s.Public.Round = max(sp.round, 1)
	if sp.charges != 0 {
		s.Public.Charges = max(sp.charges, 0)
	}
	for d := range NumDictator {
		if sp.noDict || Dictator(d) != sp.dict {
			s.Hidden.DictDraw = append(s.Hidden.DictDraw, NumWork+d)
		}
	}
	if !sp.noDict {
		s.Public.Dict, s.Public.Cancelled = DictatorID(sp.dict), sp.cancelled
	}
	if sp.dice != nil {
		s.RNG = diceRNG(t, sp.dice...)
	}
	s.Public.Tasks.Later(roundFrom(s, sp.from, sp.seat)...)
	s.syncCounts()
	s.run()
	return s
}

// roundFrom is the rest of a round from the task kind given (seat: the subordinate whose
// turn comes first, for TaskSubTurn).
func roundFrom(s *State, from TaskKind, seat int) []Task {
	var out []Task
	if from == TaskVote {
		out = append(out, Task{Kind: TaskVote}, Task{Kind: TaskReveal})
		from = TaskSubTurn
		seat = s.Public.Order[0]
	}
	if from == TaskSubTurn {
		for i := slices.Index(s.Public.Order, seat); i < len(s.Public.Order); i++ {
			out = append(out, Task{Kind: TaskSubTurn, Seat: s.Public.Order[i]})
		}
		from = TaskTeamEnd
	}
	all := []TaskKind{TaskTeamEnd, TaskBossStart, TaskBossUse, TaskBossEnd, TaskRoundEnd}
	for _, k := range all[slices.Index(all, from):] {
		out = append(out, Task{Kind: k})
	}
	return out
}

// diceRNG finds a seed whose die rolls (IntN(6)+1) start with rolls.
func diceRNG(t testing.TB, rolls ...int) engine.RNG {
	t.Helper()
	for seed := uint64(0); seed < 1_000_000; seed++ {
		r := engine.NewRNG(seed)
		ok := true
		for _, want := range rolls {
			if r.IntN(6)+1 != want {
				ok = false
				break
			}
		}
		if ok {
			return engine.NewRNG(seed)
		}
	}
	t.Fatalf("no seed rolls %v", rolls)
	return engine.RNG{}
}

// refuse checks that an action is refused with want and changes nothing.
func refuse(t testing.TB, s *State, seat int, text string, want error) {
	t.Helper()
	a, err := ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	before := s.Clone().(*State)
	ev, err := s.Apply(seat, a)
	switch {
	case err == nil:
		t.Errorf("seat %d %q was accepted", seat, text)
	case !errors.Is(err, want):
		t.Errorf("seat %d %q: got %v, want %v", seat, text, err, want)
	case ev != nil:
		t.Errorf("refused but reported events")
	case !reflect.DeepEqual(before.Secrets, s.Secrets):
		t.Errorf("refused but changed the state")
	}
}

func legalStrings(s *State, seat int) []string {
	var out []string
	for _, a := range s.Legal(seat) {
		out = append(out, a.String())
	}
	return out
}

func wantLegal(t testing.TB, s *State, seat int, want ...string) {
	t.Helper()
	if got := legalStrings(s, seat); !slices.Equal(got, want) {
		t.Fatalf("seat %d legal %v, want %v", seat, got, want)
	}
}

func wantPrompt(t testing.TB, s *State, phase Phase, seat int) {
	t.Helper()
	if s.Public.Phase != phase || (seat >= 0 && s.Public.Turn != seat) {
		t.Fatalf("phase %d turn %d, want phase %d turn %d", s.Public.Phase, s.Public.Turn, phase, seat)
	}
}

func wantLife(t testing.TB, s *State, want ...int) {
	t.Helper()
	if !slices.Equal(s.Public.Life, want) {
		t.Fatalf("life %v, want %v", s.Public.Life, want)
	}
}

// handKinds writes a hand as sorted kind letters.
func handKinds(s *State, seat int) string {
	var out []string
	letters := map[Kind]string{Attack: "a", Defence: "d", Recovery: "r", Chief: "c"}
	for _, c := range s.hand(seat) {
		out = append(out, letters[KindOf(c)])
	}
	slices.Sort(out)
	return strings.Join(out, " ")
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

func hasMsg(ev []engine.Event, key string) bool { return slices.Contains(msgKeys(ev), key) }

func wantWinner(t testing.TB, s *State, side Side, reason string) {
	t.Helper()
	o := s.Outcome()
	if o == nil {
		t.Fatalf("game not over (phase %d)", s.Public.Phase)
	}
	want := []int{s.Public.Boss}
	if side == TeamSide {
		want = slices.Clone(s.Public.Order)
		slices.Sort(want)
	}
	if !slices.Equal(o.Winners, want) || o.Reason.Key != reason {
		t.Fatalf("winners %v reason %s, want %v %s", o.Winners, o.Reason.Key, want, reason)
	}
	if len(s.Actors()) != 0 {
		t.Fatalf("finished game has actors %v", s.Actors())
	}
}

var _ = fmt.Sprint
