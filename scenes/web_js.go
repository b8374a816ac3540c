//go:build js

package scenes

import (
	"runtime/debug"
	"strings"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// The browser build publishes a little of what it is doing on window.zashiki, so the page
// can drop its loading bar at the first frame and the browser test can follow the game.

var status = js.Global().Get("Object").New()

func init() { js.Global().Set("zashiki", status) }

// mark puts a named moment of the start on the page's performance timeline, where
// build/first-frame.mjs reads it to tell where the time to the first frame goes.
func mark(name string) { js.Global().Get("performance").Call("mark", "zashiki:"+name) }

// noteFrame marks a drawn frame; the first one is timed from the page's navigation start.
// Draw only queues the drawing (the shaders are compiled and the textures uploaded after it),
// so the first animation frame after it is noted too (firstShown): by then the browser has
// the frame. The second frame's end is noted as
// well (secondFrame): the menu's card fans join it there (menu.go).
func noteFrame(a *App) {
	if a.frames == 1 {
		status.Set("secondFrame", js.Global().Get("performance").Call("now"))
		collectFromNow()
	}
	if a.frames == 0 {
		perf := js.Global().Get("performance")
		status.Set("firstFrame", perf.Call("now"))
		var shown js.Func
		shown = js.FuncOf(func(js.Value, []js.Value) any {
			status.Set("firstShown", perf.Call("now"))
			shown.Release()
			return nil
		})
		js.Global().Call("requestAnimationFrame", shown)
		if f := js.Global().Get("zashikiFirstFrame"); f.Type() == js.TypeFunction {
			f.Invoke()
		}
	}
	a.frames++
	status.Set("frames", a.frames)
}

// collectFromNow turns Go's collector back on, as it is by default, once the menu is on
// screen: the page starts the game with it off until then (build/index.html), bounded by a
// memory limit that stays, far above what the game holds.
func collectFromNow() {
	debug.SetGCPercent(100)
}

// writeShot has no file to write in the browser, where -shot cannot be given: the page's own
// screenshots are the browser's (build/browser-test.mjs).
func (a *App) writeShot(*ebiten.Image, string) {
	println("zashiki: screenshot: the browser build saves no files")
}

// noteScene names the scene on top when it changes.
func noteScene(name string) { status.Set("scene", name) }

// noteTable publishes the game on the table after every action.
func noteTable(t *Table) {
	status.Set("game", t.setup.Entry.ID)
	status.Set("steps", len(t.sess.Steps))
	last, seat := "", -1
	if n := len(t.sess.Steps); n > 0 {
		last, seat = t.sess.Steps[n-1].Action, t.sess.Steps[n-1].Seat
	}
	status.Set("last", last)
	status.Set("lastSeat", seat)
	// The viewer's own actions, in order: after its play come the other seats' answers and its
	// own forced ones in the same tick, so the last step alone does not tell what it did.
	var own []any
	for _, st := range t.sess.Steps {
		if st.Seat == t.viewer {
			own = append(own, st.Action)
		}
	}
	status.Set("own", own)
}

// noteTurn says whether the human at the screen may act now.
func noteTurn(yours bool) { status.Set("yourTurn", yours) }

// noteResume says how many actions a resumed game was loaded with.
func noteResume(steps int) { status.Set("resumedSteps", steps) }

// probeSink publishes the probe (probe.go) on window.zashiki when the page asked for it by
// setting window.zashikiProbe before the game started: targets, board and the whole snapshot
// as probe.
func probeSink(a *App) func([]byte) {
	if !js.Global().Get("zashikiProbe").Truthy() {
		return nil
	}
	parse := js.Global().Get("JSON")
	return func(data []byte) {
		v := parse.Call("parse", string(data))
		status.Set("probe", v)
		status.Set("targets", v.Get("targets"))
		status.Set("board", v.Get("board"))
	}
}

// pageRoot is the path the page's files hang from: "/" for the page at the root, whether it
// was opened there or by a table's link, /t/CODE (server/webfiles).
func pageRoot() string {
	p := js.Global().Get("location").Get("pathname").String()
	if _, root, ok := linkCode(p); ok {
		return root
	}
	return p[:strings.LastIndex(p, "/")+1]
}

// pageServer is the table server of the page's own origin, which served it (`zashiki serve
// -web`): its WebSocket at the page's root, ws:// or wss:// as the page was loaded.
func pageServer() string {
	loc := js.Global().Get("location")
	scheme := "ws://"
	if loc.Get("protocol").String() == "https:" {
		scheme = "wss://"
	}
	return scheme + loc.Get("host").String() + pageRoot() + "ws"
}

// tableLink is the invite code of the table whose link opened the page, if one did.
func tableLink() string {
	code, _, _ := linkCode(js.Global().Get("location").Get("pathname").String())
	return code
}

// pageLink is the link that opens the table code's lobby in a browser.
func pageLink(code string) string {
	return js.Global().Get("location").Get("origin").String() + pageRoot() + "t/" + code
}
