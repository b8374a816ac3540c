package locke

import (
	"reflect"
	"slices"
	"testing"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// Tests of the planet phase (4.5) and of fewer than seven players (6.2). The helpers named
// boards* serve the planet, base and cell tests alike.

// boardsTable is a table of n by the role table (4.1), each seat wearing its own sheet's
// silhouette: the (L), Good and Special sheets first (searchers), then the Evil ones (base
// players).
func boardsTable(n int) (sheets, sils []string) {
	_, g, e, sp := Roles(n)
	sheets = append(sheets, "locke1")
	sheets = append(sheets, []string{"raiza", "lag", "ran"}[:g]...)
	sheets = append(sheets, []string{"leon", "elmi", "grunberg-s"}[:sp]...)
	sheets = append(sheets, []string{"riot", "nagato", "grunberg", "octavius"}[:e]...)
	for _, id := range sheets {
		sils = append(sils, book.CharacterByID(id).Silhouette)
	}
	return sheets, sils
}

// boardsNew is a whole game whose set-up (4.1) gave seat i sheets[i] wearing silhouette sils[i];
// the planet phase is laid out up to its first question (the first 待ち伏せ).
func boardsNew(t testing.TB, seed uint64, sheets, sils []string) *State {
	t.Helper()
	opts, err := engine.ResolveOptions(wholeOptions, nil)
	if err != nil {
		t.Fatal(err)
	}
	n := len(sheets)
	s := NewGame(n, seed, opts, nil)
	p := &s.Public
	b := &p.Board
	// Whatever the set-up asked is replaced by the seats given.
	p.Ask = Ask{}
	b.Steps.Clear()
	used := map[string]bool{}
	for seat, id := range sheets {
		s.Private[seat] = Private{Sheet: id, Hand: []int{}, Suits: make([]int, len(book.CharacterByID(id).Abilities))}
		p.Chars[seat] = Char{Silhouette: sils[seat], Alive: true, Fighter: -1}
		used[id] = true
	}
	s.Hidden.Pool = nil
	for _, id := range normalSheets() {
		if !used[id] {
			s.Hidden.Pool = append(s.Hidden.Pool, id)
		}
	}
	s.fixRoles()
	b.Steps.Now(Step{Kind: sPlanetStart})
	s.run()
	return s
}

// boardsPlanets is a table of n at its first normal turn: the 待ち伏せ placed by the base
// players on the cells given (in the order asked), the searchers on spaceports given in seat
// order (planet 0 for every one when none are given).
func boardsPlanets(t testing.TB, n int, seed uint64, ambushAt []int, ports ...int) *State {
	t.Helper()
	sheets, sils := boardsTable(n)
	s := boardsNew(t, seed, sheets, sils)
	for _, at := range ambushAt {
		boardsAnswer(t, s, AskPlace, cmd("place", at))
	}
	for i := 0; s.Public.Ask.Kind == AskDest; i++ {
		port := 0
		if i < len(ports) {
			port = ports[i]
		}
		boardsAnswer(t, s, AskDest, cmd("to", port))
	}
	if s.Public.Ask.Kind != AskSupport {
		t.Fatalf("the planet phase begins with %+v, want a support phase", s.Public.Ask)
	}
	return s
}

// boardsAnswer answers the open question, which must be of this kind.
func boardsAnswer(t testing.TB, s *State, kind AskKind, text string) []engine.Event {
	t.Helper()
	if s.Public.Ask.Kind != kind {
		t.Fatalf("asked %+v, want kind %d for %q", s.Public.Ask, kind, text)
	}
	return act(t, s, text)
}

// boardsTurn begins seat's normal turn now, whatever came before: its support phase 1 is
// asked (or whatever its states make of the turn).
func boardsTurn(t testing.TB, s *State, seat int) {
	t.Helper()
	p := &s.Public
	p.Ask = Ask{}
	p.Board.Steps.Clear()
	p.Board.Steps.Now(Step{Kind: sTurn, Seat: seat})
	s.run()
}

// boardsMain plays seat's turn up to its main action: support phase 1 ended, then main.
func boardsMain(t testing.TB, s *State, seat int, main string) []engine.Event {
	t.Helper()
	boardsTurn(t, s, seat)
	expectAsk(t, s, AskSupport, seat)
	do(t, s, seat, "end")
	expectAsk(t, s, AskMain, seat)
	return do(t, s, seat, main)
}

// boardsRest ends seat's turn from its support phase 2: no combat started.
func boardsRest(t testing.TB, s *State, seat int) []engine.Event {
	t.Helper()
	expectAsk(t, s, AskSupport, seat)
	evs := do(t, s, seat, "end")
	if s.Public.Ask.Kind == AskBattle && s.Public.Ask.Seat == seat {
		evs = append(evs, do(t, s, seat, "nobattle")...)
	}
	return evs
}

// boardsPeace answers a combat's questions without fighting until it is over.
func boardsPeace(t testing.TB, s *State) {
	t.Helper()
	prefer := []string{"stay", "ready", "pass", "end", "stop", "let", "decline", "drop", "nocounter", "go"}
	for guard := 0; s.Public.Fight.On && s.Result == nil; guard++ {
		if guard > 500 {
			t.Fatalf("the combat does not end: %+v", s.Public.Ask)
		}
		seat := engine.Next(s, nil)
		legal := legalOf(s, seat)
		text := legal[0]
		for _, w := range prefer {
			if slices.Contains(legal, w) {
				text = w
				break
			}
		}
		do(t, s, seat, text)
	}
}

// boardsPut puts a planet card of this kind at place, from the deck or else from another
// face-down cell (the card at place goes where it came from), and gives its index.
func boardsPut(t testing.TB, s *State, place int, id string) int {
	t.Helper()
	if s.Hidden.PlanetAt[place] >= ambushCard {
		t.Fatalf("cell %d holds a 待ち伏せ", place)
	}
	is := func(c int) bool { return c >= 0 && c < ambushCard && book.PlanetCards()[c].ID == id }
	return boardsSwapIn(t, s.Hidden.PlanetAt, s.Hidden.PlanetDeck, s.Public.Board.Cells, place, is, id)
}

// boardsSearchers and boardsBases are the seats of each role.
func boardsSearchers(s *State) []int { return s.seatsWith(Searcher) }
func boardsBases(s *State) []int     { return s.seatsWith(BasePlayer) }

// 6.2 and 4.5, row by row: 18 / 24 / 36 planet cards (three, four or six planets of six,
// AMB-02 a), 2 / 3 / 4 待ち伏せ, and each base player's turn-over count at the phase's end,
// [placed ÷ searchers] rounded up with 18 at seven players or more.
func TestPlanetBoardBySeats(t *testing.T) {
	rows := []struct {
		seats, cells, ambushes, searchers, flips int
	}{
		{5, 18, 2, 3, 6},  // 18 ÷ 3
		{6, 24, 3, 4, 6},  // 24 ÷ 4
		{7, 36, 4, 4, 5},  // 18 ÷ 4 = 4.5
		{8, 36, 4, 5, 4},  // 18 ÷ 5 = 3.6
		{9, 36, 4, 6, 3},  // 18 ÷ 6
		{10, 36, 4, 6, 3}, // 18 ÷ 6
		{11, 36, 4, 7, 3}, // 18 ÷ 7 = 2.57
	}
	for _, r := range rows {
		sheets, sils := boardsTable(r.seats)
		s := boardsNew(t, 1, sheets, sils)
		b := &s.Public.Board
		if len(b.Cells) != r.cells || b.Planets*PlanetCells != r.cells || len(s.Hidden.PlanetAt) != r.cells {
			t.Errorf("%d players: %d cells on %d planets, want %d", r.seats, len(b.Cells), b.Planets, r.cells)
		}
		if b.PlanetDeck != len(book.PlanetCards())-r.cells || len(s.Hidden.PlanetDeck) != b.PlanetDeck {
			t.Errorf("%d players: %d cards left in the deck, want %d", r.seats, b.PlanetDeck, len(book.PlanetCards())-r.cells)
		}
		for i, c := range b.Cells {
			if !c.Down || s.Hidden.PlanetAt[i] < 0 {
				t.Errorf("%d players: cell %d is not a face-down card", r.seats, i)
			}
		}
		asked := 0
		for s.Public.Ask.Kind == AskPlace {
			boardsAnswer(t, s, AskPlace, cmd("place", asked))
			asked++
		}
		if asked != r.ambushes || b.Ambushes != r.ambushes || b.Raphnor != r.ambushes {
			t.Errorf("%d players: %d 待ち伏せ placed (%d on 惑星ラフノール), want %d", r.seats, asked, b.Raphnor, r.ambushes)
		}
		if got := len(boardsSearchers(s)); got != r.searchers {
			t.Fatalf("%d players: %d searchers in the test table, want %d", r.seats, got, r.searchers)
		}
		if got := flips(r.seats, r.searchers); got != r.flips {
			t.Errorf("%d players, %d searchers: %d cards turned over each, want %d", r.seats, r.searchers, got, r.flips)
		}
	}
	// The split follows the silhouettes, not the sheets: other splits of the same tables.
	for _, c := range [][3]int{{5, 2, 9}, {6, 2, 12}, {6, 3, 8}, {7, 3, 6}, {9, 3, 6}, {11, 4, 5}} {
		if got := flips(c[0], c[1]); got != c[2] {
			t.Errorf("%d players, %d searchers: %d cards turned over each, want %d", c[0], c[1], got, c[2])
		}
	}
}

// AMB-01 b: a planet is a ring of six card cells and its 宇宙港 is the leftmost of them; a
// searcher starting there stands on a face-down card.
func TestSpaceportIsTheLeftmostCardCell(t *testing.T) {
	s := boardsPlanets(t, 7, 2, []int{10, 11, 12, 13}, 0, 6, 12, 18)
	b := &s.Public.Board
	for p := range b.Planets {
		for c := range PlanetCells {
			if got := Spaceport(PlanetPlace(p, c)); got != (c == 0) {
				t.Errorf("planet %d cell %d: spaceport %v", p, c, got)
			}
		}
	}
	for i, seat := range boardsSearchers(s) {
		at := b.Pos[seat]
		if want := PlanetPlace(i, 0); at != want {
			t.Errorf("searcher %d stands on %d, want the spaceport %d", seat, at, want)
		}
		if c := b.Cells[at]; !c.Down || s.Hidden.PlanetAt[at] < 0 {
			t.Errorf("searcher %d's spaceport holds no face-down card: %+v", seat, c)
		}
	}
}

// 4.5: each planet is a torus: the spaceport and the right end are neighbours; no move leaves
// a planet.
func TestPlanetRingAdjacency(t *testing.T) {
	for p := range 6 {
		for c := range PlanetCells {
			got := neighbours(PlanetPlace(p, c))
			want := []int{PlanetPlace(p, (c+5)%6), PlanetPlace(p, (c+1)%6)}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("planet %d cell %d: neighbours %v, want %v", p, c, got, want)
			}
		}
	}
}

