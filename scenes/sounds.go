package scenes

import (
	"slices"

	"zashiki/rules/engine"
)

// soundRule says which effect an event plays: the first rule that matches wins. Zone names
// match the zone an event's card comes from or goes to ("" matches any); fall matches only
// a loss (a negative N).
type soundRule struct {
	kind     engine.EventKind
	from, to string
	fall     bool
	sound    string
}

// soundRules is the one table of which event plays which sound, for every game: a card
// leaving a hand is played, a card reaching a hand is drawn, any other move (a trick taken,
// the kitty turned) is a soft deal flick; dice and life lost have their own. Events not
// listed (messages, phases, counters, shuffles) are silent.
var soundRules = []soundRule{
	{kind: engine.EvRoll, sound: "dice"},
	{kind: engine.EvLife, fall: true, sound: "damage"},
	{kind: engine.EvMove, from: "hand", sound: "play"},
	{kind: engine.EvMove, to: "hand", sound: "draw"},
	{kind: engine.EvMove, sound: "deal"},
}

// dealSound is what every card of the opening deal plays, whatever its zones.
const dealSound = "deal"

// soundOf is the effect event e plays, or "" for none.
func soundOf(e engine.Event) string {
	for _, r := range soundRules {
		switch {
		case r.kind != e.Kind:
		case r.from != "" && r.from != e.From.Name:
		case r.to != "" && r.to != e.To.Name:
		case r.fall && e.N >= 0:
		default:
			return r.sound
		}
	}
	return ""
}

// cue turns what the table shows into sounds: each event as the board starts animating it
// (ui.Ctx.Started), so the sound lands with the card, and the end of a game.
type cue struct {
	app  *App
	deal int // events of the opening deal still to start
}

// dealt says the next n events the board starts are the deal.
func (c *cue) dealt(n int) { c.deal = n }

// started plays the sound of an event the board starts to show.
func (c *cue) started(e engine.Event) {
	name := soundOf(e)
	if c.deal > 0 {
		c.deal--
		if e.Kind == engine.EvMove {
			name = dealSound
		}
	}
	if name != "" {
		c.app.sound.Play(name, 0)
	}
}

// ended plays a win or a loss for the people at the screen: the viewer's own result, or in
// hot-seat (nobody's view) a win when any human won. A table of CPUs alone is a demo: its
// end plays the win.
func (c *cue) ended(t *Table, o engine.Outcome) {
	won := len(o.Winners) > 0
	switch {
	case t.viewer >= 0 && t.setup.Seats[t.viewer].Human:
		won = slices.Contains(o.Winners, t.viewer)
	case t.setup.Humans() > 0:
		won = slices.ContainsFunc(o.Winners, func(s int) bool { return t.setup.Seats[s].Human })
	}
	if won {
		c.app.sound.Play("win", 0)
	} else {
		c.app.sound.Play("loss", 0)
	}
}
