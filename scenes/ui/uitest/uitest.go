// Package uitest runs screen tests inside a live Ebitengine loop, where images can be drawn
// and read back, and saves what they drew for people to look at.
package uitest

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Main runs the package's tests inside the first Update of a hidden game loop and exits
// with their status. It needs a display: make test runs the tests under Xvfb.
func Main(m *testing.M) {
	if os.Getenv("DISPLAY") == "" {
		fmt.Fprintln(os.Stderr, "these tests draw on screen: run them under xvfb-run (make test does)")
		os.Exit(1)
	}
	l := &loop{m: m}
	ebiten.SetWindowSize(1280, 720)
	if err := ebiten.RunGame(l); err != nil {
		fmt.Fprintln(os.Stderr, "game loop:", err)
		os.Exit(1)
	}
	os.Exit(l.code)
}

type loop struct {
	m    *testing.M
	code int
}

func (l *loop) Update() error {
	l.code = l.m.Run()
	return ebiten.Termination
}

func (l *loop) Draw(*ebiten.Image)         {}
func (l *loop) Layout(w, h int) (int, int) { return w, h }

// Snapshot draws into a fresh w×h image and reads it back.
func Snapshot(w, h int, draw func(*ebiten.Image)) *image.RGBA {
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	draw(img)
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	img.ReadPixels(out.Pix)
	return out
}

// Save writes img as out/screens/<name>.png under the repository root, for people to look at.
func Save(t *testing.T, name string, img image.Image) {
	t.Helper()
	dir := filepath.Join(root(t), "out", "screens")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	// The fastest compression: a walk over every screen saves hundreds of pictures.
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

func root(t *testing.T) string {
	dir, _ := os.Getwd()
	for d := dir; d != filepath.Dir(d); d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
	}
	t.Fatal("no go.mod above", dir)
	return ""
}

// Colours counts the distinct colours of a sample of img: a blank screen has very few.
func Colours(img *image.RGBA) int {
	seen := map[[3]uint8]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 4 {
		for x := b.Min.X; x < b.Max.X; x += 4 {
			i := img.PixOffset(x, y)
			seen[[3]uint8{img.Pix[i], img.Pix[i+1], img.Pix[i+2]}] = true
		}
	}
	return len(seen)
}
