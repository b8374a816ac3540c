// Package assets holds Zashiki's embedded font, and its sprites and sound effects, which the
// game draws and synthesises itself the first time it uses each (sprites.go, sounds.go).
// "go generate ./assets" (./gen) cuts the font down to the characters the game draws.
package assets

//go:generate go run ./gen

import (
	_ "embed"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// FontTTF is the M+ 1p Regular font (see fonts/LICENSE-mplus.md), cut down by go generate
// to the characters the game draws: ASCII, Latin-1, kana, punctuation and symbols, and the
// kanji the catalogue and the code use. The whole font is eight times the size, and the
// browser build downloads every byte of it (the assets tests check no character is missing).
//
//go:embed fonts/mplus-1p-regular-subset.ttf
var FontTTF []byte

var (
	fontOnce sync.Once
	fontSrc  *opentype.Font
	facesMu  sync.Mutex
	faces    = map[float64]text.Face{}
)

// Face returns the M+ 1p face at the given size in pixels, cached per size. It is an
// x/image face rather than a GoTextFace: Japanese and the game's Latin text need no complex
// shaping, and leaving the shaper out of the build makes the WebAssembly download much smaller.
func Face(size float64) text.Face {
	fontOnce.Do(func() {
		f, err := opentype.Parse(FontTTF)
		if err != nil {
			panic("assets: parsing the embedded font: " + err.Error())
		}
		fontSrc = f
	})
	facesMu.Lock()
	defer facesMu.Unlock()
	f, ok := faces[size]
	if !ok {
		xf, err := opentype.NewFace(fontSrc, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			panic("assets: making a font face: " + err.Error())
		}
		f = text.NewGoXFace(xf)
		faces[size] = f
	}
	return f
}
