package chaos

import (
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

func TestViewShowsOwnHandOnly(t *testing.T) {
	s := build(t, table{hands: [][]string{{"tech.ok1"}, {"user.ok1", "user.ok2"}}})
	v := s.View(0).(*View)
	if len(v.Hand) != 1 || !slices.Equal(v.HandCounts, []int{1, 2}) {
		t.Fatalf("hand %v counts %v", v.Hand, v.HandCounts)
	}
	v.Hand[0] = 99
	if s.Private[0].Hand[0] == 99 {
		t.Fatal("the view shares memory with the state")
	}
}

// Determinize deals whole states from random positions: every card in one place, the counts
// the table shows, and no card that was shuffled back into the deck among those set aside.
func TestDeterminizeKeepsEveryCardAndTheRecycledOutOfTheBox(t *testing.T) {
	pick := engine.NewRNG(8)
	recycled := 0
	for i, cfg := range enginetest.Configs(Game, 300) {
		st, _ := Game.New(cfg)
		for st.Outcome() == nil {
			seat := pick.IntN(st.Seats())
			d := Game.Determinize(&pick, st.View(seat), st.View(engine.Next(st, nil)))
			if err := checkInvariants(d); err != nil {
				t.Fatalf("game %d: determinized state: %v", i, err)
			}
			recycled += len(d.(*State).Public.Recycled)
			actor := engine.Next(st, &pick)
			legal := st.Legal(actor)
			if _, err := st.Apply(actor, legal[pick.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if recycled == 0 {
		t.Error("no random game shuffled a discard back into the deck")
	}
}

// A question to the table opens a public window for the whole question, in seat order.
func TestAQuestionOpensAWindowUntilTheLastAnswer(t *testing.T) {
	s := build(t, table{hands: [][]string{{"gonogo", "tech.ok1", "tech.ok2"}, {"user.ok1", "user.ok2", "user.ok3"}, {"mgmt.ok1", "mgmt.ok2", "mgmt.ok3"}}, work: [3]string{"tech.ok3", "", ""}})
	if s.Window() != nil {
		t.Fatal("a window before the question")
	}
	evs := enginetest.Do(t, s, 0, "play "+itoa(card(t, s, "gonogo")))
	w := s.Window()
	if w == nil || w.Kind != AskWindow || w.Policy != engine.InOrder || w.Seconds != 0 || w.Cause != -1 {
		t.Fatalf("window %+v", w)
	}
	opened := slices.IndexFunc(evs, func(e engine.Event) bool { return e.Kind == engine.EvWindow && e.Data != nil })
	if opened < 0 {
		t.Error("no event opens the window")
	}
	enginetest.Do(t, s, 1, "yes")
	enginetest.Do(t, s, 0, "yes")
	if s.Window() == nil {
		t.Fatal("the window closed before the last answer")
	}
	evs = enginetest.Do(t, s, 2, "yes")
	if s.Window() != nil {
		t.Fatal("the window stays open after the last answer")
	}
	if !slices.ContainsFunc(evs, func(e engine.Event) bool { return e.Kind == engine.EvWindow && e.Data == nil }) {
		t.Error("no event closes the window")
	}
}

// The shared resources and the die's steps are counters; a pick's kind is the phase's Data.
func TestEventsNameCountersAndPrompts(t *testing.T) {
	s := build(t, table{hands: [][]string{{"viral", "tech.ok1", "tech.ok2"}, {"user.ok1", "user.ok2", "user.ok3"}}, chaos: 1})
	evs := enginetest.Do(t, s, 0, "play "+itoa(card(t, s, "viral")))
	var res, die, drawn int
	var prompt any
	for _, e := range evs {
		switch {
		case e.Kind == engine.EvCounter && e.To == ResourcesCounter:
			res += e.N
		case e.Kind == engine.EvCounter && e.To == DieCounter:
			die += e.N
		case e.Kind == engine.EvPhase && e.Data != nil:
			prompt = e.Data
		case e.Kind == engine.EvMove && e.To == handZone(0):
			drawn++
			if e.Face.Has(1) || !e.Face.Has(0) {
				t.Error("a drawn card's face is shown to another seat")
			}
		}
	}
	if res != 3 || die != 1 {
		t.Errorf("resources %+d die %+d, want +3 and +1 (then the die reads 2)", res, die)
	}
	if prompt != ChooseDiscard || drawn != 1 {
		t.Errorf("prompt %v, %d drawn: want the chaos-2 discard after one draw", prompt, drawn)
	}
}
