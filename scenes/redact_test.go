package scenes

import (
	"reflect"
	"testing"

	"zashiki/rules/engine"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// spyState records the events of the last Apply as the rules reported them.
type spyState struct {
	engine.State
	last []engine.Event
}

func (s *spyState) Apply(seat int, a engine.Action) ([]engine.Event, error) {
	evs, err := s.State.Apply(seat, a)
	s.last = evs
	return evs, err
}

func (s *spyState) DealEvents() []engine.Event {
	if d, ok := s.State.(dealer); ok {
		return d.DealEvents()
	}
	return nil
}

// spyBoard checks that every event it is handed is the rules' event redacted for its viewer:
// what the viewer may not see arrives as a back, with no card in its message.
type spyBoard struct {
	Board
	t      *testing.T
	st     *spyState
	viewer int
	hidden int // events whose face was kept from the viewer
}

func (b *spyBoard) Reset(ctx *ui.Ctx, v engine.View, deal []engine.Event) {
	b.viewer = v.Viewer()
	if deal != nil {
		b.check(b.st.DealEvents(), deal)
	}
	b.Board.Reset(ctx, v, deal)
}

func (b *spyBoard) Show(ctx *ui.Ctx, evs []engine.Event, v engine.View) {
	b.viewer = v.Viewer()
	b.check(b.st.last, evs)
	b.Board.Show(ctx, evs, v)
}

func (b *spyBoard) check(raw, got []engine.Event) {
	b.t.Helper()
	if want := engine.Redact(raw, b.viewer); !reflect.DeepEqual(got, want) {
		b.t.Fatalf("seat %d's board was handed events that are not the redacted ones", b.viewer)
	}
	i := 0
	for _, e := range raw {
		if !e.Audience.Has(b.viewer) {
			continue
		}
		g := got[i]
		i++
		if e.Face.Has(b.viewer) {
			continue
		}
		b.hidden++
		if g.Card != engine.Unseen || g.Data != nil {
			b.t.Fatalf("seat %d's board received card %d it may not see", b.viewer, g.Card)
		}
		for _, a := range g.Msg.Args {
			if c, ok := a.(engine.CardRef); ok && c != engine.CardRef(engine.Unseen) {
				b.t.Fatalf("seat %d's board received a log line naming card %d", b.viewer, c)
			}
		}
	}
}

// TestTableRedactsEveryEventForItsViewer plays every game at the table, solo and hot-seat,
// through a board that checks what it is handed, and checks that the log shows each viewer
// exactly the redacted lines after every change of seat.
func TestTableRedactsEveryEventForItsViewer(t *testing.T) {
	a := newTestApp(t, i18n.En)
	for _, c := range []struct {
		game, seats string
		seed        uint64
	}{
		{"freeeight", "hhcc", 5}, {"freeeight", "hccc", 5}, {"napoleon", "hhcc", 5},
		{"boss", "hhcc", 5}, {"chaos", "hhh", 5}, {"locke", "hhccc", 5},
	} {
		t.Run(c.game+"-"+c.seats, func(t *testing.T) {
			tb := tableFor(t, a, c.game, c.seats, c.seed)
			st := &spyState{State: tb.sess.State}
			spy := &spyBoard{Board: tb.board, t: t, st: st}
			tb.sess.State, tb.board = st, spy
			a.Push(tb)
			defer a.Home()
			rng := engine.NewRNG(9)
			viewers := map[int]bool{}
			logChecked := -2
			for tick := 0; tick < 400000 && st.Outcome() == nil; tick++ {
				if _, ok := a.Top().(*Curtain); ok {
					confirmCurtain(t, a)
					viewers[tb.viewer] = true
					continue
				}
				step(t, a, 1)
				if tb.viewer != logChecked && tb.ready && !tb.board.Busy() {
					checkLog(t, tb) // once the new viewer's board has caught up
					logChecked = tb.viewer
				}
				if legal := tb.humanLegal(); len(legal) > 0 && !tb.board.Busy() {
					tb.apply(tb.viewer, legal[rng.IntN(len(legal))])
				}
			}
			if st.Outcome() == nil {
				t.Fatal("the game did not finish")
			}
			if spy.hidden == 0 {
				t.Error("no event was ever hidden from a viewer: the check saw nothing")
			}
			t.Logf("%d events hidden from their viewer in %d steps; viewers %v", spy.hidden, len(tb.sess.Steps), viewers)
		})
	}
}

// checkLog: the log shows the viewer the redacted lines of every event so far, no other.
func checkLog(t *testing.T, tb *Table) {
	t.Helper()
	var want []engine.Msg
	for _, e := range engine.Redact(tb.sess.Log, tb.viewer) {
		if e.Msg.Key != "" {
			want = append(want, e.Msg)
		}
	}
	if !reflect.DeepEqual(tb.log.msgs, want) && !(len(tb.log.msgs) == 0 && len(want) == 0) {
		t.Fatalf("after the curtain, seat %d's log is not its redacted log (%d lines, want %d)", tb.viewer, len(tb.log.msgs), len(want))
	}
}
