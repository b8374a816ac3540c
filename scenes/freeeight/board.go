// Package freeeight is the Free Eight table: where the zones sit, how a View and its events
// are drawn and animated, and what a click or key means.
package freeeight

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/assets"
	"zashiki/rules/deck"
	"zashiki/rules/engine"
	fe "zashiki/rules/freeeight"
	"zashiki/scenes/ui"
)

// Board implements the table scene's Board for Free Eight.
type Board struct {
	// layer keeps last frame's picture: a frame that draws the same is one image.
	layer ui.Layer

	smallBadge float64  // the smallest badge text of the last Draw (SmallestBadge)
	v          *fe.View // the view the table settles on once animations finish
	shown      *fe.View // the view whose turn, prompts and badges are drawn now
	// bottom is the seat laid out at the bottom, whose hand is the big fan: the viewer, or
	// while the board shows nobody's view (hot-seat, between two humans) the last viewer,
	// its hand then as backs, so the table does not turn when the device is handed over
	// (seat 0 on a board that has shown nobody else).
	bottom int
	m      model
	lay    layout
	seq    ui.Sequencer[*flight]
	floats []floater

	hand    []ui.Pose // the viewer's hand cards where they are drawn now (eased)
	legal   []engine.Action
	hover   int // hand index under the pointer, or -1
	sel     int // hand index chosen with the keyboard, or -1
	picking int // the 8 whose suit is being chosen, or -1
	tick    int
	shake   ui.Shake // the card a refused click shook

	drawBtn ui.Button
	ronBtn  ui.Button
	passBtn ui.Button
	suits   [4]ui.Rect
	cancel  ui.Button

	look ui.LookLog // the last plays, for the table's look back
}

type floater = ui.Floater

// NewBoard makes an empty board; Reset fills it.
func NewBoard() *Board { return &Board{hover: -1, sel: -1, picking: -1} }

// CardLabel implements Board.
func (b *Board) CardLabel(id int) string { return deck.Card(id).Label() }

// FinalHand implements Board: the hands shown at the end of the game.
func (b *Board) FinalHand(seat int) []int {
	if b.v == nil || b.v.Revealed == nil || b.v.Revealed[seat] == nil {
		return nil
	}
	return cardsToInts(b.v.Revealed[seat])
}

// CardImage implements Board.
func (b *Board) CardImage(id int) *ebiten.Image { return assets.CardFace(id) }

// Reset implements Board.
func (b *Board) Reset(ctx *ui.Ctx, v engine.View, deal []engine.Event) {
	fv := v.(*fe.View)
	// shown is a copy, so the model settles on v once the deal has been shown (a table put
	// down mid-game deals the opening hands first)
	cp := *fv
	b.v, b.shown = fv, &cp
	b.seq.Reset()
	b.floats = nil
	b.picking, b.sel, b.hover = -1, -1, -1
	// the pulses restart with the board: a view reset onto draws the same frames whatever
	// came before (the hot-seat test compares a table with its re-dealt twin frame by frame)
	b.tick = 0
	if fv.Seat >= 0 {
		b.bottom = fv.Seat
	}
	b.bottom = min(b.bottom, fv.Seats-1)
	b.lay = newLayout(ctx.Area, ctx.U, fv.Seats, b.bottom)
	b.resetLook(deal)
	if len(deal) > 0 {
		b.m.beforeDeal(fv)
		b.seq.Add(deal...)
	} else {
		b.m.settle(fv)
	}
	b.hand = slices.Clone(b.lay.handPoses(len(b.m.hands[b.bottom])))
}

// Show implements Board.
func (b *Board) Show(ctx *ui.Ctx, evs []engine.Event, v engine.View) {
	b.v = v.(*fe.View)
	b.seq.Add(evs...)
	b.picking, b.sel = -1, -1
}

// Spectates implements the table's spectating: Reset and Show accept nobody's view
// (Viewer() == -1), drawn with every hand as backs and no prompt.
func (b *Board) Spectates() bool { return true }

