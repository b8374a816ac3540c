package chaos

import (
	"testing"

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
