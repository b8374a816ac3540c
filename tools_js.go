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

// stopProbe and stopAtStep: the browser has no command line, so no -stop-at-step (stop.go).
func stopProbe(*scenes.Flags) (func(), error) { return func() {}, nil }

func stopAtStep(game ebiten.Game, _ *scenes.App, _ int, _ string) ebiten.Game { return game }
