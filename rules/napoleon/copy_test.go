package napoleon

import (
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// TestCopiesAreEngineCopy: Clone and Determinize copy the parts by copySecrets, written out
// for speed; at every step of random games the copy must equal engine.Copy's and share no
// memory with the state (every card, count and flag of the copy overwritten, the state stays
// as it was). The options map alone is shared, read only.
func TestCopiesAreEngineCopy(t *testing.T) {
	var cfgs []engine.Config
	for seed := range uint64(12) {
		cfgs = append(cfgs, engine.Config{Seats: seats, Seed: seed + 1,
			Options: engine.Options{OptBidding: []string{BidAuction, BidOnce}[seed%2]}})
	}
	enginetest.CopyIsEngineCopy(t, Game, cfgs,
		func(s *State) *engine.Secrets[Public, Private, Hidden] { return &s.Secrets }, copySecrets)
}
