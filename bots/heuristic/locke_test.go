package heuristic

import (
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke"
	"zashiki/rules/locke/book"
)

// Whole games of heuristic players at every table size from 5 to 11 end, with the game's
// invariants after every step (cards conserved, stats within bounds, one piece per living
// character where its part puts it).
func TestLockeHeuristicGamesEnd(t *testing.T) {
	per := 4
	if testing.Short() {
		per = 1
	}
	ends := map[string]int{}
	for seats := 5; seats <= 11; seats++ {
		for g := range per {
			s := playLocke(t, engine.Config{Seats: seats, Seed: uint64(1000*seats + g)}, true)
			ends[s.Public.Board.EndReason]++
		}
	}
	t.Logf("ends: %v", ends)
}

// playLocke plays one game of heuristic players to its end, checking the invariants after
// every step when check is set.
func playLocke(t *testing.T, cfg engine.Config, check bool) *locke.State {
	t.Helper()
	st, err := locke.Game.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*locke.State)
	s.SetQuiet(true)
	rng := engine.NewRNG(cfg.Seed)
	for n := 0; s.Outcome() == nil; n++ {
		if n > 100000 {
			t.Fatalf("%+v: no end after %d steps (part %d, turn %d)", cfg, n, s.Public.Board.Part, s.Public.Board.Turns)
		}
		seat := engine.Next(s, nil)
		a := Locke{}.Choose(s.View(seat), s.Legal(seat), &rng)
		if _, err := s.Apply(seat, a); err != nil {
			t.Fatalf("%+v step %d: %v", cfg, n, err)
		}
		if err := locke.Check(s); check && err != nil {
			t.Fatalf("%+v step %d: %v", cfg, n, err)
		}
	}
	return s
}

// The sides the sim reports are the sides the end judged (4.2): nil while the game is played,
// then each seat's sheet at the place 改心 moved it to, and on a claim's end no Good or Evil
// character of another side than the claim's is among the winners.
func TestLockeFinalSidesAreTheJudgedSides(t *testing.T) {
	st, _ := locke.Game.New(engine.Config{Seats: 7, Seed: 7})
	if st.(*locke.State).FinalSides() != nil {
		t.Fatal("FinalSides answered while the game is played")
	}
	claims := 0
	for seed := uint64(1); seed <= 6; seed++ {
		s := playLocke(t, engine.Config{Seats: 7, Seed: seed}, false)
		sides := s.FinalSides()
		if len(sides) != 7 || len(s.Teams()) != 7 {
			t.Fatalf("seed %d: %d sides, %d teams for 7 seats", seed, len(sides), len(s.Teams()))
		}
		for seat, sd := range sides {
			sh := book.CharacterByID(s.Private[seat].Sheet)
			if want := sh.Sides[min(s.Private[seat].Align, len(sh.Sides)-1)]; sd != want {
				t.Errorf("seed %d seat %d: side %d, its sheet %s at %d says %d", seed, seat, sd, sh.ID, s.Private[seat].Align, want)
			}
			won := slices.Contains(s.Outcome().Winners, seat)
			if s.Public.Board.EndReason == locke.EndClaim && sd != book.Special && sd != book.Side(s.Public.Board.Claim.Side) && won {
				t.Errorf("seed %d seat %d: side %d won against a claim for %d", seed, seat, sd, s.Public.Board.Claim.Side)
			}
		}
		if s.Public.Board.EndReason == locke.EndClaim {
			claims++
		}
	}
	if claims == 0 {
		t.Error("no game of six ended by a claim: the claim check above checked nothing")
	}
}

// lockeTable is a hand-made View of seat 0, holding sheet, at a table wearing sils (seat i the
// i-th), in the given part: everyone alive, in no fight and no party, every board card face
// down, the pieces off the board; Evil silhouettes are base players, the others searchers.
func lockeTable(sheet string, part locke.Part, sils ...string) *locke.View {
	n := len(sils)
	v := &locke.View{Seat: 0}
	v.Sheet = sheet
	v.Seats = n
	v.Chars = make([]locke.Char, n)
	b := &v.Board
	b.Part, b.Planets, b.Turn = part, 6, 0
	b.Claim.Seat = -1
	b.Pos, b.Leader = make([]int, n), make([]int, n)
	b.Role, b.Info, b.Bound, b.Arrest = make([]locke.Role, n), make([]int, n), make([]int, n), make([]int, n)
	b.Infected = make([]bool, n)
	sides := map[string]book.Side{}
	for _, s := range book.Silhouettes() {
		sides[s.ID] = s.Side
	}
	for i, sil := range sils {
		v.Chars[i] = locke.Char{Silhouette: sil, Alive: true, Fighter: -1}
		b.Pos[i], b.Leader[i] = locke.OffBoard, -1
		b.Role[i] = locke.Searcher
		if sides[sil] == book.Evil {
			b.Role[i] = locke.BasePlayer
		}
	}
	b.Cells = make([]locke.Cell, 6*locke.PlanetCells)
	b.Grid = make([]locke.Cell, locke.BaseSide*locke.BaseSide)
	for i := range b.Cells {
		b.Cells[i] = locke.Cell{Down: true, Card: -1}
	}
	for i := range b.Grid {
		b.Grid[i] = locke.Cell{Down: true, Card: -1}
	}
	if part != locke.PartBase {
		b.Grid = nil
	}
	v.Fight.Turn = -1
	return v
}

