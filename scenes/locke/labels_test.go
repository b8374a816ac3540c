package locke

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"zashiki/rules/engine"
	rl "zashiki/rules/locke"
	"zashiki/rules/locke/book"
	"zashiki/scenes/i18n"
)

// lockeSeatNames are the seat names of the tests.
func lockeSeatNames(seat int) string { return fmt.Sprintf("Seat%d", seat+1) }

// lockeTextFault says what is wrong with a rendered line, "" when nothing: empty, a fmt
// complaint, a plural brace or format left over, a raw "?" standing for an unknown, or a
// catalogue key shown as itself.
func lockeTextFault(s string) string {
	switch {
	case strings.TrimSpace(s) == "":
		return "empty"
	case strings.Contains(s, "%!"):
		return "fmt complaint"
	case strings.ContainsAny(s, "{}|"):
		return "plural brace left"
	case strings.Contains(s, "?"):
		return "raw ?"
	case strings.Contains(s, "locke.ui.") || strings.Contains(s, "common."):
		return "a key shown as itself"
	case strings.Contains(s, "%"):
		return "a format verb left"
	}
	return ""
}

// lockeWidth is how wide a label draws, in full-width characters: ASCII counts a half.
func lockeWidth(s string) float64 {
	w := 0.0
	for _, r := range s {
		if r < 0x80 {
			w += 0.5
		} else {
			w++
		}
	}
	return w
}

// lockeMeasure is how long a label is for a button: its width in Japanese, its characters in
// English.
func lockeMeasure(l i18n.Lang, s string) float64 {
	if l == i18n.En {
		return float64(utf8.RuneCountInString(s))
	}
	return lockeWidth(s)
}

// lockeButton is the longest label a button takes: 18 full-width characters in Japanese; in
// English 36 characters, which the book's longest English names need ("Aim at Police squad
// (jammer LV 1) #2"), where the aim is 28.
var lockeButton = [2]float64{i18n.Ja: 18, i18n.En: 36}

// lockeTrueMark ends the label of a true declaration.
var lockeTrueMark = [2]string{i18n.Ja: "（本当の値）", i18n.En: " (true)"}

// lockeLabelChecker checks every seat's prompt and every legal action's label and tip at one
// step — and that of each kind of declaration offered (a stat, with a suit or not, with a
// [格闘:X] or not) exactly one value is marked true, the highest offered, since the rules offer
// values up to the true one (3.1) — and keeps the widest labels seen.
type lockeLabelChecker struct {
	t      *testing.T
	faults int
	steps  int
	widest [2]string // per language
	verbs  map[rl.Verb]bool
}

func (c *lockeLabelChecker) fault(format string, args ...any) {
	c.t.Helper()
	c.faults++
	c.t.Errorf(format, args...)
	if c.faults > 20 {
		c.t.Fatal("too many faults")
	}
}

func (c *lockeLabelChecker) step(s engine.State, where string) {
	c.t.Helper()
	c.steps++
	for seat := range s.Seats() {
		v := s.View(seat).(*rl.View)
		legal := s.Legal(seat)
		for _, l := range []i18n.Lang{i18n.Ja, i18n.En} {
			p := promptLine(l, v, len(legal) > 0, lockeSeatNames)
			if f := lockeTextFault(p); f != "" {
				c.fault("%s seat %d (%s) ask %+v: prompt %q: %s", where, seat, l.Code(), v.Ask, p, f)
			}
			seen := map[string]string{}
			marked := map[string][]int{} // the values marked true, per kind of declaration
			top := map[string]int{}      // the highest value offered, per kind
			for _, act := range legal {
				a := act.(rl.Action)
				c.verbs[a.Verb] = true
				if !slices.Contains(questions[v.Ask.Kind].answers, a.Verb) {
					c.fault("%s seat %d ask %+v: %s offered, not among the question's answers", where, seat, v.Ask, a)
				}
				label := actionLabel(l, v, a, lockeSeatNames)
				if f := lockeTextFault(label); f != "" {
					c.fault("%s seat %d (%s) ask %+v: %s labelled %q: %s", where, seat, l.Code(), v.Ask, a, label, f)
				}
				if other, dup := seen[label]; dup {
					c.fault("%s seat %d (%s) ask %+v: %s and %s both labelled %q", where, seat, l.Code(), v.Ask, other, a, label)
				}
				seen[label] = a.String()
				if a.Verb == rl.VerbLv || a.Verb == rl.VerbMind || a.Verb == rl.VerbDur {
					kind := fmt.Sprint(a.Verb, a.Suit, a.X)
					top[kind] = max(top[kind], a.A)
					if strings.HasSuffix(label, lockeTrueMark[l]) {
						marked[kind] = append(marked[kind], a.A)
					}
				}
				if d := actionDetail(l, v, a, lockeSeatNames); d != "" {
					if f := lockeTextFault(d); f != "" && f != "raw ?" {
						c.fault("%s seat %d (%s): %s detail %q: %s", where, seat, l.Code(), a, d, f)
					}
				}
				if m := lockeMeasure(l, label); m > lockeButton[l] {
					c.fault("%s seat %d (%s): %s labelled %q, %.1f long for a button", where, seat, l.Code(), a, label, m)
				}
				if lockeMeasure(l, label) > lockeMeasure(l, c.widest[l]) {
					c.widest[l] = label
				}
			}
			for kind, v0 := range top {
				if m := marked[kind]; len(m) != 1 || m[0] != v0 {
					c.fault("%s seat %d (%s) ask %+v: declarations of %s up to %d, marked true %v", where, seat, l.Code(), v.Ask, kind, v0, m)
				}
			}
		}
	}
}

