package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	rb "zashiki/rules/boss"
	"zashiki/rules/engine"
	bosstable "zashiki/scenes/boss"
	"zashiki/scenes/i18n"
	"zashiki/scenes/ui"
	"zashiki/scenes/ui/uitest"
)

func bossSetup(t *testing.T, a *App, seats string, seed uint64, opts map[string]string) Setup {
	t.Helper()
	s, err := SetupFromFlags(a, Flags{Game: "boss", Seats: seats, Seed: seed, SeedSet: true, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestBossCatalogue(t *testing.T) {
	keys := append([]string{"game.boss", "help.boss"}, rb.MessageKeys...)
	for _, o := range rb.Game.Options() {
		keys = append(keys, "opt.boss."+o.Key)
		for _, v := range o.Values {
			keys = append(keys, "opt.boss."+o.Key+"."+v)
		}
	}
	for _, d := range rb.Dictators {
		keys = append(keys, "card.boss.d."+d.Key, "card.boss.d."+d.Key+".text")
	}
	for k := range rb.NumKinds {
		keys = append(keys, "card.boss."+k.String())
	}
	for _, k := range keys {
		if !i18n.Has(k) {
			t.Errorf("no catalogue entry for %q", k)
		}
	}
}

// bossPosition plays random moves from a table's deal until want holds for seat 0 (a human)
// while it may act, then lets the table settle there.
func bossPosition(t *testing.T, a *App, opts map[string]string, want func(v *rb.View) bool) *Table {
	t.Helper()
	for seed := uint64(1); seed < 300; seed++ {
		tb, err := NewTable(a, bossSetup(t, a, "hcccc", seed, opts))
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		st := tb.state
		var steps []engine.Step
		for st.Outcome() == nil && len(steps) < 400 {
			if want(st.View(0).(*rb.View)) && engine.IsActor(st, 0) {
				tb.state, tb.steps = st, steps
				a.Push(tb)
				for range 2000 {
					step(t, a, 1)
					if len(tb.humanLegal()) > 0 {
						return tb
					}
				}
				t.Fatalf("the found position never reached the human: phase %d actors %v busy %v thinking %v top %T log %v", tb.state.View(0).(*rb.View).Phase, tb.state.Actors(), tb.board.Busy(), tb.thinking != nil, a.Top(), tb.log.msgs[max(0, len(tb.log.msgs)-3):])
			}
			actors := st.Actors()
			seat := actors[rng.IntN(len(actors))]
			if seat == 0 && len(actors) > 1 {
				seat = actors[1]
			}
			legal := st.Legal(seat)
			act := legal[rng.IntN(len(legal))]
			if _, err := st.Apply(seat, act); err != nil {
				t.Fatal(err)
			}
			steps = append(steps, engine.Step{Seat: seat, Action: act.String()})
		}
	}
	t.Fatal("no such position in 300 games")
	return nil
}

func TestBossVoteScreen(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := bossPosition(t, a, map[string]string{"boss": "2"}, func(v *rb.View) bool {
			return v.Phase == rb.PhaseVote && v.Votes[0] == rb.Pending && v.Votes[2] >= rb.Yes && v.Round >= 2
		})
		step(t, a, 3)
		shot(t, a, "boss-vote")
		if len(tb.humanLegal()) != 2 {
			t.Fatalf("vote prompt offers %d actions", len(tb.humanLegal()))
		}
	}
}

func TestBossDamagePromptScreen(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		bossPosition(t, a, map[string]string{"boss": "2"}, func(v *rb.View) bool {
			def := 0
			for _, c := range v.Hand {
				if rb.KindOf(c) == rb.Defence {
					def++
				}
			}
			return v.Phase == rb.PhaseDamage && v.Damage.Amount >= 2 && v.Damage.Amount <= 3 && def >= 1 && v.Field[0] < 0
		})
		step(t, a, 3)
		shot(t, a, "boss-damage")
	}
}

func TestBossTurnAndDieScreens(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := bossPosition(t, a, map[string]string{"boss": "1"}, func(v *rb.View) bool {
			return v.Phase == rb.PhaseBossTurn && v.Round >= 2 && v.Chief >= 0 && len(v.Hand) >= 4
		})
		step(t, a, 3)
		shot(t, a, "boss-bossturn")
		// a die thrown from a subordinate's seat, caught mid-tumble and at rest
		a.Settings.Speed = SpeedNormal
		v := tb.state.View(tb.viewer)
		tb.board.Show(&tb.ctx, []engine.Event{{Kind: engine.EvRoll, Seat: 2, N: 5, Msg: engine.M(rb.MsgRoll, 5)}}, v)
		step(t, a, 22)
		shot(t, a, "boss-dieroll")
		step(t, a, 60)
		shot(t, a, "boss-dierest")
	}
}

func TestBossRevealScreen(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		a.Settings.Speed = SpeedNormal
		tb, err := NewTable(a, bossSetup(t, a, "hcccc", 4, map[string]string{"boss": "3"}))
		if err != nil {
			t.Fatal(err)
		}
		a.Push(tb)
		// the deal, then the round's 独裁カード flying to its place
		board := tb.board.(*bosstable.Board)
		for tick := 0; tick < 3000; tick++ {
			step(t, a, 1)
			if board.DictatorInFlight() {
				step(t, a, 8)
				break
			}
		}
		shot(t, a, "boss-reveal")
	}
}

