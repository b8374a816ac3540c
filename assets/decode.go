package assets

import (
	"embed"
	"image"
	"image/png"
	"sync"
)

// Sprite sizes in source pixels. Cards are drawn at twice the size they
// are usually shown (about 75×105).
const (
	CardW, CardH     = 150, 210
	NumBacks         = 4
	ShadowPad        = 10 // the shadow extends this far beyond the card on each side
	ShadowW, ShadowH = CardW + 2*ShadowPad, CardH + 2*ShadowPad
	IconSize         = 96 // suit symbols and dice
	FeltSize         = 256
	IconW            = 64 // the application icon
)

//go:embed sprites/*.png
var sprites embed.FS

// decode reads one embedded PNG. It needs no graphics driver, so tests and
// tools can use it.
func decode(name string) (image.Image, error) {
	f, err := sprites.Open("sprites/" + name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return png.Decode(f)
}

func mustDecode(name string) image.Image {
	img, err := decode(name)
	if err != nil {
		panic("assets: " + name + ": " + err.Error())
	}
	return img
}

var icon = sync.OnceValue(func() image.Image { return mustDecode("icon.png") })

// Icon is the 64×64 application icon, for ebiten.SetWindowIcon.
func Icon() image.Image { return icon() }
