package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"slices"
	"strings"
	"testing"
	"zashiki/rules/deck"

	"zashiki/rules/engine"
	np "zashiki/rules/napoleon"
	"zashiki/scenes/i18n"
	nptable "zashiki/scenes/napoleon"
)

func napoleonSetup(t *testing.T, a *App, seats string, seed uint64) Setup {
	t.Helper()
	s, err := SetupFromFlags(a, Flags{Game: "napoleon", Seats: seats, Seed: seed, SeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestNapoleonCatalogue(t *testing.T) {
	keys := append([]string{"game.napoleon", "help.napoleon"}, np.MessageKeys...)
	for _, o := range np.Game.Options() {
		keys = append(keys, "opt.napoleon."+o.Key)
		for _, v := range o.Values {
			keys = append(keys, "opt.napoleon."+o.Key+"."+v)
		}
	}
	for _, k := range keys {
		if !i18n.Has(k) {
			t.Errorf("no catalogue entry for %q", k)
		}
	}
	if _, ok := Lookup("napoleon"); !ok {
		t.Fatal("napoleon is not playable from the menu")
	}
}

// byPlace is cards in the order the viewer's fan shows them, left to right.
func byPlace(b *nptable.Board, cards []deck.Card) []deck.Card {
	out := slices.Clone(cards)
	x := func(c deck.Card) float64 {
		x, _, _ := b.ClickTarget(np.Action{Kind: np.Play, Card: c})
		return x
	}
	slices.SortFunc(out, func(p, q deck.Card) int { return int(x(p) - x(q)) })
	return out
}

// clickRefused clicks where act would be taken, which the board must refuse, and returns
// what it said to the player.
func clickRefused(t *testing.T, a *App, tb *Table, act engine.Action) string {
	t.Helper()
	x, y, ok := tb.board.(*nptable.Board).ClickTarget(act)
	if !ok {
		t.Fatalf("no place to click for %v", act)
	}
	return pressRefused(t, a, tb, x, y)
}

// pressRefused clicks at (x, y), where the board must take no action, and returns what it
// said to the player (the table draws the notice).
func pressRefused(t *testing.T, a *App, tb *Table, x, y float64) string {
	t.Helper()
	var said string
	table := tb.ctx.Notice
	tb.ctx.Notice = func(s string) {
		said = s
		if table != nil {
			table(s)
		}
	}
	a.In.Press(x, y)
	if got := tb.board.Update(&tb.ctx, &a.In, tb.humanLegal()); got != nil {
		t.Fatalf("the click took %v", got)
	}
	tb.ctx.Notice = table
	step(t, a, 1)
	return said
}

// click presses the table's board where a player would to take act, and runs a tick.
func click(t *testing.T, a *App, tb *Table, act engine.Action) {
	t.Helper()
	x, y, ok := tb.board.(*nptable.Board).ClickTarget(act)
	if !ok {
		t.Fatalf("no place to click for %v", act)
	}
	a.In.Press(x, y)
	if got := tb.board.Update(&tb.ctx, &a.In, tb.humanLegal()); got != nil {
		tb.apply(tb.viewer, got)
	}
	step(t, a, 1)
}

// waitHuman runs the table until the human may act, with the board at rest.
func waitHuman(t *testing.T, a *App, tb *Table) []engine.Action {
	t.Helper()
	for range 20000 {
		step(t, a, 1)
		if legal := tb.humanLegal(); len(legal) > 0 {
			return legal
		}
	}
	t.Fatal("the human never got a turn")
	return nil
}

func npView(tb *Table) *np.View { return tb.sess.State.View(tb.viewer).(*np.View) }

// TestNapoleonBiddingAdjutantExchange drives a whole opening through the table by clicks:
// the declaration panel (only stronger declarations enabled), the adjutant picker and the
// exchange, with a screenshot of each.
func TestNapoleonBiddingAdjutantExchange(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		var tb *Table
		// a deal where a CPU before the human has declared, so the panel shows a limit
		for seed := uint64(1); ; seed++ {
			tb2, err := NewTable(a, napoleonSetup(t, a, "cchc", seed))
			if err != nil {
				t.Fatal(err)
			}
			a.Push(tb2)
			waitHuman(t, a, tb2)
			if v := npView(tb2); v.HasHigh && v.Phase == np.PhaseBid {
				tb = tb2
				break
			}
			a.Pop()
			if seed > 60 {
				t.Fatal("no CPU declared before the human in 60 deals")
			}
		}
		v := npView(tb)
		b := tb.board.(*nptable.Board)
		for n := 13; n <= 20; n++ {
			for _, s := range []int{0, 1, 2, 3} {
				act := np.Action{Kind: np.Declare, N: n, Suit: deckSuit(s)}
				_, _, ok := b.ClickTarget(act)
				if !ok {
					t.Fatal("no button for", act)
				}
				if legal := engineHas(tb.humanLegal(), act); legal != v.Stronger(n, deckSuit(s)) {
					t.Fatalf("%v legal %v", act, legal)
				}
			}
		}
		step(t, a, 3)
		shot(t, a, "napoleon-bid")
		// clicking a weaker declaration does nothing
		if !v.Stronger(13, deckSuit(3)) {
			before := len(tb.sess.Steps)
			click(t, a, tb, np.Action{Kind: np.Declare, N: 13, Suit: deckSuit(3)})
			if len(tb.sess.Steps) != before {
				t.Fatal("a weaker declaration was accepted from the panel")
			}
		}
		click(t, a, tb, np.Action{Kind: np.Declare, N: 20, Suit: deckSuit(0)})
		waitHuman(t, a, tb)
		if v := npView(tb); v.Phase != np.PhaseAdjutant || v.Napoleon != tb.viewer {
			t.Fatalf("after 20♠ the human is not naming the adjutant: phase %d", v.Phase)
		}
		adj := cardOf("JS")
		for _, c := range deck.Cards("JS JC AH KS AD") {
			if !slices.Contains(npView(tb).Hand, c) {
				adj = c
				break
			}
		}
		click(t, a, tb, np.Action{Kind: np.Name, Card: adj})
		step(t, a, 2)
		shot(t, a, "napoleon-adjutant")
		click(t, a, tb, np.Action{Kind: np.Name, Card: adj}) // a second click names it
		waitHuman(t, a, tb)
		v = npView(tb)
		if v.Phase != np.PhaseExchange || len(v.Hand) != 16 || len(v.FromHidden) != 4 {
			t.Fatalf("exchange: phase %d, %d cards, %d from the middle", v.Phase, len(v.Hand), len(v.FromHidden))
		}
		// three neighbours in the fan, so their marks stand side by side, then a click on the
		// first, which cannot be taken back any more
		fan := byPlace(b, v.Hand)
		for _, c := range fan[5:8] {
			click(t, a, tb, np.Action{Kind: np.Discard, Card: c})
		}
		if got := clickRefused(t, a, tb, np.Action{Kind: np.Discard, Card: fan[5]}); got != a.T("np.why.lastpick") {
			t.Errorf("a click on an earlier pick says %q", got)
		}
		step(t, a, 6)
		shot(t, a, "napoleon-exchange")
		click(t, a, tb, np.Action{Kind: np.Discard, Card: fan[8]})
		if v := npView(tb); v.Phase != np.PhasePlay || len(v.Discards) != 4 {
			t.Fatalf("the exchange did not go through: phase %d discards %v", v.Phase, v.Discards)
		}
		// the first lead by keyboard: → selects the first playable card, Enter plays it
		waitHuman(t, a, tb)
		before := len(tb.sess.Steps)
		for _, k := range []ebiten.Key{ebiten.KeyArrowRight, ebiten.KeyEnter} {
			a.In.PressKey(k)
			if got := tb.board.Update(&tb.ctx, &a.In, tb.humanLegal()); got != nil {
				tb.apply(tb.viewer, got)
			}
		}
		if len(tb.sess.Steps) != before+1 || !strings.HasPrefix(tb.sess.Steps[before].Action, "play ") {
			t.Fatalf("the keyboard did not play a card: %v", tb.sess.Steps[before:])
		}
		step(t, a, 40)
		shot(t, a, "napoleon-play")
		a.Pop()
	}
}

// TestNapoleonYoromekiScreen finds a deal where the human completes a trick by よろめき and
// shows the banner.
func TestNapoleonYoromekiScreen(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb, act := findNapoleon(t, a, func(s engine.State) engine.Action {
			v := s.View(0).(*np.View)
			if v.Phase != np.PhasePlay || len(v.Trick) != 3 || v.Turn != 0 {
				return nil
			}
			for _, l := range s.Legal(0) {
				cards := []deckCard{v.Trick[0].Card, v.Trick[1].Card, v.Trick[2].Card, l.(np.Action).Card}
				if _, rule := np.Winner(cards, v.High.Trump, len(v.Tricks) == 0); rule == np.RuleYoromeki {
					return l
				}
			}
			return nil
		})
		a.Settings.Speed = SpeedNormal
		click(t, a, tb, act)
		step(t, a, 50)
		shot(t, a, "napoleon-yoromeki")
		a.Pop()
	}
}

// TestNapoleonRevealScreen shows the adjutant revealed to a seat that did not know: a CPU
// plays the adjutant card while the human (not Napoleon) watches.
func TestNapoleonRevealScreen(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		var seat int
		tb, act := findNapoleon(t, a, func(s engine.State) engine.Action {
			v := s.View(0).(*np.View)
			if v.Phase != np.PhasePlay || v.AdjutantRevealed || v.Napoleon == 0 || v.Adjutant >= 0 || len(v.Trick) == 0 {
				return nil
			}
			seat = s.Actors()[0]
			for _, l := range s.Legal(seat) {
				if l.(np.Action).Card == v.AdjutantCard {
					return l
				}
			}
			return nil
		})
		if v := npView(tb); v.Adjutant != -1 {
			t.Fatal("the human knows the adjutant before the card is played")
		}
		a.Settings.Speed = SpeedNormal
		tb.thinking = nil // the CPU's move is the one the test plays
		tb.apply(seat, act)
		if v := npView(tb); v.Adjutant != seat || !v.AdjutantRevealed {
			t.Fatalf("after the card the human sees adjutant %d", v.Adjutant)
		}
		step(t, a, 50)
		shot(t, a, "napoleon-reveal")
		a.Pop()
	}
}

