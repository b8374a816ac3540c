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
	table boardTable
	panel ui.LookPanel
}

// boardTable is a table whose board a look back reads: a local or an online one.
type boardTable interface {
	tableBoard() Board
	// boardShown reports whether the board shows a game (not, in hot-seat, before the first
	// player has taken the device); boardCtx is its drawing context, brought up to date.
	boardShown() bool
	boardCtx(a *App) *ui.Ctx
}

// NewLookBack opens the look back of t's board.
func NewLookBack(t boardTable) *LookBack { return &LookBack{table: t} }

// Overlay implements overlay.
func (l *LookBack) Overlay() bool { return true }

// content is what the board offers; nothing while it shows no game.
func (l *LookBack) content() ui.LookBack {
	b, ok := l.table.tableBoard().(lookBacker)
	if !ok || !l.table.boardShown() {
		return ui.LookBack{}
	}
	return b.LookBack()
}

// Update implements Scene.
func (l *LookBack) Update(a *App) error {
	ctx, b := l.table.boardCtx(a), l.table.tableBoard()
	l.panel.Place(ctx, l.content(), b.CardLabel)
	outside := a.In.Clicked && !l.panel.Rect.Contains(a.In.X, a.In.Y)
	if l.panel.Close.Update(&a.In) || outside || a.In.AnyKey(ebiten.KeyL, ebiten.KeyEscape) {
		a.In.Consume()
		a.Pop()
	}
	return nil
}

// Draw implements Scene.
func (l *LookBack) Draw(dst *ebiten.Image, a *App) {
	ctx, b := l.table.boardCtx(a), l.table.tableBoard()
	lb := l.content()
	ui.Dim(dst, 0x50)
	l.panel.Place(ctx, lb, b.CardLabel)
	l.panel.Draw(dst, ctx, lb, b.CardImage, b.CardLabel)
}
