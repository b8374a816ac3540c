//go:build !js

package scenes

import (
	"context"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/client"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
	"zashiki/server/proto"
	"zashiki/server/servertest"
)

func TestLinkCode(t *testing.T) {
	for _, c := range []struct {
		path, code, root string
		ok               bool
	}{
		{"/t/ABC123", "ABC123", "/", true},
		{"/t/abc123/", "ABC123", "/", true},
		{"/games/zashiki/t/K2X9QZ", "K2X9QZ", "/games/zashiki/", true},
		{"/", "", "", false},
		{"/t/", "", "", false},
		{"/t/ABC/x", "", "", false},
		{"/t/AB-C", "", "", false},
		{"/t/ABCDEFGHIJKLMNOPQ", "", "", false},
	} {
		code, root, ok := linkCode(c.path)
		if code != c.code || root != c.root || ok != c.ok {
			t.Errorf("linkCode(%q) = %q, %q, %v; want %q, %q, %v", c.path, code, root, ok, c.code, c.root, c.ok)
		}
	}
}

// TestOnlineLinkJoinsAsksAndResumes: the online screen opened by a table's link (the
// browser's /t/CODE) goes on to the lobby by itself under the name remembered; with none it
// asks for one and joins at Enter; and a device that kept the table's seat takes that seat
// back instead of another.
func TestOnlineLinkJoinsAsksAndResumes(t *testing.T) {
	url := servertest.Start(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	host, err := client.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	if err := host.Create(ctx, "freeeight", []proto.Seat{{}, {}, {}}, nil, "Aki"); err != nil {
		t.Fatal(err)
	}
	code := host.Snapshot().Code

	lobby := func(a *App) *Lobby {
		t.Helper()
		until(t, "the lobby", func() bool { _, ok := a.Top().(*Lobby); return ok }, a)
		l := a.Top().(*Lobby)
		until(t, "the lobby's seats", func() bool { return len(l.snap.Seats) == 3 }, a)
		return l
	}

	// A name remembered: straight to the lobby.
	ben := newTestApp(t, i18n.En)
	ben.Settings.Server, ben.Settings.Online = url, "Ben"
	ben.Push(NewOnlineLink(ben, code))
	bl := lobby(ben)
	if bl.snap.Code != code || bl.snap.Seat != 1 || bl.snap.Seats[1].Name != "Ben" {
		t.Fatalf("Ben's lobby: code %s, seat %d, seats %+v", bl.snap.Code, bl.snap.Seat, bl.snap.Seats)
	}

	// No name: asked for one, nothing sent until it is typed.
	cy := newTestApp(t, i18n.Ja)
	cy.Settings.Server, cy.Settings.Online, cy.Settings.Names = url, "", nil
	o := NewOnlineLink(cy, code)
	cy.Push(o)
	idle(t, cy)
	if !o.name.Active || o.pending || o.status != cy.T("online.askname") {
		t.Fatalf("no name asked for: active %v, pending %v, status %q", o.name.Active, o.pending, o.status)
	}
	cy.In = ui.Input{Chars: []rune("Cy")}
	if err := o.Update(cy); err != nil {
		t.Fatal(err)
	}
	cy.In = ui.Input{}
	cy.In.PressKey(ebiten.KeyEnter)
	if err := o.Update(cy); err != nil {
		t.Fatal(err)
	}
	if cl := lobby(cy); cl.snap.Seat != 2 || cl.snap.Seats[2].Name != "Cy" {
		t.Fatalf("Cy's lobby: seat %d, seats %+v", cl.snap.Seat, cl.snap.Seats)
	}

	// Ben's connection drops (a reload); the link again takes back seat 2, the token kept.
	bl.c.Close()
	ben.Home()
	ben.Push(NewOnlineLink(ben, code))
	if bl = lobby(ben); bl.snap.Seat != 1 {
		t.Fatalf("after the drop Ben sits at seat %d", bl.snap.Seat+1)
	}
	until(t, "Ben back in the host's lobby", func() bool {
		s := host.Snapshot()
		return len(s.Seats) == 3 && s.Seats[1].Connected && s.Seats[1].Name == "Ben"
	}, ben)
}
