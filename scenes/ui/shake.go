package ui

import "math"

// Shake is the short side-to-side shake of a card whose click was refused. It runs on the
// clock, not the animation speed: it answers the player's hand, so it is never skipped.
type Shake struct {
	card int // the card shaking
	tw   *Tween
}

// Start shakes card from the beginning.
func (s *Shake) Start(card int) { s.card, s.tw = card, NewTween(0.3, nil) }

// Step advances the shake one tick.
func (s *Shake) Step() {
	if s.tw != nil {
		s.tw.Step(1)
		if s.tw.Done() {
			s.tw = nil
		}
	}
}

// Offset is how far card stands aside now: three swings that die away.
func (s *Shake) Offset(card int, u float64) float64 {
	if s.tw == nil || card != s.card {
		return 0
	}
	t := s.tw.Linear()
	return math.Sin(t*6*math.Pi) * 7 * u * (1 - t)
}

// Active reports whether card is shaking now.
func (s *Shake) Active(card int) bool { return s.tw != nil && card == s.card }
