package locke

import (
	"reflect"
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// Tests of the secret base (4.6): its set-up, its moves and teleports, the base cards (the
// cell phase in the base) and the 重要拠点.

// boardsToBase ends the planet phase of a table of n (the 待ち伏せ out of the way) after seat
// last's turn, with the 情報入手 given per seat: the base is laid and the first 重要拠点 asked.
func boardsToBase(t testing.TB, n int, seed uint64, last int, info ...int) *State {
	t.Helper()
	s := boardsPlanets(t, n, seed, []int{14, 15, 16, 17}[:ambushes(n)])
	copy(s.Public.Board.Info, info)
	// No reward to look at sheets: the tests of the set-up give at most two 情報入手.
	boardsEnded(s, last)
	expectAsk(t, s, AskPlace, boardsBases(s)[0])
	return s
}

// boardsKeys places the four 重要拠点 on base cells i (places basePlace+i), as asked.
func boardsKeys(t testing.TB, s *State, cells ...int) {
	t.Helper()
	for _, i := range cells {
		boardsAnswer(t, s, AskPlace, cmd("place", basePlace+i))
	}
}

// boardsInBase is a table of n in the base phase: the 重要拠点 on base cells 0, 1, 2 and 3
// (the top row's left), every searcher entered (all tied at no 情報入手) on the bottom-left
// corner, a 通路, the base players on (2, 2); at the first turn, seat 1's, which turned the
// corner's card over.
func boardsInBase(t testing.TB, n int, seed uint64) *State {
	t.Helper()
	s := boardsToBase(t, n, seed, 2) // seat 2 ended the planets: seat 1, to its right, begins
	boardsKeys(t, s, 0, 1, 2, 3)
	boardsRoom(t, s, BasePlace(5, 0), "corridor")
	s.Hidden.Rigged = slices.Repeat([]int{3}, 2*len(boardsBases(s)))
	for s.Public.Ask.Kind == AskDest {
		boardsAnswer(t, s, AskDest, cmd("to", BasePlace(5, 0)))
	}
	expectAsk(t, s, AskSupport, 1)
	if len(s.Hidden.Rigged) != 0 || s.Public.Board.Grid[30].Down {
		t.Fatalf("the base set-up left dice %v, the corner %+v", s.Hidden.Rigged, s.Public.Board.Grid[30])
	}
	return s
}

// boardsCorridor makes place a face-up 通路, where nothing happens.
func boardsCorridor(t testing.TB, s *State, place int) {
	t.Helper()
	s.Public.Board.Grid[place-basePlace] = Cell{Card: boardsRoom(t, s, place, "corridor")}
}

// boardsRoom puts a base card of this kind at place, from the deck or another face-down cell
// (the card at place goes where it came from), and gives its index.
func boardsRoom(t testing.TB, s *State, place int, id string) int {
	t.Helper()
	if s.Hidden.GridAt[place-basePlace] >= keyCard {
		t.Fatalf("base cell %d holds a 重要拠点", place)
	}
	is := func(c int) bool { return c >= 0 && c < keyCard && book.BaseCards()[c].ID == id }
	return boardsSwapIn(t, s.Hidden.GridAt, s.Hidden.BaseDeck, s.Public.Board.Grid, place-basePlace, is, id)
}

// boardsSwapIn brings a card that is to cell i of a board (at, its face-down cells, its deck)
// from the deck or another face-down cell, the card there going where it came from.
func boardsSwapIn(t testing.TB, at, deck []int, cells []Cell, i int, is func(int) bool, id string) int {
	t.Helper()
	if is(at[i]) {
		return at[i]
	}
	for k, c := range deck {
		if is(c) {
			deck[k], at[i] = at[i], c
			return c
		}
	}
	for k, c := range at {
		if is(c) && cells[k].Down {
			at[k], at[i] = at[i], c
			return c
		}
	}
	t.Fatalf("no %s card left to put on cell %d", id, i)
	return -1
}

// boardsStand puts seat's piece on place.
func boardsStand(s *State, seat, place int) { s.Public.Board.Pos[seat] = place }

// 4.6: the base is 36 face-down cards; the base players place the four 重要拠点 in turn, each
// in exchange for the card there, which goes back into the deck; every base player knows
// where they are.
func TestBaseIsLaidWithFourKeys(t *testing.T) {
	s := boardsToBase(t, 7, 40, 0)
	b := &s.Public.Board
	if len(b.Grid) != 36 || len(s.Hidden.GridAt) != 36 {
		t.Fatalf("a base of %d cells", len(b.Grid))
	}
	for i, c := range b.Grid {
		if !c.Down || s.Hidden.GridAt[i] < 0 || s.Hidden.GridAt[i] >= keyCard {
			t.Fatalf("base cell %d: %+v holding %d", i, c, s.Hidden.GridAt[i])
		}
	}
	if b.Keys != 0 || len(s.Hidden.BaseDeck) != len(book.BaseCards())-36 {
		t.Fatalf("keys %d, deck %d", b.Keys, len(s.Hidden.BaseDeck))
	}
	bases := boardsBases(s)
	cells := []int{7, 35, 0, 21}
	for k, i := range cells {
		expectAsk(t, s, AskPlace, bases[k%3])
		if got := len(legalVerb(s, bases[k%3], VerbPlace)); got != 36-k {
			t.Fatalf("placement %d offers %d cells, want %d", k, got, 36-k)
		}
		act(t, s, cmd("place", basePlace+i))
		if b.Keys != k+1 {
			t.Fatalf("%d 重要拠点 standing after %d placed", b.Keys, k+1)
		}
	}
	for k, i := range cells {
		if s.Hidden.GridAt[i] != keyCard+k || !b.Grid[i].Down {
			t.Errorf("base cell %d holds %d (down %v), want 重要拠点 %d face down", i, s.Hidden.GridAt[i], b.Grid[i].Down, k)
		}
	}
	// Every base card is in one place: the grid or the deck, now 19.
	all := slices.Clone(s.Hidden.BaseDeck)
	for _, c := range s.Hidden.GridAt {
		if c < keyCard {
			all = append(all, c)
		}
	}
	slices.Sort(all)
	for i, c := range all {
		if c != i {
			t.Fatalf("base cards out of place: %v", all)
		}
	}
	if b.BaseDeck != len(book.BaseCards())-32 || len(s.Hidden.BaseDeck) != b.BaseDeck {
		t.Fatalf("the deck holds %d (%d shown), want %d", len(s.Hidden.BaseDeck), b.BaseDeck, len(book.BaseCards())-32)
	}
	for _, bp := range bases {
		var keys []Plan
		for _, pl := range s.Private[bp].Plans {
			if pl.Card >= keyCard {
				keys = append(keys, pl)
			}
		}
		if len(keys) != 4 {
			t.Errorf("base player %d knows %d 重要拠点", bp, len(keys))
		}
	}
}

// 4.6: 『探索プレイヤーは配置場所を見てはいけません』.
func TestKeyPlacementIsSecretFromSearchers(t *testing.T) {
	a := boardsToBase(t, 5, 41, 0)
	b := a.Clone().(*State)
	var evA, evB []engine.Event
	for k := range 4 {
		evA = append(evA, act(t, a, cmd("place", basePlace+k))...)
		evB = append(evB, act(t, b, cmd("place", basePlace+35-k))...)
	}
	for seat := range 5 {
		same := reflect.DeepEqual(a.View(seat), b.View(seat)) && reflect.DeepEqual(engine.Redact(evA, seat), engine.Redact(evB, seat))
		if base := a.Public.Board.Role[seat] == BasePlayer; same == base {
			t.Errorf("seat %d (base player %v): views and events alike %v", seat, base, same)
		}
	}
}

// 4.6: the searchers holding the most 情報入手 (their own, AMB-20 a) enter on an outer cell of
// their choice, in turn order from the player after the planet phase's last; the rest wait
// outside (秘密基地周辺); the base players stand on random cells; the player right of the
// planet phase's last begins.
func TestMostInformationEntersInTurnOrder(t *testing.T) {
	s := boardsToBase(t, 7, 42, 2, 1, 2, 0, 2) // searchers 0–3; seats 1 and 3 hold the most
	boardsKeys(t, s, 20, 21, 22, 23)
	outer := outerCells()
	if len(outer) != 20 {
		t.Fatalf("%d outer cells", len(outer))
	}
	var want []string
	for _, o := range outer {
		want = append(want, cmd("to", o))
	}
	expectAsk(t, s, AskDest, 1) // the first to the right of seat 2
	if got := legalOf(s, 1); !reflect.DeepEqual(got, want) {
		t.Fatalf("seat 1 may enter on %v, want the outer cells %v", got, want)
	}
	if !slices.Contains(outer, BasePlace(0, 3)) || slices.Contains(outer, BasePlace(1, 1)) {
		t.Fatal("outer cells wrong")
	}
	boardsRoom(t, s, BasePlace(0, 5), "corridor")
	act(t, s, cmd("to", BasePlace(0, 5)))
	expectAsk(t, s, AskDest, 3)
	s.Hidden.Rigged = []int{1, 1, 3, 4, 6, 6} // the base players' cells
	act(t, s, cmd("to", BasePlace(5, 0)))
	b := &s.Public.Board
	want2 := []int{Outside, BasePlace(0, 5), Outside, BasePlace(5, 0), BasePlace(0, 0), BasePlace(2, 3), BasePlace(5, 5)}
	if !reflect.DeepEqual(b.Pos, want2) {
		t.Fatalf("pieces %v, want %v", b.Pos, want2)
	}
	if b.Part != PartBase || b.Turn != 1 {
		t.Fatalf("part %d, turn %d: want the base phase, seat 1 (right of seat 2) first", b.Part, b.Turn)
	}
}

// AMB-20 a: with no 情報入手 anywhere, every searcher is tied for the most and enters.
func TestTiesAtZeroAllEnter(t *testing.T) {
	s := boardsToBase(t, 5, 43, 1)
	boardsKeys(t, s, 20, 21, 22, 23)
	for _, seat := range []int{0, 2, 1} { // to the right of seat 1, base players passed over
		expectAsk(t, s, AskDest, seat)
		act(t, s, cmd("to", BasePlace(5, 5)))
	}
	for _, seat := range boardsSearchers(s) {
		if s.Public.Board.Pos[seat] != BasePlace(5, 5) {
			t.Fatalf("seat %d on %d", seat, s.Public.Board.Pos[seat])
		}
	}
}

// 4.6: one holding the most while bound or arrested stays outside, and nobody enters in its
// stead.
func TestBoundOrArrestedStaysOutside(t *testing.T) {
	s := boardsPlanets(t, 7, 44, []int{14, 15, 16, 17})
	copy(s.Public.Board.Info, []int{2, 2, 1, 2})
	s.Public.Board.Bound[0] = 2
	s.Public.Board.Arrest[3] = 1
	boardsEnded(s, 3)
	boardsKeys(t, s, 20, 21, 22, 23)
	expectAsk(t, s, AskDest, 1)
	act(t, s, cmd("to", BasePlace(5, 5)))
	b := &s.Public.Board
	if b.Pos[0] != Outside || b.Pos[2] != Outside || b.Pos[3] != Outside || b.Pos[1] != BasePlace(5, 5) {
		t.Fatalf("pieces %v", b.Pos)
	}
}

// 4.6, 6.1: a party moves as one: it enters when a member holds the most (its own cards),
// its leader choosing the cell.
func TestPartyEntersWithItsMember(t *testing.T) {
	s := boardsPlanets(t, 7, 45, []int{14, 15, 16, 17})
	b := &s.Public.Board
	b.Leader[2], b.Leader[0] = 2, 2
	copy(b.Info, []int{2, 1, 0, 1})
	boardsEnded(s, 3)
	boardsKeys(t, s, 20, 21, 22, 23)
	expectAsk(t, s, AskDest, 2)
	act(t, s, cmd("to", BasePlace(3, 0)))
	if b.Pos[0] != BasePlace(3, 0) || b.Pos[2] != BasePlace(3, 0) || b.Pos[1] != Outside || b.Pos[3] != Outside {
		t.Fatalf("pieces %v", b.Pos)
	}
}

// 4.6: outside (秘密基地周辺) a searcher's main action is the 侵入チェック or recovery, and nothing
// else; characters outside do not share a cell.
func TestOutsideOnlyIntrusionOrRecovery(t *testing.T) {
	s := boardsInBase(t, 5, 46)
	boardsStand(s, 0, Outside)
	boardsStand(s, 1, Outside)
	boardsTurn(t, s, 0)
	do(t, s, 0, "end")
	expectAsk(t, s, AskMain, 0)
	if got := legalOf(s, 0); !reflect.DeepEqual(got, []string{"intrude"}) {
		t.Fatalf("outside, unhurt: %v", got)
	}
	s.Private[0].Body, s.Public.Chars[0].Taken = 1, 1
	if got := legalOf(s, 0); !reflect.DeepEqual(got, []string{"intrude", cmd("heal", int(book.Dur))}) {
		t.Fatalf("outside, hurt: %v", got)
	}
	if len(s.together(Outside)) != 0 || len(s.opponents(0)) != 0 {
		t.Fatal("characters outside share a cell")
	}
}

// 4.6: the 侵入チェック is an ESP level check whose roll is one lower for every failure before
// it, cumulatively; a success enters on an outer cell of the character's choice.
func TestIntrusionCheckEasesWithEachFailure(t *testing.T) {
	s := boardsInBase(t, 5, 47)
	boardsStand(s, 0, Outside)
	b := &s.Public.Board
	for i, dice := range [][]int{{6, 6}, {6, 5}} {
		s.Hidden.Rigged = dice
		boardsMain(t, s, 0, "intrude")
		do(t, s, 0, "lv 3")
		if b.Intrude[0] != i+1 || b.Pos[0] != Outside {
			t.Fatalf("failure %d: modifier %d, piece %d", i+1, b.Intrude[0], b.Pos[0])
		}
	}
	s.Hidden.Rigged = []int{3, 2} // 5 − 2 = 3 ≤ 3
	boardsMain(t, s, 0, "intrude")
	do(t, s, 0, "lv 3")
	expectAsk(t, s, AskDest, 0)
	if got := len(legalOf(s, 0)); got != 20 {
		t.Fatalf("%d cells to enter on", got)
	}
	do(t, s, 0, cmd("to", BasePlace(2, 5)))
	if b.Pos[0] != BasePlace(2, 5) || b.Intrude[0] != 0 {
		t.Fatalf("after the success: piece %d, modifier %d", b.Pos[0], b.Intrude[0])
	}
}

// 4.6, AMB-35 a: a base player outside enters without a check, on any outer cell.
func TestBasePlayerOutsideEntersAnyOuterCell(t *testing.T) {
	s := boardsInBase(t, 5, 48)
	boardsStand(s, 3, Outside)
	boardsRoom(t, s, BasePlace(4, 0), "corridor")
	boardsTurn(t, s, 3)
	do(t, s, 3, "end")
	expectAsk(t, s, AskMain, 3)
	var want []string
	for _, o := range outerCells() {
		want = append(want, cmd("enter", o))
	}
	if got := legalVerb(s, 3, VerbEnter); !reflect.DeepEqual(got, want) {
		t.Fatalf("enter %v, want %v", got, want)
	}
	if isLegal(s, 3, "intrude") {
		t.Fatal("a base player makes the 侵入チェック")
	}
	do(t, s, 3, cmd("enter", BasePlace(4, 0)))
	if s.Public.Board.Pos[3] != BasePlace(4, 0) {
		t.Fatalf("piece %d", s.Public.Board.Pos[3])
	}
}

// 4.6: inside the base a move goes to the four orthogonal neighbours, and the edges do not wrap.
func TestBaseMovesFourWaysWithoutWrap(t *testing.T) {
	for r := range BaseSide {
		for c := range BaseSide {
			var want []int
			for _, d := range [][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}} {
				if nr, nc := r+d[0], c+d[1]; nr >= 0 && nr < 6 && nc >= 0 && nc < 6 {
					want = append(want, BasePlace(nr, nc))
				}
			}
			if got := neighbours(BasePlace(r, c)); !reflect.DeepEqual(got, want) {
				t.Errorf("(%d, %d): %v, want %v", r, c, got, want)
			}
		}
	}
	if got := neighbours(BasePlace(0, 0)); !reflect.DeepEqual(got, []int{BasePlace(0, 1), BasePlace(1, 0)}) {
		t.Errorf("the corner's neighbours %v", got)
	}
	if got := neighbours(BasePlace(2, 5)); len(got) != 3 || slices.Contains(got, BasePlace(2, 0)) {
		t.Errorf("the right edge's neighbours %v", got)
	}
}

