package meter

import (
	"errors"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

func msList(ms ...float64) []time.Duration {
	out := make([]time.Duration, len(ms))
	for i, m := range ms {
		out[i] = time.Duration(m * float64(time.Millisecond))
	}
	return out
}

func TestMedianAndP99(t *testing.T) {
	odd := Span{CPU: msList(5, 1, 3)}
	if got := odd.Median(); got != 3*time.Millisecond {
		t.Errorf("median of 5,1,3 = %v", got)
	}
	even := Span{CPU: msList(4, 1, 3, 2)}
	if got := even.Median(); got != 2500*time.Microsecond {
		t.Errorf("median of 4,1,3,2 = %v, want the mean of the middle two", got)
	}
	// 1..200 ms: the 99th percentile by nearest rank is the 198th value.
	var many []float64
	for i := 200; i >= 1; i-- {
		many = append(many, float64(i))
	}
	s := Span{CPU: msList(many...)}
	if got := s.P99(); got != 198*time.Millisecond {
		t.Errorf("p99 of 1..200 ms = %v, want 198ms", got)
	}
	if got := (Span{CPU: msList(7)}).P99(); got != 7*time.Millisecond {
		t.Errorf("p99 of one frame = %v", got)
	}
	// With fewer than 100 frames the p99 is the slowest frame.
	if got := (Span{CPU: msList(1, 9, 2)}).P99(); got != 9*time.Millisecond {
		t.Errorf("p99 of 1,9,2 = %v", got)
	}
	var none Span
	if none.Median() != 0 || none.P99() != 0 || none.FPS() != 0 {
		t.Errorf("an empty span: median %v p99 %v fps %v", none.Median(), none.P99(), none.FPS())
	}
	if s.CPU[0] != 200*time.Millisecond {
		t.Error("the statistics sorted the span's own samples")
	}
}

func TestFPSAndRatio(t *testing.T) {
	tbl := Span{Frames: 300, Wall: 5 * time.Second}
	br := Span{Frames: 1000, Wall: 4 * time.Second}
	if tbl.FPS() != 60 || br.FPS() != 250 {
		t.Errorf("fps %v and %v", tbl.FPS(), br.FPS())
	}
	if got := Ratio(tbl, br); got != 0.24 {
		t.Errorf("ratio %v, want 0.24", got)
	}
	if got := Ratio(tbl, Span{}); got != 0 {
		t.Errorf("ratio against nothing %v", got)
	}
	var sum Span
	sum.Add(tbl)
	sum.Add(Span{Frames: 60, Wall: time.Second, CPU: msList(1)})
	if sum.Frames != 360 || sum.Wall != 6*time.Second || len(sum.CPU) != 1 {
		t.Errorf("sum %+v", sum)
	}
}

// summaryRE is the last line's format, as build/smoke.sh checks it.
var summaryRE = regexp.MustCompile(`^[a-z]+: ratio [0-9]+\.[0-9]{2} \(table [0-9]+\.[0-9] fps, bare [0-9]+\.[0-9] fps\), cpu median [0-9]+\.[0-9]{2} ms p99 [0-9]+\.[0-9]{2} ms$`)

func TestSummaryLine(t *testing.T) {
	tbl := Span{Frames: 345, Wall: 5 * time.Second, CPU: msList(1.2, 1.25, 9.004)}
	br := Span{Frames: 500, Wall: 5 * time.Second}
	got := Summary("boss", tbl, br)
	want := "boss: ratio 0.69 (table 69.0 fps, bare 100.0 fps), cpu median 1.25 ms p99 9.00 ms"
	if got != want {
		t.Errorf("summary\n got %q\nwant %q", got, want)
	}
	if !summaryRE.MatchString(got) {
		t.Errorf("%q does not match the documented format", got)
	}
	if got := Line("idle menu", Span{Frames: 120, Wall: 2 * time.Second, CPU: msList(0.5, 0.25)}); got != "idle menu: 60.0 fps, cpu median 0.38 ms p99 0.50 ms (120 frames in 2.0 s)" {
		t.Errorf("line %q", got)
	}
}

// fakeClock is a clock the fake scenes advance as if they worked.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }
func (c *fakeClock) work(ms float64) func()  { return func() { c.advance(time.Duration(ms * 1e6)) } }
func newClock() *fakeClock                   { return &fakeClock{t: time.Unix(1000, 0)} }

// fakeScene costs upd per Update and drw per Draw, on the fake clock.
type fakeScene struct {
	upd, drw       func()
	updates, draws int
	layoutW        int
}

func (s *fakeScene) Update() error {
	s.updates++
	s.upd()
	return nil
}

func (s *fakeScene) Draw(*ebiten.Image) {
	s.draws++
	s.drw()
}

func (s *fakeScene) Layout(w, h int) (int, int) {
	s.layoutW = w
	return w, h
}

// run drives g as Ebitengine would, one Update and one Draw a frame, each frame also taking
// frame of the clock outside the game (the GPU's share), until it ends.
func run(t *testing.T, g ebiten.Game, c *fakeClock, frame time.Duration) {
	t.Helper()
	g.Layout(1280, 720)
	for i := 0; i < 1e6; i++ {
		err := g.Update()
		if errors.Is(err, ebiten.Termination) {
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		g.Draw(nil)
		c.advance(frame)
	}
	t.Fatal("the run never ended")
}

func TestBenchAlternatesAndMeasures(t *testing.T) {
	c := newClock()
	tbl := &fakeScene{upd: c.work(1), drw: c.work(2)} // 3 ms of CPU a frame
	ref := &fakeScene{upd: c.work(0), drw: c.work(0)} // nothing but the outside share
	menu := &fakeScene{upd: c.work(0.5), drw: c.work(0.5)}
	b := &Bench{Game: "freeeight", Table: tbl, Bare: ref, Menu: menu, Secs: 8, Now: c.now, Warmup: time.Second}
	run(t, b, c, 2*time.Millisecond)
	if !b.Done() {
		t.Fatal("not done")
	}
	if tbl.layoutW != 1280 || ref.layoutW != 1280 || menu.layoutW != 1280 {
		t.Errorf("layout not passed on: %d %d %d", tbl.layoutW, ref.layoutW, menu.layoutW)
	}
	rounds := 0
	for i, p := range b.phases {
		if p.kind == table {
			rounds++
			if next := b.phases[i+1]; next.kind != bare {
				t.Errorf("phase %d: table followed by %v", i, next.kind)
			}
		}
	}
	if rounds != 4 {
		t.Errorf("%d rounds, want 4", rounds)
	}
	ts, bs, ms, _ := b.Results()
	// 1 s per phase, 4 rounds: 4 s each. The table's frame takes 5 ms (200 fps), the bare
	// one 2 ms (500 fps); frames straddling a switch make the counts a little uneven.
	if d := ts.Wall - 4*time.Second; d < 0 || d > 50*time.Millisecond {
		t.Errorf("table wall %v", ts.Wall)
	}
	if f := ts.FPS(); f < 195 || f > 205 {
		t.Errorf("table %v fps, want 200", f)
	}
	if f := bs.FPS(); f < 490 || f > 510 {
		t.Errorf("bare %v fps, want 500", f)
	}
	if ts.Median() != 3*time.Millisecond || ts.P99() != 3*time.Millisecond {
		t.Errorf("table cpu median %v p99 %v, want 3ms", ts.Median(), ts.P99())
	}
	if ms.Median() != time.Millisecond {
		t.Errorf("menu cpu median %v, want 1ms", ms.Median())
	}
	if ms.Wall < time.Second {
		t.Errorf("menu measured for %v, want at least a second", ms.Wall)
	}
	// The warm-up drew table frames that count nowhere.
	if tbl.draws <= ts.Frames {
		t.Errorf("table drew %d frames, %d counted: no warm-up", tbl.draws, ts.Frames)
	}
	var out strings.Builder
	b.Report(&out)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	last := lines[len(lines)-1]
	if !summaryRE.MatchString(last) || !strings.HasPrefix(last, "freeeight: ratio 0.40 ") {
		t.Errorf("last line %q", last)
	}
	if !strings.Contains(out.String(), "idle menu: ") || !strings.Contains(out.String(), "round 4: table") {
		t.Errorf("report:\n%s", out.String())
	}
}

func TestStatsGroupsFramesByScene(t *testing.T) {
	c := newClock()
	scene := "Menu"
	g := &fakeScene{upd: c.work(1), drw: func() {
		if scene == "Table" {
			c.advance(4 * time.Millisecond)
		}
	}}
	s := &Stats{Game: g, Label: func() string { return scene }, Now: c.now}
	s.Layout(640, 360)
	for i := 0; i < 100; i++ {
		if i == 40 {
			scene = "Table"
		}
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		s.Draw(nil)
		c.advance(5 * time.Millisecond)
	}
	var out strings.Builder
	s.Report(&out)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "stats Menu: ") || !strings.HasPrefix(lines[1], "stats Table: ") || !strings.HasPrefix(lines[2], "stats all: ") {
		t.Fatalf("report:\n%s", out.String())
	}
	if m, tb := s.spans["Menu"], s.spans["Table"]; m.Frames != 40 || tb.Frames != 60 || m.Median() != time.Millisecond || tb.Median() != 5*time.Millisecond {
		t.Errorf("menu %d frames median %v, table %d frames median %v", m.Frames, m.Median(), tb.Frames, tb.Median())
	}
	if !strings.Contains(lines[1], "cpu median 5.00 ms p99 5.00 ms (60 frames in 0.6 s)") {
		t.Errorf("table line %q", lines[1])
	}
}

// keeper is a scene that keeps the screen's pixels between its frames (as scenes.App): it
// counts its frames as drawn in part, and whole after it was told the screen was lost.
type keeper struct {
	fakeScene
	lost, full, partial int
	wasLost             bool
}

func (k *keeper) ScreenLost() { k.lost++; k.wasLost = true }

func (k *keeper) Draw(dst *ebiten.Image) {
	k.fakeScene.Draw(dst)
	if k.wasLost {
		k.full++
	} else {
		k.partial++
	}
	k.wasLost = false
}

func (k *keeper) FrameCounts() (full, partial, skipped, dirtyPixels int) {
	return k.full, k.partial, 0, k.partial * 1280 * 72
}

// TestBenchTellsAKeeperTheScreenWasLost: a table that keeps the screen's pixels learns at
// the start of each of its phases that the bare scene drew meanwhile, and the report says how
// its counted frames were drawn.
func TestBenchTellsAKeeperTheScreenWasLost(t *testing.T) {
	c := newClock()
	tbl := &keeper{fakeScene: fakeScene{upd: c.work(1), drw: c.work(1)}}
	ref := &fakeScene{upd: c.work(0), drw: c.work(0)}
	b := &Bench{Game: "boss", Table: tbl, Bare: ref, Secs: 8, Now: c.now, Warmup: time.Second}
	run(t, b, c, 2*time.Millisecond)
	if tbl.lost != 5 { // the warm-up and four rounds
		t.Errorf("the table was told %d times that the screen was lost, want 5", tbl.lost)
	}
	var out strings.Builder
	b.Report(&out)
	// Four table phases, each with one whole frame first; 10% of the screen each in part.
	if !strings.Contains(out.String(), "  table frames: 4 whole, ") || !strings.Contains(out.String(), "in part (10.0% of the screen each), 0 unchanged") {
		t.Errorf("report:\n%s", out.String())
	}
}

// TestFrameClockCountsCPUApartFromWaits: a frame's CPU figure is what the thread clock moved
// in its calls, and its calls figure the wall time, waits included.
func TestFrameClockCountsCPUApartFromWaits(t *testing.T) {
	wall, cpu := newClock(), time.Duration(0)
	c := frameClock{now: wall.now, cpu: func() (time.Duration, bool) { return cpu, true }}
	_ = c.update(func() error { // 1 ms of work, then 5 ms waiting for a core
		cpu += time.Millisecond
		wall.advance(6 * time.Millisecond)
		return nil
	})
	got := c.draw(func() { // 2 ms of work
		cpu += 2 * time.Millisecond
		wall.advance(2 * time.Millisecond)
	})
	if got.cpu != 3*time.Millisecond || got.calls != 8*time.Millisecond {
		t.Errorf("frame: cpu %v, calls %v; want 3ms, 8ms", got.cpu, got.calls)
	}
	noCPU := frameClock{now: wall.now}
	got = noCPU.draw(func() { wall.advance(4 * time.Millisecond) })
	if got.cpu != 4*time.Millisecond || got.calls != 4*time.Millisecond {
		t.Errorf("without a thread clock: cpu %v, calls %v; want the wall time for both", got.cpu, got.calls)
	}
}
