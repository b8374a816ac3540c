package freeeight

import (
	"math"
	"slices"
	"testing"

	"zashiki/assets"
	"zashiki/rules/deck"
	"zashiki/rules/engine"
	fe "zashiki/rules/freeeight"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

// TestWhyNamesWhatTheCardMustMatch: the reason a refused card gives is the rule it breaks,
// with the suit and rank on the pile, the named suit, or the attack to answer.
func TestWhyNamesWhatTheCardMustMatch(t *testing.T) {
	card := func(s string) deck.Card { return deck.MustParse(s) }
	cases := []struct {
		v      fe.View
		ja, en string
	}{
		{fe.View{Public: fe.Public{Top: card("7H"), Phase: fe.PhaseTurn}},
			"♥にも7にも合いません", "Does not match ♥ or 7"},
		{fe.View{Public: fe.Public{Top: card("QC"), Phase: fe.PhaseExtra}},
			"♣にもQにも合いません", "Does not match ♣ or Q"},
		{fe.View{Public: fe.Public{Top: card("8S"), HasNamed: true, Named: deck.Diamonds, Phase: fe.PhaseTurn}},
			"指定マークの♦か8を出してください", "Play the named suit ♦ or an 8"},
		{fe.View{Public: fe.Public{Top: card("2S"), Phase: fe.PhaseAttacked, Attack: fe.AttackTwo, AttackTotal: 4}},
			"2の攻撃には2か8で返すか、4枚引きます", "Answer a 2 with a 2 or an 8, or draw 4 cards"},
		{fe.View{Public: fe.Public{Top: card("QS"), Phase: fe.PhaseAttacked, Attack: fe.AttackQueen, AttackTotal: 5}},
			"♠Qの攻撃には♠Qか8で返すか、5枚引きます", "Answer ♠Q with ♠Q or an 8, or draw 5 cards"},
	}
	for _, c := range cases {
		for lang, want := range map[i18n.Lang]string{i18n.Ja: c.ja, i18n.En: c.en} {
			if got := Why(&ui.Ctx{Lang: lang}, &c.v, card("3D")); got != want {
				t.Errorf("%s: %q, want %q", lang.Code(), got, want)
			}
		}
	}
}

// watch shows a new four-seat game on a board through viewer's eyes, the way the table does:
// the deal and every event redacted for the viewer, then the board run until it rests.
type watch struct {
	t      *testing.T
	s      engine.State
	b      *Board
	ctx    *ui.Ctx
	viewer int
	said   string // the last notice the board gave
}

func newWatch(t *testing.T, seed uint64, viewer int) *watch {
	st, err := fe.Game.New(engine.Config{Seats: 4, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	w := &watch{t: t, s: st, b: NewBoard(), viewer: viewer}
	w.ctx = &ui.Ctx{U: 1, W: 1280, H: 720, Area: ui.Rect{Y: 52, W: 980, H: 668}, Speed: 8,
		Names: []string{"A", "B", "C", "D"}, Log: func(engine.Msg) {}, Notice: func(s string) { w.said = s }}
	deal := st.(interface{ DealEvents() []engine.Event }).DealEvents()
	w.b.Reset(w.ctx, st.View(viewer), engine.Redact(deal, viewer))
	w.rest()
	return w
}

func (w *watch) apply(seat int, a engine.Action) {
	w.t.Helper()
	evs, err := w.s.Apply(seat, a)
	if err != nil {
		w.t.Fatalf("seat %d %v: %v", seat, a, err)
	}
	w.b.Show(w.ctx, engine.Redact(evs, w.viewer), w.s.View(w.viewer))
	w.rest()
}

func (w *watch) rest() {
	for i := 0; i < 20000 && (i == 0 || w.b.Busy()); i++ {
		w.b.Update(w.ctx, &ui.Input{}, nil)
	}
}

// TestNobodysView plays whole games shown through nobody's eyes, View(-1), the way the
// hot-seat table shows them between two humans: the board takes the deal, every event and
// every pointer without a panic, holds no face of a hand until the hands are shown at the
// end, keeps the last viewer's seat at the bottom, refuses no click and says nobody's turn.
func TestNobodysView(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		w := newWatch(t, seed, -1)
		if w.b.bottom != 0 {
			t.Fatalf("seed %d: a board that never had a viewer has seat %d at the bottom", seed, w.b.bottom)
		}
		rng := engine.NewRNG(seed)
		for moves := 0; w.s.Outcome() == nil; moves++ {
			if moves == 5 { // a viewer's turn ends: the board turns to nobody's eyes in place
				w.viewer = 2
				w.b.Reset(w.ctx, w.s.View(2), nil)
				w.viewer = -1
				w.b.Reset(w.ctx, w.s.View(-1), nil)
			}
			seat := w.s.Actors()[0]
			legal := w.s.Legal(seat)
			w.apply(seat, legal[rng.IntN(len(legal))])
			revealed := w.b.v.Revealed
			for s, h := range w.b.m.hands {
				if (revealed == nil || revealed[s] == nil) && slices.ContainsFunc(h, func(c int) bool { return c != unknown }) {
					t.Fatalf("seed %d: nobody's board shows seat %d's hand %v", seed, s, h)
				}
			}
			if moves >= 5 && w.b.bottom != 2 {
				t.Fatalf("seed %d: the table turned to seat %d at the bottom", seed, w.b.bottom)
			}
			if i := len(w.b.hand) / 2; i < len(w.b.hand) {
				in := &ui.Input{}
				in.Press(w.b.hand[i].X, w.b.hand[i].Y)
				w.b.Update(w.ctx, in, nil)
			}
			if w.said != "" {
				t.Fatalf("seed %d: a click on nobody's hand says %q", seed, w.said)
			}
			if msg, _ := w.b.status(w.ctx); msg != "" && w.s.Outcome() == nil {
				t.Fatalf("seed %d: nobody's board says %q while no CPU is thinking", seed, msg)
			}
		}
	}
}

// TestWaitingLineFollowsTheTable: "X's turn" names the CPU the table waits on, and shows
// only while it does (never in the ロン window, where every seat answers at once); the
// viewer's own turn has its own line.
func TestWaitingLineFollowsTheTable(t *testing.T) {
	w := newWatch(t, 3, 0)
	if w.s.Actors()[0] != 0 {
		t.Fatal("seat 0 does not open the game")
	}
	w.b.Update(w.ctx, &ui.Input{}, w.s.Legal(0))
	if msg, _ := w.b.status(w.ctx); msg != "あなたの番：光るカードを出すか、山札から引く" {
		t.Errorf("on the viewer's turn the line says %q", msg)
	}
	w.apply(0, fe.Action{Kind: fe.Draw}) // drawing ends the turn, outside any window
	if msg, _ := w.b.status(w.ctx); msg != "" {
		t.Errorf("with no CPU thinking the line says %q", msg)
	}
	w.ctx.Thinking, w.ctx.Thinker = true, 2
	for lang, want := range map[i18n.Lang]string{i18n.Ja: "Cの番です", i18n.En: "C's turn"} {
		w.ctx.Lang = lang
		if msg, _ := w.b.status(w.ctx); msg != want {
			t.Errorf("%s: while seat 2 thinks the line says %q, want %q", lang.Code(), msg, want)
		}
	}
	w.b.v.Phase, w.b.shown.Phase = fe.PhaseRon, fe.PhaseRon
	if msg, _ := w.b.status(w.ctx); msg != "" {
		t.Errorf("in the ロン window the line names a seat: %q", msg)
	}
}

// Issue 27: the piles' cards were 78 units wide, their corner index 9.4 px at 960×540. At
// 1280×720 and 960×540 the discard's index is at the floor (12 px, 10 px), and so is a
// flying card's as it turns face up on its way from a fan of small backs (10.6 px), once
// past its first instant edge-on (a turn of 0.5–0.58: about a frame of a flight).
func TestCardsOnTheTableCanBeRead(t *testing.T) {
	defer ui.SetUnit(1)
	face := assets.CardFace(0)
	print := func(p ui.Pose) float64 {
		return ui.PrintSize(face) * p.W / float64(face.Bounds().Dx()) * math.Sqrt(math.Abs(2*p.Face-1))
	}
	for _, win := range [][2]float64{{1280, 720}, {960, 540}} {
		u := ui.Unit(int(win[0]), int(win[1]))
		ui.SetUnit(u)
		floor := 12.0
		if u < 1 {
			floor = 10
		}
		l := newLayout(ui.Rect{Y: 52 * u, W: win[0] - 300*u, H: win[1] - 52*u}, u, 4, 0)
		if px := print(l.discardPose()); px < floor-0.01 {
			t.Errorf("%v: the discard prints its index at %.1f px", win, px)
		}
		for f := 0.58; f <= 1; f += 0.01 {
			p := ui.LegiblePose(face, ui.Pose{W: backW * u, Face: f})
			if px := print(p); px < floor-0.01 {
				t.Errorf("%v: a card turning face up (%.2f) prints its index at %.1f px", win, f, px)
			}
		}
	}
}
