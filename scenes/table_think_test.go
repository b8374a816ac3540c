package scenes

import (
	"slices"
	"testing"
	"time"

	"zashiki/bots"
	"zashiki/rules/engine"
	"zashiki/scenes/i18n"
)

// TestThinkingComesInSlices: a table of the strongest CPUs, ticked as the game loop ticks it
// (no test shortcut through the decisions), thinks only in its slices: a strong decision
// spans several ticks. This is what keeps the screen moving in the browser, where the game and
// the thinking share one thread. How long a slice takes is a figure, not a test (wall time on
// a shared machine flakes): it is logged here and measured in docs/PERFORMANCE.md.
func TestThinkingComesInSlices(t *testing.T) {
	for _, game := range []string{"freeeight", "napoleon", "boss", "chaos"} {
		t.Run(game, func(t *testing.T) {
			a, tb, log := strongTable(t, game)
			// Play until a few decisions have needed more than one slice.
			sliced, ticks, spans := 0, 0, []int{}
			want := 4
			if testing.Short() {
				want = 2
			}
			var last *thought
			for sliced < want && ticks < 20000 && tb.sess.State.Outcome() == nil {
				if err := a.Update(); err != nil {
					t.Fatal(err)
				}
				ticks++
				if last != nil && tb.thinking != last { // applied: its slices are all counted
					spans = append(spans, last.Slices())
					if last.Slices() > 1 {
						sliced++
					}
				}
				last = tb.thinking
			}
			if len(log.d) == 0 {
				t.Fatal("no thinking was seen")
			}
			d := slices.Clone(log.d)
			slices.Sort(d)
			p99 := d[(len(d)*99)/100]
			p90 := d[(len(d)*9)/10]
			t.Logf("%d slices over %d decisions (slices each: %v): median %v, p90 %v, p99 %v, max %v",
				len(d), len(spans), spans, d[len(d)/2], p90, p99, d[len(d)-1])
			if sliced < want {
				t.Errorf("only %d strong decisions took more than one slice (%v): not sliced", sliced, spans)
			}
		})
	}
}

// TestThinkingTakesOneSliceAFrame: once frames are drawn, the ticks that fall within one frame
// work on a decision once between them, so a slow frame never carries two slices. Here three
// ticks fall in each frame, as where software GL draws 20 frames a second. This is the
// browser's way (natively the decision is worked on aside once frames are drawn).
func TestThinkingTakesOneSliceAFrame(t *testing.T) {
	a, _, log := strongTable(t, "napoleon")
	setThinkAside(t, false)
	frames := 0
	for tick := range 900 {
		if tick%3 == 0 {
			a.frames++ // as a Draw does
			frames++
		}
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d slices in %d frames", len(log.d), frames)
	if len(log.d) > frames {
		t.Errorf("%d slices in %d frames: more than one a frame", len(log.d), frames)
	}
	if len(log.d) < frames/4 {
		t.Errorf("only %d slices in %d frames: the CPUs hardly thought", len(log.d), frames)
	}
}

// strongTable is a table of game with four strong CPUs, on an app's stack, and the log its
// thinking slices go to for the rest of the test.
func strongTable(t *testing.T, game string) (*App, *Table, *sliceLog) {
	a := newTestApp(t, i18n.Ja)
	tb := tableFor(t, a, game, "cccc", 5)
	for i := range tb.setup.Seats {
		tb.setup.Seats[i].Bot = bots.KindStrong
		b, err := bots.New(game, bots.KindStrong)
		if err != nil {
			t.Fatal(err)
		}
		tb.sess.Seats[i].Bot = b
	}
	a.Push(tb)
	log := &sliceLog{}
	thinkTimes = log
	t.Cleanup(func() { thinkTimes = nil })
	return a, tb, log
}

// setThinkAside sets whether decisions are worked on aside for the rest of the test.
func setThinkAside(t *testing.T, aside bool) {
	was := thinkAside
	thinkAside = aside
	t.Cleanup(func() { thinkAside = was })
}

// TestThinkingAsideChoosesAsTheSlicesDo: natively, once frames are drawn, a decision is
// worked on a goroutine of its own; it runs the same slices, so strong CPUs dealt the same
// cards play the very same moves as they do thinking a slice a frame, as in the browser.
func TestThinkingAsideChoosesAsTheSlicesDo(t *testing.T) {
	for _, game := range []string{"napoleon", "chaos"} {
		t.Run(game, func(t *testing.T) {
			play := func(aside bool) ([]engine.Step, int) {
				a, tb, _ := strongTable(t, game)
				setThinkAside(t, aside)
				asideSeen := 0
				for tick := 0; len(tb.sess.Steps) < 16 && tb.sess.State.Outcome() == nil; tick++ {
					if tick > 200000 {
						t.Fatalf("aside %v: only %d steps in %d ticks", aside, len(tb.sess.Steps), tick)
					}
					a.frames++ // a frame drawn each tick
					th := tb.thinking
					if err := a.Update(); err != nil {
						t.Fatal(err)
					}
					if th != nil && th.Aside() && tb.thinking != th {
						asideSeen++ // a decision worked on aside was applied
					}
					if th != nil && th.Aside() && th.Choice() == nil {
						time.Sleep(time.Millisecond)
					}
				}
				return slices.Clone(tb.sess.Steps), asideSeen
			}
			sliced, none := play(false)
			aside, seen := play(true)
			if none != 0 {
				t.Errorf("%d decisions went aside with thinking aside off", none)
			}
			if seen == 0 {
				t.Errorf("no decision was worked on aside")
			}
			if !slices.Equal(sliced, aside) {
				t.Errorf("the moves differ:\nsliced %v\naside  %v", sliced, aside)
			}
			t.Logf("%d steps alike, %d decisions made aside", len(aside), seen)
		})
	}
}