// 4.5: a character on a spaceport may go to any other spaceport as its main action; from any
// other cell it only moves along its planet.
func TestSpaceportToSpaceportIsAMainAction(t *testing.T) {
	s := boardsPlanets(t, 5, 3, []int{10, 11}, 6, 0, 0)
	seat := boardsSearchers(s)[0]
	boardsTurn(t, s, seat)
	do(t, s, seat, "end")
	expectAsk(t, s, AskMain, seat)
	if got, want := legalVerb(s, seat, VerbPort), []string{"port 0", "port 12"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("from spaceport 6: %v, want %v", got, want)
	}
	if got, want := legalVerb(s, seat, VerbMove), []string{"move 11", "move 7"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("from spaceport 6: moves %v, want %v (along the ring)", got, want)
	}
	boardsPut(t, s, 12, "blank")
	do(t, s, seat, "port 12")
	if at := s.Public.Board.Pos[seat]; at != 12 {
		t.Fatalf("after port 12 the piece is on %d", at)
	}
	// Off a spaceport there is no such trip.
	s.Public.Board.Pos[seat] = PlanetPlace(2, 3)
	boardsTurn(t, s, seat)
	do(t, s, seat, "end")
	if got := legalVerb(s, seat, VerbPort); len(got) != 0 {
		t.Fatalf("from cell 3 of a planet: %v", got)
	}
}

