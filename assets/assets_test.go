package assets

import (
	"testing"

	"golang.org/x/image/font/sfnt"

	"zashiki/assets/art"
	"zashiki/assets/internal/charset"
	"zashiki/rules/deck"
	"zashiki/scenes/i18n"
)

// The corners of a card are transparent and its middle is opaque, drawn with the font the
// game embeds (so the characters of the corner indices and the backs' 座 are in the subset).
func TestCardCorners(t *testing.T) {
	tf, err := art.NewTypeface(FontTTF)
	if err != nil {
		t.Fatal(err)
	}
	for c := 0; c < 52; c++ {
		img := art.CardFace(tf, c)
		if _, _, _, a := img.At(0, 0).RGBA(); a != 0 {
			t.Errorf("card %d: corner alpha %d, want 0", c, a)
		}
		if _, _, _, a := img.At(CardW/2, CardH-3).RGBA(); a != 0xffff {
			t.Errorf("card %d: edge alpha %d, want opaque", c, a)
		}
	}
	for d := 0; d < NumBacks; d++ {
		if _, _, _, a := art.CardBack(tf, d).At(CardW/2, CardH/2).RGBA(); a != 0xffff {
			t.Errorf("back %d: middle alpha %d, want opaque", d, a)
		}
	}
}

func TestCardNumbering(t *testing.T) {
	for s := range deck.Suits {
		for r := deck.Ace; r <= deck.King; r++ {
			if got, want := int(deck.New(deck.Suit(s), r)), s*13+int(r)-1; got != want {
				t.Fatalf("deck.New(%v, %v) = %d, but the card sheet has it at %d", deck.Suit(s), r, got, want)
			}
		}
	}
}

func TestFont(t *testing.T) {
	f, err := sfnt.Parse(FontTTF)
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	for _, r := range "Zashiki座敷ざしきナポレオン♠♥♦♣" {
		if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
			t.Errorf("font has no glyph for %q", r)
		}
	}
	if icon := Icon(); icon.Bounds().Dx() != IconW {
		t.Errorf("icon is %v", icon.Bounds())
	}
}

// notInMPlus are characters the game uses that M+ 1p itself has no glyph for, so no subset can
// hold them; they show as blanks. There are none: each should be replaced where it is used
// (⟷ was, by ↔, which the font has) rather than listed here; the test logs an entry once the
// last use is gone.
var notInMPlus = map[rune]bool{}

// TestFontCoversTheGame checks that the embedded font, a subset of M+ 1p, has a glyph for
// every character of every catalogue entry in both languages and of every string literal in
// the scenes and the rules (card names, suit symbols, labels the boards draw). When it fails
// after new text was added, run "go generate ./assets".
func TestFontCoversTheGame(t *testing.T) {
	has := fontHas(t)
	used := map[rune]bool{}
	missing := map[rune]string{}
	for _, k := range i18n.Keys() {
		for _, l := range []i18n.Lang{i18n.Ja, i18n.En} {
			for _, r := range i18n.T(l, k) {
				if r < ' ' {
					continue // the newlines of multi-line messages
				}
				used[r] = true
				if !has(r) && !notInMPlus[r] {
					missing[r] = "catalogue key " + k + " (" + l.Code() + ")"
				}
			}
		}
	}
	lits, err := charset.Literals("..")
	if err != nil {
		t.Fatal(err)
	}
	for r, at := range lits {
		used[r] = true
		if _, seen := missing[r]; !seen && !has(r) && !notInMPlus[r] {
			missing[r] = at
		}
	}
	if len(lits) < 100 || len(used) < 500 {
		t.Errorf("only %d characters in literals and %d in all: is the scan finding the code?", len(lits), len(used))
	}
	for r, at := range missing {
		t.Errorf("no glyph for %q (%U), used at %s: run go generate ./assets", r, r, at)
	}
	for r := range notInMPlus {
		if !used[r] {
			t.Logf("%q is no longer used: drop it from notInMPlus", r)
		}
	}
	// The base set (kana, full-width forms, ASCII) is there whatever the code uses today,
	// for names typed in setup.
	for _, r := range "あゐゔァヶーｦﾟＡｚ０~é" {
		if !has(r) {
			t.Errorf("no glyph for %q of the base set", r)
		}
	}
}

// TestFontHasJISLevel1 checks that names typed in setup draw: the embedded font keeps every
// kanji of JIS X 0208 level 1 and every character of its rows 1-8 (symbols, full-width
// letters, kana, Greek, Cyrillic, box drawing), whether or not the game's text uses them.
func TestFontHasJISLevel1(t *testing.T) {
	has := fontHas(t)
	// Common surnames and given names: of these, a font cut to the game's own text had only 山 and 原.
	for _, name := range []string{"渡辺", "佐藤", "伊藤", "斎藤", "杉山", "篠原", "辻", "健太", "亮"} {
		for _, r := range name {
			if !has(r) {
				t.Errorf("no glyph for %q of the name %s", r, name)
			}
		}
	}
	kanji := charset.JISLevel1()
	rest := charset.JISRows(charset.SymbolsFirst, charset.SymbolsLast)
	if len(kanji) != 2965 || len(rest) < 500 {
		t.Fatalf("%d level 1 kanji and %d characters in rows 1-8: is the JIS table right?", len(kanji), len(rest))
	}
	var missing []rune
	for _, r := range append(kanji, rest...) {
		if !has(r) {
			missing = append(missing, r)
		}
	}
	if len(missing) > 0 {
		t.Errorf("no glyph for %d JIS level 1 characters (run go generate ./assets): %q", len(missing), string(missing))
	}
}

// fontHas reports whether the embedded font draws a rune (glyph 0 is the missing-glyph box).
func fontHas(t *testing.T) func(rune) bool {
	t.Helper()
	f, err := sfnt.Parse(FontTTF)
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	return func(r rune) bool {
		g, err := f.GlyphIndex(&buf, r)
		return err == nil && g != 0
	}
}