// findNapoleon plays random games from hccc tables until want returns an action, and puts
// the table there with the board at rest (and, when the human is to act, its turn come).
func findNapoleon(t *testing.T, a *App, want func(engine.State) engine.Action) (*Table, engine.Action) {
	t.Helper()
	for seed := uint64(1); seed < 3000; seed++ {
		tb, err := NewTable(a, napoleonSetup(t, a, "hccc", seed))
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		st := tb.sess.State
		var steps []engine.Step
		for st.Outcome() == nil {
			if act := want(st); act != nil {
				tb.sess.State, tb.sess.Steps = st, steps
				a.Push(tb)
				if st.Actors()[0] == 0 {
					waitHuman(t, a, tb)
				} else {
					for i := 0; i < 2000 && (!tb.dealt || tb.board.Busy()); i++ {
						step(t, a, 1)
					}
				}
				return tb, act
			}
			seat := st.Actors()[0]
			legal := st.Legal(seat)
			act := legal[rng.IntN(len(legal))]
			if _, err := st.Apply(seat, act); err != nil {
				t.Fatal(err)
			}
			steps = append(steps, engine.Step{Seat: seat, Action: act.String()})
		}
	}
	t.Fatal("no such position in 3000 games")
	return nil, nil
}

func TestNapoleonAutoplayReachesResults(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		a.Flags.Autoplay = true
		tb, err := NewTable(a, napoleonSetup(t, a, "cccc", 3))
		if err != nil {
			t.Fatal(err)
		}
		a.Push(tb)
		for tick := 0; tick < 60000; tick++ {
			step(t, a, 1)
			if _, ok := a.Top().(*Results); ok {
				break
			}
		}
		r, ok := a.Top().(*Results)
		if !ok {
			t.Fatal("no results after 60000 ticks")
		}
		step(t, a, 2)
		shot(t, a, "napoleon-results")
		if len(r.o.Points) != 4 {
			t.Fatalf("%d points", len(r.o.Points))
		}
		sum := 0
		for _, v := range tb.sess.Match.Totals {
			sum += v
		}
		if sum != 0 {
			t.Errorf("match totals sum to %d", sum)
		}
		a.Pop()
		a.Pop()
	}
}

