package ui

import "math"

// Ease maps linear progress 0..1 to eased progress.
type Ease func(t float64) float64

// EaseOutCubic decelerates into place, like a card sliding to rest.
func EaseOutCubic(t float64) float64 { return 1 - math.Pow(1-t, 3) }

// EaseInOutCubic starts and ends gently.
func EaseInOutCubic(t float64) float64 {
	if t < 0.5 {
		return 4 * t * t * t
	}
	return 1 - math.Pow(-2*t+2, 3)/2
}

// EaseOutBack overshoots a little, for things that land.
func EaseOutBack(t float64) float64 {
	const c1 = 1.70158
	const c3 = c1 + 1
	return 1 + c3*math.Pow(t-1, 3) + c1*math.Pow(t-1, 2)
}

// Tween runs from 0 to 1 over Frames ticks.
type Tween struct {
	Frames  float64
	elapsed float64
	Ease    Ease
}

// NewTween lasts the given seconds at 60 ticks per second.
func NewTween(seconds float64, ease Ease) *Tween {
	return &Tween{Frames: math.Max(1, seconds*60), Ease: ease}
}

// Step advances one tick; speed scales time (2 is twice as fast).
func (t *Tween) Step(speed float64) { t.elapsed = math.Min(t.Frames, t.elapsed+speed) }

// Done reports whether the tween has finished.
func (t *Tween) Done() bool { return t.elapsed >= t.Frames }

// Finish jumps to the end.
func (t *Tween) Finish() { t.elapsed = t.Frames }

// Linear is the raw progress 0..1.
func (t *Tween) Linear() float64 { return t.elapsed / t.Frames }

// Value is the eased progress 0..1.
func (t *Tween) Value() float64 {
	if t.Ease == nil {
		return t.Linear()
	}
	return t.Ease(t.Linear())
}
