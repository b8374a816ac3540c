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
		st := tb.sess.State
		var steps []engine.Step
		for st.Outcome() == nil && len(steps) < 400 {
			if want(st.View(0).(*rb.View)) && engine.IsActor(st, 0) {
				tb.sess.State, tb.sess.Steps = st, steps
				a.Push(tb)
				for range 2000 {
					step(t, a, 1)
					if len(tb.humanLegal()) > 0 {
						return tb
					}
				}
				t.Fatalf("the found position never reached the human: phase %d actors %v busy %v thinking %v top %T log %v", tb.sess.State.View(0).(*rb.View).Phase, tb.sess.State.Actors(), tb.board.Busy(), tb.thinking != nil, a.Top(), tb.log.msgs[max(0, len(tb.log.msgs)-3):])
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
		v := tb.sess.State.View(tb.viewer)
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
	t.Fatalf("no result; phase %d actors %v", tb.sess.State.View(0).(*rb.View).Phase, tb.sess.State.Actors())
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

// TestBossCardSheet lays out every card face the game composes at the sizes the table shows
// them (a hand card 92 wide, a card on the table 70, the round's 独裁カード 190), so their
// words can be checked by eye in both languages; the hand's rows and the 独裁カード's text stay
// at 12 pixels or more.
func TestBossCardSheet(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		b := bosstable.NewBoard()
		b.Reset(&ui.Ctx{Lang: lang, U: 1, Area: ui.Rect{W: 980, H: 668}, Names: make([]string, 5), Log: func(engine.Msg) {}},
			dummyView(), nil)
		work := []int{0, 22, 33, 43}
		for _, id := range work {
			if got := bosstable.FaceText(id, lang, 92); got < 12 {
				t.Errorf("%s: a hand card's text is %.1f px", b.CardLabel(id), got)
			}
		}
		var dicts []int
		for d := range rb.NumDictator {
			id := rb.DictatorID(rb.Dictator(d))
			dicts = append(dicts, id)
			if got := bosstable.FaceText(id, lang, 190); got < 12 {
				t.Errorf("%s: the 独裁カード's text is %.1f px", b.CardLabel(id), got)
			}
		}
		sheet := func(name string, ids []int, table bool) {
			img := uitest.Snapshot(shotW, shotH, func(dst *ebiten.Image) {
				dst.Fill(ui.Felt)
				x, y := 20.0, 20.0
				if table {
					for i, id := range work {
						ui.DrawCard(dst, b.CardImage(id), nil, ui.Pose{X: 70 + float64(i)*105, Y: 90, W: 92, Face: 1}, ui.CardLook{})
						ui.DrawCard(dst, b.CardImage(id), nil, ui.Pose{X: 500 + float64(i)*85, Y: 90, W: 70, Face: 1}, ui.CardLook{})
					}
					y = 190
				}
				for _, id := range ids {
					if x+190 > shotW {
						x, y = 20, y+275
					}
					ui.DrawCard(dst, b.CardImage(id), nil, ui.Pose{X: x + 95, Y: y + 133, W: 190, Face: 1}, ui.CardLook{})
					x += 205
				}
			})
			uitest.Save(t, name+"-"+a.Lang().Code(), img)
		}
		sheet("boss-cards", dicts[:6], true)
		sheet("boss-dicts", dicts[6:], false)
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

// TestBossCardNamesAreQuotedOnce: a 独裁カード named in a line is quoted once in Japanese
// (「『サボり』スポット」, not 「「サボり」スポット」) and never replaced by a placeholder.
func TestBossCardNamesAreQuotedOnce(t *testing.T) {
	b := bosstable.NewBoard()
	for _, lang := range langs {
		b.Reset(&ui.Ctx{Lang: lang, U: 1, Area: ui.Rect{W: 980, H: 668}, Names: make([]string, 5), Log: func(engine.Msg) {}},
			dummyView(), nil)
		for d := range rb.NumDictator {
			id := rb.DictatorID(rb.Dictator(d))
			lines := []string{
				i18n.Msg(lang, engine.M(rb.MsgDictator, engine.CardRef(id)), nil, b.CardLabel),
				i18n.Msg(lang, engine.M(rb.MsgVoteOpen, engine.CardRef(id), 1), nil, b.CardLabel),
				i18n.T(lang, "boss.ui.voteq", b.CardLabel(id)),
				i18n.T(lang, "boss.ui.damagefrom.dict", b.CardLabel(id), 1),
			}
			for _, l := range lines {
				for _, bad := range []string{"「「", "」」", "（（", "））", "nobody", "なし", "1 cancels"} {
					if strings.Contains(l, bad) {
						t.Errorf("%q holds %q", l, bad)
					}
				}
			}
		}
	}
}

// dictDamage finds a hit from a 独裁カード (朝まで飲み会, 水も飲まずに, 始末書, 連帯責任) that
// seat 0 must answer.
func dictDamage(v *rb.View) bool {
	return v.Phase == rb.PhaseDamage && v.Damage.Cause == rb.ByDictator && v.Damage.Target == 0 && v.Dict >= 0
}

// TestBossDictatorDamageNamesTheCard: the damage panel names the 独裁カード that hits, where
// it once read 「独裁カードの効果（（なし））」.
func TestBossDictatorDamageNamesTheCard(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := bossPosition(t, a, map[string]string{"boss": "1"}, dictDamage)
		step(t, a, 3)
		shot(t, a, "boss-damage-dict")
		v := tb.sess.State.View(0).(*rb.View)
		_, sub := tb.board.(*bosstable.Board).Prompt(&tb.ctx)
		name := i18n.T(lang, "card.boss.d."+rb.Dictators[rb.DictatorOf(v.Dict)].Key)
		name = strings.NewReplacer("「", "『", "」", "』").Replace(name)
		if !strings.Contains(sub, name) || strings.Contains(sub, "（（") || strings.Contains(sub, "nobody") {
			t.Errorf("damage panel %q does not name %q", sub, name)
		}
	}
}

// bossLegible holds the board's text to the floor: 12 pixels at 1280×720 and 11 at 960×540,
// saving the small window's screen too.
func bossLegible(t *testing.T, a *App, tb *Table, name string) {
	t.Helper()
	board := tb.board.(*bosstable.Board)
	shot(t, a, name)
	if got := board.SmallestText(); got < 12 {
		t.Errorf("%s: text drawn at %.1f px at 1280×720", name, got)
	}
	a.Layout(960, 540)
	step(t, a, 2)
	uitest.Save(t, name+"-960-"+a.Lang().Code(), uitest.Snapshot(960, 540, a.Draw))
	if got := board.SmallestText(); got < 11 {
		t.Errorf("%s: text drawn at %.1f px at 960×540", name, got)
	}
	a.Layout(shotW, shotH)
	step(t, a, 2)
}

// TestBossTextStaysLegible: the plates, the hand's 部下/上司 rows, the 独裁カード and the
// panels are never drawn below the floor, at the boss's turn and at a subordinate's.
func TestBossTextStaysLegible(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := bossPosition(t, a, map[string]string{"boss": "1"}, func(v *rb.View) bool {
			return v.Phase == rb.PhaseBossTurn && v.Round >= 2 && len(v.Hand) >= 5
		})
		step(t, a, 3)
		bossLegible(t, a, tb, "boss-legible-boss")
		a = newTestApp(t, lang)
		tb = bossPosition(t, a, map[string]string{"boss": "2"}, func(v *rb.View) bool {
			return v.Phase == rb.PhaseSubTurn && v.Round >= 2 && v.Resigned < 0 && v.Life[0] > 0
		})
		step(t, a, 3)
		bossLegible(t, a, tb, "boss-legible-sub")
	}
}

// pointAt runs the board once with the pointer at x, y (clicking when click), through a
// context that records what the board says and which tips it shows, and returns its action.
func pointAt(t *testing.T, a *App, tb *Table, x, y float64, click bool) (act engine.Action, said string, tips []string) {
	t.Helper()
	ctx := tb.ctx
	ctx.Notice = func(s string) {
		said = s
		if tb.ctx.Notice != nil {
			tb.ctx.Notice(s)
		}
	}
	ctx.Tip = func(r ui.Rect, s string) {
		tips = append(tips, s)
		if tb.ctx.Tip != nil {
			tb.ctx.Tip(r, s)
		}
	}
	in := ui.Input{X: x, Y: y, Clicked: click}
	act = tb.board.Update(&ctx, &in, tb.humanLegal())
	return act, said, tips
}

// TestBossRefusedCardSaysWhy: clicking a card that cannot be used shakes it and says why in
// the player's language (the boss's 防御 is thrown only when hit).
func TestBossRefusedCardSaysWhy(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := bossPosition(t, a, map[string]string{"boss": "1"}, func(v *rb.View) bool {
			return v.Phase == rb.PhaseBossTurn && rb.CountKinds(v.Hand)[rb.Defence] > 0 && rb.CountKinds(v.Hand)[rb.Attack] > 0
		})
		step(t, a, 3)
		board := tb.board.(*bosstable.Board)
		x, y, ok := board.HandCard(rb.Defence)
		if !ok {
			t.Fatal("no 防御 in the boss's hand")
		}
		act, said, _ := pointAt(t, a, tb, x, y, true)
		if act != nil || said != i18n.T(lang, "boss.why.bossdefence") {
			t.Fatalf("clicking the boss's 防御: action %v, said %q", act, said)
		}
		step(t, a, 6) // mid-shake
		shot(t, a, "boss-refused")
	}
}

