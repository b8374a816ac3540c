package locke

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"zashiki/bots/heuristic"
	"zashiki/rules/engine"
	rl "zashiki/rules/locke"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// numbers are the integers a line says, in order.
func numbers(s string) []int {
	var out []int
	for _, m := range regexp.MustCompile(`\d+`).FindAllString(s, -1) {
		n, _ := strconv.Atoi(m)
		out = append(out, n)
	}
	return out
}

// boardFor is a board showing v, as the table's Reset leaves it.
func boardFor(ctx *ui.Ctx, v *rl.View) *Board {
	b := NewBoard()
	b.Reset(ctx, v, nil)
	return b
}

// testCtx is a board's context at 1280×720 in lang, with seats named.
func testCtx(lang i18n.Lang, seats int) *ui.Ctx {
	ctx := &ui.Ctx{Lang: lang, U: 1, W: 1280, H: 720, Area: ui.Rect{Y: 52, W: 980, H: 668}, Speed: 1}
	for s := range seats {
		ctx.Names = append(ctx.Names, fmt.Sprintf("P%c", 'A'+s))
	}
	return ctx
}

// Every figure the board draws is the rules' own: the viewer's sheet shows its Body as it
// stands (the power left, the 耐久力 and 精神力 left, each over its maximum: not the damage
// taken away a second time), every plate its public counts, every fighter's box its damage,
// power spent and hand, every NPC its members' 耐久力. Whole games of heuristic players are
// checked after every action, through spending, damage, healing and combats' ends.
func TestLockeFiguresAreTheRules(t *testing.T) {
	var spent, hurt, healed, ended, npcs int
	bot := heuristic.Locke{}
	for g := range 3 {
		seats := 7
		st, err := rl.Game.New(engine.Config{Seats: seats, Seed: uint64(40 + g)})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*rl.State)
		s.SetQuiet(true)
		rng := engine.NewRNG(uint64(g))
		lang := []i18n.Lang{i18n.Ja, i18n.En}[g%2]
		ctx := testCtx(lang, seats)
		before := s.View(0).(*rl.View)
		for n := 0; s.Outcome() == nil && n < 6000; n++ {
			seat := engine.Next(s, &rng)
			act := bot.Choose(s.View(seat), s.Legal(seat), &rng)
			if _, err := s.Apply(seat, act); err != nil {
				t.Fatal(err)
			}
			after := s.View(0).(*rl.View)
			if before.Fight.On && !after.Fight.On {
				ended++
			}
			for _, f := range after.Fight.Fighters {
				if after.Fight.On && f.Seat < 0 {
					npcs++
				}
			}
			for c := range seats {
				if a, z := before.Chars[c], after.Chars[c]; a.Alive && z.Alive && z.Taken < a.Taken {
					healed++
				}
			}
			before = after
			for viewer := range seats {
				v := s.View(viewer).(*rl.View)
				if v.Chars[viewer].Spent > 0 {
					spent++
				}
				if v.Private.Body > 0 {
					hurt++
				}
				checkFigures(t, ctx, v, fmt.Sprintf("game %d step %d (%s) seat %d", g, n, act, viewer))
			}
		}
	}
	t.Logf("views checked with power spent %d, hurt %d; heals %d, combats ended %d, NPC fighters seen %d", spent, hurt, healed, ended, npcs)
	if spent == 0 || hurt == 0 || healed == 0 || ended == 0 || npcs == 0 {
		t.Fatalf("the games never had power spent (%d), a body hurt (%d), a heal (%d), a combat's end (%d) and an NPC (%d): the check saw too little", spent, hurt, healed, ended, npcs)
	}
}

// checkFigures compares what the board shows to v with v's own figures.
func checkFigures(t *testing.T, ctx *ui.Ctx, v *rl.View, at string) {
	t.Helper()
	b := boardFor(ctx, v)
	if sh := b.sheetLines(ctx, b.lay.self.W); v.Sheet != "" {
		body := v.Body()
		want := []int{body.Lv, body.Pw, body.MaxPw, max(body.Dur, 0), body.MaxDur, max(body.Mind, 0), body.MaxMind}
		if got := numbers(sh[1].text); !slices.Equal(got, want) {
			t.Fatalf("%s: the sheet shows %q %v, the rules' body is %+v", at, sh[1].text, got, body)
		}
	}
	for seat := range v.Seats {
		p := b.plate(ctx, seat)
		var want []int
		if v.Board.Part != rl.PartSetup {
			c := &v.Chars[seat]
			want = []int{v.Board.Info[seat], c.Items, c.Taken}
		}
		if got := numbers(p.counts); !slices.Equal(got, want) {
			t.Fatalf("%s: seat %d's plate counts %q, the view %v", at, seat, p.counts, want)
		}
	}
	if !v.Fight.On {
		return
	}
	for f, fi := range v.Fight.Fighters {
		want := fi.Members
		if fi.Seat >= 0 && fi.Kind == rl.PC {
			c := &v.Chars[fi.Seat]
			want = []int{c.Taken, c.Spent, fi.HandCount}
		}
		line := b.fighterLines(ctx, f)[0]
		if got := numbers(line); !slices.Equal(got, want) {
			t.Fatalf("%s: fighter %d shows %q, the view %v", at, f, line, want)
		}
	}
}
