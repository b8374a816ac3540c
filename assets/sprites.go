package assets

import (
	"image"
	"runtime"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets/art"
)

// The sprites are drawn by the game (package art) rather than embedded as PNGs: the drawing
// code is a few kilobytes of the browser download, the PNGs were about 310 KB of it. Each
// sprite is drawn the first time it is shown, one card at a time, because a face costs
// milliseconds (about 2 ms a face and 6 ms a back natively, several times that in the
// browser): the menu waits for the felt alone, a table for the few faces it shows, never for
// all 52. Natively the cards are also drawn ahead on a goroutine of their own (DrawAhead),
// so that a new card on the table costs its frame an upload, not a drawing.

// Sprite sizes in source pixels. Cards are drawn at twice the size they are usually shown
// (about 75×105).
const (
	CardW, CardH     = art.CardW, art.CardH
	NumBacks         = art.NumBacks
	ShadowPad        = art.ShadowPad // the shadow extends this far beyond the card on each side
	ShadowW, ShadowH = art.ShadowW, art.ShadowH
	IconSize         = art.IconSize // suit symbols and dice
	FeltSize         = art.FeltSize
	IconW            = art.IconW // the application icon
)

// drawMu serialises drawing: the font's Typeface keeps a buffer for its outlines.
var (
	drawMu   sync.Mutex
	typeface = sync.OnceValue(func() *art.Typeface {
		tf, err := art.NewTypeface(FontTTF)
		if err != nil {
			panic("assets: parsing the embedded font: " + err.Error())
		}
		return tf
	})
)

// sprite is one picture, drawn and turned into an ebiten image on first use, or drawn
// ahead (DrawAhead) and only turned into an image on first use.
type sprite struct {
	drawn sync.Once
	pic   image.Image // the drawing, until it is an image
	once  sync.Once
	img   *ebiten.Image
}

// draw draws the picture once, whoever asks first.
func (s *sprite) draw(draw func() image.Image) {
	s.drawn.Do(func() {
		drawMu.Lock()
		s.pic = draw()
		drawMu.Unlock()
	})
}

func (s *sprite) get(draw func() image.Image) *ebiten.Image {
	s.once.Do(func() {
		s.draw(draw)
		s.img = ebiten.NewImageFromImage(s.pic)
		s.pic = nil
	})
	return s.img
}

// DrawAhead draws every card's face and back and the icon sheets, on a goroutine of its own,
// so that a table shows a card or an icon it has not shown before without drawing it in that
// frame (about 2 ms a face natively, 3–6 ms a sheet). Where goroutines share one thread (the
// browser) it does nothing: there a face drawn ahead would hold up a frame just the same.
func DrawAhead() {
	if runtime.GOOS != "js" {
		drawAhead.Do(func() { go drawAll() })
	}
}

var drawAhead sync.Once

func drawAll() {
	for c := range cardFaces {
		cardFaces[c].draw(faceArt(c))
	}
	for d := range backs {
		backs[d].draw(backArt(d))
	}
	blank.draw(art.Blank)
	shadow.draw(art.Shadow)
	suitSheet.draw(art.Suits)
	die6Sheet.draw(art.Dice6)
	die4Sheet.draw(dice4Art)
}

// sheet is a row of equal cells drawn as one picture (suits, dice: a few milliseconds for
// the whole row) and cut up on first use.
type sheet struct {
	sprite
	cell  int
	cells []*ebiten.Image
	cut   sync.Once
}

func (s *sheet) at(i int, draw func() image.Image) *ebiten.Image {
	s.cut.Do(func() {
		whole := s.get(draw)
		for x := 0; x+s.cell <= whole.Bounds().Dx(); x += s.cell {
			s.cells = append(s.cells, whole.SubImage(image.Rect(x, 0, x+s.cell, s.cell)).(*ebiten.Image))
		}
	})
	return s.cells[i]
}

var (
	cardFaces [52]sprite
	backs     [NumBacks]sprite
	blank     sprite
	shadow    sprite
	felt      sprite
	suitSheet = sheet{cell: IconSize}
	die6Sheet = sheet{cell: IconSize}
	die4Sheet = sheet{cell: IconSize}
	icon      = sync.OnceValue(art.Icon)
)

// CardFace returns the face of card c = suit*13 + rank-1, with suits
// ♠=0 ♥=1 ♦=2 ♣=3 and ranks 1 (A) to 13 (K), as zashiki/rules/deck.Card
// numbers them. The image is CardW×CardH.
func CardFace(c int) *ebiten.Image { return cardFaces[c].get(faceArt(c)) }

func faceArt(c int) func() image.Image {
	return func() image.Image { return art.CardFace(typeface(), c) }
}

// CardBack returns back design 0..NumBacks-1 (indigo asanoha, crimson
// seigaiha, green kikkō, charcoal shippō); other values wrap around.
func CardBack(design int) *ebiten.Image {
	d := (design%NumBacks + NumBacks) % NumBacks
	return backs[d].get(backArt(d))
}

func backArt(d int) func() image.Image {
	return func() image.Image { return art.CardBack(typeface(), d) }
}

// BlankCard is an empty card face (white with the grey border) for cards
// the game draws itself.
func BlankCard() *ebiten.Image { return blank.get(art.Blank) }

// CardShadow is a soft black shadow, ShadowW×ShadowH: opaque under the
// card and fading out over the ShadowPad pixels around it. Draw it centred
// on the card (plus an offset) with a reduced alpha, under a card that is
// lifted or moving.
func CardShadow() *ebiten.Image { return shadow.get(art.Shadow) }

// SuitIcon returns the large symbol of suit 0..3 (♠♥♦♣), IconSize square.
func SuitIcon(suit int) *ebiten.Image { return suitSheet.at(suit, art.Suits) }

// Die6 returns the face 1..6 of an ordinary die, IconSize square.
func Die6(face int) *ebiten.Image { return die6Sheet.at(face-1, art.Dice6) }

// Die4 returns the face 0..3 of a four-sided die, IconSize square.
func Die4(face int) *ebiten.Image {
	return die4Sheet.at(face, dice4Art)
}

func dice4Art() image.Image { return art.Dice4(typeface()) }

// Felt is a seamless FeltSize square tile of green baize for the table.
func Felt() *ebiten.Image { return felt.get(art.Felt) }

// Icon is the 64×64 application icon, for ebiten.SetWindowIcon. It needs no graphics driver.
func Icon() image.Image { return icon() }
