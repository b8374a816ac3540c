package scenes

import (
	"fmt"
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// tableAt plays random moves from a fresh table's deal until want holds (the table's log
// holding their events, as at the real table), then puts the table on the screen there.
func tableAt(t *testing.T, a *App, game, seats string, want func(tb *Table) bool) *Table {
	t.Helper()
	for seed := uint64(1); seed < 300; seed++ {
		s, err := SetupFromFlags(a, Flags{Game: game, Seats: seats, Seed: seed, SeedSet: true})
		if err != nil {
			t.Fatal(err)
		}
		tb, err := NewTable(a, s)
		if err != nil {
			t.Fatal(err)
		}
		st := tb.sess.State
		if d, ok := st.(dealer); ok {
			tb.sess.Record(d.DealEvents())
			tb.dealt = true
		}
		rng := engine.NewRNG(seed)
		for st.Outcome() == nil && len(tb.sess.Steps) < 600 {
			if want(tb) {
				tb.log.showFrom(tb.sess.Log, tb.viewer)
				a.Push(tb)
				return tb
			}
			actors := st.Actors()
			seat := actors[rng.IntN(len(actors))]
			legal := st.Legal(seat)
			act := legal[rng.IntN(len(legal))]
			evs, err := st.Apply(seat, act)
			if err != nil {
				t.Fatal(err)
			}
			tb.sess.Record(evs)
			tb.sess.Steps = append(tb.sess.Steps, engine.Step{Seat: seat, Action: act.String()})
			tb.sess.Last = seat
		}
	}
	t.Fatalf("%s: no such position in 300 games", game)
	return nil
}

// askedOutside reports whether seat 0 is asked, outside its turn and any window, a question
// with one possible answer.
func askedOutside(tb *Table) bool {
	st := tb.sess.State
	return st.Window() == nil && engine.IsActor(st, 0) && len(st.Legal(0)) == 1 && !tb.sess.OnTurn(0)
}

// TestAnOnlyAnswerOutsideTheTurnIsGivenAfterAPauseAndLogged: 上司独裁's damage to take with
// no defence in hand is answered for the player, after a visible pause with a notice, and
// the log says so.
func TestAnOnlyAnswerOutsideTheTurnIsGivenAfterAPauseAndLogged(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		a.Settings.Speed = SpeedNormal
		tb := tableAt(t, a, "boss", "hcccc", askedOutside)
		before := len(tb.sess.Steps)
		step(t, a, 20)
		if len(tb.sess.Steps) != before {
			t.Fatal("the answer was given without a pause")
		}
		if len(tb.humanLegal()) != 0 {
			t.Error("the player is offered a choice that is no choice")
		}
		if tb.noticeLeft <= 0 || tb.notice != a.T("table.forced") {
			t.Errorf("no notice during the pause (%q)", tb.notice)
		}
		shot(t, a, "table-forced")
		step(t, a, forcedPause)
		if len(tb.sess.Steps) <= before || tb.sess.Steps[before].Seat != 0 {
			t.Fatalf("the only answer was not given (steps %d → %d)", before, len(tb.sess.Steps))
		}
		if !slices.ContainsFunc(tb.log.msgs, func(m engine.Msg) bool { return m.Key == "log.forced" }) {
			t.Error("the log does not say the answer was given for the player")
		}
		for _, e := range tb.sess.Log {
			if e.Msg.Key == "log.forced" && (e.Audience.Has(1) || !e.Audience.Has(0)) {
				t.Error("the forced-answer line is not the player's own")
			}
		}
	}
}

// TestATurnWithOneMoveStaysAClick: a player whose own turn has a single legal move (one
// card to follow suit with) still plays it: nothing is played for them.
func TestATurnWithOneMoveStaysAClick(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	tb := tableAt(t, a, "napoleon", "hccc", func(tb *Table) bool {
		st := tb.sess.State
		return st.Window() == nil && engine.IsActor(st, 0) && len(st.Legal(0)) == 1 && tb.sess.OnTurn(0)
	})
	before := len(tb.sess.Steps)
	step(t, a, 400)
	if len(tb.sess.Steps) != before {
		t.Fatal("the single move of the player's own turn was played for them")
	}
	if len(tb.humanLegal()) != 1 {
		t.Fatal("the player is not offered the move")
	}
}