// 4.5, AMB-10 a: a planet teleport goes the die's number of cells in one direction, jumping
// the rest; on a ring of six a 6 lands on the start, a 3 either way on the same cell.
func TestPlanetTeleportGoesOneWay(t *testing.T) {
	for n, want := range map[int][]int{1: {13, 17}, 2: {14, 16}, 3: {15}, 4: {14, 16}, 5: {13, 17}, 6: {12}} {
		if got := teleportDestinations(12, n); !reflect.DeepEqual(got, want) {
			t.Errorf("teleport %d from the spaceport of planet 2: %v, want %v", n, got, want)
		}
	}
	s := boardsPlanets(t, 5, 4, []int{10, 11}, 0, 0, 0)
	seat := boardsSearchers(s)[0]
	boardsPut(t, s, 0, "blank")
	boardsPut(t, s, 4, "blank")
	s.Hidden.Rigged = []int{2}
	boardsMain(t, s, seat, "tele")
	do(t, s, seat, "lv 6") // locke1's level; the die shows 2
	expectAsk(t, s, AskDest, seat)
	if got, want := legalVerb(s, seat, VerbTo), []string{"to 2", "to 4"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("a teleport of 2 from the spaceport offers %v, want %v", got, want)
	}
	do(t, s, seat, "to 4")
	if at := s.Public.Board.Pos[seat]; at != 4 {
		t.Fatalf("the teleport lands on %d, want 4", at)
	}
	// A 6 comes back to where it began, and that cell acts again.
	s.Public.Board.Pos[seat] = 0
	s.Hidden.Rigged = []int{6}
	boardsMain(t, s, seat, "tele")
	do(t, s, seat, "lv 6")
	expectAsk(t, s, AskDest, seat)
	if got := legalVerb(s, seat, VerbTo); !reflect.DeepEqual(got, []string{"to 0"}) {
		t.Fatalf("a teleport of 6 offers %v, want the start", got)
	}
	do(t, s, seat, "to 0")
	if s.Public.Board.Pos[seat] != 0 || s.Public.Board.Cells[0].Down {
		t.Fatalf("after a 6 the piece is on %d, its card %+v (it acts again)", s.Public.Board.Pos[seat], s.Public.Board.Cells[0])
	}
	if s.Public.Board.Main != MainTeleport {
		t.Fatalf("a teleport of 6 counts as %v, want a teleport move", s.Public.Board.Main)
	}
}

