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
