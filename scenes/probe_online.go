package scenes

import (
	"fmt"

	"zashiki/rules/engine"
	"zashiki/scenes/ui"
)

// The online screens in the probe (probe.go), for build/onlineclicks: the online screen's
// fields and buttons and what they hold, the lobby's invite code and seats, and at the table
// where a click takes each of the seat's legal actions once the board shows the position.

func init() { onlineProbe = probeOnline }

// clicker is a board that says where a click takes an action (a hand card, a button).
type clicker interface {
	ClickTarget(a engine.Action) (x, y float64, ok bool)
}

func probeOnline(top Scene, s *probeSnapshot) []ui.Target {
	switch sc := top.(type) {
	case *Online:
		return sc.probe(s)
	case *Lobby:
		return sc.probe(s)
	case *OnlineTable:
		return sc.probe(s)
	case *Results:
		// Over an online table: its game and step, its end shown; the buttons are the
		// results' own (sceneTargets).
		if ot, ok := sc.table.(*OnlineTable); ok {
			ot.probe(s)
		}
	case *SetupScene:
		if sc.online != nil {
			return sc.probeOnline(s)
		}
	}
	return nil
}

// probeOnline: a table's set-up on a server: its seats and how many are open for players;
// "kind:<seat>" switches a seat after the host's between open and a CPU's (its start and
// back buttons are the set-up's own).
func (sc *SetupScene) probeOnline(s *probeSnapshot) []ui.Target {
	s.Game = sc.s.Entry.ID
	open := 0
	for _, seat := range sc.s.Seats[1:] {
		if seat.Human {
			open++
		}
	}
	s.Board = map[string]any{"seats": len(sc.s.Seats), "online": true, "open": open}
	var out []ui.Target
	for i := 1; i < len(sc.kind) && i < len(sc.s.Seats); i++ {
		if b := sc.kind[i]; !b.Disabled && b.Rect.W > 0 {
			out = append(out, ui.Target{Rect: b.Rect, Action: fmt.Sprintf("kind:%d", i), Label: b.Label})
		}
	}
	return out
}

// probe: the fields "server" (where the address is asked for), "name", "code"; the buttons "game", "create" (which opens the
// table's set-up: its "start" creates the table), "join", "rejoin", "back" when enabled.
func (o *Online) probe(s *probeSnapshot) []ui.Target {
	s.Game = onlineGames()[o.gameIdx].ID
	s.Board = map[string]any{"server": o.server.Text, "name": o.name.Text, "code": o.code.Text,
		"pending": o.pending, "status": o.status, "nameActive": o.name.Active}
	var out []ui.Target
	if !o.page {
		out = append(out, ui.Target{Rect: o.server.Rect, Action: "server"})
	}
	out = append(out, ui.Target{Rect: o.name.Rect, Action: "name"}, ui.Target{Rect: o.code.Rect, Action: "code"})
	named := map[*ui.Button]string{&o.game: "game", &o.create: "create", &o.join: "join", &o.rejoin: "rejoin", &o.back: "back"}
	for _, b := range o.buttons() {
		if !b.Disabled && b.Rect.W > 0 {
			out = append(out, ui.Target{Rect: b.Rect, Action: named[b], Label: b.Label})
		}
	}
	return out
}

// probe: the buttons "start" (the host's, once every seat is taken) and "leave".
func (l *Lobby) probe(s *probeSnapshot) []ui.Target {
	s.Game = l.snap.Game
	taken, here := 0, 0
	for _, st := range l.snap.Seats {
		if st.Taken {
			taken++
		}
		if st.Connected {
			here++
		}
	}
	s.Board = map[string]any{"code": l.snap.Code, "host": l.snap.Host, "seat": l.snap.Seat,
		"seats": len(l.snap.Seats), "taken": taken, "connected": here}
	if link := pageLink(l.snap.Code); link != "" && l.snap.Code != "" {
		s.Board["link"] = link
	}
	var out []ui.Target
	for _, b := range []struct {
		b    *ui.Button
		name string
	}{{&l.start, "start"}, {&l.leave, "leave"}} {
		if !b.b.Disabled && b.b.Rect.W > 0 {
			out = append(out, ui.Target{Rect: b.b.Rect, Action: b.name, Label: b.b.Label})
		}
	}
	return out
}

// probe: Steps is the table's step; on the seat's turn, once the board shows it, each legal
// action where a click takes it (a small box round the board's click point: an 8's four
// suits share its card, the suit picked after). The way to the next game is the results'.
func (t *OnlineTable) probe(s *probeSnapshot) []ui.Target {
	s.Game = t.e.ID
	p := t.snap.Pos
	if p == nil {
		return nil
	}
	s.Steps = p.Step
	shown := t.ready && t.step == p.Step && !t.board.Busy()
	s.Board = map[string]any{"code": t.snap.Code, "host": t.snap.Host, "seat": t.snap.Seat, "gameNo": p.GameNo,
		"over": p.Over && shown}
	if bp, ok := t.board.(boardProber); ok && t.ready {
		for k, v := range bp.Probe() {
			s.Board[k] = v
		}
	}
	var out []ui.Target
	if c, ok := t.board.(clicker); ok && shown && !p.Over && t.sent != p.Step {
		for _, l := range p.Legal {
			act, err := t.sample.ParseAction(l)
			if err != nil {
				continue
			}
			if x, y, ok := c.ClickTarget(act); ok {
				out = append(out, ui.Target{Rect: ui.Rect{X: x - 2, Y: y - 2, W: 4, H: 4}, Action: l})
			}
		}
		s.YourTurn = len(out) > 0
	}
	return out
}
