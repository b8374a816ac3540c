package meter

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"io"
	"runtime/pprof"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Bench is the ebiten.Game of `zashiki fps`: in one window it runs Table (every seat a CPU)
// and Bare alternately for Rounds rounds, so that both meet the same machine load, then the
// idle Menu and the Idle table (a human seat to act), and stops. Report prints the figures.
type Bench struct {
	Game  string      // the game's ID, for the report
	Table ebiten.Game // the game's table on autoplay
	Menu  ebiten.Game // the menu, left alone (nil: not measured)
	Idle  ebiten.Game // the game's table waiting for a human seat (nil: not measured)
	Bare  ebiten.Game // the reference scene; nil is a fill and a moving rectangle

	Secs   float64 // table plus bare time over all rounds
	Rounds int     // alternations (default 4): each scene runs Secs/(2×Rounds) at a time
	// Warmup is table time before the first round, not counted (default 1 s, and at least
	// warmFrames frames): the first frames of a table build its glyph caches and card images.
	Warmup time.Duration
	// Settle is the longest the idle table may take to stand still (its deal to end) before
	// it is measured anyway (default 15 s).
	Settle time.Duration
	Now    func() time.Time // the clock (default time.Now)
	// CPUProfile, when set, receives a CPU profile of the whole run. The scenes' Update and
	// Draw calls carry the label scene=warm|table|bare|menu|idle|settle, so one file serves
	// them all: `go tool pprof -tagfocus scene=table`.
	CPUProfile io.Writer

	profiling bool
	phases    []*phase
	cur       int
	clock     frameClock
	watched   watch
	screen    image.Rectangle // the screen's size, from Layout
}

// kindNames are the profile labels of the phases.
var kindNames = [...]string{warm: "warm", table: "table", bare: "bare", menu0: "menu", menu: "menu", settle: "settle", idle: "idle"}

// warmFrames is the least the warm-up draws, however slowly the machine draws them.
const warmFrames = 20

type kind int

const (
	warm   kind = iota // the autoplay table filling its caches, not counted
	table              // the autoplay table
	bare               // the reference scene
	menu0              // the menu's first frames, not counted
	menu               // the idle menu
	settle             // the idle table until its screen stands still, not counted
	idle               // the idle table
)

type phase struct {
	kind    kind
	drawn   [4]int        // the scene's frames drawn whole, in part, not at all, and dirty pixels
	dur     time.Duration // settle: the longest it may last
	span    Span
	start   time.Time
	started bool
	done    bool // settle: the screen stood still
}

func (b *Bench) now() time.Time {
	if b.Now != nil {
		return b.Now()
	}
	return time.Now()
}

// plan lays out the phases from the settings.
func (b *Bench) plan() {
	b.clock.now = b.now
	if b.Now == nil { // a test's clock is fake: its calls cost no CPU to read
		b.clock.cpu = threadCPU
	}
	if b.Bare == nil {
		b.Bare = &bareScene{}
	}
	rounds := b.Rounds
	if rounds <= 0 {
		rounds = 4
	}
	warmup := b.Warmup
	if warmup <= 0 {
		warmup = time.Second
	}
	settleMax := b.Settle
	if settleMax <= 0 {
		settleMax = 15 * time.Second
	}
	each := time.Duration(b.Secs / float64(2*rounds) * float64(time.Second))
	each = max(each, 100*time.Millisecond)
	if b.CPUProfile != nil {
		b.profiling = pprof.StartCPUProfile(b.CPUProfile) == nil
	}
	b.phases = []*phase{{kind: warm, dur: warmup}}
	for range rounds {
		b.phases = append(b.phases, &phase{kind: table, dur: each}, &phase{kind: bare, dur: each})
	}
	// The idle scenes get a round's time each, and at least a second for a fair median.
	idleDur := max(each, time.Second)
	if b.Menu != nil {
		b.phases = append(b.phases, &phase{kind: menu0, dur: 500 * time.Millisecond}, &phase{kind: menu, dur: idleDur})
	}
	if b.Idle != nil {
		b.phases = append(b.phases, &phase{kind: settle, dur: settleMax}, &phase{kind: idle, dur: idleDur})
	}
}

func (b *Bench) game(k kind) ebiten.Game {
	switch k {
	case bare:
		return b.Bare
	case menu0, menu:
		return b.Menu
	case settle, idle:
		return b.Idle
	}
	return b.Table
}

