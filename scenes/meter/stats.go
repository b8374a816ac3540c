package meter

import (
	"fmt"
	"io"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Stats wraps a game for `zashiki -stats`: it times every frame, groups the frames by what
// Label says was on screen (the top scene), and Report prints the figures at exit.
type Stats struct {
	Game  ebiten.Game
	Label func() string    // the group of the frame being drawn; nil: one group
	Now   func() time.Time // the clock (default time.Now)

	clock frameClock
	spans map[string]*Span
	order []string
	last  time.Time // the previous frame: the time since then goes to this frame's group
}

func (s *Stats) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// setClock points the frame clock at the clocks: a test's fake one, or the real ones.
func (s *Stats) setClock() {
	s.clock.now = s.now
	if s.Now == nil {
		s.clock.cpu = threadCPU
	}
}

// Update implements ebiten.Game.
func (s *Stats) Update() error {
	s.setClock()
	return s.clock.update(s.Game.Update)
}

// Draw implements ebiten.Game: the frame's time and the wall time since the previous frame
// go to the group on screen now.
func (s *Stats) Draw(screen *ebiten.Image) {
	s.setClock()
	label := "run"
	if s.Label != nil {
		label = s.Label()
	}
	t := s.clock.draw(func() { s.Game.Draw(screen) })
	now := s.now()
	if s.spans == nil {
		s.spans = map[string]*Span{}
	}
	sp := s.spans[label]
	if sp == nil {
		sp = &Span{}
		s.spans[label] = sp
		s.order = append(s.order, label)
	}
	if !s.last.IsZero() {
		sp.Wall += now.Sub(s.last)
	}
	s.last = now
	sp.add(t)
}

// Layout implements ebiten.Game.
func (s *Stats) Layout(w, h int) (int, int) { return s.Game.Layout(w, h) }

// Report prints one Line per group in the order they first appeared, then the whole run.
func (s *Stats) Report(w io.Writer) {
	var all Span
	for _, l := range s.order {
		fmt.Fprintln(w, Line("stats "+l, *s.spans[l]))
		all.Add(*s.spans[l])
	}
	fmt.Fprintln(w, Line("stats all", all))
}
