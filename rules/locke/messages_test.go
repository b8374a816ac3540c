package locke

import (
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/engine/enginetest"
)

// loudKeys plays random games of g with every message built (SetQuiet(false)) and adds to seen
// every message key its events, their covers and its outcome carry.
func loudKeys(t *testing.T, g engine.Game, games int, seen map[string]bool) {
	t.Helper()
	for i, cfg := range enginetest.Configs(g, games) {
		pick := engine.NewRNG(cfg.Seed ^ 0x4e55)
		s, err := g.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s.SetQuiet(false)
		for n := 0; s.Outcome() == nil; n++ {
			if n > 300000 {
				t.Fatalf("game %d (%+v) does not end", i, cfg)
			}
			seat := engine.Next(s, &pick)
			legal := s.Legal(seat)
			evs, err := s.Apply(seat, legal[pick.IntN(len(legal))])
			if err != nil {
				t.Fatalf("game %d (%+v) step %d: %v", i, cfg, n, err)
			}
			for _, e := range evs {
				for _, m := range []engine.Msg{e.Msg, e.Cover} {
					if m.Key != "" {
						seen[m.Key] = true
					}
				}
			}
		}
		seen[s.Outcome().Reason.Key] = true
	}
}

// MessageKeys is what the catalogue is checked against, so every key a played game emits —
// in a combat on its own or in a whole game, log line, cover or outcome reason — must be in it.
func TestMessageKeysCoverEveryEmittedKey(t *testing.T) {
	combats, wholes := 3000, 200
	if testing.Short() {
		combats, wholes = 600, 40
	}
	seen := map[string]bool{}
	loudKeys(t, CombatGame, combats, seen)
	loudKeys(t, Game, wholes, seen)
	for k := range seen {
		if !slices.Contains(MessageKeys, k) {
			t.Errorf("the rules emit %q, which MessageKeys lacks", k)
		}
	}
	var unseen []string
	for _, k := range MessageKeys {
		if !seen[k] {
			unseen = append(unseen, k)
		}
	}
	t.Logf("%d of %d listed keys seen; not met in these games: %v", len(MessageKeys)-len(unseen), len(MessageKeys), unseen)
}

// MessageKeys lists no key twice (a repeated entry would hide a missing one in the count).
func TestMessageKeysAreDistinct(t *testing.T) {
	for i, k := range MessageKeys {
		if slices.Contains(MessageKeys[:i], k) {
			t.Errorf("%q listed twice", k)
		}
	}
}