type deckCard = deck.Card

func deckSuit(i int) deck.Suit { return deck.Suit(i) }

func cardOf(s string) deck.Card { return deck.MustParse(s) }

func engineHas(legal []engine.Action, a engine.Action) bool {
	for _, l := range legal {
		if l == a {
			return true
		}
	}
	return false
}

// lowest is the n plain cards of the hand lowest in rank (never a face card when avoidable).
func lowest(hand []deck.Card, n int) []deck.Card {
	sorted := slices.Clone(hand)
	key := func(c deck.Card) int { return (int(c.Rank()) + 11) % 13 } // 2 lowest, A highest
	slices.SortFunc(sorted, func(a, b deck.Card) int { return key(a) - key(b) })
	return sorted[:n]
}

// TestNapoleonHotSeat plays a whole game with two humans passing the device: each acts only
// behind its own curtain, and the board never shows one human's secrets to the other (the
// adjutant's seat in particular, which the board takes from the viewer's View only).
func TestNapoleonHotSeat(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	tb, err := NewTable(a, napoleonSetup(t, a, "hhcc", 4))
	if err != nil {
		t.Fatal(err)
	}
	a.Push(tb)
	curtains := 0
	for tick := 0; tick < 60000 && tb.sess.State.Outcome() == nil; tick++ {
		if c, ok := a.Top().(*Curtain); ok {
			a.In.PressKey(ebiten.KeyEnter)
			if err := c.Update(a); err != nil {
				t.Fatal(err)
			}
			curtains++
			continue
		}
		step(t, a, 1)
		legal := tb.humanLegal()
		if len(legal) == 0 {
			continue
		}
		if tb.viewer != tb.sess.State.Actors()[0] {
			t.Fatalf("seat %d acts while the board shows seat %d", tb.sess.State.Actors()[0], tb.viewer)
		}
		v := npView(tb)
		if v.Adjutant >= 0 && v.Adjutant != tb.viewer && !v.AdjutantRevealed && v.Napoleon != tb.viewer {
			t.Fatalf("seat %d sees the adjutant %d before it is revealed", tb.viewer, v.Adjutant)
		}
		act := legal[0]
		if v.Phase == np.PhaseBid {
			act = legal[len(legal)-1] // declare 20♠ once, so a human is Napoleon
		}
		tb.apply(tb.viewer, act)
	}
	if tb.sess.State.Outcome() == nil || curtains < 2 {
		t.Fatalf("the game did not finish (%d curtains)", curtains)
	}
}

