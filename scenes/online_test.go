//go:build !js

package scenes

import (
	"context"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/client"
	fe "zashiki/rules/freeeight"
	fetable "zashiki/scenes/freeeight"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
	"zashiki/server/proto"
	"zashiki/server/servertest"
	"zashiki/store"
)

// pressAt clicks the centre of r on the scene on top.
func pressAt(t *testing.T, a *App, r ui.Rect) {
	t.Helper()
	x, y := r.Center()
	tapAt(t, a, x, y)
	a.In = ui.Input{}
}

// idle runs the scene on top for one tick with no input.
// onlineTable is the online table on a's stack, under the results if they are up.
func onlineTable(t *testing.T, a *App) *OnlineTable {
	t.Helper()
	for i := len(a.stack) - 1; i >= 0; i-- {
		if ot, ok := a.stack[i].(*OnlineTable); ok {
			return ot
		}
	}
	t.Fatalf("no online table: %T on top", a.Top())
	return nil
}

func idle(t *testing.T, a *App) {
	t.Helper()
	a.In = ui.Input{}
	if err := a.Top().Update(a); err != nil {
		t.Fatal(err)
	}
}

// until ticks the apps (a few milliseconds apart: the server answers on its own time) until
// done holds, for at most 20 s.
func until(t *testing.T, what string, done func() bool, apps ...*App) {
	t.Helper()
	for end := time.Now().Add(20 * time.Second); !done(); {
		if time.Now().After(end) {
			t.Fatalf("no %s in 20 s", what)
		}
		for _, a := range apps {
			idle(t, a)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// openOnline clicks the menu's Online button.
func openOnline(t *testing.T, a *App) *Online {
	t.Helper()
	step(t, a, 2)
	m := a.Top().(*Menu)
	m.place(a)
	pressAt(t, a, m.online.Rect)
	o, ok := a.Top().(*Online)
	if !ok {
		t.Fatalf("the Online button opened %T", a.Top())
	}
	return o
}

// TestOnlineTwoAppsPlayFreeEight: two apps (one in Japanese, one in English) reach one
// server from the menu's Online button; the first creates a Free Eight table for two, the
// second joins by its invite code, the host starts, and both play the game to its end by
// clicking their boards. The online menu, the lobby and the table are saved in both
// languages.
func TestOnlineTwoAppsPlayFreeEight(t *testing.T) {
	url := servertest.Start(t)
	host, guest := newTestApp(t, i18n.Ja), newTestApp(t, i18n.En)

	step(t, host, 2)
	shot(t, host, "online-main-menu")
	ho := openOnline(t, host)
	shot(t, host, "online-menu")
	ho.server.Text, ho.name.Text = url, "あき"
	for onlineGames()[ho.gameIdx].ID != "freeeight" {
		ho.place(host)
		pressAt(t, host, ho.game.Rect)
	}
	ho.place(host)
	pressAt(t, host, ho.create.Rect)
	// The table's set-up: two seats, the second open for a friend.
	su, ok := host.Top().(*SetupScene)
	if !ok || su.online == nil {
		t.Fatalf("creating a table opened %T", host.Top())
	}
	for len(su.s.Seats) > 2 {
		su.place(host)
		pressAt(t, host, su.less.Rect)
	}
	step(t, host, 1)
	shot(t, host, "online-setup")
	sw := &walker{t: t, a: host, game: "online"}
	sw.look("setup")
	if len(sw.found) > 0 {
		t.Errorf("%d findings on the online set-up:\n%v", len(sw.found), sw.found)
	}
	if !su.s.Seats[0].Human || !su.s.Seats[1].Human {
		t.Fatalf("the online set-up's seats: %+v", su.s.Seats)
	}
	su.place(host)
	pressAt(t, host, su.start.Rect)
	until(t, "lobby", func() bool { _, ok := host.Top().(*Lobby); return ok }, host)
	if host.Settings.Server != url {
		t.Errorf("the server address was not remembered: %q", host.Settings.Server)
	}
	hl := host.Top().(*Lobby)
	code := hl.snap.Code
	step(t, host, 1)
	shot(t, host, "online-lobby-alone")

	step(t, guest, 2)
	shot(t, guest, "online-main-menu")
	gone := openOnline(t, guest)
	gone.server.Text, gone.code.Text, gone.name.Text = url, code, "Ben"
	shot(t, guest, "online-menu")
	gone.place(guest)
	pressAt(t, guest, gone.join.Rect)
	until(t, "lobby", func() bool { _, ok := guest.Top().(*Lobby); return ok }, guest)
	gl := guest.Top().(*Lobby)
	full := func(l *Lobby) func() bool {
		return func() bool { return len(l.snap.Seats) == 2 && l.snap.Seats[0].Connected && l.snap.Seats[1].Connected }
	}
	until(t, "both seats in the lobby", func() bool { return full(hl)() && full(gl)() }, host, guest)
	shot(t, host, "online-lobby")
	shot(t, guest, "online-lobby")
	gl.place(guest)
	if !gl.start.Disabled {
		t.Error("the guest may start the game")
	}

	hl.place(host)
	pressAt(t, host, hl.start.Rect)
	until(t, "the tables", func() bool {
		_, h := host.Top().(*OnlineTable)
		_, g := guest.Top().(*OnlineTable)
		return h && g
	}, host, guest)

	rng := rand.New(rand.NewPCG(3, 4))
	apps := []*App{host, guest}
	picking := map[*App]*fe.Action{}
	moves, shots := 0, false
	for end := time.Now().Add(60 * time.Second); ; {
		if time.Now().After(end) {
			for _, a := range apps {
				ot := onlineTable(t, a)
				t.Logf("seat %d: step %d shown %d, sent %d, busy %v, legal %v, refused %v", ot.snap.Seat, ot.snap.Pos.Step, ot.step, ot.sent, ot.board.Busy(), ot.snap.Pos.Legal, ot.snap.Err)
			}
			t.Fatalf("the game did not end in 60 s (%d moves)", moves)
		}
		over := 0
		for _, a := range apps {
			ot := onlineTable(t, a)
			p := ot.snap.Pos
			switch {
			case p != nil && p.Over && ot.step == p.Step:
				over++
				idle(t, a)
			case picking[a] != nil:
				// The suit picker is open: its key names the suit of the 8 chosen.
				a.In = ui.Input{}
				a.In.PressKey(ebiten.Key1 + ebiten.Key(picking[a].Suit))
				if err := ot.Update(a); err != nil {
					t.Fatal(err)
				}
				picking[a] = nil
				moves++
			case ot.ready && p != nil && ot.step == p.Step && !p.Over && ot.sent != p.Step && len(p.Legal) > 0 && !ot.board.Busy():
				// A card when one may be played (drawing at random makes a long game),
				// else what is offered.
				s := p.Legal[rng.IntN(len(p.Legal))]
				for _, l := range rng.Perm(len(p.Legal)) {
					if strings.HasPrefix(p.Legal[l], "play") || p.Legal[l] == "ron" {
						s = p.Legal[l]
						break
					}
				}
				act, err := ot.sample.ParseAction(s)
				if err != nil {
					t.Fatal(err)
				}
				fa := act.(fe.Action)
				x, y, ok := ot.board.(*fetable.Board).ClickTarget(fa)
				if !ok {
					t.Fatalf("no place to click for %s", s)
				}
				tapAt(t, a, x, y)
				a.In = ui.Input{}
				if fa.Kind == fe.Play && fa.Card.Rank() == 8 && ot.sent != p.Step {
					picking[a] = &fa
				} else {
					moves++
				}
			default:
				idle(t, a)
			}
		}
		if moves >= 4 && !shots {
			shots = true
			for _, a := range apps {
				step(t, a, 1)
				shot(t, a, "online-table")
				w := &walker{t: t, a: a, game: "online"}
				w.look("table-" + a.Lang().Code())
				if len(w.found) > 0 {
					t.Errorf("%d findings on the online table:\n%v", len(w.found), w.found)
				}
			}
		}
		if over == len(apps) {
			break
		}
		time.Sleep(2 * time.Millisecond)
	}
	// The results come up on both, as at a local table, with the server's account of the end.
	for _, a := range apps {
		until(t, "the results", func() bool { _, ok := a.Top().(*Results); return ok }, a)
		idle(t, a)
		shot(t, a, "online-results")
	}
	// The walk's checks (text size, overlaps, the window's edges) on the online screens, at
	// both sizes and in both languages: the host's results deal on, the guest's wait.
	for _, a := range apps {
		w := &walker{t: t, a: a, game: "online"}
		w.look("results-" + a.Lang().Code())
		a.Push(NewHistory(onlineTable(t, a)))
		w.look("scores-" + a.Lang().Code())
		a.Pop()
		if len(w.found) > 0 {
			t.Errorf("%d findings on the online screens:\n%v", len(w.found), w.found)
		}
	}
	ht, gt := onlineTable(t, host), onlineTable(t, guest)
	hs, gs := ht.snap, gt.snap
	if hs.Pos.Step != gs.Pos.Step {
		t.Fatalf("the game ended at steps %d and %d", hs.Pos.Step, gs.Pos.Step)
	}
	t.Logf("%d moves clicked, the game over at step %d", moves, hs.Pos.Step)
	if len(ht.match.Results) != 1 || !reflect.DeepEqual(ht.match.Results, gt.match.Results) {
		t.Fatalf("the results shown: host %+v, guest %+v", ht.match.Results, gt.match.Results)
	}
	// The log names the players, in each one's language: a seat crosses the wire as a seat.
	for _, c := range []struct {
		ot   *OnlineTable
		a    *App
		name string
	}{{ht, host, "Ben"}, {gt, guest, "あき"}} {
		named := 0
		for _, m := range c.ot.log.msgs {
			if strings.Contains(i18n.Msg(c.a.Lang(), m, c.ot.ctx.Names, c.ot.board.CardLabel), c.name) {
				named++
			}
		}
		if len(c.ot.log.msgs) < moves || named == 0 {
			t.Errorf("%s's log has %d lines for %d moves, %d naming %s", c.a.Lang().Code(), len(c.ot.log.msgs), moves, named, c.name)
		}
	}

	// Only the host deals on; the guest's results wait for it and close when it comes.
	if gt.snap.Host {
		t.Fatal("the guest is shown as host")
	}
	gr, hr := guest.Top().(*Results), host.Top().(*Results)
	gr.place(guest)
	hr.place(host)
	if gr.next.Rect.W != 0 || hr.next.Rect.W == 0 {
		t.Fatalf("the next game is offered to the guest (%v) or not to the host (%v)", gr.next.Rect, hr.next.Rect)
	}
	pressAt(t, host, hr.next.Rect)
	until(t, "the next game", func() bool {
		_, h := host.Top().(*OnlineTable)
		_, g := guest.Top().(*OnlineTable)
		return h && g && ht.gameNo() == 2 && gt.gameNo() == 2
	}, host, guest)

	// The guest's connection drops: the host's seat plates say so. The guest comes back
	// from the online screen with the seat the device kept, into the position as it stands.
	gt.c.Close()
	until(t, "the guest away", func() bool {
		return len(ht.ctx.Names) == 2 && ht.ctx.Names[1] == host.T("online.away", "Ben")
	}, host)
	step(t, host, 1)
	shot(t, host, "online-table-away")
	until(t, "the guest told of the lost connection", func() bool {
		return gt.noticeLeft > 0 && strings.HasPrefix(gt.notice, guest.T("lobby.lost", ""))
	}, guest)
	guest.Home()
	gone = openOnline(t, guest)
	gone.server.Text = url
	gone.place(guest)
	if gone.name.Text != "Ben" {
		t.Errorf("the name given online was not remembered: %q", gone.name.Text)
	}
	if gone.kept == nil || gone.kept.Code != code || gone.kept.Seat != 1 {
		t.Fatalf("the seat kept on the device: %+v", gone.kept)
	}
	shot(t, guest, "online-rejoin")
	pressAt(t, guest, gone.rejoin.Rect)
	until(t, "the guest back at the table", func() bool {
		gt, ok := guest.Top().(*OnlineTable)
		return ok && gt.ready && gt.gameNo() == 2 && gt.step == ht.snap.Pos.Step && ht.ctx.Names[1] == "Ben"
	}, host, guest)
}

// TestOnlineHostMayHandAnAwaySeatToACPU: while a player is away past the grace time the
// host's table offers to have a CPU play for them, beside the log; nobody else's does, and
// once a CPU plays the seat its plate says so and the offer is gone.
func TestOnlineHostMayHandAnAwaySeatToACPU(t *testing.T) {
	url := servertest.Start(t)
	for _, lang := range []i18n.Lang{i18n.Ja, i18n.En} {
		a := newTestApp(t, lang)
		c, err := client.Dial(context.Background(), url, store.Dir{Path: t.TempDir()})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		seats := []proto.Seat{{Name: "あき", Taken: true, Connected: true}, {Name: "Ben", Taken: true, Away: true}}
		e, _ := Lookup("freeeight")
		ot := &OnlineTable{c: c, e: e, board: e.NewBoard()}
		ot.snap = client.Snapshot{Host: true, Seats: seats}
		ot.refreshCtx(a)
		ot.placeBar(a)
		if ot.standIn.Rect.W == 0 || ot.awaySeat != 1 || ot.standIn.Label != a.T("online.standin", "Ben") {
			t.Fatalf("%s: the host is offered %q for seat %d", lang.Code(), ot.standIn.Label, ot.awaySeat)
		}
		if got := ot.seatNames()[1]; got != a.T("online.away", "Ben") {
			t.Errorf("%s: the away seat's plate reads %q", lang.Code(), got)
		}
		ot.snap.Host = false
		ot.placeBar(a)
		if ot.standIn.Rect.W != 0 {
			t.Errorf("%s: a guest is offered to hand a seat over", lang.Code())
		}
		ot.snap.Host = true
		ot.snap.Seats[1].StandIn = "normal"
		ot.placeBar(a)
		if ot.standIn.Rect.W != 0 {
			t.Errorf("%s: the offer stays once a CPU plays the seat", lang.Code())
		}
		if got := ot.seatNames()[1]; got != a.T("online.standingin", "Ben") {
			t.Errorf("%s: the stood-in seat's plate reads %q", lang.Code(), got)
		}
	}
}

// TestOnlineSetUpSeatsAreOpenOrCPU: the set-up's human seats after the host's are open for
// players, its CPU seats keep their strengths.
func TestOnlineSetUpSeatsAreOpenOrCPU(t *testing.T) {
	s := Setup{Seats: []SeatSetup{{Human: true}, {Human: true}, {Bot: "strong"}, {Bot: "easy"}}}
	want := []proto.Seat{{}, {}, {CPU: "strong"}, {CPU: "easy"}}
	if got := onlineSeats(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("seats %+v, want %+v", got, want)
	}
}

// TestOnlineHintFromTheSeatsView: at an online table the hint is the local table's: the
// strongest CPU's move from the seat's View, worded as the log words it; it is offered only
// on the seat's turn.
func TestOnlineHintFromTheSeatsView(t *testing.T) {
	url := servertest.Start(t)
	a := newTestApp(t, i18n.En)
	c, err := client.Dial(context.Background(), url, store.Dir{Path: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := c.Create(ctx, "freeeight", []proto.Seat{{}, {CPU: "random"}}, nil, "Aki"); err != nil {
		t.Fatal(err)
	}
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Wait(ctx, func(s client.Snapshot) bool { return s.Pos != nil }); err != nil {
		t.Fatal(err)
	}
	ot, err := NewOnlineTable(a, c)
	if err != nil {
		t.Fatal(err)
	}
	a.Push(ot)
	until(t, "the seat's turn", func() bool { ot.placeBar(a); return !ot.hint.Disabled }, a)
	a.In = ui.Input{}
	a.In.PressKey(ebiten.KeyH)
	if err := ot.Update(a); err != nil {
		t.Fatal(err)
	}
	a.In = ui.Input{}
	if ot.hinting == nil {
		t.Fatal("the H key started no hint on the seat's turn")
	}
	prefix := strings.TrimSuffix(a.T("table.hint.move", ""), " ")
	until(t, "the hint", func() bool { return strings.HasPrefix(ot.notice, prefix) }, a)
	// Worded as the log words the move: "Aki plays ♥7." or "Aki draws 1 card."
	if move := strings.TrimSpace(strings.TrimPrefix(ot.notice, prefix)); !strings.HasPrefix(move, "Aki ") {
		t.Fatalf("the hint reads %q", ot.notice)
	}
	step(t, a, 1)
	shot(t, a, "online-hint")
}