// lockePlay plays one random game to its end, checking every step.
func lockePlay(t *testing.T, c *lockeLabelChecker, g engine.Game, cfg engine.Config) {
	lockePlayPreferring(t, c, g, cfg, nil)
}

// lockePlayPreferring plays as lockePlay does, but takes an action whose verb is in prefer
// (the last such) whenever one is legal and a coin says so: random play alone seldom declares
// minions and then melees with them.
func lockePlayPreferring(t *testing.T, c *lockeLabelChecker, g engine.Game, cfg engine.Config, prefer map[rl.Verb]bool) {
	t.Helper()
	st, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	st.SetQuiet(true)
	pick := engine.NewRNG(cfg.Seed ^ 0x1abe1)
	for n := 0; st.Outcome() == nil; n++ {
		where := fmt.Sprintf("%s %d seats seed %d step %d", g.ID(), cfg.Seats, cfg.Seed, n)
		c.step(st, where)
		seat := engine.Next(st, &pick)
		legal := st.Legal(seat)
		act := legal[pick.IntN(len(legal))]
		for _, a := range legal {
			if prefer[a.(rl.Action).Verb] && pick.IntN(2) == 0 {
				act = a
			}
		}
		if _, err := st.Apply(seat, act); err != nil {
			t.Fatalf("%s: %v", where, err)
		}
	}
	c.step(st, fmt.Sprintf("%s %d seats seed %d: the end", g.ID(), cfg.Seats, cfg.Seed))
}

// Every prompt, label and tip of random whole games, at every table size and with the
// refusals option on and off, reads cleanly in both languages, and the labels of the actions
// offered at once differ.
func TestLockeLabelsOfRandomWholeGames(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 14
	}
	c := &lockeLabelChecker{t: t, verbs: map[rl.Verb]bool{}}
	for i := range games {
		season := rl.Off
		if i%3 == 2 {
			season = rl.On
		}
		lockePlay(t, c, rl.Game, engine.Config{Seats: 5 + i%7, Seed: uint64(1000 + i),
			Options: engine.Options{rl.OptSeason: season}})
	}
	t.Logf("%d games, %d steps; widest labels %q (ja), %q (en)", games, c.steps, c.widest[i18n.Ja], c.widest[i18n.En])
	lockeVerbsSeen(t, c, []rl.Verb{rl.VerbMove, rl.VerbPort, rl.VerbTele, rl.VerbTo, rl.VerbPlace, rl.VerbClaim, rl.VerbObject, rl.VerbAccept, rl.VerbSil,
		rl.VerbAttack, rl.VerbAim, rl.VerbLv, rl.VerbMind, rl.VerbDur, rl.VerbDefend, rl.VerbThere, rl.VerbAlive, rl.VerbStay, rl.VerbFight, rl.VerbStop, rl.VerbPeek, rl.VerbParty,
		rl.VerbInvite, rl.VerbAgree, rl.VerbRefuse})
}

