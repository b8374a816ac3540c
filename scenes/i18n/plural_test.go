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

// countNouns are the catalogue's counted nouns that are never verbs: after a string argument
// (a number written out, "+1") they are counted too, and "%s points" reads "+1 points".
var countNouns = map[string]bool{"cards": true, "games": true, "players": true, "rounds": true,
	"points": true, "minions": true, "sheets": true, "searchers": true, "pieces": true,
	"objections": true, "blanks": true, "subordinates": true, "characters": true, "lines": true,
	"resources": true}

// stringCount finds a string directive and the word after it.
var stringCount = regexp.MustCompile(`%(?:\[\d+\])?s ([A-Za-z]+)`)

// pluralFaults lists the English formats that set a noun after a count without the plural
// braces: "%d games" reads "1 games".
func pluralFaults(all map[string]entry) []string {
	var faults []string
	for key, e := range all {
		for _, m := range stringCount.FindAllStringSubmatch(e.en, -1) {
			if countNouns[m[1]] {
				faults = append(faults, key+": "+m[0]+" in "+e.en)
			}
		}
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
	for n, want := range map[int]string{1: "1 game", 3: "3 games"} {
		if got := T(En, "setup.games.n", n); got != want {
			t.Errorf("match length %d: %q, want %q", n, got, want)
		}
	}
}

// The check finds a count before a bare noun, written as a number or as a string, and passes
// braces, mass nouns, levels and "face down".
func TestPluralCheckCatchesOneGames(t *testing.T) {
	for format, faults := range map[string]int{
		"%d games":                      1,
		"%d {game|games}":               0,
		"after %[3]d moves":             1,
		"%d played, %d won, %s points":  1,
		"%s {3:point|points}":           0,
		"%d damage, %d life, %d s left": 0,
		"keeps LV %d defence":           0,
		"%d face down":                  0,
		"%d face cards":                 1,
		"%s turns the card over":        0,
	} {
		if got := pluralFaults(map[string]entry{"k": {"", format}}); len(got) != faults {
			t.Errorf("%q: faults %q, want %d", format, got, faults)
		}
	}
}
