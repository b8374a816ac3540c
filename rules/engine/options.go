package engine

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Option is one named rule variant. Values are its allowed settings; Default is one of them.
// The screen labels them through the message catalogue ("opt.<game>.<key>", and
// "opt.<game>.<key>.<value>" for each value).
type Option struct {
	Key     string
	Default string
	Values  []string
}

// CloneOptions is a copy of a game's option definitions that shares no memory with them: what
// a Game's Options returns, so no caller can change the game's own.
func CloneOptions(defs []Option) []Option {
	out := make([]Option, len(defs))
	for i, d := range defs {
		d.Values = slices.Clone(d.Values)
		out[i] = d
	}
	return out
}

// Options maps option keys to chosen values.
type Options map[string]string

// ResolveOptions fills defaults into given and checks every key and value against defs.
func ResolveOptions(defs []Option, given Options) (Options, error) {
	out := Options{}
	for _, d := range defs {
		out[d.Key] = d.Default
	}
	for k, v := range given {
		i := slices.IndexFunc(defs, func(d Option) bool { return d.Key == k })
		if i < 0 {
			return nil, fmt.Errorf("unknown option %q", k)
		}
		if !slices.Contains(defs[i].Values, v) {
			return nil, fmt.Errorf("option %s: %q is not one of %s", k, v, strings.Join(defs[i].Values, ", "))
		}
		out[k] = v
	}
	return out, nil
}

// ParseOptions reads "key=value,key=value"; a key given twice is refused.
func ParseOptions(s string) (Options, error) {
	out := Options{}
	if strings.TrimSpace(s) == "" {
		return out, nil
	}
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			return nil, fmt.Errorf("option %q is not key=value", kv)
		}
		k = strings.TrimSpace(k)
		if _, twice := out[k]; twice {
			return nil, fmt.Errorf("option %q is given twice", k) // which one was meant?
		}
		out[k] = strings.TrimSpace(v)
	}
	return out, nil
}

// String is the canonical "key=value,..." form, keys sorted.
func (o Options) String() string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + "=" + o[k]
	}
	return strings.Join(parts, ",")
}

// Bool reads a yes/no option.
func (o Options) Bool(key string) bool { return o[key] == "on" }
