package main

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestReproducible regenerates every sprite and compares it with the
// committed one, so that the committed PNGs can't drift from the code.
// If it fails after a deliberate change, run "go generate ./assets".
func TestReproducible(t *testing.T) {
	ttf, err := os.ReadFile(filepath.Join("..", "fonts", fontFile))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := generate(dir, ttf); err != nil {
		t.Fatal(err)
	}
	for _, s := range sheets {
		got, err := os.ReadFile(filepath.Join(dir, s.name))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join("..", "sprites", s.name))
		if err != nil {
			t.Errorf("%s is not committed (run go generate ./assets): %v", s.name, err)
			continue
		}
		if bytes.Equal(got, want) {
			continue
		}
		// The bytes can differ without the picture differing (another Go
		// release compressing differently), and float rounding differs a
		// little between CPU architectures (fused multiply-add); judge the
		// pixels then.
		diff, most := pixelDiff(t, got, want)
		switch {
		case diff < 0:
			t.Errorf("%s: regenerated image has a different size (run go generate ./assets)", s.name)
		case diff == 0:
			t.Logf("%s: same pixels, different PNG bytes; go generate ./assets would refresh it", s.name)
		case runtime.GOARCH != "amd64" && most <= 4:
			t.Logf("%s: %d pixels differ by at most %d (rounding on %s)", s.name, diff, most, runtime.GOARCH)
		default:
			t.Errorf("%s is out of date: %d pixels differ, by up to %d (run go generate ./assets)", s.name, diff, most)
		}
	}
}

// pixelDiff counts differing pixels and the largest channel difference;
// diff is -1 when the sizes differ.
func pixelDiff(t *testing.T, a, b []byte) (diff, most int) {
	ia, err := png.Decode(bytes.NewReader(a))
	if err != nil {
		t.Fatal(err)
	}
	ib, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if ia.Bounds() != ib.Bounds() {
		return -1, 0
	}
	r := ia.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if d := colorDiff(ia, ib, x, y); d > 0 {
				diff++
				most = max(most, d)
			}
		}
	}
	return diff, most
}

func colorDiff(a, b image.Image, x, y int) int {
	r1, g1, b1, a1 := a.At(x, y).RGBA()
	r2, g2, b2, a2 := b.At(x, y).RGBA()
	d := 0
	for _, p := range [][2]uint32{{r1, r2}, {g1, g2}, {b1, b2}, {a1, a2}} {
		d = max(d, abs(int(p[0]>>8)-int(p[1]>>8)))
	}
	return d
}

func abs(v int) int { return max(v, -v) }

// TestFontCopy checks the committed font and licence against Ebitengine's.
func TestFontCopy(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/hajimehoshi/ebiten/v2").Output()
	if err != nil || strings.TrimSpace(string(out)) == "" {
		t.Skipf("Ebitengine module not found: %v", err)
	}
	src := filepath.Join(strings.TrimSpace(string(out)), "examples", "resources", "fonts")
	dir := t.TempDir()
	if err := copyFont(src, dir); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{fontFile, "LICENSE-mplus.md"} {
		got, _ := os.ReadFile(filepath.Join(dir, name))
		want, err := os.ReadFile(filepath.Join("..", "fonts", name))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("fonts/%s differs from a fresh copy (run go generate ./assets)", name)
		}
	}
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
