package assets

import (
	"bytes"
	"encoding/binary"
	"math"
	"testing"
)

// Every effect is a valid 16-bit mono WAV at soundRate, short, as loud as the others (the
// normalised peak), and starts and ends in silence, so it never clicks.
func TestSoundsAreShortCleanAndLevel(t *testing.T) {
	for _, name := range SoundNames() {
		data := Sound(name)
		if len(data) < 44 || string(data[0:4]) != "RIFF" || string(data[8:16]) != "WAVEfmt " || string(data[36:40]) != "data" {
			t.Fatalf("%s: not a canonical WAV header", name)
		}
		if ch, rate, bits := binary.LittleEndian.Uint16(data[22:]), binary.LittleEndian.Uint32(data[24:]), binary.LittleEndian.Uint16(data[34:]); ch != 1 || rate != soundRate || bits != 16 {
			t.Errorf("%s: %d channels, %d Hz, %d bits", name, ch, rate, bits)
		}
		if size := binary.LittleEndian.Uint32(data[40:]); int(size) != len(data)-44 {
			t.Errorf("%s: data chunk says %d bytes, has %d", name, size, len(data)-44)
		}
		s := pcm(t, data)
		if secs := float64(len(s)) / soundRate; secs < 0.03 || secs > 1 {
			t.Errorf("%s lasts %.2f s: an effect is between 30 ms and a second", name, secs)
		}
		most := 0
		for _, v := range s {
			most = max(most, abs(int(v)))
		}
		if want := int(math.Round(peak * math.MaxInt16)); abs(most-want) > 1 {
			t.Errorf("%s peaks at %d, want the normalised %d", name, most, want)
		}
		if first, last := abs(int(s[0])), abs(int(s[len(s)-1])); first > 200 || last > 200 {
			t.Errorf("%s starts at %d and ends at %d: it would click", name, first, last)
		}
	}
}

// The game asks for the effects by these names (scenes/sfx); an unknown name is silence,
// and a second call returns the WAV made by the first.
func TestSoundNames(t *testing.T) {
	want := []string{"deal", "play", "draw", "dice", "damage", "win", "loss"}
	got := SoundNames()
	if len(got) != len(want) {
		t.Fatalf("SoundNames() = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("SoundNames()[%d] = %q, want %q", i, got[i], want[i])
		}
	}
	if Sound("nosuch") != nil {
		t.Error(`Sound("nosuch") is not nil`)
	}
	if a, b := Sound("dice"), Sound("dice"); &a[0] != &b[0] {
		t.Error("Sound synthesised dice twice")
	}
}

// pcm is the samples of a WAV written by wavFile.
func pcm(t *testing.T, data []byte) []int16 {
	t.Helper()
	out := make([]int16, (len(data)-44)/2)
	if err := binary.Read(bytes.NewReader(data[44:]), binary.LittleEndian, out); err != nil {
		t.Fatal(err)
	}
	return out
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