// asked opens the question kind for seat 0.
func asked(v *locke.View, kind locke.AskKind) *locke.View {
	v.Ask = locke.Ask{Kind: kind, Seat: 0, Fighter: -1}
	return v
}

// pick is the CPU's choice among legal with the given whim (what it does now and then).
func pick(v *locke.View, whim int, legal ...locke.Action) locke.Action {
	rng := engine.NewRNG(1)
	ls := make([]engine.Action, len(legal))
	for i, a := range legal {
		ls[i] = a
	}
	return lockeBrain{v: v, whim: whim}.choose(ls, &rng).(locke.Action)
}

func act(verb locke.Verb, a ...int) locke.Action {
	x := locke.Action{Verb: verb}
	if len(a) > 0 {
		x.A = a[0]
	}
	if len(a) > 1 {
		x.B = a[1]
	}
	return x
}

// lockeClaimView is seat 0 (sheet id) asked whether to object to seat 1's claim for side.
func lockeClaimView(id string, side book.Side) *locke.View {
	v := lockeTable(id, locke.PartBase, "locke", "riot", "leon")
	v.Ask = locke.Ask{Kind: locke.AskObject, Seats: []int{0}, Seat: -1, Fighter: -1}
	v.Board.Claim = locke.Victory{Seat: 1, Side: int(side)}
	return v
}

// The CPU objects to a 勝利宣言 exactly when letting it stand would make it lose (4.2):
// another side's claim; its own side's claim stands; a Special objects only when its own
// defeat conditions hold by what it knows.
func TestLockeObjectsExactlyWhenItWouldLose(t *testing.T) {
	for _, c := range []struct {
		sheet string
		side  book.Side
		known string // seat 2's sheet, as seat 0 knows it
		want  locke.Verb
	}{
		{"raiza", book.Evil, "", locke.VerbObject}, // a Good character against an Evil claim
		{"raiza", book.Good, "", locke.VerbAccept}, // its own side's
		{"riot", book.Good, "", locke.VerbObject},  // an Evil one against a Good claim
		{"riot", book.Evil, "", locke.VerbAccept},
		{"jessica", book.Good, "", locke.VerbAccept},      // a Special: nothing it knows makes it lose
		{"hijiri", book.Evil, "locke1", locke.VerbAccept}, // a Special that must keep ロック alive: he lives
		{"leon", book.Good, "locke1", locke.VerbObject},   // one that must see ロック dead: he lives
		{"raiza", book.Good, "locke2", locke.VerbAccept},  // a Good one, an (L) alive: no concern of hers
		{"locke1", book.Good, "locke2", locke.VerbObject}, // an (L) while another (L) lives (4.2)
	} {
		v := lockeClaimView(c.sheet, c.side)
		if c.known != "" {
			v.Known = map[int]string{2: c.known}
		}
		if got := pick(v, 50, act(locke.VerbObject), act(locke.VerbAccept)).Verb; got != c.want {
			t.Errorf("%s (knowing %q) against a claim for side %d: %s, want %s", c.sheet, c.known, c.side, got, c.want)
		}
	}
}

// A searcher explores (4.5): it moves towards the nearest face-down card, the way round a
// planet that is shorter.
func TestLockeSearcherHeadsForFaceDownCards(t *testing.T) {
	v := asked(lockeTable("raiza", locke.PartPlanet, "raiza", "riot"), locke.AskMain)
	for i := range v.Board.Cells {
		v.Board.Cells[i] = locke.Cell{Card: -1} // taken: nothing left there
	}
	v.Board.Cells[3].Down = true
	v.Board.Pos[0] = 1
	if got := pick(v, 50, act(locke.VerbMove, 0), act(locke.VerbMove, 2), act(locke.VerbTele), act(locke.VerbPass)); got != act(locke.VerbMove, 2) {
		t.Errorf("from cell 1 with a card at 3: %v, want move 2", got)
	}
	v.Board.Pos[0] = 3 // on it: the card acts in its cell phase
	v.Board.Cells[3].Down = false
	v.Board.Cells[5].Down = true
	if got := pick(v, 50, act(locke.VerbMove, 2), act(locke.VerbMove, 4), act(locke.VerbTele), act(locke.VerbPass)); got != act(locke.VerbMove, 4) {
		t.Errorf("from cell 3 with a card at 5: %v, want move 4", got)
	}
}

