package locke

import (
	"math"
	"testing"

	"zashiki/bots/heuristic"
	"zashiki/rules/engine"
	rl "zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// viewIn plays a game of heuristic players until seat 0's view is in part, and returns it.
func viewIn(t *testing.T, seats int, part rl.Part) *rl.View {
	t.Helper()
	bot := heuristic.Locke{}
	for seed := uint64(1); seed < 20; seed++ {
		st, err := rl.Game.New(engine.Config{Seats: seats, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*rl.State)
		s.SetQuiet(true)
		rng := engine.NewRNG(seed)
		for n := 0; s.Outcome() == nil && n < 6000; n++ {
			if v := s.View(0).(*rl.View); v.Board.Part == part && !v.Fight.On {
				return v
			}
			seat := engine.Next(s, &rng)
			if _, err := s.Apply(seat, bot.Choose(s.View(seat), s.Legal(seat), &rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatalf("no game reached part %d", part)
	return nil
}

// sizedCtx is a board's context in a w×h window, laid out as the table does (its log at the
// right).
func sizedCtx(lang i18n.Lang, seats, w, h int) *ui.Ctx {
	u := ui.Unit(w, h)
	ui.SetUnit(u)
	ctx := testCtx(lang, seats)
	ctx.U, ctx.W, ctx.H = u, float64(w), float64(h)
	ctx.Area = ui.Rect{Y: 52 * u, W: float64(w) - max(300*u, 220), H: float64(h) - 52*u}
	return ctx
}

// The map opens where every card its part may turn up shows its name whole in its pill, over
// the pieces: on the whole board at 1280×720, closer in a smaller window.
func TestLockeMapOpensWhereCardNamesRead(t *testing.T) {
	defer ui.SetUnit(1)
	for _, part := range []rl.Part{rl.PartPlanet, rl.PartBase} {
		v := viewIn(t, 11, part)
		for _, lang := range []i18n.Lang{i18n.Ja, i18n.En} {
			for _, sz := range [][2]int{{1280, 720}, {960, 540}} {
				ctx := sizedCtx(lang, 11, sz[0], sz[1])
				b := boardFor(ctx, v)
				cell, spread := ui.Rect{W: planetCardW, H: planetCardH}, planetSpread
				if part == rl.PartBase {
					cell, spread = ui.Rect{W: gridCellW, H: gridCell}, baseSpread
				}
				z := b.cam.Zoom
				for _, name := range cardNames(lang, part) {
					if l := layLabel(name, ui.Rect{W: cell.W * z, H: cell.H * z}, spread, ctx.U); !l.fits {
						t.Errorf("part %d, %s, %d×%d: %q does not read whole at the opening zoom (%v)", part, lang.Code(), sz[0], sz[1], name, l.lines)
					}
				}
				if whole := b.cam.FitZoom(); sz[0] == 1280 && math.Abs(z-whole) > 1e-9 {
					t.Errorf("part %d, %s: the map opens at zoom %.3f, not on the whole board (%.3f)", part, lang.Code(), z, whole)
				}
			}
		}
	}
}

// No piece stands where a card's name is: the pieces' band lies under the names' band.
func TestLockePiecesStandUnderCardNames(t *testing.T) {
	v := viewIn(t, 11, rl.PartPlanet)
	w := newWorld(v)
	for place := range rl.PlanetCells * v.Board.Planets {
		r, _ := w.cellRect(place)
		for _, seat := range []int{0, 1, 2, 3, 4, 5, 6} {
			v.Board.Pos[seat] = place
		}
		for _, s := range w.tokens(v, place).Spots {
			if s.Y-s.R < r.Y+r.H*labelBand {
				t.Fatalf("place %d: a piece at y %.1f (r %.1f) reaches into the name's band (to %.1f)", place, s.Y, s.R, r.Y+r.H*labelBand)
			}
		}
	}
}

// Every face-up card's name pill is edged in the colour of what it does: each verb the book's
// planet, base and 重要拠点 cards use has its colour, only a card that does nothing is grey.
func TestLockeCardPillsShowWhatCardsDo(t *testing.T) {
	var cards []struct{ name, do string }
	for _, c := range book.PlanetCards() {
		cards = append(cards, struct{ name, do string }{c.Name, c.Do})
	}
	cards = append(cards, struct{ name, do string }{book.AmbushCard().Name, book.AmbushCard().Do})
	for _, c := range append(book.BaseCards(), book.KeyCards()...) {
		cards = append(cards, struct{ name, do string }{c.Name, c.Do})
	}
	for _, c := range cards {
		_, coloured := doColours[c.do]
		if idle := c.do == "blank" || c.do == "nothing"; coloured == idle {
			t.Errorf("%s (%s): coloured %v", c.name, c.do, coloured)
		}
	}
	if doColour("key") != ui.Gold || doColour("nothing") != ui.Muted {
		t.Error("a 重要拠点's pill is not gold, or an idle card's not grey")
	}
}
