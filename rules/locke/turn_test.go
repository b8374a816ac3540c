package locke

import (
	"slices"
	"strings"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// turnTable is a whole game of len(cast) seats laid out for normal turns: each seat plays the
// sheet and wears the silhouette its entry names ("raiza/raiza"), its role follows the
// silhouette (3.2), the boards of part carry no card (no cell effect), every piece is off the
// board. Options are the defaults, overridden by opts ("failed_teleport=no").
func turnTable(t testing.TB, part Part, cast []string, opts ...string) *State {
	t.Helper()
	given := engine.Options{}
	for _, o := range opts {
		k, v, _ := strings.Cut(o, "=")
		given[k] = v
	}
	resolved, err := engine.ResolveOptions(wholeOptions, given)
	if err != nil {
		t.Fatal(err)
	}
	s := NewGame(len(cast), 1, resolved, nil)
	p := &s.Public
	b := &p.Board
	p.Ask = Ask{}
	p.Tasks.Clear()
	b.Steps.Clear()
	for seat, c := range cast {
		sheet, sil, _ := strings.Cut(c, "/")
		sh := book.CharacterByID(sheet)
		if sh == nil || silhouette(sil) == nil {
			t.Fatalf("no sheet %q or silhouette %q", sheet, sil)
		}
		s.Private[seat] = Private{Sheet: sheet, Hand: []int{}, Suits: make([]int, len(sh.Abilities))}
		p.Chars[seat] = Char{Silhouette: sil, Alive: true, Fighter: -1}
		b.Role[seat] = Searcher
		if silhouette(sil).Side == book.Evil {
			b.Role[seat] = BasePlayer
		}
		b.Pos[seat] = OffBoard
	}
	b.Part = part
	b.Planets = 6
	b.Cells = make([]Cell, 6*PlanetCells)
	for i := range b.Cells {
		b.Cells[i] = Cell{Card: -1}
	}
	s.Hidden.PlanetAt = fill(len(b.Cells), -1)
	// One face-down card far away keeps the planet phase from ending (4.5) after each turn.
	turnCard(s, PlanetPlace(5, 5), turnPlanetCard(t, "blank"))
	if part == PartBase {
		b.Grid = make([]Cell, BaseSide*BaseSide)
		for i := range b.Grid {
			b.Grid[i] = Cell{Card: -1}
		}
		s.Hidden.GridAt = fill(len(b.Grid), -1)
		b.Keys = len(book.KeyCards())
	}
	return s
}

// turnFive is the usual table: a Good searcher (0), two Evil base players (1, 2), a Special
// searcher (3) and the (L) (4).
var turnFive = []string{"raiza/raiza", "riot/riot", "nagato/nagato", "leon/leon", "locke1/locke"}

// turnOf begins seat's normal turn (its left-hand neighbour's turn just ended) with the fixed dice given, and runs it
// to its first question.
func turnOf(t testing.TB, s *State, seat int, dice ...int) {
	t.Helper()
	p := &s.Public
	p.Ask = Ask{}
	p.Board.Steps.Clear()
	p.Board.Turn = s.toRight(seat, -1) // seat is the next to the right
	s.Hidden.Rigged = dice
	s.run()
}

// turnCard puts a face-down card (a book index) on a place of the board.
func turnCard(s *State, place, code int) {
	b := &s.Public.Board
	*b.cellAt(place) = Cell{Down: true, Card: -1}
	if OnPlanet(place) {
		s.Hidden.PlanetAt[place] = code
	} else {
		s.Hidden.GridAt[place-basePlace] = code
	}
}

// turnPlanetCard is the index of the first planet card with verb do.
func turnPlanetCard(t testing.TB, do string) int {
	for i, c := range book.PlanetCards() {
		if c.Do == do {
			return i
		}
	}
	t.Fatalf("no planet card %q", do)
	return -1
}

// turnBaseCard is the index of the first base card with verb do.
func turnBaseCard(t testing.TB, do string) int {
	for i, c := range book.BaseCards() {
		if c.Do == do {
			return i
		}
	}
	t.Fatalf("no base card %q", do)
	return -1
}

// turnAsk checks the open question: its kind, the seat served, and for a support phase which.
func turnAsk(t testing.TB, s *State, kind AskKind, seat int) {
	t.Helper()
	expectAsk(t, s, kind, seat)
}

// turnLegal checks that seat's legal actions are exactly want (in any order).
func turnLegal(t testing.TB, s *State, seat int, want ...string) {
	t.Helper()
	got := legalOf(s, seat)
	g, w := slices.Clone(got), slices.Clone(want)
	slices.Sort(g)
	slices.Sort(w)
	if !slices.Equal(g, w) {
		t.Fatalf("seat %d may %v, want %v", seat, got, want)
	}
}

// turnSays reports whether the events carry a message with key.
func turnSays(evs []engine.Event, key string) bool { return len(msgs(evs, key)) > 0 }

// 4.3: a normal turn goes check → support 1 → main → cell effect → support 2 → combat start,
// then to the next player on the right (in the planet phase the base players' turns are
// skipped, 4.5).
func TestNormalTurnRunsItsPhasesInOrder(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	b := &s.Public.Board
	b.Pos[0], b.Pos[3], b.Pos[4] = PlanetPlace(0, 1), PlanetPlace(0, 2), PlanetPlace(1, 1)
	turnCard(s, PlanetPlace(0, 2), turnPlanetCard(t, "info"))
	turnOf(t, s, 0)
	turnAsk(t, s, AskSupport, 0)
	if s.Public.Ask.Count != 1 {
		t.Fatalf("support phase %d first, want 1", s.Public.Ask.Count)
	}
	do(t, s, 0, "end")
	turnAsk(t, s, AskMain, 0)
	evs := do(t, s, 0, "move 2")
	// The cell's card turned over and acted before support phase 2.
	if b.Info[0] != 1 || !turnSays(evs, MsgTurnOver) {
		t.Fatalf("the cell phase did not act after the move: 情報入手 %d", b.Info[0])
	}
	turnAsk(t, s, AskSupport, 0)
	if s.Public.Ask.Count != 2 {
		t.Fatalf("support phase %d after the cell, want 2", s.Public.Ask.Count)
	}
	do(t, s, 0, "end")
	turnAsk(t, s, AskBattle, 0)
	do(t, s, 0, "nobattle")
	// The next player is the one to the right: seat 4 (seats number clockwise).
	turnAsk(t, s, AskSupport, 4)
	if b.Turn != 4 || s.Public.Ask.Count != 1 {
		t.Fatalf("turn %d support %d, want seat 4's support phase 1", b.Turn, s.Public.Ask.Count)
	}
}

// 4.3: support actions may be taken any number of times, each returning to the same support
// phase until the player ends it: シートオープン, then 改心.
func TestSupportActionsAnyNumberOfTimes(t *testing.T) {
	s := turnTable(t, PartPlanet, []string{"raiza/raiza", "riot/riot", "nagato/nagato", "amazona/leon", "locke1/locke"})
	b := &s.Public.Board
	b.Pos[0], b.Pos[3], b.Pos[4] = PlanetPlace(0, 1), PlanetPlace(0, 1), PlanetPlace(0, 1)
	turnOf(t, s, 0, 6, 6)
	do(t, s, 0, "open")
	turnAsk(t, s, AskSupport, 0)
	if s.Public.Chars[0].Sheet != "raiza" || isLegal(s, 0, "open") {
		t.Fatalf("the sheet is not open, or may be opened again: %q", s.Public.Chars[0].Sheet)
	}
	do(t, s, 0, "reform 3")
	expectDecl(t, s, 0, ForReform)
	do(t, s, 0, "lv 6") // 12 > 6: fails
	turnAsk(t, s, AskSupport, 0)
	if s.Public.Ask.Count != 1 {
		t.Fatalf("back in support phase %d, want 1", s.Public.Ask.Count)
	}
	do(t, s, 0, "reform 4")
	expectDecl(t, s, 0, ForReform)
}

// 4.3 改心: a support action against a character on the same cell (not one elsewhere, not
// oneself), by an ESP level check; the reformer's sheet goes face up; on a success a slash
// character reformed from the side on its right moves there, and only it learns so.
func TestReformOnTheBoard(t *testing.T) {
	s := turnTable(t, PartPlanet, []string{"raiza/raiza", "riot/riot", "nagato/nagato", "amazona/leon", "locke1/locke"})
	b := &s.Public.Board
	b.Pos[0], b.Pos[3], b.Pos[4] = PlanetPlace(0, 1), PlanetPlace(0, 1), PlanetPlace(2, 1)
	turnOf(t, s, 0, 3, 3)
	if got := legalVerb(s, 0, VerbReform); !slices.Equal(got, []string{"reform 3"}) {
		t.Fatalf("reform targets %v, want only the character on the cell (3)", got)
	}
	do(t, s, 0, "reform 3")
	if s.Public.Chars[0].Sheet != "raiza" {
		t.Fatal("改心 did not turn the reformer's sheet face up")
	}
	expectDecl(t, s, 0, ForReform)
	turnLegal(t, s, 0, "lv 0", "lv 1", "lv 2", "lv 3", "lv 4", "lv 5", "lv 6")
	evs := do(t, s, 0, "lv 6") // 6 ≤ 6: success
	if s.Private[3].Align != 1 || s.side(3) != book.Good {
		t.Fatalf("amazona (E/G) reformed by Good: align %d side %v", s.Private[3].Align, s.side(3))
	}
	if !slices.Contains(s.Private[3].Flags, book.Good) {
		t.Fatal("the target gained no Good flag")
	}
	for seat := range 5 {
		told := turnSays(engine.Redact(evs, seat), MsgReformedYou)
		if told != (seat == 3) {
			t.Fatalf("seat %d told of the change: %v (only the reformed should be)", seat, told)
		}
		if v := s.View(seat).(*View); seat != 3 && v.Private.Align != 0 {
			t.Fatalf("seat %d's view shows an alignment move", seat)
		}
	}
	// Once per target per turn.
	turnAsk(t, s, AskSupport, 0)
	if isLegal(s, 0, "reform 3") {
		t.Fatal("the same target may be reformed twice in one turn")
	}
}

// 4.3 改心: a flag from a side stops that side's 改心 (a success changes nothing); flags are
// per side, so a failed check still leaves the reformer's side's flag.
func TestReformFlagsArePerSide(t *testing.T) {
	s := turnTable(t, PartPlanet, []string{"raiza/raiza", "riot/riot", "nagato/nagato", "ran-e/leon", "locke1/locke"})
	b := &s.Public.Board
	b.Pos[0], b.Pos[3] = PlanetPlace(0, 1), PlanetPlace(0, 1)
	s.Private[3].Flags = []book.Side{book.Good}
	turnOf(t, s, 0, 1, 1)
	do(t, s, 0, "reform 3")
	do(t, s, 0, "lv 6") // 2 ≤ 6: a success, but the Good flag holds
	if s.Private[3].Align != 0 {
		t.Fatal("a Good flag did not stop a Good 改心")
	}
	// A failed check on a fresh target still gives the flag.
	s = turnTable(t, PartPlanet, []string{"raiza/raiza", "riot/riot", "nagato/nagato", "ran-e/leon", "locke1/locke"})
	s.Public.Board.Pos[0], s.Public.Board.Pos[3] = PlanetPlace(0, 1), PlanetPlace(0, 1)
	turnOf(t, s, 0, 6, 6)
	do(t, s, 0, "reform 3")
	do(t, s, 0, "lv 6") // 12: fails
	if s.Private[3].Align != 0 || !slices.Equal(s.Private[3].Flags, []book.Side{book.Good}) {
		t.Fatalf("after a failed 改心: align %d flags %v, want 0 and a Good flag", s.Private[3].Align, s.Private[3].Flags)
	}
}

// 4.3: a Special character cannot reform, nor declare a normal victory.
func TestSpecialNeitherReformsNorClaims(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	b := &s.Public.Board
	b.Pos[3], b.Pos[0] = PlanetPlace(0, 1), PlanetPlace(0, 1)
	turnOf(t, s, 3)
	turnAsk(t, s, AskSupport, 3)
	turnLegal(t, s, 3, "open", "end")
}

// 4.3: [支援] abilities in a normal turn, and [主要]/[先制] abilities as its main action, need a
// timing of [通常] or [全般]; no sheet or ability card has one (every such ability is a
// [戦闘] one), so none is offered on the board. This test fails the day one is added, for
// the board has no rule for it yet.
func TestNoAbilityIsUsableInANormalTurn(t *testing.T) {
	var all []book.Ability
	for _, c := range book.Characters() {
		all = append(all, c.Abilities...)
	}
	for _, c := range book.AbilityCards() {
		all = append(all, c.Ability)
	}
	for _, ab := range all {
		if (ab.Has(book.Support) || ab.Has(book.Main) || ab.Has(book.First)) && (ab.Has(book.Normal) || ab.Has(book.AnyTime)) {
			t.Errorf("%s can be used in a normal turn (%v): the board offers no such use", ab.ID, ab.Timings)
		}
	}
	// A character holding a [支援] ability (ロック3's 若返り) and an ability card is offered none.
	s := turnTable(t, PartPlanet, []string{"locke3/locke", "riot/riot", "nagato/nagato", "leon/leon", "raiza/raiza"})
	s.Public.Board.Pos[0] = PlanetPlace(0, 1)
	s.Private[0].Items = []int{0}
	s.Public.Chars[0].Items = 1
	turnOf(t, s, 0)
	turnLegal(t, s, 0, "open", "claim", "end")
	do(t, s, 0, "end")
	for _, a := range legalOf(s, 0) {
		if v := strings.Fields(a)[0]; v == "sup" || v == "weapon" || v == "proxy" {
			t.Fatalf("the main phase offers an ability: %s", a)
		}
	}
}

// 4.3, 4.5: a normal move goes to a neighbouring cell: along the planet's ring (its ends meet),
// or four ways in the base, with no wrapping at the edges (4.6).
func TestNormalMoves(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	s.Public.Board.Pos[0] = PlanetPlace(2, 0)
	turnOf(t, s, 0)
	do(t, s, 0, "end")
	if got := legalVerb(s, 0, VerbMove); !slices.Equal(got, []string{cmd("move", PlanetPlace(2, 5)), cmd("move", PlanetPlace(2, 1))}) {
		t.Fatalf("moves from the spaceport %v, want the ring's two neighbours", got)
	}
	s = turnTable(t, PartBase, turnFive)
	s.Public.Board.Pos[0] = BasePlace(0, 5)
	turnOf(t, s, 0)
	do(t, s, 0, "end")
	if got := legalVerb(s, 0, VerbMove); !slices.Equal(got, []string{cmd("move", BasePlace(0, 4)), cmd("move", BasePlace(1, 5))}) {
		t.Fatalf("moves from the base's corner %v, want two", got)
	}
	do(t, s, 0, cmd("move", BasePlace(1, 5)))
	if s.Public.Board.Pos[0] != BasePlace(1, 5) {
		t.Fatal("the piece did not move")
	}
}

// 4.3 テレポート移動: declare an ESP level, roll 1D6; at or under it the piece moves exactly that
// many cells (on a planet in one direction of the player's choice, 4.5).
func TestTeleportMovesExactlyTheRoll(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	s.Public.Board.Pos[0] = PlanetPlace(1, 1)
	turnOf(t, s, 0, 4)
	do(t, s, 0, "end")
	do(t, s, 0, "tele")
	expectDecl(t, s, 0, ForTeleport)
	do(t, s, 0, "lv 5")
	turnAsk(t, s, AskDest, 0)
	turnLegal(t, s, 0, cmd("to", PlanetPlace(1, 3)), cmd("to", PlanetPlace(1, 5)))
	do(t, s, 0, cmd("to", PlanetPlace(1, 3)))
	if s.Public.Board.Pos[0] != PlanetPlace(1, 3) || s.Public.Board.Main != MainTeleport {
		t.Fatalf("at %d after a teleport of 4 (main %v)", s.Public.Board.Pos[0], s.Public.Board.Main)
	}
	turnAsk(t, s, AskSupport, 0)
}

// 4.3: a teleport whose die is over the declared level fails: nothing moves and the main phase
// is over. Whether it may still start a combat is the failed_teleport option (AMB-07): yes by
// default, the action was a teleport move; no with failed_teleport=no.
func TestFailedTeleportEndsTheMainPhase(t *testing.T) {
	for _, opt := range []string{"failed_teleport=yes", "failed_teleport=no"} {
		s := turnTable(t, PartPlanet, turnFive, opt)
		b := &s.Public.Board
		b.Pos[0], b.Pos[3] = PlanetPlace(1, 1), PlanetPlace(1, 1)
		turnOf(t, s, 0, 6)
		do(t, s, 0, "end")
		do(t, s, 0, "tele")
		do(t, s, 0, "lv 5") // 6 > 5
		if b.Pos[0] != PlanetPlace(1, 1) {
			t.Fatalf("%s: a failed teleport moved the piece", opt)
		}
		turnAsk(t, s, AskSupport, 0)
		do(t, s, 0, "end")
		fights := s.Public.Ask.Kind == AskBattle
		if fights != (opt == "failed_teleport=yes") {
			t.Fatalf("%s: the combat-start phase asked: %v", opt, fights)
		}
	}
}

// 4.3 回復: 1 耐久力 or 1 精神力 back, offered only for a stat that is down; 治療: 1 耐久力 back to
// another character on the same cell, never 精神力.
func TestRecoverAndTreat(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	b := &s.Public.Board
	b.Pos[0], b.Pos[3], b.Pos[4] = PlanetPlace(0, 1), PlanetPlace(0, 1), PlanetPlace(0, 2)
	s.Private[0].Body, s.Public.Chars[0].Taken = 2, 2
	s.Private[3].Body, s.Public.Chars[3].Taken = 1, 1
	s.Public.Chars[3].MindLoss = 1
	turnOf(t, s, 0)
	do(t, s, 0, "end")
	if got := legalVerb(s, 0, VerbHeal); !slices.Equal(got, []string{cmd("heal", int(book.Dur))}) {
		t.Fatalf("recovery offered %v, want 耐久力 only (精神力 is full)", got)
	}
	if got := legalVerb(s, 0, VerbTreat); !slices.Equal(got, []string{"treat 3"}) {
		t.Fatalf("treatment offered %v, want the one on the cell", got)
	}
	do(t, s, 0, cmd("heal", int(book.Dur)))
	if s.Private[0].Body != 1 || s.Public.Chars[0].Taken != 1 || b.Main != MainOther {
		t.Fatalf("回復: damage %d/%d", s.Private[0].Body, s.Public.Chars[0].Taken)
	}
	turnOf(t, s, 0) // its next turn
	do(t, s, 0, "end")
	do(t, s, 0, "treat 3")
	if s.Private[3].Body != 0 || s.Public.Chars[3].Taken != 0 || s.Public.Chars[3].MindLoss != 1 {
		t.Fatalf("治療: damage %d, 精神力 lost %d, want 0 and 1", s.Private[3].Body, s.Public.Chars[3].MindLoss)
	}
}

// 4.3 戦闘発生フェイズ: only a character whose main action was a move, a teleport move or a pass
// may start a combat; the spaceport trip is a move (AMB-08 a); recovery, treatment or a party
// proposal are not.
func TestOnlyMoveTeleportOrPassStartsACombat(t *testing.T) {
	cases := []struct {
		main  string
		fight bool
	}{
		{"pass", true},
		{cmd("move", PlanetPlace(0, 1)), true},
		{cmd("port", PlanetPlace(1, 0)), true},
		{cmd("heal", int(book.Dur)), false},
		{"treat 3", false},
	}
	for _, c := range cases {
		s := turnTable(t, PartPlanet, turnFive)
		b := &s.Public.Board
		b.Pos[0], b.Pos[3] = PlanetPlace(0, 0), PlanetPlace(0, 0)
		if strings.HasPrefix(c.main, "move") {
			b.Pos[3] = PlanetPlace(0, 1)
		}
		if strings.HasPrefix(c.main, "port") {
			b.Pos[3] = PlanetPlace(1, 0)
		}
		s.Private[0].Body, s.Public.Chars[0].Taken = 1, 1
		turnOf(t, s, 0)
		do(t, s, 0, "end")
		do(t, s, 0, c.main)
		do(t, s, 0, "end")
		if got := s.Public.Ask.Kind == AskBattle; got != c.fight {
			t.Errorf("after %q the combat-start phase asks: %v, want %v", c.main, got, c.fight)
		}
	}
}

// 4.3: a combat started on the board takes in everyone on the cell (AMB-18 a); a cell holding
// only the starter's own party offers no combat (6.1: nobody there it could aim at).
func TestCombatStartNeedsSomeoneOutsideTheParty(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	b := &s.Public.Board
	b.Pos[0], b.Pos[3] = PlanetPlace(0, 1), PlanetPlace(0, 1)
	b.Leader[0], b.Leader[3] = 0, 0
	turnOf(t, s, 0)
	do(t, s, 0, "end")
	do(t, s, 0, "pass")
	do(t, s, 0, "end")
	if s.Public.Ask.Kind == AskBattle {
		t.Fatal("a combat is offered against the leader's own partner")
	}
	b.Pos[4] = PlanetPlace(0, 1)
	b.Leader[0], b.Leader[3] = 0, 0
	turnOf(t, s, 0)
	do(t, s, 0, "end")
	do(t, s, 0, "pass")
	do(t, s, 0, "end")
	turnAsk(t, s, AskBattle, 0)
	do(t, s, 0, "battle")
	for _, seat := range []int{0, 3, 4} {
		if s.Public.Chars[seat].Fighter < 0 {
			t.Fatalf("seat %d on the cell is not in the combat", seat)
		}
	}
}

// 4.6: a character at 秘密基地周辺 has the 侵入チェック (a base player: entering without one) and
// recovery as its only main actions, not even a pass; the entry is no move that could start a
// combat.
func TestOutsideTheBaseOnlyIntrusionOrRecovery(t *testing.T) {
	s := turnTable(t, PartBase, turnFive)
	b := &s.Public.Board
	b.Pos[0], b.Pos[1] = Outside, Outside
	s.Private[0].Body, s.Public.Chars[0].Taken = 1, 1
	turnOf(t, s, 0)
	do(t, s, 0, "end")
	turnLegal(t, s, 0, "intrude", cmd("heal", int(book.Dur)))
	turnOf(t, s, 1)
	do(t, s, 1, "end")
	for _, a := range legalOf(s, 1) {
		if !strings.HasPrefix(a, "enter ") {
			t.Fatalf("a base player outside may %q", a)
		}
	}
	b.Pos[3] = BasePlace(0, 0)
	do(t, s, 1, cmd("enter", BasePlace(0, 0)))
	if b.Pos[1] != BasePlace(0, 0) || b.Main != MainOther {
		t.Fatalf("the entry put the piece at %d (main %v)", b.Pos[1], b.Main)
	}
	do(t, s, 1, "end")
	if s.Public.Ask.Kind == AskBattle {
		t.Fatal("an entry may start a combat")
	}
}

// 4.4 拘束状態: every phase but the check phase is skipped, the turn the 拘束 ends included.
func TestBoundSkipsItsTurnsTheLastIncluded(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	b := &s.Public.Board
	b.Pos[0], b.Pos[3] = PlanetPlace(0, 1), PlanetPlace(0, 2)
	b.Bound[0] = 2
	turnOf(t, s, 0)
	turnAsk(t, s, AskSupport, 4) // seat 0's turn passed whole: seat 4, to its right, plays
	if b.Bound[0] != 1 {
		t.Fatalf("拘束 %d turns left, want 1", b.Bound[0])
	}
	turnOf(t, s, 0)
	turnAsk(t, s, AskSupport, 4) // the turn it ends is skipped too
	if b.Bound[0] != 0 {
		t.Fatalf("拘束 %d turns left, want 0", b.Bound[0])
	}
	turnOf(t, s, 0)
	turnAsk(t, s, AskSupport, 0)
}

// 4.4 拘束: being moved ends it, whatever moves the piece (AMB-36 a: a bound character skips
// its own moves); then no turn of its own is lost.
func TestBoundReleasedWhenMoved(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	b := &s.Public.Board
	b.Pos[0], b.Pos[3] = PlanetPlace(0, 1), PlanetPlace(0, 1)
	b.Leader[0], b.Leader[3] = 0, 0
	b.Bound[3] = 5
	turnOf(t, s, 0)
	do(t, s, 0, "end")
	do(t, s, 0, cmd("move", PlanetPlace(0, 2)))
	if b.Pos[3] != PlanetPlace(0, 2) || b.Bound[3] != 0 {
		t.Fatalf("the partner moved with its leader to %d, 拘束 %d left", b.Pos[3], b.Bound[3])
	}
}

// 4.4 拘束: a bound character that takes part in a combat is released.
func TestBoundReleasedByAFight(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	b := &s.Public.Board
	b.Pos[0], b.Pos[3] = PlanetPlace(0, 1), PlanetPlace(0, 1)
	b.Bound[3] = 5
	turnOf(t, s, 0)
	do(t, s, 0, "end")
	do(t, s, 0, "pass")
	do(t, s, 0, "end")
	do(t, s, 0, "battle")
	if s.Public.Chars[3].Fighter < 0 || b.Bound[3] != 0 {
		t.Fatalf("the bound character on the cell: fighter %d, 拘束 %d", s.Public.Chars[3].Fighter, b.Bound[3])
	}
}

// 4.4 逮捕状態: support phases, the cell phase and the combat-start phase are skipped; the main
// action is the 脱出チェック, on its own: 2–5 always escapes, whatever the failures added.
func TestArrestedMustTryToEscape(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	b := &s.Public.Board
	b.Pos[0], b.Pos[3] = PlanetPlace(0, 1), PlanetPlace(0, 1)
	b.Arrest[0] = 5 // four earlier failures: +4
	evs := s.clonedTurn(t, 0, 2, 3)
	if b.Arrest[0] != 0 || !turnSays(evs, MsgFreed) {
		t.Fatalf("a roll of 5 (+4) did not free: 逮捕 %d", b.Arrest[0])
	}
	turnAsk(t, s, AskSupport, 4) // no support phase 2, no combat start for seat 0
}

// clonedTurn runs seat's turn from its start with the dice given and returns its events.
func (s *State) clonedTurn(t testing.TB, seat int, dice ...int) []engine.Event {
	t.Helper()
	s.TakeEvents()
	turnOf(t, s, seat, dice...)
	return s.TakeEvents()
}

// 4.4 逮捕: each failure adds one to the next 脱出チェック; a 刑務所 row that asks for an ESP level
// asks the prisoner to declare it (the table learns the declaration, not the sheet).
func TestArrestFailuresAddToTheRoll(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	b := &s.Public.Board
	b.Pos[0], b.Pos[3] = PlanetPlace(0, 1), PlanetPlace(0, 2)
	b.Arrest[0] = 1
	turnOf(t, s, 0, 3, 3) // 6: escapes with an ESP level of 4 or more
	expectDecl(t, s, 0, ForJail)
	do(t, s, 0, "lv 3") // declared lower: stays
	if b.Arrest[0] != 2 {
		t.Fatalf("逮捕 %d after a failure, want 2", b.Arrest[0])
	}
	turnAsk(t, s, AskSupport, 4)
	turnOf(t, s, 0, 3, 3) // 6 + 1 = 7: escapes with 5 or more
	expectDecl(t, s, 0, ForJail)
	if s.Public.Ask.Lv != 5 {
		t.Fatalf("the chart asks for level %d, want 5 (6 +1)", s.Public.Ask.Lv)
	}
	do(t, s, 0, "lv 6")
	if b.Arrest[0] != 0 {
		t.Fatal("a declared 6 against 7 (level 5+) did not free")
	}
}

// 4.4 逮捕: the トラップ result counts as an escape; a random battle is a failure and the prisoner
// stays (AMB-23 a), fought in prison with nobody else.
func TestArrestTrapFreesBattleDoesNot(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	b := &s.Public.Board
	b.Pos[0], b.Pos[3] = PlanetPlace(0, 1), PlanetPlace(0, 1)
	b.Arrest[0] = 1
	turnOf(t, s, 0, 5, 6, 3, 4) // 11: a trap (then the trap chart rolls 7: rest)
	if b.Arrest[0] != 0 {
		t.Fatalf("the trap result did not free: 逮捕 %d", b.Arrest[0])
	}
	s = turnTable(t, PartPlanet, turnFive)
	b = &s.Public.Board
	b.Pos[0], b.Pos[3] = PlanetPlace(0, 1), PlanetPlace(0, 1)
	b.Arrest[0] = 1
	turnOf(t, s, 0, 4, 5, 3, 3) // 9: a random battle (the chart rolls 6: police)
	if !s.Public.Fight.On || !s.Public.Fight.Prison {
		t.Fatal("no prison fight")
	}
	if b.Arrest[0] != 2 {
		t.Fatalf("逮捕 %d after a random battle, want 2 (a failure)", b.Arrest[0])
	}
	if s.Public.Chars[3].Fighter >= 0 {
		t.Fatal("a character on the prisoner's cell joined the prison fight")
	}
}

// 4.4 逮捕: 12 or more leaves the prisoner probed: its ESP level becomes 0 (then 1 while it has
// ESPパワー, 3.1), by a public modifier that does not depend on the sheet.
func TestProbedLosesItsLevel(t *testing.T) {
	var mods []int
	for _, sheet := range []string{"raiza/raiza", "nia/nia"} {
		s := turnTable(t, PartPlanet, []string{sheet, "riot/riot", "nagato/nagato", "leon/leon", "locke1/locke"})
		b := &s.Public.Board
		b.Pos[0], b.Pos[3] = PlanetPlace(0, 1), PlanetPlace(0, 2)
		b.Arrest[0] = 3 // +2
		s.Public.Chars[0].Claims = []Claim{{Stat: book.Lv, Value: 5}}
		turnOf(t, s, 0, 6, 4) // 10 + 2 = 12
		if lv := s.bodyOf(0).Lv; lv != 1 {
			t.Fatalf("%s probed: ESP level %d, want 1 (0, raised by the power it has)", sheet, lv)
		}
		if b.Arrest[0] != 4 || len(s.Public.Chars[0].Claims) != 0 {
			t.Fatalf("probed: 逮捕 %d, level claims %v", b.Arrest[0], s.Public.Chars[0].Claims)
		}
		mods = append(mods, s.Public.Chars[0].Mods.Lv)
	}
	if mods[0] != mods[1] {
		t.Fatalf("the public modifier tells the sheets apart: %v", mods)
	}
}

// 4.4 逮捕: a 武器チェック that turns into a trap in the prison fight counts as an escape.
func TestWeaponTrapInPrisonFrees(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	b := &s.Public.Board
	b.Pos[0] = PlanetPlace(0, 1)
	b.Arrest[0] = 1
	// 9: random battle; the chart's 9: police with weapons checked; the first member's 3: trap.
	turnOf(t, s, 0, 4, 5, 4, 5, 1, 2, 3, 3, 3, 3)
	if !s.Public.Fight.Prison {
		t.Fatal("no prison fight")
	}
	if b.Arrest[0] != 0 {
		t.Fatalf("the weapon-check trap did not free the prisoner: 逮捕 %d", b.Arrest[0])
	}
}

// 4.4 パートナー状態: every phase but the check phase is skipped.
func TestPartnerSkipsItsTurn(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	b := &s.Public.Board
	b.Pos[0], b.Pos[3], b.Pos[4] = PlanetPlace(0, 1), PlanetPlace(0, 1), PlanetPlace(1, 1)
	b.Leader[0], b.Leader[3] = 0, 0
	turnOf(t, s, 3)
	turnAsk(t, s, AskSupport, 0) // to the right of seat 3: the base players 2 and 1 have no planet turns
}

// 4.4 死亡状態: a dead character's piece leaves the board at once, and its turns are skipped.
func TestDeadSkipAndLeaveTheBoard(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	b := &s.Public.Board
	b.Pos[0], b.Pos[3], b.Pos[4] = PlanetPlace(0, 1), PlanetPlace(0, 1), PlanetPlace(1, 1)
	s.die(3)
	if b.Pos[3] != OffBoard {
		t.Fatalf("the dead character's piece stays at %d", b.Pos[3])
	}
	turnOf(t, s, 3)
	turnAsk(t, s, AskSupport, 0) // to the right of seat 3: the base players 2 and 1 have no planet turns
}

// 3.2: two characters wearing the same silhouette on one cell when a turn begins: the turn
// player's main action is a pass, and it must start the combat.
func TestTwinsPassThenFight(t *testing.T) {
	s := turnTable(t, PartPlanet, []string{"raiza/lag", "riot/riot", "nagato/nagato", "lag/lag", "locke1/locke"})
	b := &s.Public.Board
	b.Pos[0], b.Pos[3] = PlanetPlace(0, 1), PlanetPlace(0, 1)
	s.Private[0].Body, s.Public.Chars[0].Taken = 1, 1
	turnOf(t, s, 0)
	do(t, s, 0, "end")
	turnLegal(t, s, 0, "pass")
	do(t, s, 0, "pass")
	do(t, s, 0, "end")
	turnAsk(t, s, AskBattle, 0)
	turnLegal(t, s, 0, "battle")
	// In the combat each must aim its attacks at the other (the combat's rule, legal.go).
	do(t, s, 0, "battle")
	f0 := fighterOf(t, s, 0)
	if got := s.targets(f0, true); len(got) != 1 || s.Public.Fight.Fighters[got[0]].Seat != 3 {
		t.Fatalf("seat 0 may aim at fighters %v, want its twin only", got)
	}
}

// 3.2: the twin rule is judged when the turn begins: a twin arriving later (here, the turn
// player moving onto its twin's cell) leaves the main action free, and the combat is a must.
func TestTwinJoinedLaterMustFight(t *testing.T) {
	s := turnTable(t, PartPlanet, []string{"raiza/lag", "riot/riot", "nagato/nagato", "lag/lag", "locke1/locke"})
	b := &s.Public.Board
	b.Pos[0], b.Pos[3] = PlanetPlace(0, 1), PlanetPlace(0, 2)
	turnOf(t, s, 0)
	do(t, s, 0, "end")
	do(t, s, 0, cmd("move", PlanetPlace(0, 2)))
	do(t, s, 0, "end")
	turnLegal(t, s, 0, "battle")
}

// 4.5: with only base players alive in the planet phase nobody has a turn; the planet phase
// ends (as when every searcher is dead) instead of the game.
func TestNoTurnLeftEndsThePlanetPhase(t *testing.T) {
	s := turnTable(t, PartPlanet, turnFive)
	for _, seat := range []int{0, 3, 4} {
		s.Public.Chars[seat].Alive = false
	}
	s.Public.Board.Turn = 0
	s.nextTurn()
	if s.Result != nil {
		t.Fatalf("the game ended (%s) with base players alive", s.Public.Board.EndReason)
	}
	if st, ok := s.Public.Board.Steps.Peek(); !ok || st.Kind != sPlanetEnd {
		t.Fatalf("next step %+v, want the planet phase's end", st)
	}
}
