package boss

import (
	"image/color"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	rb "zashiki/rules/boss"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// The category colours of the 勤務カード; the 独裁カード wear the boss's navy.
var kindColour = [rb.NumKinds]color.RGBA{
	rb.Attack:   {0xc0, 0x39, 0x2b, 0xff},
	rb.Defence:  {0x2f, 0x6f, 0xb5, 0xff},
	rb.Recovery: {0x1e, 0x8a, 0x4c, 0xff},
	rb.Chief:    {0xb0, 0x86, 0x1c, 0xff},
}

var (
	dictColour = color.RGBA{0x23, 0x2a, 0x4d, 0xff}
	cream      = color.RGBA{0xf1, 0xea, 0xd8, 0xff}
)

// kindGlyph is the big character in the middle of a 勤務カード.
var kindGlyph = [rb.NumKinds]string{rb.Attack: "攻", rb.Defence: "防", rb.Recovery: "回", rb.Chief: "社"}

// kindNumbers are what a card does in numbers, for the subordinate and for the boss.
var kindNumbers = [rb.NumKinds][2]string{
	rb.Attack:   {"1", "2"},
	rb.Defence:  {"−1", "−1"},
	rb.Recovery: {"+1", "+2"},
	rb.Chief:    {"±1", "±1"},
}

// Backs: the 勤務カード and 独裁カード have different backs, as two decks on the table.
func workBack() *ebiten.Image { return assets.CardBack(0) }
func dictBack() *ebiten.Image { return assets.CardBack(3) }

// faceScale composes faces at twice the blank card's size, so they stay sharp drawn large.
const faceScale = 2

type faceKey struct {
	kind int // a Kind, or NumKinds+Dictator
	lang i18n.Lang
}

var (
	facesMu sync.Mutex
	faces   = map[faceKey]*ebiten.Image{}
)

// cardFace is the face of card id in lang, composed on assets.BlankCard once and cached
// (cards of one kind share a face).
func cardFace(id int, lang i18n.Lang) *ebiten.Image {
	if id < 0 {
		return nil
	}
	k := faceKey{lang: lang}
	if rb.IsDictator(id) {
		k.kind = int(rb.NumKinds) + int(rb.DictatorOf(id))
	} else {
		k.kind = int(rb.KindOf(id))
	}
	facesMu.Lock()
	defer facesMu.Unlock()
	if img, ok := faces[k]; ok {
		return img
	}
	var img *ebiten.Image
	if rb.IsDictator(id) {
		img = composeDictator(rb.DictatorOf(id), lang)
	} else {
		img = composeWork(rb.KindOf(id), lang)
	}
	faces[k] = img
	return img
}

func blank() (*ebiten.Image, float64, float64) {
	w, h := float64(assets.CardW*faceScale), float64(assets.CardH*faceScale)
	img := ebiten.NewImage(int(w), int(h))
	ui.Image(img, assets.BlankCard(), ui.Rect{W: w, H: h}, 1)
	return img, w, h
}

// composeWork: the category band with its name, the big character, and the numbers for a
// subordinate (部下) and the boss (上司).
func composeWork(k rb.Kind, lang i18n.Lang) *ebiten.Image {
	img, w, h := blank()
	c := kindColour[k]
	band := ui.Rect{X: 12, Y: 12, W: w - 24, H: 84}
	ui.RoundRect(img, band, 14, c)
	name := i18n.T(lang, "card.boss."+k.String())
	ui.TextCentered(img, name, ui.FitSize(name, 54, band.W-20), band, ui.White)
	cx, cy := w/2, band.Bottom()+100
	ui.Circle(img, cx, cy, 86, cream)
	ui.Ring(img, cx, cy, 86, 7, c)
	ui.TextCentered(img, kindGlyph[k], 110, ui.CenteredAt(cx, cy-4, 170, 170), c)
	rows := []string{i18n.T(lang, "boss.ui.sub"), i18n.T(lang, "boss.ui.bossshort")}
	for i, label := range rows {
		r := ui.Rect{X: 20, Y: h - 128 + float64(i)*58, W: w - 40, H: 52}
		ui.RoundRect(img, r, 12, cream)
		ui.Text(img, label, ui.FitSize(label, 30, r.W*0.55), r.X+12, r.Y+r.H/2-ui.LineHeight(30)/2, ui.Left, ui.Ink)
		ui.Text(img, kindNumbers[k][i], 42, r.Right()-14, r.Y+r.H/2-ui.LineHeight(42)/2, ui.Right, c)
	}
	return img
}

// composeDictator: a navy band with 独裁 and the target (上司のみ / 全員), the name, and the
// effect in a box.
func composeDictator(d rb.Dictator, lang i18n.Lang) *ebiten.Image {
	img, w, h := blank()
	def := rb.Dictators[d]
	ui.RoundRect(img, ui.Rect{X: 8, Y: 8, W: w - 16, H: h - 16}, 16, dictColour)
	band := ui.Rect{X: 18, Y: 18, W: w - 36, H: 44}
	tag := i18n.T(lang, "boss.ui.dict")
	ui.Text(img, tag, 28, band.X+8, band.Y+4, ui.Left, ui.Gold)
	target := i18n.T(lang, "boss.ui.all")
	tc := color.RGBA{0x7c, 0xe0, 0x8c, 0xff}
	if def.BossOnly {
		target, tc = i18n.T(lang, "boss.ui.bossonly"), color.RGBA{0xff, 0x9a, 0x80, 0xff}
	}
	ui.Text(img, target, ui.FitSize(target, 26, band.W/2), band.Right()-8, band.Y+6, ui.Right, tc)
	name := i18n.T(lang, "card.boss.d."+def.Key)
	nameBox := ui.Rect{X: 22, Y: band.Bottom() + 6, W: w - 44, H: 112}
	if size := ui.FitSize(name, 44, nameBox.W); size >= 30 {
		ui.TextCentered(img, name, size, nameBox, ui.White) // one line reads best
	} else {
		drawWrapped(img, name, 44, 28, nameBox, ui.White)
	}
	box := ui.Rect{X: 20, Y: 190, W: w - 40, H: h - 210}
	ui.RoundRect(img, box, 14, cream)
	text := i18n.T(lang, "card.boss.d."+def.Key+".text")
	drawWrapped(img, text, 30, 18, box.Inset(12), ui.Ink)
	return img
}

// drawWrapped fits text into r: the largest size from big down to small at which the
// wrapped lines fit, centred horizontally and vertically.
func drawWrapped(dst *ebiten.Image, s string, big, small float64, r ui.Rect, clr color.Color) {
	size := big
	for _, word := range strings.Fields(s) { // never break inside an English word
		if latin(word) {
			size = max(small, min(size, ui.FitSize(word, size, r.W)))
		}
	}
	lines := ui.Wrap(s, size, r.W)
	for size > small && float64(len(lines))*ui.LineHeight(size) > r.H {
		size -= 2
		lines = ui.Wrap(s, size, r.W)
	}
	lines = hangPunctuation(lines)
	lh := ui.LineHeight(size)
	y := r.Y + max(0, (r.H-float64(len(lines))*lh)/2)
	for _, line := range lines {
		ui.Text(dst, line, size, r.X+r.W/2, y, ui.Center, clr)
		y += lh
	}
}

// cardLabel names a card for the log.
func cardLabel(id int, lang i18n.Lang) string {
	switch {
	case rb.IsWork(id):
		return i18n.T(lang, "card.boss."+rb.KindOf(id).String())
	case rb.IsDictator(id):
		return i18n.T(lang, "card.boss.d."+rb.Dictators[rb.DictatorOf(id)].Key)
	}
	return "?"
}

// latin reports whether a word is written without kana or kanji (which break anywhere).
func latin(word string) bool {
	for _, r := range word {
		if r >= 0x3000 {
			return false
		}
	}
	return true
}

// hangPunctuation keeps 。、 and closing brackets off the start of a line (禁則), letting
// them hang at the end of the line before.
func hangPunctuation(lines []string) []string {
	out := lines[:0:0]
	for _, l := range lines {
		for len(out) > 0 && l != "" && strings.ContainsRune("。、）」』，．", []rune(l)[0]) {
			r := []rune(l)
			out[len(out)-1] += string(r[0])
			l = string(r[1:])
		}
		if l != "" {
			out = append(out, l)
		}
	}
	return out
}
