package engine

import (
	"sync"
	"sync/atomic"
)

// OptionCache resolves a game's options as ResolveOptions does, but hands every call with the
// same choices one shared map instead of building a new one: a playout's New then builds no
// map. The map is shared by every state dealt with those choices, so the rules only read it
// (a View or a Clone copies it like any other part).
type OptionCache struct {
	defs     []Option
	defaults []uint64 // the index of each option's default among its values
	resolved atomic.Pointer[map[uint64]Options]
	mu       sync.Mutex // serialises the rare additions to resolved
}

// keyBits is the room each option has in a cache key: up to 15 values an option, 16 options.
const keyBits = 4

// NewOptionCache is the cache of a game's option definitions, made once per game.
func NewOptionCache(defs []Option) *OptionCache {
	c := &OptionCache{defs: CloneOptions(defs)}
	for _, d := range c.defs {
		c.defaults = append(c.defaults, uint64(indexOf(d.Values, d.Default)))
	}
	return c
}

// Resolve is ResolveOptions(defs, given), shared as the type says.
func (c *OptionCache) Resolve(given Options) (Options, error) {
	key, ok := c.key(given)
	if !ok {
		return ResolveOptions(c.defs, given) // an unknown key or value: its error
	}
	if m := c.resolved.Load(); m != nil {
		if o, ok := (*m)[key]; ok {
			return o, nil
		}
	}
	o, err := ResolveOptions(c.defs, given)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	next := map[uint64]Options{key: o}
	if m := c.resolved.Load(); m != nil {
		for k, v := range *m {
			next[k] = v
		}
	}
	c.resolved.Store(&next)
	return o, nil
}

// key packs the index of every option's chosen value; ok is false when given names a key or
// value the definitions lack, or when the definitions are too many to pack.
func (c *OptionCache) key(given Options) (key uint64, ok bool) {
	if len(c.defs)*keyBits > 64 {
		return 0, false
	}
	found := 0
	for i, d := range c.defs {
		idx := c.defaults[i]
		if v, ok := given[d.Key]; ok {
			found++
			j := indexOf(d.Values, v)
			if j < 0 || j >= 1<<keyBits-1 {
				return 0, false
			}
			idx = uint64(j)
		}
		key |= idx << (keyBits * i)
	}
	return key, found == len(given)
}

func indexOf(values []string, v string) int {
	for i, x := range values {
		if x == v {
			return i
		}
	}
	return -1
}