// Update implements ebiten.Game: it moves to the next phase when the current one is over,
// ends the run after the last, and updates the scene of the phase.
func (b *Bench) Update() error {
	if b.phases == nil {
		b.plan()
	}
	if b.cur >= len(b.phases) {
		return b.stop()
	}
	now := b.now()
	p := b.phases[b.cur]
	if !p.started {
		p.start, p.started = now, true
		b.enter(p)
	}
	if p.done || now.Sub(p.start) >= p.dur && (p.kind != warm || p.span.Frames >= warmFrames || now.Sub(p.start) >= 30*time.Second) {
		p.span.Wall = now.Sub(p.start)
		b.leave(p)
		b.cur++
		b.clock.pending = frameTimes{}
		if b.cur >= len(b.phases) {
			return b.stop()
		}
		p = b.phases[b.cur]
		p.start, p.started = now, true
		b.enter(p)
	}
	var err error
	b.labelled(p.kind, func() { err = b.clock.update(b.game(p.kind).Update) })
	return err
}

// screenKeeper is a scene that keeps the screen's pixels between its frames and redraws only
// what changed (scenes.App): it is told when another scene has drawn on the screen.
type screenKeeper interface{ ScreenLost() }

// frameCounter tells how a scene's frames were drawn: whole, in part, not at all, and the
// pixels the partial ones redrew.
type frameCounter interface {
	FrameCounts() (full, partial, skipped, dirtyPixels int)
}

// enter starts phase p: its scene learns that the others drew on the screen meanwhile, and
// the bare scene runs as Ebitengine does by default, the screen cleared every frame.
func (b *Bench) enter(p *phase) {
	g := b.game(p.kind)
	if k, ok := g.(screenKeeper); ok {
		k.ScreenLost()
	}
	if p.kind == bare {
		ebiten.SetScreenClearedEveryFrame(true)
	}
	if c, ok := g.(frameCounter); ok {
		f, pa, s, d := c.FrameCounts()
		p.drawn = [4]int{-f, -pa, -s, -d}
	}
}

// leave ends phase p, keeping the counts of how its frames were drawn.
func (b *Bench) leave(p *phase) {
	if c, ok := b.game(p.kind).(frameCounter); ok {
		f, pa, s, d := c.FrameCounts()
		p.drawn[0] += f
		p.drawn[1] += pa
		p.drawn[2] += s
		p.drawn[3] += d
	}
}

// stop ends the profile, if any, and the run.
func (b *Bench) stop() error {
	if b.profiling {
		pprof.StopCPUProfile()
		b.profiling = false
	}
	return ebiten.Termination
}

// labelled runs f with the phase's scene as the profile label (directly when not profiling).
func (b *Bench) labelled(k kind, f func()) {
	if !b.profiling {
		f()
		return
	}
	pprof.Do(context.Background(), pprof.Labels("scene", kindNames[k]), func(context.Context) { f() })
}

// Draw implements ebiten.Game: it draws the phase's scene and counts the frame.
func (b *Bench) Draw(screen *ebiten.Image) {
	if b.phases == nil || b.cur >= len(b.phases) {
		return
	}
	p := b.phases[b.cur]
	var t frameTimes
	b.labelled(p.kind, func() { t = b.clock.draw(func() { b.game(p.kind).Draw(screen) }) })
	p.span.add(t)
	if p.kind == settle && b.watched.still(screen, b.now(), p) {
		p.done = true
	}
}

// Layout implements ebiten.Game: every scene is told the window's size (each lays itself out
// from it), and the table's answer is the screen's size.
func (b *Bench) Layout(w, h int) (int, int) {
	if b.phases == nil {
		b.plan()
	}
	sw, sh := b.Table.Layout(w, h)
	for _, g := range []ebiten.Game{b.Menu, b.Idle} {
		if g != nil {
			g.Layout(w, h)
		}
	}
	b.Bare.Layout(sw, sh) // the bare scene fills the screen the table has
	b.screen = image.Rect(0, 0, sw, sh)
	return sw, sh
}

// Done reports whether every phase has run.
func (b *Bench) Done() bool { return b.phases != nil && b.cur >= len(b.phases) }

// Results adds up the phases: the autoplay table, the bare scene, the idle menu and table.
func (b *Bench) Results() (tbl, br, mn, idl Span) {
	for _, p := range b.phases {
		switch p.kind {
		case table:
			tbl.Add(p.span)
		case bare:
			br.Add(p.span)
		case menu:
			mn.Add(p.span)
		case idle:
			idl.Add(p.span)
		}
	}
	return
}

