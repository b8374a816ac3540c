// Package sfx plays the game's sound effects (assets.Sound) through Ebitengine's audio
// package. Sound is an extra: where there is no audio device the game runs silently, and in
// the browser nothing is played before the player's first input, since browsers refuse audio
// until then.
package sfx

import (
	"bytes"
	"io"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/hajimehoshi/ebiten/v2/audio/wav"

	"zashiki/assets"
)

// rate is the audio context's sample rate; the effects are resampled to it once, on load.
const rate = 44100

// sink is where a due effect goes: the audio device, or a test's record.
type sink interface {
	play(name string, volume float64)
}

// Player schedules effects and plays them at the set volume. The zero value is silent until
// Start gives it a device; a Player without one keeps scheduling, so the game behaves the
// same with and without sound.
type Player struct {
	Volume float64 // 0 to 1
	Muted  bool

	out   sink
	heard bool // the player has given some input: audio may start
	tick  int
	queue []pending
	last  map[string]int // the tick each effect was last scheduled for
}

// pending is an effect due at a tick.
type pending struct {
	name string
	at   int
}

// maxQueue bounds the effects waiting: a burst of events beyond it is not worth hearing late.
// minGap is the fewest ticks between two of the same effect: at the fastest animation speed a
// dozen cards start in one tick, and a dozen copies of one sound at once are only louder.
const (
	maxQueue = 24
	minGap   = 3
)

// Start looks for an audio device off the game loop and plays through it once found. It is
// safe to call more than once (every App in a test run calls it): the one audio context of
// the process is shared.
func (p *Player) Start() {
	startOnce.Do(func() {
		go func() {
			if !deviceAvailable() {
				return
			}
			d := &device{ctx: audio.NewContext(rate), pcm: map[string][]byte{}}
			devMu.Lock()
			dev = d
			devMu.Unlock()
		}()
	})
}

var (
	startOnce sync.Once
	devMu     sync.Mutex
	dev       *device // nil until a device is found, and where there is none
)

func shared() sink {
	devMu.Lock()
	defer devMu.Unlock()
	if dev == nil {
		return nil
	}
	return dev
}

// Hear marks the player's first input; until then nothing is played (and nothing is kept:
// a sound for something long past would only confuse). The device is looked for then, not
// at start-up: a browser allows an audio context only from the first input, and making one
// cost the page's first frame about a fifth of a second.
func (p *Player) Hear() {
	if !p.heard {
		p.heard = true
		p.Start()
	}
}

// Play schedules effect name after delay ticks.
func (p *Player) Play(name string, delay int) {
	at := p.tick + max(0, delay)
	if last, ok := p.last[name]; !p.heard || len(p.queue) >= maxQueue || ok && at-last < minGap && at >= last {
		return
	}
	if p.last == nil {
		p.last = map[string]int{}
	}
	p.last[name] = at
	p.queue = append(p.queue, pending{name, at})
}

// Update advances a tick and plays the effects due.
func (p *Player) Update() {
	p.tick++
	kept := p.queue[:0]
	for _, q := range p.queue {
		if q.at > p.tick {
			kept = append(kept, q)
			continue
		}
		p.emit(q.name)
	}
	p.queue = kept
}

// Pending is the number of effects scheduled and not yet played.
func (p *Player) Pending() int { return len(p.queue) }

func (p *Player) emit(name string) {
	if p.Muted || p.Volume <= 0 {
		return
	}
	out := p.out
	if out == nil {
		out = shared()
	}
	if out != nil {
		out.play(name, min(1, p.Volume))
	}
}

// Listen sends the effects to f instead of the device: a test hears what the game plays.
func (p *Player) Listen(f func(name string, volume float64)) { p.out = listener(f) }

type listener func(name string, volume float64)

func (l listener) play(name string, volume float64) { l(name, volume) }

// device plays through the Ebitengine audio context.
type device struct {
	ctx *audio.Context
	mu  sync.Mutex
	pcm map[string][]byte // each effect decoded and resampled once
}

func (d *device) play(name string, volume float64) {
	if !d.ctx.IsReady() {
		return
	}
	data := d.decoded(name)
	if data == nil {
		return
	}
	pl := d.ctx.NewPlayerFromBytes(data)
	pl.SetVolume(volume)
	pl.Play()
}

func (d *device) decoded(name string) []byte {
	d.mu.Lock()
	defer d.mu.Unlock()
	if data, ok := d.pcm[name]; ok {
		return data
	}
	var data []byte
	if raw := assets.Sound(name); raw != nil {
		if s, err := wav.DecodeWithSampleRate(rate, bytes.NewReader(raw)); err == nil {
			data, _ = io.ReadAll(s)
		}
	}
	d.pcm[name] = data
	return data
}
