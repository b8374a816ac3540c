package locke

// nameIndex finds a name among a fixed list (at most 255) by a hash of its length and three
// of its letters, probing on past a clash: cheaper than a map's hash of the whole string, for
// lookups made at every step (a seat's sheet).
type nameIndex struct {
	names []string
	slots [256]uint8 // 1 + the index of the name hashed there, 0 for none
}

func newNameIndex(names []string) *nameIndex {
	x := &nameIndex{names: names}
	for i, n := range names {
		h := nameHash(n)
		for x.slots[h] != 0 {
			h = (h + 1) % len(x.slots)
		}
		x.slots[h] = uint8(i + 1)
	}
	return x
}

// nameHash mixes a name's length, first two letters and last letter.
func nameHash(n string) int {
	if len(n) < 2 {
		return len(n)
	}
	return (len(n)*37 + int(n[0])*11 + int(n[1])*5 + int(n[len(n)-1])) & 255
}

// find is name's index among the names, -1 for none.
func (x *nameIndex) find(name string) int {
	for h := nameHash(name); x.slots[h] != 0; h = (h + 1) % len(x.slots) {
		if i := int(x.slots[h]) - 1; x.names[i] == name {
			return i
		}
	}
	return -1
}