// boardsWalkEnds are the cells a walk of n orthogonal steps from start can end on, for the
// walks keep accepts (the path including start).
func boardsWalkEnds(start, n int, keep func(path []int) bool) []int {
	ends := map[int]bool{}
	var walk func(path []int)
	walk = func(path []int) {
		if len(path) == n+1 {
			if keep(path) {
				ends[path[n]] = true
			}
			return
		}
		for _, next := range neighbours(path[len(path)-1]) {
			walk(append(path, next))
		}
	}
	walk([]int{start})
	var out []int
	for c := range ends {
		out = append(out, c)
	}
	slices.Sort(out)
	return out
}

// 4.6, AMB-09: a base teleport of n lands where a walk of n steps could end, never its start.
// Every reading gives the same cells, the rule's: at a distance of at most n, with n's parity.
func TestBaseTeleportMatchesEveryReading(t *testing.T) {
	readings := map[string]func(path []int) bool{
		"a: the destination is not the start": func(path []int) bool { return path[len(path)-1] != path[0] },
		"b: the walk never comes back to the start": func(path []int) bool {
			return !slices.Contains(path[1:], path[0])
		},
		"c: a simple path": func(path []int) bool {
			seen := map[int]bool{}
			for _, c := range path {
				if seen[c] {
					return false
				}
				seen[c] = true
			}
			return true
		},
	}
	for i := range BaseSide * BaseSide {
		start := basePlace + i
		for n := 1; n <= 6; n++ {
			got := teleportDestinations(start, n)
			for name, keep := range readings {
				if want := boardsWalkEnds(start, n, keep); !reflect.DeepEqual(got, want) {
					t.Fatalf("from %d, %d steps: %v; reading %s gives %v", start, n, got, name, want)
				}
			}
			if slices.Contains(got, start) {
				t.Fatalf("from %d, %d steps: the start is a destination", start, n)
			}
		}
	}
}

