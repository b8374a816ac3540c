package freeeight

import (
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// TestCopiesAreEngineCopy: Clone, View and Determinize copy the parts by copySecrets and its
// parts' copy, written out for speed; at every step of random games the copy must equal
// engine.Copy's and share no memory with the state (every card, count and flag of the copy
// overwritten, the state stays as it was). Every table size, with the reshuffled draw pile
// (long games, the discards taken back) and without.
func TestCopiesAreEngineCopy(t *testing.T) {
	var cfgs []engine.Config
	for seed := range uint64(10) {
		opts := engine.Options{}
		if seed%2 == 1 {
			opts[OptDeckOut] = DeckOutReshuffle
		}
		cfgs = append(cfgs, engine.Config{Seats: 2 + int(seed/2), Seed: seed + 1, Options: opts})
	}
	enginetest.CopyIsEngineCopy(t, Game, cfgs,
		func(s *State) *engine.Secrets[Public, Private, Hidden] { return &s.Secrets }, copySecrets)
}