func TestBossAutoplayReachesResults(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		a.Flags.Autoplay = true
		tb, err := NewTable(a, bossSetup(t, a, "ccccc", 5, nil))
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
		shot(t, a, "boss-results")
		sum := 0
		for _, p := range r.o.Points {
			sum += p
		}
		if sum != 0 || len(r.o.Winners) == 0 {
			t.Errorf("outcome %+v", r.o)
		}
	}
}

// Every log line random games produce renders in both languages with its arguments in place.
func TestBossLogLinesRender(t *testing.T) {
	names := []string{"A", "B", "C", "D", "E"}
	seen := map[string]bool{}
	pick := engine.NewRNG(5)
	for i := range 200 {
		st, err := rb.Game.New(engine.Config{Seats: 4 + i%2, Seed: uint64(i)})
		if err != nil {
			t.Fatal(err)
		}
		evs := st.(interface{ DealEvents() []engine.Event }).DealEvents()
		for st.Outcome() == nil {
			actors := st.Actors()
			seat := actors[pick.IntN(len(actors))]
			legal := st.Legal(seat)
			ev, err := st.Apply(seat, legal[pick.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			evs = append(evs, ev...)
		}
		evs = append(evs, engine.Event{Msg: st.Outcome().Reason})
		for _, e := range evs {
			if e.Msg.Key == "" {
				continue
			}
			seen[e.Msg.Key] = true
			for _, lang := range langs {
				s := i18n.Msg(lang, e.Msg, names, func(id int) string { return "card" })
				if strings.Contains(s, "%!") || s == e.Msg.Key {
					t.Fatalf("%s renders as %q", e.Msg.Key, s)
				}
			}
		}
	}
	t.Logf("%d of %d message keys seen", len(seen), len(rb.MessageKeys))
}

// playThrough plays a whole game at the table: humans take the first legal action (through the
// hot-seat curtain when there is one), CPUs think as usual. It returns the curtains passed.
func playThrough(t *testing.T, a *App, seats string, opts map[string]string) int {
	t.Helper()
	tb, err := NewTable(a, bossSetup(t, a, seats, 21, opts))
	if err != nil {
		t.Fatal(err)
	}
	a.Push(tb)
	curtains := 0
	for tick := 0; tick < 200000; tick++ {
		switch top := a.Top().(type) {
		case *Results:
			return curtains
		case *Curtain:
			confirmCurtain(t, a)
			curtains++
			_ = top
			continue
		}
		step(t, a, 1)
		if legal := tb.humanLegal(); len(legal) > 0 {
			tb.apply(tb.viewer, legal[len(legal)-1])
		}
	}
	t.Fatalf("no result; phase %d actors %v", tb.state.View(0).(*rb.View).Phase, tb.state.Actors())
	return 0
}

func TestBossFullGameAsBossAndAsSubordinate(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	playThrough(t, a, "hcccc", map[string]string{"boss": "1"})
	a = newTestApp(t, i18n.En)
	playThrough(t, a, "hccc", map[string]string{"boss": "3"})
}

func TestBossHotSeatPlaysThrough(t *testing.T) {
	a := newTestApp(t, i18n.Ja)
	if n := playThrough(t, a, "hhhcc", map[string]string{"boss": "2"}); n < 3 {
		t.Fatalf("only %d curtains in a hot-seat game with three humans", n)
	}
}

func TestBossNoOvertimeScreen(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		bossPosition(t, a, map[string]string{"boss": "1"}, func(v *rb.View) bool {
			return v.Phase == rb.PhaseNoOvertime && !v.Done[0] && len(v.Hand) >= 4
		})
		step(t, a, 3)
		shot(t, a, "boss-nozangyo")
	}
}

// TestBossCardSheet lays out every card face the game composes, at the size the table shows
// the 独裁カード, so their words can be checked by eye in both languages.
func TestBossCardSheet(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		b := bosstable.NewBoard()
		ids := []int{0, 22, 33, 43}
		for d := range rb.NumDictator {
			ids = append(ids, rb.DictatorID(rb.Dictator(d)))
		}
		b.Reset(&ui.Ctx{Lang: lang, U: 1, Area: ui.Rect{W: 980, H: 668}, Names: make([]string, 5), Log: func(engine.Msg) {}},
			dummyView(), nil)
		img := uitest.Snapshot(shotW, shotH, func(dst *ebiten.Image) {
			dst.Fill(ui.Felt)
			for i, id := range ids {
				x, y := 70+float64(i%10)*125, 95+float64(i/10)*235
				ui.DrawCard(dst, b.CardImage(id), nil, ui.Pose{X: x, Y: y, W: 118, Face: 1}, ui.CardLook{})
			}
			ui.DrawCard(dst, b.CardImage(ids[8]), nil, ui.Pose{X: 1130, Y: 590, W: 190, Face: 1}, ui.CardLook{})
		})
		uitest.Save(t, "boss-cards-"+a.Lang().Code(), img)
	}
}

func dummyView() *rb.View {
	st, _ := rb.Game.New(engine.Config{Seats: 5, Seed: 1})
	return st.View(0).(*rb.View)
}

// The setup screen offers the boss seat, the vote rule and the other options.
func TestBossSetupScreen(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		e, ok := Lookup("boss")
		if !ok {
			t.Fatal("boss is not playable from the menu")
		}
		a.Push(NewSetup(a, e))
		step(t, a, 2)
		shot(t, a, "boss-setup")
	}
}
