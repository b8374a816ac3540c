package i18n

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// uncounted are the words that may follow a number in English with no plural of their own:
// connectives and verbs ("%d of %d", "%d left", "%d won"), mass nouns ("2 damage", "3 life")
// and units ("5 s").
var uncounted = map[string]bool{
	"of": true, "or": true, "and": true, "to": true, "in": true, "with": true, "against": true,
	"is": true, "left": true, "won": true, "lost": true, "played": true, "declared": true,
	"invited": true, "held": true, "earlier": true, "begins": true, "damage": true, "life": true,
	"s": true,
}

// countWord finds an integer directive ("%d", "%+d", "%[2]d") and the word after it; a level
// ("LV %d") counts nothing, and "face" before "down" or "up" is no noun.
var countWord = regexp.MustCompile(`(LV ?|level )?%(?:\[\d+\])?[+]?d ([A-Za-z]+)( down| up)?`)

// pluralFaults lists the English formats that set a noun after a count without the plural
// braces: "%d games" reads "1 games".
func pluralFaults(all map[string]entry) []string {
	var faults []string
	for key, e := range all {
		for _, m := range countWord.FindAllStringSubmatch(e.en, -1) {
			if m[1] != "" || uncounted[m[2]] || m[2] == "face" && m[3] != "" { // "3 face down"
				continue
			}
			faults = append(faults, key+": "+strings.TrimSpace(m[0])+" in "+e.en)
		}
	}
	sort.Strings(faults)
	return faults
}

// TestCountsTakeTheirPlurals: every English noun counted by a number argument chooses its
// form with the plural braces, so no screen says "Match length: 1 games".
func TestCountsTakeTheirPlurals(t *testing.T) {
	for _, f := range pluralFaults(entries()) {
		t.Error(f)
	}
}