// spectating reports whether the board shows nobody's view: there is no hand of the viewer's
// to draw face up, point at or click.
func (b *Board) spectating() bool { return b.v.Seat < 0 }

// Busy implements Board.
func (b *Board) Busy() bool { return b.seq.Busy() }

// Update implements Board.
func (b *Board) Update(ctx *ui.Ctx, in *ui.Input, legal []engine.Action) engine.Action {
	b.tick++
	b.lay = newLayout(ctx.Area, ctx.U, b.v.Seats, b.bottom)
	b.animate(ctx)
	b.easeHand(ctx)
	if b.v.Phase == fe.PhaseRon && !b.v.RonAsked {
		// A seat whose hand cannot declare may only pass, and the table passes for it: it is
		// shown the wait it always saw.
		legal = nil
	}
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
		if i := b.cardUnder(in); i >= 0 && !b.spectating() && b.shown.Phase != fe.PhaseOver && in.ClickIn(b.hitRect(i)) {
			b.refuse(ctx, b.m.hands[b.bottom][i], ctx.T("fe.why.wait", ctx.Names[b.shown.Turn]))
		}
		return nil
	}
	if b.shown.RonAsked {
		return b.ronInput(in)
	}
	if b.picking >= 0 {
		return b.suitInput(in)
	}
	return b.turnInput(ctx, in)
}

// refuse shakes card and says why it cannot be played.
func (b *Board) refuse(ctx *ui.Ctx, card int, why string) {
	b.shake.Start(card)
	ctx.Say(why)
}

// Why is the reason card c cannot be played now, in the player's words: it matches neither
// the top card's suit nor its rank, or not the named suit, or does not answer the attack.
func Why(ctx *ui.Ctx, v *fe.View, c deck.Card) string {
	switch {
	case v.Phase == fe.PhaseAttacked && v.Attack == fe.AttackTwo:
		return ctx.T("fe.why.two", v.AttackTotal)
	case v.Phase == fe.PhaseAttacked:
		return ctx.T("fe.why.queen", deck.New(deck.Spades, deck.Queen).Label(), v.AttackTotal)
	case v.HasNamed:
		return ctx.T("fe.why.named", v.Named.Symbol())
	}
	return ctx.T("fe.why.match", v.Top.Suit().Symbol(), v.Top.Rank().String())
}

// animate starts queued events as their turn comes and moves cards in flight.
func (b *Board) animate(ctx *ui.Ctx) {
	b.seq.Step(ctx, b.start)
	b.floats = ui.StepTweens(b.floats, 1)
	if !b.Busy() && b.shown != b.v {
		b.shown = b.v
		b.m.settle(b.v)
	}
}

// start begins one event (its log line is written already): a card flight or a score float.
func (b *Board) start(ctx *ui.Ctx, ev engine.Event) {
	b.noteLook(ev)
	switch ev.Kind {
	case engine.EvMove:
		b.fly(ev)
	case engine.EvReveal:
		if s := ev.To.Seat; s >= 0 {
			b.m.take(s, unknown)
			b.m.give(s, ev.Card)
		}
		b.seq.Wait = 3
	case engine.EvScore:
		b.floats = append(b.floats, ui.NewFloater(ev.Seat, ev.N, 1.6))
		b.seq.Wait = 6
	case engine.EvShuffle:
		b.seq.Wait = 30
	}
}

