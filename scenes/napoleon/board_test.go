package napoleon

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zashiki/rules/deck"
	"zashiki/rules/engine"
	np "zashiki/rules/napoleon"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
)

func testCtx() *ui.Ctx {
	return &ui.Ctx{U: 1, W: 1280, H: 720, Area: ui.Rect{Y: 52, W: 980, H: 668}, Speed: 8,
		Names: []string{"A", "B", "C", "D"}, Log: func(engine.Msg) {}}
}

// table is a game shown on a board through one seat's eyes, the way the table scene does:
// every event redacted for the viewer.
type table struct {
	t      *testing.T
	s      engine.State
	b      *Board
	ctx    *ui.Ctx
	viewer int
}

func newTable(t *testing.T, seed uint64, viewer int) *table {
	st, err := np.Game.New(engine.Config{Seats: 4, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{t: t, s: st, b: NewBoard(), ctx: testCtx(), viewer: viewer}
	deal := st.(interface{ DealEvents() []engine.Event }).DealEvents()
	tb.b.Reset(tb.ctx, st.View(viewer), engine.Redact(deal, viewer))
	tb.rest()
	return tb
}

func (tb *table) apply(seat int, a engine.Action) {
	tb.t.Helper()
	evs, err := tb.s.Apply(seat, a)
	if err != nil {
		tb.t.Fatalf("seat %d %v: %v", seat, a, err)
	}
	tb.b.Show(tb.ctx, engine.Redact(evs, tb.viewer), tb.s.View(tb.viewer))
	tb.rest()
}

// rest runs the board until its animations are over.
func (tb *table) rest() {
	for i := 0; i < 20000 && (i == 0 || tb.b.Busy()); i++ {
		tb.b.Update(tb.ctx, &ui.Input{}, nil)
	}
}

// click presses where a player would to take a, and returns what the board chose.
func (tb *table) click(a engine.Action) engine.Action {
	tb.t.Helper()
	x, y, ok := tb.b.ClickTarget(a)
	if !ok {
		tb.t.Fatalf("no place to click for %v", a)
	}
	in := &ui.Input{}
	in.Press(x, y)
	return tb.b.Update(tb.ctx, in, tb.s.Legal(tb.viewer))
}

// toExchange declares 20♠ for seat 0 (everyone else passes) and names a card it lacks.
func (tb *table) toExchange() {
	tb.apply(0, np.Action{Kind: np.Declare, N: 20, Suit: deck.Spades})
	for seat := 1; seat < 4; seat++ {
		tb.apply(seat, np.Action{Kind: np.Pass})
	}
	hand := tb.s.View(0).(*np.View).Hand
	for c := range deck.Card(deck.NumFaces) {
		if !slices.Contains(hand, c) {
			tb.apply(0, np.Action{Kind: np.Name, Card: c})
			return
		}
	}
}

// TestExchangePickByPick: in the exchange a click on a hand card picks it, a click on the
// last picked card or the button takes it back, and the fourth pick ends the exchange.
func TestExchangePickByPick(t *testing.T) {
	tb := newTable(t, 3, 0)
	tb.toExchange()
	v := tb.s.View(0).(*np.View)
	if v.Phase != np.PhaseExchange {
		t.Fatalf("phase %d", v.Phase)
	}
	h := slices.Sorted(slices.Values(v.Hand))
	for _, c := range h[:2] {
		a := tb.click(np.Action{Kind: np.Discard, Card: c})
		if a != (np.Action{Kind: np.Discard, Card: c}) {
			t.Fatalf("a click on %s chose %v", c, a)
		}
		tb.apply(0, a)
	}
	if got := tb.b.shown.Picked; !slices.Equal(got, h[:2]) {
		t.Fatalf("the board shows picks %v", got)
	}
	// the earlier pick stays put; the last one goes back on a second click
	if a := tb.click(np.Action{Kind: np.Discard, Card: h[0]}); a != nil {
		t.Fatalf("a click on the first pick chose %v", a)
	}
	if a := tb.click(np.Action{Kind: np.Discard, Card: h[1]}); a != (np.Action{Kind: np.Undo}) {
		t.Fatalf("a click on the last pick chose %v", a)
	}
	tb.apply(0, np.Action{Kind: np.Undo})
	if a := tb.click(np.Action{Kind: np.Undo}); a != (np.Action{Kind: np.Undo}) {
		t.Fatalf("the button chose %v", a)
	}
	tb.apply(0, np.Action{Kind: np.Undo})
	if a := tb.click(np.Action{Kind: np.Undo}); a != nil {
		t.Fatalf("with nothing picked the button chose %v", a)
	}
	for _, c := range h[12:] {
		tb.apply(0, tb.click(np.Action{Kind: np.Discard, Card: c}))
	}
	if v := tb.s.View(0).(*np.View); v.Phase != np.PhasePlay || !slices.Equal(v.Discards, h[12:]) {
		t.Fatalf("after four picks: phase %d, discards %v", v.Phase, v.Discards)
	}
	if got := tb.b.m.discards; len(got) != 4 || slices.Contains(got, unknown) {
		t.Fatalf("Napoleon's own discards on his board: %v", got)
	}
}

// TestKeyboardPicksAndTakesBack: the arrows choose a card, Space picks it, Backspace takes
// the pick back.
func TestKeyboardPicksAndTakesBack(t *testing.T) {
	tb := newTable(t, 3, 0)
	tb.toExchange()
	press := func(keys ...ebiten.Key) engine.Action {
		var got engine.Action
		for _, k := range keys {
			in := &ui.Input{}
			in.PressKey(k)
			if a := tb.b.Update(tb.ctx, in, tb.s.Legal(0)); a != nil {
				got = a
			}
		}
		return got
	}
	a := press(ebiten.KeyArrowRight, ebiten.KeySpace)
	first := slices.Sorted(slices.Values(tb.s.View(0).(*np.View).Hand))[0]
	if a != (np.Action{Kind: np.Discard, Card: first}) {
		t.Fatalf("→ Space chose %v", a)
	}
	tb.apply(0, a)
	if a := press(ebiten.KeyBackspace); a != (np.Action{Kind: np.Undo}) {
		t.Fatalf("Backspace chose %v", a)
	}
}

// TestDiscardsFaceDownToOthers plays whole games watched by a seat that is not Napoleon:
// its board never holds a face of Napoleon's discards, during the play or at the end.
func TestDiscardsFaceDownToOthers(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		tb := newTable(t, seed, 2)
		tb.toExchange()
		rng := engine.NewRNG(seed)
		for tb.s.Outcome() == nil {
			seat := tb.s.Actors()[0]
			legal := tb.s.Legal(seat)
			tb.apply(seat, legal[rng.IntN(len(legal))])
			if n := len(tb.b.m.discards); n > 0 && slices.ContainsFunc(tb.b.m.discards, func(c int) bool { return c != unknown }) {
				t.Fatalf("seed %d: seat 2 sees discards %v", seed, tb.b.m.discards)
			}
		}
		if len(tb.b.m.discards) != 4 {
			t.Fatalf("seed %d: %d discards on the table at the end", seed, len(tb.b.m.discards))
		}
	}
}

// said makes the table's context record what the board tells the player.
func (tb *table) said() *string {
	var s string
	tb.ctx.Notice = func(text string) { s = text }
	return &s
}

// TestRefusedClicksSayWhy: a click that does nothing tells the player why, in the player's
// language: a declaration not stronger than the best one, a hand card while another seat is
// to act, a pick that is no longer the last one.
func TestRefusedClicksSayWhy(t *testing.T) {
	tb := newTable(t, 3, 1)
	tb.apply(0, np.Action{Kind: np.Declare, N: 15, Suit: deck.Hearts})
	said := tb.said()
	if a := tb.click(np.Action{Kind: np.Declare, N: 14, Suit: deck.Spades}); a != nil {
		t.Fatalf("a weaker declaration chose %v", a)
	}
	if want := "宣言できるのは15枚♥より強いものだけです"; *said != want {
		t.Errorf("a weaker declaration says %q, want %q", *said, want)
	}
	tb.ctx.Lang = i18n.En
	tb.click(np.Action{Kind: np.Declare, N: 15, Suit: deck.Diamonds})
	if want := "Only a declaration stronger than 15 ♥"; *said != want {
		t.Errorf("a weaker declaration says %q, want %q", *said, want)
	}

	tb.apply(1, np.Action{Kind: np.Pass})
	*said = ""
	card := np.Action{Kind: np.Play, Card: tb.s.View(1).(*np.View).Hand[0]}
	x, y, _ := tb.b.ClickTarget(card)
	in := &ui.Input{}
	in.Press(x, y)
	if a := tb.b.Update(tb.ctx, in, nil); a != nil {
		t.Fatalf("a card clicked out of turn chose %v", a)
	}
	if want := "It is C's turn"; *said != want {
		t.Errorf("a card clicked out of turn says %q, want %q", *said, want)
	}

	tb = newTable(t, 3, 0)
	tb.toExchange()
	said = tb.said()
	h := slices.Sorted(slices.Values(tb.s.View(0).(*np.View).Hand))
	for _, c := range h[:2] {
		tb.apply(0, tb.click(np.Action{Kind: np.Discard, Card: c}))
	}
	tb.click(np.Action{Kind: np.Discard, Card: h[0]})
	if want := "戻せるのは最後に選んだ札だけです"; *said != want {
		t.Errorf("an earlier pick says %q, want %q", *said, want)
	}
}

// TestNobodysView plays whole games shown through nobody's eyes, View(-1), the way the
// hot-seat table shows them between two humans: the board takes the deal, every event and
// every pointer without a panic, holds no face of any hand, keeps the last viewer's seat at
// the bottom, refuses no click and says nobody's turn.
func TestNobodysView(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		tb := newTable(t, seed, -1)
		if tb.b.bottom != 0 {
			t.Fatalf("seed %d: a board that never had a viewer has seat %d at the bottom", seed, tb.b.bottom)
		}
		said := tb.said()
		rng := engine.NewRNG(seed)
		for moves := 0; tb.s.Outcome() == nil; moves++ {
			if moves == 5 { // a viewer's turn ends: the board turns to nobody's eyes in place
				tb.viewer = 2
				tb.b.Reset(tb.ctx, tb.s.View(2), nil)
				tb.viewer = -1
				tb.b.Reset(tb.ctx, tb.s.View(-1), nil)
			}
			seat := tb.s.Actors()[0]
			legal := tb.s.Legal(seat)
			tb.apply(seat, legal[rng.IntN(len(legal))])
			for s, h := range tb.b.m.hands {
				if slices.ContainsFunc(h, func(c int) bool { return c != unknown }) {
					t.Fatalf("seed %d: nobody's board shows seat %d's hand %v", seed, s, h)
				}
			}
			if moves >= 5 && tb.b.bottom != 2 {
				t.Fatalf("seed %d: the table turned to seat %d at the bottom", seed, tb.b.bottom)
			}
			if i := len(tb.b.hand) / 2; i < len(tb.b.hand) {
				in := &ui.Input{}
				in.Press(tb.b.hand[i].X, tb.b.hand[i].Y)
				tb.b.Update(tb.ctx, in, nil)
			}
			if *said != "" {
				t.Fatalf("seed %d: a click on nobody's hand says %q", seed, *said)
			}
			if msg, _ := tb.b.status(tb.ctx); msg != "" && tb.s.Outcome() == nil {
				t.Fatalf("seed %d: nobody's board says %q while no CPU is thinking", seed, msg)
			}
		}
		if d := tb.b.m.discards; len(d) != 4 || slices.ContainsFunc(d, func(c int) bool { return c != unknown }) {
			t.Fatalf("seed %d: nobody's board ends with the discards %v", seed, d)
		}
	}
}