// TestCuesFollowTheAnimation: a CPU is shown deciding only while the table waits for its
// choice, never while its move plays out; and the player's prompt comes the tick the board
// comes to rest on the player's turn.
func TestCuesFollowTheAnimation(t *testing.T) {
	for _, c := range []struct{ game, seats string }{
		{"freeeight", "hccc"}, {"boss", "hcccc"}, {"chaos", "hcc"}, {"napoleon", "hccc"},
	} {
		t.Run(c.game, func(t *testing.T) {
			a := newTestApp(t, i18n.Ja)
			a.Settings.Speed = SpeedNormal
			tb := tableFor(t, a, c.game, c.seats, 5)
			a.Push(tb)
			rng := engine.NewRNG(2)
			thought, prompts := 0, 0
			for tick := 0; tick < 6000 && tb.sess.State.Outcome() == nil && prompts < 8; tick++ {
				step(t, a, 1)
				tb.refreshCtx(a) // as Draw does
				if tb.ctx.Thinking != (tb.thinking != nil) || tb.ctx.Thinking && tb.ctx.Thinker != tb.thinking.Seat {
					t.Fatalf("tick %d: the cue says %v (seat %d) while the table thinks %v", tick, tb.ctx.Thinking, tb.ctx.Thinker, tb.thinking != nil)
				}
				if tb.ctx.Thinking {
					thought++
					if tb.board.Busy() {
						t.Fatalf("tick %d: seat %d is shown deciding while the board still plays out events", tick, tb.ctx.Thinker)
					}
				}
				st := tb.sess.State
				mine := st.Window() == nil && engine.IsActor(st, 0) && tb.sess.OnTurn(0) && tb.thinking == nil
				legal := tb.humanLegal()
				if mine && !tb.board.Busy() && len(legal) == 0 {
					t.Fatalf("tick %d: the board is at rest on the player's turn but no prompt is given", tick)
				}
				if len(legal) > 0 {
					prompts++
					tb.apply(0, legal[rng.IntN(len(legal))])
				}
			}
			if thought == 0 || prompts == 0 {
				t.Fatalf("saw %d thinking ticks and %d prompts", thought, prompts)
			}
		})
	}
}

// TestNoticeAndTipAreDrawnOnTheTable: a board's ctx.Say shows a toast at the top of the
// board area, and ctx.ShowTip a box beside its rect, inside the screen even at its edge.
func TestNoticeAndTipAreDrawnOnTheTable(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := humanTurnTable(t, a, 1)
		plain := shot(t, a, "table-plain")
		tb.ctx.Say(map[i18n.Lang]string{i18n.Ja: "そのカードは今は出せません：台札と同じマークか数字のカードを出してください。",
			i18n.En: "That card cannot be played now: play one of the same suit or number."}[lang])
		corner := ui.Rect{X: float64(a.W) - 50, Y: float64(a.H) - 40, W: 40, H: 30} // the screen's corner
		long := fmt.Sprint(a.T("help.scroll"), " — ", a.T("table.forcedpanel"))
		tb.ctx.ShowTip(corner, long)
		img := shot(t, a, "table-notice-tip")
		area := tb.ctx.Area
		changed := func(x0, y0, x1, y1 float64) int {
			n := 0
			for y := int(y0); y < int(y1); y += 2 {
				for x := int(x0); x < int(x1); x += 2 {
					i := img.PixOffset(x, y)
					if img.Pix[i] != plain.Pix[i] || img.Pix[i+1] != plain.Pix[i+1] {
						n++
					}
				}
			}
			return n
		}
		if changed(area.X+area.W/2-60, area.Y+14, area.X+area.W/2+60, area.Y+60) < 50 {
			t.Error("no notice at the top centre of the board area")
		}
		box, _ := tipBox(a, tip{corner, long})
		if box.X < 0 || box.Y < 0 || box.Right() > float64(a.W) || box.Bottom() > float64(a.H) {
			t.Errorf("the tip box %v leaves the screen", box)
		}
		if box.Right() > corner.X {
			t.Errorf("the tip box %v covers its rect instead of standing beside it", box)
		}
		if changed(box.X+4, box.Y+4, box.Right()-4, box.Bottom()-4) < 50 {
			t.Error("the tip was not drawn")
		}
		step(t, a, noticeTicks+2)
		if tb.noticeLeft > 0 || len(tb.tips) > 0 {
			t.Error("the notice or the tip outlived its time")
		}
	}
}
