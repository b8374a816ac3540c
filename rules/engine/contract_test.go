package engine

import (
	"reflect"
	"testing"
)

func TestAudienceSets(t *testing.T) {
	if !Everyone().Has(3) || !Everyone().Has(-1) || !Everyone().Public() {
		t.Error("everyone should hold every seat, the outside viewer too")
	}
	if Nobody().Has(0) || Nobody().Public() {
		t.Error("nobody holds a seat")
	}
	a := Only(1, 3)
	if !a.Has(1) || !a.Has(3) || a.Has(0) || a.Has(2) || a.Has(-1) || a.Public() {
		t.Errorf("Only(1, 3) = %+v", a)
	}
	if !a.With(2).Has(2) || a.Has(2) {
		t.Error("With adds to a copy")
	}
	if Everyone().With(2) != Everyone() {
		t.Error("everyone stays everyone")
	}
}

// TestRedactHidesFacesAndUntoldEvents: a seat outside the face gets the card as Unseen, the
// message's card references redacted (or the cover line), and no Data; a seat outside the
// audience gets nothing; the redacted copy shares no memory with the original.
func TestRedactHidesFacesAndUntoldEvents(t *testing.T) {
	draw := Event{Kind: EvMove, Seat: 1, Card: 42, From: Shared("draw"), To: SeatZone("hand", 1),
		Data: "secret", Msg: M("log.draw", SeatRef(1), CardRef(42)), Face: Only(1)}
	whisper := Event{Kind: EvMessage, Msg: M("log.adjutant"), Audience: Only(2)}
	cover := Event{Kind: EvMove, Card: 7, Msg: M("log.drawcard", CardRef(7)), Cover: M("log.drawback"), Face: Only(0)}
	evs := []Event{draw, whisper, cover}

	mine := Redact(evs, 1)
	if len(mine) != 2 || mine[0].Card != 42 || mine[0].Msg.Args[1] != CardRef(42) || mine[0].Data != "secret" {
		t.Fatalf("the drawer sees its card: %+v", mine)
	}
	if mine[1].Card != Unseen || mine[1].Msg.Key != "log.drawback" || len(mine[1].Msg.Args) != 0 {
		t.Errorf("the cover line replaces a hidden message: %+v", mine[1])
	}
	other := Redact(evs, 2)
	if len(other) != 3 || other[0].Card != Unseen || other[0].Msg.Args[1] != CardRef(Unseen) || other[0].Data != nil {
		t.Fatalf("another seat sees a back: %+v", other[0])
	}
	if other[0].Msg.Args[0] != SeatRef(1) {
		t.Error("seat references stay")
	}
	if other[1].Msg.Key != "log.adjutant" {
		t.Error("seat 2 is told the whisper")
	}
	if len(Redact(evs, -1)) != 2 {
		t.Error("an outside viewer is told only public events")
	}
	mine[0].Msg.Args[1] = CardRef(0)
	if draw.Msg.Args[1] != CardRef(42) {
		t.Error("redaction shares memory with the original")
	}
	for _, e := range append(mine, other...) {
		if !e.Face.Public() || !e.Audience.Public() || e.Cover.Key != "" {
			t.Errorf("a redacted event still carries its audience: %+v", e)
		}
	}
}

type part struct {
	Hand  []int
	Seen  map[string][]int
	Grid  [2][]int
	Next  *part
	Tasks Agenda[int]
	Note  any
	plain int
}

// TestCopyIsDeep: nothing in a copy shares memory with the original.
func TestCopyIsDeep(t *testing.T) {
	p := part{Hand: []int{1, 2}, Seen: map[string][]int{"a": {3}}, Grid: [2][]int{{4}, {5}},
		Next: &part{Hand: []int{6}}, Note: "x", plain: 9}
	p.Tasks.Later(7, 8)
	c := Copy(p)
	if !reflect.DeepEqual(c, p) {
		t.Fatalf("copy differs: %+v", c)
	}
	c.Hand[0], c.Seen["a"][0], c.Grid[1][0], c.Next.Hand[0], c.Tasks.Items[0] = 0, 0, 0, 0, 0
	if p.Hand[0] != 1 || p.Seen["a"][0] != 3 || p.Grid[1][0] != 5 || p.Next.Hand[0] != 6 || p.Tasks.Items[0] != 7 {
		t.Errorf("the original changed: %+v", p)
	}
	s := NewSecrets[part, part, part](3)
	s.Private[1].Hand = []int{5}
	pub, mine := s.Seen(1)
	mine.Hand[0] = 0
	if s.Private[1].Hand[0] != 5 || pub.Hand != nil {
		t.Error("Seen hands out the state's own memory")
	}
	if _, none := s.Seen(7); none.Hand != nil {
		t.Error("a seat outside the table has no private part")
	}
}

// BenchmarkCopy is the copy behind every View (Secrets.Seen): a part of a few slices and a
// pointer, as the games' public parts are.
func BenchmarkCopy(b *testing.B) {
	p := part{Hand: []int{1, 2, 3, 4, 5}, Grid: [2][]int{{4}, {5}}, Next: &part{Hand: []int{6}}, plain: 9}
	b.ReportAllocs()
	for b.Loop() {
		_ = Copy(p)
	}
}

func TestCopyRefusesHiddenReferences(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("an unexported slice was copied silently")
		}
	}()
	Copy(struct{ hand []int }{hand: []int{1}})
}

func TestAgendaOrder(t *testing.T) {
	var a Agenda[string]
	a.Later("b", "c")
	a.Now("a0", "a1")
	var got []string
	for a.Len() > 0 {
		x, _ := a.Pop()
		got = append(got, x)
	}
	if !reflect.DeepEqual(got, []string{"a0", "a1", "b", "c"}) {
		t.Errorf("agenda order %v", got)
	}
	if _, ok := a.Pop(); ok {
		t.Error("pop from an empty agenda")
	}
}

// windowState is a minimal State for Next.
type windowState struct {
	State
	actors []int
	w      *Window
}

func (s windowState) Actors() []int   { return s.actors }
func (s windowState) Window() *Window { return s.w }

func TestNextFollowsThePolicy(t *testing.T) {
	rng := NewRNG(1)
	if Next(windowState{}, &rng) != -1 {
		t.Error("no actor once the game is over")
	}
	if Next(windowState{actors: []int{2}}, &rng) != 2 {
		t.Error("the only actor")
	}
	in := windowState{actors: []int{3, 1, 2}, w: &Window{Policy: InOrder}}
	for range 20 {
		if Next(in, &rng) != 3 {
			t.Fatal("an in-order window serves its first actor")
		}
	}
	anyw := windowState{actors: []int{3, 1, 2}, w: &Window{Policy: AnyOrder}}
	seen := map[int]bool{}
	for range 60 {
		seen[Next(anyw, &rng)] = true
	}
	if len(seen) != 3 || Next(anyw, nil) != 3 {
		t.Errorf("any order: drawn %v, without rng the first", seen)
	}
}

func TestQuietCoreRecordsNothing(t *testing.T) {
	c := NewCore(1)
	c.Say("a")
	c.SetQuiet(true)
	c.Say("b")
	c.Emit(Event{Kind: EvRoll})
	if c.Loud() {
		t.Error("a quiet core is loud")
	}
	if evs := c.TakeEvents(); len(evs) != 1 || evs[0].Msg.Key != "a" {
		t.Errorf("events %+v", evs)
	}
	f := c.Fork()
	if f.Loud() || f.TakeEvents() != nil {
		t.Error("a fork keeps quietness and no events")
	}
}