// A Special playing for its life (the Shelter habit) keeps off the unturned cards while another
// searcher lives, and heads for them as any searcher does once it is the last one (the planet
// phase ends only when they are turned over, 4.5); without Shelter it heads for them at once.
func TestLockeSpecialSheltersWhileAnotherSearcherLives(t *testing.T) {
	v := asked(lockeTable("jessica", locke.PartPlanet, "jessica", "raiza", "riot"), locke.AskMain)
	for i := range v.Board.Cells {
		v.Board.Cells[i] = locke.Cell{Card: -1}
	}
	v.Board.Cells[3].Down = true
	v.Board.Pos[0], v.Board.Pos[1] = 1, 10
	moves := []locke.Action{act(locke.VerbMove, 0), act(locke.VerbMove, 2), act(locke.VerbPass)}
	choose := func(shelter bool) locke.Action {
		var craft Craft
		if shelter {
			craft = Shelter
		}
		rng := engine.NewRNG(1)
		ls := make([]engine.Action, len(moves))
		for i, a := range moves {
			ls[i] = a
		}
		return lockeBrain{v: v, whim: 50, craft: craft}.choose(ls, &rng).(locke.Action)
	}
	if got := choose(false); got != act(locke.VerbMove, 2) {
		t.Errorf("a Special searcher as the heuristic plays it: %v, want move 2 (toward the card at 3)", got)
	}
	if got := choose(true); got == act(locke.VerbMove, 2) {
		t.Errorf("sheltering while raiza searches: %v, toward the unturned card", got)
	}
	v.Board.Cells[2].Down = true
	if got := choose(true); got == act(locke.VerbMove, 2) {
		t.Errorf("sheltering, an unturned card next door: %v, onto it", got)
	}
	v.Board.Cells[2].Down = false
	v.Chars[1].Alive = false // the last searcher but itself
	if got := choose(true); got != act(locke.VerbMove, 2) {
		t.Errorf("the last searcher standing: %v, want move 2 (toward the card at 3)", got)
	}
	v.Chars[1].Alive = true
	v.Sheet = "raiza" // a Good searcher: Shelter changes nothing
	if got := choose(true); got != act(locke.VerbMove, 2) {
		t.Errorf("a Good searcher with Shelter: %v, want move 2", got)
	}
}

// With Mend a character heals every point of 耐久力 lost, as it does badly hurt, on the
// planets and in the base alike; without it a point down it goes on turning cards over
// (heal from two points down on the planets, the base players healing when the phase ends).
func TestLockeMendsEveryPointLost(t *testing.T) {
	v := asked(lockeTable("raiza", locke.PartPlanet, "raiza", "riot", "lag"), locke.AskMain)
	v.Board.Pos[0] = 1 // the cards around it face down
	v.Private.Body = 1 // 5 of 6 left
	choose := func(craft Craft) locke.Action {
		rng := engine.NewRNG(1)
		legal := []engine.Action{act(locke.VerbMove, 0), act(locke.VerbMove, 2), act(locke.VerbHeal, int(book.Dur)), act(locke.VerbPass)}
		return lockeBrain{v: v, whim: 50, craft: craft}.choose(legal, &rng).(locke.Action)
	}
	for _, part := range []locke.Part{locke.PartPlanet, locke.PartBase} {
		v.Board.Part = part
		if got := choose(0); got.Verb != locke.VerbMove {
			t.Errorf("part %d, a point down, as the heuristic plays it: %v, want a move to a card", part, got)
		}
		if got := choose(Mend); got.Verb != locke.VerbHeal {
			t.Errorf("part %d, a point down with Mend: %v, want heal", part, got)
		}
	}
	v.Private.Body, v.Chars[0].MindLoss = 0, 1 // 耐久力 whole, 精神力 a point down
	if got := choose(Mend); got.Verb != locke.VerbMove {
		t.Errorf("耐久力 whole with Mend: %v, want a move to a card", got)
	}
}

