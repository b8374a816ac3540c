// Package napoleon is the Napoleon table: where the zones sit, how a View and its events are
// drawn and animated, and what a click or key means in the declaration round, the choice of
// the adjutant card, the exchange and the tricks.
package napoleon

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	"zashiki/rules/deck"
	"zashiki/rules/engine"
	np "zashiki/rules/napoleon"
	"zashiki/scenes/ui"
)

// Board implements the table scene's Board for Napoleon.
type Board struct {
	// layer keeps last frame's picture: a frame that draws the same is one image.
	layer ui.Layer
	v     *np.View // the view the table settles on once animations finish
	shown *np.View // the view whose prompts and badges are drawn now
	// bottom is the seat laid out at the bottom, whose hand is the big fan: the viewer, or
	// while the board shows nobody's view (hot-seat, between two humans) the last viewer,
	// its hand then as backs, so the table does not turn when the device is handed over
	// (seat 0 on a board that has shown nobody else).
	bottom  int
	m       model
	lay     layout
	seq     ui.Sequencer[*flight]
	banners []*banner
	floats  []floater
	// revealed marks seats whose adjutant badge appears with the reveal animation.
	revealAt int // seat being revealed, or -1

	smallBadge float64 // the smallest badge text of the last Draw (SmallestBadge)

	hand  []ui.Pose // the viewer's hand cards where they are drawn now (eased)
	legal []engine.Action
	hover int // hand index under the pointer, or -1
	sel   int // hand index chosen with the arrow keys, or -1
	tick  int
	focus ui.Focus // keyboard focus over the declaration panel
	shake ui.Shake // the hand card a refused click shook

	// picked is the adjutant card selected in the picker, or unknown. The cards picked for
	// discarding are the rules' (View.Picked): each pick is an action of its own.
	picked int

	bids    [8][4]ui.Button // declaration grid: count 13..20 by suit ♠♥♦♣
	pass    ui.Button
	confirm ui.Button              // names the adjutant card; takes back a pick in the exchange
	grid    [deck.NumFaces]ui.Rect // the adjutant picker's cards

	look lookback // the last completed trick, for the table's look back
}

// passFocus is the pass button's place in the declaration panel's focus order.
const passFocus = 8 * 4

// NewBoard makes an empty board; Reset fills it.
func NewBoard() *Board {
	return &Board{hover: -1, sel: -1, picked: unknown, revealAt: -1, focus: ui.Focus{Index: passFocus}}
}

// CardLabel implements Board.
func (b *Board) CardLabel(id int) string { return deck.Card(id).Label() }

// CardImage implements Board.
func (b *Board) CardImage(id int) *ebiten.Image { return assets.CardFace(id) }

// FinalHand implements Board: the results show the face cards each seat won.
func (b *Board) FinalHand(seat int) []int {
	if b.v == nil || seat < 0 || seat >= len(b.v.Won) {
		return nil
	}
	out := make([]int, len(b.v.Won[seat]))
	for i, c := range b.v.Won[seat] {
		out[i] = int(c)
	}
	return out
}

// Reset implements Board.
func (b *Board) Reset(ctx *ui.Ctx, v engine.View, deal []engine.Event) {
	nv := v.(*np.View)
	// shown is a copy, so the model settles on v once the deal has been shown
	cp := *nv
	b.v, b.shown = nv, &cp
	b.seq.Reset()
	b.banners, b.floats = nil, nil
	b.picked, b.revealAt, b.sel, b.hover = unknown, -1, -1, -1
	// the pulses restart with the board: a view reset onto draws the same frames whatever
	// came before (the hot-seat test compares a table with its re-dealt twin frame by frame)
	b.tick = 0
	b.focus = ui.Focus{Index: passFocus}
	if nv.Seat >= 0 {
		b.bottom = nv.Seat
	}
	b.lay = newLayout(ctx.Area, ctx.U, b.bottom)
	b.look.reset(nv)
	if len(deal) > 0 {
		b.m.beforeDeal()
		b.seq.Add(deal...)
	} else {
		b.m.settle(nv)
	}
	b.hand = slices.Clone(b.lay.handPoses(len(b.m.hands[b.bottom])))
}

// Show implements Board.
func (b *Board) Show(ctx *ui.Ctx, evs []engine.Event, v engine.View) {
	nv := v.(*np.View)
	if nv.Phase != np.PhaseExchange || b.v.Phase != np.PhaseExchange {
		b.sel = -1 // the keyboard keeps its place from one pick to the next
	}
	b.v = nv
	b.seq.Add(evs...)
	b.picked = unknown
	b.focus = ui.Focus{Index: passFocus} // Enter alone passes: never a declaration by accident
}

// Spectates implements the table's spectating: Reset and Show accept nobody's view
// (Viewer() == -1), drawn with every hand as backs and no prompt.
func (b *Board) Spectates() bool { return true }

