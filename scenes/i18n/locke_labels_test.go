package i18n

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"zashiki/rules/engine"
	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
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
func lockeMeasure(l Lang, s string) float64 {
	if l == En {
		return float64(utf8.RuneCountInString(s))
	}
	return lockeWidth(s)
}

// lockeButton is the longest label a button takes: 18 full-width characters in Japanese; in
// English 36 characters, which the book's longest English names need ("Aim at Police squad
// (jammer LV 1) #2"), where the aim is 28.
var lockeButton = [2]float64{Ja: 18, En: 36}

// lockeTrueMark ends the label of a true declaration.
var lockeTrueMark = [2]string{Ja: "（本当の値）", En: " (true)"}

// lockeLabelChecker checks every seat's prompt and every legal action's label and tip at one
// step — and that of each kind of declaration offered (a stat, with a suit or not, with a
// [格闘:X] or not) exactly one value is marked true, the highest offered, since the rules offer
// values up to the true one (3.1) — and keeps the widest labels seen.
type lockeLabelChecker struct {
	t      *testing.T
	faults int
	steps  int
	widest [2]string // per language
	verbs  map[locke.Verb]bool
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
		v := s.View(seat).(*locke.View)
		legal := s.Legal(seat)
		for _, l := range []Lang{Ja, En} {
			p := LockePrompt(l, v, len(legal) > 0, lockeSeatNames)
			if f := lockeTextFault(p); f != "" {
				c.fault("%s seat %d (%s) ask %+v: prompt %q: %s", where, seat, l.Code(), v.Ask, p, f)
			}
			seen := map[string]string{}
			marked := map[string][]int{} // the values marked true, per kind of declaration
			top := map[string]int{}      // the highest value offered, per kind
			for _, act := range legal {
				a := act.(locke.Action)
				c.verbs[a.Verb] = true
				label := LockeAction(l, v, a, lockeSeatNames)
				if f := lockeTextFault(label); f != "" {
					c.fault("%s seat %d (%s) ask %+v: %s labelled %q: %s", where, seat, l.Code(), v.Ask, a, label, f)
				}
				if other, dup := seen[label]; dup {
					c.fault("%s seat %d (%s) ask %+v: %s and %s both labelled %q", where, seat, l.Code(), v.Ask, other, a, label)
				}
				seen[label] = a.String()
				if a.Verb == locke.VerbLv || a.Verb == locke.VerbMind || a.Verb == locke.VerbDur {
					kind := fmt.Sprint(a.Verb, a.Suit, a.X)
					top[kind] = max(top[kind], a.A)
					if strings.HasSuffix(label, lockeTrueMark[l]) {
						marked[kind] = append(marked[kind], a.A)
					}
				}
				if d := LockeDetail(l, v, a, lockeSeatNames); d != "" {
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
func lockePlayPreferring(t *testing.T, c *lockeLabelChecker, g engine.Game, cfg engine.Config, prefer map[locke.Verb]bool) {
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
			if prefer[a.(locke.Action).Verb] && pick.IntN(2) == 0 {
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
	c := &lockeLabelChecker{t: t, verbs: map[locke.Verb]bool{}}
	for i := range games {
		season := locke.Off
		if i%3 == 2 {
			season = locke.On
		}
		lockePlay(t, c, locke.Game, engine.Config{Seats: 5 + i%7, Seed: uint64(1000 + i),
			Options: engine.Options{locke.OptSeason: season}})
	}
	t.Logf("%d games, %d steps; widest labels %q (ja), %q (en)", games, c.steps, c.widest[Ja], c.widest[En])
	lockeVerbsSeen(t, c, []locke.Verb{locke.VerbMove, locke.VerbPort, locke.VerbTele, locke.VerbTo, locke.VerbPlace, locke.VerbClaim, locke.VerbObject, locke.VerbAccept, locke.VerbSil,
		locke.VerbAttack, locke.VerbAim, locke.VerbLv, locke.VerbMind, locke.VerbDur, locke.VerbDefend, locke.VerbThere, locke.VerbAlive, locke.VerbStay, locke.VerbFight, locke.VerbStop, locke.VerbPeek, locke.VerbParty,
		locke.VerbInvite, locke.VerbAgree, locke.VerbRefuse})
}

// The same for random combats on their own (the combat game), with its options; a third of
// them prefer minions and melee, whose declarations count the minions (3.1 [手下:X]).
func TestLockeLabelsOfRandomCombats(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 60
	}
	c := &lockeLabelChecker{t: t, verbs: map[locke.Verb]bool{}}
	for i := range games {
		phase, power := locke.PhasePlanet, locke.Allow
		if i%2 == 1 {
			phase = locke.PhaseBase
		}
		if i%5 == 4 {
			power = locke.Refuse
		}
		var prefer map[locke.Verb]bool
		if i%3 == 0 {
			prefer = map[locke.Verb]bool{locke.VerbPre: true, locke.VerbMelee: true, locke.VerbMinion: true}
		}
		lockePlayPreferring(t, c, locke.CombatGame, engine.Config{Seats: 2 + i%10, Seed: uint64(5000 + i),
			Options: engine.Options{locke.OptPhase: phase, locke.OptLowPower: power}}, prefer)
	}
	t.Logf("%d games, %d steps; widest labels %q (ja), %q (en)", games, c.steps, c.widest[Ja], c.widest[En])
	lockeVerbsSeen(t, c, []locke.Verb{locke.VerbAttack, locke.VerbMelee, locke.VerbEscape, locke.VerbDiscard, locke.VerbPass, locke.VerbDefend, locke.VerbTake, locke.VerbKeep, locke.VerbDrop,
		locke.VerbJoin, locke.VerbDecline, locke.VerbLet, locke.VerbCounter, locke.VerbNoCounter, locke.VerbAs, locke.VerbWild, locke.VerbLv, locke.VerbMind, locke.VerbDur, locke.VerbKeepAll})
}

// lockeVerbsSeen fails when random play never offered one of verbs: the test would then check
// less than it claims.
func lockeVerbsSeen(t *testing.T, c *lockeLabelChecker, verbs []locke.Verb) {
	t.Helper()
	for _, v := range verbs {
		if !c.verbs[v] {
			t.Errorf("random play never offered %q", v)
		}
	}
}

// lockeView is a View of a whole game brought to the first moment when seat is asked a
// question of kind (a random game from seed), or nil.
func lockeView(t *testing.T, seats int, seed uint64, kind locke.AskKind, want func(*locke.View, []engine.Action) bool) (*locke.View, []engine.Action) {
	t.Helper()
	st, err := locke.Game.New(engine.Config{Seats: seats, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	st.SetQuiet(true)
	pick := engine.NewRNG(seed)
	for st.Outcome() == nil {
		seat := engine.Next(st, &pick)
		legal := st.Legal(seat)
		v := st.View(seat).(*locke.View)
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
func find(legal []engine.Action, verb locke.Verb, ok func(locke.Action) bool) (locke.Action, bool) {
	for _, act := range legal {
		if a := act.(locke.Action); a.Verb == verb && (ok == nil || ok(a)) {
			return a, true
		}
	}
	return locke.Action{}, false
}

// A move names the cell it goes to as the log names places (4.5: the planet and the cell), the
// spaceport marked.
func TestLockeLabelOfAMoveNamesThePlace(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		v, legal := lockeView(t, 7, seed, locke.AskMain, func(v *locke.View, legal []engine.Action) bool {
			_, ok := find(legal, locke.VerbMove, nil)
			return ok
		})
		if v == nil {
			continue
		}
		for _, act := range legal {
			a := act.(locke.Action)
			if a.Verb != locke.VerbMove {
				continue
			}
			planet := book.PlanetNames()[a.A/locke.PlanetCells]
			cell := a.A%locke.PlanetCells + 1
			want := fmt.Sprintf("移動：%s %d", planet.Name, cell)
			wantEn := fmt.Sprintf("Move: %s %d", planet.NameEN, cell)
			if locke.Spaceport(a.A) {
				want += "（宇宙港）"
				wantEn += " (spaceport)"
			}
			if got := LockeAction(Ja, v, a, lockeSeatNames); got != want {
				t.Errorf("%s: %q, want %q", a, got, want)
			}
			if got := LockeAction(En, v, a, lockeSeatNames); got != wantEn {
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
	st, err := locke.CombatGame.New(engine.Config{Seats: 3, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	pick := engine.NewRNG(7)
	for st.Outcome() == nil {
		seat := engine.Next(st, &pick)
		legal := st.Legal(seat)
		v := st.View(seat).(*locke.View)
		if a, ok := find(legal, locke.VerbAttack, nil); ok && v.Ask.Kind == locke.AskTurn {
			cc := book.CCards[a.A]
			label := LockeAction(Ja, v, a, lockeSeatNames)
			if want := fmt.Sprintf("攻撃：%s LV%d・火力%d", cc.Name, cc.Level, cc.Fire); !strings.HasPrefix(label, want) {
				t.Errorf("%s: %q, want %q", a, label, want)
			}
			if _, err := st.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
			v = st.View(seat).(*locke.View)
			if v.Ask.Kind != locke.AskAim {
				t.Fatalf("after %s the ask is %+v", a, v.Ask)
			}
			if p := LockePrompt(En, v, true, lockeSeatNames); !strings.Contains(p, fmt.Sprintf("%s LV%d FP%d", cc.NameEN, cc.Level, cc.Fire)) {
				t.Errorf("the aim prompt %q does not name the card", p)
			}
			for _, act := range st.Legal(seat) {
				aim := act.(locke.Action)
				if aim.Verb != locke.VerbAim {
					continue
				}
				fi := v.Fight.Fighters[aim.A]
				want := "Aim at " + T(En, string(locke.NPCTerm(fi.NPC)))
				if fi.Kind == locke.PC {
					want = "Aim at " + lockeSeatNames(fi.Seat)
				}
				if got := LockeAction(En, v, aim, lockeSeatNames); !strings.HasPrefix(got, want) {
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
		v, legal := lockeView(t, 6, seed, locke.AskDeclare, func(v *locke.View, legal []engine.Action) bool {
			return v.Ask.Stat == book.Lv && len(legal) > 2
		})
		if v == nil {
			continue
		}
		marked := 0
		for _, act := range legal {
			a := act.(locke.Action)
			label := LockeAction(Ja, v, a, lockeSeatNames)
			if !strings.HasPrefix(label, fmt.Sprintf("ESP能力レベル %d", a.A)) {
				t.Errorf("%s: %q does not name the stat and value", a, label)
			}
			if strings.HasSuffix(label, "（本当の値）") {
				marked++
				if a.A != v.Body().Lv {
					t.Errorf("%s marked true, the ESP level is %d", a, v.Body().Lv)
				}
				if en := LockeAction(En, v, a, lockeSeatNames); en != fmt.Sprintf("ESP level %d (true)", a.A) {
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
	v, _ := lockeView(t, 7, 3, locke.AskSetup, func(v *locke.View, _ []engine.Action) bool { return v.Ask.Seats != nil })
	if v == nil {
		t.Fatal("no set-up window")
	}
	p := LockePrompt(Ja, v, false, lockeSeatNames)
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
	v, _ := lockeView(t, 7, 5, locke.AskMain, func(*locke.View, []engine.Action) bool { return true })
	if v == nil {
		t.Fatal("no main action")
	}
	sheet := book.CharacterByID(v.Sheet)
	ref := int(locke.AbilityRef(&sheet.Abilities[0]))
	for _, a := range []locke.Action{
		{Verb: locke.VerbReady}, {Verb: locke.VerbMystery}, {Verb: locke.VerbPre, A: ref, B: 2}, {Verb: locke.VerbOpen}, {Verb: locke.VerbEnd},
		{Verb: locke.VerbAttack, A: 12}, {Verb: locke.VerbMelee}, {Verb: locke.VerbWeapon, A: ref}, {Verb: locke.VerbIllusion, A: 62},
		{Verb: locke.VerbTelepath, A: 82}, {Verb: locke.VerbWild, A: 85}, {Verb: locke.VerbEscape, A: 70}, {Verb: locke.VerbDiscard, A: 12},
		{Verb: locke.VerbPass}, {Verb: locke.VerbLv, A: 2}, {Verb: locke.VerbMind, A: 3}, {Verb: locke.VerbDur, A: 4}, {Verb: locke.VerbDur, A: 4, Suit: true, X: 2},
		{Verb: locke.VerbDefend, A: 47}, {Verb: locke.VerbGuard, A: ref}, {Verb: locke.VerbTake}, {Verb: locke.VerbKeep}, {Verb: locke.VerbDrop},
		{Verb: locke.VerbMinion, A: 12}, {Verb: locke.VerbAsk}, {Verb: locke.VerbGo}, {Verb: locke.VerbJoin, A: 12}, {Verb: locke.VerbDecline},
		{Verb: locke.VerbJam, A: ref}, {Verb: locke.VerbBlock, A: 70}, {Verb: locke.VerbLet}, {Verb: locke.VerbCounter}, {Verb: locke.VerbNoCounter},
		{Verb: locke.VerbFight}, {Verb: locke.VerbStop}, {Verb: locke.VerbThere}, {Verb: locke.VerbAlive}, {Verb: locke.VerbStay}, {Verb: locke.VerbReform, A: 1},
		{Verb: locke.VerbSup, A: ref}, {Verb: locke.VerbTo, A: locke.BasePlace(2, 3)}, {Verb: locke.VerbBattle}, {Verb: locke.VerbNoBattle},
		{Verb: locke.VerbObject}, {Verb: locke.VerbAccept}, {Verb: locke.VerbPeek, A: 2}, {Verb: locke.VerbClaim}, {Verb: locke.VerbSolo},
		{Verb: locke.VerbDissolve}, {Verb: locke.VerbMove, A: locke.PlanetPlace(1, 2)}, {Verb: locke.VerbPort, A: locke.PlanetPlace(2, 0)},
		{Verb: locke.VerbEnter, A: locke.BasePlace(0, 3)}, {Verb: locke.VerbTele}, {Verb: locke.VerbIntrude}, {Verb: locke.VerbHeal, A: int(book.Mind)},
		{Verb: locke.VerbTreat, A: 3}, {Verb: locke.VerbParty}, {Verb: locke.VerbPlace, A: locke.BasePlace(5, 5)}, {Verb: locke.VerbInvite, A: 4},
		{Verb: locke.VerbPropose}, {Verb: locke.VerbAgree}, {Verb: locke.VerbSil, A: 3}, {Verb: locke.VerbRefuse}, {Verb: locke.VerbRecent},
		{Verb: locke.VerbProxy, A: ref}, {Verb: locke.VerbRetreat}, {Verb: locke.VerbAim, A: 0}, {Verb: locke.VerbBack}, {Verb: locke.VerbAs, A: 29},
		{Verb: locke.VerbBoost}, {Verb: locke.VerbHinder}, {Verb: locke.VerbKeepAll}, {Verb: locke.VerbResidual},
	} {
		for _, l := range []Lang{Ja, En} {
			if label := LockeAction(l, v, a, lockeSeatNames); lockeTextFault(label) != "" {
				t.Errorf("%s (%s) labelled %q: %s", a, l.Code(), label, lockeTextFault(label))
			}
			if d := LockeDetail(l, v, a, lockeSeatNames); d != "" && strings.Contains(d, "%!") {
				t.Errorf("%s (%s) tip %q", a, l.Code(), d)
			}
		}
	}
	if got := LockeAction(En, v, locke.Action{Verb: locke.VerbEnter, A: locke.BasePlace(0, 3)}, lockeSeatNames); got != "Enter: base A4" {
		t.Errorf("an entry reads %q", got)
	}
}
