package art

import (
	"image"
	"image/color"
)

// Card size in source pixels (drawn at 2× the usual on-screen size).
const (
	cardW, cardH = 150, 210
	cardRadius   = 12
)

var (
	faceIvory  = rgb(0xfdfcf6)
	edgeGrey   = rgb(0x9a9a9e)
	courtGold  = rgb(0xc9a030)
	courtBlue  = rgb(0x234a8c)
	courtTints = [3]color.RGBA{rgb(0xdde8f6), rgb(0xf8e1e4), rgb(0xf5e9c4)} // J, Q, K
)

var rankNames = [14]string{"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}

// blankFace draws the white rounded card with its thin grey border.
func blankFace() canvas {
	c := newCanvas(cardW, cardH)
	c.fill(roundRect(0, 0, cardW, cardH, cardRadius), ident, edgeGrey)
	c.fill(roundRect(1.6, 1.6, cardW-3.2, cardH-3.2, cardRadius-1.6), ident, faceIvory)
	return c
}

// both draws something in the top half and again turned 180° about the
// card's centre, the way printed cards are symmetric.
func both(draw func(m affine)) {
	draw(ident)
	draw(ident.T(cardW, cardH).Flip())
}

// pipCols and pipRows place the pips of 2–10.
const (
	pipL, pipC, pipR = 47.5, 75.0, 102.5
	pipTop, pipBot   = 40.0, cardH - 40.0
	pipSize          = 27.0
)

// pipLayout lists pip centres for ranks 2..10 as (column x, fraction of
// the way from the top row to the bottom row).
var pipLayout = map[int][][2]float64{
	2:  {{pipC, 0}, {pipC, 1}},
	3:  {{pipC, 0}, {pipC, 0.5}, {pipC, 1}},
	4:  {{pipL, 0}, {pipR, 0}, {pipL, 1}, {pipR, 1}},
	5:  {{pipL, 0}, {pipR, 0}, {pipC, 0.5}, {pipL, 1}, {pipR, 1}},
	6:  {{pipL, 0}, {pipR, 0}, {pipL, 0.5}, {pipR, 0.5}, {pipL, 1}, {pipR, 1}},
	7:  {{pipL, 0}, {pipR, 0}, {pipC, 0.25}, {pipL, 0.5}, {pipR, 0.5}, {pipL, 1}, {pipR, 1}},
	8:  {{pipL, 0}, {pipR, 0}, {pipC, 0.25}, {pipL, 0.5}, {pipR, 0.5}, {pipC, 0.75}, {pipL, 1}, {pipR, 1}},
	9:  {{pipL, 0}, {pipR, 0}, {pipL, 1.0 / 3}, {pipR, 1.0 / 3}, {pipC, 0.5}, {pipL, 2.0 / 3}, {pipR, 2.0 / 3}, {pipL, 1}, {pipR, 1}},
	10: {{pipL, 0}, {pipR, 0}, {pipC, 1.0 / 6}, {pipL, 1.0 / 3}, {pipR, 1.0 / 3}, {pipL, 2.0 / 3}, {pipR, 2.0 / 3}, {pipC, 5.0 / 6}, {pipL, 1}, {pipR, 1}},
}

// cardFace draws one card: suit 0..3 (♠♥♦♣), rank 1..13.
func cardFace(tf *Typeface, suit, rank int) *image.RGBA {
	c := blankFace()
	ink := suitColor(suit)
	shape := suitShape(suit)

	// Corner indices: rank over a small suit, top-left and turned bottom-right.
	label, w := tf.fitText(rankNames[rank], 24, 1)
	squeeze := min(1, 22/w)
	both(func(m affine) {
		c.fillBold(label, m.T(16, 22).S(squeeze, 1), ink, 1)
		c.fill(shape, m.T(16, 47.5).S(17, 17), ink)
	})

	switch {
	case rank == 1:
		size := 60.0
		if suit == spades {
			size = 84 // the ace of spades is traditionally the grand one
		}
		c.fill(shape, ident.T(cardW/2, cardH/2).S(size, size), ink)
	case rank <= 10:
		for _, p := range pipLayout[rank] {
			y := pipTop + p[1]*(pipBot-pipTop)
			m := ident.T(p[0], y)
			if p[1] > 0.5 {
				m = m.Flip()
			}
			c.fill(shape, m.S(pipSize, pipSize), ink)
		}
	default:
		courtPanel(c, tf, suit, rank)
	}
	return c.img
}

// courtPanel draws J, Q and K: a framed, tinted panel with a large letter,
// an emblem and the suit, mirrored top and bottom.
func courtPanel(c canvas, tf *Typeface, suit, rank int) {
	const px, py, pw, ph = 29.0, 19.0, cardW - 58.0, cardH - 38.0
	ink := suitColor(suit)
	tint := courtTints[rank-11]
	shape := suitShape(suit)

	panel := roundRect(px+2, py+2, pw-4, ph-4, 3)
	c.fill(roundRect(px, py, pw, ph, 4), ident, courtGold)
	c.fill(panel, ident, tint)
	c.layer(panel, ident, func(l canvas) { // a faint lozenge lattice
		var p path
		for k := -10.0; k < 30; k++ {
			x := px + k*12
			p = append(p, line(pt{x, py}, pt{x + ph/2, py + ph}, 0.9, 0)...)
			p = append(p, line(pt{x, py + ph}, pt{x + ph/2, py}, 0.9, 0)...)
		}
		l.fill(p, ident, withAlpha(courtGold, 0.35))
	})
	c.fill(frame(px+4.5, py+4.5, pw-9, ph-9, 2, 1.2), ident, ink)

	// A sash across the middle separates the two halves.
	c.fill(line(pt{px + 5, cardH/2 + 9}, pt{px + pw - 5, cardH/2 - 9}, 4.5, 0), ident, courtGold)

	letter, _ := tf.fitText(rankNames[rank], 42, 1)
	both(func(m affine) {
		c.fill(emblem(rank), m.T(cardW/2, 38), courtGold)
		c.fillBold(letter, m.T(cardW/2, 73), tint, 3.2)
		c.fillBold(letter, m.T(cardW/2, 73), courtGold, 2.6)
		c.fillBold(letter, m.T(cardW/2, 73), ink, 1.3)
		c.fill(shape, m.T(px+15, 73).S(15, 15), ink)
		c.fill(shape, m.T(px+pw-15, 73).S(15, 15), ink)
	})
}

// emblem is a small crown (K), coronet (Q) or crossed swords (J), about
// 28 px wide, centred on (0, 0).
func emblem(rank int) path {
	switch rank {
	case 13: // a crown with three points and a jewel in the band
		p := polygon(pt{-15, 8}, pt{-15, -5}, pt{-7.5, 1}, pt{0, -8}, pt{7.5, 1}, pt{15, -5}, pt{15, 8})
		p = append(p, circle(-15, -7, 2.4)...)
		p = append(p, circle(0, -10, 2.6)...)
		p = append(p, circle(15, -7, 2.4)...)
		return append(p, circle(0, 4, 2.2).reversed()...)
	case 12: // a domed tiara set with three jewels
		var p path
		p.moveTo(-13, 8)
		p.lineTo(-13, 3)
		p.cubeTo(-13, -4, -6, -7, 0, -7)
		p.cubeTo(6, -7, 13, -4, 13, 3)
		p.lineTo(13, 8)
		p.close()
		p = append(p, circle(0, -10, 2.6)...)
		for _, x := range []float64{-7, 0, 7} {
			p = append(p, circle(x, 2, 1.9).reversed()...)
		}
		return p
	default: // crossed swords
		var p path
		for _, a := range []float64{-0.72, 0.72} {
			var sw path
			sw.moveTo(0, -17)
			sw.lineTo(2.2, -13)
			sw.lineTo(2.2, 5)
			sw.lineTo(-2.2, 5)
			sw.lineTo(-2.2, -13)
			sw.close()
			sw = append(sw, roundRect(-6, 4.5, 12, 3, 1.5)...)
			sw = append(sw, roundRect(-1.5, 6, 3, 6, 0.8)...)
			sw = append(sw, circle(0, 12.5, 2.4)...)
			p.add(sw, ident.S(0.85, 0.85).T(0, 1).R(a))
		}
		return p
	}
}
