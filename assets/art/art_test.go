package art

import (
	"bufio"
	"crypto/sha256"
	"fmt"
	"image"
	"image/color"
	"os"
	"strings"
	"testing"
)

// The font the game draws with: the subset it embeds (assets/fonts). The sprites used to be
// drawn with the whole M+ 1p; the subset keeps every outline it holds unchanged
// (assets/gen: TestSubsetKeepsGlyphs), so the pixels are the same.
func gameFont(t *testing.T) *Typeface {
	t.Helper()
	ttf, err := os.ReadFile("../fonts/mplus-1p-regular-subset.ttf")
	if err != nil {
		t.Fatal(err)
	}
	tf, err := NewTypeface(ttf)
	if err != nil {
		t.Fatal(err)
	}
	return tf
}

// TestSpritesAsTheyWere checks the rule that drawing the sprites at run time changed nothing
// on screen: every sprite the game draws has, pixel for pixel, the hash of the PNG it replaced
// (testdata/golden.txt, hashed from the committed PNGs before they were deleted). If a
// drawing changes on purpose, put the new hashes (the test prints them) in golden.txt.
func TestSpritesAsTheyWere(t *testing.T) {
	tf := gameFont(t)
	got := map[string]image.Image{
		"blank":  Blank(),
		"shadow": Shadow(),
		"suits":  Suits(),
		"dice6":  Dice6(),
		"dice4":  Dice4(tf),
		"felt":   Felt(),
		"icon":   Icon(),
	}
	for c := range 52 {
		got[fmt.Sprintf("card %d", c)] = CardFace(tf, c)
	}
	for d := range NumBacks {
		got[fmt.Sprintf("back %d", d)] = CardBack(tf, d)
	}
	want := golden(t)
	if len(want) != len(got) {
		t.Errorf("golden.txt has %d sprites, the game draws %d", len(want), len(got))
	}
	for name, img := range got {
		if h := pixelHash(img); h != want[name] {
			t.Errorf("%s: pixels hash to %s, the PNG it replaced to %q", name, h, want[name])
		}
	}
}

// golden reads testdata/golden.txt: "name hash" lines, the name possibly two words.
func golden(t *testing.T) map[string]string {
	f, err := os.Open("testdata/golden.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		out[line[:i]] = line[i+1:]
	}
	return out
}

// pixelHash is the sha256 of an image's size and its pixels as non-premultiplied RGBA: the
// same for any two images Ebitengine would upload as the same texture.
func pixelHash(img image.Image) string {
	b := img.Bounds()
	h := sha256.New()
	fmt.Fprintf(h, "%dx%d\n", b.Dx(), b.Dy())
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			h.Write([]byte{c.R, c.G, c.B, c.A})
		}
	}
	return fmt.Sprintf("%x", h.Sum(nil))
}

// The size of every sprite is what assets cuts and scales by.
func TestSpriteSizes(t *testing.T) {
	tf := gameFont(t)
	for _, s := range []struct {
		name string
		img  image.Image
		w, h int
	}{
		{"card", CardFace(tf, 51), CardW, CardH},
		{"back", CardBack(tf, 3), CardW, CardH},
		{"blank", Blank(), CardW, CardH},
		{"shadow", Shadow(), ShadowW, ShadowH},
		{"suits", Suits(), 4 * IconSize, IconSize},
		{"dice6", Dice6(), 6 * IconSize, IconSize},
		{"dice4", Dice4(tf), 4 * IconSize, IconSize},
		{"felt", Felt(), FeltSize, FeltSize},
		{"icon", Icon(), IconW, IconW},
	} {
		if b := s.img.Bounds(); b != image.Rect(0, 0, s.w, s.h) {
			t.Errorf("%s is %v, want %dx%d at the origin", s.name, b, s.w, s.h)
		}
	}
}

// What a sprite costs to draw, the first time the game shows it (assets draws each on first
// use): a new card face on screen waits this long.
func BenchmarkDraw(b *testing.B) {
	ttf, err := os.ReadFile("../fonts/mplus-1p-regular-subset.ttf")
	if err != nil {
		b.Fatal(err)
	}
	tf, err := NewTypeface(ttf)
	if err != nil {
		b.Fatal(err)
	}
	i := 0
	for _, s := range []struct {
		name string
		draw func() image.Image
	}{
		{"Face", func() image.Image { i++; return CardFace(tf, i%52) }},
		{"Back", func() image.Image { i++; return CardBack(tf, i%NumBacks) }},
		{"Blank", Blank},
		{"Shadow", Shadow},
		{"Suits", Suits},
		{"Dice6", Dice6},
		{"Dice4", func() image.Image { return Dice4(tf) }},
		{"Felt", Felt},
		{"Icon", Icon},
	} {
		b.Run(s.name, func(b *testing.B) {
			for b.Loop() {
				s.draw()
			}
		})
	}
}
