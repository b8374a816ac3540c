package assets

import (
	"bytes"
	"encoding/binary"
	"math"
	"sync"
)

// The sound effects are synthesised when first played rather than embedded: a few voices
// of tone or filtered noise under exponential envelopes, mixed and encoded as 16-bit mono
// WAV. The table below is a few hundred bytes of the browser download; the WAVs it makes
// were 125 KB (113 KB of it after gzip). They are short (under a second) and quiet at the
// start and end, so they never click.

// soundRate is the sample rate of the WAVs: enough for clicks and chimes. The game
// resamples them to its audio context's rate.
const soundRate = 22050

// voice is one component of an effect.
type voice struct {
	noise        bool    // filtered white noise instead of a tone
	at, dur      float64 // start and length in seconds
	freq, freqTo float64 // a tone's pitch in Hz, gliding to freqTo (0: no glide)
	harm         float64 // a tone's second and third harmonics, relative to the fundamental
	attack       float64 // seconds to full level
	decay        float64 // seconds for the level to fall by e after the attack
	gain         float64
	cutoff       float64 // noise: one-pole low-pass cutoff in Hz
	seed         uint32  // noise: its own stream, so the effect is the same every run
}

// effect is one sound: its name and voices.
type effect struct {
	name   string
	voices []voice
}

// note is the frequency of a MIDI note number.
func note(n int) float64 { return 440 * math.Pow(2, float64(n-69)/12) }

// effects lists every sound; the game plays them by name (Sound).
var effects = []effect{
	// a card slid off the deck: a soft, short brush
	{"deal", []voice{
		{noise: true, dur: 0.07, attack: 0.004, decay: 0.018, gain: 0.5, cutoff: 4200, seed: 1},
	}},
	// a card put down: a snap with a little body under it
	{"play", []voice{
		{noise: true, dur: 0.09, attack: 0.001, decay: 0.012, gain: 0.9, cutoff: 7000, seed: 2},
		{freq: 170, freqTo: 90, dur: 0.09, attack: 0.002, decay: 0.025, gain: 0.5},
	}},
	// a card drawn: a swish that swells and fades
	{"draw", []voice{
		{noise: true, dur: 0.16, attack: 0.06, decay: 0.035, gain: 0.55, cutoff: 2600, seed: 3},
	}},
	// dice: five knocks, quicker and softer as they settle
	{"dice", []voice{
		{noise: true, at: 0.00, dur: 0.04, attack: 0.001, decay: 0.007, gain: 0.8, cutoff: 6000, seed: 4},
		{freq: 1150, at: 0.00, dur: 0.04, attack: 0.001, decay: 0.010, gain: 0.25},
		{noise: true, at: 0.07, dur: 0.04, attack: 0.001, decay: 0.007, gain: 0.7, cutoff: 6000, seed: 5},
		{freq: 980, at: 0.07, dur: 0.04, attack: 0.001, decay: 0.010, gain: 0.2},
		{noise: true, at: 0.13, dur: 0.04, attack: 0.001, decay: 0.006, gain: 0.6, cutoff: 6000, seed: 6},
		{freq: 1240, at: 0.13, dur: 0.04, attack: 0.001, decay: 0.008, gain: 0.2},
		{noise: true, at: 0.18, dur: 0.03, attack: 0.001, decay: 0.005, gain: 0.45, cutoff: 6000, seed: 7},
		{noise: true, at: 0.215, dur: 0.03, attack: 0.001, decay: 0.004, gain: 0.3, cutoff: 6000, seed: 8},
	}},
	// damage: a falling thud
	{"damage", []voice{
		{freq: 220, freqTo: 60, dur: 0.32, attack: 0.003, decay: 0.09, gain: 0.8, harm: 0.45},
		{noise: true, dur: 0.12, attack: 0.002, decay: 0.03, gain: 0.45, cutoff: 1400, seed: 9},
	}},
	// a win: a rising major arpeggio, C E G C
	{"win", []voice{
		{freq: note(72), at: 0.00, dur: 0.5, attack: 0.006, decay: 0.16, gain: 0.35, harm: 0.3},
		{freq: note(76), at: 0.10, dur: 0.5, attack: 0.006, decay: 0.16, gain: 0.35, harm: 0.3},
		{freq: note(79), at: 0.20, dur: 0.5, attack: 0.006, decay: 0.16, gain: 0.35, harm: 0.3},
		{freq: note(84), at: 0.30, dur: 0.6, attack: 0.006, decay: 0.22, gain: 0.4, harm: 0.3},
	}},
	// a loss: a falling minor line, G E♭ C, slower and darker
	{"loss", []voice{
		{freq: note(67), at: 0.00, dur: 0.5, attack: 0.01, decay: 0.2, gain: 0.35, harm: 0.15},
		{freq: note(63), at: 0.18, dur: 0.5, attack: 0.01, decay: 0.2, gain: 0.35, harm: 0.15},
		{freq: note(60), at: 0.36, dur: 0.6, attack: 0.01, decay: 0.25, gain: 0.4, harm: 0.15},
	}},
}

