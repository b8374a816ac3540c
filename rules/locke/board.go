package locke

import (
	"slices"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// The two boards of the whole game (4.5, 4.6) and where the pieces stand. A place is one int:
// a planet cell, a base cell, the base's surroundings, or off the board.
//
// Planets are rings of six card cells; the leftmost cell (index 0) is the planet's 宇宙港 and
// holds a card like the others (AMB-01 b: 『6つの惑星に各6枚』 with 『左端のマスには宇宙港』).
// At 5 and 6 players there are 3 and 4 planets of six (AMB-02 a).

const (
	PlanetCells = 6
	BaseSide    = 6
	basePlace   = 100 // base cell i (row-major) is place basePlace+i
	Outside     = 200 // 秘密基地周辺
	OffBoard    = -1
)

// Part is the part of the game under way.
type Part uint8

const (
	PartSetup Part = iota + 1
	PartPlanet
	PartBase
	PartOver
)

// Role is what a seat's silhouette makes it (3.2): a searcher (Good or Special silhouette) or a
// base player (Evil silhouette). A partner's silhouette shows its leader's alignment, but its
// role stays (AMB-21 a).
type Role uint8

const (
	Searcher Role = iota + 1
	BasePlayer
)

// Board is the table around the fights, as everyone sees it.
type Board struct {
	Part    Part
	Planets int    // planets in play
	Cells   []Cell // planet cells: planet p's cell c is p*PlanetCells+c
	Grid    []Cell // the base, row-major
	Pos     []int  // per seat: its piece's place
	Role    []Role
	Turn    int // the turn player, -1 before the first turn
	Turns   int // normal turns begun
	// TurnsOf counts the normal turns each seat has begun, for the turn limit (victory.go).
	TurnsOf []int
	Main    MainKind
	Steps   engine.Agenda[Step]
	Info    []int // 情報入手 each character holds, face up (a 極秘情報入手 counts two)
	// Raphnor counts the planet cards the 待ち伏せ pushed out to 惑星ラフノール; PlanetDeck and
	// BaseDeck count the cards left in the decks, ItemDeck the ability cards.
	Raphnor, PlanetDeck, BaseDeck, ItemDeck int
	Keys                                    int   // 重要拠点 still standing
	Bound                                   []int // turns of 拘束 left per seat
	Arrest                                  []int // 0 free; 1 + earlier failures while 逮捕 (4.4)
	Leader                                  []int // per seat: the leader of its party, -1 for none (a leader is its own)
	Intrude                                 []int // the 侵入チェック modifier earned by failures (4.6)
	Infected                                []bool
	Skip                                    uint8 // the phases the turn player skips this turn
	Reformed                                []int // whom the turn player tried to reform this turn
	Claimed                                 bool  // the turn player declared victory this turn
	Dest                                    []int // the places the open AskDest offers
	Escaping                                int   // the escaped character whose 5.7 processing is under way, -1
	Invited                                 []int // the invitees of the party proposal under way
	TeleLv                                  []int // per seat: the level declared for the party's teleport under way, -1 not yet
	Claim                                   Victory
	LastTurn                                int // the last turn player of the planet phase
	Evil                                    []EvilWatch
	EndReason                               string
	Classes                                 []string // per seat at the end: A, B, C or D (4.2)
	// Sides are the alignments the characters ended on (after every 改心), shown at the end.
	Sides []book.Side
	// Seen are the planet card codes the table has seen (turned over, taken, or turned over at
	// the planet phase's end), SeenBase the base card codes; Ambushes and KeysPlaced count the
	// placements made.
	Seen, SeenBase       []int
	Ambushes, KeysPlaced int
	Setup                SetupBoard // the set-up's public part (setup.go)
}

// Cell is one card place on a board: a card face down, face up, or none.
type Cell struct {
	Down bool // a face-down card lies here
	Card int  // the face-up card, -1 when face down or empty
	Gone bool // a 重要拠点 here was destroyed
}

// MainKind is the main action the turn player took, for the combat-start rule (4.3).
type MainKind uint8

const (
	MainNone MainKind = iota
	MainMove
	MainTeleport
	MainPass
	MainOther
)

// Victory is a 勝利宣言 under way or made.
type Victory struct {
	Seat       int // -1 none
	Side       int // the alignment claimed (book.Side)
	Solo       bool
	Objections int // how many objected (who is each one's secret)
}

// EvilWatch follows the 1000-turn rule (4.2) for one seat: a character that made an Evil
// 勝利宣言 and then lives 1000 of its own turns without moving ends the game (AMB-24 a).
type EvilWatch struct {
	Declared bool
	Turns    int  // its own turns ended alive and unmoved since the last move, death or declaration
	Moved    bool // it moved (or declared) during its own turn under way: that turn does not count
}

// Step is one step of a normal turn or of the game's set-up.
type Step struct {
	Kind StepKind
	Seat int
	N    int
}

// StepKind names a Step.
type StepKind uint8

const (
	sTurn        StepKind = iota + 1 // a seat's normal turn begins
	sCheck                           // チェックフェイズ
	sSupport                         // 支援フェイズ (N: 1 or 2)
	sMain                            // 主要フェイズ
	sCell                            // マスの効果発動フェイズ
	sBattle                          // 戦闘発生フェイズ (N 1: any main action may start one, 5.7)
	sTurnEnd                         // end conditions, then the next player
	sEscape                          // 5.7 for one escaped character: where it goes
	sEscaped                         // 5.7: its support phase, as in combat
	sSetup                           // a set-up step (setup.go), N its stage
	sPlanetEnd                       // the planet phase's end processing
	sBaseStart                       // the base phase's set-up, N its stage
	sPlanetStart                     // the planet phase's set-up, N its stage
	sPeek                            // a look at a sheet (N 1: base players only)
	sReward                          // the 情報入手 reward's ability card
	sEscapeDone                      // 5.7 over for one escaped character: its cards go back
)

// PlanetPlace is the place of cell c of planet p.
func PlanetPlace(p, c int) int { return p*PlanetCells + c }

// BasePlace is the place of the base cell at row r, column c.
func BasePlace(r, c int) int { return basePlace + r*BaseSide + c }

// OnPlanet reports whether a place is a planet cell.
func OnPlanet(place int) bool { return place >= 0 && place < basePlace }

// InBase reports whether a place is a cell of the base.
func InBase(place int) bool { return place >= basePlace && place < basePlace+BaseSide*BaseSide }

// planetOf and cellOf split a planet place.
func planetOf(place int) int { return place / PlanetCells }
func cellOf(place int) int   { return place % PlanetCells }

// rowCol splits a base place.
func rowCol(place int) (int, int) {
	i := place - basePlace
	return i / BaseSide, i % BaseSide
}

// Spaceport reports whether a planet place is its planet's 宇宙港 (the left end, 4.5).
func Spaceport(place int) bool { return OnPlanet(place) && cellOf(place) == 0 }

// Outer reports whether a base place is one of the outer 20 cells.
func Outer(place int) bool {
	r, c := rowCol(place)
	return InBase(place) && (r == 0 || c == 0 || r == BaseSide-1 || c == BaseSide-1)
}

// neighbours are the places one normal move away (4.5: along the ring; 4.6: four ways, no wrap).
func neighbours(place int) []int {
	switch {
	case OnPlanet(place):
		p, c := planetOf(place), cellOf(place)
		return []int{PlanetPlace(p, (c+PlanetCells-1)%PlanetCells), PlanetPlace(p, (c+1)%PlanetCells)}
	case InBase(place):
		r, c := rowCol(place)
		var out []int
		for _, d := range [][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}} {
			if nr, nc := r+d[0], c+d[1]; nr >= 0 && nr < BaseSide && nc >= 0 && nc < BaseSide {
				out = append(out, BasePlace(nr, nc))
			}
		}
		return out
	}
	return nil
}