// TestBossSeatClickChoosesTheTarget: after picking a card with several targets, clicking a
// glowing seat plays it on that seat; a seat that cannot be chosen says why.
func TestBossSeatClickChoosesTheTarget(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := bossPosition(t, a, map[string]string{"boss": "1"}, func(v *rb.View) bool {
			alive := 0
			for _, s := range v.Order {
				if v.Life[s] > 0 && v.InGame(s) {
					alive++
				}
			}
			return v.Phase == rb.PhaseBossTurn && rb.CountKinds(v.Hand)[rb.Attack] > 0 && alive >= 2
		})
		step(t, a, 3)
		board := tb.board.(*bosstable.Board)
		x, y, _ := board.HandCard(rb.Attack)
		if act, _, _ := pointAt(t, a, tb, x, y, true); act != nil {
			t.Fatalf("an 攻撃 with several targets was played at once: %v", act)
		}
		step(t, a, 2)
		shot(t, a, "boss-target")
		v := tb.sess.State.View(0).(*rb.View)
		target := -1
		for _, s := range v.Order {
			if v.Life[s] > 0 && v.InGame(s) {
				target = s
			}
		}
		sx, sy := board.Seat(target)
		act, _, _ := pointAt(t, a, tb, sx, sy, true)
		if want := (rb.Action{Act: rb.ActAttack, Target: target}); act != engine.Action(want) {
			t.Fatalf("clicking seat %d chose %v, want %v", target, act, want)
		}
		// The boss's own plate is no target of its 攻撃.
		pointAt(t, a, tb, x, y, true)
		bx, by := board.Seat(0)
		if act, said, _ := pointAt(t, a, tb, bx, by, true); act != nil || said == "" {
			t.Fatalf("clicking the boss's own plate: action %v, said %q", act, said)
		}
	}
}

// TestBossCardTipShowsTheFullText: pointing at a card shows its whole text (what it does for
// a subordinate and for the boss), which the card itself is too small to hold.
func TestBossCardTipShowsTheFullText(t *testing.T) {
	for _, lang := range langs {
		a := newTestApp(t, lang)
		tb := bossPosition(t, a, map[string]string{"boss": "2"}, func(v *rb.View) bool {
			return v.Phase == rb.PhaseSubTurn && len(v.Discard) > 0 && v.Round >= 2
		})
		step(t, a, 3)
		board := tb.board.(*bosstable.Board)
		v := tb.sess.State.View(0).(*rb.View)
		top := v.Discard[len(v.Discard)-1]
		x, y := board.Discard()
		_, _, tips := pointAt(t, a, tb, x, y, false)
		k := "card.boss." + rb.KindOf(top).String()
		if len(tips) != 1 || !strings.Contains(tips[0], i18n.T(lang, k+".sub")) || !strings.Contains(tips[0], i18n.T(lang, k+".boss")) {
			t.Fatalf("tips over the discard pile %q, want the text of %s", tips, k)
		}
		shot(t, a, "boss-tip")
	}
}
