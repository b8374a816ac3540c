package boss

import (
	"slices"

	"zashiki/rules/engine"
)

// copySecrets is engine.Copy of the parts, written out: a search clones a state for each
// playout and deals one for each of the deals it weighs, and the reflection of engine.Copy
// was a large part of a strong decision, more in the browser. TestCopiesAreEngineCopy holds
// it to engine.Copy, field for field and sharing no memory, so a field added to a part that
// this forgets fails there.
func copySecrets(x *engine.Secrets[Table, Private, Hidden]) engine.Secrets[Table, Private, Hidden] {
	c := engine.Secrets[Table, Private, Hidden]{Public: x.Public.copy(),
		Hidden: Hidden{Draw: slices.Clone(x.Hidden.Draw), DictDraw: slices.Clone(x.Hidden.DictDraw)}}
	if x.Private != nil {
		c.Private = make([]Private, len(x.Private))
		for i := range x.Private {
			c.Private[i] = x.Private[i].copy()
		}
	}
	return c
}

// copy is engine.Copy(*t), but that the options are shared: they are read only.
func (t *Table) copy() Table {
	c := *t
	c.Order = slices.Clone(t.Order)
	c.Life = slices.Clone(t.Life)
	c.Field = slices.Clone(t.Field)
	c.Spent = slices.Clone(t.Spent)
	c.Known = slices.Clone(t.Known)
	c.HandCount = slices.Clone(t.HandCount)
	c.Discard = slices.Clone(t.Discard)
	c.DictDiscard = slices.Clone(t.DictDiscard)
	c.Votes = slices.Clone(t.Votes)
	c.Done = slices.Clone(t.Done)
	c.Tasks.Items = slices.Clone(t.Tasks.Items)
	if t.Revealed != nil {
		c.Revealed = make([][]int, len(t.Revealed))
		for i, h := range t.Revealed {
			c.Revealed[i] = slices.Clone(h)
		}
	}
	c.Recent = slices.Clone(t.Recent)
	return c
}

// copy is engine.Copy(*m).
func (m *Private) copy() Private { return Private{Hand: slices.Clone(m.Hand)} }
