package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// fullFont is the whole M+ 1p font and its folder in the Ebitengine module.
func fullFont(t *testing.T) ([]byte, string) {
	t.Helper()
	src, err := ebitenFonts()
	if err != nil {
		t.Skipf("Ebitengine module not found: %v", err)
	}
	ttf, err := os.ReadFile(filepath.Join(src, fontFile))
	if err != nil {
		t.Skipf("Ebitengine's copy of %s: %v", fontFile, err)
	}
	return ttf, src
}

// TestFontSubset regenerates the font subset and its licence and compares them with the
// committed ones. A subset that differs only by characters the code no longer uses is
// noted, not failed: the assets test fails when a character is missing, which is what
// matters, and other work may drop a kanji without regenerating.
func TestFontSubset(t *testing.T) {
	ttf, src := fullFont(t)
	dir := t.TempDir()
	if err := writeSubset(src, dir, filepath.Join("..", ".."), ttf); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{subsetFile, "LICENSE-mplus.md"} {
		got, _ := os.ReadFile(filepath.Join(dir, name))
		want, err := os.ReadFile(filepath.Join("..", "fonts", name))
		switch {
		case err != nil:
			t.Errorf("fonts/%s is not committed (run go generate ./assets): %v", name, err)
		case bytes.Equal(got, want):
		case name == subsetFile:
			t.Logf("fonts/%s differs from a fresh subset (%d bytes, committed %d); go generate ./assets would refresh it", name, len(got), len(want))
		default:
			t.Errorf("fonts/%s differs from a fresh copy (run go generate ./assets)", name)
		}
	}
}

// TestSubsetKeepsGlyphs cuts the font to a few characters and checks that each one keeps its
// glyph number, outline, advance and kerning, and that the others are gone.
func TestSubsetKeepsGlyphs(t *testing.T) {
	ttf, _ := fullFont(t)
	keep := []rune("AVTo.ya座敷ざしきナポレオン♠♥♦♣★ｱ、。「」")
	sub, err := subsetFont(ttf, keep)
	if err != nil {
		t.Fatal(err)
	}
	full, err := sfnt.Parse(ttf)
	if err != nil {
		t.Fatal(err)
	}
	cut, err := sfnt.Parse(sub)
	if err != nil {
		t.Fatalf("the subset does not parse: %v", err)
	}
	if len(sub) > len(ttf)/10 {
		t.Errorf("subset of %d characters is %d bytes, the whole font %d", len(keep), len(sub), len(ttf))
	}
	var b1, b2 sfnt.Buffer
	ppem := fixed.I(32)
	for _, r := range keep {
		g1, _ := full.GlyphIndex(&b1, r)
		g2, err := cut.GlyphIndex(&b2, r)
		if err != nil || g2 != g1 || g1 == 0 {
			t.Errorf("%q: glyph %d in the subset (%v), %d in the font", r, g2, err, g1)
			continue
		}
		s1, _ := full.LoadGlyph(&b1, g1, ppem, nil)
		s2, err := cut.LoadGlyph(&b2, g2, ppem, nil)
		if err != nil || fmt.Sprint(s1) != fmt.Sprint(s2) {
			t.Errorf("%q: outline differs (%v)", r, err)
		}
		a1, _ := full.GlyphAdvance(&b1, g1, ppem, font.HintingNone)
		a2, _ := cut.GlyphAdvance(&b2, g2, ppem, font.HintingNone)
		if a1 != a2 {
			t.Errorf("%q: advance %v, want %v", r, a2, a1)
		}
	}
	for _, pair := range []string{"AV", "To", "Ta", "y."} {
		rs := []rune(pair)
		k1 := kern(t, full, &b1, rs[0], rs[1], ppem)
		if k2 := kern(t, cut, &b2, rs[0], rs[1], ppem); k1 != k2 {
			t.Errorf("kerning %q: %v, want %v", pair, k2, k1)
		}
	}
	for _, r := range "BZ鬱蛇ぁ" {
		if g, _ := cut.GlyphIndex(&b2, r); g != 0 {
			t.Errorf("%q was not asked for but maps to glyph %d", r, g)
		}
	}
}

func kern(t *testing.T, f *sfnt.Font, b *sfnt.Buffer, r0, r1 rune, ppem fixed.Int26_6) fixed.Int26_6 {
	g0, _ := f.GlyphIndex(b, r0)
	g1, _ := f.GlyphIndex(b, r1)
	k, err := f.Kern(b, g0, g1, ppem, font.HintingNone)
	if err != nil && err != sfnt.ErrNotFound {
		t.Errorf("kern %q%q: %v", r0, r1, err)
	}
	return k
}

func TestLicenceSection(t *testing.T) {
	md := "# License\n\n## a.ttf\n\nA text\n\n## b.ttf\n\nB text\n"
	if got, _ := licenceSection(md, "a.ttf"); got != "A text\n" {
		t.Errorf("section a = %q", got)
	}
	if got, _ := licenceSection(md, "b.ttf"); got != "B text\n" {
		t.Errorf("section b = %q", got)
	}
	if _, err := licenceSection(md, "c.ttf"); err == nil {
		t.Error("missing section: no error")
	}
}
