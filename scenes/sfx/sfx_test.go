package sfx

import (
	"slices"
	"testing"
	"time"
)

// record is a sink that keeps what was played, at which tick.
type record struct {
	p      *Player
	played []string
	ticks  []int
	vols   []float64
}

func (r *record) play(name string, volume float64) {
	r.played = append(r.played, name)
	r.ticks = append(r.ticks, r.p.tick)
	r.vols = append(r.vols, volume)
}

func newTest() (*Player, *record) {
	p := &Player{Volume: 0.5}
	r := &record{p: p}
	p.out = r
	return p, r
}

// Effects play at the tick they were scheduled for, in order, at the set volume.
func TestEffectsPlayWhenDue(t *testing.T) {
	p, r := newTest()
	p.Hear()
	p.Play("play", 0)
	p.Play("draw", 5)
	p.Play("dice", 2)
	p.Play("play", 1) // within minGap of the first: one snap is heard
	for range 10 {
		p.Update()
	}
	if want := []string{"play", "dice", "draw"}; !slices.Equal(r.played, want) {
		t.Fatalf("played %v, want %v", r.played, want)
	}
	if want := []int{1, 2, 5}; !slices.Equal(r.ticks, want) {
		t.Errorf("played at ticks %v, want %v", r.ticks, want)
	}
	if r.vols[0] != 0.5 {
		t.Errorf("volume %v, want the setting 0.5", r.vols[0])
	}
	if p.Pending() != 0 {
		t.Errorf("%d effects left in the queue", p.Pending())
	}
}

// Browsers refuse audio before the first input: nothing is played, or kept, until then.
func TestNothingBeforeTheFirstInput(t *testing.T) {
	p, r := newTest()
	p.Play("deal", 0)
	p.Update()
	p.Hear()
	p.Update()
	if len(r.played) != 0 {
		t.Errorf("played %v before the first input", r.played)
	}
	p.Play("deal", 0)
	p.Update()
	if len(r.played) != 1 {
		t.Errorf("after the first input played %v, want one deal", r.played)
	}
}

// Muted, or at volume zero, effects are dropped when due; unmuting does not replay them.
func TestMuteAndZeroVolumeAreSilent(t *testing.T) {
	p, r := newTest()
	p.Hear()
	p.Muted = true
	p.Play("win", 0)
	p.Update()
	p.Muted, p.Volume = false, 0
	p.Play("loss", 0)
	p.Update()
	p.Volume = 1
	p.Update()
	if len(r.played) != 0 {
		t.Errorf("played %v while muted or at volume 0", r.played)
	}
}

// A burst of events beyond the queue's bound is dropped rather than heard late.
func TestTheQueueIsBounded(t *testing.T) {
	p, _ := newTest()
	p.Hear()
	for i := range 100 {
		p.Play("deal", minGap*i)
	}
	if p.Pending() != maxQueue {
		t.Errorf("%d effects queued, want the bound %d", p.Pending(), maxQueue)
	}
}

// Without a sink of its own the player plays through the shared device, or, where the
// machine has none (as on a test machine without a sound card), silently: Start never
// fails, and the player keeps its schedule.
func TestStartWithoutADeviceIsSilent(t *testing.T) {
	p := &Player{Volume: 1}
	p.Start()
	p.Start() // a second App in the same process
	p.Hear()
	p.Play("play", 0)
	deadline := time.Now().Add(2 * time.Second)
	for shared() == nil && deviceAvailable() && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	p.Update()
	if p.Pending() != 0 {
		t.Errorf("the effect is still queued")
	}
	if !deviceAvailable() && shared() != nil {
		t.Error("an audio context was made on a machine without a device")
	}
}

// At the fastest speed many cards start in one tick: the same effect is heard once per
// minGap ticks, however many ask for it.
func TestOneEffectPerGap(t *testing.T) {
	p, r := newTest()
	p.Hear()
	for range 3 * minGap {
		for range 5 {
			p.Play("deal", 0)
		}
		p.Play("draw", 0)
		p.Update()
	}
	deals := 0
	for _, n := range r.played {
		if n == "deal" {
			deals++
		}
	}
	if deals != 3 {
		t.Errorf("%d deal effects in %d ticks, want 3 (one per %d ticks)", deals, 3*minGap, minGap)
	}
}
