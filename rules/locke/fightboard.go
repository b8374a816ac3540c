package locke

import (
	"slices"

	"zashiki/rules/engine"
	"zashiki/rules/locke/book"
)

// Fights on the board: who is in one when it starts, how cells and charts bring NPCs, and what
// happens to the pieces afterwards (5.1, 5.7).

// startCombat starts a combat on seat's cell: every character there fights (AMB-18 a).
func (s *State) startCombat(seat int) {
	s.openCombat(s.Public.Board.Pos[seat], false, seat)
	for _, c := range s.together(s.Public.Board.Pos[seat]) {
		s.bringIn(c)
	}
	s.log(MsgCombatStart, engine.SeatRef(seat))
}

// openCombat lays out an empty combat on a place; the participation checks and the first
// movement come next. A character still in its 5.7 processing keeps its hand, spent power and
// fight's effects into the new fight when it is on the cell and, for a fight started in a
// 戦闘発生フェイズ, started it (5.7); its hand is brought back to its limit first (the round end
// 5.7 runs before the participation checks). Any other such character is done with its old
// fight: on the cell it comes in afresh (5.7); elsewhere its processing goes on without its
// old hand (DESIGN: two escapers of one fight, the second caught by the first's new fight).
func (s *State) openCombat(place int, prison bool, starter int) {
	p := &s.Public
	var carried []Fighter
	for seat := range p.Chars {
		f := p.Chars[seat].Fighter
		if f < 0 || p.Fight.On {
			p.Chars[seat].Fighter = -1
			continue
		}
		old := p.Fight.Fighters[f]
		switch {
		case p.Board.Pos[seat] == place && (starter < 0 || starter == seat):
			carried = append(carried, Fighter{Kind: PC, Seat: seat, HandCount: old.HandCount, Limit: old.Limit,
				Minions: old.Minions, Uses: old.Uses, Carried: true})
		default:
			s.dropHand(f)
			s.restore(seat)
			s.itemsAfterCombat(seat)
		}
		p.Chars[seat].Fighter = -1
	}
	s.gather()
	p.Fight = Combat{On: true, Base: p.Board.Part == PartBase, Turn: -1, Block: -1, Reform: -1, Place: place, Prison: prison,
		DeckSize: len(s.Hidden.Deck), Fighters: make([]Fighter, 0, fightersCap)}
	for _, f := range carried {
		p.Chars[f.Seat].Fighter = s.addFighter(f)
	}
	p.Tasks.Clear()
	p.Tasks.Later(Task{Kind: tJoin}, Task{Kind: tRevive}, Task{Kind: tMove})
}

// fightersCap is the room a combat's list of fighters is made with, rather than grown one
// join at a time: random fights at 7 seats end with 3 to 6 fighters.
const fightersCap = 6

// bringIn puts a character on the combat's cell into it from the start (one carried in from
// its 5.7 processing is in already).
func (s *State) bringIn(seat int) {
	if s.Public.Chars[seat].Fighter >= 0 {
		return
	}
	f := s.addPC(seat, 0)
	fi := &s.Public.Fight.Fighters[f]
	fi.Fresh = true
	fi.Limit = s.handLimit(seat, 0)
	s.joinsOnBoard(seat)
}

// joinsOnBoard is a character coming into the fight: its piece comes to the combat's cell
// ((2) コマ移動フェイズ); taking part ends 拘束, and 逮捕 unless the 刑務所 chart brought the fight
// (4.4).
func (s *State) joinsOnBoard(seat int) {
	p := &s.Public
	b := &p.Board
	if b.Pos[seat] != p.Fight.Place {
		s.movePiece(seat, p.Fight.Place)
	}
	b.Bound[seat] = 0
	if !p.Fight.Prison {
		b.Arrest[seat] = 0
	}
}

// arrives reports whether fighter f, about to come in, is a searcher whose piece comes to the
// fight's cell at the first movement: the cell's effect phase is then its (5.1 (2), joinCell).
func (s *State) arrives(f int) bool {
	p := &s.Public
	fi := &p.Fight.Fighters[f]
	return s.whole() && fi.Kind == PC && p.Fight.Round == 1 && p.Board.Role[fi.Seat] == Searcher &&
		p.Board.Pos[fi.Seat] != p.Fight.Place
}