// 4.5 and 6.2: the base players place the 待ち伏せ (two at five players) in turn, each swapping
// the card there out to 惑星ラフノール; whoever places one is in charge of it, and every base
// player knows every placement.
func TestAmbushesSwapCardsToRaphnor(t *testing.T) {
	sheets, sils := boardsTable(7)
	s := boardsNew(t, 5, sheets, sils)
	bases := boardsBases(s)
	if len(bases) != 3 {
		t.Fatalf("base players %v, want 3", bases)
	}
	places := []int{35, 0, 17, 4}
	var displaced []int
	for i, at := range places {
		expectAsk(t, s, AskPlace, bases[i%3])
		if got := len(legalVerb(s, bases[i%3], VerbPlace)); got != 36-i {
			t.Fatalf("placement %d offers %d cells, want %d (any without a 待ち伏せ)", i, got, 36-i)
		}
		displaced = append(displaced, s.Hidden.PlanetAt[at])
		act(t, s, cmd("place", at))
	}
	if !reflect.DeepEqual(s.Hidden.Raphnor, displaced) || s.Public.Board.Raphnor != 4 {
		t.Fatalf("惑星ラフノール holds %v (%d), want the displaced %v", s.Hidden.Raphnor, s.Public.Board.Raphnor, displaced)
	}
	for i, at := range places {
		if got := s.Hidden.PlanetAt[at]; got != ambushCard+i {
			t.Errorf("cell %d holds %d, want 待ち伏せ %c", at, got, 'A'+i)
		}
		if !s.Public.Board.Cells[at].Down {
			t.Errorf("cell %d's 待ち伏せ is face up", at)
		}
	}
	for _, bp := range bases {
		plans := s.Private[bp].Plans
		if len(plans) != 4 {
			t.Fatalf("base player %d knows %d placements, want 4", bp, len(plans))
		}
		for i, pl := range plans {
			if pl.Place != places[i] || pl.Card != ambushCard+i || pl.Seat != bases[i%3] {
				t.Errorf("base player %d's plan %d = %+v", bp, i, pl)
			}
		}
	}
	for _, seat := range boardsSearchers(s) {
		if len(s.Private[seat].Plans) != 0 {
			t.Errorf("searcher %d knows placements", seat)
		}
	}
}

