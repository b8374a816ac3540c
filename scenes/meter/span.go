// Package meter measures frames: how many a second the app draws, and how long its Update and
// Draw calls take per frame. Bench runs a table on autoplay against a bare reference scene
// in one window (`zashiki fps`); Stats wraps any run (`zashiki -stats`). Both wrap the app as
// an ebiten.Game of their own, so the scenes need no hooks.
//
// "CPU per frame" is the CPU time the game's Update calls since the previous frame and its
// Draw call took, read from the game goroutine's thread clock (Linux). Draw only records
// drawing commands; the GPU (or software GL) executes them afterwards, which shows in the
// frame rate, not in the CPU figure. The wall time inside the same calls is kept too: it adds
// the time the goroutine waited, for a core on a loaded machine or for the GPU, and lifts p99
// far above the work itself (elsewhere than Linux it is the only figure, and the CPU one).
package meter

import (
	"fmt"
	"math"
	"slices"
	"time"
)

// Span is what a stretch of frames measured: how many were drawn, over how long, and the
// Update+Draw time of each.
type Span struct {
	Frames int
	Wall   time.Duration
	CPU    []time.Duration // Update+Draw CPU time of each frame
	Calls  []time.Duration // wall time inside the same calls, waits included
}

// Add appends o's frames to s.
func (s *Span) Add(o Span) {
	s.Frames += o.Frames
	s.Wall += o.Wall
	s.CPU = append(s.CPU, o.CPU...)
	s.Calls = append(s.Calls, o.Calls...)
}

// add counts one frame's times.
func (s *Span) add(t frameTimes) {
	s.Frames++
	s.CPU = append(s.CPU, t.cpu)
	s.Calls = append(s.Calls, t.calls)
}

// FPS is frames per second of wall time (0 when nothing was measured).
func (s Span) FPS() float64 {
	if s.Wall <= 0 {
		return 0
	}
	return float64(s.Frames) / s.Wall.Seconds()
}

// Median is the middle per-frame CPU time (the mean of the two middle ones for an even count).
func (s Span) Median() time.Duration {
	c := sorted(s.CPU)
	n := len(c)
	switch {
	case n == 0:
		return 0
	case n%2 == 1:
		return c[n/2]
	default:
		return (c[n/2-1] + c[n/2]) / 2
	}
}

// P99 is the 99th percentile of the per-frame CPU time by nearest rank: the smallest time
// that at least 99% of the frames stay within.
func (s Span) P99() time.Duration { return Quantile(s.CPU, 0.99) }

// Quantile is the nearest-rank q-quantile (0 < q ≤ 1) of ds.
func Quantile(ds []time.Duration, q float64) time.Duration {
	c := sorted(ds)
	if len(c) == 0 {
		return 0
	}
	i := int(math.Ceil(q*float64(len(c)))) - 1
	return c[min(max(i, 0), len(c)-1)]
}

func sorted(ds []time.Duration) []time.Duration {
	c := slices.Clone(ds)
	slices.Sort(c)
	return c
}

// Ratio is table fps over bare fps (0 when the bare scene drew nothing).
func Ratio(table, bare Span) float64 {
	if bare.FPS() == 0 {
		return 0
	}
	return table.FPS() / bare.FPS()
}

// ms formats a duration in milliseconds with two decimals.
func ms(d time.Duration) string { return fmt.Sprintf("%.2f", float64(d)/float64(time.Millisecond)) }

// Summary is the last line `zashiki fps` prints:
//
//	G: ratio R (table F fps, bare B fps), cpu median M ms p99 P ms
func Summary(game string, table, bare Span) string {
	return fmt.Sprintf("%s: ratio %.2f (table %.1f fps, bare %.1f fps), cpu median %s ms p99 %s ms",
		game, Ratio(table, bare), table.FPS(), bare.FPS(), ms(table.Median()), ms(table.P99()))
}

// Line describes one span: `name: F fps, cpu median M ms p99 P ms (N frames in S s)`.
func Line(name string, s Span) string {
	return fmt.Sprintf("%s: %.1f fps, cpu median %s ms p99 %s ms (%d frames in %.1f s)",
		name, s.FPS(), ms(s.Median()), ms(s.P99()), s.Frames, s.Wall.Seconds())
}

// CallsLine describes the wall time inside the calls of a span: `  name in calls (waits
// included): median M ms p99 P ms`.
func CallsLine(name string, s Span) string {
	return fmt.Sprintf("  %s in calls (waits included): median %s ms p99 %s ms",
		name, ms(Quantile(s.Calls, 0.5)), ms(Quantile(s.Calls, 0.99)))
}

// frameClock times a game's calls: the Update calls since the last frame are added to the
// next Draw, so each frame's figure is all the game's work that frame needed.
type frameClock struct {
	now     func() time.Time
	cpu     func() (time.Duration, bool) // the thread's CPU clock; nil: none, the wall time stands in
	pending frameTimes
}

// frameTimes is the game's time in one frame's calls: CPU, and wall time.
type frameTimes struct{ cpu, calls time.Duration }

// start reads both clocks; since returns what passed since.
func (c *frameClock) start() (time.Time, time.Duration, bool) {
	if c.cpu == nil {
		return c.now(), 0, false
	}
	d, ok := c.cpu()
	return c.now(), d, ok
}

func (c *frameClock) since(t0 time.Time, cpu0 time.Duration, ok bool) frameTimes {
	wall := c.now().Sub(t0)
	if ok {
		if d, ok := c.cpu(); ok {
			return frameTimes{cpu: d - cpu0, calls: wall}
		}
	}
	return frameTimes{cpu: wall, calls: wall}
}

func (c *frameClock) update(f func() error) error {
	t0, cpu0, ok := c.start()
	err := f()
	t := c.since(t0, cpu0, ok)
	c.pending.cpu += t.cpu
	c.pending.calls += t.calls
	return err
}

func (c *frameClock) draw(f func()) frameTimes {
	t0, cpu0, ok := c.start()
	f()
	t := c.since(t0, cpu0, ok)
	t.cpu += c.pending.cpu
	t.calls += c.pending.calls
	c.pending = frameTimes{}
	return t
}