// 4.6, driven: a teleport in the base offers every destination of its roll.
func TestBaseTeleportMove(t *testing.T) {
	s := boardsInBase(t, 5, 49)
	s.Hidden.Rigged = []int{2}
	boardsMain(t, s, 0, "tele") // from the bottom-left corner
	do(t, s, 0, "lv 6")
	expectAsk(t, s, AskDest, 0)
	want := []string{cmd("to", BasePlace(3, 0)), cmd("to", BasePlace(4, 1)), cmd("to", BasePlace(5, 2))}
	if got := legalOf(s, 0); !reflect.DeepEqual(got, want) {
		t.Fatalf("a teleport of 2 from the corner offers %v, want %v", got, want)
	}
}

// 4.6, AMB-19 a: a searcher whose check phase finds it on a face-down base card skips support
// phase 1 and its main action; the cell phase turns the card; with no main action it starts
// no combat.
func TestSearcherOnFaceDownCardSkipsSupportAndMain(t *testing.T) {
	s := boardsInBase(t, 5, 50)
	at := BasePlace(5, 5)
	boardsRoom(t, s, at, "corridor")
	boardsStand(s, 0, at)
	boardsStand(s, 3, at) // a base player stands there too
	boardsTurn(t, s, 0)
	b := &s.Public.Board
	if s.Public.Ask.Kind != AskSupport || s.Public.Ask.Count != 2 || b.Grid[35].Down {
		t.Fatalf("the turn on a face-down card opens with %+v (the card down %v), want support phase 2 after the cell", s.Public.Ask, b.Grid[35].Down)
	}
	do(t, s, 0, "end")
	if s.Public.Ask.Kind == AskBattle {
		t.Fatal("a searcher that had no main action may start a combat")
	}
	// On a face-up card the turn is whole.
	boardsTurn(t, s, 0)
	if s.Public.Ask.Kind != AskSupport || s.Public.Ask.Count != 1 {
		t.Fatalf("on a face-up card: %+v", s.Public.Ask)
	}
}