// 4.5: 『探索プレイヤーは配置場所を見てはいけません』: whatever the base players choose, every
// searcher sees the same view and the same events.
func TestAmbushPlacementIsSecretFromSearchers(t *testing.T) {
	sheets, sils := boardsTable(6)
	a := boardsNew(t, 8, sheets, sils)
	b := a.Clone().(*State)
	var evA, evB []engine.Event
	for i := range 3 {
		evA = append(evA, act(t, a, cmd("place", i))...)
		evB = append(evB, act(t, b, cmd("place", 23-i))...)
	}
	for seat := range 6 {
		va, vb := a.View(seat), b.View(seat)
		same := reflect.DeepEqual(va, vb) && reflect.DeepEqual(engine.Redact(evA, seat), engine.Redact(evB, seat))
		if base := a.Public.Board.Role[seat] == BasePlayer; same == base {
			t.Errorf("seat %d (base player %v): views and events alike %v", seat, base, same)
		}
	}
}

// 4.5: the searchers put their pieces on spaceports of their choice, in seat order; the base
// players have no piece on the planets.
func TestSearchersStartOnASpaceportOfTheirChoice(t *testing.T) {
	sheets, sils := boardsTable(6)
	s := boardsNew(t, 9, sheets, sils)
	for i := range 3 {
		act(t, s, cmd("place", i))
	}
	for i, seat := range boardsSearchers(s) {
		expectAsk(t, s, AskDest, seat)
		if got, want := legalOf(s, seat), []string{"to 0", "to 6", "to 12", "to 18"}; !reflect.DeepEqual(got, want) {
			t.Fatalf("searcher %d may start on %v, want the four spaceports %v", seat, got, want)
		}
		act(t, s, cmd("to", 6*(3-i)))
	}
	b := &s.Public.Board
	if want := []int{18, 12, 6, 0, OffBoard, OffBoard}; !reflect.DeepEqual(b.Pos, want) {
		t.Fatalf("pieces %v, want %v", b.Pos, want)
	}
	if b.Part != PartPlanet {
		t.Fatalf("part %d after the set-up", b.Part)
	}
}

// 4.5: the first player is drawn among the searchers (base players have no planet turns), and
// any searcher may be drawn.
func TestFirstPlayerIsASearcher(t *testing.T) {
	firsts := map[int]bool{}
	for seed := range uint64(40) {
		s := boardsPlanets(t, 7, seed, []int{1, 2, 3, 4})
		first := s.Public.Ask.Seat
		if s.Public.Board.Role[first] != Searcher {
			t.Fatalf("seed %d: the first player %d is a base player", seed, first)
		}
		firsts[first] = true
	}
	if len(firsts) != 4 {
		t.Fatalf("first players over 40 games %v, want each of the four searchers", firsts)
	}
}

