// Package charset lists the characters Zashiki can draw, so the embedded font can be cut
// down to them (the generator in assets/gen) and checked to hold all of them (the assets
// tests). It reads the message catalogue and the string literals of the code that builds
// what the screen shows, and adds JIS X 0208 level 1 for names typed in setup; it needs no
// graphics, so tools and tests can use it.
package charset

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"zashiki/scenes/i18n"
	_ "zashiki/scenes/locke/terms" // 超人ロック's terms, built from its book
)

// Base is what the font keeps whatever the code says today: printable ASCII and Latin-1 (names
// typed in setup, numbers, the English catalogue), general punctuation, arrows and the card
// and geometric symbols a board may draw, CJK punctuation, every kana, and full-width forms.
// Kana and full-width forms are kept whole because players type names in them. For the same
// reason Needed adds JIS X 0208 rows 1-8 and the 2,965 kanji of level 1 (jis.go), which
// nearly quadruple the font (210 KB to 819 KB); other kanji are kept only where the catalogue
// or the code uses them.
var Base = []Range{
	{0x20, 0x7e},     // ASCII
	{0xa0, 0xff},     // Latin-1 (é in José, ×, ÷, °)
	{0x2010, 0x2027}, // dashes, quotes, bullets, ellipsis
	{0x2030, 0x203b}, // ‰ ′ ″ ※
	{0x2190, 0x2199}, // arrows
	{0x2212, 0x2212}, // minus sign
	{0x25a0, 0x25ff}, // geometric shapes (■□▲△▼▽◆◇○◎●)
	{0x2605, 0x2606}, // ★☆
	{0x2660, 0x2667}, // ♠♡♢♣♤♥♦♧
	{0x3000, 0x303f}, // CJK punctuation: 、。「」『』【】〜
	{0x3041, 0x309f}, // hiragana
	{0x30a0, 0x30ff}, // katakana
	{0xff01, 0xff5e}, // full-width ASCII
	{0xff61, 0xff9f}, // half-width katakana
}

// Range is an inclusive range of code points.
type Range struct{ Lo, Hi rune }

// Sources are the folders, relative to the module root, whose non-test Go files hold the text
// the screen shows: the scenes (menus, boards, the catalogue) and the rules (card and
// condition names, suit symbols, messages). enginetest is left out: it reports to tests only.
var Sources = []string{"scenes", "rules"}

// skipDirs are folders under Sources that never reach the screen.
var skipDirs = map[string]bool{"enginetest": true, "uitest": true, "testdata": true}

// Catalogue returns every character of every catalogue entry in both languages.
func Catalogue() map[rune]bool {
	set := map[rune]bool{}
	for _, k := range i18n.Keys() {
		for _, l := range []i18n.Lang{i18n.Ja, i18n.En} {
			add(set, i18n.T(l, k))
		}
	}
	return set
}

// Literals returns every character of the string and rune literals in the non-test Go files
// under root's Sources, with the file and line where each was first seen.
func Literals(root string) (map[rune]string, error) {
	set := map[rune]string{}
	fset := token.NewFileSet()
	for _, src := range Sources {
		err := filepath.WalkDir(filepath.Join(root, src), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if skipDirs[d.Name()] {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || (lit.Kind != token.STRING && lit.Kind != token.CHAR) {
					return true
				}
				s, err := strconv.Unquote(lit.Value) // a rune literal unquotes to its one rune too
				if err != nil {
					return true
				}
				for _, r := range s {
					if drawable(r) {
						if _, seen := set[r]; !seen {
							p := fset.Position(lit.Pos())
							if i := strings.IndexRune(lit.Value, r); i >= 0 {
								p.Line += strings.Count(lit.Value[:i], "\n") // a long raw string's own line
							}
							rel, _ := filepath.Rel(root, p.Filename)
							set[r] = rel + ":" + strconv.Itoa(p.Line)
						}
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return set, nil
}

// Needed is Base, JIS X 0208 rows 1-8 and level 1, the catalogue and the literals under
// root, sorted.
func Needed(root string) ([]rune, error) {
	set := Catalogue()
	for _, r := range Base {
		for c := r.Lo; c <= r.Hi; c++ {
			set[c] = true
		}
	}
	for _, r := range JISRows(SymbolsFirst, SymbolsLast) {
		set[r] = true
	}
	for _, r := range JISLevel1() {
		set[r] = true
	}
	lits, err := Literals(root)
	if err != nil {
		return nil, err
	}
	for r := range lits {
		set[r] = true
	}
	out := make([]rune, 0, len(set))
	for r := range set {
		out = append(out, r)
	}
	slices.Sort(out)
	return out, nil
}

func add(set map[rune]bool, s string) {
	for _, r := range s {
		if drawable(r) {
			set[r] = true
		}
	}
}

// drawable leaves out what no font draws: control characters (the newlines of multi-line
// messages), format characters and the replacement character of bad UTF-8.
func drawable(r rune) bool {
	return r >= 0x20 && r != unicode.ReplacementChar && !unicode.Is(unicode.Cf, r) && !unicode.IsControl(r)
}
