package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/scenes/ui"
)

// LookBack shows over the table what its board recorded of the last trick or the last plays,
// through the viewer's eyes (the board was handed only the viewer's redacted events). It opens
// from the bar's button or the L key and closes with L, Esc, its button or a click beside it;
// the table waits meanwhile, as under the score table, so nothing moves while it is read.
type LookBack struct {
	table *Table
	panel ui.LookPanel
}

// NewLookBack opens the look back of t's board.
func NewLookBack(t *Table) *LookBack { return &LookBack{table: t} }

// Overlay implements overlay.
func (l *LookBack) Overlay() bool { return true }

// content is what the board offers; nothing while it shows no game (hot-seat, before the
// first player has taken the device).
func (l *LookBack) content() ui.LookBack {
	b, ok := l.table.board.(lookBacker)
	if !ok || !l.table.ready {
		return ui.LookBack{}
	}
	return b.LookBack()
}

// Update implements Scene.
func (l *LookBack) Update(a *App) error {
	t := l.table
	t.refreshCtx(a)
	l.panel.Place(&t.ctx, l.content(), t.board.CardLabel)
	outside := a.In.Clicked && !l.panel.Rect.Contains(a.In.X, a.In.Y)
	if l.panel.Close.Update(&a.In) || outside || a.In.AnyKey(ebiten.KeyL, ebiten.KeyEscape) {
		a.In.Consume()
		a.Pop()
	}
	return nil
}

// Draw implements Scene.
func (l *LookBack) Draw(dst *ebiten.Image, a *App) {
	t := l.table
	lb := l.content()
	ui.Dim(dst, 0x50)
	l.panel.Place(&t.ctx, lb, t.board.CardLabel)
	l.panel.Draw(dst, &t.ctx, lb, t.board.CardImage, t.board.CardLabel)
}
