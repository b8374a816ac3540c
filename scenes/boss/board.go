// Package boss is the 上司独裁 table: the boss against the team, life tracks, the round's
// 独裁カード, the die and the 辞表, and the prompts for every decision of the rules.
package boss

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	rb "zashiki/rules/boss"
	"zashiki/rules/engine"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// Board implements the table scene's Board for 上司独裁.
type Board struct {
	// layer keeps last frame's picture: a frame that draws the same is one image.
	layer ui.Layer
	v     *rb.View // the view the table settles on once animations finish
	shown *rb.View // the view whose prompts and badges are drawn now
	m     model
	lay   layout
	lang  i18n.Lang

	seq     ui.Sequencer[*flight]
	floats  []floater
	flashes map[int]*ui.Tween // a seat's life just changed
	die     *dieRoll
	letter  *ui.Tween // the 辞表 on its way to the resigning seat
	shows   map[int]*shownHand

	hand    []ui.Pose
	legal   []engine.Action
	stale   bool    // the model trails b.v: settle once the animations are done
	picked  rb.Kind // a hand card whose target is being chosen, or -1
	hover   int
	sel     int // the hand card chosen with the arrow keys, or -1
	tick    int
	choices []choice
	panel   panelText // the prompt panel's words, laid out with its buttons

	hoverSeat  int      // the seat plate under the pointer, or -1
	shake      ui.Shake // a refused hand card (by its place in the hand) shaking its head
	smallest   float64  // the smallest text of the last Draw (SmallestText)
	smallBadge float64  // the smallest badge text of the last Draw (SmallestBadge)

	look     ui.LookLog // the last public actions, for the table's look back
	dealLeft int        // the deal's events still to start (its draws are not looked back at)
}

type floater = ui.Floater

// shownHand is a hand shown to everyone for a moment (no usable card).
type shownHand struct {
	cards []int
	tw    *ui.Tween
}

// choice is one button of the prompt panel.
type choice struct {
	btn ui.Button
	act engine.Action // nil: cancel the picked card
}

// NewBoard makes an empty board; Reset fills it.
func NewBoard() *Board { return &Board{picked: -1, hover: -1, sel: -1, hoverSeat: -1} }

// Spectates implements the table's spectating: the board shows View(-1), nobody's view,
// with every hand as backs, so in hot-seat the last human's hand goes face down while the
// CPUs play.
func (b *Board) Spectates() bool { return true }

// spectator reports whether the board shows the game through nobody's eyes (View(-1)):
// there is no hand at the bottom and nothing to decide.
func (b *Board) spectator() bool { return b.v == nil || b.v.Seat < 0 || b.v.Seat >= b.v.Table.Seats }

// own is the viewer's hand as the table shows it now; nil for a spectator.
func (b *Board) own() []int {
	if b.spectator() || b.v.Seat >= len(b.m.hands) {
		return nil
	}
	return b.m.hands[b.v.Seat]
}

// CardLabel implements Board.
func (b *Board) CardLabel(id int) string { return cardLabel(id, b.lang) }

// CardImage implements Board.
func (b *Board) CardImage(id int) *ebiten.Image { return cardFace(id, b.lang) }

// FinalHand implements Board: every hand is shown at the end.
func (b *Board) FinalHand(seat int) []int {
	if b.v == nil || b.v.Revealed == nil || seat >= len(b.v.Revealed) {
		return nil
	}
	return sortHand(b.v.Revealed[seat])
}

// Reset implements Board.
func (b *Board) Reset(ctx *ui.Ctx, v engine.View, deal []engine.Event) {
	bv := v.(*rb.View)
	b.v, b.shown, b.lang = bv, bv, ctx.Lang
	b.seq.Reset()
	b.floats = nil
	b.flashes, b.shows, b.die, b.letter = map[int]*ui.Tween{}, map[int]*shownHand{}, nil, nil
	b.picked, b.hover, b.sel, b.legal = -1, -1, -1, nil
	// The acting seat's pulse restarts with the showing: what the board draws then follows
	// from the view and the ticks since, never from how long the last viewer sat here.
	b.tick = 0
	b.lay = newLayout(ctx.Area, ctx.U, bv.Order)
	b.resetLook(deal)
	if len(deal) > 0 {
		b.m.beforeDeal(bv)
		b.seq.Add(deal...)
		b.stale = true
	} else {
		b.m.settle(bv)
	}
	b.hand = slices.Clone(b.lay.handPoses(len(b.own())))
}