// A base player comes to a searcher's fight on the planets whatever the odds (its wounds heal
// when the phase ends); with Spare only where its side would then be the stronger.
func TestLockeBasePlayerSparesItselfOnThePlanets(t *testing.T) {
	v := lockeTable("riot", locke.PartPlanet, "riot", "raiza", "lag")
	v.Ask = locke.Ask{Kind: locke.AskJoin, Seats: []int{0}, Seat: -1, Fighter: -1}
	v.Fight.On = true
	for _, seat := range []int{1, 2} {
		v.Fight.Fighters = append(v.Fight.Fighters, locke.Fighter{Kind: locke.PC, Seat: seat, Trump: -1})
		v.Chars[seat].Fighter = seat - 1
	}
	choose := func(craft Craft) locke.Action {
		rng := engine.NewRNG(1)
		legal := []engine.Action{act(locke.VerbThere), act(locke.VerbStay)}
		return lockeBrain{v: v, whim: 50, craft: craft}.choose(legal, &rng).(locke.Action)
	}
	if got := choose(0); got.Verb != locke.VerbThere {
		t.Errorf("two searchers, as the heuristic plays it: %v, want there", got)
	}
	if got := choose(Spare); got.Verb != locke.VerbStay {
		t.Errorf("two searchers with Spare: %v, want stay", got)
	}
	v.Chars[1].Taken, v.Chars[2].Taken = 3, 3 // each down to 1 of a middling 4
	if got := choose(Spare); got.Verb != locke.VerbThere {
		t.Errorf("two worn-out searchers with Spare: %v, want there", got)
	}
}

// A Good character leaves a Special be (a Special is nobody's enemy by its side), claims
// victory when no enemy it knows of lives though a Special does, and not while an Evil one
// lives (4.2, 4.3).
func TestLockeGoodLeavesSpecialsBeAndClaimsOverThem(t *testing.T) {
	v := asked(lockeTable("raiza", locke.PartBase, "raiza", "riot", "leon"), locke.AskBattle)
	v.Board.Pos[0], v.Board.Pos[2] = locke.BasePlace(1, 1), locke.BasePlace(1, 1)
	v.Chars[1].Alive = false
	if got := pick(v, 50, act(locke.VerbBattle), act(locke.VerbNoBattle)); got.Verb != locke.VerbNoBattle {
		t.Errorf("on a cell with a Special: %v, want nobattle", got)
	}
	v.Ask.Kind = locke.AskSupport
	if got := pick(v, 50, act(locke.VerbClaim), act(locke.VerbEnd)); got.Verb != locke.VerbClaim {
		t.Errorf("every Evil dead, a Special alive: %v, want claim", got)
	}
	v.Chars[1].Alive = true
	if got := pick(v, 50, act(locke.VerbClaim), act(locke.VerbEnd)); got.Verb != locke.VerbEnd {
		t.Errorf("an Evil one alive: %v, want end", got)
	}
	// The Special stood in the way: its claim met an objection with no Evil one alive.
	v.Chars[1].Alive = false
	v.Board.Claim = locke.Victory{Seat: 0, Side: int(book.Good), Objections: 1}
	v.Ask.Kind = locke.AskBattle
	if got := pick(v, 50, act(locke.VerbBattle), act(locke.VerbNoBattle)); got.Verb != locke.VerbBattle {
		t.Errorf("its claim blocked, on the Special's cell: %v, want battle", got)
	}
}

// A claim blocked with nobody alive showing another side was blocked by one wearing its
// side's silhouette over another sheet (4.1): whoever it cannot vouch for is an enemy from
// then, and the one it has seen the sheet of stays an ally.
func TestLockeBlockedClaimUnmasksTheDisguised(t *testing.T) {
	v := asked(lockeTable("riot", locke.PartBase, "riot", "nagato", "leon", "grunberg"), locke.AskBattle)
	here := locke.BasePlace(1, 1)
	v.Board.Pos[0], v.Board.Pos[1], v.Board.Pos[3] = here, here, locke.BasePlace(4, 4)
	v.Chars[2].Alive = false
	v.Known = map[int]string{3: "grunberg"}
	if got := pick(v, 50, act(locke.VerbBattle), act(locke.VerbNoBattle)); got.Verb != locke.VerbNoBattle {
		t.Errorf("beside one wearing an Evil silhouette, no claim made: %v, want nobattle", got)
	}
	v.Board.Claim = locke.Victory{Seat: 0, Side: int(book.Evil), Objections: 1}
	if got := pick(v, 50, act(locke.VerbBattle), act(locke.VerbNoBattle)); got.Verb != locke.VerbBattle {
		t.Errorf("its claim blocked, nobody showing another side: %v, want battle", got)
	}
	if stanceOf(v, 3) != ally {
		t.Error("the Evil one whose sheet it has seen is taken for an enemy")
	}
	v.Chars[2].Alive = true // a Special alive: it is the one to blame
	if got := pick(v, 50, act(locke.VerbBattle), act(locke.VerbNoBattle)); got.Verb != locke.VerbNoBattle {
		t.Errorf("its claim blocked, a Special alive: %v, want nobattle", got)
	}
}

