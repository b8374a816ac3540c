package ui

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/scenes/ui/uitest"
)

// ticking makes the package see a new tick whenever step is called (the tests run inside
// one Update of the game loop, where Ebitengine's tick stands still).
func ticking(t *testing.T) (step func()) {
	var n int64 = 1000
	old := tick
	tick = func() int64 { return n }
	t.Cleanup(func() { tick = old })
	return func() { n++ }
}

// drawTwice draws with draw on two fresh images, in two ticks, after emptying the caches:
// the first request of each key draws directly, the second as a stamp.
func drawTwice(t *testing.T, draw func(dst *ebiten.Image)) (direct, stamped *image.RGBA) {
	t.Helper()
	step := ticking(t)
	ClearStamps()
	bg := func(dst *ebiten.Image) {
		dst.Fill(Felt)
		draw(dst)
	}
	direct = uitest.Snapshot(240, 120, bg)
	step()
	stamped = uitest.Snapshot(240, 120, bg)
	return
}

// worstDiff is the largest difference of one channel between a and b, and where; over is
// how many pixels differ by more than tol.
func worstDiff(a, b *image.RGBA, tol int) (worst int, at image.Point, over int) {
	for i := 0; i < len(a.Pix); i += 4 {
		px := 0
		for c := range 4 {
			px = max(px, abs(int(a.Pix[i+c])-int(b.Pix[i+c])))
		}
		if px > tol {
			over++
		}
		if px > worst {
			worst, at = px, image.Pt(i/4%a.Rect.Dx(), i/4/a.Rect.Dx())
		}
	}
	return
}

func abs(v int) int { return max(v, -v) }

// TestStampedTextDrawsTheSamePixels: text drawn from its cached image is pixel for pixel the
// text text.Draw lays out, at any fraction of a pixel, in every alignment and colour.
func TestStampedTextDrawsTheSamePixels(t *testing.T) {
	withUnit(t, 1280, 720)
	for _, x := range []float64{60, 60.25, 60.5, 60.75, 61.49, 61.51} {
		for _, y := range []float64{20, 20.3, 20.5, 20.8} {
			for _, align := range []Align{Left, Center, Right} {
				name := fmt.Sprintf("x %.2f y %.2f align %d", x, y, align)
				direct, stamped := drawTwice(t, func(dst *ebiten.Image) {
					Text(dst, "手番 Kenji ♥Q…", 18, x+60, y, align, Gold)
					Text(dst, "二行目\nsecond line", 15, x+60, y+30, align, color.RGBA{0x20, 0x40, 0x60, 0xc0})
					TextCentered(dst, "中央 OK", 22, Rect{x, y + 60, 120, 40.5}, Ink)
				})
				if texts.m[textKey{s: "手番 Kenji ♥Q…", size: 18, align: align}] == nil || texts.m[textKey{s: "手番 Kenji ♥Q…", size: 18, align: align}].img == nil {
					t.Fatalf("%s: the second request drew no stamp", name)
				}
				if d, at, _ := worstDiff(direct, stamped, 0); d != 0 {
					t.Errorf("%s: stamped text differs from text.Draw by %d at %v", name, d, at)
				}
			}
		}
	}
}

// TestStampedShapesDrawTheSamePixels: rounded boxes, outlines, discs, rings and arcs drawn
// from their cached images are the shapes drawn in place, but for the white stamp tinted
// rounding a channel one step differently.
func TestStampedShapesDrawTheSamePixels(t *testing.T) {
	for _, x := range []float64{20, 20.25, 20.5, 20.8} {
		for _, y := range []float64{10, 10.4, 10.5} {
			name := fmt.Sprintf("x %.2f y %.2f", x, y)
			direct, stamped := drawTwice(t, func(dst *ebiten.Image) {
				RoundRect(dst, Rect{x, y, 80.5, 40}, 9, color.RGBA{0, 0, 0, 0x60})
				RoundRect(dst, Rect{x + 4, y + 2, 70, 30.3}, 12, Paper)
				RoundRectLine(dst, Rect{x + 100, y, 60, 44}, 10, 2.5, Accent)
				Circle(dst, x+190, y+25, 12.5, Gold)
				Ring(dst, x+190, y+75, 15, 2, Muted)
				Arc(dst, x+120, y+80, 20, -1.57, 2, 6, Accent)
				Panel(dst, Rect{x, y + 55, 80, 50}, 1)
			})
			if d, at, _ := worstDiff(direct, stamped, 1); d > 1 {
				t.Errorf("%s: stamped shapes differ from the shapes drawn in place by up to %d (at %v)", name, d, at)
			}
		}
	}
}

// TestStampsAreDrawnFromALaterTickAndEvictedLeastRecentFirst: a key asked for only within one
// tick keeps no image; the cache keeps to its budget by dropping the stamps unused longest.
func TestStampsAreDrawnFromALaterTickAndEvictedLeastRecentFirst(t *testing.T) {
	step := ticking(t)
	ClearStamps()
	for range 3 {
		Text(ebiten.NewImage(50, 20), "一", 15, 0, 0, Left, Ink)
	}
	st := texts.m[textKey{s: "一", size: 15}]
	if st == nil || st.img != nil {
		t.Fatalf("text asked for three times in one tick: stamp %+v, want a key without an image", st)
	}
	step()
	Text(ebiten.NewImage(50, 20), "一", 15, 0, 0, Left, Ink)
	if st.img == nil {
		t.Error("text asked for again in a later tick drew no stamp")
	}
	c := stampCache[int]{maxKeys: 8, maxPixels: 1 << 20}
	for k := range 8 {
		c.lookup(k)
	}
	c.lookup(0) // 0 is now the most recent
	c.lookup(8) // over the budget: half the keys go, the least recent first
	for _, k := range []int{1, 2, 3, 4} {
		if _, ok := c.m[k]; ok {
			t.Errorf("key %d, among the least recent, was kept", k)
		}
	}
	for _, k := range []int{0, 5, 6, 7, 8} {
		if _, ok := c.m[k]; !ok {
			t.Errorf("key %d, among the most recent, was dropped", k)
		}
	}
	img := ebiten.NewImage(400, 400) // over the pixel budget on its own: evicted at once
	s := c.lookup(9)
	c.store(s, img, 0, 0)
	if c.pixels > c.maxPixels {
		t.Errorf("%d pixels kept over a budget of %d", c.pixels, c.maxPixels)
	}
}
