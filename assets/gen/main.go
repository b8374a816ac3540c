// Command gen draws Zashiki's card, dice and table sprites from code and
// copies the M+ 1p font out of the Ebitengine module. It uses only the
// standard library and golang.org/x/image, so it runs headless:
//
//	go generate ./assets    (runs: go run ./gen)
//
// The output is deterministic: re-running it reproduces the committed PNGs
// byte for byte (the assets tests check this).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

const fontFile = "mplus-1p-regular.ttf"

func main() {
	out := flag.String("out", "sprites", "directory the PNGs are written to")
	fontDir := flag.String("fonts", "fonts", "directory the font and its licence are copied to")
	fontSrc := flag.String("fontsrc", "", "directory holding "+fontFile+" and license.md (default: Ebitengine's examples/resources/fonts)")
	flag.Parse()
	log.SetFlags(0)

	src := *fontSrc
	if src == "" {
		dir, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/hajimehoshi/ebiten/v2").Output()
		if err != nil {
			log.Fatalf("locating the Ebitengine module (use -fontsrc): %v", err)
		}
		src = filepath.Join(strings.TrimSpace(string(dir)), "examples", "resources", "fonts")
	}
	if err := copyFont(src, *fontDir); err != nil {
		log.Fatal(err)
	}
	ttf, err := os.ReadFile(filepath.Join(*fontDir, fontFile))
	if err != nil {
		log.Fatal(err)
	}
	if err := generate(*out, ttf); err != nil {
		log.Fatal(err)
	}
}

// copyFont copies the M+ 1p font and the M+ section of Ebitengine's
// license.md from src into dst.
func copyFont(src, dst string) error {
	ttf, err := os.ReadFile(filepath.Join(src, fontFile))
	if err != nil {
		return err
	}
	lic, err := os.ReadFile(filepath.Join(src, "license.md"))
	if err != nil {
		return err
	}
	section, err := licenceSection(string(lic), fontFile)
	if err != nil {
		return err
	}
	text := "# M+ FONTS licence\n\n" +
		"`" + fontFile + "` is copied from Ebitengine's examples/resources/fonts by `go generate`.\n" +
		"Its licence, as given in Ebitengine's license.md:\n\n" + section
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dst, fontFile), ttf, 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dst, "LICENSE-mplus.md"), []byte(text), 0o644)
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

// sheets lists every PNG the generator writes, with the function drawing it.
var sheets = []struct {
	name string
	draw func(tf *typeface) image.Image
}{
	{"cards.png", cardSheet},
	{"backs.png", backSheet},
	{"blank.png", func(*typeface) image.Image { return blankFace().img }},
	{"frame_shadow.png", func(*typeface) image.Image { return cardShadow() }},
	{"suits.png", func(*typeface) image.Image { return suitSheet() }},
	{"dice6.png", func(*typeface) image.Image { return dice6Sheet() }},
	{"dice4.png", dice4Sheet},
	{"table.png", func(*typeface) image.Image { return felt() }},
	{"icon.png", func(*typeface) image.Image { return icon() }},
}

// generate draws every sheet into dir.
func generate(dir string, ttf []byte) error {
	tf, err := newTypeface(ttf)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, s := range sheets {
		var buf bytes.Buffer
		enc := png.Encoder{CompressionLevel: png.BestCompression}
		if err := enc.Encode(&buf, s.draw(tf)); err != nil {
			return fmt.Errorf("%s: %v", s.name, err)
		}
		if err := os.WriteFile(filepath.Join(dir, s.name), buf.Bytes(), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// cardSheet lays out the 52 faces: 13 ranks across, ♠♥♦♣ down.
func cardSheet(tf *typeface) image.Image {
	sheet := image.NewRGBA(image.Rect(0, 0, 13*cardW, 4*cardH))
	for s := 0; s < 4; s++ {
		for r := 1; r <= 13; r++ {
			at := image.Pt((r-1)*cardW, s*cardH)
			draw.Draw(sheet, image.Rectangle{at, at.Add(image.Pt(cardW, cardH))}, cardFace(tf, s, r), image.Point{}, draw.Src)
		}
	}
	return sheet
}
