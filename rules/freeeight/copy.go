package freeeight

import (
	"slices"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
)

// copySecrets is engine.Copy of the parts, written out: a search clones a state for each
// playout, and every View copies the public part and the seat's own; engine.Copy's
// reflection was a third of TestContract's time and a share of every playout. As in
// ナポレオン and 上司独裁, TestCopiesAreEngineCopy holds it to engine.Copy field for field,
// sharing no memory, so a field added to a part that this forgets fails there.
func copySecrets(x *engine.Secrets[Public, Private, Hidden]) engine.Secrets[Public, Private, Hidden] {
	c := engine.Secrets[Public, Private, Hidden]{Public: x.Public.copy(), Hidden: Hidden{Draw: slices.Clone(x.Hidden.Draw)}}
	if x.Private != nil {
		c.Private = make([]Private, len(x.Private))
		for i := range x.Private {
			c.Private[i] = x.Private[i].copy()
		}
	}
	return c
}

// copy is engine.Copy(*p).
func (p *Public) copy() Public {
	c := *p
	c.HandCounts = slices.Clone(p.HandCounts)
	c.Discards = slices.Clone(p.Discards)
	if p.Revealed != nil {
		c.Revealed = make([][]deck.Card, len(p.Revealed))
		for i := range p.Revealed {
			c.Revealed[i] = slices.Clone(p.Revealed[i])
		}
	}
	return c
}

// copy is engine.Copy(*m).
func (m *Private) copy() Private {
	c := *m
	c.Hand = slices.Clone(m.Hand)
	return c
}

// seen is engine.Secrets.Seen, written out: copies of the public part and of seat's own
// (the zero private part for a seat outside the table).
func (s *State) seen(seat int) (Public, Private) {
	var mine Private
	if seat >= 0 && seat < len(s.Private) {
		mine = s.Private[seat].copy()
	}
	return s.Public.copy(), mine
}
