package scenes

import (
	"fmt"
	"testing"

	"zashiki/rules/engine"
	"zashiki/scenes/i18n"
)

func TestProbeTurnTiming(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	a.Settings.Speed = SpeedNormal
	for _, g := range []string{"freeeight", "boss", "chaos", "napoleon"} {
		seats := "hccc"
		if g == "chaos" {
			seats = "hcc"
		}
		s, err := SetupFromFlags(a, Flags{Game: g, Seats: seats, Seed: 5, SeedSet: true})
		if err != nil {
			t.Fatal(err)
		}
		tb, err := NewTable(a, s)
		if err != nil {
			t.Fatal(err)
		}
		a.Push(tb)
		moves := 0
		var trace []string
		nlog := 0
		for tick := 0; tick < 20000 && moves < 8 && tb.state.Outcome() == nil; tick++ {
			step(t, a, 1)
			for ; nlog < len(tb.log.msgs); nlog++ {
				trace = append(trace, fmt.Sprintf("%d:%s", tick, i18n.Msg(i18n.Ja, tb.log.msgs[nlog], tb.ctx.Names, tb.board.CardLabel)))
			}
			if th := tb.thinking; th != nil && th.ticks == 0 {
				trace = append(trace, fmt.Sprintf("%d:think %d", tick, th.seat))
			}
			if legal := tb.humanLegal(); len(legal) > 0 {
				trace = append(trace, fmt.Sprintf("%d:LEGAL", tick))
				if len(trace) > 14 {
					trace = trace[len(trace)-14:]
				}
				t.Logf("%s: %v", g, trace)
				trace = nil
				tb.apply(0, legal[0])
				moves++
			}
		}
		a.Home()
	}
	_ = engine.Unseen
}