var (
	wavsMu sync.Mutex
	wavs   = map[string][]byte{}
)

// Sound returns the WAV of effect name (deal, play, draw, dice, damage, win, loss),
// synthesised on first use (a few milliseconds), or nil when there is no such effect.
func Sound(name string) []byte {
	wavsMu.Lock()
	defer wavsMu.Unlock()
	if w, ok := wavs[name]; ok {
		return w
	}
	for _, e := range effects {
		if e.name == name {
			w := wavFile(synth(e))
			wavs[name] = w
			return w
		}
	}
	return nil
}

// SoundNames lists every effect.
func SoundNames() []string {
	out := make([]string, len(effects))
	for i, e := range effects {
		out[i] = e.name
	}
	return out
}

// peak is the loudest sample of every effect, as a fraction of full scale: effects are
// normalised to it, so none is much louder than another and none clips.
const peak = 0.7

// synth mixes an effect's voices into samples in [-peak, peak].
func synth(e effect) []float64 {
	end := 0.0
	for _, v := range e.voices {
		end = max(end, v.at+v.dur)
	}
	out := make([]float64, int(math.Ceil(end*soundRate)))
	for _, v := range e.voices {
		v.render(out)
	}
	most := 0.0
	for _, s := range out {
		most = max(most, math.Abs(s))
	}
	if most > 0 {
		for i := range out {
			out[i] *= peak / most
		}
	}
	return out
}

// render adds the voice into out.
func (v voice) render(out []float64) {
	start := int(v.at * soundRate)
	n := int(v.dur * soundRate)
	rng := v.seed*2654435761 + 1
	lp, phase := 0.0, 0.0
	alpha := 1 - math.Exp(-2*math.Pi*v.cutoff/soundRate)
	fade := soundRate / 250 // the last 4 ms fall to silence: no click at the end
	for i := 0; i < n && start+i < len(out); i++ {
		t := float64(i) / soundRate
		env := 1.0
		if t < v.attack {
			env = t / v.attack
		} else {
			env = math.Exp(-(t - v.attack) / v.decay)
		}
		if left := n - i; left < fade {
			env *= float64(left) / float64(fade)
		}
		var s float64
		if v.noise {
			rng ^= rng << 13 // xorshift32: the same noise on every machine
			rng ^= rng >> 17
			rng ^= rng << 5
			lp += alpha * (float64(rng)/math.MaxUint32*2 - 1 - lp)
			s = lp
		} else {
			f := v.freq
			if v.freqTo > 0 {
				f = v.freq * math.Pow(v.freqTo/v.freq, t/v.dur)
			}
			phase += 2 * math.Pi * f / soundRate
			s = math.Sin(phase) + v.harm*math.Sin(2*phase) + v.harm*v.harm*math.Sin(3*phase)
		}
		out[start+i] += v.gain * env * s
	}
}

// wavFile encodes samples as a 16-bit mono PCM WAV.
func wavFile(samples []float64) []byte {
	b := bytes.NewBuffer(make([]byte, 0, 44+2*len(samples)))
	data := uint32(2 * len(samples))
	w := func(v any) { binary.Write(b, binary.LittleEndian, v) }
	b.WriteString("RIFF")
	w(36 + data)
	b.WriteString("WAVEfmt ")
	w(uint32(16))            // fmt chunk size
	w(uint16(1))             // PCM
	w(uint16(1))             // mono
	w(uint32(soundRate))     // sample rate
	w(uint32(2 * soundRate)) // bytes per second
	w(uint16(2))             // bytes per frame
	w(uint16(16))            // bits per sample
	b.WriteString("data")
	w(data)
	pcm := make([]byte, 2)
	for _, s := range samples {
		binary.LittleEndian.PutUint16(pcm, uint16(int16(math.Round(s*math.MaxInt16))))
		b.Write(pcm)
	}
	return b.Bytes()
}