// The combat-start phase (4.3): it fights an enemy on its cell when its side would be the
// stronger and it is fit, not when it is badly hurt.
func TestLockeStartsFightsItCanWin(t *testing.T) {
	v := asked(lockeTable("locke1", locke.PartBase, "locke", "octavius", "riot"), locke.AskBattle)
	v.Board.Pos[0], v.Board.Pos[1] = locke.BasePlace(2, 2), locke.BasePlace(2, 2)
	v.Chars[2].Alive = false
	v.Chars[1].Taken = 2
	if got := pick(v, 50, act(locke.VerbBattle), act(locke.VerbNoBattle)); got.Verb != locke.VerbBattle {
		t.Errorf("fit against a hurt enemy: %v, want battle", got)
	}
	v.Private.Body = 4 // ロック1's 耐久力 6, 2 left
	v.Chars[0].Taken = 4
	if got := pick(v, 50, act(locke.VerbBattle), act(locke.VerbNoBattle)); got.Verb != locke.VerbNoBattle {
		t.Errorf("badly hurt: %v, want nobattle", got)
	}
}

// 待ち伏せ (4.5) go where the searchers will pass: the first step off a spaceport, one a planet.
func TestLockePlacesAmbushesWhereSearchersPass(t *testing.T) {
	v := asked(lockeTable("riot", locke.PartPlanet, "riot", "raiza"), locke.AskPlace)
	var legal []locke.Action
	for i := range 36 {
		legal = append(legal, act(locke.VerbPlace, i))
	}
	first := pick(v, 50, legal...).A
	if c := first % locke.PlanetCells; c != 1 && c != locke.PlanetCells-1 {
		t.Fatalf("first 待ち伏せ on cell %d of its planet, want one step off the spaceport", c)
	}
	v.Private.Plans = []locke.Plan{{Place: first, Card: 1000}}
	second := pick(v, 50, slices.DeleteFunc(legal, func(a locke.Action) bool { return a.A == first })...).A
	if second/locke.PlanetCells == first/locke.PlanetCells {
		t.Errorf("second 待ち伏せ at %d on the planet of the first (%d)", second, first)
	}
	if c := second % locke.PlanetCells; c != 1 && c != locke.PlanetCells-1 {
		t.Errorf("second 待ち伏せ on cell %d of its planet, want one step off the spaceport", c)
	}
}

// 重要拠点 (4.6) go deep inside the base, where the searchers come last, and apart; a base
// player 改心 turned Good puts them where the searchers come first.
func TestLockePlacesKeysDeepAndApart(t *testing.T) {
	v := asked(lockeTable("riot", locke.PartBase, "riot", "raiza"), locke.AskPlace)
	var legal []locke.Action
	for r := range locke.BaseSide {
		for c := range locke.BaseSide {
			legal = append(legal, act(locke.VerbPlace, locke.BasePlace(r, c)))
		}
	}
	var placed []int
	for k := range 4 {
		p := pick(v, 50, legal...).A
		if locke.Outer(p) {
			t.Errorf("重要拠点 %d on the outer ring (%d)", k, p)
		}
		for _, q := range placed {
			if pr, pc := rowCol(p); abs(pr-(q-100)/6)+abs(pc-(q-100)%6) < 2 {
				t.Errorf("重要拠点 %d at %d next to another at %d", k, p, q)
			}
		}
		placed = append(placed, p)
		v.Private.Plans = append(v.Private.Plans, locke.Plan{Place: p, Card: 2000 + k})
		legal = slices.DeleteFunc(legal, func(a locke.Action) bool { return a.A == p })
	}
	turned := asked(lockeTable("amazona", locke.PartBase, "amazona", "raiza"), locke.AskPlace)
	turned.Align = 1 // 改心 made it Good: the 重要拠点 are its enemies'
	if p := pick(turned, 50, legal...).A; !locke.Outer(p) {
		t.Errorf("a base player turned Good placed a 重要拠点 inside (%d), want the outer ring", p)
	}
}