// The same for random combats on their own (the combat game), with its options; a third of
// them prefer minions and melee, whose declarations count the minions (3.1 [手下:X]).
func TestLockeLabelsOfRandomCombats(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 60
	}
	c := &lockeLabelChecker{t: t, verbs: map[rl.Verb]bool{}}
	for i := range games {
		phase, power := rl.PhasePlanet, rl.Allow
		if i%2 == 1 {
			phase = rl.PhaseBase
		}
		if i%5 == 4 {
			power = rl.Refuse
		}
		var prefer map[rl.Verb]bool
		if i%3 == 0 {
			prefer = map[rl.Verb]bool{rl.VerbPre: true, rl.VerbMelee: true, rl.VerbMinion: true}
		}
		lockePlayPreferring(t, c, rl.CombatGame, engine.Config{Seats: 2 + i%10, Seed: uint64(5000 + i),
			Options: engine.Options{rl.OptPhase: phase, rl.OptLowPower: power}}, prefer)
	}
	t.Logf("%d games, %d steps; widest labels %q (ja), %q (en)", games, c.steps, c.widest[i18n.Ja], c.widest[i18n.En])
	lockeVerbsSeen(t, c, []rl.Verb{rl.VerbAttack, rl.VerbMelee, rl.VerbEscape, rl.VerbDiscard, rl.VerbPass, rl.VerbDefend, rl.VerbTake, rl.VerbKeep, rl.VerbDrop,
		rl.VerbJoin, rl.VerbDecline, rl.VerbLet, rl.VerbCounter, rl.VerbNoCounter, rl.VerbAs, rl.VerbWild, rl.VerbLv, rl.VerbMind, rl.VerbDur, rl.VerbKeepAll})
}

// lockeVerbsSeen fails when random play never offered one of verbs: the test would then check
// less than it claims.
func lockeVerbsSeen(t *testing.T, c *lockeLabelChecker, verbs []rl.Verb) {
	t.Helper()
	for _, v := range verbs {
		if !c.verbs[v] {
			t.Errorf("random play never offered %q", v)
		}
	}
}

