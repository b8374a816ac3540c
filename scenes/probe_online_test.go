//go:build !js

package scenes

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"zashiki/scenes/i18n"
	"zashiki/scenes/ui/uitest"
	"zashiki/server/servertest"
	"zashiki/store"
)

// The probe at the online screens, as build/onlineclicks reads it: the menu's Online button,
// the online screen's fields and buttons with what they hold, the lobby's invite code and its
// start button, and at the table the seat's legal actions where a click takes them.
func TestProbeShowsTheOnlineScreens(t *testing.T) {
	url := servertest.Start(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "probe.json")
	a := openApp(t, store.Dir{Path: filepath.Join(dir, "store")}, Flags{Lang: i18n.En, LangSet: true, Probe: path})
	// probeUntil ticks the app (drawing a frame, as a window does) until the probe says ok.
	probeUntil := func(what string, ok func(probeSnapshot) bool) probeSnapshot {
		t.Helper()
		for end := time.Now().Add(20 * time.Second); ; {
			step(t, a, 1)
			uitest.Snapshot(shotW, shotH, a.Draw)
			if s := readProbe(t, path); ok(s) {
				return s
			}
			if time.Now().After(end) {
				t.Fatalf("no %s in 20 s: probe %+v", what, readProbe(t, path))
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	find := func(s probeSnapshot, action string) (probeTarget, bool) {
		i := slices.IndexFunc(s.Targets, func(tg probeTarget) bool { return tg.Action == action })
		if i < 0 {
			return probeTarget{}, false
		}
		return s.Targets[i], true
	}
	click := func(s probeSnapshot, action string) {
		t.Helper()
		tg, ok := find(s, action)
		if !ok {
			t.Fatalf("no target %q in %+v", action, s.Targets)
		}
		tapAt(t, a, tg.X+tg.W/2, tg.Y+tg.H/2)
	}

	s := probeUntil("menu", func(s probeSnapshot) bool { return s.Scene == "*scenes.Menu" })
	click(s, "online")
	s = probeUntil("online screen", func(s probeSnapshot) bool { return s.Scene == "*scenes.Online" })
	for _, want := range []string{"server", "name", "code", "game", "back"} {
		if _, ok := find(s, want); !ok {
			t.Errorf("the online screen's probe lists no %q: %+v", want, s.Targets)
		}
	}
	if _, ok := find(s, "create"); ok {
		t.Error("create is listed with no name given")
	}
	o := a.Top().(*Online)
	o.server.Text, o.name.Text = url, "Aki"
	for s.Game != "freeeight" {
		click(s, "game")
		s = probeUntil("the next game", func(probeSnapshot) bool { return true })
	}
	s = probeUntil("the name and server", func(s probeSnapshot) bool {
		return s.Board["name"] == "Aki" && s.Board["server"] == url
	})
	click(s, "create")
	s = probeUntil("the table's set-up", func(s probeSnapshot) bool {
		_, ok := find(s, "start")
		return s.Scene == "*scenes.SetupScene" && s.Board["online"] == true && ok
	})
	su := a.Top().(*SetupScene)
	for i := 1; i < len(su.s.Seats); i++ {
		su.s.Seats[i].Human = false // CPUs in the other seats: the host alone may start
	}
	click(s, "start")
	s = probeUntil("lobby", func(s probeSnapshot) bool {
		_, ok := find(s, "start")
		return s.Scene == "*scenes.Lobby" && ok
	})
	l := a.Top().(*Lobby)
	if s.Board["code"] != l.snap.Code || s.Board["host"] != true || s.Game != "freeeight" {
		t.Errorf("lobby probe %+v, want the code %s, the host, Free Eight", s, l.snap.Code)
	}
	click(s, "start")
	s = probeUntil("the seat's turn", func(s probeSnapshot) bool { return s.Scene == "*scenes.OnlineTable" && s.YourTurn })
	ot := a.Top().(*OnlineTable)
	if s.Steps != ot.snap.Pos.Step || s.Board["over"] != false {
		t.Errorf("table probe %+v, want step %d, not over", s, ot.snap.Pos.Step)
	}
	for _, tg := range s.Targets {
		if !slices.Contains(ot.snap.Pos.Legal, tg.Action) {
			t.Errorf("target %q is no legal action (%v)", tg.Action, ot.snap.Pos.Legal)
		}
		if tg.X < 0 || tg.Y < 0 || tg.X+tg.W > shotW || tg.Y+tg.H > shotH {
			t.Errorf("target %q at %v,%v is not on the screen", tg.Action, tg.X, tg.Y)
		}
	}
	// A click on a target takes its action: the table moves on.
	// (An 8 would open the suit picker first: a draw, or another card.)
	step0 := s.Steps
	pick := s.Targets[0].Action
	for _, tg := range s.Targets {
		if tg.Action == "draw" || !strings.Contains(tg.Action, "8") {
			pick = tg.Action
			break
		}
	}
	click(s, pick)
	probeUntil("the step after the click", func(s probeSnapshot) bool { return s.Steps > step0 })
}