// spectating reports whether the board shows nobody's view: there is no hand of the viewer's
// to draw face up, point at or click.
func (b *Board) spectating() bool { return b.v.Seat < 0 }

// Busy implements Board: Napoleon also waits out the pause after the last event.
func (b *Board) Busy() bool { return b.seq.Busy() || b.seq.Wait > 0 }

// Update implements Board.
func (b *Board) Update(ctx *ui.Ctx, in *ui.Input, legal []engine.Action) engine.Action {
	b.tick++
	b.lay = newLayout(ctx.Area, ctx.U, b.bottom)
	b.animate(ctx)
	b.easeHand(ctx)
	b.legal = legal
	b.placeControls(ctx)
	b.shake.Step()
	if b.Busy() {
		b.hover = -1
		return nil
	}
	if len(legal) == 0 {
		b.hover = -1
		// a spectator's fan is backs: nobody's cards to refuse
		if i := b.handUnder(in); i >= 0 && !b.spectating() && i < len(b.m.hands[b.bottom]) && b.shown.Phase != np.PhaseOver && in.ClickIn(cardRect(b.handPose(i))) {
			b.refuse(ctx, b.m.hands[b.bottom][i], ctx.T("np.why.wait", ctx.Names[b.shown.Turn]))
		}
		return nil
	}
	switch b.shown.Phase {
	case np.PhaseBid:
		return b.bidInput(ctx, in)
	case np.PhaseAdjutant:
		return b.adjutantInput(in)
	case np.PhaseExchange:
		return b.exchangeInput(ctx, in)
	}
	return b.playInput(ctx, in)
}

// refuse shakes a hand card (or none, for unknown) and says why the click did nothing.
func (b *Board) refuse(ctx *ui.Ctx, card int, why string) {
	if card != unknown {
		b.shake.Start(card)
	}
	ctx.Say(why)
}

// animate starts queued events as their turn comes and moves cards in flight.
func (b *Board) animate(ctx *ui.Ctx) {
	b.seq.Step(ctx, b.start)
	b.banners = ui.StepTweens(b.banners, ctx.Speed)
	b.floats = ui.StepTweens(b.floats, 1)
	if !b.Busy() && b.shown != b.v {
		b.shown = b.v
		b.revealAt = -1
		b.m.settle(b.v)
	}
}

// start begins one event (its log line is written already): a card flight, a banner or a
// score float.
func (b *Board) start(ctx *ui.Ctx, ev engine.Event) {
	b.look.note(ev)
	switch ev.Kind {
	case engine.EvMove:
		b.fly(ev)
	case engine.EvReveal:
		b.reveal(ctx, ev)
	case engine.EvScore:
		b.floats = append(b.floats, ui.NewFloater(ev.Seat, ev.N, 1.6))
		b.seq.Wait = 6
	case engine.EvShuffle:
		b.seq.Wait = 10
	case engine.EvPhase:
		if ev.Msg.Key == np.MsgNapoleon {
			b.banners = append(b.banners, &banner{text: ctx.T("np.ui.banner.napoleon", ctx.Names[ev.Seat]),
				sub: ctx.T("np.ui.decl", b.v.High.N, b.v.High.Trump.Symbol()), card: unknown,
				tw: ui.NewTween(1.4, ui.EaseOutCubic), gold: true})
			b.seq.Wait = 50
		}
	case engine.EvMessage:
		b.message(ctx, ev)
	}
}

// message gives the special-rule lines their banner and lets a full trick be seen before
// it is gathered.
func (b *Board) message(ctx *ui.Ctx, ev engine.Event) {
	switch ev.Msg.Key {
	case np.MsgRuleYoromeki, np.MsgRuleJBlocks, np.MsgRuleHunt, np.MsgRuleSame2,
		np.MsgRuleMighty, np.MsgRuleTrumpJ, np.MsgRuleUraJ:
		b.banners = append(b.banners, &banner{text: ctx.T(ev.Msg.Key), card: unknown,
			tw: ui.NewTween(1.5, ui.EaseOutCubic), gold: ev.Msg.Key != np.MsgRuleMighty && ev.Msg.Key != np.MsgRuleTrumpJ && ev.Msg.Key != np.MsgRuleUraJ})
	case np.MsgTrick:
		b.seq.Wait = 48
	case np.MsgRedeal:
		b.seq.Wait = 30
	}
}

// reveal turns the adjutant card face up in the trick, with its banner. (Napoleon's
// discards are never revealed: they stay face down.)
func (b *Board) reveal(ctx *ui.Ctx, ev engine.Event) {
	b.revealAt = ev.Seat
	text := ctx.T("np.ui.banner.adjutant", ctx.Names[ev.Seat])
	if ev.Msg.Key == np.MsgRevealSelf {
		text = ctx.T("np.ui.banner.alone", ctx.Names[ev.Seat])
	}
	b.banners = append(b.banners, &banner{text: text, sub: ctx.T("np.ui.adjcard", deck.Card(ev.Card).Label()),
		card: ev.Card, tw: ui.NewTween(2.0, ui.EaseOutCubic), gold: true})
	b.seq.Wait = 80
}

