// Command shotcheck looks at a screenshot the game saved and says whether it shows what it
// should: not blank, and (with -want results) the results panel in the middle.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
)

func main() {
	want := flag.String("want", "", "the screen expected: results, table, menu")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: shotcheck [-want results|table|menu] FILE.png")
		os.Exit(2)
	}
	if err := check(flag.Arg(0), *want); err != nil {
		fmt.Fprintln(os.Stderr, "shotcheck:", flag.Arg(0)+":", err)
		os.Exit(1)
	}
	fmt.Println("shotcheck:", flag.Arg(0), "ok")
}

func check(path, want string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return err
	}
	b := img.Bounds()
	if b.Dx() < 320 || b.Dy() < 200 {
		return fmt.Errorf("too small: %dx%d", b.Dx(), b.Dy())
	}
	if n := colours(img, b); n < 64 {
		return fmt.Errorf("looks blank: only %d distinct colours", n)
	}
	centre := image.Rect(b.Dx()/4, b.Dy()*3/20, b.Dx()*3/4, b.Dy()*17/20)
	paper := share(img, centre, func(r, g, bl uint32) bool { return r > 0xe0 && g > 0xd8 && bl > 0xc8 })
	felt := share(img, b, func(r, g, bl uint32) bool { return g > r+0x10 && g > bl && g < 0x90 })
	switch want {
	case "results":
		if paper < 0.5 {
			return fmt.Errorf("no results panel in the middle (paper share %.2f)", paper)
		}
	case "table", "menu":
		if felt < 0.3 {
			return fmt.Errorf("no table felt (felt share %.2f)", felt)
		}
	}
	return nil
}

func colours(img image.Image, b image.Rectangle) int {
	seen := map[uint32]bool{}
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[r>>8<<16|g>>8<<8|bl>>8] = true
		}
	}
	return len(seen)
}

func share(img image.Image, r image.Rectangle, match func(r, g, b uint32) bool) float64 {
	hit, all := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y += 2 {
		for x := r.Min.X; x < r.Max.X; x += 2 {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if match(cr>>8, cg>>8, cb>>8) {
				hit++
			}
			all++
		}
	}
	return float64(hit) / float64(max(all, 1))
}
