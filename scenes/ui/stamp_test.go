package ui

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

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
// from their cached images cover the same pixels as the vector paths filled in place. The
// white stamp tinted may round a channel one step differently; and a sample of the eight
// anti-aliasing samples that lies on an edge may fall either side with the stencil's offset
// in its atlas (filling in place varies as much with the other paths of the batch): a few
// edge pixels may differ by one sample, 1/8 of full ink.
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
			if d, at, over := worstDiff(direct, stamped, 1); d > 255/8+1 || over > 4 {
				t.Errorf("%s: stamped shapes differ from filled paths by up to %d (at %v), in %d pixels by more than one step", name, d, at, over)
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

// TestOutlinesCoverWhatStrokesCover: an outline, a ring and an arc, drawn as the band between
// two paths, ink the pixels Ebitengine's stroke of the same path (round joins and caps) inks:
// the two differ only where an edge pixel's anti-aliasing samples round either way.
func TestOutlinesCoverWhatStrokesCover(t *testing.T) {
	stroke := func(dst *ebiten.Image, build func(p *vector.Path), o vector.StrokeOptions, clr color.Color) {
		var p vector.Path
		build(&p)
		op := &vector.DrawPathOptions{AntiAlias: true}
		op.ColorScale.ScaleWithColor(clr)
		vector.StrokePath(dst, &p, &o, op)
	}
	for _, x := range []float64{20, 20.25, 20.5, 20.8} {
		for _, y := range []float64{10, 10.4} {
			shapes := []struct {
				name   string
				band   func(dst *ebiten.Image)
				stroke func(dst *ebiten.Image)
			}{
				{"outline", func(dst *ebiten.Image) { RoundRectLine(dst, Rect{x, y, 80.5, 44}, 10, 2.5, Accent) },
					func(dst *ebiten.Image) {
						stroke(dst, func(p *vector.Path) { roundRectPath(p, Rect{x, y, 80.5, 44}, 10, false) },
							vector.StrokeOptions{Width: 2.5, LineJoin: vector.LineJoinRound}, Accent)
					}},
				{"thick outline, small corners", func(dst *ebiten.Image) { RoundRectLine(dst, Rect{x + 100, y, 60, 40}, 2, 6, Gold) },
					func(dst *ebiten.Image) {
						stroke(dst, func(p *vector.Path) { roundRectPath(p, Rect{x + 100, y, 60, 40}, 2, false) },
							vector.StrokeOptions{Width: 6, LineJoin: vector.LineJoinRound}, Gold)
					}},
				{"ring", func(dst *ebiten.Image) { Ring(dst, x+190, y+30, 15, 2, Muted) },
					func(dst *ebiten.Image) {
						// The disc within, in the felt's colour, over the disc without: a
						// circle's stroke leaves a notch where the path closes.
						vector.FillCircle(dst, float32(x+190), float32(y+30), 16, Muted, true)
						vector.FillCircle(dst, float32(x+190), float32(y+30), 14, Felt, true)
					}},
				{"arc", func(dst *ebiten.Image) { Arc(dst, x+60, y+80, 20, -1.57, 2, 6, Accent) },
					func(dst *ebiten.Image) {
						stroke(dst, func(p *vector.Path) {
							p.Arc(float32(x+60), float32(y+80), 20, -1.57, 2, vector.Clockwise)
						}, vector.StrokeOptions{Width: 6, LineCap: vector.LineCapRound}, Accent)
					}},
			}
			for _, s := range shapes {
				ClearStamps()
				band := uitest.Snapshot(240, 120, func(dst *ebiten.Image) { dst.Fill(Felt); s.band(dst) })
				ref := uitest.Snapshot(240, 120, func(dst *ebiten.Image) { dst.Fill(Felt); s.stroke(dst) })
				if d, at, over := worstDiff(band, ref, 255/8+1); over > 0 {
					t.Errorf("%s at x %.2f y %.2f: differs from the stroke by up to %d (at %v), in %d pixels by more than 1/8 of full ink", s.name, x, y, d, at, over)
				}
			}
		}
	}
}
