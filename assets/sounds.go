package assets

import (
	"embed"
	"strings"
)

// The sound effects, synthesised by ./gen: 16-bit mono WAVs, decoded by the game's audio
// package (which resamples them to its own rate).
//
//go:embed sounds/*.wav
var sounds embed.FS

// Sound returns the WAV of effect name (deal, play, draw, dice, damage, win, loss), or nil
// when there is no such effect.
func Sound(name string) []byte {
	data, err := sounds.ReadFile("sounds/" + name + ".wav")
	if err != nil {
		return nil
	}
	return data
}

// SoundNames lists every embedded effect.
func SoundNames() []string {
	entries, _ := sounds.ReadDir("sounds")
	var out []string
	for _, e := range entries {
		out = append(out, strings.TrimSuffix(e.Name(), ".wav"))
	}
	return out
}
