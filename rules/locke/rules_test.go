package locke

import (
	"errors"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// Every error path refuses without changing anything. The rules themselves are tested by
// chapter: stats_test.go (3.1, 6.1 checks), flow_test.go (5.1, 5.7), attack_test.go (5.3, 5.4,
// 3.2), sync_test.go (5.5, 5.6), special_test.go (6.1), npc_test.go (6.2).

type foreign struct{}

func (foreign) String() string { return "pass" }

func TestRefusals_LeaveTheStateUntouched(t *testing.T) {
	p := newPicker(t)
	bz, ray, shield := p.c("バズーカ", 3, 8), p.c("レイガン", 1, 1), p.c("ESPシールド", 3, 0)
	screen := p.c("ESPスクリーン", 1, 0)
	notHeld := p.c("G弾", 5, 35)
	set := Setup{Seats: 3, Sheets: []string{"raiza", "riot", "lag"}, In: []int{0, 1}, Seed: 1,
		Hands: map[int][]int{0: p.fill([]int{bz, ray}, 7, guards...), 1: p.fill([]int{shield, screen}, 7, weapons...)}}
	s := NewCombat(set)

	// The participation window: only the seat outside answers, by its own chart.
	expectAsk(t, s, AskJoin, 2)
	refused(t, s, 0, "there")
	refused(t, s, 2, "alive")
	refused(t, s, 2, "fight")
	do(t, s, 2, "stay")

	// Pre-combat: no ability that is not on the sheet, no one else's question.
	seat := s.Public.Ask.Seat
	refused(t, s, 1-seat, "ready")
	refused(t, s, seat, "pre 2000 1")

	s = ordered(t, set, first(0, 1), nil)
	refused(t, s, 1, "pass")
	refused(t, s, 2, "pass")
	refused(t, s, 0, cmd("attack", notHeld, 0))
	refused(t, s, 0, cmd("escape", bz))
	refused(t, s, 0, "lv 3")
	if _, err := s.Clone().Apply(0, foreign{}); err == nil {
		t.Fatal("an action of another game was accepted")
	}
	do(t, s, 0, cmd("attack", bz, 0))
	refused(t, s, 0, "aim 0")  // itself
	refused(t, s, 0, "aim 9")  // nobody
	refused(t, s, 0, "aim -1") // nobody
	do(t, s, 0, "aim 1")
	refused(t, s, 0, "lv 7") // over the truth
	refused(t, s, 0, "mind 3")
	refused(t, s, 1, "lv 6")
	do(t, s, 0, "lv 6")
	letPass(t, s)
	expectAsk(t, s, AskDefend, 1)
	refused(t, s, 1, cmd("defend", screen)) // LV 1 against LV 3
	refused(t, s, 1, cmd("defend", ray))
	refused(t, s, 0, "take")
	do(t, s, 1, "take")
	refused(t, s, 1, "dur 0")
	refused(t, s, 1, "dur 7")
	refused(t, s, 1, "dur 3 suit") // no suit on ライオット's sheet
	do(t, s, 1, "dur 1")
	flow(t, s)
	if s.Result == nil {
		t.Fatalf("the combat goes on: ask %+v", s.Public.Ask)
	}
	if _, err := s.Clone().Apply(0, Action{Verb: VerbPass}); !errors.Is(err, engine.ErrGameOver) {
		t.Fatalf("an action after the end: %v, want ErrGameOver", err)
	}
}

// Every legal action of every seat at a few points of a combat is checked by
// enginetest.RefusalLeavesStateUntouched when tried by a seat that may not act.
func TestRefusals_OthersMayNotTakeTheActorsActions(t *testing.T) {
	s := start(t, Setup{Seats: 3, Sheets: []string{"raiza", "riot", "lag"}, In: []int{0, 1, 2}, NPCs: []string{"police"}})
	for step := 0; step < 40 && s.Result == nil; step++ {
		actor := engine.Next(s, nil)
		for _, a := range s.Legal(actor) {
			for other := range s.Seats() {
				if engine.IsActor(s, other) {
					continue
				}
				if _, err := s.Clone().Apply(other, a); err == nil {
					t.Fatalf("seat %d took seat %d's %q", other, actor, a)
				}
				if err := enginetest.RefusalLeavesStateUntouched(s, other, a); err != nil {
					t.Fatal(err)
				}
			}
		}
		legal := s.Legal(actor)
		if _, err := s.Apply(actor, legal[len(legal)/2]); err != nil {
			t.Fatal(err)
		}
	}
}
