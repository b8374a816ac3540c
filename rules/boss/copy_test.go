package boss

import (
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// TestCopiesAreEngineCopy: Clone and Determinize copy the parts by copySecrets, written out
// for speed; at every step of random games the copy must equal engine.Copy's and share no
// memory with the state (every card, life, count and flag of the copy overwritten, the state stays
// as it was). The options map alone is shared, read only.
func TestCopiesAreEngineCopy(t *testing.T) {
	var cfgs []engine.Config
	for seed := range uint64(12) {
		cfgs = append(cfgs, engine.Config{Seats: 4 + int(seed%2), Seed: seed + 1})
	}
	enginetest.CopyIsEngineCopy(t, Game, cfgs,
		func(s *State) *engine.Secrets[Table, Private, Hidden] { return &s.Secrets }, copySecrets)
}

// TestCloneHasItsOwnSharedView: SharedView fills one View a state keeps; a clone (a search's
// playout) must fill its own, or a reader of the state's view would see the clone's seat.
func TestCloneHasItsOwnSharedView(t *testing.T) {
	s, err := Game.New(engine.Config{Seats: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	v := s.(*State).SharedView(0)
	c := s.Clone().(*State)
	if w := c.SharedView(1); w == v || v.Viewer() != 0 {
		t.Fatalf("the clone's SharedView(1) is the state's View (seat %d now)", v.Viewer())
	}
	if again := s.(*State).SharedView(2); again != v || again.Viewer() != 2 {
		t.Fatal("SharedView made a new View for the same state")
	}
}
