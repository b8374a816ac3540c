//go:build js

package store

// Default is localStorage in the browser.
func Default() (Store, error) { return Local{}, nil }