// boardsBaseVisit makes seat step from (4, 5) onto (5, 5), where a base card of this kind
// lies face down, and gives the events up to what the cell phase asks.
func boardsBaseVisit(t testing.TB, s *State, seat int, id string, dice ...int) []engine.Event {
	t.Helper()
	from, to := BasePlace(4, 5), BasePlace(5, 5)
	boardsCorridor(t, s, from)
	boardsStand(s, seat, from)
	boardsRoom(t, s, to, id)
	s.Hidden.Rigged = dice
	return boardsMain(t, s, seat, cmd("move", to))
}

// 4.6: base players feel only the cards printed 対象:全てのキャラクター and never turn a card
// over.
func TestBasePlayersFeelOnlyAllCards(t *testing.T) {
	for _, id := range []string{"corridor", "trap", "barracks", "illusion4", "alarm-1-1", "controller", "audio", "powder"} {
		s := boardsInBase(t, 5, 51)
		s.Private[3].Body, s.Public.Chars[3].Taken, s.Public.Chars[3].MindLoss = 1, 1, 1
		items := len(s.Private[3].Items) // from the 白紙 at the planets' end
		boardsBaseVisit(t, s, 3, id, 6, 6, 6)
		b := &s.Public.Board
		if !b.Grid[35].Down || s.Public.Fight.On || b.Bound[3] != 0 || len(s.Private[3].Items) != items ||
			s.Public.Chars[3].Taken != 1 || s.Public.Chars[3].MindLoss != 1 || s.Public.Ask.Kind != AskSupport {
			t.Fatalf("%s: a base player felt it: down %v fight %v bound %d items %d %+v ask %+v", id, b.Grid[35].Down,
				s.Public.Fight.On, b.Bound[3], len(s.Private[3].Items), s.Public.Chars[3], s.Public.Ask)
		}
	}
	s := boardsInBase(t, 5, 52)
	boardsBaseVisit(t, s, 3, "absorber")
	if !s.Public.Board.Grid[35].Down || s.Public.Chars[3].MindLoss != 1 {
		t.Fatalf("the エネルギー吸収体 on a base player: down %v, mind loss %d", s.Public.Board.Grid[35].Down, s.Public.Chars[3].MindLoss)
	}
	// Face up, a searcher's card still spares the base player.
	s = boardsInBase(t, 5, 53)
	code := boardsRoom(t, s, BasePlace(5, 5), "barracks")
	s.Public.Board.Grid[35] = Cell{Card: code}
	boardsStand(s, 3, BasePlace(5, 5))
	boardsMain(t, s, 3, "pass")
	if s.Public.Fight.On {
		t.Fatal("a face-up 兵員室 fought a base player")
	}
}

