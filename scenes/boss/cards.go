package boss

import (
	"image/color"
	"math"
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

// face is a composed card face and the smallest text on it, in the face's pixels.
type face struct {
	img      *ebiten.Image
	smallest float64
}

var (
	facesMu sync.Mutex
	faces   = map[faceKey]face{}
)

// cardFace is the face of card id in lang, composed on assets.BlankCard once and cached
// (cards of one kind share a face).
func cardFace(id int, lang i18n.Lang) *ebiten.Image { return faceOf(id, lang).img }

// faceText is the smallest text on card id's face when the card is drawn w pixels wide.
func faceText(id int, lang i18n.Lang, w float64) float64 {
	f := faceOf(id, lang)
	if f.img == nil {
		return math.Inf(1)
	}
	return f.smallest * w / float64(f.img.Bounds().Dx())
}

func faceOf(id int, lang i18n.Lang) face {
	if id < 0 {
		return face{}
	}
	k := faceKey{lang: lang}
	if rb.IsDictator(id) {
		k.kind = int(rb.NumKinds) + int(rb.DictatorOf(id))
	} else {
		k.kind = int(rb.KindOf(id))
	}
	facesMu.Lock()
	defer facesMu.Unlock()
	if f, ok := faces[k]; ok {
		return f
	}
	var f face
	if rb.IsDictator(id) {
		f = composeDictator(rb.DictatorOf(id), lang)
	} else {
		f = composeWork(rb.KindOf(id), lang)
	}
	faces[k] = f
	return f
}

func blank() (*ebiten.Image, float64, float64) {
	w, h := float64(assets.CardW*faceScale), float64(assets.CardH*faceScale)
	img := ebiten.NewImage(int(w), int(h))
	ui.Image(img, assets.BlankCard(), ui.Rect{W: w, H: h}, 1)
	return img, w, h
}

// Sizes on a 勤務カード's face (300 pixels wide), chosen so that a card in the hand (92 at
// 1280×720) shows its rows at 14 pixels and more, and at 11 and more at 960×540.
const (
	workName  = 54 // the kind's name in the band
	workRow   = 48 // 部下 / 上司 on the rows
	workValue = 60 // the numbers on the rows
)

// composeWork: the category band with its name, the big character, and the numbers for a
// subordinate (部下) and the boss (上司), large enough to read in the hand; the full text is
// the card's tip.
func composeWork(k rb.Kind, lang i18n.Lang) face {
	img, w, h := blank()
	c := kindColour[k]
	band := ui.Rect{X: 12, Y: 12, W: w - 24, H: 80}
	ui.RoundRect(img, band, 14, c)
	name := i18n.T(lang, "card.boss."+k.String())
	small := ui.FitSize(name, workName, band.W-20)
	ui.TextCentered(img, name, small, band, ui.White)
	cx, cy := w/2, band.Bottom()+66
	ui.Circle(img, cx, cy, 58, cream)
	ui.Ring(img, cx, cy, 58, 6, c)
	ui.TextCentered(img, kindGlyph[k], 76, ui.CenteredAt(cx, cy-3, 116, 116), c)
	// The numbers stand right after the labels, in the card's left part, which a fanned hand
	// leaves in view.
	rows := []string{i18n.T(lang, "boss.ui.sub"), i18n.T(lang, "boss.ui.bossshort")}
	size := float64(workRow)
	for _, label := range rows {
		size = min(size, ui.FitSize(label, workRow, 130))
	}
	small = min(small, size)
	col := 30 + max(ui.Measure(rows[0], size), ui.Measure(rows[1], size)) + 20
	for i, label := range rows {
		r := ui.Rect{X: 16, Y: h - 190 + float64(i)*88, W: w - 32, H: 80}
		ui.RoundRect(img, r, 14, cream)
		ui.Text(img, label, size, r.X+14, r.Y+r.H/2-ui.LineHeight(size)/2, ui.Left, ui.Ink)
		ui.Text(img, kindNumbers[k][i], workValue, col, r.Y+r.H/2-ui.LineHeight(workValue)/2, ui.Left, c)
	}
	return face{img: img, smallest: small}
}

// Sizes on a 独裁カード's face: the table shows it 190 wide at 1280×720, so the effect text,
// never below dictSmall, is 15 pixels or more there and 11 or more at 960×540.
const (
	dictTag   = 28
	dictName  = 44
	dictBig   = 34
	dictSmall = 24
)

// composeDictator: a navy band with 独裁カード and whom it concerns (上司のみ / 全員), the
// name, and the effect in a box.
func composeDictator(d rb.Dictator, lang i18n.Lang) face {
	img, w, h := blank()
	def := rb.Dictators[d]
	ui.RoundRect(img, ui.Rect{X: 8, Y: 8, W: w - 16, H: h - 16}, 16, dictColour)
	band := ui.Rect{X: 18, Y: 18, W: w - 36, H: 44}
	target := i18n.T(lang, "boss.ui.all")
	tc := color.RGBA{0x7c, 0xe0, 0x8c, 0xff}
	if def.BossOnly {
		target, tc = i18n.T(lang, "boss.ui.bossonly"), color.RGBA{0xff, 0x9a, 0x80, 0xff}
	}
	tsize := ui.FitSize(target, dictTag, band.W/2)
	ui.Text(img, target, tsize, band.Right()-8, band.Y+4, ui.Right, tc)
	tag := i18n.T(lang, "boss.ui.dicttag")
	gsize := ui.FitSize(tag, dictTag, band.W-ui.Measure(target, tsize)-28)
	ui.Text(img, tag, gsize, band.X+8, band.Y+4, ui.Left, ui.Gold)
	small := min(tsize, gsize)
	name := i18n.T(lang, "card.boss.d."+def.Key)
	nameBox := ui.Rect{X: 22, Y: band.Bottom() + 4, W: w - 44, H: 104}
	// One line reads best; a name without spaces (Japanese) never breaks inside a word.
	if size := ui.FitSize(name, dictName, nameBox.W); size >= 32 || !strings.Contains(name, " ") {
		ui.TextCentered(img, name, size, nameBox, ui.White)
		small = min(small, size)
	} else {
		small = min(small, drawWrapped(img, name, dictName, 30, nameBox, ui.White))
	}
	box := ui.Rect{X: 18, Y: 174, W: w - 36, H: h - 190}
	ui.RoundRect(img, box, 14, cream)
	text := i18n.T(lang, "card.boss.d."+def.Key+".text")
	small = min(small, drawWrapped(img, text, dictBig, dictSmall, box.Inset(10), ui.Ink))
	return face{img: img, smallest: small}
}

// drawWrapped fits text into r: the largest size from big down to small at which the
// wrapped lines fit, centred horizontally and vertically. It returns the size used.
func drawWrapped(dst *ebiten.Image, s string, big, small float64, r ui.Rect, clr color.Color) float64 {
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
	return size
}

// cardLabel names a card for the log and the prompts. A 独裁カード's name comes quoted in
// Japanese, its own brackets turned to 『』 (「『サボり』スポット」), so no format quotes it twice.
func cardLabel(id int, lang i18n.Lang) string {
	switch {
	case rb.IsWork(id):
		return i18n.T(lang, "card.boss."+rb.KindOf(id).String())
	case rb.IsDictator(id):
		name := i18n.T(lang, "card.boss.d."+rb.Dictators[rb.DictatorOf(id)].Key)
		if lang == i18n.Ja {
			return "「" + strings.NewReplacer("「", "『", "」", "』").Replace(name) + "」"
		}
		return name
	}
	return "?"
}

// cardTip is a card's full text, for its tip: the name, then what it does for a subordinate
// and for the boss (a 独裁カード: whom it concerns, and its effect).
func cardTip(id int, lang i18n.Lang) string {
	switch {
	case rb.IsWork(id):
		k := "card.boss." + rb.KindOf(id).String()
		return i18n.T(lang, "boss.tip.work", i18n.T(lang, k)) + "\n" + i18n.T(lang, k+".sub") + "\n" + i18n.T(lang, k+".boss")
	case rb.IsDictator(id):
		def := rb.Dictators[rb.DictatorOf(id)]
		who := i18n.T(lang, "boss.ui.all")
		if def.BossOnly {
			who = i18n.T(lang, "boss.ui.bossonly")
		}
		return i18n.T(lang, "boss.tip.dict", i18n.T(lang, "card.boss.d."+def.Key), who, i18n.T(lang, "card.boss.d."+def.Key+".text"))
	}
	return ""
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
