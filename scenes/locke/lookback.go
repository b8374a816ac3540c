package locke

import (
	"strings"

	"zashiki/rules/engine"
	rl "zashiki/rules/locke"
	"zashiki/scenes/ui"
)

// record is what the look back keeps of the game: the lines of the latest normal turn and of
// the latest combat round, each with the one before it, as the viewer was shown them. A
// combat is told in its rounds' part (its opening lines with the first round), so a turn's
// part keeps to the planets or the base: moves, cards turned over, claims, and the combat's
// first and last lines.
type record struct {
	turn, lastTurn   []engine.Msg
	round, lastRound []engine.Msg
	fighting         bool
	rounded          bool // the round part holds a round's opening line
}

// detail are the lines the look back leaves to the game log: each check's dice and each
// declared value come before the line that says what came of them, and a fighter's turn is
// named by what it does.
var detail = map[string]bool{rl.MsgDie: true, rl.MsgDeclare: true, rl.MsgTurn: true}

// note records ev's line, if it has one.
func (r *record) note(ev engine.Event) {
	m := ev.Msg
	switch {
	case m.Key == "" || detail[m.Key]:
		return
	case m.Key == rl.MsgNormalTurn:
		r.lastTurn, r.turn = r.turn, nil
	case m.Key == rl.MsgCombatStart:
		r.turn = append(r.turn, m)
		r.lastRound, r.round = r.round, nil
		r.fighting, r.rounded = true, false
		return
	case m.Key == rl.MsgRound && r.rounded:
		r.lastRound, r.round = r.round, nil
	case strings.HasPrefix(m.Key, rl.MsgCombatEnd+"."):
		r.fighting = false
		r.round = append(r.round, m)
		r.turn = append(r.turn, m)
		return
	}
	if m.Key == rl.MsgRound {
		r.rounded = true
	}
	if r.fighting {
		r.round = append(r.round, m)
		return
	}
	r.turn = append(r.turn, m)
}

// latest is part if anything happened in it beyond its opening line, else the one before.
func latest(part, before []engine.Msg) []engine.Msg {
	if len(part) > 1 {
		return part
	}
	return before
}

// lookBack is the record as the panel's rows: the last turn, then the last combat round, each
// under its heading.
func (r *record) lookBack() ui.LookBack {
	lb := ui.LookBack{Title: engine.M("lb.locke.title"), Empty: engine.M("lb.none"), Wide: true}
	section := func(head string, lines []engine.Msg) {
		if len(lines) == 0 {
			return
		}
		lb.Rows = append(lb.Rows, ui.LookRow{Seat: -1, Words: engine.M(head), Mark: true})
		for _, m := range lines {
			lb.Rows = append(lb.Rows, ui.LookRow{Seat: -1, Words: m})
		}
	}
	section("lb.locke.turn", latest(r.turn, r.lastTurn))
	section("lb.locke.round", latest(r.round, r.lastRound))
	return lb
}

// LookBack implements the table's look back: the last normal turn's lines and the last
// combat round's.
func (b *Board) LookBack() ui.LookBack { return b.look.lookBack() }

// Recall implements the table's recaller: the record rebuilt from the game's events as the
// viewer was shown them (a resumed game, or a new viewer at a hot-seat table: a record may
// hold what only its viewer saw, so none is handed from one player to the next).
func (b *Board) Recall(evs []engine.Event) {
	b.look = record{}
	for _, ev := range evs {
		b.look.note(ev)
	}
}

// PrivateRecord implements the table's privateRecorder: see Recall.
func (b *Board) PrivateRecord() {}
