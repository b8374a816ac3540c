package locke

import (
	"strings"
	"testing"
	"unicode"

	"zashiki/bots/heuristic"
	"zashiki/rules/engine"
	rl "zashiki/rules/locke"
	"zashiki/scenes/i18n"
)

// japaneseIn is the first kana, kanji or Japanese punctuation (・、。（）：) of s, or 0.
func japaneseIn(s string) rune {
	for _, r := range s {
		if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || r >= 0x3000 && r <= 0x30ff || r >= 0xff00 && r <= 0xffef {
			return r
		}
	}
	return 0
}

// An English player reads no Japanese on the table: the lists the board joins (abilities,
// ability cards, placements, declared values, a fighter's states, a card's LV and FP) take
// their separators from the catalogue, the attack line its FP, the ambush its mark. Whole
// games of heuristic players are read at every step, every seat's sheet, plates, fighters and
// attack line.
func TestLockeEnglishBoardHasNoJapanese(t *testing.T) {
	bot := heuristic.Locke{}
	ctx := testCtx(i18n.En, 7)
	lists, fights := 0, 0
	st, err := rl.Game.New(engine.Config{Seats: 7, Seed: 41})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*rl.State)
	s.SetQuiet(true)
	rng := engine.NewRNG(41)
	for n := 0; s.Outcome() == nil && n < 3000; n++ {
		seat := engine.Next(s, &rng)
		if _, err := s.Apply(seat, bot.Choose(s.View(seat), s.Legal(seat), &rng)); err != nil {
			t.Fatal(err)
		}
		if n%5 != 0 {
			continue
		}
		for viewer := range 7 {
			b := boardFor(ctx, s.View(viewer).(*rl.View))
			var texts []string
			for _, l := range b.sheetLines(ctx, 400) {
				texts = append(texts, l.text)
			}
			for c := range 7 {
				texts = append(texts, b.plateTags(ctx, c), b.declared(ctx, c))
			}
			if b.fighting() {
				fights++
				texts = append(texts, b.attackLine(ctx))
				for f := range b.shown.Fight.Fighters {
					texts = append(texts, b.fighterLines(ctx, f)...)
				}
			}
			for _, text := range texts {
				if strings.Contains(text, " · ") || strings.Contains(text, ", ") {
					lists++
				}
				if r := japaneseIn(text); r != 0 {
					t.Fatalf("step %d seat %d: %q holds %q", n, viewer, text, r)
				}
			}
		}
	}
	if lists == 0 || fights == 0 {
		t.Fatalf("lists joined %d, combat views %d: the check saw too little", lists, fights)
	}
	if m := i18n.T(i18n.En, "locke.board.ambushmark"); japaneseIn(m) != 0 {
		t.Errorf("the English ambush mark is %q", m)
	}
}