// Parties (6.1): now and then it proposes one to a likely ally on its cell (its side shown,
// not its twin), invites that ally and not another side, and proposes; a Special never does.
func TestLockeFormsPartiesWithLikelyAllies(t *testing.T) {
	v := asked(lockeTable("raiza", locke.PartPlanet, "raiza", "lag", "leon"), locke.AskMain)
	for i := range v.Board.Pos {
		v.Board.Pos[i] = 2
	}
	legal := []locke.Action{act(locke.VerbMove, 1), act(locke.VerbMove, 3), act(locke.VerbParty), act(locke.VerbPass)}
	if got := pick(v, 10, legal...); got.Verb != locke.VerbParty {
		t.Errorf("with a likely ally, whim 10: %v, want party", got)
	}
	if got := pick(v, 90, legal...); got.Verb == locke.VerbParty {
		t.Errorf("whim 90: %v, want no party (now and then only)", got)
	}
	v.Ask.Kind = locke.AskInvite
	if got := pick(v, 10, act(locke.VerbInvite, 1), act(locke.VerbInvite, 2), act(locke.VerbBack)); got != act(locke.VerbInvite, 1) {
		t.Errorf("invite: %v, want invite 1 (the Good one, not the Special)", got)
	}
	v.Board.Invited = []int{1}
	if got := pick(v, 10, act(locke.VerbInvite, 2), act(locke.VerbPropose), act(locke.VerbBack)); got.Verb != locke.VerbPropose {
		t.Errorf("ally invited: %v, want propose", got)
	}
	s := asked(lockeTable("leon", locke.PartPlanet, "leon", "elmi"), locke.AskMain)
	s.Board.Pos[1] = s.Board.Pos[0]
	if got := pick(s, 10, act(locke.VerbParty), act(locke.VerbPass)); got.Verb == locke.VerbParty {
		t.Error("a Special proposed a party")
	}
}

// An invitation (6.1) is accepted from a likely ally, declined from another side; a Special
// declines every one.
func TestLockeAcceptsSensibleInvitations(t *testing.T) {
	for _, c := range []struct {
		sheet, proposer string
		want            locke.Verb
	}{
		{"raiza", "lag", locke.VerbAgree},
		{"raiza", "riot", locke.VerbDecline},
		{"riot", "nagato", locke.VerbAgree},
		{"riot", "lag", locke.VerbDecline},
		{"leon", "elmi", locke.VerbDecline},
	} {
		v := lockeTable(c.sheet, locke.PartPlanet, c.sheet, c.proposer)
		v.Chars[0].Silhouette = book.CharacterByID(c.sheet).Silhouette
		v.Ask = locke.Ask{Kind: locke.AskAgree, Seats: []int{0}, Seat: -1, Fighter: -1}
		v.Board.Turn = 1
		if got := pick(v, 50, act(locke.VerbAgree), act(locke.VerbDecline)).Verb; got != c.want {
			t.Errorf("%s invited by a %s silhouette: %s, want %s", c.sheet, c.proposer, got, c.want)
		}
	}
	v := lockeTable("raiza", locke.PartPlanet, "raiza", "lag")
	v.Ask = locke.Ask{Kind: locke.AskAgree, Seats: []int{0}, Seat: -1, Fighter: -1}
	v.Board.Turn = 1
	v.Known = map[int]string{1: "riot"} // a Good silhouette on an Evil sheet, seen
	if got := pick(v, 50, act(locke.VerbAgree), act(locke.VerbDecline)).Verb; got != locke.VerbDecline {
		t.Errorf("a disguised enemy's invitation: %s, want decline", got)
	}
}

// 改心 (4.3) is tried by a Good character on one it may reform when it is cheap: its sheet
// already open, or the target known reformable and its level high. Never on a sheet that
// cannot move, never by Evil.
func TestLockeReformsWhenCheap(t *testing.T) {
	for _, c := range []struct {
		sheet  string
		open   bool
		target string // seat 1's sheet as seat 0 knows it, "" unknown
		want   locke.Verb
	}{
		{"francis", true, "amazona", locke.VerbReform},
		{"francis", true, "", locke.VerbReform},      // an unknown Evil one may be reformable
		{"francis", true, "riot", locke.VerbEnd},     // riot has no slash
		{"francis", false, "amazona", locke.VerbEnd}, // LV 4: not worth showing its sheet
		{"locke1", false, "amazona", locke.VerbReform},
		{"locke1", false, "", locke.VerbEnd},
		{"riot", true, "amazona", locke.VerbEnd}, // no sheet moves towards Evil
	} {
		v := asked(lockeTable(c.sheet, locke.PartPlanet, "locke", "amazona"), locke.AskSupport)
		if c.open {
			v.Chars[0].Sheet = c.sheet
		}
		if c.target != "" {
			v.Known = map[int]string{1: c.target}
		}
		if got := pick(v, 50, act(locke.VerbReform, 1), act(locke.VerbEnd)).Verb; got != c.want {
			t.Errorf("%s (open %v) on %q: %s, want %s", c.sheet, c.open, c.target, got, c.want)
		}
	}
}

