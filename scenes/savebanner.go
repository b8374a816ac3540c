package scenes

import (
	"errors"
	"io/fs"
	"os"
	"runtime"
	"syscall"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/scenes/ui"
	"zashiki/store"
)

// saveReasons say in the player's words the failures they can do something about; any other
// is said as the system says it.
var saveReasons = []struct {
	err error
	key string
}{
	{syscall.ENOSPC, "save.why.full"},
	{syscall.EFBIG, "save.why.big"},
	{syscall.EROFS, "save.why.ro"},
	{syscall.EISDIR, "save.why.dir"}, // a file renamed over a folder, empty or not
	{syscall.EEXIST, "save.why.dir"},
	{syscall.ENOTEMPTY, "save.why.dir"},
	{fs.ErrPermission, "save.why.perm"},
}

// saveReason is why a write failed, in the player's language where it can be.
func saveReason(a *App, err error) string {
	for _, r := range saveReasons {
		if errors.Is(err, r.err) {
			return a.T(r.key)
		}
	}
	for u := errors.Unwrap(err); u != nil; u = errors.Unwrap(err) {
		err = u // the system's words without the paths around them
	}
	return err.Error()
}

// copyDirs are where a copy of a match that cannot be saved goes, the first that takes it:
// the home folder, where a player finds it, else the system's temporary folder, often on
// another disk than a full one. Tests point it elsewhere.
var copyDirs = func() []store.Dir {
	var out []store.Dir
	if home, err := os.UserHomeDir(); err == nil {
		out = append(out, store.Dir{Path: home})
	}
	return append(out, store.Dir{Path: os.TempDir()})
}

// saveBanner says, on the table and on the menu, that saving is failing, until a write
// lands: why, that every move tries again, and on the table of the desktop a button that
// keeps a copy of the match elsewhere, then where the copy is.
type saveBanner struct {
	copy ui.Button
}

// bannerRect is where the banner goes: atop the game log's column, over its oldest lines
// (on the menu, the same corner, clear of the title and the buttons); its height follows.
func bannerRect(a *App) ui.Rect {
	lw := logWidth(a)
	return ui.Rect{X: float64(a.W) - lw + 6*a.U, Y: 58 * a.U, W: lw - 12*a.U}
}

// lines are the banner's words, nil when every write has landed. offer says the button to
// keep a copy is shown.
func (b *saveBanner) lines(a *App, size, width float64, table bool) (lines []string, offer bool) {
	if a.writes == nil {
		return nil, false
	}
	tr := a.writes.trouble()
	if tr == nil {
		return nil, false
	}
	text := a.T("save.failed", saveReason(a, tr.err)) + "\n" + a.T("save.retry")
	switch {
	case tr.copied != "":
		text += "\n" + a.T("save.copied", tr.copied)
	case tr.copyErr != nil:
		text += "\n" + a.T("save.nocopy", saveReason(a, tr.copyErr))
	}
	offer = table && tr.copied == "" && runtime.GOOS != "js"
	return ui.Wrap(text, size, width), offer
}

// place lays the banner out: its box, its lines and the copy button.
func (b *saveBanner) place(a *App, table bool) (ui.Rect, []string) {
	u := a.U
	r := bannerRect(a)
	size := ui.SizeSmall * u
	lines, offer := b.lines(a, size, r.W-24*u, table)
	if lines == nil {
		b.copy = ui.Button{}
		return ui.Rect{}, nil
	}
	r.H = float64(len(lines))*ui.LineHeight(size) + 20*u
	b.copy = ui.Button{}
	if offer {
		b.copy = ui.Button{Rect: ui.Rect{X: r.X + 12*u, Y: r.Bottom(), W: r.W - 24*u, H: 38 * u}, Label: a.T("save.copy")}
		r.H += 50 * u
	}
	return r, lines
}

// update takes a press of the copy button; it reports whether it took the input.
func (b *saveBanner) update(a *App) bool {
	b.place(a, true)
	if b.copy.Rect.W == 0 || !b.copy.Update(&a.In) {
		return false
	}
	a.writes.copyTo(copyDirs())
	return true
}

// draw draws the banner when a write is failing.
func (b *saveBanner) draw(dst *ebiten.Image, a *App, table bool) {
	r, lines := b.place(a, table)
	if lines == nil {
		return
	}
	u := a.U
	size := ui.SizeSmall * u
	if table { // no half line of the log peeks out under it
		ui.Fill(dst, ui.Rect{X: r.X - 6*u, Y: 52 * u, W: r.W + 12*u, H: r.Bottom() + 6*u - 52*u}, ui.FeltDark)
	}
	ui.RoundRect(dst, r, 10*u, ui.Danger)
	for i, line := range lines {
		ui.Text(dst, line, size, r.X+12*u, r.Y+10*u+float64(i)*ui.LineHeight(size), ui.Left, ui.White)
	}
	if b.copy.Rect.W > 0 {
		b.copy.Draw(dst, ui.SizeBody*u, u)
	}
}
