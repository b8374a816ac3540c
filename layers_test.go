package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestRulesAndBotsStayPure keeps rules/, bots/, sim/, save/, store/, session/, server/ and client/ free of
// Ebitengine, so they build and test anywhere, the browser's WebAssembly included (and a
// server can run the match session).
func TestRulesAndBotsStayPure(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "./rules/...", "./bots/...", "./sim/...", "./save/...", "./store/...", "./session/...", "./server/...", "./client/...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.HasPrefix(dep, "github.com/hajimehoshi/ebiten") || strings.HasPrefix(dep, "zashiki/scenes") || dep == "zashiki/assets" {
			t.Errorf("a pure package depends on %s", dep)
		}
	}
}