// inFight puts seat 0 (me), an Evil-shown seat 1 and a Special-shown seat 2 in a fight.
func inFight(sheet string) *locke.View {
	v := lockeTable(sheet, locke.PartBase, "locke", "riot", "leon")
	v.Fight.On = true
	v.Fight.Round = 1
	for seat := range 3 {
		v.Fight.Fighters = append(v.Fight.Fighters, locke.Fighter{Kind: locke.PC, Seat: seat, Trump: -1})
		v.Chars[seat].Fighter = seat
	}
	return v
}

// In a fight (5.2–5.5) it aims at an enemy, not at a neutral Special; plays its strongest
// attack it can activate; answers an attack with an ability before a card; escapes a hit
// that could kill it and takes one that cannot; joins an ally's attack on an enemy, not an
// enemy's; jams an enemy's card and lets an ally's be.
func TestLockeFightsSensibly(t *testing.T) {
	v := inFight("locke1")
	v.Ask = locke.Ask{Kind: locke.AskAim, Seat: 0, Fighter: 0}
	v.Private.Pending = act(locke.VerbAttack, 0)
	if got := pick(v, 50, act(locke.VerbAim, 1), act(locke.VerbAim, 2), act(locke.VerbBack)); got != act(locke.VerbAim, 1) {
		t.Errorf("aim: %v, want aim 1 (the enemy)", got)
	}
	ray, cannon := book.CCardByName("レイガン", 1)[0], book.CCardByName("ビームキャノン", 4)[0]
	v.Ask.Kind = locke.AskTurn
	if got := pick(v, 50, act(locke.VerbAttack, ray), act(locke.VerbAttack, cannon), act(locke.VerbMelee), act(locke.VerbPass)); got != act(locke.VerbAttack, cannon) {
		t.Errorf("main: %v, want the beam cannon", got)
	}
	screen, tele := book.CCardByName("ESPスクリーン", 1)[0], book.CCardByName("テレポート", 1)[0]
	v.Ask.Kind = locke.AskDefend
	v.Fight.Hit = locke.Attack{On: true, By: 1, Target: 0, Level: 1, Fire: 1}
	if got := pick(v, 50, act(locke.VerbDefend, screen), act(locke.VerbGuard, 0), act(locke.VerbTake)); got.Verb != locke.VerbGuard {
		t.Errorf("defence: %v, want the ability (guard)", got)
	}
	if got := pick(v, 50, act(locke.VerbDefend, tele), act(locke.VerbTake)); got.Verb != locke.VerbTake {
		t.Errorf("a 火力 1 hit on 耐久力 6: %v, want take", got)
	}
	v.Fight.Hit.Fire = 20
	v.Private.Body = 4 // 2 left
	if got := pick(v, 50, act(locke.VerbDefend, tele), act(locke.VerbTake)); got.Verb != locke.VerbDefend {
		t.Errorf("a 火力 20 hit on 耐久力 2: %v, want the escape", got)
	}
	v.Private.Body = 0
	v.Ask = locke.Ask{Kind: locke.AskSyncJoin, Seats: []int{0}, Seat: -1, Fighter: -1}
	v.Chars[2].Silhouette = "lag" // now an ally
	v.Fight.Hit = locke.Attack{On: true, By: 2, Target: 1, Level: 3}
	if got := pick(v, 50, act(locke.VerbJoin, ray), act(locke.VerbDecline)); got.Verb != locke.VerbJoin {
		t.Errorf("an ally's attack on an enemy: %v, want join", got)
	}
	v.Fight.Hit = locke.Attack{On: true, By: 1, Target: 2, Level: 3}
	if got := pick(v, 50, act(locke.VerbJoin, ray), act(locke.VerbDecline)); got.Verb != locke.VerbDecline {
		t.Errorf("an enemy's attack on an ally: %v, want decline", got)
	}
	v.Ask = locke.Ask{Kind: locke.AskReact, Seats: []int{0}, Seat: -1, Fighter: -1}
	v.Fight.Use = locke.Use{On: true, Kind: locke.UseAttack, Fighter: 1, Card: cannon, As: cannon, Level: 4, Target: 0}
	if got := pick(v, 50, act(locke.VerbJam, 0), act(locke.VerbLet)); got.Verb != locke.VerbJam {
		t.Errorf("an enemy's card: %v, want jam", got)
	}
	v.Fight.Use.Fighter = 2
	if got := pick(v, 50, act(locke.VerbJam, 0), act(locke.VerbLet)); got.Verb != locke.VerbLet {
		t.Errorf("an ally's card: %v, want let", got)
	}
}

