package locke

import (
	"testing"

	"zashiki/rules/locke/book"
)

// The quick lookup of sheets finds what the book's own does, and nothing else.
func TestSheetOfIsCharacterByID(t *testing.T) {
	ids := []string{"", "l", "locke", "locke9", "nobody"}
	for _, c := range book.Characters() {
		ids = append(ids, c.ID, c.ID+"x")
	}
	for _, id := range ids {
		if got, want := sheetOf(id), book.CharacterByID(id); got != want {
			t.Errorf("sheet %q: %v, the book %v", id, got, want)
		}
	}
}
