package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/scenes/ui"
)

// Notice tells the player what went wrong at start (saves that could not be read, each its
// own paragraph) over the menu, every word of it, until they close it.
type Notice struct {
	text  string
	close ui.Button
}

// NewNotice shows text, paragraphs split by line breaks.
func NewNotice(text string) *Notice { return &Notice{text: text} }

// Overlay implements overlay.
func (n *Notice) Overlay() bool { return true }

// noticeSizes are the text sizes tried, largest first, until every line fits the screen.
var noticeSizes = []float64{ui.SizeBody, ui.SizeSmall, ui.SizeSmall * 0.85}

// layout is the panel, the text size and the lines: the largest size at which the whole
// text fits. A notice has a paragraph per blob at most (nine), which the smallest size fits
// on a 1280×720 screen.
func (n *Notice) layout(a *App) (ui.Rect, float64, []string) {
	u := a.U
	w := min(float64(a.W)-80*u, 760*u)
	room := float64(a.H) - 40*u - 170*u // the title above, the button below
	var size float64
	var lines []string
	for _, s := range noticeSizes {
		size = s * u
		lines = nil
		for i, para := range strings.Split(n.text, "\n") {
			if i > 0 {
				lines = append(lines, "")
			}
			lines = append(lines, ui.Wrap(para, size, w-60*u)...)
		}
		if float64(len(lines))*ui.LineHeight(size) <= room {
			break
		}
	}
	h := min(float64(a.H)-40*u, 170*u+float64(len(lines))*ui.LineHeight(size))
	return ui.CenteredAt(float64(a.W)/2, float64(a.H)/2, w, h), size, lines
}

func (n *Notice) place(a *App) {
	u := a.U
	p, _, _ := n.layout(a)
	n.close = ui.Button{Rect: ui.Rect{X: p.X + p.W/2 - 90*u, Y: p.Bottom() - 74*u, W: 180 * u, H: 50 * u},
		Label: a.T("common.close"), Primary: true}
}

// Update implements Scene.
func (n *Notice) Update(a *App) error {
	n.place(a)
	if n.close.Update(&a.In) || a.In.AnyKey(ebiten.KeyEnter, ebiten.KeyEscape, ebiten.KeySpace) {
		a.Pop()
	}
	return nil
}

// Draw implements Scene.
func (n *Notice) Draw(dst *ebiten.Image, a *App) {
	n.place(a)
	u := a.U
	p, size, lines := n.layout(a)
	ui.Dim(dst, 0x90)
	ui.Panel(dst, p, u)
	ui.Text(dst, a.T("notice.title"), ui.SizeLarge*u, p.X+30*u, p.Y+24*u, ui.Left, ui.Danger)
	lh := ui.LineHeight(size)
	for i, line := range lines {
		ui.Text(dst, line, size, p.X+30*u, p.Y+76*u+float64(i)*lh, ui.Left, ui.Ink)
	}
	n.close.Draw(dst, ui.SizeBody*u, u)
}