// lockeView is a View of a whole game brought to the first moment when seat is asked a
// question of kind (a random game from seed), or nil.
func lockeView(t *testing.T, seats int, seed uint64, kind rl.AskKind, want func(*rl.View, []engine.Action) bool) (*rl.View, []engine.Action) {
	t.Helper()
	st, err := rl.Game.New(engine.Config{Seats: seats, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	st.SetQuiet(true)
	pick := engine.NewRNG(seed)
	for st.Outcome() == nil {
		seat := engine.Next(st, &pick)
		legal := st.Legal(seat)
		v := st.View(seat).(*rl.View)
		if v.Ask.Kind == kind && want(v, legal) {
			return v, legal
		}
		if _, err := st.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return nil, nil
}

// find is the legal action whose verb is verb and that ok accepts.
func find(legal []engine.Action, verb rl.Verb, ok func(rl.Action) bool) (rl.Action, bool) {
	for _, act := range legal {
		if a := act.(rl.Action); a.Verb == verb && (ok == nil || ok(a)) {
			return a, true
		}
	}
	return rl.Action{}, false
}

// A move names the cell it goes to as the log names places (4.5: the planet and the cell), the
// spaceport marked.
func TestLockeLabelOfAMoveNamesThePlace(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		v, legal := lockeView(t, 7, seed, rl.AskMain, func(v *rl.View, legal []engine.Action) bool {
			_, ok := find(legal, rl.VerbMove, nil)
			return ok
		})
		if v == nil {
			continue
		}
		for _, act := range legal {
			a := act.(rl.Action)
			if a.Verb != rl.VerbMove {
				continue
			}
			planet := book.PlanetNames()[a.A/rl.PlanetCells]
			cell := a.A%rl.PlanetCells + 1
			want := fmt.Sprintf("移動：%s %d", planet.Name, cell)
			wantEn := fmt.Sprintf("Move: %s %d", planet.NameEN, cell)
			if rl.Spaceport(a.A) {
				want += "（宇宙港）"
				wantEn += " (spaceport)"
			}
			if got := actionLabel(i18n.Ja, v, a, lockeSeatNames); got != want {
				t.Errorf("%s: %q, want %q", a, got, want)
			}
			if got := actionLabel(i18n.En, v, a, lockeSeatNames); got != wantEn {
				t.Errorf("%s: %q, want %q", a, got, wantEn)
			}
		}
		return
	}
	t.Fatal("no move offered in 40 games")
}

// A card attack names its card by name, LV and 火力, and the target it is aimed at by the
// seat's name (5.2); the prompt over the targets says which attack they are for.
func TestLockeLabelOfAnAttackNamesCardAndTarget(t *testing.T) {
	st, err := rl.CombatGame.New(engine.Config{Seats: 3, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	pick := engine.NewRNG(7)
	for st.Outcome() == nil {
		seat := engine.Next(st, &pick)
		legal := st.Legal(seat)
		v := st.View(seat).(*rl.View)
		if a, ok := find(legal, rl.VerbAttack, nil); ok && v.Ask.Kind == rl.AskTurn {
			cc := book.CCards()[a.A]
			label := actionLabel(i18n.Ja, v, a, lockeSeatNames)
			if want := fmt.Sprintf("攻撃：%s LV%d・火力%d", cc.Name, cc.Level, cc.Fire); !strings.HasPrefix(label, want) {
				t.Errorf("%s: %q, want %q", a, label, want)
			}
			if _, err := st.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
			v = st.View(seat).(*rl.View)
			if v.Ask.Kind != rl.AskAim {
				t.Fatalf("after %s the ask is %+v", a, v.Ask)
			}
			if p := promptLine(i18n.En, v, true, lockeSeatNames); !strings.Contains(p, fmt.Sprintf("%s LV%d FP%d", cc.NameEN, cc.Level, cc.Fire)) {
				t.Errorf("the aim prompt %q does not name the card", p)
			}
			for _, act := range st.Legal(seat) {
				aim := act.(rl.Action)
				if aim.Verb != rl.VerbAim {
					continue
				}
				fi := v.Fight.Fighters[aim.A]
				want := "Aim at " + i18n.T(i18n.En, string(rl.NPCTerm(fi.NPC)))
				if fi.Kind == rl.PC {
					want = "Aim at " + lockeSeatNames(fi.Seat)
				}
				if got := actionLabel(i18n.En, v, aim, lockeSeatNames); !strings.HasPrefix(got, want) {
					t.Errorf("%s: %q, want %q", aim, got, want)
				}
			}
			return
		}
		if _, err := st.Apply(seat, legal[pick.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no attack offered")
}

// Declarations name the stat and the value; exactly one value of each kind, the highest the
// rules offer (3.1: from 0 or 1 up to the true value), is marked as the true one.
func TestLockeLabelMarksTheTrueDeclaration(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		v, legal := lockeView(t, 6, seed, rl.AskDeclare, func(v *rl.View, legal []engine.Action) bool {
			return v.Ask.Stat == book.Lv && len(legal) > 2
		})
		if v == nil {
			continue
		}
		marked := 0
		for _, act := range legal {
			a := act.(rl.Action)
			label := actionLabel(i18n.Ja, v, a, lockeSeatNames)
			if !strings.HasPrefix(label, fmt.Sprintf("ESP能力レベル %d", a.A)) {
				t.Errorf("%s: %q does not name the stat and value", a, label)
			}
			if strings.HasSuffix(label, "（本当の値）") {
				marked++
				if a.A != v.Body().Lv {
					t.Errorf("%s marked true, the ESP level is %d", a, v.Body().Lv)
				}
				if en := actionLabel(i18n.En, v, a, lockeSeatNames); en != fmt.Sprintf("ESP level %d (true)", a.A) {
					t.Errorf("%s in English: %q", a, en)
				}
			}
		}
		if marked != 1 {
			t.Errorf("%d values marked true among %v", marked, legal)
		}
		return
	}
	t.Fatal("no ESP level declaration in 40 games")
}

// A window's prompt names nobody it asks: a seat not asked reads the same line whoever is.
func TestLockeWindowPromptNamesNobody(t *testing.T) {
	v, _ := lockeView(t, 7, 3, rl.AskSetup, func(v *rl.View, _ []engine.Action) bool { return v.Ask.Seats != nil })
	if v == nil {
		t.Fatal("no set-up window")
	}
	p := promptLine(i18n.Ja, v, false, lockeSeatNames)
	if p != "シルエットを選んでいます…" {
		t.Errorf("the waiting line is %q", p)
	}
	for seat := range 7 {
		if strings.Contains(p, lockeSeatNames(seat)) {
			t.Errorf("%q names %s", p, lockeSeatNames(seat))
		}
	}
}

// Every verb of the rules (rules/locke/action.go) has a label and, where the rules name a
// tip, a tip, in both languages: the verbs random play reaches seldom (the base phase's entry
// and intrusion, a Special's sole victory claim) are labelled here on a real View.
func TestLockeEveryVerbHasALabel(t *testing.T) {
	v, _ := lockeView(t, 7, 5, rl.AskMain, func(*rl.View, []engine.Action) bool { return true })
	if v == nil {
		t.Fatal("no main action")
	}
	sheet := book.CharacterByID(v.Sheet)
	ref := int(rl.AbilityRef(&sheet.Abilities[0]))
	for _, a := range []rl.Action{
		{Verb: rl.VerbReady}, {Verb: rl.VerbMystery}, {Verb: rl.VerbPre, A: ref, B: 2}, {Verb: rl.VerbOpen}, {Verb: rl.VerbEnd},
		{Verb: rl.VerbAttack, A: 12}, {Verb: rl.VerbMelee}, {Verb: rl.VerbWeapon, A: ref}, {Verb: rl.VerbIllusion, A: 62},
		{Verb: rl.VerbTelepath, A: 82}, {Verb: rl.VerbWild, A: 85}, {Verb: rl.VerbEscape, A: 70}, {Verb: rl.VerbDiscard, A: 12},
		{Verb: rl.VerbPass}, {Verb: rl.VerbLv, A: 2}, {Verb: rl.VerbMind, A: 3}, {Verb: rl.VerbDur, A: 4}, {Verb: rl.VerbDur, A: 4, Suit: true, X: 2},
		{Verb: rl.VerbDefend, A: 47}, {Verb: rl.VerbGuard, A: ref}, {Verb: rl.VerbTake}, {Verb: rl.VerbKeep}, {Verb: rl.VerbDrop},
		{Verb: rl.VerbMinion, A: 12}, {Verb: rl.VerbAsk}, {Verb: rl.VerbGo}, {Verb: rl.VerbJoin, A: 12}, {Verb: rl.VerbDecline},
		{Verb: rl.VerbJam, A: ref}, {Verb: rl.VerbBlock, A: 70}, {Verb: rl.VerbLet}, {Verb: rl.VerbCounter}, {Verb: rl.VerbNoCounter},
		{Verb: rl.VerbFight}, {Verb: rl.VerbStop}, {Verb: rl.VerbThere}, {Verb: rl.VerbAlive}, {Verb: rl.VerbStay}, {Verb: rl.VerbReform, A: 1},
		{Verb: rl.VerbSup, A: ref}, {Verb: rl.VerbTo, A: rl.BasePlace(2, 3)}, {Verb: rl.VerbBattle}, {Verb: rl.VerbNoBattle},
		{Verb: rl.VerbObject}, {Verb: rl.VerbAccept}, {Verb: rl.VerbPeek, A: 2}, {Verb: rl.VerbClaim}, {Verb: rl.VerbSolo},
		{Verb: rl.VerbDissolve}, {Verb: rl.VerbMove, A: rl.PlanetPlace(1, 2)}, {Verb: rl.VerbPort, A: rl.PlanetPlace(2, 0)},
		{Verb: rl.VerbEnter, A: rl.BasePlace(0, 3)}, {Verb: rl.VerbTele}, {Verb: rl.VerbIntrude}, {Verb: rl.VerbHeal, A: int(book.Mind)},
		{Verb: rl.VerbTreat, A: 3}, {Verb: rl.VerbParty}, {Verb: rl.VerbPlace, A: rl.BasePlace(5, 5)}, {Verb: rl.VerbInvite, A: 4},
		{Verb: rl.VerbPropose}, {Verb: rl.VerbAgree}, {Verb: rl.VerbSil, A: 3}, {Verb: rl.VerbRefuse}, {Verb: rl.VerbRecent},
		{Verb: rl.VerbProxy, A: ref}, {Verb: rl.VerbRetreat}, {Verb: rl.VerbAim, A: 0}, {Verb: rl.VerbBack}, {Verb: rl.VerbAs, A: 29},
		{Verb: rl.VerbBoost}, {Verb: rl.VerbHinder}, {Verb: rl.VerbKeepAll}, {Verb: rl.VerbResidual},
	} {
		for _, l := range []i18n.Lang{i18n.Ja, i18n.En} {
			if label := actionLabel(l, v, a, lockeSeatNames); lockeTextFault(label) != "" {
				t.Errorf("%s (%s) labelled %q: %s", a, l.Code(), label, lockeTextFault(label))
			}
			if d := actionDetail(l, v, a, lockeSeatNames); d != "" && strings.Contains(d, "%!") {
				t.Errorf("%s (%s) tip %q", a, l.Code(), d)
			}
		}
	}
	if got := actionLabel(i18n.En, v, rl.Action{Verb: rl.VerbEnter, A: rl.BasePlace(0, 3)}, lockeSeatNames); got != "Enter: base A4" {
		t.Errorf("an entry reads %q", got)
	}
}
