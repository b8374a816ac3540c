// Package assets holds Zashiki's embedded font and sprites. The sprites are
// drawn from code by ./gen (run "go generate ./assets" after changing it);
// the committed PNGs are what the game embeds.
package assets

//go:generate go run ./gen

import (
	_ "embed"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
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

// sheet is a sprite sheet cut into equal cells, turned into ebiten images
// the first time it is used.
type sheet struct {
	name   string
	cellW  int
	cellH  int
	once   sync.Once
	images []*ebiten.Image
}

func (s *sheet) cell(i int) *ebiten.Image {
	s.once.Do(func() {
		whole := ebiten.NewImageFromImage(mustDecode(s.name))
		b := whole.Bounds()
		for y := 0; y+s.cellH <= b.Dy(); y += s.cellH {
			for x := 0; x+s.cellW <= b.Dx(); x += s.cellW {
				r := image.Rect(x, y, x+s.cellW, y+s.cellH)
				s.images = append(s.images, whole.SubImage(r).(*ebiten.Image))
			}
		}
	})
	return s.images[i]
}

var (
	cardSheet   = &sheet{name: "cards.png", cellW: CardW, cellH: CardH}
	backSheet   = &sheet{name: "backs.png", cellW: CardW, cellH: CardH}
	blankSheet  = &sheet{name: "blank.png", cellW: CardW, cellH: CardH}
	shadowSheet = &sheet{name: "frame_shadow.png", cellW: ShadowW, cellH: ShadowH}
	suitSheet   = &sheet{name: "suits.png", cellW: IconSize, cellH: IconSize}
	die6Sheet   = &sheet{name: "dice6.png", cellW: IconSize, cellH: IconSize}
	die4Sheet   = &sheet{name: "dice4.png", cellW: IconSize, cellH: IconSize}
	feltSheet   = &sheet{name: "table.png", cellW: FeltSize, cellH: FeltSize}
)

// CardFace returns the face of card c = suit*13 + rank-1, with suits
// ♠=0 ♥=1 ♦=2 ♣=3 and ranks 1 (A) to 13 (K), as zashiki/rules/deck.Card
// numbers them. The image is CardW×CardH.
func CardFace(c int) *ebiten.Image { return cardSheet.cell(c) }

// CardBack returns back design 0..NumBacks-1 (indigo asanoha, crimson
// seigaiha, green kikkō, charcoal shippō); other values wrap around.
func CardBack(design int) *ebiten.Image {
	return backSheet.cell((design%NumBacks + NumBacks) % NumBacks)
}

// BlankCard is an empty card face (white with the grey border) for cards
// the game draws itself.
func BlankCard() *ebiten.Image { return blankSheet.cell(0) }

// CardShadow is a soft black shadow, ShadowW×ShadowH: opaque under the
// card and fading out over the ShadowPad pixels around it. Draw it centred
// on the card (plus an offset) with a reduced alpha, under a card that is
// lifted or moving.
func CardShadow() *ebiten.Image { return shadowSheet.cell(0) }

// SuitIcon returns the large symbol of suit 0..3 (♠♥♦♣), IconSize square.
func SuitIcon(suit int) *ebiten.Image { return suitSheet.cell(suit) }

// Die6 returns the face 1..6 of an ordinary die, IconSize square.
func Die6(face int) *ebiten.Image { return die6Sheet.cell(face - 1) }

// Die4 returns the face 0..3 of a four-sided die, IconSize square.
func Die4(face int) *ebiten.Image { return die4Sheet.cell(face) }

// Felt is a seamless FeltSize square tile of green baize for the table.
func Felt() *ebiten.Image { return feltSheet.cell(0) }