// TestWaitingLineFollowsTheTable: "X is considering…" names the CPU the table waits on, and
// shows only while it does; the viewer's own turn has its own line.
func TestWaitingLineFollowsTheTable(t *testing.T) {
	tb := newTable(t, 3, 0)
	tb.apply(0, np.Action{Kind: np.Declare, N: 15, Suit: deck.Hearts})
	if msg, _ := tb.b.status(tb.ctx); msg != "" {
		t.Errorf("with no CPU thinking the line says %q", msg)
	}
	tb.ctx.Thinking, tb.ctx.Thinker = true, 1
	if msg, _ := tb.b.status(tb.ctx); msg != "Bが宣言を考えています" {
		t.Errorf("while seat 1 thinks the line says %q", msg)
	}
	tb.ctx.Lang = i18n.En
	if msg, _ := tb.b.status(tb.ctx); msg != "B is considering a declaration" {
		t.Errorf("while seat 1 thinks the line says %q", msg)
	}
	tb.ctx.Thinking = false
	for seat := 1; seat < 4; seat++ {
		tb.apply(seat, np.Action{Kind: np.Pass})
	}
	hand := tb.s.View(0).(*np.View).Hand
	for c := range deck.Card(deck.NumFaces) {
		if !slices.Contains(hand, c) {
			tb.apply(0, np.Action{Kind: np.Name, Card: c})
			break
		}
	}
	tb.b.Update(tb.ctx, &ui.Input{}, tb.s.Legal(0))
	if msg, _ := tb.b.status(tb.ctx); msg != "Pick four cards to discard, one at a time" {
		t.Errorf("in the viewer's exchange the line says %q", msg)
	}
}
