package napoleon

import (
	"slices"

	"zashiki/rules/engine"
)

// copySecrets is engine.Copy of the parts, written out: a search clones a state for each
// playout and deals one for each of the deals it weighs, and the reflection of engine.Copy
// was a tenth of a strong decision, more in the browser. TestCopiesAreEngineCopy holds it
// to engine.Copy, field for field and sharing no memory, so a field added to a part that this
// forgets fails there.
func copySecrets(x *engine.Secrets[Public, Private, Hidden]) engine.Secrets[Public, Private, Hidden] {
	c := engine.Secrets[Public, Private, Hidden]{Public: x.Public.copy(), Hidden: Hidden{Middle: slices.Clone(x.Hidden.Middle)}}
	if x.Private != nil {
		c.Private = make([]Private, len(x.Private))
		for i := range x.Private {
			c.Private[i] = x.Private[i].copy()
		}
	}
	return c
}

// copy is engine.Copy(*p), but that the options are shared: they are read only (newState).
func (p *Public) copy() Public {
	c := *p
	c.Calls = slices.Clone(p.Calls)
	c.Trick = slices.Clone(p.Trick)
	c.Tricks = slices.Clone(p.Tricks)
	for i := range c.Won {
		c.Won[i] = slices.Clone(p.Won[i])
	}
	c.Outcome = p.Outcome.Clone()
	return c
}

// copy is engine.Copy(*m).
func (m *Private) copy() Private {
	return Private{Hand: slices.Clone(m.Hand), FromHidden: slices.Clone(m.FromHidden),
		Picked: slices.Clone(m.Picked), Discards: slices.Clone(m.Discards)}
}
