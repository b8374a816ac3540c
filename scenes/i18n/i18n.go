// Package i18n is the message catalogue: every sentence the screen shows, in Japanese and
// English, looked up by key. Game rules emit keys (engine.Msg); this package renders them.
package i18n

import (
	"fmt"
	"strings"
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

// Has reports whether key is in the catalogue.
func Has(key string) bool { _, ok := catalogue[key]; return ok }

// Keys lists every key, for completeness tests.
func Keys() []string {
	out := make([]string, 0, len(catalogue))
	for k := range catalogue {
		out = append(out, k)
	}
	return out
}

// T renders key in lang with args. An unknown key renders as itself, so a missing entry is
// visible on screen and caught by the catalogue test rather than crashing a game.
func T(lang Lang, key string, args ...any) string {
	e, ok := catalogue[key]
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
	return fmt.Sprintf(f, args...)
}