// 4.5: in the planet phase the base players' turns are skipped: to the right of the first
// searcher come the base players, then the last searcher; in the base phase they play.
func TestBasePlayersTurnsAreSkippedOnThePlanets(t *testing.T) {
	s := boardsPlanets(t, 7, 6, []int{1, 2, 3, 4}) // searchers 0–3, base players 4–6
	boardsPut(t, s, 0, "blank")
	boardsMain(t, s, 0, "pass")
	boardsRest(t, s, 0)
	expectAsk(t, s, AskSupport, 3)
	for seat := range 7 {
		if got := s.takesTurns(seat); got != (seat < 4) {
			t.Errorf("planet phase: seat %d takes turns %v", seat, got)
		}
	}
	s.Public.Board.Part = PartBase
	for seat := range 7 {
		if !s.takesTurns(seat) {
			t.Errorf("base phase: seat %d takes no turns", seat)
		}
	}
}

// boardsLastCard turns every planet card face up but the one at place.
func boardsLastCard(s *State, place int) {
	for i := range s.Public.Board.Cells {
		if i != place {
			s.Public.Board.Cells[i] = Cell{Card: s.Hidden.PlanetAt[i]}
		}
	}
}

// 4.5: the phase ends after the turn that turns the last face-down card over (惑星ラフノール's
// cards aside): then the 重要拠点 are placed.
func TestPlanetPhaseEndsWhenNoCardIsFaceDown(t *testing.T) {
	s := boardsPlanets(t, 5, 10, []int{16, 17}, 0, 0, 0)
	seat := boardsSearchers(s)[0]
	boardsPut(t, s, 1, "blank")
	boardsLastCard(s, 1)
	s.Public.Board.Cells[2].Down = true // still one face-down card: no end yet
	boardsMain(t, s, seat, "move 1")
	boardsRest(t, s, seat)
	if s.Public.Board.Part != PartPlanet || s.Public.Ask.Kind != AskSupport {
		t.Fatalf("the phase ended with a face-down card left: %+v", s.Public.Ask)
	}
	boardsPut(t, s, 2, "blank")
	boardsMain(t, s, seat, "move 2")
	boardsRest(t, s, seat)
	b := &s.Public.Board
	if b.Part != PartBase || s.Public.Ask.Kind != AskPlace || b.LastTurn != seat {
		t.Fatalf("after the last card: part %d, ask %+v, last turn %d", b.Part, s.Public.Ask, b.LastTurn)
	}
}

// 4.5 and 6.1: the phase ends when one character holds three 情報入手, or a party holds three
// together; or when every searcher is dead.
func TestPlanetPhaseEndConditions(t *testing.T) {
	s := boardsPlanets(t, 7, 11, []int{30, 31, 32, 33})
	b := &s.Public.Board
	if s.planetOver() {
		t.Fatal("the phase is over at its start")
	}
	b.Info[1] = 2
	b.Info[2] = 1
	if s.planetOver() {
		t.Fatal("over with 2 and 1 情報入手 apart")
	}
	b.Leader[1], b.Leader[2] = 1, 1
	if !s.planetOver() || s.infoHolder() != 1 {
		t.Fatalf("a party holding 2 + 1 情報入手: over %v, holder %d", s.planetOver(), s.infoHolder())
	}
	b.Leader[1], b.Leader[2] = -1, -1
	b.Info[2] = 0
	b.Info[3] = 3
	if !s.planetOver() || s.infoHolder() != 3 {
		t.Fatal("not over with 3 情報入手 held")
	}
	b.Info[3] = 0
	for _, seat := range boardsSearchers(s) {
		s.Public.Chars[seat].Alive = false
	}
	if !s.planetOver() {
		t.Fatal("not over with every searcher dead")
	}
	s.Public.Chars[0].Alive = true
	if s.planetOver() {
		t.Fatal("over with a searcher alive")
	}
}

