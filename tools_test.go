//go:build !js

package main

import (
	"io"
	"strings"
	"testing"

	"zashiki/scenes"
)

// The fps subcommand refuses what it cannot measure before it opens a window.
func TestFPSRefusesBadArguments(t *testing.T) {
	for _, args := range [][]string{{"-game", "nosuch"}, {"-secs", "0"}, {"-secs", "-3"}, {"-lang", "fr"}, {"stray"}, {"-nosuch"}} {
		var out strings.Builder
		if err := runFPS(args, &out, io.Discard); err == nil {
			t.Errorf("fps %v accepted", args)
		}
		if out.Len() > 0 {
			t.Errorf("fps %v printed %q", args, out.String())
		}
	}
}

func TestSceneName(t *testing.T) {
	if got := sceneName(scenes.NewMenu()); got != "Menu" {
		t.Errorf("sceneName = %q", got)
	}
}
