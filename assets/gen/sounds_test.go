package main

import (
	"bytes"
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestSoundsReproducible regenerates every effect and compares it with the committed WAV,
// so the embedded sounds cannot drift from the code (run "go generate ./assets" after a
// deliberate change). Off amd64, float rounding may move a sample by a step or two.
func TestSoundsReproducible(t *testing.T) {
	dir := t.TempDir()
	if err := generateSounds(dir); err != nil {
		t.Fatal(err)
	}
	for _, e := range effects {
		got, _ := os.ReadFile(filepath.Join(dir, e.name+".wav"))
		want, err := os.ReadFile(filepath.Join("..", "sounds", e.name+".wav"))
		if err != nil {
			t.Errorf("%s.wav is not committed (run go generate ./assets): %v", e.name, err)
			continue
		}
		if bytes.Equal(got, want) {
			continue
		}
		a, b := pcm(t, got), pcm(t, want)
		if len(a) != len(b) {
			t.Errorf("%s.wav is out of date: %d samples, committed %d", e.name, len(a), len(b))
			continue
		}
		most := 0
		for i := range a {
			most = max(most, abs(int(a[i])-int(b[i])))
		}
		if runtime.GOARCH == "amd64" || most > 2 {
			t.Errorf("%s.wav is out of date: samples differ by up to %d (run go generate ./assets)", e.name, most)
		}
	}
}

// Every effect is a valid 16-bit mono WAV at soundRate, short, as loud as the others (the
// normalised peak), and starts and ends in silence, so it never clicks.
func TestSoundsAreShortCleanAndLevel(t *testing.T) {
	for _, e := range effects {
		data := wavFile(synth(e))
		if string(data[0:4]) != "RIFF" || string(data[8:16]) != "WAVEfmt " || string(data[36:40]) != "data" {
			t.Fatalf("%s: not a canonical WAV header", e.name)
		}
		if ch, rate, bits := binary.LittleEndian.Uint16(data[22:]), binary.LittleEndian.Uint32(data[24:]), binary.LittleEndian.Uint16(data[34:]); ch != 1 || rate != soundRate || bits != 16 {
			t.Errorf("%s: %d channels, %d Hz, %d bits", e.name, ch, rate, bits)
		}
		s := pcm(t, data)
		if secs := float64(len(s)) / soundRate; secs < 0.03 || secs > 1 {
			t.Errorf("%s lasts %.2f s: an effect is between 30 ms and a second", e.name, secs)
		}
		most := 0
		for _, v := range s {
			most = max(most, abs(int(v)))
		}
		if want := int(math.Round(peak * math.MaxInt16)); abs(most-want) > 1 {
			t.Errorf("%s peaks at %d, want the normalised %d", e.name, most, want)
		}
		if first, last := abs(int(s[0])), abs(int(s[len(s)-1])); first > 200 || last > 200 {
			t.Errorf("%s starts at %d and ends at %d: it would click", e.name, first, last)
		}
	}
}

// pcm is the samples of a WAV written by wavFile.
func pcm(t *testing.T, data []byte) []int16 {
	t.Helper()
	if len(data) < 44 {
		t.Fatal("WAV shorter than its header")
	}
	out := make([]int16, (len(data)-44)/2)
	if err := binary.Read(bytes.NewReader(data[44:]), binary.LittleEndian, out); err != nil {
		t.Fatal(err)
	}
	return out
}
