package locke

import (
	"reflect"
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// Tests of the cell-effect phase (4.3) on the planets: every planet card's verb, the 待ち伏せ,
// and a card turned over by a searcher joining a fight (5.1 (2)).

// boardsFive is a table of five at its first turn: searchers 0, 1, 2 on the spaceports 0, 6
// and 12, base players 3 and 4, whose 待ち伏せ wait on cells 16 and 17.
func boardsFive(t testing.TB, seed uint64) *State {
	t.Helper()
	return boardsPlanets(t, 5, seed, []int{16, 17}, 0, 6, 12)
}

// boardsVisit makes searcher 0 move from spaceport 0 onto cell 1, where a card of this kind
// lies face down, and gives the events up to what its cell phase asks.
func boardsVisit(t testing.TB, s *State, id string, dice ...int) []engine.Event {
	t.Helper()
	boardsPut(t, s, 1, id)
	s.Hidden.Rigged = dice
	return boardsMain(t, s, 0, "move 1")
}

// boardsCalm reports what a harmless card leaves: no fight, nothing held, no state.
func boardsCalm(t testing.TB, s *State, seat int) {
	t.Helper()
	b := &s.Public.Board
	if s.Public.Fight.On || b.Info[seat] != 0 || b.Arrest[seat] != 0 || b.Bound[seat] != 0 || len(s.Private[seat].Items) != 0 {
		t.Fatalf("after a harmless card: fight %v, info %d, arrest %d, bound %d, items %d", s.Public.Fight.On,
			b.Info[seat], b.Arrest[seat], b.Bound[seat], len(s.Private[seat].Items))
	}
}

// 4.3: a searcher's cell phase turns the card under it over, in view of all; 白紙 and the
// scenery do nothing, and stay face up (AMB-33 a).
func TestBlankAndSceneryDoNothing(t *testing.T) {
	for i, id := range []string{"blank", "frontier", "residential", "industrial", "pleasure", "slums"} {
		s := boardsFive(t, 20+uint64(i))
		evs := boardsVisit(t, s, id)
		code := s.Hidden.PlanetAt[1]
		if c := s.Public.Board.Cells[1]; c.Down || c.Card != code || book.PlanetCards()[code].ID != id {
			t.Fatalf("%s: the cell after the visit %+v, want %d face up", id, c, code)
		}
		shown := false
		for seat := range 5 {
			for _, e := range engine.Redact(evs, seat) {
				shown = shown || e.Kind == engine.EvReveal && e.Card == PlanetRef(code)
			}
			if !shown {
				t.Fatalf("%s: seat %d did not see the card turned over", id, seat)
			}
		}
		boardsCalm(t, s, 0)
		expectAsk(t, s, AskSupport, 0)
	}
}

// 4.5: 情報入手 is taken by its finder (a 極秘情報入手 counts two); the cell is left empty.
func TestInformationIsTakenByItsFinder(t *testing.T) {
	for id, n := range map[string]int{"info": 1, "secret-info": 2} {
		s := boardsFive(t, 21)
		boardsVisit(t, s, id)
		b := &s.Public.Board
		if b.Info[0] != n {
			t.Fatalf("%s: the finder holds %d, want %d", id, b.Info[0], n)
		}
		if c := b.Cells[1]; c.Down || c.Card != -1 || s.Hidden.PlanetAt[1] != -1 {
			t.Fatalf("%s: the cell after it was taken: %+v", id, c)
		}
		// Nothing is left to act on a later visit.
		boardsMain(t, s, 0, "pass")
		if b.Info[0] != n {
			t.Fatalf("%s: a later visit gave %d", id, b.Info[0])
		}
	}
}

// Planet card 能力カード: the finder draws an ability card, secretly, and takes the card.
func TestItemCardGivesAnAbilityCard(t *testing.T) {
	s := boardsFive(t, 22)
	deck := s.Public.Board.ItemDeck
	top := s.Hidden.ItemDeck[len(s.Hidden.ItemDeck)-1]
	evs := boardsVisit(t, s, "item")
	if !reflect.DeepEqual(s.Private[0].Items, []int{top}) || s.Public.Chars[0].Items != 1 || s.Public.Board.ItemDeck != deck-1 {
		t.Fatalf("items %v (%d shown), deck %d → %d", s.Private[0].Items, s.Public.Chars[0].Items, deck, s.Public.Board.ItemDeck)
	}
	for seat := 1; seat < 5; seat++ {
		for _, e := range engine.Redact(evs, seat) {
			if e.Card == ItemRef(top) {
				t.Fatalf("seat %d sees the ability card drawn", seat)
			}
		}
	}
	if c := s.Public.Board.Cells[1]; c.Card != -1 {
		t.Fatalf("the item card was left: %+v", c)
	}
}

// Planet card 戦闘発生: a random battle on the cell, by the ランダム戦闘 chart; the card stays and
// acts again on a later visit (AMB-33 a).
func TestBattleCardStartsARandomBattle(t *testing.T) {
	s := boardsFive(t, 23)
	boardsVisit(t, s, "battle", 3, 4) // 7: three police
	f := &s.Public.Fight
	if !f.On || f.Place != 1 || len(f.Fighters) != 2 || f.Fighters[0].Seat != 0 || f.Fighters[1].NPC != "police" {
		t.Fatalf("the fight: %+v", *f)
	}
	// A later turn on the face-up card: another battle.
	s = boardsFive(t, 23)
	code := boardsPut(t, s, 1, "battle")
	s.Public.Board.Cells[1] = Cell{Card: code}
	s.Public.Board.Pos[0] = 1
	s.Hidden.Rigged = []int{1, 2} // 3: an esper
	boardsMain(t, s, 0, "pass")
	if f := &s.Public.Fight; !f.On || f.Place != 1 || f.Fighters[len(f.Fighters)-1].NPC != "esper-3-3" {
		t.Fatalf("a later visit: %+v", *f)
	}
}

// Planet card 逮捕: the character is arrested (4.4).
func TestArrestCardArrests(t *testing.T) {
	s := boardsFive(t, 24)
	boardsVisit(t, s, "arrest")
	if s.Public.Board.Arrest[0] != 1 {
		t.Fatalf("arrest %d", s.Public.Board.Arrest[0])
	}
}

// Planet card トラップ: the トラップ chart (7: rest 1D6 turns).
func TestTrapCardRollsTheTrapChart(t *testing.T) {
	s := boardsFive(t, 25)
	boardsVisit(t, s, "trap", 3, 4, 5)
	if s.Public.Board.Bound[0] != 5 {
		t.Fatalf("bound %d turns, want 5", s.Public.Board.Bound[0])
	}
}

// Planet card 自分の正体露顕: the finder's sheet turns face up for all.
func TestRevealSelfOpensTheSheet(t *testing.T) {
	s := boardsFive(t, 26)
	boardsVisit(t, s, "reveal-self")
	if s.Public.Chars[0].Sheet != "locke1" {
		t.Fatalf("sheet shown %q", s.Public.Chars[0].Sheet)
	}
}

// Planet card 他人の正体判明: the finder looks at another character's sheet of its choice, any
// closed one; the card stays and gives another look on a later visit (AMB-33 a).
func TestRevealOtherShowsOneSheet(t *testing.T) {
	s := boardsFive(t, 27)
	s.Public.Chars[2].Sheet = s.Private[2].Sheet
	boardsVisit(t, s, "reveal-other")
	expectAsk(t, s, AskPeek, 0)
	if got, want := legalOf(s, 0), []string{"peek 1", "peek 3", "peek 4"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("looks offered %v, want %v", got, want)
	}
	do(t, s, 0, "peek 3")
	if s.Private[0].Known[3] != "riot" || s.Public.Chars[3].Sheet != "" {
		t.Fatalf("known %v, shown %q", s.Private[0].Known, s.Public.Chars[3].Sheet)
	}
	expectAsk(t, s, AskSupport, 0)
	boardsMain(t, s, 0, "pass")
	expectAsk(t, s, AskPeek, 0)
	if got, want := legalOf(s, 0), []string{"peek 1", "peek 4"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("the second look offers %v, want %v", got, want)
	}
}

// 4.5, AMB-30: a 待ち伏せ turned over brings the base player in charge of it onto the cell and
// everyone there fights; the card is spent; when the fight ends the base player leaves the
// planets.
func TestAmbushBringsItsBasePlayer(t *testing.T) {
	s := boardsPlanets(t, 5, 28, []int{16, 1}, 0, 6, 12) // base player 3 on 16, base player 4 on 1
	s.Hidden.Rigged = nil
	evs := boardsMain(t, s, 0, "move 1")
	f := &s.Public.Fight
	if !f.On || f.Place != 1 {
		t.Fatalf("no fight on cell 1: %+v", *f)
	}
	var seats []int
	for _, fi := range f.Fighters {
		seats = append(seats, fi.Seat)
	}
	slices.Sort(seats)
	if !reflect.DeepEqual(seats, []int{0, 4}) || s.Public.Board.Pos[4] != 1 {
		t.Fatalf("fighters %v, base player 4 on %d", seats, s.Public.Board.Pos[4])
	}
	if m := msgs(evs, MsgAmbush); len(m) != 1 || m[0].Args[1] != 4 {
		t.Fatalf("ambush messages %+v", m)
	}
	if c := s.Public.Board.Cells[1]; c.Down || c.Card != -1 || s.Hidden.PlanetAt[1] != -1 {
		t.Fatalf("the spent 待ち伏せ's cell: %+v", c)
	}
	boardsPeace(t, s)
	if b := &s.Public.Board; b.Pos[4] != OffBoard || b.Pos[0] != 1 {
		t.Fatalf("after the fight: pieces %v", b.Pos)
	}
}

// AMB-30: the 待ち伏せ of a dead base player is empty: no fight, the card is spent.
func TestDeadBasePlayersAmbushIsEmpty(t *testing.T) {
	s := boardsPlanets(t, 5, 29, []int{16, 1}, 0, 6, 12)
	s.Public.Chars[4].Alive = false
	boardsMain(t, s, 0, "move 1")
	if s.Public.Fight.On || s.Public.Board.Cells[1].Card != -1 {
		t.Fatalf("fight %v, cell %+v", s.Public.Fight.On, s.Public.Board.Cells[1])
	}
	expectAsk(t, s, AskSupport, 0)
}

// 5.1 (2), AMB-30: a searcher joining a fight at its first movement has the cell's effect phase
// there, after the participation checks: a 待ち伏せ under the fight turns over and its base
// player comes into that fight at this movement, with a pre-combat phase of its own.
func TestAmbushTurnedOnJoiningAFightBringsItsBasePlayer(t *testing.T) {
	s := boardsPlanets(t, 5, 30, []int{16, 1}, 0, 6, 12)
	p := &s.Public
	p.Ask = Ask{}
	p.Board.Steps.Clear()
	p.Board.Turn = 1
	s.openCombat(1, false, -1) // a fight on cell 1, its 待ち伏せ still face down
	s.addNPC("police")
	s.Hidden.Rigged = []int{1, 1}
	s.run()
	if p.Ask.Kind != AskJoin {
		t.Fatalf("asked %+v, want the participation window", p.Ask)
	}
	do(t, s, 1, "there") // 2: joins now, onto cell 1 at the movement
	if c := p.Board.Cells[1]; !c.Down || p.Board.Pos[1] == 1 {
		t.Fatalf("during the participation checks: the 待ち伏せ %+v, searcher 1 on %d", c, p.Board.Pos[1])
	}
	for p.Ask.Kind == AskJoin {
		act(t, s, "stay")
	}
	if c := p.Board.Cells[1]; c.Down || c.Card != -1 || p.Board.Pos[1] != 1 {
		t.Fatalf("after the movement: the 待ち伏せ %+v, searcher 1 on %d", c, p.Board.Pos[1])
	}
	f4 := p.Chars[4].Fighter
	if f4 < 0 || p.Board.Pos[4] != 1 || !p.Fight.Fighters[f4].In() || p.Fight.Round != 1 {
		t.Fatalf("base player 4: fighter %d on %d (%+v) at round %d, want in at round 1", f4, p.Board.Pos[4], p.Fight.Fighters, p.Fight.Round)
	}
	expectAsk(t, s, AskPre, 4)
}

// AMB-33 a: a face-up card acts again whenever a turn player's cell phase finds it, whether it
// came back or stayed; a taken card is gone.
func TestFaceUpCardsActAgain(t *testing.T) {
	s := boardsFive(t, 31)
	boardsPut(t, s, 0, "blank")
	boardsVisit(t, s, "arrest")
	s.Public.Board.Arrest[0] = 0
	boardsMain(t, s, 0, "move 0")
	boardsMain(t, s, 0, "move 1")
	if s.Public.Board.Arrest[0] != 1 {
		t.Fatal("the face-up 逮捕 did not arrest on the second visit")
	}
}

// 5.7, 4.4: an escaped character's cell phase on its new cell happens whatever its turn skips;
// the turn player's own cell phase does not when its states skip it.
func TestEscapedCellPhaseIgnoresTheTurnsSkips(t *testing.T) {
	s := boardsFive(t, 32)
	boardsPut(t, s, 1, "arrest")
	p := &s.Public
	b := &p.Board
	run := func(n int) {
		p.Ask = Ask{}
		b.Steps.Clear()
		b.Turn, b.Skip, b.Pos[0] = 0, skipCell, 1
		b.Steps.Now(Step{Kind: sCell, Seat: 0, N: n}, Step{Kind: sSupport, Seat: 0, N: 2})
		s.run()
	}
	run(0)
	if !b.Cells[1].Down || b.Arrest[0] != 0 {
		t.Fatalf("a skipped cell phase acted: %+v, arrest %d", b.Cells[1], b.Arrest[0])
	}
	run(1)
	if b.Cells[1].Down || b.Arrest[0] != 1 {
		t.Fatalf("the escaped character's cell phase did not act: %+v, arrest %d", b.Cells[1], b.Arrest[0])
	}
}

// boardsJoinFight opens a fight with the police on place (no character on it) and has searcher
// seat join it by 実はそこにいた (a 2: now) while everyone else stays out: the participation
// windows close and the first movement runs up to its next question.
func boardsJoinFight(t testing.TB, s *State, place, seat int, dice ...int) {
	t.Helper()
	p := &s.Public
	p.Ask = Ask{}
	p.Board.Steps.Clear()
	p.Board.Turn = seat
	s.openCombat(place, false, -1)
	s.addNPC("police")
	s.addNPC("esper-3-3")
	s.Hidden.Rigged = append([]int{1, 1}, dice...)
	s.run()
	do(t, s, seat, "there")
	for p.Ask.Kind == AskJoin {
		act(t, s, "stay")
	}
}

// 5.1 (2): a searcher who joins a fight at the first movement has the cell's effect phase at
// once, before its pre-combat phase: the 情報入手 under the fight is its. With the option
// join_cell=npc (the old reading) the card only turns over: the 情報入手 stays for a cell phase.
func TestJoiningSearcherHasTheCellsEffectPhase(t *testing.T) {
	for _, opt := range []string{JoinCellFull, JoinCellNPC} {
		s := boardsFive(t, 33)
		p := &s.Public
		p.Options[OptJoinCell] = opt
		boardsPut(t, s, 1, "info")
		code := s.Hidden.PlanetAt[1]
		boardsJoinFight(t, s, 1, 1)
		expectAsk(t, s, AskPre, 1)
		c, info := p.Board.Cells[1], p.Board.Info[1]
		switch {
		case opt == JoinCellFull && (info != 1 || c.Down || c.Card != -1):
			t.Errorf("%s: 情報入手 %d, the cell %+v; want it taken", opt, info, c)
		case opt == JoinCellNPC && (info != 0 || c.Down || c.Card != code):
			t.Errorf("%s: 情報入手 %d, the cell %+v; want the card face up and left", opt, info, c)
		}
	}
}

// 5.1 (2): the cell's effect phase of a searcher joining a fight is the card's whole effect: a
// ランダムテレポート throws it elsewhere, out of the fight before it has fought (no hand, no
// pre-combat). The fight goes on without it, its NPCs alone, who do not fight on (AMB-32 a):
// it ends at the first round's end, nobody asked whether to go on.
func TestJoiningSearcherThrownByItsCellLeavesTheFight(t *testing.T) {
	s := boardsInBase(t, 5, 34)
	p := &s.Public
	place := BasePlace(5, 5)
	boardsRoom(t, s, place, "teleport")
	seat := 0
	boardsStand(s, seat, BasePlace(4, 5))
	boardsJoinFight(t, s, place, seat, 3, 4) // thrown to row 3, column 4
	if p.Board.Pos[seat] != BasePlace(2, 3) || p.Chars[seat].Fighter >= 0 || len(s.Private[seat].Hand) != 0 {
		t.Fatalf("searcher %d on %d, fighter %d, %d cards; want it thrown to %d, out of the fight", seat,
			p.Board.Pos[seat], p.Chars[seat].Fighter, len(s.Private[seat].Hand), BasePlace(2, 3))
	}
	if p.Fight.On || p.Fight.Result != (Result{Reason: ReasonUnwilling, Rounds: 1}) {
		t.Fatalf("the fight: on %v, ended %+v; want it over after one round, nobody willing", p.Fight.On, p.Fight.Result)
	}
}

// 5.1 (2), 4.2: a searcher joining a fight on the last standing 重要拠点 destroys it in the cell's
// effect phase, and the game ends there and then, the fight with it.
func TestJoiningSearcherDestroysTheLastKey(t *testing.T) {
	s := boardsInBase(t, 5, 60)
	b := &s.Public.Board
	for i := range 3 {
		b.Grid[i] = Cell{Card: boardsKeyAt(s, basePlace+i), Gone: true}
	}
	b.Keys = 1
	boardsStand(s, 0, BasePlace(1, 3))
	boardsJoinFight(t, s, BasePlace(0, 3), 0)
	if s.Outcome() == nil || b.EndReason != EndKeys || b.Keys != 0 {
		t.Fatalf("outcome %v, end %q, keys %d; want the game over by the 重要拠点", s.Outcome(), b.EndReason, b.Keys)
	}
	if err := Check(s); err != nil {
		t.Fatal(err)
	}
}
