// Package store keeps small named blobs between runs: files in the user's config directory
// on the desktop, localStorage in the browser. A blob that turns out bad is set aside under
// another name, never deleted, so nothing a player had is lost.
package store

// Store is where saves and settings live.
type Store interface {
	// Load returns the blob, or ok=false when there is none.
	Load(name string) (data []byte, ok bool, err error)
	// Save replaces the blob; on the desktop the old one survives a crash mid-write.
	Save(name string, data []byte) error
	// Delete removes the blob (a finished match).
	Delete(name string) error
	// SetAside renames a bad blob out of the way and says where it went.
	SetAside(name string) (string, error)
	// Sweep removes what writes that never finished left behind (a run killed mid-write).
	Sweep() error
}
