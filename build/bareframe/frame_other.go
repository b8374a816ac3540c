//go:build !js

package main

// Outside the browser there is no page to tell.
func noteFrame(int) {}

func mark(string) {}
