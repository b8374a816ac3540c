// Package i18n is the message catalogue: every sentence the screen shows, in Japanese and
// English, looked up by key. Game rules emit keys (engine.Msg); this package renders them.
package i18n

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// Lang is a display language.
type Lang int

const (
	Ja Lang = iota
	En
)

// Code is "ja" or "en".
func (l Lang) Code() string { return [...]string{"ja", "en"}[l] }

// ParseLang reads "ja" or "en" (and browser tags like "en-US").
func ParseLang(s string) (Lang, bool) {
	switch {
	case strings.HasPrefix(strings.ToLower(s), "ja"):
		return Ja, true
	case strings.HasPrefix(strings.ToLower(s), "en"):
		return En, true
	}
	return Ja, false
}

// entry holds one message in both languages, as fmt formats.
type entry struct{ ja, en string }

// catalogue is filled from the per-area tables (app.go, freeeight.go, ...).
var catalogue = map[string]entry{}

func register(table map[string]entry) {
	for k, v := range table {
		if _, dup := catalogue[k]; dup {
			panic("i18n: duplicate key " + k)
		}
		catalogue[k] = v
	}
}

// Areas printed from game data at run time (超人ロック's terms and help, from its book) are
// built the first time a key is not found among the others, not at start-up: building them
// loads and formats the whole book, which the first frame has no use for. late is written
// once, inside lateOnce, and only read after it, so lookups from any goroutine are safe.
var (
	later    []func() map[string]entry
	lateOnce sync.Once
	late     map[string]entry
)

// registerLater adds an area built on first need; its keys must be new, as register's.
func registerLater(build func() map[string]entry) { later = append(later, build) }

func buildLate() {
	late = map[string]entry{}
	for _, build := range later {
		for k, v := range build() {
			if _, dup := catalogue[k]; dup {
				panic("i18n: duplicate key " + k)
			}
			if _, dup := late[k]; dup {
				panic("i18n: duplicate key " + k)
			}
			late[k] = v
		}
	}
}

// lookup finds key's entry, building the late areas when the others lack it.
func lookup(key string) (entry, bool) {
	if e, ok := catalogue[key]; ok {
		return e, true
	}
	lateOnce.Do(buildLate)
	e, ok := late[key]
	return e, ok
}

// entries is the whole catalogue, the late areas built.
func entries() map[string]entry {
	lateOnce.Do(buildLate)
	out := make(map[string]entry, len(catalogue)+len(late))
	for k, v := range catalogue {
		out[k] = v
	}
	for k, v := range late {
		out[k] = v
	}
	return out
}

// Has reports whether key is in the catalogue.
func Has(key string) bool { _, ok := lookup(key); return ok }

// Keys lists every key, for completeness tests.
func Keys() []string {
	all := entries()
	out := make([]string, 0, len(all))
	for k := range all {
		out = append(out, k)
	}
	return out
}

// T renders key in lang with args. An unknown key renders as itself, so a missing entry is
// visible on screen and caught by the catalogue test rather than crashing a game.
func T(lang Lang, key string, args ...any) string {
	e, ok := lookup(key)
	if !ok {
		return key
	}
	f := e.ja
	if lang == En {
		f = e.en
	}
	if len(args) == 0 {
		return f
	}
	f = plurals(f, args)
	if lang == En {
		f = persons(f, args)
	}
	if len(verbs(f)) == 0 { // every argument was written in words ("Your turn.")
		return strings.ReplaceAll(f, "%%", "%")
	}
	return fmt.Sprintf(f, args...)
}

// plurals resolves the plural choices of a format, written once in the catalogue:
// "{card|cards}" picks by the first integer argument (one for 1, the other otherwise) and
// "{3:turn|turns}" by the third argument. A brace that names a name's argument picks its first
// form for a name and its second for the second person ("{1:is|are}": see persons). Japanese
// formats have none.
func plurals(f string, args []any) string {
	if !strings.Contains(f, "|") {
		return f
	}
	var b strings.Builder
	for {
		open := strings.IndexByte(f, '{')
		if open < 0 {
			break
		}
		end := strings.IndexByte(f[open:], '}')
		bar := strings.IndexByte(f[open:], '|')
		if end < 0 || bar < 0 || bar > end {
			b.WriteString(f[:open+1])
			f = f[open+1:]
			continue
		}
		choice := f[open+1 : open+end]
		arg := -1 // the first integer argument
		if i := strings.IndexByte(choice, ':'); i > 0 && i < strings.IndexByte(choice, '|') {
			if _, err := fmt.Sscan(choice[:i], &arg); err == nil {
				arg--
			}
			choice = choice[i+1:]
		}
		one, other, _ := strings.Cut(choice, "|")
		b.WriteString(f[:open])
		if pluralCount(args, arg) == 1 {
			b.WriteString(one)
		} else {
			b.WriteString(other)
		}
		f = f[open+end+1:]
	}
	b.WriteString(f)
	return b.String()
}

// pluralCount is argument i, or the first integer argument when i is -1. A number written
// out ("+1", "-3") counts as its size; a name counts as one, and the second person ("You")
// as many, as English verbs agree with them.
func pluralCount(args []any, i int) int {
	if i >= 0 && i < len(args) {
		if s, ok := args[i].(string); ok {
			if n, err := strconv.Atoi(s); err == nil {
				return max(n, -n)
			}
			if isYou(s) {
				return 2
			}
			return 1
		}
	}
	for j, a := range args {
		n, ok := a.(int)
		if ok && (i < 0 || i == j) {
			return n
		}
	}
	return 0
}

// RegisterLater adds an area, built on first need, that another package makes from a game's
// data with the rules' own names for its things (scenes/locke/terms): each key's Japanese and
// English. Its keys must be new, as register's.
func RegisterLater(build func() map[string][2]string) {
	registerLater(func() map[string]entry {
		out := map[string]entry{}
		for k, v := range build() {
			out[k] = entry{v[0], v[1]}
		}
		return out
	})
}
