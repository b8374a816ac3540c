//go:build !js

package store

// Default is the user's config directory on the desktop.
func Default() (Store, error) { return UserDir() }
