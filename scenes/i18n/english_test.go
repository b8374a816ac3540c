package i18n

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"
	"unicode"

	"zashiki/rules/locke/book"
)

// japanese reports whether r is kana, kanji or Japanese punctuation: the CJK symbols (、。「」〜),
// the katakana block's ・ and ー, and the full-width forms (（）：！＋).
func japanese(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) ||
		r >= 0x3000 && r <= 0x30ff || r >= 0xff00 && r <= 0xffef
}

func hasJapanese(s string) bool { return strings.IndexFunc(s, japanese) >= 0 }

// glossaryHelps are the only catalogue entries allowed Japanese in English, and only in their
// glossary section: the 超人ロック help, shared by the whole game and the combat on its own.
var glossaryHelps = map[string]bool{"help.locke": true, "help.locke-combat": true}

// englishFaults lists the English strings of the catalogue that hold Japanese. A glossary help
// may hold it after its glossary's heading, on lines "English — 日本語" whose English is free
// of it; nothing else is spared.
func englishFaults(all map[string]entry) []string {
	var faults []string
	for key, e := range all {
		text, glossary, found := e.en, "", false
		if glossaryHelps[key] {
			text, glossary, found = strings.Cut(e.en, lockeGlossaryHead)
		}
		if hasJapanese(text) {
			faults = append(faults, fmt.Sprintf("%s: %q", key, firstJapaneseLine(text)))
		}
		if !found {
			continue
		}
		for _, line := range strings.Split(glossary, "\n") {
			en, ja, ok := strings.Cut(line, " — ")
			if !ok || en == "" || ja == "" || hasJapanese(en) {
				faults = append(faults, fmt.Sprintf("%s: glossary line %q is not \"English — 日本語\"", key, line))
			}
		}
	}
	sort.Strings(faults)
	return faults
}

func firstJapaneseLine(s string) string {
	for _, line := range strings.Split(s, "\n") {
		if hasJapanese(line) {
			return line
		}
	}
	return ""
}

// englishNames walks v (structs, pointers, slices) for every string field whose name ends in
// "EN", the book's English names and lines, naming each by its path.
func englishNames(path string, v reflect.Value, out map[string]string) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			englishNames(path, v.Elem(), out)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			englishNames(fmt.Sprintf("%s[%d]", path, i), v.Index(i), out)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			f := v.Type().Field(i)
			if f.Type.Kind() == reflect.String && strings.HasSuffix(f.Name, "EN") {
				out[path+"."+f.Name] = v.Field(i).String()
				continue
			}
			englishNames(path+"."+f.Name, v.Field(i), out)
		}
	}
}

// bookEnglish is every English name and line the 超人ロック book gives.
func bookEnglish() map[string]string {
	out := map[string]string{}
	for name, v := range map[string]any{
		"Characters": book.Characters(), "Silhouettes": book.Silhouettes(), "AbilityCards": book.AbilityCards(),
		"NPCs": book.NPCs(), "Charts": book.Charts(), "CCards": book.CCards(), "PlanetCards": book.PlanetCards(),
		"AmbushCard": book.AmbushCard(), "BaseCards": book.BaseCards(), "KeyCards": book.KeyCards(),
		"PlanetNames": book.PlanetNames(), "Raphnor": book.Raphnor(),
	} {
		englishNames(name, reflect.ValueOf(v), out)
	}
	return out
}

// TestEnglishHasNoJapanese: an English player reads no kana, kanji or Japanese punctuation in
// any game's catalogue string or in any English name or line of the 超人ロック book; the help's
// glossary alone sets the Japanese term beside the English one. (The language picker's 日本語 is
// not a catalogue string.)
func TestEnglishHasNoJapanese(t *testing.T) {
	for _, f := range englishFaults(entries()) {
		t.Error(f)
	}
	names := bookEnglish()
	if len(names) < 300 {
		t.Fatalf("only %d English names found in the book: the walk misses some", len(names))
	}
	for path, s := range names {
		if hasJapanese(s) {
			t.Errorf("%s: %q", path, s)
		}
	}
	if !strings.Contains(T(En, "help.locke"), lockeGlossaryHead+"Locke the Superman — 超人ロック\n") {
		t.Error("the English help has no glossary")
	}
}

// The check catches a planted Japanese word, Japanese punctuation used as a separator, and
// Japanese in a glossary help outside its glossary or on a glossary line of another form.
func TestEnglishCheckCatchesJapanese(t *testing.T) {
	help := "Rules.\n" + lockeGlossaryHead + "Body — 耐久力\nMind — 精神力"
	for name, c := range map[string]struct {
		entries map[string]entry
		faults  int
	}{
		"clean":                 {map[string]entry{"a": {"火力%d", "Firepower %d"}}, 0},
		"planted word":          {map[string]entry{"a": {"火力%d", "火力 %d"}}, 1},
		"katakana":              {map[string]entry{"a": {"Cカード", "a Cカード"}}, 1},
		"list separator":        {map[string]entry{"a": {"A・B", "A・B"}, "b": {"A、B", "A、B"}}, 2},
		"full-width bracket":    {map[string]entry{"a": {"（）", "a（b）"}}, 1},
		"glossary":              {map[string]entry{"help.locke": {"", help}}, 0},
		"outside the glossary":  {map[string]entry{"help.locke": {"", "火力.\n" + help}}, 1},
		"glossary, wrong order": {map[string]entry{"help.locke": {"", help + "\n耐久力 — Body"}}, 1},
		"glossary, no dash":     {map[string]entry{"help.locke": {"", help + "\n耐久力"}}, 1},
		"glossary of another":   {map[string]entry{"help.boss": {"", help}}, 1},
	} {
		if got := englishFaults(c.entries); len(got) != c.faults {
			t.Errorf("%s: %d faults %q, want %d", name, len(got), got, c.faults)
		}
	}
	names := map[string]string{}
	englishNames("x", reflect.ValueOf([]*book.Chart{{NameEN: "Trap chart", Rows: []book.ChartRow{{Result: book.Result{TextEN: "火力 4."}}}}}), names)
	if got := names["x[0].Rows[0].Result.TextEN"]; !hasJapanese(got) || len(names) != 2 {
		t.Errorf("the book walk found %q, missing a row's planted 火力", names)
	}
}
