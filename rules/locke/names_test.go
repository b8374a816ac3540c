package locke

import (
	"testing"

	"zashiki/rules/locke/book"
)

// The quick lookups find what the book's and the verb table's own do, and nothing else.
func TestNameIndexFindsWhatTheBookDoes(t *testing.T) {
	ids := []string{"", "l", "locke", "locke9", "nobody"}
	for _, c := range book.Characters() {
		ids = append(ids, c.ID, c.ID+"x")
	}
	for _, id := range ids {
		if got, want := sheetOf(id), book.CharacterByID(id); got != want {
			t.Errorf("sheet %q: %v, the book %v", id, got, want)
		}
	}
	for v := range arity {
		if i := verbAt(v); i < 0 || verbs.names[i] != v {
			t.Errorf("verb %q found at %d", v, i)
		}
		if i := verbAt(v + "s"); i >= 0 && verbs.names[i] != v+"s" {
			t.Errorf("verb %q found as %q", v+"s", verbs.names[i])
		}
	}
}