// Show implements Board.
func (b *Board) Show(ctx *ui.Ctx, evs []engine.Event, v engine.View) {
	b.v = v.(*rb.View)
	b.seq.Add(evs...)
	b.picked, b.sel = -1, -1
	b.stale = true
}

// Busy implements Board.
func (b *Board) Busy() bool {
	return b.seq.Busy() || b.die != nil && !b.die.settled() || b.letter != nil && !b.letter.Done()
}

// Update implements Board.
func (b *Board) Update(ctx *ui.Ctx, in *ui.Input, legal []engine.Action) engine.Action {
	b.tick++
	b.lang = ctx.Lang
	b.lay = newLayout(ctx.Area, ctx.U, b.v.Order)
	b.animate(ctx)
	b.easeHand(ctx)
	if b.spectator() {
		legal = nil // nobody's view decides nothing: no prompt, no glowing target
	}
	b.legal = legal
	b.placeChoices(ctx)
	b.tips(ctx, in)
	if b.Busy() {
		b.hover = -1
		return nil
	}
	if len(legal) == 0 {
		b.hover = -1
		if !b.spectator() {
			b.refuseWaiting(ctx, in)
		}
		return nil
	}
	return b.input(ctx, in)
}

// animate starts queued events as their turn comes and moves what is in flight.
func (b *Board) animate(ctx *ui.Ctx) {
	b.seq.Step(ctx, b.start)
	b.floats = ui.StepTweens(b.floats, ctx.Speed)
	for s, tw := range b.flashes {
		if tw.Step(ctx.Speed); tw.Done() {
			delete(b.flashes, s)
		}
	}
	for s, sh := range b.shows {
		if sh.tw.Step(ctx.Speed); sh.tw.Done() {
			delete(b.shows, s)
		}
	}
	if b.die != nil {
		b.die.step(ctx.Speed)
	}
	if b.letter != nil {
		b.letter.Step(ctx.Speed)
	}
	b.shake.Step()
	if !b.Busy() && b.stale {
		b.shown, b.stale = b.v, false
		b.m.settle(b.v)
	}
}

// start begins one event (its log line is written already).
func (b *Board) start(ctx *ui.Ctx, ev engine.Event) {
	b.noteLook(ev)
	switch ev.Kind {
	case engine.EvMove:
		b.fly(ev)
	case engine.EvReveal:
		if s := ev.To.Seat; s >= 0 && s != b.v.Seat {
			sh := b.shows[s]
			if sh == nil || sh.tw.Done() {
				sh = &shownHand{tw: ui.NewTween(2.2, nil)}
				b.shows[s] = sh
			}
			sh.cards = append(sh.cards, ev.Card)
		}
		b.seq.Wait = 2
	case engine.EvRoll:
		x, y := b.rollFrom(ev.Seat)
		b.die = newDieRoll(b.lay, x, y, ev.N, b.tick)
		b.m.roll = ev.N
		b.seq.Wait = 62
	case engine.EvLife:
		if ev.Seat >= 0 && ev.Seat < len(b.m.life) {
			b.m.life[ev.Seat] = max(0, b.m.life[ev.Seat]+ev.N)
			b.flashes[ev.Seat] = ui.NewTween(0.7, nil)
			b.floats = append(b.floats, ui.NewFloater(ev.Seat, ev.N, 1.3))
		}
		b.seq.Wait = 26
	case engine.EvShuffle:
		b.seq.Wait = 18
	case engine.EvPhase, engine.EvCounter:
		b.seq.Wait = 8
	case engine.EvMessage:
		switch ev.Msg.Key {
		case rb.MsgResign:
			b.m.resigned = ev.Seat
			b.letter = ui.NewTween(0.8, ui.EaseInOutCubic)
			b.seq.Wait = 50
		case rb.MsgVoteCancel, rb.MsgVoteKeep, rb.MsgVoteOpen:
			b.seq.Wait = 30
		case rb.MsgVoteYes, rb.MsgVoteNo, rb.MsgDamageAsk:
			b.seq.Wait = 10
		default:
			b.seq.Wait = 5
		}
	}
}

