package chaos

import (
	"fmt"
	"image/color"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	rc "zashiki/rules/chaos"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// The category colours: the workplaces, the card bands and the progress line share them.
var catColour = map[rc.Cat]color.RGBA{
	rc.Tech: {0x2f, 0x6f, 0xb5, 0xff},
	rc.User: {0xd9, 0x7a, 0x1f, 0xff},
	rc.Mgmt: {0x7b, 0x4f, 0xa6, 0xff},
}

var (
	plusColour  = color.RGBA{0x1e, 0x8a, 0x4c, 0xff}
	minusColour = color.RGBA{0xc0, 0x39, 0x2b, 0xff}
	zeroColour  = color.RGBA{0x6b, 0x6b, 0x6b, 0xff}
)

// valueColour is green for リソース, red for トラブル, grey for 0.
func valueColour(v int) color.RGBA {
	switch {
	case v > 0:
		return plusColour
	case v < 0:
		return minusColour
	}
	return zeroColour
}

// signed writes a 状況効果 the way the cards print it: +2, −2, ±0.
func signed(v int) string {
	switch {
	case v > 0:
		return fmt.Sprintf("+%d", v)
	case v < 0:
		return fmt.Sprintf("−%d", -v)
	}
	return "±0"
}

// face is composed at twice the blank card's size, so it stays sharp when drawn large.
const faceScale = 2

type faceKey struct {
	card int
	lang i18n.Lang
}

var (
	facesMu sync.Mutex
	faces   = map[faceKey]*ebiten.Image{}
)

// cardFace is card's face in lang: drawn once on assets.BlankCard, then cached.
func cardFace(card int, lang i18n.Lang) *ebiten.Image {
	facesMu.Lock()
	defer facesMu.Unlock()
	k := faceKey{card, lang}
	if img, ok := faces[k]; ok {
		return img
	}
	img := composeFace(rc.Cards[card], lang)
	faces[k] = img
	return img
}

// composeFace lays out a chaos card: the category band(s) on top with the category name,
// the 状況効果 large in the corner, the name in the middle, and the プレイ効果 in a box below.
func composeFace(d rc.CardDef, lang i18n.Lang) *ebiten.Image {
	const s = faceScale
	w, h := float64(assets.CardW*s), float64(assets.CardH*s)
	img := ebiten.NewImage(int(w), int(h))
	ui.Image(img, assets.BlankCard(), ui.Rect{W: w, H: h}, 1)

	var cats []rc.Cat
	for _, c := range rc.Cats {
		if d.Cats.Has(c) {
			cats = append(cats, c)
		}
	}
	band := ui.Rect{X: 12, Y: 12, W: w - 24, H: 64}
	bw := band.W / float64(len(cats))
	for i, c := range cats {
		r := ui.Rect{X: band.X + float64(i)*bw, Y: band.Y, W: bw, H: band.H}
		ui.RoundRect(img, r, 14, catColour[c])
		label := i18n.T(lang, "chaos.cat."+c.Name())
		ui.TextCentered(img, label, ui.FitSize(label, 34, r.W-20), r, ui.White)
	}
	// the value, large: the number players read first
	vc := valueColour(d.Value)
	ui.TextCentered(img, signed(d.Value), 88, ui.Rect{X: 0, Y: band.Bottom() + 2, W: w, H: 96}, vc)

	name := i18n.T(lang, "chaos.card."+d.Key)
	top, bottom := band.Bottom()+100, h-60.0
	if d.Effect != nil {
		bottom = h * 0.64
	}
	drawWrapped(img, name, 40, 28, ui.Rect{X: 20, Y: top, W: w - 40, H: bottom - top}, ui.Ink)

	if d.Effect != nil {
		box := ui.Rect{X: 16, Y: h * 0.655, W: w - 32, H: h*0.345 - 16}
		ui.RoundRect(img, box, 14, color.RGBA{0xf1, 0xea, 0xd8, 0xff})
		ui.RoundRectLine(img, box, 14, 3, vc)
		eff := i18n.T(lang, "chaos.eff."+d.Key)
		drawWrapped(img, eff, 30, 20, box.Inset(10), ui.Ink)
	} else {
		kind := "chaos.ui.resource"
		if d.Value < 0 {
			kind = "chaos.ui.trouble"
		}
		ui.TextCentered(img, i18n.T(lang, kind), 34, ui.Rect{X: 0, Y: h - 70, W: w, H: 50}, vc)
	}
	return img
}

// drawWrapped fits text into r: the largest size from big down to small at which the
// wrapped lines fit, centred horizontally, from the top.
func drawWrapped(dst *ebiten.Image, s string, big, small float64, r ui.Rect, clr color.Color) {
	size := big
	lines := ui.Wrap(s, size, r.W)
	for size > small && float64(len(lines))*ui.LineHeight(size) > r.H {
		size -= 2
		lines = ui.Wrap(s, size, r.W)
	}
	lh := ui.LineHeight(size)
	y := r.Y + max(0, (r.H-float64(len(lines))*lh)/2)
	for _, line := range lines {
		ui.Text(dst, line, size, r.X+r.W/2, y, ui.Center, clr)
		y += lh
	}
}

// cardBack is the back every chaos card shares.
func cardBack() *ebiten.Image { return assets.CardBack(1) }