// A dead character always tries 実は生きていた (5.1): it can only come back. A living one comes
// to help an ally against an enemy when fit, and stays out of a fight that is none of its
// business, or when badly hurt.
func TestLockeJoinsFightsItHasAStakeIn(t *testing.T) {
	v := lockeTable("raiza", locke.PartBase, "raiza", "riot", "lag")
	v.Ask = locke.Ask{Kind: locke.AskJoin, Seats: []int{0}, Seat: -1, Fighter: -1}
	v.Fight.On = true
	v.Chars[0].Alive = false
	if got := pick(v, 50, act(locke.VerbAlive), act(locke.VerbStay)); got.Verb != locke.VerbAlive {
		t.Errorf("dead: %v, want alive", got)
	}
	v.Chars[0].Alive = true
	for _, seat := range []int{1, 2} {
		v.Fight.Fighters = append(v.Fight.Fighters, locke.Fighter{Kind: locke.PC, Seat: seat, Trump: -1})
		v.Chars[seat].Fighter = seat - 1
	}
	if got := pick(v, 50, act(locke.VerbThere), act(locke.VerbStay)); got.Verb != locke.VerbThere {
		t.Errorf("an ally fighting an enemy: %v, want there", got)
	}
	v.Chars[1].Silhouette, v.Chars[2].Silhouette = "elmi", "leon" // two Specials: not its quarrel
	if got := pick(v, 50, act(locke.VerbThere), act(locke.VerbStay)); got.Verb != locke.VerbStay {
		t.Errorf("two Specials fighting: %v, want stay", got)
	}
	v.Chars[1].Silhouette = "riot"
	v.Private.Body = 4 // 2 of 6 left
	if got := pick(v, 50, act(locke.VerbThere), act(locke.VerbStay)); got.Verb != locke.VerbStay {
		t.Errorf("badly hurt: %v, want stay", got)
	}
}

// Declarations (3.1, 6.1): 耐久力 always in full (a lower one is a lower death threshold);
// an activation now and then at just the card's LV, else the truth, and the truth when it
// falls short; nothing at all against a 幻覚 it cannot resist.
func TestLockeBluffsOnlyWhereItCostsNothing(t *testing.T) {
	lvs := func(n int) []locke.Action {
		var out []locke.Action
		for i := range n + 1 {
			out = append(out, act(locke.VerbLv, i))
		}
		return out
	}
	v := inFight("locke1") // ESP level 6, 耐久力 6, 精神力 8
	v.Ask = locke.Ask{Kind: locke.AskDeclare, Seat: 0, Fighter: 0, Stat: book.Lv, For: locke.ForActivate}
	v.Fight.Use = locke.Use{On: true, Kind: locke.UseAttack, Fighter: 0, Level: 2}
	if got := pick(v, 10, lvs(6)...); got.A != 2 {
		t.Errorf("activation of an LV 2 card, bluffing: lv %d, want 2", got.A)
	}
	if got := pick(v, 90, lvs(6)...); got.A != 6 {
		t.Errorf("activation of an LV 2 card, not bluffing: lv %d, want 6", got.A)
	}
	francis := inFight("francis") // level 4
	francis.Ask = v.Ask
	francis.Fight.Use = locke.Use{On: true, Kind: locke.UseAttack, Fighter: 0, Level: 6}
	if got := pick(francis, 10, lvs(4)...); got.A != 4 {
		t.Errorf("an LV 6 card at level 4: lv %d, want 4 (the truth: fewer 精神力 checks)", got.A)
	}
	v.Ask = locke.Ask{Kind: locke.AskDeclare, Seat: 0, Fighter: 0, Stat: book.Dur, For: locke.ForDamage}
	for _, whim := range []int{0, 99} {
		var durs []locke.Action
		for i := 1; i <= 6; i++ {
			durs = append(durs, act(locke.VerbDur, i))
		}
		if got := pick(v, whim, durs...); got.A != 6 {
			t.Errorf("耐久力 against a hit (whim %d): dur %d, want 6", whim, got.A)
		}
	}
	jessica := inFight("jessica") // level 1, 精神力 2: a LV 7 幻覚 needs 9 or more
	jessica.Fight.Illusion = 7
	jessica.Ask = locke.Ask{Kind: locke.AskDeclare, Seat: 0, Fighter: 0, Stat: book.Lv, For: locke.ForResist}
	if got := pick(jessica, 90, lvs(1)...); got.A != 0 {
		t.Errorf("a hopeless resistance: lv %d, want 0", got.A)
	}
	jessica.Ask = locke.Ask{Kind: locke.AskDeclare, Seat: 0, Fighter: 0, Stat: book.Mind, For: locke.ForResistMind, Lv: 0}
	if got := pick(jessica, 90, act(locke.VerbMind, 1), act(locke.VerbMind, 2)); got.A != 1 {
		t.Errorf("a hopeless resistance: mind %d, want 1", got.A)
	}
}
