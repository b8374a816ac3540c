package chaos

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	rc "zashiki/rules/chaos"
	"zashiki/rules/engine"
	"zashiki/scenes/ui"
)

func testCtx() *ui.Ctx {
	return &ui.Ctx{U: 1, W: 1280, H: 720, Area: ui.Rect{Y: 52, W: 980, H: 668}, Speed: 1,
		Names: []string{"A", "B", "C"}, Log: func(engine.Msg) {}}
}

// A roll tumbles the die through other faces before it settles, and the table waits for it.
func TestTheDieTumblesBeforeItSettles(t *testing.T) {
	st, _ := rc.Game.New(engine.Config{Seats: 3, Seed: 2, Options: engine.Options{"victory": "balance"}})
	v := st.View(0).(*rc.View)
	b := NewBoard()
	ctx := testCtx()
	b.Reset(ctx, v, nil)
	b.Show(ctx, []engine.Event{{Kind: engine.EvRoll, Seat: 1, N: 2, Msg: engine.M(rc.MsgRoll, engine.SeatRef(1), 2)}}, v)
	faces := map[int]bool{}
	ticks := 0
	for ; ticks < 600 && (ticks == 0 || b.Busy()); ticks++ {
		b.Update(ctx, &ui.Input{}, nil)
		if b.die.tw != nil && !b.die.tw.Done() {
			faces[b.die.face] = true
		}
	}
	if len(faces) < 3 {
		t.Errorf("the die showed only faces %v while tumbling", faces)
	}
	if ticks < 40 {
		t.Errorf("the roll took only %d ticks", ticks)
	}
	if b.Busy() {
		t.Fatal("the roll never settled")
	}
}

// Events animate one after another and, by themselves, bring the table to the view: in a
// random game (the board never copies the view here), every hand size, the workplaces, the
// lane, the piles, the resources and the die match the view once the board is at rest.
func TestEventsSettleOnTheView(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		settleGame(t, seed)
	}
}

func settleGame(t *testing.T, seed uint64) {
	seats := 1 + int(seed%5)
	st, _ := rc.Game.New(engine.Config{Seats: seats, Seed: seed})
	ctx := testCtx()
	ctx.Names = []string{"A", "B", "C", "D", "E"}
	b := NewBoard()
	b.Reset(ctx, st.View(0), engine.Redact(st.(interface{ DealEvents() []engine.Event }).DealEvents(), 0))
	b.settled = true
	rng := engine.NewRNG(seed)
	for n := 0; n < 1000; n++ {
		for i := 0; b.Busy() && i < 5000; i++ {
			b.Update(ctx, &ui.Input{}, nil)
		}
		b.Update(ctx, &ui.Input{}, nil)
		v := st.View(0).(*rc.View)
		for s, want := range v.HandCounts {
			if len(b.m.hands[s]) != want {
				t.Fatalf("seed %d step %d: seat %d holds %d on the board, %d in the view", seed, n, s, len(b.m.hands[s]), want)
			}
		}
		if len(b.m.discard) != len(v.Discards) || len(b.m.play) != len(v.Play) {
			t.Fatalf("seed %d step %d: discard %d play %d on the board, %d %d in the view", seed, n, len(b.m.discard), len(b.m.play), len(v.Discards), len(v.Play))
		}
		if b.m.draw != v.DrawCount || b.m.work != v.Work || len(b.m.lane) != len(v.Lane) || b.m.res != v.Resources || b.m.chaos != v.Chaos {
			t.Fatalf("seed %d step %d: the board shows deck %d work %v lane %d res %d chaos %d; the view %d %v %d %d %d", seed, n,
				b.m.draw, b.m.work, len(b.m.lane), b.m.res, b.m.chaos, v.DrawCount, v.Work, len(v.Lane), v.Resources, v.Chaos)
		}
		if st.Outcome() != nil {
			return
		}
		seat := st.Actors()[0]
		legal := st.Legal(seat)
		evs, err := st.Apply(seat, legal[rng.IntN(len(legal))])
		if err != nil {
			t.Fatal(err)
		}
		b.Show(ctx, engine.Redact(evs, 0), st.View(0))
		b.settled = true
	}
}

