package scenes

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/engine"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui/uitest"
)

func TestProbeSpectatorBoards(t *testing.T) {
	a := newTestApp(t, i18n.En)
	for _, g := range []string{"freeeight", "boss", "chaos", "napoleon"} {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%s: panic %v", g, r)
				}
			}()
			s, err := SetupFromFlags(a, Flags{Game: g, Seats: "hhcc"[:map[string]int{"chaos": 3}[g]+0] + "", Seed: 5, SeedSet: true})
			_ = s
			seats := "hhcc"
			if g == "chaos" {
				seats = "hhc"
			}
			s, err = SetupFromFlags(a, Flags{Game: g, Seats: seats, Seed: 5, SeedSet: true})
			if err != nil {
				t.Fatal(err)
			}
			tb, err := NewTable(a, s)
			if err != nil {
				t.Fatal(err)
			}
			st := tb.state
			rng := engine.NewRNG(3)
			for i := 0; i < 6 && st.Outcome() == nil; i++ {
				ac := st.Actors()
				l := st.Legal(ac[0])
				evs, _ := st.Apply(ac[0], l[rng.IntN(len(l))])
				_ = evs
			}
			tb.refreshCtx(a)
			tb.board.Reset(&tb.ctx, st.View(-1), nil)
			ac := st.Actors()
			l := st.Legal(ac[0])
			evs, _ := st.Apply(ac[0], l[0])
			tb.board.Show(&tb.ctx, engine.Redact(evs, -1), st.View(-1))
			for range 200 {
				tb.board.Update(&tb.ctx, &a.In, nil)
			}
			img := uitest.Snapshot(shotW, shotH, func(d *ebiten.Image) { drawFelt(d); tb.board.Draw(&tb.ctx, d) })
			uitest.Save(t, fmt.Sprintf("probe-%s", g), img)
		}()
	}
}
