package locke

import (
	"testing"

	"zashiki/rules/locke/book"
)

// Every card reference a message or event carries names its thing in both languages, and an
// ability's reference leads back to it (the table's log and pictures depend on it).
func TestRefNameNamesEveryReference(t *testing.T) {
	refs := []int{}
	for c := range book.CCards() {
		refs = append(refs, c)
	}
	for _, c := range book.Characters() {
		refs = append(refs, SheetRef(c.ID))
		for i := range c.Abilities {
			ab := &c.Abilities[i]
			ref := int(AbilityRef(ab))
			if got := AbilityOfRef(ref); got == nil || got.ID != ab.ID {
				t.Errorf("ability %s: reference %d leads to %v", ab.ID, ref, got)
			}
			refs = append(refs, ref)
		}
	}
	for i := range book.PlanetCards() {
		refs = append(refs, PlanetRef(i))
	}
	refs = append(refs, PlanetRef(ambushCard+3))
	for i := range book.BaseCards() {
		refs = append(refs, BaseRef(i))
	}
	for k := range book.KeyCards() {
		refs = append(refs, BaseRef(keyCard+k))
	}
	for k := range book.AbilityCards() {
		refs = append(refs, ItemRef(k))
	}
	for _, ref := range refs {
		n, ok := RefName(ref)
		if !ok || n.Name == "" || n.NameEN == "" {
			t.Errorf("reference %d: %+v, %v", ref, n, ok)
		}
	}
	for _, bad := range []int{-1, len(book.CCards()), PlanetRef(ambushCard + 4), ItemBase + len(book.AbilityCards())} {
		if _, ok := RefName(bad); ok {
			t.Errorf("reference %d names something", bad)
		}
	}
}

// Board.At answers nil for a place of a board not laid out yet (the base before its set-up),
// so the table may ask about any cell at any time.
func TestAtBeforeTheBoardsAreLaidOut(t *testing.T) {
	var b Board
	for _, place := range []int{PlanetPlace(4, 3), BasePlace(4, 3), Outside, OffBoard} {
		if c := b.At(place); c != nil {
			t.Errorf("place %d on empty boards: %+v", place, c)
		}
	}
}
