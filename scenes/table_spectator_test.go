package scenes

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/engine"
	"zashiki/scenes/ui"
	"zashiki/scenes/ui/uitest"
)

// viewSpy records whose eyes the board was last given a view through.
type viewSpy struct {
	Board
	viewer int
}

func (b *viewSpy) Reset(ctx *ui.Ctx, v engine.View, deal []engine.Event) {
	b.viewer = v.Viewer()
	b.Board.Reset(ctx, v, deal)
}

func (b *viewSpy) Show(ctx *ui.Ctx, evs []engine.Event, v engine.View) {
	b.viewer = v.Viewer()
	b.Board.Show(ctx, evs, v)
}

// spectatingSpy is a viewSpy around a board that can show nobody's view.
type spectatingSpy struct{ *viewSpy }

func (spectatingSpy) Spectates() bool { return true }

// TestHotSeatShowsOnlyThePublicTableBetweenHumans: from the moment a hot-seat human has
// acted (unless they act again at once) until the next human confirms the curtain, the
// board is given no seat's view — it shows View(-1) when it can, else it is not drawn — so
// the last human's hand never stays face up through the CPU turns. The screen then is the
// same for a twin of the game whose hidden cards were all dealt differently.
func TestHotSeatShowsOnlyThePublicTableBetweenHumans(t *testing.T) {
	for _, c := range []struct {
		game, seats string
		stub        bool // a board that shows nobody's view, where the game's own cannot yet
	}{
		{"freeeight", "hhcc", false}, {"boss", "hhccc", false}, {"chaos", "hhc", false}, {"napoleon", "hhcc", false},
		{"freeeight", "hhcc", true}, {"boss", "hhccc", true},
	} {
		for _, lang := range langs {
			name := c.game + "-" + lang.Code()
			if c.stub {
				name += "-spectating"
			}
			t.Run(name, func(t *testing.T) {
				a := newTestApp(t, lang)
				a.Settings.Speed = SpeedFast
				tb := tableFor(t, a, c.game, c.seats, 3)
				if c.stub {
					tb.board = &stubBoard{}
				}
				spy := &viewSpy{Board: tb.board, viewer: -1}
				tb.board = spy
				if _, ok := spy.Board.(spectating); ok {
					tb.board = spectatingSpy{spy}
				}
				a.Push(tb)
				defer a.Home()
				rng := engine.NewRNG(4)
				between, checked, acted := false, 0, 0
				for tick := 0; tick < 20000 && tb.sess.State.Outcome() == nil && checked < 3; tick++ {
					if _, ok := a.Top().(*Curtain); ok {
						confirmCurtain(t, a)
						between = false
						continue
					}
					step(t, a, 1)
					if between {
						if c.stub && !tb.ready {
							t.Fatalf("tick %d: a board that can show nobody's view is hidden", tick)
						}
						if tb.viewer != -1 || tb.ready && spy.viewer != -1 {
							t.Fatalf("tick %d: after a human's move the board shows seat %d's view (table viewer %d)", tick, spy.viewer, tb.viewer)
						}
						if tb.thinking != nil && !tb.thinking.InWindow && !tb.board.Busy() {
							checked++
							checkPublicScreen(t, a, tb, fmt.Sprintf("hotseat-between-%s", c.game), checked == 1 && !c.stub)
						}
					}
					if legal := tb.humanLegal(); len(legal) > 0 {
						seat := tb.viewer
						tb.apply(seat, legal[rng.IntN(len(legal))])
						acted++
						between = !tb.sess.ActsAlone(seat)
					}
				}
				if checked == 0 {
					t.Fatalf("no CPU turn came after a human's move (%d human moves)", acted)
				}
			})
		}
	}
}

// checkPublicScreen saves the table as it stands between two humans and checks that a twin
// whose every hidden card was dealt afresh looks the same: nothing private is on the screen.
func checkPublicScreen(t *testing.T, a *App, tb *Table, name string, save bool) {
	t.Helper()
	real := tb.sess.State
	rng := engine.NewRNG(99)
	twin := real.Redeal(&rng)
	look := func(st engine.State) []byte {
		tb.sess.State = st
		if tb.ready {
			tb.board.Reset(&tb.ctx, st.View(-1), nil)
			for range 120 {
				tb.board.Update(&tb.ctx, &ui.Input{}, nil)
			}
		}
		img := uitest.Snapshot(shotW, shotH, a.Draw)
		if st == real && save {
			uitest.Save(t, name+"-"+a.Lang().Code(), img)
		}
		return img.Pix
	}
	same := alike(look(real), look(twin))
	tb.sess.State = real
	if tb.ready {
		tb.board.Reset(&tb.ctx, real.View(-1), nil)
	}
	if !same {
		t.Errorf("%s: the screen between two humans changes with the hidden cards", name)
	}
}

// alike reports whether two screens are the same to within one level or two of a channel: a
// sprite drawn ahead on its own goroutine, or placed elsewhere in the texture atlas, can land a
// channel one level off, while anything a hidden card changed differs by far more.
func alike(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if d := int(a[i]) - int(b[i]); d > 2 || d < -2 {
			return false
		}
	}
	return true
}

// stubBoard draws nothing and shows any view, nobody's included: it lets the table's side of
// the spectator's view be checked before the games' boards offer it.
type stubBoard struct{ ui.Sequencer[*ui.CardFlight] }

func (b *stubBoard) Reset(ctx *ui.Ctx, v engine.View, deal []engine.Event) {
	b.Sequencer.Reset()
	b.Add(deal...)
}
func (b *stubBoard) Show(ctx *ui.Ctx, evs []engine.Event, v engine.View) { b.Add(evs...) }
func (b *stubBoard) Update(ctx *ui.Ctx, in *ui.Input, legal []engine.Action) engine.Action {
	b.Step(ctx, func(*ui.Ctx, engine.Event) {})
	return nil
}
func (b *stubBoard) Draw(*ui.Ctx, *ebiten.Image) {}
func (b *stubBoard) CardLabel(id int) string     { return fmt.Sprint("#", id) }
func (b *stubBoard) FinalHand(int) []int         { return nil }
func (b *stubBoard) CardImage(int) *ebiten.Image { return nil }
func (b *stubBoard) Spectates() bool             { return true }
