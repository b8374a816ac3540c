package charset

import (
	"unicode/utf8"

	"golang.org/x/text/encoding/japanese"
)

// JIS X 0208 rows ("ku") the font keeps whole, whatever the code uses, for names typed in
// setup: the kanji of level 1, and the non-kanji rows before them.
const (
	Level1First, Level1Last   = 16, 47 // level 1 kanji: 亜 (16-01) to 腕 (47-51), 2,965 of them
	SymbolsFirst, SymbolsLast = 1, 8   // symbols, full-width digits and Latin, kana, Greek, Cyrillic, box drawing
)

// JISRows returns the characters of JIS X 0208 rows first to last (1 to 94), in JIS order.
// Each cell is decoded from its EUC-JP bytes (0xA0+row, 0xA0+cell); a cell JIS leaves empty
// decodes to the replacement character and is left out. (x/text's table, WHATWG's, also fills
// row 13 and rows 89-94 with NEC and IBM characters; rows 1-8 and 16-47 are plain JIS.)
func JISRows(first, last int) []rune {
	dec := japanese.EUCJP.NewDecoder()
	var out []rune
	for row := first; row <= last; row++ {
		for cell := 1; cell <= 94; cell++ {
			b, err := dec.Bytes([]byte{byte(0xa0 + row), byte(0xa0 + cell)})
			if err != nil {
				continue
			}
			r, n := utf8.DecodeRune(b)
			if n != len(b) || !drawable(r) {
				continue // an empty cell decodes to the replacement character
			}
			out = append(out, r)
		}
	}
	return out
}

// JISLevel1 returns the 2,965 kanji of JIS X 0208 level 1.
func JISLevel1() []rune { return JISRows(Level1First, Level1Last) }
