package charset

import (
	"testing"
	"unicode"
)

func TestJISLevel1(t *testing.T) {
	k := JISLevel1()
	if len(k) != 2965 {
		t.Errorf("%d level 1 kanji, want 2,965", len(k))
	}
	if len(k) > 0 && (k[0] != '亜' || k[len(k)-1] != '腕') {
		t.Errorf("level 1 runs from %q to %q, want 亜 to 腕", k[0], k[len(k)-1])
	}
	seen := map[rune]bool{}
	for _, r := range k {
		if !unicode.Is(unicode.Han, r) || seen[r] {
			t.Errorf("%q (%U) is not a kanji, or is listed twice", r, r)
		}
		seen[r] = true
	}
	for _, r := range "渡辺佐藤鈴木高橋田中伊山本" {
		if !seen[r] {
			t.Errorf("%q is not in level 1", r)
		}
	}
	for _, r := range "髙﨑鬱" { // level 2, or not in JIS X 0208 at all
		if seen[r] {
			t.Errorf("%q is in level 1", r)
		}
	}
}

func TestJISSymbols(t *testing.T) {
	s := JISRows(SymbolsFirst, SymbolsLast)
	// JIS X 0208:1997 rows 1-8: 94 + 53 + 62 + 83 + 86 + 48 + 66 + 32 characters.
	if len(s) != 524 {
		t.Errorf("%d characters in rows 1-8, want 524", len(s))
	}
	set := map[rune]bool{}
	for _, r := range s {
		set[r] = true
	}
	for _, r := range "、。〆々ー＼ａ０ぁんァヶΑωАя─╂※〒♪" {
		if !set[r] {
			t.Errorf("%q is not in rows 1-8", r)
		}
	}
}