// The base cards on a searcher (bases.json): each verb.
func TestBaseCardsOnASearcher(t *testing.T) {
	visit := func(id string, prep func(s *State), dice ...int) *State {
		t.Helper()
		s := boardsInBase(t, 5, 54)
		if prep != nil {
			prep(s)
		}
		boardsBaseVisit(t, s, 0, id, dice...)
		if c := s.Public.Board.Grid[35]; c.Down {
			t.Fatalf("%s: not turned over", id)
		}
		return s
	}
	hurt := func(s *State) {
		s.Private[0].Body, s.Public.Chars[0].Taken, s.Public.Chars[0].MindLoss = 3, 3, 4
	}
	b := func(s *State) *Board { return &s.Public.Board }

	s := visit("corridor", nil)
	boardsCalm(t, s, 0)

	s = visit("teleport", nil, 2, 3)
	if b(s).Pos[0] != BasePlace(1, 2) {
		t.Errorf("ランダムテレポート: on %d, want %d", b(s).Pos[0], BasePlace(1, 2))
	}

	s = visit("trap", nil, 4, 5, 2) // 9: rest 1D6
	if b(s).Bound[0] != 2 {
		t.Errorf("トラップ: bound %d", b(s).Bound[0])
	}

	for id, npc := range map[string]string{"barracks": "police", "alarm-3-4": "alarm-3-4"} {
		s = visit(id, nil)
		f := &s.Public.Fight
		if !f.On || !f.Base || f.Place != BasePlace(5, 5) || f.Fighters[len(f.Fighters)-1].NPC != npc {
			t.Errorf("%s: fight %+v", id, *f)
		}
	}

	s = visit("absorber", nil)
	if s.Public.Chars[0].MindLoss != 1 {
		t.Errorf("エネルギー吸収体: mind loss %d", s.Public.Chars[0].MindLoss)
	}
	s = visit("absorber", func(s *State) { s.Public.Chars[0].MindLoss = 7 }) // locke1's 精神力 is 8
	if s.Public.Chars[0].Alive || b(s).Pos[0] != OffBoard {
		t.Errorf("エネルギー吸収体 on the last 精神力: alive %v on %d", s.Public.Chars[0].Alive, b(s).Pos[0])
	}

	s = visit("madonna", hurt)
	if c := s.Public.Chars[0]; c.Taken != 0 || c.MindLoss != 0 || s.Private[0].Body != 0 {
		t.Errorf("カーンの聖母: %+v", c)
	}
	s = visit("audio", hurt)
	if c := s.Public.Chars[0]; c.Taken != 3 || c.MindLoss != 0 {
		t.Errorf("オーディオルーム: %+v", c)
	}
	s = visit("powder", hurt)
	if c := s.Public.Chars[0]; c.Taken != 2 || c.MindLoss != 4 || s.Private[0].Body != 2 {
		t.Errorf("化粧室: %+v", c)
	}

	s = visit("controller", nil)
	if len(s.Private[0].Items) != 1 || b(s).Grid[35].Card != -1 || s.Hidden.GridAt[35] != -1 {
		t.Errorf("ESPコントローラーシステム: items %d, cell %+v", len(s.Private[0].Items), b(s).Grid[35])
	}
	boardsMain(t, s, 0, "pass") // the room is empty now: its ability card is had once
	if len(s.Private[0].Items) != 1 {
		t.Errorf("ESPコントローラーシステム gave %d ability cards", len(s.Private[0].Items))
	}

	s = visit("blackhole", nil)
	if s.Public.Chars[0].Alive || b(s).Pos[0] != OffBoard {
		t.Errorf("ブラックホール: alive %v on %d", s.Public.Chars[0].Alive, b(s).Pos[0])
	}

	s = visit("whitehole", nil)
	if !Outer(b(s).Pos[0]) {
		t.Errorf("ホワイトホール: on %d, not an outer cell", b(s).Pos[0])
	}
}