// rollFrom is where a die is thrown from: the roller's plate, or the middle.
func (b *Board) rollFrom(seat int) (float64, float64) {
	if seat >= 0 && seat < b.v.Table.Seats {
		return b.lay.plate(seat, b.v.Boss).Center()
	}
	return b.lay.area.X + b.lay.area.W/2, b.lay.area.Y
}

// zonePose is where a zone lies on the table, for a card of the given seat.
func (b *Board) zonePose(z engine.Zone, card int) ui.Pose {
	l := b.lay
	switch z.Name {
	case "draw":
		return l.draw
	case "discard":
		return l.discard
	case "dictdraw":
		return l.dictDraw
	case "dict":
		return l.dictPose
	case "dictdiscard":
		return l.dictOut
	case "chief.boss":
		return l.bossChief
	case "chief.team":
		return l.teamChief
	case "field":
		return l.fieldPose(z.Seat)
	}
	s := z.Seat
	if s >= 0 && s == b.v.Seat && !b.spectator() {
		i := max(0, slices.Index(b.m.hands[s], card))
		ps := l.handPoses(len(b.m.hands[s]) + 1)
		return ps[min(i, len(ps)-1)]
	}
	return l.backPose(s, b.v.Boss)
}

// fly launches a card from its zone to its destination and keeps the model in step.
func (b *Board) fly(ev engine.Event) {
	card := ev.Card // engine.Unseen, the board's unknown, when the viewer may not see it
	f := &flight{CardFlight: ui.CardFlight{Card: card, Tw: ui.NewTween(0.4, ui.EaseOutCubic)}, dict: rb.IsDictator(ev.Card)}
	f.From = b.zonePose(ev.From, card)
	switch ev.From.Name {
	case "draw":
		b.m.draw--
	case "discard":
		if i := slices.Index(b.m.discard, ev.Card); i >= 0 {
			b.m.discard = slices.Delete(b.m.discard, i, i+1)
		}
	case "dictdraw":
		b.m.dictDraw--
	case "dict":
		b.m.dict = -1
	case "chief.boss", "chief.team":
		b.m.chief = -1
	case "field":
		b.m.field[ev.From.Seat] = -1
	case "hand":
		if !b.spectator() && ev.From.Seat == b.v.Seat {
			if i := slices.Index(b.m.hands[b.v.Seat], ev.Card); i >= 0 && i < len(b.hand) {
				f.From = b.hand[i]
			}
		}
		b.m.take(ev.From.Seat, card)
	}
	f.To = b.zonePose(ev.To, card)
	f.From.Face, f.To.Face = 0, 0
	if card != unknown && ev.From.Name != "draw" && ev.From.Name != "dictdraw" {
		f.From.Face = 1
	}
	if card != unknown {
		f.To.Face = 1
	}
	b.seq.Wait = 22
	switch ev.To.Name {
	case "draw":
		f.OnLand = func() { b.m.draw++ }
		b.seq.Wait = 2
	case "discard":
		f.OnLand = func() { b.m.discard = append(b.m.discard, ev.Card) }
	case "dict":
		f.Tw = ui.NewTween(0.7, ui.EaseOutBack)
		f.OnLand = func() { b.m.dict = ev.Card }
		b.seq.Wait = 50
	case "dictdiscard":
		f.OnLand = func() { b.m.dictOut++ }
	case "chief.boss", "chief.team":
		side := rb.BossSide
		if ev.To.Name == "chief.team" {
			side = rb.TeamSide
		}
		f.OnLand = func() { b.m.chief, b.m.chiefSide = ev.Card, side }
		b.seq.Wait = 30
	case "field":
		f.OnLand = func() { b.m.field[ev.To.Seat] = ev.Card }
	default:
		s := ev.To.Seat
		f.OnLand = func() { b.m.give(s, card) }
		b.seq.Wait = 7
	}
	b.seq.Fly(f)
}

// Flights and floats run on their tweens (ui.Sequencer, ui.StepTweens).

// easeHand slides the viewer's hand cards toward their places in the fan.
func (b *Board) easeHand(ctx *ui.Ctx) {
	b.hand = ui.EasePoses(b.hand, b.lay.handPoses(len(b.own())), ctx.Speed)
}

// DictatorInFlight reports whether a 独裁カード is on its way to the table (screen tests
// use it to catch the reveal).
func (b *Board) DictatorInFlight() bool {
	for _, f := range b.seq.Flights {
		if f.dict {
			return true
		}
	}
	return false
}
