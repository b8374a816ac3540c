// Package art draws Zashiki's sprites from code: card faces and backs, the card shadow, suit
// symbols, dice, the table's felt and the application icon. It is pure Go (the standard
// library and golang.org/x/image), so the game draws each sprite the first time it shows it
// instead of carrying pictures in its download, and tests run without a graphics driver.
//
// Every function returns the sprite exactly as the game used to decode it from its PNG
// (assets/art/testdata/golden.txt holds the hashes of those PNGs' pixels): drawings with
// transparency come back non-premultiplied, as a PNG stores them, because that conversion
// rounds the anti-aliased edges and is part of the sprites' look.
package art

import (
	"image"
)

// Sprite sizes in pixels. Cards are drawn at twice the size they are usually shown.
const (
	CardW, CardH     = cardW, cardH
	NumBacks         = 4
	ShadowPad        = 10 // the shadow extends this far beyond the card on each side
	ShadowW, ShadowH = CardW + 2*ShadowPad, CardH + 2*ShadowPad
	IconSize         = iconCell // suit symbols and dice
	FeltSize         = 256
	IconW            = 64 // the application icon
)

// CardFace draws card c = suit*13 + rank-1 (suits ♠♥♦♣, ranks A to K, as
// zashiki/rules/deck numbers them), CardW×CardH. tf is the M+ 1p font.
func CardFace(tf *Typeface, c int) image.Image {
	return asPNG(cardFace(tf, c/13, c%13+1))
}

// CardBack draws back design 0..NumBacks-1 (indigo asanoha, crimson seigaiha, green kikkō,
// charcoal shippō).
func CardBack(tf *Typeface, design int) image.Image {
	return asPNG(cardBack(tf, backDesigns[design]))
}

// Blank draws an empty card: ivory with the grey border.
func Blank() image.Image { return asPNG(blankFace().img) }

// Shadow draws a card's soft black shadow, ShadowW×ShadowH.
func Shadow() image.Image { return cardShadow() }

// Suits draws ♠♥♦♣ side by side, IconSize square each.
func Suits() image.Image { return asPNG(suitSheet()) }

// Dice6 draws the faces 1 to 6 of a die side by side, IconSize square each.
func Dice6() image.Image { return asPNG(dice6Sheet()) }

// Dice4 draws the faces 0 to 3 of a four-sided die side by side, IconSize square each.
func Dice4(tf *Typeface) image.Image { return asPNG(dice4Sheet(tf)) }

// Felt draws a seamless FeltSize square tile of green baize.
func Felt() image.Image { return felt() }

// Icon draws the IconW square application icon.
func Icon() image.Image { return asPNG(icon()) }

// asPNG returns img as a PNG encoder stores it and its decoder gives it back: premultiplied
// RGBA turned into non-premultiplied NRGBA with the encoder's own rounding
// (color.NRGBAModel's); an image without transparency stays as it is, as the encoder then
// writes plain RGB.
func asPNG(img *image.RGBA) image.Image {
	opaque := true
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] != 0xff {
			opaque = false
			break
		}
	}
	if opaque {
		return img
	}
	out := image.NewNRGBA(img.Rect)
	for i := 0; i < len(img.Pix); i += 4 {
		s, d := img.Pix[i:i+4:i+4], out.Pix[i:i+4:i+4]
		switch a := uint32(s[3]) * 0x101; a {
		case 0:
		case 0xffff:
			copy(d, s)
		default: // color.NRGBAModel, without boxing every pixel in an interface
			for k := range 3 {
				d[k] = uint8(uint32(s[k]) * 0x101 * 0xffff / a >> 8)
			}
			d[3] = s[3]
		}
	}
	return out
}
