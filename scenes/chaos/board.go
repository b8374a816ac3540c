// Package chaos is the Project Chaos table: the three workplaces, the 完成品レーン with the
// goal's progress, the shared resource tokens, the loaded four-sided chaos die and its
// marker, the deck that is the game's clock, and the viewer's hand with previews of what a
// placement would do.
package chaos

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	rc "zashiki/rules/chaos"
	"zashiki/rules/engine"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// Board implements the table scene's Board for Project Chaos.
type Board struct {
	// layer keeps last frame's picture: a frame that draws the same is one image.
	layer ui.Layer
	v     *rc.View // the view the table settles on once animations finish
	shown *rc.View // the view whose prompts are drawn now
	m     model
	lay   layout
	lang  i18n.Lang
	seq   ui.Sequencer[*flight]
	tick  int

	die     dieAnim
	tokenFx *ui.Tween // the resource tokens flash after a change
	banner  banner    // a large word over the table: 混沌3！, 停滞, …
	shake   ui.Shake  // a card shaken because a click on it was refused

	legal   []engine.Action
	hand    []ui.Pose // the viewer's hand cards where they are drawn now (eased)
	sel     int       // the chosen hand card (index), or -1
	hover   int       // the hand card under the pointer, or -1
	preview *rc.Action
	buttons []actionButton
	// settled is false until the model has been set from the view after the animations
	// of the last Reset or Show.
	settled bool
}

// actionButton is a button on the table that sends an action.
type actionButton struct {
	ui.Button
	act rc.Action
}

// dieAnim tumbles the die for a roll and hops it for a step.
type dieAnim struct {
	tw     *ui.Tween
	tumble bool
	face   int // shown while tumbling
}

// banner is a large caption that fades.
type banner struct {
	key string // its words' catalogue key
	tw  *ui.Tween
}

// NewBoard makes an empty board; Reset fills it.
func NewBoard() *Board { return &Board{sel: -1, hover: -1} }

// CardLabel implements Board: the card's name and value, in the table's language.
func (b *Board) CardLabel(id int) string {
	if id < 0 || id >= rc.NumCards {
		return "?"
	}
	d := rc.Cards[id]
	open, end := "「", "」"
	if b.lang == i18n.En {
		open, end = "“", "”"
	}
	return open + i18n.T(b.lang, "chaos.card."+d.Key) + " " + signed(d.Value) + end
}

// FinalHand implements Board: the viewer's own hand (the others stay private).
func (b *Board) FinalHand(seat int) []int {
	if b.v == nil || seat != b.v.Seat {
		return nil
	}
	return slices.Clone(b.v.Hand)
}

// CardImage implements Board: the results screen draws hands small, so the mini face.
func (b *Board) CardImage(id int) *ebiten.Image {
	u := b.lay.u
	if u <= 0 {
		u = 1 // not laid out yet
	}
	return cardFace(id, b.lang, specFor(faceMini, 42*u, u))
}

// face is card c's face for class cl at the table's current size (nil for an unseen card).
func (b *Board) face(c int, cl faceClass) *ebiten.Image {
	if c == unknown {
		return nil
	}
	return cardFace(c, b.lang, b.spec(cl))
}

// spec is how a face of class cl is composed, from the width the table draws it.
func (b *Board) spec(cl faceClass) faceSpec {
	l := b.lay
	w := l.laneW
	switch cl {
	case faceWork:
		w = l.workW
	case faceHand:
		w = l.handW
	case faceLarge:
		w = l.playW
	}
	return specFor(cl, w, l.u)
}

// classFor is the face class for a card drawn w wide (a card in flight).
func (b *Board) classFor(w float64) faceClass {
	l := b.lay
	switch {
	case w < (l.laneW+l.workW)/2:
		return faceMini
	case w < (l.workW+l.handW)/2:
		return faceWork
	case w < (l.handW+l.playW)/2:
		return faceHand
	}
	return faceLarge
}

