// Command gen cuts the M+ 1p font out of the Ebitengine module down to the characters the
// game can draw (the game draws its sprites and synthesises its sound effects itself:
// assets/art, assets/sounds.go). It uses only the standard library and golang.org/x/image,
// so it runs headless:
//
//	go generate ./assets    (runs: go run ./gen)
//
// The output is deterministic: re-running it reproduces the committed font byte for byte
// (the assets tests check that it has every character the catalogue and the code use).
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"golang.org/x/image/font/sfnt"

	"zashiki/assets/internal/charset"
)

const (
	fontFile   = "mplus-1p-regular.ttf"        // the whole font, in Ebitengine's module
	subsetFile = "mplus-1p-regular-subset.ttf" // what the game embeds
)

func main() {
	fontDir := flag.String("fonts", "fonts", "directory the font subset and its licence are written to")
	fontSrc := flag.String("fontsrc", "", "directory holding "+fontFile+" and license.md (default: Ebitengine's examples/resources/fonts)")
	root := flag.String("root", "..", "the module root, whose catalogue and code name the characters to keep")
	flag.Parse()
	log.SetFlags(0)

	src := *fontSrc
	if src == "" {
		var err error
		if src, err = ebitenFonts(); err != nil {
			log.Fatalf("locating the Ebitengine module (use -fontsrc): %v", err)
		}
	}
	ttf, err := os.ReadFile(filepath.Join(src, fontFile))
	if err != nil {
		log.Fatal(err)
	}
	if err := writeSubset(src, *fontDir, *root, ttf); err != nil {
		log.Fatal(err)
	}
}

// ebitenFonts is the folder of example fonts in the Ebitengine module the build uses.
func ebitenFonts() (string, error) {
	dir, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/hajimehoshi/ebiten/v2").Output()
	if err != nil {
		return "", err
	}
	return filepath.Join(strings.TrimSpace(string(dir)), "examples", "resources", "fonts"), nil
}

// writeSubset writes the subset of ttf that the game needs into dst, with the M+ section of
// Ebitengine's license.md from src, and says what it kept. A character the catalogue or code
// uses that M+ 1p itself lacks is reported here (the assets test names it too).
func writeSubset(src, dst, root string, ttf []byte) error {
	lic, err := os.ReadFile(filepath.Join(src, "license.md"))
	if err != nil {
		return err
	}
	section, err := licenceSection(string(lic), fontFile)
	if err != nil {
		return err
	}
	runes, err := charset.Needed(root)
	if err != nil {
		return err
	}
	sub, err := subsetFont(ttf, runes)
	if err != nil {
		return err
	}
	text := "# M+ FONTS licence\n\n" +
		"`" + subsetFile + "` is cut by `go generate` from `" + fontFile + "` in Ebitengine's\n" +
		"examples/resources/fonts, keeping the characters the game draws. Its licence, as given in\n" +
		"Ebitengine's license.md:\n\n" + section
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dst, subsetFile), sub, 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dst, "LICENSE-mplus.md"), []byte(text), 0o644); err != nil {
		return err
	}
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return err
	}
	lits, err := charset.Literals(root)
	if err != nil {
		return err
	}
	cat := charset.Catalogue()
	var buf sfnt.Buffer
	for _, r := range runes {
		if g, _ := f.GlyphIndex(&buf, r); g == 0 {
			if at, ok := lits[r]; ok {
				log.Printf("warning: %q (%U, %s) is not in %s", r, r, at, fontFile)
			} else if cat[r] {
				log.Printf("warning: %q (%U, in the catalogue) is not in %s", r, r, fontFile)
			}
		}
	}
	log.Printf("%s: %d characters, %d bytes (the whole font: %d)", subsetFile, len(runes), len(sub), len(ttf))
	return nil
}

// licenceSection returns the body of the "## name" section of a markdown file.
func licenceSection(md, name string) (string, error) {
	head := "## " + name + "\n"
	i := strings.Index(md, head)
	if i < 0 {
		return "", fmt.Errorf("license.md has no section for %s", name)
	}
	body := md[i+len(head):]
	if j := strings.Index(body, "\n## "); j >= 0 {
		body = body[:j]
	}
	return strings.TrimSpace(body) + "\n", nil
}
