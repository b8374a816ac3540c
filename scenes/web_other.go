//go:build !js

package scenes

// Outside the browser there is no page to tell.

func noteFrame(a *App)      { a.frames++ }
func noteScene(name string) {}
func noteTable(t *Table)    {}
func noteTurn(yours bool)   {}
func noteResume(steps int)  {}
