package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/engine"
	fe "zashiki/rules/freeeight"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui/uitest"
)

// confirmCurtain presses Enter on the curtain on top and runs a tick.
func confirmCurtain(t *testing.T, a *App) string {
	t.Helper()
	c, ok := a.Top().(*Curtain)
	if !ok {
		t.Fatalf("expected the curtain, top is %T", a.Top())
	}
	a.In.PressKey(ebiten.KeyEnter)
	if err := c.Update(a); err != nil {
		t.Fatal(err)
	}
	return c.name
}

func TestHotSeatCurtainHidesTheTableBetweenHumans(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	tb, err := NewTable(a, freeEightSetup(a, "hhcc", 11))
	if err != nil {
		t.Fatal(err)
	}
	a.Push(tb)
	step(t, a, 1)
	if tb.viewer != -1 || tb.dealt {
		t.Fatalf("the deal was shown (viewer %d) before any player took the seat", tb.viewer)
	}
	img := uitest.Snapshot(shotW, shotH, a.Draw)
	uitest.Save(t, "curtain-ja", img)
	if share := darkShare(img); share < 0.8 {
		t.Errorf("the curtain covers only %.0f%% of the screen", share*100)
	}
	if name := confirmCurtain(t, a); name != tb.setup.Seats[0].Name {
		t.Errorf("first curtain named %q, want seat 1's player", name)
	}
	seen := map[int]bool{}
	for tick := 0; tick < 30000 && len(seen) < 2; tick++ {
		if _, ok := a.Top().(*Curtain); ok {
			confirmCurtain(t, a)
			continue
		}
		step(t, a, 1)
		if legal := tb.humanLegal(); len(legal) > 0 {
			if tb.viewer != tb.sess.State.Actors()[0] && !tb.sess.InWindow {
				t.Fatalf("seat %d acts while the board shows seat %d", tb.sess.State.Actors()[0], tb.viewer)
			}
			seen[tb.viewer] = true
			tb.apply(tb.viewer, legal[len(legal)-1])
		}
	}
	if !seen[0] || !seen[1] {
		t.Errorf("both humans should have played, saw %v", seen)
	}
}

// darkShare is the share of pixels as dark as the curtain's cloth.
func darkShare(img *image.RGBA) float64 {
	dark, all := 0, 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 4 {
		for x := b.Min.X; x < b.Max.X; x += 4 {
			i := img.PixOffset(x, y)
			if img.Pix[i] < 0x40 && img.Pix[i+1] < 0x60 && img.Pix[i+2] < 0x50 {
				dark++
			}
			all++
		}
	}
	return float64(dark) / float64(all)
}

// TestHotSeatRonWindowVisitsEveryHuman: when a human may declare ロン, every other human is
// shown the same pause, so passing the device does not tell who could have declared.
func TestHotSeatRonWindowVisitsEveryHuman(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	tb, st := hotSeatRonWindow(t, a)
	checkWindow(t, a, tb, st)
}

// hotSeatRonWindow plays hot-seat Free Eight tables (two humans, two CPUs) at random until a
// ロン window opens that exactly one of the humans can answer, on a card a CPU discarded, and
// returns the table with the game there (the table not yet shown).
func hotSeatRonWindow(t *testing.T, a *App) (*Table, engine.State) {
	t.Helper()
	for seed := uint64(1); seed < 600; seed++ {
		tb, err := NewTable(a, freeEightSetup(a, "hhcc", seed))
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		st := tb.sess.State
		for st.Outcome() == nil {
			actors := st.Actors()
			v := st.View(actors[0]).(*fe.View)
			if v.Phase == fe.PhaseRon && v.Discarder >= 2 && canRon(st, 0) != canRon(st, 1) {
				return tb, st
			}
			seat := actors[rng.IntN(len(actors))]
			legal := st.Legal(seat)
			if _, err := st.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no ロン window that exactly one of two humans could answer in 600 games")
	return nil, nil
}

// canRon reports whether seat's hand may declare ロン in the open window (every other seat
// is asked, and one that cannot may only pass).
func canRon(st engine.State, seat int) bool {
	_, ok := engine.FindLegal(st, seat, "ron")
	return ok
}

func checkWindow(t *testing.T, a *App, tb *Table, st engine.State) {
	t.Helper()
	asked := 0
	if canRon(st, 1) {
		asked = 1
	}
	tb.sess.State, tb.sess.Last, tb.dealt, tb.viewer = st, st.View(0).(*fe.View).Discarder, true, 0
	tb.show()
	a.Push(tb)
	shown := map[int]bool{}
	for tick := 0; tick < 3000 && tb.sess.State.Window() != nil; tick++ {
		if _, ok := a.Top().(*Curtain); ok {
			confirmCurtain(t, a)
			continue
		}
		step(t, a, 1)
		if tb.sess.InWindow && len(tb.sess.Visits) > 0 && tb.sess.Visits[0] == tb.viewer {
			shown[tb.viewer] = true
		}
	}
	if tb.sess.State.Window() != nil {
		t.Fatal("the window never closed")
	}
	t.Logf("window shown to %v, asked seat %d", shown, asked)
	if !shown[0] || !shown[1] {
		t.Errorf("the window was shown to %v; both humans must see it (seat %d was asked)", shown, asked)
	}
}