// Reset implements Board.
func (b *Board) Reset(ctx *ui.Ctx, v engine.View, deal []engine.Event) {
	cv := v.(*rc.View)
	b.lang = ctx.Lang
	b.v, b.shown = cv, cv
	b.seq.Reset()
	// A reset board draws the same view the same way (the seat's pulse and the die's tumble
	// run on the ticks since): a spectator's screen then tells nothing of the viewer before.
	b.tick = 0
	b.die, b.tokenFx, b.banner, b.shake = dieAnim{}, nil, banner{}, ui.Shake{}
	b.settled = false
	b.sel, b.hover, b.preview = -1, -1, nil
	b.lay = newLayout(ctx.Area, ctx.U, cv.Seats)
	if len(deal) > 0 {
		b.m.beforeDeal(cv)
		b.seq.Add(deal...)
	} else {
		b.m.settle(cv)
	}
	b.hand = nil
}

// Show implements Board.
func (b *Board) Show(ctx *ui.Ctx, evs []engine.Event, v engine.View) {
	b.v = v.(*rc.View)
	b.seq.Add(evs...)
	b.sel, b.preview, b.settled = -1, nil, false
}

// Spectates implements the table's spectating: Reset, Show, Update and Draw accept nobody's
// view (Viewer() == -1), the table between two hot-seat humans. The table keeps its layout
// (it does not turn with the viewer), every hand is only a count on its seat's plate, and no
// prompt shows.
func (b *Board) Spectates() bool { return true }

// spectating reports whether the board shows nobody's view: no hand is the viewer's, so
// there is none to draw face up at the bottom, point at, choose from or fly cards to.
func (b *Board) spectating() bool { return b.v == nil || b.v.Seat < 0 || b.v.Seat >= len(b.m.hands) }

// own is the viewer's hand as the table shows it now; nil for a spectator.
func (b *Board) own() []int {
	if b.spectating() {
		return nil
	}
	return b.m.hands[b.v.Seat]
}

// Busy implements Board.
func (b *Board) Busy() bool {
	return b.seq.Busy() || (b.die.tw != nil && !b.die.tw.Done())
}

// Update implements Board.
func (b *Board) Update(ctx *ui.Ctx, in *ui.Input, legal []engine.Action) engine.Action {
	b.tick++
	b.lang = ctx.Lang
	b.lay = newLayout(ctx.Area, ctx.U, b.v.Seats)
	b.animate(ctx)
	b.easeHand(ctx)
	b.legal = legal
	b.placeButtons(ctx)
	b.tips(ctx, in)
	if len(legal) == 0 || b.Busy() {
		b.hover, b.preview = -1, nil
		b.idleInput(ctx, in)
		return nil
	}
	return b.input(ctx, in)
}

// animate starts queued events as their turn comes and moves what is in flight.
func (b *Board) animate(ctx *ui.Ctx) {
	b.seq.Step(ctx, b.start)
	if b.die.tw != nil {
		b.die.tw.Step(ctx.Speed)
		if b.die.tumble && b.tick%4 == 0 {
			b.die.face = (b.die.face + 1 + b.tick/4%3) % 4
		}
	}
	b.shake.Step()
	for _, tw := range []*ui.Tween{b.tokenFx, b.banner.tw} {
		if tw != nil {
			tw.Step(1)
		}
	}
	if !b.Busy() && !b.settled {
		b.shown, b.settled = b.v, true
		b.m.settle(b.v)
	}
}

