package freeeight

import (
	"zashiki/rules/engine"
	fe "zashiki/rules/freeeight"
	"zashiki/scenes/ui"
)

// lookRows is how many of the last plays the look back keeps.
const lookRows = 6

// lookRules are the plays the look back lists: cards played (an 8 with the suit it named),
// draws as counts (never the cards, which only the drawer saw) and ロン. Each is public, so
// the record is the same whoever watched and is kept when a hot-seat board changes hands.
var lookRules = map[string]ui.LookRule{
	fe.MsgPlay:      {Seat: 0, Card: ui.EventCard, Words: "lb.fe.play"},
	fe.MsgPlayEight: {Seat: 0, Card: ui.EventCard, Words: "lb.fe.play8", Args: []int{2}},
	fe.MsgDraw:      {Seat: 0, Card: ui.NoCard, Words: "lb.draw", Args: []int{1}},
	fe.MsgRon:       {Seat: 0, Card: 2, Words: "lb.fe.ron", Args: []int{1}},
	fe.MsgRonKaeshi: {Seat: 0, Card: ui.NoCard, Words: "lb.fe.ronkaeshi", Args: []int{1}},
}

// noteLook records ev if it is one of the plays the look back lists.
func (b *Board) noteLook(ev engine.Event) {
	if r, ok := lookRules[ev.Msg.Key]; ok {
		b.look.Add(r.Row(ev))
	}
}

// resetLook starts a new game's record on a deal; any other reset (a new viewer) keeps what
// was played, all of it public. A resumed game's record comes from Recall.
func (b *Board) resetLook(deal []engine.Event) {
	b.look.Max = lookRows
	if len(deal) > 0 {
		b.look.Clear()
	}
}

// Recall rebuilds the record from the game's events so far, as the viewer saw them: a resumed
// game looks back at once.
func (b *Board) Recall(evs []engine.Event) {
	b.look.Clear()
	for _, ev := range evs {
		b.noteLook(ev)
	}
}

// LookBack implements the table's look back: the last few plays and draws.
func (b *Board) LookBack() ui.LookBack {
	return ui.LookBack{Title: engine.M("lb.fe.title"), Rows: b.look.Copy()}
}