func TestNapoleonHelpAndSetupScreens(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		e, _ := Lookup("napoleon")
		a.Push(NewSetup(a, e))
		step(t, a, 2)
		shot(t, a, "napoleon-setup")
		a.Push(NewHelp("napoleon"))
		step(t, a, 2)
		shot(t, a, "napoleon-help")
	}
}

// TestNapoleonTurnBadgeScreens shows the 手番 badge on the seat to the viewer's right while
// the four hidden cards lie beside it, and on the seat across while it plays: it stands on the
// plate's edge, clear of the hidden cards and the fans (the board's layout test measures it).
func TestNapoleonTurnBadgeScreens(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		findNapoleon(t, a, func(s engine.State) engine.Action {
			if v := s.View(0).(*np.View); v.Phase == np.PhaseBid && v.Turn == 3 && v.HasHigh {
				return np.Action{Kind: np.Pass}
			}
			return nil
		})
		shot(t, a, "napoleon-turn-right")
		a.Pop()
		findNapoleon(t, a, func(s engine.State) engine.Action {
			v := s.View(0).(*np.View)
			if v.Phase == np.PhasePlay && v.Turn == 2 && len(v.Trick) == 2 && len(v.Tricks) >= 3 && v.Napoleon != 0 {
				return np.Action{Kind: np.Pass}
			}
			return nil
		})
		shot(t, a, "napoleon-turn-top")
		a.Pop()
	}
}

// TestNapoleonRefusedCardSaysWhy: a click on a card that does not follow suit plays nothing;
// the card shakes and the player is told which suit to follow, in the player's language.
func TestNapoleonRefusedCardSaysWhy(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		var off deck.Card
		tb, _ := findNapoleon(t, a, func(s engine.State) engine.Action {
			v := s.View(0).(*np.View)
			if v.Phase != np.PhasePlay || v.Turn != 0 || len(v.Trick) == 0 {
				return nil
			}
			legal := s.Legal(0)
			for _, c := range v.Hand {
				if !engineHas(legal, np.Action{Kind: np.Play, Card: c}) {
					off = c
					return legal[0]
				}
			}
			return nil
		})
		a.Settings.Speed = SpeedNormal
		lead := npView(tb).Trick[0].Card.Suit()
		before := len(tb.sess.Steps)
		if got, want := clickRefused(t, a, tb, np.Action{Kind: np.Play, Card: off}), a.T("np.why.follow", lead.Symbol()); got != want {
			t.Errorf("a click on %s says %q, want %q", off, got, want)
		}
		if len(tb.sess.Steps) != before {
			t.Fatal("a card that does not follow suit was played")
		}
		step(t, a, 8) // mid-shake
		shot(t, a, "napoleon-refused")
		a.Pop()
	}
}
