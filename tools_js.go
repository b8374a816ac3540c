//go:build js

package main

import (
	"io"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/scenes"
)

// runCommand: the browser build has no subcommands (see tools.go).
func runCommand(string, []string) bool { return false }

// withStats: the browser build has no frame meter; -stats changes nothing there.
func withStats(app *scenes.App) (ebiten.Game, func(io.Writer)) { return app, nil }
