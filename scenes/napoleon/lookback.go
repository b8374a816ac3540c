package napoleon

import (
	"maps"
	"slices"

	"zashiki/rules/engine"
	np "zashiki/rules/napoleon"
	"zashiki/scenes/ui"
)

// lookback is the last completed trick as the board showed it: its cards in play order, who
// led it and who took it, with the rules' own lines for the take (and for a special rule,
// such as マイティ). Every card of a trick is played face up to everyone, so the record is
// the same whoever watches; the View's finished tricks rebuild it when the board is reset
// (a new viewer in hot-seat, a resumed game).
type lookback struct {
	playing []ui.LookRow // the trick under way, a row per card as it was shown
	last    []ui.LookRow // the last completed trick
	no      int          // its number, from 1; 0 before the first
	winner  int
	notes   []engine.Msg // the adjutant's reveal and the special rule's lines, if any, then the take's
	reveal  engine.Msg   // the adjutant card played in the trick under way
	rule    engine.Msg   // a special rule's line, said just before the take
}

// ruleKeys names each special rule's line (the rules say it as the trick is taken).
var ruleKeys = map[np.Rule]string{
	np.RuleMighty: np.MsgRuleMighty, np.RuleTrumpJ: np.MsgRuleTrumpJ, np.RuleUraJ: np.MsgRuleUraJ,
	np.RuleYoromeki: np.MsgRuleYoromeki, np.RuleJBlocks: np.MsgRuleJBlocks, np.RuleHunt: np.MsgRuleHunt,
	np.RuleSame2: np.MsgRuleSame2,
}

// note follows one event as the board starts to show it.
func (l *lookback) note(ev engine.Event) {
	switch {
	case ev.Kind == engine.EvMove && ev.To.Name == "trick":
		l.playing = append(l.playing, ui.LookRow{Seat: ev.To.Seat, Cards: []int{ev.Card}})
	case ev.Kind == engine.EvReveal && ev.Msg.Key != "":
		l.reveal = ev.Msg
	case ev.Kind == engine.EvMessage && ev.Msg.Key == np.MsgTrick:
		l.take(ev.Seat, ev.Msg)
	case ev.Kind == engine.EvMessage && slices.Contains(slices.Collect(maps.Values(ruleKeys)), ev.Msg.Key):
		l.rule = ev.Msg
	}
}

// take closes the trick under way: winner took it, as line says.
func (l *lookback) take(winner int, line engine.Msg) {
	l.last, l.playing = l.playing, nil
	l.no++
	l.winner = winner
	l.notes = nil
	for _, m := range []engine.Msg{l.reveal, l.rule, line} {
		if m.Key != "" {
			l.notes = append(l.notes, m)
		}
	}
	l.reveal, l.rule = engine.Msg{}, engine.Msg{}
}

// reset rebuilds the record from v: its finished tricks and the trick on the table.
func (l *lookback) reset(v *np.View) {
	*l = lookback{}
	for _, p := range v.Trick {
		l.playing = append(l.playing, ui.LookRow{Seat: p.Seat, Cards: []int{int(p.Card)}})
	}
	if len(v.Tricks) == 0 {
		return
	}
	t := v.Tricks[len(v.Tricks)-1]
	win, faces := 0, 0
	var rows []ui.LookRow
	for i, p := range t.Cards {
		rows = append(rows, ui.LookRow{Seat: p.Seat, Cards: []int{int(p.Card)}})
		if p.Seat == t.Winner {
			win = i
		}
		if np.IsFace(p.Card) {
			faces++
		}
	}
	for _, p := range t.Cards {
		if v.HasAdjutantCard && p.Card == v.AdjutantCard {
			l.reveal = engine.M(np.MsgReveal, engine.SeatRef(p.Seat), engine.CardRef(p.Card))
			if p.Seat == v.Napoleon {
				l.reveal = engine.M(np.MsgRevealSelf, engine.SeatRef(p.Seat))
			}
		}
	}
	if key, ok := ruleKeys[t.Rule]; ok {
		l.rule = engine.M(key)
	}
	playing := l.playing
	l.playing = rows
	l.take(t.Winner, engine.M(np.MsgTrick, engine.SeatRef(t.Winner), engine.CardRef(t.Cards[win].Card), faces))
	l.no = len(v.Tricks)
	l.playing = playing
}

// LookBack implements the table's look back: the last completed trick, who led and who
// took it.
func (b *Board) LookBack() ui.LookBack {
	l := &b.look
	lb := ui.LookBack{Title: engine.M("lb.np.title", l.no), Empty: engine.M("lb.np.none"),
		Notes: slices.Clone(l.notes)}
	if l.no == 0 {
		lb.Title = engine.M("lb.np.title0")
	}
	for i, r := range l.last {
		r.Cards = slices.Clone(r.Cards)
		r.Mark = r.Seat == l.winner
		switch {
		case i == 0 && r.Mark:
			r.Words = engine.M("lb.np.ledwon")
		case i == 0:
			r.Words = engine.M("lb.np.led")
		case r.Mark:
			r.Words = engine.M("lb.np.won")
		}
		lb.Rows = append(lb.Rows, r)
	}
	return lb
}
