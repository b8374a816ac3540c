package art

import "image/color"

// Suits in sheet order: ♠ ♥ ♦ ♣ (as in zashiki/rules/deck).
const (
	spades = iota
	hearts
	diamonds
	clubs
)

var (
	inkRed   = rgb(0xc8102e)
	inkBlack = rgb(0x1b1b1f)
)

func suitColor(s int) color.RGBA {
	if s == hearts || s == diamonds {
		return inkRed
	}
	return inkBlack
}

// suitShape returns the outline of a suit symbol centred on (0, 0), about
// 1 unit wide and 1 unit tall.
func suitShape(s int) path {
	switch s {
	case spades:
		return spadeShape()
	case hearts:
		return heartShape()
	case diamonds:
		return diamondShape()
	default:
		return clubShape()
	}
}

func heartShape() path {
	var p path
	p.moveTo(0, 0.5)
	p.cubeTo(-0.16, 0.32, -0.5, 0.08, -0.5, -0.2)
	p.cubeTo(-0.5, -0.38, -0.38, -0.5, -0.25, -0.5)
	p.cubeTo(-0.11, -0.5, -0.02, -0.41, 0, -0.3)
	p.cubeTo(0.02, -0.41, 0.11, -0.5, 0.25, -0.5)
	p.cubeTo(0.38, -0.5, 0.5, -0.38, 0.5, -0.2)
	p.cubeTo(0.5, 0.08, 0.16, 0.32, 0, 0.5)
	p.close()
	return p
}

// stem is the flared foot of the spade and the club.
func stem(top, w float64) path {
	var p path // wound clockwise on screen, like the other shapes
	p.moveTo(0.035, top)
	p.cubeTo(0.035, 0.33, 0.1, 0.45, w/2, 0.5)
	p.lineTo(-w/2, 0.5)
	p.cubeTo(-0.1, 0.45, -0.035, 0.33, -0.035, top)
	p.close()
	return p
}

func spadeShape() path {
	var p path
	p.moveTo(0, -0.5)
	p.cubeTo(0.14, -0.3, 0.5, -0.12, 0.5, 0.13)
	p.cubeTo(0.5, 0.29, 0.38, 0.38, 0.25, 0.38)
	p.cubeTo(0.13, 0.38, 0.04, 0.31, 0, 0.23)
	p.cubeTo(-0.04, 0.31, -0.13, 0.38, -0.25, 0.38)
	p.cubeTo(-0.38, 0.38, -0.5, 0.29, -0.5, 0.13)
	p.cubeTo(-0.5, -0.12, -0.14, -0.3, 0, -0.5)
	p.close()
	return append(p, stem(0.2, 0.34)...)
}

func diamondShape() path {
	var p path
	p.moveTo(0, -0.5)
	p.quadTo(0.17, -0.2, 0.4, 0)
	p.quadTo(0.17, 0.2, 0, 0.5)
	p.quadTo(-0.17, 0.2, -0.4, 0)
	p.quadTo(-0.17, -0.2, 0, -0.5)
	p.close()
	return p
}

func clubShape() path {
	const r = 0.24
	p := circle(0, -0.262, r)
	p = append(p, circle(-0.262, 0.085, r)...)
	p = append(p, circle(0.262, 0.085, r)...)
	p = append(p, circle(0, 0, 0.12)...)
	return append(p, stem(0.0, 0.34)...)
}