// fly launches a card from its zone to its destination.
func (b *Board) fly(ev engine.Event) {
	// the seat of the big fan: its cards fly from and to it (as backs when unseen)
	viewer := b.bottom
	card := ev.Card // the table redacted it for the viewer: engine.Unseen when hidden
	if card == engine.Unseen {
		card = unknown
	}
	f := &flight{Card: card, Tw: ui.NewTween(0.38, ui.EaseOutCubic)}
	switch {
	case ev.From.Name == "draw":
		f.From = b.lay.drawPose()
		b.m.draw--
	case ev.From.Name == "discard":
		f.From = b.lay.discardPose()
		if n := len(b.m.discard); n > 0 {
			b.m.discard = b.m.discard[:n-1]
		}
	case ev.From.Seat == viewer:
		i := max(0, slices.Index(b.m.hands[viewer], ev.Card))
		if i < len(b.hand) {
			f.From = b.hand[i]
		}
		if card == unknown {
			f.From.Face = 0 // a spectator's fan: the card leaves it face down
		}
		b.m.take(viewer, card)
	default:
		ps := b.lay.backPoses(ev.From.Seat, len(b.m.hands[ev.From.Seat]))
		if len(ps) > 0 {
			f.From = ps[len(ps)-1]
		}
		b.m.take(ev.From.Seat, card)
	}
	switch {
	case ev.To.Name == "discard":
		f.To = b.lay.discardPose()
		f.To.Angle = discardTilt(len(b.m.discard))
		f.OnLand = func() { b.m.discard = append(b.m.discard, deck.Card(ev.Card)) }
		b.seq.Wait = 24
	case ev.To.Name == "draw":
		f.To = b.lay.drawPose()
		f.OnLand = func() { b.m.draw++ }
		b.seq.Wait = 4
	default:
		s := ev.To.Seat
		f.To = b.lay.handTarget(s, viewer, len(b.m.hands[s]))
		f.To.Face = 0
		if s == viewer && card != unknown {
			f.To.Face = 1
		}
		f.OnLand = func() { b.m.give(s, card) }
		b.seq.Wait = 8
	}
	b.seq.Fly(f)
}

// Flights and floats run on their tweens (ui.Sequencer, ui.StepTweens).

// discardTilt gives each card on the pile its own small, repeatable angle.
func discardTilt(i int) float64 { return math.Sin(float64(i)*2.39) * 0.16 }

// easeHand slides the viewer's hand cards toward their places in the fan.
func (b *Board) easeHand(ctx *ui.Ctx) {
	b.hand = ui.EasePoses(b.hand, b.lay.handPoses(len(b.m.hands[b.bottom])), ctx.Speed)
}

// playable lists the legal plays of a hand card.
func (b *Board) playable(card int) []fe.Action {
	var out []fe.Action
	for _, a := range b.legal {
		if fa, ok := a.(fe.Action); ok && fa.Kind == fe.Play && int(fa.Card) == card {
			out = append(out, fa)
		}
	}
	return out
}

// can reports whether an action of kind k is legal now.
func (b *Board) can(k fe.Kind) bool {
	for _, a := range b.legal {
		if fa, ok := a.(fe.Action); ok && fa.Kind == k {
			return true
		}
	}
	return false
}

// cardUnder is the index of the hand card under the pointer, the topmost first, or -1.
func (b *Board) cardUnder(in *ui.Input) int {
	for i := len(b.hand) - 1; i >= 0; i-- {
		if i < len(b.m.hands[b.bottom]) && b.hitRect(i).Contains(in.X, in.Y) {
			return i
		}
	}
	return -1
}

// turnInput handles a normal turn: click or key a legal card, or draw. A click on a card
// that cannot be played shakes it and says why.
func (b *Board) turnInput(ctx *ui.Ctx, in *ui.Input) engine.Action {
	hand := b.m.hands[b.bottom]
	b.hover = b.cardUnder(in)
	switch {
	case in.Key(ebiten.KeyArrowLeft):
		b.sel = b.nextPlayable(-1)
	case in.Key(ebiten.KeyArrowRight):
		b.sel = b.nextPlayable(1)
	}
	chosen := -1
	if b.hover >= 0 && in.ClickIn(b.hitRect(b.hover)) {
		chosen = b.hover
	}
	if b.sel >= 0 && b.sel < len(hand) && in.AnyKey(ebiten.KeyEnter, ebiten.KeySpace) {
		chosen = b.sel
	}
	if chosen >= 0 && chosen < len(hand) {
		plays := b.playable(hand[chosen])
		switch {
		case len(plays) == 1:
			return plays[0]
		case len(plays) > 1: // an 8: its suit comes next
			b.picking = hand[chosen]
		default:
			b.refuse(ctx, hand[chosen], Why(ctx, b.shown, deck.Card(hand[chosen])))
		}
		return nil
	}
	drawPile := ui.CenteredAt(b.lay.drawX, b.lay.drawY, b.lay.cardW, b.lay.cardW*ui.CardAspect)
	if b.can(fe.Draw) && (b.drawBtn.Update(in) || in.ClickIn(drawPile) || in.Key(ebiten.KeyD)) {
		return fe.Action{Kind: fe.Draw}
	}
	return nil
}