// teleportDestinations are the places a teleport of n cells reaches (4.3): on a planet, n cells
// in one direction, jumping over the rest (4.5; a 6 on a ring of six lands on its start, AMB-10
// a); in the base, the end of any walk of n orthogonal steps that never comes back to the start
// (4.6). AMB-09: every reading gives the same cells, those at a distance of at most n with n's
// parity, the start excluded.
func teleportDestinations(place, n int) []int {
	switch {
	case OnPlanet(place):
		p, c := planetOf(place), cellOf(place)
		out := []int{PlanetPlace(p, (c+n)%PlanetCells)}
		if back := PlanetPlace(p, ((c-n)%PlanetCells+PlanetCells)%PlanetCells); back != out[0] {
			out = append(out, back)
		}
		slices.Sort(out)
		return out
	case InBase(place):
		r0, c0 := rowCol(place)
		var out []int
		for r := range BaseSide {
			for c := range BaseSide {
				d := abs(r-r0) + abs(c-c0)
				if d > 0 && d <= n && (n-d)%2 == 0 {
					out = append(out, BasePlace(r, c))
				}
			}
		}
		return out
	}
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// cellAt is the board cell under a place, nil off the boards (and on a board not laid out yet:
// the base's grid is dealt in the base phase's set-up).
func (b *Board) cellAt(place int) *Cell {
	switch {
	case OnPlanet(place) && place < len(b.Cells):
		return &b.Cells[place]
	case InBase(place) && place-basePlace < len(b.Grid):
		return &b.Grid[place-basePlace]
	}
	return nil
}

// together lists the living characters whose pieces stand on place (the base's surroundings
// are no shared cell, 4.6).
func (s *State) together(place int) []int {
	var out []int
	if place == OffBoard || place == Outside {
		return nil
	}
	for seat, at := range s.Public.Board.Pos {
		if at == place && s.Public.Chars[seat].Alive {
			out = append(out, seat)
		}
	}
	return out
}

// toRight is the seat i places to the right of seat: turns pass to the right-hand neighbour,
// counter-clockwise (4.3, 4.5: 『反時計回り』, 『右隣のプレイヤー』). As in the other games, seats
// number clockwise round the table, so the right-hand neighbour is the seat before.
func (s *State) toRight(seat, i int) int {
	n := s.Public.Seats
	return ((seat-i)%n + n) % n
}

// stepsRight is how many places to the right of from seat to is.
func (s *State) stepsRight(from, to int) int {
	n := s.Public.Seats
	return ((from-to)%n + n) % n
}

// layOut deals a board: the deck of size cards shuffled, its first n face down on n cells,
// the rest left as the deck.
func (s *State) layOut(size, n int) (at, deck []int, cells []Cell) {
	all := make([]int, size)
	for i := range all {
		all[i] = i
	}
	s.RNG.Shuffle(size, func(i, j int) { all[i], all[j] = all[j], all[i] })
	cells = make([]Cell, n)
	for i := range cells {
		cells[i] = Cell{Down: true, Card: -1}
	}
	return all[:n:n], all[n:], cells
}
