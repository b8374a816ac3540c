package boss

import (
	rb "zashiki/rules/boss"
	"zashiki/rules/engine"
	"zashiki/scenes/ui"
)

// lookRows is how many of the last actions the look back keeps.
const lookRows = 7

// lookRules are the public actions the look back lists: cards used, discarded or thrown as
// 防御 (all face up), draws as counts (the cards are the drawer's alone), life lost and
// gained, the die, the votes and the 辞表. The record is the same whoever watched, so it is
// kept when a hot-seat board changes hands.
var lookRules = map[string]ui.LookRule{
	rb.MsgRound:     {Seat: ui.NoSeat, Card: ui.NoCard, Words: "lb.boss.round", Args: []int{0}},
	rb.MsgDictator:  {Seat: ui.NoSeat, Card: 0, Words: "lb.boss.dictator", Args: []int{0}},
	rb.MsgPlay:      {Seat: 0, Card: ui.EventCard, Words: "lb.boss.play", Args: []int{1}},
	rb.MsgPlayOn:    {Seat: 0, Card: ui.EventCard, Words: "lb.boss.playon", Args: []int{1, 2}},
	rb.MsgFizzle:    {Seat: 0, Card: ui.EventCard, Words: "lb.boss.fizzle"},
	rb.MsgDiscard:   {Seat: 0, Card: ui.EventCard, Words: "lb.boss.discard", Args: []int{1}},
	rb.MsgBlock:     {Seat: 0, Card: ui.EventCard, Words: "lb.boss.block"},
	rb.MsgChiefBoss: {Seat: ui.EventSeat, Card: ui.EventCard, Words: "lb.boss.chief"},
	rb.MsgChiefTeam: {Seat: ui.EventSeat, Card: ui.EventCard, Words: "lb.boss.chief"},
	rb.MsgDraw:      {Seat: 0, Card: ui.NoCard, Words: "lb.draw", Args: []int{1}},
	rb.MsgHurt:      {Seat: 0, Card: ui.NoCard, Words: "lb.boss.hurt", Args: []int{1, 2}},
	rb.MsgHeal:      {Seat: 0, Card: ui.NoCard, Words: "lb.boss.heal", Args: []int{1, 2}},
	rb.MsgCost:      {Seat: 0, Card: ui.NoCard, Words: "lb.boss.cost", Args: []int{1}},
	rb.MsgGenba:     {Seat: 0, Card: ui.NoCard, Words: "lb.boss.genba", Args: []int{1}},
	rb.MsgRoll:      {Seat: ui.EventSeat, Card: ui.NoCard, Words: "lb.boss.roll", Args: []int{0}},
	rb.MsgVoteYes:   {Seat: 0, Card: ui.NoCard, Words: "lb.boss.voteyes"},
	rb.MsgVoteNo:    {Seat: 0, Card: ui.NoCard, Words: "lb.boss.voteno"},
	rb.MsgResign:    {Seat: 0, Card: ui.NoCard, Words: "lb.boss.resign"},
	rb.MsgShowHand:  {Seat: 0, Card: ui.NoCard, Words: showWords},
}

// showWords is the row of a hand shown to everyone (no usable card): the cards revealed
// after it join its row.
const showWords = "lb.boss.show"

// noteLook records ev if it is one of the actions the look back lists. The deal's draws are
// the deal, not a player's action: they are left out.
func (b *Board) noteLook(ev engine.Event) {
	dealing := b.dealLeft > 0
	b.dealLeft = max(0, b.dealLeft-1)
	if r, ok := lookRules[ev.Msg.Key]; ok && !(dealing && ev.Msg.Key == rb.MsgDraw) {
		b.look.Add(r.Row(ev))
		return
	}
	if last := b.look.Last(); ev.Kind == engine.EvReveal && last != nil && last.Words.Key == showWords && last.Seat == ev.Seat {
		last.Cards = append(last.Cards, ev.Card)
	}
}

// resetLook starts a new game's record on a deal; any other reset (a new viewer) keeps what
// was done, all of it public. A resumed game's record comes from Recall.
func (b *Board) resetLook(deal []engine.Event) {
	b.look.Max = lookRows
	b.dealLeft = len(deal)
	if len(deal) > 0 {
		b.look.Clear()
	}
}

// Recall rebuilds the record from the game's events so far, as the viewer saw them (a resumed
// game's replayed steps, the deal not among them): a resumed game looks back at once.
func (b *Board) Recall(evs []engine.Event) {
	b.look.Clear()
	b.dealLeft = 0
	for _, ev := range evs {
		b.noteLook(ev)
	}
}

// LookBack implements the table's look back: the last public actions.
func (b *Board) LookBack() ui.LookBack {
	return ui.LookBack{Title: engine.M("lb.boss.title"), Rows: b.look.Copy()}
}
