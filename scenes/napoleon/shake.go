package napoleon

import (
	"math"

	"zashiki/scenes/ui"
)

// shake is the short side-to-side shake of a card whose click was refused. It runs on the
// clock, not the animation speed: it answers the player's hand, so it is never skipped.
type shake struct {
	card int // the card shaking
	tw   *ui.Tween
}

// Start shakes card from the beginning.
func (s *shake) Start(card int) { s.card, s.tw = card, ui.NewTween(0.3, nil) }

// Step advances the shake one tick.
func (s *shake) Step() {
	if s.tw != nil {
		s.tw.Step(1)
		if s.tw.Done() {
			s.tw = nil
		}
	}
}

// Offset is how far card stands aside now: three swings that die away.
func (s *shake) Offset(card int, u float64) float64 {
	if s.tw == nil || card != s.card {
		return 0
	}
	t := s.tw.Linear()
	return math.Sin(t*6*math.Pi) * 7 * u * (1 - t)
}