// A 幻覚 room (and the トラップ chart's 幻覚): the searcher declares its ESP level and 精神力
// (lower if it likes: 3.1) and resists when LV + 2D6 ≤ the two; else it is bound two turns.
func TestIllusionRoomAsksForDeclarations(t *testing.T) {
	s := boardsInBase(t, 5, 55)
	boardsBaseVisit(t, s, 0, "illusion5")
	expectDecl(t, s, 0, ForRoom)
	if got := len(legalOf(s, 0)); got != 7 {
		t.Fatalf("%d levels offered, want 0–6", got)
	}
	do(t, s, 0, "lv 4")
	expectDecl(t, s, 0, ForRoomMind)
	if got := len(legalOf(s, 0)); got != 8 {
		t.Fatalf("%d 精神力 offered, want 1–8", got)
	}
	s.Hidden.Rigged = []int{2, 2} // 5 + 4 = 9 ≤ 4 + 5
	do(t, s, 0, "mind 5")
	if s.Public.Board.Bound[0] != 0 {
		t.Fatal("bound after resisting")
	}
	if c := s.Public.Chars[0].Claims; len(c) != 2 || c[0].Value != 4 || c[1].Value != 5 {
		t.Fatalf("claims %+v", c)
	}
	expectAsk(t, s, AskSupport, 0)

	s = boardsInBase(t, 5, 56)
	boardsBaseVisit(t, s, 0, "illusion5")
	do(t, s, 0, "lv 6")
	s.Hidden.Rigged = []int{5, 5} // 5 + 10 > 6 + 8
	do(t, s, 0, "mind 8")
	if s.Public.Board.Bound[0] != 2 {
		t.Fatalf("bound %d turns, want 2", s.Public.Board.Bound[0])
	}
}

