//go:build !js

package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"
)

// Outside the browser there is no page to tell.

func mark(name string)      {}
func noteFrame(a *App)      { a.frames++ }
func noteScene(name string) {}
func noteTable(t *Table)    {}
func noteTurn(yours bool)   {}
func noteResume(steps int)  {}

// probeSink writes the probe to the file -probe names, whole: a temporary file renamed over
// it, so a test reading it never sees half a snapshot.
func probeSink(a *App) func([]byte) {
	path := a.Flags.Probe
	if path == "" {
		return nil
	}
	return func(data []byte) {
		tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".tmp-*")
		if err == nil {
			_, err = tmp.Write(data)
			if cerr := tmp.Close(); err == nil {
				err = cerr
			}
			if err == nil {
				err = os.Rename(tmp.Name(), path)
			}
			if err != nil {
				os.Remove(tmp.Name())
			}
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "zashiki: probe:", err)
		}
	}
}

// The desktop's online screen asks for the server's address, and no page has a link.

func pageServer() string          { return "" }
func tableLink() string           { return "" }
func pageLink(code string) string { return "" }

// writeShot saves the screen as a PNG file at path (-shot).
func (a *App) writeShot(screen *ebiten.Image, path string) {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "zashiki: screenshot:", err)
		return
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		fmt.Fprintln(os.Stderr, "zashiki: screenshot:", err)
	}
}