// start begins one event (its log line is written already).
func (b *Board) start(ctx *ui.Ctx, ev engine.Event) {
	switch ev.Kind {
	case engine.EvMove:
		b.fly(ev)
	case engine.EvRoll:
		if ev.Seat >= 0 {
			b.m.marker = ev.Seat
		}
		b.m.chaos = ev.N
		b.die = dieAnim{tw: ui.NewTween(0.9, ui.EaseOutCubic), tumble: true, face: (ev.N + 2) % 4}
		b.seq.Wait = 56
	case engine.EvCounter:
		switch ev.To {
		case rc.ResourcesCounter:
			b.m.res += ev.N
			b.tokenFx = ui.NewTween(0.6, ui.EaseOutCubic)
			b.seq.Wait = 16
		case rc.DieCounter:
			// A step clamped at 0 changes nothing but still hops the die to its new toucher.
			if ev.Seat >= 0 {
				b.m.marker = ev.Seat
			}
			b.m.chaos += ev.N
			b.die = dieAnim{tw: ui.NewTween(0.45, ui.EaseOutCubic)}
			b.seq.Wait = 26
			if ev.Msg.Key == rc.MsgStagnation {
				b.say("chaos.ui.stagnation")
			}
		}
	case engine.EvShuffle:
		b.seq.Wait = 20
	case engine.EvPhase:
		b.seq.Wait = 4
	case engine.EvMessage:
		switch ev.Msg.Key {
		case rc.MsgChaos3:
			b.say("chaos.ui.chaos3")
			b.seq.Wait = 40
		case rc.MsgChaos2:
			b.say("chaos.ui.chaos2")
			b.seq.Wait = 30
		case rc.MsgAskPassed, rc.MsgAskFailed:
			b.seq.Wait = 20
		}
	}
}

// say shows the caption of catalogue key: written in the language of each frame, as the
// rest of the table is (it stayed in the language it was said in).
func (b *Board) say(key string) { b.banner = banner{key: key, tw: ui.NewTween(1.4, nil)} }

// fly launches a card from its zone to its destination; the model changes when it lands.
func (b *Board) fly(ev engine.Event) {
	viewer := b.v.Seat // -1 for a spectator: every hand is a plate, none at the bottom
	card := ev.Card
	if card == engine.Unseen {
		card = unknown
	}
	from := b.lay.zonePose(ev.From, viewer, 0, 1)
	if ev.From.Name == "hand" && ev.From.Seat == viewer && !b.spectating() {
		if i := slices.Index(b.own(), card); i >= 0 && i < len(b.hand) {
			from = b.hand[i]
		}
	} else if ev.From.Name == "lane" || ev.From.Name == "play" {
		src := b.m.lane
		if ev.From.Name == "play" {
			src = b.m.play
		}
		from = b.lay.zonePose(ev.From, viewer, max(0, slices.Index(src, card)), len(src))
	}
	b.m.take(ev.From, card)
	n := b.m.size(ev.To)
	to := b.lay.zonePose(ev.To, viewer, n, n+1)
	to.Face = 1
	if card == unknown || ev.To.Name == "draw" {
		to.Face = 0
	}
	if ev.From.Name == "draw" && card != unknown {
		from.Face = 0
	}
	if from.Face == 0 && card != unknown && ev.From.Name != "draw" {
		from.Face = 1
	}
	speed := 0.42
	b.seq.Wait = 14
	switch ev.To.Name {
	case "play":
		speed, b.seq.Wait = 0.5, 40
	case "lane", "discard":
		b.seq.Wait = 22
	case "draw":
		b.seq.Wait = 3
	}
	if ev.From.Name == "play" {
		b.seq.Wait = 18
	}
	f := &flight{Card: card, From: from, To: to, Tw: ui.NewTween(speed, ui.EaseInOutCubic)}
	f.OnLand = func() { b.m.give(ev.To, card) }
	b.seq.Fly(f)
}

// Flights run on their tweens (ui.Sequencer).

// easeHand slides the viewer's hand cards toward their places.
func (b *Board) easeHand(ctx *ui.Ctx) {
	n := len(b.own())
	for len(b.hand) < n {
		b.hand = append(b.hand, b.lay.handCard(len(b.hand), n))
	}
	b.hand = b.hand[:n]
	k := min(1, 0.22*ctx.Speed)
	for i := range b.hand {
		b.hand[i] = ui.LerpPose(b.hand[i], b.lay.handCard(i, n), k)
	}
}