// boardsKeyAt is the 重要拠点 code the base players placed on place.
func boardsKeyAt(s *State, place int) int { return s.Hidden.GridAt[place-basePlace] }

// 4.6 DESIGN: a searcher's cell phase on a 重要拠点 destroys it.
func TestSearcherDestroysAKey(t *testing.T) {
	s := boardsInBase(t, 5, 57)
	key := BasePlace(0, 1)
	code := boardsKeyAt(s, key)
	boardsStand(s, 0, BasePlace(1, 1))
	boardsCorridor(t, s, BasePlace(1, 1))
	evs := boardsMain(t, s, 0, cmd("move", key))
	c := s.Public.Board.Grid[1]
	if c.Down || c.Card != code || !c.Gone || s.Public.Board.Keys != 3 {
		t.Fatalf("the 重要拠点: %+v, %d left", c, s.Public.Board.Keys)
	}
	if len(msgs(evs, MsgKeyDestroyed)) != 1 {
		t.Fatal("no message of the destruction")
	}
	// A destroyed one does nothing more.
	boardsMain(t, s, 0, "pass")
	if s.Public.Board.Keys != 3 {
		t.Fatalf("%d left after a second visit", s.Public.Board.Keys)
	}
}

// 4.6 DESIGN: a base player's living character on the cell defends the 重要拠点: it stands,
// face up, until a searcher's cell phase finds it undefended.
func TestDefendedKeyStands(t *testing.T) {
	s := boardsInBase(t, 5, 58)
	key := BasePlace(0, 2)
	boardsStand(s, 0, BasePlace(1, 2))
	boardsCorridor(t, s, BasePlace(1, 2))
	boardsStand(s, 4, key)
	evs := boardsMain(t, s, 0, cmd("move", key))
	c := s.Public.Board.Grid[2]
	if c.Down || c.Gone || s.Public.Board.Keys != 4 || len(msgs(evs, MsgKeyDefended)) != 1 {
		t.Fatalf("the defended 重要拠点: %+v, %d left", c, s.Public.Board.Keys)
	}
	do(t, s, 0, "end")
	expectAsk(t, s, AskBattle, 0) // the searcher may fight the defender off
	s.Public.Chars[4].Alive = false
	boardsStand(s, 4, OffBoard)
	boardsMain(t, s, 0, "pass")
	if !s.Public.Board.Grid[2].Gone || s.Public.Board.Keys != 3 {
		t.Fatalf("undefended on a later turn: %+v, %d left", s.Public.Board.Grid[2], s.Public.Board.Keys)
	}
}

