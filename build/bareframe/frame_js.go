package main

import "syscall/js"

// mark puts a moment of the start on the page's timeline, named as the game names its own
// (scenes/web_js.go): newapp and app around what stands for the game's NewApp, then the
// first Update and Draw.
func mark(name string) { js.Global().Get("performance").Call("mark", "zashiki:"+name) }

// noteFrame notes the frames on window.zashiki as the game does (scenes/web_js.go): the
// first Draw's end, the first animation frame after it, the second Draw's end, the count.
func noteFrame(n int) {
	perf := js.Global().Get("performance")
	status := js.Global().Get("zashiki")
	if status.IsUndefined() {
		status = js.Global().Get("Object").New()
		js.Global().Set("zashiki", status)
	}
	switch n {
	case 0:
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
	case 1:
		status.Set("secondFrame", perf.Call("now"))
	}
	status.Set("frames", n+1)
}
