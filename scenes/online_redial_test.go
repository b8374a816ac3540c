//go:build !js

package scenes

import (
	"context"
	"strings"
	"testing"
	"time"

	"zashiki/client"
	"zashiki/scenes/i18n"
	"zashiki/server/servertest"
)

// TestOnlineTableGoesOnWhenItsNodeGoes: the online screen takes a cluster's nodes as
// addresses separated by commas. The host creates a table on the first node; when that node
// stops, the app dials the next by itself, takes its seat back and the table goes on there
// (the other node now runs it), with no step lost and nothing for the player to do.
func TestOnlineTableGoesOnWhenItsNodeGoes(t *testing.T) {
	cl := servertest.StartCluster(t, 2)
	host := newTestApp(t, i18n.En)
	ho := openOnline(t, host)
	ho.server.Text, ho.name.Text = strings.Join(cl.URLs, ", "), "Aki"
	for onlineGames()[ho.gameIdx].ID != "freeeight" {
		ho.place(host)
		pressAt(t, host, ho.game.Rect)
	}
	ho.place(host)
	pressAt(t, host, ho.create.Rect)
	su := host.Top().(*SetupScene)
	for len(su.s.Seats) > 2 {
		su.place(host)
		pressAt(t, host, su.less.Rect)
	}
	su.place(host)
	pressAt(t, host, su.start.Rect)
	until(t, "lobby", func() bool { _, ok := host.Top().(*Lobby); return ok }, host)
	hl := host.Top().(*Lobby)

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	guest, err := client.DialCluster(ctx, cl.URLs[1:], nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(guest.Close)
	if err := guest.Join(ctx, hl.snap.Code, "Ben"); err != nil {
		t.Fatal(err)
	}
	until(t, "the guest in the lobby", func() bool { return len(hl.snap.Seats) == 2 && hl.snap.Seats[1].Connected }, host)
	hl.place(host)
	pressAt(t, host, hl.start.Rect)
	until(t, "the table", func() bool { ot, ok := host.Top().(*OnlineTable); return ok && ot.ready }, host)
	ot := host.Top().(*OnlineTable)
	before := ot.snap.Pos.Step

	cl.Stop(0)
	until(t, "the table back from the other node", func() bool {
		s := ot.c.Snapshot()
		return s.Closed == nil && !s.Redialling && s.Pos != nil && s.Pos.Whole > 1 && ot.ready
	}, host)
	if s := ot.c.Snapshot(); s.Seat != 0 || s.Pos.Step != before {
		t.Fatalf("back at seat %d step %d; left seat 0 at step %d", s.Seat, s.Pos.Step, before)
	}
	if strings.HasPrefix(ot.notice, host.T("lobby.lost", "")) {
		t.Errorf("the table says the connection is lost: %q", ot.notice)
	}
	// And it plays on: whoever is asked plays, and the host's table follows.
	for end := time.Now().Add(20 * time.Second); ot.c.Snapshot().Pos.Step < before+2; {
		if time.Now().After(end) {
			t.Fatalf("no play after the node went: step %d", ot.c.Snapshot().Pos.Step)
		}
		for _, c := range []*client.Client{ot.c, guest} {
			if s := c.Snapshot(); s.Pos != nil && len(s.Pos.Legal) > 0 {
				c.Act(s.Pos.Step, s.Pos.Legal[0])
			}
		}
		idle(t, host)
		time.Sleep(20 * time.Millisecond)
	}
}