// 4.6: a base player never destroys a 重要拠点, face down or up.
func TestBasePlayerLeavesKeysAlone(t *testing.T) {
	s := boardsInBase(t, 5, 59)
	boardsStand(s, 3, BasePlace(1, 3))
	boardsCorridor(t, s, BasePlace(1, 3))
	boardsMain(t, s, 3, cmd("move", BasePlace(0, 3)))
	if c := s.Public.Board.Grid[3]; !c.Down || s.Public.Board.Keys != 4 {
		t.Fatalf("a base player on a face-down 重要拠点: %+v", c)
	}
	s.Public.Board.Grid[3] = Cell{Card: boardsKeyAt(s, BasePlace(0, 3))}
	boardsMain(t, s, 3, "pass")
	if c := s.Public.Board.Grid[3]; c.Gone || s.Public.Board.Keys != 4 {
		t.Fatalf("a base player on a face-up 重要拠点: %+v", c)
	}
}

// 4.2, 4.6: destroying the last 重要拠点 ends the game.
func TestLastKeyEndsTheGame(t *testing.T) {
	s := boardsInBase(t, 5, 60)
	b := &s.Public.Board
	for i := 0; i < 3; i++ {
		b.Grid[i] = Cell{Card: boardsKeyAt(s, basePlace+i), Gone: true}
	}
	b.Keys = 1
	boardsStand(s, 1, BasePlace(1, 3))
	boardsCorridor(t, s, BasePlace(1, 3))
	boardsMain(t, s, 1, cmd("move", BasePlace(0, 3)))
	if s.Outcome() == nil || b.EndReason != EndKeys || b.Keys != 0 {
		t.Fatalf("after the last 重要拠点: outcome %v, end %q, keys %d", s.Outcome(), b.EndReason, b.Keys)
	}
}

// Random whole games that withhold 勝利宣言 while a searcher lives (random players claim early
// and rarely see the base): they go through the planets' end and the base, every card stays in
// one place and every piece where it may be after every step.
func TestRandomGamesThroughTheBoards(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 60
	}
	based := 0
	ends := randomWholeGames(t, games, 0xb0a2d, func(s *State, legal []engine.Action) []engine.Action {
		for _, x := range s.seatsWith(Searcher) {
			if s.Public.Chars[x].Alive {
				return slices.DeleteFunc(legal, func(a engine.Action) bool { v := a.(Action).Verb; return v == VerbClaim || v == VerbSolo })
			}
		}
		return legal
	}, func(s *State) {
		if s.Public.Board.Grid != nil {
			based++
		}
	})
	if based < games/2 {
		t.Fatalf("only %d of %d games reached the base", based, games)
	}
	t.Logf("%d games, %d reached the base; ends %v", games, based, ends)
}