// fly launches a card from its zone to its destination.
func (b *Board) fly(ev engine.Event) {
	// the seat of the big fan: its cards fly from and to it (as backs when unseen)
	viewer := b.bottom
	card := ev.Card // the table has redacted what the viewer may not see
	if card == engine.Unseen {
		card = unknown
	}
	l := b.lay
	f := &flight{Card: card, Tw: ui.NewTween(0.36, ui.EaseOutCubic)}
	switch ev.From.Name {
	case "deck":
		f.From = l.deckPose()
		b.m.deck--
	case "hidden":
		f.From = l.hiddenPose(b.m.hidden - 1)
		b.m.hidden--
	case "trick":
		i := slices.IndexFunc(b.m.trick, func(p np.Played) bool { return int(p.Card) == ev.Card })
		f.From = l.trickPose(ev.From.Seat, max(i, 0))
		if i >= 0 {
			b.m.trick = slices.Delete(b.m.trick, i, i+1)
		}
	case "hand":
		s := ev.From.Seat
		if s == viewer {
			i := max(0, slices.Index(b.m.hands[viewer], ev.Card))
			if i < len(b.hand) {
				f.From = b.hand[i]
			}
		} else {
			ps := l.backPoses(s, len(b.m.hands[s]))
			if len(ps) > 0 {
				f.From = ps[len(ps)-1]
			}
		}
		b.m.take(s, card)
	}
	f.From.Face = 0
	if card != unknown && (ev.From.Name == "hand" && ev.From.Seat == viewer || ev.From.Name == "trick") {
		f.From.Face = 1
	}
	b.target(f, ev, card)
	b.seq.Fly(f)
}

// Flights, floats and banners run on their tweens (ui.Sequencer, ui.StepTweens).
func (bn *banner) Tween() *ui.Tween { return bn.tw }

// target sets where a flight lands and what landing changes.
func (b *Board) target(f *flight, ev engine.Event, card int) {
	l := b.lay
	switch ev.To.Name {
	case "deck":
		f.To = l.deckPose()
		f.OnLand = func() { b.m.deck++ }
		b.seq.Wait = 1
	case "hidden":
		f.To = l.hiddenPose(b.m.hidden)
		f.OnLand = func() { b.m.hidden++ }
		b.seq.Wait = 3
	case "discard":
		f.To = l.hiddenPose(len(b.m.discards))
		f.OnLand = func() { b.m.discards = append(b.m.discards, card) }
		b.seq.Wait = 10
	case "trick":
		f.To = l.trickPose(ev.To.Seat, len(b.m.trick))
		f.Tw = ui.NewTween(0.4, ui.EaseOutCubic)
		f.OnLand = func() { b.m.trick = append(b.m.trick, np.Played{Seat: ev.To.Seat, Card: deck.Card(ev.Card)}) }
		b.seq.Wait = 24
	case "won":
		w := ev.To.Seat
		f.To = l.wonPose(w, len(b.m.won[w]), len(b.m.won[w])+1)
		f.OnLand = func() { b.m.won[w] = append(b.m.won[w], deck.Card(ev.Card)) }
		b.seq.Wait = 5
	case "out":
		f.To = l.outPose()
		f.To.Angle = 0.3
		f.OnLand = func() {}
		b.seq.Wait = 5
	case "hand":
		s := ev.To.Seat
		f.To = l.handTarget(s, len(b.m.hands[s]))
		f.To.Face = 0
		if s == b.bottom && card != unknown {
			f.To.Face = 1
		}
		f.OnLand = func() { b.m.give(s, card) }
		b.seq.Wait = 8
		if ev.From.Name == "deck" {
			f.Tw = ui.NewTween(0.3, ui.EaseOutCubic)
			b.seq.Wait = 2.5
		}
	}
}

// easeHand slides the viewer's hand cards toward their places in the fan.
func (b *Board) easeHand(ctx *ui.Ctx) {
	b.hand = ui.EasePoses(b.hand, b.lay.handPoses(len(b.m.hands[b.bottom])), ctx.Speed)
}

// cardRect is the clickable box of a hand card.
func cardRect(p ui.Pose) ui.Rect { return ui.CenteredAt(p.X, p.Y, p.W, p.W*ui.CardAspect) }

// faceOf is the image of card c (or nil for a back).
func faceOf(c int) *ebiten.Image {
	if c == unknown {
		return nil
	}
	return assets.CardFace(c)
}