// 4.5: the end comes at the end of the turn that brought the third 情報入手, not before: the
// finder still has its support phase 2.
func TestThirdInformationEndsThePhaseAtTheTurnsEnd(t *testing.T) {
	s := boardsPlanets(t, 5, 12, []int{16, 17}, 0, 0, 0)
	seat := boardsSearchers(s)[0]
	s.Public.Board.Info[seat] = 2
	boardsPut(t, s, 1, "info")
	boardsMain(t, s, seat, "move 1")
	if s.Public.Board.Info[seat] != 3 {
		t.Fatalf("the finder holds %d 情報入手", s.Public.Board.Info[seat])
	}
	expectAsk(t, s, AskSupport, seat)
	boardsRest(t, s, seat)
	// The reward: look at base players' sheets (AskPeek) before the 重要拠点.
	expectAsk(t, s, AskPeek, seat)
}

// boardsEnded runs the planet phase's end processing at once (the turn player seat).
func boardsEnded(s *State, seat int) {
	p := &s.Public
	p.Ask = Ask{}
	p.Board.Turn = seat
	p.Board.Steps.Clear()
	p.Board.Steps.Now(Step{Kind: sPlanetEnd})
	s.run()
}

// boardsDeckTail puts these planet cards on top of the deck, the first drawn first.
func boardsDeckTail(t testing.TB, s *State, ids ...string) {
	t.Helper()
	d := s.Hidden.PlanetDeck
	for k, id := range ids {
		top := len(d) - 1 - k
		found := false
		for i := top; i >= 0 && !found; i-- {
			if book.PlanetCards()[d[i]].ID == id {
				d[i], d[top] = d[top], d[i]
				found = true
			}
		}
		if !found {
			t.Fatalf("no %s card in the deck below %d", id, top)
		}
	}
}

// 4.5: when the phase ends the living base players heal fully; a dead one stays dead.
func TestPlanetEndHealsBasePlayers(t *testing.T) {
	s := boardsPlanets(t, 7, 13, []int{30, 31, 32, 33})
	bases := boardsBases(s)
	for _, bp := range bases {
		s.Private[bp].Body = 2
		s.Public.Chars[bp].Taken = 2
		s.Public.Chars[bp].MindLoss = 1
	}
	s.Private[0].Body, s.Public.Chars[0].Taken = 1, 1
	s.Public.Chars[bases[2]].Alive = false
	boardsEnded(s, 0)
	for _, bp := range bases[:2] {
		if c := s.Public.Chars[bp]; c.Taken != 0 || c.MindLoss != 0 || s.Private[bp].Body != 0 {
			t.Errorf("base player %d after the planets: %+v body %d", bp, c, s.Private[bp].Body)
		}
	}
	if c := s.Public.Chars[bases[2]]; c.Alive || c.Taken != 2 {
		t.Errorf("the dead base player: %+v", c)
	}
	if s.Public.Chars[0].Taken != 1 {
		t.Error("a searcher healed at the planets' end")
	}
}

// 4.5, 6.2, AMB-03 a: every base player, dead or alive, turns over its share of the deck and
// gains an ability card per 白紙; the searchers are counted as seated (a dead one too).
func TestPlanetEndTurnsCardsOverForBasePlayers(t *testing.T) {
	s := boardsPlanets(t, 5, 14, []int{16, 17}) // 3 searchers, 2 base players: 18 ÷ 3 = 6 each
	bases := boardsBases(s)
	s.Public.Chars[0].Alive = false
	s.Public.Chars[bases[1]].Alive = false
	boardsDeckTail(t, s, "blank", "battle", "blank", "blank", "info", "trap", // the first base player: 3
		"arrest", "blank", "battle", "trap", "slums", "pleasure") // the second: 1
	deck, items := s.Public.Board.PlanetDeck, s.Public.Board.ItemDeck
	seen := len(s.Public.Board.Seen)
	boardsEnded(s, 1)
	if got := s.Public.Board.PlanetDeck; got != deck-12 || len(s.Hidden.PlanetDeck) != got {
		t.Fatalf("the deck went from %d to %d, want 12 cards turned over", deck, got)
	}
	if got := len(s.Public.Board.Seen) - seen; got != 12 {
		t.Fatalf("%d cards turned over in view of all, want 12", got)
	}
	for i, want := range []int{3, 1} {
		if got := len(s.Private[bases[i]].Items); got != want || s.Public.Chars[bases[i]].Items != want {
			t.Errorf("base player %d gained %d ability cards, want %d", bases[i], got, want)
		}
	}
	if s.Public.Board.ItemDeck != items-4 {
		t.Errorf("the ability deck went from %d to %d", items, s.Public.Board.ItemDeck)
	}
}