// nextPlayable moves the keyboard selection to the next legal card in direction dir.
func (b *Board) nextPlayable(dir int) int {
	hand := b.m.hands[b.bottom]
	i := b.sel
	if i < 0 && dir < 0 {
		i = len(hand)
	}
	for range hand {
		i += dir
		if i < 0 || i >= len(hand) {
			return b.sel
		}
		if len(b.playable(hand[i])) > 0 {
			return i
		}
	}
	return b.sel
}

// suitInput is the suit picker after an 8.
func (b *Board) suitInput(in *ui.Input) engine.Action {
	keys := [4]ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4}
	for i, r := range b.suits {
		if in.ClickIn(r) || in.Key(keys[i]) {
			for _, p := range b.playable(b.picking) {
				if p.Suit == deck.Suit(i) {
					b.picking = -1
					return p
				}
			}
		}
	}
	if b.cancel.Update(in) || in.Key(ebiten.KeyEscape) {
		b.picking = -1
	}
	return nil
}

// ronInput is the ロン prompt.
func (b *Board) ronInput(in *ui.Input) engine.Action {
	switch {
	case b.ronBtn.Update(in) || in.Key(ebiten.KeyR):
		return fe.Action{Kind: fe.Ron}
	case b.passBtn.Update(in) || in.AnyKey(ebiten.KeyC, ebiten.KeySpace):
		return fe.Action{Kind: fe.Pass}
	}
	return nil
}

// hitRect is the clickable box of hand card i: where it is drawn, a legal card's raised
// position included, and the extra lift it gets under the pointer, so it does not flicker.
func (b *Board) hitRect(i int) ui.Rect {
	p := b.hand[i]
	r := ui.CenteredAt(p.X, p.Y, p.W, p.W*ui.CardAspect)
	if len(b.playable(b.m.hands[b.bottom][i])) > 0 {
		lift := (legalRaise + hoverRaise) * b.lay.u
		r.Y -= lift
		r.H += lift
	}
	return r
}

// faceOf is the image of card c (or a back when it is unknown).
func faceOf(c int) *ebiten.Image {
	if c == unknown {
		return nil
	}
	return assets.CardFace(c)
}

// ClickTarget is where a player clicks to take action a now (a hand card's visible strip, or
// a button), for scripted runs and screen tests that drive the table like a player. A play
// names its card even when it may not be played: clicking there is refused with a reason.
func (b *Board) ClickTarget(a engine.Action) (x, y float64, ok bool) {
	fa, isFe := a.(fe.Action)
	if !isFe || b.v == nil {
		return 0, 0, false
	}
	switch fa.Kind {
	case fe.Draw:
		x, y = b.drawBtn.Rect.Center()
	case fe.Ron:
		x, y = b.ronBtn.Rect.Center()
	case fe.Pass:
		x, y = b.passBtn.Rect.Center()
	case fe.Play:
		hand := b.m.hands[b.bottom]
		i := slices.Index(hand, int(fa.Card))
		if i < 0 || i >= len(b.hand) {
			return 0, 0, false
		}
		r := b.hitRect(i)
		// the visible strip of a fanned card: its left part, unless it is the last
		x, y = r.X+r.W*0.2, r.Y+r.H*0.3
		if i == len(b.hand)-1 {
			x, y = r.Center()
		}
	default:
		return 0, 0, false
	}
	return x, y, true
}