// Report prints each round, the idle figures and, last, the Summary line.
func (b *Bench) Report(w io.Writer) {
	var rows []string
	var t *phase
	round := 0
	var settled *phase
	for _, p := range b.phases {
		switch p.kind {
		case table:
			t = p
		case bare:
			round++
			if t != nil {
				rows = append(rows, fmt.Sprintf("  round %d: table %.1f fps, bare %.1f fps", round, t.span.FPS(), p.span.FPS()))
			}
		case settle:
			settled = p
		}
	}
	tbl, br, mn, idl := b.Results()
	fmt.Fprintf(w, "%s: %d rounds of table then bare, %.1f s each; vsync off\n", b.Game, round, tbl.Wall.Seconds()/float64(max(round, 1)))
	for _, r := range rows {
		fmt.Fprintln(w, r)
	}
	fmt.Fprintln(w, Line("table", tbl))
	fmt.Fprintln(w, CallsLine("table", tbl))
	if d := b.drawn(table); d != "" {
		fmt.Fprintln(w, "  table frames:", d)
	}
	fmt.Fprintln(w, Line("bare", br))
	if b.Menu != nil {
		fmt.Fprintln(w, Line("idle menu", mn))
	}
	if b.Idle != nil && settled != nil {
		still := fmt.Sprintf("still after %.1f s", settled.span.Wall.Seconds())
		if !settled.done {
			still = fmt.Sprintf("not still after %.1f s: measured anyway", settled.span.Wall.Seconds())
		}
		fmt.Fprintf(w, "%s (%s)\n", Line("idle table", idl), still)
		if d := b.drawn(idle); d != "" {
			fmt.Fprintln(w, "  idle table frames:", d)
		}
	}
	fmt.Fprintln(w, Summary(b.Game, tbl, br))
}

// drawn says how the frames of the phases of kind k were drawn ("" when the scene does not
// count them): whole, in part (with the mean share of the screen redrawn), unchanged.
func (b *Bench) drawn(k kind) string {
	var n [4]int
	for _, p := range b.phases {
		if p.kind == k {
			for i := range n {
				n[i] += p.drawn[i]
			}
		}
	}
	if _, ok := b.game(k).(frameCounter); !ok || n[0]+n[1]+n[2] == 0 {
		return ""
	}
	share := 0.0
	if n[1] > 0 && b.screen.Dx()*b.screen.Dy() > 0 {
		share = float64(n[3]) / float64(n[1]) / float64(b.screen.Dx()*b.screen.Dy()) * 100
	}
	return fmt.Sprintf("%d whole, %d in part (%.1f%% of the screen each), %d unchanged", n[0], n[1], share, n[2])
}

// watch decides when the idle table stands still: its deal and the first animations are over
// when two screens half a second apart, twice running, differ in under 1% of their pixels
// (a waiting table may still pulse the glow of the cards the player can choose).
type watch struct {
	prev, cur []byte
	w, h      int
	at        time.Time
	calm      int
}

func (w *watch) still(screen *ebiten.Image, now time.Time, p *phase) bool {
	if now.Sub(w.at) < 500*time.Millisecond {
		return false
	}
	w.at = now
	b := screen.Bounds()
	if len(w.cur) != 4*b.Dx()*b.Dy() {
		w.cur, w.prev = make([]byte, 4*b.Dx()*b.Dy()), nil
		w.w, w.h = b.Dx(), b.Dy()
	}
	screen.ReadPixels(w.cur)
	if w.prev == nil {
		w.prev = make([]byte, len(w.cur))
		copy(w.prev, w.cur)
		return false
	}
	changed := 0
	for i := 0; i < len(w.cur); i += 4 {
		if w.cur[i] != w.prev[i] || w.cur[i+1] != w.prev[i+1] || w.cur[i+2] != w.prev[i+2] {
			changed++
		}
	}
	w.prev, w.cur = w.cur, w.prev
	if changed*100 < len(w.cur)/4 {
		w.calm++
	} else {
		w.calm = 0
	}
	return w.calm >= 2 && now.Sub(p.start) >= 2*time.Second
}

// IdleScreen is the idle table's screen as last seen while waiting for it to stand still
// (nil before that), to check by eye what was measured.
func (b *Bench) IdleScreen() image.Image {
	if b.watched.prev == nil {
		return nil
	}
	return &image.RGBA{Pix: b.watched.prev, Stride: 4 * b.watched.w, Rect: image.Rect(0, 0, b.watched.w, b.watched.h)}
}

// bareScene is the reference: the screen filled with the felt's colour and one rectangle
// moving across it, about the least a frame can draw.
type bareScene struct {
	tick int
	w, h int
}

func (s *bareScene) Update() error {
	s.tick++
	return nil
}

func (s *bareScene) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x1d, 0x5c, 0x3a, 0xff})
	w, h := float32(s.w)/6, float32(s.h)/6
	x := float32(s.tick%240) / 240 * (float32(s.w) - w)
	vector.FillRect(screen, x, float32(s.h)/2-h/2, w, h, color.RGBA{0xf4, 0xef, 0xe1, 0xff}, false)
}

func (s *bareScene) Layout(w, h int) (int, int) {
	s.w, s.h = w, h
	return w, h
}
