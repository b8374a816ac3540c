package assets

import (
	"image"
	"testing"

	"golang.org/x/image/font/sfnt"

	"zashiki/rules/deck"
)

func TestSpriteSizes(t *testing.T) {
	want := map[string]image.Point{
		"cards.png":        {13 * CardW, 4 * CardH},
		"backs.png":        {NumBacks * CardW, CardH},
		"blank.png":        {CardW, CardH},
		"frame_shadow.png": {ShadowW, ShadowH},
		"suits.png":        {4 * IconSize, IconSize},
		"dice6.png":        {6 * IconSize, IconSize},
		"dice4.png":        {4 * IconSize, IconSize},
		"table.png":        {FeltSize, FeltSize},
		"icon.png":         {IconW, IconW},
	}
	entries, err := sprites.ReadDir("sprites")
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(want) {
		t.Errorf("%d embedded sprites, want %d", len(entries), len(want))
	}
	for name, size := range want {
		img, err := decode(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if got := img.Bounds().Size(); got != size {
			t.Errorf("%s is %v, want %v", name, got, size)
		}
	}
}

// The corners of a card are transparent and its middle is opaque.
func TestCardCorners(t *testing.T) {
	img := mustDecode("cards.png")
	for c := 0; c < 52; c++ {
		x0, y0 := c%13*CardW, c/13*CardH
		if _, _, _, a := img.At(x0, y0).RGBA(); a != 0 {
			t.Errorf("card %d: corner alpha %d, want 0", c, a)
		}
		if _, _, _, a := img.At(x0+CardW/2, y0+CardH-3).RGBA(); a != 0xffff {
			t.Errorf("card %d: edge alpha %d, want opaque", c, a)
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