// heard collects what the board says and the tips it asks for.
type heard struct {
	said []string
	tips []string
}

func listen(ctx *ui.Ctx) *heard {
	h := &heard{}
	ctx.Notice = func(s string) { h.said = append(h.said, s) }
	ctx.Tip = func(_ ui.Rect, s string) { h.tips = append(h.tips, s) }
	return h
}

// atRest builds a board on seat 0's view of st with nothing left to animate.
func atRest(t *testing.T, st engine.State, ctx *ui.Ctx) *Board {
	t.Helper()
	b := NewBoard()
	b.Reset(ctx, st.View(0), nil)
	for i := 0; i < 10; i++ {
		b.Update(ctx, &ui.Input{}, st.Legal(0))
	}
	if b.Busy() {
		t.Fatal("the board is still busy")
	}
	return b
}

// findState plays random moves from a seeded game until want holds.
func findState(t *testing.T, seats int, want func(st engine.State) bool) engine.State {
	t.Helper()
	for seed := uint64(1); seed < 500; seed++ {
		st, _ := rc.Game.New(engine.Config{Seats: seats, Seed: seed})
		rng := engine.NewRNG(seed)
		for n := 0; n < 300 && st.Outcome() == nil; n++ {
			if want(st) {
				return st
			}
			seat := engine.Next(st, &rng)
			legal := st.Legal(seat)
			if _, err := st.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no such position")
	return nil
}

func click(b *Board, ctx *ui.Ctx, r ui.Rect, legal []engine.Action) engine.Action {
	in := &ui.Input{}
	in.Press(r.X+r.W/2, r.Y+r.H/2)
	return b.Update(ctx, in, legal)
}

// Issue 10, item 11: a click on a hand card while another seat plays shakes the card and
// says whose turn it is.
func TestAClickOutOfTurnSaysWhoseTurnItIs(t *testing.T) {
	st := findState(t, 3, func(st engine.State) bool {
		v := st.View(0).(*rc.View)
		return v.Phase == rc.PhaseAction && v.Turn == 1
	})
	ctx := testCtx()
	h := listen(ctx)
	b := atRest(t, st, ctx)
	c := st.View(0).(*rc.View).Hand[0]
	r, ok := b.CardRect(c)
	if !ok {
		t.Fatal("the hand card is not drawn")
	}
	if act := click(b, ctx, r, nil); act != nil {
		t.Fatalf("a click out of turn acted: %v", act)
	}
	if len(h.said) != 1 || h.said[0] != ctx.T("chaos.why.wait", "B") {
		t.Fatalf("said %q", h.said)
	}
	if !b.shake.Active(c) {
		t.Errorf("the clicked card %d does not shake", c)
	}
	for range 5 {
		b.Update(ctx, &ui.Input{}, nil)
	}
	if b.shake.Offset(c, 1) == 0 {
		t.Error("no shake a few ticks after the refusal")
	}
	for range 30 {
		b.Update(ctx, &ui.Input{}, nil)
	}
	if b.shake.Offset(c, 1) != 0 {
		t.Error("the shake lasts longer than a moment")
	}
}

// P on a card without a play effect, and a click on a workplace the chosen card cannot go
// to, say why and do nothing.
func TestRefusedTurnInputSaysWhy(t *testing.T) {
	st := findState(t, 2, func(st engine.State) bool {
		v := st.View(0).(*rc.View)
		return v.Phase == rc.PhaseAction && v.Turn == 0 && rc.Cards[v.Hand[0]].Effect == nil && !rc.Cards[v.Hand[0]].Multi()
	})
	ctx := testCtx()
	h := listen(ctx)
	legal := st.Legal(0)
	b := atRest(t, st, ctx)
	c := st.View(0).(*rc.View).Hand[0]
	in := &ui.Input{}
	in.PressKey(ebiten.Key1)
	b.Update(ctx, in, legal)
	in = &ui.Input{}
	in.PressKey(ebiten.KeyP)
	if act := b.Update(ctx, in, legal); act != nil {
		t.Fatalf("P on a base card acted: %v", act)
	}
	if len(h.said) != 1 || h.said[0] != ctx.T("chaos.why.noplay", b.CardLabel(c)) {
		t.Fatalf("said %q", h.said)
	}
	other := (rc.Cards[c].Cats.Slot() + 1) % 3
	r := b.lay.work[other]
	r.H = 30 // the panel's head, above any button
	if act := click(b, ctx, r, legal); act != nil {
		t.Fatalf("a click on another category's workplace acted: %v", act)
	}
	if len(h.said) != 2 || !strings.Contains(h.said[1], ctx.T("chaos.cat."+rc.Cats[other].Name())) {
		t.Fatalf("said %q", h.said)
	}
}

// A push-out the resources cannot pay shows as a disabled button; clicking it says what it
// costs and what placing leaves.
func TestAnUnaffordablePushOutSaysWhatItCosts(t *testing.T) {
	var place rc.Action
	st := findState(t, 2, func(st engine.State) bool {
		v := st.View(0).(*rc.View)
		if v.Phase != rc.PhaseAction || v.Turn != 0 {
			return false
		}
		c := v.Hand[0]
		for i, cat := range rc.Cats {
			if !rc.Cards[c].Cats.Has(cat) || v.Work[i] < 0 {
				continue
			}
			for _, out := range []rc.Out{rc.OutLane, rc.OutDiscard} {
				if rc.PushOutCost(v.Work[i], out) > rc.AfterPlacing(v.Resources, c) {
					place = rc.Action{Kind: rc.Place, Card: c, Cat: cat, Out: out}
					return true
				}
			}
		}
		return false
	})
	ctx := testCtx()
	h := listen(ctx)
	legal := st.Legal(0)
	b := atRest(t, st, ctx)
	in := &ui.Input{}
	in.PressKey(ebiten.Key1)
	b.Update(ctx, in, legal)
	b.Update(ctx, &ui.Input{}, legal)
	r, ok := b.ActionRect(place)
	if !ok {
		t.Fatalf("no button for %s", place)
	}
	if act := click(b, ctx, r, legal); act != nil {
		t.Fatalf("the disabled button acted: %v", act)
	}
	v := st.View(0).(*rc.View)
	prev := v.Work[place.Cat.Slot()]
	if len(h.said) != 1 || !strings.Contains(h.said[0], b.CardLabel(prev)) {
		t.Fatalf("said %q", h.said)
	}
	if !b.shake.Active(prev) {
		t.Errorf("card %d, the one that would be pushed out, does not shake", prev)
	}
}

// Pointing at a card shows its full text in a tip; pointing at the die's marker explains it.
func TestTipsGiveTheFullCardTextAndExplainTheMarker(t *testing.T) {
	st := findState(t, 3, func(st engine.State) bool {
		v := st.View(0).(*rc.View)
		return v.Marker >= 0 && v.Phase == rc.PhaseAction && v.Turn != 0 && rc.Cards[v.Hand[0]].Effect != nil
	})
	ctx := testCtx()
	h := listen(ctx)
	b := atRest(t, st, ctx)
	v := st.View(0).(*rc.View)
	c := v.Hand[0]
	r, _ := b.CardRect(c)
	h.tips = nil
	b.Update(ctx, &ui.Input{X: r.X + 5, Y: r.Y + 5}, nil)
	want := ctx.T("chaos.eff." + rc.Cards[c].Key)
	if len(h.tips) != 1 || !strings.Contains(h.tips[0], want) || !strings.Contains(h.tips[0], b.CardLabel(c)) {
		t.Fatalf("tips %q, want the name and %q", h.tips, want)
	}
	m, ok := b.MarkerRect()
	if !ok {
		t.Fatal("no marker drawn")
	}
	h.tips = nil
	b.Update(ctx, &ui.Input{X: m.X + m.W/2, Y: m.Y + m.H/2}, nil)
	if len(h.tips) != 1 || h.tips[0] != ctx.T("chaos.tip.marker", ctx.Names[v.Marker]) {
		t.Fatalf("marker tip %q", h.tips)
	}
	if len(h.said) != 0 {
		t.Errorf("pointing said %q", h.said)
	}
}

// In hot-seat the table shows nobody's view (View(-1)) between two humans: through a whole
// random game the board takes it in Reset, Show, Update and Draw, keeps every hand a count on
// its plate (no card of any hand is known, none is drawn at the bottom to point at), and
// prompts nobody.
func TestASpectatorSeesEveryHandAsBacks(t *testing.T) {
	if !NewBoard().Spectates() {
		t.Fatal("the board does not offer nobody's view")
	}
	dst := ebiten.NewImage(1280, 720)
	for seed := uint64(1); seed <= 5; seed++ {
		seats := 1 + int(seed%5)
		st, _ := rc.Game.New(engine.Config{Seats: seats, Seed: seed})
		ctx := testCtx()
		ctx.Names = []string{"A", "B", "C", "D", "E"}
		b := NewBoard()
		b.Reset(ctx, st.View(-1), engine.Redact(st.(interface{ DealEvents() []engine.Event }).DealEvents(), -1))
		rng := engine.NewRNG(seed)
		for n := 0; n < 400 && st.Outcome() == nil; n++ {
			for i := 0; i < 5000 && (i == 0 || b.Busy()); i++ {
				in := &ui.Input{}
				in.Press(b.lay.handCX, b.lay.handY) // where a viewer's hand would lie
				b.Update(ctx, in, nil)
				if i%60 == 0 {
					b.Draw(ctx, dst)
				}
			}
			for s, hand := range b.m.hands {
				for _, c := range hand {
					if c != unknown {
						t.Fatalf("seed %d step %d: seat %d's card %d is known to nobody's view", seed, n, s, c)
					}
				}
			}
			if len(b.hand) != 0 || b.own() != nil {
				t.Fatalf("seed %d step %d: nobody's view draws a hand at the bottom", seed, n)
			}
			if msg, _ := b.status(ctx); msg != "" && st.Outcome() == nil && b.shown.Phase != rc.PhaseAsk {
				t.Fatalf("seed %d step %d: nobody's view says %q while no CPU is deciding", seed, n, msg)
			}
			seat := engine.Next(st, &rng)
			legal := st.Legal(seat)
			evs, err := st.Apply(seat, legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			b.Show(ctx, engine.Redact(evs, -1), st.View(-1))
		}
	}
}

// The waiting line names a CPU only while the table says it is deciding (ctx.Thinking), and
// that CPU: not while its move is animated, nor after, until the table asks the next one.
func TestTheWaitingLineFollowsTheTable(t *testing.T) {
	st := findState(t, 3, func(st engine.State) bool {
		v := st.View(0).(*rc.View)
		return v.Phase == rc.PhaseAction && v.Turn == 1
	})
	ctx := testCtx()
	b := atRest(t, st, ctx)
	b.Update(ctx, &ui.Input{}, nil)
	if msg, _ := b.status(ctx); msg != "" {
		t.Errorf("with no CPU deciding the board says %q", msg)
	}
	ctx.Thinking, ctx.Thinker = true, 1
	if msg, _ := b.status(ctx); msg != ctx.T("chaos.ui.waiting", "B") {
		t.Errorf("while B decides the board says %q", msg)
	}
	legal := st.Legal(1)
	evs, err := st.Apply(1, legal[0])
	if err != nil {
		t.Fatal(err)
	}
	ctx.Thinking, ctx.Thinker = false, -1
	b.Show(ctx, engine.Redact(evs, 0), st.View(0))
	b.Update(ctx, &ui.Input{}, nil)
	if msg, _ := b.status(ctx); msg != "" {
		t.Errorf("while B's move plays out the board says %q", msg)
	}
}