// AMB-03: turning over stops when the deck runs out.
func TestPlanetEndStopsAtAnEmptyDeck(t *testing.T) {
	s := boardsPlanets(t, 5, 15, []int{16, 17})
	s.Hidden.PlanetDeck = s.Hidden.PlanetDeck[len(s.Hidden.PlanetDeck)-8:]
	s.Public.Board.PlanetDeck = 8
	boardsEnded(s, 0)
	if s.Public.Board.PlanetDeck != 0 || len(s.Hidden.PlanetDeck) != 0 {
		t.Fatalf("%d cards left", s.Public.Board.PlanetDeck)
	}
	if s.Public.Ask.Kind != AskPlace {
		t.Fatalf("after the turning over: %+v, want the 重要拠点", s.Public.Ask)
	}
}

// 4.5, AMB-31 a: the holder of three 情報入手 looks at as many base players' sheets as it holds
// (capped at the base players there are, its choice each time, base players only), then gains
// an ability card; after that the base is laid out.
func TestThreeInformationRewardPeeksThenGivesAnAbilityCard(t *testing.T) {
	s := boardsPlanets(t, 7, 16, []int{30, 31, 32, 33}) // base players 4, 5, 6
	s.Public.Board.Info[2] = 3
	s.Public.Chars[5].Sheet = s.Private[5].Sheet // an open sheet needs no look
	boardsEnded(s, 2)
	expectAsk(t, s, AskPeek, 2)
	if got, want := legalOf(s, 2), []string{"peek 4", "peek 6"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("peek offers %v, want %v", got, want)
	}
	evs := do(t, s, 2, "peek 6")
	if s.Private[2].Known[6] != s.Private[6].Sheet {
		t.Fatalf("the holder knows %v", s.Private[2].Known)
	}
	for seat := range 7 {
		for _, e := range engine.Redact(evs, seat) {
			if e.Kind == engine.EvReveal && (e.Card == engine.Unseen) == (seat == 2) {
				t.Errorf("seat %d sees the look as %+v", seat, e)
			}
		}
	}
	expectAsk(t, s, AskPeek, 2)
	do(t, s, 2, "peek 4")
	// A third look: no sheet is left to see, so the reward goes on.
	if got := len(s.Private[2].Items); got != 1 {
		t.Fatalf("the holder holds %d ability cards after the looks, want 1", got)
	}
	expectAsk(t, s, AskPlace, 4)
}

// 6.1: a party's reward: each member looks at as many sheets as it holds 情報入手 of its own,
// and the leader gains the ability card.
func TestPartyRewardPeeksByOwnCards(t *testing.T) {
	s := boardsPlanets(t, 7, 17, []int{30, 31, 32, 33})
	b := &s.Public.Board
	b.Leader[0], b.Leader[1] = 0, 0
	b.Info[0], b.Info[1] = 1, 2
	boardsEnded(s, 0)
	var peeks []int
	for s.Public.Ask.Kind == AskPeek {
		seat := s.Public.Ask.Seat
		peeks = append(peeks, seat)
		do(t, s, seat, legalOf(s, seat)[0])
	}
	if want := []int{0, 1, 1}; !reflect.DeepEqual(peeks, want) {
		t.Fatalf("looks by %v, want %v", peeks, want)
	}
	if len(s.Private[0].Items) != 1 || len(s.Private[1].Items) != 0 {
		t.Fatalf("ability cards: leader %d, partner %d", len(s.Private[0].Items), len(s.Private[1].Items))
	}
}
