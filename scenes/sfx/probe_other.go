//go:build !(((linux && !android) || freebsd || netbsd) && !nintendosdk && !playstation5)

package sfx

// deviceAvailable is true elsewhere: the browser always has an audio context, and the other
// systems' drivers find a device or fall back by themselves.
func deviceAvailable() bool { return true }
