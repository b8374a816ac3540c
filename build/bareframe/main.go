// Command bareframe is the floor the browser build's first frame is measured against: an
// Ebitengine game that fills the screen and draws one rectangle, built and served as the game
// is (build/first-frame-bare.sh: build/web.sh's flags, the same page) and timed by
// build/first-frame.mjs from the same notes on window.zashiki (frame_js.go). What the game's
// first frame takes beyond this one is the game's own start.
package main

import (
	"image/color"
	"log"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

type bare struct {
	frames  int
	updated bool
}

func (b *bare) Update() error {
	if !b.updated {
		mark("update")
		b.updated = true
	}
	return nil
}

func (b *bare) Draw(dst *ebiten.Image) {
	if b.frames == 0 {
		mark("draw")
	}
	dst.Fill(color.RGBA{0x14, 0x33, 0x2a, 0xff})
	vector.FillRect(dst, 100, 100, 300, 200, color.RGBA{0xd9, 0x4a, 0x2b, 0xff}, false)
	noteFrame(b.frames)
	b.frames++
}

func (b *bare) Layout(w, h int) (int, int) { return w, h }

func main() {
	mark("newapp")
	ebiten.SetWindowTitle("bare frame")
	mark("app")
	if err := ebiten.RunGame(&bare{}); err != nil {
		log.Fatal(err)
	}
}