// randomBattle is a fight with the ランダム戦闘 chart's result on seat's cell (or in prison).
func (s *State) randomBattle(seat int, prison bool) {
	r := s.roll(2)
	res := book.ChartByID("battle").Lookup(r)
	s.logRoll(seat, "battle", r, res)
	s.openCombat(s.Public.Board.Pos[seat], prison, -1)
	s.bringIn(seat)
	if prison {
		// Prison fights are the prisoner's alone: nobody else stands in its cell.
		s.Public.Fight.Place = OffBoard
	} else {
		for _, c := range s.together(s.Public.Board.Pos[seat]) {
			if c != seat {
				s.bringIn(c)
			}
		}
	}
	s.battleResult(res)
}

// battleResult brings the ランダム戦闘 chart's opponent in: an NPC, or a character sheet drawn
// at random (2), fought as an esper of its level and 耐久力 (DESIGN: nobody plays it).
func (s *State) battleResult(res book.Result) {
	switch res.Do {
	case "npc":
		f := s.addNPC(res.Ref)
		s.Public.Fight.Fighters[f].Cell = true
	case "sheet":
		pool := s.Hidden.Pool
		if len(pool) == 0 {
			return
		}
		sh := book.CharacterByID(pool[s.RNG.IntN(len(pool))])
		f := s.addNPC("esper-3-3")
		fi := &s.Public.Fight.Fighters[f]
		fi.Lv, fi.Members[0], fi.Cell = sh.Stats.Lv, sh.Stats.Dur, true
	}
}

// cellNPC brings a cell's NPC into a fight under way, or starts one for it.
func (s *State) cellNPC(seat int, npc string) {
	if s.Public.Fight.On {
		s.AddCellNPC(npc)
		return
	}
	s.openCombat(s.Public.Board.Pos[seat], false, -1)
	for _, c := range s.together(s.Public.Board.Pos[seat]) {
		s.bringIn(c)
	}
	f := s.addNPC(npc)
	s.Public.Fight.Fighters[f].Cell = true
}

// afterCombat puts the board right after a fight: the dead leave the board, base players leave
// the planets (4.5), and every escaped character goes through 5.7, the nearest to the turn
// player first.
func (s *State) afterCombat(escaped []int) {
	p := &s.Public
	b := &p.Board
	for seat := range p.Chars {
		if !p.Chars[seat].Alive {
			b.Pos[seat] = OffBoard
			s.leaveParty(seat)
		}
		if b.Part == PartPlanet && b.Role[seat] == BasePlayer && b.Pos[seat] != OffBoard {
			b.Pos[seat] = OffBoard
		}
	}
	var seats []int
	for _, f := range escaped {
		seats = append(seats, p.Fight.Fighters[f].Seat)
	}
	turn := max(b.Turn, 0)
	slices.SortFunc(seats, func(x, y int) int { return s.stepsRight(turn, x) - s.stepsRight(turn, y) })
	var steps []Step
	for _, seat := range seats {
		s.leaveParty(seat) // a party breaks up when one of it leaves a fight (6.1)
		steps = append(steps, Step{Kind: sEscape, Seat: seat}, Step{Kind: sCell, Seat: seat, N: 1},
			Step{Kind: sEscaped, Seat: seat}, Step{Kind: sBattle, Seat: seat, N: 1}, Step{Kind: sEscapeDone, Seat: seat})
	}
	b.Steps.Now(steps...)
}

// escapeMove is where an escaped character goes (5.7): a neighbouring cell of its choice
// (DESIGN: the escape cards carry no distance).
func (s *State) escapeMove(seat int) {
	p := &s.Public
	if !p.Chars[seat].Alive {
		return
	}
	at := p.Board.Pos[seat]
	if at == OffBoard || at == Outside {
		return
	}
	p.Board.Escaping = seat
	p.Board.Dest = neighbours(at)
	s.ask(Ask{Kind: AskDest, Seat: seat, Fighter: -1})
}

// escapedSupport is 5.7's support phase, as in combat (none for one who died on its way).
func (s *State) escapedSupport(seat int) {
	if f := s.escaper(seat); f >= 0 && s.Public.Chars[seat].Alive {
		s.ask(Ask{Kind: AskEscaped, Seat: seat, Fighter: f})
	}
}

// escapeDone ends 5.7 for seat: its cards and spent power go back (5.7: they stay until the
// 戦闘発生フェイズ is over).
func (s *State) escapeDone(seat int) {
	if f := s.escaper(seat); f >= 0 {
		s.postEscapeDone(f)
	}
}

// escaper is seat's fighter while it holds its escaped fight's state (5.7), -1 otherwise.
func (s *State) escaper(seat int) int {
	if s.Public.Fight.On {
		return -1
	}
	return s.Public.Chars[seat].Fighter
}
