package locke

import (
	"sync"

	"zashiki/rules/locke/book"
)

// bookIndex is what the rules derive from the book once: lookups by ID and the ワイルドカード's
// faces. The book loads on first use, not at start-up (a program that only shows the menu
// never reads it), so this is made on first use too, not as package variables.
type bookIndex struct {
	// sheets finds a sheet's place in book.Characters() by its ID.
	sheets *nameIndex
	// silhouettes is every silhouette's index in book.Silhouettes(), by ID.
	silhouettes map[string]int
	// wildFaces are one card of each face (name, LV, 火力) a ワイルドカード may be played as.
	wildFaces []int
	// abilityRefs numbers every ability of every sheet, then every ability card, by ID.
	abilityRefs map[string]int
	// sheetAbilities are every sheet's abilities by number (AbilityRef), by the sheet's place
	// in book.Characters(), and itemAbilities every ability card's, by kind: worked out once,
	// not at every legal list.
	sheetAbilities [][]heldAbility
	itemAbilities  []heldAbility
}

var (
	indexOnce sync.Once
	theIndex  *bookIndex
)

// index is the book's index (read only), made on the first call. A book refused at that first
// call (its panic) leaves no index, and every later call is refused too.
func index() *bookIndex {
	indexOnce.Do(makeIndex)
	if theIndex == nil {
		panic("locke: the book was refused, so the rules have no index of it")
	}
	return theIndex
}

func makeIndex() { theIndex = newBookIndex() }

func newBookIndex() *bookIndex {
	x := &bookIndex{silhouettes: map[string]int{}, abilityRefs: map[string]int{}}
	var ids []string
	for _, c := range book.Characters() {
		ids = append(ids, c.ID)
	}
	x.sheets = newNameIndex(ids)
	for i, sl := range book.Silhouettes() {
		x.silhouettes[sl.ID] = i
	}
	seen := map[[3]any]bool{}
	for i, c := range book.CCards() {
		if c.Special == book.Wild {
			continue
		}
		k := [3]any{c.Name, c.Level, c.Fire}
		if !seen[k] {
			seen[k] = true
			x.wildFaces = append(x.wildFaces, i)
		}
	}
	n := AbilityBase
	for _, c := range book.Characters() {
		for _, ab := range c.Abilities {
			x.abilityRefs[ab.ID] = n
			n++
		}
	}
	for _, c := range book.AbilityCards() {
		x.abilityRefs[c.ID] = n
		n++
	}
	x.sheetAbilities = make([][]heldAbility, len(book.Characters()))
	for k, c := range book.Characters() {
		for i := range c.Abilities {
			ab := &c.Abilities[i]
			x.sheetAbilities[k] = insertHeld(x.sheetAbilities[k], heldAbility{x.abilityRefs[ab.ID], ab})
		}
	}
	cards := book.AbilityCards()
	x.itemAbilities = make([]heldAbility, len(cards))
	for k := range cards {
		x.itemAbilities[k] = heldAbility{x.abilityRefs[cards[k].ID], &cards[k].Ability}
	}
	return x
}
