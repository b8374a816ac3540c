package i18n

import (
	"os"
	"strings"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/freeeight"
)

func TestEveryEntryHasBothLanguages(t *testing.T) {
	for k, e := range entries() {
		if strings.TrimSpace(e.ja) == "" || strings.TrimSpace(e.en) == "" {
			t.Errorf("%s: missing a language: %q / %q", k, e.ja, e.en)
		}
		if strings.Count(e.ja, "%") != strings.Count(e.en, "%") {
			t.Errorf("%s: the languages take different arguments: %q / %q", k, e.ja, e.en)
		}
	}
}

// gameKeys are the keys a playable game needs: its name, help, and every option label.
func gameKeys(g engine.Game) []string {
	keys := []string{"game." + g.ID(), "help." + g.ID()}
	for _, o := range g.Options() {
		keys = append(keys, "opt."+g.ID()+"."+o.Key)
		for _, v := range o.Values {
			keys = append(keys, "opt."+g.ID()+"."+o.Key+"."+v)
		}
	}
	return keys
}

func TestFreeEightMessagesAreCatalogued(t *testing.T) {
	keys := append(gameKeys(freeeight.Game), freeeight.MessageKeys...)
	for _, k := range keys {
		if !Has(k) {
			t.Errorf("no catalogue entry for %q", k)
		}
	}
}

func TestMsgNamesSeatsAndCards(t *testing.T) {
	register(map[string]entry{"test.play": {"%sが%sを出した", "%s played %s"}})
	defer delete(catalogue, "test.play")
	m := engine.M("test.play", engine.SeatRef(1), engine.CardRef(7))
	got := Msg(En, m, []string{"A", "Bea"}, func(c int) string { return "card" + string(rune('0'+c)) })
	if got != "Bea played card7" {
		t.Errorf("got %q", got)
	}
	if got := Msg(Ja, m, []string{"A", "Bea"}, func(int) string { return "♠Q" }); got != "Beaが♠Qを出した" {
		t.Errorf("got %q", got)
	}
	hidden := engine.M("test.play", engine.SeatRef(0), engine.CardRef(engine.Unseen))
	if got := Msg(En, hidden, []string{"A", "Bea"}, func(int) string { panic("a redacted card was looked up") }); got != "A played a card" {
		t.Errorf("a redacted card reads %q", got)
	}
}

func TestParseLang(t *testing.T) {
	for in, want := range map[string]Lang{"ja": Ja, "ja-JP": Ja, "en": En, "en-US": En} {
		if got, ok := ParseLang(in); !ok || got != want {
			t.Errorf("ParseLang(%q) = %v, %v", in, got, ok)
		}
	}
	if _, ok := ParseLang("fr"); ok {
		t.Error("fr accepted")
	}
}

// TestPluralsAreChosenInTheCatalogue: "{card|cards}" follows the first integer, "{3:…}" the
// third argument; a brace without a bar stays as it is.
func TestPluralsAreChosenInTheCatalogue(t *testing.T) {
	register(map[string]entry{
		"test.cards": {"%d枚", "%d {card|cards}"},
		"test.two":   {"%s %d %d", "%s has %d {card|cards} in %d {3:turn|turns} {x}"},
	})
	defer delete(catalogue, "test.cards")
	defer delete(catalogue, "test.two")
	for n, want := range map[int]string{0: "0 cards", 1: "1 card", 2: "2 cards"} {
		if got := T(En, "test.cards", n); got != want {
			t.Errorf("%d: %q, want %q", n, got, want)
		}
	}
	if got := T(Ja, "test.cards", 1); got != "1枚" {
		t.Errorf("ja: %q", got)
	}
	if got := T(En, "test.two", "Ann", 2, 1); got != "Ann has 2 cards in 1 turn {x}" {
		t.Errorf("two counts: %q", got)
	}
}

// builtAtStart records whether package initialisation built the late areas, before any test
// looks a key up.
var builtAtStart bool

func TestMain(m *testing.M) {
	builtAtStart = late != nil
	os.Exit(m.Run())
}

// TestLateAreasWaitForTheirFirstUse: the areas printed from game data are not built at
// start-up (the browser's first frame would wait for them), yet their keys are found.
func TestLateAreasWaitForTheirFirstUse(t *testing.T) {
	if builtAtStart {
		t.Error("the late areas were built during package initialisation")
	}
	if len(later) == 0 {
		t.Fatal("no late area registered")
	}
	if !Has("help.locke") || T(En, "help.locke") == "help.locke" {
		t.Error("help.locke, a late key, is not found")
	}
	if got := T(En, "no.such.key"); got != "no.such.key" {
		t.Errorf("a missing key renders as %q", got)
	}
}
