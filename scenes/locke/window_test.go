package locke

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/bots/heuristic"
	"zashiki/rules/engine"
	rl "zashiki/rules/locke"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// stateUntil plays a 7-seat game of heuristic players until ok holds for the state, and
// returns it; the test fails when no game gets there.
func stateUntil(t *testing.T, ok func(s *rl.State) bool) *rl.State {
	t.Helper()
	bot := heuristic.Locke{}
	for seed := uint64(1); seed < 20; seed++ {
		st, err := rl.Game.New(engine.Config{Seats: 7, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*rl.State)
		s.SetQuiet(true)
		rng := engine.NewRNG(seed)
		for n := 0; n < 6000; n++ {
			if ok(s) {
				return s
			}
			if s.Outcome() != nil {
				break
			}
			seat := engine.Next(s, &rng)
			if _, err := s.Apply(seat, bot.Choose(s.View(seat), s.Legal(seat), &rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no game got there")
	return nil
}

// asked reports whether seat 0 is asked, with actions to take, in the set-up; with the
// planets laid when planets is set.
func asked(planets bool) func(s *rl.State) bool {
	return func(s *rl.State) bool {
		v := s.View(0).(*rl.View)
		return v.Board.Part == rl.PartSetup && (v.Board.Planets > 0) == planets && len(s.Legal(0)) > 0
	}
}

// outside lists the panel's buttons that leave r.
func outside(p *ui.ActionPanel, r ui.Rect) []string {
	var out []string
	for _, btn := range p.Buttons() {
		b := btn.Rect
		if b.X < r.X-0.5 || b.Y < r.Y-0.5 || b.Right() > r.Right()+0.5 || b.Bottom() > r.Bottom()+0.5 {
			out = append(out, btn.Label)
		}
	}
	return out
}

// Buttons held dimmed while the other seats answer the viewer's window follow the window when
// it changes size: at 960×540 the silhouettes' buttons stood where the 1280×720 layout had
// put them, past the window's edge and over the sheet's panel.
func TestLockeHeldButtonsFollowTheWindow(t *testing.T) {
	defer ui.SetUnit(1)
	s := stateUntil(t, asked(false))
	v := s.View(0).(*rl.View)
	if len(v.Ask.Seats) == 0 {
		t.Fatal("the set-up's first question asks no seat")
	}
	big := sizedCtx(i18n.Ja, 7, 1280, 720)
	b := boardFor(big, v)
	b.Update(big, &ui.Input{}, s.Legal(0))
	if len(b.panel.Buttons()) == 0 {
		t.Fatal("no buttons for the set-up's question")
	}
	small := sizedCtx(i18n.Ja, 7, 960, 540)
	b.Update(small, &ui.Input{}, nil)
	if held, _ := b.Probe()["held"].(bool); !held {
		t.Fatal("the buttons are not held while the others answer")
	}
	if out := outside(&b.panel, b.lay.actions); len(out) > 0 {
		t.Errorf("held buttons outside their place at 960×540: %v (place %v)", out, b.lay.actions)
	}
}

// Once the planets are laid the set-up asks where to start on the map: its prompt and buttons
// stand under the map, as in the game, not over the planets they name.
func TestLockeStartChoiceLeavesTheMapClear(t *testing.T) {
	defer ui.SetUnit(1)
	s := stateUntil(t, asked(true))
	for _, sz := range [][2]int{{1280, 720}, {960, 540}} {
		for _, lang := range []i18n.Lang{i18n.Ja, i18n.En} {
			ctx := sizedCtx(lang, 7, sz[0], sz[1])
			b := boardFor(ctx, s.View(0).(*rl.View))
			b.Update(ctx, &ui.Input{}, s.Legal(0))
			for name, r := range map[string]ui.Rect{"prompt": b.lay.prompt, "actions": b.lay.actions} {
				if meets(r, b.lay.view) {
					t.Errorf("%d×%d %s: the %s %v lies over the map %v", sz[0], sz[1], lang.Code(), name, r, b.lay.view)
				}
			}
			if out := outside(&b.panel, b.lay.actions); len(out) > 0 {
				t.Errorf("%d×%d %s: buttons outside their place: %v", sz[0], sz[1], lang.Code(), out)
			}
		}
	}
}

func meets(a, b ui.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

func within(a, b ui.Rect) bool {
	return a.X >= b.X-1 && a.Y >= b.Y-1 && a.Right() <= b.Right()+1 && a.Bottom() <= b.Bottom()+1
}

// A board under the results or the score table gets no Update when the window or the
// language changes: it follows them as it draws. The results' legend and notes were Japanese
// in English, and the board was drawn at the last window's size, past its area.
func TestLockeBoardFollowsTheWindowWhenDrawn(t *testing.T) {
	defer ui.SetUnit(1)
	s := stateUntil(t, func(s *rl.State) bool { return s.Outcome() != nil })
	v := s.View(0).(*rl.View)
	ja := sizedCtx(i18n.Ja, 7, 1280, 720)
	b := boardFor(ja, v)
	b.Update(ja, &ui.Input{}, nil)
	if r := japaneseIn(b.ResultLegend()); r == 0 {
		t.Fatalf("the Japanese legend %q", b.ResultLegend())
	}
	en := sizedCtx(i18n.En, 7, 960, 540)
	b.Draw(en, ebiten.NewImage(960, 540))
	texts := []string{b.ResultLegend()}
	for seat := range 7 {
		texts = append(texts, b.ResultNote(seat))
	}
	for _, text := range texts {
		if r := japaneseIn(text); r != 0 {
			t.Errorf("in English the results read %q (%q)", text, r)
		}
	}
	for _, r := range append([]ui.Rect{b.lay.view, b.lay.self, b.lay.actions}, b.lay.seats...) {
		if !within(r, en.Area) {
			t.Errorf("drawn at 960×540, a part of the board lies at %v, past the area %v", r, en.Area)
		}
	}
}
