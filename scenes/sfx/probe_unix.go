//go:build ((linux && !android) || freebsd || netbsd) && !nintendosdk && !playstation5

package sfx

import (
	"os"

	"github.com/ebitengine/purego"
	"github.com/jfreymuth/pulse"
)

// deviceAvailable tries what the audio package will try, PulseAudio and then ALSA's default
// device, and closes what it opened. The check is needed: once the audio context fails to
// find a device, Ebitengine ends the game with that error.
func deviceAvailable() bool {
	if c, err := pulse.NewClient(); err == nil {
		c.Close()
		return true
	}
	if _, err := os.Stat("/dev/snd"); err != nil {
		return false // no sound card: ALSA would only print its complaints
	}
	return alsaDefault()
}

// alsaDefault reports whether ALSA can open its default playback device.
func alsaDefault() bool {
	lib, err := purego.Dlopen("libasound.so.2", purego.RTLD_LAZY|purego.RTLD_GLOBAL)
	if err != nil {
		return false
	}
	var open func(pcm *uintptr, name string, stream, mode int32) int32
	var closePCM func(pcm uintptr) int32
	purego.RegisterLibFunc(&open, lib, "snd_pcm_open")
	purego.RegisterLibFunc(&closePCM, lib, "snd_pcm_close")
	const playback, nonblock = 0, 1
	for _, name := range []string{"default", "plug:default"} {
		var pcm uintptr
		if open(&pcm, name, playback, nonblock) >= 0 {
			closePCM(pcm)
			return true
		}
	}
	return false
}
