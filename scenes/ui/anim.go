package ui

import "zashiki/rules/engine"

// Tweened is anything that runs on a tween: a card in flight, a score float, a banner.
type Tweened interface{ Tween() *Tween }

// Flight is something moving across the table that changes the board when it arrives.
type Flight interface {
	Tweened
	Land() // called once, when the tween is done
}

// StepTweens steps the tween of each item by speed and keeps the items not done yet, in
// order (it reuses items' array).
func StepTweens[T Tweened](items []T, speed float64) []T {
	live := items[:0]
	for _, it := range items {
		it.Tween().Step(speed)
		if !it.Tween().Done() {
			live = append(live, it)
		}
	}
	return live
}

// Sequencer plays a board's events in order. An event starts when the Wait left by the
// one before has run out; starting it logs its message and calls the board's start
// function, which may launch flights and set Wait (in ticks at speed 1) for the next one.
type Sequencer[F Flight] struct {
	Queue   []engine.Event // events not started yet
	Wait    float64        // ticks before the next event may start; Step keeps it at 0 or more
	Flights []F            // flights under way, in launch order
}

// Add queues events after those already waiting.
func (s *Sequencer[F]) Add(evs ...engine.Event) { s.Queue = append(s.Queue, evs...) }

// Fly launches a flight; Step moves it and lands it.
func (s *Sequencer[F]) Fly(f F) { s.Flights = append(s.Flights, f) }

// Busy reports whether events are waiting or flights are under way.
func (s *Sequencer[F]) Busy() bool { return len(s.Queue) > 0 || len(s.Flights) > 0 }

// Reset drops everything queued or under way.
func (s *Sequencer[F]) Reset() { *s = Sequencer[F]{} }

// Step advances one tick at ctx.Speed: it starts the events whose turn has come, then
// moves every flight and lands those that arrive.
func (s *Sequencer[F]) Step(ctx *Ctx, start func(*Ctx, engine.Event)) {
	s.Wait = max(0, s.Wait-ctx.Speed)
	for len(s.Queue) > 0 && s.Wait <= 0 {
		ev := s.Queue[0]
		s.Queue = s.Queue[1:]
		if ev.Msg.Key != "" {
			ctx.Log(ev.Msg)
		}
		if ctx.Started != nil {
			ctx.Started(ev)
		}
		start(ctx, ev)
	}
	live := s.Flights[:0]
	for _, f := range s.Flights {
		f.Tween().Step(ctx.Speed)
		if f.Tween().Done() {
			f.Land()
			continue
		}
		live = append(live, f)
	}
	s.Flights = live
}

// EasePoses moves poses (cards where they are drawn now) toward target, 22% of the way a
// tick at speed 1. A card without a pose yet starts on its target; poses beyond the target
// are dropped.
func EasePoses(poses, target []Pose, speed float64) []Pose {
	for len(poses) < len(target) {
		poses = append(poses, target[len(poses)])
	}
	poses = poses[:len(target)]
	k := min(1, 0.22*speed)
	for i := range poses {
		poses[i] = LerpPose(poses[i], target[i], k)
	}
	return poses
}

// CardFlight is one card moving between two poses along a gentle arc; OnLand changes the
// board when it arrives. Card is the game's identifier of the face shown (or one meaning a
// back).
type CardFlight struct {
	Card     int
	From, To Pose
	Tw       *Tween
	OnLand   func()
}

// Tween implements Tweened.
func (f *CardFlight) Tween() *Tween { return f.Tw }

// Land implements Flight.
func (f *CardFlight) Land() {
	if f.OnLand != nil {
		f.OnLand()
	}
}

// Pose is where the card is now: eased along its way, lifted most in the middle.
func (f *CardFlight) Pose() Pose {
	p := LerpPose(f.From, f.To, f.Tw.Value())
	t := f.Tw.Linear()
	p.Lift = 4 * t * (1 - t)
	return p
}
